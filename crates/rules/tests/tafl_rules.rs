//! Unit tests for every capture and end rule of RULES.md section 4 and every tafl option.
//! Positions are built from piece lists; expected results are worked out by hand.

mod tafl_common;

use reynard_rules::Family;
use reynard_rules::Perft;
use reynard_rules::VariantOptions;
use reynard_rules::tafl::{CellSet, Cells, EndReason, MoveError, Outcome, Rules, Side, WideRules};
use tafl_common::{after, board, cell, names, preset, variant};

fn h9() -> Rules {
    preset("hnefatafl-9")
}

/// The captures a move makes, by name.
fn taken<C: CellSet>(rules: &Rules<C>, pos: &reynard_rules::tafl::Position<C>, text: &str) -> Vec<String> {
    let mv = rules.parse_move(pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    names(rules, rules.captures(pos, mv))
}

// ---- custodial capture --------------------------------------------------------------

#[test]
fn an_attacker_captures_a_defender_between_two_attackers() {
    let r = h9();
    let p = board(&r, &["b3", "d6"], &["c3"], Some("h8"), 'a');
    assert_eq!(taken(&r, &p, "d6-d3"), ["c3"]);
    let q = after(&r, &p, "d6-d3");
    assert_eq!(names(&r, q.defenders()), Vec::<String>::new());
    assert_eq!(r.move_text(&p, r.parse_move(&p, "d6-d3").unwrap()), "d6-d3xc3");
}

#[test]
fn a_defender_captures_an_attacker_with_a_defender_or_the_king() {
    let r = h9();
    let p = board(&r, &["c3", "g7"], &["b3", "d8"], Some("g6"), 'd');
    assert_eq!(taken(&r, &p, "d8-d3"), ["c3"]);
    // The king is the far piece...
    let p = board(&r, &["g7", "c3"], &["g9"], Some("g6"), 'd');
    assert_eq!(taken(&r, &p, "g9-g8"), ["g7"]);
    // ...and the moving piece.
    let p = board(&r, &["c3", "c7"], &["b3"], Some("d6"), 'd');
    assert_eq!(taken(&r, &p, "d6-d3"), ["c3"]);
}

#[test]
fn one_move_can_capture_several_pieces() {
    let r = h9();
    let p = board(&r, &["c3", "e3", "d4", "h8"], &["b3", "f3", "d5", "d1"], Some("g6"), 'd');
    assert_eq!(taken(&r, &p, "d1-d3"), ["c3", "e3", "d4"]);
    assert_eq!(r.move_text(&p, r.parse_move(&p, "d1-d3").unwrap()), "d1-d3xc3xe3xd4");
}

#[test]
fn capture_against_a_corner() {
    let r = h9();
    // A defender between an attacker and the corner a1.
    let p = board(&r, &["c5"], &["b1"], Some("h8"), 'a');
    assert_eq!(taken(&r, &p, "c5-c1"), ["b1"]);
    // An attacker between a defender and the corner i9.
    let p = board(&r, &["i8"], &["g7"], Some("e5"), 'd');
    assert_eq!(taken(&r, &p, "g7-i7"), ["i8"]);
}

#[test]
fn capture_against_the_empty_throne() {
    let r = h9();
    // Empty throne e5: hostile to defenders.
    let p = board(&r, &["a7"], &["e6"], Some("h8"), 'a');
    assert_eq!(taken(&r, &p, "a7-e7"), ["e6"]);
    // Hostile to attackers too.
    let p = board(&r, &["e6"], &["a7"], Some("h8"), 'd');
    assert_eq!(taken(&r, &p, "a7-e7"), ["e6"]);
}

#[test]
fn the_occupied_throne_is_hostile_to_attackers_only() {
    let r = h9();
    // The king on the throne: a defender next to it is safe...
    let p = board(&r, &["a7"], &["e6"], Some("e5"), 'a');
    assert!(taken(&r, &p, "a7-e7").is_empty());
    // ...an attacker next to it is not (also with an unarmed king).
    let p = board(&r, &["e6"], &["a7"], Some("e5"), 'd');
    assert_eq!(taken(&r, &p, "a7-e7"), ["e6"]);
    let r = variant("hnefatafl-9", &[("king_armed", "false")]);
    assert_eq!(taken(&r, &p, "a7-e7"), ["e6"]);
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let r = h9();
    let p = board(&r, &["c3", "e3"], &["d7"], Some("h8"), 'd');
    let q = after(&r, &p, "d7-d3");
    assert_eq!(names(&r, q.defenders()), ["d3"]);
    let p = board(&r, &["d7", "h2"], &["c3", "e3"], Some("h8"), 'a');
    let q = after(&r, &p, "d7-d3");
    assert_eq!(names(&r, q.attackers()), ["h2", "d3"]);
    // The king too.
    let p = board(&r, &["c3", "e3"], &[], Some("d7"), 'd');
    assert!(r.outcome(&after(&r, &p, "d7-d3")).is_none());
}

#[test]
fn no_capture_against_the_board_edge() {
    let r = h9();
    let p = board(&r, &["d5"], &["c1"], Some("h8"), 'a');
    assert!(taken(&r, &p, "d5-d1").is_empty());
    let p = board(&r, &["b1", "d5"], &["c1"], Some("h8"), 'a');
    assert_eq!(taken(&r, &p, "d5-d1"), ["c1"]);
}

// ---- the king ------------------------------------------------------------------------

#[test]
fn the_king_on_the_throne_needs_four_attackers() {
    let r = h9();
    let p = board(&r, &["e6", "d5", "f5", "a4"], &[], Some("e5"), 'a');
    let q = after(&r, &p, "a4-e4");
    assert_eq!(q.king(), None);
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    // Three, or two in line, are not enough.
    let p = board(&r, &["e6", "d5", "a4"], &[], Some("e5"), 'a');
    assert!(after(&r, &p, "a4-e4").king().is_some());
    let p = board(&r, &["d5", "a4", "f9"], &[], Some("e5"), 'a');
    assert!(after(&r, &p, "f9-f5").king().is_some());
}

#[test]
fn the_king_beside_the_throne_needs_the_three_other_sides() {
    let r = h9();
    // King e6, throne e5 below: attackers d6 f6, then e7.
    let p = board(&r, &["d6", "f6", "a7"], &[], Some("e6"), 'a');
    assert_eq!(after(&r, &p, "a7-e7").king(), None);
    // Two in line on d6 and f6 do not take it there.
    let p = board(&r, &["d6", "f9"], &[], Some("e6"), 'a');
    assert!(after(&r, &p, "f9-f6").king().is_some());
    let p = board(&r, &["e7", "a6"], &[], Some("e6"), 'a');
    assert!(after(&r, &p, "a6-d6").king().is_some());
}

#[test]
fn the_king_elsewhere_is_captured_like_any_piece() {
    let r = h9();
    let p = board(&r, &["b3", "d7"], &["h2"], Some("c3"), 'a');
    let q = after(&r, &p, "d7-d3");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    assert_eq!(r.move_text(&p, r.parse_move(&p, "d7-d3").unwrap()), "d7-d3xc3");
    // Against a corner.
    let p = board(&r, &["c5"], &["h2"], Some("b1"), 'a');
    assert_eq!(after(&r, &p, "c5-c1").king(), None);
    // The king may move between two attackers.
    let p = board(&r, &["b3", "d3"], &["h2"], Some("c7"), 'd');
    assert!(after(&r, &p, "c7-c3").king().is_some());
}

#[test]
fn the_king_escapes_to_a_corner() {
    let r = h9();
    let p = board(&r, &["e2"], &["h2"], Some("a5"), 'd');
    let q = after(&r, &p, "a5-a1");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    assert_eq!(r.perft(&q, 3), 0);
}

#[test]
fn only_the_king_stops_on_the_throne_and_corners() {
    let r = h9();
    let p = board(&r, &["a3"], &["e3", "b9"], Some("e7"), 'd');
    assert_eq!(r.parse_move(&p, "b9-a9"), Err(MoveError::Restricted("a9".into())));
    let p = board(&r, &["a3"], &["e3"], Some("g5"), 'd');
    assert_eq!(r.parse_move(&p, "e3-e5"), Err(MoveError::Restricted("e5".into())));
    // Any piece passes the empty throne; the king may stop on it.
    assert!(r.parse_move(&p, "e3-e8").is_ok());
    assert!(r.parse_move(&p, "g5-e5").is_ok());
    let p = board(&r, &["a5"], &["e3"], Some("g5"), 'a');
    assert!(r.parse_move(&p, "a5-f5").is_ok());
    assert_eq!(r.parse_move(&p, "a5-e5"), Err(MoveError::Restricted("e5".into())));
}

// ---- no legal move -------------------------------------------------------------------

#[test]
fn a_side_with_no_legal_move_loses() {
    let r = h9();
    // The king on b9, hemmed in by b8 and c9, still has the corner a9.
    let p = board(&r, &["b8", "c9", "h1"], &["a8"], Some("b9"), 'd');
    assert!(r.outcome(&p).is_none());
    assert_eq!(names(&r, r.targets(&p, cell(&r, "b9"))), ["a9"]);
    // The king alone, shut in on the throne by four attackers (no move made it so).
    let p = board(&r, &["d5", "f5", "e4", "e6"], &[], Some("e5"), 'd');
    assert_eq!(r.outcome(&p), Some(Outcome::Win(Side::Attackers, EndReason::NoLegalMove)));
    assert_eq!(r.count_moves(&p), 0);
    // Attackers with no pieces lose.
    let p = board(&r, &[], &["d5"], Some("e5"), 'a');
    assert_eq!(r.outcome(&p), Some(Outcome::Win(Side::Defenders, EndReason::NoLegalMove)));
}

// ---- options ---------------------------------------------------------------------------

#[test]
fn option_king_armed() {
    let r = variant("hnefatafl-9", &[("king_armed", "false")]);
    // Not as the far piece...
    let p = board(&r, &["g7", "c3"], &["g9"], Some("g6"), 'd');
    assert!(taken(&r, &p, "g9-g8").is_empty());
    // ...nor as the moving piece.
    let p = board(&r, &["c3", "c7"], &["b3"], Some("d6"), 'd');
    assert!(taken(&r, &p, "d6-d3").is_empty());
    assert_eq!(r.variant().get("king_armed").unwrap(), "false");
}

#[test]
fn option_king_capture_two() {
    let r = variant("hnefatafl-9", &[("king_capture", "two")]);
    // On the throne, two in line take it.
    let p = board(&r, &["d5", "f9"], &[], Some("e5"), 'a');
    assert_eq!(after(&r, &p, "f9-f5").king(), None);
    // Beside the throne, an attacker and the empty throne take it.
    let p = board(&r, &["a7"], &["h2"], Some("e6"), 'a');
    assert_eq!(after(&r, &p, "a7-e7").king(), None);
}

#[test]
fn option_king_capture_four() {
    let r = variant("hnefatafl-9", &[("king_capture", "four")]);
    let p = board(&r, &["b3", "d7"], &["h2"], Some("c3"), 'a');
    assert!(after(&r, &p, "d7-d3").king().is_some());
    let p = board(&r, &["b3", "c2", "c4", "d7"], &["h2"], Some("c3"), 'a');
    assert_eq!(after(&r, &p, "d7-d3").king(), None);
    // Beside the throne: three sides.
    let p = board(&r, &["d6", "f6", "a7"], &[], Some("e6"), 'a');
    assert_eq!(after(&r, &p, "a7-e7").king(), None);
    // Never on the edge, nor against a corner.
    let p = board(&r, &["b1", "c2", "d5"], &["h2"], Some("c1"), 'a');
    assert!(after(&r, &p, "d5-d1").king().is_some());
    let p = board(&r, &["c5"], &["h2"], Some("b1"), 'a');
    assert!(after(&r, &p, "c5-c1").king().is_some());
}

#[test]
fn option_escape_edge() {
    let r = variant("hnefatafl-9", &[("escape", "edge")]);
    let p = board(&r, &["h1"], &["h2"], Some("c5"), 'd');
    let q = after(&r, &p, "c5-c9");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    // Corners are ordinary cells: a piece may stop there, and they are not hostile.
    let p = board(&r, &["a3"], &["b1"], Some("e5"), 'a');
    assert!(r.parse_move(&p, "a3-a1").is_ok());
    let p = board(&r, &["c5"], &["b1"], Some("e5"), 'a');
    assert!(taken(&r, &p, "c5-c1").is_empty());
}

#[test]
fn option_throne_passable() {
    let r = variant("hnefatafl-9", &[("throne_passable", "false")]);
    let p = board(&r, &["a3"], &["e3"], Some("g6"), 'd');
    assert_eq!(r.parse_move(&p, "e3-e8"), Err(MoveError::ThroneBlocks("e5".into())));
    assert!(r.parse_move(&p, "e3-e4").is_ok());
    // The king still passes it.
    let p = board(&r, &["a3"], &["g3"], Some("e3"), 'd');
    assert!(r.parse_move(&p, "e3-e8").is_ok());
    assert_eq!(r.perft(&r.start(), 1), 72);
}

#[test]
fn option_first() {
    let r = variant("hnefatafl-9", &[("first", "defenders")]);
    assert_eq!(r.start().side(), Side::Defenders);
    let s = r.start();
    assert_eq!(r.parse_move(&s, "e1-e2"), Err(MoveError::NotYourTurn(Side::Defenders)));
    assert_eq!(preset("hnefatafl-9").start().side(), Side::Attackers);
}

#[test]
fn option_shield_wall() {
    let r = variant("hnefatafl-11", &[("shield_wall", "true")]);
    // Defenders d1 e1 f1 on the bottom edge, each faced by an attacker; bracket c1, then
    // an attacker closes the row on g1.
    let p = board(&r, &["c1", "d2", "e2", "f2", "g5"], &["d1", "e1", "f1"], Some("k6"), 'a');
    assert_eq!(taken(&r, &p, "g5-g1"), ["d1", "e1", "f1"]);
    // A gap in the faces: no capture.
    let p = board(&r, &["c1", "d2", "f2", "g5"], &["d1", "e1", "f1"], Some("k6"), 'a');
    assert!(taken(&r, &p, "g5-g1").is_empty());
    // A corner brackets one end; the king in the row is not taken.
    let p = board(&r, &["b2", "c2", "h1"], &["b1", "c1"], Some("k6"), 'a');
    assert_eq!(taken(&r, &p, "h1-d1"), ["b1", "c1"]);
    let p = board(&r, &["b2", "c2", "h1"], &["b1"], Some("c1"), 'a');
    assert_eq!(taken(&r, &p, "h1-d1"), ["b1"]);
    // Defenders capture attackers the same way, the armed king facing the row.
    let p = board(&r, &["j1", "i1"], &["j2", "h5"], Some("i2"), 'd');
    assert_eq!(taken(&r, &p, "h5-h1"), ["i1", "j1"]);
    // Without the option, nothing.
    let r = preset("hnefatafl-11");
    let p = board(&r, &["c1", "d2", "e2", "f2", "g5"], &["d1", "e1", "f1"], Some("k6"), 'a');
    assert!(taken(&r, &p, "g5-g1").is_empty());
}

#[test]
fn option_edge_fort() {
    let r = variant("hnefatafl-11", &[("edge_fort", "true")]);
    // King on e1 with room e1 f1 e2? Room {e1, f1}: bordered by d1, g1, e2, f2 (defenders),
    // each guarded on both lines by the edge or another wall piece or the room.
    let fort = board(&r, &["a6"], &["d1", "g1", "e2", "f2"], Some("e1"), 'a');
    // d1: vertical (d2, off) -> off guards; horizontal (c1, e1) -> e1 room guards.
    assert_eq!(r.outcome(&fort), Some(Outcome::Win(Side::Defenders, EndReason::EdgeFort)));
    assert_eq!(r.perft(&fort, 2), 0);
    // e2 has d2 and f2 on its rank: f2 is wall, fine; vertically e1 (room) and e3.
    // An attacker touching the room breaks it.
    let open = board(&r, &["a6", "f3"], &["d1", "g1", "e2"], Some("e1"), 'a');
    assert!(r.outcome(&open).is_none());
    // A king that cannot move is not in a fort.
    let shut = board(&r, &["a6"], &["d1", "f1", "e2"], Some("e1"), 'a');
    assert!(r.outcome(&shut).is_none());
    // A wall piece that could be captured: e2 alone above a room e1, with d2/f2 empty.
    let weak = board(&r, &["a6"], &["d1", "f1", "e3", "d2", "f2"], Some("e1"), 'a');
    // Room {e1, e2}: wall d1 f1 d2 f2 e3; e3 has d3/f3 empty on its rank -> breakable.
    assert!(r.outcome(&weak).is_none());
    // Off by default.
    assert!(preset("hnefatafl-11").outcome(&fort).is_none());
}

/// A position in OpenTafl's rows, from the top (`t` attacker, `T` defender, `K` king, digits
/// for runs of empty cells), then the side to move (`a` or `d`).
fn opentafl(rules: &reynard_rules::tafl::Rules, text: &str) -> reynard_rules::tafl::Position {
    let (rows, side) = text.trim().rsplit_once(' ').expect("rows and a side");
    let rows: Vec<&str> = rows.trim_matches('/').split('/').collect();
    let (mut attackers, mut defenders, mut king) = (Vec::new(), Vec::new(), None);
    for (i, row) in rows.iter().enumerate() {
        let rank = rows.len() - i;
        let (mut file, mut run) = (0, 0);
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                continue;
            }
            file += run;
            run = 0;
            let name = format!("{}{rank}", (b'a' + file as u8) as char);
            match c {
                't' => attackers.push(name),
                'T' => defenders.push(name),
                'K' => king = Some(name),
                other => panic!("`{other}` in a row"),
            }
            file += 1;
        }
        assert_eq!(file + run, rows.len(), "row {row}");
    }
    let attackers: Vec<&str> = attackers.iter().map(String::as_str).collect();
    let defenders: Vec<&str> = defenders.iter().map(String::as_str).collect();
    board(rules, &attackers, &defenders, king.as_deref(), side.chars().next().expect("a side"))
}

