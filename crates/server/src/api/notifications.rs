//! An account's notifications (see [`crate::notify`]): listed newest first with the count
//! unread, and marked read by id or all at once.

use super::AppState;
use crate::auth::Auth;
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::notify::NotificationView;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use serde::Deserialize;
use serde_json::{Value, json};

/// Notifications listed when the request does not say.
const DEFAULT_LIMIT: i64 = 50;
/// Most notifications listed at once.
const MAX_LIMIT: i64 = 100;
/// Most ids marked read in one request.
const MAX_IDS: usize = 200;

/// `GET /api/notifications?before=ID&limit=N`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// Only notifications older than this one (the `next` of the page before).
    pub before: Option<String>,
    /// How many, 1 to 100 (50 when absent).
    pub limit: Option<i64>,
}

/// `POST /api/notifications/read`: `{"ids": [...]}` or `{"all": true}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReadBody {
    /// The notifications to mark read.
    pub ids: Option<Vec<String>>,
    /// Marks every unread one.
    #[serde(default)]
    pub all: bool,
}

/// `GET /api/notifications`: `{"notifications": [...], "unread": N, "next": ID | null}`,
/// newest first; `next` names the last one listed when more may follow.
pub async fn list(
    State(app): State<AppState>,
    auth: Auth,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let me = auth.account()?;
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(ApiError::BadQuery(format!("`limit` is 1 to {MAX_LIMIT}")));
    }
    let store = app.hub.store();
    let rows = store.notifications(&me.id, query.before.as_deref(), limit).await?;
    let next = if rows.len() as i64 == limit { rows.last().map(|r| r.id.clone()) } else { None };
    let list: Vec<NotificationView> = rows.into_iter().map(NotificationView::from).collect();
    let unread = store.unread_notifications(&me.id).await?;
    Ok(Json(json!({ "notifications": list, "unread": unread, "next": next })))
}

/// `POST /api/notifications/read`: marks the account's own notifications read (others'
/// ids are passed over); answers `{"marked": N, "unread": N}` and tells the account's
/// other pages (`{"type": "notificationsRead", "unread": N}` on its event stream).
pub async fn read(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<ReadBody>,
) -> Result<Json<Value>, ApiError> {
    let me = auth.account()?;
    let ids = match (body.ids, body.all) {
        (None, true) => None,
        (Some(ids), false) if !ids.is_empty() && ids.len() <= MAX_IDS => Some(ids),
        _ => {
            return Err(ApiError::BadJson(format!(
                "give `ids` (1 to {MAX_IDS} notification ids) or `\"all\": true`"
            )));
        }
    };
    let store = app.hub.store();
    let marked = store.mark_notifications_read(&me.id, ids.as_deref(), crate::meta::now_ms()).await?;
    let unread = store.unread_notifications(&me.id).await?;
    if marked > 0 {
        app.hub.inbox().publish(&me.id, json!({ "type": "notificationsRead", "unread": unread })).await;
    }
    Ok(Json(json!({ "marked": marked, "unread": unread })))
}
