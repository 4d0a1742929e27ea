//! What a new game family costs: a toy family (race to ten: each move adds 1 or 2 to a
//! counter, whoever reaches ten wins) is written here, in the test, as the trait impls
//! a family needs — `Ruleset` and `Perft` (search, solvers, perft), `VariantOptions` and
//! `Family` (games and records), an evaluator, `ActionFamily` (actions and planes, for the
//! Python package) and `PlayFamily` (every front end) — and is then played through the play
//! layer: views, notation, errors as messages, records, the AI, analysis, actions.
#![allow(clippy::unwrap_used)]

use reynard_play::actions::{Action, ActionFamily, ActionState};
use reynard_play::view::{BoardKind, BoardView, CaptureView, MoveView, PieceKind, PieceView};
use reynard_play::{Explain, Message, PlayError, PlayFamily, generic};
use reynard_rules::record::Record;
use reynard_rules::{
    EndReason, Family, Game, OptionError, OptionSpec, Outcome, Perft, Ruleset, Terminal, VariantOptions,
};
use reynard_search::level::Level;
use reynard_search::{DefaultEvaluator, Evaluator, Score};
use reynard_tables::TableDir;
use std::time::Duration;

const GOAL: u8 = 10;

#[derive(Clone, Debug)]
struct Race;

/// (counter, side to move: 0 or 1).
type Pos = (u8, u8);

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a move here: add 1 or 2 without passing {GOAL}")]
struct RaceError(String);

impl Explain for RaceError {
    fn explain(&self) -> Message {
        Message::new("error-move-illegal").plain("text", &self.0)
    }
}

impl Ruleset for Race {
    type Position = Pos;
    type Move = u8;
    type Side = u8;
    fn side_to_move(&self, pos: &Pos) -> u8 {
        pos.1
    }
    fn opponent(&self, side: u8) -> u8 {
        1 - side
    }
    fn start(&self) -> Pos {
        (0, 0)
    }
    fn legal_moves(&self, pos: &Pos, out: &mut Vec<u8>) {
        out.clear();
        out.extend([1, 2].into_iter().filter(|step| pos.0 + step <= GOAL && pos.0 < GOAL));
    }
    fn play_unchecked(&self, pos: &Pos, mv: u8) -> Pos {
        (pos.0 + mv, 1 - pos.1)
    }
    fn decided(&self, pos: &Pos) -> Option<Terminal> {
        (pos.0 == GOAL).then_some(Terminal::Loss)
    }
    fn hash(&self, pos: &Pos) -> u64 {
        u64::from(pos.0) * 2 + u64::from(pos.1) + 1
    }
    fn is_capture(&self, _pos: &Pos, _mv: u8) -> bool {
        false
    }
    fn move_text(&self, _pos: &Pos, mv: u8) -> String {
        format!("+{mv}")
    }
}

impl Perft for Race {
    fn perft_start(&self) -> Pos {
        (0, 0)
    }
    fn count_leaves(&self, pos: &Pos, scratch: &mut Vec<u8>) -> u64 {
        self.legal_moves(pos, scratch);
        scratch.len() as u64
    }
}

/// The toy's variant: it has no options.
#[derive(Clone, Debug)]
struct NoOptions;

impl VariantOptions for NoOptions {
    const OPTIONS: &'static [OptionSpec] = &[];
    fn set(&mut self, key: &str, _: &str) -> Result<(), OptionError> {
        Err(OptionError::UnknownKey { key: key.to_string(), known: String::new() })
    }
    fn get(&self, key: &str) -> Result<String, OptionError> {
        Err(OptionError::UnknownKey { key: key.to_string(), known: String::new() })
    }
}

