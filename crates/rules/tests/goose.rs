//! The Game of the Goose: special squares, the bounce back, missed turns, shared squares,
//! both goose rules, board files, a seeded game and records.

use reynard_rules::goose::record::{GooseRecord, RecordError};
use reynard_rules::goose::{
    BoardError, Dice, Event, Game, GooseBoard, GooseError, GooseOptions, GooseRule, Landing, Special,
};

fn game(players: usize, dice: usize, rule: GooseRule) -> Game {
    Game::new(GooseBoard::default(), GooseOptions { players, dice, rule }).expect("valid options")
}

/// Plays one turn with the given rolls (one die each); returns the turn's steps' final squares.
fn turn(g: &mut Game, rolls: &[u8]) -> Vec<u8> {
    let mut it = rolls.iter();
    let t = g.play_turn_with(|| it.next().map(|&r| vec![r]).unwrap_or_default()).expect("a turn").clone();
    assert_eq!(it.next(), None, "every roll used");
    t.steps.iter().map(|s| s.resolution.to).collect()
}

fn events(g: &Game) -> Vec<Event> {
    g.turns().last().expect("a turn").steps.iter().flat_map(|s| s.resolution.events.clone()).collect()
}

#[test]
fn default_board_has_every_special_square() {
    let b = GooseBoard::default();
    for g in [5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59] {
        assert_eq!(b.special(g), Some(&Special::Goose), "goose {g}");
    }
    assert_eq!(b.special(6), Some(&Special::Jump { name: "bridge".into(), to: 12 }));
    assert_eq!(b.special(19), Some(&Special::Wait { name: "inn".into(), turns: 1 }));
    assert_eq!(b.special(31), Some(&Special::Wait { name: "well".into(), turns: 2 }));
    assert_eq!(b.special(42), Some(&Special::Jump { name: "maze".into(), to: 30 }));
    assert_eq!(b.special(52), Some(&Special::Wait { name: "prison".into(), turns: 3 }));
    assert_eq!(b.special(58), Some(&Special::Jump { name: "death".into(), to: 0 }));
    assert_eq!(b.specials().count(), 19);
    assert_eq!(b.special(63), None);
}

#[test]
fn bridge_maze_and_death() {
    let mut g = game(2, 1, GooseRule::RollAgain);
    assert_eq!(turn(&mut g, &[6]), [12]);
    assert_eq!(events(&g), [Event::Jump { name: "bridge".into(), from: 6, to: 12 }]);
    g.place(1, 40);
    assert_eq!(turn(&mut g, &[2]), [30]);
    assert_eq!(events(&g), [Event::Jump { name: "maze".into(), from: 42, to: 30 }]);
    g.place(0, 55);
    assert_eq!(turn(&mut g, &[3]), [0]);
    assert_eq!(events(&g), [Event::Jump { name: "death".into(), from: 58, to: 0 }]);
    assert_eq!(g.squares(), [0, 30]);
}

#[test]
fn exact_finish_and_bounce_back() {
    let mut g = game(2, 1, GooseRule::RollAgain);
    g.place(0, 62);
    assert_eq!(turn(&mut g, &[3]), [61], "on 62 rolling 3: to 63, then back to 61");
    assert_eq!(events(&g), [Event::Bounce(61)]);
    g.place(1, 60);
    assert_eq!(turn(&mut g, &[6]), [60], "60 + 6: 63 and back 3");
    assert_eq!(g.winner(), None);
    // Exact roll wins at once; the game is over.
    assert_eq!(turn(&mut g, &[2]), [63]);
    assert_eq!(events(&g), [Event::Win]);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.play_turn_with(|| vec![1]).err(), Some(GooseError::GameOver));
}

#[test]
fn bounce_onto_a_goose_under_both_rules() {
    // 61 + 6 = 67: back to 59, a goose.
    let mut g = game(2, 1, GooseRule::RollAgain);
    g.place(0, 61);
    assert_eq!(turn(&mut g, &[6, 4]), [59, 63], "another roll from the goose; 59 + 4 = 63 wins");
    assert_eq!(g.winner(), Some(0));
    let mut g = game(2, 1, GooseRule::MoveAgain);
    g.place(0, 61);
    assert_eq!(turn(&mut g, &[6]), [53], "the traditional rule moves on backwards by the roll: 59 - 6");
    assert_eq!(events(&g), [Event::Bounce(59), Event::Goose(59)]);
}

