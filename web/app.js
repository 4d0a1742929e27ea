// Reynard in the browser: routes (#/ the lobby, #/game/ID a game, #/player/NAME a player,
// #/leaderboard/PRESET a leaderboard, #/mod the moderators' page, #/analysis/VARIANT the analysis board, #/puzzles/VARIANT puzzles, #/atlas the balance atlas, #/claims the sources' claims answered,
// #/tournaments the tournaments, #/tournaments/new a new one, #/tournament/ID one), the account in
// the header, its bell (notifications.js), the sound switch (sounds.js) and the language switch.

import { loadAccount, onAccountChange, refreshHeader } from './account.js';
import { showAnalysisBoard } from './analysis-board.js';
import { showAtlas } from './atlas.js';
import { showClaims } from './claims.js';
import { showGame } from './game.js';
import { initialLanguage, language, setLanguage } from './i18n.js';
import { showLeaderboard } from './leaderboard.js';
import { showLobby } from './lobby.js';
import { refreshBell } from './notifications.js';
import { showModeration } from './moderation.js';
import { showGoose } from './goose.js';
import { showPlayer } from './player.js';
import { decodePart, showProblem } from './problem.js';
import { variantList } from './challenges.js';
import { showPuzzles } from './puzzles.js';
import { showSolitaire } from './solitaire.js';
import { renderSwitch } from './sounds.js';
import { renderThemeSwitch } from './theme.js';
import { showTournament } from './tournament.js';
import { showTournamentForm } from './tournament-form.js';
import { showTournaments } from './tournaments.js';

const main = document.getElementById('main');
let current = null;
// Routes started, so that a slow one does not replace a later one.
let routing = 0;

async function show(path, params) {
  const game = /^\/game\/([^/]*)$/.exec(path);
  const solo = /^\/(solitaire|goose)\/([^/]*)$/.exec(path);
  const player = /^\/player\/([^/]+)$/.exec(path);
  const board = /^\/leaderboard(?:\/([^/]+))?$/.exec(path);
  const analysis = /^\/analysis(?:\/([^/]+))?$/.exec(path);
  const puzzles = /^\/puzzles(?:\/([^/]+))?$/.exec(path);
  const tournament = /^\/tournament\/([a-z0-9]+)$/.exec(path);
  // The part of the address after the page's name, decoded; null when its %-codes are broken.
  const part = (match) => (match?.[1] ? decodePart(match[1]) : undefined);
  const broken = [game, player, board, analysis, puzzles].some((m) => m?.[1] && part(m) === null);
  if (broken || (solo && decodePart(solo[2]) === null)) return showProblem(main, 'problem-bad-address');
  if (path === '/atlas') return showAtlas(main);
  if (path === '/claims') return showClaims(main);
  if (path === '/tournaments') return showTournaments(main);
  if (path === '/tournaments/new') return showTournamentForm(main);
  if (tournament) return showTournament(main, tournament[1], params);
  if (path === '/mod') return showModeration(main);
  if (puzzles) return showPuzzles(main, part(puzzles) ?? 'catch-the-hare', params);
  if (analysis && !(await knownPreset(part(analysis)))) return noPreset(part(analysis));
  if (analysis) return showAnalysisBoard(main, part(analysis) ?? 'fox-geese', params);
  if (solo && !/^[a-z0-9]+$/.test(solo[2])) return showProblem(main, 'problem-bad-game-id', { id: decodePart(solo[2]) });
  if (solo) return (solo[1] === 'goose' ? showGoose : showSolitaire)(main, solo[2], params);
  if (game && !/^[a-z0-9]+$/.test(game[1])) return showProblem(main, 'problem-bad-game-id', { id: part(game) ?? '' });
  if (game) return showGame(main, game[1], params);
  if (player) return showPlayer(main, part(player), params);
  if (board && !(await knownPreset(part(board)))) return noPreset(part(board));
  if (board) return showLeaderboard(main, part(board) ?? null);
  if (path === '' || path === '/') return showLobby(main);
  return showProblem(main, 'problem-no-page', { path: `#${path}` });
}

/** Whether `id` names a preset (or is absent: the page's default); true when the list of
 * presets cannot be had, so that the page itself says what fails. */
async function knownPreset(id) {
  if (id === undefined) return true;
  const variants = await variantList();
  return variants.length === 0 || variants.some((v) => v.id === id);
}

function noPreset(id) {
  return showProblem(main, 'problem-no-preset', { id });
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
  renderThemeSwitch();
  const select = document.getElementById('lang');
  select.value = language();
  select.addEventListener('change', async () => {
    await setLanguage(select.value);
    refreshHeader();
    refreshBell();
    renderSwitch();
    renderThemeSwitch();
    await route();
  });
  await loadAccount();
  onAccountChange(() => route());
  window.addEventListener('hashchange', route);
  await route();
}

start();
