//! The authority: what a seat holder may do to a game, checked against the game. HTTP and
//! WebSocket requests, and the AI, all go through [`apply`].

use crate::error::ApiError;
use crate::live::{Live, Rematch};
use crate::meta::Player;
use serde::Deserialize;

/// Something a seat does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play a move given in notation; `ply`, when given, must be the game's ply (so a move
    /// chosen on an old position is refused).
    Move {
        /// The move, like `d4-d5` or `d4xd6xf6`.
        text: String,
        /// The ply the mover saw.
        ply: Option<u32>,
    },
    /// Give up: the other side wins.
    Resign,
    /// End the game with no result, before both sides have made their first move.
    Abort,
    /// Offer, accept or decline a draw.
    Draw(DrawAction),
    /// Take back the last own move (and the AI's reply): only against the AI.
    Undo,
    /// Take the seat (mark it joined): with `taker`, a free seat passes to that player (a
    /// new token), stored in the same transaction as the join; `public` takes a public
    /// game's free seat, else an invited one.
    Join {
        /// The seat's new holder, when the join takes a free seat.
        taker: Option<Player>,
        /// Whether the seat is a public game's free seat.
        public: bool,
    },
    /// Ask for a rematch of a finished game; with `game`, the rematch started as that game.
    Rematch {
        /// The new game, once both players asked.
        game: Option<String>,
    },
    /// The server ends the game on time: the running clock has run out (before both
    /// sides' first moves, or the first move's time is up: the game is aborted). Nobody's
    /// seat sends it.
    Flag,
}

/// What to do about a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DrawAction {
    /// Offer one (accepts the opponent's standing offer).
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline the opponent's offer.
    Decline,
}

/// What the store must write for an applied action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreOp {
    /// One new move at this ply (0-based), with this notation.
    Append(usize, String),
    /// Moves from this ply on were taken back.
    Truncate(usize),
    /// Only the game's state columns changed.
    State,
    /// A free seat was taken by the holder of this token (hash), then the state columns
    /// changed; `public`: a public game's free seat.
    Claim {
        /// The seat.
        seat: usize,
        /// The hash of its new token.
        token_hash: String,
        /// Whether it is a public game's free seat.
        public: bool,
    },
}

/// Applies `action` by the holder of `seat` to `live` at the time `now` (ms); on an error
/// `live` may be half changed, so callers apply to a copy and keep it only once stored.
pub fn apply(live: &mut Live, seat: usize, action: &Action, now: i64) -> Result<StoreOp, ApiError> {
    if action == &Action::Flag {
        return flag(live, now);
    }
    // A seat is taken only here; every other action comes from a seat already taken
    // (`Hub`'s `acting_seat`).
    if let Action::Join { taker: Some(player), public } = action {
        return claim(live, seat, player, *public);
    }
    let other = 1 - seat;
    match action {
        Action::Join { .. } | Action::Flag => Ok(StoreOp::State),
        Action::Move { text, ply } => {
            if live.over() {
                return Err(ApiError::GameOver);
            }
            // The game starts when both players are there (the mover's own seat was just
            // taken: a friend's first move through the invitation joins them).
            if !live.meta.seats.iter().all(Player::joined) {
                return Err(ApiError::Waiting);
            }
            let actual = live.game.ply();
            if let Some(expected) = ply.filter(|&p| p as usize != actual) {
                return Err(ApiError::Stale { expected, actual: actual as u32 });
            }
            if live.game.seat_to_move() != seat {
                return Err(ApiError::NotYourTurn);
            }
            if text.len() > 200 {
                return Err(ApiError::IllegalMove("move text too long".into()));
            }
            let notation = live.game.play_text(text)?;
            if let Some(clock) = &mut live.clock {
                clock.moved(seat, now);
            }
            live.draw_offer = None;
            Ok(StoreOp::Append(actual, notation))
        }
        Action::Resign => {
            if live.over() {
                return Err(ApiError::GameOver);
            }
            live.game.resign(seat)?;
            live.draw_offer = None;
            Ok(StoreOp::State)
        }
        Action::Draw(what) => draw(live, seat, other, *what),
        Action::Rematch { game } => rematch(live, seat, game.as_deref()),
        Action::Undo => undo(live, seat),
        Action::Abort => abort(live),
    }
}

