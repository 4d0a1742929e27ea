//! RULES.md section 2 in play: captures and chains, optional vs mandatory capture,
//! immediate vs deferred removal, huffing (the documented choice in `hunt/mod.rs`),
//! breakthrough, placement, handicaps, the end rules and their order, repetition,
//! resignation, agreed draws, undo, and the errors each bad input gets.
//! Expected values are worked out by hand from the rule book.

mod common;

use common::*;
use reynard_rules::Family;
use reynard_rules::Perft;
use reynard_rules::VariantOptions;
use reynard_rules::board::{BoardId, LinesNotOnBoard};
use reynard_rules::hunt::{MoveError, OptionError, Rules, Variant, VariantError};
use reynard_rules::record::result_text;
use reynard_rules::{EndReason, Game, GameError, Outcome, Side};
use std::collections::BTreeSet;

fn game_at(rules: &Rules, text: &str) -> Game<Rules> {
    let start = pos(rules, text);
    Game::from_position(rules.clone(), start)
}

fn moves(list: &[reynard_rules::hunt::Move]) -> BTreeSet<reynard_rules::hunt::Move> {
    list.iter().copied().collect()
}

// ================================================================ captures

#[test]
fn only_the_hunter_captures() {
    let rules = preset("fox-geese");
    let start = rules.fixed_start();
    // c3 over c4 (empty anyway) — geese never jump.
    assert_eq!(rules.parse_move(&start, "c3xc5"), Err(MoveError::FlockCannotJump));
    assert_eq!(rules.parse_move(&start, "c3-c5"), Err(MoveError::FlockCannotJump));
    // A goose next to a goose with an empty point behind still only steps.
    let p = pos(&rules, "g5/c3,c4,c1,d1,e1,a3 f");
    assert!(texts(&rules, &p).iter().all(|t| t.contains('-')), "{:?}", texts(&rules, &p));
}

#[test]
fn optional_capture_may_step_instead() {
    let rules = preset("fox-geese");
    let p = pos(&rules, "d4/d5,c1,d1,e1,a3,g3 h");
    assert_eq!(texts(&rules, &p), sorted(&["d4-c4", "d4-d3", "d4-e4", "d4xd6"]));
    // The jump removes the goose and moves the fox.
    assert_eq!(after(&rules, &p, "d4xd6"), pos(&rules, "d6/c1,d1,e1,a3,g3 f"));
}

#[test]
fn mandatory_capture_must_jump() {
    let rules = variant("fox-geese", &[("capture", "mandatory")]);
    let p = pos(&rules, "d4/d5,c1,d1,e1,a3,g3 h");
    assert_eq!(texts(&rules, &p), sorted(&["d4xd6"]));
    assert_eq!(rules.parse_move(&p, "d4-c4"), Err(MoveError::CaptureCompulsory));
    // Without any jump, steps are fine.
    let p = pos(&rules, "d4/c1,d1,e1,a3,g3,g5 h");
    assert_eq!(texts(&rules, &p), sorted(&["d4-c4", "d4-d3", "d4-d5", "d4-e4"]));
}

/// Fox c3 on the orthogonal cross; c3xc5xe5 (two jumps, turning) or c3xe3 (one jump, then stuck).
const CHAINS: &str = "c3/c4,d5,d3,d1,e1,g4,g5 h";

#[test]
fn optional_chains_may_stop_after_any_jump_and_turn() {
    let rules = preset("fox-geese");
    let p = pos(&rules, CHAINS);
    assert_eq!(texts(&rules, &p), sorted(&["c3-b3", "c3-c2", "c3xc5", "c3xc5xe5", "c3xe3"]));
    assert_eq!(after(&rules, &p, "c3xc5xe5"), pos(&rules, "e5/d3,d1,e1,g4,g5 f"));
    assert_eq!(after(&rules, &p, "c3xc5"), pos(&rules, "c5/d5,d3,d1,e1,g4,g5 f"));
}

#[test]
fn mandatory_chains_go_on_and_no_longest_chain_rule() {
    let rules = variant("fox-geese", &[("capture", "mandatory")]);
    let p = pos(&rules, CHAINS);
    // Both maximal chains: the two-jump one and the one-jump one.
    assert_eq!(texts(&rules, &p), sorted(&["c3xc5xe5", "c3xe3"]));
    assert_eq!(rules.parse_move(&p, "c3xc5"), Err(MoveError::MustContinue("c5".into())));
    assert_eq!(rules.parse_move(&p, "c3-b3"), Err(MoveError::CaptureCompulsory));
    assert_eq!(rules.parse_move(&p, "c3xe3"), Ok(mv(&rules, "c3", "e3", &["d3"])));
}

/// Fox c3, geese d3 e4 d5 c4 round it: a four-jump loop back to c3 either way round.
const LOOP: &str = "c3/d3,e4,d5,c4,c1,d1,e1,a4,g4 h";

#[test]
fn chain_may_end_on_its_own_start_point() {
    let rules = preset("fox-geese");
    let p = pos(&rules, LOOP);
    let all4 = ["c4", "d3", "d5", "e4"];
    let expected: BTreeSet<_> = [
        mv(&rules, "c3", "b3", &[]),
        mv(&rules, "c3", "c2", &[]),
        mv(&rules, "c3", "e3", &["d3"]),
        mv(&rules, "c3", "e5", &["d3", "e4"]),
        mv(&rules, "c3", "c5", &["d3", "e4", "d5"]),
        mv(&rules, "c3", "c5", &["c4"]),
        mv(&rules, "c3", "e5", &["c4", "d5"]),
        mv(&rules, "c3", "e3", &["c4", "d5", "e4"]),
        // Both ways round are one move (same end, same pieces taken).
        mv(&rules, "c3", "c3", &all4),
    ]
    .into_iter()
    .collect();
    assert_eq!(move_set(&rules, &p), expected);
    let loop_move = mv(&rules, "c3", "c3", &all4);
    assert_eq!(rules.parse_move(&p, "c3xe3xe5xc5xc3"), Ok(loop_move));
    assert_eq!(rules.parse_move(&p, "c3xc5xe5xe3xc3"), Ok(loop_move));
    let next = rules.play_unchecked(&p, loop_move);
    assert_eq!(next, pos(&rules, "c3/c1,d1,e1,a4,g4 f"));
    // Mandatory: the chain must go all the way round.
    let rules = variant("fox-geese", &[("capture", "mandatory")]);
    let p = pos(&rules, LOOP);
    assert_eq!(move_set(&rules, &p), [loop_move].into_iter().collect());
}

