//! Helpers of the MPI solver's tests: variants, directories, table files, the single
//! solver's tables to compare with.

#![allow(dead_code)]

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Tablebase};
use std::path::{Path, PathBuf};

/// Catch the Hare with 4 hounds; the hare wins at 1.
pub const HARE: (&str, &[&str]) = ("catch-the-hare", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"]);

/// El Coyote with 4 chickens, which never step back (progress sub-tiers); the coyote
/// wins at 2.
pub const COYOTE: (&str, &[&str]) = ("el-coyote", &["flock_points=a1,b1,c1,d1", "fox_wins_at=2"]);

/// A preset with options set.
pub fn rules(preset: &str, sets: &[&str]) -> Rules {
    let mut v = Variant::preset(preset).expect("a preset");
    for pair in sets {
        v.set_pair(pair).expect("a valid option");
    }
    Rules::new(&v).expect("valid rules")
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reynard-mpi-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The table files of a directory, by name, with their bytes.
pub fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("a directory")
        .map(|e| e.expect("an entry").path())
        .map(|p| {
            (p.file_name().expect("a name").to_string_lossy().into_owned(), std::fs::read(&p).expect("read"))
        })
        .collect();
    out.sort();
    out
}

/// The single solver's table files of a variant (as `reynard solve` writes them).
pub fn single_solver_files(name: &str, rules: &Rules) -> Vec<(String, Vec<u8>)> {
    let single = temp_dir(&format!("{name}-single"));
    Tablebase::new(rules, &single).solve(&NoProgress).expect("solved");
    let expected = files(&single);
    assert!(expected.len() > 2, "several tiers: {}", expected.len());
    let _ = std::fs::remove_dir_all(&single);
    expected
}

/// Fails unless `got` holds the same files as `expected`, byte for byte.
pub fn assert_same_files(expected: &[(String, Vec<u8>)], got: &[(String, Vec<u8>)], what: &str) {
    let names = |f: &[(String, Vec<u8>)]| f.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(got), names(expected), "{what}: the same files");
    for ((_, eb), (gn, gb)) in expected.iter().zip(got) {
        assert!(eb == gb, "{what}: {gn} differs from the single solver's");
    }
}
