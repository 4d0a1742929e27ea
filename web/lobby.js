// The lobby: the challenges of the account logged in, one form to start any game (against
// the computer, a friend or anyone, with a time control, rated or not, the rule options;
// peg solitaire and the Game of the Goose with their own fields), and one list per status
// of every game, two-player and solo alike.

import { currentUser, guestName, setGuestName } from './account.js';
import { api, keepSeat } from './api.js';
import { showChallenges } from './challenges.js';
import { errorText, t, translate } from './i18n.js';
import { playerNode, presetName, variantSideName } from './names.js';
import { optionControls } from './options.js';
import { SOLO_FAMILIES, gameLink, soloFields, soloResult } from './solo-lobby.js';
import { showSeeks } from './seeks.js';
import { showSolved } from './solved.js';
import { timeControlField } from './time-control.js';

const TEMPLATE = `
<section class="card challenges" id="challenges" hidden></section>
<section class="card new-game">
  <h2 data-i18n="lobby-new-game"></h2>
  <form id="new-game">
    <label><span data-i18n="lobby-variant"></span> <select name="preset" data-testid="preset"></select></label>
    <div class="fields" data-family="two-player">
      <label><span data-i18n="lobby-side"></span> <select name="side" data-testid="side"></select></label>
      <label><span data-i18n="lobby-opponent"></span>
        <select name="opponent" data-testid="opponent">
          <option value="ai" data-i18n="lobby-opponent-ai"></option>
          <option value="friend" data-i18n="lobby-opponent-friend"></option>
          <option value="public" data-i18n="lobby-opponent-public"></option>
        </select>
      </label>
      <label class="level"><span data-i18n="lobby-level"></span>
        <input type="number" name="level" min="1" max="10" value="3" data-testid="level">
      </label>
      <div class="clock-field"></div>
      <label class="rated"><input type="checkbox" name="rated" data-testid="rated"> <span data-i18n="lobby-rated"></span></label>
      <details class="options"><summary data-i18n="lobby-options" data-testid="options"></summary><div class="option-list"></div></details>
      <label class="guest-name"><span data-i18n="lobby-guest-name"></span>
        <input name="guest" maxlength="24" autocomplete="nickname" data-testid="guest-name">
      </label>
      <fieldset class="rating-range"><legend data-i18n="seek-rating-range"></legend>
        <label><span data-i18n="seek-rating-min"></span>
          <input type="number" name="ratingMin" min="0" max="4000" step="50" data-testid="rating-min"></label>
        <label><span data-i18n="seek-rating-max"></span>
          <input type="number" name="ratingMax" min="0" max="4000" step="50" data-testid="rating-max"></label>
      </fieldset>
      <button type="button" id="seek" data-i18n="seek-create" data-testid="seek"></button>
    </div>
    <button type="submit" data-i18n="lobby-create" data-testid="create"></button>
  </form>
  <p class="error" id="error"></p>
</section>
<section class="card seeks" id="seeks"></section>
<section class="card solved" id="solved" data-testid="solved"></section>
<section class="lists">
  <div class="card"><h3 data-i18n="lobby-open"></h3><ul id="open"></ul></div>
  <div class="card"><h3 data-i18n="lobby-running"></h3><ul id="running"></ul></div>
  <div class="card"><h3 data-i18n="lobby-finished"></h3><ul id="finished"></ul></div>
</section>`;

