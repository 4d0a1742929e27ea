// Display names: presets, sides and end reasons through the locale files.

import { has, sideText, t } from './i18n.js';

/** A preset's name. */
export function presetName(id) {
  return has(`variant-${id}`) ? t(`variant-${id}`) : id;
}

/** A side's name in a game (`fox`, `geese`…) from its side id, knowing its grammatical
 * form (a `SideName`: verbs after it agree). */
export function sideName(game, sideId) {
  const seat = game.seats.find((s) => s.side === sideId);
  return sideText(seat ? seat.name : sideId);
}

/** A variant's side name from /api/variants data (a `SideName`). */
export function variantSideName(side) {
  return sideText(side.name);
}

/** Who plays a seat, as an element: an account's name linking to its player page, a
 * guest's name marked as a guest, the computer with its level, or a free seat. Names are
 * the players' own text: always set as text, never as HTML. */
export function playerNode(seat) {
  const span = document.createElement('span');
  span.className = 'player';
  if (seat.player === 'ai') {
    span.textContent = t('player-computer', { level: seat.level ?? 0 });
  } else if (seat.user && !seat.user.guest) {
    const link = document.createElement('a');
    link.href = `#/player/${encodeURIComponent(seat.user.name)}`;
    link.textContent = seat.user.name;
    span.append(link);
  } else if (seat.user) {
    const tag = document.createElement('small');
    tag.className = 'guest';
    tag.textContent = t('player-guest');
    span.append(seat.user.name, ' ', tag);
  } else {
    span.textContent = seat.joined ? t('player-anonymous') : t('player-waiting');
  }
  return span;
}
