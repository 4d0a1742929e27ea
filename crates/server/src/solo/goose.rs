//! The Game of the Goose on the server: a game is its setup (seats, dice, rule), its seed
//! and the number of turns played; the seeded dice make every turn again on replay. Each
//! turn is stored as its record line, checked on replay.

use crate::error::ApiError;
use crate::ids::{same_token, token_hash};
use crate::store::SoloState;
use reynard_play::Explain;
use reynard_rules::goose::record::GooseRecord;
use reynard_rules::goose::{Dice, Event, FINISH, Game, GooseBoard, GooseOptions, GooseRule, Special, Turn};
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person, rolling with the game's token (pass and play) or their own.
    Person,
    /// The server rolls for it.
    Computer,
}

/// The stored setup of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GooseSetup {
    /// The players in turn order, 2 to 6.
    pub seats: Vec<SeatKind>,
    /// 1 or 2 dice.
    pub dice: usize,
    /// `roll-again` or `move-again`.
    pub rule: String,
    /// A board file's TOML text (docs/goose.md); the built-in board when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Per seat, the hash of the seat's own token (a player invited to roll from another
    /// device); empty, or `None` for a seat, where the game's token rolls (pass and play).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seat_tokens: Vec<Option<String>>,
}

/// The most turns a game plays by itself (computers only) before stopping.
const MAX_AUTO_TURNS: usize = 20_000;
/// How many of the last turns the state lists.
const LAST_TURNS: usize = 12;

/// A game being played.
#[derive(Clone, Debug)]
pub struct GooseGame {
    setup: GooseSetup,
    seed: u64,
    game: Game,
    dice: Dice,
}

/// A square with something special, for the legend and the board.
#[derive(Debug, Serialize)]
pub struct SquareView {
    /// The square, 1–62.
    pub square: u8,
    /// `goose`, `jump` or `wait`.
    pub kind: &'static str,
    /// The square's name (`bridge`, `inn`…); none for geese.
    pub name: Option<String>,
    /// Where a jump sends the piece.
    pub to: Option<u8>,
    /// Turns a waiting square costs.
    pub turns: Option<u8>,
}

/// A player now.
#[derive(Debug, Serialize)]
pub struct PlayerView {
    /// 1-based.
    pub number: usize,
    /// `person` or `computer`.
    pub kind: SeatKind,
    /// The square, 0 (start) to 63.
    pub square: u8,
    /// Turns still to miss.
    pub waiting: u8,
    /// Whether the seat has its own token (a player on another device rolls for it).
    pub invited: bool,
}

/// Something that happened in a move.
#[derive(Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum EventView {
    /// Past 63 and counted back to `square`.
    Bounce {
        /// Where it ended.
        square: u8,
    },
    /// Landed on a goose.
    Goose {
        /// The goose's square.
        square: u8,
    },
    /// A jump square.
    Jump {
        /// Its name.
        name: String,
        /// The jump square.
        from: u8,
        /// Where the piece went.
        to: u8,
    },
    /// A waiting square.
    Wait {
        /// Its name.
        name: String,
        /// The square.
        square: u8,
        /// Turns to miss.
        turns: u8,
    },
    /// Reached 63.
    Win {
        /// 63.
        square: u8,
    },
}

/// One roll of a turn.
#[derive(Debug, Serialize)]
pub struct RollView {
    /// The dice.
    pub dice: Vec<u8>,
    /// The square before.
    pub from: u8,
    /// The square after.
    pub to: u8,
    /// What happened on the way.
    pub events: Vec<EventView>,
}

/// One turn.
#[derive(Debug, Serialize)]
pub struct TurnView {
    /// 1-based turn number.
    pub number: usize,
    /// 1-based player.
    pub player: usize,
    /// The rolls; empty for a missed turn.
    pub rolls: Vec<RollView>,
    /// For a missed turn: how many more to miss.
    pub still_waiting: u8,
}

/// The state of a goose game, as the API sends it.
#[derive(Debug, Serialize)]
pub struct GooseView {
    /// The game id.
    pub id: String,
    /// Always `goose`.
    pub family: &'static str,
    /// The board's name.
    pub board: String,
    /// The last square (63).
    pub finish: u8,
    /// The special squares.
    pub specials: Vec<SquareView>,
    /// Dice per roll.
    pub dice: usize,
    /// The goose rule.
    pub rule: String,
    /// The dice seed.
    pub seed: u64,
    /// The players.
    pub players: Vec<PlayerView>,
    /// The 1-based player to roll (none once won).
    pub to_move: Option<usize>,
    /// Turns played (send it back as `turn`).
    pub turns: usize,
    /// The last turns, oldest first.
    pub last_turns: Vec<TurnView>,
    /// The 1-based winner.
    pub winner: Option<usize>,
}

