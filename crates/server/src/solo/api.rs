//! The HTTP endpoints of the solo games (`/api/solitaire…`, `/api/goose…`; see
//! `docs/api.md`) and the JSON bodies they take, each refusing unknown fields.

use super::goose::{GooseSetup, SeatKind};
use super::solitaire::SolitaireSetup;
use crate::api::AppState;
use crate::error::ApiError;
use crate::extract::ApiJson;
use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

/// `POST /api/solitaire`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolitaireBody {
    /// The starting empty hole (default `d4`).
    #[serde(default)]
    pub start: Option<String>,
    /// The hole of the perfect finish (default `d4`).
    #[serde(default)]
    pub finish: Option<String>,
}

/// `POST /api/solitaire/{id}/jumps`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JumpBody {
    /// The game's token.
    pub token: String,
    /// A jump or a chain, `d2xd4` or `b4xd4xd6`.
    #[serde(rename = "move")]
    pub mv: String,
    /// The jumps the player saw.
    #[serde(default)]
    pub ply: Option<u32>,
}

/// A body with the token only.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenOnly {
    /// The game's token.
    pub token: String,
}

/// `POST /api/goose`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GooseBody {
    /// The players in turn order: `person` or `computer`, 2 to 6.
    pub players: Vec<SeatKind>,
    /// 1 or 2 dice (default 1).
    #[serde(default)]
    pub dice: Option<usize>,
    /// `roll-again` (default) or `move-again`.
    #[serde(default)]
    pub rule: Option<String>,
    /// The dice seed; the server picks one when absent.
    #[serde(default)]
    pub seed: Option<u64>,
    /// A board file's TOML text (docs/goose.md); the built-in board when absent.
    #[serde(default)]
    pub board: Option<String>,
    /// Every person but the first rolls from a device of their own (tokens in `invites`);
    /// default false: pass and play.
    #[serde(default)]
    pub online: bool,
}

/// `POST /api/goose/{id}/roll`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RollBody {
    /// The game's token.
    pub token: String,
    /// The turns the player saw.
    #[serde(default)]
    pub turn: Option<u32>,
}

/// The answer of a `/api/games/{id}…` endpoint for every family: `found`, the two-player
/// game's answer, unless no two-player game has this id; then `solo`, the same request made
/// of the solo game (`404` when there is none either).
///
/// # Errors
///
/// `found`'s error, or `solo`'s.
pub async fn or_solo<T: Serialize, S: Serialize>(
    found: Result<T, ApiError>,
    solo: impl Future<Output = Result<S, ApiError>>,
) -> Result<Response, ApiError> {
    match found {
        Err(ApiError::NotFound(_)) => Ok(Json(solo.await?).into_response()),
        found => Ok(Json(found?).into_response()),
    }
}

/// The routes, to merge into the application.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/solitaire", post(create_solitaire))
        .route("/api/solitaire/{id}", get(show_solitaire))
        .route("/api/solitaire/{id}/jumps", post(jump))
        .route("/api/solitaire/{id}/undo", post(undo))
        .route("/api/solitaire/{id}/hint", get(hint))
        .route("/api/goose", post(create_goose))
        .route("/api/goose/{id}", get(show_goose))
        .route("/api/goose/{id}/roll", post(roll))
        .route("/api/goose/{id}/record", get(record))
}

async fn create_solitaire(
    State(app): State<AppState>,
    ApiJson(body): ApiJson<SolitaireBody>,
) -> Result<impl IntoResponse, ApiError> {
    let hole = |h: Option<String>| h.unwrap_or_else(|| "d4".into());
    let setup = SolitaireSetup { start: hole(body.start), finish: hole(body.finish) };
    Ok((StatusCode::CREATED, Json(app.solo.create_solitaire(setup).await?)))
}

async fn show_solitaire(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    Ok(Json(app.solo.solitaire_view(&id).await?))
}

async fn jump(
    State(app): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<JumpBody>,
) -> Result<impl IntoResponse, ApiError> {
    Ok(Json(app.solo.jump(&id, &body.token, &body.mv, body.ply).await?))
}

async fn undo(
    State(app): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<TokenOnly>,
) -> Result<impl IntoResponse, ApiError> {
    Ok(Json(app.solo.undo(&id, &body.token).await?))
}

async fn hint(State(app): State<AppState>, Path(id): Path<String>) -> Result<impl IntoResponse, ApiError> {
    Ok(Json(app.solo.hint(&id).await?))
}

async fn create_goose(
    State(app): State<AppState>,
    ApiJson(body): ApiJson<GooseBody>,
) -> Result<impl IntoResponse, ApiError> {
    let setup = GooseSetup {
        seats: body.players,
        dice: body.dice.unwrap_or(1),
        rule: body.rule.unwrap_or_else(|| "roll-again".into()),
        board: body.board,
        seat_tokens: Vec::new(),
    };
    Ok((StatusCode::CREATED, Json(app.solo.create_goose(setup, body.seed, body.online).await?)))
}

async fn show_goose(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    Ok(Json(app.solo.goose_view(&id).await?))
}

async fn roll(
    State(app): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RollBody>,
) -> Result<impl IntoResponse, ApiError> {
    Ok(Json(app.solo.roll(&id, &body.token, body.turn).await?))
}

async fn record(State(app): State<AppState>, Path(id): Path<String>) -> Result<impl IntoResponse, ApiError> {
    let text = app.solo.goose_record(&id).await?;
    let disposition = format!("attachment; filename=\"reynard-goose-{id}.txt\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    ))
}
