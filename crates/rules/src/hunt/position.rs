//! A hunt position: where the pieces stand, who moves, and the placement phase.

use crate::Side;
use crate::board::{Bitboard, Point, bit, points};
use crate::zobrist::splitmix;

/// A jump chain or step (with `from`) or a placement (without): the whole move.
///
/// Two jump chains with the same start, end and captured pieces are the same move by
/// construction; the notation layer finds a path to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the piece starts; `None` for a placement.
    pub from: Option<Point>,
    /// Where the piece ends.
    pub to: Point,
    /// The flock pieces the move takes.
    pub captured: Bitboard,
}

impl Move {
    /// A step or jump chain.
    pub const fn go(from: Point, to: Point, captured: Bitboard) -> Move {
        Move { from: Some(from), to, captured }
    }

    /// A placement (`hunter_start = choose`).
    pub const fn place(at: Point) -> Move {
        Move { from: None, to: at, captured: 0 }
    }

    /// True for a move that captures.
    pub const fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// Where the pieces stand and who is to move. Small and `Copy`; equal positions have
/// equal [`Position::hash`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    hunters: Bitboard,
    flock: Bitboard,
    side: Side,
    to_place: u8,
    broke_through: bool,
    hash: u64,
}

/// Zobrist keys: one per (point, piece kind), and the state bits.
struct Keys {
    hunter: [u64; 64],
    flock: [u64; 64],
    hunter_to_move: u64,
    to_place: [u64; 64],
    broke_through: u64,
}

const KEYS: Keys = {
    let mut keys =
        Keys { hunter: [0; 64], flock: [0; 64], hunter_to_move: 0, to_place: [0; 64], broke_through: 0 };
    let mut state = 0x5EED_F0C5_u64;
    let mut i = 0;
    while i < 64 {
        let (s, a) = splitmix(state);
        let (s, b) = splitmix(s);
        keys.hunter[i] = a;
        keys.flock[i] = b;
        state = s;
        i += 1;
    }
    let mut i = 1;
    while i < 64 {
        let (s, a) = splitmix(state);
        keys.to_place[i] = a;
        state = s;
        i += 1;
    }
    let (s, a) = splitmix(state);
    let (_, b) = splitmix(s);
    keys.hunter_to_move = a;
    keys.broke_through = b;
    keys
};

/// The Zobrist key of a piece set.
fn set_key(set: Bitboard, table: &[u64; 64]) -> u64 {
    points(set).fold(0, |acc, p| acc ^ table[p.0 as usize])
}

impl Position {
    /// A position from its parts; the hash is computed from scratch.
    /// `to_place` (pieces in hand) is at most [`super::MAX_IN_HAND`]; more is cut to it.
    pub fn new(
        hunters: Bitboard,
        flock: Bitboard,
        side: Side,
        to_place: u8,
        broke_through: bool,
    ) -> Position {
        let mut p = Position {
            hunters,
            flock,
            side,
            to_place: to_place.min(super::rules::MAX_IN_HAND),
            broke_through,
            hash: 0,
        };
        p.hash = p.hash_from_scratch();
        p
    }

    /// The same pieces with `side` to move (the hash updated, not recomputed): a view for
    /// asking what that side could do here.
    pub fn with_side_to_move(mut self, side: Side) -> Position {
        self.set_side(side);
        self
    }

    /// The hunter pieces.
    pub fn hunters(&self) -> Bitboard {
        self.hunters
    }

    /// The flock pieces.
    pub fn flock(&self) -> Bitboard {
        self.flock
    }

    /// Every occupied point.
    pub fn occupied(&self) -> Bitboard {
        self.hunters | self.flock
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// Pieces in hand, still to be placed: the hunter's with `hunter_start = choose` (0 once
    /// play has begun), the flock's with `flock_in_hand` (see [`super::Rules::placing`]).
    pub fn to_place(&self) -> u8 {
        self.to_place
    }

    /// Whether the hunter's last move ended on rank 1 with the breakthrough rule on.
    pub fn broke_through(&self) -> bool {
        self.broke_through
    }

    /// The Zobrist hash, kept up to date move by move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from the parts (equals [`Position::hash`]).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = set_key(self.hunters, &KEYS.hunter) ^ set_key(self.flock, &KEYS.flock);
        if self.side == Side::Hunter {
            h ^= KEYS.hunter_to_move;
        }
        h ^= KEYS.to_place[self.to_place as usize];
        if self.broke_through {
            h ^= KEYS.broke_through;
        }
        h
    }

    /// Moves a hunter piece (`from = None`: places one).
    pub(crate) fn move_hunter(&mut self, from: Option<Point>, to: Point) {
        if let Some(from) = from {
            self.hunters ^= bit(from);
            self.hash ^= KEYS.hunter[from.0 as usize];
        }
        self.hunters |= bit(to);
        self.hash ^= KEYS.hunter[to.0 as usize];
    }

    /// Takes hunter pieces off the board (huffing).
    pub(crate) fn remove_hunters(&mut self, set: Bitboard) {
        self.hunters &= !set;
        self.hash ^= set_key(set, &KEYS.hunter);
    }

    /// Puts a flock piece from hand on `at` (the hand is counted by [`Position::placed_one`]).
    pub(crate) fn place_flock(&mut self, at: Point) {
        self.flock |= bit(at);
        self.hash ^= KEYS.flock[at.0 as usize];
    }

    /// Moves a flock piece.
    pub(crate) fn move_flock(&mut self, from: Point, to: Point) {
        self.flock ^= bit(from) | bit(to);
        self.hash ^= KEYS.flock[from.0 as usize] ^ KEYS.flock[to.0 as usize];
    }

    /// Takes flock pieces off the board.
    pub(crate) fn remove_flock(&mut self, set: Bitboard) {
        self.flock &= !set;
        self.hash ^= set_key(set, &KEYS.flock);
    }

    /// Hands the move to `side`.
    pub(crate) fn set_side(&mut self, side: Side) {
        if side != self.side {
            self.hash ^= KEYS.hunter_to_move;
            self.side = side;
        }
    }

    /// Counts one placement done.
    pub(crate) fn placed_one(&mut self) {
        self.hash ^= KEYS.to_place[self.to_place as usize];
        self.to_place = self.to_place.saturating_sub(1);
        self.hash ^= KEYS.to_place[self.to_place as usize];
    }

    /// Sets or clears the breakthrough mark.
    pub(crate) fn set_broke_through(&mut self, broke_through: bool) {
        if self.broke_through != broke_through {
            self.broke_through = broke_through;
            self.hash ^= KEYS.broke_through;
        }
    }
}
