#![allow(dead_code)]
//! Shared test helpers: perft data files and a small deterministic random source.

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Perft, PerftTable};
use std::path::PathBuf;

/// One perft data file: the variant, its options, and `(depth, count)` pairs.
pub struct PerftData {
    pub name: String,
    pub preset: String,
    pub sets: Vec<(String, String)>,
    pub counts: Vec<(u32, u64)>,
}

impl PerftData {
    /// The hunt rules the file describes.
    pub fn hunt_rules(&self) -> Rules {
        let mut variant = Variant::preset(&self.preset).expect("the data file names a preset");
        for (k, v) in &self.sets {
            variant.set(k, v).expect("the data file sets valid options");
        }
        Rules::new(&variant).expect("the data file describes a valid variant")
    }

    /// Checks every count up to `plain_limit` with plain perft from `start` and every count
    /// up to `table_limit` with perft and its table.
    pub fn check<P: Perft>(&self, rules: &P, start: &P::Position, plain_limit: u64, table_limit: u64) {
        let mut table = PerftTable::new(20);
        for &(depth, expected) in &self.counts {
            if expected <= plain_limit {
                assert_eq!(rules.perft(start, depth), expected, "{} perft({depth})", self.name);
            }
            if expected <= table_limit {
                let hashed = rules.perft_hashed(start, depth, &mut table);
                assert_eq!(hashed, expected, "{} hashed perft({depth})", self.name);
            }
        }
    }

    /// The options as `(key, value)` string slices.
    pub fn set_pairs(&self) -> Vec<(&str, &str)> {
        self.sets.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
    }
}

/// Every `tests/data/*.perft` file (the hunt family), sorted by name.
pub fn perft_files() -> Vec<PerftData> {
    perft_files_with("perft")
}

/// Every `tests/data/*.EXTENSION` file, sorted by name: `variant ID`, `set key=value` and
/// `depth count` lines, `#` comments.
pub fn perft_files_with(extension: &str) -> Vec<PerftData> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
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
