// One's own data, on one's own player page: blocking another player (from their page),
// exporting the account and its games, deleting the account.

import { accountGone } from './account.js';
import { api } from './api.js';
import { errorText, t, translate } from './i18n.js';

const OWN_TEMPLATE = `
<h3 data-i18n="data-title"></h3>
<p><a data-testid="export-account" download></a> · <a data-testid="export-games" download></a></p>
<h3 data-i18n="data-blocks"></h3>
<ul data-testid="blocks-list"></ul>
<h3 data-i18n="data-delete"></h3>
<p data-i18n="data-delete-explain"></p>
<form class="delete-form">
  <label><span data-i18n="account-password"></span>
    <input type="password" name="password" autocomplete="current-password" required data-testid="delete-password"></label>
  <button type="submit" class="danger" data-i18n="data-delete" data-testid="delete-account"></button>
</form>
<p class="data-status" data-testid="data-status"></p>`;

/** The export links, the accounts one blocks and the deletion form, in `card`. */
export async function ownDataCard(card, name) {
  card.innerHTML = OWN_TEMPLATE;
  translate(card);
  card.hidden = false;
  const $ = (sel) => card.querySelector(sel);
  const account = $('[data-testid=export-account]');
  account.href = api.exportUrl;
  account.download = `reynard-${name}.json`;
  account.textContent = t('data-export-account');
  const games = $('[data-testid=export-games]');
  games.href = api.exportGamesUrl;
  games.download = `reynard-${name}-games.txt`;
  games.textContent = t('data-export-games');
  const blocks = await api.blocks().catch(() => []);
  const list = $('[data-testid=blocks-list]');
  for (const block of blocks) {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#/player/${encodeURIComponent(block.name)}`;
    link.textContent = block.name;
    li.append(link);
    list.append(li);
  }
  if (blocks.length === 0) list.append(Object.assign(document.createElement('li'), { textContent: t('data-no-blocks') }));
  const status = $('.data-status');
  $('.delete-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!confirm(t('data-delete-confirm'))) return;
    try {
      await api.deleteAccount(event.target.elements.password.value);
      accountGone();
      location.hash = '#/';
    } catch (e) {
      status.className = 'data-status error';
      status.textContent = errorText(e);
    }
  });
}

/** The Block / Unblock button for another player's page, in `box`. */
export async function blockButton(box, name) {
  const blocked = (await api.blocks().catch(() => [])).some((b) => b.name.toLowerCase() === name.toLowerCase());
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.testid = 'block';
  const status = document.createElement('p');
  status.dataset.testid = 'block-status';
  let blocking = blocked;
  const label = () => {
    button.textContent = t(blocking ? 'block-undo' : 'block-do');
  };
  label();
  button.addEventListener('click', async () => {
    status.textContent = '';
    try {
      if (blocking) await api.unblock(name);
      else await api.block(name);
      blocking = !blocking;
      label();
      status.textContent = t(blocking ? 'block-done' : 'block-undone', { name });
    } catch (e) {
      status.className = 'error';
      status.textContent = errorText(e);
    }
  });
  box.append(button, status);
}
