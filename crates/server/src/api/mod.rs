//! The HTTP routes: the JSON API under `/api` (see `docs/api.md`), the WebSocket, and the
//! web UI for every other path.

mod account;
mod blocks;
mod bodies;
mod challenges;
mod chat;
mod explore;
mod games;
mod health;
mod moderation;
mod notifications;
mod own_data;
mod player_games;
mod players;
mod puzzles;
mod reports;
mod seeks;
mod streams;
mod tables;
mod tournaments;
mod ws;

use crate::error::ApiError;
use crate::hub::Hub;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{any, delete, get, post};
use std::sync::Arc;

/// How often the server pings a WebSocket (so that a quiet game's connection is not taken
/// for an idle one).
pub const PING_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

/// Per-request and per-connection limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Largest request body, in bytes.
    pub body: usize,
    /// Largest WebSocket message, in bytes.
    pub ws_message: usize,
    /// WebSocket messages a second a connection may send.
    pub ws_rate: u32,
    /// Messages a connection may send in a burst.
    pub ws_burst: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { body: 16 * 1024, ws_message: 4 * 1024, ws_rate: 10, ws_burst: 20 }
    }
}

/// What every handler gets.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The games.
    pub hub: Arc<Hub>,
    /// The limits.
    pub limits: Limits,
    /// Peg solitaire and the Game of the Goose.
    pub solo: Arc<crate::solo::SoloHub>,
    /// Accounts, sessions and API tokens.
    pub accounts: crate::accounts::Accounts,
}

/// The whole application.
pub fn router(hub: Arc<Hub>, limits: Limits) -> Router {
    let solo = Arc::new(crate::solo::SoloHub::new(hub.store()));
    let accounts = crate::accounts::Accounts::new(hub.store().clone(), hub.metrics().login_failures.clone());
    Router::new()
        .merge(crate::solo::api::routes())
        .route("/api/games", get(games::list).post(games::create))
        .route("/api/games/{id}", get(games::show))
        .route("/api/games/{id}/moves", post(games::play_move))
        .route("/api/games/{id}/resign", post(games::resign))
        .route("/api/games/{id}/abort", post(games::abort))
        .route("/api/games/{id}/draw", post(games::draw))
        .route("/api/games/{id}/takeback", post(games::takeback))
        .route("/api/games/{id}/rematch", post(games::rematch))
        .route("/api/games/{id}/chat", get(chat::read).post(chat::say))
        .route("/api/games/{id}/mute", post(chat::mute))
        .route("/api/games/{id}/undo", post(games::undo))
        .route("/api/games/{id}/join", post(games::join))
        .route("/api/games/{id}/record", get(games::record))
        .route("/api/games/{id}/analysis", get(games::analysis))
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .route("/api/variants", get(games::variants))
        .route("/api/explore/{variant}", get(explore::explore))
        .route("/api/review", post(explore::review))
        .route("/api/record", post(explore::read_record))
        .route("/api/puzzles/{variant}", get(puzzles::puzzle))
        .route("/api/tables", get(tables::list))
        .route("/api/tables/{variant}", get(tables::show))
        .route("/api/account", get(account::me).delete(own_data::delete))
        .route("/api/account/export", get(own_data::export))
        .route("/api/account/export/games", get(own_data::export_games))
        .route("/api/account/blocks", get(blocks::list))
        .route("/api/players/{name}/block", post(blocks::block).delete(blocks::unblock))
        .route("/api/reports", post(reports::create))
        .route("/api/mod/reports", get(moderation::reports))
        .route("/api/mod/reports/{id}/close", post(moderation::close_report))
        .route("/api/mod/accounts/{name}/close", post(moderation::close))
        .route("/api/mod/accounts/{name}/leaderboard", post(moderation::leaderboard))
        .route("/api/mod/games/{id}/chat", get(moderation::game_chat))
        .route("/api/mod/chat/{id}/delete", post(moderation::delete_chat_line))
        .route("/api/mod/audit", get(moderation::audit_log))
        .route("/api/account/register", post(account::register))
        .route("/api/account/bot", post(streams::become_bot).delete(streams::stop_being_bot))
        .route("/api/stream/event", get(streams::events))
        .route("/api/notifications", get(notifications::list))
        .route("/api/notifications/read", post(notifications::read))
        .route("/api/games/{id}/stream", get(streams::game))
        .route("/api/account/login", post(account::login))
        .route("/api/account/logout", post(account::logout))
        .route("/api/account/password", post(account::change_password))
        .route("/api/account/tokens", get(account::tokens).post(account::create_token))
        .route("/api/account/tokens/{id}", delete(account::revoke_token))
        .route("/api/challenges", get(challenges::list))
        .route("/api/challenge/{name}", post(challenges::create))
        .route("/api/challenge/{id}/accept", post(challenges::accept))
        .route("/api/challenge/{id}/decline", post(challenges::decline))
        .route("/api/seeks", get(seeks::list).post(seeks::create))
        .route("/api/seeks/{id}", get(seeks::show))
        .route("/api/seeks/{id}/accept", post(seeks::accept))
        .route("/api/seeks/{id}/cancel", post(seeks::cancel))
        .route("/api/pairing", post(seeks::pairing))
        .route("/api/tournaments", get(tournaments::list).post(tournaments::create))
        .route("/api/tournaments/{id}", get(tournaments::show))
        .route("/api/tournaments/{id}/join", post(tournaments::join))
        .route("/api/tournaments/{id}/withdraw", post(tournaments::withdraw))
        .route("/api/tournaments/{id}/start", post(tournaments::start))
        .route("/api/tournaments/{id}/export", get(tournaments::export))
        .route("/api/tournaments/{id}/chat", get(tournaments::chat).post(tournaments::say))
        .route("/api/players/{name}", get(players::show))
        .route("/api/players/{name}/games", get(player_games::list))
        .route("/api/players/{name}/games/export", get(player_games::export))
        .route("/api/players/{name}/ratings/{preset}", get(players::history))
        .route("/api/leaderboard/{preset}", get(players::leaderboard))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route("/metrics", get(health::metrics))
        .route("/api", any(not_found))
        .route("/api/{*rest}", any(not_found))
        .route_layer(axum::middleware::from_fn(crate::request_log::note_route))
        .fallback(crate::assets::serve)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(limits.body))
        .layer(axum::middleware::from_fn(crate::json_errors::json_errors))
        .with_state(AppState { hub, limits, solo, accounts })
}

async fn not_found() -> ApiError {
    ApiError::NotFound("no such API endpoint: see docs/api.md".into())
}

async fn method_not_allowed() -> ApiError {
    ApiError::Method
}