#[test]
fn chain_may_pass_through_its_own_start_point() {
    // As LOOP plus a goose on b3: after the loop the fox goes on from c3 over b3 to a3.
    let rules = variant("fox-geese", &[("capture", "mandatory")]);
    let p = pos(&rules, "c3/d3,e4,d5,c4,b3,c1,d1,e1,g4,g5 h");
    let through = mv(&rules, "c3", "a3", &["d3", "e4", "d5", "c4", "b3"]);
    let expected: BTreeSet<_> = [mv(&rules, "c3", "a3", &["b3"]), through].into_iter().collect();
    assert_eq!(move_set(&rules, &p), expected);
    assert_eq!(rules.parse_move(&p, "c3xe3xe5xc5xc3xa3"), Ok(through));
    assert_eq!(rules.parse_move(&p, "c3xe3xe5xc5xc3"), Err(MoveError::MustContinue("c3".into())));
    assert_eq!(rules.play_unchecked(&p, through), pos(&rules, "a3/c1,d1,e1,g4,g5 f"));
}

#[test]
fn any_piece_that_can_jump_may_be_chosen() {
    // Asalto: mandatory capture with two officers; each of them can jump.
    let rules = preset("asalto");
    let p = pos(&rules, "a4,g4/b4,f4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(texts(&rules, &p), sorted(&["a4xc4", "g4xe4"]));
    // Only a4 can jump: g4 may not step (g4-f4), nor a4.
    let p = pos(&rules, "a4,g4/b4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(texts(&rules, &p), sorted(&["a4xc4"]));
    assert_eq!(rules.parse_move(&p, "g4-f4"), Err(MoveError::CaptureCompulsory));
}

#[test]
fn asalto_chain_continues_until_that_officer_has_no_jump() {
    let rules = preset("asalto");
    let p = pos(&rules, "a4,g4/b4,d4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(texts(&rules, &p), sorted(&["a4xc4xe4"]));
    assert_eq!(rules.parse_move(&p, "a4xc4"), Err(MoveError::MustContinue("c4".into())));
    assert_eq!(after(&rules, &p, "a4xc4xe4"), pos(&rules, "e4,g4/a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 f"));
}

// ================================================================ removal

/// Hare b2 (catch-the-hare, alquerque pattern), hunters c3 d3: b2xd4 over c3, d4xd2 over d3,
/// then d2 over c3 (on the other diagonal) to b4 — only while c3 is still on the board.
const DEFERRED: &str = "b2/c3,d3 h";
const B2_STEPS: [&str; 7] = ["b2-a1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2"];

fn with_steps(jumps: &[&'static str]) -> Vec<String> {
    let mut all: Vec<&str> = B2_STEPS.to_vec();
    all.extend_from_slice(jumps);
    sorted(&all)
}

#[test]
fn immediate_removal_a_jumped_piece_leaves_at_once() {
    let rules = variant("catch-the-hare", &[("fox_wins_at", "0")]);
    let p = pos(&rules, DEFERRED);
    assert_eq!(texts(&rules, &p), with_steps(&["b2xd4", "b2xd4xd2"]));
    assert_eq!(rules.parse_move(&p, "b2xd4xd2xb4"), Err(MoveError::NothingToCapture("c3".into())));
    let rules = variant("catch-the-hare", &[("fox_wins_at", "0"), ("capture", "mandatory")]);
    assert_eq!(texts(&rules, &pos(&rules, DEFERRED)), sorted(&["b2xd4xd2"]));
}

#[test]
fn deferred_removal_a_jumped_piece_may_be_jumped_again_without_a_second_capture() {
    let rules = variant("catch-the-hare", &[("fox_wins_at", "0"), ("removal", "deferred")]);
    let p = pos(&rules, DEFERRED);
    assert_eq!(texts(&rules, &p), with_steps(&["b2xd4", "b2xd4xd2", "b2xd4xd2xb4"]));
    let m = rules.parse_move(&p, "b2xd4xd2xb4").expect("c3 is still there to jump");
    assert_eq!(m, mv(&rules, "b2", "b4", &["c3", "d3"]));
    assert_eq!(rules.play_unchecked(&p, m), pos(&rules, "b4/- f"));
    // Mandatory: the chain goes on over the captured piece, to b4.
    let rules =
        variant("catch-the-hare", &[("fox_wins_at", "0"), ("removal", "deferred"), ("capture", "mandatory")]);
    let p = pos(&rules, DEFERRED);
    assert_eq!(texts(&rules, &p), sorted(&["b2xd4xd2xb4"]));
    assert_eq!(rules.parse_move(&p, "b2xd4xd2"), Err(MoveError::MustContinue("d2".into())));
}

#[test]
fn deferred_removal_no_jump_segment_twice_in_either_direction() {
    let rules = variant("catch-the-hare", &[("fox_wins_at", "0"), ("removal", "deferred")]);
    let p = pos(&rules, DEFERRED);
    // Back over c3 along b2-c3-d4 (used the other way).
    assert_eq!(rules.parse_move(&p, "b2xd4xb2"), Err(MoveError::SegmentUsed("c3".into())));
    // Back over d3 along d4-d3-d2.
    assert_eq!(rules.parse_move(&p, "b2xd4xd2xd4"), Err(MoveError::SegmentUsed("d3".into())));
    // Back over c3 along b4-c3-d2.
    assert_eq!(rules.parse_move(&p, "b2xd4xd2xb4xd2"), Err(MoveError::SegmentUsed("c3".into())));
    // So the chain ends on b4: no generated move goes further.
    assert!(rules.moves(&p).iter().all(|m| m.captured.count_ones() <= 2));
}

#[test]
fn deferred_removal_on_orthogonal_lines_changes_nothing_here() {
    // A captured piece could only be jumped again on the same segment (forbidden): the
    // loop position gives the same moves with either removal.
    let imm = preset("fox-geese");
    let def = variant("fox-geese", &[("removal", "deferred")]);
    assert_eq!(move_set(&imm, &pos(&imm, LOOP)), move_set(&def, &pos(&def, LOOP)));
    assert_eq!(move_set(&imm, &pos(&imm, CHAINS)), move_set(&def, &pos(&def, CHAINS)));
}

// ================================================================ huffing (documented choice)

fn huffing() -> Rules {
    variant("asalto", &[("huffing", "true")])
}

#[test]
fn huffing_replaces_mandatory_capture() {
    let rules = huffing();
    assert!(!rules.capture_is_mandatory());
    // a4 can jump, but may step instead; g4 may step too.
    let p = pos(&rules, "a4,g4/b4,a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 h");
    assert_eq!(texts(&rules, &p), sorted(&["a4-a5", "a4xc4", "g4-f4"]));
}

#[test]
fn huffing_a_step_by_a_piece_that_could_jump_removes_it() {
    let rules = huffing();
    let p = pos(&rules, "a4,g4/b4,a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 h");
    assert_eq!(after(&rules, &p, "a4-a5"), pos(&rules, "g4/b4,a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 f"));
}

#[test]
fn huffing_a_step_while_another_piece_could_jump_removes_that_one() {
    let rules = huffing();
    let p = pos(&rules, "a4,g4/b4,a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 h");
    assert_eq!(after(&rules, &p, "g4-f4"), pos(&rules, "f4/b4,a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 f"));
}

#[test]
fn huffing_a_finished_chain_removes_nothing() {
    let rules = huffing();
    let p = pos(&rules, "a4,g4/b4,a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 h");
    assert_eq!(after(&rules, &p, "a4xc4"), pos(&rules, "c4,g4/a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 f"));
}

#[test]
fn huffing_a_chain_stopped_early_removes_the_mover() {
    let rules = huffing();
    let p = pos(&rules, "a4,g4/b4,d4,a3,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(after(&rules, &p, "a4xc4"), pos(&rules, "g4/d4,a3,g3,g5,c1,d1,e1,c2,d2,e2 f"));
    assert_eq!(after(&rules, &p, "a4xc4xe4"), pos(&rules, "e4,g4/a3,g3,g5,c1,d1,e1,c2,d2,e2 f"));
}

#[test]
fn huffing_no_capture_possible_no_removal() {
    let rules = huffing();
    let p = pos(&rules, "a4,g4/a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 h");
    assert_eq!(after(&rules, &p, "a4-a5"), pos(&rules, "a5,g4/a3,g3,g5,c1,d1,e1,c2,d2,e2,d7 f"));
}

#[test]
fn huffing_steps_that_end_in_one_position_are_one_move() {
    // a4 could jump; both its steps (a3, a5) remove it: one resulting position, one move
    // listed (documented), and either step is still accepted as input.
    let rules = huffing();
    let p = pos(&rules, "a4,g4/b4,g3,g5,c1,d1,e1,c2,d2,e2,d7,e7 h");
    let a4_steps =
        rules.moves(&p).into_iter().filter(|m| m.from == Some(pt(&rules, "a4")) && m.captured == 0).count();
    assert_eq!(a4_steps, 1);
    assert_eq!(rules.moves(&p).len(), 3, "a4 step, a4xc4, g4-f4");
    let expected = pos(&rules, "g4/b4,g3,g5,c1,d1,e1,c2,d2,e2,d7,e7 f");
    assert_eq!(after(&rules, &p, "a4-a3"), expected);
    assert_eq!(after(&rules, &p, "a4-a5"), expected);
    assert_eq!(rules.perft(&p, 1), 3);
}

#[test]
fn huffing_several_could_jump_the_lowest_point_is_removed() {
    // Documented: "a step while another piece could have jumped removes that other piece
    // (the lowest point first)". a4 and g4 could jump; d7 steps; a4 is lower (same rank, file a).
    let rules = variant("asalto", &[("huffing", "true"), ("extra_hunters", "d7")]);
    let p = pos(&rules, "a4,d7,g4/b4,f4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(after(&rules, &p, "d7-d6"), pos(&rules, "d6,g4/b4,f4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 f"));
}

// ================================================================ breakthrough

#[test]
fn breakthrough_a_step_onto_rank_1_wins() {
    let rules = preset("fox-geese-forward");
    let mut game = game_at(&rules, "c2/a3,b3,d3,e3,f3,g3,a4 h");
    assert_eq!(game.outcome(), None);
    game.play_text("c2-c1").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Hunter, EndReason::Breakthrough)));
    assert!(game.position().broke_through());
    // Without the breakthrough rule the same move decides nothing.
    let rules = preset("fox-geese-diagonal");
    let mut game = game_at(&rules, "c2/a3,b3,d3,e3,f3,g3,a4 h");
    game.play_text("c2-c1").unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn breakthrough_a_jump_onto_rank_1_wins() {
    let rules = preset("fox-geese-forward");
    let mut game = game_at(&rules, "d3/d2,a3,b3,f3,g3,a4,g4 h");
    game.play_text("d3xd1").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Hunter, EndReason::Breakthrough)));
}

#[test]
fn breakthrough_placement_on_rank_1_does_not_count() {
    let rules = variant(
        "fox-geese-forward",
        &[("hunter_start", "choose"), ("flock_points", "c2,d2,e2,a3,b3,c3,d3,e3,f3,g3")],
    );
    let mut game = Game::new(rules);
    game.play_text("@d1").unwrap();
    assert_eq!(game.outcome(), None);
    assert!(!game.position().broke_through());
    // The fox moves first once placed (hunter_first in this preset).
    assert_eq!(game.side_to_move(), Side::Hunter);
}

// ================================================================ placement

#[test]
fn choose_the_hunter_places_first_on_any_empty_point() {
    let rules = variant("fox-geese", &[("hunter_start", "choose")]);
    let mut game = Game::new(rules.clone());
    assert_eq!(game.side_to_move(), Side::Hunter);
    assert_eq!(game.position().to_place(), 1);
    assert_eq!(game.position().hunters(), 0);
    let mut placements: Vec<String> =
        game.legal_moves().iter().map(|m| rules.move_text(game.position(), *m)).collect();
    placements.sort();
    let empty = [
        "a4", "b4", "c4", "d4", "e4", "f4", "g4", "a5", "b5", "c5", "d5", "e5", "f5", "g5", "c6", "d6", "e6",
        "c7", "d7", "e7",
    ];
    let expected: Vec<String> = empty.iter().map(|p| format!("@{p}")).collect::<Vec<_>>();
    let mut expected = expected;
    expected.sort();
    assert_eq!(placements, expected);
    assert_eq!(game.play_text("c3-c4"), Err(GameError::Move(MoveError::PlacementExpected)));
    assert_eq!(game.play_text("d4-d5"), Err(GameError::Move(MoveError::PlacementExpected)));
    assert_eq!(game.play_text("@d1"), Err(GameError::Move(MoveError::Occupied("d1".into()))));
    game.play_text("@a4").unwrap();
    // Then the geese, who move first in this preset.
    assert_eq!(game.side_to_move(), Side::Flock);
    assert_eq!(*game.position(), pos(&rules, "a4/c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3 f"));
    assert_eq!(game.play_text("@d4"), Err(GameError::Move(MoveError::PlacementNotAllowed("d4".into()))));
    // Perft ignores placement: it starts from the fixed position.
    assert_eq!(rules.perft(&rules.fixed_start(), 1), 6);
    assert_eq!(rules.perft(&rules.fixed_start(), 2), 18);
}

#[test]
fn choose_two_foxes_place_one_at_a_time() {
    let rules = variant("fox-geese-2fox", &[("hunter_start", "choose")]);
    let mut game = Game::new(rules.clone());
    assert_eq!(game.position().to_place(), 2);
    game.play_text("@c7").unwrap();
    assert_eq!(game.side_to_move(), Side::Hunter);
    assert_eq!(game.position().to_place(), 1);
    game.play_text("@e7").unwrap();
    assert_eq!(game.side_to_move(), Side::Flock);
    assert_eq!(*game.position(), pos(&rules, "c7,e7/c1,d1,e1,c2,d2,e2,c3,d3,e3,a3,b3,f3,g3,a4,b4,f4,g4 f"));
}

#[test]
fn choose_in_asalto_places_only_in_the_fort() {
    let rules = variant("asalto", &[("hunter_start", "choose")]);
    let game = Game::new(rules.clone());
    let mut placements: Vec<String> =
        game.legal_moves().iter().map(|m| rules.move_text(game.position(), *m)).collect();
    placements.sort();
    assert_eq!(placements, sorted(&["@c5", "@c6", "@c7", "@d5", "@d6", "@d7", "@e5", "@e6", "@e7"]));
    let mut game = game;
    game.play_text("@d7").unwrap();
    game.play_text("@d5").unwrap();
    assert_eq!(game.side_to_move(), Side::Flock);
    assert_eq!(
        *game.position(),
        pos(&rules, "d5,d7/c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4,e4,f4,g4,a5,b5,f5,g5 f")
    );
    assert_eq!(rules.perft(&rules.fixed_start(), 1), 9);
    // An empty point outside the fort is refused.
    let rules =
        variant("asalto", &[("hunter_start", "choose"), ("flock_points", "a3,b3,c3,d3,e3,f3,g3,c2,d2,e2")]);
    let mut game = Game::new(rules);
    assert_eq!(game.play_text("@a4"), Err(GameError::Move(MoveError::PlacementNotAllowed("a4".into()))));
    assert_eq!(game.legal_moves().len(), 9);
}

// ================================================================ handicaps

#[test]
fn extra_flock_pieces() {
    let rules = variant("fox-geese", &[("extra_flock", "d7")]);
    assert_eq!(rules.fixed_start(), pos(&rules, "d4/c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3,d7 f"));
    assert_eq!(rules.threshold(), 5);
    // The six usual first moves plus d7 to c7, e7 and d6.
    assert_eq!(
        texts(&rules, &rules.fixed_start()),
        sorted(&["a3-a4", "b3-b4", "c3-c4", "e3-e4", "f3-f4", "g3-g4", "d7-c7", "d7-d6", "d7-e7"])
    );
}

#[test]
fn extra_hunter_pieces() {
    let rules = variant("fox-geese", &[("extra_hunters", "d6")]);
    assert_eq!(rules.hunter_count(), 2);
    assert_eq!(rules.fixed_start(), pos(&rules, "d4,d6/c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3 f"));
    let p = after(&rules, &rules.fixed_start(), "a3-a4");
    assert_eq!(texts(&rules, &p), sorted(&["d4-c4", "d4-d5", "d4-e4", "d6-c6", "d6-d5", "d6-d7", "d6-e6"]));
}

#[test]
fn handicap_pieces_must_be_on_free_points_of_the_board() {
    let mut v = Variant::preset("fox-geese").unwrap();
    v.set("extra_flock", "d4").unwrap();
    assert_eq!(Rules::new(&v).err(), Some(VariantError::Overlap("d4".into())));
    let mut v = Variant::preset("fox-geese").unwrap();
    v.set("extra_hunters", "c1").unwrap();
    assert_eq!(Rules::new(&v).err(), Some(VariantError::Overlap("c1".into())));
    let mut v = Variant::preset("fox-geese").unwrap();
    v.set("extra_flock", "b2").unwrap();
    let err = Rules::new(&v).err().unwrap();
    assert_eq!(
        err,
        VariantError::BadPoint { key: "extra_flock", point: "b2".into(), board: BoardId::Cross33 }
    );
    assert!(err.to_string().contains("extra_flock"), "{err}");
}

// ================================================================ end rules

fn outcome(rules: &Rules, text: &str) -> Option<Outcome<Side>> {
    rules.outcome(&pos(rules, text))
}

#[test]
fn end_rule_1_threshold() {
    let rules = preset("fox-geese");
    assert_eq!(outcome(&rules, "d4/c1,d1,e1,c2,d2,e2 f"), None, "6 geese > 5");
    assert_eq!(
        outcome(&rules, "d4/c1,d1,e1,c2,d2 f"),
        Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced)),
        "5 geese <= 5"
    );
    // Reached by a capture in a game.
    let mut game = game_at(&rules, "d4/d5,c1,d1,e1,a3,g3 h");
    game.play_text("d4xd6").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced)));
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_text("c1-c2"), Err(GameError::GameOver));
    // Each preset's own threshold.
    let rules = preset("fox-geese-diagonal");
    assert_eq!(outcome(&rules, "d4/c1,d1,e1,c2,d2 f"), None, "5 geese > 4");
    assert_eq!(
        outcome(&rules, "d4/c1,d1,e1,c2 f"),
        Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced))
    );
    let rules = preset("catch-the-hare");
    assert_eq!(outcome(&rules, "e5/a1,b1,c1,d1,e1,a2,b2,c2,d2,e2 f"), None, "10 > 9");
    assert_eq!(
        outcome(&rules, "e5/a1,b1,c1,d1,e1,a2,b2,c2,d2 f"),
        Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced))
    );
}

