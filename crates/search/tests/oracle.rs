//! Playing from an oracle (solved tables): the shortest win, the longest loss, a kept draw.

use reynard_rules::Family;
use reynard_rules::hunt::{Move, Position, Rules};
use reynard_search::oracle::{Known, Oracle, perfect_move};
use reynard_search::score::{loss_in, win_in};
use reynard_search::{AlphaBeta, DefaultEvaluator, Limits};
use std::collections::HashMap;
use std::sync::Arc;

/// An oracle that knows a fixed set of positions.
struct Table(HashMap<Position, Known>);

impl Oracle<Rules> for Table {
    fn probe(&self, _rules: &Rules, pos: &Position) -> Option<Known> {
        self.0.get(pos).copied()
    }
}

fn setup(text: &str) -> (Rules, Position, Vec<Move>) {
    let rules = Rules::preset("fox-geese").expect("a preset");
    let pos = rules.parse_position(text).expect("a position");
    let moves = rules.moves(&pos);
    (rules, pos, moves)
}

/// An oracle giving each child of `pos` a value by the index of its move.
fn oracle_for(rules: &Rules, pos: &Position, root: Known, child: impl Fn(usize, Move) -> Known) -> Table {
    let mut known = HashMap::from([(*pos, root)]);
    for (i, mv) in rules.moves(pos).into_iter().enumerate() {
        known.insert(rules.play_unchecked(pos, mv), child(i, mv));
    }
    Table(known)
}

#[test]
fn the_winner_takes_the_shortest_win() {
    let (rules, pos, moves) = setup("d4/a3,b3,c3,e3,f3,g3,c1 f");
    assert!(moves.len() > 3);
    // Child i loses for the fox in 10 - i plies (a win for the geese in 11 - i).
    let table = oracle_for(&rules, &pos, Known::Win(5), |i, _| Known::Loss(10u32.saturating_sub(i as u32)));
    let (mv, value) = perfect_move(&rules, &table, &pos, |_| 0).expect("known");
    assert_eq!(value, Known::Win(5));
    assert_eq!(mv, moves[moves.len().min(11) - 1]);
}

#[test]
fn the_loser_resists_longest_and_a_draw_is_kept() {
    let (rules, pos, moves) = setup("d4/a3,b3,c3,e3,f3,g3,c1 f");
    let table = oracle_for(&rules, &pos, Known::Loss(9), |i, _| Known::Win(2 + i as u32));
    let (mv, _) = perfect_move(&rules, &table, &pos, |_| 0).expect("known");
    assert_eq!(mv, moves[moves.len() - 1]);
    // Only moves 1 and 2 keep the draw; the preference picks move 2 of those.
    let table =
        oracle_for(
            &rules,
            &pos,
            Known::Draw,
            |i, _| if i == 1 || i == 2 { Known::Draw } else { Known::Win(3) },
        );
    let (mv, _) = perfect_move(&rules, &table, &pos, |m| if m == moves[2] { 10 } else { 0 }).expect("known");
    assert_eq!(mv, moves[2]);
}

#[test]
fn an_unknown_child_leaves_the_choice_to_the_search() {
    let (rules, pos, _) = setup("d4/a3,b3,c3,e3,f3,g3,c1 f");
    let mut table = oracle_for(&rules, &pos, Known::Draw, |_, _| Known::Draw);
    let first = rules.moves(&pos)[0];
    table.0.remove(&rules.play_unchecked(&pos, first));
    assert!(perfect_move(&rules, &table, &pos, |_| 0).is_none());
}

#[test]
fn the_engine_plays_the_oracles_move_with_its_score() {
    let (rules, pos, moves) = setup("d4/a3,b3,c3,e3,f3,g3,c1 f");
    let table =
        oracle_for(&rules, &pos, Known::Win(3), |i, _| if i == 4 { Known::Loss(2) } else { Known::Draw });
    let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 1);
    engine.set_oracle(Some(Arc::new(table)));
    let result = engine.search(&pos, &[], &Limits::depth(6), |_| {});
    assert_eq!(result.best, Some(moves[4]));
    assert_eq!(result.score, win_in(3));
    let table = oracle_for(&rules, &pos, Known::Loss(7), |_, _| Known::Win(6));
    engine.set_oracle(Some(Arc::new(table)));
    assert_eq!(engine.search(&pos, &[], &Limits::depth(6), |_| {}).score, loss_in(7));
}

#[test]
fn only_the_strong_levels_consult_the_oracle() {
    use reynard_search::level::Level;
    use reynard_search::player::{LevelPlayer, Player};
    // An oracle that calls a blunder (the last move) the only win: level 10 follows it,
    // level 8 never asks it (its search finds the position quiet and plays elsewhere).
    let (rules, pos, moves) = setup("d4/a3,b3,c3,e3,f3,g3,c1 f");
    let blunder = moves[moves.len() - 1];
    let table = Arc::new(oracle_for(&rules, &pos, Known::Win(1), |_, m| {
        if m == blunder { Known::Loss(0) } else { Known::Draw }
    }));
    let strong = Level::new(10).expect("a level");
    let mut player = LevelPlayer::new(&rules, strong, None, 1).with_oracle(Some(table.clone()));
    assert_eq!(player.choose(&rules, &[], &pos), Some(blunder));
    let weak = Level::new(8).expect("a level");
    let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 1);
    let unaided = weak.choose(&mut engine, &[], &pos, None, &mut reynard_search::Rng::new(1));
    assert_ne!(unaided, Some(blunder), "the test needs a search that disagrees with the oracle");
    let mut player = LevelPlayer::new(&rules, weak, None, 1).with_oracle(Some(table));
    assert_eq!(player.choose(&rules, &[], &pos), unaided);
}
