//! Property tests over random tafl games of every preset and option set: every generated
//! move is legal and every legal move generated, incremental hash equals hash from
//! scratch, notation and position text round trips, and parsers and random playouts that
//! never panic.

mod tafl_common;

use proptest::prelude::*;
use reynard_rules::Family;
use reynard_rules::Perft;
use reynard_rules::VariantOptions;
use reynard_rules::tafl::{Cell, Cells, Move, Position, Rules, Variant, Wide};
use reynard_rules::{Ruleset, Terminal};

const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("king_armed", "false"), ("throne_passable", "false")],
    &[("king_capture", "two"), ("first", "defenders")],
    &[("king_capture", "four"), ("shield_wall", "true")],
    &[("escape", "edge"), ("edge_fort", "true")],
    &[("encirclement", "true"), ("shield_wall", "true"), ("edge_fort", "true")],
];

fn rules_for(preset: usize, options: usize) -> Rules {
    let id = Variant::preset_ids().nth(preset % 3).expect("three presets");
    let mut variant = Variant::preset(id).expect("a preset");
    for (k, v) in OPTION_SETS[options % OPTION_SETS.len()] {
        variant.set(k, v).expect("valid options");
    }
    Rules::<Cells>::new(&variant).expect("a valid variant")
}

/// Plays the moves picked by `choices` from the start (stopping when the game ends),
/// checking the invariants in every position on the way; returns the last position.
fn walk(rules: &Rules, choices: &[u16]) -> Position {
    let mut pos = rules.start();
    for &choice in choices {
        check_position(rules, &pos);
        if rules.outcome(&pos).is_some() {
            return pos;
        }
        let moves = rules.moves(&pos);
        pos = rules.play_unchecked(&pos, moves[choice as usize % moves.len()]);
    }
    check_position(rules, &pos);
    pos
}

fn check_position(rules: &Rules, pos: &Position) {
    assert_eq!(pos.hash(), pos.hash_from_scratch(), "incremental hash of {}", rules.position_text(pos));
    let text = rules.position_text(pos);
    assert_eq!(rules.parse_position(&text).as_ref(), Ok(pos), "position text {text}");
    let moves = rules.moves(pos);
    assert_eq!(rules.count_moves(pos), moves.len() as u64);
    assert_eq!(rules.has_move(pos), !moves.is_empty());
    let over = rules.outcome(pos).is_some();
    assert_eq!(Ruleset::terminal(rules, pos).is_some(), over);
    if let Some(t) = Ruleset::terminal(rules, pos) {
        assert_ne!(t, Terminal::Draw, "tafl positions never end in a draw by themselves");
    }
    for &mv in &moves {
        let child = rules.play_unchecked(pos, mv);
        assert_eq!(child.hash(), child.hash_from_scratch(), "hash after {mv:?} in {text}");
        assert_eq!(child.occupied() & pos.pieces(pos.side().other()) & !pos.occupied(), 0);
        let written = rules.move_text(pos, mv);
        if !over {
            assert!(rules.is_legal(pos, mv), "{written} in {text}");
            assert_eq!(rules.parse_move(pos, &written), Ok(mv), "`{written}` in {text}");
            assert_eq!(Ruleset::is_capture(rules, pos, mv), written.contains('x'));
        }
    }
    // Every legal (from, to) pair is generated: try every pair of cells.
    if !over {
        let n = u16::from(rules.geometry().size()) * u16::from(rules.geometry().size());
        let mut legal = 0;
        for from in 0..n {
            for to in 0..n {
                if rules.is_legal(pos, Move::new(Cell(from), Cell(to))) {
                    legal += 1;
                }
            }
        }
        assert_eq!(legal, moves.len(), "{text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(preset in 0usize..3, options in 0usize..6,
                                         choices in prop::collection::vec(any::<u16>(), 0..60)) {
        let rules = rules_for(preset, options);
        walk(&rules, &choices);
    }

    #[test]
    fn random_playouts_never_panic(preset in 0usize..3, options in 0usize..6, seed in any::<u64>()) {
        let rules = rules_for(preset, options);
        let mut rng = tafl_common::Rng::new(seed);
        let mut pos = rules.start();
        let mut moves = Vec::new();
        for _ in 0..600 {
            if rules.outcome(&pos).is_some() {
                break;
            }
            rules.legal_moves(&pos, &mut moves);
            pos = rules.play_unchecked(&pos, moves[rng.below(moves.len())]);
            prop_assert_eq!(pos.hash(), pos.hash_from_scratch());
        }
    }

    #[test]
    fn move_parser_never_panics_and_accepts_only_legal_moves(preset in 0usize..3, options in 0usize..6,
            choices in prop::collection::vec(any::<u16>(), 0..30), text in "[a-lxX0-9 -]{0,12}") {
        let rules = rules_for(preset, options);
        let pos = walk(&rules, &choices);
        if let Ok(mv) = rules.parse_move(&pos, &text) {
            prop_assert!(rules.is_legal(&pos, mv), "`{}` parsed to an illegal move", text);
        }
    }

    #[test]
    fn any_move_value_is_handled_without_panic(preset in 0usize..3, options in 0usize..6,
            choices in prop::collection::vec(any::<u16>(), 0..30), from in any::<u16>(), to in any::<u16>()) {
        let rules = rules_for(preset, options);
        let pos = walk(&rules, &choices);
        let mv = Move::new(Cell(from), Cell(to));
        let legal = rules.check_move(&pos, mv).is_ok();
        prop_assert_eq!(legal, rules.moves(&pos).contains(&mv) && rules.outcome(&pos).is_none());
        let _ = rules.play_unchecked(&pos, mv);
        let _ = rules.move_text(&pos, mv);
        let _ = rules.captures(&pos, mv);
    }

    #[test]
    fn positions_from_any_bits_never_panic(preset in 0usize..3, attackers in any::<u128>(),
            defenders in any::<u128>(), king in any::<Option<u16>>(), defenders_move in any::<bool>()) {
        let rules = rules_for(preset, 5);
        let side = if defenders_move { reynard_rules::tafl::Side::Defenders } else { reynard_rules::tafl::Side::Attackers };
        let pos = Position::new(attackers, defenders, king.map(Cell), side);
        let _ = rules.outcome(&pos);
        let _ = rules.position_text(&pos);
        let _ = rules.draw(&pos);
        for mv in rules.moves(&pos).into_iter().take(20) {
            let _ = rules.move_text(&pos, mv);
            let _ = rules.play_unchecked(&pos, mv);
        }
        let _ = rules.perft(&pos, 1);
    }

    #[test]
    fn text_parsers_never_panic(text in "\\PC{0,200}") {
        for preset in 0..3 {
            let rules = rules_for(preset, 0);
            let _ = rules.parse_position(&text);
            let _ = rules.parse_move(&rules.start(), &text);
            let mut variant = rules.variant().clone();
            let _ = variant.set_pair(&text).map(|()| (Rules::<Cells>::new(&variant), Rules::<Wide>::new(&variant)));
        }
    }

    #[test]
    fn position_like_text_never_panics(ranks in prop::collection::vec("[tTK0-9]{0,12}", 0..13),
                                       side in "[ad]?") {
        let text = format!("/{}/ {side}", ranks.join("/"));
        for preset in 0..2 {
            let rules = rules_for(preset, 0);
            if let Ok(pos) = rules.parse_position(&text) {
                prop_assert_eq!(rules.parse_position(&rules.position_text(&pos)), Ok(pos));
                let _ = rules.outcome(&pos);
                let _ = rules.perft(&pos, 2);
            }
        }
    }
}