#[test]
fn an_edge_fort_held_by_defenders_outside_its_wall() {
    // Copenhagen, just after the defenders' c5-c3: the king on a3 with the room {a3, b3}; the
    // wall piece c3 is covered on its file only by c2, outside the wall, and c2 and c3
    // cover each other: no attacker can ever break in (found against another engine).
    let r = preset("copenhagen-11");
    let text = "/1T6Tt1/2Tt1t1t1t1/11/11/11/7T3/t8T1/TT2T6/K1T7t/TTT1t2t3/1t9/ a";
    let fort = opentafl(&r, text);
    assert_eq!(r.outcome(&fort), Some(Outcome::Win(Side::Defenders, EndReason::EdgeFort)));
    // Without c2, c3 can be taken from c2 and c4: no fort.
    let open = opentafl(&r, "/1T6Tt1/2Tt1t1t1t1/11/11/11/7T3/t8T1/TT2T6/K1T7t/TT2t2t3/1t9/ a");
    assert!(r.outcome(&open).is_none());
}

#[test]
fn option_encirclement() {
    let r = variant("hnefatafl-9", &[("encirclement", "true")]);
    let ring =
        ["c3", "d3", "e3", "f3", "g3", "c4", "g4", "c5", "g5", "c6", "g6", "c7", "d7", "e7", "f7", "g7"];
    let p = board(&r, &ring, &["d4", "f6"], Some("e5"), 'd');
    assert_eq!(r.outcome(&p), Some(Outcome::Win(Side::Attackers, EndReason::Encircled)));
    // One defender outside the ring, or a gap, and it is no encirclement.
    let p = board(&r, &ring, &["d4", "a2"], Some("e5"), 'd');
    assert!(r.outcome(&p).is_none());
    let gap: Vec<&str> = ring.iter().copied().filter(|c| *c != "e7").collect();
    let p = board(&r, &gap, &["d4"], Some("e5"), 'd');
    assert!(r.outcome(&p).is_none());
    assert!(preset("hnefatafl-9").outcome(&board(&r, &ring, &["d4"], Some("e5"), 'd')).is_none());
}

