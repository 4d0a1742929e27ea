// The tally beside a board: pieces still in hand (Bagh-Chal's goats), as list items.

import { t } from './i18n.js';
import { sideName } from './names.js';

/** A list item for each side of `g` that still holds pieces in hand. */
export function inHandItems(g) {
  return g.captures
    .filter((c) => c.in_hand > 0)
    .map((c) => {
      const li = document.createElement('li');
      li.className = 'in-hand';
      li.textContent = t('game-in-hand', { side: sideName(g, c.side), count: c.in_hand });
      return li;
    });
}
