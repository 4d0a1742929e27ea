// Reporting a player or a game to the moderators: a button that opens a short form (a
// reason from the server's list, a few words) and says when the report is sent.

import { api } from './api.js';
import { errorText, t } from './i18n.js';

/** The reasons the server takes (`POST /api/reports`). */
const REASONS = ['cheating', 'abuse', 'sandbagging', 'name', 'other'];
/** The longest report text. */
const MAX_TEXT = 500;

const TEMPLATE = `
<button type="button" class="report-open" data-testid="report-open"></button>
<form class="report-form" hidden>
  <label><span class="report-reason-label"></span> <select name="reason" data-testid="report-reason"></select></label>
  <label><span class="report-text-label"></span>
    <textarea name="text" maxlength="${MAX_TEXT}" rows="3" data-testid="report-text"></textarea></label>
  <button type="submit" data-testid="report-send"></button>
</form>
<p class="report-status" data-testid="report-status"></p>`;

/** A report control in `box` for `target` (`{player}`, `{game}` or both). */
export function reportControl(box, target) {
  box.innerHTML = TEMPLATE;
  const $ = (sel) => box.querySelector(sel);
  const form = $('.report-form');
  const status = $('.report-status');
  $('.report-open').textContent = t(target.player ? 'report-player' : 'report-game');
  $('.report-reason-label').textContent = t('report-reason');
  $('.report-text-label').textContent = t('report-text');
  $('[data-testid=report-send]').textContent = t('report-send');
  for (const reason of REASONS) form.elements.reason.add(new Option(t(`report-reason-${reason}`), reason));
  $('.report-open').addEventListener('click', () => {
    form.hidden = !form.hidden;
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    status.className = 'report-status';
    try {
      await api.report({ ...target, reason: form.elements.reason.value, text: form.elements.text.value });
      form.hidden = true;
      form.elements.text.value = '';
      status.textContent = t('report-sent');
    } catch (e) {
      status.className = 'report-status error';
      status.textContent = e.code === 'not_allowed' ? t('report-already') : errorText(e);
    }
  });
}
