// The tournaments (#/tournaments): the upcoming, running and finished ones, each with its
// game, format, clock, players and start; a logged-in player may create one.

import { currentUser } from './account.js';
import { api } from './api.js';
import { errorText, t, translate } from './i18n.js';
import { termsText, whenText } from './tournament-names.js';

const TEMPLATE = `
<section class="card tournaments">
  <h2 data-i18n="tournaments-title"></h2>
  <p><a href="#/tournaments/new" class="button" id="create-tournament" data-i18n="tournaments-create" data-testid="create-tournament" hidden></a>
    <small id="log-in-to-create" data-i18n="tournaments-log-in" hidden></small></p>
  <p class="error" id="error"></p>
</section>
<section class="lists tournament-lists">
  <div class="card"><h3 data-i18n="tournaments-upcoming"></h3><ul id="created" data-testid="tournaments-upcoming"></ul></div>
  <div class="card"><h3 data-i18n="tournaments-running"></h3><ul id="running" data-testid="tournaments-running"></ul></div>
  <div class="card"><h3 data-i18n="tournaments-finished"></h3><ul id="finished" data-testid="tournaments-finished"></ul></div>
</section>`;

/** A tournament as a line of the list. */
function item(tour) {
  const li = document.createElement('li');
  li.dataset.tournament = tour.id;
  const link = document.createElement('a');
  link.href = `#/tournament/${tour.id}`;
  link.textContent = tour.name;
  // The organiser's own words, like a player's name.
  link.className = 'user-text';
  const players = t('tournament-players', { count: tour.players });
  li.append(link, ` · ${termsText(tour)} · ${players} · ${whenText(tour)}`);
  if (tour.rated) li.append(` · ${t('game-rated')}`);
  return li;
}

/** Shows the tournaments in `main`; returns `{dispose()}`. */
export async function showTournaments(main) {
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  $('#create-tournament').hidden = !currentUser();
  $('#log-in-to-create').hidden = Boolean(currentUser());
  let tournaments = [];
  try {
    ({ tournaments } = await api.tournaments());
  } catch (e) {
    $('#error').textContent = t('error-generic', { message: errorText(e) });
  }
  for (const status of ['created', 'running', 'finished']) {
    const mine = tournaments.filter((tour) => tour.status === status);
    const list = $(`#${status}`);
    list.append(...mine.map(item));
    if (mine.length === 0) {
      const none = document.createElement('li');
      none.className = 'none';
      none.textContent = t('lobby-none');
      list.append(none);
    }
  }
  return { dispose() {} };
}
