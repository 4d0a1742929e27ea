//! Benchmarks of the hunt move generator: perft (plain and with its table), random
//! playouts, and the fox's moves in crowded positions (jump chains, as a tablebase solve
//! meets them). `cargo bench -p reynard-rules`; quote the medians.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::Perft;
use reynard_rules::Side;
use reynard_rules::board::points;
use reynard_rules::hunt::{PerftTable, Position, Rules};
use std::hint::black_box;

mod common;
use common::{Rng, playout};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("a preset")
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (id, depth) in [
        ("fox-geese", 10),
        ("fox-geese", 11),
        ("catch-the-hare", 9),
        ("asalto", 8),
        ("bagh-chal", 6),
        ("wolf-sheep", 11),
    ] {
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
    for id in ["fox-geese", "catch-the-hare", "asalto", "bagh-chal", "wolf-sheep"] {
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

/// The fox to move among 13 to 15 geese placed at random on the diagonal cross
/// (`fox-geese-15`): the positions of the solver's biggest tiers, where the fox's jump
/// chains branch the most.
fn crowded_fox_moves(c: &mut Criterion) {
    let rules = rules("fox-geese-15");
    let board: Vec<_> = points(rules.board().points()).collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let positions: Vec<Position> = (0..10_000)
        .map(|i| {
            let mut free = board.clone();
            let mut take = |rng: &mut Rng| free.swap_remove(rng.below(free.len()));
            let fox = take(&mut rng);
            let flock = (0..13 + i % 3).fold(0u64, |acc, _| acc | 1u64 << take(&mut rng).0);
            Position::new(1u64 << fox.0, flock, Side::Hunter, 0, false)
        })
        .collect();
    let mut moves = Vec::with_capacity(256);
    let total: u64 = positions
        .iter()
        .map(|p| {
            rules.legal_moves(p, &mut moves);
            moves.len() as u64
        })
        .sum();
    let mut group = c.benchmark_group("crowded");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function(BenchmarkId::new("fox moves", format!("10000 positions, {total} moves")), |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| {
                    rules.legal_moves(black_box(p), &mut moves);
                    moves.len()
                })
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, perft, playouts, crowded_fox_moves);
criterion_main!(benches);
