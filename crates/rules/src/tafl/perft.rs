//! Perft: counting the move sequences of exactly `depth` moves (RULES.md section 6: for
//! tafl every (from, to) is its own move, and a finished game counts 0).

use super::position::{Move, Position};
use super::rules::Rules;
use crate::perft::{PerftCounting, PerftTable, divide, perft};

impl PerftCounting for Rules {
    fn count_leaves(&self, pos: &Position, _scratch: &mut Vec<Move>) -> u64 {
        self.count_moves(pos)
    }
}

impl Rules {
    /// `perft(pos, 0) = 1`; a finished game (king captured or escaped, and the Copenhagen
    /// fort and encirclement when on) counts 0; otherwise the sum over the legal moves. A
    /// side with no legal move has no children, so it counts 0 too. The last ply is counted,
    /// not played.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        perft(self, pos, depth, None)
    }

    /// Perft with a transposition table.
    pub fn perft_hashed(&self, pos: &Position, depth: u32, table: &mut PerftTable) -> u64 {
        perft(self, pos, depth, Some(table))
    }

    /// Perft split by first move: `(move, count)` for each legal move of `pos`.
    pub fn divide(&self, pos: &Position, depth: u32) -> Vec<(Move, u64)> {
        divide(self, pos, depth)
    }
}
