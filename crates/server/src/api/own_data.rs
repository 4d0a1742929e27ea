//! A player's own data: `DELETE /api/account` deletes the account (with the password, from
//! a login session only) and `GET /api/account/export` (the account as JSON) and
//! `GET /api/account/export/games` (every game as one record file) give it back.
//!
//! Deleting keeps the games, their seats renamed to a new `deleted-…` name that stands for
//! nobody (no new account may take such a name); its unfinished games are lost as by
//! resignation first, its seeks and challenges cancelled; its ratings, rating history,
//! blocks, roles, sessions and tokens are deleted. The name is freed: keeping it reserved
//! would mean keeping the very name the player asked the server to forget, and they may
//! want it again.

use super::AppState;
use super::players::RatingView;
use crate::accounts::DELETED_PREFIX;
use crate::auth::{Auth, cleared_cookie};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::ids::new_token;
use crate::meta::now_ms;
use crate::moderation::close_account;
use crate::store::{Erasure, RatingPoint};
use crate::view::GameSummary;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Games exported at most (every game of any real account).
const EXPORT_GAMES: i64 = 1_000_000;

/// `DELETE /api/account`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeleteBody {
    /// The account's password.
    pub password: String,
}

/// A point of rating history, with its preset.
#[derive(Debug, Serialize)]
pub struct HistoryPoint {
    /// The preset.
    pub preset: String,
    /// The rating after the game.
    #[serde(flatten)]
    pub point: RatingPoint,
}

/// A token as exported: its label and age, never its secret.
#[derive(Debug, Serialize)]
pub struct TokenExport {
    /// What the owner called it.
    pub label: String,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
}

/// `GET /api/account/export`.
#[derive(Debug, Serialize)]
pub struct AccountExport {
    /// The name as registered.
    pub name: String,
    /// When it registered, ms since 1970.
    pub created_ms: i64,
    /// Whether it is a bot.
    pub bot: bool,
    /// Its roles (`moderator`).
    pub roles: Vec<String>,
    /// Ratings by preset.
    pub ratings: BTreeMap<String, RatingView>,
    /// The rating after each rated game, oldest first.
    pub rating_history: Vec<HistoryPoint>,
    /// The personal API tokens (labels only).
    pub tokens: Vec<TokenExport>,
    /// The accounts it blocks.
    pub blocks: Vec<super::blocks::BlockView>,
    /// Every game it played, newest first.
    pub games: Vec<GameSummary>,
}

/// `DELETE /api/account` `{"password"}`: `{"games_kept_as": NAME, "games": N}`.
pub async fn delete(
    State(app): State<AppState>,
    auth: Auth,
    headers: HeaderMap,
    ApiJson(body): ApiJson<DeleteBody>,
) -> Result<Response, ApiError> {
    let me = auth.session_account()?;
    app.accounts.verify_password(me, &body.password).await?;
    // Closed first: no new game, seek or challenge while its games are resigned and renamed.
    close_account(&app.hub, me).await?;
    let new_name = format!("{DELETED_PREFIX}{}", &new_token()?[..10]);
    let erasure = Erasure { id: &me.id, name: &me.name, new_name: &new_name, ms: now_ms() };
    let games = app.hub.store().erase_account(&erasure).await?;
    for (id, rev) in &games {
        app.hub.changed_elsewhere(id, *rev).await;
    }
    let answer = serde_json::json!({ "games_kept_as": new_name, "games": games.len() });
    Ok(([(header::SET_COOKIE, cleared_cookie(&headers))], Json(answer)).into_response())
}

/// `GET /api/account/export`.
pub async fn export(State(app): State<AppState>, auth: Auth) -> Result<Json<AccountExport>, ApiError> {
    let me = auth.account()?;
    let store = app.hub.store();
    let row = store.account(&me.id).await?.ok_or(ApiError::Unauthorized)?;
    let ratings = store.ratings(&me.id).await?.into_iter().map(|r| (r.preset, r.rating.into())).collect();
    let rating_history = store
        .all_rating_history(&me.id)
        .await?
        .into_iter()
        .map(|(preset, point)| HistoryPoint { preset, point })
        .collect();
    let tokens = store
        .tokens(&me.id, "api")
        .await?
        .into_iter()
        .map(|t| TokenExport { label: t.label, created_ms: t.created_ms })
        .collect();
    let blocks = store
        .blocked_by(&me.id)
        .await?
        .into_iter()
        .map(|(name, created_ms)| super::blocks::BlockView { name, created_ms })
        .collect();
    Ok(Json(AccountExport {
        name: row.name,
        created_ms: row.created_ms,
        bot: row.bot,
        roles: store.roles(&me.id).await?,
        ratings,
        rating_history,
        tokens,
        blocks,
        games: app.hub.account_games(&me.name, EXPORT_GAMES).await?,
    }))
}

/// `GET /api/account/export/games`: every game's record, newest first, one after the
/// other (a blank line between), as a text file, streamed (a player's export with no
/// filter: [`super::player_games::record_file`]).
pub async fn export_games(State(app): State<AppState>, auth: Auth) -> Result<Response, ApiError> {
    let me = auth.account()?;
    Ok(super::player_games::record_file(app.hub.store().clone(), me.name.clone(), Default::default()))
}
