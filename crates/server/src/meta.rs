//! Who plays a game: a person holding a seat token (and, when logged in, their account),
//! or the AI at a level; who acts in a request ([`Actor`]); and the game's fixed
//! description (preset, options, seats, rated, time control), as stored.

use crate::accounts::{Account, account_id};
use crate::clock::TimeControl;
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
        /// The account holding the seat (its name): then that account acts for it too, and
        /// an invitation's token no longer does.
        account: Option<String>,
        /// A guest's chosen name.
        guest: Option<String>,
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
            None if kind == "human" => Some(Player::Human {
                token_hash: stored_token_hash(&token?),
                joined,
                account: None,
                guest: None,
            }),
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

    /// A person's seat held by a token alone (a guest's, or an invitation not yet taken).
    pub fn guest(token_hash: String, joined: bool, guest: Option<String>) -> Player {
        Player::Human { token_hash, joined, account: None, guest }
    }

    /// The account holding the seat.
    pub fn account(&self) -> Option<&str> {
        match self {
            Player::Human { account, .. } => account.as_deref(),
            Player::Ai(_) => None,
        }
    }

    /// The guest's chosen name.
    pub fn guest_name(&self) -> Option<&str> {
        match self {
            Player::Human { guest, .. } => guest.as_deref(),
            Player::Ai(_) => None,
        }
    }

    /// Whether `actor` holds this seat: by its token, or as the account holding it.
    pub fn held_by(&self, actor: &Actor, hash: Option<&str>) -> bool {
        let Player::Human { token_hash, account, .. } = self else { return false };
        let by_token = hash.is_some_and(|hash| same_token(token_hash, hash));
        let by_account = match (account, &actor.account) {
            (Some(holder), Some(acting)) => account_id(holder) == acting.id,
            _ => false,
        };
        by_token || by_account
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
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    /// The time control; `None`: untimed.
    pub clock: Option<TimeControl>,
}

/// Who acts in a request: the seat token it sent, and the account it is logged in as.
#[derive(Clone, Debug, Default)]
pub struct Actor {
    /// A seat token.
    pub token: Option<String>,
    /// The account.
    pub account: Option<Account>,
    /// The seat token the browser keeps for the game it created (the HttpOnly
    /// [`crate::auth::CREATOR_COOKIE`], sent only to that game's paths): it tells the
    /// creator from the friend they invite.
    pub creator: Option<String>,
}

impl Actor {
    /// An actor with a seat token only.
    pub fn with_token(token: impl Into<String>) -> Actor {
        Actor { token: Some(token.into()), ..Actor::default() }
    }

    /// Whether this is the creator of a game, by its cookie or its account, acting
    /// for the other seat (`seat`) while that seat waits for the friend invited to it.
    pub fn takes_own_invitation(&self, meta: &GameMeta, seat: usize) -> bool {
        let other = &meta.seats[1 - seat.min(1)];
        if meta.seats[seat.min(1)].joined() || other.level().is_some() {
            return false;
        }
        let by_cookie = self.creator.as_deref().map(crate::ids::token_hash);
        let by_account = Actor { account: self.account.clone(), ..Actor::default() };
        other.held_by(&by_account, by_cookie.as_deref())
    }
}

impl GameMeta {
    /// The seat (0 or 1) that `actor` holds, if any; the seat to move first when it holds
    /// both (one account playing itself in a casual game).
    pub fn seat_of(&self, actor: &Actor, to_move: usize) -> Option<usize> {
        let hash = actor.token.as_deref().map(token_hash);
        let holds = |seat: usize| self.seats[seat].held_by(actor, hash.as_deref());
        [to_move.min(1), 1 - to_move.min(1)].into_iter().find(|&seat| holds(seat))
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