#[test]
fn option_repetition() {
    assert_eq!(preset("hnefatafl-11").repetition_outcome(), Outcome::Draw(EndReason::Repetition));
    assert_eq!(
        preset("copenhagen-11").repetition_outcome(),
        Outcome::Win(Side::Attackers, EndReason::Repetition)
    );
    let r = variant("hnefatafl-9", &[("repetition", "defenders-lose")]);
    assert_eq!(r.repetition_outcome().winner(), Some(Side::Attackers));
}

#[test]
fn copenhagen_preset_switches() {
    let r = preset("copenhagen-11");
    let v = r.variant();
    assert_eq!(v.get("king_capture").unwrap(), "four");
    for key in ["shield_wall", "edge_fort", "encirclement", "king_armed", "throne_passable"] {
        assert_eq!(v.get(key).unwrap(), "true", "{key}");
    }
    assert_eq!(v.get("escape").unwrap(), "corner");
    assert_eq!(r.position_text(&r.start()), preset("hnefatafl-11").position_text(&r.start()));
    let _ = cell(&r, "f6");
}

#[test]
fn the_ruleset_view_is_from_the_side_to_move() {
    use reynard_rules::{Ruleset, Terminal};
    let r = h9();
    let p = board(&r, &["e2"], &["h2"], Some("a5"), 'd');
    let q = after(&r, &p, "a5-a1");
    assert_eq!(Ruleset::decided(&r, &q), Some(Terminal::Loss));
    assert_eq!(Ruleset::terminal(&r, &q), Some(Terminal::Loss));
    assert_eq!(Ruleset::terminal(&r, &p), None);
    let stuck = board(&r, &["d5", "f5", "e4", "e6"], &[], Some("e5"), 'd');
    assert_eq!(Ruleset::decided(&r, &stuck), None);
    assert_eq!(Ruleset::terminal(&r, &stuck), Some(Terminal::Loss));
    assert_eq!(Ruleset::start(&r), r.start());
    assert_eq!(Ruleset::hash(&r, &q), q.hash());
    let mv = r.parse_move(&board(&r, &["b3", "d6"], &["c3"], Some("h8"), 'a'), "d6-d3").unwrap();
    let before = board(&r, &["b3", "d6"], &["c3"], Some("h8"), 'a');
    assert!(Ruleset::is_capture(&r, &before, mv));
    assert_eq!(Ruleset::capture_count(&r, &before, mv), 1);
    assert_eq!(Ruleset::move_text(&r, &before, mv), "d6-d3xc3");
}

