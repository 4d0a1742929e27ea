// Peg solitaire: the 33-hole cross in SVG. Click a peg, then the hole it lands in; the
// same peg may jump on (the server joins the jumps into one move). The page holds no
// rules: the server sends the legal jumps of each position, grouped by peg.

import { seatFor } from './api.js';
import { errorText, t, translate } from './i18n.js';
import { showProblem } from './problem.js';
import { soloApi } from './solo-api.js';
import { svgEl } from './svg.js';

const STEP = 60;
const MARGIN = 40;

const TEMPLATE = `
<div class="game solitaire">
  <section class="card board-wrap">
    <svg id="board" data-testid="solitaire-board" role="img"></svg>
  </section>
  <section class="card side">
    <h2 data-i18n="variant-solitaire"></h2>
    <p id="status" data-testid="status"></p>
    <p id="pegs" data-testid="pegs"></p>
    <p class="hint" id="message" data-testid="message"></p>
    <div class="buttons">
      <button id="hint" data-i18n="solo-hint" data-testid="hint"></button>
      <button id="undo" data-i18n="game-undo" data-testid="undo"></button>
      <a href="#/" id="back" data-i18n="game-back"></a>
    </div>
    <h3 data-i18n="solo-moves"></h3>
    <ol id="moves" data-testid="moves"></ol>
    <p class="error" id="error"></p>
  </section>
</div>`;

/** Shows solitaire game `id` in `main`; returns a controller with `dispose()`. */
export async function showSolitaire(main, id) {
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const token = seatFor(id)?.token;
  let game = null;
  let chosen = null;
  let hint = null;
  let busy = false;

  const fail = (e) => {
    $('#error').textContent = t('error-generic', { message: errorText(e) });
  };

  const landings = (from) => game.legal.find((g) => g.from === from)?.to || [];

  function xy(hole) {
    return [MARGIN + hole.file * STEP, MARGIN + (6 - hole.rank) * STEP];
  }

  function draw() {
    const svg = $('#board');
    svg.replaceChildren();
    const size = MARGIN * 2 + 6 * STEP;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.dataset.jumps = game.jumps;
    svgEl('path', {
      d: 'M 2 0 h 3 v 2 h 2 v 3 h -2 v 2 h -3 v -2 h -2 v -3 h 2 z',
      transform: `translate(${MARGIN - STEP / 2} ${MARGIN - STEP / 2}) scale(${STEP})`,
      fill: '#e8d3a8', stroke: '#6b5a45', 'stroke-width': 0.03,
    }, svg);
    const pegs = new Set(game.pegs);
    const targets = chosen ? landings(chosen) : [];
    const movable = new Set(token && !game.over ? game.legal.map((g) => g.from) : []);
    const hinted = new Set(hint ? hint.path : []);
    for (const hole of game.holes) {
      const [x, y] = xy(hole);
      const g = svgEl('g', { 'data-hole': hole.name }, svg);
      svgEl('circle', { cx: x, cy: y, r: 9, fill: '#6b5a45' }, g);
      if (hole.name === game.finish) {
        svgEl('circle', { cx: x, cy: y, r: 25, fill: 'none', stroke: '#b5541c', 'stroke-width': 2, 'stroke-dasharray': '5 4' }, g);
      }
      if (hinted.has(hole.name)) {
        svgEl('circle', { cx: x, cy: y, r: 27, fill: '#3a7bd5', opacity: 0.25 }, g);
      }
      if (pegs.has(hole.name)) {
        const selected = hole.name === chosen;
        svgEl('circle', {
          cx: x, cy: y, r: 20, class: 'peg',
          fill: selected ? '#f7c873' : '#b5541c', stroke: '#2b2118', 'stroke-width': selected ? 4 : 2,
        }, g);
        if (movable.has(hole.name) && !selected) {
          svgEl('circle', { cx: x, cy: y, r: 25, fill: 'none', stroke: '#2a9d4b', 'stroke-width': 3, 'stroke-dasharray': '4 4' }, g);
        }
      }
      if (targets.includes(hole.name)) {
        svgEl('circle', { cx: x, cy: y, r: 12, fill: '#2a9d4b', 'data-target': hole.name }, g);
      }
      const hit = svgEl('circle', { cx: x, cy: y, r: STEP / 2, class: 'hit' }, g);
      hit.addEventListener('click', () => click(hole.name));
    }
  }

  function render() {
    draw();
    $('#pegs').textContent = t('status-pegs', { pegs: game.score });
    let status;
    if (game.perfect) status = t('outcome-solitaire-perfect', { hole: game.finish });
    else if (game.over) status = t('outcome-solitaire', { pegs: game.score });
    else if (chosen && game.chain === chosen) status = t('solo-chain');
    else status = chosen ? t('solitaire-choose-hole') : t('solitaire-choose-peg');
    $('#status').textContent = status;
    $('#status').className = game.perfect ? 'perfect' : '';
    const moves = $('#moves');
    moves.replaceChildren(...game.moves.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
    $('#hint').disabled = game.over || !token;
    $('#undo').disabled = game.moves.length === 0 || !token;
  }

  async function click(name) {
    if (!token || game.over || busy) return;
    if (chosen && landings(chosen).includes(name)) {
      busy = true;
      try {
        game = await soloApi.jump(id, token, `${chosen}x${name}`, game.jumps);
        hint = null;
        $('#message').textContent = '';
        $('#error').textContent = '';
        chosen = game.chain === name ? name : null;
      } catch (e) {
        fail(e);
      } finally {
        busy = false;
      }
    } else if (game.legal.some((g) => g.from === name)) {
      chosen = chosen === name ? null : name;
    } else {
      chosen = null;
    }
    render();
  }

  $('#hint').addEventListener('click', async () => {
    $('#message').textContent = t('solitaire-thinking');
    try {
      const answer = await soloApi.hint(id);
      if (answer.result === 'move') {
        hint = answer;
        $('#message').textContent = t('status-hint', { move: answer.move });
      } else if (answer.result === 'no-solution') {
        $('#message').textContent = t('solitaire-no-solution', { hole: game.finish });
      } else {
        $('#message').textContent = t('solo-hint-timeout');
      }
      render();
    } catch (e) {
      fail(e);
    }
  });

  $('#undo').addEventListener('click', async () => {
    try {
      game = await soloApi.undo(id, token);
      chosen = null;
      hint = null;
      $('#message').textContent = '';
      render();
    } catch (e) {
      fail(e);
    }
  });

  try {
    game = await soloApi.solitaire(id);
    if (!token) $('#message').textContent = t('game-spectator');
    render();
  } catch (e) {
    if (e.code === 'not_found') return showProblem(main, 'problem-no-game', { id });
    fail(e);
  }
  return { dispose() {} };
}