#[test]
fn end_rule_4_hunter_without_a_move_loses() {
    let rules = preset("fox-geese");
    // Fox c1: d1, c2 taken, landing points e1, c3 taken.
    assert_eq!(
        outcome(&rules, "c1/d1,e1,c2,c3,a3,g3 h"),
        Some(Outcome::Win(Side::Flock, EndReason::NoLegalMove))
    );
    assert_eq!(result_text(&rules, outcome(&rules, "c1/d1,e1,c2,c3,a3,g3 h")), "geese win");
}

#[test]
fn end_rule_4_flock_without_a_move_loses() {
    // Geese that never step back, jammed at the top.
    let rules = preset("fox-geese-forward");
    assert_eq!(
        outcome(&rules, "a4/c6,d6,e6,c7,d7,e7 f"),
        Some(Outcome::Win(Side::Hunter, EndReason::NoLegalMove))
    );
    assert_eq!(result_text(&rules, outcome(&rules, "a4/c6,d6,e6,c7,d7,e7 f")), "fox win");
}

#[test]
fn two_foxes_geese_win_only_when_neither_fox_can_move() {
    let rules = preset("fox-geese-2fox");
    // c1 and e1 both shut in (11 geese, above the threshold of 7).
    assert_eq!(
        outcome(&rules, "c1,e1/d1,c2,d2,e2,c3,e3,a3,b3,f3,g3,a4 h"),
        Some(Outcome::Win(Side::Flock, EndReason::NoLegalMove))
    );
    assert_eq!(result_text(&rules, outcome(&rules, "c1,e1/d1,c2,d2,e2,c3,e3,a3,b3,f3,g3,a4 h")), "geese win");
    // c1 shut in, g5 free: play on, and only g5 moves.
    let p = pos(&rules, "c1,g5/d1,e1,c2,d2,c3,e3,a3,b3,f3,g3,a4 h");
    assert_eq!(rules.outcome(&p), None);
    assert_eq!(texts(&rules, &p), sorted(&["g5-f4", "g5-f5", "g5-g4"]));
}