#[test]
fn a_shield_wall_needs_the_mover_on_the_edge_and_a_row_of_two() {
    let r = variant("hnefatafl-11", &[("shield_wall", "true")]);
    // One defender faced and bracketed is a plain custodial capture anyway.
    let p = board(&r, &["c1", "d2", "e5"], &["d1"], Some("k6"), 'a');
    assert_eq!(taken(&r, &p, "e5-e1"), ["d1"]);
    // The last face arriving from inside does not capture the row.
    let p = board(&r, &["c1", "g1", "d2", "e2", "f5"], &["d1", "e1", "f1"], Some("k6"), 'a');
    assert!(taken(&r, &p, "f5-f2").is_empty());
}

// ---- the presets from other sources (docs/tafl.md) -------------------------------------

#[test]
fn brandubh_is_a_seven_by_seven_cross_with_hostile_corners() {
    let r = preset("brandubh");
    let start = r.start();
    assert_eq!(names(&r, start.attackers()), ["d1", "d2", "a4", "b4", "f4", "g4", "d6", "d7"]);
    assert_eq!(names(&r, start.defenders()), ["d3", "c4", "e4", "d5"]);
    // The king reaching a corner wins; an edge cell does not.
    let p = board(&r, &["f6"], &["b2"], Some("a3"), 'd');
    assert!(r.outcome(&after(&r, &p, "a3-a2")).is_none());
    let q = after(&r, &p, "a3-a1");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    // A corner is hostile: a defender between it and an attacker is taken.
    let p = board(&r, &["c5"], &["b1"], Some("d4"), 'a');
    assert_eq!(taken(&r, &p, "c5-c1"), ["b1"]);
    // Away from the throne the king is taken by two.
    let p = board(&r, &["b6", "b1"], &[], Some("b5"), 'a');
    let q = after(&r, &p, "b1-b4");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    // On the throne two are not enough.
    let p = board(&r, &["d5", "d1"], &["b2"], Some("d4"), 'a');
    let q = after(&r, &p, "d1-d3");
    assert!(
        r.outcome(&q).is_none() && q.king().is_some(),
        "two attackers do not take the king on the throne"
    );
}

