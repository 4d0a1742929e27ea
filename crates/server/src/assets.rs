//! The web UI (`web/` at the repository root), built into the binary; other paths get the
//! page itself, which routes on the client.

use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

/// The files of `web/`, without the browser tests and npm's folder.
#[derive(RustEmbed)]
#[folder = "../../web"]
#[exclude = "e2e/*"]
#[exclude = "node_modules/*"]
#[exclude = "package*.json"]
struct Web;

/// The Content-Type of a file by its extension.
fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        _ => "text/plain; charset=utf-8",
    }
}

/// Serves a file of the web UI, or the page for paths without a file.
pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let (path, file) = match Web::get(path) {
        Some(file) => (path, file),
        None if !path.contains('.') => match Web::get("index.html") {
            Some(file) => ("index.html", file),
            None => return StatusCode::NOT_FOUND.into_response(),
        },
        None => return StatusCode::NOT_FOUND.into_response(),
    };
    (
        [
            (header::CONTENT_TYPE, content_type(path)),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        file.data,
    )
        .into_response()
}