#[test]
fn end_rule_3_asalto_fort_filled() {
    let rules = preset("asalto");
    assert_eq!(
        outcome(&rules, "a4,g4/c5,d5,e5,c6,d6,e6,c7,d7,e7,c1,d1 h"),
        Some(Outcome::Win(Side::Flock, EndReason::FortTaken))
    );
    assert_eq!(
        result_text(&rules, outcome(&rules, "a4,g4/c5,d5,e5,c6,d6,e6,c7,d7,e7,c1,d1 h")),
        "rebels win"
    );
    // Eight of nine: play on.
    assert_eq!(outcome(&rules, "a4,g4/c5,e5,c6,d6,e6,c7,d7,e7,d4,c1,d1 f"), None);
    // Filled by a rebel's move.
    let mut game = game_at(&rules, "a4,g4/c5,e5,c6,d6,e6,c7,d7,e7,d4,c1,d1 f");
    game.play_text("d4-d5").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Flock, EndReason::FortTaken)));
}

#[test]
fn end_order_threshold_before_breakthrough() {
    let rules = preset("fox-geese-forward");
    assert_eq!(
        outcome(&rules, "d1/c7,d7,e7 f breakthrough"),
        Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced))
    );
}

#[test]
fn end_order_breakthrough_before_no_legal_move() {
    let rules = preset("fox-geese-forward");
    // The geese are jammed (rule 4 would apply) but the fox broke through (rule 2).
    assert_eq!(
        outcome(&rules, "d1/c6,d6,e6,c7,d7,e7 f breakthrough"),
        Some(Outcome::Win(Side::Hunter, EndReason::Breakthrough))
    );
}