#[test]
fn tablut_king_escapes_to_any_edge_cell_and_corners_are_ordinary() {
    let r = preset("tablut");
    assert_eq!(r.start(), preset("hnefatafl-9").start());
    let p = board(&r, &["h8"], &["b2"], Some("c3"), 'd');
    let q = after(&r, &p, "c3-c1");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    // Any piece may stop on a corner, which takes nothing.
    let p = board(&r, &["c5"], &["b1"], Some("e5"), 'a');
    assert_eq!(taken(&r, &p, "c5-c1"), Vec::<String>::new());
    assert!(r.parse_move(&board(&r, &["a3"], &["h8"], Some("e5"), 'a'), "a3-a1").is_ok());
}

#[test]
fn fetlar_king_is_taken_by_four_never_on_the_edge_and_encirclement_wins() {
    let r = preset("fetlar-11");
    assert_eq!(r.start(), preset("hnefatafl-11").start());
    assert!(r.variant().encirclement && !r.variant().shield_wall && !r.variant().edge_fort);
    // Two attackers in line do not take the king.
    let p = board(&r, &["c3", "e5"], &["j9"], Some("c4"), 'a');
    let q = after(&r, &p, "e5-c5");
    assert!(r.outcome(&q).is_none(), "two attackers do not take the king");
    // Four do.
    let p = board(&r, &["c3", "c5", "b4", "e4"], &["j9"], Some("c4"), 'a');
    let q = after(&r, &p, "e4-d4");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    // On the edge three attackers round the king take nothing.
    let p = board(&r, &["b1", "d1", "c3"], &["j9"], Some("c1"), 'a');
    let q = after(&r, &p, "c3-c2");
    assert!(r.outcome(&q).is_none() && q.king().is_some(), "the king is never taken on the edge");
}

