// A tournament's page (#/tournament/ID, with `?invite=TOKEN` from an invitation link): its
// settings and status, its players with Join, Withdraw and (for its creator) Start, the
// standings with the format's tie-breaks, each round's pairings and games, the export. Live
// while not over: read again every few seconds and on the account's game events; a new
// game of the player's opens by itself (tournament-follow.js).

import { currentUser, isMe } from './account.js';
import { api } from './api.js';
import { onEvent } from './events.js';
import { errorText, t, translate } from './i18n.js';
import { presetName } from './names.js';
import { clockName } from './time-control.js';
import { tournamentChat } from './tournament-chat.js';
import { follow, inviteOf, takeToNextGame } from './tournament-follow.js';
import { formatName, momentText, pointsText, whenText } from './tournament-names.js';

const TEMPLATE = `
<section class="card tournament-head">
  <h2 id="tournament-name" data-testid="tournament-name"></h2>
  <p id="tournament-status" data-testid="tournament-status"></p>
  <ul id="settings" class="settings" data-testid="tournament-settings"></ul>
  <div id="invite" hidden>
    <span data-i18n="tournament-invite-link"></span>
    <input id="invite-link" readonly data-testid="tournament-invite-link">
  </div>
  <p id="my-game" hidden><a id="my-game-link" data-i18n="tournament-go-to-game" data-testid="tournament-my-game"></a></p>
  <div class="buttons">
    <button type="button" id="join" data-i18n="tournament-join" data-testid="tournament-join" hidden></button>
    <button type="button" id="withdraw" data-i18n="tournament-withdraw" data-testid="tournament-withdraw" hidden></button>
    <button type="button" id="start" data-i18n="tournament-start-now" data-testid="tournament-start" hidden></button>
  </div>
  <p id="log-in" data-i18n="tournament-log-in-to-join" hidden></p>
  <p id="invite-only" data-i18n="tournament-invitation-needed" data-testid="tournament-invitation-needed" hidden></p>
  <p class="error" id="error" data-testid="tournament-error"></p>
</section>
<section class="card">
  <h3 data-i18n="tournament-standings"></h3>
  <div class="table-scroll"><table class="ratings standings" data-testid="standings"></table></div>
</section>
<section class="card">
  <h3 data-i18n="tournament-players-title"></h3>
  <p id="players" data-testid="tournament-players"></p>
  <p id="withdrawn" hidden></p>
</section>
<section class="card" id="rounds-card">
  <div id="rounds" data-testid="tournament-rounds"></div>
</section>
<section class="card" id="tournament-chat" data-testid="tournament-chat"></section>
<section class="card">
  <h3 data-i18n="tournament-export"></h3>
  <p class="buttons"><a id="export-json" class="button" data-i18n="tournament-export-json" data-testid="export-json" download></a>
    <a id="export-text" class="button" data-i18n="tournament-export-text" data-testid="export-text" download></a></p>
</section>`;

// How often a tournament not over is read again.
const REFRESH_MS = 3000;

// The tie-breaks of each format, in the order the server gives them.
const TIEBREAKS = {
  swiss: ['tiebreak-buchholz', 'tiebreak-sonneborn-berger'],
  'round-robin': ['tiebreak-sonneborn-berger', 'tiebreak-between-tied'],
  arena: ['tiebreak-wins'],
};

function element(tag, content, attrs = {}) {
  const el = document.createElement(tag);
  if (content instanceof Node) el.append(content);
  else if (content !== undefined) el.textContent = content;
  Object.assign(el, attrs);
  return el;
}

function playerLink(name) {
  return element('a', name, { href: `#/player/${encodeURIComponent(name)}` });
}

function gameLink(id, n) {
  const link = element('a', t('tournament-game', { n }), { href: `#/game/${id}` });
  link.dataset.game = id;
  return link;
}

