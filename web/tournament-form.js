// A new tournament (#/tournaments/new): its name, game (with the rule options), format
// with its rounds or minutes, clock, rated, bots, start (by its creator, or at a time) and
// whether only invited players may join. One by invitation shows its link once created.

import { currentUser } from './account.js';
import { api } from './api.js';
import { variantList } from './challenges.js';
import { errorText, t, translate } from './i18n.js';
import { presetName } from './names.js';
import { optionControls } from './options.js';
import { keepInvite } from './tournament-follow.js';

const TEMPLATE = `
<section class="card tournament-new">
  <h2 data-i18n="tournament-new-title"></h2>
  <p id="log-in" data-i18n="tournaments-log-in" hidden></p>
  <form id="tournament-form">
    <label><span data-i18n="tournament-name"></span>
      <input name="name" required maxlength="60" data-testid="tournament-name"></label>
    <label><span data-i18n="lobby-variant"></span> <select name="preset" data-testid="tournament-preset"></select></label>
    <details class="options"><summary data-i18n="lobby-options"></summary><div class="option-list"></div></details>
    <label><span data-i18n="tournament-format"></span>
      <select name="format" data-testid="tournament-format">
        <option value="swiss" data-i18n="tournament-format-swiss"></option>
        <option value="round-robin" data-i18n="tournament-format-round-robin"></option>
        <option value="arena" data-i18n="tournament-format-arena"></option>
      </select></label>
    <label class="for-swiss"><span data-i18n="tournament-rounds"></span>
      <input type="number" name="rounds" min="1" max="30" value="5" data-testid="tournament-rounds"></label>
    <label class="for-arena"><span data-i18n="tournament-minutes"></span>
      <input type="number" name="minutes" min="1" max="1440" value="30" data-testid="tournament-minutes"></label>
    <label><span data-i18n="clock-label"></span>
      <input type="number" name="clockMinutes" min="0.5" max="180" step="0.5" value="5" data-testid="tournament-clock-minutes"> <span data-i18n="clock-minutes"></span>
      + <input type="number" name="increment" min="0" max="180" value="3" data-testid="tournament-increment"> <span data-i18n="clock-increment"></span></label>
    <label><input type="checkbox" name="rated" checked data-testid="tournament-rated"> <span data-i18n="game-rated"></span></label>
    <label><input type="checkbox" name="bots" data-testid="tournament-bots"> <span data-i18n="tournament-bots"></span></label>
    <fieldset><legend data-i18n="tournament-start"></legend>
      <label><input type="radio" name="start" value="manual" checked data-testid="tournament-start-manual"> <span data-i18n="tournament-start-manual"></span></label>
      <label><input type="radio" name="start" value="at" data-testid="tournament-start-at"> <span data-i18n="tournament-start-at"></span>
        <input type="datetime-local" name="startsAt" data-testid="tournament-starts-at"></label>
    </fieldset>
    <fieldset><legend data-i18n="tournament-access"></legend>
      <label><input type="radio" name="access" value="open" checked data-testid="tournament-open"> <span data-i18n="tournament-open"></span></label>
      <label><input type="radio" name="access" value="invite" data-testid="tournament-invite-only"> <span data-i18n="tournament-invite-only"></span></label>
    </fieldset>
    <button type="submit" data-i18n="tournament-create" data-testid="tournament-create"></button>
  </form>
  <p class="error" id="error" data-testid="tournament-error"></p>
  <div id="created" hidden>
    <p data-i18n="tournament-created-invite"></p>
    <input id="invite-link" readonly data-testid="tournament-invite-link">
    <p><a id="open-page" data-i18n="tournament-open-page" data-testid="tournament-open-page"></a></p>
  </div>
</section>`;

/** The form's tournament as the body of `POST /api/tournaments`. */
function body(form, options) {
  const f = form.elements;
  const out = {
    name: f.name.value.trim(),
    preset: f.preset.value,
    options: options.pairs(),
    format: f.format.value,
    clock: { initial_s: Math.round(Number(f.clockMinutes.value) * 60), increment_s: Math.round(Number(f.increment.value)) },
    rated: f.rated.checked,
    bots: f.bots.checked,
    starts_at_ms: null,
    invite_only: f.access.value === 'invite',
  };
  if (out.format === 'swiss') out.rounds = Number(f.rounds.value);
  if (out.format === 'arena') out.minutes = Number(f.minutes.value);
  // A datetime-local value is the player's local time.
  if (f.start.value === 'at' && f.startsAt.value) out.starts_at_ms = new Date(f.startsAt.value).getTime();
  return out;
}

/** Shows the form for a new tournament in `main`; returns `{dispose()}`. */
export async function showTournamentForm(main) {
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const form = $('#tournament-form');
  if (!currentUser()) {
    form.hidden = true;
    $('#log-in').hidden = false;
    return { dispose() {} };
  }
  const variants = await variantList();
  for (const v of variants) form.elements.preset.add(new Option(presetName(v.id), v.id));
  let options = optionControls(form.querySelector('.option-list'), variants[0] ?? null);
  form.elements.preset.addEventListener('change', () => {
    const v = variants.find((x) => x.id === form.elements.preset.value);
    options = optionControls(form.querySelector('.option-list'), v ?? null);
  });
  const showFormat = () => {
    $('.for-swiss').hidden = form.elements.format.value !== 'swiss';
    $('.for-arena').hidden = form.elements.format.value !== 'arena';
  };
  form.elements.format.addEventListener('change', showFormat);
  showFormat();
  form.elements.startsAt.addEventListener('input', () => {
    form.elements.start.value = 'at';
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    $('#error').textContent = '';
    const wanted = body(form, options);
    if (form.elements.start.value === 'at' && wanted.starts_at_ms === null) {
      $('#error').textContent = t('tournament-choose-time');
      return;
    }
    try {
      const made = await api.makeTournament(wanted);
      if (!made.invite) {
        location.hash = `#/tournament/${made.id}`;
        return;
      }
      keepInvite(made.id, made.invite);
      const link = `#/tournament/${made.id}?invite=${encodeURIComponent(made.invite)}`;
      form.hidden = true;
      $('#created').hidden = false;
      $('#invite-link').value = `${location.origin}/${link}`;
      $('#open-page').href = link;
    } catch (e) {
      $('#error').textContent = t('error-generic', { message: errorText(e) });
    }
  });
  return { dispose() {} };
}
