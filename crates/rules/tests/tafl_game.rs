//! Tafl games and records: the generic `Game` and the record format with `[Game "tafl"]`.

mod tafl_common;

use reynard_rules::Family;
use reynard_rules::VariantOptions;
use reynard_rules::record::{Record, RecordError};
use reynard_rules::tafl::{Cells, EndReason, MoveError, Outcome, Rules, Side};
use reynard_rules::{Game, GameError};
use tafl_common::{board, preset};

/// A move cycle of two plies per side that returns to the start on 9x9 and 11x11.
fn shuffle(game: &mut Game<Rules>, times: usize) {
    let (a, d) = if game.rules().variant().layout.size() == 9 { ("d1", "e3") } else { ("d1", "f4") };
    let (a2, d2) = if game.rules().variant().layout.size() == 9 { ("c1", "d3") } else { ("c1", "e4") };
    for _ in 0..times {
        for text in [format!("{a}-{a2}"), format!("{d}-{d2}"), format!("{a2}-{a}"), format!("{d2}-{d}")] {
            game.play_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        }
    }
}

#[test]
fn a_tafl_game_plays_undoes_and_names_its_sides() {
    let mut game = Game::new(preset("hnefatafl-9"));
    assert_eq!(game.side_to_move(), Side::Attackers);
    assert_eq!(game.legal_moves().len(), 72);
    game.play_text("d1-c1").expect("legal");
    assert_eq!(game.side_to_move(), Side::Defenders);
    assert_eq!(game.move_texts(), ["d1-c1"]);
    assert_eq!(game.play_text("e5-e4"), Err(GameError::Move(MoveError::Occupied("e4".into()))));
    assert_eq!(game.play_text("d1-d2"), Err(GameError::Move(MoveError::NoPiece("d1".into()))));
    assert_eq!(game.undo().map(|_| game.moves().len()), Ok(0));
    game.resign(Side::Attackers).expect("not over");
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Defenders, EndReason::Resignation)));
    assert_eq!(game.play_text("d1-c1"), Err(GameError::GameOver));
}

#[test]
fn third_repetition_is_a_draw_in_hnefatafl() {
    for id in ["hnefatafl-9", "hnefatafl-11"] {
        let mut game = Game::new(preset(id));
        shuffle(&mut game, 1);
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.outcome(), None);
        shuffle(&mut game, 1);
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.outcome(), Some(Outcome::Draw(EndReason::Repetition)), "{id}");
        assert!(game.legal_moves().is_empty());
    }
}

#[test]
fn third_repetition_loses_for_the_defenders_in_copenhagen() {
    let mut game = Game::new(preset("copenhagen-11"));
    shuffle(&mut game, 2);
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Attackers, EndReason::Repetition)));
    let text = Record::write(&game, &[]);
    assert!(text.contains("[Result \"attackers win\"]\n[Termination \"repetition\"]"), "{text}");
    let replayed = Record::read_game::<Rules>(&text).expect("replays");
    assert_eq!(replayed.outcome(), game.outcome());
}

#[test]
fn records_round_trip_for_every_tafl_preset() {
    for id in ["hnefatafl-9", "hnefatafl-11", "copenhagen-11"] {
        let mut game = Game::new(preset(id));
        shuffle(&mut game, 1);
        game.play_text("d1-c1").expect("legal");
        let text = Record::write(&game, &[("White".into(), "someone".into())]);
        assert!(text.starts_with(&format!("[Game \"tafl\"]\n[Variant \"{id}\"]\n")), "{text}");
        assert!(text.contains("[Result \"*\"]"), "{text}");
        assert!(text.contains("1. d1-c1 "), "{text}");
        let record = Record::parse(&text).expect("parses");
        assert_eq!(record.family(), Some(reynard_rules::FamilyId::Tafl));
        let replayed = record.replay::<Rules>(&text).expect("replays");
        assert_eq!(replayed.moves(), game.moves());
        assert_eq!(replayed.positions(), game.positions());
        assert_eq!(Record::write(&replayed, &[("White".into(), "someone".into())]), text);
    }
}

