//! Published values (docs/solved.md) solved again: heavy, so ignored by default (but Wolf
//! and Sheep, which takes a second).
//! `cargo test --release -p reynard-solver --test presets -- --ignored`

mod common;

use common::{rules, temp_dir};
use reynard_rules::Side;
use reynard_solver::{NoProgress, Tablebase, Value};

fn solve_start(name: &str, preset: &str, sets: &[&str]) -> (Side, Value) {
    let rules = rules(preset, sets);
    let dir = temp_dir(name);
    let tb = Tablebase::new(&rules, &dir);
    tb.solve(&NoProgress).expect("solved");
    let start = rules.game_start();
    let value = tb.probe(&start).expect("probed");
    let _ = std::fs::remove_dir_all(&dir);
    (start.side(), value)
}

#[test]
#[ignore = "solves 12 million positions"]
fn catch_the_hare_with_ten_hunters() {
    assert_eq!(solve_start("p-hare10", "catch-the-hare", &["flock=10"]), (Side::Flock, Value::Win(73)));
}

#[test]
#[ignore = "solves 45 million positions"]
fn catch_the_hare() {
    assert_eq!(solve_start("p-hare", "catch-the-hare", &[]), (Side::Flock, Value::Win(51)));
}

#[test]
#[ignore = "solves 45 million positions"]
fn coyote() {
    assert_eq!(solve_start("p-coyote", "coyote", &[]), (Side::Flock, Value::Win(45)));
}

#[test]
#[ignore = "solves 6.7 billion positions: 2-3 hours, 6.7 GB of tables, 20 GB of memory"]
fn fox_and_geese() {
    assert_eq!(solve_start("p-fox-geese", "fox-geese", &[]), (Side::Flock, Value::Win(53)));
}

#[test]
#[ignore = "solves 6.7 billion positions: 1-3 hours, 6.7 GB of tables, 20 GB of memory"]
fn fox_and_geese_on_the_diagonal_cross() {
    assert_eq!(
        solve_start("p-fox-geese-diagonal", "fox-geese-diagonal", &[]),
        (Side::Flock, Value::Win(109))
    );
}

#[test]
#[ignore = "solves 4.6 billion positions in 51 progress sub-tiers: about 40 minutes, 4.6 GB of tables"]
fn el_coyote_with_ten_chickens() {
    assert_eq!(solve_start("p-el-coyote-10", "el-coyote", &["flock=10"]), (Side::Flock, Value::Draw));
}

#[test]
#[ignore = "solves 6.3 billion positions: 2-3 hours, 6.3 GB of tables, 18 GB of memory"]
fn catch_the_hare_with_thirteen_hunters_on_the_cross() {
    assert_eq!(
        solve_start("p-hare-cross33", "catch-the-hare", &["board=cross33", "flock=13", "hunter_points=d4"]),
        (Side::Flock, Value::Win(77))
    );
}

#[test]
#[ignore = "solves 15.2 billion positions: 4-5 hours on a quiet machine, 15.2 GB of tables, 21 GB of memory"]
fn fox_and_geese_with_fifteen_geese() {
    assert_eq!(solve_start("p-fox-geese-15", "fox-geese-15", &[]), (Side::Flock, Value::Win(85)));
}

#[test]
fn wolf_and_sheep() {
    // 2.3 million positions, about a second: run always. The sheep win from the start
    // whoever moves first, and wherever on rank 8 the wolf chooses to start.
    assert_eq!(solve_start("p-wolf-sheep", "wolf-sheep", &[]), (Side::Hunter, Value::Loss(44)));
    assert_eq!(
        solve_start("p-wolf-sheep-first", "wolf-sheep", &["hunter_first=false"]),
        (Side::Flock, Value::Win(43))
    );
    assert_eq!(
        solve_start("p-wolf-sheep-choose", "wolf-sheep", &["hunter_start=choose"]),
        (Side::Hunter, Value::Loss(45))
    );
}

#[test]
fn bagh_chal_after_placement_has_the_published_number_of_positions() {
    // Lim and Nievergelt (2009) stored the phase after all 20 goats are placed: 88,260,972
    // positions up to symmetry. Counted from the index, nothing solved: instant.
    let rules = rules("bagh-chal", &[]);
    let tb = Tablebase::new(&rules, temp_dir("p-bagh-plan"));
    let plans = tb.plan();
    assert_eq!(plans.iter().map(|p| p.tier.flock).collect::<Vec<_>>(), [16, 17, 18, 19, 20]);
    assert_eq!(plans.iter().map(|p| p.positions).sum::<u64>(), 88_260_972);
}

#[test]
#[ignore = "solves 88 million positions: about a minute in release, 250 MB of memory, 85 MB of tables"]
fn bagh_chal_after_placement_and_the_end_of_placement() {
    let rules = rules("bagh-chal", &[]);
    let dir = temp_dir("p-bagh");
    let tb = Tablebase::new(&rules, &dir);
    tb.solve(&NoProgress).expect("solved");
    // Values found by this solver (regression checks, docs/solved.md): positions with 4
    // and 8 goats in hand, searched over the rest of the placement on top of the tables.
    let probe =
        |text: &str| tb.probe(&reynard_rules::Family::parse_position(&rules, text).expect("a position"));
    let goats = "b1,c1,d1,a2,b2,c2,d2,e2,a3,b3,c3,d3";
    assert_eq!(probe(&format!("a1,e1,a5,e5/{goats},e3,b4,c4,d4 f 4")).expect("probed"), Value::Win(7));
    assert_eq!(probe(&format!("a1,e1,a5,e5/{goats} f 8")).expect("probed"), Value::Win(15));
    let _ = std::fs::remove_dir_all(&dir);
}
