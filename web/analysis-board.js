// The analysis board (#/analysis/VARIANT?set=k=v&position=TEXT&moves=m1,m2): any position,
// set up from a position text or reached by moves from the start, with the explorer beside
// it. Both sides move; stepping back and playing another move starts a new line from there.
// Nothing is stored: the address holds the line, so it can be shared.

import { api } from './api.js';
import { Board } from './board.js';
import { inHandItems } from './captures.js';
import { explorerPanel, fetchExplore } from './explorer.js';
import { errorText, t, translate } from './i18n.js';
import { presetName, sideName } from './names.js';
import { fetchReview, markMoves, reviewPanel } from './review.js';

const TEMPLATE = `
<section class="game analysis-board">
  <div class="board-wrap"><svg id="board" data-testid="board" role="img"></svg></div>
  <aside class="card">
    <h2 data-i18n="analysis-board-title"></h2>
    <label><span data-i18n="lobby-variant"></span> <select id="variant" data-testid="analysis-variant"></select></label>
    <p id="status" data-testid="status"></p>
    <ul id="captures"></ul>
    <div class="buttons">
      <button data-step="first" aria-label="first">⏮</button>
      <button data-step="back" aria-label="back" data-testid="analysis-back">◀</button>
      <button data-step="next" aria-label="next" data-testid="analysis-next">▶</button>
      <button data-step="last" aria-label="last">⏭</button>
      <button id="flip" data-i18n="game-flip"></button>
    </div>
    <h3 data-i18n="explore-title"></h3>
    <div id="explorer" class="explorer-wrap" aria-live="polite"></div>
    <h3 data-i18n="game-moves"></h3>
    <ol id="moves" data-testid="moves"></ol>
    <div class="buttons">
      <button id="review-line" data-i18n="review-button" data-testid="review-line"></button>
      <label class="file-button"><span data-i18n="review-open-record"></span>
        <input type="file" id="record-file" accept=".pgn,.txt,text/plain" data-testid="record-file" hidden></label>
    </div>
    <div id="review" aria-live="polite"></div>
    <details class="setup"><summary data-i18n="analysis-board-setup" data-testid="setup-open"></summary>
      <input id="position" spellcheck="false" data-testid="position-text">
      <button id="setup" data-i18n="analysis-board-set" data-testid="setup"></button>
      <button id="reset" data-i18n="analysis-board-reset"></button>
    </details>
    <p id="error" class="error" data-testid="error"></p>
  </aside>
</section>`;

// A review made before moving to a new address (a record opened), for the page there to
// show instead of asking again: {line, review}.
let carried = null;

/** The address of a line on the analysis board. */
export function analysisLink(variant, { options = [], position = null, moves = [], review = false } = {}) {
  const query = new URLSearchParams();
  for (const pair of options) query.append('set', pair);
  if (position) query.set('position', position);
  if (moves.length) query.set('moves', moves.join(','));
  if (review) query.set('review', '1');
  const text = query.toString();
  return `#/analysis/${encodeURIComponent(variant)}${text ? `?${text}` : ''}`;
}

/** Shows the analysis board for `variant` in `main`; `query` may carry `set`, `position`
 * and `moves`. */
