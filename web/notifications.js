// The header's bell (in the element `#notifications`): the account's notifications
// (GET /api/notifications, docs/api.md), the count unread kept up to date from the event
// stream, a list that opens what each is about and marks it read, "mark all read", and —
// when the player asked for it and the browser allows — a browser notification for each
// new one that arrives while the tab is hidden. Never asks the browser's permission
// unprompted: only the button in the list does.

import { call } from './api.js';
import { currentUser, onAccountChange } from './account.js';
import { textButton } from './buttons.js';
import { onEvent } from './events.js';
import { ICONS } from './icons.js';
import { language, t } from './i18n.js';
import { presetName } from './names.js';

const BROWSER = 'reynard.browserNotifications';
const SHOWN = 20;

let list = [];
let unread = 0;
let open = false;

const fetchList = () => call('GET', `/api/notifications?limit=${SHOWN}`);
const markRead = (body) => call('POST', '/api/notifications/read', body);

/** The text of a notification in the current language. */
function text(n) {
  const p = n.payload || {};
  const game = p.preset ? presetName(p.preset) : '';
  const opponent = p.opponent || t('notification-opponent');
  switch (n.kind) {
    case 'challenge':
      return t('notification-challenge', { from: p.from, game });
    case 'challengeAnswered':
      return t(p.accepted ? 'notification-challenge-accepted' : 'notification-challenge-declined', { by: p.by });
    case 'yourMove':
      return t('notification-your-move', { opponent, game });
    case 'gameOver':
      return t(`notification-game-${p.result}`, { opponent, game });
    case 'tournamentStarted':
      return t('notification-tournament-started', { name: p.name });
    case 'tournamentGame':
      return t('notification-tournament-game', { name: p.name });
    default:
      return n.kind;
  }
}

/** Where a notification leads: its game, its tournament, or the lobby (challenges). */
function link(n) {
  const p = n.payload || {};
  if (p.game) return `#/game/${p.game}`;
  if (p.tournament) return `#/tournament/${p.tournament}`;
  return '#/';
}

async function reload() {
  try {
    const data = await fetchList();
    list = data.notifications;
    unread = data.unread;
  } catch {
    list = [];
    unread = 0;
  }
  render();
}

function arrived(n) {
  list = [n, ...list.filter((m) => m.id !== n.id)].slice(0, SHOWN);
  if (n.read_ms === null) unread++;
  render();
  if (document.visibilityState === 'hidden') showInBrowser(n);
}

function browserAllowed() {
  return 'Notification' in window && Notification.permission === 'granted' && localStorage.getItem(BROWSER) === 'on';
}

function showInBrowser(n) {
  if (!browserAllowed()) return;
  let shown;
  try {
    shown = new Notification(t('notifications-title'), { body: text(n), tag: n.id });
  } catch {
    // Some phones' browsers show notifications from a service worker only: the bell has it.
    return;
  }
  shown.onclick = () => {
    window.focus();
    follow(n);
    shown.close();
  };
}

/** Opens what `n` is about and marks it read. */
async function follow(n) {
  open = false;
  location.hash = link(n);
  const wasUnread = n.read_ms === null;
  if (wasUnread) {
    n.read_ms = Date.now();
    unread = Math.max(0, unread - 1);
  }
  render();
  if (wasUnread) await markRead({ ids: [n.id] }).catch(() => {});
}

async function readAll() {
  for (const n of list) n.read_ms ??= Date.now();
  unread = 0;
  render();
  await markRead({ all: true }).catch(() => {});
}

async function toggleBrowser() {
  if (browserAllowed()) {
    localStorage.removeItem(BROWSER);
  } else if ((await Notification.requestPermission()) === 'granted') {
    localStorage.setItem(BROWSER, 'on');
  }
  render();
}

function render() {
  const box = document.getElementById('notifications');
  if (!box) return;
  box.replaceChildren();
  box.hidden = !currentUser();
  if (box.hidden) return;
  const bell = document.createElement('button');
  bell.type = 'button';
  bell.className = 'bell';
  bell.dataset.testid = 'bell';
  bell.setAttribute('aria-expanded', String(open));
  bell.setAttribute('aria-label', t('notifications-bell', { count: unread }));
  bell.title = bell.getAttribute('aria-label');
  bell.innerHTML = ICONS.bell;
  if (unread > 0) {
    const count = document.createElement('span');
    count.className = 'count';
    count.dataset.testid = 'bell-count';
    count.textContent = unread > 99 ? '99+' : String(unread);
    bell.append(count);
  }
  bell.addEventListener('click', () => {
    open = !open;
    render();
  });
  box.append(bell);
  if (!open) return;

  const menu = document.createElement('div');
  menu.className = 'bell-menu';
  menu.dataset.testid = 'notifications-menu';
  const head = document.createElement('div');
  head.className = 'bell-head';
  const title = document.createElement('b');
  title.textContent = t('notifications-title');
  head.append(title);
  if (unread > 0) head.append(textButton('notifications-read-all', 'notifications-read-all', readAll));
  menu.append(head);

  const items = document.createElement('ul');
  items.dataset.testid = 'notifications';
  for (const n of list) {
    const li = document.createElement('li');
    li.className = n.read_ms === null ? 'unread' : '';
    li.dataset.kind = n.kind;
    const a = document.createElement('a');
    a.href = link(n);
    a.textContent = text(n);
    a.addEventListener('click', (event) => {
      event.preventDefault();
      follow(n);
    });
    const when = document.createElement('time');
    when.dateTime = new Date(n.created_ms).toISOString();
    when.textContent = new Date(n.created_ms).toLocaleString(language());
    li.append(a, when);
    items.append(li);
  }
  if (list.length === 0) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = t('notifications-none');
    items.append(li);
  }
  menu.append(items);

  if ('Notification' in window) {
    if (Notification.permission === 'denied') {
      const note = document.createElement('p');
      note.className = 'note';
      note.textContent = t('notifications-blocked');
      menu.append(note);
    } else {
      const label = browserAllowed() ? 'notifications-stop' : 'notifications-allow';
      menu.append(textButton(label, 'notifications-browser', toggleBrowser));
    }
  }
  box.append(menu);
}

/** Fills the bell again (after a change of language). */
export function refreshBell() {
  render();
}

onEvent((event) => {
  // A new connection of the stream (after logging in, or again after a break): the list
  // as the server has it now.
  if (event.type === 'reset' || event.type === 'notificationsRead') reload();
  else if (event.type === 'notification') arrived(event.notification);
});

// Someone else logs in, or nobody: the list is theirs to load (on the stream's `reset`).
onAccountChange(() => {
  list = [];
  unread = 0;
  open = false;
  render();
});

// A click elsewhere closes the list. (The path as it was when clicked: the bell's own
// click has re-rendered it by now.)
document.addEventListener('click', (event) => {
  if (open && !event.composedPath().some((el) => el.id === 'notifications')) {
    open = false;
    render();
  }
});
