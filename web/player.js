// A player's page (#/player/NAME): ratings per preset (provisional ones marked with a `?`)
// with a chart of each, results, their games searched and exported (player-games.js,
// filters in the address: #/player/NAME?preset=…), a form to challenge them, and Block and
// Report; on one's own page, the password, the export of one's data and deleting the
// account.

import { currentUser, isMe } from './account.js';
import { api } from './api.js';
import { ratingChart } from './chart.js';
import { resumeChallenges, sendChallenge, variantList } from './challenges.js';
import { onEvent } from './events.js';
import { blockButton, ownDataCard } from './own-data.js';
import { reportControl } from './report.js';
import { errorText, language, t, translate } from './i18n.js';
import { presetName, variantSideName } from './names.js';
import { gamesCard } from './player-games.js';
import { timeControlField } from './time-control.js';

const TEMPLATE = `
<section class="card player-head">
  <h2><span id="player-name" data-testid="player-name"></span> <small id="bot" class="tag" data-i18n="player-bot" hidden></small></h2>
  <p id="since"></p>
  <p id="results" data-testid="results"></p>
</section>
<section class="card" id="challenge-card" hidden>
  <h3 data-i18n="challenge-title-send"></h3>
  <form id="challenge-form">
    <label><span data-i18n="lobby-variant"></span> <select name="preset" data-testid="challenge-preset"></select></label>
    <label><span data-i18n="lobby-side"></span> <select name="side" data-testid="challenge-side"></select></label>
    <div class="clock-field"></div>
    <label><input type="checkbox" name="rated" checked data-testid="challenge-rated"> <span data-i18n="lobby-rated"></span></label>
    <button type="submit" data-i18n="challenge-send" data-testid="challenge-send"></button>
  </form>
  <p id="challenge-status" data-testid="challenge-status"></p>
</section>
<section class="card">
  <h3 data-i18n="player-ratings"></h3>
  <table class="ratings" data-testid="ratings"><tbody></tbody></table>
  <p id="no-ratings" data-i18n="player-no-ratings" hidden></p>
  <div id="charts"></div>
</section>
<section class="card" id="games-card"></section>
<section class="card" id="password-card" hidden>
  <h3 data-i18n="account-change-password"></h3>
  <form id="password-form">
    <label><span data-i18n="account-old-password"></span>
      <input type="password" name="old" autocomplete="current-password" data-testid="old-password"></label>
    <label><span data-i18n="account-new-password"></span>
      <input type="password" name="new" autocomplete="new-password" data-testid="new-password"></label>
    <button type="submit" data-i18n="account-change-password" data-testid="change-password"></button>
  </form>
  <p id="password-status" data-testid="password-status"></p>
</section>
<section class="card" id="moderation-card" hidden></section>
<section class="card" id="own-data-card" hidden></section>`;

/** A rating as shown: `1662?` while provisional. */
export function ratingText(r) {
  return `${r.rating}${r.provisional ? '?' : ''}`;
}

function cell(text, tag = 'td') {
  const el = document.createElement(tag);
  if (text instanceof Node) el.append(text);
  else el.textContent = text;
  return el;
}

/** Shows the page of player `name` in `main`, its games filtered as `params` say; returns
 * `{dispose()}`. */
export async function showPlayer(main, name, params = new URLSearchParams()) {
  let p;
  try {
    p = await api.player(name);
  } catch (e) {
    main.textContent = e.code === 'not_found' ? t('player-not-found') : t('error-generic', { message: errorText(e) });
    return { dispose() {} };
  }
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  $('#player-name').textContent = p.name;
  $('#bot').hidden = !p.bot;
  $('#since').textContent = t('player-since', { date: new Date(p.created_ms).toLocaleDateString(language()) });
  $('#results').textContent = t('player-results', p.results);

  const presets = Object.keys(p.ratings);
  $('#no-ratings').hidden = presets.length > 0;
  const head = document.createElement('tr');
  head.append(...['lobby-variant', 'player-rating', 'player-deviation', 'player-games'].map((k) => cell(t(k), 'th')));
  $('.ratings tbody').append(head);
  for (const preset of presets) {
    const r = p.ratings[preset];
    const row = document.createElement('tr');
    const board = document.createElement('a');
    board.href = `#/leaderboard/${preset}`;
    board.textContent = presetName(preset);
    const rating = cell(ratingText(r));
    rating.dataset.testid = `rating-${preset}`;
    if (r.provisional) rating.title = t('player-provisional');
    row.append(cell(board), rating, cell(`±${r.deviation}`), cell(String(r.games)));
    $('.ratings tbody').append(row);
  }
  $('.ratings').hidden = presets.length === 0;
  for (const preset of presets) {
    const history = await api.history(p.name, preset).catch(() => []);
    const figure = document.createElement('figure');
    figure.dataset.testid = `chart-${preset}`;
    const caption = document.createElement('figcaption');
    caption.textContent = presetName(preset);
    figure.append(caption, ratingChart(history, t('player-chart', { preset: presetName(preset) })));
    $('#charts').append(figure);
  }
  await gamesCard($('#games-card'), p.name, params);

  let stop = () => {};
  if (currentUser() && !isMe(p.name)) stop = await challengeForm(main, p.name);
  if (isMe(p.name)) passwordForm(main);
  if (isMe(p.name)) await ownDataCard($('#own-data-card'), p.name);
  if (currentUser() && !isMe(p.name)) {
    const card = $('#moderation-card');
    card.hidden = false;
    await blockButton(card, p.name);
    reportControl(card.appendChild(document.createElement('div')), { player: p.name });
  }
  return { dispose: () => stop() };
}

/** The form to challenge `name`; returns what stops its listening. */
async function challengeForm(main, name) {
  const $ = (sel) => main.querySelector(sel);
  $('#challenge-card').hidden = false;
  const form = $('#challenge-form');
  const variants = await variantList();
  for (const v of variants) form.elements.preset.add(new Option(presetName(v.id), v.id));
  const fillSides = () => {
    const v = variants.find((x) => x.id === form.elements.preset.value);
    form.elements.side.replaceChildren(new Option(t('lobby-side-first'), ''));
    for (const s of v ? v.sides : []) form.elements.side.add(new Option(variantSideName(s), s.id));
  };
  form.elements.preset.addEventListener('change', fillSides);
  fillSides();
  resumeChallenges();
  const clock = timeControlField(form.querySelector('.clock-field'));
  const status = $('#challenge-status');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const f = form.elements;
    const body = { preset: f.preset.value, rated: f.rated.checked };
    if (f.side.value) body.side = f.side.value;
    const timed = clock.value();
    if (timed) body.clock = timed;
    status.className = '';
    try {
      await sendChallenge(name, body);
      status.textContent = t('challenge-sent', { name });
    } catch (e) {
      status.className = 'error';
      status.textContent = t('error-generic', { message: errorText(e) });
    }
  });
  return onEvent((event) => {
    if (event.type === 'challengeDeclined') status.textContent = t('challenge-declined', { name });
  });
}

/** The form to change one's own password. */
function passwordForm(main) {
  const card = main.querySelector('#password-card');
  card.hidden = false;
  const status = card.querySelector('#password-status');
  card.querySelector('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const f = event.target.elements;
    try {
      await api.password(f.old.value, f.new.value);
      f.old.value = f.new.value = '';
      status.className = '';
      status.textContent = t('account-password-changed');
    } catch (e) {
      status.className = 'error';
      status.textContent = errorText(e);
    }
  });
}