#[test]
fn without_a_throne_the_centre_is_an_ordinary_cell() {
    let mut v = reynard_rules::tafl::Variant::preset("brandubh").expect("a preset");
    v.set("throne", "false").expect("an option");
    v.set("escape", "edge").expect("an option");
    let r = Rules::<Cells>::new(&v).expect("a valid variant");
    // Any piece may stop on the centre, and the centre is not hostile.
    let p = board(&r, &["d1", "b4"], &["d2"], Some("e6"), 'a');
    assert!(r.parse_move(&p, "b4-d4").is_ok(), "an attacker stops on the centre");
    let p = board(&r, &["d1"], &["d3"], Some("e6"), 'a');
    assert_eq!(taken(&r, &p, "d1-d2"), Vec::<String>::new(), "the empty centre takes nothing");
    // The king on the centre is taken by two, like anywhere.
    let p = board(&r, &["d5", "d1"], &["b2"], Some("d4"), 'a');
    let q = after(&r, &p, "d1-d3");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    assert_eq!(r.restricted(), 0, "nothing restricted with edge escape and no throne");
}

#[test]
fn ard_ri_has_no_throne_and_the_king_is_taken_by_two_and_escapes_to_the_edge() {
    let r = preset("ard-ri");
    assert_eq!(r.start(), preset("brandubh").start(), "Brandubh's cross");
    assert_eq!(r.restricted(), 0, "no throne and ordinary corners: nothing restricted");
    // Two attackers take the king on the centre, which is an ordinary cell.
    let p = board(&r, &["d5", "b3"], &["f6"], Some("d4"), 'a');
    let q = after(&r, &p, "b3-d3");
    assert_eq!(q.king(), None);
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    // Any edge cell is an escape, a corner too, and any piece may stop on a corner.
    let p = board(&r, &["f6"], &["b5"], Some("c3"), 'd');
    let q = after(&r, &p, "c3-c1");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    let p = board(&r, &["a3"], &["f6"], Some("d4"), 'a');
    assert!(r.parse_move(&p, "a3-a1").is_ok(), "an attacker stops on a corner");
    // The empty centre is not hostile: a defender on d5 between an attacker and it stays.
    let p = board(&r, &["d7"], &["d5"], Some("b2"), 'a');
    assert_eq!(taken(&r, &p, "d7-d6"), Vec::<String>::new());
}

