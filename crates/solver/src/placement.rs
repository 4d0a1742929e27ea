//! The placement phase on top of the tables. Positions with pieces in hand (a hunter that
//! chooses its start, Bagh-Chal's goats) are not stored: every placement lowers the hand,
//! so the phase has no cycles, and a position's value is the best of its moves down to the
//! positions after placement, which the tables hold. Each position is searched once (a
//! memo of at most [`PLACEMENT_SEARCH_LIMIT`] positions, a few GB at the most), so a
//! position some placements from the end takes seconds; the whole phase of Bagh-Chal
//! (about 3·10^10 positions) is far beyond a search: where `reynard solve --placement`
//! wrote the placement files ([`crate::placement_solve`]), a position's value is read from
//! them instead (a win or a loss without its distance).

use crate::{SolveError, Tablebase, Value, through, value_of_end};
use reynard_rules::hunt::Position;
use std::collections::HashMap;

/// The most placement positions one probe searches before it gives up.
pub const PLACEMENT_SEARCH_LIMIT: usize = 30_000_000;

impl Tablebase {
    /// The value of a position with pieces in hand.
    pub(crate) fn probe_placing(&self, pos: &Position) -> Result<Value, SolveError> {
        if self.ctx.rules.steps_while_placing() {
            return Err(SolveError::PlacementCycles);
        }
        self.search_placing(pos, &mut HashMap::new())
    }

    fn search_placing(
        &self,
        pos: &Position,
        memo: &mut HashMap<Position, Value>,
    ) -> Result<Value, SolveError> {
        let rules = &self.ctx.rules;
        if let Some(outcome) = rules.outcome(pos) {
            return Ok(value_of_end(pos, outcome));
        }
        if pos.to_place() == 0 {
            return self.probe_stored(pos);
        }
        if let Some(value) = self.placement_value(pos)? {
            return Ok(value);
        }
        if let Some(v) = memo.get(pos) {
            return Ok(*v);
        }
        let mut best: Option<Value> = None;
        for mv in rules.moves(pos) {
            let child = rules.play_unchecked(pos, mv);
            let v = through(pos, &child, self.search_placing(&child, memo)?);
            if best.is_none_or(|b| v.preference() > b.preference()) {
                best = Some(v);
            }
        }
        let best = best.ok_or(SolveError::Internal("a placement position without moves"))?;
        if memo.len() >= PLACEMENT_SEARCH_LIMIT {
            return Err(SolveError::PlacementTooLarge(PLACEMENT_SEARCH_LIMIT));
        }
        memo.insert(*pos, best);
        Ok(best)
    }
}
