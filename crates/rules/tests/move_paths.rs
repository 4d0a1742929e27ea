//! Every path of a jump chain: a chain round a square can be entered either way round, and
//! each path listed is read back as the same move.

mod common;

use common::*;
use reynard_rules::Family;

#[test]
fn a_chain_round_a_square_has_two_paths() {
    let rules = preset("fox-geese");
    let start = pos(&rules, "c3/c1,d1,e1,d3,c4,e4,d5,c7,d7,e7,a4,g4 h");
    let round = rules
        .moves(&start)
        .into_iter()
        .find(|m| m.captured.count_ones() == 4 && m.from == Some(m.to))
        .expect("the fox jumps round the square back to c3");
    let paths = rules.move_paths(&start, round, 16);
    let texts: Vec<String> = paths
        .iter()
        .map(|p| p.iter().map(|&q| rules.board().name(q)).collect::<Vec<_>>().join("x"))
        .collect();
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(texts.contains(&"c3xe3xe5xc5xc3".to_string()), "{texts:?}");
    assert!(texts.contains(&"c3xc5xe5xe3xc3".to_string()), "{texts:?}");
    assert!(texts.contains(&rules.move_text(&start, round)), "the notation's path is one of them");
    for text in &texts {
        assert_eq!(rules.parse_move(&start, text).expect("accepted"), round, "{text}");
    }
    assert_eq!(rules.move_paths(&start, round, 1).len(), 1, "the limit holds");
}

#[test]
fn a_step_has_one_path() {
    let rules = preset("fox-geese");
    let start = rules.fixed_start();
    let mv = rules.moves(&start).into_iter().next().expect("a move");
    assert_eq!(rules.move_paths(&start, mv, 16), vec![rules.move_path(&start, mv)]);
}
