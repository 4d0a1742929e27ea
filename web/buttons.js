// Buttons made in code.

import { t } from './i18n.js';

/** A button showing the message `key`, with a test id, calling `onClick` when clicked. */
export function textButton(key, testid, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = t(key);
  b.dataset.testid = testid;
  b.addEventListener('click', onClick);
  return b;
}
