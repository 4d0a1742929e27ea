//! Benchmarks of the hunt move generator: perft and random playouts.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use reynard_rules::hunt::Rules;
use std::hint::black_box;

fn perft(c: &mut Criterion) {
    let Some(rules) = Rules::preset("fox-geese") else { return };
    let start = rules.fixed_start();
    c.bench_function("perft fox-geese 6", |b| b.iter(|| rules.perft(black_box(&start), 6)));
}

criterion_group!(benches, perft);
criterion_main!(benches);
