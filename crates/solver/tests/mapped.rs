//! Solved tiers are read from their files (memory-mapped) while the next tiers are solved:
//! the tables come out the same as with every tier in memory, in one run or in several, and
//! the same as those of the solver before mapping (checksums recorded from it); a damaged
//! lower tier is refused; a tier that would not fit in memory is refused before it starts.

mod common;

use common::{rules, temp_dir, version_1_file};
use reynard_solver::{NoProgress, SolveError, Storage, TableError, Tablebase};
use std::path::Path;

const HARE: [&str; 2] = ["flock_points=a1,b1,c1,d1,e1", "fox_wins_at=3"];

/// The bytes of every table file of `tb`, tier by tier.
fn files(tb: &Tablebase) -> Vec<Vec<u8>> {
    tb.tiers().iter().map(|&t| std::fs::read(tb.path(t)).expect("a table file")).collect()
}

/// The CRC-32 each tier's table file would have in format version 1 (values as u16, no
/// palette), tier by tier: the checksums recorded before the format changed still pin the
/// values down.
fn version_1_checksums(tb: &Tablebase) -> Vec<u32> {
    tb.tiers()
        .iter()
        .map(|&t| {
            let values = tb.tier_values(t).expect("values").to_vec();
            let bytes = version_1_file(tb.key(), t, &values);
            let n = bytes.len();
            u32::from_le_bytes([bytes[n - 4], bytes[n - 3], bytes[n - 2], bytes[n - 1]])
        })
        .collect()
}

fn solve_in(dir: &Path, sets: &[&str], storage: Storage) -> Tablebase {
    let tb = Tablebase::new(&rules("catch-the-hare", sets), dir).with_storage(storage);
    tb.solve(&NoProgress).expect("solved");
    tb
}

#[test]
fn lower_tiers_from_disk_give_the_tables_of_one_run_in_memory() {
    let one = temp_dir("m-one");
    let loaded = solve_in(&one, &HARE, Storage::Loaded);
    assert!(
        loaded.tiers().iter().all(|&t| loaded.tier_values(t).expect("values").storage() == Storage::Loaded)
    );

    // First run: the tier of 4 hunters only (a smaller flock); second run, with nothing in
    // memory: the tier of 5 hunters, its captures read from the mapped file of the first.
    let split = temp_dir("m-split");
    let first = solve_in(&split, &["flock_points=a1,b1,c1,d1", "fox_wins_at=3"], Storage::Mapped);
    assert_eq!(first.tiers().len(), 1);
    drop(first);
    let second = Tablebase::new(&rules("catch-the-hare", &HARE), &split);
    let report = second.solve(&NoProgress).expect("solved");
    assert_eq!(report.tiers.iter().map(|t| t.resumed).collect::<Vec<_>>(), [true, false]);
    assert!(
        second.tiers().iter().all(|&t| second.tier_values(t).expect("values").storage() == Storage::Mapped)
    );

    assert_eq!(files(&second), files(&loaded), "the same table files");
    let start = second.rules().game_start();
    assert_eq!(second.probe(&start).expect("probed"), loaded.probe(&start).expect("probed"));
    for (&t, r) in second.tiers().iter().zip(&report.tiers) {
        let mapped = second.tier_values(t).expect("values");
        assert_eq!(mapped.to_vec(), loaded.tier_values(t).expect("values").to_vec());
        assert_eq!(r.positions, mapped.len());
    }
    let _ = std::fs::remove_dir_all(&one);
    let _ = std::fs::remove_dir_all(&split);
}

