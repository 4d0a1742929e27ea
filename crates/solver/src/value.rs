//! The value of a position for the side to move, and its packing into a `u16`.

use std::fmt;

/// The game-theoretic value of a position for the side to move, with the distance to the
/// end in plies under perfect play (the winner hurries, the loser delays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u16),
    /// The side to move loses in this many plies.
    Loss(u16),
    /// Neither side can force a win: endless play.
    Draw,
}

/// The largest distance a table can store.
pub const MAX_DISTANCE: u16 = 0x3FFF;

/// The distance of a win or a loss read from a values-only table (see
/// [`crate::compressed`]): not known. No solve reaches it (the longest line known is 186
/// plies).
pub const UNKNOWN_DISTANCE: u16 = MAX_DISTANCE;

/// Packed: a draw.
pub(crate) const DRAW: u16 = 0;
/// Packed: a win; the low 14 bits are the distance.
pub(crate) const WIN: u16 = 0x4000;
/// Packed: a loss; the low 14 bits are the distance.
pub(crate) const LOSS: u16 = 0x8000;
/// Packed: no value (the tier is not in memory, or a damaged table).
pub(crate) const NONE: u16 = 0xFFFF;
/// Packed: a slot a sparse table does not keep (see [`crate::compressed`]): its value is
/// found through the moves to positions the table keeps.
pub const SEARCHED: u16 = 0xC000;

impl Value {
    /// Reads a packed value (`None` for a code no table holds).
    pub(crate) fn unpack(v: u16) -> Option<Value> {
        match v & 0xC000 {
            0 if v == DRAW => Some(Value::Draw),
            WIN => Some(Value::Win(v & MAX_DISTANCE)),
            LOSS => Some(Value::Loss(v & MAX_DISTANCE)),
            _ => None,
        }
    }

    /// The value packed as a table file stores it (the inverse of reading one back): the
    /// solvers outside this crate (the MPI solver) write the same words.
    pub const fn pack(self) -> u16 {
        match self {
            Value::Draw => DRAW,
            Value::Win(d) => WIN | if d > MAX_DISTANCE { MAX_DISTANCE } else { d },
            Value::Loss(d) => LOSS | if d > MAX_DISTANCE { MAX_DISTANCE } else { d },
        }
    }

    /// The value of the position before a move that leads to a position of this value
    /// (the other side to move): a loss there is a win here, one ply longer.
    pub fn before(self) -> Value {
        match self {
            Value::Win(UNKNOWN_DISTANCE) => Value::Loss(UNKNOWN_DISTANCE),
            Value::Loss(UNKNOWN_DISTANCE) => Value::Win(UNKNOWN_DISTANCE),
            Value::Win(d) => Value::Loss(d.saturating_add(1)),
            Value::Loss(d) => Value::Win(d.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// The distance in plies of a win or a loss, where the table knows it (`None` for a
    /// draw, and for a values-only table's win or loss).
    pub fn distance(self) -> Option<u16> {
        match self {
            Value::Win(d) | Value::Loss(d) if d != UNKNOWN_DISTANCE => Some(d),
            _ => None,
        }
    }

    /// The distance in plies (0 for a draw).
    pub fn plies(self) -> u16 {
        match self {
            Value::Win(d) | Value::Loss(d) => d,
            Value::Draw => 0,
        }
    }

    /// Orders values for the side to move: better first (a short win, a long win, a draw,
    /// a long loss, a short loss).
    pub fn preference(self) -> i32 {
        match self {
            Value::Win(d) => 100_000 - d as i32,
            Value::Draw => 0,
            Value::Loss(d) => -100_000 + d as i32,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(UNKNOWN_DISTANCE) => f.write_str("win"),
            Value::Loss(UNKNOWN_DISTANCE) => f.write_str("loss"),
            Value::Win(d) => write!(f, "win in {d}"),
            Value::Loss(d) => write!(f, "loss in {d}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}
