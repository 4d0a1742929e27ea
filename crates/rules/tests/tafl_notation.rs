//! Tafl notation and options: move texts with captures, typed move errors, position texts
//! and their errors, option text and its errors.

mod tafl_common;

use reynard_rules::Family;
use reynard_rules::VariantOptions;
use reynard_rules::tafl::{
    Cells, MoveError, OPTIONS, OptionError, PRESETS, PositionTextError, Rules, Side, Variant, Wide,
};
use tafl_common::{after, board, preset};

const START_9: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a";
const START_11: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a";

#[test]
fn start_positions_as_text() {
    let r9 = preset("hnefatafl-9");
    assert_eq!(r9.position_text(&r9.start()), START_9);
    assert_eq!(r9.parse_position(START_9), Ok(r9.start()));
    let r11 = preset("hnefatafl-11");
    assert_eq!(r11.position_text(&r11.start()), START_11);
    assert_eq!(r11.parse_position(START_11), Ok(r11.start()));
    assert_eq!(r9.start().attackers().count_ones(), 16);
    assert_eq!(r9.start().defenders().count_ones(), 8);
    assert_eq!(r11.start().attackers().count_ones(), 24);
    assert_eq!(r11.start().defenders().count_ones(), 12);
}

#[test]
fn the_board_is_drawn_as_text() {
    let r = preset("hnefatafl-9");
    let drawn = r.draw(&r.start());
    assert!(drawn.starts_with(" 9 + . . t t t . . +\n"), "{drawn}");
    assert!(drawn.contains(" 5 t t T T K T T t t\n"), "{drawn}");
    assert!(drawn.ends_with("   a b c d e f g h i\n"), "{drawn}");
}

#[test]
fn bad_position_texts_are_refused_with_the_reason() {
    let r = preset("hnefatafl-9");
    assert!(matches!(r.parse_position(""), Err(PositionTextError::Syntax(_))));
    assert!(matches!(r.parse_position(START_9.trim_end_matches(" a")), Err(PositionTextError::Syntax(_))));
    assert!(matches!(r.parse_position(&format!("{START_9} extra")), Err(PositionTextError::Syntax(_))));
    assert_eq!(
        r.parse_position("/9/9/9/9/4K4/9/9/9/ a"),
        Err(PositionTextError::RankCount { expected: 9, found: 8 })
    );
    assert_eq!(
        r.parse_position("/9/9/9/9/4K5/9/9/9/9/ a"),
        Err(PositionTextError::RankLength { rank: 5, expected: 9, found: 10 })
    );
    assert_eq!(
        r.parse_position("/9/9/9/9/4K3/9/9/9/9/ a"),
        Err(PositionTextError::RankLength { rank: 5, expected: 9, found: 8 })
    );
    assert_eq!(r.parse_position("/9/9/9/9/4Kx3/9/9/9/9/ a"), Err(PositionTextError::BadPiece('x')));
    assert_eq!(r.parse_position("/9/9/9/9/3KK4/9/9/9/9/ a"), Err(PositionTextError::TwoKings));
    assert_eq!(r.parse_position("/t8/9/9/9/4K4/9/9/9/9/ a"), Err(PositionTextError::Restricted("a9".into())));
    assert_eq!(r.parse_position("/9/9/9/9/4t4/9/9/9/9/ d"), Err(PositionTextError::Restricted("e5".into())));
    assert!(matches!(
        r.parse_position("/99/9/9/9/4K4/9/9/9/9/ a"),
        Err(PositionTextError::RankLength { .. })
    ));
    // No king is allowed (a finished game), and so is the defenders' turn.
    let p = r.parse_position("/9/9/9/9/9/9/9/9/4t4/ d").expect("a position");
    assert_eq!(p.king(), None);
    assert_eq!(p.side(), Side::Defenders);
}

#[test]
fn moves_are_read_and_written_with_their_captures() {
    let r = preset("hnefatafl-9");
    let p = board(&r, &["b3", "d6"], &["c3"], Some("h8"), 'a');
    let mv = r.parse_move(&p, "d6-d3").expect("legal");
    assert_eq!(r.move_text(&p, mv), "d6-d3xc3");
    assert_eq!(r.parse_move(&p, "d6-d3xc3"), Ok(mv));
    assert_eq!(r.parse_move(&p, " D6-D3Xc3 "), Ok(mv));
    assert_eq!(
        r.parse_move(&p, "d6-d3xb3"),
        Err(MoveError::CaptureMismatch { written: "xb3".into(), actual: Some("xc3".into()) })
    );
    let q = board(&r, &["b3", "d6"], &["c4"], Some("h8"), 'a');
    assert_eq!(
        r.parse_move(&q, "d6-d3xc3"),
        Err(MoveError::CaptureMismatch { written: "xc3".into(), actual: None })
    );
    let s = r.start();
    assert_eq!(r.move_text(&s, r.parse_move(&s, "e2-c2").unwrap()), "e2-c2");
}

