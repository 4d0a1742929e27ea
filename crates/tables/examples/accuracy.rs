//! How often the engine keeps a solved win, side by side: a measure for tuning a hunt
//! evaluation against the solved tables, free of the noise of a match (where both sides
//! change together and the opponent decides which positions are met).
//!
//! Positions are drawn from random games from the start (three moves in four keep the value;
//! a position is kept, one in four, when the side to move has a win in more than one); the engine, searching to a
//! fixed depth without noise, picks a move in each, and the tables say whether it kept
//! the win. `--show` prints each position where it did not, with the moves that keep it.
//!
//! ```sh
//! reynard solve wolf-sheep --dir /tmp/ws
//! cargo run --release -p reynard-tables --example accuracy -- wolf-sheep /tmp/ws 6000 1 3 5
//! # options on top of the preset, as the command line's `--set`:
//! reynard solve wolf-sheep --set board=checker10 --dir /tmp/ws10
//! cargo run --release -p reynard-tables --example accuracy -- wolf-sheep /tmp/ws10 3000 1 3 5 --set board=checker10
//! ```

#![allow(clippy::print_stdout)]

use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_rules::{Family, Ruleset, Side, VariantOptions};
use reynard_search::oracle::{Known, Oracle, Verdict, judge, value_of};
use reynard_search::{AlphaBeta, DefaultEvaluator, Limits, Rng};
use std::collections::HashSet;
use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: accuracy VARIANT TABLES POSITIONS DEPTH... [--show] [--set KEY=VALUE]...";
    let (Some(variant), Some(dir), Some(count)) = (args.first(), args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let count: usize = count.parse().unwrap_or_else(|_| {
        eprintln!("{usage}: POSITIONS is a number");
        std::process::exit(2)
    });
    let show = args.iter().any(|a| a == "--show");
    let sets: Vec<&str> = args.windows(2).filter(|w| w[0] == "--set").map(|w| w[1].as_str()).collect();
    let depths: Vec<u32> =
        args[3..].iter().filter(|a| !sets.contains(&a.as_str())).filter_map(|d| d.parse().ok()).collect();
    let Some(mut variant) = Variant::preset(variant) else {
        eprintln!("no hunt preset `{variant}`");
        std::process::exit(2);
    };
    for pair in &sets {
        if let Err(error) = variant.set_pair(pair) {
            eprintln!("{error}");
            std::process::exit(2);
        }
    }
    let rules = Rules::new(&variant).unwrap_or_else(|error| {
        eprintln!("{error}");
        std::process::exit(2)
    });
    let Some(oracle) = reynard_tables::hunt_oracle(&rules, Path::new(dir)) else {
        eprintln!("no tables folder at {dir}");
        std::process::exit(2);
    };
    let positions = won_positions(&rules, &*oracle, count);
    for depth in depths {
        let mut kept = [0usize; 2];
        let mut seen = [0usize; 2];
        for pos in &positions {
            let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 8);
            let limits = Limits { depth: Some(depth), ..Limits::default() };
            let Some(mv) = engine.search(pos, &[], &limits, |_| {}).best else { continue };
            let side = usize::from(rules.side_to_move(pos) == Side::Flock);
            seen[side] += 1;
            if judge(&rules, &*oracle, pos, mv) == Some(Verdict::Kept) {
                kept[side] += 1;
            } else if show {
                let keeping: Vec<String> = rules
                    .moves(pos)
                    .into_iter()
                    .filter(|&m| judge(&rules, &*oracle, pos, m) == Some(Verdict::Kept))
                    .map(|m| rules.move_text(pos, m))
                    .collect();
                println!(
                    "  {}: played {}, kept by {}",
                    rules.position_text(pos),
                    rules.move_text(pos, mv),
                    keeping.join(" ")
                );
            }
        }
        let pct = |k: usize, n: usize| 100.0 * k as f64 / n.max(1) as f64;
        println!(
            "depth {depth}: hunter kept {}/{} ({:.1} %), flock kept {}/{} ({:.1} %)",
            kept[0],
            seen[0],
            pct(kept[0], seen[0]),
            kept[1],
            seen[1],
            pct(kept[1], seen[1])
        );
    }
}

/// Up to `count` distinct positions from games of mostly value-keeping random moves, in which the side to move has a
/// solved win that is not immediate (a win in one is no test of judgement).
fn won_positions(rules: &Rules, oracle: &dyn Oracle<Rules>, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(7);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..count * 50 {
        let mut pos = rules.start();
        while rules.terminal(&pos).is_none() {
            if let Some(Known::Win(plies)) = value_of(rules, oracle, &pos)
                && plies > 1
                && rng.below(4) == 0
                && seen.insert(rules.hash(&pos))
            {
                out.push(pos);
                if out.len() == count {
                    return out;
                }
            }
            // Mostly moves that keep the value, so that both sides' wins are met.
            rules.legal_moves(&pos, &mut moves);
            let keeping: Vec<_> = moves
                .iter()
                .copied()
                .filter(|&m| judge(rules, oracle, &pos, m) == Some(Verdict::Kept))
                .collect();
            let pool = if rng.below(4) != 0 && !keeping.is_empty() { &keeping } else { &moves };
            let Some(&mv) = pool.get(rng.below(pool.len().max(1))) else { break };
            pos = rules.play_unchecked(&pos, mv);
        }
    }
    out
}
