// A finished game's rematch: a player asks for one, the other player sees who asked and
// accepts, and both pages move to the new game (sides swapped) when the game's state names
// it. The same seat token holds the new seat, so this browser keeps it for the new id.

import { api, keepSeat } from './api.js';
import { errorText, t, translate } from './i18n.js';
import { sideName } from './names.js';

const TEMPLATE = `
<p class="rematch-text" data-testid="rematch-text"></p>
<button class="rematch-ask" data-i18n="game-rematch" data-testid="rematch"></button>
<button class="rematch-accept" data-i18n="game-rematch-accept" data-testid="rematch-accept"></button>
<a class="rematch-link" data-i18n="game-rematch-open" data-testid="rematch-link"></a>`;

/** Who asks for the rematch: the player by name, else their side. */
function offerText(game, side) {
  const name = game.seats.find((s) => s.side === side)?.user?.name;
  return name ? t('game-rematch-offered-player', { name }) : t('game-rematch-offered', { side: sideName(game, side) });
}

/**
 * Fills `box` with the rematch controls of game `id`; `seat()` is the seat this browser
 * holds (`{token?, side}` or null), `showError(text)` says what went wrong. Returns
 * `{render(game)}`, to call with each state of the game.
 */
export function rematchControls(box, id, seat, showError) {
  box.innerHTML = TEMPLATE;
  translate(box);
  const $ = (sel) => box.querySelector(sel);
  let game = null;
  // The page moves to a rematch that starts while it is open, not to one started before.
  let seenBefore = false;
  let moved = false;

  const open = (next) => {
    if (moved) return;
    moved = true;
    const mine = seat();
    if (mine?.token) {
      const other = game.seats.find((s) => s.side !== mine.side);
      keepSeat(next, { token: mine.token, side: other.side });
    }
    location.hash = `#/game/${next}`;
  };

  const ask = async () => {
    showError('');
    try {
      const answer = await api.rematch(id, seat()?.token);
      if (answer.game) open(answer.game);
    } catch (e) {
      showError(errorText(e));
    }
  };
  $('.rematch-ask').addEventListener('click', ask);
  $('.rematch-accept').addEventListener('click', ask);

  return {
    render(g) {
      game = g;
      const mine = seat()?.side;
      const rematch = g.rematch;
      if (!rematch?.game) seenBefore = true;
      else if (mine && seenBefore) open(rematch.game);
      box.hidden = !g.outcome;
      const offeredBy = rematch && !rematch.game ? rematch.offered_by : null;
      $('.rematch-ask').hidden = !(mine && !rematch);
      $('.rematch-accept').hidden = !(mine && offeredBy && offeredBy !== mine);
      let text = '';
      if (offeredBy === mine && mine) text = t('game-rematch-waiting');
      else if (offeredBy) text = offerText(g, offeredBy);
      $('.rematch-text').textContent = text;
      $('.rematch-text').hidden = !text;
      $('.rematch-link').hidden = !rematch?.game;
      if (rematch?.game) $('.rematch-link').href = `#/game/${rematch.game}`;
    },
  };
}
