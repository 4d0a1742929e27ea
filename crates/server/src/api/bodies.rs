//! The JSON bodies the API accepts. Every one refuses unknown fields.

use crate::actions::DrawAction;
use serde::Deserialize;

/// `POST /api/games`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    /// The preset id, like `fox-geese` or `hnefatafl-11`.
    pub preset: String,
    /// Options on top of the preset, `key=value`.
    #[serde(default)]
    pub options: Vec<String>,
    /// The creator's side id; the side that moves first when absent.
    #[serde(default)]
    pub side: Option<String>,
    /// Who plays the other side.
    pub opponent: OpponentBody,
}

/// The opponent of a new game.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum OpponentBody {
    /// The AI at a level 1–10.
    Ai {
        /// The level.
        level: u8,
    },
    /// A person, invited by link; with `public`, anyone may take the seat.
    Human {
        /// Listed as open for anyone to join.
        #[serde(default)]
        public: bool,
    },
}

/// `POST /api/games/{id}/moves`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveBody {
    /// The seat token.
    pub token: String,
    /// The move in notation (a legal move's `notation`, or any valid path).
    #[serde(rename = "move")]
    pub mv: String,
    /// The ply the mover saw (optional): a different game ply refuses the move.
    #[serde(default)]
    pub ply: Option<u32>,
}

/// Bodies that carry only a seat token (`resign`, `undo`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    /// The seat token.
    pub token: String,
}

/// `POST /api/games/{id}/draw`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawBody {
    /// The seat token.
    pub token: String,
    /// `offer`, `accept` or `decline`.
    pub action: DrawAction,
}

/// `POST /api/games/{id}/join`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinBody {
    /// The seat token from an invitation; without it, take the free seat of a public game.
    #[serde(default)]
    pub token: Option<String>,
}

/// `GET /api/games` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// `open`, `running` or `finished`; all when absent.
    #[serde(default)]
    pub status: Option<String>,
    /// At most this many (1–100, default 50).
    #[serde(default)]
    pub limit: Option<i64>,
}

/// `GET /api/games/{id}` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShowQuery {
    /// Show the game as it stood after this many moves.
    #[serde(default)]
    pub ply: Option<usize>,
}

/// A message a WebSocket client sends.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMessage {
    /// Play a move.
    Move {
        /// The seat token.
        token: String,
        /// The move in notation.
        #[serde(rename = "move")]
        mv: String,
        /// The ply the mover saw.
        #[serde(default)]
        ply: Option<u32>,
    },
    /// Resign.
    Resign {
        /// The seat token.
        token: String,
    },
    /// Offer, accept or decline a draw.
    Draw {
        /// The seat token.
        token: String,
        /// What to do.
        action: DrawAction,
    },
    /// Take back a move against the AI.
    Undo {
        /// The seat token.
        token: String,
    },
    /// Ask for the state again.
    Sync,
}
