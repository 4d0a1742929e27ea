//! Benchmarks of the tafl move generator on `hnefatafl-11` (and `copenhagen-11`, whose end
//! rules look at the whole board): perft (plain and with its table) and random playouts;
//! the large boards (`hnefatafl-13`, `alea-evangelii`) with the wide cell sets, and
//! `hnefatafl-11` with them too, which is what the wide sets would cost the small boards.
//! `cargo bench -p reynard-rules --bench tafl`; quote the medians.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::Perft;
use reynard_rules::tafl::{CellSet, Cells, PerftTable, Rules, Wide};
use std::hint::black_box;

mod common;
use common::{Rng, playout};

fn rules<C: CellSet>(id: &str) -> Rules<C> {
    Rules::of_preset(id).expect("a preset")
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("tafl perft");
    group.sample_size(10);
    for (id, depth) in [("hnefatafl-11", 3), ("hnefatafl-11", 4), ("copenhagen-11", 4)] {
        perft_of(&mut group, &rules::<Cells>(id), id.to_string(), depth);
    }
    perft_of(&mut group, &rules::<Wide>("hnefatafl-11"), "hnefatafl-11 wide".into(), 4);
    for (id, depth) in [("hnefatafl-13", 3), ("alea-evangelii", 3)] {
        perft_of(&mut group, &rules::<Wide>(id), id.to_string(), depth);
    }
    let rules = rules::<Cells>("hnefatafl-11");
    let start = rules.start();
    let leaves = rules.perft(&start, 4);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function("hnefatafl-11 4 with table", |b| {
        b.iter(|| rules.perft_hashed(black_box(&start), 4, &mut PerftTable::new(22)))
    });
    group.finish();
}

fn perft_of<C: CellSet>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    rules: &Rules<C>,
    name: String,
    depth: u32,
) {
    let start = rules.start();
    let leaves = rules.perft(&start, depth);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function(BenchmarkId::new(name, depth), |b| b.iter(|| rules.perft(black_box(&start), depth)));
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("tafl playouts");
    group.sample_size(20);
    for id in ["hnefatafl-11", "copenhagen-11"] {
        playouts_of(&mut group, &rules::<Cells>(id), id.to_string());
    }
    playouts_of(&mut group, &rules::<Wide>("copenhagen-11"), "copenhagen-11 wide".into());
    for id in ["hnefatafl-13", "alea-evangelii"] {
        playouts_of(&mut group, &rules::<Wide>(id), id.to_string());
    }
    group.finish();
}

fn playouts_of<C: CellSet>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    rules: &Rules<C>,
    id: String,
) {
    {
        let start = rules.start();
        // Count the plies of the fixed set of 100 playouts once, for the throughput.
        let mut moves = Vec::with_capacity(256);
        let mut rng = Rng(0x2545_F491_4F6C_DD1D);
        let plies: u64 = (0..100).map(|_| playout(rules, &start, &mut rng, &mut moves, 500)).sum();
        group.throughput(Throughput::Elements(plies));
        group.bench_function(BenchmarkId::new("100 games", id), |b| {
            b.iter(|| {
                let mut rng = Rng(0x2545_F491_4F6C_DD1D);
                (0..100).map(|_| playout(rules, black_box(&start), &mut rng, &mut moves, 500)).sum::<u64>()
            })
        });
    }
}

criterion_group!(benches, perft, playouts);
criterion_main!(benches);
