// A game page: the board between its players' bars (names, clocks), whose move, the move
// list, captures, the outcome, actions (undo against the computer, abort before both sides
// have moved, takebacks in casual games between people, draw offers, resign, flip, record),
// a rematch once over, live over WebSocket.

import { analysisText, fetchAnalysis } from './analysis.js';
import { analysisLink } from './analysis-board.js';
import { currentUser, guestName, isMe } from './account.js';
import { api, keepSeat, seatFor } from './api.js';
import { Board } from './board.js';
import { inHandItems } from './captures.js';
import { chatPanel } from './chat.js';
import { Clocks } from './clock.js';
import { foldMove } from './live.js';
import { explorerPanel, fetchExplore } from './explorer.js';
import { errorText, t, translate } from './i18n.js';
import { playerNode, presetName, sideName } from './names.js';
import { showProblem } from './problem.js';
import { rematchControls } from './rematch.js';
import { reportControl } from './report.js';
import { fetchReview, markMoves, reviewPanel } from './review.js';
import { ICONS, labelSteps, stepButtons } from './icons.js';
import { moveItems } from './move-list.js';
import { boardFlipped, turnBoard } from './orientation.js';
import { gameSounds } from './sounds.js';
import { clockName } from './time-control.js';

const TEMPLATE = `
<section class="game duel">
  <div class="game-main">
    <div class="board-wrap">
      <div class="player-bar" data-place="top"><span class="who"></span><span class="clock" hidden></span></div>
      <svg id="board" data-testid="board" role="img"></svg>
      <div class="player-bar" data-place="bottom"><span class="who"></span><span class="clock" hidden></span></div>
    </div>
    <div id="chat" class="chat card" data-testid="chat"></div>
  </div>
  <aside class="card game-side">
    <div class="panel game-head">
      <h2 id="title"></h2>
      <p id="terms" data-testid="terms"></p>
    </div>
    <div class="panel game-now" data-testid="game-now">
      <p id="status" class="status" data-testid="status"></p>
      <p id="role"></p>
      <p id="hint" class="hint"></p>
      <div id="invite" hidden>
        <span data-i18n="game-invite"></span>
        <input id="invite-link" readonly data-testid="invite-link">
        <button id="copy" data-i18n="game-copy"></button>
      </div>
      <div id="draw-offer" hidden data-testid="draw-offer">
        <span id="draw-text"></span>
        <button id="accept" data-i18n="game-accept-draw" data-testid="draw-accept"></button>
        <button id="decline" data-i18n="game-decline-draw" data-testid="draw-decline"></button>
      </div>
      <div id="takeback-offer" hidden data-testid="takeback-offer">
        <span id="takeback-text"></span>
        <button id="takeback-accept" data-i18n="game-takeback-accept" data-testid="takeback-accept"></button>
        <button id="takeback-decline" data-i18n="game-takeback-decline" data-testid="takeback-decline"></button>
      </div>
      <div class="buttons actions">
        <button id="undo" data-i18n="game-undo" data-testid="undo"></button>
        <button id="takeback" data-i18n="game-takeback" data-testid="takeback"></button>
        <button id="offer" data-i18n="game-offer-draw" data-testid="offer-draw"></button>
        <button id="abort" data-i18n="game-abort" data-testid="abort"></button>
        <button id="resign" data-i18n="game-resign" data-testid="resign"></button>
      </div>
      <p id="error" class="error" data-testid="error"></p>
      <p id="offline" class="error" data-i18n="game-offline" hidden></p>
    </div>
    <div class="panel game-moves">
      <div class="buttons steps">
        ${stepButtons({ back: 'replay-back', next: 'replay-next' })}
        <button id="flip" type="button" class="icon-button" data-testid="flip">${ICONS.flip}<span data-i18n="game-flip"></span></button>
      </div>
      <h3 data-i18n="game-moves"></h3>
      <ol id="moves" class="move-list" data-testid="moves"></ol>
      <form id="move-form" class="move-form" data-testid="move-form" hidden>
        <label><span data-i18n="game-type-move"></span>
          <input id="move-input" autocomplete="off" autocapitalize="off" spellcheck="false" data-testid="move-input"></label>
        <button type="submit" data-i18n="game-play-move" data-testid="move-submit"></button>
      </form>
    </div>
    <div class="panel game-tools">
      <div id="rematch" class="rematch" hidden></div>
      <ul id="captures"></ul>
      <p id="analysis" class="analysis" data-testid="analysis" aria-live="polite"></p>
      <div class="buttons">
        <button id="evaluate" data-i18n="game-evaluate" data-testid="evaluate"></button>
        <button id="explore" data-i18n="explore-title" data-testid="explore" aria-pressed="false"></button>
        <a id="record" data-i18n="game-record" download></a>
        <a id="to-analysis" data-i18n="explore-open-board" data-testid="to-analysis"></a>
        <button id="review-game" data-i18n="review-button" data-testid="review-game"></button>
      </div>
      <div id="report-box"></div>
      <div id="review" aria-live="polite"></div>
      <div id="explorer" class="explorer-wrap" aria-live="polite" hidden></div>
    </div>
  </aside>
</section>`;

