//! Sets of points as bits of a `u64`.

use super::Point;

/// A set of points: bit `i` is point `i` (see [`Point`]).
pub type Bitboard = u64;

/// The one-point set.
pub const fn bit(p: Point) -> Bitboard {
    1u64 << p.0
}

/// The lowest point of a non-empty set (of a one-point set: its point).
#[inline(always)]
pub const fn lowest(set: Bitboard) -> Point {
    Point(set.trailing_zeros() as u8)
}

/// Iterates the points of a set, lowest index first.
pub fn points(mut set: Bitboard) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let p = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(Point(p))
        }
    })
}

/// Shifts every point of a set by `offset` indices (positive: towards higher indices).
/// Callers mask the set first so that no point leaves the board.
#[inline(always)]
pub const fn shift(set: Bitboard, offset: i8) -> Bitboard {
    if offset >= 0 { set << offset } else { set >> (-offset) }
}
