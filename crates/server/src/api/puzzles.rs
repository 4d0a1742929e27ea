//! `GET /api/puzzles/{variant}`: a puzzle drawn from the server's solved tables — a won
//! position where one move stands out — with its solution and the position for a board.

use super::AppState;
use super::explore::{PositionView, position_view, query_pairs};
use super::games::checked_rules;
use crate::error::ApiError;
use axum::Json;
use axum::extract::{Path, RawQuery, State};
use reynard_play::{AnyGame, ByFamily};
use reynard_rules::{Family, Side};
use reynard_tables::puzzles::PuzzleOptions;
use serde::Serialize;

/// Most plies a puzzle may ask for.
const MAX_PLIES: u16 = 999;

/// A puzzle.
#[derive(Debug, Serialize)]
pub struct PuzzleAnswer {
    /// The position, the solver to move, as a position text.
    pub position: String,
    /// The winning line with perfect defence, in notation.
    pub solution: Vec<String>,
    /// Plies to the win.
    pub plies: u16,
    /// `only-win` (one move wins) or `fastest-win` (one move wins fastest).
    pub kind: &'static str,
    /// The side to solve it (a side id).
    pub side: &'static str,
    /// The seed it was drawn with (the same seed draws it again).
    pub seed: u64,
    /// The position, as a board draws it.
    pub game: PositionView,
}

/// `GET /api/puzzles/{variant}?set=k=v&min_plies=A&max_plies=B&side=S&seed=N` (see
/// docs/api.md).
pub async fn puzzle(
    State(app): State<AppState>,
    Path(variant): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Json<PuzzleAnswer>, ApiError> {
    let mut options = Vec::new();
    let mut draw = PuzzleOptions { attempts: 100_000, ..PuzzleOptions::default() };
    let mut seed = None;
    let number = |key: &str, value: &str| {
        value.parse::<u64>().map_err(|_| ApiError::BadQuery(format!("`{key}` takes a number, not `{value}`")))
    };
    for (key, value) in query_pairs(query.as_deref())? {
        match key.as_str() {
            "set" => options.push(value),
            "min_plies" => draw.min_plies = number(&key, &value)?.min(u64::from(MAX_PLIES)) as u16,
            "max_plies" => draw.max_plies = number(&key, &value)?.min(u64::from(MAX_PLIES)) as u16,
            "seed" => seed = Some(number(&key, &value)?),
            "side" => {
                draw.side = Some(match value.as_str() {
                    "hunter" => Side::Hunter,
                    "flock" => Side::Flock,
                    _ => return Err(ApiError::BadQuery(format!("`side` is hunter or flock, not `{value}`"))),
                })
            }
            _ => {
                return Err(ApiError::BadQuery(format!(
                    "unknown parameter `{key}`: puzzles take set, min_plies, max_plies, side and seed"
                )));
            }
        }
    }
    if draw.min_plies > draw.max_plies {
        return Err(ApiError::BadQuery(format!(
            "min_plies {} is above max_plies {}",
            draw.min_plies, draw.max_plies
        )));
    }
    draw.seed = seed.unwrap_or_else(random_seed);
    let rules = checked_rules(&variant, &options, None)?;
    let ByFamily::Hunt(hunt) = &rules else {
        return Err(ApiError::NotFound(format!("no puzzles of `{variant}`: only the hunt games are solved")));
    };
    let found = app.hub.ai().puzzle(hunt.clone(), draw).await?.ok_or_else(|| {
        ApiError::NotFound(format!(
            "no puzzle of `{variant}` here: this server has no solved tables for it (its operator makes them \
             with `reynard solve {variant}`), or none fits these limits"
        ))
    })?;
    let mut pos = found.position;
    let mut solution = Vec::new();
    for &mv in &found.solution {
        solution.push(hunt.move_text(&pos, mv));
        pos = hunt.play_unchecked(&pos, mv);
    }
    let position = hunt.position_text(&found.position);
    let game = AnyGame::from_line(rules.clone(), Some(&position), &[] as &[&str])?;
    let view = position_view(&game, &variant, options, position.clone());
    Ok(Json(PuzzleAnswer {
        position,
        solution,
        plies: found.plies,
        kind: found.kind.id(),
        side: found.position.side().role(),
        seed: draw.seed,
        game: view,
    }))
}

/// Seeds keep to 53 bits: a browser reads JSON numbers as doubles, and a seed it shares
/// must draw the same puzzle again.
const SEED_MASK: u64 = (1 << 53) - 1;

/// A seed from the system's random source (a fixed one if it fails: still a puzzle).
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_or(1, |()| u64::from_le_bytes(bytes) & SEED_MASK)
}
