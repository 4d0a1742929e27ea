//! Perfect play from tables that hold values only: the winner, who knows only which moves
//! win, searches among them and converts the win against perfect defence (judged by the
//! tables with distances), never letting it slip.

use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Game, VariantOptions};
use reynard_search::DefaultEvaluator;
use reynard_search::alphabeta::AlphaBeta;
use reynard_search::alphabeta::CONTEMPT;
use reynard_search::limits::Limits;
use reynard_search::oracle::{Known, perfect_move};
use reynard_solver::compressed::{Contents, compress_file, compressed_path};
use reynard_solver::{NoProgress, Tablebase, Value};
use reynard_tables::TableDir;
use reynard_tables::puzzles::{PuzzleOptions, draw_puzzles};

#[test]
fn a_win_is_converted_from_values_only_tables() {
    let mut variant = Variant::preset("catch-the-hare").expect("preset");
    for pair in ["flock_points=a1,b1,c1,d1", "fox_wins_at=1"] {
        variant.set_pair(pair).expect("an option");
    }
    let rules = Rules::new(&variant).expect("rules");
    let base = std::env::temp_dir().join(format!("reynard-values-only-{}", std::process::id()));
    let (full_dir, wdl_dir) = (base.join("full"), base.join("wdl"));
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&wdl_dir).expect("a folder");
    let full = Tablebase::new(&rules, &full_dir);
    full.solve(&NoProgress).expect("solved");
    for tier in full.tiers() {
        let target = compressed_path(&wdl_dir.join(full.path(tier).file_name().expect("a name")));
        compress_file(&full.path(tier), &target, 3, &Contents::ValuesOnly).expect("compressed");
    }
    let wdl = TableDir::new(&wdl_dir).hunt(&rules).expect("the folder exists");
    let perfect = TableDir::new(&full_dir).hunt(&rules).expect("the folder exists");
    // Won positions at some distance, from the tables with distances.
    let options = PuzzleOptions { min_plies: 5, max_plies: 21, seed: 3, ..PuzzleOptions::default() };
    let starts = draw_puzzles(&full, 4, &options).expect("drawn");
    assert!(!starts.is_empty(), "won positions to play from");
    for start in starts {
        let winner = start.position.side();
        assert_eq!(wdl.probe(&rules, &start.position), Some(Known::Win(Known::UNKNOWN)));
        let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 16);
        engine.set_oracle(Some(wdl.clone()));
        engine.set_contempt(CONTEMPT);
        let mut game = Game::from_position(rules.clone(), start.position);
        let bound = 4 * usize::from(start.plies) + 20;
        while game.outcome().is_none() && game.moves().len() < bound {
            let pos = *game.position();
            let mv = if pos.side() == winner {
                let found = engine.search(&pos, &game.history_hashes(), &Limits::depth(6), |_| {});
                let mv = found.best.expect("a move");
                // Every move keeps the win, by the tables with distances.
                let after = rules.play_unchecked(&pos, mv);
                let kept =
                    rules.outcome(&after).is_some() || matches!(full.probe(&after), Ok(Value::Loss(_)));
                assert!(kept, "{} threw the win away", rules.move_text(&pos, mv));
                mv
            } else {
                perfect_move(&rules, perfect.as_ref(), &pos, |_| 0).expect("known").0
            };
            game.play(mv).expect("a legal move");
        }
        let outcome = game.outcome().expect("the game ended within the bound");
        assert_eq!(
            outcome.winner(),
            Some(winner),
            "won in {} plies (perfect: {})",
            game.moves().len(),
            start.plies
        );
    }
    let _ = std::fs::remove_dir_all(&base);
}
