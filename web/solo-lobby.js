// The lobby's card for the solo games: a new peg solitaire (start and finish holes) and a
// new Game of the Goose (players, each a person or the computer; dice; goose rule; a board
// file, optional).

import { keepSeat } from './api.js';
import { errorText, t, translate } from './i18n.js';
import { soloApi } from './solo-api.js';

const TEMPLATE = `
<h2 data-i18n="solo-lobby-title"></h2>
<div class="lists">
  <form id="new-solitaire">
    <h3 data-i18n="variant-solitaire"></h3>
    <label><span data-i18n="solo-start-hole"></span> <input name="start" value="d4" size="4" data-testid="solitaire-start"></label>
    <label><span data-i18n="solo-finish-hole"></span> <input name="finish" value="d4" size="4"></label>
    <button type="submit" data-i18n="lobby-create" data-testid="create-solitaire"></button>
  </form>
  <form id="new-goose">
    <h3 data-i18n="variant-goose"></h3>
    <label><span data-i18n="solo-players"></span>
      <select name="count" data-testid="goose-count">${[2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select>
    </label>
    <div id="seats"></div>
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
    <p><small data-i18n="solo-pass-and-play"></small></p>
    <button type="submit" data-i18n="lobby-create" data-testid="create-goose"></button>
  </form>
</div>
<p class="error" id="solo-error"></p>`;

/** Adds the solo games' card to the lobby in `main`. */
export function soloLobby(main) {
  const card = document.createElement('section');
  card.className = 'card solo';
  card.innerHTML = TEMPLATE;
  translate(card);
  main.querySelector('.new-game')?.after(card);
  const error = card.querySelector('#solo-error');
  const fail = (e) => {
    error.textContent = t('error-generic', { message: errorText(e) });
  };

  const solitaire = card.querySelector('#new-solitaire');
  solitaire.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const f = solitaire.elements;
      const created = await soloApi.createSolitaire({ start: f.start.value.trim(), finish: f.finish.value.trim() });
      keepSeat(created.id, { token: created.token });
      location.hash = `#/solitaire/${created.id}`;
    } catch (e) {
      fail(e);
    }
  });

  const goose = card.querySelector('#new-goose');
  const seats = card.querySelector('#seats');
  const fillSeats = () => {
    const count = Number(goose.elements.count.value);
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
  };
  goose.elements.count.addEventListener('change', fillSeats);
  fillSeats();
  goose.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const f = goose.elements;
      const players = [...seats.querySelectorAll('select')].map((s) => s.value);
      const body = { players, dice: Number(f.dice.value), rule: f.rule.value, online: f.online.checked };
      // A board file replaces the built-in board; the server checks it.
      const file = f.board.files[0];
      if (file) body.board = await file.text();
      const created = await soloApi.createGoose(body);
      keepSeat(created.id, { token: created.token, invites: created.invites });
      location.hash = `#/goose/${created.id}`;
    } catch (e) {
      fail(e);
    }
  });
}
