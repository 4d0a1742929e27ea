//! For proxies, orchestrators and Prometheus: `GET /healthz` (the process answers),
//! `GET /readyz` (the database answers within [`READY_WITHIN`]) and `GET /metrics`. None
//! is under `/api`, so none counts against a client's rate.

use super::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::time::Duration;

/// How long `/readyz` waits for the database.
pub const READY_WITHIN: Duration = Duration::from_secs(1);

/// `GET /healthz`: `200 {"status": "ok"}` while the process serves.
pub async fn healthz() -> Json<serde_json::Value> {
    Json(json!({ "status": "ok" }))
}

/// `GET /readyz`: `200 {"status": "ready"}` when the database answers within
/// [`READY_WITHIN`], else `503 {"status": "unavailable", "reason": …}`.
pub async fn readyz(State(app): State<AppState>) -> Response {
    let reason = match tokio::time::timeout(READY_WITHIN, app.hub.store().ping()).await {
        Ok(Ok(())) => return Json(json!({ "status": "ready" })).into_response(),
        Ok(Err(_)) => "the database refused",
        Err(_) => "the database did not answer in time",
    };
    (StatusCode::SERVICE_UNAVAILABLE, Json(json!({ "status": "unavailable", "reason": reason })))
        .into_response()
}

/// `GET /metrics`: every metric in Prometheus's text format, the figures read at scrape
/// time brought up to date first.
pub async fn metrics(State(app): State<AppState>) -> Response {
    let metrics = app.hub.metrics();
    if let Ok(counts) = tokio::time::timeout(READY_WITHIN, app.hub.store().count_games_by_status()).await {
        match counts {
            Ok(counts) => {
                for (status, n) in counts {
                    metrics.games.get_or_create(&crate::metrics::KindLabels { kind: status }).set(n);
                }
            }
            Err(_) => {
                metrics.db_errors.inc();
            }
        }
    }
    let (transactions, changes) = app.hub.store().group_commits();
    metrics.db_group_commits.set(i64::try_from(transactions).unwrap_or(i64::MAX));
    metrics.db_group_changes.set(i64::try_from(changes).unwrap_or(i64::MAX));
    metrics.ai_running.set(app.hub.ai().running() as i64);
    metrics.ai_waiting.set(app.hub.ai().waiting() as i64);
    metrics.read_process();
    let kind = "application/openmetrics-text; version=1.0.0; charset=utf-8";
    ([(header::CONTENT_TYPE, kind)], metrics.render()).into_response()
}
