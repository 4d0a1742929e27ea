//! The solver over threads (no MPI): 1–4 "processes", messages delivered in three orders,
//! write the tables of the single-process solver, byte for byte.

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Tablebase};
use reynard_solver_mpi::local::{Local, Order};
use reynard_solver_mpi::{Options, solve};
use std::path::{Path, PathBuf};

/// A preset with options set.
pub fn rules(preset: &str, sets: &[&str]) -> Rules {
    let mut v = Variant::preset(preset).expect("a preset");
    for pair in sets {
        v.set_pair(pair).expect("a valid option");
    }
    Rules::new(&v).expect("valid rules")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reynard-mpi-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The table files of a directory, by name, with their bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
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

fn threads_solve(rules: &Rules, dir: &Path, n: usize, order: Order) {
    let group = Local::group(n, order);
    std::thread::scope(|s| {
        for ex in group {
            s.spawn(move || {
                let tb = Tablebase::new(rules, dir);
                solve(&tb, &ex, Options::default(), &mut |_| {}).expect("solved");
            });
        }
    });
}

fn same_as_single(name: &str, preset: &str, sets: &[&str]) {
    let rules = rules(preset, sets);
    let single = temp_dir(&format!("{name}-single"));
    Tablebase::new(&rules, &single).solve(&NoProgress).expect("solved");
    let expected = files(&single);
    assert!(expected.len() > 2, "several tiers: {}", expected.len());
    for n in 1..=4 {
        let orders: &[Order] =
            if n == 1 { &[Order::Ranked] } else { &[Order::Ranked, Order::Reversed, Order::Scrambled] };
        for &order in orders {
            let dir = temp_dir(&format!("{name}-{n}-{order:?}"));
            threads_solve(&rules, &dir, n, order);
            let got = files(&dir);
            assert_eq!(got.len(), expected.len(), "{n} processes, {order:?}: the same files");
            for ((en, eb), (gn, gb)) in expected.iter().zip(&got) {
                assert_eq!(en, gn);
                assert!(eb == gb, "{n} processes, {order:?}: {gn} differs from the single solver's");
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    let _ = std::fs::remove_dir_all(&single);
}

#[test]
fn catch_the_hare_as_the_single_solver() {
    same_as_single("hare", "catch-the-hare", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"]);
}

#[test]
fn el_coyote_with_progress_sub_tiers_as_the_single_solver() {
    same_as_single("coyote", "el-coyote", &["flock_points=a1,b1,c1,d1", "fox_wins_at=2"]);
}
