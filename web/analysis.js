// The AI's evaluation on request (GET /api/games/{id}/analysis, docs/api.md), in words.

import { call } from './api.js';
import { t } from './i18n.js';
import { pieces } from './explorer.js';
import { sideName } from './names.js';

/** Asks the server for its opinion of game `id`'s position now, or after `ply` moves. */
export function fetchAnalysis(id, ply = null) {
  return call('GET', `/api/games/${id}/analysis${ply === null ? '' : `?ply=${ply}`}`);
}

/** The sentence for analysis `a` of game `g`. */
export function analysisText(g, a) {
  const args = { side: sideName(g, a.side), best: a.best ?? '—', plies: a.plies ?? 0, depth: a.depth ?? 0 };
  if (a.kind === 'eval') return t('analysis-eval', { ...args, score: pieces(a.score) });
  // Tables of values only hold no distance.
  if (a.kind === 'solved' && a.value !== 'draw' && a.plies === null) {
    return `${t(`explore-solved-${a.value}-any`, args)} ${args.best}`;
  }
  return t(`analysis-${a.kind}-${a.value}`, args);
}
