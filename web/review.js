// Game review (POST /api/review, docs/api.md): the moves that threw a value away, each
// side's totals under the chart, and the game's course as an SVG chart — the solved value and distance, or the engine's score
// where nothing is solved — ply by ply, from the first seat's point of view. A click on a
// point goes to that position.

import { call } from './api.js';
import { t } from './i18n.js';
import { sideName } from './names.js';
import { svgEl, svgText } from './svg.js';

const [W, H, PAD_X, PAD_Y] = [600, 160, 36, 12];

/** Reviews a game: `{record}` or `{preset, options, position, moves}`. */
export function fetchReview(body) {
  return call('POST', '/api/review', body);
}

/** The sentence for a judged move (null for one that kept its value). */
export function verdictText(g, m) {
  if (!m.verdict) return null;
  const text = t(`review-${m.verdict.replace('_', '-')}`, { side: sideName(g, m.side) });
  return m.best ? `${text} ${t('review-best', { best: m.best })}` : text;
}

/** The course of review `r` of game `g` as an SVG chart; `onPoint(ply)` on a click. */
export function reviewChart(g, r, onPoint) {
  const first = sideName(g, g.seats[0].side);
  const svg = svgEl('svg', {
    viewBox: `0 0 ${W} ${H}`,
    class: 'chart review-chart',
    role: 'img',
    'aria-label': t('review-chart-label', { side: first }),
    'data-testid': 'review-chart',
  });
  const n = Math.max(1, r.points.length - 1);
  const x = (ply) => PAD_X + (ply * (W - 2 * PAD_X)) / n;
  const y = (a) => PAD_Y + ((1 - a) * (H - 2 * PAD_Y)) / 2;
  svgEl('rect', { x: PAD_X, y: y(1), width: W - 2 * PAD_X, height: y(0) - y(1), class: 'first-ahead' }, svg);
  for (const a of [1, 0.5, 0, -0.5, -1]) {
    svgEl('line', { x1: PAD_X, x2: W - PAD_X, y1: y(a), y2: y(a), class: a === 0 ? 'grid start' : 'grid' }, svg);
  }
  svgText('+', { x: PAD_X - 14, y: y(0.75) + 4, class: 'axis' }, svg);
  svgText('−', { x: PAD_X - 14, y: y(-0.75) + 4, class: 'axis' }, svg);
  const line = r.points.map((p) => `${x(p.ply)},${y(p.advantage)}`).join(' ');
  svgEl('polyline', { points: line, class: 'course' }, svg);
  const judged = new Map(r.moves.filter((m) => m.verdict).map((m) => [m.ply, m]));
  for (const p of r.points) {
    const m = judged.get(p.ply);
    const dot = svgEl('circle', {
      cx: x(p.ply),
      cy: y(p.advantage),
      r: m ? 5 : 3,
      class: m ? `course-dot marked ${m.verdict}` : 'course-dot',
      'data-ply': p.ply,
      tabindex: 0,
    }, svg);
    svgEl('title', {}, dot).textContent = pointText(g, p, m);
    dot.addEventListener('click', () => onPoint(p.ply));
    dot.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') onPoint(p.ply);
    });
  }
  return svg;
}

/** A point's tooltip: its ply, its value in words, and the verdict on the move that led there. */
function pointText(g, p, m) {
  const side = sideName(g, p.side);
  let value;
  if (p.kind === 'over') value = t('explore-over');
  else if (p.value === 'draw') value = t('explore-solved-draw');
  else if (p.value && p.plies === null) value = t(`explore-solved-${p.value}-any`, { side });
  else if (p.value) value = t(`explore-${p.kind === 'solved' ? 'solved' : 'proven'}-${p.value}`, { side, plies: p.plies });
  else value = t('review-score', { side, score: ((p.score ?? 0) / 100).toFixed(2) });
  const verdict = m ? ` ${verdictText(g, m)}` : '';
  return `${t('review-ply', { ply: p.ply })}: ${value}${verdict}`;
}

/** The count columns of the totals: the wins and draws thrown away only where the tables
 * solved a position (else they cannot be told) or some were. */
function totalColumns(r) {
  const solved = r.points.some((p) => p.kind === 'solved') || r.summary.some((s) => s.lost_wins + s.lost_draws > 0);
  return ['inaccuracies', 'mistakes', 'blunders', ...(solved ? ['lost_wins', 'lost_draws'] : [])];
}

/** Each side's totals under the chart: its marks counted and its average loss (the win
 * percentage lost a move, docs/play.md). */
export function reviewTotals(g, r) {
  const table = document.createElement('table');
  table.className = 'review-totals';
  table.dataset.testid = 'review-totals';
  const columns = totalColumns(r);
  const head = document.createElement('tr');
  const th = (text, title) => {
    const cell = document.createElement('th');
    cell.textContent = text;
    if (title) cell.title = title;
    return cell;
  };
  head.append(th(t('review-totals-side')), ...columns.map((c) => th(t(`review-totals-${c.replace('_', '-')}`))));
  head.append(th(t('review-totals-average'), t('review-totals-average-help')));
  table.append(head);
  for (const s of r.summary) {
    const row = document.createElement('tr');
    row.dataset.side = s.side;
    const cell = (text, key) => {
      const td = document.createElement('td');
      td.textContent = text;
      if (key) td.dataset.testid = `total-${s.side}-${key}`;
      return td;
    };
    row.append(cell(sideName(g, s.side)), ...columns.map((c) => cell(String(s[c]), c)));
    row.append(cell(s.average_loss === null ? '–' : s.average_loss.toFixed(1), 'average_loss'));
    table.append(row);
  }
  return table;
}

/** The review panel: the chart, each side's totals, and a sentence per marked move (each
 * a link to its ply). */
export function reviewPanel(g, r, onPoint) {
  const panel = document.createElement('div');
  panel.className = 'review';
  panel.dataset.testid = 'review';
  const marked = r.moves.filter((m) => m.verdict);
  const summary = document.createElement('p');
  summary.textContent = t('review-summary', { count: marked.length });
  panel.append(reviewChart(g, r, onPoint), reviewTotals(g, r), summary);
  const list = document.createElement('ul');
  list.className = 'review-marks';
  for (const m of marked) {
    const li = document.createElement('li');
    li.className = m.verdict;
    li.dataset.ply = m.ply;
    li.textContent = `${m.ply}. ${m.move}: ${verdictText(g, m)}`;
    li.addEventListener('click', () => onPoint(m.ply));
    list.append(li);
  }
  panel.append(list);
  return panel;
}

/** Marks the move list `ol` (one `li` a move) with the review's verdicts. */
export function markMoves(g, ol, r) {
  const items = [...ol.querySelectorAll('li')];
  for (const m of r.moves) {
    const li = items[m.ply - 1];
    if (!li || !m.verdict) continue;
    li.classList.add('judged', m.verdict);
    li.title = verdictText(g, m);
  }
}
