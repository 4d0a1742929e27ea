//! Position indexing on a tier large enough to miss the caches, as the solver meets it:
//! Fox and Geese (33-point cross, one fox) with 11 geese, 1.06 G canonical positions, whose
//! rank maps (the canonical ranks of the placements a symmetry fixes) take some 160 MB.
//! `decode` turns pseudo-random indices into positions (rank map select, colex unrank);
//! `index` turns positions back into indices (symmetry, colex rank, rank map count).
//! `cargo bench -p reynard-solver --bench index`.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::index::{Indexer, Layout, TierIndex};
use std::hint::black_box;

/// Indices looked up per iteration.
const LOOKUPS: usize = 1 << 16;

fn index(c: &mut Criterion) {
    let variant = Variant::preset("fox-geese").expect("a preset");
    let rules = Rules::new(&variant).expect("valid rules");
    let ix = Indexer::new(&rules, 1);
    let layout = Layout::new(&ix, 11, None);
    let ti = TierIndex { ix: &ix, layout: &layout };
    // Pseudo-random indices over the whole tier (xorshift: the same every run).
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let indices: Vec<u64> = (0..LOOKUPS)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % layout.len()
        })
        .collect();
    let positions: Vec<_> = indices.iter().map(|&i| ti.decode(i)).collect();
    let mut group = c.benchmark_group("index");
    group.throughput(Throughput::Elements(LOOKUPS as u64));
    group.bench_function("decode-fox-11-geese", |b| {
        b.iter(|| indices.iter().map(|&i| ti.decode(black_box(i)).3).fold(0u64, |a, f| a ^ f))
    });
    group.bench_function("index-fox-11-geese", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|&(side, _, hunters, flock)| ti.index(side, black_box(hunters), flock).unwrap_or(0))
                .fold(0u64, |a, i| a ^ i)
        })
    });
    group.bench_function("index-in-slice-fox-11-geese", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|&(side, slice, _, flock)| ti.index_in_slice(side, slice, black_box(flock)))
                .fold(0u64, |a, i| a ^ i)
        })
    });
    group.finish();
    // The round trip holds (a failed bench is no measure).
    for (&i, &(side, slice, _, flock)) in indices.iter().zip(&positions) {
        assert_eq!(ti.index_in_slice(side, slice, flock), i, "index {i} does not round-trip");
    }
}

criterion_group!(benches, index);
criterion_main!(benches);
