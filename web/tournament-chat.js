// A tournament's chat: one room for everyone logged in, the last lines read again with
// the page (every few seconds), each line shown as text.

import { currentUser } from './account.js';
import { api } from './api.js';
import { errorText, t } from './i18n.js';

const MAX = 280;

/** The chat of tournament `id` in `box`; returns `{refresh()}`. */
export function tournamentChat(box, id) {
  box.replaceChildren();
  const title = document.createElement('h3');
  title.textContent = t('tournament-chat');
  const lines = document.createElement('ul');
  lines.className = 'chat-lines';
  lines.dataset.testid = 'tournament-chat-lines';
  const form = document.createElement('form');
  form.className = 'chat-form';
  const input = document.createElement('input');
  Object.assign(input, { name: 'text', maxLength: MAX, autocomplete: 'off', placeholder: t('chat-placeholder') });
  input.dataset.testid = 'tournament-chat-input';
  const send = document.createElement('button');
  send.type = 'submit';
  send.textContent = t('chat-send');
  form.append(input, send);
  form.hidden = !currentUser();
  const error = document.createElement('p');
  error.className = 'error';
  box.append(title, lines, form, error);

  const show = (said) => {
    lines.replaceChildren(
      ...said.map((line) => {
        const item = document.createElement('li');
        const author = document.createElement('b');
        author.textContent = `${line.author}: `;
        item.append(author, line.text);
        return item;
      }),
    );
  };
  const refresh = async () => {
    const said = await api.tournamentChat(id).catch(() => null);
    if (said) show(said);
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    error.textContent = '';
    try {
      await api.sayInTournament(id, text);
      input.value = '';
      await refresh();
    } catch (e) {
      error.textContent = errorText(e);
    }
  });
  refresh();
  return { refresh };
}
