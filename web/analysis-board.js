// The analysis board (#/analysis/VARIANT?set=k=v&position=TEXT&moves=m1,m2): any position,
// set up from a position text or reached by moves from the start, with the explorer beside
// it. Both sides move; stepping back and playing another move starts a new line from there.
// Nothing is stored: the address holds the line, so it can be shared.

import { api, call } from './api.js';
import { Board } from './board.js';
import { inHandItems } from './captures.js';
import { explorerPanel, fetchExplore } from './explorer.js';
import { errorText, t, translate } from './i18n.js';
import { presetName, sideName } from './names.js';
import { ICONS, labelSteps, stepButtons } from './icons.js';
import { moveItems } from './move-list.js';
import { turnBoard, turnedByViewer } from './orientation.js';
import { fetchReview, markMoves, reviewPanel } from './review.js';

const TEMPLATE = `
<section class="game analysis-board">
  <div class="board-wrap"><svg id="board" data-testid="board" role="img"></svg></div>
  <aside class="card">
    <h2 data-i18n="analysis-board-title"></h2>
    <label><span data-i18n="lobby-variant"></span> <select id="variant" data-testid="analysis-variant"></select></label>
    <p id="status" data-testid="status"></p>
    <ul id="captures"></ul>
    <div class="buttons steps">
      ${stepButtons({ back: 'analysis-back', next: 'analysis-next' })}
      <button id="flip" type="button" class="icon-button" data-testid="flip">${ICONS.flip}<span data-i18n="game-flip"></span></button>
    </div>
    <h3 data-i18n="explore-title"></h3>
    <div id="explorer" class="explorer-wrap" aria-live="polite"></div>
    <h3 data-i18n="game-moves"></h3>
    <ol id="moves" class="move-list" data-testid="moves"></ol>
    <form id="move-form" class="move-form" data-testid="move-form">
      <label><span data-i18n="game-type-move"></span>
        <input id="move-input" autocomplete="off" autocapitalize="off" spellcheck="false" data-testid="move-input"></label>
      <button type="submit" data-i18n="game-play-move" data-testid="move-submit"></button>
    </form>
    <p id="record-progress" data-testid="record-progress" aria-live="polite" hidden></p>
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

/** The number of move `i` of a line ahead of the position shown, from those before it:
 * pairs of alternate moves continue from the last numbered one. */
function aheadNumber(numbers, i) {
  let last = i - 1;
  while (last >= 0 && !numbers[last]) last--;
  if (last < 0) return i % 2 === 0 ? i / 2 + 1 : null;
  return (i - last) % 2 === 0 ? numbers[last] + (i - last) / 2 : null;
}

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
  labelSteps(main);
  const $ = (sel) => main.querySelector(sel);
  // Whether the page still shows (a later answer is dropped once the player left), and
  // the record being read, to abort when they leave.
  let disposed = false;
  let reading = null;
  const options = query.getAll('set');
  let position = query.get('position') || null;
  // The line played so far (kept past `ply` for stepping forward again) and the ply shown.
  let line = (query.get('moves') || '').split(',').filter(Boolean);
  let ply = line.length;
  let flipped = turnedByViewer('analysis');
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
      if (mine !== request || disposed) return;
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
    if (mine !== request || disposed) return;
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
    // The line's numbers: the position's `move_numbers` cover the moves up to it; moves
    // ahead of it (after stepping back) continue the pairs as the last known ones do.
    const numbers = line.map((_, i) => (i < g.move_numbers.length ? g.move_numbers[i] : null));
    for (let i = g.move_numbers.length; i < line.length; i++) numbers[i] = aheadNumber(numbers, i);
    const items = moveItems(line, numbers, (to) => {
      ply = to;
      update();
    });
    items.forEach((li, i) => {
      li.classList.toggle('current', i === ply - 1);
      li.classList.toggle('ahead', i >= ply);
    });
    $('#moves').replaceChildren(...items);
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
      const r = await fetchReview({ preset: variant, options, position: position || undefined, moves: line });
      if (!disposed) showReview(r);
    } catch (e) {
      if (disposed) return;
      $('#review').textContent = '';
      showError(errorText(e));
    }
  }

  $('#review-line').addEventListener('click', review);
  // A record opened: read at once (nothing searched), its line shown on the board, which
  // then reviews it (the review searches every position: seconds). Said at once; dropped
  // if the player leaves the page meanwhile.
  $('#record-file').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    showError('');
    reading?.abort();
    const mine = new AbortController();
    reading = mine;
    const progress = $('#record-progress');
    progress.hidden = false;
    progress.textContent = t('analysis-record-reading', { name: file.name });
    try {
      const text = await file.text();
      const r = await call('POST', '/api/record', { record: text }, {}, mine.signal);
      if (disposed || mine.signal.aborted) return;
      // The record's line on the board, to be reviewed there (its variant may differ: a new
      // address).
      location.hash = analysisLink(r.game.preset, {
        options: r.game.options,
        position: r.game.start,
        moves: r.game.moves,
        review: true,
      });
    } catch (err) {
      if (disposed || mine.signal.aborted) return;
      progress.hidden = true;
      showError(errorText(err));
    } finally {
      e.target.value = '';
    }
  });

  // Steps through the line: `first`, `back`, `next` or `last`.
  const stepTo = (step) => {
    const to = { first: 0, back: ply - 1, next: ply + 1, last: line.length }[step];
    const next = Math.max(0, Math.min(line.length, to));
    if (next === ply) return;
    ply = next;
    update();
  };
  for (const button of main.querySelectorAll('[data-step]')) {
    button.addEventListener('click', () => stepTo(button.dataset.step));
  }
  $('#flip').addEventListener('click', () => {
    turnBoard('analysis');
    flipped = turnedByViewer('analysis');
    if (shown) render(shown);
  });
  $('#move-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('#move-input').value.trim();
    if (!text || !shown) return;
    if (shown.game.outcome) {
      showError(t('error-code-game_over'));
      return;
    }
    // The explorer checks the line: a move it refuses is said and taken back.
    $('#move-input').value = '';
    play(text);
  });
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const step = { ArrowLeft: 'back', ArrowRight: 'next', Home: 'first', End: 'last' }[event.key];
    if (!step) return;
    event.preventDefault();
    stepTo(step);
  };
  document.addEventListener('keydown', onKey);
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
  const page = {
    dispose() {
      disposed = true;
      reading?.abort();
      document.removeEventListener('keydown', onKey);
    },
  };
  await update();
  if (disposed) return page;
  if (query.get('review')) review();
  return page;
}
