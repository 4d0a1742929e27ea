// Live updates of a game: a `move` message (the move, the pieces it changed, the turn
// fields after it) folded into the game the page holds. The server's docs/api.md
// ("Live updates") gives the message; crates/server/src/delta.rs folds it the same way.

const MOVE_ONLY = new Set(['type', 'move', 'number', 'removed', 'added']);

// The game after `message`, or null when it is out of step (not the next ply): the page
// then asks for the whole state.
export function foldMove(game, message) {
  if (!game || message.ply !== game.ply + 1) return null;
  const gone = new Set([...message.removed, ...message.added.map((p) => p.at)]);
  const next = { ...game, moves: [...game.moves, message.move], move_numbers: [...(game.move_numbers ?? []), message.number ?? null] };
  next.pieces = game.pieces.filter((p) => !gone.has(p.at)).concat(message.added);
  for (const [key, value] of Object.entries(message)) {
    if (!MOVE_ONLY.has(key)) next[key] = value;
  }
  return next;
}