impl GooseSetup {
    /// The rules' options.
    ///
    /// # Errors
    ///
    /// `400 bad_variant` with the rules' reason (`goose-players`, `goose-dice`,
    /// `goose-rule`) when out of range.
    pub fn options(&self) -> Result<GooseOptions, ApiError> {
        let rule = self.rule.parse::<GooseRule>().map_err(|e| ApiError::variant_refused(&e))?;
        let options = GooseOptions { players: self.seats.len(), dice: self.dice, rule };
        options.validate().map_err(|e| ApiError::variant_refused(&e))?;
        Ok(options)
    }

    /// The board.
    ///
    /// # Errors
    ///
    /// `400 bad_variant` with the reason `goose-board` (the board error, naming the square
    /// at fault, inside) for a broken board file.
    pub fn board(&self) -> Result<GooseBoard, ApiError> {
        match &self.board {
            Some(text) => GooseBoard::from_toml(text).map_err(|e| ApiError::VariantRefused {
                message: e.explain(),
                english: format!("board: {e}"),
            }),
            None => Ok(GooseBoard::default()),
        }
    }
}

impl GooseGame {
    /// A new game with no turns played.
    ///
    /// # Errors
    ///
    /// As [`GooseSetup::options`] and [`GooseSetup::board`].
    pub fn new(setup: GooseSetup, seed: u64) -> Result<GooseGame, ApiError> {
        let options = setup.options()?;
        let game = Game::new(setup.board()?, options).map_err(|e| ApiError::variant_refused(&e))?;
        Ok(GooseGame { setup, seed, game, dice: Dice::new(seed) })
    }

    /// A stored game: replays as many turns as stored and checks each turn's record line.
    ///
    /// # Errors
    ///
    /// `500 corrupt` when they differ.
    pub fn replay(setup: GooseSetup, seed: u64, steps: &[String]) -> Result<GooseGame, ApiError> {
        let mut game = GooseGame::new(setup, seed).map_err(|e| ApiError::Corrupt(e.to_string()))?;
        for _ in steps {
            game.play_one().map_err(|e| ApiError::Corrupt(e.to_string()))?;
        }
        let lines = game.lines();
        if lines != steps {
            return Err(ApiError::Corrupt("the stored turns do not replay from the seed".into()));
        }
        Ok(game)
    }

    fn play_one(&mut self) -> Result<&Turn, ApiError> {
        self.game.play_turn(&mut self.dice).map_err(|_| ApiError::GameOver)
    }

    /// The hash of seat `seat`'s own token, if it has one.
    fn seat_token(&self, seat: usize) -> Option<&str> {
        self.setup.seat_tokens.get(seat).and_then(|t| t.as_deref())
    }

    /// Whether `token` may roll now: the seat to move's own token, or for a seat without
    /// one the game's token (`host`: it was the game's token).
    pub fn may_roll(&self, token: &str, host: bool) -> bool {
        match self.seat_token(self.game.to_move()) {
            Some(hash) => same_token(hash, &token_hash(token)),
            None => host,
        }
    }

    /// The number of turns played.
    pub fn turn_count(&self) -> usize {
        self.game.turns().len()
    }

    /// Whether the player to move is a person who rolls (not a computer, not missing the
    /// turn), and the game is on.
    fn person_rolls(&self) -> bool {
        self.game.winner().is_none()
            && self.setup.seats[self.game.to_move()] == SeatKind::Person
            && !self.game.misses_turn()
    }

    /// Plays the turns nobody has to roll for: computer players and missed turns, until a
    /// person is to roll or the game ends.
    ///
    /// # Errors
    ///
    /// `409 game_over` if a turn cannot be played (the rules refuse turns after the end
    /// only, which this checks first).
    pub fn play_automatic(&mut self) -> Result<(), ApiError> {
        for _ in 0..MAX_AUTO_TURNS {
            if self.game.winner().is_some() || self.person_rolls() {
                break;
            }
            self.play_one()?;
        }
        Ok(())
    }

    /// The person to move rolls (one turn), then the automatic turns follow.
    ///
    /// # Errors
    ///
    /// `409 game_over` after the end, `409 not_your_turn` when no person is to roll.
    pub fn roll(&mut self) -> Result<(), ApiError> {
        if self.game.winner().is_some() {
            return Err(ApiError::GameOver);
        }
        if !self.person_rolls() {
            return Err(ApiError::NotYourTurn);
        }
        self.play_one()?;
        self.play_automatic()
    }

    /// Every turn's record line (`1. P1 5:5 1:12`), from the rules crate's record.
    pub fn lines(&self) -> Vec<String> {
        let text = self.record_text();
        text.lines().skip_while(|l| !l.is_empty()).skip(1).map(str::to_string).collect()
    }

