//! The authority: what a seat holder may do to a game, checked against the game. HTTP and
//! WebSocket requests, and the AI, all go through [`apply`].

use crate::error::ApiError;
use crate::live::{Live, Rematch};
use crate::meta::Player;
use reynard_play::AnyGame;
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
    Draw(OfferAction),
    /// Ask for, accept or decline a takeback (casual games between people).
    Takeback(OfferAction),
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

/// What to do about an offer: a draw, a takeback.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OfferAction {
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
            live.clear_offers();
            Ok(StoreOp::Append(actual, notation))
        }
        Action::Resign => {
            if live.over() {
                return Err(ApiError::GameOver);
            }
            live.game.resign(seat)?;
            live.clear_offers();
            Ok(StoreOp::State)
        }
        Action::Draw(what) => draw(live, seat, other, *what),
        Action::Takeback(what) => takeback(live, seat, *what, now),
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
    if live.over() {
        // Ended meanwhile (by another server's timer, which this server reloaded from).
        return Err(ApiError::GameOver);
    }
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
    live.clear_offers();
    Ok(StoreOp::State)
}

/// Answers `what` to the standing `offer` (the seat making it) for the player of `seat`;
/// `Ok(true)` when the other player's offer is accepted (then the caller carries it out).
/// An offer stands until the other player accepts or declines it; offering while the
/// other player offers accepts. Draw offers and takeback requests share it.
fn answer_offer(
    offer: &mut Option<usize>,
    seat: usize,
    what: OfferAction,
    name: &str,
) -> Result<bool, ApiError> {
    let offered_by_other = *offer == Some(1 - seat);
    match what {
        OfferAction::Offer | OfferAction::Accept if offered_by_other => {
            *offer = None;
            Ok(true)
        }
        OfferAction::Offer => {
            *offer = Some(seat);
            Ok(false)
        }
        OfferAction::Decline if offered_by_other => {
            *offer = None;
            Ok(false)
        }
        OfferAction::Accept | OfferAction::Decline => {
            let verb = if what == OfferAction::Accept { "accept" } else { "decline" };
            Err(ApiError::NotAllowed(format!("there is no {name} to {verb}")))
        }
    }
}

fn draw(live: &mut Live, seat: usize, other: usize, what: OfferAction) -> Result<StoreOp, ApiError> {
    if live.over() {
        return Err(ApiError::GameOver);
    }
    if what == OfferAction::Offer && live.meta.seats[other].level().is_some() {
        return Err(ApiError::NotAllowed("the AI does not take draw offers".into()));
    }
    if answer_offer(&mut live.draw_offer, seat, what, "draw offer")? {
        live.game.agree_draw()?;
    }
    Ok(StoreOp::State)
}

/// A takeback between people in a casual game: one player asks, the other accepts or
/// declines. Accepted, the asker's last move is taken back (with the reply to it when the
/// asker is to move again), and the clock runs for the side to move then.
fn takeback(live: &mut Live, seat: usize, what: OfferAction, now: i64) -> Result<StoreOp, ApiError> {
    if live.over() {
        return Err(ApiError::GameOver);
    }
    if live.meta.against_ai() {
        return Err(ApiError::NotAllowed("against the computer, undo takes moves back".into()));
    }
    if live.meta.rated {
        return Err(ApiError::RatedNoTakeback);
    }
    let asking = what == OfferAction::Offer && live.takeback_offer != Some(1 - seat);
    if asking {
        // Refused now rather than when the other player accepts.
        take_back_to(&mut live.game.clone(), seat)?;
    }
    if !answer_offer(&mut live.takeback_offer, seat, what, "takeback request")? {
        return Ok(StoreOp::State);
    }
    take_back_to(&mut live.game, 1 - seat)?;
    let to_move = live.game.seat_to_move();
    if let Some(clock) = &mut live.clock {
        clock.stop(now);
        clock.start(to_move, now);
    }
    live.clear_offers();
    Ok(StoreOp::Truncate(live.game.ply()))
}

/// Against the AI: takes back moves until it is `seat`'s turn again, at least one move:
/// the player's last move and the AI's reply to it.
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
    take_back_to(&mut live.game, seat)?;
    live.clear_offers();
    Ok(StoreOp::Truncate(live.game.ply()))
}

/// Takes back moves until it is `seat`'s turn again, at least one: the player's last move
/// and the reply to it, if any.
fn take_back_to(game: &mut AnyGame, seat: usize) -> Result<(), ApiError> {
    game.undo()?;
    while game.seat_to_move() != seat && game.ply() > 0 {
        game.undo()?;
    }
    if game.seat_to_move() != seat {
        return Err(ApiError::NotAllowed("you have no move to take back".into()));
    }
    Ok(())
}
