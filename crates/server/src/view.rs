//! What the API sends about a game: the play layer's neutral view (board, pieces, legal
//! moves with their paths, captures, the outcome) with the seats and status the server
//! keeps. Plain serializable data; the page holds no rules.

use crate::clock::TimeControlBody;
pub use reynard_play::view::{BoardView, CaptureView, LegalFrom, MoveView, OutcomeView, PieceView};
use serde::Serialize;
use std::collections::BTreeMap;

/// Who holds a person's seat: an account, or a guest by the name they chose.
#[derive(Clone, Debug, Serialize)]
pub struct UserView {
    /// The account's or guest's name.
    pub name: String,
    /// Whether it is a guest (not an account).
    pub guest: bool,
}

/// The clocks of a timed game.
#[derive(Clone, Debug, Serialize)]
pub struct ClockView {
    /// The time control.
    pub control: TimeControlBody,
    /// The time each side has left now, as `<side>_ms` (`hunter_ms`, `flock_ms`…).
    #[serde(flatten)]
    pub left_ms: BTreeMap<String, i64>,
    /// The side whose clock runs.
    pub running: Option<&'static str>,
}

/// A rematch of a finished game.
#[derive(Clone, Debug, Serialize)]
pub struct RematchView {
    /// The side asking for one.
    pub offered_by: Option<&'static str>,
    /// The new game, once both asked.
    pub game: Option<String>,
}

/// How a finished game ended, in short.
#[derive(Clone, Debug, Serialize)]
pub struct ResultView {
    /// The winner's side id, `null` for a draw.
    pub winner: Option<&'static str>,
    /// Why it ended (`time` for a loss on time).
    pub reason: &'static str,
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
    /// The account or guest holding the seat, when known.
    pub user: Option<UserView>,
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
    /// What changes as the game goes on (a move's `move` message carries it anew).
    #[serde(flatten)]
    pub turn: TurnView,
    /// The moves in notation.
    pub moves: Vec<String>,
    /// The number written before each move (`null` where a move continues its pair), as
    /// records number move pairs.
    pub move_numbers: Vec<Option<usize>>,
    /// The pieces on the board.
    pub pieces: Vec<PieceView>,
    /// Whether the game is rated.
    pub rated: bool,
    /// A rematch offered or started.
    pub rematch: Option<RematchView>,
}

/// The part of a game's view that a move changes, besides the moves and pieces: sent whole
/// in a `state` message (flattened into [`GameView`]) and in each `move` message.
#[derive(Clone, Debug, Serialize)]
pub struct TurnView {
    /// `open` (a seat waits for its player), `running`, `finished` or `aborted`.
    pub status: &'static str,
    /// The side to move, `null` once the game is over.
    pub to_move: Option<&'static str>,
    /// Moves played so far.
    pub ply: usize,
    /// The last move, to mark it.
    pub last_move: Option<MoveView>,
    /// The legal moves, grouped by start point (empty once the game is over).
    pub legal: Vec<LegalFrom>,
    /// Pieces taken.
    pub captures: Vec<CaptureView>,
    /// The result, once the game is over.
    pub outcome: Option<OutcomeView>,
    /// The result in short (winner and reason), once the game is over.
    pub result: Option<ResultView>,
    /// The clocks, in a timed game.
    pub clock: Option<ClockView>,
    /// The side offering a draw, if one does.
    pub draw_offer: Option<&'static str>,
    /// The side asking to take back a move, if one does.
    pub takeback_offer: Option<&'static str>,
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
    /// `open`, `running`, `finished` or `aborted`.
    pub status: String,
    /// Seats: side id, `human` or `ai`, level, joined.
    pub seats: Vec<SeatView>,
    /// Moves played.
    pub ply: i64,
    /// Winner's side id, `draw`, or `null` while running.
    pub result: Option<String>,
    /// Why the game ended.
    pub reason: Option<String>,
    /// Whether the game is rated.
    pub rated: bool,
    /// Last change, in milliseconds since 1970.
    pub updated_ms: i64,
}
