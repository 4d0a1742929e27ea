//! Perft counts: the generator against the data files and the RULES.md table.

mod support;

use reynard_rules::Perft;
use reynard_rules::hunt::Rules;
use support::perft_files;

/// RULES.md section 6, copied here so that regenerated data files cannot drift from it.
const RULES_TABLE: [(&str, [u64; 4]); 10] = [
    ("fox-geese", [6, 18, 188, 634]),
    ("fox-geese-diagonal", [6, 32, 344, 1696]),
    ("fox-geese-15", [8, 42, 460, 2184]),
    ("fox-geese-17", [8, 40, 436, 1946]),
    ("fox-geese-2fox", [9, 110, 1210, 11190]),
    ("fox-geese-forward", [5, 63, 300, 4466]),
    ("catch-the-hare", [8, 40, 522, 2312]),
    ("coyote", [6, 30, 304, 1236]),
    ("el-coyote", [11, 88, 1215, 6805]),
    ("asalto", [9, 38, 370, 1666]),
];

/// Counts up to this many nodes are checked in the normal test run (plain perft).
const PLAIN_LIMIT: u64 = 3_000_000;
/// Counts up to this many nodes are checked with the perft table in the normal run.
const TABLE_LIMIT: u64 = 200_000_000;

#[test]
fn rules_md_table_matches_the_generator() {
    for (id, counts) in RULES_TABLE {
        let rules = Rules::preset(id).expect("every preset is valid");
        let start = rules.fixed_start();
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
        let file = files.iter().find(|f| f.name == id).unwrap_or_else(|| panic!("no tests/data/{id}.perft"));
        assert!(file.sets.is_empty(), "{id}.perft must be the plain preset");
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            let found = file.counts.iter().find(|(d, _)| *d == depth).map(|(_, c)| *c);
            assert_eq!(found, Some(expected), "{id}.perft depth {depth}");
        }
        assert!(file.counts.len() > 4, "{id}.perft goes deeper than RULES.md");
    }
}

fn check_files(plain_limit: u64, table_limit: u64) {
    for file in perft_files() {
        let rules = file.hunt_rules();
        file.check(&rules, &rules.fixed_start(), plain_limit, table_limit);
    }
}

#[test]
fn data_files_match_the_generator_within_the_ci_node_limit() {
    check_files(PLAIN_LIMIT, TABLE_LIMIT);
}

/// Every count of every data file, the deep ones without a table too (minutes in release:
/// `cargo test --release -p reynard-rules --test perft -- --ignored`).
#[test]
#[ignore = "deep: run by hand"]
fn data_files_match_the_generator_at_every_depth() {
    check_files(20_000_000_000, u64::MAX);
}

#[test]
fn divide_sums_to_perft() {
    let rules = Rules::preset("catch-the-hare").expect("a preset");
    let start = rules.fixed_start();
    let divide = rules.divide(&start, 4);
    assert_eq!(divide.len(), 8);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 2312);
}
