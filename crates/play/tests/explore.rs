//! The explorer and the review against the plain minimax of the solver's tests (every
//! position reachable from a tiny Bagh-Chal start, solved by iteration), and the engine's
//! scores on an unsolved game.

#[path = "../../solver/tests/common/naive.rs"]
mod naive;

use reynard_play::explore::explore;
use reynard_play::{AnyGame, AnyRules, ExploreView};
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Game, VariantOptions};
use reynard_search::limits::Limits;
use reynard_solver::{NoProgress, Tablebase, Value};
use reynard_tables::TableDir;
use std::path::PathBuf;

/// One tiger on c3, three goats to place, one capture wins: small enough to enumerate.
fn tiny_rules() -> Rules {
    let mut variant = Variant::preset("bagh-chal").expect("preset");
    for (key, value) in [("hunter_points", "c3"), ("flock_in_hand", "3"), ("fox_wins_at", "19")] {
        variant.set(key, value).expect("an option");
    }
    Rules::new(&variant).expect("rules")
}

/// A value as the explorer says it.
fn words(value: Value) -> (&'static str, Option<u32>) {
    match value {
        Value::Win(n) => ("win", Some(n.into())),
        Value::Loss(n) => ("loss", Some(n.into())),
        Value::Draw => ("draw", None),
    }
}

struct TempTables(PathBuf);

