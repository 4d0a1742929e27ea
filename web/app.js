// Reynard in the browser: routes (#/ the lobby, #/game/ID a game, #/player/NAME a player,
// #/leaderboard/PRESET a leaderboard, #/mod the moderators' page, #/analysis/VARIANT the analysis board, #/puzzles/VARIANT puzzles, #/atlas the balance atlas,
// #/tournaments the tournaments, #/tournaments/new a new one, #/tournament/ID one), the account in
// the header, its bell (notifications.js), the sound switch (sounds.js) and the language switch.

import { loadAccount, onAccountChange, refreshHeader } from './account.js';
import { showAnalysisBoard } from './analysis-board.js';
import { showAtlas } from './atlas.js';
import { showGame } from './game.js';
import { initialLanguage, language, setLanguage } from './i18n.js';
import { showLeaderboard } from './leaderboard.js';
import { showLobby } from './lobby.js';
import { refreshBell } from './notifications.js';
import { showModeration } from './moderation.js';
import { showGoose } from './goose.js';
import { showPlayer } from './player.js';
import { showPuzzles } from './puzzles.js';
import { showSolitaire } from './solitaire.js';
import { renderSwitch } from './sounds.js';
import { showTournament } from './tournament.js';
import { showTournamentForm } from './tournament-form.js';
import { showTournaments } from './tournaments.js';

const main = document.getElementById('main');
let current = null;
// Routes started, so that a slow one does not replace a later one.
let routing = 0;

async function show(path, params) {
  const game = /^\/game\/([a-z0-9]+)$/.exec(path);
  const solo = /^\/(solitaire|goose)\/([a-z0-9]+)$/.exec(path);
  const player = /^\/player\/([^/]+)$/.exec(path);
  const board = /^\/leaderboard(?:\/([^/]+))?$/.exec(path);
  const analysis = /^\/analysis(?:\/([^/]+))?$/.exec(path);
  const puzzles = /^\/puzzles(?:\/([^/]+))?$/.exec(path);
  const tournament = /^\/tournament\/([a-z0-9]+)$/.exec(path);
  if (path === '/atlas') return showAtlas(main);
  if (path === '/tournaments') return showTournaments(main);
  if (path === '/tournaments/new') return showTournamentForm(main);
  if (tournament) return showTournament(main, tournament[1], params);
  if (path === '/mod') return showModeration(main);
  if (puzzles) return showPuzzles(main, puzzles[1] ? decodeURIComponent(puzzles[1]) : 'catch-the-hare', params);
  if (analysis) return showAnalysisBoard(main, analysis[1] ? decodeURIComponent(analysis[1]) : 'fox-geese', params);
  if (solo) return (solo[1] === 'goose' ? showGoose : showSolitaire)(main, solo[2], params);
  if (game) return showGame(main, game[1], params);
  if (player) return showPlayer(main, decodeURIComponent(player[1]), params);
  if (board) return showLeaderboard(main, board[1] ? decodeURIComponent(board[1]) : null);
  return showLobby(main);
}

async function route() {
  if (current) current.dispose();
  current = null;
  const mine = ++routing;
  const [path, query] = location.hash.slice(1).split('?');
  const shown = await show(path || '', new URLSearchParams(query || ''));
  if (mine === routing) current = shown;
  else shown.dispose();
}

async function start() {
  await setLanguage(initialLanguage());
  renderSwitch();
  const select = document.getElementById('lang');
  select.value = language();
  select.addEventListener('change', async () => {
    await setLanguage(select.value);
    refreshHeader();
    refreshBell();
    renderSwitch();
    await route();
  });
  await loadAccount();
  onAccountChange(() => route());
  window.addEventListener('hashchange', route);
  await route();
}

start();
