//! What the API sends about a game: the board, pieces, legal moves with their paths, the
//! move list, captures, the outcome. Plain serializable data; the page holds no rules.

use serde::Serialize;

/// The board as the page draws it.
#[derive(Clone, Debug, Serialize)]
pub struct BoardView {
    /// `points` (pieces stand where lines meet; draw `lines`) or `cells` (a grid of squares).
    pub kind: &'static str,
    /// Files (columns) of the grid.
    pub files: u8,
    /// Ranks (rows) of the grid; rank 0 is the bottom.
    pub ranks: u8,
    /// Every point or cell.
    pub points: Vec<PointView>,
    /// Lines joining neighbouring points, each once.
    pub lines: Vec<[String; 2]>,
    /// Special points: the fort (Asalto), the throne and corners (tafl).
    pub marked: Vec<String>,
}

/// A point of the board with its grid place.
#[derive(Clone, Debug, Serialize)]
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

/// A piece on the board.
#[derive(Clone, Debug, Serialize)]
pub struct PieceView {
    /// The point it stands on.
    pub at: String,
    /// The side it belongs to (a side id).
    pub side: &'static str,
    /// What it is: `hunter`, `flock`, `attacker`, `defender`, `king`.
    pub kind: &'static str,
}

impl PieceView {
    /// A piece at a point.
    pub fn new(at: String, side: &'static str, kind: &'static str) -> PieceView {
        PieceView { at, side, kind }
    }
}

/// One move as the page needs it.
#[derive(Clone, Debug, Serialize)]
pub struct MoveView {
    /// Where the piece starts (`null` for a placement).
    pub from: Option<String>,
    /// Where it ends.
    pub to: String,
    /// The points it visits, the start first (one point for a placement): a jump chain
    /// lists each landing point.
    pub path: Vec<String>,
    /// The points whose pieces it takes.
    pub captured: Vec<String>,
    /// The move in notation: send it back to play the move.
    pub notation: String,
    /// Other paths a player may enter for the same jump chain (the same start, end and
    /// captures in another order); left out when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub other_paths: Vec<Vec<String>>,
}

/// The legal moves from one start point.
#[derive(Clone, Debug, Serialize)]
pub struct LegalFrom {
    /// The start point (`null` for placements).
    pub from: Option<String>,
    /// The moves from there.
    pub moves: Vec<MoveView>,
}

/// Pieces a side has taken.
#[derive(Clone, Debug, Serialize)]
pub struct CaptureView {
    /// The side that took them.
    pub side: &'static str,
    /// How many.
    pub taken: u32,
    /// How many it must take to win, where capturing wins (the hunt games' threshold).
    pub to_win: Option<u32>,
}

/// How the game ended.
#[derive(Clone, Debug, Serialize)]
pub struct OutcomeView {
    /// The winning side's id, or `null` for a draw.
    pub winner: Option<&'static str>,
    /// Why, like `flock-reduced`, `resignation`, `repetition`.
    pub reason: &'static str,
    /// The record's result text: `fox win`, `draw`.
    pub result: String,
}

/// One side of the game and who plays it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    /// The side id (`hunter`, `flock`, `attackers`, `defenders`).
    pub side: &'static str,
    /// The side's name in this variant (`fox`, `geese`…).
    pub name: String,
    /// `human` or `ai`.
    pub player: &'static str,
    /// The AI's level 1–10.
    pub level: Option<u8>,
    /// Whether a person holds the seat's token (always true for the AI).
    pub joined: bool,
}

/// Everything about a game, as `GET /api/games/{id}` and WebSocket `state` messages send it.
#[derive(Clone, Debug, Serialize)]
pub struct GameView {
    /// The game id.
    pub id: String,
    /// `hunt` or `tafl`.
    pub family: &'static str,
    /// The preset id.
    pub preset: String,
    /// Options set on top of the preset (`key=value`).
    pub options: Vec<String>,
    /// The board.
    pub board: BoardView,
    /// Both seats, the side that usually moves first first.
    pub seats: Vec<SeatView>,
    /// `open` (a seat waits for its player), `running` or `finished`.
    pub status: &'static str,
    /// The side to move, `null` once the game is over.
    pub to_move: Option<&'static str>,
    /// Moves played so far.
    pub ply: usize,
    /// The moves in notation.
    pub moves: Vec<String>,
    /// The last move, to mark it.
    pub last_move: Option<MoveView>,
    /// The pieces on the board.
    pub pieces: Vec<PieceView>,
    /// The legal moves, grouped by start point (empty once the game is over).
    pub legal: Vec<LegalFrom>,
    /// Pieces taken.
    pub captures: Vec<CaptureView>,
    /// The result, once the game is over.
    pub outcome: Option<OutcomeView>,
    /// The side offering a draw, if one does.
    pub draw_offer: Option<&'static str>,
    /// Whether the AI is thinking about its move.
    pub thinking: bool,
}

/// A game in a list.
#[derive(Clone, Debug, Serialize)]
pub struct GameSummary {
    /// The game id.
    pub id: String,
    /// `hunt` or `tafl`.
    pub family: String,
    /// The preset id.
    pub preset: String,
    /// `open`, `running` or `finished`.
    pub status: String,
    /// Seats: side id, `human` or `ai`, level, joined.
    pub seats: Vec<SeatView>,
    /// Moves played.
    pub ply: i64,
    /// Winner's side id, `draw`, or `null` while running.
    pub result: Option<String>,
    /// Why the game ended.
    pub reason: Option<String>,
    /// Last change, in milliseconds since 1970.
    pub updated_ms: i64,
}
