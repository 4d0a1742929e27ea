//! Times perft of one preset (a development aid; the benchmark is benches/hunt.rs).
#![allow(missing_docs, clippy::print_stdout)]
use reynard_rules::Perft;
use reynard_rules::hunt::{PerftTable, Rules};
fn main() {
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "fox-geese".into());
    let depth: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(8);
    let Some(rules) = Rules::preset(&id) else { return };
    let start = rules.fixed_start();
    let t = std::time::Instant::now();
    let hashed = args.next().is_some();
    let n = if hashed {
        rules.perft_hashed(&start, depth, &mut PerftTable::new(22))
    } else {
        rules.perft(&start, depth)
    };
    let s = t.elapsed().as_secs_f64();
    println!("{id} perft({depth}) = {n} in {s:.3}s = {:.1} M/s", n as f64 / s / 1e6);
}
