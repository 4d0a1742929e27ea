//! [`PlayFamily`]: the one trait a game family implements for play, beyond its rules
//! ([`Family`]) and its AI ([`DefaultEvaluator`]): side ids, the neutral view of its board
//! and moves, the text `reynard show` prints, and its solved tables.

use crate::actions::ActionFamily;
use crate::explain::Explain;
use crate::view::{BoardView, CaptureView, MoveView, PieceView};
use reynard_rules::{Family, Game};
use reynard_search::DefaultEvaluator;
use reynard_search::oracle::Oracle;
use reynard_tables::TableDir;
use std::sync::Arc;

/// Most paths of one jump chain offered to a player (a chain round a square has two; more
/// are rare).
pub const MAX_PATHS: usize = 8;

/// A game family as every front end plays it.
pub trait PlayFamily:
    ActionFamily
    + Family<MoveError: Explain, PositionError: Explain, VariantError: Explain>
    + DefaultEvaluator<Eval: Send>
    + Send
    + Sync
{
    /// The side's id in the API and the view (`hunter`, `flock`, `attackers`, `defenders`).
    fn side_id(side: Self::Side) -> &'static str;
    /// The board: its points, lines and marked points.
    fn board_view(&self) -> BoardView;
    /// The pieces standing in `pos`.
    fn pieces(&self, pos: &Self::Position) -> Vec<PieceView>;
    /// A move of `pos` as a player enters it: start, paths of points (from the rules, not
    /// from notation), captured points, notation.
    fn move_view(&self, pos: &Self::Position, mv: Self::Move) -> MoveView;
    /// Every path of points a player may enter for a move of `pos` (at most [`MAX_PATHS`]),
    /// the one the notation writes first: what [`PlayFamily::move_view`] lists as `path`
    /// and `other_paths`, without the rest of the view.
    fn entry_paths(&self, pos: &Self::Position, mv: Self::Move) -> Vec<Vec<String>>;
    /// Pieces each side has taken between `start` and `pos`, and what capturing needs to win.
    fn taken(&self, start: &Self::Position, pos: &Self::Position) -> Vec<CaptureView>;
    /// The board and the state of play as text, as `reynard show` prints them.
    fn describe(game: &Game<Self>) -> String;
    /// Solved tables of these rules in `tables`, where the family has a solver.
    fn oracle(&self, _tables: &TableDir) -> Option<Arc<dyn Oracle<Self>>> {
        None
    }

    /// The seat (0 or 1) of a side: its place in [`Family::sides`].
    fn seat(side: Self::Side) -> usize {
        Self::sides().iter().position(|s| *s == side).unwrap_or(0)
    }
    /// The side ids in seat order.
    fn side_ids() -> [&'static str; 2] {
        Self::sides().map(Self::side_id)
    }
    /// The sides' names in this variant (`fox`, `geese`…), in seat order.
    fn side_names(&self) -> [String; 2] {
        Self::sides().map(|side| self.side_name(side))
    }
}
