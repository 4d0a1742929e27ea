// Light or dark colours: as the system prefers (`prefers-color-scheme`), until the player
// chooses with the header's switch; the choice is remembered in this browser.

import { ICONS } from './icons.js';
import { t } from './i18n.js';

const KEY = 'reynard.theme';

/** The theme shown now: the one chosen, else the system's. */
function current() {
  const chosen = localStorage.getItem(KEY);
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies the remembered choice (none: the system decides). */
export function applyTheme() {
  const chosen = localStorage.getItem(KEY);
  if (chosen === 'light' || chosen === 'dark') document.documentElement.dataset.theme = chosen;
  else delete document.documentElement.dataset.theme;
}

/** Draws the header's switch (`#theme`) in the current language: it offers the other theme. */
export function renderThemeSwitch() {
  const button = document.getElementById('theme');
  if (!button) return;
  const dark = current() === 'dark';
  button.innerHTML = dark ? ICONS.sun : ICONS.moon;
  button.title = t(dark ? 'theme-light' : 'theme-dark');
  button.setAttribute('aria-label', button.title);
  button.setAttribute('aria-pressed', String(dark));
  button.onclick = () => {
    localStorage.setItem(KEY, dark ? 'light' : 'dark');
    applyTheme();
    renderThemeSwitch();
  };
}

applyTheme();
matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', renderThemeSwitch);
