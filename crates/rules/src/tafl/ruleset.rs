//! [`crate::Ruleset`] for the tafl rules: what search and solvers need.

use super::cells::CellSet;
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

impl<C: CellSet> Rules<C> {
    /// Whether `mv` can capture at all: every capture (custodial, the king's, a shield
    /// wall's row, which begins beside the mover) takes an enemy next to the cell the piece
    /// stops on. The search asks this of every move of every node; most have no enemy
    /// there, and the move need not be played to know it.
    #[inline]
    fn may_capture(&self, pos: &Position<C>, mv: Move) -> bool {
        !(self.geometry().around(mv.to) & pos.pieces(pos.side().other())).is_empty()
    }
}

impl<C: CellSet> Ruleset for Rules<C> {
    type Position = Position<C>;
    type Move = Move;
    type Side = Side;

    fn side_to_move(&self, pos: &Position<C>) -> Side {
        pos.side()
    }

    fn opponent(&self, side: Side) -> Side {
        side.other()
    }

    fn start(&self) -> Position<C> {
        Rules::start(self)
    }

    fn legal_moves(&self, pos: &Position<C>, out: &mut Vec<Move>) {
        Rules::legal_moves(self, pos, out)
    }

    fn random_legal_move(
        &self,
        pos: &Position<C>,
        draw: &mut impl FnMut() -> usize,
        _moves: &mut Vec<Move>,
    ) -> Option<Move> {
        self.random_move(pos, draw)
    }

    fn play_unchecked(&self, pos: &Position<C>, mv: Move) -> Position<C> {
        Rules::play_unchecked(self, pos, mv)
    }

    fn decided(&self, pos: &Position<C>) -> Option<Terminal> {
        Rules::decided(self, pos).map(|o| seen_by(o, pos.side()))
    }

    fn terminal(&self, pos: &Position<C>) -> Option<Terminal> {
        self.outcome(pos).map(|o| seen_by(o, pos.side()))
    }

    fn repetition(&self, pos: &Position<C>) -> Terminal {
        seen_by(self.repetition_outcome(), pos.side())
    }

    fn hash(&self, pos: &Position<C>) -> u64 {
        pos.hash()
    }

    fn is_capture(&self, pos: &Position<C>, mv: Move) -> bool {
        self.may_capture(pos, mv) && !self.captures(pos, mv).is_empty()
    }

    fn capture_count(&self, pos: &Position<C>, mv: Move) -> u32 {
        if self.may_capture(pos, mv) { self.captures(pos, mv).count() } else { 0 }
    }

    fn move_text(&self, pos: &Position<C>, mv: Move) -> String {
        Rules::move_text(self, pos, mv)
    }
}
