//! What the server needs of a game family beyond the rules: the board and pieces as the
//! page draws them, moves as point paths, and the AI. Implemented for hunt and tafl.

mod hunt;
mod tafl;

use crate::view::{BoardView, CaptureView, MoveView, PieceView};
use reynard_rules::{Family, Game};
use reynard_search::DefaultEvaluator;
use reynard_search::oracle::Oracle;
use reynard_tables::TableDir;
use std::sync::Arc;

/// A family the server can serve: rules ([`Family`]), an AI ([`DefaultEvaluator`]) and a
/// view for the page.
pub trait WebFamily: Family + DefaultEvaluator<Eval: Send> + Send + Sync {
    /// The board: its points, lines and marked points.
    fn board_view(&self) -> BoardView;
    /// The pieces standing in `pos`.
    fn pieces(&self, pos: &Self::Position) -> Vec<PieceView>;
    /// A move as the page shows it: start, path of points, captured points, notation.
    fn move_view(&self, pos: &Self::Position, mv: Self::Move) -> MoveView;
    /// The side's id in the API (`hunter`, `flock`, `attackers`, `defenders`).
    fn side_id(side: Self::Side) -> &'static str;
    /// Pieces each side has taken so far, and what the hunter needs to win.
    fn captures(&self, game: &Game<Self>) -> Vec<CaptureView>;
    /// Solved tables of these rules in `tables`, where the family has a solver.
    fn oracle(&self, _tables: &TableDir) -> Option<Arc<dyn Oracle<Self>>> {
        None
    }
}

/// The index (0 or 1) of a side in [`Family::sides`].
pub fn side_index<R: Family>(side: R::Side) -> usize {
    R::sides().iter().position(|s| *s == side).unwrap_or(0)
}

/// The side ids of a family (`hunt` or `tafl`), in seat order.
pub fn side_ids(family: &str) -> [&'static str; 2] {
    fn ids<R: WebFamily>() -> [&'static str; 2] {
        R::sides().map(R::side_id)
    }
    if family == reynard_rules::tafl::Rules::GAME {
        ids::<reynard_rules::tafl::Rules>()
    } else {
        ids::<reynard_rules::hunt::Rules>()
    }
}
