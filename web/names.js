// Display names: presets, sides and end reasons through the locale files.

import { has, t } from './i18n.js';

/** A preset's name. */
export function presetName(id) {
  return has(`variant-${id}`) ? t(`variant-${id}`) : id;
}

/** A side's name in a game (`fox`, `geese`…) from its side id. */
export function sideName(game, sideId) {
  const seat = game.seats.find((s) => s.side === sideId);
  const name = seat ? seat.name : sideId;
  return has(`side-${name}`) ? t(`side-${name}`) : name;
}

/** A variant's side name from /api/variants data. */
export function variantSideName(side) {
  return has(`side-${side.name}`) ? t(`side-${side.name}`) : side.name;
}
