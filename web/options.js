// The rule options of the lobby's form as controls, each named in the player's language
// (option-text.js: its short name, its explanation below, its key in the tooltip): a choice of
// values, or a text for numbers and lists of points. The options, their values and the
// preset's own value come from GET /api/variants (the rules', never a copy here); each
// control starts at the game's own value, and only the options changed are sent.

import { t } from './i18n.js';
import { variantSideName } from './names.js';
import { optionExplanation, optionLabel, optionValue as valueName } from './option-text.js';

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
    const [hunter, flock] = variant.sides.map(variantSideName);
    note.textContent = t('option-sides-note', { hunter, flock });
    box.append(note);
  }
  const controls = (variant?.options || []).map((spec) => {
    const label = document.createElement('label');
    label.className = 'option';
    label.title = spec.key;
    const text = document.createElement('span');
    text.textContent = optionLabel(spec.key, variant?.id);
    const key = document.createElement('small');
    key.className = 'note';
    key.textContent = optionExplanation(spec.key, variant?.id);
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
