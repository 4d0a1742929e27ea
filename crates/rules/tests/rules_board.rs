//! RULES.md section 1 (boards, lines, jumps, numbering) and section 7 (1–33 in notation),
//! plus the board symmetries. Expected values are worked out by hand from the rule book.

mod common;

use common::*;
use reynard_rules::Family;
use reynard_rules::board::{Board, BoardId, Direction, LineSet, LinesNotOnBoard};
use reynard_rules::hunt::MoveError;

fn board(id: BoardId, lines: LineSet) -> Board {
    Board::new(id, lines).expect("a valid board")
}

const FILES: &str = "abcdefg";

fn name(f: usize, r: usize) -> String {
    format!("{}{}", &FILES[f..f + 1], r + 1)
}

// ---------------------------------------------------------------- points

#[test]
fn cross33_has_33_points_where_file_c_to_e_or_rank_3_to_5() {
    let b = board(BoardId::Cross33, LineSet::Orthogonal);
    assert_eq!(b.len(), 33);
    for f in 0..7 {
        for r in 0..7 {
            let expected = (2..=4).contains(&f) || (2..=4).contains(&r);
            assert_eq!(b.parse_point(&name(f, r)).is_some(), expected, "{}", name(f, r));
        }
    }
    // Outside the 7x7 grid.
    assert_eq!(b.parse_point("h4"), None);
    assert_eq!(b.parse_point("d8"), None);
    assert_eq!(b.parse_point("d0"), None);
}

#[test]
fn alquerque_boards_are_full_grids() {
    let a5 = board(BoardId::Alquerque5, LineSet::Diagonal);
    assert_eq!(a5.len(), 25);
    let a57 = board(BoardId::Alquerque5x7, LineSet::Diagonal);
    assert_eq!(a57.len(), 35);
    for f in 0..5 {
        for r in 0..7 {
            assert_eq!(a5.parse_point(&name(f, r)).is_some(), r < 5, "alquerque5 {}", name(f, r));
            assert!(a57.parse_point(&name(f, r)).is_some(), "alquerque5x7 {}", name(f, r));
        }
    }
    assert_eq!(a5.parse_point("f1"), None);
    assert_eq!(a57.parse_point("a8"), None);
}

#[test]
fn points_are_named_file_letter_then_rank_from_bottom_left() {
    let b = board(BoardId::Cross33, LineSet::Orthogonal);
    let d4 = b.parse_point("d4").unwrap();
    assert_eq!((b.file(d4), b.rank(d4)), (3, 3));
    let c1 = b.parse_point("c1").unwrap();
    assert_eq!((b.file(c1), b.rank(c1)), (2, 0));
    assert_eq!(b.name(c1), "c1");
    // "North" (higher rank) from c1 is c2; "east" (higher file) is d1.
    assert_eq!(b.step(c1, Direction::North).map(|p| b.name(p)), Some("c2".to_string()));
    assert_eq!(b.step(c1, Direction::East).map(|p| b.name(p)), Some("d1".to_string()));
}

// ---------------------------------------------------------------- orthogonal lines

#[test]
fn orthogonal_lines_join_every_horizontal_and_vertical_neighbour_and_nothing_else() {
    for id in BoardId::ALL {
        let b = board(id, LineSet::Orthogonal);
        let (w, h) = id.size();
        for f in 0..w as i8 {
            for r in 0..h as i8 {
                let Some(p) = b.point_at(f as u8, r as u8) else { continue };
                for d in Direction::ALL {
                    let (df, dr) = d.delta();
                    let (tf, tr) = (f + df, r + dr);
                    let target_exists = tf >= 0 && tr >= 0 && b.point_at(tf as u8, tr as u8).is_some();
                    let expected = !d.is_diagonal() && target_exists;
                    assert_eq!(b.step(p, d).is_some(), expected, "{id} {} {d:?}", b.name(p));
                }
            }
        }
    }
}

#[test]
fn orthogonal_neighbours_on_cross33() {
    let b = board(BoardId::Cross33, LineSet::Orthogonal);
    assert_eq!(neighbours(&b, "d4"), sorted(&["c4", "d3", "d5", "e4"]));
    assert_eq!(neighbours(&b, "a3"), sorted(&["a4", "b3"]));
    assert_eq!(neighbours(&b, "c1"), sorted(&["c2", "d1"]));
    assert_eq!(neighbours(&b, "c3"), sorted(&["b3", "c2", "c4", "d3"]));
    assert_eq!(neighbours(&b, "e7"), sorted(&["d7", "e6"]));
}

// ---------------------------------------------------------------- the Alquerque pattern