#[test]
fn end_order_threshold_before_fort() {
    // Nine rebels fill the fort, but nine is the officers' winning count.
    let rules = preset("asalto");
    assert_eq!(
        outcome(&rules, "c1,d1/c5,d5,e5,c6,d6,e6,c7,d7,e7 h"),
        Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced))
    );
}

#[test]
fn end_order_fort_before_no_legal_move() {
    let rules = preset("asalto");
    // Officers a3 and g3 shut in (rule 4 would make the rebels win too, for another reason).
    let p = pos(&rules, "a3,g3/c5,d5,e5,c6,d6,e6,c7,d7,e7,a4,b3,b4,a5,c3,g4,f3,f4,g5,e3 h");
    assert!(!rules.has_move(&p), "the officers are shut in");
    assert_eq!(rules.outcome(&p), Some(Outcome::Win(Side::Flock, EndReason::FortTaken)));
}

#[test]
fn end_order_threshold_before_no_legal_move() {
    // The fox is shut in, but the geese are down to four (<= 5): the fox wins.
    let rules = preset("fox-geese");
    assert_eq!(
        outcome(&rules, "c1/d1,e1,c2,c3 h"),
        Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced))
    );
}

#[test]
fn end_rules_are_checked_in_the_start_position() {
    // A fox that starts shut in and moves first has lost before any move.
    let rules = variant(
        "fox-geese",
        &[("hunter_points", "c1"), ("flock_points", "d1,e1,c2,c3,a3,g3"), ("hunter_first", "true")],
    );
    let mut game = Game::new(rules.clone());
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Flock, EndReason::NoLegalMove)));
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_text("c1-b1"), Err(GameError::GameOver));
    // Perft: a finished game counts 0.
    assert_eq!(rules.perft(&rules.fixed_start(), 1), 0);
    assert_eq!(rules.perft(&rules.fixed_start(), 3), 0);
    // The fort filled from the start.
    let rules =
        variant("asalto", &[("hunter_points", "a4,g4"), ("flock_points", "c5,d5,e5,c6,d6,e6,c7,d7,e7,c1")]);
    assert_eq!(Game::new(rules).outcome(), Some(Outcome::Win(Side::Flock, EndReason::FortTaken)));
}

