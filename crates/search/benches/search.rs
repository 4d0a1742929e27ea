//! Search speed: alpha-beta nodes per second (hunt presets, `hnefatafl-9`, `hnefatafl-11`)
//! and MCTS playouts per second on `fox-geese`.
//! `cargo bench -p reynard-search`; quote the medians.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::hunt::Rules;
use reynard_search::mcts::{self, MctsSettings};
use reynard_search::{AlphaBeta, DefaultEvaluator, Limits};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;

/// Searches `start` of `rules` to `depth` once per iteration, with a fresh engine.
fn bench_search<R: DefaultEvaluator + Clone>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    rules: &R,
    start: &R::Position,
    depth: u32,
) {
    let search = || {
        AlphaBeta::new(rules.clone(), rules.evaluator(), 16).search(start, &[], &Limits::depth(depth), |_| {})
    };
    group.throughput(Throughput::Elements(search().nodes));
    group.bench_function(format!("{name} depth {depth}"), |b| b.iter(|| black_box(search().nodes)));
}

fn alphabeta(c: &mut Criterion) {
    let mut group = c.benchmark_group("alphabeta");
    group.sample_size(10);
    for (id, depth) in [("fox-geese", 11), ("catch-the-hare", 10), ("asalto", 9)] {
        let rules = Rules::preset(id).expect("a preset");
        bench_search(&mut group, id, &rules, &rules.fixed_start(), depth);
    }
    for (id, depth) in [("hnefatafl-9", 5), ("hnefatafl-11", 5)] {
        let rules = reynard_rules::tafl::Rules::preset(id).expect("a preset");
        bench_search(&mut group, id, &rules, &rules.start(), depth);
    }
    group.finish();
}

fn monte_carlo(c: &mut Criterion) {
    let mut group = c.benchmark_group("mcts");
    group.sample_size(10);
    let rules = Rules::preset("fox-geese").expect("a preset");
    let start = rules.fixed_start();
    let settings = MctsSettings { playouts: 5_000, ..MctsSettings::default() };
    group.throughput(Throughput::Elements(settings.playouts));
    group.bench_function("fox-geese 5000 playouts", |b| {
        b.iter(|| mcts::search(&rules, black_box(&start), &settings, &AtomicBool::new(false)).playouts)
    });
    group.finish();
}

criterion_group!(benches, alphabeta, monte_carlo);
criterion_main!(benches);
