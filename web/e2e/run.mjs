// End-to-end tests of the web UI in headless Chromium (Debian's /usr/bin/chromium driven by
// playwright-core). Starts `reynard serve` (REYNARD_BIN) on a free port over a temporary
// SQLite file, runs the scenarios, saves screenshots in e2e/screenshots, and prints
// `N passed, N failed` last.

import { chromium } from 'playwright-core';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = process.env.REYNARD_BIN || join(here, '../../target/debug/reynard');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SHOTS = join(here, 'screenshots');
mkdirSync(SHOTS, { recursive: true });

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A tiny variant (solved in a moment) the server has tables for: the explorer's solved
 * values. */
const TINY = { preset: 'catch-the-hare', options: ['flock_points=a1,b1,c1', 'fox_wins_at=1'] };

async function startServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'reynard-e2e-'));
  const sets = TINY.options.flatMap((o) => ['--set', o]);
  const solve = spawnSync(BIN, ['solve', TINY.preset, ...sets, '--dir', `${dir}/tables`, '--quiet'], { encoding: 'utf8' });
  if (solve.status !== 0) throw new Error(`the tiny variant was not solved: ${solve.stderr}`);
  const args = ['serve', '--addr', `127.0.0.1:${port}`, '--db', `sqlite://${dir}/games.db`, '--ai-time', '300',
    '--tables', `${dir}/tables`, '--log-level', 'warn'];
  const child = spawn(BIN, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/variants`)).ok) return { child, base, dir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

const expect = (cond, message) => {
  if (!cond) throw new Error(message);
};

async function state(base, id) {
  return (await fetch(`${base}/api/games/${id}`)).json();
}

/** Enters `move` of the position `game` (as the API shows it) by clicking its points, as
 * a player does: where its path is also the start of a longer legal chain, the board waits
 * for more, and a second click on the last point ends the chain there. */
async function clickMove(page, game, move) {
  for (const point of move.path) await page.click(`[data-point="${point}"]`);
  const paths = game.legal.flatMap((l) => l.moves).flatMap((m) => [m.path, ...(m.other_paths ?? [])]);
  const longer = paths.some((p) => p.length > move.path.length && move.path.every((point, i) => p[i] === point));
  if (longer) await page.click(`[data-point="${move.path[move.path.length - 1]}"]`);
}

/** Plays the first legal move by clicking its points. */
async function clickFirstMove(page, base, id) {
  const game = await state(base, id);
  const move = game.legal[0].moves[0];
  await clickMove(page, game, move);
  return move.notation;
}

async function moveCount(page) {
  return page.locator('[data-testid=moves] li').count();
}

async function waitMoves(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=moves] li').length >= n, n, {
    timeout: 15000,
  });
}

function gameId(page) {
  return /#\/game\/([a-z0-9]+)/.exec(page.url())[1];
}

/** A new game from the lobby, set up by `options` (preset, side, opponent, AI level,
 * language, viewport); resolves with the page and the game's id once `ready` shows (by
 * default a piece that may move). */
async function newGame(browser, base, options = {}) {
  const { preset = 'fox-geese', side, opponent, level, lang, viewport = { width: 1000, height: 800 } } = options;
  const page = await browser.newPage({ viewport });
  await page.goto(base);
  // The lobby is there once the page has set its language (and remembered it).
  await page.waitForSelector('[data-testid=create]');
  if (lang) {
    // The page starts in the language it remembers. (Switching with the header's select
    // re-renders the lobby once the language has loaded, which under load could land
    // between the choices below and the click on create.)
    await page.evaluate((l) => localStorage.setItem('reynard.lang', l), lang);
    await page.reload();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.waitForSelector('[data-testid=create]');
  }
  await page.selectOption('[data-testid=preset]', preset);
  if (side) await page.selectOption('[data-testid=side]', side);
  if (opponent) await page.selectOption('[data-testid=opponent]', opponent);
  if (level) await page.fill('[data-testid=level]', String(level));
  await page.click('[data-testid=create]');
  await page.waitForSelector(options.ready ?? '[data-movable]');
  return { page, id: gameId(page) };
}

/** A new game against a friend, who joins through the invitation link's token (the game
 *  starts once both are there). */
async function friendGame(browser, base, options = {}) {
  const { page, id } = await newGame(browser, base, { ...options, opponent: 'friend', ready: '#invite-link' });
  const link = await page.inputValue('#invite-link');
  const token = new URL(link.replace('#/', '')).searchParams.get('join');
  await post(base, `/api/games/${id}/join`, { token });
  await page.waitForSelector('[data-movable]');
  return { page, id };
}

/** A game with a friend set up in page `a`'s lobby (`preset`, `side`, `rated`), whose
 * invitation link page `b` opens; resolves with the game's id once `b` shows the board. */
async function invitedGame(a, b, base, { preset = 'fox-geese', side, rated = false } = {}) {
  await a.goto(base);
  await a.waitForSelector('[data-testid=create]');
  await a.selectOption('[data-testid=preset]', preset);
  if (side) await a.selectOption('[data-testid=side]', side);
  await a.selectOption('[data-testid=opponent]', 'friend');
  if (rated) await a.check('[data-testid=rated]');
  await a.click('[data-testid=create]');
  await a.waitForSelector('[data-testid=invite-link]');
  const id = gameId(a);
  await b.goto(await a.inputValue('[data-testid=invite-link]'));
  await b.waitForSelector('[data-testid=board] .piece');
  return id;
}

/** Chooses a solo game (`solitaire`, `goose`) in the lobby's one form, so its fields show. */
async function chooseSolo(page, family) {
  await page.selectOption('[data-testid=preset]', family);
  await page.waitForSelector(`.fields[data-family=${family}]:not([hidden])`);
}


/** Registers `name` through the header's dialog of `page` (at the lobby). */
async function register(page, name, password = 'a good password') {
  await page.click('[data-testid=register]');
  await page.fill('[data-testid=account-name]', name);
  await page.fill('[data-testid=account-password]', password);
  await page.click('[data-testid=account-submit]');
  await page.waitForFunction((name) => document.querySelector('[data-testid=me]')?.textContent === name, name);
}

/** A page for each of `players` (`[name, viewport?]`), each in a browser context of its
 * own, registered as that name at the lobby. */
async function accountPages(browser, base, players) {
  const pages = [];
  for (const [name, viewport] of players) {
    const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    await register(page, name);
    pages.push(page);
  }
  return pages;
}

/** A clock's text as seconds (`1:02`, `0:04.3`). */
function seconds(text) {
  const [m, s] = text.split(':');
  return Number(m) * 60 + Number(s);
}

/** The text of the status line, once `pattern` matches it. */
async function statusMatching(page, pattern, timeout = 15000) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-testid=status]')?.textContent), pattern.source, {
    timeout,
  });
  return page.locator('[data-testid=status]').textContent();
}

/** A player's rating at a preset as their page shows it (`1662?`). */
async function shownRating(page, base, name, preset) {
  await page.goto(`${base}/#/player/${name}`);
  await page.waitForFunction((name) => document.querySelector('[data-testid=player-name]')?.textContent === name, name);
  const cell = page.locator(`[data-testid=rating-${preset}]`);
  await cell.waitFor();
  return cell.textContent();
}

