//! Perft: counting the move sequences of exactly `depth` moves (RULES.md section 6: for
//! tafl every (from, to) is its own move, and a finished game counts 0). A finished game
//! (king captured or escaped, and the Copenhagen fort and encirclement when on) counts 0;
//! a side with no legal move has no children, so it counts 0 too.

use super::cells::CellSet;
use super::position::{Move, Position};
use super::rules::Rules;
use crate::perft::Perft;

impl<C: CellSet> Perft for Rules<C> {
    fn perft_start(&self) -> Position<C> {
        self.start()
    }

    fn count_leaves(&self, pos: &Position<C>, _scratch: &mut Vec<Move>) -> u64 {
        self.count_moves(pos)
    }
}
