//! A player's games searched and exported: `GET /api/players/{name}/games` (filtered,
//! newest first, a page at a time) and `GET /api/players/{name}/games/export` (every game
//! the same filters keep, as one record file, streamed a page at a time).
//!
//! Filters: `preset`, `result` (`win`, `loss`, `draw`, `aborted`, from the player's side),
//! `rated` (`true`, `false`), `speed` ([`crate::speed::SPEEDS`]), `opponent` (an account's
//! name in any case, or a guest's name). Paging: `limit` (1–100, default 20) and `before`
//! (the `next` of the page before).

use super::AppState;
use crate::error::ApiError;
use crate::live::Live;
use crate::store::{GameFilter, Outcome, Store};
use crate::view::GameSummary;
use axum::Json;
use axum::body::Body;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use reynard_play::FamilyId;
use serde::{Deserialize, Serialize};

/// Games a page of the export reads at once.
const EXPORT_PAGE: i64 = 100;

/// The query of both endpoints (texts, checked here so that a bad value is named).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GamesQuery {
    /// A preset id.
    pub preset: Option<String>,
    /// `win`, `loss`, `draw` or `aborted`.
    pub result: Option<String>,
    /// `true` or `false`.
    pub rated: Option<String>,
    /// A speed.
    pub speed: Option<String>,
    /// An opponent's name.
    pub opponent: Option<String>,
    /// The `next` of the page before (list only).
    pub before: Option<String>,
    /// Games a page, 1–100 (list only).
    pub limit: Option<String>,
}

/// `GET /api/players/{name}/games`.
#[derive(Debug, Serialize)]
pub struct GamesPage {
    /// The games, newest first.
    pub games: Vec<GameSummary>,
    /// When there are more: the `before` of the next page.
    pub next: Option<String>,
}

/// A bad value of parameter `name`.
fn bad(name: &str, problem: String) -> ApiError {
    ApiError::BadQuery(format!("{name}: {problem}"))
}

/// A parameter's value, trimmed; `None` when absent or blank.
fn nonempty(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// The filter a query asks for, its values checked; an opponent's account name is taken
/// as its seats hold it.
async fn filter_of(app: &AppState, q: &GamesQuery) -> Result<GameFilter, ApiError> {
    let mut filter = GameFilter::default();
    if let Some(preset) = nonempty(&q.preset) {
        if !FamilyId::all_preset_ids().contains(&preset) {
            return Err(bad("preset", format!("no preset `{preset}` (GET /api/variants lists them)")));
        }
        filter.preset = Some(preset.to_string());
    }
    if let Some(result) = nonempty(&q.result) {
        let names = Outcome::NAMES.join(", ");
        filter.outcome =
            Some(Outcome::parse(result).ok_or_else(|| bad("result", format!("`{result}`: use {names}")))?);
    }
    filter.rated = match nonempty(&q.rated) {
        None => None,
        Some("true") => Some(true),
        Some("false") => Some(false),
        Some(other) => return Err(bad("rated", format!("`{other}`: use true or false"))),
    };
    if let Some(speed) = nonempty(&q.speed) {
        let known = crate::speed::SPEEDS.iter().find(|s| **s == speed);
        let names = crate::speed::SPEEDS.join(", ");
        filter.speed = Some(*known.ok_or_else(|| bad("speed", format!("`{speed}`: use {names}")))?);
    }
    if let Some(opponent) = nonempty(&q.opponent) {
        let account = app.accounts.find(opponent).await?;
        filter.opponent = Some(account.map_or_else(|| opponent.to_string(), |a| a.name));
    }
    Ok(filter)
}

/// The account's name as its seats hold it.
async fn player(app: &AppState, name: &str) -> Result<String, ApiError> {
    let account = app.accounts.find(name).await?;
    Ok(account.ok_or_else(|| ApiError::NotFound(format!("no player `{name}`")))?.name)
}

/// `GET /api/players/{name}/games?preset=…&result=…&rated=…&speed=…&opponent=…&before=…&limit=…`.
pub async fn list(
    State(app): State<AppState>,
    Path(name): Path<String>,
    query: Result<Query<GamesQuery>, QueryRejection>,
) -> Result<Json<GamesPage>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let name = player(&app, &name).await?;
    let filter = filter_of(&app, &query).await?;
    let limit = match query.limit.as_deref() {
        None => 20,
        Some(text) => text
            .parse()
            .ok()
            .filter(|n| (1..=100).contains(n))
            .ok_or_else(|| bad("limit", format!("`{text}`: a page holds 1 to 100 games")))?,
    };
    let store = app.hub.store();
    let after = match query.before.as_deref() {
        None => None,
        Some(id) => Some(store.game_key(id).await?.ok_or_else(|| bad("before", format!("no game `{id}`")))?),
    };
    let mut rows = store.player_games(&name, &filter, after.as_ref(), limit + 1).await?;
    let more = rows.len() as i64 > limit;
    rows.truncate(limit as usize);
    let next = more.then(|| rows.last().map(|r| r.id.clone())).flatten();
    Ok(Json(GamesPage { games: rows.into_iter().map(crate::hub::summary).collect(), next }))
}

