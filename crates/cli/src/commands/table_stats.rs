//! `reynard tables stats`: the solved positions of a hunt variant counted by material and
//! side to move, each split into the hunter's wins, the flock's wins and draws.

use crate::variant_args::VariantArgs;
use anyhow::{Context, Result};
use reynard_rules::Side;
use reynard_solver::{Tablebase, Value};
use serde_json::json;
use std::path::Path;
use std::process::ExitCode;

/// Runs `reynard tables stats`: counts the tables of `variant` in `dir` and prints them.
///
/// # Errors
/// When the variant is not a hunt game, `dir` holds none of its tables, or a table cannot
/// be read.
pub fn run(variant: &VariantArgs, dir: &Path, json: bool) -> Result<ExitCode> {
    let rules = variant.hunt_rules()?;
    let tb = Tablebase::new(&rules, dir);
    let counts = count(&tb)
        .with_context(|| format!("reading the tables of `{}` in {}", variant.variant, dir.display()))?;
    if counts.is_empty() {
        return Err(super::tables::no_tables(variant, dir));
    }
    print(&counts, json);
    Ok(ExitCode::SUCCESS)
}

/// Who wins the canonical positions of one material with one side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcomes {
    /// Positions the hunter side wins.
    pub hunter: u64,
    /// Positions the flock wins.
    pub flock: u64,
    /// Drawn positions.
    pub draw: u64,
}

impl Outcomes {
    /// Every position counted.
    pub fn total(&self) -> u64 {
        self.hunter + self.flock + self.draw
    }
}

/// One material's counts: hunter and flock pieces, then the outcomes with the hunter to
/// move and with the flock to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaterialStats {
    /// Hunter pieces on the board.
    pub hunters: u8,
    /// Flock pieces on the board.
    pub flock: u8,
    /// The outcomes with the hunter side to move.
    pub hunter_to_move: Outcomes,
    /// The outcomes with the flock to move.
    pub flock_to_move: Outcomes,
}

/// Counts every position of the tiers `tb` has a table for (progress sub-tiers merged into
/// their material), smallest material first; empty when it has none.
///
/// # Errors
/// When a table file cannot be read.
pub fn count(tb: &Tablebase) -> Result<Vec<MaterialStats>> {
    let mut out: Vec<MaterialStats> = Vec::new();
    for tier in tb.tiers().into_iter().filter(|&tier| tb.has_table(tier)) {
        let len = tb.tier_values(tier)?.len();
        let at = match out.iter().position(|m| (m.hunters, m.flock) == (tier.hunters, tier.flock)) {
            Some(at) => at,
            None => {
                out.push(MaterialStats {
                    hunters: tier.hunters,
                    flock: tier.flock,
                    hunter_to_move: Outcomes::default(),
                    flock_to_move: Outcomes::default(),
                });
                out.len() - 1
            }
        };
        for index in 0..len {
            // `None`: a slot no canonical position uses.
            let Some((pos, value)) = tb.slot(tier, index)? else { continue };
            let mover = pos.side();
            let stats = &mut out[at];
            let outcomes = match mover {
                Side::Hunter => &mut stats.hunter_to_move,
                Side::Flock => &mut stats.flock_to_move,
            };
            match (value, mover) {
                (Value::Draw, _) => outcomes.draw += 1,
                (Value::Win(_), Side::Hunter) | (Value::Loss(_), Side::Flock) => outcomes.hunter += 1,
                (Value::Win(_), Side::Flock) | (Value::Loss(_), Side::Hunter) => outcomes.flock += 1,
            }
        }
    }
    Ok(out)
}

/// Prints the counts: a table, or one JSON object a line.
pub fn print(counts: &[MaterialStats], json: bool) {
    for m in counts {
        if json {
            let outcomes = |o: &Outcomes| json!({ "hunter": o.hunter, "flock": o.flock, "draw": o.draw });
            let line = json!({
                "hunters": m.hunters,
                "flock": m.flock,
                "hunter_to_move": outcomes(&m.hunter_to_move),
                "flock_to_move": outcomes(&m.flock_to_move),
            });
            outln!("{line}");
            continue;
        }
        for (mover, o) in [("hunter", &m.hunter_to_move), ("flock", &m.flock_to_move)] {
            let share = |n: u64| 100.0 * n as f64 / o.total().max(1) as f64;
            outln!(
                "{} hunters {} flock, {mover} to move: {} positions: hunter wins {} ({:.1}%), flock wins {} ({:.1}%), draws {} ({:.1}%)",
                m.hunters,
                m.flock,
                o.total(),
                o.hunter,
                share(o.hunter),
                o.flock,
                share(o.flock),
                o.draw,
                share(o.draw),
            );
        }
    }
}
