//! The Game of the Goose on the screen: 2 to 6 players, people roll with Enter, the
//! computer's players roll by themselves at a pace the eye can follow.

use super::goose_view::{Mark, Track};
use super::session::{Board, Panel, Session};
use super::view::Text;
use crate::goose_board;
use reynard_rules::goose::board::{FINISH, Special};
use reynard_rules::goose::record::GooseRecord;
use reynard_rules::goose::{Dice, Event, Game, GooseBoard, GooseOptions, Turn, dice_text};
use std::path::Path;
use std::time::{Duration, Instant};

/// A goose game on the screen.
pub struct GooseSession {
    game: Game,
    /// The board as a record names it: `default` or a board file's path.
    board_tag: String,
    dice: Dice,
    seed: u64,
    /// Whether each player is a person.
    persons: Vec<bool>,
    /// Time between two turns of the computer's players.
    pace: Duration,
    last_turn: Instant,
}

impl GooseSession {
    /// A new game on `board`, which `board_tag` names in records (`default` or a board
    /// file's path); `persons[i]` says whether player `i + 1` is a person.
    pub fn new(
        board: GooseBoard,
        board_tag: &str,
        options: GooseOptions,
        persons: Vec<bool>,
        seed: u64,
    ) -> Result<GooseSession, String> {
        let game = Game::new(board, options).map_err(|e| e.to_string())?;
        Ok(GooseSession {
            game,
            board_tag: board_tag.to_string(),
            dice: Dice::new(seed),
            seed,
            persons,
            pace: Duration::from_millis(700),
            last_turn: Instant::now(),
        })
    }

    /// A game from the record `text` read from `path` (rolls checked against its seed; a
    /// board file found as written or next to the record), played on from where it stops
    /// with every player at the keyboard; the dice go on from the seed.
    pub fn from_record(text: &str, path: &Path) -> Result<GooseSession, String> {
        let record = GooseRecord::parse(text).map_err(|e| e.to_string())?;
        let board_tag = record.board().map_err(|e| e.to_string())?.to_string();
        let board = goose_board::load_for_record(&board_tag, path).map_err(|e| e.to_string())?;
        let game = record.replay(board).map_err(|e| e.to_string())?;
        let seed = record.seed().map_err(|e| e.to_string())?.unwrap_or_else(|| game.turns().len() as u64);
        // The dice continue where the record's rolls leave them.
        let mut dice = Dice::new(seed);
        let rolled: usize = game.turns().iter().flat_map(|t| &t.steps).map(|s| s.dice.len()).sum();
        for _ in 0..rolled {
            dice.die();
        }
        let persons = vec![true; game.options().players];
        Ok(GooseSession {
            game,
            board_tag,
            dice,
            seed,
            persons,
            pace: Duration::from_millis(700),
            last_turn: Instant::now(),
        })
    }

    /// Sets the time between the computer's turns (zero in tests).
    pub fn with_pace(mut self, pace: Duration) -> GooseSession {
        self.pace = pace;
        self
    }

    fn play_turn(&mut self) {
        if self.game.winner().is_none() && self.game.play_turn(&mut self.dice).is_ok() {
            self.last_turn = Instant::now();
        }
    }

    fn persons_turn(&self) -> bool {
        self.persons.get(self.game.to_move()).copied().unwrap_or(true)
    }
}

/// The lines telling what happened in a turn.
pub fn turn_texts(turn: &Turn) -> Vec<Text> {
    let number = turn.player as i64 + 1;
    if turn.steps.is_empty() {
        return vec![
            Text::new("goose-waiting")
                .number("number", number)
                .number("turns", i64::from(turn.still_waiting)),
        ];
    }
    let mut lines = Vec::new();
    for step in &turn.steps {
        lines.push(Text::new("goose-rolled").number("number", number).plain("dice", dice_text(&step.dice)));
        for event in &step.resolution.events {
            lines.push(match event {
                Event::Bounce(to) => Text::new("goose-event-bounce").number("square", i64::from(*to)),
                Event::Goose(at) => Text::new("goose-event-goose").number("square", i64::from(*at)),
                Event::Jump { name, from, to } => Text::new("goose-event-jump")
                    .with("name", super::view::TextArg::Key(format!("goose-name-{name}")))
                    .number("from", i64::from(*from))
                    .number("to", i64::from(*to)),
                Event::Wait { name, at, turns } => Text::new("goose-event-wait")
                    .with("name", super::view::TextArg::Key(format!("goose-name-{name}")))
                    .number("square", i64::from(*at))
                    .number("turns", i64::from(*turns)),
                Event::Win => Text::new("goose-event-win").number("square", i64::from(FINISH)),
            });
        }
    }
    lines
}

impl Session for GooseSession {
    fn variant_id(&self) -> String {
        "goose".into()
    }

    fn rules_key(&self) -> String {
        "rules-goose".into()
    }

    fn keys(&self) -> &'static [&'static str] {
        &["key-roll", "key-save", "key-open", "key-language", "key-help", "key-quit"]
    }

    fn board(&self) -> Board {
        let marks = (0..=FINISH)
            .map(|n| {
                self.game.board().special(n).map(|special| match special {
                    Special::Goose => Mark::Goose,
                    Special::Jump { to, .. } if *to > n => Mark::Forward,
                    Special::Jump { .. } => Mark::Back,
                    Special::Wait { .. } => Mark::Wait,
                })
            })
            .collect();
        Board::Track(Track { marks, players: self.game.squares().to_vec(), to_move: self.game.to_move() })
    }

    fn panel(&self) -> Panel {
        let mut status = Vec::new();
        if self.game.winner().is_none() {
            let number = self.game.to_move() as i64 + 1;
            status.push(
                Text::new(if self.persons_turn() { "goose-your-roll" } else { "goose-computer-rolls" })
                    .number("number", number),
            );
        }
        for (i, square) in self.game.squares().iter().enumerate() {
            status.push(
                Text::new("goose-player-at")
                    .number("number", i as i64 + 1)
                    .number("square", i64::from(*square))
                    .with(
                        "who",
                        super::view::TextArg::Key(
                            if self.persons[i] { "goose-person" } else { "goose-computer" }.into(),
                        ),
                    ),
            );
        }
        let mut log = vec![Text::new("goose-legend")];
        log.extend(self.game.turns().iter().rev().take(4).rev().flat_map(turn_texts));
        let outcome = self.game.winner().map(|w| Text::new("outcome-goose").number("number", w as i64 + 1));
        Panel { status, moves: Vec::new(), row_ends: Vec::new(), log, outcome, explorer: None }
    }

    fn home(&self) -> (u8, u8) {
        (0, 0)
    }

    fn choose(&mut self, _spot: (u8, u8)) -> Option<Text> {
        None
    }

    fn cancel(&mut self) {}

    fn act(&mut self) -> Option<Text> {
        if self.persons_turn() {
            self.play_turn();
        }
        None
    }

    fn undo(&mut self) -> Option<Text> {
        Some(Text::new("status-nothing-to-undo"))
    }

    fn redo(&mut self) -> Option<Text> {
        Some(Text::new("status-nothing-to-redo"))
    }

    fn record(&self) -> Option<String> {
        Some(GooseRecord::from_game(&self.game, Some(self.seed), &self.board_tag).to_text())
    }

    fn poll(&mut self) -> bool {
        if self.game.winner().is_some() || self.persons_turn() || self.last_turn.elapsed() < self.pace {
            return false;
        }
        self.play_turn();
        true
    }

    fn thinking(&self) -> bool {
        false
    }
}
