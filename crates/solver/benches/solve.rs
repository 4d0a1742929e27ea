//! Positions solved per second: Catch the Hare with 7 hunters (tiers of 5 to 7), solved from
//! scratch each iteration with every core, the solved tiers mapped from their files (the
//! default) or read into memory; and the same with hunters that never step back, whose
//! tiers split into progress sub-tiers (weighted ranks); and Bagh-Chal's placement phase
//! with two tigers and 7 goats in hand (the tiers with goats in hand, on top of tables
//! solved once: `solve-placement`). `cargo bench -p reynard-solver --bench solve`.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Storage, Tablebase};

fn small_hare(sets: &[(&str, &str)]) -> Rules {
    let mut v = Variant::preset("catch-the-hare").expect("a preset");
    v.set("flock_points", "a1,b1,c1,d1,e1,a2,b2").expect("valid option");
    v.set("fox_wins_at", "4").expect("valid option");
    for (key, value) in sets {
        v.set(key, value).expect("valid option");
    }
    Rules::new(&v).expect("valid rules")
}

fn solve(c: &mut Criterion) {
    bench_variant(
        c,
        "solve",
        small_hare(&[]),
        &[("hare-7-hunters", Storage::Mapped), ("hare-7-hunters-loaded", Storage::Loaded)],
    );
    let forward = small_hare(&[("flock_directions", "no-backward")]);
    bench_variant(c, "solve-sub-tiers", forward, &[("hare-7-forward-hunters", Storage::Mapped)]);
    placement(c);
}

/// The placement phase solved from scratch each iteration (its files removed), the tables
/// after placement solved once before.
fn placement(c: &mut Criterion) {
    let mut v = Variant::preset("bagh-chal").expect("a preset");
    for (key, value) in [("hunter_points", "a1,e5"), ("flock_in_hand", "7"), ("fox_wins_at", "18")] {
        v.set(key, value).expect("valid option");
    }
    let rules = Rules::new(&v).expect("valid rules");
    let dir = std::env::temp_dir().join(format!("reynard-bench-{}-placement", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let tb = Tablebase::new(&rules, &dir);
    tb.solve(&NoProgress).expect("solved after placement");
    let remove_placement_files = || {
        for file in std::fs::read_dir(&dir).expect("the folder").flatten() {
            if file.path().extension().is_some_and(|e| e == "rpv") {
                std::fs::remove_file(file.path()).expect("removed");
            }
        }
    };
    let values = tb.solve_placement(7, &mut |_| {}).expect("solved");
    let positions: u64 = values.reports.iter().map(|r| r.positions).sum();
    let mut group = c.benchmark_group("solve-placement");
    group.sample_size(10);
    group.throughput(Throughput::Elements(positions));
    group.bench_function("bagh-chal-2-tigers-7-goats", |b| {
        b.iter(|| {
            remove_placement_files();
            tb.solve_placement(7, &mut |_| {}).expect("solved")
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

/// Solves `rules` from scratch each iteration, once per storage.
fn bench_variant(c: &mut Criterion, group_name: &str, rules: Rules, runs: &[(&str, Storage)]) {
    let dir = std::env::temp_dir().join(format!("reynard-bench-{}-{group_name}", std::process::id()));
    // One solve first, to count the positions (the throughput is positions per second).
    let _ = std::fs::remove_dir_all(&dir);
    let report = Tablebase::new(&rules, &dir).solve(&NoProgress).expect("solved");
    let positions: u64 = report.tiers.iter().map(|t| t.positions).sum();
    let mut group = c.benchmark_group(group_name);
    group.sample_size(10);
    group.throughput(Throughput::Elements(positions));
    for &(name, storage) in runs {
        group.bench_function(name, |b| {
            b.iter(|| {
                let _ = std::fs::remove_dir_all(&dir);
                let tb = Tablebase::new(&rules, &dir).with_storage(storage);
                tb.solve(&NoProgress).expect("solved")
            })
        });
    }
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, solve);
criterion_main!(benches);