#[test]
fn goose_roll_again() {
    let mut g = game(2, 1, GooseRule::RollAgain);
    // 5 is a goose: another roll, 4, to 9, a goose too: another roll, 3, to 12.
    assert_eq!(turn(&mut g, &[5, 4, 3]), [5, 9, 12]);
    assert_eq!(g.to_move(), 1);
    let t = &g.turns()[0];
    assert_eq!(t.steps[0].resolution.landing, Landing::RollAgain);
    assert_eq!(t.steps[2].resolution.landing, Landing::Rest);
}

#[test]
fn goose_move_again_and_the_nine() {
    let mut g = game(2, 1, GooseRule::MoveAgain);
    assert_eq!(turn(&mut g, &[5]), [10], "5 is a goose: on by 5 again");
    // With two dice a first roll of 9 runs goose to goose all the way to 63.
    let mut g = game(2, 2, GooseRule::MoveAgain);
    let t = g.play_turn_with(|| vec![4, 5]).expect("a turn").clone();
    assert_eq!(t.steps.len(), 1);
    assert_eq!(t.steps[0].resolution.to, 63);
    let geese: Vec<Event> =
        [9, 18, 27, 36, 45, 54].into_iter().map(Event::Goose).chain([Event::Win]).collect();
    assert_eq!(t.steps[0].resolution.events, geese);
    assert_eq!(g.winner(), Some(0));
}

#[test]
fn missed_turns_inn_well_prison() {
    // Player 1 to the inn (1 turn), player 2 into the well (2 turns).
    let mut g = game(2, 1, GooseRule::RollAgain);
    g.place(0, 17);
    g.place(1, 26);
    assert_eq!(turn(&mut g, &[2]), [19]);
    assert_eq!(turn(&mut g, &[5]), [31]);
    assert_eq!(g.waiting(), [1, 2]);
    assert!(g.misses_turn());
    assert_eq!(turn(&mut g, &[]), Vec::<u8>::new(), "player 1 misses");
    assert_eq!(g.turns().last().map(|t| t.still_waiting), Some(0));
    assert_eq!(turn(&mut g, &[]), Vec::<u8>::new(), "player 2 misses (1 more)");
    assert_eq!(turn(&mut g, &[1]), [20], "player 1 rolls again");
    assert_eq!(turn(&mut g, &[]), Vec::<u8>::new(), "player 2 misses the second");
    assert_eq!(turn(&mut g, &[1]), [21]);
    assert_eq!(turn(&mut g, &[1, 2]), [32, 34], "player 2 rolls: 32 is a goose, another roll");
    assert_eq!(g.squares(), [21, 34]);
    // Prison: three missed turns.
    let mut g = game(2, 1, GooseRule::RollAgain);
    g.place(0, 48);
    assert_eq!(turn(&mut g, &[4]), [52]);
    assert_eq!(events(&g), [Event::Wait { name: "prison".into(), at: 52, turns: 3 }]);
    for _ in 0..3 {
        let next = g.squares()[1] + 1;
        assert_eq!(turn(&mut g, &[1]), [next]);
        assert!(g.misses_turn());
        turn(&mut g, &[]);
    }
    assert!(!g.misses_turn());
}

#[test]
fn pieces_share_squares() {
    let mut g = game(3, 1, GooseRule::RollAgain);
    for _ in 0..3 {
        assert_eq!(turn(&mut g, &[4]), [4]);
    }
    assert_eq!(g.squares(), [4, 4, 4]);
    // Two pieces in the inn at once, each counting its own wait.
    let mut g = game(2, 1, GooseRule::RollAgain);
    g.place(0, 15);
    g.place(1, 15);
    turn(&mut g, &[4]);
    turn(&mut g, &[4]);
    assert_eq!(g.squares(), [19, 19]);
    assert_eq!(g.waiting(), [1, 1]);
    turn(&mut g, &[]);
    turn(&mut g, &[]);
    assert_eq!(turn(&mut g, &[1]), [20]);
}

const BOARD: &str = r#"
name = "small"
geese = [4, 12]
[[square]]
at = 6
name = "bridge"
to = 12
[[square]]
at = 8
name = "inn"
miss = 2
"#;

#[test]
fn custom_board_file() {
    let b = GooseBoard::from_toml(BOARD).expect("a valid board");
    assert_eq!(b.name(), "small");
    assert_eq!(b.specials().count(), 4);
    assert_eq!(b.special(5), None);
    // The bridge lands on a goose: another roll (roll-again) or on by the roll (move-again).
    let mut g =
        Game::new(b.clone(), GooseOptions { players: 2, dice: 1, rule: GooseRule::RollAgain }).expect("ok");
    assert_eq!(turn(&mut g, &[6, 1]), [12, 13]);
    let mut g = Game::new(b, GooseOptions { players: 2, dice: 1, rule: GooseRule::MoveAgain }).expect("ok");
    assert_eq!(turn(&mut g, &[6]), [18]);
    assert_eq!(turn(&mut g, &[4]), [8], "goose 4, on by 4 to the inn on 8");
    assert_eq!(g.waiting(), [0, 2]);
}