#[test]
fn illegal_moves_say_why() {
    let r = preset("hnefatafl-9");
    let s = r.start();
    assert_eq!(r.parse_move(&s, "e3-c3"), Err(MoveError::NotYourTurn(Side::Attackers)));
    assert_eq!(r.parse_move(&s, "c3-c4"), Err(MoveError::NoPiece("c3".into())));
    assert_eq!(r.parse_move(&s, "d1-c2"), Err(MoveError::NotAlongLine("d1".into(), "c2".into())));
    assert_eq!(r.parse_move(&s, "d1-d1"), Err(MoveError::NotAlongLine("d1".into(), "d1".into())));
    assert_eq!(r.parse_move(&s, "e1-e3"), Err(MoveError::PathBlocked("e2".into())));
    assert_eq!(r.parse_move(&s, "e1-e2"), Err(MoveError::Occupied("e2".into())));
    assert_eq!(r.parse_move(&s, "d1-a1"), Err(MoveError::Restricted("a1".into())));
    assert_eq!(r.parse_move(&s, "d1-z1"), Err(MoveError::UnknownCell("z1".into())));
    assert_eq!(r.parse_move(&s, "d1-d10"), Err(MoveError::UnknownCell("d10".into())));
    for bad in ["", "d1", "d1-", "-d1", "d1-d2-d3", "d1xd2", "d1-d2x", "@d4"] {
        assert!(matches!(r.parse_move(&s, bad), Err(MoveError::Syntax(_))), "{bad}");
    }
    let p = board(&r, &["e2"], &["h2"], Some("a5"), 'd');
    let over = after(&r, &p, "a5-a1");
    assert_eq!(r.parse_move(&over, "e2-e3"), Err(MoveError::GameOver));
    let mv = r.parse_move(&s, "e2-c2").expect("legal");
    assert_eq!(r.play(&s, mv), Ok(r.play_unchecked(&s, mv)));
    let back = reynard_rules::tafl::Move::new(mv.to, mv.from);
    assert_eq!(r.play(&s, back), Err(MoveError::NoPiece("c2".into())));
    // Errors read as sentences.
    assert_eq!(MoveError::Restricted("e5".into()).to_string(), "only the king may stop on e5");
    assert_eq!(
        MoveError::NotYourTurn(Side::Defenders).to_string(),
        "not your turn: the defenders are to move"
    );
}

#[test]
fn every_preset_exists_and_options_round_trip() {
    for (id, doc) in PRESETS {
        assert!(!doc.is_empty());
        let v = Variant::preset(id).expect("a preset");
        for o in OPTIONS {
            assert!(!o.doc.is_empty() && !o.allowed.is_empty(), "{}", o.key);
            let value = v.get(o.key).expect("a key");
            let mut w = v.clone();
            w.set(o.key, &value).expect("its own value is valid");
            assert_eq!(w, v, "{id} {}", o.key);
        }
        let narrow = !v.needs_wide_cells();
        assert_eq!(Rules::preset(id).is_some(), narrow, "{id}: the u128 rules hold boards up to 11x11");
        assert!(Rules::<Wide>::of_preset(id).is_ok(), "{id}: the wide rules hold every board");
    }
    assert!(Variant::preset("hnefatafl-15").is_none());
}

#[test]
fn options_are_set_by_key_value_text() {
    let base = Variant::preset("hnefatafl-11").expect("a preset");
    let mut v = base.clone();
    for pair in [
        "board=9",
        "first=defenders",
        "king_armed=no",
        "king_capture=four",
        "escape=edge",
        "throne=no",
        "throne_passable=off",
        "shield_wall=yes",
        "edge_fort=true",
        "encirclement=1",
        "repetition=defenders-lose",
        "attackers=a3,c1",
        "defenders=none",
        "king=e4",
    ] {
        v.set_pair(pair).unwrap_or_else(|e| panic!("{pair}: {e}"));
    }
    assert_eq!(v.differences(&base).len(), OPTIONS.len());
    let mut w = base.clone();
    for (k, val) in v.differences(&base) {
        w.set(k, &val).expect("valid");
    }
    assert_eq!(w, v);
    let r = Rules::<Cells>::new(&v).expect("a valid variant");
    assert_eq!(r.geometry().size(), 9);
    assert_eq!(r.start().side(), Side::Defenders);
}

