//! Puzzles drawn from the tables of a tiny variant, each checked against the plain minimax
//! of the solver's tests run from the puzzle's own position.

#[path = "../../solver/tests/common/naive.rs"]
mod naive;

use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Family, VariantOptions};
use reynard_solver::{NoProgress, Tablebase, Value};
use reynard_tables::puzzles::{PuzzleKind, PuzzleOptions, draw_puzzles};

fn tiny() -> Rules {
    let mut variant = Variant::preset("catch-the-hare").expect("preset");
    for pair in ["flock_points=a1,b1,c1", "fox_wins_at=1"] {
        variant.set_pair(pair).expect("an option");
    }
    Rules::new(&variant).expect("rules")
}

#[test]
fn every_puzzle_has_one_standout_move_and_a_perfect_solution() {
    let rules = tiny();
    let dir = std::env::temp_dir().join(format!("reynard-puzzles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let tb = Tablebase::new(&rules, &dir);
    tb.solve(&NoProgress).expect("solved");
    let options = PuzzleOptions { min_plies: 3, max_plies: 21, seed: 7, ..PuzzleOptions::default() };
    let puzzles = draw_puzzles(&tb, 10, &options).expect("drawn");
    assert_eq!(puzzles.len(), 10, "enough puzzles in the tables");
    let mut kinds = [0; 2];
    for puzzle in &puzzles {
        let pos = puzzle.position;
        let naive = naive::naive_values(&rules, pos);
        assert_eq!(naive[&pos], Value::Win(puzzle.plies), "{}", rules.position_text(&pos));
        assert!((3..=21).contains(&puzzle.plies));
        // The first move: the only win, or the only fastest.
        let children: Vec<(String, Value)> = rules
            .moves(&pos)
            .into_iter()
            .map(|mv| (rules.move_text(&pos, mv), naive[&rules.play_unchecked(&pos, mv)]))
            .collect();
        assert!(children.len() >= 2, "a choice");
        let wins: Vec<&(String, Value)> =
            children.iter().filter(|(_, v)| matches!(v, Value::Loss(_))).collect();
        let fastest: Vec<&&(String, Value)> =
            wins.iter().filter(|(_, v)| *v == Value::Loss(puzzle.plies - 1)).collect();
        let first = rules.move_text(&pos, puzzle.solution[0]);
        match puzzle.kind {
            PuzzleKind::OnlyWin => assert_eq!(wins.len(), 1, "{children:?}"),
            PuzzleKind::FastestWin => assert!(wins.len() > 1 && fastest.len() == 1, "{children:?}"),
        }
        assert_eq!(fastest[0].0, first, "the solution starts with the standout move");
        kinds[usize::from(puzzle.kind == PuzzleKind::FastestWin)] += 1;
        // The solution: the winner's moves keep the fastest win, the defender's resist
        // longest, and the game ends with the solver's win after exactly `plies` plies.
        assert_eq!(puzzle.solution.len(), usize::from(puzzle.plies));
        let mut at = pos;
        for (k, &mv) in puzzle.solution.iter().enumerate() {
            let left = puzzle.plies - k as u16;
            let best = rules
                .moves(&at)
                .into_iter()
                .map(|m| naive[&rules.play_unchecked(&at, m)])
                .collect::<Vec<_>>();
            let played = naive[&rules.play_unchecked(&at, mv)];
            if k % 2 == 0 {
                assert_eq!(played, Value::Loss(left - 1), "the solver's move {k} is fastest");
            } else {
                assert_eq!(played, Value::Win(left - 1), "the defence's move {k} is longest");
                assert!(
                    best.iter()
                        .all(|v| *v == Value::Win(left - 1) || matches!(v, Value::Win(n) if *n < left - 1))
                );
            }
            at = rules.play_unchecked(&at, mv);
        }
        let outcome = rules.outcome(&at).expect("the game is over");
        assert_eq!(outcome.winner(), Some(pos.side()));
    }
    assert!(kinds[0] > 0, "some only-win puzzles: {kinds:?}");
    // The same seed draws the same puzzles.
    assert_eq!(draw_puzzles(&tb, 10, &options).expect("drawn"), puzzles);
    let _ = std::fs::remove_dir_all(&dir);
}
