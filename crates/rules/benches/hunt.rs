//! Benchmarks of the hunt move generator: perft (plain and with its table) and random
//! playouts. `cargo bench -p reynard-rules`; quote the medians.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::hunt::{PerftTable, Rules};
use std::hint::black_box;

mod common;
use common::{Rng, playout};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("a preset")
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (id, depth) in [("fox-geese", 10), ("fox-geese", 11), ("catch-the-hare", 9), ("asalto", 8)] {
        let rules = rules(id);
        let start = rules.fixed_start();
        let leaves = rules.perft(&start, depth);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(BenchmarkId::new(id, depth), |b| {
            b.iter(|| rules.perft(black_box(&start), depth))
        });
    }
    let rules = rules("fox-geese");
    let start = rules.fixed_start();
    let mut table = PerftTable::new(22);
    let leaves = rules.perft_hashed(&start, 12, &mut table);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function("fox-geese 12 with table", |b| {
        b.iter(|| rules.perft_hashed(black_box(&start), 12, &mut PerftTable::new(22)))
    });
    group.finish();
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playouts");
    for id in ["fox-geese", "catch-the-hare", "asalto"] {
        let rules = rules(id);
        let start = rules.fixed_start();
        // Count the plies of the fixed set of 1000 playouts once, for the throughput.
        let mut moves = Vec::with_capacity(64);
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        let plies: u64 = (0..1000).map(|_| playout(&rules, &start, &mut rng, &mut moves, 300)).sum();
        group.throughput(Throughput::Elements(plies));
        group.bench_function(BenchmarkId::new("1000 games", id), |b| {
            b.iter(|| {
                let mut rng = Rng(0x2545_F491_4F6C_DD1D);
                (0..1000).map(|_| playout(&rules, black_box(&start), &mut rng, &mut moves, 300)).sum::<u64>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, perft, playouts);
criterion_main!(benches);
