//! The alpha-beta engine, MCTS, levels and players on hunt positions.

use proptest::prelude::*;
use reynard_rules::Family;
use reynard_rules::Ruleset;
use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_search::Rng;
use reynard_search::alphabeta::CONTEMPT;
use reynard_search::level::{Level, pick_with_noise};
use reynard_search::mcts::{self, MctsSettings};
use reynard_search::player::{GreedyPlayer, Player, RandomPlayer};
use reynard_search::score::{loss_in, proven, win_in};
use reynard_search::{AlphaBeta, DefaultEvaluator, Limits};
use std::sync::atomic::{AtomicBool, Ordering};

fn engine(rules: &Rules) -> AlphaBeta<Rules, <Rules as DefaultEvaluator>::Eval> {
    AlphaBeta::new(rules.clone(), rules.evaluator(), 4)
}

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("a preset")
}

/// Geese to move can trap the fox on c7 with d6-d7 (c6 is backed by c5, d7 would be by e7).
const TRAP_IN_ONE: &str = "c7/c5,c6,d6,e7,a3,g3 f";

#[test]
fn finds_a_trap_in_one_with_its_distance() {
    let rules = rules("fox-geese");
    let pos = rules.parse_position(TRAP_IN_ONE).expect("a position");
    let result = engine(&rules).search(&pos, &[], &Limits::depth(4), |_| {});
    assert_eq!(result.best.map(|m| rules.move_text(&pos, m)).as_deref(), Some("d6-d7"));
    assert_eq!(result.score, win_in(1));
    assert_eq!(proven(result.score), Some((true, 1)));
}

#[test]
fn a_finished_game_has_no_best_move() {
    // The fox on c7 is trapped (c6 backed by c5, d7 by e7): it has lost.
    let rules = rules("fox-geese");
    let pos = rules.parse_position("c7/c5,c6,d7,e7,a3,g3,d5 h").expect("a position");
    assert_eq!(rules.terminal(&pos), Some(reynard_rules::Terminal::Loss));
    let result = engine(&rules).search(&pos, &[], &Limits::depth(3), |_| {});
    assert_eq!(result.best, None);
    assert_eq!(result.score, loss_in(0));
}

#[test]
fn the_hare_takes_the_winning_capture() {
    // Catch the hare with 10 hunters (threshold 9): the first capture wins.
    let rules = rules("catch-the-hare");
    let pos = rules.parse_position("c3/a1,b1,c1,d1,e1,a2,b2,c2,d2,d4 h").expect("a position");
    let result = engine(&rules).search(&pos, &[], &Limits::depth(3), |_| {});
    assert_eq!(result.score, win_in(1));
    let mv = result.best.expect("a move");
    assert!(mv.is_capture());
}

#[test]
fn win_distances_are_consistent_with_the_best_move() {
    // If the root is a win in n, the best move's child is a loss in n - 1 for the opponent.
    let rules = rules("fox-geese");
    let pos = rules.parse_position(TRAP_IN_ONE).expect("a position");
    let mut e = engine(&rules);
    let result = e.search(&pos, &[], &Limits::depth(5), |_| {});
    let (win, n) = proven(result.score).expect("proven");
    assert!(win);
    let child = rules.play_unchecked(&pos, result.best.expect("a move"));
    let reply = engine(&rules).search(&child, &[], &Limits::depth(5), |_| {});
    assert_eq!(reply.score, loss_in(n - 1));
}

#[test]
fn node_limited_searches_are_deterministic() {
    let rules = rules("fox-geese-17");
    let pos = rules.fixed_start();
    let a = engine(&rules).search(&pos, &[], &Limits::nodes(20_000), |_| {});
    let b = engine(&rules).search(&pos, &[], &Limits::nodes(20_000), |_| {});
    assert_eq!(a, b);
    assert!(a.nodes >= 20_000 && a.nodes < 21_000, "{}", a.nodes);
    let c = engine(&rules).search(&pos, &[], &Limits::depth(4), |_| {});
    let d = engine(&rules).search(&pos, &[], &Limits::depth(4), |_| {});
    assert_eq!(c, d);
    assert_eq!(c.depth, 4);
}

#[test]
fn a_stopped_search_still_answers_a_legal_move() {
    let rules = rules("asalto");
    let pos = rules.fixed_start();
    let mut e = engine(&rules);
    e.stop_flag().store(true, Ordering::Relaxed);
    let result = e.search(&pos, &[], &Limits::default(), |_| {});
    let mv = result.best.expect("a move even when stopped at once");
    assert!(rules.is_legal(&pos, mv));
}

#[test]
fn iterations_report_info_in_order() {
    let rules = rules("catch-the-hare");
    let pos = rules.fixed_start();
    let mut depths = Vec::new();
    let result = engine(&rules).search(&pos, &[], &Limits::depth(5), |info| {
        assert!(!info.pv.is_empty());
        depths.push(info.depth);
    });
    assert_eq!(depths, [1, 2, 3, 4, 5]);
    assert_eq!(result.pv.first(), result.best.as_ref());
}

