//! The web UI (`web/` at the repository root), built into the binary; other paths get the
//! page itself, which routes on the client.

use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use reynard_i18n::{Lang, browser_bundle};
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
        "jsonl" => "application/jsonl; charset=utf-8",
        "png" => "image/png",
        "ico" => "image/x-icon",
        _ => "text/plain; charset=utf-8",
    }
}

/// Serves a file of the web UI, or the page for paths without a file. `/locales/<code>.ftl`
/// is every text of that language from `reynard-i18n` (the words the terminal game uses too).
pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if let Some(code) = path.strip_prefix("locales/").and_then(|file| file.strip_suffix(".ftl")) {
        return match Lang::ALL.into_iter().find(|lang| lang.code() == code) {
            Some(lang) => (
                [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")],
                browser_bundle(lang),
            )
                .into_response(),
            None => StatusCode::NOT_FOUND.into_response(),
        };
    }
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
