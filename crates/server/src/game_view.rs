//! The game as the page sees it ([`GameView`]): the neutral view of the play layer, with
//! who holds each seat, the status and the draw offer, which only the server knows.

use crate::clock::Clock;
use crate::live::Rematch;
use crate::meta::{GameMeta, Player};
use crate::view::{ClockView, GameView, RematchView, ResultView, SeatView, TurnView, UserView};
use reynard_play::AnyGame;
use reynard_search::level::Level;

/// Extra facts for a view that the game itself does not hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct ViewExtras<'a> {
    /// The seat offering a draw.
    pub draw_offer: Option<usize>,
    /// The seat asking to take back a move.
    pub takeback_offer: Option<usize>,
    /// Whether the AI is thinking.
    pub thinking: bool,
    /// The clock, and the moment to show it at.
    pub clock: Option<(Clock, i64)>,
    /// A rematch offered or started.
    pub rematch: Option<&'a Rematch>,
    /// Whether the game was aborted.
    pub aborted: bool,
}

/// Who holds a person's seat, as shown.
pub fn user_view(player: &Player) -> Option<UserView> {
    match (player.account(), player.guest_name()) {
        (Some(name), _) => Some(UserView { name: name.to_string(), guest: false }),
        (None, Some(name)) => Some(UserView { name: name.to_string(), guest: true }),
        (None, None) => None,
    }
}

/// The clocks at `now`, keyed by side id.
fn clock_view(clock: &Clock, now: i64, sides: [&'static str; 2]) -> ClockView {
    ClockView {
        control: clock.control.body(),
        left_ms: (0..2)
            .map(|seat| (format!("{}_ms", sides[seat]), clock.left_ms(seat, now).max(0)))
            .collect(),
        running: clock.running.map(|(seat, _)| sides[seat]),
    }
}

/// The game with its seats, as `GET /api/games/{id}` and WebSocket `state` messages send it.
pub fn game_view(game: &AnyGame, meta: &GameMeta, extras: ViewExtras) -> GameView {
    let sides = game.side_ids();
    let names = game.side_names();
    GameView {
        id: meta.id.clone(),
        family: game.family().tag(),
        preset: meta.preset.clone(),
        options: meta.options.clone(),
        board: game.board_view(),
        seats: (0..2)
            .map(|i| SeatView {
                side: sides[i],
                name: names[i].clone(),
                player: if meta.seats[i].level().is_some() { "ai" } else { "human" },
                level: meta.seats[i].level().map(Level::get),
                joined: meta.seats[i].joined(),
                user: user_view(&meta.seats[i]),
            })
            .collect(),
        turn: turn_view(game, meta, extras),
        moves: game.move_texts(),
        move_numbers: game.move_numbers(),
        pieces: game.pieces(),
        rated: meta.rated,
        rematch: extras.rematch.map(|rematch| match rematch {
            Rematch::Offer(seat) => RematchView { offered_by: Some(sides[(*seat).min(1)]), game: None },
            Rematch::Game(id) => RematchView { offered_by: None, game: Some(id.clone()) },
        }),
    }
}

/// `open` (a seat waits for its player), `running`, `finished` or `aborted`.
pub fn status(game: &AnyGame, meta: &GameMeta, aborted: bool) -> &'static str {
    if aborted {
        "aborted"
    } else if game.ending().is_some() {
        "finished"
    } else if meta.seats.iter().any(|p| !p.joined()) {
        "open"
    } else {
        "running"
    }
}

/// What a move changes of the game's view (besides its moves and pieces): the part a
/// `move` message carries.
pub fn turn_view(game: &AnyGame, meta: &GameMeta, extras: ViewExtras) -> TurnView {
    let sides = game.side_ids();
    let outcome = game.outcome_view();
    TurnView {
        status: status(game, meta, extras.aborted),
        to_move: (outcome.is_none() && !extras.aborted).then(|| sides[game.seat_to_move()]),
        ply: game.ply(),
        last_move: game.last_move_view(),
        legal: if extras.aborted { Vec::new() } else { game.legal_views() },
        captures: game.captures(),
        result: outcome.as_ref().map(|o| ResultView { winner: o.winner, reason: o.reason }),
        outcome,
        clock: extras.clock.map(|(clock, now)| clock_view(&clock, now, sides)),
        draw_offer: extras.draw_offer.map(|seat| sides[seat.min(1)]),
        takeback_offer: extras.takeback_offer.map(|seat| sides[seat.min(1)]),
        thinking: extras.thinking,
    }
}
