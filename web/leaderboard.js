// The leaderboard of a preset (#/leaderboard/PRESET): the best established ratings, the
// preset chosen from a list.

import { api } from './api.js';
import { variantList } from './challenges.js';
import { errorText, t, translate } from './i18n.js';
import { presetName } from './names.js';

const TEMPLATE = `
<section class="card leaderboard">
  <h2 data-i18n="board-title"></h2>
  <label><span data-i18n="lobby-variant"></span> <select id="board-preset" data-testid="board-preset"></select></label>
  <p><small data-i18n="board-note"></small></p>
  <table class="ratings" data-testid="leaderboard"><tbody></tbody></table>
  <p id="board-empty" data-i18n="board-empty" data-testid="board-empty" hidden></p>
  <p class="error" id="error"></p>
</section>`;

/** Shows the leaderboard of `preset` (the first preset when null) in `main`. */
export async function showLeaderboard(main, preset) {
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const variants = await variantList();
  const chosen = preset || variants[0]?.id;
  const select = $('#board-preset');
  for (const v of variants) select.add(new Option(presetName(v.id), v.id));
  select.value = chosen;
  select.addEventListener('change', () => {
    location.hash = `#/leaderboard/${select.value}`;
  });
  let places = [];
  try {
    places = await api.leaderboard(chosen);
  } catch (e) {
    $('#error').textContent = t('error-generic', { message: errorText(e) });
  }
  const body = $('tbody');
  const head = document.createElement('tr');
  for (const key of ['board-rank', 'board-player', 'player-rating', 'player-games']) {
    const th = document.createElement('th');
    th.textContent = t(key);
    head.append(th);
  }
  body.append(head);
  for (const place of places) {
    const row = document.createElement('tr');
    const link = document.createElement('a');
    link.href = `#/player/${encodeURIComponent(place.name)}`;
    link.textContent = place.name;
    for (const value of [String(place.rank), link, String(place.rating), String(place.games)]) {
      const td = document.createElement('td');
      td.append(value);
      row.append(td);
    }
    body.append(row);
  }
  $('.ratings').hidden = places.length === 0;
  $('#board-empty').hidden = places.length > 0;
  return { dispose() {} };
}
