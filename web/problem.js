// A page for an address that shows nothing: what is wrong, in the player's language, and a
// way back to the lobby (an unknown page, a game id that cannot be one, a game or a preset
// that does not exist, an address with a broken %-code).

import { t } from './i18n.js';

/** Shows message `id` (with `args`) and a link to the lobby in `main`; returns `{dispose()}`. */
export function showProblem(main, id, args = {}) {
  const section = document.createElement('section');
  section.className = 'card problem';
  section.dataset.testid = 'problem';
  const text = document.createElement('p');
  text.dataset.testid = 'problem-text';
  text.textContent = t(id, args);
  const back = document.createElement('a');
  back.href = '#/';
  back.dataset.testid = 'problem-back';
  back.textContent = t('problem-back');
  section.append(text, back);
  main.replaceChildren(section);
  return { dispose() {} };
}

/** `text` decoded from an address (`%D0%BB` → `л`), or null when its %-codes are broken. */
export function decodePart(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
