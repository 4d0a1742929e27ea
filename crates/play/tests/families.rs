//! Every preset of every family through the one dispatch: the view of the start position
//! against the rules, a game played by notation, its record read back, and an illegal
//! move's reason in three languages.
#![allow(clippy::unwrap_used)]

use reynard_i18n::Lang;
use reynard_play::{AnyGame, AnyRules, FamilyId, PlayError, with_family};
use reynard_rules::Family;

use std::collections::HashSet;

fn start(id: &str) -> AnyGame {
    AnyRules::from_preset(id, &[] as &[&str]).unwrap_or_else(|e| panic!("{id}: {e}")).new_game()
}

#[test]
fn every_preset_is_reached_through_the_dispatch() {
    let ids = FamilyId::all_preset_ids();
    for family in FamilyId::ALL {
        assert!(family.preset_ids().iter().all(|id| ids.contains(id)));
        for id in family.preset_ids() {
            assert_eq!(start(id).family(), family, "{id}");
        }
    }
    assert!(AnyRules::from_preset("chess", &[] as &[&str]).is_err());
}

#[test]
fn the_start_view_agrees_with_the_rules() {
    for id in FamilyId::all_preset_ids() {
        let game = start(id);
        let board = game.board_view();
        let names: HashSet<&str> = board.points.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names.len(), board.points.len(), "{id}: point names are unique");
        // Every piece stands on a point of the board, one piece a point.
        let pieces = game.pieces();
        let at: HashSet<&str> = pieces.iter().map(|p| p.at.as_str()).collect();
        assert_eq!(at.len(), pieces.len(), "{id}: one piece a point");
        assert!(at.iter().all(|p| names.contains(p)), "{id}: pieces off the board");
        // Lines join neighbouring points only (one step along a file, rank or diagonal).
        for [a, b] in &board.lines {
            let (a, b) = (board.point(a).unwrap(), board.point(b).unwrap());
            let (df, dr) = (a.file.abs_diff(b.file), a.rank.abs_diff(b.rank));
            assert!(df <= 1 && dr <= 1 && df + dr > 0, "{id}: line {a:?}-{b:?}");
        }
        // The legal moves offered are the rules' legal moves, once each, by notation.
        let offered: Vec<String> =
            game.legal_views().into_iter().flat_map(|g| g.moves).map(|m| m.notation).collect();
        let expected = with_family!(&game, g => {
            let mut moves = Vec::new();
            g.rules().legal_moves(g.position(), &mut moves);
            moves.into_iter().map(|m| g.rules().move_text(g.position(), m)).collect::<HashSet<_>>()
        });
        assert_eq!(offered.iter().cloned().collect::<HashSet<_>>(), expected, "{id}");
        assert_eq!(offered.len(), expected.len(), "{id}: each move once");
    }
}

#[test]
fn a_game_by_notation_and_its_record_round_trip() {
    for id in FamilyId::all_preset_ids() {
        let mut game = start(id);
        for _ in 0..6 {
            let Some(first) = game.legal_views().into_iter().next() else { break };
            let path = &first.moves[0].path;
            // Any valid path of the move is accepted, and the game's own notation is returned.
            let text = first.moves[0].notation.clone();
            assert!(!path.is_empty(), "{id}");
            let played = game.play_text(&text).unwrap_or_else(|e| panic!("{id} {text}: {e}"));
            assert_eq!(played, text, "{id}");
        }
        let record = game.record(&[]);
        let back = AnyGame::from_record(&record).unwrap_or_else(|e| panic!("{id}: {e}\n{record}"));
        assert_eq!(back.family(), game.family(), "{id}");
        assert_eq!(back.move_texts(), game.move_texts(), "{id}");
        assert_eq!(back.pieces(), game.pieces(), "{id}");
        assert!(!game.describe().is_empty());
    }
}

#[test]
fn an_illegal_move_says_why_in_three_languages() {
    for (id, bad, reason) in [
        ("fox-geese", "c3-d3", "move-occupied"),
        ("fox-geese", "d4-d9", "move-unknown-point"),
        ("hnefatafl-11", "a4-a6", "move-path-blocked"),
        ("copenhagen-11", "zz", "move-syntax-tafl"),
    ] {
        let mut game = start(id);
        let error = game.play_text(bad).expect_err(bad);
        let PlayError::IllegalMove { message, english } = &error else { panic!("{error:?}") };
        assert_eq!(message.reason(), reason, "{id} {bad}: {english}");
        let en = message.render(Lang::En);
        assert_eq!(en, *english, "English says what the rules' Display says");
        for lang in [Lang::Ru, Lang::Pl] {
            let shown = message.render(lang);
            assert!(!shown.contains("{$") && shown != en, "{lang:?}: {shown}");
        }
        assert_eq!(game.ply(), 0, "nothing was played");
    }
    let mut done = start("fox-geese");
    assert_eq!(done.undo(), Err(PlayError::NothingToUndo));
    assert!(done.resign(0).is_ok());
    assert_eq!(done.play_text("c3-c4"), Err(PlayError::GameOver));
    assert_eq!(done.ending().and_then(|e| e.winner), Some(1));
}

