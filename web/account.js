// The account of this browser's session: who is logged in (asked of the server on start;
// the session is an HttpOnly cookie, its CSRF token kept in memory by api.js), and the
// header's part: log in or register in a dialog, the name linking to the player page, the
// challenges waiting, log out.

import { api, setCsrf } from './api.js';
import { errorText, t, translate } from './i18n.js';
import { onEvent, startEvents, stopEvents } from './events.js';

let me = null;
const listeners = new Set();

/** The account logged in (`{name, bot}`), or null for a guest. */
export function currentUser() {
  return me;
}

/** Whether the account logged in is a moderator (the `#/mod` page is theirs). */
export function isModerator() {
  return Boolean(me?.roles.includes('moderator'));
}

/** Forgets the account (it was deleted): the page is a guest's again. */
export function accountGone() {
  become(null);
}

/** Whether `name` is the account logged in (names compare without case, as the server's). */
export function isMe(name) {
  return Boolean(me && name && me.name.toLowerCase() === name.toLowerCase());
}

/** Calls `fn` whenever someone logs in or out. */
export function onAccountChange(fn) {
  listeners.add(fn);
}

function become(account) {
  me = account ? { name: account.name, bot: account.bot, roles: account.roles || [] } : null;
  setCsrf(account?.csrf);
  if (me) startEvents();
  else stopEvents();
  renderHeader();
  for (const fn of listeners) fn(me);
}

/** Asks the server who the session cookie belongs to (a guest when none). */
export async function loadAccount() {
  try {
    become(await api.me());
  } catch {
    become(null);
  }
}

const DIALOG = `
<form method="dialog" id="account-form">
  <h2 id="account-title"></h2>
  <label><span data-i18n="account-name"></span>
    <input name="name" autocomplete="username" data-testid="account-name" required>
  </label>
  <p class="hint" id="account-name-rules" data-i18n="account-name-rules"></p>
  <p class="error" id="account-name-error" data-testid="account-name-error"></p>
  <label><span data-i18n="account-password"></span>
    <input name="password" type="password" data-testid="account-password" required>
  </label>
  <p class="error" id="account-password-error" data-testid="account-password-error"></p>
  <p class="error" id="account-error" data-testid="account-error"></p>
  <div class="buttons">
    <button type="submit" id="account-submit" data-testid="account-submit"></button>
    <button type="button" id="account-cancel" data-i18n="account-cancel"></button>
  </div>
</form>`;

let dialog = null;

/** The login or register dialog (`mode`: `login` or `register`). */
function openDialog(mode) {
  if (!dialog) {
    dialog = document.createElement('dialog');
    dialog.id = 'account-dialog';
    dialog.innerHTML = DIALOG;
    document.body.append(dialog);
    dialog.querySelector('#account-cancel').addEventListener('click', () => dialog.close());
    dialog.querySelector('form').addEventListener('submit', async (event) => {
      event.preventDefault();
      const f = event.target.elements;
      clearErrors();
      try {
        const fn = dialog.dataset.mode === 'register' ? api.register : api.login;
        become(await fn(f.name.value.trim(), f.password.value));
        f.password.value = '';
        dialog.close();
      } catch (e) {
        showErrors(e);
      }
    });
  }
  dialog.dataset.mode = mode;
  translate(dialog);
  dialog.querySelector('#account-title').textContent = t(`account-${mode}`);
  dialog.querySelector('#account-submit').textContent = t(`account-${mode}`);
  dialog.querySelector('#account-name-rules').hidden = mode !== 'register';
  clearErrors();
  dialog.showModal();
}

function clearErrors() {
  for (const id of ['account-error', 'account-name-error', 'account-password-error']) {
    dialog.querySelector(`#${id}`).textContent = '';
  }
}

/** An error of the form: each problem of a field beside that field (a bad name and a short
 * password are two messages), anything else below the form. */
function showErrors(e) {
  if (!e.problems?.length) {
    const field = e.code === 'name_taken' || e.code === 'name_looks_taken' ? 'name' : null;
    dialog.querySelector(field ? '#account-name-error' : '#account-error').textContent = errorText(e);
    return;
  }
  for (const problem of e.problems) {
    const box = dialog.querySelector(`#account-${problem.field}-error`) || dialog.querySelector('#account-error');
    box.textContent = errorText(problem);
  }
}

// Challenges to this account not yet answered, for the header's count.
let waiting = new Set();

function renderHeader() {
  const box = document.getElementById('account');
  if (!box) return;
  box.replaceChildren();
  if (!me) {
    for (const mode of ['login', 'register']) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = t(`account-${mode}`);
      button.dataset.testid = mode;
      button.addEventListener('click', () => openDialog(mode));
      box.append(button);
    }
    return;
  }
  const link = document.createElement('a');
  link.href = `#/player/${encodeURIComponent(me.name)}`;
  link.className = 'me';
  link.dataset.testid = 'me';
  link.textContent = me.name;
  box.append(link);
  if (isModerator()) {
    const moderation = document.createElement('a');
    moderation.href = '#/mod';
    moderation.dataset.testid = 'nav-mod';
    moderation.textContent = t('mod-title');
    box.append(moderation);
  }
  if (waiting.size > 0) {
    const badge = document.createElement('a');
    badge.href = '#/';
    badge.className = 'badge';
    badge.dataset.testid = 'challenge-count';
    badge.textContent = t('account-challenges', { count: waiting.size });
    box.append(badge);
  }
  const out = document.createElement('button');
  out.type = 'button';
  out.textContent = t('account-logout');
  out.dataset.testid = 'logout';
  out.addEventListener('click', async () => {
    await api.logout().catch(() => {});
    become(null);
  });
  box.append(out);
}

/** Fills the header's account part again (after a change of language). */
export function refreshHeader() {
  renderHeader();
}

onEvent((event) => {
  const id = event.challenge?.id;
  if (event.type === 'challenge' && event.challenge.status === 'open' && isMe(event.challenge.to)) waiting.add(id);
  else if (event.type === 'challengeCanceled' || event.type === 'challengeAccepted') waiting.delete(id);
  else if (event.type === 'reset') waiting = new Set();
  else return;
  renderHeader();
});

/** Forgets a challenge answered on this page. */
export function challengeAnswered(id) {
  if (waiting.delete(id)) renderHeader();
}

const GUEST = 'reynard.guestName';

/** The display name a guest chose (kept in this browser), or ''. */
export function guestName() {
  return localStorage.getItem(GUEST) || '';
}

/** Keeps a guest's display name for the next games. */
export function setGuestName(name) {
  localStorage.setItem(GUEST, name.trim());
}
