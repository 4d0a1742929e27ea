//! One cell of a balance run, measured: solved exactly when the tables fit the budget, else
//! played out between two equal engines with the match statistics.
//!
//! Scores are always those of the side in the first seat (the hunters' side of a hunt game:
//! the fox, the hare, the tigers; the attackers of tafl), so that a row of cells reads one
//! way. Where a cell is solved, the score is that of perfect play (1, ½ or 0) and its
//! interval that one point.

use crate::ai::PlayerSpec;
use anyhow::{Context, Result};
use indicatif::ProgressBar;
use reynard_play::PlayFamily;
use reynard_rules::Family;
use reynard_rules::hunt;
use reynard_search::Rng;
use reynard_search::matches::{Flow, MatchConfig, PlayerFactory, play_match};
use reynard_search::player::{Player, RandomPlayer};
use reynard_search::stats::Tally;
use reynard_solver::{Progress, Tablebase, Value};
use reynard_tables::TableDir;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// How a cell was measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Retrograde analysis: the exact value of the start.
    Solved,
    /// A match between two equal engines, roles swapped every game.
    Match,
}

/// The result of one cell, as a line of `--json` and of the cells file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CellResult {
    /// The variant (preset id or file) and the fixed `--set`s.
    pub variant: String,
    /// The fixed `--set key=value`s.
    pub set: Vec<String>,
    /// Every option of the rules the cell was measured with (`key=value;…`, the preset's
    /// id first): what tells a cell from another, a variant file's included.
    #[serde(default)]
    pub rules: String,
    /// This cell's value of every varied option.
    pub options: serde_json::Map<String, serde_json::Value>,
    /// How it was measured.
    pub method: Method,
    /// `hunters win`, `draw` (solved), or `hare ahead`, `even` (a match: whether the
    /// score's interval leaves out one half).
    pub value: String,
    /// The side id that wins (solved) or is ahead (match); `null`: a draw, or even.
    pub winner: Option<String>,
    /// Plies of the game with perfect play (solved, decided), else `null`.
    pub plies: Option<u32>,
    /// The side whose score this is (the first seat's).
    pub score_of: String,
    /// That side's score, 0 to 1.
    pub score: f64,
    /// Its 95% interval.
    pub interval: [f64; 2],
    /// A match's games and the first seat's wins, draws and losses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games: Option<MatchGames>,
    /// The tables' positions, where solved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub positions: Option<u64>,
}

/// A match cell's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchGames {
    /// The engine on both sides (`level 6`).
    pub player: String,
    /// Games played.
    pub games: u32,
    /// The first seat's wins.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// The first seat's losses.
    pub losses: u32,
    /// Moves played at random to open each pair of games.
    pub opening_plies: u32,
    /// Thinking time per move in milliseconds, for players without limits of their own.
    #[serde(default)]
    pub time_ms: Option<u64>,
    /// The seed of the openings and the players' random choices.
    #[serde(default = "default_seed")]
    pub seed: u64,
}

/// The seed of a match cell written before seeds were kept (the command's default).
fn default_seed() -> u64 {
    1
}

/// What is measured and the cell's fixed part: everything a [`CellResult`] needs besides
/// the measurement.
pub struct CellLabel {
    /// The variant as given.
    pub variant: String,
    /// The fixed `--set`s.
    pub set: Vec<String>,
    /// The varied options of this cell.
    pub options: Vec<(String, String)>,
    /// Every option of the cell's rules ([`rules_key`]).
    pub rules: String,
}

/// Every option of `rules` as `preset;key=value;…`: the same text for the same rules,
/// however they were given (presets, variant files, `--set`).
pub fn rules_key(rules: &reynard_play::AnyRules) -> String {
    let options = rules.options().into_iter().map(|(spec, value)| format!("{}={value}", spec.key));
    std::iter::once(rules.preset_id().to_string()).chain(options).collect::<Vec<_>>().join(";")
}

impl CellLabel {
    /// Whether `stored` is a result of this cell: the same variant, fixed `--set`s and
    /// varied options.
    pub fn is(&self, stored: &CellResult) -> bool {
        if !stored.rules.is_empty() {
            return stored.rules == self.rules;
        }
        // A line without its rules: by the names, for a preset only (a variant file may
        // have changed since).
        !self.variant.ends_with(".toml")
            && stored.variant == self.variant
            && stored.set == self.set
            && stored.options.len() == self.options.len()
            && self.options.iter().all(|(k, v)| stored.options.get(k).and_then(|s| s.as_str()) == Some(v))
    }

    fn result(&self, method: Method, side_names: &[String; 2]) -> CellResult {
        CellResult {
            variant: self.variant.clone(),
            set: self.set.clone(),
            rules: self.rules.clone(),
            options: self
                .options
                .iter()
                .map(|(k, v)| (k.clone(), serde_json::Value::from(v.as_str())))
                .collect(),
            method,
            value: String::new(),
            winner: None,
            plies: None,
            score_of: side_names[0].clone(),
            score: 0.5,
            interval: [0.0, 1.0],
            games: None,
            positions: None,
        }
    }
}

