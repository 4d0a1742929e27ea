//! Who plays a game: a person holding a seat token, or the AI at a level; and the game's
//! fixed description (preset, options, seats), as stored.

use crate::ids::{same_token, stored_token_hash, token_hash};
use reynard_search::level::Level;

/// Who plays one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person: only the holder of the token moves for this side.
    Human {
        /// The SHA-256 hash of the seat's secret token ([`crate::ids::token_hash`]): the
        /// token itself is given to its holder and kept nowhere.
        token_hash: String,
        /// Whether the holder has taken the seat (used the token).
        joined: bool,
    },
    /// The engine at a strength level.
    Ai(Level),
}

impl Player {
    /// The stored kind: `human` or `ai:N`.
    pub fn kind_text(&self) -> String {
        match self {
            Player::Human { .. } => "human".to_string(),
            Player::Ai(level) => format!("ai:{}", level.get()),
        }
    }

    /// Reads a stored kind with the seat's token hash and joined flag (a token stored raw,
    /// before tokens were hashed, is hashed here).
    pub fn from_stored(kind: &str, token: Option<String>, joined: bool) -> Option<Player> {
        match kind.strip_prefix("ai:") {
            Some(n) => Level::new(n.parse().ok()?).map(Player::Ai),
            None if kind == "human" => Some(Player::Human { token_hash: stored_token_hash(&token?), joined }),
            None => None,
        }
    }

    /// The hash of the seat's token, for a person's seat.
    pub fn token_hash(&self) -> Option<&str> {
        match self {
            Player::Human { token_hash, .. } => Some(token_hash),
            Player::Ai(_) => None,
        }
    }

    /// Whether the seat is taken (the AI always is).
    pub fn joined(&self) -> bool {
        match self {
            Player::Human { joined, .. } => *joined,
            Player::Ai(_) => true,
        }
    }

    /// The AI's level, for an AI seat.
    pub fn level(&self) -> Option<Level> {
        match self {
            Player::Ai(level) => Some(*level),
            Player::Human { .. } => None,
        }
    }
}

/// The fixed facts of a game.
#[derive(Clone, Debug)]
pub struct GameMeta {
    /// The game id.
    pub id: String,
    /// The preset id.
    pub preset: String,
    /// Options on top of the preset, `key=value`.
    pub options: Vec<String>,
    /// The players of the two sides, in [`reynard_rules::Family::sides`] order.
    pub seats: [Player; 2],
    /// Whether anyone may take a free seat (listed as open).
    pub public: bool,
    /// Creation time, milliseconds since 1970.
    pub created_ms: i64,
}

impl GameMeta {
    /// The seat (0 or 1) that `token` holds, if any.
    pub fn seat_of(&self, token: &str) -> Option<usize> {
        let hash = token_hash(token);
        self.seats.iter().position(|p| p.token_hash().is_some_and(|t| same_token(t, &hash)))
    }

    /// Whether one seat is the AI's (undo is allowed then).
    pub fn against_ai(&self) -> bool {
        self.seats.iter().any(|p| matches!(p, Player::Ai(_)))
    }
}

/// Milliseconds since 1970, now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