/** Shows the lobby in `main`; returns a controller with `dispose()`. */
export async function showLobby(main) {
  main.innerHTML = TEMPLATE;
  translate(main);
  const form = main.querySelector('#new-game');
  const error = main.querySelector('#error');
  const challenges = currentUser() ? showChallenges(main.querySelector('#challenges')) : { dispose() {} };
  showSolved(main.querySelector('#solved'));
  const clock = timeControlField(form.querySelector('.clock-field'));
  form.elements.guest.value = guestName();
  main.querySelector('.guest-name').hidden = Boolean(currentUser());
  let options = optionControls(form.querySelector('.option-list'), null);
  const startSolo = soloFields(form, form.querySelector('[data-testid=create]'));
  const variants = await api.variants().catch(() => []);
  const presetSelect = form.elements.preset;
  for (const v of variants) presetSelect.add(new Option(presetName(v.id), v.id));
  for (const family of SOLO_FAMILIES) presetSelect.add(new Option(presetName(family), family));
  const chosen = () => (SOLO_FAMILIES.includes(presetSelect.value) ? presetSelect.value : 'two-player');
  const fillSides = () => {
    const v = variants.find((x) => x.id === presetSelect.value);
    const side = form.elements.side;
    side.replaceChildren(new Option(t('lobby-side-first'), ''));
    for (const s of v ? v.sides : []) side.add(new Option(variantSideName(s), s.id));
    for (const fields of form.querySelectorAll('.fields')) fields.hidden = fields.dataset.family !== chosen();
    options = optionControls(form.querySelector('.option-list'), v);
  };
  presetSelect.addEventListener('change', fillSides);
  fillSides();
  // The form's game as a seek's body (the side chosen, or one at random: the seeker then
  // knows their seat once paired); null for a solo game.
  const seekBody = () => {
    if (chosen() !== 'two-player') return null;
    const f = form.elements;
    const v = variants.find((x) => x.id === f.preset.value);
    const sides = v ? v.sides.map((s) => s.id) : [];
    const body = { preset: f.preset.value, options: options.pairs(), rated: Boolean(currentUser()) && f.rated.checked };
    body.side = f.side.value || sides[Math.floor(Math.random() * sides.length)];
    if (!body.side) delete body.side;
    const timed = clock.value();
    if (timed) body.clock = timed;
    if (!currentUser() && f.guest.value.trim()) {
      setGuestName(f.guest.value);
      body.name = f.guest.value.trim();
    }
    return body;
  };
  // The ratings an account's seek welcomes (whoever takes it must be logged in); not for
  // quick pairing, which plays whoever comes.
  const withRange = (body) => {
    const f = form.elements;
    const rating = (input) => (input.value.trim() === '' ? NaN : Math.round(Number(input.value)));
    const [min, max] = [rating(f.ratingMin), rating(f.ratingMax)];
    if (currentUser() && Number.isFinite(min)) body.rating_min = min;
    if (currentUser() && Number.isFinite(max)) body.rating_max = max;
    return body;
  };
  const sideOf = (preset, id) => {
    const side = variants.find((x) => x.id === preset)?.sides.find((s) => s.id === id);
    return side ? variantSideName(side) : id;
  };
  const seeks = showSeeks(main.querySelector('#seeks'), seekBody, sideOf);
  form.querySelector('#seek').addEventListener('click', () => {
    error.textContent = '';
    const body = seekBody();
    if (body) seeks.seek(withRange(body));
  });
  const controller = {
    dispose() {
      challenges.dispose();
      seeks.dispose();
    },
  };
  const level = main.querySelector('.level');
  // Rated games are for accounts, against a person: the Rated box is for an account's
  // seeks, quick pairing and games against a person (a game against the computer is
  // created casual whatever it says).
  const showOpponent = () => {
    level.hidden = form.elements.opponent.value !== 'ai';
    main.querySelector('.rated').hidden = !currentUser();
    main.querySelector('.rating-range').hidden = !currentUser();
  };
  form.elements.opponent.addEventListener('change', showOpponent);
  showOpponent();

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    if (chosen() !== 'two-player') {
      await startSolo(chosen()).catch((e) => {
        error.textContent = t('error-generic', { message: errorText(e) });
      });
      return;
    }
    const f = form.elements;
    const opponent =
      f.opponent.value === 'ai'
        ? { type: 'ai', level: Number(f.level.value) }
        : { type: 'human', public: f.opponent.value === 'public' };
    const body = { preset: f.preset.value, opponent, options: options.pairs() };
    if (f.side.value) body.side = f.side.value;
    const timed = clock.value();
    if (timed) body.clock = timed;
    if (currentUser() && opponent.type === 'human') body.rated = f.rated.checked;
    if (!currentUser() && f.guest.value.trim()) {
      setGuestName(f.guest.value);
      body.name = f.guest.value.trim();
    }
    try {
      const created = await api.create(body);
      keepSeat(created.id, { token: created.token, side: created.side, invite: created.invite?.token });
      location.hash = `#/game/${created.id}`;
    } catch (e) {
      error.textContent = t('error-generic', { message: errorText(e) });
    }
  });

  for (const status of ['open', 'running', 'finished']) {
    const list = main.querySelector(`#${status}`);
    const { games } = await api.list(status).catch(() => ({ games: [] }));
    if (games.length === 0) list.innerHTML = `<li class="none">${t('lobby-none')}</li>`;
    for (const g of games) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = gameLink(g);
      link.textContent = `${presetName(g.preset)} · ${g.ply}`;
      item.append(link);
      // Who plays, when a seat is held by a name (an account or a named guest).
      if (g.seats.length === 2 && g.seats.some((s) => s.user)) {
        item.append(' · ', playerNode(g.seats[0]), ' – ', playerNode(g.seats[1]));
      }
      if (g.rated) item.append(` · ${t('game-rated')}`);
      if (status === 'open') {
        const join = document.createElement('button');
        join.textContent = t('lobby-join');
        join.addEventListener('click', async () => {
          try {
            const seat = await api.join(g.id, null, currentUser() ? null : form.elements.guest.value.trim());
            keepSeat(g.id, { token: seat.token, side: seat.side });
            location.hash = `#/game/${g.id}`;
          } catch (e) {
            error.textContent = t('error-generic', { message: errorText(e) });
          }
        });
        item.append(' ', join);
      } else if (soloResult(g)) {
        item.append(` · ${soloResult(g)}`);
      } else if (g.result) {
        // A list's seats name the sides by their ids: the preset's names are in the variants.
        const side = variants.find((v) => v.id === g.preset)?.sides.find((x) => x.id === g.result);
        const winner = side ? variantSideName(side) : g.result;
        item.append(` · ${g.result === 'draw' ? t('game-draw') : t('game-win', { side: winner })}`);
      }
      list.append(item);
    }
  }
  return controller;
}
