// The rule options of the lobby's form as controls, each named by its explanation in the
// player's language (`option-<key>` in options.ftl) with its key beside it: a choice of
// values, or a text for numbers and lists of points. The options, their values and the
// preset's own value come from GET /api/variants (the rules', never a copy here); each
// control starts at the game's own value, and only the options changed are sent.

import { has, t } from './i18n.js';

/** A value as shown: its name in the player's language (`option-value-<value>`), else as it is. */
function valueName(value) {
  return has(`option-value-${value}`) ? t(`option-value-${value}`) : value;
}

/**
 * Fills `box` with the options of `variant` (an entry of GET /api/variants); returns
 * `{pairs()}`: the options changed, as the API's `key=value` list.
 */
export function optionControls(box, variant) {
  box.replaceChildren();
  // The explanations say fox and geese: the note names this game's sides when they differ.
  const named = variant?.sides.map((s) => s.name).join();
  if (variant?.family === 'hunt' && variant.sides.length === 2 && named !== 'fox,geese') {
    const note = document.createElement('p');
    note.className = 'note';
    const [hunter, flock] = variant.sides.map((s) => (has(`side-${s.name}`) ? t(`side-${s.name}`) : s.name));
    note.textContent = t('option-sides-note', { hunter, flock });
    box.append(note);
  }
  const controls = (variant?.options || []).map((spec) => {
    const label = document.createElement('label');
    label.className = 'option';
    const text = document.createElement('span');
    text.textContent = has(`option-${spec.key}`) ? t(`option-${spec.key}`) : spec.key;
    const key = document.createElement('code');
    key.textContent = spec.key;
    let control;
    if (spec.choices) {
      control = document.createElement('select');
      for (const v of spec.choices) {
        const name = v === spec.value ? `${valueName(v)} (${t('lobby-option-default')})` : valueName(v);
        control.add(new Option(name, v, v === spec.value, v === spec.value));
      }
    } else {
      control = document.createElement('input');
      control.value = spec.value;
      control.size = 10;
    }
    control.name = `option-${spec.key}`;
    control.dataset.option = spec.key;
    label.append(text, ' ', key, ' ', control);
    box.append(label);
    return { key: spec.key, preset: spec.value, control };
  });
  const changed = () => controls.filter((c) => c.control.value.trim() && c.control.value.trim() !== c.preset);
  return {
    pairs: () => changed().map((c) => `${c.key}=${c.control.value.trim()}`),
  };
}