    /// The record of the game with its seed (`reynard goose --replay` checks it). A game on
    /// an uploaded board file names it `custom: NAME` (one line; never `default`, never a
    /// path that exists here), to replay with `--board FILE`.
    pub fn record_text(&self) -> String {
        let board = match &self.setup.board {
            Some(_) => format!("custom: {}", self.game.board().name().replace(['\n', '\r', '"'], " ")),
            None => "default".to_string(),
        };
        GooseRecord::from_game(&self.game, Some(self.seed), &board).to_text()
    }

    /// Where the game stands, for the lists: finished once a player reached the last
    /// square (`finish`), the winner's seat id (`p2`) as the result.
    pub fn state(&self) -> SoloState {
        let winner = self.game.winner();
        SoloState {
            status: if winner.is_some() { "finished" } else { "running" }.to_string(),
            result: winner.map(|w| seat_id(w).to_string()),
            reason: winner.map(|_| "finish".to_string()),
        }
    }

    /// The state to send.
    pub fn view(&self, id: &str) -> GooseView {
        let board = self.game.board();
        let turns = self.game.turns();
        let first = turns.len().saturating_sub(LAST_TURNS);
        GooseView {
            id: id.to_string(),
            family: super::GOOSE,
            board: board.name().to_string(),
            finish: FINISH,
            specials: board.specials().map(|(square, s)| square_view(square, s)).collect(),
            dice: self.setup.dice,
            rule: self.setup.rule.clone(),
            seed: self.seed,
            players: self
                .setup
                .seats
                .iter()
                .enumerate()
                .map(|(i, &kind)| PlayerView {
                    number: i + 1,
                    kind,
                    square: self.game.squares()[i],
                    waiting: self.game.waiting()[i],
                    invited: self.seat_token(i).is_some(),
                })
                .collect(),
            to_move: self.game.winner().is_none().then(|| self.game.to_move() + 1),
            turns: turns.len(),
            last_turns: turns[first..].iter().enumerate().map(|(i, t)| turn_view(first + i + 1, t)).collect(),
            winner: self.game.winner().map(|w| w + 1),
        }
    }
}

/// The seat ids of a goose game's players, in turn order (the lists' `seats`, `result`).
pub const SEAT_IDS: [&str; 6] = ["p1", "p2", "p3", "p4", "p5", "p6"];

/// The seat id of the 0-based player `seat`.
pub fn seat_id(seat: usize) -> &'static str {
    SEAT_IDS.get(seat).copied().unwrap_or("p?")
}

fn square_view(square: u8, special: &Special) -> SquareView {
    let (kind, name, to, turns) = match special {
        Special::Goose => ("goose", None, None, None),
        Special::Jump { name, to } => ("jump", Some(name.clone()), Some(*to), None),
        Special::Wait { name, turns } => ("wait", Some(name.clone()), None, Some(*turns)),
    };
    SquareView { square, kind, name, to, turns }
}

fn turn_view(number: usize, turn: &Turn) -> TurnView {
    TurnView {
        number,
        player: turn.player + 1,
        rolls: turn
            .steps
            .iter()
            .map(|s| RollView {
                dice: s.dice.clone(),
                from: s.from,
                to: s.resolution.to,
                events: s.resolution.events.iter().map(event_view).collect(),
            })
            .collect(),
        still_waiting: turn.still_waiting,
    }
}

fn event_view(event: &Event) -> EventView {
    match event {
        Event::Bounce(square) => EventView::Bounce { square: *square },
        Event::Goose(square) => EventView::Goose { square: *square },
        Event::Jump { name, from, to } => EventView::Jump { name: name.clone(), from: *from, to: *to },
        Event::Wait { name, at, turns } => EventView::Wait { name: name.clone(), square: *at, turns: *turns },
        Event::Win => EventView::Win { square: FINISH },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(seats: Vec<SeatKind>) -> GooseSetup {
        GooseSetup { seats, dice: 1, rule: "roll-again".into(), board: None, seat_tokens: Vec::new() }
    }

    #[test]
    fn computers_roll_until_a_person_is_to_roll_and_turns_replay() {
        let mut game = GooseGame::new(setup(vec![SeatKind::Computer, SeatKind::Person]), 42).expect("valid");
        game.play_automatic().expect("plays");
        assert_eq!(game.view("x").to_move, Some(2));
        game.roll().expect("the person rolls");
        let again = GooseGame::replay(game.setup.clone(), 42, &game.lines()).expect("replays");
        assert_eq!(again.turn_count(), game.turn_count());
        let mut wrong = game.lines();
        wrong[0] = "1. P1 6:6".into();
        assert!(GooseGame::replay(game.setup.clone(), 42, &wrong).is_err());
    }

    #[test]
    fn a_game_of_computers_plays_to_the_end() {
        let mut game = GooseGame::new(setup(vec![SeatKind::Computer; 4]), 42).expect("valid");
        game.play_automatic().expect("plays");
        assert_eq!(game.view("x").winner, Some(1));
        assert_eq!(game.turn_count(), 53);
    }
}