#[test]
fn diagonal_lines_exactly_where_file_plus_rank_index_is_even() {
    for id in BoardId::ALL {
        let b = board(id, LineSet::Diagonal);
        let (w, h) = id.size();
        for f in 0..w as i8 {
            for r in 0..h as i8 {
                let Some(p) = b.point_at(f as u8, r as u8) else { continue };
                for d in Direction::ALL {
                    let (df, dr) = d.delta();
                    let (tf, tr) = (f + df, r + dr);
                    let target_exists = tf >= 0 && tr >= 0 && b.point_at(tf as u8, tr as u8).is_some();
                    let expected = target_exists && (!d.is_diagonal() || (f + r) % 2 == 0);
                    assert_eq!(b.step(p, d).is_some(), expected, "{id} {} {d:?}", b.name(p));
                }
            }
        }
    }
}

#[test]
fn rule_book_examples_of_diagonal_points() {
    // "d4, c3, c1, d2 carry diagonal directions, d1, d3 only orthogonal ones."
    let b = board(BoardId::Cross33, LineSet::Diagonal);
    assert_eq!(neighbours(&b, "d4"), sorted(&["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"]));
    // c3: b2 is not a point of the cross.
    assert_eq!(neighbours(&b, "c3"), sorted(&["b3", "b4", "c2", "c4", "d2", "d3", "d4"]));
    // c1: b2 is not a point, so only the diagonal to d2.
    assert_eq!(neighbours(&b, "c1"), sorted(&["c2", "d1", "d2"]));
    assert_eq!(neighbours(&b, "d2"), sorted(&["c1", "c2", "c3", "d1", "d3", "e1", "e2", "e3"]));
    assert_eq!(neighbours(&b, "d1"), sorted(&["c1", "d2", "e1"]));
    assert_eq!(neighbours(&b, "d3"), sorted(&["c3", "d2", "d4", "e3"]));
    // On alquerque5 as well.
    let a = board(BoardId::Alquerque5, LineSet::Diagonal);
    assert_eq!(neighbours(&a, "c3"), sorted(&["b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"]));
    assert_eq!(neighbours(&a, "b3"), sorted(&["a3", "b2", "b4", "c3"]));
    assert_eq!(neighbours(&a, "a1"), sorted(&["a2", "b1", "b2"]));
    assert_eq!(neighbours(&a, "e5"), sorted(&["d4", "d5", "e4"]));
}

#[test]
fn a3_b4_c5_d6_e7_is_one_straight_line() {
    let b = board(BoardId::Cross33, LineSet::Diagonal);
    let chain = ["a3", "b4", "c5", "d6", "e7"];
    for w in chain.windows(2) {
        let p = b.parse_point(w[0]).unwrap();
        assert_eq!(b.step(p, Direction::NorthEast).map(|q| b.name(q)), Some(w[1].to_string()), "{} NE", w[0]);
        let q = b.parse_point(w[1]).unwrap();
        assert_eq!(b.step(q, Direction::SouthWest).map(|p| b.name(p)), Some(w[0].to_string()), "{} SW", w[1]);
    }
    // The line does not go on past e7 or before a3.
    assert_eq!(b.step(b.parse_point("e7").unwrap(), Direction::NorthEast), None);
    assert_eq!(b.step(b.parse_point("a3").unwrap(), Direction::SouthWest), None);
}

#[test]
fn jump_b4_over_c5_to_d6_is_legal() {
    // fox-geese-diagonal: the fox uses every line. Fox b4, a goose on c5, d6 empty.
    let rules = preset("fox-geese-diagonal");
    let p = pos(&rules, "b4/c5,c1,d1,e1,g3 h");
    let m = rules.parse_move(&p, "b4xd6").expect("b4xd6 is a jump along a3-b4-c5-d6-e7");
    assert_eq!(m, mv(&rules, "b4", "d6", &["c5"]));
    // b4 is an even point: all eight neighbours, c5 taken, and the jump.
    assert_eq!(
        texts(&rules, &p),
        sorted(&["b4-a3", "b4-a4", "b4-a5", "b4-b3", "b4-b5", "b4-c3", "b4-c4", "b4xd6"])
    );
    // And back the other way: d6 over c5 to b4.
    let q = pos(&rules, "d6/c5,c1,d1,e1,g3 h");
    assert_eq!(rules.parse_move(&q, "d6xb4"), Ok(mv(&rules, "d6", "b4", &["c5"])));
}