/// `GET /api/players/{name}/games/export?…`: the records of every game the filters keep,
/// newest first, a blank line between two, as a text file to save.
pub async fn export(
    State(app): State<AppState>,
    Path(name): Path<String>,
    query: Result<Query<GamesQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    if query.before.is_some() || query.limit.is_some() {
        let which = if query.before.is_some() { "before" } else { "limit" };
        return Err(bad(which, "the export holds every game: page the list instead".into()));
    }
    let name = player(&app, &name).await?;
    let filter = filter_of(&app, &query).await?;
    Ok(record_file(app.hub.store().clone(), name, filter))
}

/// The records of the games of the account named `name` that `filter` keeps, newest first,
/// as a file to save (`reynard-NAME-games.txt`), streamed.
pub(super) fn record_file(store: Store, name: String, filter: GameFilter) -> Response {
    let disposition = format!("attachment; filename=\"reynard-{}-games.txt\"", file_safe(&name));
    let body = Body::from_stream(records(store, name, filter));
    let head = [
        (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()),
        (header::CONTENT_DISPOSITION, disposition),
    ];
    (head, body).into_response()
}

/// A name fit for a file name in a header: letters, digits, `-` and `_` kept, the rest `_`.
fn file_safe(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

/// What the export stream keeps between pages.
struct Cursor {
    store: Store,
    name: String,
    filter: GameFilter,
    after: Option<(i64, String)>,
    first: bool,
    done: bool,
}

/// The records of the player's games, a page of them a chunk: never more than a page in
/// memory. A game that cannot be read back (a corrupt row) is left out, and logged.
fn records(
    store: Store,
    name: String,
    filter: GameFilter,
) -> impl futures_util::Stream<Item = Result<String, std::io::Error>> {
    let cursor = Cursor { store, name, filter, after: None, first: true, done: false };
    futures_util::stream::unfold(cursor, |mut c| async move {
        if c.done {
            return None;
        }
        let page = c.store.player_games(&c.name, &c.filter, c.after.as_ref(), EXPORT_PAGE).await;
        let rows = match page {
            Ok(rows) => rows,
            Err(e) => return Some((Err(std::io::Error::other(e)), Cursor { done: true, ..c })),
        };
        c.done = (rows.len() as i64) < EXPORT_PAGE;
        c.after = rows.last().map(|r| (r.created_ms, r.id.clone()));
        let mut chunk = String::new();
        for row in rows {
            let id = row.id.clone();
            let moves = match c.store.moves(&id).await {
                Ok(moves) => moves,
                Err(e) => return Some((Err(std::io::Error::other(e)), Cursor { done: true, ..c })),
            };
            match Live::restore(row, moves) {
                Ok(live) => {
                    if !c.first {
                        chunk.push('\n');
                    }
                    c.first = false;
                    chunk += live.record().trim_end();
                    chunk.push('\n');
                }
                Err(e) => tracing::warn!(game = %id, error = %e, "export: a game left out"),
            }
        }
        Some((Ok(chunk), c))
    })
}
