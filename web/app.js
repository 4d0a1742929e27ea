// Reynard in the browser: routes (#/ the lobby, #/game/ID a game) and the language switch.

import { showGame } from './game.js';
import { initialLanguage, language, setLanguage } from './i18n.js';
import { showLobby } from './lobby.js';
import { showGoose } from './goose.js';
import { showSolitaire } from './solitaire.js';

const main = document.getElementById('main');
let current = null;

async function route() {
  if (current) current.dispose();
  current = null;
  const [path, query] = location.hash.slice(1).split('?');
  const game = /^\/game\/([a-z0-9]+)$/.exec(path || '');
  const solo = /^\/(solitaire|goose)\/([a-z0-9]+)$/.exec(path || '');
  const params = new URLSearchParams(query || '');
  if (solo) current = await (solo[1] === 'goose' ? showGoose : showSolitaire)(main, solo[2], params);
  else current = game ? await showGame(main, game[1], params) : await showLobby(main);
}

async function start() {
  await setLanguage(initialLanguage());
  const select = document.getElementById('lang');
  select.value = language();
  select.addEventListener('change', async () => {
    await setLanguage(select.value);
    await route();
  });
  window.addEventListener('hashchange', route);
  await route();
}

start();
