//! Compressed tables: every value of every tier read back equal from a folder that holds
//! only compressed files, and damaged files refused with what and where.

mod common;

use common::{rules, temp_dir};
use reynard_solver::compressed::{Contents, compress_file, compressed_path};
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
        let report = compress_file(&from, &to, 3, &Contents::Every).expect("compressed");
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
    compress_file(&source.path(tier), &target_path, 3, &Contents::Every).expect("compressed");
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
        let with_distances = compress_file(&source.path(tier), &plain.join("full.rtbz"), 3, &Contents::Every)
            .expect("compressed");
        let report = compress_file(&source.path(tier), &to, 3, &Contents::ValuesOnly).expect("compressed");
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

/// `rules` solved in a folder of their own, and an empty folder beside it.
fn solved_beside(name: &str, rules: &reynard_rules::hunt::Rules) -> (Tablebase, std::path::PathBuf) {
    let source = Tablebase::new(rules, temp_dir(&format!("{name}-plain")));
    source.solve(&NoProgress).expect("solved");
    (source, temp_dir(&format!("{name}-packed")))
}

/// Solves `rules`, writes every tier's sparse table into another folder, and checks that a
/// probe there (read, or searched where the table leaves the position out) gives every
/// position's value with its distance; returns the sparse and the full compressed sizes.
fn sparse_round_trip(name: &str, rules: &reynard_rules::hunt::Rules) -> (u64, u64) {
    let (source, packed) = solved_beside(&format!("{name}-sparse"), rules);
    let target = Tablebase::new(rules, &packed);
    let (mut sparse, mut full) = (0, 0);
    for tier in source.tiers() {
        sparse +=
            source.compress_sparse(tier, &compressed_path(&target.path(tier)), 3).expect("compressed").after;
        full += compress_file(&source.path(tier), &packed.join("full.rtbz-test"), 3, &Contents::Every)
            .expect("compressed")
            .after;
        assert!(target.tier_values(tier).expect("read").is_sparse());
    }
    let mut searched = 0;
    for tier in source.tiers() {
        let len = source.tier_values(tier).expect("read").len();
        let values = target.tier_values(tier).expect("read");
        for i in 0..len {
            let (pos, value) = source.slot(tier, i).expect("read").expect("a slot");
            // The end rules decide some positions a table still has a slot for.
            let expected = source.probe(&pos).expect("probed");
            assert_eq!(target.probe(&pos).expect("probed"), expected, "{name} tier {tier} slot {i}");
            assert_eq!(
                target.slot(tier, i).expect("read"),
                Some((pos, value)),
                "{name} tier {tier} slot {i}"
            );
            searched += usize::from(values.value(i).is_none());
        }
    }
    assert!(searched > 0, "{name}: some positions are searched");
    let start = rules.game_start();
    assert_eq!(target.probe_moves(&start).expect("probed"), source.probe_moves(&start).expect("probed"));
    (sparse, full)
}

#[test]
fn sparse_tables_give_every_value_and_distance_by_search() {
    // The 33-point cross has no diagonal: the fox's half on one colour only, and captures
    // that lead into the tier below.
    let (sparse, full) =
        sparse_round_trip("geese", &rules("fox-geese", &["flock_points=c1,d1,e1", "fox_wins_at=1"]));
    assert!(sparse * 2 < full, "fox and geese: {sparse} bytes sparse against {full}");
    // Catch the Hare's board has diagonals: the flock's half is kept.
    let (sparse, full) =
        sparse_round_trip("hare", &rules("catch-the-hare", &["flock_points=a1,b1,c1", "fox_wins_at=1"]));
    assert!(sparse < full, "catch the hare: {sparse} bytes sparse against {full}");
}

#[test]
fn a_solve_refuses_to_build_on_a_sparse_tier() {
    let rules = rules("fox-geese", &["flock_points=c1,d1,e1", "fox_wins_at=1"]);
    let (source, packed) = solved_beside("sparse-below", &rules);
    let target = Tablebase::new(&rules, &packed);
    let tiers = source.tiers();
    let lowest = tiers[0];
    source.compress_sparse(lowest, &compressed_path(&target.path(lowest)), 3).expect("compressed");
    match target.solve(&NoProgress) {
        Err(error @ SolveError::SparseLowerTier { .. }) => {
            let text = error.to_string();
            assert!(text.contains(&format!("tier {lowest}")) && text.contains("sparse"), "{text}");
        }
        other => panic!("a refusal expected, got {:?}", other.map(|r| r.tiers.len())),
    }
    assert!(!target.path(tiers[1]).exists(), "nothing written");
}

#[test]
fn a_damaged_sparse_table_is_refused() {
    let rules = rules("fox-geese", &["flock_points=c1,d1,e1", "fox_wins_at=1"]);
    let (source, packed) = solved_beside("sparse-damage", &rules);
    let tier = *source.tiers().last().expect("a tier");
    let path = compressed_path(&Tablebase::new(&rules, &packed).path(tier));
    source.compress_sparse(tier, &path, 3).expect("compressed");
    let good = std::fs::read(&path).expect("read");
    let header = 16 + u32::from_le_bytes(good[12..16].try_into().expect("4 bytes")) as usize;
    // The end of the first kept range (after the block size and the count of ranges).
    let mut bytes = good.clone();
    bytes[header + 4 + 8 + 8] ^= 0x01;
    std::fs::write(&path, &bytes).expect("written");
    match Tablebase::new(&rules, &packed).tier_values(tier) {
        Err(SolveError::Table(e)) => assert!(
            matches!(e, TableError::Checksum { .. } | TableError::Block { .. } | TableError::Length { .. }),
            "{e}"
        ),
        other => panic!("refused expected, got {:?}", other.map(|v| v.len())),
    }
    std::fs::write(&path, &good).expect("written");
    assert!(Tablebase::new(&rules, &packed).tier_values(tier).is_ok());
}

#[test]
fn a_sparse_table_reads_left_out_positions_the_end_rules_decide() {
    // Four geese can shut the fox in, on a point the sparse table leaves out or keeps.
    let rules = rules("fox-geese", &["flock_points=c1,d1,e1,d2", "fox_wins_at=1"]);
    let (source, packed) = solved_beside("sparse-ends", &rules);
    let target = Tablebase::new(&rules, &packed);
    let mut ended = 0;
    for tier in source.tiers() {
        source.compress_sparse(tier, &compressed_path(&target.path(tier)), 3).expect("compressed");
        let values = target.tier_values(tier).expect("read");
        for i in 0..values.len() {
            let (pos, value) = source.slot(tier, i).expect("read").expect("a slot");
            let over = rules.outcome(&pos).is_some();
            // Every ended position, and one in 97 of the others.
            if over || i % 97 == 0 {
                assert_eq!(target.slot(tier, i).expect("read"), Some((pos, value)), "tier {tier} slot {i}");
                assert_eq!(target.probe(&pos).expect("probed"), source.probe(&pos).expect("probed"));
                ended += usize::from(over && values.value(i).is_none());
            }
        }
    }
    assert!(ended > 0, "some ended positions are left out");
}
