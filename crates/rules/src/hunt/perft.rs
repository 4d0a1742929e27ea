//! Perft for the hunt family (RULES.md section 6): the shared driver in `crate::perft`,
//! with the hunt's counting shortcuts.

use super::position::{Move, Position};
use super::rules::Rules;
pub use crate::perft::PerftTable;
use crate::perft::{PerftCounting, divide, perft};

impl PerftCounting for Rules {
    fn count_leaves(&self, pos: &Position, scratch: &mut Vec<Move>) -> u64 {
        self.count_moves_with(pos, scratch)
    }

    fn count_two(&self, pos: &Position, scratch: &mut Vec<Move>) -> Option<u64> {
        (pos.side() == crate::Side::Flock && pos.to_place() == 0).then(|| self.perft2_flock(pos, scratch))
    }
}

impl Rules {
    /// `perft(pos, 0) = 1`; a game finished by end rules 1–4 counts 0; otherwise the sum over
    /// the distinct positions one legal move leads to. The last ply is counted, not played.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        perft(self, pos, depth, None)
    }

    /// Perft with a transposition table. Much faster at depth, where move orders transpose.
    pub fn perft_hashed(&self, pos: &Position, depth: u32, table: &mut PerftTable) -> u64 {
        perft(self, pos, depth, Some(table))
    }

    /// Perft split by first move: `(move, count)` for each legal move of `pos`.
    pub fn divide(&self, pos: &Position, depth: u32) -> Vec<(Move, u64)> {
        divide(self, pos, depth)
    }
}
