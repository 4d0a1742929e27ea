// The AI's evaluation on request (GET /api/games/{id}/analysis, docs/api.md), in words.

import { call } from './api.js';
import { t } from './i18n.js';
import { sideName } from './names.js';

/** Asks the server for its opinion of game `id`'s position now, or after `ply` moves. */
export function fetchAnalysis(id, ply = null) {
  return call('GET', `/api/games/${id}/analysis${ply === null ? '' : `?ply=${ply}`}`);
}

/** A score in hundredths of a piece as signed pieces: `+1.20`, `−0.35`, `0.00`. */
function pieces(score) {
  const text = (Math.abs(score) / 100).toFixed(2);
  return score > 0 ? `+${text}` : score < 0 ? `−${text}` : text;
}

/** The sentence for analysis `a` of game `g`. */
export function analysisText(g, a) {
  const args = { side: sideName(g, a.side), best: a.best ?? '—', plies: a.plies ?? 0, depth: a.depth ?? 0 };
  if (a.kind === 'eval') return t('analysis-eval', { ...args, score: pieces(a.score) });
  return t(`analysis-${a.kind}-${a.value}`, args);
}
