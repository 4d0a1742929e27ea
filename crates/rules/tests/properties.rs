//! Property tests over random games of every preset and option set: move lists, legality,
//! hashes, notation and record round trips, symmetries, and parsers that never panic.

use proptest::prelude::*;
use reynard_rules::Family;
use reynard_rules::Game;
use reynard_rules::Perft;
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_rules::record::Record;

const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("capture", "mandatory")],
    &[("removal", "deferred")],
    &[("huffing", "true")],
    &[("hunter_start", "choose")],
    &[("hunter_first", "true"), ("breakthrough", "true")],
];

fn rules_for(preset: usize, options: usize) -> Rules {
    let id = Variant::preset_ids().nth(preset % 10).expect("ten presets");
    let mut variant = Variant::preset(id).expect("a preset");
    for (k, v) in OPTION_SETS[options % OPTION_SETS.len()] {
        variant.set(k, v).expect("valid options");
    }
    Rules::new(&variant).expect("valid variant")
}

/// Plays the moves picked by `choices` from the start (stopping when the game ends),
/// checking the per-position invariants on the way; returns the game.
fn walk(rules: &Rules, choices: &[u16]) -> Game<Rules> {
    let mut game = Game::new(rules.clone());
    for &choice in choices {
        let pos = *game.position();
        check_position(rules, &pos);
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice as usize % moves.len()];
        game.play(mv).expect("a generated move is legal");
    }
    check_position(rules, game.position());
    game
}