#[test]
fn option_errors_name_the_keys_and_the_values_allowed() {
    let mut v = Variant::preset("hnefatafl-9").expect("a preset");
    match v.set("queen", "armed") {
        Err(OptionError::UnknownKey { key, known }) => {
            assert_eq!(key, "queen");
            for o in OPTIONS {
                assert!(known.contains(o.key), "{known}");
            }
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        v.set("king_capture", "three"),
        Err(OptionError::BadValue {
            key: "king_capture".into(),
            value: "three".into(),
            allowed: "throne, two, four"
        })
    );
    assert!(matches!(v.set("board", "15"), Err(OptionError::BadValue { allowed: "7, 9, 11, 13, 19", .. })));
    assert!(matches!(v.set("king_armed", "maybe"), Err(OptionError::BadValue { .. })));
    assert_eq!(v.set_pair("escape"), Err(OptionError::NotKeyValue("escape".into())));
    let err = v.set("escape", "sky").unwrap_err().to_string();
    assert_eq!(err, "bad value `sky` for option `escape`: expected corner, edge, citadel");
    assert_eq!(v, Variant::preset("hnefatafl-9").expect("a preset"), "failed sets change nothing");
}

#[test]
fn the_module_documentation_draws_the_11x11_start() {
    let r = preset("hnefatafl-11");
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/tafl/mod.rs")).expect("the module");
    let drawn: String = doc
        .lines()
        .filter_map(|l| l.strip_prefix("//! "))
        .skip_while(|l| !l.starts_with("11 "))
        .take(12)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(drawn, r.draw(&r.start()));
}

#[test]
fn a_start_of_the_variants_own_from_a_variant_file() {
    use reynard_rules::read_variant_file;
    let text = "preset = \"hnefatafl-9\"\nattackers = \"a3,a4,a5,g3,g4,g5,c1,d1,e1,c7,d7,e7\"\n\
                defenders = \"d3,c4,e4,d5\"\nking = \"d4\"\nescape = \"edge\"\nboard = 7\n";
    let variant = read_variant_file::<Rules>(text, None).expect("a variant file");
    let rules = <Rules as Family>::build(&variant).expect("playable");
    let start = rules.start();
    assert_eq!(rules.geometry().size(), 7, "board set after the cells still counts");
    let names = |set| reynard_rules::tafl::cells(set).map(|c| rules.geometry().name(c)).collect::<Vec<_>>();
    assert_eq!(
        names(start.attackers()),
        ["c1", "d1", "e1", "a3", "g3", "a4", "g4", "a5", "g5", "c7", "d7", "e7"]
    );
    assert_eq!(names(start.defenders()), ["d3", "c4", "e4", "d5"]);
    assert_eq!(start.king().map(|k| rules.geometry().name(k)), Some("d4".to_string()));
    // The options read back as they were given, and set again to the same variant.
    assert_eq!(variant.get("defenders").as_deref(), Ok("d3,c4,e4,d5"));
    let mut again = Variant::preset("hnefatafl-9").expect("a preset");
    for key in ["board", "attackers", "defenders", "king", "escape"] {
        again.set(key, &variant.get(key).expect("a value")).expect("accepted");
    }
    assert_eq!(again, variant);
    // The cells not given are the final layout's, whatever the order: attackers on a 7x7
    // board, given while the board was still 11x11.
    let text = "preset = \"hnefatafl-11\"\nattackers = \"D1,d2,a4,b4,f4,g4,d6,d7,c7\"\nboard = 7\n";
    let late = read_variant_file::<Rules>(text, None).expect("a variant file");
    let rules = <Rules as Family>::build(&late).expect("the defenders and king of the 7x7 layout");
    assert_eq!(late.get("defenders").as_deref(), Ok("d3,c4,e4,d5"));
    assert_eq!(late.get("attackers").as_deref(), Ok("d1,d2,a4,b4,f4,g4,d6,d7,c7"), "names written one way");
    assert_eq!(rules.start().attackers().count_ones(), 9);
    // A preset's own cells read as its layout's.
    let brandubh = Variant::preset("brandubh").expect("a preset");
    assert_eq!(brandubh.get("king").as_deref(), Ok("d4"));
    assert_eq!(brandubh.get("attackers").as_deref(), Ok("d1,d2,a4,b4,f4,g4,d6,d7"));
}

#[test]
fn a_start_that_cannot_be_played_is_refused_with_the_cell() {
    use reynard_rules::tafl::VariantError;
    let build = |sets: &[(&str, &str)]| {
        let mut v = Variant::preset("brandubh").expect("a preset");
        for (k, val) in sets {
            v.set(k, val).expect("a well-formed value");
        }
        <Rules as Family>::build(&v).map(|_| ())
    };
    assert_eq!(
        build(&[("attackers", "a2,h9")]),
        Err(VariantError::BadCell { key: "attackers", cell: "h9".into(), size: 7 })
    );
    assert_eq!(build(&[("defenders", "d3,d1")]), Err(VariantError::TwoPieces("d1".into())));
    assert_eq!(
        build(&[("defenders", "a7")]),
        Err(VariantError::Restricted { key: "defenders", cell: "a7".into() })
    );
    assert_eq!(build(&[("king", "g7")]), Err(VariantError::KingEscaped("g7".into())));
    assert_eq!(build(&[("attackers", "none")]), Err(VariantError::NoAttackers));
    assert_eq!(build(&[("defenders", "none")]), Ok(()), "a lone king may defend");
    // With edge escape the corners are ordinary cells, and the edge is the king's goal.
    assert_eq!(build(&[("escape", "edge"), ("defenders", "a7")]), Ok(()));
    assert_eq!(build(&[("escape", "edge"), ("king", "d1")]), Err(VariantError::TwoPieces("d1".into())));
    assert_eq!(build(&[("escape", "edge"), ("king", "c1")]), Err(VariantError::KingEscaped("c1".into())));
    // Malformed values are refused when set, naming what is allowed.
    let mut v = Variant::preset("brandubh").expect("a preset");
    for (key, bad) in [("king", "a2,a3"), ("king", "none"), ("attackers", "a1,,b2"), ("defenders", "middle")]
    {
        assert!(matches!(v.set(key, bad), Err(OptionError::BadValue { .. })), "{key}={bad}");
    }
    assert_eq!(v, Variant::preset("brandubh").expect("a preset"), "failed sets change nothing");
}

#[test]
fn a_board_beyond_the_cell_sets_is_refused_never_shrunk() {
    use reynard_rules::tafl::{CellSet, Geometry, VariantError};
    let too_large = |size| Err(VariantError::BoardTooLarge { size, most: 11 });
    for (id, size) in [("alea-evangelii", 19), ("hnefatafl-13", 13)] {
        let v = Variant::preset(id).expect("a preset");
        assert!(v.needs_wide_cells(), "{id}");
        assert_eq!(v.check_board::<Cells>(), too_large(size), "{id}");
        assert_eq!(Rules::<Cells>::new(&v).map(|_| ()), too_large(size), "{id}");
        assert_eq!(Rules::<Cells>::of_preset(id).map(|_| ()), too_large(size), "{id}");
        assert_eq!(<Rules as Family>::build(&v).map(|_| ()), too_large(size), "{id}");
        assert!(Rules::preset(id).is_none(), "{id}");
        let wide = Rules::<Wide>::new(&v).expect("the wide sets hold it");
        assert_eq!(wide.geometry().size(), size, "{id}");
        assert_eq!(v.check_board::<Wide>(), Ok(()), "{id}");
        let message = VariantError::BoardTooLarge { size, most: 11 }.to_string();
        assert!(message.contains("needs the wide tafl rules"), "{message}");
    }
    // Moving an 11x11 variant to the 19x19 board is refused by the narrow rules too.
    let mut v = Variant::preset("hnefatafl-11").expect("a preset");
    v.set("board", "19").expect("an option");
    assert!(v.needs_wide_cells());
    assert_eq!(Rules::<Cells>::new(&v).map(|_| ()), too_large(19));
    assert_eq!(
        Rules::<Cells>::of_preset("hnefatafl-15").map(|_| ()),
        Err(VariantError::UnknownPreset("hnefatafl-15".into()))
    );
    for size in [7, 9, 11] {
        assert!(Cells::fits(size) && Wide::fits(size), "{size}");
        assert_eq!(Geometry::<Cells>::new(size).map(|g| g.size()), Some(size));
    }
    for size in [13, 19] {
        assert!(!Cells::fits(size) && Wide::fits(size), "{size}");
        assert!(Geometry::<Cells>::new(size).is_none(), "{size}: no 11x11 board instead");
        assert_eq!(Geometry::<Wide>::new(size).map(|g| g.size()), Some(size));
    }
    assert!(!Wide::fits(21) && Geometry::<Wide>::new(21).is_none());
}
