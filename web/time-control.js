// Time controls: the choice offered when starting a game or making a challenge (untimed,
// Fischer presets, a custom base + increment, correspondence days), and how one is written.

import { t, translate } from './i18n.js';

const FISCHER = [[1, 0], [3, 2], [5, 3], [10, 5], [30, 20]];
const DAYS = [1, 3, 7];

const CUSTOM = `
<span class="custom-clock" hidden>
  <input type="number" name="clock_min" min="0" max="180" value="5" size="3" data-testid="clock-min"> <span data-i18n="clock-minutes"></span>
  <input type="number" name="clock_sec" min="0" max="59" value="0" size="2" data-testid="clock-sec"> <span data-i18n="clock-seconds"></span>
  + <input type="number" name="clock_inc" min="0" max="180" value="3" size="3" data-testid="clock-inc"> <span data-i18n="clock-increment"></span>
</span>`;

/**
 * Adds a time control chooser to `container` (a label and its fields); returns
 * `{value()}`: the API's `clock` body (`{initial_s, increment_s}`, `{days}`) or null.
 */
export function timeControlField(container) {
  const label = document.createElement('label');
  label.className = 'time-control';
  const caption = document.createElement('span');
  caption.dataset.i18n = 'clock-label';
  const select = document.createElement('select');
  select.name = 'clock';
  select.dataset.testid = 'clock';
  select.add(new Option(t('clock-untimed'), ''));
  for (const [m, s] of FISCHER) select.add(new Option(`${m}+${s}`, `${m * 60}+${s}`));
  select.add(new Option(t('clock-custom'), 'custom'));
  for (const d of DAYS) select.add(new Option(t('clock-days', { days: d }), `days:${d}`));
  label.append(caption, ' ', select);
  label.insertAdjacentHTML('beforeend', CUSTOM);
  translate(label);
  container.append(label);
  const custom = label.querySelector('.custom-clock');
  select.addEventListener('change', () => {
    custom.hidden = select.value !== 'custom';
  });
  const number = (name) => Math.max(0, Math.floor(Number(label.querySelector(`[name=${name}]`).value) || 0));
  return {
    select,
    value() {
      const v = select.value;
      if (!v) return null;
      if (v.startsWith('days:')) return { days: Number(v.slice(5)) };
      if (v === 'custom') return { initial_s: number('clock_min') * 60 + number('clock_sec'), increment_s: number('clock_inc') };
      const [initial, increment] = v.split('+').map(Number);
      return { initial_s: initial, increment_s: increment };
    },
  };
}

/** A time control in short: `3+2`, `0:03+0`, `3 days per move`, `untimed`. */
export function clockName(control) {
  if (!control) return t('clock-untimed');
  if (control.days !== undefined) return t('clock-days', { days: control.days });
  const s = control.initial_s;
  const base = s % 60 === 0 ? String(s / 60) : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return `${base}+${control.increment_s ?? 0}`;
}
