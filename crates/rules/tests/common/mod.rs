#![allow(dead_code)]
//! Small helpers shared by the rule-book tests (`rules_board`, `rules_presets`, `rules_play`).
//!
//! Expected values in those tests are worked out by hand from RULES.md; these helpers only
//! build inputs and turn engine output into comparable, sorted values.

use reynard_rules::Family;
use reynard_rules::VariantOptions;
use reynard_rules::board::{Bitboard, Board, Direction, bit, points};
use reynard_rules::hunt::{Move, Position, Rules, Variant};
use std::collections::BTreeSet;

/// A preset's rules (panics on an unknown id).
pub fn preset(id: &str) -> Rules {
    Rules::preset(id).unwrap_or_else(|| panic!("preset {id} must exist"))
}

/// A preset with options changed through `Variant::set`.
pub fn variant(id: &str, options: &[(&str, &str)]) -> Rules {
    let mut v = Variant::preset(id).unwrap_or_else(|| panic!("preset {id} must exist"));
    for (k, val) in options {
        v.set(k, val).unwrap_or_else(|e| panic!("set {k}={val}: {e}"));
    }
    Rules::new(&v).unwrap_or_else(|e| panic!("variant {id} {options:?}: {e}"))
}

/// A position from text (panics when the text is bad).
pub fn pos(rules: &Rules, text: &str) -> Position {
    rules.parse_position(text).unwrap_or_else(|e| panic!("position `{text}`: {e}"))
}

/// A point by name (algebraic, or 1–33 on cross33).
pub fn pt(rules: &Rules, name: &str) -> reynard_rules::board::Point {
    rules.board().parse_point(name).unwrap_or_else(|| panic!("point {name}"))
}

/// A set of points by name.
pub fn set(rules: &Rules, names: &[&str]) -> Bitboard {
    names.iter().fold(0, |acc, n| acc | bit(pt(rules, n)))
}

/// Point names of a set, sorted.
pub fn names(rules: &Rules, set: Bitboard) -> Vec<String> {
    let mut v: Vec<String> = points(set).map(|p| rules.board().name(p)).collect();
    v.sort();
    v
}

/// A move built from its parts, independently of the notation reader:
/// from, to, and the flock pieces it takes.
pub fn mv(rules: &Rules, from: &str, to: &str, captured: &[&str]) -> Move {
    Move::go(pt(rules, from), pt(rules, to), set(rules, captured))
}

/// The legal moves as sorted notation.
pub fn texts(rules: &Rules, p: &Position) -> Vec<String> {
    let mut v: Vec<String> = rules.moves(p).iter().map(|m| rules.move_text(p, *m)).collect();
    v.sort();
    v
}

/// The legal moves of the piece on `from`, as sorted notation.
pub fn texts_from(rules: &Rules, p: &Position, from: &str) -> Vec<String> {
    let from = pt(rules, from);
    let mut v: Vec<String> =
        rules.moves(p).iter().filter(|m| m.from == Some(from)).map(|m| rules.move_text(p, *m)).collect();
    v.sort();
    v
}

/// Sorts a list of expected strings.
pub fn sorted(expected: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The legal moves as a set (for chains whose notation could show several paths).
pub fn move_set(rules: &Rules, p: &Position) -> BTreeSet<Move> {
    rules.moves(p).into_iter().collect()
}

/// Plays a move text on a position with the rules (checked by `parse_move`).
pub fn after(rules: &Rules, p: &Position, text: &str) -> Position {
    let m = rules.parse_move(p, text).unwrap_or_else(|e| panic!("move `{text}`: {e}"));
    rules.play_unchecked(p, m)
}

/// The points joined to `name` by a line of `board`, sorted.
pub fn neighbours(board: &Board, name: &str) -> Vec<String> {
    let p = board.parse_point(name).unwrap_or_else(|| panic!("point {name}"));
    let mut v: Vec<String> =
        Direction::ALL.iter().filter_map(|d| board.step(p, *d)).map(|q| board.name(q)).collect();
    v.sort();
    v
}
