//! Positions solved per second: Catch the Hare with 7 hunters (tiers of 5 to 7), solved from
//! scratch each iteration with every core, the solved tiers mapped from their files (the
//! default) or read into memory. `cargo bench -p reynard-solver`.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Storage, Tablebase};

fn small_hare() -> Rules {
    let mut v = Variant::preset("catch-the-hare").expect("a preset");
    v.set("flock_points", "a1,b1,c1,d1,e1,a2,b2").expect("valid option");
    v.set("fox_wins_at", "4").expect("valid option");
    Rules::new(&v).expect("valid rules")
}

fn solve(c: &mut Criterion) {
    let rules = small_hare();
    let dir = std::env::temp_dir().join(format!("reynard-bench-{}", std::process::id()));
    // One solve first, to count the positions (the throughput is positions per second).
    let _ = std::fs::remove_dir_all(&dir);
    let report = Tablebase::new(&rules, &dir).solve(&NoProgress).expect("solved");
    let positions: u64 = report.tiers.iter().map(|t| t.positions).sum();
    let mut group = c.benchmark_group("solve");
    group.sample_size(10);
    group.throughput(Throughput::Elements(positions));
    for (name, storage) in [("hare-7-hunters", Storage::Mapped), ("hare-7-hunters-loaded", Storage::Loaded)] {
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
