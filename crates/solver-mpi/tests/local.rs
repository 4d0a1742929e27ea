//! The solver over threads (no MPI): 1–4 "processes", messages delivered in three orders,
//! write the tables of the single-process solver, byte for byte.

mod common;

use common::{COYOTE, HARE, assert_same_files, files, rules, single_solver_files, temp_dir};
use reynard_rules::hunt::Rules;
use reynard_solver::Tablebase;
use reynard_solver_mpi::local::{Local, Order};
use reynard_solver_mpi::{Options, solve};
use std::path::Path;

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

fn same_as_single(name: &str, (preset, sets): (&str, &[&str])) {
    let rules = rules(preset, sets);
    let expected = single_solver_files(name, &rules);
    for n in 1..=4 {
        let orders: &[Order] =
            if n == 1 { &[Order::Ranked] } else { &[Order::Ranked, Order::Reversed, Order::Scrambled] };
        for &order in orders {
            let dir = temp_dir(&format!("{name}-{n}-{order:?}"));
            threads_solve(&rules, &dir, n, order);
            assert_same_files(&expected, &files(&dir), &format!("{n} processes, {order:?}"));
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}

#[test]
fn catch_the_hare_as_the_single_solver() {
    same_as_single("hare", HARE);
}

#[test]
fn el_coyote_with_progress_sub_tiers_as_the_single_solver() {
    same_as_single("coyote", COYOTE);
}