/** A phrase made to start a line. */
function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The settings of `tour` as list items. */
function settings(tour) {
  const lines = [
    `${t('lobby-variant')}: ${presetName(tour.preset)}${tour.options?.length ? ` (${tour.options.join(', ')})` : ''}`,
    `${t('tournament-format')}: ${formatName(tour.format)}`,
    `${t('clock-label')}: ${clockName(tour.clock)}`,
    t(tour.rated ? 'game-rated' : 'game-casual'),
    t(tour.bots ? 'tournament-bots' : 'tournament-no-bots'),
    t(tour.invite_only ? 'tournament-invite-only' : 'tournament-open'),
    t('tournament-creator', { name: tour.creator }),
    capitalized(whenText(tour)),
  ];
  if (tour.format === 'swiss') lines.splice(2, 0, t('tournament-rounds-count', { count: tour.round_count }));
  if (tour.format === 'arena') lines.splice(2, 0, t('tournament-minutes-count', { count: tour.minutes }));
  if (tour.format === 'arena' && tour.ends_at_ms && !tour.finished_ms) {
    lines.push(capitalized(t('tournament-ends-at', { time: momentText(tour.ends_at_ms) })));
  }
  return lines.map((line) => element('li', line));
}

/** The status line: not started, the round played, over. */
function statusText(tour) {
  if (tour.status === 'running' && tour.format !== 'arena' && tour.round > 0) {
    return `${t('tournament-status-running')} · ${t('tournament-round-of', { round: tour.round, count: tour.round_count })}`;
  }
  return t(`tournament-status-${tour.status}`);
}

/** The standings table's rows. */
function standingRows(tour) {
  const head = element('tr');
  const keys = ['board-rank', 'board-player', 'tournament-points', ...(TIEBREAKS[tour.format] ?? [])];
  head.append(...keys.map((key) => element('th', t(key))));
  const rows = tour.standings.map((line, i) => {
    const row = element('tr');
    row.dataset.player = line.name;
    const cells = [String(i + 1), playerLink(line.name), pointsText(line.points), ...line.tiebreaks.map(pointsText)];
    row.append(...cells.map((c) => element('td', c)));
    row.children[2].dataset.testid = 'points';
    if (isMe(line.name)) row.className = 'me';
    return row;
  });
  const body = element('tbody');
  body.append(...rows);
  return [element('thead', head), body];
}

/** A round's pairings as a table, and its byes. */
function roundNodes(round) {
  const title = element('h4', t('tournament-round', { number: round.number }));
  const table = element('table', undefined, { className: 'ratings pairings' });
  for (const pairing of round.pairings) {
    const row = element('tr');
    const [a, b] = pairing.players;
    const who = element('td');
    who.append(playerLink(a), ' – ', playerLink(b));
    const games = element('td');
    pairing.games.forEach((id, i) => games.append(i ? ' ' : '', gameLink(id, i + 1)));
    row.append(who, element('td', `${pointsText(pairing.score[0])} – ${pointsText(pairing.score[1])}`), games);
    table.append(row);
  }
  const wrap = element('div', table, { className: 'table-scroll' });
  const nodes = [title, wrap];
  if (round.byes.length) nodes.push(element('p', t('tournament-byes', { names: round.byes.join(', ') })));
  return nodes;
}

/** The rounds, last first (Swiss, round robin), or the arena's games. */
function roundsNodes(tour) {
  if (tour.format === 'arena') {
    const list = element('p');
    tour.games.forEach((id, i) => list.append(i ? ' ' : '', gameLink(id, i + 1)));
    return [element('h3', t('tournament-games')), tour.games.length ? list : element('p', t('lobby-none'))];
  }
  const rounds = [...tour.rounds].reverse().flatMap(roundNodes);
  return [element('h3', t('tournament-rounds')), ...(rounds.length ? rounds : [element('p', t('lobby-none'))])];
}

