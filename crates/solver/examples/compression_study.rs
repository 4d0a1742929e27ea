//! How small could a folder's tables be with their distances? Reads every table file of a
//! folder and prints the zstd sizes (level 9, blocks of 16,384 bytes) of several layouts of
//! its values, for the design of compressed tables (docs/solved.md, Compressed tables):
//!
//! ```text
//! cargo run --release -p reynard-solver --example compression_study -- DIR [PRESET]
//! ```
//!
//! With the preset the tables were solved for (its default options), it also measures the
//! values of each side laid out slice after slice at each rank (the hunters' placements
//! next to each other) rather than rank after rank in each slice, as the index has them;
//! and, for a table that would keep one side's distances only, what a probe of the other
//! side would read: the blocks of 16,384 positions its moves lead to, over positions of the
//! largest tier taken at even steps.
//!
//! "First half" and "second half" are the positions with the hunters and with the flock to
//! move (the index puts the side to move highest); a distance is written halved (its parity
//! is the value's) and capped at 255.
#![allow(clippy::print_stdout)]

use reynard_rules::Side;
use reynard_rules::board::points;
use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_solver::TierId;
use reynard_solver::index::{Indexer, Layout, TierIndex};
use reynard_solver::table_file;
use std::collections::{BTreeMap, HashSet};
use std::error::Error;

const LEVEL: i32 = 9;
const BLOCK: usize = 16_384;

/// Sizes summed over the tables, in bytes (entropies rounded down).
#[derive(Default)]
struct Sizes {
    positions: u64,
    draws: u64,
    bytes: u64,
    bytes_by_half: [u64; 2],
    values_only: u64,
    distances_by_half: [u64; 2],
    order1_by_half: [u64; 2],
    flock_half_mod4: u64,
    flock_half_mod8: u64,
    /// Of the tables whose layout is known: positions, bytes as the index lays them out,
    /// bytes with the slices interleaved.
    interleaved: [u64; 3],
    /// Of the same tables, the flock's half with the hunter on a point of one colour only
    /// (a colour that alternates with the tier's flock count): bytes, for either choice of
    /// the colour at even tiers.
    one_colour: [u64; 2],
}

/// The bytes of the slices of the flock's half whose single hunter stands on a point of
/// colour `colour` (file plus rank, modulo 2), slice after slice.
fn flock_slices_of_colour(
    values: &[u16],
    layout: &Layout,
    ix: &Indexer,
    rules: &Rules,
    colour: u8,
) -> Vec<u8> {
    let board = rules.board();
    let mut out = Vec::new();
    for slice in 0..ix.slices() {
        let hunters = ix.slice_hunters(slice);
        let Some(hunter) = points(hunters).next() else { continue };
        if hunters.count_ones() != 1 || (board.file(hunter) + board.rank(hunter)) % 2 != colour {
            continue;
        }
        let (Some(start), Some(end)) =
            (layout.index_of_outer(ix.slices() + slice), layout.index_of_outer(ix.slices() + slice + 1))
        else {
            continue;
        };
        out.extend(values[start as usize..end as usize].iter().map(|&v| byte(v)));
    }
    out
}

/// `values` (a tier of `layout`) with the slices of each side interleaved: every slice's
/// first position, then every slice's second, and so on (a slice with fewer canonical
/// positions drops out).
fn interleaved(values: &[u16], layout: &Layout, slices: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(values.len());
    for side in 0..2 {
        let segments: Vec<&[u16]> = (0..slices)
            .filter_map(|slice| {
                let start = layout.index_of_outer(side * slices + slice)?;
                let end = layout.index_of_outer(side * slices + slice + 1)?;
                values.get(start as usize..end as usize)
            })
            .collect();
        let longest = segments.iter().map(|s| s.len()).max().unwrap_or(0);
        for j in 0..longest {
            out.extend(segments.iter().filter_map(|s| s.get(j)).map(|&v| byte(v)));
        }
    }
    out
}

/// The compressed size of `bytes` in blocks, with 8 bytes of index a block.
fn compressed(bytes: &[u8]) -> Result<u64, Box<dyn Error>> {
    let mut size = 0;
    for block in bytes.chunks(BLOCK) {
        size += zstd::bulk::compress(block, LEVEL)?.len() as u64 + 8;
    }
    Ok(size)
}