#[test]
fn board_file_errors() {
    let err = |text: &str| GooseBoard::from_toml(text).expect_err("an invalid board");
    assert_eq!(err("geese = [0]"), BoardError::SquareOutOfRange { at: 0 });
    assert_eq!(err("geese = [63]"), BoardError::SquareOutOfRange { at: 63 });
    assert_eq!(err("[[square]]\nat = 70\nto = 3"), BoardError::SquareOutOfRange { at: 70 });
    assert_eq!(err("geese = [5, 5]"), BoardError::Duplicate { at: 5 });
    assert_eq!(err("geese = [5]\n[[square]]\nat = 5\nto = 3"), BoardError::Duplicate { at: 5 });
    assert_eq!(
        err("[[square]]\nat = 8\nname = \"ladder\"\nto = 64"),
        BoardError::TargetOutOfRange { at: 8, name: "ladder".into(), to: 64 }
    );
    assert!(matches!(err("[[square]]\nat = 8\nto = 8"), BoardError::TargetOutOfRange { at: 8, .. }));
    assert!(matches!(err("[[square]]\nat = 8\nmiss = 0"), BoardError::BadMiss { at: 8, miss: 0, .. }));
    assert!(matches!(err("[[square]]\nat = 8\nto = 1\nmiss = 1"), BoardError::Ambiguous { at: 8, .. }));
    assert!(matches!(err("[[square]]\nat = 8"), BoardError::Ambiguous { at: 8, .. }));
    let unknown = err("geese = [5]\nwells = [3]");
    assert!(
        matches!(&unknown, BoardError::Toml(m) if m.contains("wells") && m.contains("line 2")),
        "{unknown}"
    );
    assert!(matches!(err("geese = [5"), BoardError::Toml(_)));
    // Two jumps into each other, and a goose/jump loop under move-again.
    let e = err("[[square]]\nat = 8\nto = 9\n[[square]]\nat = 9\nto = 8");
    assert!(matches!(e, BoardError::Loop { .. }), "{e}");
    let e = err("geese = [10]\n[[square]]\nat = 12\nto = 10");
    assert_eq!(
        e,
        BoardError::Loop { roll: 2, from: 8, rule: GooseRule::MoveAgain, path: "8 -> 10 -> 12 -> 10".into() }
    );
    assert!(e.to_string().contains("a roll of 2 from square 8 loops forever"), "{e}");
    // A jump onto a plain square from a goose chain is fine.
    assert!(GooseBoard::from_toml("geese = [10]\n[[square]]\nat = 12\nto = 8").is_ok());
}

#[test]
fn options_are_checked() {
    let bad = |players, dice| {
        Game::new(GooseBoard::default(), GooseOptions { players, dice, rule: GooseRule::RollAgain }).err()
    };
    assert_eq!(bad(1, 1), Some(GooseError::BadPlayers(1)));
    assert_eq!(bad(7, 1), Some(GooseError::BadPlayers(7)));
    assert_eq!(bad(2, 3), Some(GooseError::BadDice(3)));
    assert_eq!(bad(6, 2), None);
    assert_eq!("jump".parse::<GooseRule>(), Err(GooseError::BadRule("jump".into())));
    let mut g = game(2, 1, GooseRule::RollAgain);
    assert_eq!(g.play_turn_with(|| vec![7]).err(), Some(GooseError::BadRoll(vec![7])));
    assert_eq!(g.play_turn_with(|| vec![1, 2]).err(), Some(GooseError::BadRoll(vec![1, 2])));
}

#[test]
fn dice_are_deterministic_and_fair_enough() {
    let mut a = Dice::new(42);
    let first: Vec<u8> = (0..12).map(|_| a.die()).collect();
    assert_eq!(first, [5, 1, 2, 3, 1, 6, 2, 5, 3, 4, 2, 3]);
    let mut counts = [0u32; 7];
    let mut d = Dice::new(1);
    for _ in 0..60_000 {
        counts[usize::from(d.die())] += 1;
    }
    assert_eq!(counts[0], 0);
    assert!(counts[1..].iter().all(|&c| (9_400..10_600).contains(&c)), "{counts:?}");
}

