//! `reynard bench`: a fixed list of positions searched to a fixed depth. The node count is
//! a fingerprint of the search: a refactor that does not mean to change the search keeps it.

use anyhow::{Context, Result};
use clap::Args;
use reynard_rules::Game;
use reynard_rules::hunt::Rules;
use reynard_search::{AlphaBeta, DefaultEvaluator, Limits};
use std::process::ExitCode;
use std::time::Instant;

/// (preset, moves from the start) of every bench position.
const POSITIONS: &[(&str, &str)] = &[
    ("fox-geese", ""),
    ("fox-geese", "c3-c4 d4-d5 e3-e4 d5-d6 c4-c5"),
    ("fox-geese-diagonal", "a3-a4 d4-c5 b3-b4"),
    ("fox-geese-17", ""),
    ("fox-geese-2fox", "d3-d4"),
    ("fox-geese-forward", "d4-d5"),
    ("catch-the-hare", ""),
    ("catch-the-hare", "b2-b3 c3-c4 a3-a4"),
    ("coyote", "a3-a4"),
    ("el-coyote", "c2-c3"),
    ("asalto", ""),
    ("asalto", "d4-d5 c6-c7 e4-e5"),
];

/// Arguments of `reynard bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Search depth for every position.
    #[arg(long, default_value_t = 10)]
    depth: u32,
}

/// Searches every bench position; prints nodes per position, the total and nodes per second.
pub fn run(args: &BenchArgs) -> Result<ExitCode> {
    let mut total = 0u64;
    let start = Instant::now();
    for (id, moves) in POSITIONS {
        let rules = Rules::preset(id).with_context(|| format!("preset {id}"))?;
        let mut game = Game::new(rules.clone());
        crate::variant_args::play_moves(&mut game, moves)?;
        let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 16);
        let result = engine.search(game.position(), &[], &Limits::depth(args.depth), |_| {});
        let best = result.best.map_or("none".into(), |m| rules.move_text(game.position(), m));
        outln!("{id:<20} {:<40} nodes {:>10}  bestmove {best}", format!("\"{moves}\""), result.nodes);
        total += result.nodes;
    }
    let secs = start.elapsed().as_secs_f64();
    outln!("nodes {total} nps {:.0} time {:.2}s", total as f64 / secs.max(1e-9), secs);
    Ok(ExitCode::SUCCESS)
}
