//! Compressed tables: every value of every tier read back equal from a folder that holds
//! only compressed files, and damaged files refused with what and where.

mod common;

use common::{rules, temp_dir};
use reynard_solver::compressed::{compress_file, compressed_path};
use reynard_solver::table_file::TableError;
use reynard_solver::{NoProgress, SolveError, Tablebase};

/// Solves `rules` in one folder, compresses every tier into another, and compares.
fn round_trip(name: &str, rules: &reynard_rules::hunt::Rules) {
    let plain = temp_dir(&format!("{name}-plain"));
    let packed = temp_dir(&format!("{name}-packed"));
    let source = Tablebase::new(rules, &plain);
    source.solve(&NoProgress).expect("solved");
    let target = Tablebase::new(rules, &packed);
    let (mut before, mut after) = (0, 0);
    for tier in source.tiers() {
        let from = source.path(tier);
        let to = compressed_path(&target.path(tier));
        let report = compress_file(&from, &to, 3, false).expect("compressed");
        assert_eq!((report.tier, report.before), (tier, std::fs::metadata(&from).expect("a file").len()));
        before += report.before;
        after += report.after;
        assert!(!target.path(tier).exists(), "only the compressed file is there");
        let (a, b) = (source.tier_values(tier).expect("read"), target.tier_values(tier).expect("read"));
        assert_eq!(b.storage(), reynard_solver::Storage::Compressed);
        assert_eq!(a.len(), b.len());
        for i in 0..a.len() {
            assert_eq!(a.value(i), b.value(i), "{name} tier {tier} slot {i}");
        }
    }
    let start = rules.game_start();
    assert_eq!(source.probe(&start).expect("probed"), target.probe(&start).expect("probed"));
    // A folder of compressed tables counts as solved: a solve there has nothing to do.
    assert!(target.plan().iter().all(|p| p.solved), "{name}: every tier solved");
    let report = target.solve(&NoProgress).expect("nothing left to solve");
    assert!(report.tiers.iter().all(|t| t.positions > 0));
    assert!(source.tiers().iter().all(|&t| !target.path(t).exists()), "{name}: no table file written");
    assert!(after < before, "{name}: {after} bytes compressed from {before}");
}

#[test]
fn every_value_reads_back_from_compressed_tables() {
    round_trip("hare", &rules("catch-the-hare", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"]));
    round_trip("coyote", &rules("coyote", &["flock_points=a1,b1,c1", "fox_wins_at=1"]));
    round_trip("bagh", &rules("bagh-chal", &["hunter_points=c3", "flock_in_hand=3", "fox_wins_at=19"]));
}

#[test]
fn damaged_compressed_tables_are_refused_saying_what_and_where() {
    let rules = rules("catch-the-hare", &["flock_points=a1,b1,c1", "fox_wins_at=1"]);
    let plain = temp_dir("damage-plain");
    let source = Tablebase::new(&rules, &plain);
    source.solve(&NoProgress).expect("solved");
    let tier = *source.tiers().last().expect("a tier");
    let packed = temp_dir("damage-packed");
    let target_path = compressed_path(&Tablebase::new(&rules, &packed).path(tier));
    compress_file(&source.path(tier), &target_path, 3, false).expect("compressed");
    let good = std::fs::read(&target_path).expect("read");
    let error_with = |bytes: &[u8]| {
        std::fs::write(&target_path, bytes).expect("written");
        let fresh = Tablebase::new(&rules, &packed);
        match fresh.tier_values(tier) {
            Err(SolveError::Table(e)) => e,
            other => panic!("refused expected, got {:?}", other.map(|v| v.len())),
        }
    };
    // A byte of the index: its checksum.
    let mut bytes = good.clone();
    let header = 16 + u32::from_le_bytes(good[12..16].try_into().expect("4 bytes")) as usize;
    bytes[header + 14] ^= 0x40;
    assert!(matches!(error_with(&bytes), TableError::Checksum { .. }));
    // A byte of the last block: that block, named.
    let mut bytes = good.clone();
    let last = bytes.len() - 3;
    bytes[last] ^= 0xFF;
    let error = error_with(&bytes);
    assert!(matches!(error, TableError::Block { .. }), "{error}");
    assert!(error.to_string().contains("damaged compressed table: block"), "{error}");
    // Cut short.
    let error = error_with(&good[..good.len() - 10]);
    assert!(matches!(error, TableError::Length { .. }), "{error}");
    // Not a compressed table at all.
    assert!(matches!(error_with(b"REYNTB\r\nnot this"), TableError::NotATable(_)));
    // The good file is read again.
    std::fs::write(&target_path, &good).expect("written");
    assert!(Tablebase::new(&rules, &packed).tier_values(tier).is_ok());
}

#[test]
fn values_only_tables_keep_win_draw_and_loss_in_a_fraction_of_the_size() {
    use reynard_solver::{UNKNOWN_DISTANCE, Value};
    let rules = rules("catch-the-hare", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"]);
    let plain = temp_dir("wdl-plain");
    let packed = temp_dir("wdl-packed");
    let source = Tablebase::new(&rules, &plain);
    source.solve(&NoProgress).expect("solved");
    let target = Tablebase::new(&rules, &packed);
    let (mut full, mut wdl) = (0, 0);
    for tier in source.tiers() {
        let to = compressed_path(&target.path(tier));
        let with_distances =
            compress_file(&source.path(tier), &plain.join("full.rtbz"), 3, false).expect("compressed");
        let report = compress_file(&source.path(tier), &to, 3, true).expect("compressed");
        full += with_distances.after;
        wdl += report.after;
        let (a, b) = (source.tier_values(tier).expect("read"), target.tier_values(tier).expect("read"));
        for i in 0..a.len() {
            let expected = match a.value(i).expect("a value") {
                Value::Win(_) => Value::Win(UNKNOWN_DISTANCE),
                Value::Loss(_) => Value::Loss(UNKNOWN_DISTANCE),
                Value::Draw => Value::Draw,
            };
            assert_eq!(b.value(i), Some(expected), "tier {tier} slot {i}");
            assert_eq!(b.value(i).and_then(Value::distance), None);
        }
    }
    assert!(wdl < full, "values only ({wdl} bytes) smaller than with distances ({full})");
}