/** A POST to the API as `token` (a bearer token), waiting out the rate limit. */
async function post(base, path, body, token) {
  for (;;) {
    const headers = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status === 429) {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    const data = await response.json();
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(data)}`);
    return data;
  }
}

const scenarios = {

  async 'security headers: the page and its scripts load under the Content-Security-Policy'(browser, base) {
    const page = await browser.newPage();
    const answer = await page.goto(base);
    const headers = answer.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp.includes("script-src 'self'") && !csp.includes('unsafe-inline'), `the policy: ${csp}`);
    expect(headers['x-frame-options'] === 'DENY', `x-frame-options: ${headers['x-frame-options']}`);
    // The lobby is drawn by the page's scripts, the goose's players with their colours.
    await page.waitForSelector('[data-testid=create]');
    for (const route of ['#/analysis', '#/puzzles', '#/atlas', '#/leaderboard']) {
      await page.goto(`${base}/${route}`);
      await page.waitForLoadState('networkidle');
    }
    await page.close();
  },

  async 'accounts: a rated 8-second challenge is lost on time; both see it, both ratings change'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    for (const [page, name] of [[a, 'Ivan'], [b, 'Olga']]) {
      await page.goto(base);
      await page.waitForSelector('[data-testid=create]');
      await register(page, name);
    }
    // Ivan challenges Olga from her page: Fox and Geese, 8 seconds each, rated.
    await a.goto(`${base}/#/player/Olga`);
    await a.waitForSelector('[data-testid=challenge-send]');
    await a.selectOption('[data-testid=challenge-preset]', 'fox-geese');
    await a.selectOption('[data-testid=challenge-side]', 'hunter');
    await a.selectOption('[data-testid=clock]', 'custom');
    await a.fill('[data-testid=clock-min]', '0');
    await a.fill('[data-testid=clock-sec]', '8');
    await a.fill('[data-testid=clock-inc]', '0');
    expect(await a.isChecked('[data-testid=challenge-rated]'), 'a challenge is rated by default');
    await a.screenshot({ path: join(SHOTS, 'challenge-form.png'), fullPage: true });
    await a.click('[data-testid=challenge-send]');
    await a.waitForFunction(() => document.querySelector('[data-testid=challenge-status]').textContent.includes('Olga accepts'));
    // Olga's lobby shows it at once, and her header counts it.
    const offer = b.locator('[data-testid=challenges] li');
    await offer.waitFor();
    const offered = await offer.textContent();
    expect(/From Ivan: Fox and Geese · 0:08\+0 · Rated · Ivan plays the fox/.test(offered), `the challenge: ${offered}`);
    await b.waitForSelector('[data-testid=challenge-count]');
    await b.screenshot({ path: join(SHOTS, 'challenge-received-phone.png'), fullPage: true });
    await b.click('[data-testid=accept-challenge]');
    // Both pages open the game; each side makes its first move (before them, a side out
    // of time would abort the game), then nobody moves.
    await b.waitForSelector('[data-testid=board] .piece');
    await a.waitForFunction(() => location.hash.startsWith('#/game/'), null, { timeout: 10000 });
    const id = gameId(b);
    expect(gameId(a) === id, `both in game ${id}: ${a.url()}`);
    for (const page of [a, b]) {
      const terms = await page.locator('[data-testid=terms]').textContent();
      expect(terms === 'Rated · 0:08+0', `rated and the time control shown: ${terms}`);
      // Each player's own bar at the bottom (the board turned to them).
      const bars = await page.locator('.player-bar .who').allTextContents();
      expect(bars.sort().join(' | ') === 'fox Ivan | geese Olga', `the players: ${bars.join(' | ')}`);
      const own = await page.locator('.player-bar[data-place=bottom] .who').textContent();
      expect(own === (page === a ? 'fox Ivan' : 'geese Olga'), `the player's own bar at the bottom: ${own}`);
    }
    await b.waitForSelector('[data-movable]');
    await clickFirstMove(b, base, id);
    await a.waitForSelector('[data-movable]');
    await clickFirstMove(a, base, id);
    await waitMoves(b, 2);
    await a.waitForSelector('.clock.running.low');
    await a.screenshot({ path: join(SHOTS, 'clock-running.png') });
    // The side to move runs out of time: both pages say who won on time.
    const over = await (async () => {
      for (let i = 0; i < 200; i++) {
        const g = await state(base, id);
        if (g.result) return g;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the game did not end on time');
    })();
    expect(over.result.reason === 'time', `lost on time: ${JSON.stringify(over.result)}`);
    const winner = over.seats.find((s) => s.side === over.result.winner).user.name;
    const loser = winner === 'Ivan' ? 'Olga' : 'Ivan';
    const side = winner === 'Ivan' ? 'fox' : 'geese';
    for (const page of [a, b]) {
      const text = await statusMatching(page, /on time/);
      expect(text === `Game over: ${winner} (${side}) wins on time.`, `the loss on time: ${text}`);
      const zero = await page.locator(`[data-testid=clock-${over.to_move ?? over.seats.find((s) => s.side !== over.result.winner).side}]`).textContent();
      expect(zero === '0:00.0', `the loser's clock at zero: ${zero}`);
    }
    await b.screenshot({ path: join(SHOTS, 'lost-on-time-phone.png'), fullPage: true });
    // Both ratings moved, provisional after one game; the chart has a point per game.
    const up = await shownRating(a, base, winner, 'fox-geese');
    const down = await shownRating(b, base, loser, 'fox-geese');
    expect(/^\d+\?$/.test(up) && parseInt(up) > 1500, `the winner's rating: ${up}`);
    expect(/^\d+\?$/.test(down) && parseInt(down) < 1500, `the loser's rating: ${down}`);
    // The chart comes after the rating (its history is asked for next): wait for it.
    const dots = () => b.locator('[data-testid=chart-fox-geese] .rating-dot').count();
    await b.waitForFunction(() => document.querySelectorAll('[data-testid=chart-fox-geese] .rating-dot').length >= 2, null, { timeout: 5000 }).catch(() => {});
    expect((await dots()) === 2, `the chart: start and one game (${await dots()} dots)`);
    // The games card asks for its list on its own: wait for it to arrive.
    await b.waitForSelector(`[data-testid=player-games] a[href="#/game/${id}"]`, { timeout: 10000 }).catch(() => {});
    expect((await b.locator(`[data-testid=player-games] a[href="#/game/${id}"]`).count()) === 1, 'the game among the recent ones');
    const results = await b.locator('[data-testid=results]').textContent();
    expect(results === 'Won 0, lost 1, drawn 0.', `results: ${results}`);
    await b.screenshot({ path: join(SHOTS, 'player-phone.png'), fullPage: true });
    await a.screenshot({ path: join(SHOTS, 'player.png'), fullPage: true });
    // Provisional ratings are not on the leaderboard yet.
    await a.click('[data-testid=nav-leaderboard]');
    await a.waitForSelector('[data-testid=board-empty]:not([hidden])');
    await a.screenshot({ path: join(SHOTS, 'leaderboard.png') });
    await a.context().close();
    await b.context().close();
  },

  async 'the leaderboard lists established ratings, best first'(browser, base) {
    // Two accounts play rated Coyote games through the API (resigning) until their
    // ratings are no longer provisional; the one who won two games in three leads.
    const [first, second] = [await post(base, '/api/account/register', { name: 'Marta', password: 'a good password' }),
      await post(base, '/api/account/register', { name: 'Bruno', password: 'a good password' })];
    for (let i = 1; i <= 60; i++) {
      const g = await post(base, '/api/games', { preset: 'coyote', opponent: { type: 'human', public: false }, rated: true }, first.token);
      await post(base, `/api/games/${g.id}/join`, { token: g.invite.token }, second.token);
      await post(base, `/api/games/${g.id}/resign`, {}, i % 3 === 0 ? first.token : second.token);
      const p = await (await fetch(`${base}/api/players/Bruno`)).json();
      if (!p.ratings.coyote.provisional) break;
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/#/leaderboard/fox-geese`);
    await page.waitForSelector('[data-testid=board-empty]:not([hidden])');
    await page.selectOption('[data-testid=board-preset]', 'coyote');
    await page.waitForSelector('[data-testid=leaderboard] a');
    expect(page.url().endsWith('#/leaderboard/coyote'), `the preset in the address: ${page.url()}`);
    const rows = await page.locator('[data-testid=leaderboard] tr').evaluateAll((trs) =>
      trs.slice(1).map((tr) => [...tr.children].map((td) => td.textContent)),
    );
    expect(rows.length === 2 && rows[0][0] === '1' && rows[0][1] === 'Marta' && rows[1][1] === 'Bruno', `rows: ${JSON.stringify(rows)}`);
    expect(Number(rows[0][2]) > Number(rows[1][2]), `best first: ${JSON.stringify(rows)}`);
    await page.screenshot({ path: join(SHOTS, 'leaderboard-phone.png'), fullPage: true });
    // A name leads to the player's page, with no ? on an established rating.
    await page.click('[data-testid=leaderboard] a >> text=Marta');
    const rating = await page.locator('[data-testid=rating-coyote]').textContent();
    expect(rating === rows[0][2], `Marta's page: ${rating}`);
    await page.close();
  },

  async 'tournaments: a Swiss is created, joined and started; both players are taken to each game; the standings count the results; the list in Russian'(browser, base) {
    const [a, b] = await accountPages(browser, base, [['Tal'], ['Petrosian', { width: 390, height: 844 }]]);
    for (const page of [a, b]) page.on('dialog', (dialog) => dialog.accept());
    // Tal creates a Swiss of two rounds from the list (the header's link), and joins it.
    await a.click('[data-testid=nav-tournaments]');
    await a.click('[data-testid=create-tournament]');
    await a.fill('[data-testid=tournament-name]', 'Autumn Swiss');
    await a.selectOption('[data-testid=tournament-preset]', 'fox-geese');
    await a.selectOption('[data-testid=tournament-format]', 'swiss');
    await a.fill('[data-testid=tournament-rounds]', '2');
    await a.fill('[data-testid=tournament-clock-minutes]', '10');
    await a.fill('[data-testid=tournament-increment]', '5');
    await a.screenshot({ path: join(SHOTS, 'tournament-form.png'), fullPage: true });
    await a.click('[data-testid=tournament-create]');
    await a.waitForFunction(() => /^#\/tournament\/[a-z0-9]+$/.test(location.hash));
    const id = /#\/tournament\/([a-z0-9]+)/.exec(a.url())[1];
    const made = await (await fetch(`${base}/api/tournaments/${id}`)).json();
    expect(made.format === 'swiss' && made.round_count === 2 && made.clock.initial_s === 600 && made.clock.increment_s === 5,
      `the form's settings: ${JSON.stringify(made)}`);
    await a.click('[data-testid=tournament-join]');
    // Petrosian, on a phone, finds it in the list of upcoming tournaments and joins.
    await b.click('[data-testid=nav-tournaments]');
    await b.click(`[data-testid=tournaments-upcoming] [data-tournament="${id}"] a`);
    await b.click('[data-testid=tournament-join]');
    await b.waitForFunction(() => document.querySelector('[data-testid=tournament-players]').textContent.includes('Petrosian'));
    // Tal sees him (the page reads the tournament again by itself) and starts it: both are
    // taken to their first game, the same one.
    await a.waitForFunction(() => document.querySelector('[data-testid=tournament-players]').textContent.includes('Petrosian'), null, { timeout: 10000 });
    // The tournament's chat: Petrosian says a line, Tal reads it (as text).
    await b.fill('[data-testid=tournament-chat-input]', 'good luck <b>Tal</b>');
    await b.press('[data-testid=tournament-chat-input]', 'Enter');
    await a.waitForFunction(() => document.querySelector('[data-testid=tournament-chat-lines]').textContent.includes('good luck <b>Tal</b>'), null, { timeout: 10000 });
    await a.click('[data-testid=tournament-start]');
    const inGame = (page, not) => page.waitForFunction((not) => {
      const m = /^#\/game\/([a-z0-9]+)$/.exec(location.hash);
      return m && m[1] !== not;
    }, not, { timeout: 15000 });
    await inGame(a);
    await inGame(b);
    const first = gameId(a);
    expect(gameId(b) === first, `one game: ${gameId(b)} and ${first}`);
    // Back on the tournament page while playing: not sent back to the same game; nothing
    // scored yet; the page fits the phone (its tables scroll by themselves).
    await b.goto(`${base}/#/tournament/${id}`);
    await b.waitForSelector('[data-testid=standings] [data-testid=points]');
    const points = (page) => page.locator('[data-testid=standings] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [tr.children[1].textContent, tr.querySelector('[data-testid=points]').textContent]));
    expect((await points(b)).every(([, p]) => p === '0'), `no points yet: ${JSON.stringify(await points(b))}`);
    const heads = await b.locator('[data-testid=standings] th').allTextContents();
    expect(heads.includes('Buchholz') && heads.includes('Sonneborn-Berger'), `Swiss tie-breaks: ${heads}`);
    expect(b.url().includes('#/tournament/'), `stays on the tournament page: ${b.url()}`);
    expect(await b.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page fits the phone');
    await b.screenshot({ path: join(SHOTS, 'tournament-phone.png'), fullPage: true });
    // Tal resigns the first game with the page's button: both are taken to the second (the
    // meeting's other leg, sides swapped), Petrosian from the tournament page, Tal from the
    // game just lost.
    await a.waitForSelector('#resign', { state: 'visible' });
    await a.click('#resign');
    await inGame(a, first);
    await inGame(b, first);
    const second = gameId(a);
    expect(gameId(b) === second, `the second game: ${gameId(b)} and ${second}`);
    await a.waitForSelector('#resign', { state: 'visible' });
    await a.click('#resign');
    // The meeting is over, and with it the tournament (two players cannot meet again): the
    // standings show Petrosian's two points.
    await a.goto(`${base}/#/tournament/${id}`);
    await a.waitForFunction(() => [...document.querySelectorAll('[data-testid=standings] [data-testid=points]')].some((td) => td.textContent === '2'), null, { timeout: 15000 });
    const final = await points(a);
    expect(JSON.stringify(final) === JSON.stringify([['Petrosian', '2'], ['Tal', '0']]), `standings: ${JSON.stringify(final)}`);
    const games = await a.locator('[data-testid=tournament-rounds] a[data-game]').evaluateAll((links) => links.map((l) => l.dataset.game));
    expect(games.includes(first) && games.includes(second), `the round's games linked: ${games}`);
    await a.waitForFunction(() => document.querySelector('[data-testid=tournament-status]').textContent === 'Finished', null, { timeout: 15000 });
    const exported = await (await fetch(`${base}${await a.getAttribute('[data-testid=export-text]', 'href')}`)).text();
    expect(exported.includes('Petrosian'), `the text export: ${exported}`);
    await a.screenshot({ path: join(SHOTS, 'tournament-over.png'), fullPage: true });
    // The list in Russian: its words are translated.
    await a.goto(`${base}/#/tournaments`);
    await a.waitForSelector(`[data-testid=tournaments-finished] [data-tournament="${id}"]`);
    await a.selectOption('[data-testid=lang]', 'ru');
    await a.waitForFunction(() => document.querySelector('.tournaments h2')?.textContent === 'Турниры');
    await a.waitForSelector(`[data-testid=tournaments-finished] [data-tournament="${id}"]`);
    const words = await a.locator('.tournaments h2, .tournament-lists h3, [data-testid=create-tournament], [data-testid=nav-tournaments]').allTextContents();
    expect(words.length === 6 && words.every((w) => w && !/[A-Za-z]/.test(w)), `in Russian: ${words}`);
    const line = await a.locator(`[data-tournament="${id}"]`).textContent();
    expect(line.includes('Лиса и гуси') && line.includes('Швейцарская система') && line.includes('2 игрока') && line.includes('завершён'),
      `the line in Russian: ${line}`);
    await a.screenshot({ path: join(SHOTS, 'tournaments-ru.png'), fullPage: true });
    await a.evaluate(() => localStorage.setItem('reynard.lang', 'en'));
    for (const page of [a, b]) await page.context().close();
  },

  async 'tournaments: one by invitation shows its link once created; the link lets a player join, the bare page does not'(browser, base) {
    const [a, b, c] = await accountPages(browser, base, [['Nona', { width: 390, height: 844 }], ['Maia'], ['Elisabeth']]);
    await a.goto(`${base}/#/tournaments/new`);
    await a.fill('[data-testid=tournament-name]', 'Friends only');
    await a.selectOption('[data-testid=tournament-format]', 'arena');
    await a.fill('[data-testid=tournament-minutes]', '20');
    await a.check('[data-testid=tournament-invite-only]');
    await a.screenshot({ path: join(SHOTS, 'tournament-form-phone.png'), fullPage: true });
    expect(await a.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the form fits the phone');
    await a.click('[data-testid=tournament-create]');
    await a.waitForSelector('[data-testid=tournament-invite-link]', { state: 'visible' });
    const link = await a.inputValue('[data-testid=tournament-invite-link]');
    const id = /#\/tournament\/([a-z0-9]+)\?invite=/.exec(link)?.[1];
    expect(id, `an invitation link: ${link}`);
    // Not listed for others; the page without the invitation says it takes one.
    const listed = await (await fetch(`${base}/api/tournaments`)).json();
    expect(!listed.tournaments.some((tour) => tour.id === id), 'not listed for everyone');
    await c.goto(`${base}/#/tournament/${id}`);
    await c.waitForSelector('[data-testid=tournament-invitation-needed]', { state: 'visible' });
    expect(await c.locator('[data-testid=tournament-join]').isHidden(), 'no Join without the invitation');
    // With the link: in.
    await b.goto(link);
    await b.click('[data-testid=tournament-join]');
    await b.waitForSelector('[data-testid=tournament-withdraw]', { state: 'visible' });
    const shown = await (await fetch(`${base}/api/tournaments/${id}`)).json();
    expect(JSON.stringify(shown.players) === '["Maia"]' && shown.format === 'arena' && shown.minutes === 20 && shown.invite_only,
      `joined through the link: ${JSON.stringify(shown)}`);
    // The creator's page keeps showing the link; an arena's tie-break is its wins.
    await a.click('[data-testid=tournament-open-page]');
    await a.waitForSelector('[data-testid=tournament-join]', { state: 'visible' });
    expect((await a.inputValue('[data-testid=tournament-invite-link]')) === link, 'the creator sees the link');
    const heads = await a.locator('[data-testid=standings] th').allTextContents();
    expect(heads.join() === 'Place,Player,Points,Wins', `arena columns: ${heads}`);
    for (const page of [a, b, c]) await page.context().close();
  },

  async 'tournaments: a round robin of three on a phone: its tie-breaks, the round\'s pairing and bye, live standings'(browser, base) {
    const tokens = [];
    for (const name of ['Keres', 'Euwe', 'Flohr']) {
      tokens.push((await post(base, '/api/account/register', { name, password: 'a good password' })).token);
    }
    const { id } = await post(base, '/api/tournaments', { name: 'Three', preset: 'fox-geese', format: 'round-robin',
      clock: { initial_s: 300, increment_s: 3 }, rated: false }, tokens[0]);
    for (const token of tokens) await post(base, `/api/tournaments/${id}/join`, {}, token);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/#/tournament/${id}`);
    await page.waitForSelector('[data-testid=standings] th');
    const heads = await page.locator('[data-testid=standings] th').allTextContents();
    expect(heads.join() === 'Place,Player,Points,Sonneborn-Berger,Between the tied', `round-robin columns: ${heads}`);
    await post(base, `/api/tournaments/${id}/start`, {}, tokens[0]);
    // The page follows by itself: the first round, one meeting of two games and a bye.
    await page.waitForSelector('[data-testid=tournament-rounds] a[data-game]', { timeout: 10000 });
    const round = await (await fetch(`${base}/api/tournaments/${id}`)).json();
    const [meeting] = round.rounds[0].pairings;
    const bye = round.rounds[0].byes[0];
    const text = await page.locator('[data-testid=tournament-rounds]').textContent();
    expect(text.includes(`A bye: ${bye}`) && text.includes(`${meeting.players[0]} – ${meeting.players[1]}`), `the round: ${text}`);
    expect((await page.locator('[data-testid=tournament-status]').textContent()) === 'Under way · round 1 of 3', 'the round counted');
    expect(await page.locator('text=Log in to join.').isHidden(), 'a running round robin takes no more players');
    // Its first game resigned by the first side's player: the standings follow.
    const owner = ['Keres', 'Euwe', 'Flohr'].indexOf(meeting.players[0]);
    await post(base, `/api/games/${meeting.games[0]}/resign`, {}, tokens[owner]);
    await page.waitForFunction((winner) => {
      const first = document.querySelector('[data-testid=standings] tbody tr');
      return first?.dataset.player === winner && first.querySelector('[data-testid=points]').textContent === '1';
    }, meeting.players[1], { timeout: 10000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page fits the phone');
    await page.screenshot({ path: join(SHOTS, 'tournament-round-robin-phone.png'), fullPage: true });
    await page.close();
  },

  async 'a guest plays a timed game with a friend by the invitation link and sees the clocks tick'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await a.goto(base);
    await a.waitForSelector('[data-testid=create]');
    await a.selectOption('[data-testid=preset]', 'fox-geese');
    await a.selectOption('[data-testid=side]', 'flock');
    await a.selectOption('[data-testid=opponent]', 'friend');
    expect(await a.locator('[data-testid=rated]').isHidden(), 'no rated games for guests');
    await a.selectOption('[data-testid=clock]', '60+0');
    await a.fill('[data-testid=guest-name]', 'Ania');
    await a.click('[data-testid=create]');
    await a.waitForSelector('[data-testid=invite-link]');
    const id = gameId(a);
    await b.goto(await a.inputValue('[data-testid=invite-link]'));
    await b.waitForSelector('[data-testid=board] .piece');
    // The friend plays the fox: the board turned to them, the geese's bar at the top.
    const bars = await b.locator('.player-bar .who').allTextContents();
    expect(bars[0] === 'geese Ania guest', `the guest named and marked: ${bars.join(' | ')}`);
    expect((await b.locator('[data-testid=terms]').textContent()) === 'Casual · 1+0', 'casual, 1+0');
    // The clock of the side to move runs down on the friend's page; the other stays.
    const g = await state(base, id);
    const [running, waiting] = [g.to_move, g.seats.find((s) => s.side !== g.to_move).side];
    const clock = (page, side) => page.locator(`[data-testid=clock-${side}]`).textContent();
    await b.waitForSelector(`[data-testid=clock-${running}].running`);
    const before = seconds(await clock(b, running));
    await b.waitForTimeout(1500);
    const after = seconds(await clock(b, running));
    expect(before - after >= 1 && before - after <= 2.5 && after < 60, `the running clock: ${before} then ${after}`);
    expect((await clock(b, waiting)) === '1:00', `the waiting clock: ${await clock(b, waiting)}`);
    // A move stops the mover's clock and starts the other one, on both pages.
    const mover = running === 'flock' ? a : b;
    await mover.waitForSelector('[data-movable]');
    await clickFirstMove(mover, base, id);
    for (const page of [a, b]) {
      await page.waitForSelector(`[data-testid=clock-${waiting}].running`);
      const stopped = seconds(await clock(page, running));
      expect(stopped < 59 && stopped > 50, `the mover's clock stopped at ${stopped}`);
    }
    await b.screenshot({ path: join(SHOTS, 'guest-clocks-phone.png'), fullPage: true });
    await a.screenshot({ path: join(SHOTS, 'guest-clocks.png') });
    await a.context().close();
    await b.context().close();
  },

  async 'login errors are said in Russian'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => document.querySelector('[data-testid=login]')?.textContent === 'Войти');
    await page.click('[data-testid=login]');
    await page.fill('[data-testid=account-name]', 'nobody');
    await page.fill('[data-testid=account-password]', 'not the password');
    await page.click('[data-testid=account-submit]');
    await page.waitForFunction(() => document.querySelector('[data-testid=account-error]').textContent !== '');
    const wrong = await page.locator('[data-testid=account-error]').textContent();
    expect(wrong === 'Неверное имя или пароль.', `a wrong password in Russian: ${wrong}`);
    await page.screenshot({ path: join(SHOTS, 'login-error-ru-phone.png') });
    await page.click('#account-cancel');
    await page.click('[data-testid=register]');
    // A Russian name is a name; a short password is said beside the password.
    await page.fill('[data-testid=account-name]', 'Пётр');
    await page.fill('[data-testid=account-password]', 'short');
    await page.click('[data-testid=account-submit]');
    await page.waitForFunction(() => document.querySelector('[data-testid=account-password-error]').textContent !== '');
    const short = await page.locator('[data-testid=account-password-error]').textContent();
    expect(short === 'В пароле от 8 до 128 символов.', `a short password in Russian: ${short}`);
    expect((await page.locator('[data-testid=account-name-error]').textContent()) === '', 'the name is fine');
    // A bad name and a short password: two messages, each beside its field.
    await page.fill('[data-testid=account-name]', 'Пётр!');
    await page.click('[data-testid=account-submit]');
    await page.waitForFunction(() => document.querySelector('[data-testid=account-name-error]').textContent !== '');
    const bad = await page.locator('[data-testid=account-name-error]').textContent();
    expect(bad === 'В имени только буквы (любого алфавита), цифры, _ и -, но не «!».', `a bad name in Russian: ${bad}`);
    expect((await page.locator('[data-testid=account-password-error]').textContent()) === short, 'and the password');
    await page.screenshot({ path: join(SHOTS, 'register-errors-ru-phone.png') });
    expect((await page.locator('[data-testid=me]').count()) === 0, 'nobody logged in');
    await page.selectOption('[data-testid=lang]', 'en').catch(() => {});
    await page.close();
  },

  async 'an account plays through its session: moves without a seat token'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    for (const [page, name] of [[a, 'Piotr'], [b, 'Zofia']]) {
      await page.goto(base);
      await page.waitForSelector('[data-testid=create]');
      await register(page, name);
    }
    // Piotr invites a friend to a rated game; Zofia, logged in, takes the seat by the link.
    await a.selectOption('[data-testid=preset]', 'catch-the-hare');
    await a.selectOption('[data-testid=opponent]', 'friend');
    expect(await a.locator('[data-testid=guest-name]').isHidden(), 'no guest name for an account');
    await a.check('[data-testid=rated]');
    await a.click('[data-testid=create]');
    await a.waitForSelector('[data-testid=invite-link]');
    const id = gameId(a);
    await b.goto(await a.inputValue('[data-testid=invite-link]'));
    await b.waitForSelector('[data-testid=board] .piece');
    // Seat tokens forgotten: the session alone plays (over the WebSocket, then over HTTP).
    for (const page of [a, b]) {
      await page.evaluate(() => localStorage.removeItem('reynard.tokens'));
      await page.reload();
      await page.waitForSelector('[data-testid=board] .piece');
    }
    const g = await state(base, id);
    const first = g.seats.find((s) => s.side === g.to_move).user.name === 'Piotr' ? a : b;
    const second = first === a ? b : a;
    await first.waitForSelector('[data-movable]');
    await clickFirstMove(first, base, id);
    await waitMoves(second, 1);
    await second.waitForSelector('[data-movable]');
    await clickFirstMove(second, base, id);
    await waitMoves(first, 2);
    const links = await a.locator('.player-bar .who a').allTextContents();
    expect(links.sort().join() === 'Piotr,Zofia', `account names link to their pages: ${links}`);
    expect((await a.locator('[data-testid=terms]').textContent()) === 'Rated · untimed', 'rated, untimed');
    // Piotr changes his password on his page, logs out and in again with the new one.
    await a.click('[data-testid=me]');
    await a.fill('[data-testid=old-password]', 'a good password');
    await a.fill('[data-testid=new-password]', 'a better password');
    await a.click('[data-testid=change-password]');
    await a.waitForFunction(() => document.querySelector('[data-testid=password-status]').textContent === 'The password is changed.');
    await a.click('[data-testid=logout]');
    await a.waitForSelector('[data-testid=login]');
    await a.click('[data-testid=login]');
    await a.fill('[data-testid=account-name]', 'piotr');
    await a.fill('[data-testid=account-password]', 'a better password');
    await a.click('[data-testid=account-submit]');
    await a.waitForFunction(() => document.querySelector('[data-testid=me]')?.textContent === 'Piotr');
    await a.context().close();
    await b.context().close();
  },
  async 'against the AI: click to move, see the reply, reload and find the same position'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 2, ready: '[data-testid=board] .piece' });
    const played = await clickFirstMove(page, base, id);
    await waitMoves(page, 2);
    const moves = await page.locator('[data-testid=moves] li').allTextContents();
    expect(moves[0] === played, `first move ${moves[0]} != ${played}`);
    await page.waitForSelector('[data-movable]');
    await page.screenshot({ path: join(SHOTS, 'ai-game.png') });
    await page.reload();
    await waitMoves(page, 2);
    const again = await page.locator('[data-testid=moves] li').allTextContents();
    expect(JSON.stringify(again) === JSON.stringify(moves), `after reload ${again} != ${moves}`);
    const pieces = await page.locator('[data-testid=board] .piece').count();
    expect(pieces === 14, `14 pieces expected, saw ${pieces}`);
    await page.close();
  },

  async 'two browsers play through an invitation link; a spectator sees the moves'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    const c = await (await browser.newContext()).newPage();
    await a.goto(base);
    await a.selectOption('[data-testid=preset]', 'catch-the-hare');
    await a.selectOption('[data-testid=opponent]', 'friend');
    await a.click('[data-testid=create]');
    await a.waitForSelector('[data-testid=invite-link]');
    const link = await a.inputValue('[data-testid=invite-link]');
    expect(link.includes('join='), `invitation link ${link}`);
    const id = gameId(a);
    await b.goto(link);
    await b.waitForSelector('[data-testid=board] .piece');
    await c.goto(`${base}/#/game/${id}`);
    await c.waitForSelector('[data-testid=board] .piece');
    expect((await c.locator('[data-movable]').count()) === 0, 'the spectator is offered moves');

    await clickFirstMove(a, base, id);
    await waitMoves(b, 1);
    await waitMoves(c, 1);
    await b.waitForSelector('[data-movable]');
    await clickFirstMove(b, base, id);
    await waitMoves(a, 2);
    await waitMoves(c, 2);
    await b.screenshot({ path: join(SHOTS, 'friend-phone.png') });
    await c.screenshot({ path: join(SHOTS, 'spectator.png') });
    expect((await moveCount(c)) === 2, 'the spectator sees both moves');
    // The friend opens the (spent) invitation link again: the game shows, still theirs.
    await b.goto(`${base}/#/`);
    await b.goto(link);
    await b.waitForSelector('[data-testid=board] .piece');
    await waitMoves(b, 2);
    const role = await b.locator('#role').textContent();
    expect(!/spectator/i.test(role), `still a player: ${role}`);
  },

  async 'the creator opening their own invitation link keeps their seat and is told to send it'(browser, base) {
    const { page, id } = await newGame(browser, base, { opponent: 'friend', ready: '#invite-link' });
    const link = await page.inputValue('#invite-link');
    await page.goto(link);
    await page.waitForFunction(() => /your own invitation/.test(document.querySelector('#error')?.textContent ?? ''));
    const game = await state(base, id);
    expect(game.status === 'open' && game.seats.some((s) => !s.joined), `the friend's seat still waits: ${JSON.stringify(game.seats)}`);
    expect(/geese/.test(await page.locator('#role').textContent()), 'still the creator (the geese)');
    expect(await page.locator('#invite-link').isVisible(), 'the link is still offered');
    await page.close();
  },

  async 'a rematch: one asks, the other accepts, both pages move to the new game with sides swapped'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    const id = await invitedGame(a, b, base, { preset: 'catch-the-hare', side: 'hunter' });
    // A move each way, then the hunter resigns.
    const first = (await state(base, id)).to_move === 'hunter' ? a : b;
    const second = first === a ? b : a;
    await first.waitForSelector('[data-movable]');
    await clickFirstMove(first, base, id);
    await second.waitForSelector('[data-movable]');
    await clickFirstMove(second, base, id);
    await waitMoves(a, 2);
    const roles = [await a.textContent('#role'), await b.textContent('#role')];
    a.once('dialog', (dialog) => dialog.accept());
    await a.click('#resign');
    await b.waitForSelector('[data-testid=rematch]:visible');
    // Alice asks; Bob sees who asks and accepts.
    await a.click('[data-testid=rematch]');
    await a.waitForFunction(() => document.querySelector('[data-testid=rematch-text]').textContent.includes('waiting'));
    expect(await a.locator('[data-testid=rematch]').isHidden(), 'no second request');
    await b.waitForSelector('[data-testid=rematch-accept]:visible');
    const asked = await b.textContent('[data-testid=rematch-text]');
    expect(asked === 'The hare side asks for a rematch.', `the offer shown: ${asked}`);
    await b.screenshot({ path: join(SHOTS, 'rematch-offer-phone.png'), fullPage: true });
    await b.click('[data-testid=rematch-accept]');
    // Both pages are on the new game, the sides swapped, each seat held by the same token.
    for (const page of [a, b]) await page.waitForFunction((id) => !location.hash.includes(id), id);
    const next = gameId(a);
    expect(next !== id && gameId(b) === next, `both on the new game: ${id} -> ${gameId(a)}, ${gameId(b)}`);
    await a.waitForFunction((role) => document.querySelector('#role').textContent === role, roles[1]);
    await b.waitForFunction((role) => document.querySelector('#role').textContent === role, roles[0]);
    const seats = await a.evaluate((next) => JSON.parse(localStorage.getItem('reynard.tokens'))[next], next);
    expect(seats.side === 'flock', `Alice holds the flock now: ${JSON.stringify(seats)}`);
    const mover = (await state(base, next)).to_move === 'hunter' ? b : a;
    await mover.waitForSelector('[data-movable]');
    await clickFirstMove(mover, base, next);
    await waitMoves(mover === a ? b : a, 1);
    await a.context().close();
    await b.context().close();
  },

  async 'a rematch against the AI starts at once'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1 });
    page.once('dialog', (dialog) => dialog.accept());
    await page.click('#resign');
    await page.click('[data-testid=rematch]');
    await page.waitForFunction((id) => !location.hash.includes(id), id);
    const next = gameId(page);
    const game = await state(base, next);
    const ai = game.seats.find((s) => s.player === 'ai');
    expect(ai && ai.side === 'flock', `the AI plays the flock now: ${JSON.stringify(game.seats)}`);
    // The same token holds the hunter's seat: the page may move once the AI has.
    await page.waitForSelector('[data-movable]');
    await clickFirstMove(page, base, next);
    await waitMoves(page, 2);
    await page.close();
  },

  async 'replay a finished game move by move'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai' });
    await clickFirstMove(page, base, id);
    await waitMoves(page, 2);
    await page.waitForSelector('[data-movable]');
    page.once('dialog', (dialog) => dialog.accept());
    await page.click('text=Resign');
    await page.waitForSelector('[data-testid=replay-back]');
    // Two steps back: the start position (the pieces in the order the server lists them).
    const atStart = await (await fetch(`${base}/api/games/${id}?ply=0`)).json();
    const shown = atStart.pieces.map((p) => p.at).join();
    await page.click('[data-testid=replay-back]');
    await page.click('[data-testid=replay-back]');
    await page.waitForFunction(
      (shown) => [...document.querySelectorAll('[data-testid=board] .piece')].map((p) => p.dataset.piece).join() === shown,
      shown,
    );
    const start = await state(base, id);
    expect(start.outcome && start.outcome.reason === 'resignation', 'the game was resigned');
    // A past position of the finished game may be evaluated, and the replay stays there.
    await page.click('[data-testid=evaluate]');
    await page.waitForFunction(() => /Best move: \S+/.test(document.querySelector('[data-testid=analysis]').textContent), null, {
      timeout: 15000,
    });
    const after = await page.locator('[data-testid=board] .piece').evaluateAll((ps) => ps.map((p) => p.dataset.piece).join());
    expect(after === shown, 'the board still shows the replayed position');
    const error = await page.locator('#error').textContent();
    expect(error === '', `no error: ${error}`);
    await page.close();
  },

  async 'drag a piece onto its target to move'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1 });
    const move = (await state(base, id)).legal[0].moves[0];
    const centre = async (point) => {
      const box = await page.locator(`[data-point="${point}"]`).boundingBox();
      expect(box !== null, `point ${point} is not on the screen`);
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const [x1, y1] = await centre(move.path[0]);
    const [x2, y2] = await centre(move.path[1]);
    await page.mouse.move(x1, y1);
    await page.mouse.down();
    await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 5 });
    await page.screenshot({ path: join(SHOTS, 'drag.png') });
    await page.mouse.move(x2, y2, { steps: 5 });
    await page.mouse.up();
    await waitMoves(page, 2);
    const moves = await page.locator('[data-testid=moves] li').allTextContents();
    expect(moves[0] === move.notation, `dragged ${move.notation}, played ${moves[0]}`);
    // Clicking still works after a drag.
    await page.waitForSelector('[data-movable]');
    await clickFirstMove(page, base, id);
    await waitMoves(page, 4);
    await page.close();
  },

  async 'ask for the evaluation'(browser, base) {
    // Against the computer: a game between people is evaluated once it is over.
    const { page } = await newGame(browser, base);
    await page.click('[data-testid=evaluate]');
    await page.waitForFunction(() => /Best move: \S+/.test(document.querySelector('[data-testid=analysis]').textContent), null, {
      timeout: 15000,
    });
    const text = await page.locator('[data-testid=analysis]').textContent();
    expect(/^For the (fox|geese): [+−]?\d+\.\d\d/.test(text) || /force a win|avoid a loss/.test(text), `analysis: ${text}`);
    await page.screenshot({ path: join(SHOTS, 'analysis.png') });
    // A move clears the analysis of the old position.
    await clickFirstMove(page, base, gameId(page));
    await waitMoves(page, 1);
    await page.waitForFunction(() => document.querySelector('[data-testid=analysis]').textContent === '');
    await page.close();
  },

  async 'fair play: a new game aborted before the first moves, a takeback asked and accepted, no Evaluate in a rated game'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    // A game with a friend: `a` plays the geese, who move first; `b` takes the seat by
    // the invitation link.
    const friendly = async (rated = false) => {
      const id = await invitedGame(a, b, base, { side: 'flock', rated });
      await a.waitForSelector('[data-movable]');
      return id;
    };
    const noMoves = (page) => page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length === 0);

    // Aborted by the friend before anyone moved: both pages say so, no result.
    let id = await friendly();
    await b.waitForSelector('[data-testid=abort]:not([hidden])');
    await b.click('[data-testid=abort]');
    for (const page of [a, b]) {
      const text = await statusMatching(page, /aborted/);
      expect(text === 'The game was aborted: no result.', `aborted: ${text}`);
      expect(await page.locator('[data-testid=abort]').isHidden(), 'no Abort once aborted');
    }
    const aborted = await state(base, id);
    expect(aborted.status === 'aborted' && aborted.result === null, `no result: ${JSON.stringify(aborted.result)}`);

    // A takeback: the geese move, ask to take it back; the fox accepts.
    id = await friendly();
    await clickFirstMove(a, base, id);
    await waitMoves(b, 1);
    await a.waitForSelector('[data-testid=takeback]:not([hidden])');
    await a.click('[data-testid=takeback]');
    await b.waitForSelector('[data-testid=takeback-accept]:not([hidden])');
    const asked = await b.locator('[data-testid=takeback-offer]').textContent();
    expect(/The geese ask to take back their move\./.test(asked), `the request: ${asked}`);
    await b.screenshot({ path: join(SHOTS, 'takeback-asked.png') });
    await b.click('[data-testid=takeback-accept]');
    for (const page of [a, b]) await noMoves(page);
    await a.waitForSelector('[data-movable]');
    expect((await state(base, id)).ply === 0, 'the move was taken back');

    // A rated game between two accounts: no Evaluate, explorer or analysis board while it
    // runs, and the server refuses the analysis.
    await a.goto(base);
    await a.waitForSelector('[data-testid=create]');
    await register(a, 'Fairplay');
    await b.goto(base);
    await b.waitForSelector('[data-testid=create]');
    await register(b, 'Sporting');
    id = await friendly(true);
    await clickFirstMove(a, base, id);
    await waitMoves(b, 1);
    for (const page of [a, b]) {
      const terms = await page.locator('[data-testid=terms]').textContent();
      expect(/^Rated/.test(terms), `a rated game: ${terms}`);
      for (const control of ['evaluate', 'explore', 'to-analysis', 'review-game', 'takeback']) {
        expect(await page.locator(`[data-testid=${control}]`).isHidden(), `no ${control} while people play`);
      }
    }
    const refused = await fetch(`${base}/api/games/${id}/analysis`);
    const body = await refused.json();
    expect(refused.status === 403 && body.error.code === 'not_during_play', `the analysis refused: ${JSON.stringify(body)}`);
    for (const page of [a, b]) await page.context().close();
  },

  async 'a jump chain may be clicked along any of its paths'(browser, base) {
    // The board alone, on a made-up position whose one move has two paths (the server
    // lists the second in `other_paths`): clicking the second way round plays the move.
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    await page.evaluate(async () => {
      const { Board } = await import('/board.js');
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.id = 'test-board';
      svg.style.cssText = 'width: 400px; height: 400px; position: fixed; top: 0; left: 0; z-index: 10';
      document.body.prepend(svg);
      const points = [];
      for (let f = 0; f < 3; f++) for (let r = 0; r < 3; r++) points.push({ name: 'abc'[f] + (r + 1), file: f, rank: r });
      const move = {
        from: 'a1', to: 'a1', path: ['a1', 'c1', 'c3', 'a3', 'a1'], captured: ['b1', 'c2', 'b3', 'a2'],
        notation: 'a1xc1xc3xa3xa1', other_paths: [['a1', 'a3', 'c3', 'c1', 'a1']],
      };
      const game = {
        board: { kind: 'points', files: 3, ranks: 3, points, lines: [], marked: [] },
        pieces: [{ at: 'a1', side: 'hunter', kind: 'hunter' }, ...move.captured.map((at) => ({ at, side: 'flock', kind: 'flock' }))],
        last_move: null,
        legal: [{ from: 'a1', moves: [move] }],
      };
      window.played = null;
      const board = new Board(svg, (m) => { window.played = m.notation; });
      board.show(game, { canMove: true });
    });
    for (const point of ['a1', 'a3', 'c3', 'c1', 'a1']) await page.click(`#test-board [data-point="${point}"]`);
    const played = await page.evaluate(() => window.played);
    expect(played === 'a1xc1xc3xa3xa1', `played ${played}`);
    await page.close();
  },

  async 'a refused option is explained in the player language'(browser, base) {
    const page = await browser.newPage();
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => document.querySelector('[data-testid=create]').textContent === 'Начать');
    await page.selectOption('[data-testid=preset]', 'fox-geese');
    // The rule options are controls named in the player's language, each with its key.
    await page.click('[data-testid=options]');
    const label = await page.locator('label.option:has([data-option=capture]) span').textContent();
    expect(label === 'Взятие', `the option capture named in Russian: ${label}`);
    const explained = await page.locator('label.option:has([data-option=capture]) small.note').textContent();
    expect(explained.includes('обязательн'), `the option capture explained in Russian: ${explained}`);
    // Each control starts at the game's own value (from GET /api/variants), its words translated.
    const capture = page.locator('[data-option=capture]');
    expect((await capture.inputValue()) === 'optional', 'fox-geese: capture optional');
    const shownValue = await capture.locator('option:checked').textContent();
    expect(shownValue === 'по желанию (как в игре)', `the value in Russian: ${shownValue}`);
    expect((await page.inputValue('[data-option=flock]')) === '13', 'fox-geese: 13 geese');
    await page.selectOption('[data-testid=preset]', 'asalto');
    expect((await capture.inputValue()) === 'mandatory', 'asalto: capture mandatory');
    await page.selectOption('[data-testid=preset]', 'fox-geese');
    await page.fill('[data-option=fox_wins_at]', '13');
    await page.click('[data-testid=create]');
    await page.waitForFunction(() => document.querySelector('#error').textContent !== '');
    const shown = await page.locator('#error').textContent();
    // errors.ftl (ru): error-variant-threshold, with the threshold and the flock size.
    expect(shown.includes('fox_wins_at = 13 должно быть меньше числа гусей: 13'), `Russian reason: ${shown}`);
    await page.close();
  },

  async 'switch the language'(browser, base) {
    const page = await browser.newPage();
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => document.querySelector('[data-testid=create]').textContent === 'Начать');
    const preset = await page.locator('[data-testid=preset] option').first().textContent();
    expect(preset === 'Лиса и гуси', `Russian preset name: ${preset}`);
    await page.screenshot({ path: join(SHOTS, 'lobby-ru.png') });
    await page.selectOption('[data-testid=lang]', 'pl');
    await page.waitForFunction(() => document.querySelector('[data-testid=create]').textContent === 'Zacznij');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid=create]')?.textContent === 'Zacznij');
    await page.screenshot({ path: join(SHOTS, 'lobby-pl.png') });
    await page.close();
  },

  async 'a refused move says why in the player\'s language'(browser, base) {
    const { page, id } = await friendGame(browser, base, { lang: 'ru' });
    // A token that holds no seat (as after the server forgot it): the server refuses.
    await page.evaluate((id) => {
      const all = JSON.parse(localStorage.getItem('reynard.tokens'));
      all[id].token = '0'.repeat(32);
      localStorage.setItem('reynard.tokens', JSON.stringify(all));
    }, id);
    await page.reload();
    await page.waitForSelector('[data-movable]');
    await clickFirstMove(page, base, id);
    await page.waitForFunction(() => document.querySelector('#error').textContent.includes('Партия не знает этого места'), null, {
      timeout: 10000,
    });
    expect((await moveCount(page)) === 0, 'the refused move was not played');
    await page.close();
  },

  async 'bagh-chal: a goat placed by a click, the goats in hand counted'(browser, base) {
    const { page, id } = await newGame(browser, base, { preset: 'bagh-chal', side: 'flock', opponent: 'ai', level: 1, ready: '[data-target="c3"]' });
    const inHand = () => page.locator('#captures li.in-hand').textContent();
    expect(/20/.test(await inHand()), `20 goats in hand at the start: ${await inHand()}`);
    await page.click('[data-point="c3"]');
    await waitMoves(page, 2);
    const game = await (await fetch(`${base}/api/games/${id}`)).json();
    expect(game.moves[0] === '@c3', `the first move is the placement: ${game.moves[0]}`);
    await page.waitForFunction(() => /19/.test(document.querySelector('#captures li.in-hand').textContent));
    const goats = await page.locator('[data-testid=board] .piece.flock').count();
    expect(goats === 1, `one goat on the board, saw ${goats}`);
    await page.screenshot({ path: join(SHOTS, 'bagh-chal.png') });
    await page.close();
  },

  async 'hnefatafl board and a jump chain are drawn; brandubh on 7x7, alea evangelii on 19x19'(browser, base) {
    const viewport = { width: 1000, height: 900 };
    const ready = '[data-testid=board] .piece.king';
    const { page, id } = await newGame(browser, base, { preset: 'hnefatafl-11', side: 'attackers', viewport, ready });
    await clickFirstMove(page, base, id);
    await waitMoves(page, 2);
    await page.screenshot({ path: join(SHOTS, 'hnefatafl.png') });
    await page.close();
    // Brandubh's 7x7 board: 49 cells, its cross of pieces, played by clicking.
    const small = await newGame(browser, base, { preset: 'brandubh', side: 'attackers', viewport, ready });
    const drawn = await small.page.evaluate(() => ({
      cells: document.querySelectorAll('[data-testid=board] [data-point]').length,
      pieces: document.querySelectorAll('[data-testid=board] .piece').length,
    }));
    expect(drawn.cells === 49 && drawn.pieces === 13, `brandubh drawn: ${JSON.stringify(drawn)}`);
    await clickFirstMove(small.page, base, small.id);
    await waitMoves(small.page, 2);
    await small.page.screenshot({ path: join(SHOTS, 'brandubh.png') });
    await small.page.close();
    // Alea Evangelii's 19x19 board (the wide cell sets): 361 cells, 73 pieces, by clicking.
    const large = await newGame(browser, base, { preset: 'alea-evangelii', side: 'attackers', viewport, ready });
    const big = await large.page.evaluate(() => ({
      cells: document.querySelectorAll('[data-testid=board] [data-point]').length,
      pieces: document.querySelectorAll('[data-testid=board] .piece').length,
    }));
    expect(big.cells === 361 && big.pieces === 73, `alea-evangelii drawn: ${JSON.stringify(big)}`);
    await clickFirstMove(large.page, base, large.id);
    await waitMoves(large.page, 2);
    await large.page.screenshot({ path: join(SHOTS, 'alea-evangelii.png') });
    await large.page.close();
  },

  async 'peg solitaire: jumps and a chain by clicking, hint, undo, on a phone'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(base);
    await chooseSolo(page, 'solitaire');
    await page.click('[data-testid=create]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=solitaire-board] .peg').length === 32);
    const id = /#\/solitaire\/([a-z0-9]+)/.exec(page.url())[1];
    const jumps = async () => (await (await fetch(`${base}/api/solitaire/${id}`)).json()).jumps;
    // A first jump by clicking, then the solver's moves, clicked hole by hole, until one
    // of them is a chain (it must count as one move).
    await page.click('[data-hole="d2"]');
    await page.click('[data-hole="d4"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length === 1);
    let chain = null;
    for (let i = 0; i < 20 && !chain; i++) {
      const before = await jumps();
      await page.click('[data-testid=hint]');
      await page.waitForFunction(() => /: /.test(document.querySelector('[data-testid=message]').textContent));
      const hint = await (await fetch(`${base}/api/solitaire/${id}/hint`)).json();
      expect(hint.result === 'move', `a hint: ${JSON.stringify(hint)}`);
      await page.click(`[data-hole="${hint.path[0]}"]`);
      for (const [k, hole] of hint.path.slice(1).entries()) {
        await page.click(`[data-hole="${hole}"]`);
        await page.waitForSelector(`[data-testid=solitaire-board][data-jumps="${before + k + 1}"]`);
      }
      if (hint.path.length > 2) chain = hint.move;
    }
    expect(chain, 'the solver gave a chain within 20 moves');
    const game = await (await fetch(`${base}/api/solitaire/${id}`)).json();
    expect(game.moves.at(-1) === chain, `the chain is one move: ${game.moves.at(-1)} vs ${chain}`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=moves] li').length === n, game.moves.length);
    await page.screenshot({ path: join(SHOTS, 'solitaire-phone.png'), fullPage: true });
    await page.click('[data-testid=undo]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=moves] li').length === n, game.moves.length - 1);
    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=moves] li').length === n, game.moves.length - 1);
    // On to the end by the solver's hints, clicked: the perfect finish is announced.
    for (let i = 0; i < 31; i++) {
      const now = await (await fetch(`${base}/api/solitaire/${id}`)).json();
      if (now.over) break;
      const hint = await (await fetch(`${base}/api/solitaire/${id}/hint`)).json();
      expect(hint.result === 'move', `a hint: ${JSON.stringify(hint)}`);
      await page.click(`[data-hole="${hint.path[0]}"]`);
      for (const [k, hole] of hint.path.slice(1).entries()) {
        await page.click(`[data-hole="${hole}"]`);
        await page.waitForSelector(`[data-testid=solitaire-board][data-jumps="${now.jumps + k + 1}"]`);
      }
    }
    await page.waitForFunction(() => document.querySelector('[data-testid=status]').textContent === 'Perfect finish: one peg, on d4');
    await page.screenshot({ path: join(SHOTS, 'solitaire-perfect.png'), fullPage: true });
    await page.close();
  },

  async 'one lobby: a solitaire started from the lobby is listed with the two-player games'(browser, base) {
    const duel = await (
      await fetch(`${base}/api/games`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ preset: 'fox-geese', opponent: { type: 'ai', level: 1 } }),
      })
    ).json();
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.goto(base);
    await chooseSolo(page, 'solitaire');
    expect(await page.locator('[data-testid=side]').isHidden(), 'no side to choose in a solitaire');
    await page.fill('[data-testid=solitaire-start]', 'c1');
    await page.screenshot({ path: join(SHOTS, 'lobby-solitaire.png') });
    await page.click('[data-testid=create]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=solitaire-board] .peg').length === 32);
    const id = /#\/solitaire\/([a-z0-9]+)/.exec(page.url())[1];
    await page.click('[data-hole="c3"]');
    await page.click('[data-hole="c1"]');
    await page.waitForSelector('[data-testid=solitaire-board][data-jumps="1"]');
    // Back in the lobby, one list of games in play holds both, newest first.
    await page.click('#back');
    const solo = page.locator(`#running a[href="#/solitaire/${id}"]`);
    await solo.waitFor();
    const links = await page.locator('#running a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const [at, duelAt] = [links.indexOf(`#/solitaire/${id}`), links.indexOf(`#/game/${duel.id}`)];
    expect(at >= 0 && duelAt > at, `the solitaire above the older duel: ${links.join(' ')}`);
    expect((await solo.textContent()) === 'Peg solitaire · 1', `the solitaire's entry: ${await solo.textContent()}`);
    await page.screenshot({ path: join(SHOTS, 'lobby-one-list.png'), fullPage: true });
    await solo.click();
    await page.waitForSelector('[data-testid=solitaire-board][data-jumps="1"]');
    expect(page.url().endsWith(`#/solitaire/${id}`), `opened ${page.url()}`);
    await page.close();
  },

  async 'game of the goose on a board file, and a broken one refused'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await page.goto(base);
    await chooseSolo(page, 'goose');
    await page.screenshot({ path: join(SHOTS, 'lobby-goose.png') });
    const upload = (text) =>
      page.setInputFiles('[data-testid=goose-board-file]', { name: 'board.toml', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await upload('geese = [70]\n');
    await page.click('[data-testid=create]');
    await page.waitForFunction(() => /70/.test(document.querySelector('#error').textContent));
    await upload('name = "short cut"\ngeese = [7]\n[[square]]\nat = 3\nname = "bridge"\nto = 40\n');
    await page.click('[data-testid=create]');
    await page.waitForSelector('[data-testid=goose-board] [data-square="63"]');
    const legend = await page.locator('#legend li').allTextContents();
    expect(legend.length === 2 && legend.some((l) => /\b3\b.*\b40\b/.test(l)), `the board file's squares: ${legend.join(' | ')}`);
    await page.close();
  },

  async 'game of the goose from two devices: each rolls for their own player'(browser, base) {
    const host = await (await browser.newContext()).newPage();
    const guest = await (await browser.newContext()).newPage();
    await host.goto(base);
    await chooseSolo(host, 'goose');
    await host.selectOption('[data-testid=goose-count]', '2');
    await host.selectOption('[data-testid=goose-seat-2]', 'person');
    await host.check('[data-testid=goose-online]');
    await host.click('[data-testid=create]');
    await host.waitForSelector('[data-testid=goose-invite-2]');
    const link = await host.inputValue('[data-testid=goose-invite-2]');
    await guest.goto(link);
    await guest.waitForSelector('[data-testid=goose-board] [data-square="63"]');
    // The latest turn a page shows (the log lists the newest first).
    const latest = (page) => page.evaluate(() => document.querySelector('[data-testid=log] li')?.value ?? 0);
    const roll = '[data-testid=roll]';
    const rolled = new Set();
    for (let i = 0; i < 4; i++) {
      // Exactly one of the two may roll: the one whose player is to move.
      let roller = null;
      for (let k = 0; k < 100 && !roller; k++) {
        if (!(await host.isDisabled(roll))) roller = host;
        else if (!(await guest.isDisabled(roll))) roller = guest;
        else await host.waitForTimeout(100);
      }
      expect(roller !== null, 'someone may roll');
      const other = roller === host ? guest : host;
      expect(await other.isDisabled(roll), 'only the player to move may roll');
      const seen = await latest(other);
      await roller.click(roll);
      rolled.add(roller === host ? 'host' : 'guest');
      // The other device sees the roll without reloading.
      await other.waitForFunction((n) => (document.querySelector('[data-testid=log] li')?.value ?? 0) > n, seen, { timeout: 10000 });
    }
    expect(rolled.size === 2, `both players rolled: ${[...rolled]}`);
    await host.close();
    await guest.close();
  },

  async 'game of the goose: the spiral, roll the dice until a move shows'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await page.goto(base);
    await chooseSolo(page, 'goose');
    await page.selectOption('[data-testid=goose-count]', '3');
    await page.selectOption('[data-testid=goose-seat-2]', 'computer');
    await page.selectOption('[data-testid=goose-seat-3]', 'person');
    await page.click('[data-testid=create]');
    await page.waitForSelector('[data-testid=goose-board] [data-square="63"]');
    expect((await page.locator('[data-testid=goose-board] [data-square]').count()) === 64, '64 squares');
    expect((await page.locator('[data-testid=goose-board] .token').count()) === 3, 'three tokens');
    for (let i = 0; i < 6; i++) {
      await page.waitForSelector('[data-testid=roll]:not([disabled])');
      const before = await page.locator('[data-testid=log] li').count();
      await page.click('[data-testid=roll]');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=log] li').length > n, before);
    }
    // The seed is the server's choice: the latest line may be a missed turn, but the
    // first rolls from the start always move.
    const log = await page.locator('[data-testid=log] li').allTextContents();
    expect(log.some((line) => /→/.test(line)), `a move in the log: ${log.join(' | ')}`);
    const pips = await page.locator('[data-testid=dice] .pip').count();
    expect(pips >= 1 && pips <= 6, `a die shows ${pips} pips`);
    await page.screenshot({ path: join(SHOTS, 'goose.png') });
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => document.querySelector('[data-testid=roll]')?.textContent === 'Бросить кубик');
    await page.screenshot({ path: join(SHOTS, 'goose-ru.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.selectOption('[data-testid=lang]', 'pl');
    await page.waitForFunction(() => document.querySelector('[data-testid=roll]')?.textContent === 'Rzuć kostką');
    await page.screenshot({ path: join(SHOTS, 'goose-pl-phone.png'), fullPage: true });
    await page.selectOption('[data-testid=lang]', 'en');
    await page.close();
  },
};

/** The seat a page keeps for game `id` (`{token, side}`), read from its local storage. */
async function keptSeat(page, id) {
  return page.evaluate((id) => JSON.parse(localStorage.getItem('reynard.tokens') || '{}')[id], id);
}

/** Waits until `page` shows a game; its id. */
async function inGame(page) {
  await page.waitForFunction(() => /#\/game\/[a-z0-9]+/.test(location.hash), null, { timeout: 15000 });
  await page.waitForSelector('[data-testid=board] [data-point]');
  return gameId(page);
}

/** Two pages (two browser contexts) in one game: returns both and the game's id. */
async function bothInGame(a, b) {
  const [idA, idB] = [await inGame(a), await inGame(b)];
  expect(idA === idB, `the same game: ${idA} ${idB}`);
  const [seatA, seatB] = [await keptSeat(a, idA), await keptSeat(b, idB)];
  expect(seatA?.token && seatB?.token, 'both keep a seat token');
  expect(seatA.side && seatB.side && seatA.side !== seatB.side, `opposite sides: ${seatA.side} ${seatB.side}`);
  for (const page of [a, b]) {
    await page.waitForFunction(() => !/…|\.\.\./.test(document.querySelector('#role')?.textContent ?? '') && document.querySelector('#role')?.textContent);
  }
  return idA;
}

Object.assign(scenarios, {
  async 'the analysis board: solved values of every move, coloured; play down a line, step back, set up a position'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const sets = TINY.options.map((o) => `set=${encodeURIComponent(o)}`).join('&');
    const api = async (extra = '') => (await fetch(`${base}/api/explore/${TINY.preset}?${sets}${extra}`)).json();
    await page.goto(`${base}/#/analysis/${TINY.preset}?${sets}`);
    await page.waitForSelector('[data-testid=explorer][data-kind=solved]');
    const start = await api();
    const rows = () => page.locator('[data-testid=explorer] tbody tr').evaluateAll((rs) => rs.map((r) => [r.dataset.move, r.className]));
    const shown = await rows();
    const mover = { loss: 'explore-win', win: 'explore-loss', draw: 'explore-draw' };
    expect(
      JSON.stringify(shown) === JSON.stringify(start.moves.map((m) => [m.move, mover[m.value]])),
      `rows as the API answers, best first: ${JSON.stringify(shown)} against ${JSON.stringify(start.moves)}`,
    );
    const summary = await page.locator('[data-testid=explore-summary]').textContent();
    expect(summary.startsWith('Solved:'), `the position's value: ${summary}`);
    await page.screenshot({ path: join(SHOTS, 'analysis-board.png') });
    // A row plays its move; the board then moves for the other side too.
    await page.click(`[data-testid=explorer] tr[data-move="${start.moves[0].move}"]`);
    await waitMoves(page, 1);
    await page.waitForFunction(() => /moves=/.test(location.hash));
    const after = await api(`&moves=${start.moves[0].move}`);
    const reply = after.game.legal[0].moves[0];
    await clickMove(page, after.game, reply);
    await waitMoves(page, 2);
    await page.waitForFunction((m) => decodeURIComponent(location.hash).includes(m), `${start.moves[0].move},${reply.notation}`);
    // Back one ply: the line stays ahead, the explorer shows the position after the first move.
    await page.click('[data-testid=analysis-back]');
    await page.waitForFunction(() => document.querySelector('#moves li.ahead') !== null);
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid=explorer] tbody tr')?.dataset.move === first,
      after.moves[0].move,
    );
    // A position set up from its text: no moves, the same values as the API gives for it.
    await page.click('[data-testid=setup-open]');
    await page.fill('[data-testid=position-text]', after.game.position);
    await page.click('[data-testid=setup]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length === 0);
    await page.waitForFunction(() => /position=/.test(location.hash));
    const again = await rows();
    expect(again.length === after.moves.length && again[0][0] === after.moves[0].move, `set up: ${JSON.stringify(again)}`);
    // In Russian.
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => /По таблицам/.test(document.querySelector('[data-testid=explore-summary]')?.textContent));
    // A broken position text is refused, saying so.
    await page.click('[data-testid=setup-open]').catch(() => {});
    await page.fill('[data-testid=position-text]', 'nonsense');
    await page.click('[data-testid=setup]');
    await page.waitForFunction(() => document.querySelector('[data-testid=error]').textContent.length > 0);
    await page.close();
  },

  async 'the explorer in a game against the computer: the engine scores every move; a row opens the analysis board'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1 });
    await page.click('[data-testid=explore]');
    await page.waitForSelector('[data-testid=explorer][data-kind=engine]', { timeout: 15000 });
    const game = await state(base, id);
    const legal = game.legal.flatMap((l) => l.moves.map((m) => m.notation)).sort();
    const listed = (await page.locator('[data-testid=explorer] tbody tr').evaluateAll((rs) => rs.map((r) => r.dataset.move))).sort();
    expect(JSON.stringify(listed) === JSON.stringify(legal), `every legal move: ${listed} against ${legal}`);
    const first = await page.locator('[data-testid=explorer] tbody tr').first().getAttribute('data-move');
    await page.click('[data-testid=explorer] tbody tr >> nth=0');
    await page.waitForSelector('.analysis-board [data-testid=explorer]', { timeout: 15000 });
    expect(decodeURIComponent(page.url()).includes(`moves=${first}`), `the move on the analysis board: ${page.url()}`);
    await page.close();
  },

  async 'the balance atlas: a grid per game, a cell per combination showing its data; the sources\' rules outlined; in Russian'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(base);
    await page.click('[data-testid=nav-atlas]');
    await page.waitForSelector('.atlas[data-ready=true]');
    const index = await (await fetch(`${base}/atlas/index.json`)).json();
    const shown = await page.locator('[data-testid=atlas-section]').evaluateAll((ss) => ss.map((s) => s.dataset.variant));
    expect(JSON.stringify(shown) === JSON.stringify(index.map((e) => e.variant)), `a section per game: ${shown}`);
    for (const entry of index) {
      const lines = (await (await fetch(`${base}/atlas/${entry.id}.jsonl`)).text()).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
      // The combinations of the command's --vary values, counted here from the command.
      const words = entry.command.split(' ');
      const sizes = words.flatMap((w, i) => (w === '--vary' ? [words[i + 1].split('=')[1].split(',').length] : []));
      const combinations = sizes.reduce((a, b) => a * b, 1);
      const section = page.locator(`[data-testid=atlas-section][data-variant="${entry.variant}"]`);
      const cells = await section.locator('[data-testid=atlas-cell]').evaluateAll((tds) =>
        tds.map((td) => ({ cell: td.dataset.cell, method: td.dataset.method, winner: td.dataset.winner, text: td.textContent, source: td.classList.contains('source'), perfect: td.dataset.perfect })),
      );
      expect(cells.length === combinations && lines.length === combinations, `${entry.id}: ${cells.length} cells, ${lines.length} lines, ${combinations} combinations`);
      for (const line of lines) {
        const key = Object.keys(line.options).sort().join();
        const cell = cells.find((c) => c.cell.split(';').map((p) => p.split('=')[0]).sort().join() === key &&
          c.cell.split(';').every((p) => line.options[p.split('=')[0]] === p.slice(p.indexOf('=') + 1)));
        expect(cell, `${entry.id}: a cell for ${JSON.stringify(line.options)}`);
        expect(cell.method === line.method && cell.winner === (line.winner ?? ''), `${entry.id}: ${JSON.stringify(cell)} against ${JSON.stringify(line)}`);
        const detail = line.method === 'solved' ? String(line.plies ?? '') : line.score.toFixed(2);
        expect(cell.text.includes(detail), `${entry.id}: ${cell.text} shows ${detail}`);
        const source = (entry.sources ?? []).some((s) => Object.entries(s).every(([k, v]) => line.options[k] === v));
        expect(cell.source === source, `${entry.id}: ${cell.cell} outlined only as the sources' rules`);
        const proved = (entry.perfect ?? []).find((p) => Object.entries(p.options).every(([k, v]) => line.options[k] === v));
        expect(cell.perfect === (proved ? (proved.winner ? `${proved.winner} ${proved.plies}` : 'draw') : undefined), `${entry.id}: ${cell.cell} perfect play ${cell.perfect}`);
        if (proved?.plies) expect(cell.text.includes(String(proved.plies)), `${entry.id}: ${cell.text} says ${proved.plies}`);
      }
    }
    await page.screenshot({ path: join(SHOTS, 'atlas.png'), fullPage: true });
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => document.querySelector('.atlas[data-ready=true] h2')?.textContent.includes('правила'));
    const russian = await page.locator('[data-testid=atlas-section][data-variant=catch-the-hare] [data-testid=atlas-cell]').first().textContent();
    expect(russian.includes('Победа') || russian.includes('ничья'), `the cells in Russian: ${russian}`);
    await page.close();
  },

  async 'the lobby lists the solved games with their explorer and puzzles, and what the others would take'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.goto(base);
    await page.waitForSelector('[data-testid=solved] li[data-variant]', { state: 'attached' });
    const tables = await (await fetch(`${base}/api/tables`)).json();
    const shown = await page.locator('[data-testid=solved] li[data-variant]').evaluateAll((ls) => ls.map((l) => `${l.dataset.variant}:${l.dataset.solved}`));
    const listed = tables.map((v) => `${v.variant}:${v.solved}`);
    expect(JSON.stringify(shown.sort()) === JSON.stringify(listed.sort()), `as the API says: ${shown}`);
    await page.click('[data-testid=solved] summary');
    const fox = page.locator('[data-testid=solved] li[data-variant=fox-geese]');
    const text = await fox.textContent();
    expect(/not solved here; a solve would take about \d+ (s|min|h)/.test(text) && text.includes('reynard solve fox-geese --dir'), text);
    await page.close();
  },

  async 'review: a thrown-away value marked on the analysis board, the chart goes to a ply; a record opened and reviewed'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
    const sets = TINY.options.map((o) => `set=${encodeURIComponent(o)}`).join('&');
    const start = await (await fetch(`${base}/api/explore/${TINY.preset}?${sets}`)).json();
    // The last listed move is the worst: it throws the start's value away.
    const worst = start.moves[start.moves.length - 1];
    const verdict = { win: 'lost_win', draw: 'lost_draw' }[start.value];
    expect(verdict && worst.value !== start.moves[0].value, `the start has a move that throws its value away: ${JSON.stringify(start)}`);
    await page.goto(`${base}/#/analysis/${TINY.preset}?${sets}&moves=${worst.move}`);
    await page.waitForSelector('[data-testid=explorer]');
    await page.click('[data-testid=review-line]');
    await page.waitForSelector(`[data-testid=review] li.${verdict}`);
    const dots = await page.locator('[data-testid=review-chart] .course-dot').count();
    expect(dots === 2, `a point a position: ${dots}`);
    await page.waitForSelector(`#moves li.judged.${verdict}`);
    // A click on the start's point goes there.
    await page.click('[data-testid=review-chart] .course-dot[data-ply="0"]');
    await page.waitForFunction(() => !/moves=/.test(location.hash));
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid=explorer] tbody tr')?.dataset.move === first,
      start.moves[0].move,
    );
    await page.screenshot({ path: join(SHOTS, 'review-analysis-board.png') });

    // A finished game's record, opened on the analysis board: its line, reviewed.
    const { page: played, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1 });
    await clickFirstMove(played, base, id);
    await waitMoves(played, 2);
    await played.waitForSelector('[data-movable]');
    played.once('dialog', (dialog) => dialog.accept());
    await played.click('text=Resign');
    await played.waitForSelector('[data-testid=review-game]:not([hidden])');
    await played.click('[data-testid=review-game]');
    await played.waitForSelector('[data-testid=review-chart]', { timeout: 20000 });
    const shown = await played.locator('[data-testid=review-chart] .course-dot').count();
    const game = await state(base, id);
    expect(shown === game.moves.length + 1, `the game's course: ${shown} points for ${game.moves.length} moves`);
    await played.close();
    const record = await (await fetch(`${base}/api/games/${id}/record`)).text();
    await page.setInputFiles('[data-testid=record-file]', { name: 'game.pgn', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=review-chart] .course-dot').length === n, game.moves.length + 1, {
      timeout: 20000,
    });
    const hash = decodeURIComponent(await page.evaluate(() => location.hash));
    expect(hash.startsWith('#/analysis/fox-geese') && hash.includes(`moves=${game.moves.join(',')}`), `the record's line: ${hash}`);
    await page.close();
  },

  async 'puzzles: a wrong move breaks the streak, the solution solves it, the next one solved cleanly counts'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const q = new URLSearchParams();
    for (const o of TINY.options) q.append('set', o);
    q.set('min_plies', '3');
    const puzzleOf = async (seed) => (await fetch(`${base}/api/puzzles/${TINY.preset}?${q}&seed=${seed}`)).json();
    const explore = async (position, moves) => {
      const e = new URLSearchParams(q);
      e.delete('min_plies');
      e.set('position', position);
      if (moves.length) e.set('moves', moves.join(','));
      return (await fetch(`${base}/api/explore/${TINY.preset}?${e}`)).json();
    };
    const state = () => page.locator('[data-testid=puzzle-state]').getAttribute('data-state');
    const clickNotation = async (answer, notation) => {
      const move = answer.game.legal.flatMap((l) => l.moves).find((m) => m.notation === notation);
      expect(move, `${notation} is legal`);
      await clickMove(page, answer.game, move);
    };
    // Solves `puzzle` by clicking: its first move, then each time a fastest win from the
    // position the page's line has reached (the defence may pick any longest resistance).
    const solve = async (puzzle) => {
      for (let k = 0; k < puzzle.plies; k += 2) {
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=moves] li').length === n, k);
        await page.waitForSelector('[data-movable]');
        const line = await page.locator('[data-testid=moves] li').allTextContents();
        const answer = await explore(puzzle.position, line);
        await clickNotation(answer, k === 0 ? puzzle.solution[0] : answer.moves[0].move);
      }
      await page.waitForFunction(() => document.querySelector('[data-testid=puzzle-state]').dataset.state === 'puzzle-solved');
    };
    // This seed draws a puzzle that ends with c1xa1 where c1xa1xa3 also wins: the chain is
    // ended on a1 by a second click (the next puzzle is a random one).
    const FIRST_SEED = 410617394363390;
    const first = await puzzleOf(FIRST_SEED);
    await page.goto(`${base}/#/puzzles/${TINY.preset}?${q}&seed=${FIRST_SEED}`);
    await page.waitForSelector('[data-movable]');
    const task = await page.locator('[data-testid=puzzle-task]').textContent();
    expect(task.includes(String(first.plies)) || first.plies === 1, `the task: ${task}`);
    // A move that does not win as fast: refused, the streak at 0.
    const start = await explore(first.position, []);
    const wrong = start.moves.find((m) => !(m.value === 'loss' && m.plies === first.plies - 1));
    if (wrong) {
      await clickNotation(start, wrong.move);
      await page.waitForFunction(() => /puzzle-(wrong|slower)/.test(document.querySelector('[data-testid=puzzle-state]').dataset.state));
      expect((await moveCount(page)) === 0, 'a wrong move is not kept');
    }
    await solve(first);
    const streakText = await page.locator('[data-testid=puzzle-streak]').textContent();
    expect(streakText.endsWith(wrong ? ': 0' : ': 1'), `the streak after a wrong move: ${streakText}`);
    await page.screenshot({ path: join(SHOTS, 'puzzle-solved.png') });
    // The next puzzle, solved without a slip: the streak grows.
    await page.click('[data-testid=puzzle-next]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] li').length === 0);
    await page.waitForFunction((s) => document.querySelector('[data-testid=puzzle-task]').dataset.seed !== s, String(first.seed));
    const seed = await page.locator('[data-testid=puzzle-task]').getAttribute('data-seed');
    await solve(await puzzleOf(seed));
    const after = await page.locator('[data-testid=puzzle-streak]').textContent();
    expect(after.endsWith(wrong ? ': 1' : ': 2'), `the streak grows: ${after}`);
    expect(await state() === 'puzzle-solved', 'solved');
    await page.close();
  },

  async 'seeks: a guest seeks 3+2, another sees it in the lobby and plays it; both meet in one game'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    await a.goto(base);
    await a.waitForSelector('[data-testid=create]');
    await a.selectOption('[data-testid=preset]', 'fox-geese');
    await a.selectOption('[data-testid=clock]', '180+2');
    await a.fill('[data-testid=guest-name]', 'Seeker');
    await a.click('[data-testid=seek]');
    await a.waitForSelector('[data-testid=seek-waiting]');
    // The seek still waits for its game after the page is loaded again.
    await a.reload();
    await a.waitForSelector('[data-testid=seek-waiting]');
    await b.goto(base);
    const play = b.locator('[data-testid=seeks] li', { hasText: 'Seeker' }).locator('[data-testid=play-seek]');
    await play.waitFor({ timeout: 10000 });
    expect(/3\+2/.test(await b.locator('[data-testid=seeks] li', { hasText: 'Seeker' }).textContent()), 'the seek shows 3+2');
    await b.screenshot({ path: join(SHOTS, 'lobby-seeks.png'), fullPage: true });
    await play.click();
    const id = await bothInGame(a, b);
    const game = await state(base, id);
    expect(game.clock?.control?.initial_s === 180 && game.clock.control.increment_s === 2, `a 3+2 game: ${JSON.stringify(game.clock)}`);
    await a.context().close();
    await b.context().close();
  },

  async 'a seek with a rating range: a guest is refused, an account in range plays it'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    const c = await (await browser.newContext()).newPage();
    for (const [page, name] of [[a, 'Ranged'], [c, 'InRange']]) {
      await page.goto(base);
      await page.waitForSelector('[data-testid=create]');
      await register(page, name);
      // The lobby drawn afresh for the account.
      await page.reload();
      await page.waitForSelector('[data-testid=rating-min]', { state: 'visible' });
    }
    await a.selectOption('[data-testid=preset]', 'coyote');
    await a.fill('[data-testid=rating-min]', '1400');
    await a.fill('[data-testid=rating-max]', '1600');
    await a.click('[data-testid=seek]');
    await a.waitForSelector('[data-testid=seek-waiting]');
    const listed = a.locator('[data-testid=seeks] li', { hasText: 'Ranged' });
    expect(/1400–1600/.test(await listed.textContent()), `the range is shown: ${await listed.textContent()}`);
    // A guest may not take it.
    await b.goto(base);
    const guestPlay = b.locator('[data-testid=seeks] li', { hasText: 'Ranged' }).locator('[data-testid=play-seek]');
    await guestPlay.waitFor({ timeout: 10000 });
    expect(await b.locator('[data-testid=rating-min]').isHidden(), 'no range for a guest');
    await guestPlay.click();
    await b.waitForFunction(() => /log in/i.test(document.querySelector('#seeks .error')?.textContent ?? ''));
    // An account with the starting rating (1500) fits.
    const play = c.locator('[data-testid=seeks] li', { hasText: 'Ranged' }).locator('[data-testid=play-seek]');
    await play.waitFor({ timeout: 10000 });
    await play.click();
    await bothInGame(a, c);
    for (const page of [a, b, c]) await page.context().close();
  },

  async 'a bot game: a bot accepts a challenge from its page and answers every move'(browser, base) {
    const bot = await post(base, '/api/account/register', { name: 'Botvinnik', password: 'a good password' });
    const child = spawn(BIN, ['bot', '--server', base, '--token', bot.token, '--level', '1', '--time', '100'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      // The bot program starts and connects its stream (seconds on a loaded machine).
      const connected = async () => (await (await fetch(`${base}/api/players/Botvinnik`)).json()).bot;
      for (let i = 0; i < 300 && !(await connected()); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await connected(), 'the bot connected within 30 s');
      const page = await (await browser.newContext()).newPage();
      await page.goto(base);
      await page.waitForSelector('[data-testid=create]');
      await register(page, 'Kasia');
      await page.goto(`${base}/#/player/Botvinnik`);
      await page.waitForSelector('[data-testid=challenge-send]');
      expect(await page.locator('#bot').isVisible(), 'the page says it is a bot');
      await page.selectOption('[data-testid=challenge-preset]', 'fox-geese');
      await page.selectOption('[data-testid=challenge-side]', 'flock');
      await page.uncheck('[data-testid=challenge-rated]');
      await page.click('[data-testid=challenge-send]');
      // The bot accepts at once: the game opens here.
      await page.waitForFunction(() => location.hash.startsWith('#/game/'), null, { timeout: 15000 });
      await page.waitForSelector('[data-movable]');
      const id = gameId(page);
      for (const n of [2, 4]) {
        await clickFirstMove(page, base, id);
        await waitMoves(page, n);
      }
      const bars = await page.locator('.player-bar .who').allTextContents();
      expect(bars.some((b) => b.includes('Botvinnik')), `the bot is named: ${bars.join(' | ')}`);
      await page.screenshot({ path: join(SHOTS, 'bot-game.png') });
      await page.context().close();
    } finally {
      child.kill();
    }
  },

  async 'quick pairing: two players click 5+3 and meet in one game'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    for (const page of [a, b]) {
      await page.goto(base);
      await page.waitForSelector('[data-testid="quick-5+3"]');
      await page.selectOption('[data-testid=preset]', 'fox-geese');
    }
    await a.click('[data-testid="quick-5+3"]');
    await a.waitForSelector('[data-testid=seek-waiting]');
    await b.click('[data-testid="quick-5+3"]');
    const id = await bothInGame(a, b);
    const game = await state(base, id);
    expect(game.clock?.control?.initial_s === 300 && game.clock.control.increment_s === 3, `a 5+3 game: ${JSON.stringify(game.clock)}`);
    await a.context().close();
    await b.context().close();
  },

  async 'chat: the players talk (shown as text), a spectator talks in another room'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    const c = await (await browser.newContext()).newPage();
    await a.goto(base);
    await a.waitForSelector('[data-testid=create]');
    await a.selectOption('[data-testid=preset]', 'fox-geese');
    await a.selectOption('[data-testid=opponent]', 'friend');
    await a.click('[data-testid=create]');
    await a.waitForFunction(() => document.querySelector('[data-testid=invite-link]')?.value);
    const link = await a.inputValue('[data-testid=invite-link]');
    const id = gameId(a);
    await b.goto(link);
    await b.waitForSelector('[data-testid=board] [data-point]');
    await b.waitForFunction(() => !document.querySelector('.chat .mute').hidden);
    const lines = (page) => page.locator('[data-testid=chat-lines] li').allTextContents();
    const say = async (page, text) => {
      await page.fill('[data-testid=chat-input]', text);
      await page.click('[data-testid=chat-send]');
    };
    const sees = (page, text) =>
      page.waitForFunction((text) => [...document.querySelectorAll('[data-testid=chat-lines] li')].some((li) => li.textContent.includes(text)), text, { timeout: 10000 });
    await say(a, 'hi <b>x</b>');
    await sees(b, 'hi <b>x</b>');
    await sees(a, 'hi <b>x</b>');
    const bold = await b.evaluate(() => [...document.querySelectorAll('[data-testid=chat-lines] b')].filter((el) => el.textContent === 'x').length);
    expect(bold === 0, 'the line is shown as text, not HTML');
    await say(b, 'hello back');
    await sees(a, 'hello back');
    // A spectator (a guest: asked for a name once) talks in the spectators' room.
    c.on('dialog', (dialog) => dialog.accept('Watcher'));
    await c.goto(`${base}/#/game/${id}`);
    await c.waitForSelector('[data-testid=board] [data-point]');
    await say(c, 'spectator line');
    await sees(c, 'spectator line');
    expect(!(await lines(c)).some((l) => l.includes('hello back')), 'the spectator does not see the players');
    await c.screenshot({ path: join(SHOTS, 'chat-spectator.png') });
    await say(b, 'after the spectator');
    await sees(a, 'after the spectator');
    for (const page of [a, b]) {
      expect(!(await lines(page)).some((l) => l.includes('spectator line')), 'the players do not see the spectators');
    }
    // The history on opening again.
    await b.reload();
    await sees(b, 'hi <b>x</b>');
    await a.screenshot({ path: join(SHOTS, 'chat-player.png') });
    for (const page of [a, b, c]) await page.context().close();
  },
});

