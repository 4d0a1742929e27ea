//! Table files: read back, refused when damaged or made for other rules.

mod common;

use common::{rules, temp_dir, version_1_file};
use reynard_solver::{NoProgress, SolveError, TableError, Tablebase, TierId};

fn solved(name: &str) -> (reynard_rules::hunt::Rules, std::path::PathBuf, Tablebase) {
    let rules = rules("catch-the-hare", &["flock_points=a1,b1,c1", "fox_wins_at=1"]);
    let dir = temp_dir(name);
    let tb = Tablebase::new(&rules, &dir);
    tb.solve(&NoProgress).expect("solved");
    (rules, dir, tb)
}

#[test]
fn tables_are_read_back_and_a_solve_resumes() {
    let (rules, dir, tb) = solved("readback");
    let value = tb.probe(&rules.game_start()).expect("probed");
    let again = Tablebase::new(&rules, &dir);
    assert_eq!(again.probe(&rules.game_start()).expect("probed from files"), value);
    let report = again.solve(&NoProgress).expect("resumed");
    assert!(report.tiers.iter().all(|t| t.resumed));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_table_is_refused() {
    let (rules, dir, tb) = solved("damaged");
    let tier = *tb.tiers().last().expect("a tier");
    let path = tb.path(tier);
    let mut bytes = std::fs::read(&path).expect("the file");
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x10;
    std::fs::write(&path, &bytes).expect("write");
    let fresh = Tablebase::new(&rules, &dir);
    let err = fresh.probe(&rules.game_start()).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::Checksum { .. })), "{err}");
    assert!(err.to_string().contains("damaged"), "{err}");
    let err = fresh.solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::Checksum { .. })), "{err}");
    // Cut short.
    std::fs::write(&path, &bytes[..bytes.len() - 7]).expect("write");
    let err = Tablebase::new(&rules, &dir).probe(&rules.game_start()).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::Length { .. })), "{err}");
    // Not a table at all.
    std::fs::write(&path, b"hello").expect("write");
    let err = Tablebase::new(&rules, &dir).probe(&rules.game_start()).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::NotATable(_))), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_table_of_other_rules_is_refused() {
    let (_rules, dir, tb) = solved("other");
    let tier = *tb.tiers().last().expect("a tier");
    let other = rules("catch-the-hare", &["flock_points=a1,b1,c1", "fox_wins_at=1", "capture=mandatory"]);
    let other_tb = Tablebase::new(&other, &dir);
    assert_ne!(other_tb.path(tier), tb.path(tier));
    std::fs::copy(tb.path(tier), other_tb.path(tier)).expect("copy");
    let err = other_tb.probe(&other.game_start()).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::WrongRules { .. })), "{err}");
    assert!(err.to_string().contains("other rules"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn probing_an_unsolved_variant_says_so() {
    let rules = rules("catch-the-hare", &["flock_points=a1,b1,c1", "fox_wins_at=1"]);
    let dir = temp_dir("unsolved");
    let err = Tablebase::new(&rules, &dir).probe(&rules.game_start()).expect_err("not solved");
    assert!(matches!(err, SolveError::NotSolved { .. }), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn progress_sub_tiers_have_files_of_their_own() {
    let rules = rules("fox-geese-forward", &["flock_points=c1,d1,e1", "fox_wins_at=1"]);
    let dir = temp_dir("subtiers");
    let tb = Tablebase::new(&rules, &dir);
    let tiers = tb.tiers();
    assert!(tiers.iter().all(|t| t.progress.is_some()), "{tiers:?}");
    // Most advanced first within each flock size.
    for pair in tiers.windows(2) {
        if pair[0].flock == pair[1].flock {
            assert!(pair[0].progress > pair[1].progress, "{pair:?}");
        } else {
            assert!(pair[0].flock < pair[1].flock, "{pair:?}");
        }
    }
    tb.solve(&NoProgress).expect("solved");
    let (a, b) = (tiers[tiers.len() - 1], tiers[tiers.len() - 2]);
    assert!(tb.path(a).to_string_lossy().ends_with(&format!("-h1-f3-p{}.rtb", a.progress.unwrap_or(0))));
    let head = std::fs::read(tb.path(a)).expect("the file");
    let key_end = 16 + tb.key().len();
    assert_eq!(&head[8..12], &3u32.to_le_bytes());
    assert_eq!(
        &head[key_end + 2..key_end + 4],
        &a.progress.unwrap_or(0).to_le_bytes(),
        "the header names the sub-tier"
    );
    // A sub-tier's file under the name of another is refused.
    std::fs::copy(tb.path(a), tb.path(b)).expect("copy");
    let err = Tablebase::new(&rules, &dir).solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::WrongTier { .. })), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn files_hold_a_byte_a_position_and_version_1_files_are_read_and_compacted() {
    let (rules, dir, tb) = solved("palette");
    let start = rules.game_start();
    let value = tb.probe(&start).expect("probed");
    let mut all = Vec::new();
    for &t in &tb.tiers() {
        let values = tb.tier_values(t).expect("values").to_vec();
        let size = std::fs::metadata(tb.path(t)).expect("the file").len();
        // Header and palette aside, one byte a position.
        assert!(size < values.len() as u64 + 700, "{t}: {size} bytes for {} positions", values.len());
        all.push((t, values));
    }
    // The tables of Fox and Geese published first were written in version 1.
    for (t, values) in &all {
        std::fs::write(tb.path(*t), version_1_file(tb.key(), *t, values)).expect("write");
    }
    let old = Tablebase::new(&rules, &dir);
    assert_eq!(old.probe(&start).expect("probed from version 1 files"), value);
    for (t, values) in &all {
        assert_eq!(&old.tier_values(*t).expect("values").to_vec(), values);
    }
    // Compacting rewrites them in the current format, with the same values.
    let compacted = old.compact().expect("compacted");
    assert_eq!(compacted.iter().map(|c| c.tier).collect::<Vec<_>>(), tb.tiers());
    assert!(compacted.iter().all(|c| c.after < c.before * 6 / 10), "{compacted:?}");
    assert_eq!(old.probe(&start).expect("probed after compacting"), value);
    let fresh = Tablebase::new(&rules, &dir);
    for (t, values) in &all {
        assert_eq!(&fresh.tier_values(*t).expect("values").to_vec(), values);
        let bytes = std::fs::read(tb.path(*t)).expect("the file");
        assert_eq!(&bytes[8..12], &3u32.to_le_bytes());
    }
    assert!(fresh.compact().expect("nothing to do").is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tier_of_many_values_is_written_without_a_palette() {
    use reynard_solver::table_file;
    let dir = temp_dir("wide");
    let path = dir.join("t.rtb");
    let tier = TierId::material(1, 3);
    // 300 different values: wins and losses in 0 to 149 plies.
    let values: Vec<u16> = (0..1000u16)
        .map(|i| if i % 2 == 0 { 0x4000 | (i / 2 % 150) } else { 0x8000 | (i / 2 % 150) })
        .collect();
    let bytes = table_file::write(&path, "key", tier, &values).expect("written");
    assert!(bytes > 2 * values.len() as u64, "two bytes a value");
    assert_eq!(table_file::read(&path, "key", tier, values.len() as u64).expect("read"), values);
    // And a few values with one: a byte each.
    let few: Vec<u16> = values.iter().map(|v| v & 0xC00F).collect();
    let small = table_file::write(&path, "key", tier, &few).expect("written");
    assert!(small < few.len() as u64 + 200, "{small}");
    assert_eq!(table_file::read(&path, "key", tier, few.len() as u64).expect("read"), few);
    // A damaged palette entry, or more entries than a byte can index, is refused.
    let good = std::fs::read(&path).expect("the file");
    let palette_at = 16 + "key".len() + 2 + 2 + 8;
    let mut bad = good.clone();
    bad[palette_at + 2..palette_at + 4].copy_from_slice(&0xFFFFu16.to_le_bytes());
    std::fs::write(&path, &bad).expect("write");
    let err = table_file::read(&path, "key", tier, few.len() as u64).expect_err("refused");
    assert!(matches!(err, TableError::BadPalette { entry: 0xFFFF, .. }), "{err}");
    assert!(err.to_string().contains("damaged"), "{err}");
    let mut bad = good;
    bad[palette_at..palette_at + 2].copy_from_slice(&300u16.to_le_bytes());
    std::fs::write(&path, &bad).expect("write");
    let err = table_file::read(&path, "key", tier, few.len() as u64).expect_err("refused");
    assert!(matches!(err, TableError::NotATable(_)), "{err}");
    // A value outside the palette is refused while writing.
    let mut writer =
        table_file::Writer::create(&path, "key", tier, 2, table_file::Encoding::Palette(vec![0, 0x4001]))
            .expect("created");
    let err = writer.push(&[0, 0x4002]).expect_err("not in the palette");
    assert!(matches!(err, TableError::BadValue { slot: 1, value: 0x4002, .. }), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
