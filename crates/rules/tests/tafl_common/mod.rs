#![allow(dead_code)]
//! Shared helpers of the tafl tests: perft data files (`tests/data/*.tafl-perft`, the
//! same `variant` / `set key=value` / `depth count` lines as the hunt files), building
//! rules and positions, and a small deterministic random source.

use reynard_rules::Family;
use reynard_rules::VariantOptions;
use reynard_rules::tafl::{Cell, CellSet, Cells, Position, Rules, Variant, cell_bit};

#[path = "../support/mod.rs"]
mod support;
#[allow(unused_imports)] // not every test binary uses both
pub use support::{PerftData, Rng};

/// Every `tests/data/*.tafl-perft` file, sorted by name.
pub fn perft_files() -> Vec<PerftData> {
    support::perft_files_with("tafl-perft")
}

/// The tafl variant a perft data file describes.
pub fn tafl_variant(data: &PerftData) -> Variant {
    let mut variant = Variant::preset(&data.preset).expect("the data file names a preset");
    for (k, v) in &data.sets {
        variant.set(k, v).expect("the data file sets valid options");
    }
    variant
}

/// The tafl rules a perft data file describes, with cell sets of type `C`.
pub fn tafl_rules<C: CellSet>(data: &PerftData) -> Rules<C> {
    Rules::new(&tafl_variant(data)).unwrap_or_else(|e| panic!("{}: {e}", data.name))
}

/// A preset's rules (panics on an unknown id).
pub fn preset(id: &str) -> Rules {
    Rules::preset(id).unwrap_or_else(|| panic!("preset {id} must exist"))
}

/// A preset with options changed through `Variant::set`.
pub fn variant(id: &str, options: &[(&str, &str)]) -> Rules {
    let mut v = Variant::preset(id).unwrap_or_else(|| panic!("preset {id} must exist"));
    for (k, val) in options {
        v.set(k, val).unwrap_or_else(|e| panic!("set {k}={val}: {e}"));
    }
    Rules::<Cells>::new(&v).unwrap_or_else(|e| panic!("{id} {options:?}: {e}"))
}

/// A cell by name.
pub fn cell<C: CellSet>(rules: &Rules<C>, name: &str) -> Cell {
    rules.geometry().parse(name).unwrap_or_else(|| panic!("cell {name}"))
}

/// A set of cells by name.
pub fn set<C: CellSet>(rules: &Rules<C>, names: &[&str]) -> C {
    names.iter().fold(C::EMPTY, |acc, n| acc | cell_bit::<C>(cell(rules, n)))
}

/// A position from piece lists: attackers, defenders, the king (or `None`), and the side
/// to move (`'a'` or `'d'`).
pub fn board<C: CellSet>(
    rules: &Rules<C>,
    attackers: &[&str],
    defenders: &[&str],
    king: Option<&str>,
    side: char,
) -> Position<C> {
    use reynard_rules::tafl::Side;
    let side = if side == 'a' { Side::Attackers } else { Side::Defenders };
    Position::new(set(rules, attackers), set(rules, defenders), king.map(|k| cell(rules, k)), side)
}

/// Plays a move text (checked by `parse_move`).
pub fn after<C: CellSet>(rules: &Rules<C>, p: &Position<C>, text: &str) -> Position<C> {
    let m = rules.parse_move(p, text).unwrap_or_else(|e| panic!("move `{text}`: {e}"));
    rules.play_unchecked(p, m)
}

/// The names of a set of cells, sorted by index.
pub fn names<C: CellSet>(rules: &Rules<C>, set: C) -> Vec<String> {
    reynard_rules::tafl::cells(set).map(|c| rules.geometry().name(c)).collect()
}
