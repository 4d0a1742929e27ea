//! Evaluation: a static guess of who is better, per game family.

mod hunt;
mod tafl;

pub use hunt::HuntEval;
pub use tafl::TaflEval;

use crate::score::Score;
use reynard_rules::Ruleset;

/// Scores positions of one family for the side to move (positive: good for it). Takes
/// `&mut self` so evaluators may keep scratch buffers; each searcher owns its own.
pub trait Evaluator<R: Ruleset>: Send {
    /// The score of a position in which the game goes on.
    fn evaluate(&mut self, rules: &R, pos: &R::Position) -> Score;
}

/// Evaluators that can be built for a family's rules without further settings.
pub trait DefaultEvaluator: Ruleset + Sized {
    /// The family's evaluator.
    type Eval: Evaluator<Self> + Clone + 'static;
    /// Builds it.
    fn evaluator(&self) -> Self::Eval;
}
