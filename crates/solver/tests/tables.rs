//! Table files: read back, refused when damaged or made for other rules.

mod common;

use common::{rules, temp_dir};
use reynard_solver::{NoProgress, SolveError, TableError, Tablebase};

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
    assert_eq!(&head[8..12], &2u32.to_le_bytes(), "version 2: the header names the sub-tier");
    // A sub-tier's file under the name of another is refused.
    std::fs::copy(tb.path(a), tb.path(b)).expect("copy");
    let err = Tablebase::new(&rules, &dir).solve(&NoProgress).expect_err("refused");
    assert!(matches!(err, SolveError::Table(TableError::WrongTier { .. })), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