Object.assign(scenarios, {
  async 'notifications: a challenge rings the bell of the challenged, read from its list; moves are heard, then muted'(browser, base) {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // The sounds the page plays, as it announces them.
    await b.addInitScript(() => {
      window.heard = [];
      window.addEventListener('reynard:sound', (event) => window.heard.push(event.detail));
    });
    for (const [page, name] of [[a, 'Bella'], [b, 'Artur']]) {
      await page.goto(base);
      await page.waitForSelector('[data-testid=create]');
      await register(page, name);
    }
    await b.waitForSelector('[data-testid=bell]');
    expect((await b.locator('[data-testid=bell-count]').count()) === 0, 'nothing unread at first');
    // Bella challenges Artur from his page; Artur's bell counts it at once.
    await a.goto(`${base}/#/player/Artur`);
    await a.waitForSelector('[data-testid=challenge-send]');
    await a.selectOption('[data-testid=challenge-preset]', 'fox-geese');
    await a.selectOption('[data-testid=challenge-side]', 'hunter');
    await a.uncheck('[data-testid=challenge-rated]');
    await a.click('[data-testid=challenge-send]');
    await b.waitForFunction(() => document.querySelector('[data-testid=bell-count]')?.textContent === '1', null, { timeout: 10000 });
    await b.click('[data-testid=bell]');
    const item = b.locator('[data-testid=notifications] li.unread a');
    await item.waitFor();
    const shown = await item.textContent();
    expect(shown === 'Bella challenges you to Fox and Geese', `the notification: ${shown}`);
    await b.screenshot({ path: join(SHOTS, 'notifications-phone.png') });
    // Opening it marks it read, here and on the server.
    await item.click();
    await b.waitForFunction(() => !document.querySelector('[data-testid=bell-count]'));
    const listed = await b.evaluate(async () => (await fetch('/api/notifications')).json());
    expect(listed.unread === 0 && listed.notifications[0].read_ms !== null, `read on the server: ${JSON.stringify(listed)}`);
    // Artur accepts from the lobby; Bella's bell tells her.
    await b.click('[data-testid=accept-challenge]');
    await b.waitForSelector('[data-movable]');
    await a.waitForFunction(() => document.querySelector('[data-testid=bell-count]')?.textContent === '1', null, { timeout: 10000 });
    // Artur (the geese) moves: he hears it. Muted, the fox's answer is silent.
    const id = gameId(b);
    await clickFirstMove(b, base, id);
    await b.waitForFunction(() => window.heard.includes('move'), null, { timeout: 10000 });
    await b.click('[data-testid=sound]');
    expect((await b.evaluate(() => localStorage.getItem('reynard.muted'))) === '1', 'the mute switch is remembered');
    const before = await b.evaluate(() => window.heard.length);
    await a.goto(`${base}/#/game/${id}`);
    await a.waitForSelector('[data-movable]');
    await clickFirstMove(a, base, id);
    await waitMoves(b, 2);
    expect((await b.evaluate(() => window.heard.length)) === before, 'nothing is heard while muted');
    // The sound back on, the end of the game is heard; the bell tells both players of it.
    await b.click('[data-testid=sound]');
    a.once('dialog', (dialog) => dialog.accept());
    await a.click('#resign');
    await b.waitForFunction(() => window.heard.includes('end'), null, { timeout: 10000 });
    const counts = (page, n) =>
      page.waitForFunction((n) => document.querySelector('[data-testid=bell-count]')?.textContent === n, n, { timeout: 10000 });
    await counts(b, '1');
    await counts(a, '2');
    // Bella marks all read at once.
    await a.click('[data-testid=bell]');
    await a.click('[data-testid=notifications-read-all]');
    await a.waitForFunction(() => !document.querySelector('[data-testid=bell-count]'));
    const kinds = await a.locator('[data-testid=notifications] li').evaluateAll((items) => items.map((li) => li.dataset.kind));
    expect(kinds.join(' ') === 'gameOver challengeAnswered', `Bella's list: ${kinds.join(' ')}`);
    for (const page of [a, b]) await page.context().close();
  },

  async 'moderation: a block refuses challenges, a report reaches the moderator, who closes the account; a player exports and deletes their data'(browser, base) {
    const pages = [];
    for (const name of ['Agata', 'Bolek', 'Mira']) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(base);
      await page.waitForSelector('[data-testid=create]');
      await register(page, name);
      pages.push(page);
    }
    const [agata, bolek, mira] = pages;
    const granted = spawnSync(BIN, ['admin', '--db', `sqlite://${server.dir}/games.db`, 'grant', 'Mira', 'moderator'], { encoding: 'utf8' });
    expect(granted.status === 0, `reynard admin grant: ${granted.stderr}`);

    // Agata blocks Bolek and reports him from his page.
    await agata.goto(`${base}/#/player/Bolek`);
    await agata.click('[data-testid=block]');
    await agata.waitForFunction(() => document.querySelector('[data-testid=block-status]')?.textContent.includes('Bolek'));
    await agata.click('[data-testid=report-open]');
    await agata.selectOption('[data-testid=report-reason]', 'abuse');
    await agata.fill('[data-testid=report-text]', 'rude in every game');
    await agata.click('[data-testid=report-send]');
    await agata.waitForFunction(() => document.querySelector('[data-testid=report-status]')?.textContent);
    expect(!(await agata.getAttribute('[data-testid=report-status]', 'class')).includes('error'), 'the report is sent');
    // Bolek's challenge to Agata is refused.
    await bolek.goto(`${base}/#/player/Agata`);
    await bolek.waitForSelector('[data-testid=challenge-send]');
    await bolek.click('[data-testid=challenge-send]');
    await bolek.waitForSelector('#challenge-status.error');

    // Mira (a moderator once the page asks again) sees the report and closes Bolek's account.
    await mira.reload();
    await mira.waitForSelector('[data-testid=nav-mod]');
    await mira.click('[data-testid=nav-mod]');
    await mira.waitForFunction(() => [...document.querySelectorAll('[data-testid=mod-report]')].some((li) => li.textContent.includes('rude in every game')));
    mira.on('dialog', (dialog) => dialog.accept('abuse, see the report'));
    await mira.fill('[data-testid=mod-account-name]', 'Bolek');
    await mira.click('[data-testid=mod-close-account]');
    await mira.waitForFunction(() => [...document.querySelectorAll('[data-testid=mod-audit] td')].some((td) => td.textContent === 'Bolek'));
    await mira.click('[data-testid=mod-close-report]');
    await mira.waitForFunction(() => !document.querySelector('[data-testid=mod-report]'));
    await mira.screenshot({ path: join(SHOTS, 'moderation.png') });
    // Bolek is logged out and cannot log in again.
    await bolek.reload();
    await bolek.waitForSelector('[data-testid=login]');
    await bolek.click('[data-testid=login]');
    await bolek.fill('[data-testid=account-name]', 'Bolek');
    await bolek.fill('[data-testid=account-password]', 'a good password');
    await bolek.click('[data-testid=account-submit]');
    await bolek.waitForFunction(() => document.querySelector('[data-testid=account-error]')?.textContent.includes('moderator'));

    // Agata exports her data, then deletes her account.
    await agata.goto(`${base}/#/player/Agata`);
    await agata.waitForSelector('[data-testid=export-account]');
    const exported = await agata.evaluate(async () => (await fetch(document.querySelector('[data-testid=export-account]').href)).json());
    expect(exported.name === 'Agata' && exported.blocks[0].name === 'Bolek', `the export: ${JSON.stringify(exported)}`);
    await agata.screenshot({ path: join(SHOTS, 'own-data.png') });
    agata.on('dialog', (dialog) => dialog.accept());
    await agata.fill('[data-testid=delete-password]', 'a good password');
    await agata.click('[data-testid=delete-account]');
    await agata.waitForSelector('[data-testid=login]');
    const gone = await fetch(`${base}/api/players/Agata`);
    expect(gone.status === 404, 'the account is gone');
    for (const page of pages) await page.context().close();
  },
});