#[test]
fn records_keep_options_and_start_positions() {
    let mut variant = reynard_rules::tafl::Variant::preset("hnefatafl-11").expect("preset");
    variant.set_pair("king_armed=false").expect("option");
    let rules = Rules::<Cells>::new(&variant).expect("a valid variant");
    // The king on c1 escapes to a1 in one move.
    let start = board(&rules, &["j10", "h11"], &["g6"], Some("c1"), 'd');
    let mut game = Game::from_position(rules.clone(), start);
    game.play_text("c1-a1").expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped)));
    let text = Record::write(&game, &[]);
    assert!(text.contains("[Set \"king_armed=false\"]"), "{text}");
    assert!(text.contains(&format!("[Start \"{}\"]", rules.position_text(&start))), "{text}");
    assert!(text.contains("[Result \"defenders win\"]\n[Termination \"king-escaped\"]"), "{text}");
    let replayed = Record::read_game::<Rules>(&text).expect("replays");
    assert!(!replayed.rules().variant().king_armed);
    assert_eq!(replayed.start(), &start);
    assert_eq!(replayed.outcome(), game.outcome());
}

#[test]
fn a_king_capture_ends_the_record() {
    let rules = preset("hnefatafl-9");
    // The king on c3, away from the throne, is taken like any piece.
    let start = board(&rules, &["b3", "d6"], &["h8"], Some("c3"), 'a');
    let mut game = Game::from_position(rules, start);
    game.play_text("d6-d3").expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured)));
    let text = Record::write(&game, &[]);
    assert!(text.contains("[Termination \"king-captured\"]"), "{text}");
    Record::read_game::<Rules>(&text).expect("replays");
}

#[test]
fn record_errors_name_the_tafl_move_and_the_wrong_game() {
    let text = "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n\n1. d1-c1 e5-e4\n";
    let record = Record::parse(text).expect("parses");
    assert_eq!(
        record.replay::<Rules>(text).err(),
        Some(RecordError::IllegalMove {
            number: 1,
            side: "defenders".into(),
            text: "e5-e4".into(),
            line: 4,
            error: MoveError::Occupied("e4".into()),
        })
    );
    assert_eq!(
        record.replay::<reynard_rules::hunt::Rules>(text).err(),
        Some(RecordError::WrongGame { stated: "tafl".into(), expected: "hunt" })
    );
    let text = "[Game \"tafl\"]\n[Variant \"fox-geese\"]\n\n";
    let err = Record::read_game::<Rules>(text).expect_err("an error");
    assert!(
        err.to_string().contains(
            "hnefatafl-9, hnefatafl-11, copenhagen-11, brandubh, tablut, fetlar-11, ard-ri, tawlbwrdd-11, hnefatafl-13, alea-evangelii"
        ),
        "{err}"
    );
    let text = "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n[Result \"defenders win\"]\n\n1. d1-c1\n";
    let err = Record::read_game::<Rules>(text).expect_err("an error");
    assert_eq!(err, RecordError::ResultMismatch { stated: "defenders win".into(), actual: "*".into() });
    // Resignation and agreement are declared results.
    let text = "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n[Result \"attackers win\"]\n[Termination \"resignation\"]\n\n1. d1-c1\n";
    let game = Record::read_game::<Rules>(text).expect("replays");
    assert_eq!(game.outcome(), Some(Outcome::Win(Side::Attackers, EndReason::Resignation)));
}

#[test]
fn the_ruleset_says_what_a_repetition_means_for_the_side_to_move() {
    use reynard_rules::{Ruleset, Terminal};
    let h = preset("hnefatafl-11");
    let c = preset("copenhagen-11");
    let attackers_to_move = c.start();
    let defenders_to_move =
        c.play_unchecked(&attackers_to_move, c.parse_move(&attackers_to_move, "d1-c1").expect("legal"));
    assert_eq!(Ruleset::repetition(&h, &h.start()), Terminal::Draw);
    assert_eq!(Ruleset::repetition(&c, &attackers_to_move), Terminal::Win);
    assert_eq!(Ruleset::repetition(&c, &defenders_to_move), Terminal::Loss);
}

#[test]
fn a_variant_name_does_not_lose_the_tafl_preset() {
    let text = "[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n[VariantName \"my-tafl\"]\n\n1. d1-c1\n";
    let game = Record::read_game::<Rules>(text).expect("replays");
    assert_eq!(game.rules().variant().id, "hnefatafl-9");
    let written = Record::write(&game, &[]);
    assert!(written.starts_with("[Game \"tafl\"]\n[Variant \"hnefatafl-9\"]\n[Result"), "{written}");
}
