//! RULES.md section 2, the preset table: start position, side to move, side names,
//! threshold, board/lines, which way each side steps, and the Asalto fort rules; and the
//! section 6 reference counts. Expected values are worked out by hand from the rule book.

mod common;

use common::*;
use reynard_rules::Family;
use reynard_rules::Perft;
use reynard_rules::board::{BoardId, LineSet};
use reynard_rules::hunt::{MoveError, PRESETS, Variant};
use reynard_rules::record::result_text;
use reynard_rules::{EndReason, Outcome, Side};

const GEESE13: &str = "c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3";
const GEESE15: &str = "c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3,a4,g4";
const GEESE17: &str = "c1,d1,e1,c2,d2,e2,c3,d3,e3,a3,b3,f3,g3,a4,b4,f4,g4";
const TWELVE: &str = "a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,e3";
const REBELS24: &str = "c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4,e4,f4,g4,a5,b5,f5,g5";

struct Expect {
    id: &'static str,
    board: BoardId,
    lines: LineSet,
    start: String,
    first: Side,
    hunter: &'static str,
    flock: &'static str,
    threshold: u32,
    hunters: usize,
    mandatory: bool,
    breakthrough: bool,
}

fn table() -> Vec<Expect> {
    use BoardId::*;
    use LineSet::*;
    let e = |id,
             board,
             lines,
             start: String,
             first,
             hunter,
             flock,
             threshold,
             hunters,
             mandatory,
             breakthrough| Expect {
        id,
        board,
        lines,
        start,
        first,
        hunter,
        flock,
        threshold,
        hunters,
        mandatory,
        breakthrough,
    };
    vec![
        e(
            "fox-geese",
            Cross33,
            Orthogonal,
            format!("d4/{GEESE13} f"),
            Side::Flock,
            "fox",
            "geese",
            5,
            1,
            false,
            false,
        ),
        e(
            "fox-geese-diagonal",
            Cross33,
            Diagonal,
            format!("d4/{GEESE13} f"),
            Side::Flock,
            "fox",
            "geese",
            4,
            1,
            false,
            false,
        ),
        e(
            "fox-geese-15",
            Cross33,
            Diagonal,
            format!("d4/{GEESE15} f"),
            Side::Flock,
            "fox",
            "geese",
            6,
            1,
            false,
            false,
        ),
        e(
            "fox-geese-17",
            Cross33,
            Diagonal,
            format!("17/{GEESE17} f"),
            Side::Flock,
            "fox",
            "geese",
            7,
            1,
            false,
            false,
        ),
        e(
            "fox-geese-2fox",
            Cross33,
            Diagonal,
            format!("c5,e5/{GEESE17} f"),
            Side::Flock,
            "foxes",
            "geese",
            7,
            2,
            false,
            false,
        ),
        e(
            "fox-geese-forward",
            Cross33,
            Diagonal,
            format!("d4/{GEESE13} h"),
            Side::Hunter,
            "fox",
            "geese",
            5,
            1,
            false,
            true,
        ),
        e(
            "catch-the-hare",
            Alquerque5,
            Diagonal,
            format!("c3/{TWELVE} f"),
            Side::Flock,
            "hare",
            "hunters",
            9,
            1,
            false,
            false,
        ),
        e(
            "coyote",
            Alquerque5,
            Long,
            format!("c3/{TWELVE} f"),
            Side::Flock,
            "coyote",
            "chickens",
            9,
            1,
            false,
            false,
        ),
        e(
            "el-coyote",
            Alquerque5x7,
            Diagonal,
            format!("c5/{TWELVE} f"),
            Side::Flock,
            "coyote",
            "chickens",
            9,
            1,
            false,
            false,
        ),
        e(
            "asalto",
            Cross33,
            Diagonal,
            format!("c6,e6/{REBELS24} f"),
            Side::Flock,
            "officers",
            "rebels",
            9,
            2,
            true,
            false,
        ),
        e(
            "wolf-sheep",
            Checker8,
            Diagonal,
            "d8/a1,c1,e1,g1 h".to_string(),
            Side::Hunter,
            "wolf",
            "sheep",
            0,
            1,
            false,
            true,
        ),
        // No goat on the board, 20 in hand; tigers win with 15 goats left (5 taken).
        e(
            "bagh-chal",
            Alquerque5,
            Diagonal,
            "a1,e1,a5,e5/- f 20".to_string(),
            Side::Flock,
            "tigers",
            "goats",
            15,
            4,
            false,
            false,
        ),
    ]
}