/// The empirical entropy in bytes of `bytes` with each byte's predecessor as its context:
/// about what an order-1 adaptive arithmetic coder would reach.
fn order1(bytes: &[u8]) -> u64 {
    let mut counts = vec![0u32; 256 * 256];
    let mut prev = 0u8;
    for &b in bytes {
        counts[usize::from(prev) * 256 + usize::from(b)] += 1;
        prev = b;
    }
    let mut bits = 0.0f64;
    for row in counts.chunks(256) {
        let total: f64 = row.iter().map(|&c| f64::from(c)).sum();
        for &c in row.iter().filter(|&&c| c > 0) {
            bits -= f64::from(c) * (f64::from(c) / total).log2();
        }
    }
    (bits / 8.0) as u64
}

/// A packed value as one byte: 0 a draw, else the distance plus one (capped).
fn byte(v: u16) -> u8 {
    if v & 0xC000 == 0 { 0 } else { ((v & 0x3FFF) + 1).min(255) as u8 }
}

/// The halved distances of the decided positions among `values`.
fn halved_distances(values: &[u16]) -> Vec<u8> {
    values.iter().filter(|&&v| v & 0xC000 != 0).map(|&v| ((v & 0x3FFF) / 2).min(255) as u8).collect()
}

/// Positions of the largest tier sampled for the blocks their moves read.
const SAMPLES: u64 = 20_000;

/// For each side to move: over `SAMPLES` positions of the largest tier, how many distinct
/// blocks of [`BLOCK`] positions their moves lead to (the mean, the median, the 99th
/// percentile and the most), with the tiers' layouts.
fn blocks_read(rules: &Rules, tiers: &[TierId]) -> Vec<(Side, f64, usize, usize, usize)> {
    let mut indexers = BTreeMap::new();
    let mut layouts = BTreeMap::new();
    for tier in tiers {
        let ix = indexers.entry(tier.hunters).or_insert_with(|| Indexer::new(rules, u32::from(tier.hunters)));
        layouts.insert((tier.hunters, tier.flock), Layout::new(ix, u32::from(tier.flock), None));
    }
    let Some(top) = tiers.iter().max_by_key(|t| t.flock) else { return Vec::new() };
    let (ix, layout) = (&indexers[&top.hunters], &layouts[&(top.hunters, top.flock)]);
    let half = layout.len() / 2;
    let mut moves = Vec::new();
    let mut out = Vec::new();
    for (side, from) in [(Side::Hunter, 0), (Side::Flock, half)] {
        let mut counts = Vec::new();
        for k in 0..SAMPLES.min(half) {
            let (_, slice, rank) = layout.decode(from + k * (half / SAMPLES.min(half)));
            let hunters = ix.slice_hunters(slice);
            let flock = ix.unrank_flock(slice, u32::from(top.flock), None, rank);
            let pos = Position::new(hunters, flock, side, 0, false);
            rules.legal_moves(&pos, &mut moves);
            let mut blocks = HashSet::new();
            for &mv in &moves {
                let child = rules.play_unchecked(&pos, mv);
                let key = (child.hunters().count_ones() as u8, child.flock().count_ones() as u8);
                let (Some(ix), Some(layout)) = (indexers.get(&key.0), layouts.get(&key)) else { continue };
                let tier = TierIndex { ix, layout };
                if let Some(index) = tier.index(child.side(), child.hunters(), child.flock()) {
                    blocks.insert((key, index / BLOCK as u64));
                }
            }
            counts.push(blocks.len());
        }
        counts.sort_unstable();
        let mean = counts.iter().sum::<usize>() as f64 / counts.len().max(1) as f64;
        let at = |q: f64| {
            counts
                .get(((counts.len() as f64 * q) as usize).min(counts.len().saturating_sub(1)))
                .copied()
                .unwrap_or(0)
        };
        out.push((side, mean, at(0.5), at(0.99), counts.last().copied().unwrap_or(0)));
    }
    out
}

