//! Blocks: `POST /api/players/{name}/block` (and `DELETE` to unblock) and the list of the
//! accounts one blocks (`GET /api/account/blocks`). A block is one-way: the blocker no
//! longer gets the blocked player's challenges, is not paired with them through seeks or
//! quick pairing, and no longer sees their chat lines.

use super::AppState;
use crate::accounts::Account;
use crate::auth::Auth;
use crate::error::ApiError;
use crate::meta::now_ms;
use axum::Json;
use axum::extract::{Path, State};
use serde::Serialize;

/// A blocked account as listed.
#[derive(Debug, Serialize)]
pub struct BlockView {
    /// Its name as registered.
    pub name: String,
    /// Since when, ms since 1970.
    pub created_ms: i64,
}

async fn other(app: &AppState, me: &Account, name: &str) -> Result<Account, ApiError> {
    let them =
        app.accounts.find(name).await?.ok_or_else(|| ApiError::NotFound(format!("no player `{name}`")))?;
    if them.id == me.id {
        return Err(ApiError::NotAllowed("you cannot block yourself".into()));
    }
    Ok(them)
}

/// `POST /api/players/{name}/block`.
pub async fn block(
    State(app): State<AppState>,
    auth: Auth,
    Path(name): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let me = auth.account()?;
    let them = other(&app, me, &name).await?;
    app.hub.store().block(&me.id, &them.id, now_ms()).await?;
    Ok(Json(serde_json::json!({ "blocked": them.name })))
}

/// `DELETE /api/players/{name}/block`.
pub async fn unblock(
    State(app): State<AppState>,
    auth: Auth,
    Path(name): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let me = auth.account()?;
    let them = other(&app, me, &name).await?;
    if !app.hub.store().unblock(&me.id, &them.id).await? {
        return Err(ApiError::NotFound(format!("you do not block `{}`", them.name)));
    }
    Ok(Json(serde_json::json!({ "unblocked": them.name })))
}

/// `GET /api/account/blocks`: the accounts one blocks, oldest block first.
pub async fn list(State(app): State<AppState>, auth: Auth) -> Result<Json<Vec<BlockView>>, ApiError> {
    let me = auth.account()?;
    let blocks = app.hub.store().blocked_by(&me.id).await?;
    Ok(Json(blocks.into_iter().map(|(name, created_ms)| BlockView { name, created_ms }).collect()))
}
