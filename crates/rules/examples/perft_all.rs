//! Prints perft 1..=N for every preset, or for the presets named after N with any
//! `key=value` options set (a development aid):
//! `cargo run --release -p reynard-rules --example perft_all -- 8 bagh-chal hunter_first=true`.
#![allow(missing_docs, clippy::print_stdout)]
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Perft, VariantOptions};
fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let (sets, only): (Vec<String>, Vec<String>) = args.partition(|a| a.contains('='));
    for id in Variant::preset_ids().filter(|id| only.is_empty() || only.iter().any(|o| o == id)) {
        let mut variant = Variant::preset(id).expect("a preset id");
        let built = sets
            .iter()
            .try_for_each(|set| variant.set_pair(set).map_err(|e| e.to_string()))
            .and_then(|()| Rules::new(&variant).map_err(|e| e.to_string()));
        let rules = match built {
            Ok(rules) => rules,
            Err(error) => {
                println!("{id}: {error}");
                continue;
            }
        };
        let start = rules.fixed_start();
        let counts: Vec<u64> = (1..=depth).map(|d| rules.perft(&start, d)).collect();
        println!("{id} {sets:?}: {counts:?}");
    }
}
