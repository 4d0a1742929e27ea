//! The tafl games as actions: every move one leg, from cell to cell.

use super::{Action, ActionFamily};
use reynard_rules::tafl::{Cells, Move, Position, Rules, Side, cells};

impl ActionFamily for Rules {
    const PLANES: &'static [&'static str] = &["attackers", "defenders", "king", "defenders_to_move"];

    fn has_placements_and_chains(&self) -> bool {
        false
    }

    fn move_legs(&self, _pos: &Position, mv: Move, out: &mut Vec<Action>) {
        let size = self.geometry().size() as Action;
        out.push(mv.from.0 as Action * size * size + mv.to.0 as Action);
    }

    fn one_action_each(&self, _pos: &Position, _moves: &[Move]) -> bool {
        true
    }

    fn observe(&self, pos: &Position, _chain: &[Action], out: &mut [f32]) {
        let n = self.geometry().size() as usize;
        let cells_count = n * n;
        let mut plane =
            |k: usize, set: Cells| cells(set).for_each(|c| out[k * cells_count + c.0 as usize] = 1.0);
        plane(0, pos.attackers());
        plane(1, pos.defenders());
        plane(2, pos.king_set());
        if pos.side() == Side::Defenders {
            plane(3, self.geometry().all());
        }
    }
}