#[test]
fn tables_are_those_of_the_solver_before_mapping() {
    // CRC-32 of the table files written by the in-memory solver (commit 969e9a5).
    let cases: [(&str, &str, &[&str], &[u32]); 3] = [
        ("g-hare", "catch-the-hare", &HARE, &[0x326e_6727, 0x91d6_9ed9]),
        (
            "g-deferred",
            "coyote",
            &["flock_points=a1,b1,c1,d1", "fox_wins_at=2", "capture=mandatory", "removal=deferred"],
            &[0xf6ff_ca05, 0x36fa_980e],
        ),
        (
            "g-huff",
            "catch-the-hare",
            &["hunter_points=b4,d4", "flock_points=b1,c1", "fox_wins_at=0", "huffing=true"],
            &[0x3b2f_0be1, 0x01bd_5606, 0xa6be_209b, 0x4f59_ee29, 0x5669_d737, 0x9c89_edf2],
        ),
    ];
    for (name, preset, sets, want) in cases {
        let dir = temp_dir(name);
        let tb = Tablebase::new(&rules(preset, sets), &dir);
        tb.solve(&NoProgress).expect("solved");
        assert_eq!(version_1_checksums(&tb), want, "{name}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_damaged_lower_tier_is_refused_before_the_next_is_solved() {
    let dir = temp_dir("m-damaged");
    let lower = solve_in(&dir, &["flock_points=a1,b1,c1,d1", "fox_wins_at=3"], Storage::Mapped);
    let path = lower.path(lower.tiers()[0]);
    drop(lower);
    let good = std::fs::read(&path).expect("the file");
    let mut bad = good.clone();
    let n = bad.len();
    bad[n - 100] ^= 0x01; // a flipped bit: the checksum no longer matches
    std::fs::write(&path, &bad).expect("write");
    let tb = Tablebase::new(&rules("catch-the-hare", &HARE), &dir);
    let err = tb.solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::Checksum { .. })), "{err}");
    let upper = tb.path(*tb.tiers().last().expect("a tier"));
    assert!(!upper.exists(), "nothing solved on a damaged tier");
    // A bad value with a matching checksum (written by something else) is refused too.
    let mut forged = good;
    forged[n - 100] = 0xff;
    forged[n - 99] = 0xff;
    let body = forged.len() - 4;
    let crc = crc32(&forged[..body]);
    forged[body..].copy_from_slice(&crc.to_le_bytes());
    std::fs::write(&path, &forged).expect("write");
    let err = Tablebase::new(&rules("catch-the-hare", &HARE), &dir).solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::BadValue { .. })), "{err}");
    assert!(!upper.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// CRC-32 (IEEE), bit by bit.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

#[test]
fn a_tier_that_does_not_fit_is_refused_unless_forced() {
    let dir = temp_dir("m-memory");
    let r = rules("catch-the-hare", &HARE);
    let plan = Tablebase::new(&r, &dir).plan();
    assert_eq!(plan.len(), 2);
    assert!(plan.iter().all(|p| p.memory.peak() > 4 * p.positions && !p.solved));
    assert!(plan[1].memory.mapped >= plan[0].table_bytes);
    let err = Tablebase::new(&r, &dir).limit_memory(1 << 10).solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::OutOfMemory { .. }), "{err}");
    assert!(err.to_string().contains("needs about"), "{err}");
    assert!(!Tablebase::new(&r, &dir).path(plan[0].tier).exists());
    // Enough for the first tier but not the second: refused before the first is solved.
    assert!(plan[0].memory.peak() < plan[1].memory.peak());
    let err =
        Tablebase::new(&r, &dir).limit_memory(plan[0].memory.peak()).solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::OutOfMemory { tier, .. } if tier == plan[1].tier), "{err}");
    assert!(!Tablebase::new(&r, &dir).path(plan[0].tier).exists());
    let report =
        Tablebase::new(&r, &dir).limit_memory(1 << 10).force(true).solve(&NoProgress).expect("forced");
    for (p, t) in plan.iter().zip(&report.tiers) {
        assert_eq!(p.positions, t.positions);
        // Planned with a full palette of 256 values.
        assert!(t.bytes <= p.table_bytes && t.bytes + 512 >= p.table_bytes, "{p:?} {t:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
