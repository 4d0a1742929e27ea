//! Perft for the hunt family (RULES.md section 6): the shared driver in `crate::perft`,
//! with the hunt's counting shortcuts.

use super::position::{Move, Position};
use super::rules::Rules;
use crate::perft::Perft;

impl Perft for Rules {
    fn perft_start(&self) -> Position {
        self.fixed_start()
    }

    fn count_leaves(&self, pos: &Position, scratch: &mut Vec<Move>) -> u64 {
        self.count_moves_with(pos, scratch)
    }

    fn count_two(&self, pos: &Position, scratch: &mut Vec<Move>) -> Option<u64> {
        (pos.side() == crate::Side::Flock && pos.to_place() == 0).then(|| self.perft2_flock(pos, scratch))
    }
}
