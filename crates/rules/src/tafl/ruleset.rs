//! [`crate::Ruleset`] for the tafl rules: what search and solvers need.

use super::position::{Move, Position};
use super::rules::Rules;
use super::side::{Outcome, Side};
use crate::{Ruleset, Terminal};

/// An outcome seen by the side to move in `pos`.
fn seen_by(outcome: Outcome, side: Side) -> Terminal {
    match outcome.winner() {
        Some(winner) if winner == side => Terminal::Win,
        Some(_) => Terminal::Loss,
        None => Terminal::Draw,
    }
}

impl Ruleset for Rules {
    type Position = Position;
    type Move = Move;
    type Side = Side;

    fn side_to_move(&self, pos: &Position) -> Side {
        pos.side()
    }

    fn opponent(&self, side: Side) -> Side {
        side.other()
    }

    fn start(&self) -> Position {
        Rules::start(self)
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        Rules::legal_moves(self, pos, out)
    }

    fn random_legal_move(
        &self,
        pos: &Position,
        draw: &mut impl FnMut() -> usize,
        _moves: &mut Vec<Move>,
    ) -> Option<Move> {
        self.random_move(pos, draw)
    }

    fn play_unchecked(&self, pos: &Position, mv: Move) -> Position {
        Rules::play_unchecked(self, pos, mv)
    }

    fn decided(&self, pos: &Position) -> Option<Terminal> {
        Rules::decided(self, pos).map(|o| seen_by(o, pos.side()))
    }

    fn terminal(&self, pos: &Position) -> Option<Terminal> {
        self.outcome(pos).map(|o| seen_by(o, pos.side()))
    }

    fn repetition(&self, pos: &Position) -> Terminal {
        seen_by(self.repetition_outcome(), pos.side())
    }

    fn hash(&self, pos: &Position) -> u64 {
        pos.hash()
    }

    fn is_capture(&self, pos: &Position, mv: Move) -> bool {
        self.captures(pos, mv) != 0
    }

    fn capture_count(&self, pos: &Position, mv: Move) -> u32 {
        self.captures(pos, mv).count_ones()
    }

    fn move_text(&self, pos: &Position, mv: Move) -> String {
        Rules::move_text(self, pos, mv)
    }
}
