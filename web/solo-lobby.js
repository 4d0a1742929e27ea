// The solo games' part of the lobby's one form: when the game chosen is peg solitaire or
// the Game of the Goose, their fields show instead of the two-player ones (solitaire: start
// and finish holes; goose: players, each a person or the computer; dice; goose rule; a
// board file, optional), and the form starts that game.

import { keepSeat } from './api.js';
import { t, translate } from './i18n.js';
import { soloApi } from './solo-api.js';

/** The families the lobby starts through these fields. */
export const SOLO_FAMILIES = ['solitaire', 'goose'];

const SOLITAIRE = `
<label><span data-i18n="solo-start-hole"></span> <input name="start" value="d4" size="4" data-testid="solitaire-start"></label>
<label><span data-i18n="solo-finish-hole"></span> <input name="finish" value="d4" size="4"></label>`;

const GOOSE = `
<label><span data-i18n="solo-players"></span>
  <select name="count" data-testid="goose-count">${[2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select>
</label>
<div class="seats"></div>
<label><span data-i18n="solo-dice"></span>
  <select name="dice"><option>1</option><option>2</option></select>
</label>
<label><span data-i18n="solo-rule"></span>
  <select name="rule">
    <option value="roll-again" data-i18n="solo-rule-roll-again"></option>
    <option value="move-again" data-i18n="solo-rule-move-again"></option>
  </select>
</label>
<label><span data-i18n="solo-board"></span>
  <input type="file" name="board" accept=".toml,text/plain" data-testid="goose-board-file">
</label>
<p><small data-i18n="solo-board-hint"></small></p>
<label><input type="checkbox" name="online" data-testid="goose-online"> <span data-i18n="solo-online"></span></label>
<p><small data-i18n="solo-pass-and-play"></small></p>`;

/** A group of fields of `form` for one family, hidden until that family is chosen. */
function group(family, html) {
  const div = document.createElement('div');
  div.className = 'fields';
  div.dataset.family = family;
  div.innerHTML = html;
  translate(div);
  div.hidden = true;
  return div;
}

/** The goose's seat choosers, one per player (`count` of them), keeping earlier choices. */
function fillSeats(seats, count) {
  const old = [...seats.querySelectorAll('select')].map((s) => s.value);
  seats.replaceChildren();
  for (let n = 1; n <= count; n++) {
    const label = document.createElement('label');
    label.append(`${t('menu-goose-player', { number: n })} `);
    const select = document.createElement('select');
    select.dataset.testid = `goose-seat-${n}`;
    select.add(new Option(t('goose-person'), 'person'));
    select.add(new Option(t('goose-computer'), 'computer'));
    select.value = old[n - 1] || (n === 1 ? 'person' : 'computer');
    label.append(select);
    seats.append(label);
  }
}

/**
 * Adds the solo games' fields to the lobby's `form`, before `before`; returns `start(family)`,
 * which creates a game of that family from the fields, keeps its token and opens it.
 */
export function soloFields(form, before) {
  const solitaire = group('solitaire', SOLITAIRE);
  const goose = group('goose', GOOSE);
  before.before(solitaire, goose);
  const seats = goose.querySelector('.seats');
  const count = goose.querySelector('[name=count]');
  count.addEventListener('change', () => fillSeats(seats, Number(count.value)));
  fillSeats(seats, Number(count.value));

  const field = (group, name) => group.querySelector(`[name=${name}]`);
  const starts = {
    async solitaire() {
      const body = { start: field(solitaire, 'start').value.trim(), finish: field(solitaire, 'finish').value.trim() };
      const created = await soloApi.createSolitaire(body);
      keepSeat(created.id, { token: created.token });
      location.hash = `#/solitaire/${created.id}`;
    },
    async goose() {
      const players = [...seats.querySelectorAll('select')].map((s) => s.value);
      const body = {
        players,
        dice: Number(field(goose, 'dice').value),
        rule: field(goose, 'rule').value,
        online: field(goose, 'online').checked,
      };
      // A board file replaces the built-in board; the server checks it.
      const file = field(goose, 'board').files[0];
      if (file) body.board = await file.text();
      const created = await soloApi.createGoose(body);
      keepSeat(created.id, { token: created.token, invites: created.invites });
      location.hash = `#/goose/${created.id}`;
    },
  };
  return (family) => starts[family]();
}

/** The page of a listed game (`#/solitaire/ID`, `#/goose/ID`, else `#/game/ID`). */
export function gameLink(game) {
  return SOLO_FAMILIES.includes(game.family) ? `#/${game.family}/${game.id}` : `#/game/${game.id}`;
}

/** How a finished solo game ended, for the lobby's list (`null` for other games). */
export function soloResult(game) {
  if (game.family === 'goose' && game.result) return t('outcome-goose', { number: Number(game.result.slice(1)) });
  if (game.family === 'solitaire' && game.reason) return t(`lobby-solitaire-${game.reason}`);
  return null;
}
