//! The tafl games as actions: every move one leg, from cell to cell.

use super::{Action, ActionFamily};
use reynard_rules::tafl::{CellSet, Move, Position, Rules, Side, cells};

impl<C: CellSet> ActionFamily for Rules<C> {
    const PLANES: &'static [&'static str] = &["attackers", "defenders", "king", "defenders_to_move"];

    fn has_placements_and_chains(&self) -> bool {
        false
    }

    fn move_legs(&self, _pos: &Position<C>, mv: Move, out: &mut Vec<Action>) {
        let size = self.geometry().size() as Action;
        out.push(mv.from.0 as Action * size * size + mv.to.0 as Action);
    }

    fn one_action_each(&self, _pos: &Position<C>, _moves: &[Move]) -> bool {
        true
    }

    fn observe(&self, pos: &Position<C>, _chain: &[Action], out: &mut [f32]) {
        let n = self.geometry().size() as usize;
        let cells_count = n * n;
        let mut plane = |k: usize, set: C| cells(set).for_each(|c| out[k * cells_count + c.index()] = 1.0);
        plane(0, pos.attackers());
        plane(1, pos.defenders());
        plane(2, pos.king_set());
        if pos.side() == Side::Defenders {
            plane(3, self.geometry().all());
        }
    }
}
