//! The JSON bodies the API accepts. Every one refuses unknown fields.

use crate::actions::OfferAction;
use crate::clock::TimeControlBody;
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
    /// The time control: `{"initial_s", "increment_s"}` or `{"days"}`; untimed when absent.
    #[serde(default)]
    pub clock: Option<TimeControlBody>,
    /// Whether the result changes the ratings (both players need accounts).
    #[serde(default)]
    pub rated: bool,
    /// A guest's name to show on the seat (ignored when logged in).
    #[serde(default)]
    pub name: Option<String>,
}

/// `POST /api/challenge/{name}`: the game to play, the challenger's side first.
#[derive(Clone, Debug, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct ChallengeBody {
    /// The preset id.
    pub preset: String,
    /// Options on top of the preset, `key=value`.
    #[serde(default)]
    pub options: Vec<String>,
    /// The challenger's side id; the side that moves first when absent.
    #[serde(default)]
    pub side: Option<String>,
    /// The time control; untimed when absent.
    #[serde(default)]
    pub clock: Option<TimeControlBody>,
    /// Whether the game is rated.
    #[serde(default)]
    pub rated: bool,
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
    /// The seat token (not needed when the request acts for the account holding the seat).
    #[serde(default)]
    pub token: Option<String>,
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
    /// The seat token (not needed when the request acts for the account holding the seat).
    #[serde(default)]
    pub token: Option<String>,
}

/// `POST /api/games/{id}/draw` and `POST /api/games/{id}/takeback`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OfferBody {
    /// The seat token (not needed when the request acts for the account holding the seat).
    #[serde(default)]
    pub token: Option<String>,
    /// `offer`, `accept` or `decline`.
    pub action: OfferAction,
}

/// `POST /api/games/{id}/join`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinBody {
    /// The seat token from an invitation; without it, take the free seat of a public game.
    #[serde(default)]
    pub token: Option<String>,
    /// A guest's name to show on the seat (ignored when logged in).
    #[serde(default)]
    pub name: Option<String>,
}

/// `GET /api/games` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// `open`, `running`, `finished` or `aborted`; all when absent.
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
        /// The seat token (not needed when the connection acts for the seat's account).
        #[serde(default)]
        token: Option<String>,
        /// The move in notation.
        #[serde(rename = "move")]
        mv: String,
        /// The ply the mover saw.
        #[serde(default)]
        ply: Option<u32>,
    },
    /// Resign.
    Resign {
        /// The seat token (not needed when the connection acts for the seat's account).
        #[serde(default)]
        token: Option<String>,
    },
    /// Offer, accept or decline a draw.
    Draw {
        /// The seat token (not needed when the connection acts for the seat's account).
        #[serde(default)]
        token: Option<String>,
        /// What to do.
        action: OfferAction,
    },
    /// Ask for, accept or decline a takeback.
    Takeback {
        /// The seat token (not needed when the connection acts for the seat's account).
        #[serde(default)]
        token: Option<String>,
        /// What to do.
        action: OfferAction,
    },
    /// Abort the game, before both sides have made their first move.
    Abort {
        /// The seat token (not needed when the connection acts for the seat's account).
        #[serde(default)]
        token: Option<String>,
    },
    /// Take back a move against the AI.
    Undo {
        /// The seat token (not needed when the connection acts for the seat's account).
        #[serde(default)]
        token: Option<String>,
    },
    /// Ask for the state again.
    Sync,
}

/// `POST /api/review`: a game to review, as a record or as a line of a preset.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewBody {
    /// A game record (its tags name the variant); instead of the fields below.
    #[serde(default)]
    pub record: Option<String>,
    /// The preset id.
    #[serde(default)]
    pub preset: Option<String>,
    /// Options on top of the preset, `key=value`.
    #[serde(default)]
    pub options: Vec<String>,
    /// The position the line starts from (the preset's start when absent).
    #[serde(default)]
    pub position: Option<String>,
    /// The moves, in notation.
    #[serde(default)]
    pub moves: Vec<String>,
}
