// The move list as records write it: numbered move pairs ("1. e3-e4 d7-d6"), a number
// wherever the server's `move_numbers` starts a pair (the side that began the game moves
// again), so a game the second seat begins, or a side that moves twice (a hunter placing
// its piece, then moving), is numbered as in its record. One item a move: the number is
// drawn before it (CSS), the item's text is the move alone.

/** The items of the move list of `moves`, numbered by `numbers` (the server's
 * `move_numbers`; where absent, pairs of alternate moves); `pick(ply)`, if given, is called
 * with the ply after a move when it is clicked. */
export function moveItems(moves, numbers, pick = null) {
  return moves.map((move, i) => {
    const li = document.createElement('li');
    li.textContent = move;
    const number = numbers ? numbers[i] : i % 2 === 0 ? i / 2 + 1 : null;
    if (number) li.dataset.number = `${number}.`;
    else li.classList.add('continues');
    if (pick) li.addEventListener('click', () => pick(i + 1));
    return li;
  });
}
