//! The single-process solver on a preset with options, for the scaling figures beside
//! `reynard-mpi` (docs/solved.md, "On a cluster"):
//! `cargo run --example single -p reynard-solver-mpi -- el-coyote DIR flock_points=a1,b1,c1,d1,e1 fox_wins_at=2`.

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Tablebase};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(preset), Some(dir)) = (args.next(), args.next()) else {
        return Err("usage: single PRESET DIR [KEY=VALUE ...]".into());
    };
    let mut v = Variant::preset(&preset).ok_or("unknown preset")?;
    for pair in args {
        v.set_pair(&pair)?;
    }
    let started = std::time::Instant::now();
    Tablebase::new(&Rules::new(&v)?, dir).solve(&NoProgress)?;
    eprintln!("solved in {:.2} s", started.elapsed().as_secs_f64());
    Ok(())
}
