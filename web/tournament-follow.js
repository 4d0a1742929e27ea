// Taking a player to their next tournament game. The tournament page does it whenever
// its `my_game` names a game not shown yet; and while a player looks at a finished game
// of a tournament they play in, a game of theirs starting or finishing (the account's
// events) takes them to the tournament's next game of theirs, if any. Each game is
// shown once this way, so the player may go back to the tournament page while playing.
// Also kept here: the invitation links of the tournaments this browser created.

import { api } from './api.js';
import { onEvent } from './events.js';

// Tournament id → the last game of it the player was taken to (this tab's session).
const SEEN = 'reynard.tournamentGames';
// The tournaments this browser's player plays in and that are not over.
const FOLLOWED = 'reynard.tournamentsFollowed';
// Tournament id → its invitation token, for its creator.
const INVITES = 'reynard.tournamentInvites';
// How long a finished game stays in view before the next one opens.
const PAUSE_MS = 1500;

function read(storage, key) {
  try {
    return JSON.parse(storage.getItem(key) || '{}');
  } catch {
    return {};
  }
}

function write(storage, key, value) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage (a private window may refuse it): the page still works, it forgets.
  }
}

/** Keeps the invitation token of a tournament this browser created. */
export function keepInvite(id, token) {
  write(localStorage, INVITES, { ...read(localStorage, INVITES), [id]: token });
}

/** The invitation token of a tournament this browser created, if kept. */
export function inviteOf(id) {
  return read(localStorage, INVITES)[id];
}

/** Follows tournament `tour` (as GET /api/tournaments/{id} shows it) while `playing` in it
 * and it is not over, so that its next games open by themselves. */
export function follow(tour, playing) {
  const all = read(localStorage, FOLLOWED);
  if (playing && tour.status !== 'finished') all[tour.id] = true;
  else delete all[tour.id];
  write(localStorage, FOLLOWED, all);
}

/** Opens the player's next game of `tour` when it has not been opened this way yet;
 * whether it did. */
export function takeToNextGame(tour) {
  const seen = read(sessionStorage, SEEN);
  if (!tour.my_game || seen[tour.id] === tour.my_game) return false;
  write(sessionStorage, SEEN, { ...seen, [tour.id]: tour.my_game });
  location.hash = `#/game/${tour.my_game}`;
  return true;
}

/** Every game of a tournament: its rounds' and its arena's. */
export function gamesOf(tour) {
  const rounds = tour.rounds.flatMap((r) => r.pairings.flatMap((p) => p.games));
  return [...rounds, ...tour.games];
}

/** From the finished game on the screen, the next game of the tournament it belongs to. */
async function fromFinishedGame() {
  const shown = /^#\/game\/([a-z0-9]+)$/.exec(location.hash)?.[1];
  if (!shown) return;
  for (const id of Object.keys(read(localStorage, FOLLOWED))) {
    const tour = await api.tournament(id).catch(() => null);
    if (!tour || tour.status === 'finished') {
      follow({ id, status: 'finished' }, false);
      continue;
    }
    if (!gamesOf(tour).includes(shown) || tour.my_game === shown) continue;
    const game = await api.game(shown).catch(() => null);
    if (!game || game.status === 'running' || game.status === 'open') continue;
    if (location.hash === `#/game/${shown}`) takeToNextGame(tour);
    return;
  }
}

onEvent((event) => {
  if (event.type === 'gameStart' || event.type === 'gameFinish') setTimeout(fromFinishedGame, PAUSE_MS);
});