// The sources' claims, answered (#/claims): a card per claim of web/atlas/claims.json, its
// figures filled in from the facts (a match's score read from its atlas cell), in Russian too.
Object.assign(scenarios, {
  async 'the sources\' claims: every claim quoted with its source file and answered with the measured figures; in Russian and Polish'(browser, base) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${base}/#/atlas`);
    await page.waitForSelector('.atlas[data-ready=true]');
    await page.click('[data-testid=atlas-claims]');
    await page.waitForSelector('.claims[data-ready=true]');
    const { facts, claims } = await (await fetch(`${base}/atlas/claims.json`)).json();
    const cards = await page.locator('[data-testid=claim]').evaluateAll((cs) =>
      cs.map((c) => ({ id: c.dataset.claim, verdict: c.dataset.verdict, text: c.textContent, answer: c.querySelector('[data-testid=claim-answer]').textContent })),
    );
    expect(cards.length === claims.length, `a card per claim: ${cards.length} of ${claims.length}`);
    for (const claim of claims) {
      const card = cards.find((c) => c.id === claim.id);
      expect(card && card.verdict === claim.verdict, `${claim.id}: shown with its verdict`);
      expect(card.text.includes(claim.source) && card.text.includes(claim.quote), `${claim.id}: quoted from ${claim.source}`);
      expect(!/[{}$]|claim-/.test(card.answer) && card.answer.length > 40, `${claim.id}: a whole answer: ${card.answer}`);
    }
    // A match's score comes from its atlas cell.
    const fox2 = facts.fox2;
    const lines = (await (await fetch(`${base}/atlas/${fox2.cells}.jsonl`)).text()).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
    const cell = lines.find((l) => Object.entries(fox2.cell).every(([k, v]) => l.options[k] === v));
    const never = cards.find((c) => c.id === 'never-equal');
    expect(never.answer.includes(cell.score.toFixed(2).replace(/0$/, '')), `the two foxes' score ${cell.score} in: ${never.answer}`);
    expect(never.answer.includes(String(facts.fgd.plies)), `the solved length ${facts.fgd.plies} in: ${never.answer}`);
    await page.screenshot({ path: join(SHOTS, 'claims.png'), fullPage: true });
    for (const [lang, word] of [['ru', 'Утверждения'], ['pl', 'Twierdzenia']]) {
      await page.selectOption('[data-testid=lang]', lang);
      await page.waitForFunction((w) => document.querySelector('.claims[data-ready=true] h2')?.textContent.includes(w), word);
      const answers = await page.locator('[data-testid=claim-answer]').allTextContents();
      expect(answers.length === claims.length && answers.every((a) => !/[{}$]/.test(a) && !a.includes(' the ')), `${lang}: answers in ${lang}: ${answers[0]}`);
    }
    await page.close();
  },
});

