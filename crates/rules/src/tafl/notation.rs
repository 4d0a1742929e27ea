//! Notation: moves as text (`e1-e4`, with captures `e1-e4xe5`), the format of position
//! texts (close to OpenTafl's), and the errors of both. Reading moves and positions and
//! drawing the board are the [`crate::Family`] impl's (`family.rs`).
//!
//! A position text lists the ranks from the top (rank 7 to 19) down, each between slashes:
//! `t` an attacker, `T` a defender, `K` the king, a number a run of empty cells. Then
//! comes the side to move, `a` (attackers) or `d` (defenders). The 9x9 start:
//!
//! ```text
//! /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a
//! ```

use super::cells::CellSet;
use super::geometry::{Cell, cells};
use super::position::{Move, Position};
use super::rules::Rules;
use super::side::Side;

/// Why a move (as text or as a value) is not a legal move here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not in the form of a move.
    #[error("cannot read `{0}` as a move: write it like e1-e4, with any captures appended like e1-e4xe5")]
    Syntax(String),
    /// A cell name that is not on the board.
    #[error("`{0}` is not a cell of this board")]
    UnknownCell(String),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The piece belongs to the side not to move.
    #[error("not your turn: the {0} are to move")]
    NotYourTurn(Side),
    /// No piece stands on the start cell.
    #[error("no piece on {0}")]
    NoPiece(String),
    /// The cells do not share a rank or file (or are the same cell).
    #[error("{0} to {1} is not along a rank or file")]
    NotAlongLine(String, String),
    /// A piece stands between the start and the end.
    #[error("the path is blocked at {0}")]
    PathBlocked(String),
    /// The throne lies on the way and pieces may not pass it.
    #[error("only the king may pass the throne {0}")]
    ThroneBlocks(String),
    /// The end cell is taken.
    #[error("{0} is occupied")]
    Occupied(String),
    /// Only the king may stop on the throne and the corners.
    #[error("only the king may stop on {0}")]
    Restricted(String),
    /// The captures written are not the ones the move makes.
    #[error("the move captures {}, not {written}", actual.as_deref().unwrap_or("nothing"))]
    CaptureMismatch {
        /// The captures written, like `xe5`.
        written: String,
        /// The captures the move makes, like `xd5xe4`; `None` when it captures nothing.
        actual: Option<String>,
    },
}

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    /// Not in the `/ranks/ side` form.
    #[error(
        "cannot read position `{0}`: expected ranks from the top between slashes (t attacker, T defender, \
         K king, a number for empty cells) and the side to move a or d"
    )]
    Syntax(String),
    /// The wrong number of ranks.
    #[error("expected {expected} ranks, found {found}")]
    RankCount {
        /// The board's size.
        expected: usize,
        /// Ranks in the text.
        found: usize,
    },
    /// A rank with the wrong number of cells.
    #[error("rank {rank} has {found} cells, expected {expected}")]
    RankLength {
        /// The rank number (1 at the bottom).
        rank: usize,
        /// The board's size.
        expected: usize,
        /// Cells in the text.
        found: usize,
    },
    /// A character that is no piece.
    #[error("`{0}` is not a piece: use t (attacker), T (defender), K (king) or a number")]
    BadPiece(char),
    /// More than one king.
    #[error("more than one king")]
    TwoKings,
    /// A piece other than the king on the throne, a corner or a citadel cell.
    #[error("only the king may stand on {0}")]
    Restricted(String),
}

impl<C: CellSet> Rules<C> {
    pub(super) fn cell(&self, text: &str) -> Result<Cell, MoveError> {
        self.geometry().parse(text).ok_or_else(|| MoveError::UnknownCell(text.trim().to_string()))
    }

    pub(super) fn capture_text(&self, set: C) -> String {
        cells(set).map(|c| format!("x{}", self.geometry().name(c))).collect()
    }

    /// Writes a move with its captures: `e1-e4`, `e1-e4xe5`, `e1-e4xd4xe5` (lowest cell first).
    pub fn move_text(&self, pos: &Position<C>, mv: Move) -> String {
        let g = self.geometry();
        let n = u16::from(g.size()) * u16::from(g.size());
        if mv.from.0 >= n || mv.to.0 >= n {
            return format!("#{}-#{}", mv.from.0, mv.to.0);
        }
        format!("{}-{}{}", g.name(mv.from), g.name(mv.to), self.capture_text(self.captures(pos, mv)))
    }
}
