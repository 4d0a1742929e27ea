// The balance atlas (#/atlas): for each game, every combination of the rules the sources
// name, with who wins. The data are the cells files `reynard balance` wrote (web/atlas/,
// one JSON object a line, docs/balance.md), listed in web/atlas/index.json with the command
// that made them, the cells that are the sources' own rules, and the values `reynard solve`
// proved for cells whose tables were beyond the run's budget. A cell is solved (the value
// with perfect play and its length) or a match between two equal engines (the first seat's
// score with its 95% interval).

import { api } from './api.js';
import { t } from './i18n.js';
import { presetName, variantSideName } from './names.js';
import { optionPair } from './option-text.js';

/** Hues of the first seat's side and the second's, as in `reynard balance --svg`. */
const HUES = [8, 212];

/** The varied options of a `reynard balance` command, in its order: `[{key, values}]`. */
export function variesOf(command) {
  const words = command.split(/\s+/);
  const vary = [];
  words.forEach((word, i) => {
    if (word !== '--vary' || !words[i + 1]) return;
    const [key, list] = words[i + 1].split(/=(.*)/s);
    vary.push({ key, values: list.split(list.includes('|') ? '|' : ',') });
  });
  return vary;
}

/** Every combination of `vary`, the last key changing fastest: `[[key, value]…]`. */
function combinations(vary) {
  let cells = [[]];
  for (const v of vary) cells = cells.flatMap((cell) => v.values.map((value) => [...cell, [v.key, value]]));
  return cells;
}

const cellKey = (pairs) => pairs.map(([k, v]) => `${k}=${v}`).join(';');

/** A cell's colour: the winner's hue, deeper for a faster win or a score further from ½. */
function colour(cell, seat, shortest, longest) {
  if (cell.method === 'solved') {
    if (seat < 0) return '#b8b8b8';
    const slowness = ((cell.plies ?? longest) - shortest) / Math.max(1, longest - shortest);
    return `hsl(${HUES[seat]}, 60%, ${Math.round(32 + 26 * slowness)}%)`;
  }
  const lean = Math.abs(cell.score - 0.5) * 2;
  return `hsl(${cell.score >= 0.5 ? HUES[0] : HUES[1]}, 60%, ${Math.round(94 - 40 * lean)}%)`;
}

/** The words of a cell: its value, and its length or score. */
function words(cell, sideOf) {
  const side = cell.winner ? sideOf(cell.winner) : null;
  if (cell.method === 'solved') {
    let detail = t('atlas-no-win');
    if (cell.plies != null) detail = t('atlas-plies', { count: cell.plies });
    else if (side) detail = t('atlas-no-distance');
    return [side ? t('atlas-win', { side }) : t('atlas-draw'), detail];
  }
  const [lo, hi] = cell.interval;
  return [side ? t('atlas-ahead', { side }) : t('atlas-even'), `${cell.score.toFixed(2)} (${lo.toFixed(2)}–${hi.toFixed(2)})`];
}