// Words: bad addresses say what is wrong; no English on a Russian or Polish page.
/** The addresses that show nothing, each with what its page must say. */
const BAD_ADDRESSES = ['#/game/GARBAGE!!', '#/foo/bar', '#/analysis/nonsense', '#/player/%E0%A4%A',
  '#/leaderboard/nonsense', '#/solitaire/abc', '#/goose/abc', '#/game/zz99zz99'];

/** A page in `lang` at `viewport`, its language remembered before the first script runs. */
async function pageIn(browser, lang, viewport = { width: 1280, height: 800 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.addInitScript((l) => localStorage.setItem('reynard.lang', l), lang);
  return page;
}

/** The values of a .ftl text, placeables and selector syntax taken out. */
function ftlValues(text) {
  const values = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const start = /^([A-Za-z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (start) {
      if (current !== null) values.push(current);
      current = start[2];
    } else if (current !== null && /^\s+\S/.test(line)) current += `\n${line.trim()}`;
  }
  if (current !== null) values.push(current);
  return values.map((v) => v.replace(/\{[^{}]*\}/g, ' ').replace(/\*?\[[^\]]+\]/g, ' ').replace(/[{}]/g, ' '));
}

/** What counts as English on a Russian or Polish page: the English values' texts, and the
 *  words of the English values (3 letters or more) that no Russian or Polish value has. */
async function englishOf(base) {
  const [en, ru, pl] = await Promise.all(['en', 'ru', 'pl'].map(async (l) => ftlValues(await (await fetch(`${base}/locales/${l}.ftl`)).text())));
  const words = (values) => new Set(values.flatMap((v) => v.toLowerCase().match(/[a-z]{3,}/g) ?? []));
  const theirs = words([...ru, ...pl]);
  const sentences = new Set(en.map((v) => v.trim()).filter((v) => /[a-z]{3,}/i.test(v)));
  for (const v of [...ru, ...pl]) sentences.delete(v.trim());
  return { sentences: [...sentences], words: [...words(en)].filter((w) => !theirs.has(w)) };
}

/** The English on `page`: each visible text (a text node, a chosen option) that is an English
 *  value or holds an English word; players' names, notation and code are left out. */
async function englishOnPage(page, english) {
  return page.evaluate(({ sentences, words }) => {
    const skip = 'script, style, code, kbd, pre, .player, .user-text, [data-testid=me], .chat-lines, [data-point], textarea, option';
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(skip) || !node.textContent.trim()) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      texts.push(node.textContent.trim());
    }
    for (const select of document.querySelectorAll('select')) {
      if (select.checkVisibility() && select.selectedOptions[0]) texts.push(select.selectedOptions[0].textContent.trim());
    }
    const sentenceSet = new Set(sentences);
    const wordSet = new Set(words);
    const found = [];
    for (const text of texts) {
      const english = (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => wordSet.has(w));
      if (sentenceSet.has(text) || english.length) found.push(`${text} [${english.join(' ')}]`);
    }
    return [...new Set(found)];
  }, english);
}

