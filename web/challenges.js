// Challenges between accounts: the lobby's list of those to and from the account logged in
// (accept, decline, withdraw), kept live by the account's events; sending one (the player
// page's form); and opening the game when a challenge this page sent is accepted.

import { challengeAnswered, isMe } from './account.js';
import { api, call } from './api.js';
import { textButton } from './buttons.js';
import { onEvent } from './events.js';
import { errorText, t } from './i18n.js';
import { presetName, variantSideName } from './names.js';
import { clockName } from './time-control.js';

let variants = null;

/** The presets and their sides (asked once). */
export function variantList() {
  variants ??= api.variants().catch(() => []);
  return variants;
}

// Names of the players this page challenged, whose acceptance opens the game here.
const sent = new Set();

// The account's own open challenges (ids), kept for this tab's session so that a reload
// still takes the challenger to the game once one is accepted (even while the page was
// loading: the notifications then say so).
const SENT_KEY = 'reynard.sentChallenges';
const watched = new Set(JSON.parse(sessionStorage.getItem(SENT_KEY) || '[]'));
const saveWatched = () => sessionStorage.setItem(SENT_KEY, JSON.stringify([...watched]));

/** Opens the game of challenge `id` of this account, answered: accepted (`game`) or not. */
function answered(id, game) {
  if (!watched.delete(id)) return;
  saveWatched();
  if (game) location.hash = `#/game/${game}`;
}

onEvent((event) => {
  const opponent = event.game?.opponent;
  if (event.type === 'gameStart' && opponent && sent.has(opponent.toLowerCase())) {
    sent.delete(opponent.toLowerCase());
    location.hash = `#/game/${event.game.id}`;
  }
  const n = event.type === 'notification' ? event.notification : null;
  if (n?.kind === 'challengeAnswered') answered(n.payload?.challenge, n.payload?.accepted ? n.payload.game : null);
  if (['challengeDeclined', 'challengeCanceled'].includes(event.type)) answered(event.challenge?.id, null);
});

/**
 * Learns the state of the account's own challenges (on loading the lobby or a player's
 * page): those open are watched until answered; one answered while this tab was away (a
 * reload) opens its game if it was accepted. `list`: the open challenges, if already asked.
 */
export async function resumeChallenges(list = null) {
  const open = list ?? (await api.challenges().catch(() => null));
  if (!open) return;
  const openIds = new Set(open.map((c) => c.id));
  const gone = [...watched].filter((id) => !openIds.has(id));
  for (const c of open) if (!isMe(c.to)) watched.add(c.id);
  saveWatched();
  if (gone.length === 0) return;
  const data = await call('GET', '/api/notifications?limit=50').catch(() => ({ notifications: [] }));
  for (const id of gone) {
    const n = data.notifications.find((m) => m.kind === 'challengeAnswered' && m.payload?.challenge === id);
    answered(id, n?.payload?.accepted ? n.payload.game : null);
  }
}

/** Challenges `name` to the game `body` (`preset`, `side`, `clock`, `rated`, `options`);
 * the game opens here once they accept. */
export async function sendChallenge(name, body) {
  // Marked before the request: a bot accepts at once, and its game can start (the event
  // arrive) before the answer to this request does.
  sent.add(name.toLowerCase());
  try {
    const made = await api.challenge(name, body);
    if (made?.id) {
      watched.add(made.id);
      saveWatched();
    }
    return made;
  } catch (e) {
    sent.delete(name.toLowerCase());
    throw e;
  }
}

/** What a challenge offers, in words: the game, the time control, rated or not, and the
 * challenger's side. */
async function terms(c) {
  const g = c.game;
  const v = (await variantList()).find((x) => x.id === g.preset);
  const side = v?.sides.find((s) => s.id === g.side);
  const parts = [presetName(g.preset), clockName(g.clock), t(g.rated ? 'game-rated' : 'game-casual')];
  if (side) parts.push(t('challenge-their-side', { name: c.from, side: variantSideName(side) }));
  return parts.join(' · ');
}

/** Shows the account's open challenges in `box`; returns `{dispose()}`. */
export function showChallenges(box) {
  let request = 0;
  const refresh = async () => {
    const mine = ++request;
    const list = await api.challenges().catch(() => []);
    resumeChallenges(list);
    const items = await Promise.all(
      list.map(async (c) => {
        const li = document.createElement('li');
        li.dataset.challenge = c.id;
        const incoming = isMe(c.to);
        const who = document.createElement('a');
        const other = incoming ? c.from : c.to;
        who.href = `#/player/${encodeURIComponent(other)}`;
        who.textContent = other;
        li.append(t(incoming ? 'challenge-from' : 'challenge-to'), ' ', who, ': ', await terms(c), ' ');
        const error = document.createElement('span');
        error.className = 'error';
        const answer = (fn) => async () => {
          try {
            const done = await fn(c.id);
            challengeAnswered(c.id);
            if (done.game) location.hash = `#/game/${done.game}`;
            else refresh();
          } catch (e) {
            error.textContent = errorText(e);
          }
        };
        if (incoming) {
          li.append(textButton('challenge-accept', 'accept-challenge', answer(api.accept)), ' ');
          li.append(textButton('challenge-decline', 'decline-challenge', answer(api.decline)));
        } else {
          li.append(textButton('challenge-cancel', 'cancel-challenge', answer(api.decline)));
        }
        li.append(' ', error);
        return li;
      }),
    );
    if (mine !== request) return;
    const title = document.createElement('h3');
    title.textContent = t('challenge-title');
    const ul = document.createElement('ul');
    ul.dataset.testid = 'challenges';
    ul.append(...items);
    box.replaceChildren(title, ul);
    box.hidden = items.length === 0;
  };
  const stop = onEvent((event) => {
    if (['reset', 'challenge', 'challengeDeclined', 'challengeCanceled'].includes(event.type)) refresh();
  });
  refresh();
  return { dispose: stop };
}