#[test]
fn seeded_game_always_ends_the_same_way() {
    for _ in 0..2 {
        let mut g = game(4, 1, GooseRule::RollAgain);
        let mut d = Dice::new(42);
        assert_eq!(g.play_out(&mut d, 100_000), Ok(Some(0)));
        assert_eq!(g.turns().len(), 53);
        assert_eq!(g.squares(), [63, 52, 53, 44]);
        // By hand, rolls 5 1 2 3 1 6 2 …: player 1 rolls 5 (goose, again), 1: 6 is the
        // bridge to 12; players 2–4 roll 2, 3, 1; player 1 rolls 6 to the goose 18, then 2.
        let sq = |t: usize| -> Vec<u8> { g.turns()[t].steps.iter().map(|s| s.resolution.to).collect() };
        assert_eq!(sq(0), [5, 12]);
        assert_eq!((sq(1), sq(2), sq(3)), (vec![2], vec![3], vec![1]));
        assert_eq!(sq(4), [18, 20]);
    }
    // The traditional rule with two dice: 5+1 bridge to 12; 2+3 goose 5 on to 10; 1+6 inn.
    let mut g = game(2, 2, GooseRule::MoveAgain);
    let mut d = Dice::new(42);
    assert_eq!(g.play_out(&mut d, 100_000), Ok(Some(1)));
    assert_eq!(g.turns().len(), 18);
    let to: Vec<u8> = g.turns()[..3].iter().map(|t| t.steps[0].resolution.to).collect();
    assert_eq!(to, [12, 10, 19]);
    assert!(g.turns()[4].steps.is_empty(), "player 1 misses a turn at the inn");
}

fn seeded_record(seed: u64) -> (Game, String) {
    let mut g = game(3, 1, GooseRule::RollAgain);
    g.play_out(&mut Dice::new(seed), 100_000).expect("plays");
    let text = GooseRecord::from_game(&g, Some(seed), "default").to_text();
    (g, text)
}

#[test]
fn record_round_trip() {
    let (g, text) = seeded_record(9);
    let rec = GooseRecord::parse(&text).expect("parses");
    assert_eq!(rec.to_text(), text);
    let back = rec.replay(GooseBoard::default()).expect("replays");
    assert_eq!(back.turns(), g.turns());
    assert_eq!(back.winner(), g.winner());
    assert!(text.starts_with("[Game \"goose\"]\n[Players \"3\"]\n[Dice \"1\"]\n[Rule \"roll-again\"]\n[Board \"default\"]\n[Seed \"9\"]\n"));
    // Two dice, move-again, no seed: replays too.
    let mut g = game(2, 2, GooseRule::MoveAgain);
    g.play_out(&mut Dice::new(3), 100_000).expect("plays");
    let text = GooseRecord::from_game(&g, None, "default").to_text();
    assert!(text.contains('+'));
    let back = GooseRecord::parse(&text).and_then(|r| r.replay(GooseBoard::default())).expect("replays");
    assert_eq!(back.turns(), g.turns());
}