fn main() -> Result<(), Box<dyn Error>> {
    let dir = std::env::args().nth(1).ok_or("usage: compression_study DIR [PRESET]")?;
    let rules = match std::env::args().nth(2) {
        Some(preset) => Some(Rules::new(&Variant::preset(&preset).ok_or("no such preset")?)?),
        None => None,
    };
    let mut sizes = Sizes::default();
    let mut tiers = Vec::new();
    for entry in std::fs::read_dir(&dir)? {
        let path = entry?.path();
        let Ok(header) = table_file::read_header(&path) else { continue };
        let values = table_file::read(&path, &header.key, header.tier, header.len)?;
        tiers.push(header.tier);
        let halves = values.split_at(values.len() / 2);
        let bytes: Vec<u8> = values.iter().map(|&v| byte(v)).collect();
        let (first, second) = bytes.split_at(halves.0.len());
        let two_bits: Vec<u8> = values
            .chunks(4)
            .map(|c| c.iter().enumerate().fold(0u8, |b, (i, &v)| b | (((v >> 14) as u8) << (2 * i))))
            .collect();
        let distances = [halved_distances(halves.0), halved_distances(halves.1)];
        sizes.positions += values.len() as u64;
        sizes.draws += values.iter().filter(|&&v| v == 0).count() as u64;
        sizes.bytes += compressed(&bytes)?;
        sizes.bytes_by_half[0] += compressed(first)?;
        sizes.bytes_by_half[1] += compressed(second)?;
        sizes.values_only += compressed(&two_bits)?;
        for (half, distances) in distances.iter().enumerate() {
            sizes.distances_by_half[half] += compressed(distances)?;
            sizes.order1_by_half[half] += order1(distances);
        }
        sizes.flock_half_mod4 += compressed(&distances[1].iter().map(|d| d % 4).collect::<Vec<_>>())?;
        sizes.flock_half_mod8 += compressed(&distances[1].iter().map(|d| d % 8).collect::<Vec<_>>())?;
        if let Some(rules) = &rules {
            let ix = Indexer::new(rules, u32::from(header.tier.hunters));
            let layout = Layout::new(&ix, u32::from(header.tier.flock), header.tier.progress.map(u32::from));
            if layout.len() == values.len() as u64 {
                sizes.interleaved[0] += values.len() as u64;
                sizes.interleaved[1] += compressed(&bytes)?;
                sizes.interleaved[2] += compressed(&interleaved(&values, &layout, ix.slices()))?;
                for (choice, size) in sizes.one_colour.iter_mut().enumerate() {
                    let colour = (header.tier.flock + choice as u8) % 2;
                    *size += compressed(&flock_slices_of_colour(&values, &layout, &ix, rules, colour))?;
                }
            }
        }
        println!("{}: {} positions", path.display(), values.len());
    }
    let bits = |b: u64| b as f64 * 8.0 / sizes.positions.max(1) as f64;
    let pair = |p: [u64; 2]| format!("{} + {} B ({:.3} + {:.3} bits)", p[0], p[1], bits(p[0]), bits(p[1]));
    println!("positions {}, draws {}", sizes.positions, sizes.draws);
    println!("a byte a position: {} B ({:.3} bits a position)", sizes.bytes, bits(sizes.bytes));
    println!("  by half: {}", pair(sizes.bytes_by_half));
    println!("values only: {} B ({:.3} bits)", sizes.values_only, bits(sizes.values_only));
    println!("distances of the decided positions, by half: {}", pair(sizes.distances_by_half));
    println!("  their order-1 entropy: {}", pair(sizes.order1_by_half));
    println!(
        "the flock's half, halved distances mod 4: {} B ({:.3} bits), mod 8: {} B ({:.3} bits)",
        sizes.flock_half_mod4,
        bits(sizes.flock_half_mod4),
        sizes.flock_half_mod8,
        bits(sizes.flock_half_mod8)
    );
    if let Some(rules) = &rules {
        for (side, mean, median, p99, most) in blocks_read(rules, &tiers) {
            println!(
                "blocks a probe of a position with the {side:?} to move would read through its moves: mean {mean:.1}, median {median}, 99th percentile {p99}, most {most}"
            );
        }
    }
    if sizes.interleaved[0] > 0 {
        let [n, as_is, mixed] = sizes.interleaved;
        let bits = |b: u64| b as f64 * 8.0 / n as f64;
        println!(
            "slices interleaved ({n} positions): {mixed} B ({:.3} bits), as indexed {as_is} B ({:.3} bits)",
            bits(mixed),
            bits(as_is)
        );
        for (choice, size) in sizes.one_colour.iter().enumerate() {
            println!(
                "the flock's half, the hunter on one colour only (choice {choice}): {size} B ({:.3} bits over all positions)",
                bits(*size)
            );
        }
    }
    Ok(())
}
