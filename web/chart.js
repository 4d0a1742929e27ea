// A rating chart in SVG: the rating after each rated game (from 1500 ± 350 at the start), with
// its deviation as a band around it; each point links to its game.

import { svgEl, svgText } from './svg.js';

const [W, H, PAD_X, PAD_Y] = [600, 180, 44, 16];
const START = 1500;

/** Draws `history` (`[{ms, rating, deviation, game}]`, oldest first) into a new SVG. */
export function ratingChart(history, label) {
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'aria-label': label });
  const points = [{ rating: START, deviation: 350, game: null, ms: null }, ...history];
  const lows = points.map((p) => p.rating - p.deviation);
  const highs = points.map((p) => p.rating + p.deviation);
  let [min, max] = [Math.min(...lows), Math.max(...highs)];
  if (max - min < 100) [min, max] = [min - 50, max + 50];
  const x = (i) => PAD_X + (i * (W - 2 * PAD_X)) / Math.max(1, points.length - 1);
  const y = (r) => PAD_Y + ((max - r) * (H - 2 * PAD_Y)) / (max - min);
  for (const r of [min, START, max]) {
    if (r < min || r > max) continue;
    svgEl('line', { x1: PAD_X, x2: W - PAD_X, y1: y(r), y2: y(r), class: r === START ? 'grid start' : 'grid' }, svg);
    svgText(String(Math.round(r)), { x: PAD_X - 4, y: y(r) + 4, class: 'axis' }, svg);
  }
  const band = [...points.map((p, i) => `${x(i)},${y(highs[i])}`), ...points.map((p, i) => `${x(i)},${y(lows[i])}`).reverse()];
  svgEl('polygon', { points: band.join(' '), class: 'band' }, svg);
  svgEl('polyline', { points: points.map((p, i) => `${x(i)},${y(p.rating)}`).join(' '), class: 'rating-line' }, svg);
  points.forEach((p, i) => {
    const parent = p.game ? svgEl('a', { href: `#/game/${p.game}` }, svg) : svg;
    const dot = svgEl('circle', { cx: x(i), cy: y(p.rating), r: 4, class: 'rating-dot' }, parent);
    const when = p.ms ? `${new Date(p.ms).toLocaleDateString()}: ` : '';
    svgEl('title', {}, dot).textContent = `${when}${p.rating}`;
  });
  return svg;
}