/** The moves made before a game counts: until then either player may abort it. */
const OPENING_PLIES = 2;

/** Whether the game is over: with a result, or aborted. */
const isOver = (g) => Boolean(g.outcome) || g.status === 'aborted';

/** Shows game `id` in `main`; `query` may carry `join=TOKEN` from an invitation link. */
export async function showGame(main, id, query) {
  const invited = query.get('join');
  // Said once the game shows: the creator opened their own invitation link here.
  let notice = null;
  if (invited) {
    try {
      const seat = await api.join(id, invited, currentUser() ? null : guestName());
      keepSeat(id, { token: seat.token, side: seat.side });
    } catch (e) {
      // The creator opened their own link (told why), or the friend opened it again after
      // joining (the invitation is spent; this browser keeps the seat): show the game.
      if (e.code === 'own_invitation') notice = errorText(e);
      else if (!seatFor(id)) {
        main.textContent = t('error-generic', { message: errorText(e) });
        return { dispose() {} };
      }
    }
    history.replaceState(null, '', `#/game/${id}`);
  }
  main.innerHTML = TEMPLATE;
  translate(main);
  labelSteps(main);
  const $ = (sel) => main.querySelector(sel);
  // The seat this browser holds: by a token kept here, or (set at each state) the seat of
  // the account logged in; an account's seat acts through the session without a token.
  let seat = seatFor(id) || null;
  let game = null;
  let flipped = false;
  // The ply shown while replaying a finished game (null: the game as it is).
  let replayPly = null;
  let ws = null;
  let closed = false;
  let retry = 0;
  // The last analysis shown, kept while the game stays at its ply.
  let analysis = null;
  // Whether the explorer is open, and the requests made for it (only the latest is shown).
  let exploring = false;
  let exploreRequest = 0;
  // The line the explorer shows now (null: nothing shown), so that a render that does not
  // change the position does not ask again.
  let explored = null;
  // The review of the finished game, once asked for.
  let reviewed = null;
  // A move, a capture, low time, the end: heard as they come.
  const sounds = gameSounds();

  const showError = (message) => {
    $('#error').textContent = message ? t('error-generic', { message }) : '';
  };

  const act = async (fn) => {
    showError('');
    try {
      render(await fn());
    } catch (e) {
      showError(errorText(e));
      if (game) render(game);
    }
  };

  // Sends a move (clicked on the board or typed): the server checks it.
  const sendMove = (notation) => {
    showError('');
    const message = { type: 'move', token: seat.token, move: notation, ply: game.ply };
    if (!seat.token) delete message.token;
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    else act(() => api.move(id, seat.token, notation, game.ply));
  };
  const board = new Board($('#board'), (move) => sendMove(move.notation));
  // Whether the player may move now (set at each render), and the ply a typed move was
  // sent at (its text stays in the field until the game has gone on).
  let myTurnNow = false;
  let typedAt = null;
  const chat = chatPanel($('#chat'), id, () => (seat && seat.side ? seat : null));
  const rematch = rematchControls($('#rematch'), id, () => seat, showError);
  board.onHint = (stopHere) => {
    $('#hint').textContent = stopHere ? t('game-chain-stop') : '';
  };

  // Replay requests in flight: only the latest one's answer is shown.
  let replayRequest = 0;

  // Shows the position after `ply` moves (any game: in a live one the player browses the
  // history while play goes on; its last position is the game itself again).
  async function replay(ply) {
    if (!game) return;
    const to = Math.max(0, Math.min(game.ply, ply));
    if (to === game.ply && !isOver(game)) {
      render(game);
      return;
    }
    replayPly = to;
    const request = ++replayRequest;
    try {
      const view = await api.gameAt(id, replayPly);
      if (request !== replayRequest || replayPly === null) return;
      board.show(view, { flipped, canMove: false });
    } catch (e) {
      showError(errorText(e));
    }
    main.querySelectorAll('#moves li').forEach((li, i) => li.classList.toggle('current', i === replayPly - 1));
    showCurrent();
    // Any position of a finished game may be evaluated, but the one the rules ended it in;
    // of a game going on, only against the computer (never between people while they play).
    const declared = ['resignation', 'agreement'].includes(game.outcome?.reason) || game.status === 'aborted';
    $('#evaluate').hidden = !mayExplore(game) || (replayPly === game.ply && !declared);
    $('#analysis').textContent = analysis?.ply === replayPly ? analysisText(game, analysis) : '';
    refreshExplorer();
  }

  // Scrolls the move list (not the page) to the move shown, or to the last one.
  function showCurrent() {
    const list = $('#moves');
    const li = list.querySelector('li.current') ?? list.lastElementChild;
    if (li && list.scrollHeight > list.clientHeight) list.scrollTop = li.offsetTop - list.clientHeight / 2;
  }

  // The explorer and the analysis board may be used once the game is over, or in a game
  // against the computer; never by the players of a game between people still running.
  const mayExplore = (g) => isOver(g) || g.seats.some((s) => s.player === 'ai');

  async function refreshExplorer() {
    const panel = $('#explorer');
    panel.hidden = !(exploring && game && mayExplore(game));
    const moves = panel.hidden ? [] : game.moves.slice(0, replayPly ?? game.ply);
    const key = panel.hidden ? null : moves.join(',');
    if (key === explored) return;
    explored = key;
    if (panel.hidden) return;
    const mine = ++exploreRequest;
    panel.textContent = t('explore-loading');
    try {
      const answer = await fetchExplore(game.preset, { options: game.options, moves });
      if (mine !== exploreRequest) return;
      // A row shows that move on the analysis board (the game itself is played on the board).
      const open = (move) => {
        location.hash = analysisLink(game.preset, { options: game.options, moves: [...moves, move] });
      };
      panel.replaceChildren(explorerPanel({ seats: game.seats }, answer, open));
    } catch (e) {
      if (mine !== exploreRequest) return;
      panel.textContent = t('error-generic', { message: errorText(e) });
      explored = null;
    }
  }

  // The player bars: the seat shown at the top of the board first (the first seat, unless
  // the board is flipped), each with its clock.
  const bars = () => {
    const [top, bottom] = [...main.querySelectorAll('.player-bar')];
    return flipped ? [bottom, top] : [top, bottom];
  };
  const clocks = new Clocks(
    (side) => bars()[game.seats.findIndex((s) => s.side === side)]?.querySelector('.clock'),
    // The clock ran out here: the server flags it; ask it for the state in a moment.
    () => setTimeout(() => ws?.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'sync' })), 300),
    (side) => side === seat?.side && sounds.lowTime(),
  );

  function renderPlayers(g) {
    bars().forEach((bar, i) => {
      const s = g.seats[i];
      const who = bar.querySelector('.who');
      const side = document.createElement('b');
      side.textContent = sideName(g, s.side);
      who.replaceChildren(side, ' ', playerNode(s));
      bar.dataset.side = s.side;
      bar.querySelector('.clock').hidden = !g.clock;
      bar.querySelector('.clock').dataset.testid = `clock-${s.side}`;
    });
    const terms = [t(g.rated ? 'game-rated' : 'game-casual')];
    terms.push(clockName(g.clock?.control));
    $('#terms').textContent = terms.join(' · ');
    clocks.update(g);
  }

  function render(g) {
    sounds.update(g);
    game = g;
    replayPly = null;
    const held = g.seats.find((s) => s.user && !s.user.guest && isMe(s.user.name));
    if (!seatFor(id) && held) seat = { side: held.side };
    const mine = seat && seat.side;
    const over = isOver(g);
    const vsAi = g.seats.some((s) => s.player === 'ai');
    // The game starts once both players are there (`open` waits for the invited one).
    const myTurn = Boolean(mine) && g.status === 'running' && g.to_move === mine && !g.thinking;
    myTurnNow = myTurn;
    // The player's own side at the bottom, unless they turned the board.
    flipped = boardFlipped(g.seats.findIndex((s) => s.side === mine), `game.${id}`);
    $('#title').textContent = presetName(g.preset);
    board.show(g, { flipped, canMove: myTurn });
    renderPlayers(g);

    let status;
    if (g.status === 'aborted') {
      status = t('game-aborted');
    } else if (over && g.outcome.reason === 'time' && g.outcome.winner) {
      const side = sideName(g, g.outcome.winner);
      const name = g.seats.find((s) => s.side === g.outcome.winner)?.user?.name;
      status = name ? t('game-win-on-time-player', { name, side }) : t('game-win-on-time', { side });
    } else if (over) {
      const result = g.outcome.winner ? t('game-win', { side: sideName(g, g.outcome.winner) }) : t('game-draw');
      status = `${t('game-over', { result })} ${t('game-why', { reason: t(`outcome-reason-${g.outcome.reason}`) })}`;
    } else if (g.thinking) {
      status = t('game-thinking');
    } else if (myTurn) {
      status = t('game-your-turn');
    } else {
      status = t('game-to-move', { side: sideName(g, g.to_move) });
    }
    if (!over && g.status === 'open') status += ` ${t('game-waiting')}`;
    $('#status').textContent = status;
    $('#role').textContent = mine ? t('game-you-are', { side: sideName(g, mine) }) : t('game-spectator');

    const waiting = g.seats.find((s) => !s.joined);
    $('#invite').hidden = !(seat && seat.invite && waiting);
    if (seat && seat.invite) $('#invite-link').value = `${location.origin}/#/game/${id}?join=${seat.invite}`;

    rematch.render(g);

    const offer = g.draw_offer;
    $('#draw-offer').hidden = !(mine && offer && offer !== mine && !over);
    if (offer) $('#draw-text').textContent = t('game-draw-offered', { side: sideName(g, offer) });

    // A takeback, in a casual game between people: asked by one, answered by the other.
    const asked = g.takeback_offer;
    $('#takeback-offer').hidden = !(mine && asked && !over);
    $('#takeback-text').textContent = !asked
      ? ''
      : asked === mine
        ? t('game-takeback-waiting')
        : t('game-takeback-offered', { side: sideName(g, asked) });
    $('#takeback-accept').hidden = asked === mine;
    $('#takeback-decline').hidden = asked === mine;
    // The player's own last move goes back (with the reply to it on their turn).
    const ownMove = g.ply >= (g.to_move === mine ? 2 : 1);
    $('#takeback').hidden = !(mine && !vsAi && !g.rated && !over && ownMove && !asked);

    $('#captures').replaceChildren(
      ...inHandItems(g),
      ...g.captures
        .filter((c) => c.taken > 0 || c.to_win !== null)
        .map((c) => {
          const li = document.createElement('li');
          const side = sideName(g, c.side);
          li.textContent =
            c.to_win !== null
              ? t('game-captured-goal', { side, count: c.taken, goal: c.to_win })
              : t('game-captured', { side, count: c.taken });
          return li;
        }),
    );
    $('#moves').replaceChildren(...moveItems(g.moves, g.move_numbers, (ply) => replay(ply)));
    showCurrent();
    // A typed move: offered to the players while the game goes on; the text stays until
    // the game has moved on (a refused one can be corrected).
    $('#move-form').hidden = !(mine && !over);
    if (typedAt !== null && g.ply > typedAt) {
      $('#move-input').value = '';
      typedAt = null;
    }
    // The players' chat is for games between people (spectators keep their own room).
    $('#chat').hidden = vsAi && Boolean(mine);
    $('#review-game').hidden = !over || Boolean(reviewed);
    if (reviewed) markMoves(g, $('#moves'), reviewed);
    if (analysis && analysis.ply !== g.ply) analysis = null;
    $('#analysis').textContent = analysis ? analysisText(g, analysis) : '';
    // Nobody gets the engine's opinion of a game between people while they play it.
    $('#evaluate').hidden = over || !mayExplore(g);
    $('#undo').hidden = !(mine && vsAi && !over && g.ply > 0);
    $('#offer').hidden = !(mine && !vsAi && !over && !offer);
    // Until both sides have made their first move, a player may abort the game.
    $('#abort').hidden = !(mine && !over && g.ply < OPENING_PLIES);
    $('#resign').hidden = !(mine && !over);
    $('#record').href = `/api/games/${id}/record`;
    $('#explore').hidden = !mayExplore(g);
    $('#to-analysis').hidden = !mayExplore(g);
    $('#to-analysis').href = analysisLink(g.preset, { options: g.options, moves: g.moves });
    refreshExplorer();
  }

  for (const button of main.querySelectorAll('.steps button[data-step]')) {
    button.addEventListener('click', () => {
      const now = replayPly ?? game.ply;
      const to = { first: 0, back: now - 1, next: now + 1, last: game.ply }[button.dataset.step];
      replay(to);
    });
  }
  $('#flip').addEventListener('click', () => {
    turnBoard(`game.${id}`);
    if (!game) return;
    const browsing = replayPly;
    render(game);
    if (browsing !== null) replay(browsing);
  });
  $('#move-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('#move-input').value.trim();
    if (!text || !game) return;
    if (!myTurnNow) {
      showError(t(isOver(game) ? 'error-code-game_over' : 'error-code-not_your_turn'));
      return;
    }
    typedAt = game.ply;
    sendMove(text);
  });
  // Arrow keys step through the moves (Home, End: the start, the game now), as on lichess;
  // not while typing in a field.
  const onKey = (event) => {
    if (!game || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    const now = replayPly ?? game.ply;
    const to = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: game.ply }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    replay(to);
  };
  $('#evaluate').addEventListener('click', async () => {
    showError('');
    $('#evaluate').disabled = true;
    $('#analysis').textContent = t('game-evaluating');
    const replaying = replayPly;
    try {
      analysis = await fetchAnalysis(id, replaying);
    } catch (e) {
      analysis = null;
      showError(errorText(e));
    } finally {
      $('#evaluate').disabled = false;
    }
    if (replaying === null) {
      // Unless a replay began meanwhile (the game ended and the user stepped back).
      if (game && replayPly === null) render(game);
    } else if (replayPly === replaying) {
      // Still at the position asked about: say it there (a render would leave the replay).
      $('#analysis').textContent = analysis ? analysisText(game, analysis) : '';
    }
  });
  $('#review-game').addEventListener('click', async () => {
    showError('');
    $('#review-game').disabled = true;
    $('#review').textContent = t('review-working');
    try {
      reviewed = await fetchReview({ preset: game.preset, options: game.options, moves: game.moves });
      $('#review').replaceChildren(reviewPanel(game, reviewed, (ply) => replay(ply)));
      render(game);
    } catch (e) {
      $('#review').textContent = '';
      showError(errorText(e));
    } finally {
      $('#review-game').disabled = false;
    }
  });
  $('#explore').addEventListener('click', () => {
    exploring = !exploring;
    $('#explore').setAttribute('aria-pressed', String(exploring));
    refreshExplorer();
  });
  $('#undo').addEventListener('click', () => act(() => api.undo(id, seat.token)));
  $('#abort').addEventListener('click', () => act(() => api.abort(id, seat.token)));
  $('#resign').addEventListener('click', () => {
    if (confirm(t('game-resign-confirm'))) act(() => api.resign(id, seat.token));
  });
  $('#offer').addEventListener('click', () => act(() => api.draw(id, seat.token, 'offer')));
  $('#takeback').addEventListener('click', () => act(() => api.takeback(id, seat.token, 'offer')));
  $('#takeback-accept').addEventListener('click', () => act(() => api.takeback(id, seat.token, 'accept')));
  $('#takeback-decline').addEventListener('click', () => act(() => api.takeback(id, seat.token, 'decline')));
  $('#accept').addEventListener('click', () => act(() => api.draw(id, seat.token, 'accept')));
  $('#decline').addEventListener('click', () => act(() => api.draw(id, seat.token, 'decline')));
  $('#copy').addEventListener('click', async () => {
    const input = $('#invite-link');
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
      $('#copy').textContent = t('game-copied');
    } catch {
      document.execCommand('copy');
    }
  });

  try {
    render(await api.game(id));
    if (notice) showError(notice);
  } catch (e) {
    if (e.code === 'not_found') return showProblem(main, 'problem-no-game', { id });
    main.textContent = t('error-generic', { message: errorText(e) });
    return { dispose() {} };
  }
  if (!(game.seats.some((s) => s.player === 'ai') && seat?.side)) chat.start();
  if (currentUser()) reportControl($('#report-box'), { game: id });
  document.addEventListener('keydown', onKey);

  const connect = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    // A player's connection (by the seat's token, or the account's cookie) gets the
    // players' chat; a spectator's, the spectators'. The token travels as a subprotocol,
    // the one header a page may set on a WebSocket, never in the URL.
    const protocols = seat?.token ? ['reynard', `reynard.seat.${seat.token}`] : undefined;
    ws = new WebSocket(`${proto}://${location.host}/api/games/${id}/ws`, protocols);
    ws.onopen = () => {
      retry = 0;
      $('#offline').hidden = true;
    };
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'state') render(message.game);
      else if (message.type === 'move') {
        const next = foldMove(game, message);
        if (next) render(next);
        else ws.send(JSON.stringify({ type: 'sync' }));
      }
      else if (message.type === 'chat') chat.add(message);
      else if (message.type === 'mute') chat.muted(message.muted);
      else if (message.type === 'removed') chat.remove(message.id);
      else if (message.type === 'error') {
        showError(errorText(message.error));
        if (game) render(game);
      }
    };
    ws.onclose = () => {
      if (closed) return;
      $('#offline').hidden = false;
      setTimeout(connect, Math.min(10000, 500 * 2 ** retry++));
    };
  };
  connect();

  return {
    dispose() {
      closed = true;
      document.removeEventListener('keydown', onKey);
      clocks.stop();
      if (ws) ws.close();
    },
  };
}
