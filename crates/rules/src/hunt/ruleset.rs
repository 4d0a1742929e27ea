//! [`crate::Ruleset`] for the hunt rules: what search and solvers need.

use crate::{Ruleset, Terminal};

impl Ruleset for crate::hunt::Rules {
    type Position = crate::hunt::Position;
    type Move = crate::hunt::Move;
    type Side = crate::Side;

    fn side_to_move(&self, pos: &Self::Position) -> Self::Side {
        pos.side()
    }

    fn opponent(&self, side: Self::Side) -> Self::Side {
        side.other()
    }

    fn start(&self) -> Self::Position {
        self.game_start()
    }

    fn legal_moves(&self, pos: &Self::Position, out: &mut Vec<Self::Move>) {
        crate::hunt::Rules::legal_moves(self, pos, out)
    }

    fn random_legal_move(
        &self,
        pos: &Self::Position,
        draw: &mut impl FnMut() -> usize,
        moves: &mut Vec<Self::Move>,
    ) -> Option<Self::Move> {
        match self.counted_move(pos, |n| crate::scale_draw(draw(), n)) {
            Some((mv, _)) => Some(mv),
            // The hunter's chains are searched: listed.
            None => crate::random_listed_move(self, pos, draw, moves),
        }
    }

    fn play_unchecked(&self, pos: &Self::Position, mv: Self::Move) -> Self::Position {
        crate::hunt::Rules::play_unchecked(self, pos, mv)
    }

    fn decided(&self, pos: &Self::Position) -> Option<Terminal> {
        crate::hunt::Rules::decided(self, pos).map(|o| Terminal::for_side(o, pos.side()))
    }

    fn terminal(&self, pos: &Self::Position) -> Option<Terminal> {
        self.outcome(pos).map(|o| Terminal::for_side(o, pos.side()))
    }

    fn hash(&self, pos: &Self::Position) -> u64 {
        pos.hash()
    }

    fn is_capture(&self, _pos: &Self::Position, mv: Self::Move) -> bool {
        mv.is_capture()
    }

    fn capture_count(&self, _pos: &Self::Position, mv: Self::Move) -> u32 {
        mv.captured.count_ones()
    }

    fn move_text(&self, pos: &Self::Position, mv: Self::Move) -> String {
        crate::hunt::Rules::move_text(self, pos, mv)
    }
}