#[test]
fn perft_counts_finished_positions_as_zero() {
    let rules = preset("fox-geese");
    assert_eq!(rules.perft(&pos(&rules, "d4/c1,d1,e1,c2,d2 f"), 1), 0);
    assert_eq!(rules.perft(&pos(&rules, "c1/d1,e1,c2,c3,a3,g3 h"), 2), 0);
    // Still 1 at depth 0.
    assert_eq!(rules.perft(&pos(&rules, "c1/d1,e1,c2,c3,a3,g3 h"), 0), 1);
}

// ================================================================ Game: repetition, resign, draw, undo

#[test]
fn third_repetition_is_a_draw() {
    let rules = preset("fox-geese");
    let mut game = Game::new(rules);
    let cycle = ["a3-a4", "d4-d5", "a4-a3", "d5-d4"];
    for t in cycle {
        game.play_text(t).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    for t in &cycle[..3] {
        game.play_text(t).unwrap();
        assert_eq!(game.outcome(), None, "after {t}");
    }
    game.play_text("d5-d4").unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(EndReason::Repetition)));
    assert_eq!(result_text(game.rules(), game.outcome()), "draw");
    assert_eq!(game.play_text("a3-a4"), Err(GameError::GameOver));
    // Undo takes it back.
    game.undo().unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn repetition_needs_the_same_side_to_move() {
    // Catch the Hare: the hunters walk a triangle (a3-a4-b4-a3), the hare goes c3-c4-c3.
    // After five plies the pieces stand as at the start, but the hare is to move: that is
    // another position, not a repetition of the start.
    let rules = preset("catch-the-hare");
    let mut game = Game::new(rules.clone());
    for t in ["a3-a4", "c3-c4", "a4-b4", "c4-c3", "b4-a3"] {
        game.play_text(t).unwrap();
    }
    let now = *game.position();
    let start = rules.fixed_start();
    assert_eq!((now.hunters(), now.flock()), (start.hunters(), start.flock()));
    assert_eq!(now.side(), Side::Hunter);
    assert_ne!(now, start);
    assert_eq!(game.repetitions(), 1);
}

#[test]
fn resignation() {
    let rules = preset("fox-geese");
    let mut game = Game::new(rules);
    game.play_text("a3-a4").unwrap();
    game.resign(Side::Hunter).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Flock, EndReason::Resignation)));
    assert_eq!(result_text(game.rules(), game.outcome()), "geese win");
    assert_eq!(game.play_text("d4-d5"), Err(GameError::GameOver));
    assert_eq!(game.resign(Side::Flock), Err(GameError::GameOver));
    assert_eq!(game.agree_draw(), Err(GameError::GameOver));
    // Undo takes back the last move and the resignation.
    game.undo().unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.moves().len(), 0);
    let mut game = Game::new(preset("catch-the-hare"));
    game.resign(Side::Flock).unwrap();
    assert_eq!(result_text(game.rules(), game.outcome()), "hare win");
}

#[test]
fn agreed_draw() {
    let mut game = Game::new(preset("asalto"));
    game.agree_draw().unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(EndReason::Agreement)));
    assert_eq!(game.outcome().unwrap().winner(), None);
    assert_eq!(game.play_text("d4-d5"), Err(GameError::GameOver));
}

#[test]
fn undo() {
    let rules = preset("fox-geese");
    let mut game = Game::new(rules.clone());
    assert_eq!(game.undo(), Err(GameError::NothingToUndo));
    let m1 = game.play_text("a3-a4").unwrap();
    let after1 = *game.position();
    let m2 = game.play_text("d4-d5").unwrap();
    assert_eq!(game.undo(), Ok(m2));
    assert_eq!(*game.position(), after1);
    assert_eq!(game.side_to_move(), Side::Hunter);
    assert_eq!(game.undo(), Ok(m1));
    assert_eq!(*game.position(), rules.fixed_start());
    assert_eq!(game.undo(), Err(GameError::NothingToUndo));
    // Undo of a capture brings the goose back.
    let mut game = game_at(&rules, "d4/d5,c1,d1,e1,a3,g3,g5 h");
    game.play_text("d4xd6").unwrap();
    game.undo().unwrap();
    assert_eq!(*game.position(), pos(&rules, "d4/d5,c1,d1,e1,a3,g3,g5 h"));
}

// ================================================================ move errors

#[test]
fn move_errors_not_your_turn_no_piece_occupied() {
    let rules = preset("fox-geese");
    let s = rules.fixed_start();
    assert_eq!(rules.parse_move(&s, "d4-d5"), Err(MoveError::NotYourTurn(Side::Flock)));
    assert_eq!(rules.parse_move(&s, "a4-a5"), Err(MoveError::NoPiece("a4".into())));
    assert_eq!(rules.parse_move(&s, "c1-c2"), Err(MoveError::Occupied("c2".into())));
    let h = pos(&rules, "d4/c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3 h");
    assert_eq!(rules.parse_move(&h, "c3-c4"), Err(MoveError::NotYourTurn(Side::Hunter)));
    assert_eq!(rules.parse_move(&h, "d4-d3"), Err(MoveError::Occupied("d3".into())));
}

