#![allow(dead_code)]
//! Shared helpers of the tafl tests: perft data files (`tests/data/*.tafl-perft`, the
//! same `variant` / `set key=value` / `depth count` lines as the hunt files), building
//! rules and positions, and a small deterministic random source.

use reynard_rules::tafl::{Cell, Cells, Position, Rules, Variant, cell_bit};
use std::path::PathBuf;

/// One perft data file: the variant, its options, and `(depth, count)` pairs.
pub struct PerftData {
    pub name: String,
    pub preset: String,
    pub sets: Vec<(String, String)>,
    pub counts: Vec<(u32, u64)>,
}

impl PerftData {
    /// The rules the file describes.
    pub fn rules(&self) -> Rules {
        let mut variant = Variant::preset(&self.preset).expect("the data file names a preset");
        for (k, v) in &self.sets {
            variant.set(k, v).expect("the data file sets valid options");
        }
        Rules::new(&variant)
    }
}

/// Every `tests/data/*.tafl-perft` file, sorted by name.
pub fn perft_files() -> Vec<PerftData> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "tafl-perft"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable data file");
            let name = path.file_stem().expect("a file name").to_string_lossy().to_string();
            let mut data = PerftData { name, preset: String::new(), sets: Vec::new(), counts: Vec::new() };
            for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
                let (word, rest) = line.split_once(' ').expect("`word value` lines");
                match word {
                    "variant" => data.preset = rest.to_string(),
                    "set" => {
                        let (k, v) = rest.split_once('=').expect("set key=value");
                        data.sets.push((k.to_string(), v.to_string()));
                    }
                    depth => {
                        data.counts.push((depth.parse().expect("a depth"), rest.parse().expect("a count")))
                    }
                }
            }
            data
        })
        .collect()
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
    Rules::new(&v)
}

/// A cell by name.
pub fn cell(rules: &Rules, name: &str) -> Cell {
    rules.geometry().parse(name).unwrap_or_else(|| panic!("cell {name}"))
}

/// A set of cells by name.
pub fn set(rules: &Rules, names: &[&str]) -> Cells {
    names.iter().fold(0, |acc, n| acc | cell_bit(cell(rules, n)))
}

/// A position from piece lists: attackers, defenders, the king (or `None`), and the side
/// to move (`'a'` or `'d'`).
pub fn board(
    rules: &Rules,
    attackers: &[&str],
    defenders: &[&str],
    king: Option<&str>,
    side: char,
) -> Position {
    use reynard_rules::tafl::Side;
    let side = if side == 'a' { Side::Attackers } else { Side::Defenders };
    Position::new(set(rules, attackers), set(rules, defenders), king.map(|k| cell(rules, k)), side)
}

/// Plays a move text (checked by `parse_move`).
pub fn after(rules: &Rules, p: &Position, text: &str) -> Position {
    let m = rules.parse_move(p, text).unwrap_or_else(|e| panic!("move `{text}`: {e}"));
    rules.play(p, m)
}

/// The names of a set of cells, sorted by index.
pub fn names(rules: &Rules, set: Cells) -> Vec<String> {
    reynard_rules::tafl::cells(set).map(|c| rules.geometry().name(c)).collect()
}

/// A small xorshift generator: deterministic across platforms, no dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
