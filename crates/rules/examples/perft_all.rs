//! Prints perft 1..=N for every preset (a development aid).
#![allow(missing_docs, clippy::print_stdout)]
use reynard_rules::Perft;
use reynard_rules::hunt::{Rules, Variant};
fn main() {
    let depth: u32 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    for id in Variant::preset_ids() {
        let Some(rules) = Rules::preset(id) else {
            println!("{id}: invalid");
            continue;
        };
        let start = rules.fixed_start();
        let counts: Vec<u64> = (1..=depth).map(|d| rules.perft(&start, d)).collect();
        println!("{id}: {counts:?}");
    }
}
