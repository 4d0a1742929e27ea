// An option's words in the player's language, the same everywhere it is shown (the lobby's
// form, the atlas): its short name (`option-name-<key>`), what it does (`option-<key>`) and
// a value's name (`option-value-<value>`), each falling back to the rules' own spelling.
// The terminal has the same in `reynard_play::message::{option_name, option_value_name}`.

import { has, t } from './i18n.js';

/** An option's short name, like "Fox moves first" for `hunter_first`. */
export function optionLabel(key, game = '') {
  if (game && has(`option-name-${game}-${key}`)) return t(`option-name-${game}-${key}`);
  return has(`option-name-${key}`) ? t(`option-name-${key}`) : key;
}

/** What an option does, one line; empty where no language file says. */
export function optionExplanation(key, game = '') {
  if (game && has(`option-${game}-${key}`)) return t(`option-${game}-${key}`);
  return has(`option-${key}`) ? t(`option-${key}`) : '';
}

/** A value as shown: its name (`yes`, `the 33-point cross`), else as the rules spell it. */
export function optionValue(value) {
  return has(`option-value-${value}`) ? t(`option-value-${value}`) : value;
}

/** `key=value` in words: "Fox moves first: yes". */
export function optionPair(key, value, game = '') {
  return `${optionLabel(key, game)}: ${optionValue(value)}`;
}
