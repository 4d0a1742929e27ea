//! The game as the page sees it ([`GameView`]): the neutral view of the play layer, with
//! who holds each seat, the status and the draw offer, which only the server knows.

use crate::meta::GameMeta;
use crate::view::{GameView, SeatView};
use reynard_play::AnyGame;
use reynard_search::level::Level;

/// Extra facts for a view that the game itself does not hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct ViewExtras {
    /// The seat offering a draw.
    pub draw_offer: Option<usize>,
    /// Whether the AI is thinking.
    pub thinking: bool,
}

/// The game with its seats, as `GET /api/games/{id}` and WebSocket `state` messages send it.
pub fn game_view(game: &AnyGame, meta: &GameMeta, extras: ViewExtras) -> GameView {
    let sides = game.side_ids();
    let names = game.side_names();
    let outcome = game.outcome_view();
    let status = if outcome.is_some() {
        "finished"
    } else if meta.seats.iter().any(|p| !p.joined()) {
        "open"
    } else {
        "running"
    };
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
            })
            .collect(),
        status,
        to_move: outcome.is_none().then(|| sides[game.seat_to_move()]),
        ply: game.ply(),
        moves: game.move_texts(),
        last_move: game.last_move_view(),
        pieces: game.pieces(),
        legal: game.legal_views(),
        captures: game.captures(),
        outcome,
        draw_offer: extras.draw_offer.map(|seat| sides[seat.min(1)]),
        thinking: extras.thinking,
    }
}
