// A player's games on their page: filters (game, result from the player's side, rated or
// casual, time control, opponent) kept in the page's address (`#/player/NAME?preset=…`,
// so a filtered view can be shared), a page at a time (GET /api/players/NAME/games), and
// a link that downloads every game the filters keep as one record file (…/games/export).

import { call } from './api.js';
import { variantList } from './challenges.js';
import { errorText, t, translate } from './i18n.js';
import { playerNode, presetName } from './names.js';

/** The filters, as the API and the address name them. */
export const FILTERS = ['preset', 'result', 'rated', 'speed', 'opponent'];
const RESULTS = ['win', 'loss', 'draw', 'aborted'];
const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence', 'untimed'];
const PAGE = 20;

const TEMPLATE = `
<h3 data-i18n="player-games-title"></h3>
<form class="game-filters" data-testid="game-filters">
  <label><span data-i18n="player-filter-preset"></span> <select name="preset" data-testid="filter-preset"></select></label>
  <label><span data-i18n="player-filter-result"></span> <select name="result" data-testid="filter-result"></select></label>
  <label><span data-i18n="player-filter-rated"></span> <select name="rated" data-testid="filter-rated"></select></label>
  <label><span data-i18n="player-filter-speed"></span> <select name="speed" data-testid="filter-speed"></select></label>
  <label><span data-i18n="player-filter-opponent"></span> <input name="opponent" data-testid="filter-opponent" autocomplete="off"></label>
  <button type="submit" data-i18n="player-filter-apply" data-testid="filter-apply"></button>
</form>
<ul class="player-games" data-testid="player-games"></ul>
<button type="button" data-i18n="player-more" data-testid="more-games" hidden></button>
<p><a data-i18n="player-export" data-testid="export-player-games" download></a></p>`;

/** A game as a line: the game, the opponent, how it went for player `name`. */
export function gameItem(g, name) {
  const li = document.createElement('li');
  li.dataset.id = g.id;
  const link = document.createElement('a');
  link.href = `#/game/${g.id}`;
  link.textContent = presetName(g.preset);
  li.append(link);
  const mine = g.seats.findIndex((s) => s.user && !s.user.guest && s.user.name.toLowerCase() === name.toLowerCase());
  const other = g.seats[1 - Math.max(0, mine)];
  if (other) li.append(` · ${t('player-versus')} `, playerNode(other));
  let result;
  if (g.status === 'aborted') result = t('player-aborted');
  else if (g.status !== 'finished') result = t('player-in-play');
  else if (g.result === 'draw' || !g.result) result = t('player-drawn');
  else result = g.seats[mine]?.side === g.result ? t('player-won') : t('player-lost');
  li.append(` · ${result}`);
  if (g.rated) li.append(` · ${t('game-rated')}`);
  return li;
}

function fill(select, values, label) {
  select.replaceChildren(new Option(t('player-filter-any'), ''));
  for (const v of values) select.add(new Option(label(v), v));
}

/** Fills `card` with player `name`'s games, filtered as `params` (the address's query) say. */
export async function gamesCard(card, name, params) {
  card.innerHTML = TEMPLATE;
  translate(card);
  const form = card.querySelector('form');
  const f = form.elements;
  fill(f.preset, (await variantList()).map((v) => v.id), presetName);
  fill(f.result, RESULTS, (r) => t(`player-filter-${r}`));
  fill(f.rated, ['true', 'false'], (r) => t(`player-filter-rated-${r}`));
  fill(f.speed, SPEEDS, (s) => t(`speed-${s}`));
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value !== null) f[key].value = value;
  }
  const list = card.querySelector('ul');
  const more = card.querySelector('[data-testid=more-games]');
  const path = `/api/players/${encodeURIComponent(name)}/games`;
  let next = null;
  // The address's filters are asked as written at first, even a value the form has no
  // option for: the server's answer then names the wrong parameter.
  let first = true;
  const query = () => {
    const q = new URLSearchParams();
    for (const key of FILTERS) {
      const value = (first ? params.get(key) ?? '' : f[key].value).trim();
      if (value) q.set(key, value);
    }
    return q;
  };
  // Each fresh list is a new generation: an answer to an older request (the filters
  // changed while it travelled) is dropped, so answers arriving out of order never mix.
  let generation = 0;
  const load = async (fresh) => {
    const q = query();
    q.set('limit', String(PAGE));
    if (!fresh && next) q.set('before', next);
    if (fresh) {
      generation += 1;
      list.replaceChildren();
    }
    const mine = generation;
    try {
      const page = await call('GET', `${path}?${q}`);
      if (mine !== generation) return;
      next = page.next;
      list.append(...page.games.map((g) => gameItem(g, name)));
      if (fresh && page.games.length === 0) {
        const none = document.createElement('li');
        none.textContent = t('player-games-none');
        list.append(none);
      }
    } catch (e) {
      if (mine !== generation) return;
      next = null;
      const error = document.createElement('li');
      error.className = 'error';
      error.textContent = t('error-generic', { message: errorText(e) });
      list.append(error);
    }
    more.hidden = !next;
  };
  const apply = async () => {
    const q = query().toString();
    // The address keeps the filters (replaced, not pushed: no new route, no reload).
    history.replaceState(null, '', `#/player/${encodeURIComponent(name)}${q ? `?${q}` : ''}`);
    card.querySelector('[data-testid=export-player-games]').href = `${path}/export${q ? `?${q}` : ''}`;
    next = null;
    await load(true);
    first = false;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  for (const select of form.querySelectorAll('select')) select.addEventListener('change', apply);
  more.addEventListener('click', () => load(false));
  await apply();
}
