//! `reynard bestmove`: the engine's move in a position, with its thinking as `info` lines.

use crate::protocol::{info_line, proven_text};
use crate::variant_args::{VariantArgs, play_moves};
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use reynard_play::{PlayFamily, with_family};
use reynard_rules::Game;
use reynard_search::Rng;
use reynard_search::level::Level;
use reynard_search::mcts::{self, MctsSettings};
use reynard_search::{AlphaBeta, Limits};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Which engine searches.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum EngineKind {
    /// Iterative-deepening alpha-beta.
    Alphabeta,
    /// Monte Carlo tree search (`--nodes` counts playouts).
    Mcts,
}

/// Arguments of `reynard bestmove`.
#[derive(Args, Debug)]
pub struct BestmoveArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// Moves played from the start, like "c3-c4 d4-d5".
    #[arg(long, default_value = "")]
    moves: String,
    /// Thinking time in milliseconds (the default when no limit is given: 1000).
    #[arg(long, value_name = "MS", conflicts_with_all = ["depth", "nodes"])]
    time: Option<u64>,
    /// Search depth in plies.
    #[arg(long, conflicts_with = "nodes")]
    depth: Option<u32>,
    /// Node limit (playouts for mcts).
    #[arg(long)]
    nodes: Option<u64>,
    /// Strength level 1-10 (10, the default, is the full engine).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: Option<u8>,
    /// The engine.
    #[arg(long, value_enum, default_value = "alphabeta")]
    engine: EngineKind,
    /// Solved tables to play perfectly from where they know the position (levels 9-10).
    #[arg(long, value_name = "DIR", default_value = reynard_tables::DEFAULT_DIR)]
    tables: std::path::PathBuf,
}

/// Prints `info` lines and `bestmove MOVE`.
pub fn run(args: &BestmoveArgs) -> Result<ExitCode> {
    with_family!(args.variant.any_rules()?, rules => bestmove(args, rules))
}

fn bestmove<R: PlayFamily>(args: &BestmoveArgs, rules: R) -> Result<ExitCode> {
    let mut game = Game::new(rules.clone());
    play_moves(&mut game, &args.moves)?;
    let pos = *game.position();
    if let Some(outcome) = game.outcome() {
        outln!("info string the game is over ({})", outcome.reason().name());
        outln!("bestmove none");
        return Ok(ExitCode::SUCCESS);
    }
    let history: Vec<u64> = game.history_hashes();
    let time = args.time.map(Duration::from_millis);
    let limits = match (args.depth, args.nodes, time) {
        (None, None, None) => Limits::millis(1000),
        (depth, nodes, time) => Limits { depth, nodes, time },
    };
    let best = match args.engine {
        EngineKind::Mcts => {
            let settings = MctsSettings {
                playouts: args.nodes.unwrap_or(u64::MAX),
                time: limits.time.or(args.nodes.is_none().then(|| Duration::from_secs(1))),
                ..MctsSettings::default()
            };
            let result = mcts::search(&rules, &pos, &settings, &AtomicBool::new(false));
            outln!("info playouts {} winrate {:.3}", result.playouts, result.win_rate);
            result.best
        }
        EngineKind::Alphabeta => {
            let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 64);
            let level = args.level.and_then(Level::new);
            if level.is_none_or(|l| l >= Level::PERFECT_FROM) {
                engine.set_oracle(rules.oracle(&reynard_tables::TableDir::new(&args.tables)));
            }
            match level.filter(|l| l.get() < 10) {
                Some(level) => level.choose(&mut engine, &history, &pos, time, &mut Rng::new(1)),
                None => {
                    let result = engine
                        .search(&pos, &history, &limits, |info| outln!("{}", info_line(&rules, &pos, info)));
                    if let Some(words) = proven_text(&rules, &pos, result.score) {
                        outln!("info string {words}");
                    }
                    result.best
                }
            }
        }
    };
    let best = best.context("no legal move")?;
    outln!("bestmove {}", rules.move_text(&pos, best));
    Ok(ExitCode::SUCCESS)
}
