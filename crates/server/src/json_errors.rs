//! Every error under `/api` is JSON: a rejection that axum answers in plain text before a
//! handler runs (a path that is not valid UTF-8, like `/api/games/%ff%fe`, a malformed
//! query) is rewritten into the API's `{"error": {"code", "message"}}` form; a server error
//! that is not the API's own becomes `500 internal`, its text kept from the client.

use crate::error::ApiError;
use axum::body::to_bytes;
use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// The longest plain-text rejection read into the message.
const MAX_TEXT: usize = 4096;

/// The middleware.
pub async fn json_errors(request: Request, next: Next) -> Response {
    let api = request.uri().path().starts_with("/api");
    let response = next.run(request).await;
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !api || json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    if status.is_server_error() {
        // Whatever failed, its words stay on the server.
        return ApiError::Internal.into_response();
    }
    let text =
        to_bytes(response.into_body(), MAX_TEXT).await.map(|b| String::from_utf8_lossy(&b).into_owned());
    let message = text.unwrap_or_default();
    let error = if status == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        ApiError::BadQuery(if message.is_empty() { status.to_string() } else { message })
    };
    let mut rewritten = error.into_response();
    *rewritten.status_mut() = status;
    rewritten
}
