//! Probe latency from a cold page cache: before each probe every table file of the folder
//! is dropped from the operating system's cache (`posix_fadvise(DONTNEED)`, no root
//! needed), and every block the process keeps decompressed is forgotten, so each probe
//! reads from the disk. Prints p50, p99 and the largest, in µs.
//!
//! ```text
//! cargo run --release -p reynard-solver --example probe_latency -- PRESET DIR [PROBES] [warm]
//! ```
//!
//! With `warm`, nothing is dropped: the probes read the page cache (after a first round
//! that fills it), which leaves what a probe costs besides the disk.
//!
//! `DIR` holds the preset's tables, plain or compressed (`reynard tables compress`), or
//! some of its tiers (the others are left out of the draw). A probe of a sparse table
//! (`--sparse`) reads as many positions as its search needs, each from the cold cache.
#![allow(clippy::print_stdout)]

use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_solver::Tablebase;
use reynard_solver::compressed::{compressed_path, table_exists};
use std::path::PathBuf;
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [preset, dir, rest @ ..] = args.as_slice() else {
        return Err("usage: probe_latency PRESET DIR [PROBES]".into());
    };
    let probes: usize = rest.first().map_or(Ok(1000), |n| n.parse())?;
    let warm = rest.get(1).is_some_and(|w| w == "warm");
    let variant = Variant::preset(preset).ok_or(format!("no preset `{preset}`"))?;
    let rules = Rules::new(&variant)?;
    let tb = Tablebase::new(&rules, dir);
    let tiers: Vec<_> = tb.tiers().into_iter().filter(|&t| table_exists(&tb.path(t))).collect();
    if tiers.is_empty() {
        return Err(format!("no table of {preset} in {dir}").into());
    }
    // The files to drop from the cache, and positions at random over the tiers.
    let files: Vec<PathBuf> = tiers
        .iter()
        .map(|&t| tb.path(t))
        .flat_map(|p| [compressed_path(&p), p])
        .filter(|p| p.exists())
        .collect();
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut positions: Vec<Position> = Vec::with_capacity(probes);
    while positions.len() < probes {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let tier = tiers[(x % tiers.len() as u64) as usize];
        let len = tb.tier_values(tier)?.len();
        if let Some((pos, _)) = tb.slot(tier, (x >> 8) % len)? {
            positions.push(pos);
        }
    }
    if warm {
        for pos in &positions {
            tb.probe(pos)?;
        }
    }
    let mut micros = Vec::with_capacity(probes);
    for pos in &positions {
        for file in files.iter().filter(|_| !warm) {
            drop_from_cache(file)?;
        }
        if !warm {
            // Nor does the process keep any block it decompressed.
            for &tier in &tiers {
                tb.tier_values(tier)?.clear_cache();
            }
        }
        let started = Instant::now();
        tb.probe(pos)?;
        micros.push(started.elapsed().as_secs_f64() * 1e6);
    }
    micros.sort_by(f64::total_cmp);
    let at = |q: f64| micros[((micros.len() - 1) as f64 * q) as usize];
    println!(
        "{preset} in {dir}: {probes} probes from a {} page cache: p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs",
        if warm { "warm" } else { "cold" },
        at(0.5),
        at(0.99),
        at(1.0)
    );
    Ok(())
}

/// Asks the kernel to drop a file's pages from its cache.
#[allow(unsafe_code)]
fn drop_from_cache(path: &std::path::Path) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let file = std::fs::File::open(path)?;
    // SAFETY: a valid open descriptor; the call only gives advice about its pages.
    let code = unsafe { libc::posix_fadvise(file.as_raw_fd(), 0, 0, libc::POSIX_FADV_DONTNEED) };
    if code == 0 { Ok(()) } else { Err(std::io::Error::from_raw_os_error(code)) }
}