#[test]
fn move_errors_not_along_a_line() {
    let rules = preset("fox-geese");
    let h = pos(&rules, "d4/c1,d1,e1,a3,g3,g5 h");
    assert_eq!(rules.parse_move(&h, "d4-e5"), Err(MoveError::NotAlongLine("d4".into(), "e5".into())));
    assert_eq!(rules.parse_move(&h, "d4-f5"), Err(MoveError::NotAlongLine("d4".into(), "f5".into())));
    assert_eq!(rules.parse_move(&h, "d4-d7"), Err(MoveError::NotAlongLine("d4".into(), "d7".into())));
    // No pass: a "move" to the same point.
    assert!(rules.parse_move(&h, "d4-d4").is_err());
    // Diagonal cross: d3 is an odd point, no line to e4.
    let rules = preset("fox-geese-diagonal");
    let h = pos(&rules, "d3/c1,d1,e1,a3,g3,g5 h");
    assert_eq!(rules.parse_move(&h, "d3-e4"), Err(MoveError::NotAlongLine("d3".into(), "e4".into())));
}

#[test]
fn move_errors_direction_not_allowed() {
    // Orthogonal-only geese on the diagonal cross: c3-b4 is a line, but not theirs.
    let rules = preset("fox-geese-diagonal");
    let s = rules.fixed_start();
    assert_eq!(rules.parse_move(&s, "c3-b4"), Err(MoveError::DirectionNotAllowed("c3".into(), "b4".into())));
    // No-backward geese.
    let rules = preset("fox-geese-forward");
    let p = pos(&rules, "g5/d4,c1,d1,e1,a3,g3 f");
    assert_eq!(rules.parse_move(&p, "d4-d3"), Err(MoveError::DirectionNotAllowed("d4".into(), "d3".into())));
    assert_eq!(rules.parse_move(&p, "d4-c3"), Err(MoveError::DirectionNotAllowed("d4".into(), "c3".into())));
    assert!(rules.parse_move(&p, "d4-c5").is_ok());
}