#[test]
fn a_broken_record_says_where() {
    let error =
        AnyGame::from_record("[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n\n1. d1-c1 e5-e4\n").unwrap_err();
    let PlayError::BadRecord { message, english } = error else { panic!() };
    assert_eq!(message.reason(), "record-move");
    assert!(english.contains("line 4"), "{english}");
    let error = AnyGame::from_record("[Game \"chess\"]\n").unwrap_err();
    assert!(error.to_string().contains("chess"), "{error}");
}

#[test]
fn a_tafl_record_is_replayed_with_the_width_its_board_needs() {
    use reynard_play::ByFamily;
    // An 11x11 variant moved to the 19x19 board: the wide sets, the moves replayed there.
    let record = "[Game \"tafl\"]\n[Variant \"hnefatafl-11\"]\n[Set \"board=19\"]\n\n1. c1-c2\n";
    let game = AnyGame::from_record(record).unwrap_or_else(|e| panic!("{e}"));
    let ByFamily::TaflWide(wide) = &game else { panic!("{game:?}") };
    assert_eq!((wide.rules().geometry().size(), game.ply()), (19, 1));
    let game = AnyGame::from_record("[Game \"tafl\"]\n[Variant \"brandubh\"]\n\n1. d2-c2\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let ByFamily::Tafl(narrow) = &game else { panic!("{game:?}") };
    assert_eq!((narrow.rules().geometry().size(), game.ply()), (7, 1));
    // A start that cannot be played is the record's variant error, whatever the width.
    for variant in ["brandubh", "alea-evangelii"] {
        let record = format!("[Game \"tafl\"]\n[Variant \"{variant}\"]\n[Set \"king=a1\"]\n\n");
        let PlayError::BadRecord { message, english } = AnyGame::from_record(&record).unwrap_err() else {
            panic!("{variant}")
        };
        assert_eq!(message.reason(), "record-variant", "{variant}: {english}");
        assert!(english.contains("a1"), "{variant}: {english}");
    }
}

#[test]
fn side_ids_follow_the_seats() {
    for id in FamilyId::all_preset_ids() {
        let game = start(id);
        let ids = game.side_ids();
        with_family!(&game, g => {
            let sides = reynard_play::generic::side_ids(g);
            assert_eq!(sides, ids);
            let seat = reynard_play::generic::seat_to_move(g);
            assert_eq!(g.rules().side_name(g.side_to_move()), game.side_names()[seat], "{id}");
        });
        assert_eq!(reynard_play::side_ids(game.family()), ids);
    }
}

#[test]
fn the_checkerboard_is_drawn_as_squares_and_nobody_counts_captures() {
    let game = start("wolf-sheep");
    let board = game.board_view();
    assert_eq!(board.kind, reynard_play::view::BoardKind::Cells);
    assert_eq!((board.files, board.ranks, board.points.len()), (8, 8, 32));
    assert!(board.points.iter().all(|p| (p.file + p.rank) % 2 == 0), "only the dark squares");
    assert!(game.captures().is_empty(), "no captures in Wolf and Sheep");
    // The 10x10 board: its 50 dark squares by file and rank, though its bits are not
    // `rank * 10 + file` (board/embedding.rs).
    let ten = AnyRules::from_preset("wolf-sheep", &["board=checker10"]).expect("checker10").new_game();
    let board = ten.board_view();
    assert_eq!((board.files, board.ranks, board.points.len()), (10, 10, 50));
    assert!(board.points.iter().all(|p| (p.file + p.rank) % 2 == 0), "only the dark squares");
    let f10 = board.points.iter().find(|p| p.name == "f10").expect("f10 is a square");
    assert_eq!((f10.file, f10.rank), (5, 9));
    // The other hunt games keep their points and lines, and their capture tally.
    let fox = start("fox-geese");
    assert_eq!(fox.board_view().kind, reynard_play::view::BoardKind::Points);
    assert_eq!(fox.captures()[0].to_win, Some(8));
}
