// The rule options of the lobby's form as controls, each named by its explanation in the
// player's language (`option-<key>` in options.ftl) with its key beside it: a choice of
// values, or a text for lists of points and numbers. Left at "as in the game", an option
// keeps the preset's own value. The keys and values are those of `reynard variants
// --options` (the rules' OptionSpec lists): GET /api/variants does not list them yet.

import { has, t } from './i18n.js';

const BOOL = ['true', 'false'];

/** Per family, each option: its key and its values (`text`: a placeholder for typed ones). */
const OPTIONS = {
  hunt: [
    { key: 'board', values: ['cross33', 'alquerque5', 'alquerque5x7'] },
    { key: 'lines', values: ['orthogonal', 'diagonal', 'long'] },
    { key: 'hunter_points', text: 'c5,e5' },
    { key: 'flock', text: '13' },
    { key: 'flock_points', text: 'c1,d1,e1' },
    { key: 'extra_hunters', text: 'c5 / none' },
    { key: 'extra_flock', text: 'd3 / none' },
    { key: 'hunter_first', values: BOOL },
    { key: 'fox_wins_at', text: '4' },
    { key: 'flock_diagonals', values: BOOL },
    { key: 'flock_directions', values: ['all', 'no-backward'] },
    { key: 'capture', values: ['optional', 'mandatory'] },
    { key: 'huffing', values: BOOL },
    { key: 'removal', values: ['immediate', 'deferred'] },
    { key: 'hunter_start', values: ['fixed', 'choose'] },
    { key: 'breakthrough', values: BOOL },
    { key: 'fort', values: BOOL },
  ],
  tafl: [
    { key: 'board', values: ['9', '11'] },
    { key: 'first', values: ['attackers', 'defenders'] },
    { key: 'king_armed', values: BOOL },
    { key: 'king_capture', values: ['throne', 'two', 'four'] },
    { key: 'escape', values: ['corner', 'edge'] },
    { key: 'throne_passable', values: BOOL },
    { key: 'shield_wall', values: BOOL },
    { key: 'edge_fort', values: BOOL },
    { key: 'encirclement', values: BOOL },
    { key: 'repetition', values: ['draw', 'defenders-lose'] },
  ],
};

/** A value as shown: yes and no for true and false, a side's name, else the rules' word. */
function valueName(value) {
  if (value === 'true' || value === 'false') return t(`option-value-${value}`);
  return has(`side-${value}`) ? t(`side-${value}`) : value;
}

/**
 * Fills `box` with the options of `variant` (an entry of GET /api/variants); returns
 * `{pairs()}`: the options changed, as the API's `key=value` list.
 */
export function optionControls(box, variant) {
  box.replaceChildren();
  const specs = (variant && OPTIONS[variant.family]) || [];
  // The explanations say fox and geese: the note names this game's sides when they differ.
  const named = variant?.sides.map((s) => s.name).join();
  if (variant?.family === 'hunt' && variant.sides.length === 2 && named !== 'fox,geese') {
    const note = document.createElement('p');
    note.className = 'note';
    const [hunter, flock] = variant.sides.map((s) => (has(`side-${s.name}`) ? t(`side-${s.name}`) : s.name));
    note.textContent = t('option-sides-note', { hunter, flock });
    box.append(note);
  }
  const controls = specs.map((spec) => {
    const label = document.createElement('label');
    label.className = 'option';
    const text = document.createElement('span');
    text.textContent = has(`option-${spec.key}`) ? t(`option-${spec.key}`) : spec.key;
    const key = document.createElement('code');
    key.textContent = spec.key;
    let control;
    if (spec.values) {
      control = document.createElement('select');
      control.add(new Option(t('lobby-option-default'), ''));
      for (const v of spec.values) control.add(new Option(valueName(v), v));
    } else {
      control = document.createElement('input');
      control.placeholder = spec.text;
      control.size = 10;
    }
    control.name = `option-${spec.key}`;
    control.dataset.option = spec.key;
    label.append(text, ' ', key, ' ', control);
    box.append(label);
    return { key: spec.key, control };
  });
  return {
    pairs: () => controls.filter((c) => c.control.value.trim()).map((c) => `${c.key}=${c.control.value.trim()}`),
  };
}
