//! `GET /api/tables` and `GET /api/tables/{variant}`: which hunt games the server's tables
//! folder solves (the explorer, review, puzzles and the AI at levels 9–10 play them
//! perfectly), and for the others what a solve would take here and the command that starts
//! it (the server picks new tables up while it runs).

use super::AppState;
use super::explore::query_pairs;
use super::games::checked_rules;
use crate::error::ApiError;
use axum::Json;
use axum::extract::{Path, RawQuery, State};
use reynard_play::ByFamily;
use reynard_rules::FamilyId;
use reynard_rules::hunt;
use reynard_tables::TablesStatus;
use serde::Serialize;

/// One variant's tables.
#[derive(Debug, Serialize)]
pub struct TablesView {
    /// The preset.
    pub variant: String,
    /// Options on top of it.
    pub options: Vec<String>,
    /// `complete` (every tier: perfect play from the start), `partial` or `none`.
    pub solved: &'static str,
    /// Tiers a game from the start reaches, and how many are solved here.
    pub tiers: usize,
    /// Solved tiers.
    pub tiers_solved: usize,
    /// Positions in all the tiers, and in the solved ones.
    pub positions: u64,
    /// Positions in the solved tiers.
    pub positions_solved: u64,
    /// Seconds a solve of the rest would take on this machine, about.
    pub estimate_seconds: u64,
    /// The command that solves the rest into the server's folder.
    pub command: String,
}

/// `GET /api/tables`: every hunt preset.
pub async fn list(State(app): State<AppState>) -> Result<Json<Vec<TablesView>>, ApiError> {
    let (ids, rules): (Vec<&'static str>, Vec<hunt::Rules>) =
        FamilyId::all_preset_ids().into_iter().filter_map(|id| Some((id, hunt::Rules::preset(id)?))).unzip();
    let (statuses, dir) = app.hub.ai().tables_status(rules).await?;
    Ok(Json(ids.iter().zip(statuses).map(|(id, status)| view(id, Vec::new(), &status, &dir)).collect()))
}

/// `GET /api/tables/{variant}?set=k=v`: one variant.
pub async fn show(
    State(app): State<AppState>,
    Path(variant): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Json<TablesView>, ApiError> {
    let mut options = Vec::new();
    for (key, value) in query_pairs(query.as_deref())? {
        if key != "set" {
            return Err(ApiError::BadQuery(format!("unknown parameter `{key}`: tables take set")));
        }
        options.push(value);
    }
    let rules = checked_rules(&variant, &options, None)?;
    let ByFamily::Hunt(rules) = rules else {
        return Err(ApiError::NotFound(format!("no tables of `{variant}`: only the hunt games are solved")));
    };
    let (mut statuses, dir) = app.hub.ai().tables_status(vec![rules]).await?;
    let status = statuses.pop().ok_or(ApiError::Busy)?;
    Ok(Json(view(&variant, options, &status, &dir)))
}

fn view(variant: &str, options: Vec<String>, status: &TablesStatus, dir: &std::path::Path) -> TablesView {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let sets: String = options.iter().map(|o| format!(" --set {o}")).collect();
    TablesView {
        variant: variant.to_string(),
        solved: if status.complete() {
            "complete"
        } else if status.tiers_solved > 0 {
            "partial"
        } else {
            "none"
        },
        tiers: status.tiers,
        tiers_solved: status.tiers_solved,
        positions: status.positions,
        positions_solved: status.positions_solved,
        estimate_seconds: status.estimate_seconds(cores),
        command: format!("reynard solve {variant}{sets} --dir {}", dir.display()),
        options,
    }
}