#[test]
fn every_preset_exists_under_its_id() {
    let ids: Vec<&str> = PRESETS.iter().map(|(id, _)| *id).collect();
    let expected: Vec<&str> = table().iter().map(|e| e.id).collect();
    let (mut a, mut b) = (ids.clone(), expected.clone());
    a.sort();
    b.sort();
    assert_eq!(a, b);
    for id in expected {
        assert!(Variant::preset(id).is_some(), "{id}");
        assert!(reynard_rules::hunt::Rules::preset(id).is_some(), "{id}");
    }
    assert!(Variant::preset("fox-and-geese").is_none());
}

#[test]
fn preset_table() {
    for e in table() {
        let rules = preset(e.id);
        assert_eq!(rules.board().id(), e.board, "{} board", e.id);
        assert_eq!(rules.board().lines(), e.lines, "{} lines", e.id);
        let start = pos(&rules, &e.start);
        assert_eq!(rules.fixed_start(), start, "{} start position", e.id);
        assert_eq!(rules.game_start(), start, "{} game start (hunter_start = fixed)", e.id);
        assert_eq!(rules.first_side(), e.first, "{} first", e.id);
        assert_eq!(rules.fixed_start().side(), e.first, "{} side to move at the start", e.id);
        assert_eq!(rules.variant().side_name(Side::Hunter), e.hunter, "{} hunter name", e.id);
        assert_eq!(rules.variant().side_name(Side::Flock), e.flock, "{} flock name", e.id);
        assert_eq!(rules.threshold(), e.threshold, "{} threshold", e.id);
        assert_eq!(rules.hunter_count(), e.hunters, "{} hunter pieces", e.id);
        assert_eq!(rules.capture_is_mandatory(), e.mandatory, "{} capture", e.id);
        assert_eq!(rules.variant().breakthrough, e.breakthrough, "{} breakthrough", e.id);
        assert_eq!(rules.fort() != 0, e.id == "asalto", "{} fort", e.id);
        assert_eq!(rules.outcome(&rules.fixed_start()), None, "{} start is not decided", e.id);
        let win = |side| result_text(&rules, Some(Outcome::Win(side, EndReason::NoLegalMove)));
        assert_eq!(win(Side::Hunter), format!("{} win", e.hunter), "{}", e.id);
        assert_eq!(win(Side::Flock), format!("{} win", e.flock), "{}", e.id);
    }
}

#[test]
fn flock_sizes() {
    let sizes = [
        ("fox-geese", 13),
        ("fox-geese-diagonal", 13),
        ("fox-geese-15", 15),
        ("fox-geese-17", 17),
        ("fox-geese-2fox", 17),
        ("fox-geese-forward", 13),
        ("catch-the-hare", 12),
        ("coyote", 12),
        ("el-coyote", 12),
        ("asalto", 24),
    ];
    for (id, n) in sizes {
        assert_eq!(preset(id).fixed_start().flock().count_ones(), n, "{id}");
    }
}

#[test]
fn asalto_fort_is_the_nine_points() {
    let rules = preset("asalto");
    assert_eq!(names(&rules, rules.fort()), sorted(&["c5", "d5", "e5", "c6", "d6", "e6", "c7", "d7", "e7"]));
    // Rebels stand on every point outside the fort.
    assert_eq!(rules.fixed_start().flock() | rules.fort(), rules.board().points());
    assert_eq!(rules.fixed_start().flock() & rules.fort(), 0);
}

// ---------------------------------------------------------------- first moves, by hand

