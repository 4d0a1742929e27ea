//! Peg solitaire: jumps, chains, notation (the solver is tested in the solver crate).

use proptest::prelude::*;
use reynard_rules::board::bit;
use reynard_rules::solitaire::{Move, Pegs, Solitaire, SolitaireError};

fn rules() -> Solitaire {
    Solitaire::new()
}

fn pegs_at(rules: &Solitaire, holes: &[&str]) -> Pegs {
    holes.iter().map(|h| bit(rules.parse_hole(h).expect("a hole"))).fold(0, |a, b| a | b)
}

#[test]
fn start_and_position_text() {
    let r = rules();
    let start = r.start();
    assert_eq!(start.count_ones(), 32);
    assert_eq!(r.position_text(start), "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo");
    assert_eq!(r.parse_position(&r.position_text(start)), Ok(start));
    let r2 = Solitaire::with_options(["start=1"]).expect("options");
    assert_eq!(r2.position_text(r2.start()), "ooo/ooo/ooooooo/ooooooo/ooooooo/ooo/.oo");
    assert_eq!(r2.start_hole(), r2.parse_hole("c1").expect("c1"));
    assert_eq!(
        Solitaire::with_options(["finish=e5"]).expect("ok").finish_hole(),
        r.parse_hole("e5").expect("ok")
    );
}

#[test]
fn errors_are_typed() {
    let r = rules();
    assert!(matches!(Solitaire::with_options(["start=a1"]), Err(SolitaireError::BadHole(_))));
    assert!(matches!(Solitaire::with_options(["start=34"]), Err(SolitaireError::BadHole(_))));
    assert!(matches!(Solitaire::with_options(["colour=d4"]), Err(SolitaireError::BadOption(_))));
    assert!(matches!(Solitaire::with_options(["start"]), Err(SolitaireError::BadOption(_))));
    let start = r.start();
    assert!(matches!(r.parse_move(start, "d4xd6"), Err(SolitaireError::NoPeg(_))));
    assert!(matches!(r.parse_move(start, "d3xd4"), Err(SolitaireError::NotAJump { .. })));
    assert!(matches!(r.parse_move(start, "d1xd4"), Err(SolitaireError::NotAJump { .. })));
    assert!(matches!(r.parse_move(start, "b4xd4xd6"), Err(SolitaireError::NotAJump { .. })));
    assert!(matches!(r.parse_move(start, "d2"), Err(SolitaireError::BadMoveText(_))));
    assert!(matches!(r.parse_move(start, "d2xz9"), Err(SolitaireError::BadHole(_))));
    assert!(matches!(r.parse_position("ooo/ooo"), Err(SolitaireError::BadPosition(_))));
    assert!(matches!(
        r.parse_position("ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/oox"),
        Err(SolitaireError::BadPosition(_))
    ));
}

#[test]
fn single_jumps() {
    let r = rules();
    let start = r.start();
    let moves: Vec<String> = r.moves(start).iter().map(|m| r.move_text(m)).collect();
    assert_eq!(moves.len(), 4, "{moves:?}");
    for m in ["d2xd4", "d6xd4", "b4xd4", "f4xd4"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    let mv = r.parse_move(start, "d2xd4").expect("legal");
    let after = r.play(start, &mv).expect("legal");
    assert_eq!(after.count_ones(), 31);
    assert_eq!(r.position_text(after), "ooo/ooo/ooooooo/ooooooo/ooo.ooo/o.o/ooo");
    // Numbers work too: 5 is d2, 17 is d4.
    assert_eq!(r.parse_move(start, "5x17"), Ok(mv));
    assert_eq!(r.parse_move(start, "d2-d4").map(|m| r.move_text(&m)), Ok("d2xd4".to_string()));
    assert!(!r.is_over(start));
}

#[test]
fn chains_are_one_move_and_any_path_is_accepted() {
    let r = rules();
    // b4 jumps c4 then e4: a chain of two jumps.
    let pegs = pegs_at(&r, &["b4", "c4", "e4"]);
    let moves: Vec<String> = r.moves(pegs).iter().map(|m| r.move_text(m)).collect();
    assert!(moves.contains(&"b4xd4".to_string()), "{moves:?}");
    assert!(moves.contains(&"b4xd4xf4".to_string()), "{moves:?}");
    let after = r.play(pegs, &r.parse_move(pegs, "b4xd4xf4").expect("a chain")).expect("legal");
    assert_eq!(after, pegs_at(&r, &["f4"]));
    assert!(r.is_over(after));
    assert_eq!(r.score(after), 1);
    assert_eq!(r.perft(pegs, 1), moves.len() as u64);
    // Around a square both ways: the same position, one move in the list.
    let ring = pegs_at(&r, &["c3", "c4", "d5", "e4", "d3"]);
    let a = r.play(ring, &r.parse_move(ring, "c3xc5xe5xe3xc3").expect("one way")).expect("legal");
    let b = r.play(ring, &r.parse_move(ring, "c3xe3xe5xc5xc3").expect("other way")).expect("legal");
    assert_eq!(a, b);
    assert_eq!(a, pegs_at(&r, &["c3"]));
    let to_c3 = r.moves(ring).into_iter().filter(|m| r.play(ring, m) == Ok(a)).count();
    assert_eq!(to_c3, 1);
}

#[test]
fn perft_counts_moves_not_jumps() {
    let r = rules();
    let start = r.start();
    assert_eq!(r.perft(start, 1), 4);
    // By symmetry every first move leads to the same count.
    let first = r.moves(start);
    let below: Vec<u64> = first.iter().map(|m| r.perft(r.play(start, m).expect("ok"), 2)).collect();
    assert!(below.windows(2).all(|w| w[0] == w[1]), "{below:?}");
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}", pegs in any::<u64>()) {
        let r = rules();
        let pegs = pegs & r.holes();
        let _ = r.parse_move(pegs, &text);
        let _ = r.parse_position(&text);
        let _ = Solitaire::with_options([text.as_str()]);
    }

    #[test]
    fn moves_in_random_positions_round_trip(pegs in any::<u64>()) {
        let r = rules();
        let pegs = pegs & r.holes();
        prop_assert_eq!(r.parse_position(&r.position_text(pegs)), Ok(pegs));
        for mv in r.moves(pegs) {
            let parsed = r.parse_move(pegs, &r.move_text(&mv)).expect("ok");
            prop_assert_eq!(r.play(pegs, &parsed), r.play(pegs, &mv));
        }
    }
}

proptest! {
    #[test]
    fn play_unchecked_agrees_with_play_on_legal_moves(pegs in any::<u64>()) {
        let r = rules();
        let pegs = pegs & r.holes();
        for mv in r.moves(pegs) {
            prop_assert_eq!(Ok(r.play_unchecked(pegs, &mv)), r.play(pegs, &mv));
        }
    }
}

#[test]
fn play_checks_hand_built_moves_without_panicking() {
    use reynard_rules::board::Point;
    let r = rules();
    let start = r.start();
    for path in [vec![Point(200), Point(202)], vec![Point(3), Point(250)], vec![Point(64), Point(66)]] {
        let mv = Move { path };
        assert!(r.play(start, &mv).is_err(), "{mv:?}");
        let _ = r.play_unchecked(start, &mv);
    }
    assert!(matches!(r.play(start, &Move { path: vec![] }), Err(SolitaireError::BadMoveText(_))));
}
