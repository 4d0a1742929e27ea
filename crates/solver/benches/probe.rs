//! Probing solved tables, plain (mapped) against compressed (with distances, values only,
//! and sparse), and what compression costs and saves: Catch the Hare (10–12 hunters, 44.8 M positions), solved once into
//! `target/bench-tables` (about 40 s; later runs reuse it) and compressed beside it.
//! `probe-*`: positions at random over the tables (nearly every compressed probe
//! decompresses a block: 1,024 are kept); the sizes are printed.
//! `cargo bench -p reynard-solver --bench probe`.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_solver::compressed::{Contents, compress_file, compressed_path};
use reynard_solver::{NoProgress, Tablebase};
use std::hint::black_box;
use std::path::PathBuf;

/// Positions probed per iteration.
const PROBES: usize = 4096;

fn folder(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-tables").join(name)
}

fn probe(c: &mut Criterion) {
    let rules = Rules::new(&Variant::preset("catch-the-hare").expect("a preset")).expect("rules");
    let plain = Tablebase::new(&rules, folder("catch-the-hare"));
    plain.solve(&NoProgress).expect("solved");
    let packed_dir = folder("catch-the-hare-compressed");
    std::fs::create_dir_all(&packed_dir).expect("a folder");
    let packed = Tablebase::new(&rules, &packed_dir);
    let wdl_dir = folder("catch-the-hare-values-only");
    std::fs::create_dir_all(&wdl_dir).expect("a folder");
    let wdl = Tablebase::new(&rules, &wdl_dir);
    let sparse_dir = folder("catch-the-hare-sparse");
    std::fs::create_dir_all(&sparse_dir).expect("a folder");
    let sparse = Tablebase::new(&rules, &sparse_dir);
    let (mut before, mut after, mut values_only, mut sparse_bytes) = (0, 0, 0, 0);
    for tier in plain.tiers() {
        let target = compressed_path(&packed.path(tier));
        if !target.exists() {
            compress_file(&plain.path(tier), &target, 9, &Contents::Every).expect("compressed");
        }
        let target_wdl = compressed_path(&wdl.path(tier));
        if !target_wdl.exists() {
            compress_file(&plain.path(tier), &target_wdl, 9, &Contents::ValuesOnly).expect("compressed");
        }
        let target_sparse = compressed_path(&sparse.path(tier));
        if !target_sparse.exists() {
            plain.compress_sparse(tier, &target_sparse, 9).expect("compressed");
        }
        sparse_bytes += std::fs::metadata(&target_sparse).expect("a file").len();
        before += std::fs::metadata(plain.path(tier)).expect("a file").len();
        after += std::fs::metadata(&target).expect("a file").len();
        values_only += std::fs::metadata(&target_wdl).expect("a file").len();
    }
    let share = |n: u64| 100.0 * n as f64 / before as f64;
    eprintln!(
        "catch-the-hare tables: {before} bytes plain, {after} compressed ({:.1}%), {values_only} values only ({:.2}%), {sparse_bytes} sparse ({:.1}%)",
        share(after),
        share(values_only),
        share(sparse_bytes)
    );
    // Pseudo-random positions over every tier (xorshift: the same every run).
    let tiers = plain.tiers();
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let positions: Vec<Position> = (0..PROBES)
        .filter_map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let tier = tiers[(x % tiers.len() as u64) as usize];
            let len = plain.tier_values(tier).ok()?.len();
            plain.slot(tier, (x >> 8) % len).ok().flatten().map(|(pos, _)| pos)
        })
        .collect();
    // Both read the same values (a failed bench is no measure).
    for pos in &positions {
        assert_eq!(plain.probe(pos).expect("probed"), packed.probe(pos).expect("probed"));
        assert_eq!(plain.probe(pos).expect("probed"), sparse.probe(pos).expect("probed"));
    }
    let mut group = c.benchmark_group("probe");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("probe-mapped", |b| {
        b.iter(|| positions.iter().filter(|p| plain.probe(black_box(p)).is_ok()).count())
    });
    group.bench_function("probe-compressed", |b| {
        b.iter(|| positions.iter().filter(|p| packed.probe(black_box(p)).is_ok()).count())
    });
    group.bench_function("probe-values-only", |b| {
        b.iter(|| positions.iter().filter(|p| wdl.probe(black_box(p)).is_ok()).count())
    });
    group.bench_function("probe-sparse", |b| {
        b.iter(|| positions.iter().filter(|p| sparse.probe(black_box(p)).is_ok()).count())
    });
    group.finish();
}

criterion_group!(benches, probe);
criterion_main!(benches);