#[test]
fn first_moves_of_each_preset() {
    let cases: [(&str, &[&str]); 10] = [
        ("fox-geese", &["a3-a4", "b3-b4", "c3-c4", "e3-e4", "f3-f4", "g3-g4"]),
        ("fox-geese-diagonal", &["a3-a4", "b3-b4", "c3-c4", "e3-e4", "f3-f4", "g3-g4"]),
        ("fox-geese-15", &["a4-a5", "a4-b4", "b3-b4", "c3-c4", "e3-e4", "f3-f4", "g4-f4", "g4-g5"]),
        ("fox-geese-17", &["a4-a5", "b4-b5", "b4-c4", "c3-c4", "e3-e4", "f4-e4", "f4-f5", "g4-g5"]),
        (
            "fox-geese-2fox",
            &["a4-a5", "b4-b5", "b4-c4", "c3-c4", "d3-d4", "e3-e4", "f4-e4", "f4-f5", "g4-g5"],
        ),
        // The fox moves first, on every line; c3 d3 e3 are taken, b2/f2 are no points, d2 is taken.
        ("fox-geese-forward", &["d4-c4", "d4-c5", "d4-d5", "d4-e4", "d4-e5"]),
        ("catch-the-hare", &["a3-a4", "a3-b3", "a3-b4", "b2-b3", "d2-d3", "e3-d3", "e3-d4", "e3-e4"]),
        // long lines: a3, e3 have no diagonals; b2-c3 and d2-c3 lead onto the coyote.
        ("coyote", &["a3-a4", "a3-b3", "b2-b3", "d2-d3", "e3-d3", "e3-e4"]),
        (
            "el-coyote",
            &[
                "a3-a4", "a3-b3", "a3-b4", "b2-b3", "b2-c3", "c2-c3", "d2-c3", "d2-d3", "e3-d3", "e3-d4",
                "e3-e4",
            ],
        ),
        ("asalto", &["b4-c5", "b5-c5", "c4-c5", "d4-c5", "d4-d5", "d4-e5", "e4-e5", "f4-e5", "f5-e5"]),
    ];
    for (id, expected) in cases {
        let rules = preset(id);
        assert_eq!(texts(&rules, &rules.fixed_start()), sorted(expected), "{id}");
    }
}

#[test]
fn reference_perft_counts() {
    // RULES.md section 6.
    let table: [(&str, [u64; 3]); 10] = [
        ("fox-geese", [6, 18, 188]),
        ("fox-geese-diagonal", [6, 32, 344]),
        ("fox-geese-15", [8, 42, 460]),
        ("fox-geese-17", [8, 40, 436]),
        ("fox-geese-2fox", [9, 110, 1210]),
        ("fox-geese-forward", [5, 63, 300]),
        ("catch-the-hare", [8, 40, 522]),
        ("coyote", [6, 30, 304]),
        ("el-coyote", [11, 88, 1215]),
        ("asalto", [9, 38, 370]),
    ];
    for (id, counts) in table {
        let rules = preset(id);
        let start = rules.fixed_start();
        for (d, n) in counts.iter().enumerate() {
            assert_eq!(rules.perft(&start, d as u32 + 1), *n, "{id} perft({})", d + 1);
        }
        assert_eq!(rules.perft(&start, 0), 1);
    }
}

#[test]
fn asalto_perft1_is_9() {
    let rules = preset("asalto");
    assert_eq!(rules.perft(&rules.fixed_start(), 1), 9);
}

// ---------------------------------------------------------------- which way the flock steps

/// A lone flock piece on `at` (neighbours empty), the hunter far away: its moves.
fn flock_moves(id: &str, text: &str, at: &str) -> Vec<String> {
    let rules = preset(id);
    texts_from(&rules, &pos(&rules, text), at)
}

#[test]
fn fox_geese_geese_step_orthogonally_in_all_directions() {
    let text = "g5/c4,c1,d1,e1,a3,g3 f";
    assert_eq!(flock_moves("fox-geese", text, "c4"), sorted(&["c4-b4", "c4-c3", "c4-c5", "c4-d4"]));
}

#[test]
fn diagonal_presets_geese_use_orthogonal_lines_only_all_directions() {
    // d4 carries diagonal lines, but these geese may not use them; backward is fine.
    let text = "g5/d4,c1,d1,e1,a3,g3,a4,g4 f";
    for id in ["fox-geese-diagonal", "fox-geese-15", "fox-geese-17", "fox-geese-2fox"] {
        assert_eq!(flock_moves(id, text, "d4"), sorted(&["d4-c4", "d4-d3", "d4-d5", "d4-e4"]), "{id}");
    }
}

#[test]
fn forward_preset_geese_never_step_back() {
    let text = "g5/d4,c4,c1,d1,e1,a3,g3 f";
    // d4 (even point): forward, forward-diagonals, sideways (c4 is taken); not d3 c3 e3.
    assert_eq!(flock_moves("fox-geese-forward", text, "d4"), sorted(&["d4-c5", "d4-d5", "d4-e4", "d4-e5"]));
    // c4 (odd point): forward and sideways only; not c3.
    assert_eq!(flock_moves("fox-geese-forward", text, "c4"), sorted(&["c4-b4", "c4-c5"]));
}

