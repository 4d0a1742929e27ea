//! [`Ruleset`]: what a search engine or solver needs of a game family, and nothing more.
//!
//! Every family (hunt now, tafl later) implements it on its compiled rules, so the AI is
//! written once, monomorphised per family (no `dyn` in hot loops).

use std::fmt::Debug;
use std::hash::Hash;

/// The end of a game seen from the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Terminal {
    /// The side to move has won.
    Win,
    /// The side to move has lost.
    Loss,
    /// Nobody won.
    Draw,
}

impl Terminal {
    /// An outcome seen by `side`.
    pub fn for_side<S: Copy + PartialEq>(outcome: crate::Outcome<S>, side: S) -> Terminal {
        match outcome.winner() {
            Some(winner) if winner == side => Terminal::Win,
            Some(_) => Terminal::Loss,
            None => Terminal::Draw,
        }
    }
}

/// Two-player, perfect-information rules, seen from the side to move.
pub trait Ruleset: Send + Sync {
    /// A position: small, `Copy`, hashable.
    type Position: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// A move.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;
    /// The sides (two), as the family names them.
    type Side: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// The side to move in `pos`.
    fn side_to_move(&self, pos: &Self::Position) -> Self::Side;

    /// The side that is not `side`.
    fn opponent(&self, side: Self::Side) -> Self::Side;

    /// The position play starts from.
    fn start(&self) -> Self::Position;

    /// Fills `out` (cleared first) with the legal moves, one per distinct result.
    fn legal_moves(&self, pos: &Self::Position, out: &mut Vec<Self::Move>);

    /// A uniformly random legal move of `pos`, `None` when there is none: what a random
    /// playout plays. `draw` gives random numbers below 2^32 (the low 32 bits of larger
    /// ones are used); `moves` is a buffer. The default lists the moves and takes one by
    /// [`scale_draw`]; a family may count them instead, or draw more often to look at fewer.
    fn random_legal_move(
        &self,
        pos: &Self::Position,
        draw: &mut impl FnMut() -> usize,
        moves: &mut Vec<Self::Move>,
    ) -> Option<Self::Move> {
        random_listed_move(self, pos, draw, moves)
    }

    /// Plays a move without checking it (the hot path of search and solvers). Precondition:
    /// `mv` is one of [`Ruleset::legal_moves`] of `pos`; otherwise the position returned is
    /// unspecified, though building it does not panic. [`crate::Family::play`] checks.
    fn play_unchecked(&self, pos: &Self::Position, mv: Self::Move) -> Self::Position;

    /// The end rules that need no move generation (no repetition either, which needs
    /// history), from the side to move's point of view. A side with no legal move has
    /// lost: callers that generate moves anyway check that themselves; [`Ruleset::terminal`]
    /// checks both.
    fn decided(&self, pos: &Self::Position) -> Option<Terminal>;

    /// Every end rule of the position (not repetition): [`Ruleset::decided`], then a side
    /// with no legal move loses.
    fn terminal(&self, pos: &Self::Position) -> Option<Terminal> {
        self.decided(pos).or_else(|| {
            let mut moves = Vec::new();
            self.legal_moves(pos, &mut moves);
            moves.is_empty().then_some(Terminal::Loss)
        })
    }

    /// What a repeated position means for the side to move in `pos` (the game history
    /// layer applies it at the third occurrence): a draw, unless the family says otherwise
    /// (Copenhagen tafl: a loss for the defenders).
    fn repetition(&self, _pos: &Self::Position) -> Terminal {
        Terminal::Draw
    }

    /// A 64-bit hash; equal positions hash equally.
    fn hash(&self, pos: &Self::Position) -> u64;

    /// Whether a move captures (for move ordering and quiescence search).
    fn is_capture(&self, pos: &Self::Position, mv: Self::Move) -> bool;

    /// How many pieces a move captures (for move ordering); by default 1 for a capture.
    fn capture_count(&self, pos: &Self::Position, mv: Self::Move) -> u32 {
        self.is_capture(pos, mv) as u32
    }

    /// The move in notation.
    fn move_text(&self, pos: &Self::Position, mv: Self::Move) -> String;
}

/// A uniformly random legal move of `pos` taken from the list of them (in `moves`), by
/// [`scale_draw`]: [`Ruleset::random_legal_move`]'s default, for a family's own to fall
/// back on.
pub fn random_listed_move<R: Ruleset + ?Sized>(
    rules: &R,
    pos: &R::Position,
    draw: &mut impl FnMut() -> usize,
    moves: &mut Vec<R::Move>,
) -> Option<R::Move> {
    rules.legal_moves(pos, moves);
    (!moves.is_empty()).then(|| moves[scale_draw(draw(), moves.len())])
}

/// A number below `n` (`n > 0`) from a random `draw` (its low 32 bits), without a division:
/// the draw as a fraction of 2^32, times `n`.
pub fn scale_draw(draw: usize, n: usize) -> usize {
    ((draw as u32 as u64 * n as u64) >> 32) as usize
}