#[test]
fn repetition_is_scored_as_a_draw() {
    // The fox on c7 has one move, to d7. If the game already had that position, playing
    // it repeats: the root is a draw, whatever the evaluation says; an engine with a
    // contempt counts it a little against itself.
    let rules = rules("fox-geese");
    let pos = rules.parse_position("c7/c5,c6,a3,b3,f3,g3,e1 h").expect("a position");
    let moves = rules.moves(&pos);
    assert_eq!(moves.len(), 1);
    let child = rules.play_unchecked(&pos, moves[0]);
    let fresh = engine(&rules).search(&pos, &[], &Limits::depth(3), |_| {});
    assert_ne!(fresh.score, 0);
    let repeated = engine(&rules).search(&pos, &[child.hash()], &Limits::depth(3), |_| {});
    assert_eq!(repeated.score, 0);
    let mut playing = engine(&rules);
    playing.set_contempt(CONTEMPT);
    let repeated = playing.search(&pos, &[child.hash()], &Limits::depth(3), |_| {});
    assert_eq!(repeated.score, -CONTEMPT);
}

#[test]
fn an_engine_with_a_contempt_answers_each_side_as_a_fresh_one_would() {
    // The table of a search with a contempt holds scores for its root's side: searching
    // for the other side next must not use them.
    let rules = rules("fox-geese");
    let hunter = rules.parse_position("c7/c5,c6,a3,b3,f3,g3,e1 h").expect("a position");
    let flock = rules.play_unchecked(&hunter, rules.moves(&hunter)[0]);
    let limits = Limits::depth(5);
    let playing = || {
        let mut e = engine(&rules);
        e.set_contempt(CONTEMPT);
        e
    };
    let mut shared = playing();
    shared.search(&hunter, &[], &limits, |_| {});
    let after = shared.search(&flock, &[hunter.hash()], &limits, |_| {});
    let fresh = playing().search(&flock, &[hunter.hash()], &limits, |_| {});
    assert_eq!((after.score, after.best, after.nodes), (fresh.score, fresh.best, fresh.nodes));
}

#[test]
fn noise_never_throws_away_a_win_or_walks_into_a_loss() {
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let picked = pick_with_noise(&[("lose", loss_in(2)), ("even", 0), ("win", win_in(5))], 500, &mut rng);
        assert_eq!(picked, Some("win"));
        let picked = pick_with_noise(&[("lose", loss_in(2)), ("worse", -200), ("even", 0)], 500, &mut rng);
        assert_ne!(picked, Some("lose"));
    }
    // With only losing moves, the longest resistance is not required but some move is made.
    assert!(pick_with_noise(&[("a", loss_in(2)), ("b", loss_in(4))], 10, &mut rng).is_some());
}

#[test]
fn levels_pick_legal_moves_and_low_levels_vary() {
    let rules = rules("fox-geese");
    let pos = rules.fixed_start();
    let legal = rules.moves(&pos);
    let mut seen = std::collections::HashSet::new();
    for seed in 0..12 {
        let mut e = engine(&rules);
        let mv = Level::new(1).expect("level 1").choose(&mut e, &[], &pos, None, &mut Rng::new(seed));
        let mv = mv.expect("a move");
        assert!(legal.contains(&mv));
        seen.insert(mv);
    }
    assert!(seen.len() > 1, "level 1 should not always play the same opening");
    assert!(Level::new(0).is_none() && Level::new(11).is_none());
}

#[test]
fn mcts_finds_the_trap() {
    let rules = rules("fox-geese");
    let pos = rules.parse_position(TRAP_IN_ONE).expect("a position");
    let settings = MctsSettings { playouts: 3000, ..MctsSettings::default() };
    let result = mcts::search(&rules, &pos, &settings, &AtomicBool::new(false));
    assert_eq!(result.best.map(|m| rules.move_text(&pos, m)).as_deref(), Some("d6-d7"));
    assert!(result.win_rate > 0.9, "{}", result.win_rate);
}

#[test]
fn greedy_takes_the_biggest_capture() {
    let rules = rules("fox-geese");
    // Over d4 alone to e4, or the chain over c5 and d6 to e6: two geese.
    let pos = rules.parse_position("c4/d4,c5,d6,a3,b3,c1,d1,e1 h").expect("a position");
    let mut greedy = GreedyPlayer(Rng::new(1));
    let mv = greedy.choose(&rules, &[], &pos).expect("a move");
    assert_eq!(rules.move_text(&pos, mv), "c4xc6xe6");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn the_engine_only_plays_legal_moves(preset in 0usize..10, plies in 0usize..40, seed in any::<u64>()) {
        let id = Variant::preset_ids().nth(preset).expect("ten presets");
        let rules = rules(id);
        let mut pos: Position = rules.game_start();
        let mut random = RandomPlayer(Rng::new(seed));
        for _ in 0..plies {
            if rules.terminal(&pos).is_some() { break; }
            let mv = random.choose(&rules, &[], &pos).expect("a move");
            pos = rules.play_unchecked(&pos, mv);
        }
        let result = engine(&rules).search(&pos, &[], &Limits::nodes(3_000), |_| {});
        match rules.terminal(&pos) {
            Some(_) => prop_assert!(result.best.is_none()),
            None => prop_assert!(rules.is_legal(&pos, result.best.expect("a move"))),
        }
    }
}
