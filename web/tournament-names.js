// How a tournament is written on its pages: its format, time control, start and the
// number formats of its points.

import { language, t } from './i18n.js';
import { presetName } from './names.js';
import { clockName } from './time-control.js';

/** A format's name (`swiss`, `round-robin`, `arena`) in the player's language. */
export function formatName(format) {
  return t(`tournament-format-${format}`);
}

/** A moment (ms since 1970) as a date and time in the player's language. */
export function momentText(ms) {
  return new Date(ms).toLocaleString(language(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** When a tournament starts, started or finished, as a phrase. */
export function whenText(tour) {
  if (tour.finished_ms) return t('tournament-finished-at', { time: momentText(tour.finished_ms) });
  if (tour.started_ms) return t('tournament-started-at', { time: momentText(tour.started_ms) });
  if (tour.starts_at_ms) return t('tournament-starts-at', { time: momentText(tour.starts_at_ms) });
  return t('tournament-starts-manual');
}

/** Points and tie-breaks as numbers in the player's language (`1.5`, `1,5`). */
export function pointsText(value) {
  // `|| 0`: a sum of nothing may come as -0, written `-0`.
  return new Intl.NumberFormat(language(), { maximumFractionDigits: 2 }).format(value || 0);
}

/** A tournament's game, format and clock in one line, as listed. */
export function termsText(tour) {
  return [presetName(tour.preset), formatName(tour.format), clockName(tour.clock)].join(' · ');
}