#[test]
fn tawlbwrdd_starts_in_bells_layout_and_the_king_escapes_to_the_edge() {
    let r = preset("tawlbwrdd-11");
    let h11 = preset("hnefatafl-11");
    let (start, h11_start) = (r.start(), h11.start());
    assert_eq!(start.defenders(), h11_start.defenders(), "the defenders' diamond of the 11x11 layout");
    assert_eq!(start.king(), h11_start.king());
    let bell = "e1 f1 g1 e2 g2 f3 a5 b5 j5 k5 a6 c6 i6 k6 a7 b7 j7 k7 f9 e10 g10 e11 f11 g11";
    let mut expected: Vec<String> = bell.split(' ').map(String::from).collect();
    let mut found = names(&r, start.attackers());
    expected.sort();
    found.sort();
    assert_eq!(found, expected);
    // The throne rules: beside the throne the king needs the three other sides.
    let p = board(&r, &["g5", "e3"], &["b2"], Some("f5"), 'a');
    let q = after(&r, &p, "e3-e5");
    assert!(q.king().is_some(), "two attackers do not take the king beside the throne");
    let p = board(&r, &["e5", "g5", "f3"], &["b2"], Some("f5"), 'a');
    let q = after(&r, &p, "f3-f4");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    // Away from the throne, two take him; on any edge cell he escapes.
    let p = board(&r, &["c3", "e5"], &["j9"], Some("c4"), 'a');
    let q = after(&r, &p, "e5-c5");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    let p = board(&r, &["j9"], &["b2"], Some("c4"), 'd');
    let q = after(&r, &p, "c4-a4");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
}

fn wide(id: &str) -> WideRules {
    Rules::of_preset(id).unwrap_or_else(|e| panic!("preset {id}: {e}"))
}

#[test]
fn hnefatafl_13_is_the_11x11_rules_on_parletts_board() {
    let r = wide("hnefatafl-13");
    let h11 = preset("hnefatafl-11");
    assert_eq!(r.variant().layout.size(), 13);
    assert_eq!((r.start().attackers().count(), r.start().defenders().count()), (32, 16));
    assert_eq!(r.start().king().map(|k| r.geometry().name(k)), Some("g7".into()));
    let (v13, v11) = (r.variant(), h11.variant());
    assert_eq!(
        (v13.escape, v13.king_capture, v13.king_armed, v13.throne_passable),
        (v11.escape, v11.king_capture, v11.king_armed, v11.throne_passable)
    );
    // Corner escape on m13, captures on the large board as on the small one.
    let p = board(&r, &["b2"], &["c5"], Some("m10"), 'd');
    let q = after(&r, &p, "m10-m13");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    let p = board(&r, &["l12", "j13"], &["l13"], Some("a2"), 'a');
    assert_eq!(taken(&r, &p, "j13-k13"), vec!["l13".to_string()], "taken against the corner m13");
}