#[test]
fn move_errors_capture_compulsory_and_must_continue() {
    let rules = preset("asalto");
    let p = pos(&rules, "a4,g4/b4,d4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(rules.parse_move(&p, "g4-f4"), Err(MoveError::CaptureCompulsory));
    assert_eq!(rules.parse_move(&p, "a4xc4"), Err(MoveError::MustContinue("c4".into())));
    let mut game = game_at(&rules, "a4,g4/b4,d4,a3,a5,g3,g5,c1,d1,e1,c2,d2,e2 h");
    assert_eq!(game.play_text("g4-f4"), Err(GameError::Move(MoveError::CaptureCompulsory)));
    assert_eq!(game.play_text("a4xc4"), Err(GameError::Move(MoveError::MustContinue("c4".into()))));
    assert!(game.play_text("a4xc4xe4").is_ok());
}

#[test]
fn move_errors_game_over_and_placement() {
    let rules = preset("fox-geese");
    let over = pos(&rules, "d4/c1,d1,e1,c2,d2 f");
    assert_eq!(rules.parse_move(&over, "c2-c3"), Err(MoveError::GameOver));
    let rules = variant("fox-geese", &[("hunter_start", "choose")]);
    let start = rules.game_start();
    assert_eq!(rules.parse_move(&start, "c3-c4"), Err(MoveError::PlacementExpected));
    assert_eq!(rules.parse_move(&start, "@c3"), Err(MoveError::Occupied("c3".into())));
    assert_eq!(rules.parse_move(&start, "@d4"), Ok(reynard_rules::hunt::Move::place(pt(&rules, "d4"))));
    // No placement once play has begun.
    let rules = preset("fox-geese");
    let h = pos(&rules, "d4/c1,d1,e1,a3,g3,g5 h");
    assert_eq!(rules.parse_move(&h, "@d5"), Err(MoveError::PlacementNotAllowed("d5".into())));
}

#[test]
fn move_errors_syntax_unknown_point_nothing_to_capture() {
    let rules = preset("fox-geese");
    let s = rules.fixed_start();
    assert_eq!(rules.parse_move(&s, "c3"), Err(MoveError::Syntax("c3".into())));
    assert_eq!(rules.parse_move(&s, "c3-c4-c5"), Err(MoveError::Syntax("c3-c4-c5".into())));
    assert_eq!(rules.parse_move(&s, "z9-c4"), Err(MoveError::UnknownPoint("z9".into())));
    assert_eq!(rules.parse_move(&s, "a1-a2"), Err(MoveError::UnknownPoint("a1".into())));
    let h = pos(&rules, "d4/c1,d1,e1,a3,g3,g5 h");
    assert_eq!(rules.parse_move(&h, "d4xd6"), Err(MoveError::NothingToCapture("d5".into())));
    // A jump over a fox is no capture either.
    let rules = preset("fox-geese-2fox");
    let h = pos(&rules, "d4,d5/c1,d1,e1,a3,b3,f3,g3,a4 h");
    assert_eq!(rules.parse_move(&h, "d4xd6"), Err(MoveError::NothingToCapture("d5".into())));
    assert_eq!(rules.parse_move(&h, "d4-d5"), Err(MoveError::Occupied("d5".into())));
}

#[test]
fn game_refuses_a_made_up_move() {
    let rules = preset("fox-geese");
    let mut game = game_at(&rules, "d4/c1,d1,e1,a3,g3,g5 h");
    let bogus = mv(&rules, "d4", "d6", &[]);
    assert!(matches!(game.play(bogus), Err(GameError::Move(MoveError::Illegal(_)))));
    assert_eq!(game.moves().len(), 0);
    assert!(game.play(mv(&rules, "d4", "d5", &[])).is_ok());
}

#[test]
fn moves_do_not_change_pieces_other_than_the_mover() {
    // One piece moves per turn.
    let rules = preset("fox-geese");
    let s = rules.fixed_start();
    for m in rules.moves(&s) {
        let n = rules.play_unchecked(&s, m);
        assert_eq!(n.hunters(), s.hunters());
        assert_eq!((n.flock() ^ s.flock()).count_ones(), 2, "{}", rules.move_text(&s, m));
        assert_eq!(n.side(), Side::Hunter);
    }
}

// ================================================================ option errors

#[test]
fn variant_set_errors_name_the_key_and_what_is_allowed() {
    let mut v = Variant::preset("fox-geese").unwrap();
    let err = v.set("capture", "sometimes").unwrap_err();
    assert_eq!(
        err,
        OptionError::BadValue {
            key: "capture".into(),
            value: "sometimes".into(),
            allowed: "optional, mandatory, none"
        }
    );
    let text = err.to_string();
    assert!(
        text.contains("capture") && text.contains("optional, mandatory") && text.contains("sometimes"),
        "{text}"
    );
    for (key, value, allowed) in [
        ("lines", "curved", "orthogonal, diagonal, long"),
        ("board", "chess", "cross33, alquerque5, alquerque5x7, checker8, checker10"),
        ("removal", "later", "immediate, deferred"),
        ("hunter_start", "random", "fixed, choose"),
        ("flock_directions", "up", "all, no-backward"),
        ("hunter_first", "maybe", "true, false"),
        ("breakthrough", "2", "true, false"),
        ("huffing", "sure", "true, false"),
    ] {
        let err = v.set(key, value).unwrap_err();
        match &err {
            OptionError::BadValue { key: k, allowed: a, .. } => {
                assert_eq!(k, key);
                assert_eq!(*a, allowed, "{key}");
            }
            other => panic!("{key}: {other:?}"),
        }
        let text = err.to_string();
        assert!(text.contains(key) && text.contains(allowed), "{text}");
    }
    for (key, value) in [("fox_wins_at", "many"), ("flock", "lots"), ("hunter_points", "")] {
        let err = v.set(key, value).unwrap_err();
        assert!(matches!(&err, OptionError::BadValue { key: k, .. } if k == key), "{key}: {err:?}");
        assert!(err.to_string().contains(key));
    }
    let err = v.set("colour", "red").unwrap_err();
    match &err {
        OptionError::UnknownKey { key, known } => {
            assert_eq!(key, "colour");
            for k in ["capture", "removal", "hunter_start", "huffing", "extra_flock", "fox_wins_at"] {
                assert!(known.contains(k), "{known}");
            }
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("colour"));
    assert_eq!(v.set_pair("capture"), Err(OptionError::NotKeyValue("capture".into())));
    // A failed set leaves the variant as it was.
    assert_eq!(v, Variant::preset("fox-geese").unwrap());
}

#[test]
fn rules_new_errors_name_the_key_and_what_is_allowed() {
    let build = |id: &str, opts: &[(&str, &str)]| {
        let mut v = Variant::preset(id).unwrap();
        for (k, val) in opts {
            v.set(k, val).unwrap();
        }
        Rules::new(&v).expect_err("an invalid variant")
    };
    let e = build("fox-geese", &[("lines", "long")]);
    assert_eq!(e, VariantError::Lines(LinesNotOnBoard(BoardId::Cross33)));
    assert!(e.to_string().contains("lines") && e.to_string().contains("alquerque5"), "{e}");

    let e = build("fox-geese", &[("flock", "14")]);
    assert_eq!(
        e,
        VariantError::Layout { size: 14, board: BoardId::Cross33, allowed: "13, 15, 17, 24".into() }
    );
    assert!(e.to_string().contains("flock") && e.to_string().contains("13, 15, 17, 24"), "{e}");
    let e = build("catch-the-hare", &[("flock", "13")]);
    assert_eq!(
        e,
        VariantError::Layout { size: 13, board: BoardId::Alquerque5, allowed: "10, 11, 12".into() }
    );

    let e = build("fox-geese", &[("fox_wins_at", "13")]);
    assert_eq!(e, VariantError::Threshold { fox_wins_at: 13, flock: 13 });
    assert!(e.to_string().contains("fox_wins_at") && e.to_string().contains("13"), "{e}");

    let e = build("fox-geese", &[("hunter_points", "b2")]);
    assert_eq!(
        e,
        VariantError::BadPoint { key: "hunter_points", point: "b2".into(), board: BoardId::Cross33 }
    );
    assert!(e.to_string().contains("hunter_points") && e.to_string().contains("b2"), "{e}");
    let e = build("fox-geese", &[("flock_points", "c1,d1,e1,c2,d2,e2,f6")]);
    assert_eq!(
        e,
        VariantError::BadPoint { key: "flock_points", point: "f6".into(), board: BoardId::Cross33 }
    );

    let e = build("fox-geese", &[("extra_hunters", "a4,b4,c4,e4,f4,g4,a5,b5")]);
    assert_eq!(e, VariantError::HunterCount(9));

    let e = build(
        "asalto",
        &[
            ("hunter_start", "choose"),
            ("hunter_points", "a4,g4"),
            ("flock_points", "c5,d5,e5,c6,d6,e6,c7,d7,c1,d1"),
        ],
    );
    assert_eq!(e, VariantError::NoRoomToPlace { needed: 2, free: 1 });
}

#[test]
fn standard_layout_sizes_are_settable() {
    // hunters 10 (rows 1-2) / 11 (plus a3) / 12 on the Alquerque boards; geese 13/15/17.
    let r = variant("catch-the-hare", &[("flock", "10")]);
    assert_eq!(r.fixed_start(), pos(&r, "c3/a1,b1,c1,d1,e1,a2,b2,c2,d2,e2 f"));
    let r = variant("catch-the-hare", &[("flock", "11")]);
    assert_eq!(r.fixed_start(), pos(&r, "c3/a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3 f"));
    let r = variant("fox-geese", &[("flock", "15")]);
    assert_eq!(r.fixed_start(), pos(&r, "d4/c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3,a4,g4 f"));
    let r = variant("fox-geese", &[("flock", "17")]);
    assert_eq!(r.fixed_start(), pos(&r, "d4/c1,d1,e1,c2,d2,e2,c3,d3,e3,a3,b3,f3,g3,a4,b4,f4,g4 f"));
    let r = variant("fox-geese", &[("hunter_first", "true")]);
    assert_eq!(r.fixed_start().side(), Side::Hunter);
}

#[test]
fn moves_helper_is_consistent() {
    // Sanity of the test helpers themselves: a move set built by hand round-trips.
    let rules = preset("fox-geese");
    let p = pos(&rules, "d4/d5,c1,d1,e1,a3,g3 h");
    let expected = moves(&[
        mv(&rules, "d4", "c4", &[]),
        mv(&rules, "d4", "d3", &[]),
        mv(&rules, "d4", "e4", &[]),
        mv(&rules, "d4", "d6", &["d5"]),
    ]);
    assert_eq!(move_set(&rules, &p), expected);
}
