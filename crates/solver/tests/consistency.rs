//! Every position of a solved tier is consistent with its moves: a win in n has a move to a
//! loss in n − 1 and none shorter, a loss in n has only moves to wins in at most n − 1 (one
//! in exactly n − 1), a draw has no move to a loss and a move to a draw.

mod common;

use common::{rules, temp_dir};
use reynard_rules::Family;
use reynard_rules::hunt::Rules;
use reynard_solver::{NoProgress, Tablebase, Value};

fn check(name: &str, rules: &Rules) {
    let dir = temp_dir(name);
    let tb = Tablebase::new(rules, &dir);
    let report = tb.solve(&NoProgress).expect("solved");
    let mut seen = [0usize; 3];
    for t in &report.tiers {
        assert_eq!(t.wins + t.losses + t.draws, t.positions);
        for i in 0..t.slots {
            let Some((pos, value)) = tb.slot(t.tier, i).expect("a slot") else { continue };
            let text = rules.position_text(&pos);
            if let Some(outcome) = rules.outcome(&pos) {
                let want = if outcome.winner() == Some(pos.side()) { Value::Win(0) } else { Value::Loss(0) };
                assert_eq!(value, want, "{name} {text}: decided");
                continue;
            }
            let moves: Vec<Value> =
                tb.probe_moves(&pos).expect("moves").into_iter().map(|(_, v)| v).collect();
            assert!(!moves.is_empty());
            match value {
                Value::Win(n) => {
                    seen[0] += 1;
                    let best = moves
                        .iter()
                        .filter_map(|v| if let Value::Win(d) = v { Some(*d) } else { None })
                        .min();
                    assert_eq!(best, Some(n), "{name} {text}: win in {n}");
                }
                Value::Loss(n) => {
                    seen[1] += 1;
                    assert!(
                        moves.iter().all(|v| matches!(v, Value::Loss(_))),
                        "{name} {text}: loss with a way out"
                    );
                    let longest = moves.iter().map(|v| v.plies()).max();
                    assert_eq!(longest, Some(n), "{name} {text}: loss in {n}");
                }
                Value::Draw => {
                    seen[2] += 1;
                    assert!(
                        !moves.iter().any(|v| matches!(v, Value::Win(_))),
                        "{name} {text}: draw with a win"
                    );
                    assert!(moves.contains(&Value::Draw), "{name} {text}: draw without a drawing move");
                }
            }
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{name}: wins and losses expected, saw {seen:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hare_tiers_are_consistent() {
    check("c-hare", &rules("catch-the-hare", &["flock_points=a1,b1,c1,d1,e1", "fox_wins_at=3"]));
}

#[test]
fn mandatory_deferred_tiers_are_consistent() {
    check(
        "c-deferred",
        &rules(
            "coyote",
            &["flock_points=a1,b1,c1,d1", "fox_wins_at=2", "capture=mandatory", "removal=deferred"],
        ),
    );
}

#[test]
fn huffing_tiers_are_consistent() {
    check(
        "c-huff",
        &rules(
            "catch-the-hare",
            &["hunter_points=b4,d4", "flock_points=b1,c1", "fox_wins_at=0", "huffing=true"],
        ),
    );
}

#[test]
fn breakthrough_tiers_are_consistent() {
    check("c-forward", &rules("fox-geese-forward", &["flock_points=c1,d1,e1", "fox_wins_at=1"]));
}
