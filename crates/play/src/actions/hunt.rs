//! The hunt games as actions: steps, jumps one leg each, placements, and the chain's end.

use super::{Action, ActionFamily};
use reynard_rules::board::{Bitboard, Point, points};
use reynard_rules::hunt::{Move, Position, Rules};
use reynard_rules::{Ruleset, Side};

impl ActionFamily for Rules {
    const PLANES: &'static [&'static str] =
        &["hunters", "flock", "chain", "flock_to_move", "in_hand", "broke_through"];

    fn has_placements_and_chains(&self) -> bool {
        true
    }

    fn move_legs(&self, pos: &Position, mv: Move, out: &mut Vec<Action>) {
        let board = self.board();
        let cells = board.width() as Action * board.height() as Action;
        let cell = |p: Point| board.cell(p) as Action;
        let leg = |from: Point, to: Point| cell(from) * cells + cell(to);
        match mv.from {
            None => out.push(cells * cells + cell(mv.to)),
            // A step, or a single jump: one capture is one jump. A chain that jumped one
            // piece twice would jump it twice in a row (any jump between takes another
            // piece), and after jumping a piece a chain stands next to it only on the
            // line it came along, which it may not use again.
            Some(from) if one_leg(mv) => out.push(leg(from, mv.to)),
            Some(_) => out.extend(self.move_path(pos, mv).windows(2).map(|w| leg(w[0], w[1]))),
        }
    }

    fn one_action_each(&self, pos: &Position, moves: &[Move]) -> bool {
        // Only hunters capture, so only they can chain.
        pos.side() == Side::Flock || moves.iter().all(|&mv| one_leg(mv))
    }

    fn nth_one_action_move(&self, pos: &Position, k: usize) -> Option<(Move, usize)> {
        // Placements and the flock's steps: counted, not listed (neither chains).
        self.nth_counted_move(pos, k)
    }

    fn observe(&self, pos: &Position, chain: &[Action], out: &mut [f32]) {
        let board = self.board();
        let cells = board.width() as usize * board.height() as usize;
        // The chain so far: the cells its legs start and land on (a placement is never
        // part of a chain, nor is the end).
        for &a in chain.iter().filter(|&&a| (a as usize) < cells * cells) {
            out[2 * cells + a as usize / cells] = 1.0;
            out[2 * cells + a as usize % cells] = 1.0;
        }
        let mut plane = |k: usize, set: Bitboard, value: f32| {
            points(set).for_each(|p| out[k * cells + board.cell(p)] = value);
        };
        plane(0, pos.hunters(), 1.0);
        plane(1, pos.flock(), 1.0);
        let board = board.points();
        if self.side_to_move(pos) == Side::Flock {
            plane(3, board, 1.0);
        }
        plane(4, board, f32::from(pos.to_place()));
        if pos.broke_through() {
            plane(5, board, 1.0);
        }
    }
}

/// Whether `mv` is one action: a placement, a step or a single jump. A chain has one leg a
/// capture: it takes a piece with each jump.
fn one_leg(mv: Move) -> bool {
    mv.from.is_none() || mv.captured.count_ones() <= 1
}