#[test]
fn a_jump_needs_both_segments_in_the_same_direction_on_lines() {
    // r = q + (q - p): a jump from an odd point along a diagonal does not exist.
    let rules = variant("catch-the-hare", &[("fox_wins_at", "0")]);
    let p = pos(&rules, "a2/b3 h");
    assert_eq!(rules.parse_move(&p, "a2xc4"), Err(MoveError::NotAlongLine("a2".into(), "c4".into())));
    assert_eq!(texts(&rules, &p), sorted(&["a2-a1", "a2-a3", "a2-b2"]));
    // On the orthogonal cross there is no diagonal jump at all.
    let rules = preset("fox-geese");
    let p = pos(&rules, "b4/c5,c1,d1,e1,g3,g4 h");
    assert_eq!(rules.parse_move(&p, "b4xd6"), Err(MoveError::NotAlongLine("b4".into(), "d6".into())));
    assert_eq!(texts(&rules, &p), sorted(&["b4-a4", "b4-b3", "b4-b5", "b4-c4"]));
}

#[test]
fn a_jump_goes_over_the_adjacent_point_onto_the_one_directly_behind() {
    // Orthogonal cross: fox d4, goose d5; the landing point is d6 (not d7, not e6).
    let rules = preset("fox-geese");
    let p = pos(&rules, "d4/d5,c1,d1,e1,a3,g3 h");
    assert_eq!(rules.parse_move(&p, "d4xd6"), Ok(mv(&rules, "d4", "d6", &["d5"])));
    assert_eq!(
        rules.parse_move(&p, "d4-d6"),
        Ok(mv(&rules, "d4", "d6", &["d5"])),
        "from-to for a single jump"
    );
    assert!(rules.parse_move(&p, "d4xd7").is_err());
    assert!(rules.parse_move(&p, "d4xe6").is_err());
}

// ---------------------------------------------------------------- long lines

#[test]
fn long_lines_are_orthogonal_plus_the_two_main_diagonals() {
    let b = board(BoardId::Alquerque5, LineSet::Long);
    for f in 0..5i8 {
        for r in 0..5i8 {
            let p = b.point_at(f as u8, r as u8).unwrap();
            for d in Direction::ALL {
                let (df, dr) = d.delta();
                let (tf, tr) = (f + df, r + dr);
                let inside = (0..5).contains(&tf) && (0..5).contains(&tr);
                let expected = inside
                    && (!d.is_diagonal()
                        || (f == r && tf == tr) // a1–e5
                        || (f + r == 4 && tf + tr == 4)); // a5–e1
                assert_eq!(b.step(p, d).is_some(), expected, "{} {d:?}", b.name(p));
            }
        }
    }
    assert_eq!(neighbours(&b, "c3"), sorted(&["b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"]));
    assert_eq!(neighbours(&b, "b2"), sorted(&["a1", "a2", "b1", "b3", "c2", "c3"]));
    assert_eq!(neighbours(&b, "d2"), sorted(&["c2", "c3", "d1", "d3", "e1", "e2"]));
    assert_eq!(neighbours(&b, "b4"), sorted(&["a4", "a5", "b3", "b5", "c3", "c4"]));
    // Even points off the main diagonals have no diagonal here (unlike the Alquerque pattern).
    assert_eq!(neighbours(&b, "c1"), sorted(&["b1", "c2", "d1"]));
    assert_eq!(neighbours(&b, "a3"), sorted(&["a2", "a4", "b3"]));
    assert_eq!(neighbours(&b, "e1"), sorted(&["d1", "d2", "e2"]));
}

#[test]
fn long_lines_exist_only_on_alquerque5() {
    assert_eq!(Board::new(BoardId::Cross33, LineSet::Long), Err(LinesNotOnBoard(BoardId::Cross33)));
    assert_eq!(Board::new(BoardId::Alquerque5x7, LineSet::Long), Err(LinesNotOnBoard(BoardId::Alquerque5x7)));
    assert!(Board::new(BoardId::Alquerque5, LineSet::Long).is_ok());
}

#[test]
fn jumps_on_long_lines() {
    let rules = preset("coyote");
    // Along the main diagonal a1-b2-c3.
    let p = pos(&rules, "a1/b2,a5,b5,c5,d5,e5,e4,d4,e3,e2 h");
    assert_eq!(rules.parse_move(&p, "a1xc3"), Ok(mv(&rules, "a1", "c3", &["b2"])));
    // a3-b4-c5 is not a line on `long` (it is one in the Alquerque pattern).
    let p = pos(&rules, "a3/b4,a1,b1,c1,d1,e1,e2,e3,e4,e5 h");
    assert_eq!(rules.parse_move(&p, "a3xc5"), Err(MoveError::NotAlongLine("a3".into(), "c5".into())));
    assert_eq!(texts(&rules, &p), sorted(&["a3-a2", "a3-a4", "a3-b3"]));
}

// ---------------------------------------------------------------- 1–33 numbering

const NUMBERING: [&str; 33] = [
    "c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "a4", "b4", "c4", "d4",
    "e4", "f4", "g4", "a5", "b5", "c5", "d5", "e5", "f5", "g5", "c6", "d6", "e6", "c7", "d7", "e7",
];