#[test]
fn catch_the_hare_hunters_use_every_line_in_every_direction() {
    let text = "e5/c3,a1,e1 f";
    assert_eq!(
        flock_moves("catch-the-hare", text, "c3"),
        sorted(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4"])
    );
    assert_eq!(
        flock_moves("catch-the-hare", "e5/b3,a1,e1 f", "b3"),
        sorted(&["b3-a3", "b3-b2", "b3-b4", "b3-c3"])
    );
}

#[test]
fn coyote_chickens_use_long_lines_in_every_direction() {
    let text = "e5/c3,a3,e1 f";
    assert_eq!(
        flock_moves("coyote", text, "c3"),
        sorted(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4"])
    );
    assert_eq!(flock_moves("coyote", "e5/c1,a3,e3 f", "c1"), sorted(&["c1-b1", "c1-c2", "c1-d1"]));
    assert_eq!(
        flock_moves("coyote", "a5/d2,a3,e4 f", "d2"),
        sorted(&["d2-c2", "d2-c3", "d2-d1", "d2-d3", "d2-e1", "d2-e2"])
    );
}

#[test]
fn el_coyote_chickens_never_step_back() {
    let text = "e7/c3,c2,a1,e1 f";
    // c3 (even): forward, forward-diagonals, sideways; not c2 (taken anyway), b2, d2.
    assert_eq!(flock_moves("el-coyote", text, "c3"), sorted(&["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]));
    // c2 (odd): forward (c3 taken) and sideways; not c1.
    assert_eq!(flock_moves("el-coyote", text, "c2"), sorted(&["c2-b2", "c2-d2"]));
}

// ---------------------------------------------------------------- hunter steps: every line

#[test]
fn hunter_steps_along_every_line_in_every_direction() {
    // Orthogonal cross: four.
    let rules = preset("fox-geese");
    let p = pos(&rules, "d4/c1,d1,e1,a3,g3,g5 h");
    assert_eq!(texts(&rules, &p), sorted(&["d4-c4", "d4-d3", "d4-d5", "d4-e4"]));
    // Diagonal cross: eight, backward included, for every fox-geese* preset.
    for id in ["fox-geese-diagonal", "fox-geese-15", "fox-geese-17", "fox-geese-2fox", "fox-geese-forward"] {
        let rules = preset(id);
        let p = pos(&rules, "d4/c1,d1,e1,a3,g3,g5,a5,g4 h");
        assert_eq!(
            texts(&rules, &p),
            sorted(&["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]),
            "{id}"
        );
    }
    // The hare, and El Coyote's coyote (which may go back), on c3.
    for id in ["catch-the-hare", "el-coyote"] {
        let rules = preset(id);
        let p = pos(&rules, "c3/a1,b1,c1,d1,e1,a5,e5,a4,e4,a3 h");
        assert_eq!(
            texts(&rules, &p),
            sorted(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4"]),
            "{id}"
        );
    }
    // Coyote on c1 (no diagonal on `long`).
    let rules = preset("coyote");
    let p = pos(&rules, "c1/a5,b5,c5,d5,e5,a4,e4,a3,e3,a2 h");
    assert_eq!(texts(&rules, &p), sorted(&["c1-b1", "c1-c2", "c1-d1"]));
    // Asalto officers: every line, also out of the fort and backward.
    let rules = preset("asalto");
    let p = pos(&rules, "d6,g4/c1,d1,e1,c2,d2,e2,a3,b3,a4,a5 h");
    assert_eq!(
        texts(&rules, &p),
        sorted(&[
            "d6-c5", "d6-c6", "d6-c7", "d6-d5", "d6-d7", "d6-e5", "d6-e6", "d6-e7", "g4-f4", "g4-g3", "g4-g5"
        ])
    );
}

// ---------------------------------------------------------------- the Asalto fort

#[test]
fn asalto_rebels_in_the_fort_never_step_diagonally_nor_back() {
    let rules = preset("asalto");
    // c5 and e5: d6 (diagonal) is empty but not allowed; c4 b4 d4 / e4 d4 f4 (back) are empty.
    let p = pos(&rules, "c7,e7/c5,e5,a3,b3,c1,d1,e1,c2,d2,e2,g3 f");
    assert_eq!(texts_from(&rules, &p, "c5"), sorted(&["c5-b5", "c5-c6", "c5-d5"]));
    assert_eq!(texts_from(&rules, &p, "e5"), sorted(&["e5-d5", "e5-e6", "e5-f5"]));
    // d6: c7 and e7 (diagonal) empty but not allowed; d5 c5 e5 (back) empty.
    let p = pos(&rules, "a4,g4/d6,a3,b3,c1,d1,e1,c2,d2,e2,g3 f");
    assert_eq!(texts_from(&rules, &p, "d6"), sorted(&["d6-c6", "d6-d7", "d6-e6"]));
}

#[test]
fn asalto_rebels_outside_may_step_diagonally_forward_into_the_fort() {
    let rules = preset("asalto");
    let p = pos(&rules, "a4,g4/b4,d4,f4,c1,d1,e1,c2,d2,e2,g3 f");
    // Never back to b3 a3 c3 (empty); a4 is an officer.
    assert_eq!(texts_from(&rules, &p, "b4"), sorted(&["b4-a5", "b4-b5", "b4-c4", "b4-c5"]));
    assert_eq!(texts_from(&rules, &p, "d4"), sorted(&["d4-c4", "d4-c5", "d4-d5", "d4-e4", "d4-e5"]));
    assert_eq!(texts_from(&rules, &p, "f4"), sorted(&["f4-e4", "f4-e5", "f4-f5", "f4-g5"]));
}

#[test]
fn asalto_sideways_out_of_the_fort_is_allowed_backward_never() {
    let rules = preset("asalto");
    let p = pos(&rules, "c7,e7/c5,e5,a3,b3,c1,d1,e1,c2,d2,e2,g3 f");
    assert!(rules.parse_move(&p, "c5-b5").is_ok());
    assert!(rules.parse_move(&p, "e5-f5").is_ok());
    assert_eq!(rules.parse_move(&p, "c5-c4"), Err(MoveError::DirectionNotAllowed("c5".into(), "c4".into())));
    assert_eq!(rules.parse_move(&p, "c5-d6"), Err(MoveError::DirectionNotAllowed("c5".into(), "d6".into())));
    // c5-b4 and c5-d4 are lines (c5 is an even point), but they go back.
    assert_eq!(rules.parse_move(&p, "c5-b4"), Err(MoveError::DirectionNotAllowed("c5".into(), "b4".into())));
    assert_eq!(rules.parse_move(&p, "c5-d4"), Err(MoveError::DirectionNotAllowed("c5".into(), "d4".into())));
}

// ---------------------------------------------------------------- Wolf and Sheep

#[test]
fn wolf_and_sheep_is_played_on_the_dark_squares_without_captures() {
    let rules = preset("wolf-sheep");
    let board = rules.board();
    // 32 dark squares (a1 dark), joined only diagonally.
    assert_eq!(board.points().count_ones(), 32);
    assert!(board.parse_point("a1").is_some() && board.parse_point("b1").is_none());
    let start = rules.fixed_start();
    // The wolf moves first, diagonally in any direction: c7 or e7.
    assert_eq!(texts(&rules, &start), sorted(&["d8-c7", "d8-e7"]));
    // Sheep step diagonally forward only: a1-b2, c1-b2, c1-d2, ... (7 steps).
    let sheep_turn = after(&rules, &start, "d8-c7");
    assert_eq!(
        texts(&rules, &sheep_turn),
        sorted(&["a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2"])
    );
    // Nobody captures: a wolf next to a sheep with the square behind it empty only steps.
    let near = pos(&rules, "c3/b2 h");
    assert!(texts(&rules, &near).iter().all(|m| !m.contains('x')), "{:?}", texts(&rules, &near));
    // The wolf on rank 1 wins; a wolf with no move loses.
    let through = after(&rules, &pos(&rules, "c3/a5 h"), "c3-b2");
    assert!(rules.outcome(&through).is_none(), "rank 2 is not through");
    let through = after(&rules, &through, "a5-b6");
    let through = after(&rules, &through, "b2-a1");
    assert_eq!(rules.outcome(&through), Some(Outcome::Win(Side::Hunter, EndReason::Breakthrough)));
    let trapped = pos(&rules, "h8/g7 h");
    assert_eq!(rules.outcome(&trapped), Some(Outcome::Win(Side::Flock, EndReason::NoLegalMove)));
}

#[test]
fn wolf_and_sheep_on_ten_by_ten_has_five_sheep_and_the_wolf_on_f10() {
    let rules = variant("wolf-sheep", &[("board", "checker10")]);
    let board = rules.board();
    // 50 dark squares, named a1 to j10; j10 and a1 dark, a10 light.
    assert_eq!(board.points().count_ones(), 50);
    assert!(board.parse_point("j10").is_some() && board.parse_point("a10").is_none());
    assert_eq!(rules.position_text(&rules.fixed_start()), "f10/a1,c1,e1,g1,i1 h");
    let start = rules.fixed_start();
    assert_eq!(texts(&rules, &start), sorted(&["f10-e9", "f10-g9"]));
    let sheep_turn = after(&rules, &start, "f10-g9");
    assert_eq!(texts(&rules, &sheep_turn).len(), 9);
    assert!(texts(&rules, &sheep_turn).contains(&"i1-j2".to_string()));
    // Steps across the pairs of ranks the board's bits are grouped in (board/embedding.rs):
    // from squares of ranks 2 and 3 to their diagonal neighbours, at the edge too.
    let centre = pos(&rules, "e3/a1 h");
    assert_eq!(texts(&rules, &centre), sorted(&["e3-d2", "e3-f2", "e3-d4", "e3-f4"]));
    let edge = pos(&rules, "j2/a1 h");
    assert_eq!(texts(&rules, &edge), sorted(&["j2-i1", "j2-i3"]));
    // A wolf square set before the board stays as set.
    let wolf_set = variant("wolf-sheep", &[("hunter_points", "b10"), ("board", "checker10")]);
    assert_eq!(wolf_set.position_text(&wolf_set.fixed_start()), "b10/a1,c1,e1,g1,i1 h");
    // The chosen start is on rank 10; the wolf reaching rank 1 wins.
    let choose = variant("wolf-sheep", &[("board", "checker10"), ("hunter_start", "choose")]);
    assert_eq!(texts(&choose, &choose.game_start()), sorted(&["@b10", "@d10", "@f10", "@h10", "@j10"]));
    let through = after(&rules, &pos(&rules, "b2/e5 h"), "b2-a1");
    assert_eq!(rules.outcome(&through), Some(Outcome::Win(Side::Hunter, EndReason::Breakthrough)));
}

// ---------------------------------------------------------------- Bagh-Chal

#[test]
fn bagh_chal_goats_are_placed_one_a_turn_before_any_moves() {
    let rules = preset("bagh-chal");
    let start = rules.game_start();
    assert_eq!(rules.position_text(&start), "a1,e1,a5,e5/- f 20");
    // 21 empty points: 21 placements and nothing else.
    let moves = texts(&rules, &start);
    assert_eq!(moves.len(), 21);
    assert!(moves.iter().all(|m| m.starts_with('@')), "{moves:?}");
    // The tigers move between placements: each turn of the goats takes one from hand.
    let after_two = after(&rules, &after(&rules, &start, "@c3"), "a1-b2");
    assert_eq!(rules.position_text(&after_two), "e1,b2,a5,e5/c3 f 19");
    // A goat on the board may not step while goats remain in hand.
    assert_eq!(rules.parse_move(&after_two, "c3-c4"), Err(MoveError::FlockInHand(19)));
    // Once all are placed, goats step and placements end.
    let placed = pos(&rules, "a1,c3,a5,e5/b1,c1,d1,a2,b2,c2,d2,e2,a3,b3,d3,e3,a4,b4,c4,d4 f");
    assert_eq!(texts(&rules, &placed).iter().filter(|m| m.starts_with('@')).count(), 0);
    assert!(texts(&rules, &placed).contains(&"c4-c5".to_string()));
    assert_eq!(rules.parse_move(&placed, "@e1"), Err(MoveError::PlacementNotAllowed("e1".into())));
    // With `flock_moves_while_placing` a goat on the board may step instead of placing.
    let free = variant("bagh-chal", &[("flock_moves_while_placing", "true")]);
    let p = pos(&free, "a1,e1,a5,e5/c3 f 19");
    let moves = texts(&free, &p);
    assert!(moves.contains(&"c3-c4".to_string()) && moves.contains(&"@b3".to_string()), "{moves:?}");
}

#[test]
fn bagh_chal_tigers_take_one_goat_a_move_along_the_lines() {
    let rules = preset("bagh-chal");
    let jumps = |p: &reynard_rules::hunt::Position| -> Vec<String> {
        texts(&rules, p).into_iter().filter(|m| m.contains('x')).collect()
    };
    // c2 has no diagonal line: the tiger there jumps c3 and d2 but not b3.
    assert_eq!(jumps(&pos(&rules, "c2,e1,a5,e5/b3,c3,d2 h 17")), sorted(&["c2xc4", "c2xe2"]));
    // On c3 (a point with diagonals) it jumps diagonally too.
    assert_eq!(jumps(&pos(&rules, "a1,e1,a5,c3/d4,b3 h 18")), sorted(&["c3xa3", "c3xe5"]));
    // No chains: after c3xa3 a chain could go on over a2 to a1, but one jump ends the move.
    let p = pos(&rules, "c3,e1,a5,e5/b3,a2 h 18");
    assert_eq!(jumps(&p), sorted(&["c3xa3"]));
    let chain = rules.parse_move(&p, "c3xa3xa1");
    assert!(chain.is_err(), "{chain:?}");
}

#[test]
fn bagh_chal_fifth_capture_wins_and_blocked_tigers_lose() {
    let rules = preset("bagh-chal");
    // 16 goats left (4 taken), 0 in hand: the fifth capture wins for the tigers.
    let goats = "b1,c1,d1,a2,b2,c2,d2,e2,a3,b3,d3,e3,a4,b4,c4,d4";
    let p = pos(&rules, &format!("a1,c3,a5,e5/{goats} h"));
    assert!(rules.outcome(&p).is_none());
    let taken = after(&rules, &p, "c3xe1");
    assert_eq!(rules.outcome(&taken), Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced)));
    // Goats in hand count: 15 on the board and 1 in hand is not yet a win.
    let in_hand = pos(&rules, &format!("a1,c3,a5,e5/{} h 1", &goats[3..]));
    assert!(rules.outcome(&in_hand).is_none(), "{}", rules.position_text(&in_hand));
    // Tigers with no move lose.
    let blocked = pos(&rules, "a1,e1,a5,e5/b1,a2,b2,c1,c2,a3,a4,b4,b5,c5,c4,d1,d2,e2,e3,d4,d5,e4,c3,b3 h");
    assert_eq!(rules.outcome(&blocked), Some(Outcome::Win(Side::Flock, EndReason::NoLegalMove)));
}

#[test]
fn bagh_chal_position_texts_carry_the_goats_in_hand() {
    let rules = preset("bagh-chal");
    let p = pos(&rules, "a1,e1,a5,e5/c3,d3 h 18");
    assert_eq!(p.to_place(), 18);
    assert_eq!(rules.position_text(&p), "a1,e1,a5,e5/c3,d3 h 18");
    assert!(rules.parse_position("a1,e1,a5,e5/c3 h 99").is_err());
    assert!(rules.parse_position("a1,e1,a5,e5/c3 h place=3").is_err());
    // A game whose flock starts on the board has no hand.
    let fox = preset("fox-geese");
    assert!(fox.parse_position("d4/c1 f 3").is_err());
}

#[test]
fn bagh_chal_fox_wins_at_counts_from_twenty_goats() {
    // RULES.md section 8: tigers win after 20 - fox_wins_at captures, whatever the hand.
    let rules = variant("bagh-chal", &[("flock_in_hand", "18")]);
    assert_eq!(rules.threshold(), 13);
    let mut v = Variant::preset("bagh-chal").expect("a preset");
    reynard_rules::VariantOptions::set(&mut v, "fox_wins_at", "20").expect("a number");
    assert!(reynard_rules::hunt::Rules::new(&v).is_err(), "no capture to win is refused");
    reynard_rules::VariantOptions::set(&mut v, "hunter_start", "choose").expect("a value");
    reynard_rules::VariantOptions::set(&mut v, "fox_wins_at", "15").expect("a number");
    assert!(reynard_rules::hunt::Rules::new(&v).is_err(), "both sides placing is refused");
}