/** The invitation link, the player's game, and the buttons the player may use on `tour`. */
function showActions(main, tour, invite) {
  const $ = (sel) => main.querySelector(sel);
  const playing = tour.players.some(isMe);
  const creator = isMe(tour.creator);
  $('#invite').hidden = !(creator && tour.invite_only && invite && tour.status !== 'finished');
  $('#invite-link').value = `${location.origin}/#/tournament/${tour.id}?invite=${encodeURIComponent(invite ?? '')}`;
  $('#my-game').hidden = !tour.my_game;
  $('#my-game-link').href = tour.my_game ? `#/game/${tour.my_game}` : '';
  // A round robin takes its players before its start; a running Swiss or arena may take
  // more for a while (the server says when no longer).
  const over = tour.status === 'finished';
  const closed = over || (tour.status === 'running' && tour.format === 'round-robin');
  const withdrawn = tour.withdrawn.some(isMe);
  // By invitation: only the link's holders (and its creator) may join.
  const uninvited = tour.invite_only && !invite && !creator;
  $('#join').hidden = !currentUser() || playing || withdrawn || closed || uninvited;
  $('#invite-only').hidden = !(currentUser() && !playing && !withdrawn && !closed && uninvited);
  $('#withdraw').hidden = !playing || over;
  $('#start').hidden = !(creator && tour.status === 'created');
  $('#log-in').hidden = Boolean(currentUser()) || closed;
}

/** Shows tournament `id` in `main`; `params` may carry `invite`. Returns `{dispose()}`. */
export async function showTournament(main, id, params) {
  const invite = params.get('invite') || inviteOf(id) || null;
  let tour;
  try {
    tour = await api.tournament(id);
  } catch (e) {
    main.textContent = e.code === 'not_found' ? t('tournament-not-found') : t('error-generic', { message: errorText(e) });
    return { dispose() {} };
  }
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  let stopped = false;
  $('#export-json').href = `/api/tournaments/${id}/export?format=json`;
  $('#export-text').href = `/api/tournaments/${id}/export?format=text`;

  const render = (next) => {
    tour = next;
    follow(tour, tour.players.some(isMe));
    if (takeToNextGame(tour)) return;
    $('#tournament-name').textContent = tour.name;
    $('#tournament-status').textContent = statusText(tour);
    $('#settings').replaceChildren(...settings(tour));
    showActions(main, tour, invite);
    $('.standings').replaceChildren(...standingRows(tour));
    $('#players').replaceChildren();
    tour.players.forEach((name, i) => $('#players').append(i ? ', ' : '', playerLink(name)));
    if (tour.players.length === 0) $('#players').textContent = t('lobby-none');
    $('#withdrawn').hidden = tour.withdrawn.length === 0;
    $('#withdrawn').textContent = t('tournament-withdrawn', { names: tour.withdrawn.join(', ') });
    $('#rounds').replaceChildren(...roundsNodes(tour));
  };

  let asked = 0;
  const refresh = async () => {
    const mine = ++asked;
    const next = await api.tournament(id).catch(() => null);
    if (next && !stopped && mine === asked) render(next);
  };
  const act = async (fn) => {
    $('#error').textContent = '';
    try {
      const answer = await fn();
      if (!stopped && answer?.standings) render(answer);
      else await refresh();
    } catch (e) {
      $('#error').textContent = t('error-generic', { message: errorText(e) });
    }
  };
  $('#join').addEventListener('click', () => act(() => api.joinTournament(id, invite)));
  $('#withdraw').addEventListener('click', () => act(() => api.withdrawTournament(id)));
  $('#start').addEventListener('click', () => act(() => api.startTournament(id)));

  render(tour);
  const chat = tournamentChat($('#tournament-chat'), id);
  const timer = setInterval(() => {
    if (tour.status !== 'finished') refresh();
    chat.refresh();
  }, REFRESH_MS);
  const stopEvents = onEvent((event) => {
    if (event.type === 'gameStart' || event.type === 'gameFinish') refresh();
  });
  return {
    dispose() {
      stopped = true;
      clearInterval(timer);
      stopEvents();
    },
  };
}
