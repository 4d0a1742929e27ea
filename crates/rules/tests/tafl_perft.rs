//! Tafl perft counts: the generator against RULES.md and the data files.

mod tafl_common;

use reynard_rules::Perft;
use reynard_rules::tafl::{CellSet, Cells, Rules, Wide};
use tafl_common::{PerftData, perft_files, tafl_rules, tafl_variant};

/// RULES.md section 6, copied here so that regenerated data files cannot drift from it.
const RULES_TABLE: [(&str, [u64; 3]); 2] =
    [("hnefatafl-9", [72, 3944, 285728]), ("hnefatafl-11", [116, 6788, 806344])];

/// Counts up to this many nodes are checked in the normal test run (plain perft).
const PLAIN_LIMIT: u64 = 20_000_000;
/// Counts up to this many nodes are checked with the perft table in the normal run.
const TABLE_LIMIT: u64 = 60_000_000;

#[test]
fn rules_md_table_matches_the_generator() {
    for (id, counts) in RULES_TABLE {
        let rules = Rules::preset(id).expect("a preset");
        let start = rules.start();
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(rules.perft(&start, depth), expected, "{id} perft({depth})");
        }
    }
}

#[test]
fn every_preset_has_a_data_file_agreeing_with_rules_md() {
    let files = perft_files();
    for (id, counts) in RULES_TABLE {
        let file =
            files.iter().find(|f| f.name == id).unwrap_or_else(|| panic!("no tests/data/{id}.tafl-perft"));
        assert!(file.sets.is_empty(), "{id}.tafl-perft must be the plain preset");
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            let found = file.counts.iter().find(|(d, _)| *d == depth).map(|(_, c)| *c);
            assert_eq!(found, Some(expected), "{id}.tafl-perft depth {depth}");
        }
        assert!(file.counts.len() > 3, "{id}.tafl-perft goes deeper than RULES.md");
    }
    assert!(files.iter().any(|f| f.name == "copenhagen-11"), "copenhagen-11 has a data file");
}

/// One data file's counts with cell sets of type `C`.
fn check_file<C: CellSet>(file: &PerftData, plain_limit: u64, table_limit: u64) {
    let rules = tafl_rules::<C>(file);
    file.check(&rules, &rules.start(), plain_limit, table_limit);
}

/// Every data file: with the `u128` sets where the board fits them, and with the wide
/// sets on every board (up to a tenth of the limits where the `u128` sets counted too).
fn check_files(plain_limit: u64, table_limit: u64) {
    for file in perft_files() {
        if !tafl_variant(&file).needs_wide_cells() {
            check_file::<Cells>(&file, plain_limit, table_limit);
            check_file::<Wide>(&file, plain_limit / 10, table_limit / 10);
        } else {
            check_file::<Wide>(&file, plain_limit, table_limit);
        }
    }
}

#[test]
fn data_files_match_the_generator_within_the_ci_node_limit() {
    check_files(PLAIN_LIMIT, TABLE_LIMIT);
}

/// Every count of every data file (minutes in release:
/// `cargo test --release -p reynard-rules --test tafl_perft -- --ignored`).
#[test]
#[ignore = "deep: run by hand"]
fn data_files_match_the_generator_at_every_depth() {
    check_files(u64::MAX, u64::MAX);
}

#[test]
fn divide_sums_to_perft() {
    let rules = Rules::preset("hnefatafl-9").expect("a preset");
    let start = rules.start();
    let divide = rules.divide(&start, 3);
    assert_eq!(divide.len(), 72);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 285728);
}
