//! Solves chosen progress sub-tiers again, from the tiers below them already in `DIR`, and
//! prints the seconds of each: the sub-tier benchmark of the solver, made to compare two
//! builds of it in turn on the same tables (it uses only the public API, so the same file
//! builds against an older solver).
//!
//! ```text
//! cargo run --release -p reynard-solver --example subtier_bench -- PRESET DIR TIERS [key=value]…
//! ```
//!
//! `TIERS` is a comma-separated list of tier names (`h1-f7-p30`), or `top:N` for the `N`
//! largest sub-tiers of the largest material. A first run with no table in `DIR` solves
//! every tier (and prints nothing per sub-tier); later runs delete the chosen sub-tiers'
//! files and solve them again, one at a time, and print `TIER WALL CPU POSITIONS CRC` for
//! each: the tier's wall seconds, the process's CPU seconds for it (both threads), and the
//! CRC-32 the new table file ends with (so two builds can be checked byte for byte).
#![allow(clippy::print_stdout)]

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Tablebase, TierId};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(preset), Some(dir), Some(which)) = (args.next(), args.next(), args.next()) else {
        eprintln!("usage: subtier_bench PRESET DIR TIERS [key=value]…");
        std::process::exit(2);
    };
    let Some(mut variant) = Variant::preset(&preset) else {
        eprintln!("unknown preset {preset}");
        std::process::exit(2);
    };
    for pair in args {
        if let Err(e) = variant.set_pair(&pair) {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
    let rules = match Rules::new(&variant) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let tb = Tablebase::new(&rules, &dir);
    let tiers = tb.tiers();
    if tiers.iter().all(|t| !tb.has_table(*t)) {
        match tb.solve(&NoProgress) {
            Ok(report) => println!("solved {} tiers", report.tiers.len()),
            Err(e) => eprintln!("{e}"),
        }
        return;
    }
    let chosen: Vec<TierId> = match which.strip_prefix("top:") {
        Some(n) => {
            let n: usize = n.parse().unwrap_or(3);
            let top = tiers.iter().map(|t| (t.hunters, t.flock)).max().unwrap_or_default();
            let mut sized: Vec<(u64, TierId)> = tb
                .plan()
                .iter()
                .filter(|p| (p.tier.hunters, p.tier.flock) == top)
                .map(|p| (p.positions, p.tier))
                .collect();
            sized.sort_unstable_by(|a, b| b.cmp(a));
            sized.into_iter().take(n).map(|(_, t)| t).collect()
        }
        None => tiers.iter().copied().filter(|t| which.split(',').any(|w| w == t.to_string())).collect(),
    };
    // Every tier opened (and checked) once, before any is timed.
    if let Err(e) = tb.solve(&NoProgress) {
        eprintln!("{e}");
        std::process::exit(1);
    }
    for t in &chosen {
        let _ = std::fs::remove_file(tb.path(*t));
        let cpu = cpu_seconds();
        match tb.solve(&NoProgress) {
            Ok(report) => {
                let cpu = cpu_seconds() - cpu;
                for r in report.tiers.iter().filter(|r| !r.resumed) {
                    let bytes = std::fs::read(tb.path(r.tier)).unwrap_or_default();
                    // The file's own CRC-32 (its last 4 bytes) tells its contents apart.
                    let crc = bytes
                        .len()
                        .checked_sub(4)
                        .map_or(0, |at| u32::from_le_bytes(bytes[at..].try_into().expect("4 bytes")));
                    println!("{} {:.3} {cpu:.3} {} {crc:08x}", r.tier, r.seconds, r.positions);
                }
            }
            Err(e) => eprintln!("{e}"),
        }
    }
}

/// CPU seconds (user and system) the process has used so far, from `/proc/self/stat`
/// (Linux; clock ticks of 1/100 s, the kernel's `USER_HZ`), 0 where it cannot be read.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis: utime and stime are the 12th and
    // 13th of them.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}