/// Positions still to solve for `rules` in `dir` (`None`: its start is not in the tables,
/// as with a flock still in hand, so tables alone cannot say its value).
pub fn positions_to_solve(rules: &hunt::Rules, dir: &Path) -> Option<u64> {
    if rules.game_start().to_place() > 0 {
        return None;
    }
    let plans = Tablebase::new(rules, dir).plan();
    Some(plans.iter().filter(|p| !p.solved).map(|p| p.positions).sum())
}

/// Solves `rules` into `dir` (finished tiers are reused) and reads the value of the start.
///
/// # Errors
///
/// A table that cannot be written or read, or a tier too large for this machine's memory.
pub fn solve(
    label: &CellLabel,
    rules: &hunt::Rules,
    dir: &Path,
    pool: &rayon::ThreadPool,
    progress: &dyn Progress,
) -> Result<CellResult> {
    let tb = Tablebase::new(rules, dir);
    let report = pool.install(|| tb.solve(progress)).context("solving")?;
    let start = rules.game_start();
    let value = tb.probe(&start).context("reading the value of the start")?;
    let side_names = rules.side_names();
    let winner = match value {
        Value::Win(_) => Some(start.side()),
        Value::Loss(_) => Some(start.side().other()),
        Value::Draw => None,
    };
    let mut result = label.result(Method::Solved, &side_names);
    result.score = first_seat_score(winner, hunt::Rules::sides()[0]);
    result.interval = [result.score, result.score];
    result.value = crate::commands::solve::value_text(&tb, start.side(), value);
    result.winner = winner.map(|side| hunt::Rules::side_id(side).to_string());
    result.plies = value.distance().map(u32::from);
    result.positions = Some(report.tiers.iter().map(|t| t.positions).sum());
    Ok(result)
}

/// The score of the side in the first seat when `winner` won (`None`: a draw).
fn first_seat_score<S: PartialEq>(winner: Option<S>, first: S) -> f64 {
    match winner {
        Some(side) if side == first => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// How a match cell is played.
pub struct MatchPlan<'a> {
    /// The engine on both sides.
    pub player: &'a PlayerSpec,
    /// Thinking time per move for players without limits of their own.
    pub time: Option<std::time::Duration>,
    /// Games, threads, openings, seed.
    pub config: MatchConfig,
    /// Solved tables the engines may use (levels 9-10).
    pub tables: &'a TableDir,
}

/// Plays `plan.config.games` games of `rules` between two copies of `plan.player`, the roles
/// swapped every game, and scores them for the first seat.
///
/// # Errors
///
/// A player that cannot be built (an external program that does not start).
pub fn play<R: PlayFamily>(
    label: &CellLabel,
    rules: &R,
    plan: &MatchPlan<'_>,
    bar: &ProgressBar,
) -> Result<CellResult> {
    let oracle = rules.oracle(plan.tables);
    plan.player.build(rules, plan.time, 0, oracle.clone())?;
    let make = |seed: u64| -> Box<dyn Player<R>> {
        // Built once above, so it builds again; should an external program fail to start
        // now, a random stand-in keeps the match going.
        plan.player
            .build(rules, plan.time, seed, oracle.clone())
            .unwrap_or_else(|_| Box::new(RandomPlayer(Rng::new(seed))))
    };
    let on_game = |_: &_| {
        bar.inc(1);
        Flow::Continue
    };
    let results =
        play_match(rules, &make as &PlayerFactory<R>, &make, &plan.config, oracle.as_deref(), &on_game);
    let [first, second] = R::sides();
    let mut tally = Tally::default();
    for game in &results {
        tally.add(first_seat_score(game.winner, first));
    }
    let side_names = rules.side_names();
    let mut result = label.result(Method::Match, &side_names);
    let (lo, hi) = tally.score_interval();
    result.score = tally.score();
    result.interval = [lo, hi];
    let ahead = if lo > 0.5 {
        Some(first)
    } else if hi < 0.5 {
        Some(second)
    } else {
        None
    };
    result.value =
        ahead.map_or_else(|| "even".to_string(), |side| format!("{} ahead", rules.side_name(side)));
    result.winner = ahead.map(|side| R::side_id(side).to_string());
    result.games = Some(MatchGames {
        player: plan.player.label(),
        games: tally.games(),
        wins: tally.wins,
        draws: tally.draws,
        losses: tally.losses,
        opening_plies: plan.config.opening_plies,
        time_ms: plan.time.map(|t| t.as_millis() as u64),
        seed: plan.config.seed,
    });
    Ok(result)
}