#[test]
fn cross33_numbering_both_ways() {
    let b = board(BoardId::Cross33, LineSet::Diagonal);
    for (i, alg) in NUMBERING.iter().enumerate() {
        let n = i + 1;
        let p = b.parse_point(alg).unwrap();
        assert_eq!(b.number(p), Some(n as u8), "{alg}");
        assert_eq!(b.parse_point(&n.to_string()), Some(p), "{n}");
    }
    assert_eq!(b.parse_point("0"), None);
    assert_eq!(b.parse_point("34"), None);
    // Spot checks the rule book names.
    assert_eq!(b.parse_point("17"), b.parse_point("d4"));
    assert_eq!(b.parse_point("7"), b.parse_point("a3"));
    assert_eq!(b.parse_point("13"), b.parse_point("g3"));
    assert_eq!(b.parse_point("33"), b.parse_point("e7"));
}

#[test]
fn numbering_only_on_cross33() {
    let a = board(BoardId::Alquerque5, LineSet::Diagonal);
    assert_eq!(a.parse_point("1"), None);
    assert_eq!(a.number(a.parse_point("a1").unwrap()), None);
}

#[test]
fn notation_and_positions_accept_numbers_on_cross33() {
    let rules = preset("fox-geese");
    let start = rules.fixed_start();
    // 9 = c3, 16 = c4.
    assert_eq!(rules.parse_move(&start, "9-16"), rules.parse_move(&start, "c3-c4"));
    assert!(rules.parse_move(&start, "9-16").is_ok());
    assert_eq!(pos(&rules, "17/1,2,3,7,13,27 f"), pos(&rules, "d4/c1,d1,e1,a3,g3,g5 f"));
    // A jump chain in numbers: fox 17 (d4) over 24 (d5) to 29 (d6).
    let p = pos(&rules, "d4/d5,c1,d1,e1,a3,g3 h");
    assert_eq!(rules.parse_move(&p, "17x29"), Ok(mv(&rules, "d4", "d6", &["d5"])));
    // Written moves use algebraic names.
    let m = rules.parse_move(&start, "9-16").unwrap();
    assert_eq!(rules.move_text(&start, m), "c3-c4");
}

// ---------------------------------------------------------------- symmetries

#[test]
fn symmetry_counts() {
    for lines in [LineSet::Orthogonal, LineSet::Diagonal] {
        assert_eq!(board(BoardId::Cross33, lines).symmetries().len(), 8, "cross33 {lines:?}");
        assert_eq!(board(BoardId::Alquerque5, lines).symmetries().len(), 8, "alquerque5 {lines:?}");
        assert_eq!(board(BoardId::Alquerque5x7, lines).symmetries().len(), 4, "alquerque5x7 {lines:?}");
    }
    assert_eq!(board(BoardId::Alquerque5, LineSet::Long).symmetries().len(), 8);
}

#[test]
fn alquerque5x7_symmetries_are_the_two_mirrors_and_the_half_turn() {
    let b = board(BoardId::Alquerque5x7, LineSet::Diagonal);
    let syms = b.symmetries();
    assert_eq!(syms[0].name(), "identity", "identity first");
    let c4 = b.parse_point("c4").unwrap();
    let a1 = b.parse_point("a1").unwrap();
    let mut images: Vec<String> = syms.iter().map(|s| b.name(s.point(a1))).collect();
    images.sort();
    // a1 goes to each corner once: a1 (identity), e1 (mirror files), a7 (mirror ranks), e7 (half turn).
    assert_eq!(images, sorted(&["a1", "a7", "e1", "e7"]));
    // The centre c4 is fixed by all of them.
    assert!(syms.iter().all(|s| s.point(c4) == c4));
}

#[test]
fn symmetries_map_points_onto_points_and_lines_onto_lines() {
    for (id, lines) in [
        (BoardId::Cross33, LineSet::Orthogonal),
        (BoardId::Cross33, LineSet::Diagonal),
        (BoardId::Alquerque5, LineSet::Diagonal),
        (BoardId::Alquerque5, LineSet::Long),
        (BoardId::Alquerque5x7, LineSet::Diagonal),
    ] {
        let b = board(id, lines);
        for s in b.symmetries() {
            assert_eq!(s.apply(b.points()), b.points(), "{id} {}", s.name());
            // Every line p–q maps to a line s(p)–s(q).
            for p in reynard_rules::board::points(b.points()) {
                for d in Direction::ALL {
                    if let Some(q) = b.step(p, d) {
                        let (sp, sq) = (s.point(p), s.point(q));
                        assert!(
                            Direction::ALL.iter().any(|e| b.step(sp, *e) == Some(sq)),
                            "{id} {}: {}-{} not a line after",
                            s.name(),
                            b.name(p),
                            b.name(q)
                        );
                    }
                }
            }
        }
    }
}
