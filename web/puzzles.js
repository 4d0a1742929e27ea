// Puzzles (#/puzzles/VARIANT?set=k=v&min_plies=A&max_plies=B&side=S&seed=N): a won position from the server's solved tables
// where one move stands out (GET /api/puzzles). The player finds the win move by move
// against perfect defence: each of their moves must keep the fastest win (the explorer
// judges it, so any move as fast as the solution's counts); the defence replies with the
// longest resistance. A hint names the piece to move; the streak (kept in this browser)
// counts puzzles solved in a row without a wrong move or a hint.

import { call } from './api.js';
import { Board } from './board.js';
import { fetchExplore } from './explorer.js';
import { errorText, t, translate } from './i18n.js';
import { presetName, sideName } from './names.js';

const TEMPLATE = `
<section class="game puzzle">
  <div class="board-wrap"><svg id="board" data-testid="board" role="img"></svg></div>
  <aside class="card">
    <h2 data-i18n="puzzle-title"></h2>
    <label><span data-i18n="lobby-variant"></span> <select id="variant" data-testid="puzzle-variant"></select></label>
    <p id="unavailable" class="note" data-testid="puzzle-unavailable" hidden></p>
    <p id="not-here" class="note" data-testid="puzzle-not-here" hidden></p>
    <p id="task" class="puzzle-task" data-testid="puzzle-task"></p>
    <p id="state" data-testid="puzzle-state" aria-live="polite"></p>
    <p id="streak" data-testid="puzzle-streak"></p>
    <div class="buttons">
      <button id="hint" data-i18n="puzzle-hint" data-testid="puzzle-hint"></button>
      <button id="retry" data-i18n="puzzle-retry" data-testid="puzzle-retry"></button>
      <button id="next" data-i18n="puzzle-next" data-testid="puzzle-next"></button>
    </div>
    <h3 data-i18n="game-moves"></h3>
    <ol id="moves" data-testid="moves"></ol>
    <p id="error" class="error" data-testid="error"></p>
  </aside>
</section>`;

const streakKey = (variant) => `reynard-puzzle-streak-${variant}`;