impl Family for Race {
    const GAME: &'static str = "race";
    type Variant = NoOptions;
    type MoveError = RaceError;
    type PositionError = RaceError;
    type VariantError = std::convert::Infallible;
    fn sides() -> [u8; 2] {
        [0, 1]
    }
    fn preset_ids() -> Vec<&'static str> {
        vec!["race-to-ten"]
    }
    fn preset_variant(id: &str) -> Option<NoOptions> {
        (id == "race-to-ten").then_some(NoOptions)
    }
    fn rename(_: &mut NoOptions, _: &str) {}
    fn build(_: &NoOptions) -> Result<Race, std::convert::Infallible> {
        Ok(Race)
    }
    fn variant_data(&self) -> &NoOptions {
        &NoOptions
    }
    fn variant_id(&self) -> &str {
        "race-to-ten"
    }
    fn preset_id(&self) -> &str {
        "race-to-ten"
    }
    fn side_name(&self, side: u8) -> String {
        ["first", "second"][usize::from(side)].to_string()
    }
    fn game_start(&self) -> Pos {
        (0, 0)
    }
    fn outcome(&self, pos: &Pos) -> Option<Outcome<u8>> {
        (pos.0 == GOAL).then_some(Outcome::Win(1 - pos.1, EndReason::NoLegalMove))
    }
    fn check_move(&self, pos: &Pos, mv: u8) -> Result<(), RaceError> {
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        moves.contains(&mv).then_some(()).ok_or_else(|| RaceError(format!("+{mv}")))
    }
    fn parse_move(&self, pos: &Pos, text: &str) -> Result<u8, RaceError> {
        let mv = text.strip_prefix('+').and_then(|n| n.parse().ok()).ok_or_else(|| RaceError(text.into()))?;
        self.check_move(pos, mv).map(|()| mv)
    }
    fn game_over_error() -> RaceError {
        RaceError("the game is over".into())
    }
    fn position_text(&self, pos: &Pos) -> String {
        format!("{} {}", pos.0, pos.1)
    }
    fn parse_position(&self, text: &str) -> Result<Pos, RaceError> {
        let bad = || RaceError(text.into());
        let (n, side) = text.split_once(' ').ok_or_else(bad)?;
        Ok((n.parse().map_err(|_| bad())?, side.parse().map_err(|_| bad())?))
    }
    fn draw(&self, pos: &Pos) -> String {
        format!("{}\n", (0..=GOAL).map(|i| if i == pos.0 { 'o' } else { '.' }).collect::<String>())
    }
}

#[derive(Clone)]
struct Flat;

impl Evaluator<Race> for Flat {
    fn evaluate(&mut self, _: &Race, _: &Pos) -> Score {
        0
    }
}

impl DefaultEvaluator for Race {
    type Eval = Flat;
    fn evaluator(&self) -> Flat {
        Flat
    }
}

impl ActionFamily for Race {
    const PLANES: &'static [&'static str] = &["counter"];
    fn has_placements_and_chains(&self) -> bool {
        false
    }
    fn move_legs(&self, pos: &Pos, mv: u8, out: &mut Vec<Action>) {
        let cells = Action::from(GOAL) + 1;
        out.push(Action::from(pos.0) * cells + Action::from(pos.0 + mv));
    }
    fn observe(&self, pos: &Pos, _chain: &[Action], out: &mut [f32]) {
        out[usize::from(pos.0)] = 1.0;
    }
}

impl PlayFamily for Race {
    fn side_id(side: u8) -> &'static str {
        ["first", "second"][usize::from(side)]
    }
    fn board_view(&self) -> BoardView {
        let points = (0..=GOAL).map(|i| (i.to_string(), i, 0).into()).collect();
        let lines = (0..GOAL).map(|i| [i.to_string(), (i + 1).to_string()]).collect();
        BoardView {
            kind: BoardKind::Points,
            files: GOAL + 1,
            ranks: 1,
            points,
            lines,
            marked: vec![GOAL.to_string()],
        }
    }
    fn pieces(&self, pos: &Pos) -> Vec<PieceView> {
        vec![PieceView::new(pos.0.to_string(), Self::side_id(pos.1), PieceKind::Peg)]
    }
    fn move_view(&self, pos: &Pos, mv: u8) -> MoveView {
        let path = self.entry_paths(pos, mv).swap_remove(0);
        MoveView {
            from: Some(path[0].clone()),
            to: path[1].clone(),
            path,
            captured: Vec::new(),
            notation: self.move_text(pos, mv),
            other_paths: Vec::new(),
        }
    }
    fn entry_paths(&self, pos: &Pos, mv: u8) -> Vec<Vec<String>> {
        vec![vec![pos.0.to_string(), (pos.0 + mv).to_string()]]
    }
    fn taken(&self, _: &Pos, _: &Pos) -> Vec<CaptureView> {
        Vec::new()
    }
    fn describe(game: &Game<Race>) -> String {
        game.rules().draw(game.position())
    }
}

