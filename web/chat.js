// A game's chat: the players talk in their room, spectators in theirs (neither sees the
// other). The history on opening, live lines from the game's WebSocket, every line shown
// as text; a player may mute the other player.

import { currentUser, guestName, setGuestName } from './account.js';
import { api } from './api.js';
import { errorText, t } from './i18n.js';

const MAX = 280;

const TEMPLATE = `
<h3 class="chat-title"></h3>
<ul class="chat-lines" data-testid="chat-lines" aria-live="polite"></ul>
<form class="chat-form">
  <input name="text" maxlength="${MAX}" autocomplete="off" data-testid="chat-input">
  <button type="submit" data-testid="chat-send"></button>
</form>
<label class="mute" hidden><input type="checkbox" data-testid="mute"> <span></span></label>
<p class="error" data-testid="chat-error"></p>`;

/**
 * The chat of game `id` in `box`; `seat()` gives the seat this page holds (`{token?,
 * side}`, null for a spectator) once the game is known. Returns `{start(), add(line), remove(id),
 * muted(flag)}`: start once the seat is known; add a line from the WebSocket.
 */
export function chatPanel(box, id, seat) {
  box.innerHTML = TEMPLATE;
  const $ = (sel) => box.querySelector(sel);
  const lines = $('.chat-lines');
  const error = $('.error');
  const mute = $('.mute input');
  let room = 'spectators';
  let started = false;
  // Lines already shown (the history and the WebSocket may both bring one).
  const seen = new Set();
  $('[data-testid=chat-send]').textContent = t('chat-send');
  $('[data-testid=chat-input]').placeholder = t('chat-placeholder');
  $('.mute span').textContent = t('chat-mute');

  const add = (line) => {
    if (!started || (line.room && line.room !== room)) return;
    const key = `${line.ms}|${line.author}|${line.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    const li = document.createElement('li');
    if (line.id) li.dataset.id = line.id;
    const who = document.createElement('b');
    who.textContent = line.author;
    li.append(who, ': ', document.createTextNode(line.text));
    lines.append(li);
    lines.scrollTop = lines.scrollHeight;
  };

  $('.chat-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const input = $('[data-testid=chat-input]');
    const text = input.value.trim();
    if (!text) return;
    if ([...text].length > MAX) {
      error.textContent = t('chat-too-long', { max: MAX });
      return;
    }
    const body = { text, room };
    const s = seat();
    if (room === 'players' && s?.token) body.token = s.token;
    if (room === 'spectators' && !currentUser()) {
      let name = guestName();
      if (!name) {
        name = (prompt(t('chat-name-prompt')) || '').trim();
        if (!name) return;
        setGuestName(name);
      }
      body.name = name;
    }
    try {
      await api.say(id, body);
      input.value = '';
    } catch (e) {
      error.textContent = e.code === 'rate_limited' ? t('chat-too-fast') : t('error-generic', { message: errorText(e) });
    }
  });

  mute.addEventListener('change', async () => {
    error.textContent = '';
    try {
      await api.mute(id, mute.checked, seat()?.token);
    } catch (e) {
      mute.checked = !mute.checked;
      error.textContent = t('error-generic', { message: errorText(e) });
    }
  });

  return {
    async start() {
      if (started) return;
      started = true;
      const s = seat();
      room = s ? 'players' : 'spectators';
      $('.chat-title').textContent = t(s ? 'chat-players' : 'chat-spectators');
      $('.mute').hidden = !s;
      try {
        const history = await api.chat(id, room, s?.token);
        for (const line of history) add({ room, ...line });
      } catch (e) {
        error.textContent = t('error-generic', { message: errorText(e) });
      }
    },
    add,
    /** Takes away a line a moderator removed. */
    remove(lineId) {
      for (const li of lines.querySelectorAll('li')) if (li.dataset.id === lineId) li.remove();
    },
    muted(flag) {
      mute.checked = Boolean(flag);
    },
  };
}
