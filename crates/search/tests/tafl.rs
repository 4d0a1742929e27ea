//! The alpha-beta engine and the tafl evaluation on tafl positions.

use proptest::prelude::*;
use reynard_rules::Family;
use reynard_rules::Ruleset;
use reynard_rules::tafl::{Cells, Position, Rules, Side, cell_bit};
use reynard_search::Rng;
use reynard_search::player::{GreedyPlayer, LevelPlayer, Player};
use reynard_search::score::{WIN_THRESHOLD, proven, win_in};
use reynard_search::{AlphaBeta, DefaultEvaluator, Evaluator, Limits};

fn rules(id: &str) -> Rules {
    Rules::preset(id).expect("a preset")
}

fn engine(rules: &Rules) -> AlphaBeta<Rules, <Rules as DefaultEvaluator>::Eval> {
    AlphaBeta::new(rules.clone(), rules.evaluator(), 4)
}

/// A position from piece lists; `side` is 'a' or 'd'.
fn board(rules: &Rules, attackers: &[&str], defenders: &[&str], king: &str, side: char) -> Position {
    let g = rules.geometry();
    let set = |names: &[&str]| {
        names.iter().map(|n| cell_bit::<Cells>(g.parse(n).expect("a cell"))).fold(0, |a, b| a | b)
    };
    let side = if side == 'a' { Side::Attackers } else { Side::Defenders };
    Position::new(set(attackers), set(defenders), g.parse(king), side)
}

#[test]
fn the_king_escapes_in_one() {
    let rules = rules("hnefatafl-11");
    // The king on a5 reaches the corner a1 down the a-file (a8 blocks the road north).
    let pos = board(&rules, &["f2", "e3", "a8", "h11"], &["g6", "d4"], "a5", 'd');
    let result = engine(&rules).search(&pos, &[], &Limits::depth(4), |_| {});
    assert_eq!(result.best.map(|m| rules.move_text(&pos, m)).as_deref(), Some("a5-a1"));
    assert_eq!(result.score, win_in(1));
    assert_eq!(proven(result.score), Some((true, 1)));
}

#[test]
fn the_attackers_capture_the_king_in_one() {
    let rules = rules("hnefatafl-9");
    // The king on c3, away from the throne: b3 and a move to d3 take him.
    let pos = board(&rules, &["b3", "d6", "h2"], &["g7", "f8"], "c3", 'a');
    let result = engine(&rules).search(&pos, &[], &Limits::depth(4), |_| {});
    assert_eq!(result.best.map(|m| rules.move_text(&pos, m)).as_deref(), Some("d6-d3xc3"));
    assert_eq!(result.score, win_in(1));
}

#[test]
fn the_attackers_block_a_single_road() {
    let rules = rules("hnefatafl-11");
    // The king on a5 threatens a5-a1 (a8 blocks the road north): the attackers must close
    // the road, as c3-a3 does.
    let pos = board(&rules, &["c3", "a8", "h11", "k6"], &["g6"], "a5", 'a');
    let result = engine(&rules).search(&pos, &[], &Limits::depth(3), |_| {});
    let best = result.best.map(|m| rules.move_text(&pos, m)).expect("a move");
    let after = rules.play_unchecked(&pos, result.best.expect("a move"));
    let mut replies = Vec::new();
    rules.legal_moves(&after, &mut replies);
    let king_escapes = replies.iter().any(|&m| rules.terminal(&rules.play_unchecked(&after, m)).is_some());
    assert!(!king_escapes, "{best} lets the king escape");
    assert!(result.score > -WIN_THRESHOLD, "{best}: {}", result.score);
}