/// An independent count of the move sequences of `depth` moves from `n`.
fn naive_perft(n: u8, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ if n >= GOAL => 0,
        _ => (1..=2).filter(|s| n + s <= GOAL).map(|s| naive_perft(n + s, depth - 1)).sum(),
    }
}

#[test]
fn a_toy_family_plays_through_the_play_layer() {
    let rules = Race;
    for depth in 0..=8 {
        assert_eq!(rules.perft(&(0, 0), depth), naive_perft(0, depth), "perft {depth}");
    }
    let mut game = Game::new(Race);
    let legal = generic::legal_views(&game);
    assert_eq!(legal.len(), 1);
    assert_eq!(legal[0].moves.iter().map(|m| m.notation.as_str()).collect::<Vec<_>>(), ["+1", "+2"]);

    // A refusal carries its message, as for every family.
    let error = generic::play_text(&mut game, "+3").unwrap_err();
    assert!(matches!(&error, PlayError::IllegalMove { message, .. } if message.reason() == "move-illegal"));

    // The AI plays both sides; the first player wins (10 is not a multiple of 3).
    let tables = TableDir::new("/nonexistent/reynard-tables");
    let level = Level::new(10).unwrap();
    let analysis = reynard_play::analysis::analyse(&game, Duration::from_secs(2), &tables);
    assert_eq!(
        (analysis.kind, analysis.value, analysis.side),
        ("proven", Some("win"), "first"),
        "{analysis:?}"
    );
    while game.outcome().is_none() {
        let mv = generic::ai_move(&game, level, Duration::from_millis(200), 1, &tables).unwrap();
        generic::play_text(&mut game, &mv).unwrap();
        // The winner keeps the counter at 1 modulo 3 after each of its moves.
        if game.moves().len() % 2 == 1 {
            assert_eq!(game.position().0 % 3, 1, "{:?}", game.move_texts());
        }
    }
    let outcome = generic::outcome_view(&game).unwrap();
    assert_eq!((outcome.winner, outcome.result.as_str()), (Some("first"), "first win"));
    assert_eq!(generic::ending(&game).unwrap().winner, Some(0));

    // Records of the new family, written and replayed by the one record format.
    let text = Record::write(&game, &[]);
    assert!(text.starts_with("[Game \"race\"]\n[Variant \"race-to-ten\"]\n"), "{text}");
    let back = Record::read_game::<Race>(&text).unwrap();
    assert_eq!(back.move_texts(), game.move_texts());

    // Actions: a move from counter a to b is action a * 11 + b, read and written as `+N`.
    let mut state = ActionState::new(Game::new(Race), None);
    assert_eq!(state.legal_actions(), [1, 2]);
    assert_eq!(state.action_text(2), "+2");
    assert_eq!(state.parse_action("+1"), Ok(1));
    state.apply(2).unwrap();
    assert_eq!(state.legal_actions(), [2 * 11 + 3, 2 * 11 + 4]);
    assert_eq!(state.observation_shape(), [3, 1, 11]);
    let mut planes = vec![0.0; 33];
    state.observe(&mut planes);
    assert_eq!(&planes[22..], &[0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(state.perft(5), naive_perft(2, 5));
}