/** Shows a puzzle of `variant` in `main`; `query` may carry `set` options. */
export async function showPuzzles(main, chosen, query) {
  let variant = chosen;
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const options = query.getAll('set');
  const limits = query;
  let seed = query.get('seed');
  let puzzle = null;
  // The moves played from the puzzle's position, the explorer's view of the position now,
  // and whether this puzzle still counts for the streak.
  let moves = [];
  let explored = null;
  let clean = true;
  let busy = false;
  let request = 0;

  const board = new Board($('#board'), (move) => attempt(move.notation));
  const streak = () => Number(localStorage.getItem(streakKey(variant)) || 0);
  const setStreak = (n) => {
    localStorage.setItem(streakKey(variant), String(n));
    $('#streak').textContent = t('puzzle-streak', { count: n });
  };
  const breakStreak = () => {
    if (clean) setStreak(0);
    clean = false;
  };
  const say = (key, args = {}) => {
    $('#state').textContent = t(key, args);
    $('#state').dataset.state = key;
  };

  async function explore() {
    const mine = ++request;
    const answer = await fetchExplore(variant, { options, position: puzzle.position, moves });
    if (mine !== request) return null;
    explored = answer;
    return answer;
  }

  function show(canMove) {
    const g = explored.game;
    board.show(g, { canMove });
    $('#moves').replaceChildren(
      ...moves.map((m) => {
        const li = document.createElement('li');
        li.textContent = m;
        return li;
      }),
    );
  }

  async function load() {
    $('#error').textContent = '';
    const query = new URLSearchParams();
    for (const pair of options) query.append('set', pair);
    // Limits from the address (and a seed, for the first puzzle only: `next` draws anew).
    for (const key of ['min_plies', 'max_plies', 'side']) if (limits.get(key)) query.set(key, limits.get(key));
    if (seed) query.set('seed', seed);
    seed = null;
    try {
      puzzle = await call('GET', `/api/puzzles/${encodeURIComponent(variant)}?${query}`);
    } catch (e) {
      $('#task').textContent = '';
      // No tables for this game on the server (`reynard solve` is its operator's command).
      $('#error').textContent =
        e.code === 'not_found'
          ? t('puzzle-no-tables', { game: presetName(variant) })
          : t('error-generic', { message: errorText(e) });
      return;
    }
    moves = [];
    clean = true;
    const g = puzzle.game;
    $('#task').textContent = t('puzzle-find', { side: sideName(g, puzzle.side), plies: puzzle.plies });
    // The seed draws this puzzle again (a link to share it).
    $('#task').dataset.seed = puzzle.seed;
    say(`puzzle-kind-${puzzle.kind}`);
    await explore();
    show(true);
  }

  async function attempt(notation) {
    if (busy || !explored) return;
    const left = puzzle.plies - moves.length;
    const entry = explored.moves.find((m) => m.move === notation);
    // The move must win as fast as the puzzle can: the opponent then loses in left - 1.
    if (!entry || entry.value !== 'loss' || entry.plies !== left - 1) {
      breakStreak();
      say(entry?.value === 'loss' ? 'puzzle-slower' : 'puzzle-wrong', { move: notation });
      show(true);
      return;
    }
    busy = true;
    moves.push(notation);
    try {
      if (left - 1 === 0) {
        await explore();
        show(false);
        if (clean) setStreak(streak() + 1);
        say('puzzle-solved');
        return;
      }
      // The defence: the longest resistance, first in the explorer's list.
      await explore();
      show(false);
      say('puzzle-good', { move: notation });
      moves.push(explored.moves[0].move);
      await explore();
      show(true);
    } catch (e) {
      $('#error').textContent = t('error-generic', { message: errorText(e) });
    } finally {
      busy = false;
    }
  }

  $('#hint').addEventListener('click', () => {
    if (!explored || !explored.moves.length || busy) return;
    breakStreak();
    const best = explored.moves[0].move;
    const view = explored.game.legal.flatMap((l) => l.moves).find((m) => m.notation === best);
    say('puzzle-hint-text', { point: view?.from ?? view?.to ?? best });
  });
  $('#retry').addEventListener('click', async () => {
    moves = [];
    await explore();
    show(true);
    say(`puzzle-kind-${puzzle.kind}`);
  });
  $('#next').addEventListener('click', load);

  // Puzzles come from solved tables: only the games this server has tables of are offered
  // (GET /api/tables); the others are named, with why.
  const select = $('#variant');
  const tables = await call('GET', '/api/tables').catch(() => null);
  const solved = (tables ?? []).filter((v) => v.solved !== 'none').map((v) => v.variant);
  const missing = (tables ?? []).filter((v) => v.solved === 'none').map((v) => presetName(v.variant));
  if (!/^#\/puzzles\/./.test(location.hash) && tables && !solved.includes(variant) && solved.length) {
    // No game named, and the default one is not solved here, another is: show that one.
    variant = solved[0];
    history.replaceState(null, '', `#/puzzles/${encodeURIComponent(variant)}`);
  }
  for (const id of solved) select.add(new Option(presetName(id), id));
  if (!solved.includes(variant)) select.add(new Option(presetName(variant), variant));
  select.value = variant;
  select.addEventListener('change', () => {
    location.hash = `#/puzzles/${encodeURIComponent(select.value)}`;
  });
  if (missing.length) {
    $('#unavailable').hidden = false;
    $('#unavailable').textContent = t('puzzle-unavailable-list', { games: missing.join(', ') });
  }
  // This game (with its options) has no tables here: said, instead of an empty board.
  const status = await call('GET', `/api/tables/${encodeURIComponent(variant)}?${options.map((o) => `set=${encodeURIComponent(o)}`).join('&')}`).catch(() => null);
  if (status && status.solved === 'none') {
    $('#not-here').hidden = false;
    $('#not-here').textContent = t(solved.length ? 'puzzle-not-solved' : 'puzzle-none-solved', { game: presetName(variant) });
    for (const hide of ['.board-wrap', '#task', '#state', '#streak', '.buttons', 'h3', '#moves']) main.querySelector(hide).hidden = true;
    return { dispose() {} };
  }
  setStreak(streak());
  await load();
  return { dispose() {} };
}
