// The moderators' page (#/mod): the open reports with what may be done about them (close
// the report, close the account, keep it off the leaderboards, read the game's chat and
// remove a line), the same actions for any account or game, and the audit log of every
// action. Each action asks for its reason, which the audit log keeps.

import { isModerator } from './account.js';
import { api } from './api.js';
import { errorText, language, t, translate } from './i18n.js';

const TEMPLATE = `
<section class="card">
  <h2 data-i18n="mod-title"></h2>
  <p class="mod-status" data-testid="mod-status" aria-live="polite"></p>
  <h3 data-i18n="mod-reports"></h3>
  <ul class="mod-reports" data-testid="mod-reports"></ul>
</section>
<section class="card">
  <h3 data-i18n="mod-actions"></h3>
  <form class="mod-account">
    <label><span data-i18n="account-name"></span> <input name="name" required data-testid="mod-account-name"></label>
    <button type="button" data-act="close" data-i18n="mod-close-account" data-testid="mod-close-account"></button>
    <button type="button" data-act="exclude" data-i18n="mod-exclude" data-testid="mod-exclude"></button>
    <button type="button" data-act="include" data-i18n="mod-include" data-testid="mod-include"></button>
  </form>
  <form class="mod-game">
    <label><span data-i18n="mod-game"></span> <input name="game" required data-testid="mod-game-id"></label>
    <button type="submit" data-i18n="mod-show-chat" data-testid="mod-show-chat"></button>
  </form>
  <ul class="mod-chat" data-testid="mod-chat"></ul>
</section>
<section class="card">
  <h3 data-i18n="mod-audit"></h3>
  <table class="mod-audit" data-testid="mod-audit"><tbody></tbody></table>
</section>`;

function when(ms) {
  return new Date(ms).toLocaleString(language());
}

function playerLink(name) {
  const link = document.createElement('a');
  link.href = `#/player/${encodeURIComponent(name)}`;
  link.textContent = name;
  return link;
}

/** Shows the moderators' page in `main`; returns `{dispose()}`. */
export async function showModeration(main) {
  if (!isModerator()) {
    main.textContent = t('mod-only');
    return { dispose() {} };
  }
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const status = $('.mod-status');

  // Runs an action after asking its reason; says how it went and reloads the lists.
  const act = async (run) => {
    const reason = (prompt(t('mod-reason-prompt')) || '').trim();
    if (!reason) return;
    status.className = 'mod-status';
    try {
      await run(reason);
      status.textContent = t('mod-done');
    } catch (e) {
      status.className = 'mod-status error';
      status.textContent = errorText(e);
    }
    await refresh();
  };

  const accountButtons = (name) => {
    const span = document.createElement('span');
    for (const [key, run] of [
      ['mod-close-account', (reason) => api.modCloseAccount(name, reason)],
      ['mod-exclude', (reason) => api.modLeaderboard(name, true, reason)],
    ]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = t(key);
      button.addEventListener('click', () => act(run));
      span.append(' ', button);
    }
    return span;
  };

  const showChat = async (game) => {
    const list = $('.mod-chat');
    list.replaceChildren();
    try {
      const rooms = await api.modChat(game);
      for (const room of ['players', 'spectators']) {
        for (const line of rooms[room]) {
          const li = document.createElement('li');
          const who = document.createElement('b');
          who.textContent = line.author;
          const remove = document.createElement('button');
          remove.type = 'button';
          remove.textContent = t('mod-remove-line');
          remove.dataset.testid = 'mod-remove-line';
          remove.addEventListener('click', () => act((reason) => api.modDeleteLine(line.id, reason)).then(() => showChat(game)));
          li.append(`${t(room === 'players' ? 'chat-players' : 'chat-spectators')} · `, who, ': ', line.text, ' ', remove);
          list.append(li);
        }
      }
      if (!list.children.length) list.append(Object.assign(document.createElement('li'), { textContent: t('mod-no-chat') }));
    } catch (e) {
      status.className = 'mod-status error';
      status.textContent = errorText(e);
    }
  };

  const reportItem = (r) => {
    const li = document.createElement('li');
    li.dataset.testid = 'mod-report';
    li.append(`${when(r.created_ms)} · `, playerLink(r.reporter), ` → `);
    if (r.player) li.append(playerLink(r.player), ' ');
    if (r.game) {
      const link = document.createElement('a');
      link.href = `#/game/${r.game}`;
      link.textContent = t('mod-game-link');
      li.append(link, ' ');
    }
    const reason = document.createElement('b');
    reason.textContent = t(`report-reason-${r.reason}`);
    li.append(reason);
    if (r.text) li.append(`: ${r.text}`);
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = t('mod-close-report');
    close.dataset.testid = 'mod-close-report';
    close.addEventListener('click', () => act((why) => api.modCloseReport(r.id, why)));
    li.append(' ', close);
    if (r.player) li.append(accountButtons(r.player));
    if (r.game) {
      const chat = document.createElement('button');
      chat.type = 'button';
      chat.textContent = t('mod-show-chat');
      chat.addEventListener('click', () => showChat(r.game));
      li.append(' ', chat);
    }
    return li;
  };

  const refresh = async () => {
    try {
      const [reports, audit] = await Promise.all([api.modReports('open'), api.modAudit()]);
      const list = $('.mod-reports');
      list.replaceChildren(...reports.map(reportItem));
      if (reports.length === 0) list.append(Object.assign(document.createElement('li'), { textContent: t('mod-no-reports') }));
      const rows = audit.map((a) => {
        const tr = document.createElement('tr');
        for (const text of [when(a.created_ms), a.moderator, t(`mod-action-${a.action}`), a.target, a.reason]) {
          tr.append(Object.assign(document.createElement('td'), { textContent: text }));
        }
        return tr;
      });
      $('.mod-audit tbody').replaceChildren(...rows);
    } catch (e) {
      status.className = 'mod-status error';
      status.textContent = errorText(e);
    }
  };

  const accountForm = $('.mod-account');
  for (const button of accountForm.querySelectorAll('button[data-act]')) {
    button.addEventListener('click', () => {
      const name = accountForm.elements.name.value.trim();
      if (!name) return;
      const run = {
        close: (reason) => api.modCloseAccount(name, reason),
        exclude: (reason) => api.modLeaderboard(name, true, reason),
        include: (reason) => api.modLeaderboard(name, false, reason),
      }[button.dataset.act];
      act(run);
    });
  }
  $('.mod-game').addEventListener('submit', (event) => {
    event.preventDefault();
    showChat(event.target.elements.game.value.trim());
  });
  await refresh();
  return { dispose() {} };
}
