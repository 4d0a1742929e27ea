//! The moderators' API under `/api/mod/…` (accounts with the `moderator` role only, `403`
//! for others): the reports and closing them, closing an account, keeping an account off
//! the leaderboards, a game's chat in both rooms and removing a line, and the audit log
//! that every one of these actions is written to.

use super::AppState;
use crate::accounts::Account;
use crate::auth::Auth;
use crate::chat::{ChatEvent, ChatLine, ChatRoom};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::ids::is_game_id;
use crate::meta::now_ms;
use crate::moderation::{audit, checked_words, close_account, moderator};
use crate::store::{AuditRow, ReportRow};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use serde::Deserialize;

/// The longest reason a moderator gives.
const MAX_REASON: usize = 500;
/// Reports and audit lines listed at most.
const LISTED: i64 = 200;

/// The body of every moderation action: why.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReasonBody {
    /// Why, in the moderator's words (written to the audit log).
    pub reason: String,
}

/// `POST /api/mod/accounts/{name}/leaderboard`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderboardBody {
    /// Keep the account off the leaderboards (true) or put it back (false).
    pub excluded: bool,
    /// Why.
    pub reason: String,
}

/// `GET /api/mod/reports` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportsQuery {
    /// `open` (the default) or `closed`.
    #[serde(default)]
    pub status: Option<String>,
}

async fn name_of(app: &AppState, id: &str) -> Result<String, ApiError> {
    let row = app.hub.store().account(id).await?;
    Ok(row.map_or_else(|| id.to_string(), |row| row.name))
}

/// A report as a moderator sees it: the reporter and the player by their names.
async fn report_view(app: &AppState, mut row: ReportRow) -> Result<ReportRow, ApiError> {
    row.reporter = name_of(app, &row.reporter).await?;
    if let Some(id) = &row.player {
        row.player = Some(name_of(app, id).await?);
    }
    Ok(row)
}

/// The moderator acting and the reason they give.
async fn acting(app: &AppState, auth: &Auth, reason: &str) -> Result<(Account, String), ApiError> {
    let me = moderator(app.hub.store(), auth.account.as_ref()).await?;
    Ok((me.clone(), checked_words(reason, MAX_REASON, true)?))
}

async fn account_named(app: &AppState, name: &str) -> Result<Account, ApiError> {
    app.accounts.find(name).await?.ok_or_else(|| ApiError::NotFound(format!("no player `{name}`")))
}

/// `GET /api/mod/reports?status=open|closed`: oldest first.
pub async fn reports(
    State(app): State<AppState>,
    auth: Auth,
    query: Result<Query<ReportsQuery>, QueryRejection>,
) -> Result<Json<Vec<ReportRow>>, ApiError> {
    moderator(app.hub.store(), auth.account.as_ref()).await?;
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let status = query.status.unwrap_or_else(|| "open".into());
    if status != "open" && status != "closed" {
        return Err(ApiError::BadQuery("status is open or closed".into()));
    }
    let mut views = Vec::new();
    for row in app.hub.store().reports(&status, LISTED).await? {
        views.push(report_view(&app, row).await?);
    }
    Ok(Json(views))
}

/// `POST /api/mod/reports/{id}/close` `{"reason"}`.
pub async fn close_report(
    State(app): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let (me, reason) = acting(&app, &auth, &body.reason).await?;
    if !app.hub.store().close_report(&id, &me.name, &reason, now_ms()).await? {
        return Err(ApiError::NotFound(format!("no open report `{id}`")));
    }
    audit(app.hub.store(), &me.name, "close_report", &id, &reason).await?;
    Ok(Json(serde_json::json!({ "status": "closed" })))
}

/// `POST /api/mod/accounts/{name}/close` `{"reason"}`: `{"resigned": [game ids]}`.
pub async fn close(
    State(app): State<AppState>,
    auth: Auth,
    Path(name): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let (me, reason) = acting(&app, &auth, &body.reason).await?;
    let them = account_named(&app, &name).await?;
    if them.id == me.id {
        return Err(ApiError::NotAllowed("a moderator does not close their own account".into()));
    }
    let (was_open, resigned) = close_account(&app.hub, &them).await?;
    if !was_open && resigned.is_empty() {
        return Err(ApiError::NotAllowed(format!("`{}` is closed already", them.name)));
    }
    audit(app.hub.store(), &me.name, "close_account", &them.name, &reason).await?;
    Ok(Json(serde_json::json!({ "closed": them.name, "resigned": resigned })))
}

/// `POST /api/mod/accounts/{name}/leaderboard` `{"excluded", "reason"}`.
pub async fn leaderboard(
    State(app): State<AppState>,
    auth: Auth,
    Path(name): Path<String>,
    ApiJson(body): ApiJson<LeaderboardBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let (me, reason) = acting(&app, &auth, &body.reason).await?;
    let them = account_named(&app, &name).await?;
    if !app.hub.store().set_unlisted(&them.id, body.excluded).await? {
        let state = if body.excluded { "off the leaderboards" } else { "on the leaderboards" };
        return Err(ApiError::NotAllowed(format!("`{}` is {state} already", them.name)));
    }
    let action = if body.excluded { "exclude_leaderboard" } else { "include_leaderboard" };
    audit(app.hub.store(), &me.name, action, &them.name, &reason).await?;
    Ok(Json(serde_json::json!({ "name": them.name, "excluded": body.excluded })))
}

/// `GET /api/mod/games/{id}/chat`: both rooms of a game's chat, with the lines' ids.
pub async fn game_chat(
    State(app): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    moderator(app.hub.store(), auth.account.as_ref()).await?;
    if !is_game_id(&id) {
        return Err(ApiError::no_game(&id));
    }
    let store = app.hub.store();
    let players: Vec<ChatLine> = store.chat_lines(&id, ChatRoom::Players, LISTED).await?;
    let spectators: Vec<ChatLine> = store.chat_lines(&id, ChatRoom::Spectators, LISTED).await?;
    Ok(Json(serde_json::json!({ "players": players, "spectators": spectators })))
}

/// `POST /api/mod/chat/{id}/delete` `{"reason"}`: removes a line of a game's chat (from
/// the history and from the pages showing it).
pub async fn delete_chat_line(
    State(app): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ReasonBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let (me, reason) = acting(&app, &auth, &body.reason).await?;
    let game = app
        .hub
        .store()
        .delete_chat_line(&id)
        .await?
        .ok_or_else(|| ApiError::NotFound(format!("no chat line `{id}`")))?;
    app.hub.chat().publish(ChatEvent::Removed { game: game.clone(), id: id.clone() }).await;
    audit(app.hub.store(), &me.name, "delete_chat_line", &id, &format!("game {game}: {reason}")).await?;
    Ok(Json(serde_json::json!({ "deleted": id })))
}

/// `GET /api/mod/audit`: the last actions, newest first.
pub async fn audit_log(State(app): State<AppState>, auth: Auth) -> Result<Json<Vec<AuditRow>>, ApiError> {
    moderator(app.hub.store(), auth.account.as_ref()).await?;
    Ok(Json(app.hub.store().audit_log(LISTED).await?))
}
