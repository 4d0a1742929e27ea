// The Game of the Goose: the 64 squares as a spiral winding inwards to 63 (spiral.js),
// special squares marked and named in the legend, the players' tokens in their colours,
// the dice and the Roll button, the log of the last turns. The server rolls the dice
// (seeded) and plays the computers' turns; the page only shows what it sends. Players
// invited from other devices roll for their own seat; the page asks for the state while
// one of them is to roll.

import { keepSeat, seatFor } from './api.js';
import { errorText, has, t, translate } from './i18n.js';
import { showProblem } from './problem.js';
import { soloApi } from './solo-api.js';
import { SIDE, spiralCell } from './spiral.js';
import { svgEl, svgText } from './svg.js';

const CELL = 60;
const COLOURS = ['#d62828', '#1d70b8', '#2a9d4b', '#f2a900', '#7b3fa0', '#e07b39'];
const FILL = { goose: '#cfe8c4', jump: '#f6d2a8', wait: '#d9d2ee' };
// The terminal game's marks: * goose, » jump on, « jump back, ○ wait.
const mark = (s) => (s.kind === 'goose' ? '*' : s.kind === 'wait' ? '○' : s.to > s.square ? '»' : '«');
// Dots of a die face, on a 3 × 3 grid (0..8).
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

const TEMPLATE = `
<div class="game goose">
  <section class="card board-wrap">
    <svg id="board" data-testid="goose-board" role="img"></svg>
  </section>
  <section class="card side">
    <h2 data-i18n="variant-goose"></h2>
    <p id="status" data-testid="status"></p>
    <div class="buttons">
      <svg id="dice" data-testid="dice" width="130" height="60" viewBox="0 0 130 60"></svg>
      <button id="roll" data-i18n="solo-roll" data-testid="roll" type="submit"></button>
    </div>
    <ul id="players" class="plain-list" data-testid="players"></ul>
    <div id="invites" hidden>
      <h3 data-i18n="solo-invites"></h3>
      <ul id="invite-list" class="plain-list" data-testid="goose-invites"></ul>
    </div>
    <h3 data-i18n="solo-log"></h3>
    <ol id="log" data-testid="log"></ol>
    <h3 data-i18n="solo-legend"></h3>
    <ul id="legend" data-testid="legend"></ul>
    <p><small id="about"></small></p>
    <div class="buttons">
      <a id="record" data-i18n="game-record" download></a>
      <a href="#/" id="back" data-i18n="game-back"></a>
    </div>
    <p class="error" id="error"></p>
  </section>
</div>`;

function squareName(name) {
  return has(`goose-name-${name}`) ? t(`goose-name-${name}`) : name;
}

function eventText(e) {
  switch (e.kind) {
    case 'bounce': return t('goose-event-bounce', { square: e.square });
    case 'goose': return t('goose-event-goose', { square: e.square });
    case 'jump': return t('goose-event-jump', { name: squareName(e.name), from: e.from, to: e.to });
    case 'wait': return t('goose-event-wait', { name: squareName(e.name), square: e.square, turns: e.turns });
    default: return t('goose-event-win', { square: e.square });
  }
}

function turnText(turn) {
  if (turn.rolls.length === 0) return t('solo-turn-missed', { number: turn.player, turns: turn.still_waiting });
  const rolls = turn.rolls.map((r) => {
    const events = r.events.length ? ` (${r.events.map(eventText).join(', ')})` : '';
    return `${t('solo-turn-roll', { dice: r.dice.join('+'), from: r.from, to: r.to })}${events}`;
  });
  return `${t('menu-goose-player', { number: turn.player })}: ${rolls.join('; ')}`;
}

function drawDie(svg, x, value) {
  svgEl('rect', { x, y: 5, width: 50, height: 50, rx: 9, fill: '#fff', stroke: '#2b2118', 'stroke-width': 2 }, svg);
  for (const p of PIPS[value] || []) {
    svgEl('circle', { cx: x + 12 + (p % 3) * 13, cy: 17 + Math.floor(p / 3) * 13, r: 4.5, fill: '#2b2118', class: 'pip' }, svg);
  }
}

/** How often a page that waits for another device's roll asks for the state. */
const POLL_MS = 1500;