export async function showAnalysisBoard(main, variant, query) {
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const options = query.getAll('set');
  let position = query.get('position') || null;
  // The line played so far (kept past `ply` for stepping forward again) and the ply shown.
  let line = (query.get('moves') || '').split(',').filter(Boolean);
  let ply = line.length;
  let flipped = false;
  let shown = null;
  // The review of the line (its moves when asked), shown while the line stays the same.
  let reviewed = null;
  // Requests in flight: only the latest one's answer is shown.
  let request = 0;

  const board = new Board($('#board'), (move) => play(move.notation));

  const showError = (message) => {
    $('#error').textContent = message ? t('error-generic', { message }) : '';
  };

  function play(notation) {
    if (line[ply] !== notation) {
      line = line.slice(0, ply).concat(notation);
      reviewed = null;
      $('#review').replaceChildren();
    }
    ply += 1;
    update();
  }

  async function update() {
    const mine = ++request;
    const moves = line.slice(0, ply);
    history.replaceState(null, '', analysisLink(variant, { options, position, moves }));
    $('#explorer').textContent = t('explore-loading');
    showError('');
    let answer;
    try {
      answer = await fetchExplore(variant, { options, position, moves });
    } catch (e) {
      if (mine !== request) return;
      $('#explorer').textContent = '';
      showError(errorText(e));
      // A line that no longer plays (a bad move in the address): back to where it did.
      if (e.code === 'illegal_move' && ply > 0) {
        line = line.slice(0, ply - 1);
        ply -= 1;
        update();
      }
      return;
    }
    if (mine !== request) return;
    shown = answer;
    render(answer);
  }

  function render(a) {
    const g = a.game;
    board.show(g, { flipped, canMove: !g.outcome });
    $('#status').textContent = g.outcome
      ? g.outcome.winner
        ? t('game-win', { side: sideName(g, g.outcome.winner) })
        : t('game-draw')
      : t('game-to-move', { side: sideName(g, g.to_move) });
    $('#captures').replaceChildren(
      ...inHandItems(g),
    );
    $('#explorer').replaceChildren(explorerPanel(g, a, play));
    $('#moves').replaceChildren(
      ...line.map((m, i) => {
        const li = document.createElement('li');
        li.textContent = m;
        li.classList.toggle('current', i === ply - 1);
        li.classList.toggle('ahead', i >= ply);
        li.addEventListener('click', () => {
          ply = i + 1;
          update();
        });
        return li;
      }),
    );
    if (reviewed) markMoves(g, $('#moves'), reviewed);
    $('#position').value = g.position;
  }

  function showReview(r) {
    reviewed = r;
    $('#review').replaceChildren(
      reviewPanel(r.game, r, (to) => {
        ply = to;
        update();
      }),
    );
    if (shown) render(shown);
  }

  async function review() {
    $('#review').textContent = t('review-working');
    try {
      showReview(await fetchReview({ preset: variant, options, position: position || undefined, moves: line }));
    } catch (e) {
      $('#review').textContent = '';
      showError(errorText(e));
    }
  }

  $('#review-line').addEventListener('click', review);
  $('#record-file').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    showError('');
    try {
      const text = await file.text();
      const r = await fetchReview({ record: text });
      // The record's line on the board, reviewed (its variant may differ: a new address).
      carried = { line: r.game.moves.join(','), review: r };
      location.hash = analysisLink(r.game.preset, {
        options: r.game.options,
        position: r.game.start,
        moves: r.game.moves,
        review: true,
      });
    } catch (err) {
      showError(errorText(err));
    }
  });

  for (const button of main.querySelectorAll('[data-step]')) {
    button.addEventListener('click', () => {
      const to = { first: 0, back: ply - 1, next: ply + 1, last: line.length }[button.dataset.step];
      const next = Math.max(0, Math.min(line.length, to));
      if (next === ply) return;
      ply = next;
      update();
    });
  }
  $('#flip').addEventListener('click', () => {
    flipped = !flipped;
    if (shown) render(shown);
  });
  $('#setup').addEventListener('click', () => {
    const text = $('#position').value.trim();
    if (!text) return;
    position = text;
    line = [];
    ply = 0;
    update();
  });
  $('#reset').addEventListener('click', () => {
    position = null;
    line = [];
    ply = 0;
    update();
  });

  const select = $('#variant');
  const variants = await api.variants().catch(() => []);
  for (const v of variants) select.add(new Option(presetName(v.id), v.id));
  if (!variants.some((v) => v.id === variant)) select.add(new Option(presetName(variant), variant));
  select.value = variant;
  select.addEventListener('change', () => {
    location.hash = analysisLink(select.value);
  });
  await update();
  if (query.get('review') && carried?.line === line.join(',')) {
    showReview(carried.review);
    carried = null;
  } else if (query.get('review')) {
    review();
  }
  return { dispose() {} };
}
