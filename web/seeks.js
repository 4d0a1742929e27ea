// The lobby's seeks: the open seeks of everyone (play one, or cancel one's own), quick
// pairing by time control, and this page's own seeks, polled until someone takes one —
// then the game opens here with the seek's token as the seat.

import { currentUser } from './account.js';
import { api, keepSeat } from './api.js';
import { errorText, t } from './i18n.js';
import { presetName } from './names.js';
import { clockName } from './time-control.js';

// The quick pairing time controls: minutes + increment seconds.
const QUICK = [[1, 0], [3, 2], [5, 3], [10, 5]];

// This browser's seeks, id → {token, side}: kept in the session's storage, so that a
// seek still waits for its game after the page is loaded again.
const STORED = 'reynard.seeks';
const mine = new Map(loadMine());

function loadMine() {
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(STORED) || '{}'));
  } catch {
    return [];
  }
}

function saveMine() {
  try {
    sessionStorage.setItem(STORED, JSON.stringify(Object.fromEntries(mine)));
  } catch {
    // No storage (a private window may refuse it): the seek still waits while the page lives.
  }
}

function forget(id) {
  mine.delete(id);
  saveMine();
}

/**
 * Shows the seeks in `box`. `game()` gives the lobby form's game as a seek's body
 * (`preset`, `options`, `side`, `clock`, `rated`, `name`), `sideName(preset, id)` a side's
 * name; returns `{seek(body), dispose()}`.
 */
export function showSeeks(box, game, sideName) {
  box.innerHTML = `
    <h3 data-i18n="seek-quick"></h3>
    <div class="buttons quick" data-testid="quick"></div>
    <h3 data-i18n="seek-title"></h3>
    <ul data-testid="seeks"></ul>
    <p class="error"></p>`;
  for (const el of box.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  const list = box.querySelector('ul');
  const error = box.querySelector('.error');
  const fail = (e) => {
    error.textContent = t('error-generic', { message: errorText(e) });
  };
  let stopped = false;

  const open = (id, seat) => {
    keepSeat(id, seat);
    location.hash = `#/game/${id}`;
  };

  const wait = (id, token, side) => {
    mine.set(id, { token, side });
    saveMine();
    refresh();
  };

  const seek = async (body) => {
    error.textContent = '';
    try {
      const made = await api.makeSeek(body);
      wait(made.id, made.token, body.side);
    } catch (e) {
      fail(e);
    }
  };

  for (const [m, s] of QUICK) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `${m}+${s}`;
    b.dataset.testid = `quick-${m}+${s}`;
    b.addEventListener('click', async () => {
      error.textContent = '';
      const body = game();
      if (!body) return;
      body.clock = { initial_s: m * 60, increment_s: s };
      try {
        const paired = await api.pairing(body);
        if (paired.seek) wait(paired.seek.id, paired.seek.token, body.side);
        else open(paired.game.id, { token: paired.game.token, side: paired.game.side });
      } catch (e) {
        fail(e);
      }
    });
    box.querySelector('.quick').append(b);
  }

  let request = 0;
  async function refresh() {
    const asked = ++request;
    const { seeks } = await api.seeks().catch(() => ({ seeks: [] }));
    if (asked !== request || stopped) return;
    const items = seeks.map((s) => {
      const li = document.createElement('li');
      li.dataset.seek = s.id;
      const who = s.by ? (s.by.guest ? `${s.by.name} (${t('seek-guest')})` : s.by.name) : t('seek-guest');
      const parts = [who + (s.rating ? ` ${s.rating}` : ''), presetName(s.preset), clockName(s.clock), t(s.rated ? 'game-rated' : 'game-casual')];
      if (s.rating_min != null || s.rating_max != null) {
        parts.push(t('seek-rating-between', { min: s.rating_min ?? '…', max: s.rating_max ?? '…' }));
      }
      if (s.side) parts.push(t('seek-their-side', { side: sideName(s.preset, s.side) }));
      li.append(parts.join(' · '), ' ');
      const own = mine.get(s.id);
      const button = document.createElement('button');
      button.type = 'button';
      if (own) {
        const note = document.createElement('span');
        note.textContent = t('seek-waiting');
        note.dataset.testid = 'seek-waiting';
        button.textContent = t('seek-cancel');
        button.dataset.testid = 'cancel-seek';
        button.addEventListener('click', async () => {
          try {
            await api.cancelSeek(s.id, own.token);
            forget(s.id);
          } catch (e) {
            fail(e);
          }
          refresh();
        });
        li.append(note, ' ', button);
      } else {
        button.textContent = t('seek-play');
        button.dataset.testid = 'play-seek';
        button.addEventListener('click', async () => {
          error.textContent = '';
          try {
            const seat = await api.acceptSeek(s.id, currentUser() ? null : game()?.name);
            open(seat.id, { token: seat.token, side: seat.side });
          } catch (e) {
            fail(e);
            refresh();
          }
        });
        li.append(button);
      }
      return li;
    });
    if (items.length === 0) {
      const none = document.createElement('li');
      none.className = 'none';
      none.textContent = t('seek-none');
      items.push(none);
    }
    list.replaceChildren(...items);
  }

  // This page's seeks: taken ones open their game here.
  async function poll() {
    for (const [id, own] of mine) {
      try {
        const s = await api.seek(id);
        if (stopped) return;
        if (s.game_id) {
          forget(id);
          open(s.game_id, { token: own.token, side: s.side || own.side });
          return;
        }
        // A seek is listed for 30 minutes (the server's SEEK_MINUTES); then it is gone.
        if (s.status !== 'open' || Date.now() - s.created_ms > 30 * 60 * 1000) forget(id);
      } catch (e) {
        if (e.code === 'not_found') forget(id);
      }
    }
  }

  refresh();
  let tick = 0;
  const timer = setInterval(() => {
    poll();
    if (++tick % 2 === 0) refresh();
  }, 1500);
  return {
    seek,
    dispose() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
