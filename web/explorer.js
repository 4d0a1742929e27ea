// The explorer (GET /api/explore/{variant}, docs/api.md): every legal move of a position
// with its solved value and distance, coloured like Lichess's tablebase tab (green: the
// mover wins, grey: a draw, red: the mover loses), best first; where nothing is solved,
// the engine's score of every move.

import { call } from './api.js';
import { t } from './i18n.js';
import { sideName } from './names.js';

/** The explorer's answer for `variant` with `options` (`key=value`), from `position` (a
 * position text, or null for the start) after `moves`. */
export function fetchExplore(variant, { options = [], position = null, moves = [] } = {}) {
  const query = new URLSearchParams();
  for (const pair of options) query.append('set', pair);
  if (position) query.set('position', position);
  if (moves.length) query.set('moves', moves.join(','));
  const text = query.toString();
  return call('GET', `/api/explore/${encodeURIComponent(variant)}${text ? `?${text}` : ''}`);
}

/** A score in hundredths of a piece as signed pieces: `+1.20`, `−0.35`, `0.00`. */
export function pieces(score) {
  const text = (Math.abs(score) / 100).toFixed(2);
  return score > 0 ? `+${text}` : score < 0 ? `−${text}` : text;
}

/** The other side's id of a position's game. */
function otherSide(game, side) {
  return game.seats.find((s) => s.side !== side)?.side ?? side;
}

/** The sentence for the position of answer `a`, in the names of game `g` (any object with
 * `seats`: `[{side, name}]`). */
export function exploreSummary(g, a) {
  const side = sideName(g, a.side);
  if (a.kind === 'engine') {
    if (a.value) return t(`explore-proven-${a.value}`, { side, plies: a.plies ?? 0 });
    return t('explore-engine', { side, score: pieces(a.score ?? 0), depth: a.depth ?? 0 });
  }
  if (a.kind === 'over') return t('explore-over');
  if (a.value === 'draw') return t('explore-solved-draw');
  // Tables of values only hold no distance.
  if (a.plies === null) return t(`explore-solved-${a.value}-any`, { side });
  return t(`explore-solved-${a.value}`, { side, plies: a.plies });
}

/** What a listed move does for the side that plays it: its class and its words. */
function moveWords(a, m) {
  // A move's value is for the side to move after it: a loss for them is a win for the mover.
  const mover = { loss: 'win', win: 'loss', draw: 'draw' }[m.value] ?? null;
  if (a.kind === 'engine' && !mover) return { cls: 'explore-score', text: pieces(-(m.score ?? 0)) };
  if (mover === 'draw') return { cls: 'explore-draw', text: t('explore-move-draw') };
  if (m.plies === null) return { cls: `explore-${mover}`, text: t(`explore-move-${mover}-any`) };
  // Counted from the position shown: the move itself and the plies after it.
  return { cls: `explore-${mover}`, text: t(`explore-move-${mover}`, { plies: m.plies + 1 }) };
}

/** The explorer's panel for answer `a`: the position's value, then one row a move; a click
 * on a row calls `onPick(notation)`. */
export function explorerPanel(g, a, onPick) {
  const panel = document.createElement('div');
  panel.className = 'explorer';
  panel.dataset.testid = 'explorer';
  panel.dataset.kind = a.kind;
  const summary = document.createElement('p');
  summary.className = 'explore-summary';
  summary.dataset.testid = 'explore-summary';
  summary.textContent = exploreSummary(g, a);
  panel.append(summary);
  if (!a.moves.length) return panel;
  const table = document.createElement('table');
  table.className = 'explore-moves';
  const head = table.createTHead().insertRow();
  for (const key of ['explore-col-move', 'explore-col-value']) {
    const th = document.createElement('th');
    th.textContent = t(key);
    head.append(th);
  }
  const body = table.createTBody();
  for (const m of a.moves) {
    const row = body.insertRow();
    const { cls, text } = moveWords(a, m);
    row.className = cls;
    row.dataset.move = m.move;
    row.tabIndex = 0;
    row.insertCell().textContent = m.move;
    row.insertCell().textContent = text;
    row.addEventListener('click', () => onPick(m.move));
    row.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') onPick(m.move);
    });
  }
  panel.append(table);
  const mover = sideName(g, a.side);
  const other = sideName(g, otherSide(g, a.side));
  panel.title = t('explore-legend', { mover, other });
  return panel;
}
