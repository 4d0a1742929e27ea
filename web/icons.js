// Small icons drawn in SVG (a font need not have ⏮ or 🔊): each a 20x20 drawing in the
// text's colour, to put in a button beside or instead of its words.

import { t } from './i18n.js';

const svg = (body) =>
  `<svg class="icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">${body}</svg>`;

/** The icons by name, as markup. */
export const ICONS = {
  first: svg('<rect x="3" y="4" width="2.5" height="12" fill="currentColor"/><path d="M16 4 L7 10 L16 16 Z" fill="currentColor"/>'),
  back: svg('<path d="M14 4 L5 10 L14 16 Z" fill="currentColor"/>'),
  next: svg('<path d="M6 4 L15 10 L6 16 Z" fill="currentColor"/>'),
  last: svg('<path d="M4 4 L13 10 L4 16 Z" fill="currentColor"/><rect x="14.5" y="4" width="2.5" height="12" fill="currentColor"/>'),
  flip: svg('<path d="M6 3 V15 M2.5 11.5 L6 15 L9.5 11.5 M14 17 V5 M10.5 8.5 L14 5 L17.5 8.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>'),
  soundOn: svg('<path d="M3 8 H6 L10 4.5 V15.5 L6 12 H3 Z" fill="currentColor"/><path d="M13 7 Q15 10 13 13 M15.5 5 Q19 10 15.5 15" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>'),
  soundOff: svg('<path d="M3 8 H6 L10 4.5 V15.5 L6 12 H3 Z" fill="currentColor"/><path d="M13 7.5 L18 12.5 M18 7.5 L13 12.5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>'),
  bell: svg('<path d="M10 2.5 C6.5 2.5 5 5 5 8 V12 L3 15 H17 L15 12 V8 C15 5 13.5 2.5 10 2.5 Z" fill="currentColor"/><circle cx="10" cy="16.8" r="1.8" fill="currentColor"/>'),
  moon: svg('<path d="M13.5 3 A7.5 7.5 0 1 0 17 14 A6 6 0 0 1 13.5 3 Z" fill="currentColor"/>'),
  sun: svg('<circle cx="10" cy="10" r="4" fill="currentColor"/><path d="M10 1.5 V4 M10 16 V18.5 M1.5 10 H4 M16 10 H18.5 M4 4 L5.7 5.7 M14.3 14.3 L16 16 M4 16 L5.7 14.3 M14.3 5.7 L16 4" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>'),
};

/** The replay buttons (first, back, next, last) as markup, each with `data-step` and the
 * label `game-step-…` filled in by `labelSteps`; `testids` names the back and next ones. */
export function stepButtons(testids) {
  return ['first', 'back', 'next', 'last']
    .map((step) => {
      const id = testids[step] ? ` data-testid="${testids[step]}"` : '';
      return `<button type="button" class="icon-button" data-step="${step}"${id}>${ICONS[step]}</button>`;
    })
    .join('\n');
}

/** Labels the step buttons under `root` (`aria-label` and `title`) in the current language. */
export function labelSteps(root) {
  for (const button of root.querySelectorAll('button[data-step]')) {
    const label = t(`game-step-${button.dataset.step}`);
    button.setAttribute('aria-label', label);
    button.title = label;
  }
}
