// A game page: the board, whose move, the move list, captures, the outcome, actions
// (undo against the computer, draw offers, resign, flip, record), live over WebSocket.

import { analysisText, fetchAnalysis } from './analysis.js';
import { api, keepSeat, seatFor } from './api.js';
import { Board } from './board.js';
import { errorText, t, translate } from './i18n.js';
import { presetName, sideName } from './names.js';

const TEMPLATE = `
<section class="game">
  <div class="board-wrap"><svg id="board" data-testid="board" role="img"></svg></div>
  <aside class="card">
    <h2 id="title"></h2>
    <p id="status" data-testid="status"></p>
    <p id="role"></p>
    <p id="hint" class="hint"></p>
    <div id="invite" hidden>
      <span data-i18n="game-invite"></span>
      <input id="invite-link" readonly data-testid="invite-link">
      <button id="copy" data-i18n="game-copy"></button>
    </div>
    <div id="draw-offer" hidden>
      <span id="draw-text"></span>
      <button id="accept" data-i18n="game-accept-draw"></button>
      <button id="decline" data-i18n="game-decline-draw"></button>
    </div>
    <ul id="captures"></ul>
    <p id="analysis" class="analysis" data-testid="analysis" aria-live="polite"></p>
    <div class="buttons">
      <button id="undo" data-i18n="game-undo" data-testid="undo"></button>
      <button id="offer" data-i18n="game-offer-draw"></button>
      <button id="resign" data-i18n="game-resign"></button>
      <button id="flip" data-i18n="game-flip"></button>
      <button id="evaluate" data-i18n="game-evaluate" data-testid="evaluate"></button>
      <a id="record" data-i18n="game-record" download></a>
    </div>
    <div id="replay" class="buttons" hidden>
      <button data-step="first" aria-label="first">⏮</button>
      <button data-step="back" aria-label="back" data-testid="replay-back">◀</button>
      <button data-step="next" aria-label="next" data-testid="replay-next">▶</button>
      <button data-step="last" aria-label="last">⏭</button>
    </div>
    <h3 data-i18n="game-moves"></h3>
    <ol id="moves" data-testid="moves"></ol>
    <p id="error" class="error" data-testid="error"></p>
    <p id="offline" class="error" data-i18n="game-offline" hidden></p>
  </aside>
</section>`;

/** Shows game `id` in `main`; `query` may carry `join=TOKEN` from an invitation link. */
export async function showGame(main, id, query) {
  const invited = query.get('join');
  if (invited) {
    try {
      const seat = await api.join(id, invited);
      keepSeat(id, { token: seat.token, side: seat.side });
    } catch (e) {
      main.textContent = t('error-generic', { message: errorText(e) });
      return { dispose() {} };
    }
    history.replaceState(null, '', `#/game/${id}`);
  }
  main.innerHTML = TEMPLATE;
  translate(main);
  const $ = (sel) => main.querySelector(sel);
  const seat = seatFor(id);
  let game = null;
  let flipped = false;
  // The ply shown while replaying a finished game (null: the game as it is).
  let replayPly = null;
  let ws = null;
  let closed = false;
  let retry = 0;
  // The last analysis shown, kept while the game stays at its ply.
  let analysis = null;

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

  const board = new Board($('#board'), (move) => {
    showError('');
    const message = { type: 'move', token: seat.token, move: move.notation, ply: game.ply };
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    else act(() => api.move(id, seat.token, move.notation, game.ply));
  });
  board.onHint = (stopHere) => {
    $('#hint').textContent = stopHere ? t('game-chain-stop') : '';
  };

  // Replay requests in flight: only the latest one's answer is shown.
  let replayRequest = 0;

  async function replay(ply) {
    if (!game) return;
    replayPly = Math.max(0, Math.min(game.ply, ply));
    const request = ++replayRequest;
    try {
      const view = await api.gameAt(id, replayPly);
      if (request !== replayRequest || replayPly === null) return;
      board.show(view, { flipped, canMove: false });
    } catch (e) {
      showError(errorText(e));
    }
    main.querySelectorAll('#moves li').forEach((li, i) => li.classList.toggle('current', i === replayPly - 1));
    // Any position of a finished game may be evaluated, but the one the rules ended it in.
    const declared = ['resignation', 'agreement'].includes(game.outcome?.reason);
    $('#evaluate').hidden = replayPly === game.ply && !declared;
    $('#analysis').textContent = analysis?.ply === replayPly ? analysisText(game, analysis) : '';
  }

  function render(g) {
    game = g;
    replayPly = null;
    const mine = seat && seat.side;
    const over = Boolean(g.outcome);
    const vsAi = g.seats.some((s) => s.player === 'ai');
    const myTurn = Boolean(mine) && !over && g.to_move === mine && !g.thinking;
    $('#title').textContent = presetName(g.preset);
    board.show(g, { flipped, canMove: myTurn });

    let status;
    if (over) {
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

    const offer = g.draw_offer;
    $('#draw-offer').hidden = !(mine && offer && offer !== mine && !over);
    if (offer) $('#draw-text').textContent = t('game-draw-offered', { side: sideName(g, offer) });

    $('#captures').replaceChildren(
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
    $('#moves').replaceChildren(
      ...g.moves.map((m, i) => {
        const li = document.createElement('li');
        li.textContent = m;
        if (over) li.addEventListener('click', () => replay(i + 1));
        return li;
      }),
    );
    $('#replay').hidden = !over;
    if (analysis && analysis.ply !== g.ply) analysis = null;
    $('#analysis').textContent = analysis ? analysisText(g, analysis) : '';
    $('#evaluate').hidden = over;
    $('#undo').hidden = !(mine && vsAi && !over && g.ply > 0);
    $('#offer').hidden = !(mine && !vsAi && !over && !offer);
    $('#resign').hidden = !(mine && !over);
    $('#record').href = `/api/games/${id}/record`;
  }

  for (const button of main.querySelectorAll('#replay button')) {
    button.addEventListener('click', () => {
      const now = replayPly ?? game.ply;
      const to = { first: 0, back: now - 1, next: now + 1, last: game.ply }[button.dataset.step];
      replay(to);
    });
  }
  $('#flip').addEventListener('click', () => {
    flipped = !flipped;
    if (game) render(game);
  });
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
  $('#undo').addEventListener('click', () => act(() => api.undo(id, seat.token)));
  $('#resign').addEventListener('click', () => {
    if (confirm(t('game-resign-confirm'))) act(() => api.resign(id, seat.token));
  });
  $('#offer').addEventListener('click', () => act(() => api.draw(id, seat.token, 'offer')));
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
  } catch (e) {
    main.textContent = e.code === 'not_found' ? t('game-not-found') : t('error-generic', { message: errorText(e) });
    return { dispose() {} };
  }

  const connect = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${proto}://${location.host}/api/games/${id}/ws`);
    ws.onopen = () => {
      retry = 0;
      $('#offline').hidden = true;
    };
    ws.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'state') render(message.game);
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
      if (ws) ws.close();
    },
  };
}
