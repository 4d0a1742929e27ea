//! Solves a preset with options, printing each tier as it finishes (a test bed for the
//! solver without the command line): `cargo run --release -p reynard-solver --example
//! solve_preset -- catch-the-hare DIR [key=value]…`.
#![allow(clippy::print_stdout)]

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Tablebase};

fn main() {
    let mut args = std::env::args().skip(1);
    let preset = args.next().unwrap_or_else(|| "catch-the-hare".to_string());
    let dir = args.next().unwrap_or_else(|| "tables".to_string());
    let Some(mut variant) = Variant::preset(&preset) else {
        eprintln!("unknown preset {preset}");
        return;
    };
    for pair in args {
        if let Err(e) = variant.set_pair(&pair) {
            eprintln!("{e}");
            return;
        }
    }
    let rules = match Rules::new(&variant) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return;
        }
    };
    let tb = Tablebase::new(&rules, dir);
    let t0 = std::time::Instant::now();
    match tb.solve(&NoProgress) {
        Ok(report) => {
            for t in &report.tiers {
                println!(
                    "{}: {} slots, {} positions, {} wins {} losses {} draws, longest {}, {:.2} s ({:.2} M slots/s)",
                    t.tier,
                    t.slots,
                    t.positions,
                    t.wins,
                    t.losses,
                    t.draws,
                    t.longest,
                    t.seconds,
                    t.slots as f64 / t.seconds.max(1e-9) / 1e6
                );
            }
            println!("start: {:?}; total {:.2} s", tb.probe(&rules.game_start()), t0.elapsed().as_secs_f64());
        }
        Err(e) => eprintln!("{e}"),
    }
}