/** Shows goose game `id` in `main`; `query` may carry `join=TOKEN&seat=N` from an
 * invitation link. Returns a controller with `dispose()`. */
export async function showGoose(main, id, query = new URLSearchParams()) {
  const join = query.get('join');
  if (join) {
    // An invited player: this browser now holds that seat; the link leaves the address.
    keepSeat(id, { token: join, seat: Number(query.get('seat')) });
    history.replaceState(null, '', `#/goose/${id}`);
  }
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  // The creator's `{token, invites?}`, or an invited player's `{token, seat}`.
  const mine = seatFor(id) ?? {};
  const token = mine.token;
  let game = null;
  let busy = false;

  /** Whether this browser rolls for the player to move now. */
  const mayRoll = () => {
    const mover = game.players.find((p) => p.number === game.to_move);
    if (!token || game.winner || !mover || mover.kind !== 'person') return false;
    return mine.seat ? mine.seat === mover.number : !mover.invited;
  };
  $('#record').href = `/api/goose/${id}/record`;

  const centre = (n) => {
    const [c, r] = spiralCell(n);
    return [c * CELL + CELL / 2, r * CELL + CELL / 2];
  };

  function drawBoard() {
    const svg = $('#board');
    svg.replaceChildren();
    svg.setAttribute('viewBox', `-4 -4 ${SIDE * CELL + 8} ${SIDE * CELL + 8}`);
    const special = new Map(game.specials.map((s) => [s.square, s]));
    for (let n = 0; n <= game.finish; n++) {
      const [c, r] = spiralCell(n);
      const s = special.get(n);
      const fill = n === game.finish ? '#f7c873' : n === 0 ? '#eee6d6' : s ? FILL[s.kind] : '#fffaf0';
      const g = svgEl('g', { 'data-square': n }, svg);
      svgEl('rect', { x: c * CELL + 1, y: r * CELL + 1, width: CELL - 2, height: CELL - 2, rx: 6, fill, stroke: '#6b5a45' }, g);
      svgText(n === 0 ? t('solo-start-square') : String(n), { x: c * CELL + 5, y: r * CELL + 15, 'font-size': 12, fill: '#2b2118' }, g);
      if (s) {
        svgText(mark(s), { x: c * CELL + CELL - 6, y: r * CELL + 17, 'font-size': 16, 'font-weight': 700, 'text-anchor': 'end' }, g);
        if (s.name) {
          const name = squareName(s.name);
          const fit = name.length > 10 ? { textLength: CELL - 8, lengthAdjust: 'spacingAndGlyphs' } : {};
          svgText(name, { x: c * CELL + CELL / 2, y: r * CELL + 30, 'font-size': 9, 'text-anchor': 'middle', fill: '#5a3b1c', ...fit }, g);
        }
      }
      if (n === game.finish) svgText('★', { x: c * CELL + CELL / 2, y: r * CELL + 38, 'font-size': 22, 'text-anchor': 'middle', fill: '#b5541c' }, g);
    }
    // The way the pieces go, square to square.
    const points = [];
    for (let n = 0; n <= game.finish; n++) points.push(centre(n).join(','));
    svgEl('polyline', { points: points.join(' '), fill: 'none', stroke: '#b5541c', 'stroke-width': 1.5, opacity: 0.35, 'stroke-dasharray': '3 5' }, svg);
    // Tokens: up to six on one square, in two rows of three.
    const bySquare = new Map();
    for (const p of game.players) bySquare.set(p.square, [...(bySquare.get(p.square) || []), p]);
    for (const [square, players] of bySquare) {
      const [c, r] = spiralCell(square);
      players.forEach((p, k) => {
        const x = c * CELL + 12 + (k % 3) * 18;
        const y = r * CELL + 38 + Math.floor(k / 3) * 15 - (players.length > 3 ? 6 : 0);
        const g = svgEl('g', { class: 'token', 'data-player': p.number }, svg);
        const moving = game.to_move === p.number;
        svgEl('circle', { cx: x, cy: y, r: 8, fill: COLOURS[p.number - 1], stroke: moving ? '#000' : '#fff', 'stroke-width': moving ? 2.5 : 1.5 }, g);
        svgText(String(p.number), { x, y: y + 4, 'font-size': 10, 'text-anchor': 'middle', fill: '#fff', 'font-weight': 700 }, g);
      });
    }
  }

  function render() {
    drawBoard();
    const last = game.last_turns.filter((tu) => tu.rolls.length).at(-1);
    const dice = $('#dice');
    dice.replaceChildren();
    const shown = last ? last.rolls.at(-1).dice : [];
    shown.forEach((v, k) => drawDie(dice, 5 + k * 62, v));
    const mover = game.players.find((p) => p.number === game.to_move);
    let status;
    if (game.winner) status = t('outcome-goose', { number: game.winner });
    else if (mover?.kind === 'person' && !mayRoll()) status = t('solo-waiting-for', { number: game.to_move });
    else status = t('solo-to-roll', { number: game.to_move });
    $('#status').textContent = status;
    $('#roll').disabled = !mayRoll() || busy;
    const invites = (mine.invites ?? []).map((invite, i) => [invite, i + 1]).filter(([invite]) => invite);
    $('#invites').hidden = invites.length === 0 || !!game.winner;
    $('#invite-list').replaceChildren(...invites.map(([invite, number]) => {
      const li = document.createElement('li');
      li.append(`${t('menu-goose-player', { number })}: `);
      const link = Object.assign(document.createElement('input'), {
        readOnly: true,
        size: 40,
        value: `${location.origin}/#/goose/${id}?join=${invite}&seat=${number}`,
      });
      link.dataset.testid = `goose-invite-${number}`;
      li.append(link);
      return li;
    }));
    $('#players').replaceChildren(...game.players.map((p) => {
      const li = document.createElement('li');
      // The page's policy allows no style attributes in markup: the colour is set as a property.
      const dot = document.createElement('span');
      dot.className = 'goose-dot';
      dot.style.background = COLOURS[p.number - 1];
      li.append(dot, ' ');
      let text = t('goose-player-at', { number: p.number, who: t(`goose-${p.kind}`), square: p.square });
      if (p.waiting > 0) text += ` · ${t('goose-waiting', { number: p.number, turns: p.waiting })}`;
      li.append(text);
      if (game.to_move === p.number) li.style.fontWeight = '700';
      return li;
    }));
    $('#log').replaceChildren(...[...game.last_turns].reverse().map((tu) => {
      const li = document.createElement('li');
      li.value = tu.number;
      li.textContent = turnText(tu);
      li.style.color = COLOURS[tu.player - 1];
      return li;
    }));
    const geese = game.specials.filter((s) => s.kind === 'goose').map((s) => s.square);
    const legend = [`* ${t('solo-legend-geese', { squares: geese.join(', ') })}`];
    for (const s of game.specials) {
      if (s.kind === 'jump') legend.push(`${mark(s)} ${t('solo-legend-jump', { square: s.square, name: squareName(s.name), to: s.to })}`);
      if (s.kind === 'wait') legend.push(`${mark(s)} ${t('solo-legend-wait', { square: s.square, name: squareName(s.name), turns: s.turns })}`);
    }
    $('#legend').replaceChildren(...legend.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    $('#about').textContent = t('solo-about', { dice: game.dice, rule: t(`solo-rule-${game.rule}`), seed: String(game.seed) });
  }

  $('#roll').addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    $('#roll').disabled = true;
    try {
      game = await soloApi.roll(id, token, game.turns);
      $('#error').textContent = '';
    } catch (e) {
      $('#error').textContent = t('error-generic', { message: errorText(e) });
    } finally {
      busy = false;
      render();
    }
  });

  try {
    game = await soloApi.goose(id);
    render();
  } catch (e) {
    if (e.code === 'not_found') return showProblem(main, 'problem-no-game', { id });
    $('#error').textContent = t('error-generic', { message: errorText(e) });
  }
  // While another device's player is to roll, look for their turn now and then.
  const poll = setInterval(async () => {
    if (!game || game.winner || busy || mayRoll()) return;
    try {
      const now = await soloApi.goose(id);
      if (now.turns !== game.turns && !busy) {
        game = now;
        render();
      }
    } catch {
      // Offline for a moment: the next poll tries again.
    }
  }, POLL_MS);
  return {
    dispose() {
      clearInterval(poll);
    },
  };
}
