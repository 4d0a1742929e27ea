// Which way a board is turned. A player sees their own side at the bottom; the flip button
// turns any board, and the choice is kept for the session (sessionStorage), per game or for
// the analysis board.

const KEY = 'reynard.flip.';

/** Whether the viewer turned the board `where` (`game.ID`, `analysis`) this session. */
export function turnedByViewer(where) {
  return sessionStorage.getItem(KEY + where) === '1';
}

/** Turns the board `where` over (or back), remembered for the session. */
export function turnBoard(where) {
  sessionStorage.setItem(KEY + where, turnedByViewer(where) ? '0' : '1');
}

/** Whether to draw a board flipped: its first seat (drawn at the top unflipped) is the
 * viewer's (`seatIndex`, -1 for a spectator), unless the viewer turned it back. */
export function boardFlipped(seatIndex, where) {
  return (seatIndex === 0) !== turnedByViewer(where);
}
