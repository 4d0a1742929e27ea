//! Could a context model code the flock's distances in fewer bits than zstd? Reads a
//! folder's hunt tables and prints, for the positions with the flock to move, the empirical
//! entropy of each position's byte (0 a draw, else the distance plus one) given contexts
//! taken from positions like it: the one before it in the index, and the positions with one
//! of its pieces a point back (for the design of compressed tables, docs/solved.md):
//!
//! ```text
//! cargo run --release -p reynard-solver --example context_study -- DIR PRESET [EVERY]
//! ```
//!
//! Blocks of 16,384 positions are sampled, one in `EVERY` (8 unless given). A neighbour
//! counts only inside the position's own block (as a coder with random access by blocks
//! would have it); the entropies are of the whole sample, so they leave out what a model
//! costs to keep or to learn.
#![allow(clippy::print_stdout)]

use reynard_rules::Side;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::index::{Indexer, Layout, TierIndex};
use reynard_solver::table_file;
use std::error::Error;

const BLOCK: u64 = 16_384;

/// The byte of a context that is not there (outside the block, or no such neighbour).
const NONE: u8 = 255;

/// A packed value as one byte: 0 a draw, else the distance plus one (capped below [`NONE`]).
fn byte(v: u16) -> u8 {
    if v & 0xC000 == 0 { 0 } else { ((v & 0x3FFF) + 1).min(254) as u8 }
}

/// Counts of a symbol by context, for an empirical conditional entropy.
struct Counts {
    contexts: usize,
    counts: Vec<u32>,
}

impl Counts {
    fn new(contexts: usize) -> Counts {
        Counts { contexts, counts: vec![0; contexts * 256] }
    }

    fn add(&mut self, context: usize, symbol: u8) {
        self.counts[context.min(self.contexts - 1) * 256 + usize::from(symbol)] += 1;
    }

    /// The entropy in bits of the symbols given their contexts.
    fn bits(&self) -> f64 {
        let mut bits = 0.0;
        for row in self.counts.chunks(256) {
            let total: f64 = row.iter().map(|&c| f64::from(c)).sum();
            for &c in row.iter().filter(|&&c| c > 0) {
                bits -= f64::from(c) * (f64::from(c) / total).log2();
            }
        }
        bits
    }
}

/// Where a context byte falls against the one before: lower, equal, higher, or either
/// missing.
fn relation(a: u8, b: u8) -> usize {
    match (a, b) {
        (NONE, _) | (_, NONE) => 3,
        _ if b < a => 0,
        _ if b == a => 1,
        _ => 2,
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let usage = "usage: context_study DIR PRESET [EVERY]";
    let dir = std::env::args().nth(1).ok_or(usage)?;
    let preset = std::env::args().nth(2).ok_or(usage)?;
    let every: u64 = std::env::args().nth(3).map(|s| s.parse()).transpose()?.unwrap_or(8);
    let rules = Rules::new(&Variant::preset(&preset).ok_or("no such preset")?)?;
    // The contexts: none; the one before; the one before and the second piece a point back;
    // the one before and the third piece back; all three (the third as a relation to the
    // second).
    let names = [
        "no context (order 0)",
        "the position before",
        "before + the 2nd piece a point back",
        "before + the 3rd piece a point back",
        "before + 2nd back + how 3rd back compares",
    ];
    let mut counts = [
        Counts::new(1),
        Counts::new(256),
        Counts::new(256 * 256),
        Counts::new(256 * 256),
        Counts::new(256 * 256 * 4),
    ];
    let mut sampled = 0u64;
    let mut all = 0u64;
    for entry in std::fs::read_dir(&dir)? {
        let path = entry?.path();
        let Ok(header) = table_file::read_header(&path) else { continue };
        let values = table_file::read(&path, &header.key, header.tier, header.len)?;
        all += values.len() as u64;
        let ix = Indexer::new(&rules, u32::from(header.tier.hunters));
        let layout = Layout::new(&ix, u32::from(header.tier.flock), header.tier.progress.map(u32::from));
        if layout.len() != values.len() as u64 {
            println!("{}: not laid out as the preset's tier, skipped", path.display());
            continue;
        }
        let tier = TierIndex { ix: &ix, layout: &layout };
        let half = layout.len() / 2;
        let value_at = |index: u64, block: u64| {
            if index / BLOCK == block { values.get(index as usize).map_or(NONE, |&v| byte(v)) } else { NONE }
        };
        let mut block = half.div_ceil(BLOCK);
        while block * BLOCK < layout.len() {
            for i in block * BLOCK..((block + 1) * BLOCK).min(layout.len()) {
                let (side, slice, _, flock) = tier.decode(i);
                debug_assert_eq!(side, Side::Flock);
                let symbol = byte(values[i as usize]);
                let before = if i > 0 { value_at(i - 1, block) } else { NONE };
                // The k-th piece of the flock (in the order of the slice's free points) a
                // point back, where that point is free.
                let pattern = ix.compress(slice, flock);
                let back = |k: usize| {
                    let mut bits = pattern;
                    for _ in 0..k {
                        bits &= bits - 1;
                    }
                    if bits == 0 {
                        return NONE;
                    }
                    let at = bits.trailing_zeros();
                    if at == 0 || pattern & (1 << (at - 1)) != 0 {
                        return NONE;
                    }
                    let moved = pattern & !(1 << at) | 1 << (at - 1);
                    value_at(tier.index_in_slice(Side::Flock, slice, ix.expand(slice, moved)), block)
                };
                let (second, third) = (back(1), back(2));
                let pair = |a: u8, b: u8| usize::from(a) * 256 + usize::from(b);
                counts[0].add(0, symbol);
                counts[1].add(usize::from(before), symbol);
                counts[2].add(pair(before, second), symbol);
                counts[3].add(pair(before, third), symbol);
                counts[4].add(pair(before, second) * 4 + relation(second, third), symbol);
                sampled += 1;
            }
            block += every;
        }
        println!("{}: {} positions", path.display(), values.len());
    }
    println!("positions {all}; sampled with the flock to move: {sampled}");
    for (name, counts) in names.iter().zip(&counts) {
        let bits = counts.bits() / sampled.max(1) as f64;
        // The flock's half is half of all positions: its bits over all positions are half.
        println!("{name}: {bits:.3} bits a flock position ({:.3} over all positions)", bits / 2.0);
    }
    Ok(())
}
