//! `POST /api/reports`: a player reports a player or a game to the moderators, with a
//! reason from a short list and a few words. One open report per reporter and target; at
//! most [`PER_HOUR`] reports an hour per reporter.

use super::AppState;
use crate::auth::Auth;
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::ids::{is_game_id, new_game_id};
use crate::meta::now_ms;
use crate::moderation::checked_words;
use crate::store::{Filed, ReportRow};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde::Deserialize;

/// The reasons a report may give.
pub const REASONS: &[&str] = &["cheating", "abuse", "sandbagging", "name", "other"];
/// The longest report text.
pub const MAX_TEXT: usize = 500;
/// Reports a player may make in an hour.
pub const PER_HOUR: i64 = 10;

/// `POST /api/reports`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportBody {
    /// The player reported (a name).
    #[serde(default)]
    pub player: Option<String>,
    /// The game reported, or the game a player's report is about.
    #[serde(default)]
    pub game: Option<String>,
    /// One of [`REASONS`].
    pub reason: String,
    /// What happened, in the reporter's words.
    #[serde(default)]
    pub text: String,
}

/// `POST /api/reports`: `201 {"id"}`.
pub async fn create(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<ReportBody>,
) -> Result<impl IntoResponse, ApiError> {
    let me = auth.account()?;
    if !REASONS.contains(&body.reason.as_str()) {
        return Err(ApiError::BadJson(format!("the reason is one of {}", REASONS.join(", "))));
    }
    let text = checked_words(&body.text, MAX_TEXT, false)?;
    let store = app.hub.store();
    let player = match &body.player {
        Some(name) => {
            let missing = || ApiError::NotFound(format!("no player `{name}`"));
            let them = app.accounts.find(name).await?.ok_or_else(missing)?;
            if them.id == me.id {
                return Err(ApiError::NotAllowed("you cannot report yourself".into()));
            }
            Some(them.id)
        }
        None => None,
    };
    if let Some(game) = &body.game {
        if !is_game_id(game) || store.rev(game).await?.is_none() {
            return Err(ApiError::no_game(game));
        }
    }
    let target = match (&player, &body.game) {
        (Some(player), _) => format!("player:{player}"),
        (None, Some(game)) => format!("game:{game}"),
        (None, None) => return Err(ApiError::BadJson("report a player, a game or both".into())),
    };
    let now = now_ms();
    let row = ReportRow {
        id: new_game_id()?,
        reporter: me.id.clone(),
        target,
        player,
        game_id: body.game,
        reason: body.reason,
        text,
        status: "open".into(),
        created_ms: now,
        closed_by: None,
        resolution: None,
        closed_ms: None,
    };
    match store.insert_report(&row, now - 3_600_000, PER_HOUR).await? {
        Filed::Stored => Ok((StatusCode::CREATED, Json(serde_json::json!({ "id": row.id })))),
        Filed::Duplicate => {
            Err(ApiError::NotAllowed("you reported this already: a moderator will look at it".into()))
        }
        Filed::TooMany => Err(ApiError::RateLimited),
    }
}
