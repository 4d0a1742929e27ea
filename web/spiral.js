// The Game of the Goose board as a square spiral: square 0 (the start) in the bottom-left
// corner, up the left side, along the top, down the right side, back along the bottom,
// and so on inwards to 63 in the middle (the terminal game's layout, goose_view.rs).

/** The side of the spiral, in cells: 8 × 8 = 64 squares, 0 to 63. */
export const SIDE = 8;

/** The cell `[column, row]` (row 0 at the top) of square `n`. */
export function spiralCell(n) {
  let index = n;
  let [left, top, right, bottom] = [0, 0, SIDE - 1, SIDE - 1];
  for (;;) {
    const width = right - left;
    const height = bottom - top;
    const ring = 2 * width + 2 * height;
    if (ring === 0) return [left, top];
    if (index < ring) {
      if (index < height) return [left, bottom - index];
      if (index < height + width) return [left + index - height, top];
      if (index < 2 * height + width) return [right, top + index - height - width];
      return [right - (index - 2 * height - width), bottom];
    }
    index -= ring;
    left += 1;
    top += 1;
    right -= 1;
    bottom -= 1;
  }
}