#[test]
fn broken_records() {
    let (_, text) = seeded_record(9);
    let check = |t: &str| GooseRecord::parse(t).and_then(|r| r.replay(GooseBoard::default())).err();
    // The first turn line is line 10: 8 tags, a blank line.
    let first = text.lines().nth(9).expect("a turn line").to_string();
    assert!(first.starts_with("1. P1 "), "{first}");
    let (roll, square) =
        first[6..].split_whitespace().next().and_then(|w| w.split_once(':')).expect("roll:square");
    let wrong_sq = text.replacen(
        &format!("1. P1 {roll}:{square}"),
        &format!("1. P1 {roll}:{}", square.parse::<u8>().expect("n") + 1),
        1,
    );
    assert!(
        matches!(check(&wrong_sq), Some(RecordError::WrongSquare { line: 10, .. })),
        "{:?}",
        check(&wrong_sq)
    );
    let wrong_player = text.replacen("1. P1 ", "1. P2 ", 1);
    assert_eq!(check(&wrong_player), Some(RecordError::WrongPlayer { line: 10, expected: 1, found: 2 }));
    let other_roll = if roll == "1" { "2" } else { "1" };
    let unseeded = text.replacen(&format!("1. P1 {roll}:"), &format!("1. P1 {other_roll}:"), 1);
    assert!(matches!(check(&unseeded), Some(RecordError::NotSeeded { line: 10, .. })));
    assert!(matches!(
        check(&text.replacen("1. P1 ", "1. P1 7:7 ", 1)),
        Some(RecordError::BadRoll { line: 10, .. })
    ));
    assert!(matches!(
        check(&text.replacen("1. P1 ", "1. P1 -", 1)),
        Some(RecordError::BadTurnLine { line: 10, .. })
    ));
    assert!(matches!(
        check(&text.replacen("1. P1 ", "2. P1 ", 1)),
        Some(RecordError::TurnNumber { line: 10, expected: 1, found: 2 })
    ));
    assert!(matches!(
        check(&text.replacen("1. P1 ", "1. X1 ", 1)),
        Some(RecordError::BadTurnLine { line: 10, .. })
    ));
    assert!(matches!(
        check(&text.replacen("[Players \"3\"]\n", "", 1)),
        Some(RecordError::MissingTag("Players"))
    ));
    assert!(matches!(
        check(&text.replacen("[Players \"3\"]", "[Players \"9\"]", 1)),
        Some(RecordError::BadTag { .. })
    ));
    assert!(matches!(
        check(&text.replacen("[Rule \"roll-again\"]", "[Rule \"fly\"]", 1)),
        Some(RecordError::BadTag { .. })
    ));
    assert!(matches!(
        check(&text.replacen("[Dice \"1\"]", "[Dice 1]", 1)),
        Some(RecordError::BadTagLine { line: 3, .. })
    ));
    let result =
        GooseRecord::parse(&text).expect("parses").tag("Result").map(str::to_string).expect("result");
    let wrong_result = text.replacen(&result, "*", 1);
    assert!(matches!(check(&wrong_result), Some(RecordError::WrongResult { .. })));
    // A turn after the end, a wrong turn count, a truncated record (its result is wrong).
    let n = text.lines().filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit())).count();
    let extra = format!("{text}{}. P1 1:1\n", n + 1);
    assert!(matches!(check(&extra), Some(RecordError::AfterEnd { .. })));
    assert!(matches!(
        check(&text.replacen(&format!("[Turns \"{n}\"]"), "[Turns \"2\"]", 1)),
        Some(RecordError::WrongTurnCount { stated: 2, .. })
    ));
    let cut: String = text.lines().take(12).map(|l| format!("{l}\n")).collect();
    assert!(matches!(check(&cut), Some(RecordError::WrongResult { .. })));
    // Missed and extra rolls against a rigged record without a seed.
    let rigged = "[Players \"2\"]\n[Dice \"1\"]\n[Rule \"roll-again\"]\n[Board \"default\"]\n\n1. P1 5:5\n";
    assert_eq!(check(rigged), Some(RecordError::MissingRoll { line: 6 }));
    let rigged =
        "[Players \"2\"]\n[Dice \"1\"]\n[Rule \"roll-again\"]\n[Board \"default\"]\n\n1. P1 4:4 2:6\n";
    assert_eq!(check(rigged), Some(RecordError::ExtraRolls { line: 6, extra: 1 }));
    let rigged =
        "[Players \"2\"]\n[Dice \"1\"]\n[Rule \"roll-again\"]\n[Board \"default\"]\n\n1. P1 2:19\n2. P2 -\n";
    assert!(matches!(check(rigged), Some(RecordError::WrongSquare { line: 6, .. })));
    let rigged =
        "[Players \"2\"]\n[Dice \"1\"]\n[Rule \"roll-again\"]\n[Board \"default\"]\n\n1. P1 4:4\n2. P2 -\n";
    assert_eq!(check(rigged), Some(RecordError::MissedTurn { line: 7, player: 2, must_miss: false }));
    // Garbage never panics.
    for junk in ["", "[", "]]", "1.", "1. P", "1. P0 1:1", "1. P1 1:99", "1. P1 +:1", "[A \"", "\u{1F600}"] {
        let _ = check(junk);
    }
}

#[test]
fn many_seeded_games_end_and_replay_from_their_records() {
    for seed in 0..200u64 {
        let players = 2 + (seed % 5) as usize;
        let dice = 1 + (seed % 2) as usize;
        let rule = if seed % 3 == 0 { GooseRule::MoveAgain } else { GooseRule::RollAgain };
        let mut g = game(players, dice, rule);
        let winner = g.play_out(&mut Dice::new(seed), 100_000).expect("plays");
        assert!(winner.is_some(), "seed {seed} ends");
        assert_eq!(g.squares()[winner.unwrap_or(0)], 63);
        let text = GooseRecord::from_game(&g, Some(seed), "default").to_text();
        let back = GooseRecord::parse(&text).and_then(|r| r.replay(GooseBoard::default())).expect("replays");
        assert_eq!(back.turns(), g.turns(), "seed {seed}");
    }
}
