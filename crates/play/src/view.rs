//! The neutral view of a game, the same for every family and every front end: the board as
//! points (with their grid places) and lines, the pieces, the moves as paths of points, the
//! material taken. The server sends it as JSON; the terminal draws it.

use reynard_rules::board::{Bitboard, Board, Direction, points};
use serde::Serialize;

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardKind {
    /// Pieces stand where lines meet: draw the lines.
    Points,
    /// A grid of squares (tafl).
    Cells,
}

/// The board: every point, the lines joining neighbours, and the marked points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// Points and lines, or a grid of cells.
    pub kind: BoardKind,
    /// Files (columns) of the grid.
    pub files: u8,
    /// Ranks (rows) of the grid; rank 0 is the bottom.
    pub ranks: u8,
    /// Every point or cell.
    pub points: Vec<PointView>,
    /// Lines joining neighbouring points, each once, from the lower point to the higher.
    pub lines: Vec<[String; 2]>,
    /// Special points: the fort (Asalto), the throne and corners (tafl).
    pub marked: Vec<String>,
}

impl BoardView {
    /// The point named `name`.
    pub fn point(&self, name: &str) -> Option<&PointView> {
        self.points.iter().find(|p| p.name == name)
    }
}

/// The view of a board of points and lines (the hunt boards, peg solitaire's cross) with
/// the points of `marked` marked.
pub fn points_board_view(board: &Board, marked: Bitboard) -> BoardView {
    let mut lines = Vec::new();
    for p in points(board.points()) {
        for d in Direction::ALL {
            // Each line once: from the lower point index to the higher.
            if let Some(q) = board.step(p, d).filter(|q| q.0 > p.0) {
                lines.push([board.name(p), board.name(q)]);
            }
        }
    }
    BoardView {
        kind: BoardKind::Points,
        files: board.width(),
        ranks: board.height(),
        points: points(board.points())
            .map(|p| (board.name(p), board.file(p), board.rank(p)).into())
            .collect(),
        lines,
        marked: points(marked).map(|p| board.name(p)).collect(),
    }
}

/// A point of the board with its grid place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PointView {
    /// Its name, like `d4`.
    pub name: String,
    /// File index from the left, from 0.
    pub file: u8,
    /// Rank index from the bottom, from 0.
    pub rank: u8,
}

impl From<(String, u8, u8)> for PointView {
    fn from((name, file, rank): (String, u8, u8)) -> PointView {
        PointView { name, file, rank }
    }
}

/// What a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceKind {
    /// The hunter side of a hunt game (fox, hare, coyote, officers).
    Hunter,
    /// The flock side (geese, hunters, chickens, rebels).
    Flock,
    /// Tafl attackers.
    Attacker,
    /// Tafl defenders.
    Defender,
    /// The tafl king.
    King,
    /// A solitaire peg.
    Peg,
}

/// A piece on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceView {
    /// The point it stands on.
    pub at: String,
    /// The side it belongs to (a side id).
    pub side: &'static str,
    /// What it is.
    pub kind: PieceKind,
}

impl PieceView {
    /// A piece at a point.
    pub fn new(at: String, side: &'static str, kind: PieceKind) -> PieceView {
        PieceView { at, side, kind }
    }
}

/// One move as a player enters it and a board shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// Where the piece starts (`None` for a placement).
    pub from: Option<String>,
    /// Where it ends.
    pub to: String,
    /// The points it visits, the start first (one point for a placement): a jump chain
    /// lists each landing point. The path the rules' notation writes.
    pub path: Vec<String>,
    /// The points whose pieces it takes.
    pub captured: Vec<String>,
    /// The move in notation.
    pub notation: String,
    /// Other paths a player may enter for the same jump chain (the same start, end and
    /// captures in another order); left out of JSON when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub other_paths: Vec<Vec<String>>,
}

/// The legal moves from one start point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalFrom {
    /// The start point (`None` for placements).
    pub from: Option<String>,
    /// The moves from there.
    pub moves: Vec<MoveView>,
}

/// Groups move views by their start point, in the order they come.
pub fn group_by_start(moves: impl IntoIterator<Item = MoveView>) -> Vec<LegalFrom> {
    let mut legal: Vec<LegalFrom> = Vec::new();
    for view in moves {
        match legal.iter_mut().find(|l| l.from == view.from) {
            Some(group) => group.moves.push(view),
            None => legal.push(LegalFrom { from: view.from.clone(), moves: vec![view] }),
        }
    }
    legal
}

/// A side's tally: the pieces it has taken, and those it still holds in hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CaptureView {
    /// The side that took them (a side id).
    pub side: &'static str,
    /// How many.
    pub taken: u32,
    /// How many it must take to win, where capturing wins (the hunt games' threshold).
    pub to_win: Option<u32>,
    /// Pieces it still holds in hand, to be placed (Bagh-Chal's goats; a hunter that
    /// chooses its start).
    pub in_hand: u32,
}

/// How a game ended, in the neutral view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OutcomeView {
    /// The winning side's id, or `None` for a draw.
    pub winner: Option<&'static str>,
    /// Why, like `flock-reduced`, `resignation`, `repetition`.
    pub reason: &'static str,
    /// The record's result text: `fox win`, `draw`.
    pub result: String,
}