/// Aborts the game, before both sides have made their first move.
fn abort(live: &mut Live) -> Result<StoreOp, ApiError> {
    if live.over() {
        return Err(ApiError::GameOver);
    }
    if !live.abortable() {
        return Err(ApiError::NotAllowed(
            "a game is aborted only before both sides have made their first move".into(),
        ));
    }
    live.abort();
    Ok(StoreOp::State)
}

/// A free seat passes to `player` (joined).
fn claim(live: &mut Live, seat: usize, player: &Player, public: bool) -> Result<StoreOp, ApiError> {
    let Player::Human { token_hash, .. } = player else {
        return Err(ApiError::NotAllowed("only a person takes a seat".into()));
    };
    if live.meta.seats[seat].joined() {
        return Err(ApiError::NotAllowed("someone else took the seat".into()));
    }
    let token_hash = token_hash.clone();
    live.meta.seats[seat] = player.clone();
    if let Player::Human { joined, .. } = &mut live.meta.seats[seat] {
        *joined = true;
    }
    Ok(StoreOp::Claim { seat, token_hash, public })
}

/// Records a rematch offer, or the rematch's game.
fn rematch(live: &mut Live, seat: usize, game: Option<&str>) -> Result<StoreOp, ApiError> {
    if !live.over() {
        return Err(ApiError::NotAllowed("a rematch follows a finished game".into()));
    }
    live.rematch = match (game, &live.rematch) {
        (Some(id), _) => Some(Rematch::Game(id.to_string())),
        (None, Some(Rematch::Game(_))) => return Err(ApiError::NotAllowed("the rematch has started".into())),
        (None, _) => Some(Rematch::Offer(seat)),
    };
    Ok(StoreOp::State)
}

/// Ends the game on time when the running clock has run out, or aborts it when a side's
/// first move is overdue ([`Live::deadline_ms`]).
fn flag(live: &mut Live, now: i64) -> Result<StoreOp, ApiError> {
    if !live.due(now) {
        return Err(ApiError::NotAllowed("no clock has run out".into()));
    }
    if live.abortable() {
        live.abort();
        return Ok(StoreOp::State);
    }
    let Some(seat) = live.clock.and_then(|clock| clock.flagged(now)) else {
        return Err(ApiError::NotAllowed("no clock has run out".into()));
    };
    live.game.lose_on_time(seat)?;
    live.draw_offer = None;
    Ok(StoreOp::State)
}

fn draw(live: &mut Live, seat: usize, other: usize, what: DrawAction) -> Result<StoreOp, ApiError> {
    if live.over() {
        return Err(ApiError::GameOver);
    }
    let offered_by_other = live.draw_offer == Some(other);
    match what {
        DrawAction::Offer | DrawAction::Accept if offered_by_other => {
            live.game.agree_draw()?;
            live.draw_offer = None;
        }
        DrawAction::Offer if live.meta.seats[other].level().is_some() => {
            return Err(ApiError::NotAllowed("the AI does not take draw offers".into()));
        }
        DrawAction::Offer => live.draw_offer = Some(seat),
        DrawAction::Accept => return Err(ApiError::NotAllowed("there is no draw offer to accept".into())),
        DrawAction::Decline if offered_by_other => live.draw_offer = None,
        DrawAction::Decline => return Err(ApiError::NotAllowed("there is no draw offer to decline".into())),
    }
    Ok(StoreOp::State)
}

/// Takes back moves until it is `seat`'s turn again, at least one move: the player's last
/// move and the AI's reply to it.
fn undo(live: &mut Live, seat: usize) -> Result<StoreOp, ApiError> {
    if !live.meta.against_ai() {
        return Err(ApiError::NotAllowed("undo is only for games against the AI".into()));
    }
    if live.aborted {
        return Err(ApiError::GameOver);
    }
    if live.game.declared() {
        return Err(ApiError::NotAllowed("the game was resigned or agreed drawn".into()));
    }
    if live.clock.is_some() {
        return Err(ApiError::NotAllowed("no take-backs in a timed game".into()));
    }
    live.game.undo()?;
    while live.game.seat_to_move() != seat && live.game.ply() > 0 {
        live.game.undo()?;
    }
    if live.game.seat_to_move() != seat {
        return Err(ApiError::NotAllowed("you have no move to take back".into()));
    }
    live.draw_offer = None;
    Ok(StoreOp::Truncate(live.game.ply()))
}