Object.assign(scenarios, {
  async 'words: each bad address says what is wrong, in the language, with a way back to the lobby'(browser, base) {
    const inEnglish = new Map();
    for (const [lang, back] of [['en', 'Back to the lobby'], ['ru', 'На главную страницу'], ['pl', 'Wróć na stronę główną']]) {
      const page = await pageIn(browser, lang, { width: 390, height: 844 });
      await page.goto(`${base}/#/atlas`);
      await page.waitForSelector('.atlas[data-ready=true]');
      for (const address of BAD_ADDRESSES) {
        await page.goto(`${base}/${address}`);
        await page.waitForSelector('[data-testid=problem-text]');
        const text = await page.textContent('[data-testid=problem-text]');
        expect(!/Error|URI|fox-geese, /.test(text), `${lang} ${address}: ${text}`);
        if (lang === 'en') inEnglish.set(address, text);
        else expect(text !== inEnglish.get(address), `${lang} ${address} in the language: ${text}`);
        expect((await page.locator('.atlas').count()) === 0, `${lang} ${address}: the page before is gone`);
        expect((await page.textContent('[data-testid=problem-back]')) === back, `${lang} ${address}: a way back`);
      }
      await page.click('[data-testid=problem-back]');
      await page.waitForSelector('[data-testid=create]');
      await page.context().close();
    }
  },

  async 'words: names of any alphabet register in the page; a look-alike is refused beside the name'(browser, base) {
    const first = await pageIn(browser, 'pl', { width: 390, height: 844 });
    await first.goto(base);
    await first.waitForSelector('[data-testid=create]');
    await register(first, 'Лиса');
    await first.context().close();
    const latin = await pageIn(browser, 'pl', { width: 390, height: 844 });
    await latin.goto(base);
    await latin.waitForSelector('[data-testid=create]');
    await register(latin, 'Pace');
    await latin.context().close();
    const twin = await pageIn(browser, 'pl', { width: 390, height: 844 });
    await twin.goto(base);
    await twin.waitForSelector('[data-testid=register]');
    await twin.click('[data-testid=register]');
    expect((await twin.textContent('#account-name-rules')).includes('jednego alfabetu'), 'the rules in Polish');
    await twin.fill('[data-testid=account-name]', 'Расе');
    await twin.fill('[data-testid=account-password]', 'a good password');
    await twin.click('[data-testid=account-submit]');
    await twin.waitForFunction(() => document.querySelector('[data-testid=account-name-error]').textContent !== '');
    const said = await twin.textContent('[data-testid=account-name-error]');
    expect(said.startsWith('Ta nazwa wygląda jak nazwa innego gracza'), `a look-alike in Polish: ${said}`);
    await twin.context().close();
  },

  async 'words: no English on any page in Russian or Polish, on a desktop and a phone'(browser, base) {
    const english = await englishOf(base);
    expect(english.words.includes('win') && !english.words.includes('reynard'), `the English words: ${english.words.length}`);
    const player = await post(base, '/api/account/register', { name: 'Żółw', password: 'a good password' });
    const live = await post(base, '/api/games', { preset: 'fox-geese', opponent: { type: 'human', public: false } }, player.token);
    const done = await post(base, '/api/games', { preset: 'catch-the-hare', opponent: { type: 'human', public: false } }, player.token);
    await post(base, `/api/games/${done.id}/join`, { token: done.invite.token });
    await post(base, `/api/games/${done.id}/resign`, {}, player.token);
    const solitaire = await post(base, '/api/solitaire', {});
    const goose = await post(base, '/api/goose', { players: ['person', 'computer'] }).catch(() => null);
    const pages = ['#/', `#/game/${live.id}`, `#/game/${done.id}`, '#/analysis/fox-geese', `#/puzzles/${TINY.preset}`,
      '#/atlas', '#/leaderboard/fox-geese', `#/player/${encodeURIComponent('Żółw')}`, '#/tournaments', '#/tournaments/new',
      `#/solitaire/${solitaire.id}`, ...(goose ? [`#/goose/${goose.id}`] : []), ...BAD_ADDRESSES];
    // The scan finds English where there is English (else it would pass anything).
    const control = await pageIn(browser, 'en');
    await control.goto(`${base}/#/`);
    await control.waitForSelector('[data-testid=create]');
    const found = await englishOnPage(control, english);
    expect(found.length > 5, `the scan sees the English lobby: ${found.join(' | ')}`);
    await control.context().close();
    const problems = [];
    for (const lang of ['ru', 'pl']) {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
        const page = await pageIn(browser, lang, viewport);
        for (const address of pages) {
          await page.goto(`${base}/${address}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          for (const text of await englishOnPage(page, english)) problems.push(`${lang} ${viewport.width} ${address}: ${text}`);
        }
        // The lobby's rule options (Bagh-Chal's goats are "custom" points), then the account dialog.
        await page.goto(`${base}/#/`);
        await page.waitForSelector('[data-testid=create]');
        await page.selectOption('[data-testid=preset]', 'bagh-chal');
        await page.click('[data-testid=options]');
        await page.waitForSelector('[data-option=flock]');
        for (const text of await englishOnPage(page, english)) problems.push(`${lang} ${viewport.width} options: ${text}`);
        await page.waitForSelector('[data-testid=register]');
        await page.click('[data-testid=register]');
        for (const text of await englishOnPage(page, english)) problems.push(`${lang} ${viewport.width} register: ${text}`);
        await page.context().close();
      }
    }
    expect(problems.length === 0, `English on the page:\n${[...new Set(problems)].join('\n')}`);
  },
});

// Issue 40: every screen right for a new player (the phone's game page, the board turned to
// the player, move pairs, arrow keys, typed moves, icons, the chat, challenges after a
// reload, the puzzles offered, the record opened, the dark theme).

/** Whether the element `sel` of `page` lies wholly within the window as it is (not
 * scrolled): its bounding box against the viewport. */
async function onScreen(page, sel) {
  const box = await page.locator(sel).boundingBox();
  const { width, height } = page.viewportSize();
  return { box, inside: Boolean(box) && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width };
}

/** A timed game with a friend in `lang`: page `a` (the geese, 1280x800) made it; page `b`
 * (the fox, `viewport`) joined by the link; four moves are played, `b` says something in
 * the chat, then the geese offer a draw. Resolves with both pages and the game's id. */
async function drawOffered(browser, base, lang, viewport) {
  const a = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const b = await (await browser.newContext({ viewport })).newPage();
  for (const page of [a, b]) {
    await page.goto(base);
    // Once the page has set (and remembered) its first language, the one to test.
    await page.waitForSelector('[data-testid=create]');
    await page.evaluate((l) => localStorage.setItem('reynard.lang', l), lang);
    await page.reload();
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  }
  await a.waitForSelector('[data-testid=create]');
  await a.selectOption('[data-testid=preset]', 'fox-geese');
  await a.selectOption('[data-testid=side]', 'flock');
  await a.selectOption('[data-testid=opponent]', 'friend');
  await a.selectOption('[data-testid=clock]', '300+3');
  await a.click('[data-testid=create]');
  await a.waitForSelector('[data-testid=invite-link]');
  const id = gameId(a);
  await b.goto(await a.inputValue('[data-testid=invite-link]'));
  await b.waitForSelector('[data-testid=board] .piece');
  for (let n = 1; n <= 4; n++) {
    const g = await state(base, id);
    const mover = g.to_move === 'flock' ? a : b;
    await mover.waitForSelector('[data-movable]');
    await clickFirstMove(mover, base, id);
    await waitMoves(a, n);
    await waitMoves(b, n);
  }
  await b.fill('[data-testid=chat-input]', 'good luck');
  await b.click('[data-testid=chat-send]');
  await a.waitForSelector('[data-testid=chat-lines] li');
  await a.waitForSelector('[data-movable]');
  await a.click('[data-testid=offer-draw]');
  await b.waitForSelector('[data-testid=draw-offer]:not([hidden])');
  await b.evaluate(() => window.scrollTo(0, 0));
  return { a, b, id };
}

/** A finished game against the computer: `plies` moves or more, then resigned. */
async function finishedGame(browser, base, plies, viewport) {
  const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1, viewport });
  while ((await state(base, id)).ply < plies) {
    const before = (await state(base, id)).ply;
    await page.waitForSelector('[data-movable]');
    await clickFirstMove(page, base, id);
    await waitMoves(page, before + 2);
  }
  await page.waitForSelector('[data-movable]');
  page.once('dialog', (dialog) => dialog.accept());
  await page.click('[data-testid=resign]');
  await page.waitForSelector('[data-testid=review-game]:not([hidden])');
  return { page, id };
}