/// A fresh folder `name` with `rules` solved in it.
fn solved(rules: &Rules, name: &str) -> TempTables {
    let dir = TempTables(std::env::temp_dir().join(format!("reynard-{name}-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&dir.0);
    Tablebase::new(rules, &dir.0).solve(&NoProgress).expect("solved");
    dir
}

impl Drop for TempTables {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn solved_values_of_every_move_agree_with_a_plain_retrograde_analysis() {
    let rules = tiny_rules();
    let dir = solved(&rules, "explore");
    let tables = TableDir::new(&dir.0);
    let naive = naive::naive_values(&rules, rules.game_start());
    // The start (three goats in hand: the tables know only its children), then positions
    // along a line of play that takes the first listed move each time.
    let mut game = Game::new(rules.clone());
    let mut checked = 0;
    for _ in 0..12 {
        let view: ExploreView = explore(&game, &Limits::depth(1), &tables);
        let (value, plies) = words(naive[game.position()]);
        if view.at.kind == "over" {
            assert_eq!(view.at.value, Some(value));
            break;
        }
        assert_eq!(view.at.kind, "solved", "at ply {}", game.moves().len());
        assert_eq!(
            (view.at.value, view.at.plies),
            (Some(value), plies),
            "the position at ply {}",
            view.at.ply
        );
        let legal = game.legal_moves();
        assert_eq!(view.moves.len(), legal.len(), "every legal move once");
        for mv in legal {
            let text = rules.move_text(game.position(), mv);
            let listed = view.moves.iter().find(|m| m.notation == text).expect("the move is listed");
            let (value, plies) = words(naive[&rules.play_unchecked(game.position(), mv)]);
            assert_eq!((listed.value, listed.plies), (Some(value), plies), "after {text}");
            checked += 1;
        }
        // Best first for the mover: the first move's value gives the position's.
        let first = &view.moves[0];
        let expect = match first.value {
            Some("loss") => "win",
            Some("win") => "loss",
            _ => "draw",
        };
        assert_eq!(view.at.value, Some(expect));
        game.play_text(&view.moves[view.moves.len() - 1].notation).expect("a listed move is legal");
    }
    assert!(checked > 50, "only {checked} moves checked");
}

#[test]
fn unsolved_games_list_every_move_with_the_engines_score_best_first() {
    let game = AnyRules::from_preset("hnefatafl-9", &[] as &[&str]).expect("a preset").new_game();
    let tables = TableDir::new("/nonexistent/reynard-tables");
    let view = game.explore(&Limits::depth(2), &tables);
    assert_eq!(view.at.kind, "engine");
    assert_eq!(view.depth, Some(2));
    let AnyGame::Tafl(g) = &game else { panic!("a tafl game") };
    assert_eq!(view.moves.len(), g.legal_moves().len(), "every legal move once");
    let scores: Vec<i32> = view.moves.iter().map(|m| m.score.expect("scored")).collect();
    assert!(scores.windows(2).all(|w| w[0] <= w[1]), "best first: the opponent's score rises: {scores:?}");
    assert_eq!(view.at.score, Some(-scores[0]), "the position's score is its best move's");
    assert!(view.moves.iter().all(|m| m.value.is_none()), "nothing forced at depth 2");
}

#[test]
fn a_finished_game_has_no_moves_and_says_who_won() {
    use reynard_rules::Family;
    let rules = tiny_rules();
    // Two of the three goats taken: the tiger has won, and the goats to move have lost.
    let over = rules.parse_position("c3/a1 f 0").expect("a position");
    let game = Game::from_position(rules, over);
    let view = explore(&game, &Limits::depth(1), &TableDir::new("/nonexistent"));
    assert_eq!((view.at.kind, view.at.side), ("over", "flock"));
    assert_eq!((view.at.value, view.at.plies), (Some("loss"), Some(0)));
    assert!(view.moves.is_empty());
}

/// The mover's value before a move and the opponent's after it, as the review judges them.
fn naive_verdict(before: Value, after: Value) -> Option<&'static str> {
    match (before, after) {
        (Value::Win(_), Value::Loss(_)) => None,
        (Value::Win(_), _) => Some("lost_win"),
        (Value::Draw, Value::Win(_)) => Some("lost_draw"),
        _ => None,
    }
}

#[test]
fn a_review_marks_exactly_the_moves_that_threw_a_value_away() {
    let rules = tiny_rules();
    let dir = solved(&rules, "review");
    let tables = TableDir::new(&dir.0);
    let naive = naive::naive_values(&rules, rules.game_start());
    // A line that alternates the worst and the best move for the side moving, so that
    // values are thrown away and kept.
    let mut game = Game::new(rules.clone());
    for ply in 0..14 {
        let view = explore(&game, &Limits::depth(1), &tables);
        let Some(pick) = (if ply % 2 == 0 { view.moves.last() } else { view.moves.first() }) else { break };
        game.play_text(&pick.notation).expect("a listed move");
    }
    let review = reynard_play::review::review(&game, &Limits::depth(1), &tables);
    assert_eq!(review.points.len(), game.moves().len() + 1);
    assert_eq!(review.moves.len(), game.moves().len());
    let mut marked = 0;
    for (i, judged) in review.moves.iter().enumerate() {
        let (before, after) = (&game.positions()[i], &game.positions()[i + 1]);
        let expected = naive_verdict(naive[before], naive[after]);
        assert_eq!(judged.verdict, expected, "move {} {}", i + 1, judged.notation);
        assert_eq!(judged.best.is_some(), expected.is_some());
        marked += usize::from(expected.is_some());
    }
    assert!(marked > 0, "the line throws something away");
    summary_matches_the_marks(&review);
    for (i, point) in review.points.iter().enumerate() {
        let (value, plies) = words(naive[&game.positions()[i]]);
        assert_eq!((point.at.value, point.at.plies), (Some(value), plies), "ply {i}");
        // The course: a win for the hunter (first seat) above ½, a draw at 0, a loss below.
        let hunter_view = if point.at.side == "hunter" { point.advantage } else { -point.advantage };
        match value {
            "win" => assert!(hunter_view > 0.5 && hunter_view <= 1.0, "{point:?}"),
            "loss" => assert!((-1.0..-0.5).contains(&hunter_view), "{point:?}"),
            _ => assert_eq!(hunter_view, 0.0),
        }
    }
}

#[test]
fn a_review_without_tables_measures_each_move_against_the_engines_best() {
    let mut game = AnyRules::from_preset("hnefatafl-9", &[] as &[&str]).expect("a preset").new_game();
    for text in ["d1-d3", "e3-f3", "a4-b4"] {
        game.play_text(text).expect("a legal move");
    }
    let review = game.review(&Limits::depth(2), &TableDir::new("/nonexistent"));
    assert_eq!((review.points.len(), review.moves.len()), (4, 3));
    engine_marks_match_the_scores(&review);
}

#[test]
fn a_line_of_poor_moves_gets_inaccuracies_mistakes_or_blunders_by_the_win_percentage() {
    // Fox and Geese with nothing solved: the geese play their worst move by the engine,
    // the fox its best, so that the geese lose percentage move after move.
    let rules = Rules::new(&Variant::preset("fox-geese").expect("preset")).expect("rules");
    let tables = TableDir::new("/nonexistent");
    let mut game = Game::new(rules);
    for ply in 0..12 {
        let view = explore(&game, &Limits::depth(2), &tables);
        let Some(pick) = (if ply % 2 == 0 { view.moves.last() } else { view.moves.first() }) else { break };
        game.play_text(&pick.notation).expect("a listed move");
    }
    let review = reynard_play::review::review(&game, &Limits::depth(2), &tables);
    engine_marks_match_the_scores(&review);
    let marked: usize = review.summary.iter().map(|s| s.inaccuracies + s.mistakes + s.blunders).sum();
    assert!(marked > 0, "the worst moves are marked: {:?}", review.summary);
}

/// Every move of an engine-judged review classified again here from its scores.
fn engine_marks_match_the_scores(review: &reynard_play::ReviewView) {
    for judged in &review.moves {
        let drop = judged.drop.expect("scored");
        assert!(drop >= 0, "no move beats the best: {judged:?}");
        let (best, played) = (judged.best_score.expect("scored"), judged.played_score.expect("scored"));
        assert_eq!(best - played, drop);
        // Recomputed here: lichess's curve on the chart's scale, thresholds 5, 10, 15 points.
        let percent = |s: i32| 100.0 / (1.0 + (-(f64::from(s.clamp(-1000, 1000))) / 300.0).exp());
        let loss = (percent(best) - percent(played)).max(0.0);
        assert!((judged.loss.expect("measured") - loss).abs() < 1e-9, "{judged:?}");
        let expected = if loss >= 15.0 {
            Some("blunder")
        } else if loss >= 10.0 {
            Some("mistake")
        } else if loss >= 5.0 {
            Some("inaccuracy")
        } else {
            None
        };
        assert_eq!(judged.verdict, expected, "{judged:?}");
    }
    summary_matches_the_marks(review);
}

#[test]
fn an_unproven_course_stays_within_a_half() {
    let mut game = AnyRules::from_preset("hnefatafl-9", &[] as &[&str]).expect("a preset").new_game();
    for text in ["d1-d3", "e3-f3", "a4-b4"] {
        game.play_text(text).expect("a legal move");
    }
    let review = game.review(&Limits::depth(2), &TableDir::new("/nonexistent"));
    for point in &review.points {
        assert_eq!(point.at.kind, "engine");
        assert!(point.advantage.abs() < 0.5, "an unproven score stays within ±½: {point:?}");
    }
}

#[test]
fn values_only_tables_give_values_without_distances() {
    use reynard_rules::Family;
    use reynard_solver::compressed::{Contents, compress_file, compressed_path};
    // No placement phase: every value is read from the tables (Bagh-Chal's would be searched
    // on top of them, and near the end of a game that search finds distances).
    let mut variant = Variant::preset("catch-the-hare").expect("preset");
    for pair in ["flock_points=a1,b1,c1,d1", "fox_wins_at=1"] {
        variant.set_pair(pair).expect("an option");
    }
    let rules = Rules::new(&variant).expect("rules");
    let full = TempTables(std::env::temp_dir().join(format!("reynard-explore-full-{}", std::process::id())));
    let wdl = TempTables(std::env::temp_dir().join(format!("reynard-explore-wdl-{}", std::process::id())));
    let _ = std::fs::remove_dir_all(&full.0);
    let _ = std::fs::remove_dir_all(&wdl.0);
    std::fs::create_dir_all(&wdl.0).expect("a folder");
    let tb = Tablebase::new(&rules, &full.0);
    tb.solve(&NoProgress).expect("solved");
    for tier in tb.tiers() {
        let target = compressed_path(&wdl.0.join(tb.path(tier).file_name().expect("a name")));
        compress_file(&tb.path(tier), &target, 3, &Contents::ValuesOnly).expect("compressed");
    }
    let game = Game::new(rules.clone());
    let with = explore(&game, &Limits::depth(1), &TableDir::new(&full.0));
    let without = explore(&game, &Limits::depth(1), &TableDir::new(&wdl.0));
    assert_eq!(without.at.kind, "solved");
    assert_eq!(without.at.value, with.at.value, "the same value");
    // Distances only where the rules end the game at once (a move that ends it).
    for m in &without.moves {
        let mv = rules.parse_move(game.position(), &m.notation).expect("a listed move");
        let ends = rules.outcome(&rules.play_unchecked(game.position(), mv)).is_some();
        assert_eq!(m.plies.is_some(), ends, "{}: {:?}", m.notation, m.plies);
    }
    let values = |v: &ExploreView| {
        let mut all: Vec<(String, Option<&str>)> =
            v.moves.iter().map(|m| (m.notation.clone(), m.value)).collect();
        all.sort();
        all
    };
    assert_eq!(values(&without), values(&with), "every move's value kept");
}

/// Each side's summary counts its moves' marks and averages their losses.
fn summary_matches_the_marks(review: &reynard_play::ReviewView) {
    assert_eq!(review.summary.len(), 2);
    for s in &review.summary {
        let mine: Vec<_> = review.moves.iter().filter(|m| m.side == s.side).collect();
        let count = |v: &str| mine.iter().filter(|m| m.verdict == Some(v)).count();
        assert_eq!(
            (s.inaccuracies, s.mistakes, s.blunders, s.lost_wins, s.lost_draws),
            (count("inaccuracy"), count("mistake"), count("blunder"), count("lost_win"), count("lost_draw")),
            "{s:?}"
        );
        let losses: Vec<f64> = mine.iter().filter_map(|m| m.loss).collect();
        assert_eq!(s.measured, losses.len());
        match s.average_loss {
            None => assert!(losses.is_empty()),
            Some(average) => {
                let mean = losses.iter().sum::<f64>() / losses.len() as f64;
                assert!((average - mean).abs() <= 0.05 + 1e-9, "{average} against {mean}");
            }
        }
    }
}