/** One game's grid. */
function section(entry, cells, variant) {
  const vary = variesOf(entry.command);
  const sides = variant?.sides ?? [];
  const sideOf = (id) => {
    const side = sides.find((s) => s.id === id);
    return side ? variantSideName(side) : id;
  };
  const seatOf = (id) => sides.findIndex((s) => s.id === id);
  const byKey = new Map(
    cells.map((c) => [cellKey(vary.map((v) => [v.key, c.options[v.key]])), c]),
  );
  const sources = new Set((entry.sources ?? []).map((s) => cellKey(vary.map((v) => [v.key, s[v.key]]))));
  // Values with perfect play that `reynard solve` proved (docs/solved.md) where the cell
  // itself is a match: its tables were beyond the run's solve budget.
  const perfect = new Map((entry.perfect ?? []).map((p) => [cellKey(vary.map((v) => [v.key, p.options[v.key]])), p]));
  const solvedPlies = cells.filter((c) => c.method === 'solved' && c.plies != null).map((c) => c.plies);
  const shortest = solvedPlies.length ? Math.min(...solvedPlies) : 0;
  const longest = solvedPlies.length ? Math.max(...solvedPlies) : 0;

  const box = document.createElement('section');
  box.className = 'card atlas-section';
  box.dataset.testid = 'atlas-section';
  box.dataset.variant = entry.variant;
  const title = document.createElement('h3');
  title.textContent = presetName(entry.variant);
  const command = document.createElement('code');
  command.textContent = entry.command;
  box.append(title, command);

  const [columns] = vary.slice(-1);
  const rows = combinations(vary.slice(0, -1));
  const table = document.createElement('table');
  table.className = 'atlas-grid';
  const head = table.insertRow();
  head.insertCell().textContent = '';
  for (const value of columns.values) {
    const th = document.createElement('th');
    th.textContent = optionPair(columns.key, value, entry.variant);
    th.title = `${columns.key}=${value}`;
    head.append(th);
  }
  for (const row of rows) {
    const tr = table.insertRow();
    const label = document.createElement('th');
    label.textContent = row.map(([k, v]) => optionPair(k, v, entry.variant)).join(', ');
    label.title = row.map(([k, v]) => `${k}=${v}`).join(', ');
    tr.append(label);
    for (const value of columns.values) {
      const pairs = [...row, [columns.key, value]];
      const key = cellKey(pairs);
      const cell = byKey.get(key);
      const td = tr.insertCell();
      td.dataset.testid = 'atlas-cell';
      td.dataset.cell = key;
      if (!cell) {
        td.textContent = '–';
        continue;
      }
      td.dataset.method = cell.method;
      td.dataset.winner = cell.winner ?? '';
      const seat = cell.winner ? seatOf(cell.winner) : -1;
      td.style.background = colour(cell, seat, shortest, longest);
      if (cell.method === 'solved' && seat >= 0) td.classList.add('dark');
      const [headline, detail] = words(cell, sideOf);
      const strong = document.createElement('b');
      strong.textContent = headline;
      td.append(strong, document.createElement('br'), detail);
      const proved = perfect.get(key);
      if (proved) {
        const note = document.createElement('small');
        note.className = 'perfect';
        note.textContent = proved.winner
          ? t('atlas-perfect-win', { side: sideOf(proved.winner), plies: proved.plies })
          : t('atlas-perfect-draw');
        note.title = proved.command;
        td.dataset.perfect = proved.winner ? `${proved.winner} ${proved.plies}` : 'draw';
        td.append(document.createElement('br'), note);
      }
      if (sources.has(key)) {
        td.classList.add('source');
        td.title = t('atlas-source');
      }
    }
  }
  box.append(table);

  const notes = document.createElement('p');
  notes.className = 'atlas-notes';
  const match = cells.find((c) => c.games);
  const parts = [];
  if (cells.some((c) => c.method === 'solved')) parts.push(t('atlas-solved-note'));
  if (match) {
    // `reynard balance` names its player `level N`: the computer at that level, in words.
    const level = /^level (\d+)$/.exec(match.games.player);
    const player = level ? t('atlas-player-level', { level: Number(level[1]) }) : match.games.player;
    parts.push(t('atlas-match-note', { player, games: match.games.games, side: sideOf(sides[0]?.id ?? '') }));
  }
  if (perfect.size) parts.push(t('atlas-perfect-note'));
  if (sources.size) parts.push(t('atlas-source-note'));
  notes.textContent = parts.join(' ');
  box.append(notes);
  return box;
}

/** The cells of an atlas cells file (`web/atlas/ID.jsonl`, one JSON object a line). */
export async function readCells(id) {
  const answer = await fetch(`/atlas/${id}.jsonl`);
  if (!answer.ok) throw new Error(`${id}.jsonl: ${answer.status} ${answer.statusText}`);
  const text = await answer.text();
  return text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

/** A paragraph saying that something failed, with `message`: the atlas's and the claims'
 * pages put one where a part could not be read. */
export function errorParagraph(message) {
  const error = document.createElement('p');
  error.className = 'error';
  error.textContent = t('error-generic', { message });
  return error;
}

/** Starts a page of the atlas in `main`: a section of class `name` with its title, its
 * introduction and a link to the other page (`#/atlas` or `#/claims`); answers the section. */
export function atlasPage(main, name, { title, intro, link, href, testid }) {
  main.innerHTML = '';
  const page = document.createElement('section');
  page.className = name;
  const heading = document.createElement('h2');
  heading.textContent = t(title);
  const text = document.createElement('p');
  text.textContent = t(intro);
  const other = document.createElement('a');
  other.href = href;
  other.dataset.testid = testid;
  other.textContent = t(link);
  page.append(heading, text, other);
  main.append(page);
  return page;
}

/** Shows the atlas in `main`. */
export async function showAtlas(main) {
  const page = atlasPage(main, 'atlas', {
    title: 'atlas-title', intro: 'atlas-intro', link: 'claims-link', href: '#/claims', testid: 'atlas-claims',
  });
  let index;
  let variants;
  try {
    [index, variants] = await Promise.all([
      fetch('/atlas/index.json').then((r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
        return r.json();
      }),
      api.variants().catch(() => []),
    ]);
  } catch (e) {
    page.append(errorParagraph(`atlas: ${e.message}`));
    page.dataset.ready = 'true';
    return { dispose() {} };
  }
  for (const entry of index) {
    try {
      const cells = await readCells(entry.id);
      page.append(section(entry, cells, variants.find((v) => v.id === entry.variant)));
    } catch (e) {
      page.append(errorParagraph(e.message));
    }
  }
  page.dataset.ready = 'true';
  return { dispose() {} };
}