/** The points of the pieces the board shows, in order. */
const shownPieces = (page) => page.locator('[data-testid=board] .piece').evaluateAll((ps) => ps.map((p) => p.dataset.piece).join());

/** Waits until the board of `page` shows the pieces on `points` (as `shownPieces` says). */
const waitPieces = (page, points) =>
  page.waitForFunction((shown) => [...document.querySelectorAll('[data-testid=board] .piece')].map((p) => p.dataset.piece).join() === shown, points);

Object.assign(scenarios, {
  async 'screens: on a phone a live game shows whose move it is and the draw answer without scrolling, in three languages; the board turned to each player'(browser, base) {
    const phone = { width: 390, height: 844 };
    for (const lang of ['en', 'ru', 'pl']) {
      const { a, b } = await drawOffered(browser, base, lang, phone);
      if (lang === 'en') {
        await b.screenshot({ path: join(SHOTS, 'phone-game-after.png') });
        await b.screenshot({ path: join(SHOTS, 'phone-game-after-full.png'), fullPage: true });
      } else {
        await b.screenshot({ path: join(SHOTS, `phone-game-after-${lang}.png`) });
      }
      for (const sel of ['[data-testid=status]', '[data-testid=draw-accept]', '[data-testid=draw-decline]', '[data-testid=resign]', '[data-testid=board]']) {
        const { box, inside } = await onScreen(b, sel);
        expect(inside, `${lang}: ${sel} within the phone's screen without scrolling: ${JSON.stringify(box)}`);
      }
      // The board across the phone's width; the coordinates readable (at least 12 pixels).
      const board = (await b.locator('[data-testid=board]').boundingBox()).width;
      expect(board >= phone.width - 4, `${lang}: the board ${board} px wide`);
      // Each player's own side at the bottom: the fox (the first seat, drawn at the top
      // unturned) for b, the geese for a.
      expect((await b.locator('.player-bar[data-place=bottom]').getAttribute('data-side')) === 'hunter', `${lang}: the fox at the bottom for the fox`);
      expect((await a.locator('.player-bar[data-place=bottom]').getAttribute('data-side')) === 'flock', `${lang}: the geese at the bottom for the geese`);
      await a.context().close();
      await b.context().close();
    }
  },

  async 'screens: the board turned to the player of the first seat, flipped by the button, remembered on reload; the 11x11 board readable on a phone'(browser, base) {
    // The fox (the first seat) against the computer: the fox's side at the bottom.
    const { page, id } = await newGame(browser, base, { side: 'hunter', opponent: 'ai', level: 1, viewport: { width: 390, height: 844 }, ready: '[data-testid=board] .piece' });
    const rankOneAt = async () => page.locator('[data-testid=board] text.coord', { hasText: /^1$/ }).first().evaluate((t) => Number(t.getAttribute('y')));
    const top = async () => page.locator('.player-bar[data-place=top]').getAttribute('data-side');
    expect((await top()) === 'flock', 'the geese at the top for the fox');
    const turned = await rankOneAt();
    await page.click('[data-testid=flip]');
    await page.waitForFunction(() => document.querySelector('.player-bar[data-place=top]').dataset.side === 'hunter');
    const back = await rankOneAt();
    expect(turned < back, `rank 1 at the top when turned to the fox (${turned}), at the bottom when flipped (${back})`);
    await page.reload();
    await page.waitForSelector('[data-testid=board] .piece');
    expect((await top()) === 'hunter', 'the flip is remembered on reload');
    await page.close();
    // Hnefatafl 11x11 on a phone: the board as wide as the screen, coordinates of 12 px or more.
    const tafl = await newGame(browser, base, { preset: 'hnefatafl-11', opponent: 'ai', level: 1, viewport: { width: 390, height: 844 }, ready: '[data-testid=board] .piece' });
    const box = await tafl.page.locator('[data-testid=board]').boundingBox();
    const coord = await tafl.page.locator('[data-testid=board] text.coord').first().boundingBox();
    expect(box.width >= 386 && coord.height >= 12, `the 11x11 board ${box.width} px wide, coordinates ${coord.height} px high`);
    await tafl.page.screenshot({ path: join(SHOTS, 'hnefatafl-phone.png') });
    await tafl.page.close();
  },

  async 'screens: arrow keys step through a finished game; the moves numbered in pairs as records are'(browser, base) {
    const { page, id } = await finishedGame(browser, base, 4, { width: 1280, height: 800 });
    const game = await state(base, id);
    const at = async (ply) => (await (await fetch(`${base}/api/games/${id}?ply=${ply}`)).json()).pieces.map((p) => p.at).join();
    const current = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=moves] li')].findIndex((li) => li.classList.contains('current')));
    await page.keyboard.press('Home');
    await waitPieces(page, await at(0));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitPieces(page, await at(2));
    expect((await current()) === 1, `the second move marked: ${await current()}`);
    await page.keyboard.press('ArrowLeft');
    await waitPieces(page, await at(1));
    await page.keyboard.press('End');
    await waitPieces(page, await at(game.ply));
    // Numbered as the record numbers them: "1. a b 2. c d".
    const numbers = await page.locator('[data-testid=moves] li').evaluateAll((lis) => lis.map((li) => li.dataset.number ?? ''));
    const record = await (await fetch(`${base}/api/games/${id}/record`)).text();
    const written = [];
    let pending = '';
    for (const token of record.split('\n\n')[1].split(/\s+/).filter(Boolean)) {
      if (/^\d+\.$/.test(token)) pending = token;
      else {
        written.push(pending);
        pending = '';
      }
    }
    expect(JSON.stringify(numbers) === JSON.stringify(written), `the list's numbers ${numbers} as the record's ${written}`);
    expect(numbers[0] === '1.' && numbers[1] === '' && numbers[2] === '2.', `pairs: ${numbers}`);
    await page.close();
  },

  async 'screens: a typed move is played; a bad one is refused with the reason, in Polish; the analysis board takes one too'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1, lang: 'pl' });
    const bad = 'a1-a9';
    await page.fill('[data-testid=move-input]', bad);
    await page.click('[data-testid=move-submit]');
    await page.waitForFunction(() => document.querySelector('[data-testid=error]').textContent.length > 0);
    const error = await page.locator('[data-testid=error]').textContent();
    expect(/^Błąd: \S/.test(error) && !/\b(the|move|illegal)\b/i.test(error), `the refusal in Polish: ${error}`);
    expect((await state(base, id)).ply === 0, 'nothing played');
    const move = (await state(base, id)).legal[0].moves[0].notation;
    await page.fill('[data-testid=move-input]', move);
    await page.press('[data-testid=move-input]', 'Enter');
    await waitMoves(page, 1);
    const first = await page.locator('[data-testid=moves] li').first().textContent();
    expect(first === move, `the typed move played: ${first} (typed ${move})`);
    expect((await page.locator('[data-testid=error]').textContent()) === '', 'the error gone');
    await page.close();
    const board = await browser.newPage();
    await board.goto(`${base}/#/analysis/fox-geese`);
    await board.waitForSelector('[data-testid=explorer] tbody tr');
    const start = await (await fetch(`${base}/api/explore/fox-geese`)).json();
    await board.fill('[data-testid=move-input]', start.moves[0].move);
    await board.press('[data-testid=move-input]', 'Enter');
    await waitMoves(board, 1);
    // The keys step through the line once the field is left.
    await board.locator('[data-testid=move-input]').blur();
    await board.keyboard.press('ArrowLeft');
    await board.waitForFunction(() => !/moves=/.test(location.hash));
    await board.keyboard.press('ArrowRight');
    await board.waitForFunction(() => /moves=/.test(location.hash));
    await board.close();
  },

  async 'screens: the favicon answers; icons are drawn, not font glyphs; no players\' chat against the computer; at 1280x800 the draw answer in view, the keys browse a live game'(browser, base) {
    const ico = await fetch(`${base}/favicon.ico`);
    expect(ico.status === 200 && ico.headers.get('content-type') === 'image/x-icon', `favicon.ico: ${ico.status} ${ico.headers.get('content-type')}`);
    const { page, id } = await finishedGame(browser, base, 2, { width: 1280, height: 800 });
    const link = await page.locator('link[rel=icon]').getAttribute('href');
    expect((await fetch(base + link)).status === 200, `the linked icon ${link}`);
    expect(await page.locator('[data-testid=chat]').isHidden(), 'no chat against the computer');
    const glyphs = await page.locator('main, header').evaluateAll((els) => els.map((e) => e.textContent).join(''));
    expect(!/[⏮⏭🔊🔇🔔]/u.test(glyphs), 'no glyphs a font may lack');
    expect((await page.locator('[data-step] svg.icon').count()) === 4, 'the step buttons drawn in SVG');
    await page.close();
    // A spectator of that game keeps the spectators' room, with nobody to mute.
    const watcher = await (await browser.newContext()).newPage();
    await watcher.goto(`${base}/#/game/${id}`);
    await watcher.waitForSelector('[data-testid=chat-input]');
    expect(await watcher.locator('[data-testid=chat]').isVisible(), 'the spectators\' chat');
    expect(await watcher.locator('[data-testid=mute]').isHidden(), 'no mute for a spectator');
    await watcher.context().close();
    // Between people the chat is there.
    const { a, b } = await drawOffered(browser, base, 'en', { width: 1280, height: 800 });
    expect(await b.locator('[data-testid=chat]').isVisible(), 'the players chat between people');
    // At 1280x800 too, whose move it is and the draw answer without scrolling.
    for (const sel of ['[data-testid=status]', '[data-testid=draw-accept]', '[data-testid=draw-decline]', '[data-testid=board]']) {
      const { box, inside } = await onScreen(b, sel);
      expect(inside, `${sel} within 1280x800 without scrolling: ${JSON.stringify(box)}`);
    }
    await b.screenshot({ path: join(SHOTS, 'desktop-game-after.png') });
    // In the live game the keys browse the history; the game goes on (the offer stays).
    const pieces = async (ply) => (await (await fetch(`${base}/api/games/${gameId(b)}?ply=${ply}`)).json()).pieces.map((p) => p.at).join();
    const now = await shownPieces(b);
    await b.keyboard.press('Home');
    await waitPieces(b, await pieces(0));
    expect(await b.locator('[data-testid=draw-accept]').isVisible(), 'the offer still there while browsing');
    await b.keyboard.press('End');
    await waitPieces(b, now);
    await a.context().close();
    await b.context().close();
  },

  async 'screens: a challenger who reloaded is taken to the game when it is accepted, also when accepted during the reload'(browser, base) {
    const [a, b] = await accountPages(browser, base, [['Radek'], ['Sonia']]);
    const challenge = async () => {
      await a.goto(`${base}/#/player/Sonia`);
      await a.waitForSelector('[data-testid=challenge-send]');
      await a.selectOption('[data-testid=challenge-preset]', 'fox-geese');
      await a.uncheck('[data-testid=challenge-rated]');
      await a.click('[data-testid=challenge-send]');
      await a.waitForFunction(() => document.querySelector('[data-testid=challenge-status]').textContent.length > 0);
    };
    // Reloaded, then accepted: the event takes the page there.
    await challenge();
    await a.reload();
    await a.waitForSelector('[data-testid=challenge-send]');
    await b.goto(base);
    await b.click('[data-testid=accept-challenge]');
    await b.waitForSelector('[data-testid=board] .piece');
    await a.waitForFunction((id) => location.hash === `#/game/${id}`, gameId(b), { timeout: 15000 });
    // Accepted while the challenger's page was away: the lobby finds it on loading.
    await challenge();
    await a.goto('about:blank');
    await b.goto(base);
    await b.click('[data-testid=accept-challenge]');
    await b.waitForSelector('[data-testid=board] .piece');
    const second = gameId(b);
    await a.goto(base);
    await a.waitForFunction((id) => location.hash === `#/game/${id}`, second, { timeout: 15000 });
    await a.context().close();
    await b.context().close();
  },

  async 'screens: puzzles offer only the games solved here and say why the others are not'(browser, base) {
    const page = await browser.newPage();
    const sets = TINY.options.map((o) => `set=${encodeURIComponent(o)}`).join('&');
    await page.goto(`${base}/#/puzzles/${TINY.preset}?${sets}`);
    await page.waitForSelector('[data-testid=puzzle-task]:not(:empty)');
    const offered = await page.locator('[data-testid=puzzle-variant] option').evaluateAll((os) => os.map((o) => o.value));
    const tables = await (await fetch(`${base}/api/tables`)).json();
    const solved = tables.filter((v) => v.solved !== 'none').map((v) => v.variant);
    expect(JSON.stringify(offered) === JSON.stringify([...new Set([...solved, TINY.preset])]), `offered: ${offered}`);
    const note = await page.locator('[data-testid=puzzle-unavailable]').textContent();
    expect(note.includes('Fox and Geese') && note.includes('solved'), `the others named, with why: ${note}`);
    // A game with no tables here: said, no empty board, no error.
    await page.goto(`${base}/#/puzzles/fox-geese`);
    await page.waitForSelector('[data-testid=puzzle-not-here]:not([hidden])');
    expect(await page.locator('[data-testid=board]').isHidden(), 'no empty board');
    expect((await page.locator('[data-testid=error]').textContent()) === '', 'no error');
    await page.close();
  },

  async 'screens: a record opened on the analysis board shows progress at once; leaving meanwhile keeps the page left'(browser, base) {
    const { page: played, id } = await finishedGame(browser, base, 2, { width: 1280, height: 800 });
    await played.close();
    const record = await (await fetch(`${base}/api/games/${id}/record`)).text();
    const page = await browser.newPage();
    await page.goto(`${base}/#/analysis/fox-geese`);
    await page.waitForSelector('[data-testid=explorer] tbody tr');
    // The record's reading held back for 1.5 s: the page says at once that it reads it.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/api/record', async (route) => {
      await held;
      await route.continue();
    });
    await page.setInputFiles('[data-testid=record-file]', { name: 'game.pgn', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await page.waitForSelector('[data-testid=record-progress]:not([hidden])', { timeout: 1000 });
    await page.click('[data-testid=nav-puzzles]');
    await page.waitForFunction(() => location.hash.startsWith('#/puzzles'));
    release();
    await page.waitForTimeout(1500);
    expect(page.url().includes('#/puzzles'), `still on the puzzles: ${page.url()}`);
    await page.unroute('**/api/record');
    // Not held: the record's board at once, then its review.
    await page.goto(`${base}/#/analysis/fox-geese`);
    await page.waitForSelector('[data-testid=explorer] tbody tr');
    const started = Date.now();
    await page.setInputFiles('[data-testid=record-file]', { name: 'game.pgn', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await page.waitForFunction(() => /moves=/.test(location.hash));
    const shownIn = Date.now() - started;
    await page.waitForSelector('[data-testid=review-chart]', { timeout: 20000 });
    console.log(`   (the record's board after ${shownIn} ms)`);
    await page.close();
  },

  async 'screens: a dark theme follows the system, a switch in the header chooses, remembered'(browser, base) {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = (rgb) => rgb.match(/\d+/g).slice(0, 3).reduce((s, v) => s + Number(v), 0) < 200;
    expect(dark(await background()), `dark by the system: ${await background()}`);
    await page.click('[data-testid=theme]');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(!dark(await background()), `light when chosen: ${await background()}`);
    await page.reload();
    await page.waitForSelector('[data-testid=create]');
    expect(!dark(await background()), 'the choice remembered');
    await page.click('[data-testid=theme]');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const { page: game } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1 });
    await game.close();
    await page.goto(`${base}/#/analysis/fox-geese`);
    await page.waitForSelector('[data-testid=explorer] tbody tr');
    await page.screenshot({ path: join(SHOTS, 'dark-analysis.png') });
    await context.close();
  },
});