fn check_position(rules: &Rules, pos: &Position) {
    assert_eq!(pos.hash(), pos.hash_from_scratch(), "incremental hash of {}", rules.position_text(pos));
    let text = rules.position_text(pos);
    assert_eq!(rules.parse_position(&text).as_ref(), Ok(pos), "position text {text}");
    let moves = rules.moves(pos);
    assert_eq!(rules.count_moves(pos), moves.len() as u64);
    assert_eq!(rules.has_move(pos), !moves.is_empty());
    for &mv in &moves {
        assert!(rules.is_legal(pos, mv));
        let written = rules.move_text(pos, mv);
        let read = rules.parse_move(pos, &written);
        if rules.decided(pos).is_none() {
            let read = read.unwrap_or_else(|e| panic!("`{written}` in {text}: {e}"));
            assert_eq!(
                rules.play_unchecked(pos, read),
                rules.play_unchecked(pos, mv),
                "`{written}` in {text}"
            );
        }
        let child = rules.play_unchecked(pos, mv);
        assert_eq!(child.hash(), child.hash_from_scratch());
    }
    // `is_legal` (checked directly, without listing moves) agrees with the list: a move it
    // accepts leads where a listed move leads, and a move of the same piece with the same
    // captures and result as a listed one is accepted.
    let mover = match pos.side() {
        reynard_rules::Side::Hunter => pos.hunters(),
        reynard_rules::Side::Flock => pos.flock(),
    };
    let mut capture_sets: Vec<u64> = moves.iter().map(|m| m.captured).collect();
    capture_sets.push(0);
    capture_sets.dedup();
    for from in reynard_rules::board::points(mover) {
        for to in reynard_rules::board::points(rules.board().points()) {
            for &captured in &capture_sets {
                let candidate = reynard_rules::hunt::Move::go(from, to, captured);
                let result = rules.play_unchecked(pos, candidate);
                let legal = rules.is_legal(pos, candidate);
                if legal {
                    assert!(
                        moves.iter().any(|&m| rules.play_unchecked(pos, m) == result),
                        "{text}: {candidate:?}"
                    );
                }
                // (Under huffing a removed piece's steps all lead to one position, and so
                // does `play` of any made-up move of that piece: the converse is not asked.)
                let merged = moves.iter().any(|&m| {
                    m.from == candidate.from
                        && m.captured == captured
                        && rules.play_unchecked(pos, m) == result
                });
                if merged && !rules.variant().huffing {
                    assert!(legal, "{text}: {candidate:?} is listed but not accepted");
                }
            }
        }
    }
    // Symmetric positions have the same number of moves and the same perft(2).
    for symmetry in rules.symmetries() {
        let mirrored = Position::new(
            symmetry.apply(pos.hunters()),
            symmetry.apply(pos.flock()),
            pos.side(),
            pos.to_place(),
            pos.broke_through(),
        );
        if pos.to_place() == 0 {
            assert_eq!(
                rules.count_moves(&mirrored),
                moves.len() as u64,
                "{} under {}",
                text,
                symmetry.name()
            );
            assert_eq!(rules.perft(&mirrored, 2), rules.perft(pos, 2), "{} under {}", text, symmetry.name());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(preset in 0usize..10, options in 0usize..6,
                                         choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let rules = rules_for(preset, options);
        walk(&rules, &choices);
    }

    #[test]
    fn records_round_trip(preset in 0usize..10, options in 0usize..6,
                          choices in prop::collection::vec(any::<u16>(), 0..80), resign in any::<bool>()) {
        let rules = rules_for(preset, options);
        let mut game = walk(&rules, &choices);
        if resign && game.outcome().is_none() {
            game.resign(game.side_to_move()).expect("not over");
        }
        let text = Record::write(&game, &[("Hunter".into(), "Anna \"the fox\"".into())]);
        let record = Record::parse(&text).expect("a written record parses");
        let replayed = record.replay::<Rules>(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(replayed.positions(), game.positions());
        prop_assert_eq!(replayed.outcome(), game.outcome());
        prop_assert_eq!(record.tag("Hunter"), Some("Anna \"the fox\""));
        prop_assert_eq!(Record::write(&replayed, &[("Hunter".into(), "Anna \"the fox\"".into())]), text);
    }

    #[test]
    fn several_records_in_one_file_are_read_back_one_by_one(
        games in prop::collection::vec((0usize..10, 0usize..6, prop::collection::vec(any::<u16>(), 0..40)), 1..5),
        comment in any::<bool>()) {
        let played: Vec<Game<Rules>> =
            games.iter().map(|(preset, options, choices)| walk(&rules_for(*preset, *options), choices)).collect();
        let texts: Vec<String> = played.iter().map(|g| Record::write(g, &[])).collect();
        let mut file = if comment { "{ exported [from] a server }\n".to_string() } else { String::new() };
        file += &texts.join("\n");
        let split = reynard_rules::record::games(&file);
        prop_assert_eq!(split.len(), played.len());
        for ((line, text), game) in split.iter().zip(&played) {
            prop_assert_eq!(&file.lines().nth(line - 1).unwrap_or(""), &text.lines().next().unwrap_or(""));
            let replayed = Record::read_game::<Rules>(text).unwrap_or_else(|e| panic!("{e}\n{file}"));
            prop_assert_eq!(replayed.positions(), game.positions());
        }
    }

    #[test]
    fn variant_files_round_trip(preset in 0usize..10, options in 0usize..6) {
        let rules = rules_for(preset, options);
        let text = rules.variant().to_toml();
        let read = Variant::from_toml(&text).expect("a written variant file reads");
        prop_assert_eq!(&read, rules.variant());
    }

    #[test]
    fn move_parser_never_panics_and_accepts_only_legal_moves(preset in 0usize..10, options in 0usize..6,
            choices in prop::collection::vec(any::<u16>(), 0..40), text in "[a-g@x0-9 -]{0,12}") {
        let rules = rules_for(preset, options);
        let game = walk(&rules, &choices);
        if let Ok(mv) = rules.parse_move(game.position(), &text) {
            prop_assert!(rules.is_legal(game.position(), mv), "`{}` parsed to an illegal move", text);
        }
    }

    #[test]
    fn text_parsers_never_panic(text in "\\PC{0,200}") {
        let _ = Record::parse(&text).map(|r| r.replay::<Rules>(&text));
        let _ = Variant::from_toml(&text);
        let rules = rules_for(0, 0);
        let _ = rules.parse_position(&text);
        let _ = rules.parse_move(&rules.fixed_start(), &text);
        let mut variant = rules.variant().clone();
        let _ = variant.set_pair(&text).map(|()| Rules::new(&variant));
    }

    #[test]
    fn record_like_text_never_panics(lines in prop::collection::vec(
        prop_oneof![
            Just("[Variant \"asalto\"]".to_string()),
            Just("[Set \"capture=optional\"]".to_string()),
            Just("[Result \"fox win\"]".to_string()),
            Just("[Termination \"resignation\"]".to_string()),
            "\\[[A-Za-z]{1,8} \"[a-z0-9=, -]{0,12}\"\\]",
            "[0-9]{1,2}\\. [a-g][1-7]-[a-g][1-7]",
            "[a-g][1-7]x[a-g][1-7]x[a-g][1-7]",
            "\\{[a-z ]{0,10}\\}?",
        ], 0..12)) {
        let text = lines.join("\n");
        let _ = Record::parse(&text).map(|r| r.replay::<Rules>(&text));
    }
}