#[test]
fn alea_evangelii_has_citadels_and_a_closed_centre() {
    let r = wide("alea-evangelii");
    let g = r.geometry();
    assert_eq!(g.size(), 19);
    let citadels = names(&r, r.escape_cells());
    let mut expected: Vec<String> =
        "a1 b1 r1 s1 a2 b2 r2 s2 a18 b18 r18 s18 a19 b19 r19 s19".split(' ').map(String::from).collect();
    expected.sort_by_key(|n| g.parse(n).expect("a cell"));
    assert_eq!(citadels, expected, "the four 2x2 citadels, lowest cell first");
    // The king escapes onto any citadel cell, the inner one too.
    let p = board(&r, &["s10"], &["c10"], Some("b9"), 'd');
    let q = after(&r, &p, "b9-b2");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    // No other piece stops on a citadel or on or over the centre j10.
    let p = board(&r, &["b5", "j5"], &["s10"], Some("m12"), 'a');
    assert!(matches!(r.parse_move(&p, "b5-b2"), Err(MoveError::Restricted(_))));
    assert!(matches!(r.parse_move(&p, "j5-j15"), Err(MoveError::ThroneBlocks(_))));
    // A citadel is hostile: an attacker on c1 between a defender's move to d1 and b1 goes.
    let p = board(&r, &["c1", "s10"], &["d5"], Some("m12"), 'd');
    assert_eq!(taken(&r, &p, "d5-d1"), vec!["c1".to_string()]);
    // The king is taken by four, by two nowhere.
    let p = board(&r, &["h8", "j5"], &["c3"], Some("i8"), 'a');
    let q = after(&r, &p, "j5-j8");
    assert!(r.outcome(&q).is_none() && q.king().is_some(), "two attackers in line take nothing");
    let q = after(&r, &board(&r, &["h8", "j8", "i7", "i10"], &["c3"], Some("i8"), 'a'), "i10-i9");
    assert_eq!(r.outcome(&q), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
}

#[test]
fn alea_evangelii_a_citadel_beside_the_king_counts_as_an_attacker() {
    let r = wide("alea-evangelii");
    let captured = Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured));
    // The king on c2, beside the citadel cell b2: three attackers and the citadel take him.
    let p = board(&r, &["c1", "c3", "d5"], &["m12"], Some("c2"), 'a');
    let q = after(&r, &p, "d5-d2");
    assert_eq!((q.king(), r.outcome(&q)), (None, captured));
    // The same on b3 beside b2, with a3 an ordinary edge cell (the citadel is a1 b1 a2 b2).
    let p = board(&r, &["a3", "c3", "e4"], &["m12"], Some("b3"), 'a');
    let q = after(&r, &p, "e4-b4");
    assert_eq!((q.king(), r.outcome(&q)), (None, captured));
    // And at the far corner: the king on r17 beside r18.
    let p = board(&r, &["q17", "s17", "r10"], &["m12"], Some("r17"), 'a');
    let q = after(&r, &p, "r10-r16");
    assert_eq!((q.king(), r.outcome(&q)), (None, captured));
    // Two attackers and the citadel are not enough, nor is the edge: c1 is beside b1.
    let p = board(&r, &["c3", "d5"], &["m12"], Some("c2"), 'a');
    let q = after(&r, &p, "d5-d2");
    assert!(q.king().is_some() && r.outcome(&q).is_none(), "c1 is empty");
    let p = board(&r, &["c2", "e1"], &["m12"], Some("c1"), 'a');
    let q = after(&r, &p, "e1-d1");
    assert!(q.king().is_some() && r.outcome(&q).is_none(), "never on the edge");
    // Without the citadel rule's hostility the corners of copenhagen-11 are never beside
    // an inner cell, so its captures by four are as before: b2 needs four attackers.
    let c = preset("copenhagen-11");
    let p = board(&c, &["a2", "c2", "b1", "d3"], &["f9"], Some("b2"), 'a');
    let q = after(&c, &p, "d3-b3");
    assert_eq!((q.king(), c.outcome(&q)), (None, captured));
}