#[test]
fn the_evaluation_likes_open_roads_and_dislikes_a_closed_cordon() {
    let rules = rules("hnefatafl-11");
    let mut eval = rules.evaluator();
    let start = rules.start();
    // At the start the game is about even.
    let even = eval.evaluate(&rules, &start);
    assert!(even.abs() < 300, "{even}");
    // Two roads with the attackers to move is nearly lost for them.
    let forked = board(&rules, &["f2", "j10"], &["g6"], "c1", 'a');
    assert!(eval.evaluate(&rules, &forked) < -3000);
    // A king shut in by a ring of attackers is worse for the defenders than a free one.
    let ring = ["e5", "f5", "g5", "h6", "g7", "f7", "e7", "d6"];
    let shut = board(&rules, &ring, &[], "f6", 'd');
    let free = board(&rules, &["a2", "b1", "j1", "k2", "a10", "b11", "j11", "k10"], &[], "f6", 'd');
    assert!(eval.evaluate(&rules, &shut) < eval.evaluate(&rules, &free));
}

#[test]
fn level_ten_plays_hnefatafl_nine_against_greedy() {
    let rules = rules("hnefatafl-9");
    let mut strong = LevelPlayer::new(&rules, reynard_search::level::Level::new(10).expect("10"), None, 1);
    let mut greedy = GreedyPlayer(Rng::new(2));
    let mut pos = rules.start();
    for _ in 0..6 {
        if rules.terminal(&pos).is_some() {
            break;
        }
        let player: &mut dyn Player<Rules> =
            if pos.side() == Side::Attackers { &mut strong as &mut dyn Player<Rules> } else { &mut greedy };
        let _ = player.name();
        let mv = Player::choose(player, &rules, &[], &pos).expect("a move");
        assert!(rules.is_legal(&pos, mv));
        pos = rules.play_unchecked(&pos, mv);
    }
}

/// A random position reached by random play from a preset's start.
fn random_position(rules: &Rules, seed: u64, plies: usize) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = rules.start();
    let mut moves = Vec::new();
    for _ in 0..plies {
        if rules.terminal(&pos).is_some() {
            break;
        }
        rules.legal_moves(&pos, &mut moves);
        pos = rules.play_unchecked(&pos, moves[rng.below(moves.len())]);
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_engine_plays_only_legal_moves(seed in any::<u64>(), plies in 0usize..80, preset in 0usize..3) {
        let id = ["hnefatafl-9", "hnefatafl-11", "copenhagen-11"][preset];
        let rules = rules(id);
        let pos = random_position(&rules, seed, plies);
        let result = engine(&rules).search(&pos, &[], &Limits::depth(2), |_| {});
        match rules.terminal(&pos) {
            Some(_) => prop_assert_eq!(result.best, None),
            None => {
                let best = result.best.expect("a move when the game goes on");
                prop_assert!(rules.is_legal(&pos, best), "{}", rules.position_text(&pos));
            }
        }
    }
}

/// Plays the first move of a fixed cycle that is legal: a player that repeats.
struct Shuffler(&'static [&'static str]);

impl Player<Rules> for Shuffler {
    fn name(&self) -> String {
        "shuffler".into()
    }

    fn choose(&mut self, rules: &Rules, _game: &[u64], pos: &Position) -> Option<reynard_rules::tafl::Move> {
        self.0.iter().find_map(|text| rules.parse_move(pos, text).ok())
    }
}

#[test]
fn a_match_game_judges_repetition_by_the_variant() {
    use reynard_search::matches::{GameEnd, MatchConfig, play_game};
    let config = MatchConfig { opening_plies: 0, ..MatchConfig::default() };
    let a = |_seed: u64| -> Box<dyn Player<Rules>> { Box::new(Shuffler(&["d1-c1", "c1-d1"])) };
    let b = |_seed: u64| -> Box<dyn Player<Rules>> { Box::new(Shuffler(&["f4-e4", "e4-f4"])) };
    for (id, winner) in [("hnefatafl-11", None), ("copenhagen-11", Some(Side::Attackers))] {
        let result = play_game(&rules(id), &a, &b, 0, &config, None);
        assert_eq!(result.end, GameEnd::Repetition, "{id}");
        assert_eq!(result.winner, winner, "{id}");
        assert_eq!(result.plies, 8, "{id}");
    }
}
