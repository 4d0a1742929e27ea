//! The solver agrees with a plain minimax (with cycle handling) on tiny variants, on every
//! position reachable from the start.

mod common;

use common::naive::naive_values;
use common::{rules, temp_dir};
use reynard_rules::Family;
use reynard_rules::hunt::Rules;
use reynard_solver::{NoProgress, Tablebase, Value};

fn check(name: &str, rules: &Rules) {
    let dir = temp_dir(name);
    let tb = Tablebase::new(rules, &dir);
    tb.solve(&NoProgress).expect("solved");
    let naive = naive_values(rules, rules.fixed_start());
    assert!(naive.len() > 100, "{name}: the variant is too small to test anything");
    let mut decided = 0;
    for (pos, want) in &naive {
        let got = tb.probe(pos).expect("probed");
        assert_eq!(got, *want, "{name}: {}", rules.position_text(pos));
        decided += (*want != Value::Draw) as usize;
    }
    assert!(decided > 0, "{name}: nothing decided");
    // The game start (placement included) is the best of its moves.
    let start = rules.game_start();
    let best = tb.probe_moves(&start).expect("moves").first().map(|(_, v)| *v);
    if rules.outcome(&start).is_none() {
        assert_eq!(best, Some(tb.probe(&start).expect("probed")), "{name}: start");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hare_with_four_hunters() {
    check("hare4", &rules("catch-the-hare", &["flock_points=a1,b1,c1,d1", "fox_wins_at=1"]));
}

#[test]
fn hare_first_with_three_hunters() {
    check(
        "hare3",
        &rules("catch-the-hare", &["flock_points=b1,c1,d1", "fox_wins_at=1", "hunter_first=true"]),
    );
}

#[test]
fn coyote_long_lines() {
    check("coyote", &rules("coyote", &["flock_points=a1,b1,c1", "fox_wins_at=1"]));
}

#[test]
fn mandatory_capture() {
    check(
        "mandatory",
        &rules("catch-the-hare", &["flock_points=b1,c1,d1", "fox_wins_at=0", "capture=mandatory"]),
    );
}

#[test]
fn deferred_removal_mandatory() {
    check(
        "deferred",
        &rules(
            "catch-the-hare",
            &["flock_points=b1,c1,c2", "fox_wins_at=0", "capture=mandatory", "removal=deferred"],
        ),
    );
}

#[test]
fn huffing_with_two_hunters() {
    check(
        "huffing",
        &rules(
            "catch-the-hare",
            &["hunter_points=b4,d4", "flock_points=b1,d1", "fox_wins_at=0", "huffing=true"],
        ),
    );
}

#[test]
fn two_hunters_optional() {
    check("two", &rules("catch-the-hare", &["hunter_points=b4,d4", "flock_points=b1,d1", "fox_wins_at=0"]));
}

#[test]
fn forward_flock_with_breakthrough() {
    check(
        "forward",
        &rules(
            "catch-the-hare",
            &[
                "flock_points=a1,b1,c1,d1",
                "fox_wins_at=1",
                "flock_directions=no-backward",
                "breakthrough=true",
                "hunter_first=true",
                "hunter_points=c5",
            ],
        ),
    );
}

#[test]
fn fort_and_placement() {
    check(
        "fort",
        &rules(
            "catch-the-hare",
            &[
                "flock_points=a1,b1,c1",
                "fox_wins_at=1",
                "fort=true",
                "hunter_start=choose",
                "hunter_points=c5",
            ],
        ),
    );
}

#[test]
fn orthogonal_cross() {
    check("cross", &rules("fox-geese", &["flock_points=c1,d1,e1", "fox_wins_at=1"]));
}

// Progress sub-tiers: the flock never steps backwards, so each tier splits by the sum of the
// ranks of the flock (forward steps lead into a sub-tier solved before).

#[test]
fn forward_geese_on_the_cross() {
    check("fwd-cross", &rules("fox-geese-forward", &["flock_points=c1,d1,e1,d2", "fox_wins_at=2"]));
}

#[test]
fn el_coyote_on_the_long_board() {
    check("el-coyote", &rules("el-coyote", &["flock_points=a1,b1,c1", "fox_wins_at=1"]));
}

#[test]
fn forward_flock_with_huffing() {
    check(
        "fwd-huff",
        &rules(
            "catch-the-hare",
            &[
                "hunter_points=b4,d4",
                "flock_points=b1,d1",
                "fox_wins_at=0",
                "huffing=true",
                "flock_directions=no-backward",
            ],
        ),
    );
}

#[test]
fn asalto_officers_and_fort() {
    check("asalto", &rules("asalto", &["flock_points=a3,b3,g3", "fox_wins_at=2"]));
}

#[test]
fn wolf_and_three_sheep_on_the_checkerboard() {
    // No captures, the sheep only forward, the wolf wins on rank 1 (and placement of the
    // wolf on the top rank with `choose`).
    check("wolf-sheep", &rules("wolf-sheep", &["flock_points=a1,c1,e1"]));
    check("wolf-sheep-choose", &rules("wolf-sheep", &["flock_points=c1,e1", "hunter_start=choose"]));
}

#[test]
fn wolf_and_two_sheep_on_the_ten_by_ten_checkerboard() {
    // The 10x10 board numbers its dark squares two ranks to 11 bits (not rank * width +
    // file): indexes, symmetries and progress sub-tiers must follow it.
    check("wolf-sheep-10", &rules("wolf-sheep", &["board=checker10", "flock_points=e1,g1"]));
    check(
        "wolf-sheep-10-capture",
        &rules(
            "wolf-sheep",
            &["board=checker10", "flock_points=c1,e1,g1", "capture=optional", "fox_wins_at=1"],
        ),
    );
}

#[test]
fn bagh_chal_one_tiger_against_goats_placed_from_hand() {
    // Three goats placed one a turn, then moved; one capture wins for the tiger. The
    // placement phase is searched on top of the tables of the positions after it.
    check("bagh1", &rules("bagh-chal", &["hunter_points=c3", "flock_in_hand=3", "fox_wins_at=19"]));
}

#[test]
fn bagh_chal_two_tigers_stepping_while_the_goats_place() {
    check(
        "bagh2",
        &rules(
            "bagh-chal",
            &["hunter_points=a1,e5", "flock_in_hand=2", "fox_wins_at=19", "hunter_first=true"],
        ),
    );
}

#[test]
fn goats_stepping_while_others_are_in_hand_are_refused() {
    let rules = rules("bagh-chal", &["flock_moves_while_placing=true"]);
    let dir = temp_dir("bagh-cycles");
    let tb = Tablebase::new(&rules, &dir);
    assert!(matches!(tb.solve(&NoProgress), Err(reynard_solver::SolveError::PlacementCycles)));
    assert!(matches!(tb.probe(&rules.game_start()), Err(reynard_solver::SolveError::PlacementCycles)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The placement phase solved tier by tier agrees with the search over it (on top of the
/// same tables) at every position with pieces in hand reachable from the start; so do the
/// placement files it writes, read by a probe and by a second solve, which solves nothing.
fn check_placement(name: &str, rules: &Rules) {
    use reynard_solver::placement_solve::Outcome3;
    let dir = temp_dir(name);
    let tb = Tablebase::new(rules, &dir);
    tb.solve(&NoProgress).expect("solved");
    // The search's values first: once the placement files are written, a probe reads them.
    let start = rules.game_start();
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![start];
    let mut searched = Vec::new();
    while let Some(pos) = todo.pop() {
        if pos.to_place() == 0 || !seen.insert(pos) {
            continue;
        }
        let want = match tb.probe(&pos).expect("probed") {
            Value::Win(_) => Outcome3::Win,
            Value::Loss(_) => Outcome3::Loss,
            Value::Draw => Outcome3::Draw,
        };
        searched.push((pos, want));
        if rules.outcome(&pos).is_none() {
            todo.extend(rules.moves(&pos).into_iter().map(|m| rules.play_unchecked(&pos, m)));
        }
    }
    let values = tb.solve_placement(start.to_place(), &mut |r| assert!(!r.from_file)).expect("solved");
    let from_files = Tablebase::new(rules, &dir);
    let mut read = 0;
    let again = from_files
        .solve_placement(start.to_place(), &mut |r| {
            assert!(r.from_file);
            read += 1;
        })
        .expect("read");
    assert_eq!(read, values.reports.len(), "{name}: every tier read back");
    let counts = |reports: &[reynard_solver::placement_solve::HandTierReport]| {
        let mut c: Vec<_> = reports.iter().map(|r| ((r.tier, format!("{:?}", r.side)), r.counts)).collect();
        c.sort();
        c
    };
    assert_eq!(counts(&values.reports), counts(&again.reports), "{name}: the counts read back");
    let probed = Tablebase::new(rules, &dir);
    for (pos, want) in &searched {
        let text = rules.position_text(pos);
        assert_eq!(values.value(&tb, pos), Some(*want), "{name}: {text}");
        assert_eq!(again.value(&from_files, pos), Some(*want), "{name}, read back: {text}");
        let got = match probed.probe(pos).expect("probed from the files") {
            Value::Win(d) => (Outcome3::Win, d),
            Value::Loss(d) => (Outcome3::Loss, d),
            Value::Draw => (Outcome3::Draw, reynard_solver::UNKNOWN_DISTANCE),
        };
        // A finished game is decided by the rules, with its distance: 0.
        let distance = if rules.outcome(pos).is_some() { 0 } else { reynard_solver::UNKNOWN_DISTANCE };
        let distance = if *want == Outcome3::Draw { reynard_solver::UNKNOWN_DISTANCE } else { distance };
        assert_eq!(got, (*want, distance), "{name}, probed: {text}");
    }
    let wins = searched.iter().filter(|(_, v)| *v != Outcome3::Draw).count();
    assert!(searched.len() > 1000 && wins > 0, "{name}: {} positions, {wins} decided", searched.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bagh_chal_placement_tiers_agree_with_the_search() {
    check_placement(
        "bagh-p1",
        &rules("bagh-chal", &["hunter_points=c3", "flock_in_hand=3", "fox_wins_at=19"]),
    );
    check_placement(
        "bagh-p2",
        &rules(
            "bagh-chal",
            &["hunter_points=a1,e5", "flock_in_hand=3", "fox_wins_at=18", "hunter_first=true"],
        ),
    );
}
