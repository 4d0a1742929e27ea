//! Perft for every family: one driver ([`perft`]), the transposition table it may use
//! ([`PerftTable`]), and the counting shortcuts each family plugs in ([`Perft`]).
//! RULES.md section 6: depth 0 counts 1, a game decided by the end rules counts 0,
//! otherwise the sum over the legal moves (one per distinct result).

use crate::Ruleset;

/// The deepest perft the front ends count (the command line and the Python package
/// refuse more): each ply of depth takes a buffer of moves and a frame of the walk, and no
/// game's counts are within reach beyond it anyway.
pub const MAX_DEPTH: u32 = 30;

/// A perft transposition table: counts of (position, depth) already done, keyed by the
/// position's 64-bit Zobrist hash.
pub struct PerftTable {
    /// `(hash with depth mixed in, count)`; a zero key is an empty slot.
    slots: Vec<(u64, u64)>,
    mask: usize,
}

impl PerftTable {
    /// A table of `2^bits` slots (16 bytes each).
    pub fn new(bits: u32) -> PerftTable {
        let size = 1usize << bits.min(30);
        PerftTable { slots: vec![(0, 0); size], mask: size - 1 }
    }

    /// The key of a position (by its hash) searched to `depth`.
    pub(crate) fn key(hash: u64, depth: u32) -> u64 {
        // Mixing the depth in keeps one slot per (position, depth); `| 1` keeps keys non-zero.
        (hash ^ (depth as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
    }

    /// The count stored under `key`, if any.
    pub(crate) fn get(&self, key: u64) -> Option<u64> {
        let (k, count) = self.slots[key as usize & self.mask];
        (k == key).then_some(count)
    }

    /// Stores a count (replacing whatever shared the slot).
    pub(crate) fn put(&mut self, key: u64, count: u64) {
        self.slots[key as usize & self.mask] = (key, count);
    }
}

/// Perft of a family: the position it counts from, the counting shortcuts the family plugs
/// in, and the counts themselves (one driver for every family).
pub trait Perft: Ruleset {
    /// The position perft counts from (hunt: the fixed start, after any placement).
    fn perft_start(&self) -> Self::Position;

    /// The number of legal moves of an undecided position (perft 1), listing into
    /// `scratch` only where it must.
    fn count_leaves(&self, pos: &Self::Position, scratch: &mut Vec<Self::Move>) -> u64;

    /// Perft 2 of an undecided position, where the family has a shortcut.
    fn count_two(&self, _pos: &Self::Position, _scratch: &mut Vec<Self::Move>) -> Option<u64> {
        None
    }

    /// `perft(pos, 0) = 1`; a game decided by the end rules counts 0; otherwise the sum over
    /// the legal moves (one per distinct result). The last ply is counted, not played.
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64
    where
        Self: Sized,
    {
        perft(self, pos, depth, None)
    }

    /// Perft with a transposition table: much faster at depth, where move orders transpose.
    fn perft_hashed(&self, pos: &Self::Position, depth: u32, table: &mut PerftTable) -> u64
    where
        Self: Sized,
    {
        perft(self, pos, depth, Some(table))
    }

    /// Perft split by first move: `(move, count)` for each legal move of `pos`.
    fn divide(&self, pos: &Self::Position, depth: u32) -> Vec<(Self::Move, u64)>
    where
        Self: Sized,
    {
        divide(self, pos, depth)
    }
}

/// Perft of `pos` to `depth`, with a transposition table if one is given (64-bit Zobrist
/// keys: a collision, vanishingly unlikely, would miscount). The last ply is counted,
/// not played.
fn perft<R: Perft>(rules: &R, pos: &R::Position, depth: u32, table: Option<&mut PerftTable>) -> u64 {
    let mut buffers = vec![Vec::with_capacity(64); depth as usize + 1];
    let mut table = table;
    perft_inner(rules, pos, depth, &mut buffers, &mut table)
}

fn perft_inner<R: Perft>(
    rules: &R,
    pos: &R::Position,
    depth: u32,
    buffers: &mut [Vec<R::Move>],
    table: &mut Option<&mut PerftTable>,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if rules.decided(pos).is_some() {
        return 0;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else { return 0 };
    if depth == 1 {
        return rules.count_leaves(pos, moves);
    }
    if depth == 2 {
        if let Some(count) = rules.count_two(pos, moves) {
            return count;
        }
    }
    let key = PerftTable::key(rules.hash(pos), depth);
    if depth >= 3 {
        if let Some(count) = table.as_ref().and_then(|t| t.get(key)) {
            return count;
        }
    }
    rules.legal_moves(pos, moves);
    let mut total = 0;
    for &m in moves.iter() {
        total += perft_inner(rules, &rules.play_unchecked(pos, m), depth - 1, rest, table);
    }
    if depth >= 3 {
        if let Some(t) = table.as_mut() {
            t.put(key, total);
        }
    }
    total
}

/// Perft split by first move: `(move, perft(child, depth - 1))` for each legal move.
fn divide<R: Perft>(rules: &R, pos: &R::Position, depth: u32) -> Vec<(R::Move, u64)> {
    if depth == 0 || rules.terminal(pos).is_some() {
        return Vec::new();
    }
    let mut moves = Vec::new();
    rules.legal_moves(pos, &mut moves);
    moves.into_iter().map(|m| (m, perft(rules, &rules.play_unchecked(pos, m), depth - 1, None))).collect()
}