Object.assign(scenarios, {
  async 'player games: filters in the address and the form, the export link with the same filters'(browser, base) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(base);
    await page.waitForSelector('[data-testid=create]');
    await register(page, 'Filipa');
    // Three games held by the account: one aborted, one lost, one in play.
    const ids = await page.evaluate(async () => {
      const { call } = await import('/api.js');
      const create = (preset, side) => call('POST', '/api/games', { preset, side, opponent: { type: 'ai', level: 1 } });
      const aborted = await create('fox-geese', 'flock');
      await call('POST', `/api/games/${aborted.id}/abort`, { token: aborted.token });
      const lost = await create('fox-geese', 'flock');
      const move = lost.game.legal[0].moves[0].notation;
      await call('POST', `/api/games/${lost.id}/moves`, { token: lost.token, move, ply: 0 });
      await call('POST', `/api/games/${lost.id}/resign`, { token: lost.token });
      const playing = await create('hnefatafl-11', 'defenders');
      return { aborted: aborted.id, lost: lost.id, playing: playing.id };
    });
    const listed = async () => page.locator('[data-testid=player-games] li[data-id]').evaluateAll((ls) => ls.map((l) => l.dataset.id));
    const expectList = async (wanted, what) => {
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=player-games] li[data-id]').length === n, wanted.length);
      const shown = await listed();
      expect(JSON.stringify(shown.sort()) === JSON.stringify([...wanted].sort()), `${what}: ${shown} for ${wanted}`);
    };
    // A shared address opens the filtered view.
    await page.goto(`${base}/#/player/Filipa?result=loss`);
    await page.waitForSelector('[data-testid=game-filters]');
    await expectList([ids.lost], 'lost');
    expect((await page.inputValue('[data-testid=filter-result]')) === 'loss', 'the form shows the address\'s filter');
    // The form changes the list and the address.
    await page.selectOption('[data-testid=filter-result]', 'aborted');
    await expectList([ids.aborted], 'aborted');
    expect(decodeURIComponent(await page.evaluate(() => location.hash)) === '#/player/Filipa?result=aborted', 'the address keeps the filter');
    await page.selectOption('[data-testid=filter-result]', '');
    await page.selectOption('[data-testid=filter-preset]', 'hnefatafl-11');
    await expectList([ids.playing], 'by game');
    await page.selectOption('[data-testid=filter-preset]', '');
    await page.selectOption('[data-testid=filter-speed]', 'untimed');
    await expectList([ids.aborted, ids.lost, ids.playing], 'untimed');
    const api = await (await fetch(`${base}/api/players/Filipa/games?speed=untimed`)).json();
    expect(api.games.length === 3, `as the API lists them: ${JSON.stringify(api)}`);
    // The export link downloads the same games as one record file.
    const href = await page.getAttribute('[data-testid=export-player-games]', 'href');
    expect(href === '/api/players/Filipa/games/export?speed=untimed', `the link: ${href}`);
    const text = await (await fetch(`${base}${href}`)).text();
    const exported = [...text.matchAll(/\[GameId "([a-z0-9]+)"\]/g)].map((m) => m[1]);
    expect(JSON.stringify(exported.sort()) === JSON.stringify(Object.values(ids).sort()), `exported: ${exported}`);
    // A bad value in the address says which parameter is wrong.
    await page.goto(`${base}/#/player/Filipa?speed=fast`);
    await page.waitForSelector('[data-testid=player-games] li.error');
    const error = await page.textContent('[data-testid=player-games] li.error');
    expect(error.includes('speed'), `the error names the parameter: ${error}`);
    await page.locator('#games-card').screenshot({ path: join(SHOTS, 'player-games.png') });
    await page.context().close();
  },

  async 'review totals: each side\'s counts and average loss under the chart, as the API gives them'(browser, base) {
    const { page, id } = await newGame(browser, base, { side: 'flock', opponent: 'ai', level: 1 });
    await clickFirstMove(page, base, id);
    await waitMoves(page, 2);
    await page.waitForSelector('[data-movable]');
    page.once('dialog', (dialog) => dialog.accept());
    await page.click('text=Resign');
    await page.waitForSelector('[data-testid=review-game]:not([hidden])');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/review') && r.request().method() === 'POST', { timeout: 30000 });
    await page.click('[data-testid=review-game]');
    const review = await (await answered).json();
    await page.waitForSelector('[data-testid=review-totals]', { timeout: 20000 });
    // The totals stand under the chart.
    const [chart, totals] = await Promise.all(['review-chart', 'review-totals'].map((t) => page.locator(`[data-testid=${t}]`).boundingBox()));
    expect(totals.y >= chart.y + chart.height, `under the chart: ${JSON.stringify({ chart, totals })}`);
    expect(review.summary.length === 2, `a summary a side: ${JSON.stringify(review.summary)}`);
    for (const s of review.summary) {
      const count = (v) => review.moves.filter((m) => m.side === s.side && m.verdict === v).length;
      expect(s.inaccuracies === count('inaccuracy') && s.mistakes === count('mistake') && s.blunders === count('blunder'), `the API's counts are its marks: ${JSON.stringify(s)}`);
      for (const key of ['inaccuracies', 'mistakes', 'blunders']) {
        const shown = await page.textContent(`[data-testid=total-${s.side}-${key}]`);
        expect(shown === String(s[key]), `${s.side} ${key}: ${shown} for ${s[key]}`);
      }
      const average = await page.textContent(`[data-testid=total-${s.side}-average_loss]`);
      const wanted = s.average_loss === null ? '–' : s.average_loss.toFixed(1);
      expect(average === wanted, `${s.side} average loss: ${average} for ${wanted}`);
    }
    await page.screenshot({ path: join(SHOTS, 'review-totals.png') });
    await page.close();
  },
});

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
// Every page of every scenario is watched for what the server's Content-Security-Policy
// blocks (Chromium says so in the console): a scenario with any fails.
const violations = [];
const watch = (page) => page.on('console', (m) => {
  if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
});
const newContext = browser.newContext.bind(browser);
browser.newContext = async (...args) => {
  const context = await newContext(...args);
  context.on('page', watch);
  return context;
};
const newPage = browser.newPage.bind(browser);
browser.newPage = async (...args) => {
  const page = await newPage(...args);
  watch(page);
  return page;
};
let passed = 0;
let failed = 0;
// ONLY=text runs the scenarios whose names contain it.
const only = process.env.ONLY;
for (const [name, run] of Object.entries(scenarios).filter(([name]) => !only || name.includes(only))) {
  const started = Date.now();
  violations.length = 0;
  try {
    await run(browser, server.base);
    expect(violations.length === 0, `blocked by the Content-Security-Policy: ${violations.join(' | ')}`);
    passed++;
    console.log(`ok - ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`not ok - ${name}: ${e.message}`);
  }
}
await browser.close();
server.child.kill();
rmSync(server.dir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
