// The lobby's card of solved games (GET /api/tables, docs/api.md): the hunt games this
// server's tables solve, with their explorer and puzzles; for the others, what a solve
// would take here and the command that starts it (the server uses new tables at once).

import { call } from './api.js';
import { t } from './i18n.js';
import { presetName } from './names.js';

/** A duration in seconds, roughly, in words. */
function duration(seconds) {
  if (seconds < 90) return t('solved-seconds', { count: Math.max(1, seconds) });
  if (seconds < 90 * 60) return t('solved-minutes', { count: Math.round(seconds / 60) });
  return t('solved-hours', { count: Math.round(seconds / 3600) });
}

/** Fills `card` with the solved games; quietly empty if the server cannot say. */
export async function showSolved(card) {
  let tables;
  try {
    tables = await call('GET', '/api/tables');
  } catch {
    card.hidden = true;
    return;
  }
  const title = document.createElement('h3');
  title.textContent = t('solved-title');
  const list = document.createElement('ul');
  list.className = 'solved-list';
  // The others, folded away: the solved ones are what a player looks for.
  const others = document.createElement('details');
  const summary = document.createElement('summary');
  const rest = document.createElement('ul');
  rest.className = 'solved-list';
  others.append(summary, rest);
  for (const v of tables) {
    const li = document.createElement('li');
    li.dataset.variant = v.variant;
    li.dataset.solved = v.solved;
    const name = document.createElement('b');
    name.textContent = presetName(v.variant);
    li.append(name, ' ');
    if (v.solved === 'complete') {
      li.append(t('solved-yes'), ' ');
      for (const [key, href] of [
        ['nav-analysis', `#/analysis/${v.variant}`],
        ['nav-puzzles', `#/puzzles/${v.variant}`],
      ]) {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = t(key);
        li.append(a, ' ');
      }
    } else {
      li.append(t(v.solved === 'partial' ? 'solved-partial' : 'solved-no', { time: duration(v.estimate_seconds) }), ' ');
      const code = document.createElement('code');
      code.textContent = v.command;
      li.append(code);
    }
    (v.solved === 'complete' ? list : rest).append(li);
  }
  summary.textContent = t('solved-others', { count: rest.children.length });
  if (!list.children.length) {
    const none = document.createElement('li');
    none.textContent = t('solved-none');
    list.append(none);
  }
  card.replaceChildren(title, list, others);
}
