//! Player pages and leaderboards: an account's ratings (one per preset), results and recent
//! games, its rating history at a preset (the chart), and the best ratings of a preset.

use super::AppState;
use crate::error::ApiError;
use crate::ratings::{PROVISIONAL_DEVIATION, Rating};
use crate::store::RatingPoint;
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use reynard_play::{FamilyId, side_ids};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A rating as shown.
#[derive(Debug, Serialize)]
pub struct RatingView {
    /// The rating, rounded.
    pub rating: i64,
    /// Its deviation, rounded.
    pub deviation: i64,
    /// Rated games played.
    pub games: i64,
    /// Whether it is provisional (deviation over 110).
    pub provisional: bool,
}

impl From<Rating> for RatingView {
    fn from(r: Rating) -> RatingView {
        RatingView {
            rating: r.rating.round() as i64,
            deviation: r.deviation.round() as i64,
            games: r.games,
            provisional: r.provisional(),
        }
    }
}

/// Games won, lost and drawn.
#[derive(Debug, Default, Serialize)]
pub struct Results {
    /// Won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

/// `GET /api/players/{name}`.
#[derive(Debug, Serialize)]
pub struct PlayerView {
    /// The name as registered.
    pub name: String,
    /// Whether the account is a bot.
    pub bot: bool,
    /// When it registered, ms since 1970.
    pub created_ms: i64,
    /// Ratings by preset id.
    pub ratings: BTreeMap<String, RatingView>,
    /// Finished games' results, rated or not.
    pub results: Results,
    /// The most recent games.
    pub recent: Vec<crate::view::GameSummary>,
}

/// `GET /api/players/{name}`.
pub async fn show(
    State(app): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<PlayerView>, ApiError> {
    let missing = || ApiError::NotFound(format!("no player `{name}`"));
    let account = app.accounts.find(&name).await?.ok_or_else(missing)?;
    let row = app.hub.store().account(&account.id).await?.ok_or_else(missing)?;
    let store = app.hub.store();
    let ratings =
        store.ratings(&account.id).await?.into_iter().map(|r| (r.preset, r.rating.into())).collect();
    let mut results = Results::default();
    for (family, seat, result) in store.account_results(&account.name).await? {
        let sides = side_ids(FamilyId::from_tag(&family).unwrap_or(FamilyId::Hunt));
        match result.as_str() {
            "draw" => results.drawn += 1,
            winner if winner == sides[seat] => results.won += 1,
            _ => results.lost += 1,
        }
    }
    let recent = app.hub.account_games(&account.name, 20).await?;
    Ok(Json(PlayerView {
        name: account.name,
        bot: account.bot,
        created_ms: row.created_ms,
        ratings,
        results,
        recent,
    }))
}

/// `GET /api/players/{name}/ratings/{preset}`: the rating after each rated game.
pub async fn history(
    State(app): State<AppState>,
    Path((name, preset)): Path<(String, String)>,
) -> Result<Json<Vec<RatingPoint>>, ApiError> {
    let account =
        app.accounts.find(&name).await?.ok_or_else(|| ApiError::NotFound(format!("no player `{name}`")))?;
    Ok(Json(app.hub.store().rating_history(&account.id, &preset).await?))
}

/// `GET /api/leaderboard/{preset}` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardQuery {
    /// At most this many (1–100, default 50).
    #[serde(default)]
    pub limit: Option<i64>,
}

/// A place on the leaderboard.
#[derive(Debug, Serialize)]
pub struct Place {
    /// 1 for the best.
    pub rank: usize,
    /// The player.
    pub name: String,
    /// The rating.
    #[serde(flatten)]
    pub rating: RatingView,
}

/// `GET /api/leaderboard/{preset}`: the best established (not provisional) ratings.
pub async fn leaderboard(
    State(app): State<AppState>,
    Path(preset): Path<String>,
    query: Result<Query<BoardQuery>, QueryRejection>,
) -> Result<Json<Vec<Place>>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let limit = query.limit.unwrap_or(50);
    if !(1..=100).contains(&limit) {
        return Err(ApiError::BadQuery("limit is 1 to 100".into()));
    }
    let best = app.hub.store().leaderboard(&preset, PROVISIONAL_DEVIATION, limit).await?;
    let places = best.into_iter().enumerate().map(|(i, (name, rating))| Place {
        rank: i + 1,
        name,
        rating: rating.into(),
    });
    Ok(Json(places.collect()))
}
