//! Streams of newline-delimited JSON, for bots and scripts (Lichess's bot API is the model):
//! an account's events (`GET /api/stream/event`: challenges, games starting and finishing)
//! and a game's states (`GET /api/games/{id}/stream`: the same `state` messages as the
//! WebSocket). A blank line every few seconds keeps idle connections open.

use super::AppState;
use super::challenges::challenge_event;
use crate::auth::Auth;
use crate::error::ApiError;
use crate::inbox::game_event;
use axum::Json;
use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::broadcast::Receiver;
use tokio::sync::broadcast::error::RecvError;

/// How often an idle stream sends a blank line.
const KEEP_ALIVE: Duration = Duration::from_secs(7);

/// A stream: `first` lines, then each message from `events`, a blank line when idle. A
/// stream that falls too far behind ends (the client connects again and is told afresh).
fn ndjson<T: std::fmt::Display + Clone + Send + 'static>(
    first: Vec<String>,
    events: Receiver<T>,
) -> Response {
    let first: VecDeque<String> = first.into();
    let lines =
        futures_util::stream::unfold((first, events, false), |(mut first, mut events, done)| async move {
            if done {
                return None;
            }
            if let Some(line) = first.pop_front() {
                return Some((Ok::<_, Infallible>(Bytes::from(line + "\n")), (first, events, false)));
            }
            let (text, end) = match tokio::time::timeout(KEEP_ALIVE, events.recv()).await {
                Err(_) => (String::from("\n"), false),
                Ok(Ok(event)) => (format!("{event}\n"), false),
                Ok(Err(RecvError::Lagged(_) | RecvError::Closed)) => (String::new(), true),
            };
            Some((Ok(Bytes::from(text)), (first, events, end)))
        });
    ([(header::CONTENT_TYPE, "application/x-ndjson")], Body::from_stream(lines)).into_response()
}

/// `GET /api/stream/event`: the account's running games and open challenges, then each
/// new event.
pub async fn events(State(app): State<AppState>, auth: Auth) -> Result<Response, ApiError> {
    let me = auth.account()?.clone();
    // Subscribed before reading the store, so nothing between the two is missed.
    let events = app.hub.inbox().subscribe(&me.id);
    let mut first = Vec::new();
    // The running games first, so that a bot counting its games knows them before it
    // weighs the open challenges.
    for game in app.hub.store().running_games_of(&me.name).await? {
        let seat = usize::from(game.state.accounts[0].as_deref() != Some(me.name.as_str()));
        let sides = reynard_play::side_ids(
            reynard_play::FamilyId::from_tag(&game.family).unwrap_or(reynard_play::FamilyId::Hunt),
        );
        let opponent = game.state.accounts[1 - seat].as_deref().or(game.state.guests[1 - seat].as_deref());
        let event = game_event("gameStart", &game.id, &game.preset, sides[seat], game.rated, opponent);
        first.push(event.to_string());
    }
    for row in app.hub.store().open_challenges(&me.id).await? {
        if row.challenged == me.id {
            first.push(challenge_event(&app, row).await?.to_string());
        }
    }
    Ok(ndjson(first, events))
}

/// `GET /api/games/{id}/stream`: the game's state now, then after every change.
pub async fn game(State(app): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let (state, events) = app.hub.subscribe(&id).await?;
    Ok(ndjson(vec![state.to_string()], events))
}

/// `POST /api/account/bot`: marks the account as a bot (shown as one; it plays through the
/// streams and the move endpoint). An API token may: it is what `reynard bot` holds.
pub async fn become_bot(
    State(app): State<AppState>,
    auth: Auth,
) -> Result<Json<serde_json::Value>, ApiError> {
    let me = auth.account()?;
    app.hub.store().set_bot(&me.id, true).await?;
    Ok(Json(serde_json::json!({ "name": me.name, "bot": true })))
}

/// `DELETE /api/account/bot`: the account is a person again. Only its owner, logged in
/// with the password, may ask: a token that marked it cannot keep it marked.
pub async fn stop_being_bot(
    State(app): State<AppState>,
    auth: Auth,
) -> Result<Json<serde_json::Value>, ApiError> {
    let me = auth.session_account()?;
    app.hub.store().set_bot(&me.id, false).await?;
    Ok(Json(serde_json::json!({ "name": me.name, "bot": false })))
}
