//! The Game of the Goose (RULES.md section 5): a race of 2 to 6 pieces on squares 1–63.
//!
//! Rule choices:
//!
//! - Every piece starts on square 0, off the board; several pieces may share any square and
//!   never interact (no swapping, no sending back).
//! - One die by default (option `dice=2`: the roll is the sum of two dice; the traditional
//!   first-roll specials 6+3 and 5+4 are not played).
//! - A move goes forward by the roll. Square 63 needs the exact roll: the excess is counted
//!   back from 63 (on 62 rolling 3: to 63, then back to 61) and the piece is then *moving
//!   backwards*.
//! - Landing on a goose: rule `goose=roll-again` (the source's rule, the default) — the
//!   player rolls again at once, in the same turn; rule `goose=move-again` (the traditional
//!   rule) — the piece moves on again by the same roll, in the direction it was moving: a
//!   goose reached after a bounce sends it further back by the roll. A backwards move never
//!   goes below square 0. A goose reached after a bounce also gives another roll under
//!   `roll-again`.
//! - A jump square (bridge 6 → 12, maze 42 → 30, death 58 → 0) sends the piece on to its
//!   target, whose own special square then acts too (a goose reached by a jump gives another
//!   roll or moves on again, a waiting square makes the player wait). A jump keeps the
//!   direction of the move.
//! - A waiting square (inn 19: 1 turn, well 31: 2, prison 52: 3) makes the player miss that
//!   many of their next turns; each player counts their own missed turns, and a piece
//!   arriving on a waiting square frees no one (the "until another player comes" variant is
//!   not played).
//! - The move-again chain cannot loop on a valid board: the board check follows every roll
//!   1–12 from every square under both rules and rejects a board where it would (and a
//!   chain of jumps that comes back on itself). A turn of `roll-again` ends after 100 rolls
//!   all landing on geese (a safety stop that the default board cannot reach in practice).
//! - The first piece to land on 63 wins at once; the game ends there.
//!
//! Randomness comes from [`Dice`], a SplitMix64 generator seeded by a `u64`: the same seed,
//! players, dice count and board replay the same game. Records are in [`record`].
//!
//! Playing has one contract: every `play_*` method of [`Game`] checks what it is given (the
//! game not over, each roll as many dice as the game of 1 to 6 each) and returns a
//! [`GooseError`] instead of playing; none plays unchecked.

#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

pub mod board;
pub mod record;

pub use board::{BoardError, FINISH, GooseBoard, Special};
use std::fmt;

/// The goose rule (option `goose=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GooseRule {
    /// Another roll (the source's rule).
    #[default]
    RollAgain,
    /// Move on again by the same roll (the traditional rule).
    MoveAgain,
}

impl fmt::Display for GooseRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GooseRule::RollAgain => "roll-again",
            GooseRule::MoveAgain => "move-again",
        })
    }
}

impl std::str::FromStr for GooseRule {
    type Err = GooseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "roll-again" => Ok(GooseRule::RollAgain),
            "move-again" => Ok(GooseRule::MoveAgain),
            _ => Err(GooseError::BadRule(s.to_string())),
        }
    }
}

/// Errors in options and in play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GooseError {
    /// A player count outside 2..=6.
    #[error("{0} players: the Game of the Goose takes 2 to 6")]
    BadPlayers(usize),
    /// A dice count other than 1 or 2.
    #[error("{0} dice: play with 1 or 2")]
    BadDice(usize),
    /// An unknown goose rule.
    #[error("unknown goose rule `{0}`: use roll-again or move-again")]
    BadRule(String),
    /// A die value outside 1..=6, or the wrong number of dice.
    #[error("bad roll {0:?}: each die is 1 to 6 and the roll has as many dice as the game")]
    BadRoll(Vec<u8>),
    /// A turn asked for after the game ended.
    #[error("the game is over")]
    GameOver,
    /// A move that loops forever (only on a board that skipped validation).
    #[error("the move loops forever: {0:?}")]
    Loop(Vec<u8>),
}

/// The options of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GooseOptions {
    /// 2 to 6.
    pub players: usize,
    /// 1 or 2.
    pub dice: usize,
    /// What a goose does.
    pub rule: GooseRule,
}

impl Default for GooseOptions {
    fn default() -> Self {
        GooseOptions { players: 2, dice: 1, rule: GooseRule::RollAgain }
    }
}

impl GooseOptions {
    /// Checks the ranges.
    ///
    /// # Errors
    ///
    /// [`GooseError::BadPlayers`] for a player count outside 2..=6, [`GooseError::BadDice`]
    /// for a dice count other than 1 or 2.
    pub fn validate(&self) -> Result<(), GooseError> {
        if !(2..=6).contains(&self.players) {
            return Err(GooseError::BadPlayers(self.players));
        }
        if !(1..=2).contains(&self.dice) {
            return Err(GooseError::BadDice(self.dice));
        }
        Ok(())
    }
}

/// A small deterministic random source: SplitMix64 (Steele, Lea and Flood 2014). The state
/// advances by the golden-ratio constant and each output is the state mixed by two
/// multiply-xorshift rounds; a die is `1 + (high 32 bits * 6) >> 32` of one output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dice {
    state: u64,
}

impl Dice {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// One die, 1 to 6.
    pub fn die(&mut self) -> u8 {
        let high = self.next_u64() >> 32;
        // (high * 6) >> 32 is below 6, so the cast cannot truncate.
        1 + ((high * 6) >> 32) as u8
    }

    /// A roll of `count` dice.
    pub fn roll(&mut self, count: usize) -> Vec<u8> {
        (0..count).map(|_| self.die()).collect()
    }
}

/// Something that happened during a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The move overshot 63 and was counted back to this square.
    Bounce(u8),
    /// Landed on a goose at this square.
    Goose(u8),
    /// A jump square sent the piece from one square to another.
    Jump {
        /// The jump square's name.
        name: String,
        /// The jump square.
        from: u8,
        /// Where the piece went.
        to: u8,
    },
    /// A waiting square: the player misses turns.
    Wait {
        /// The square's name.
        name: String,
        /// The square.
        at: u8,
        /// Turns to miss.
        turns: u8,
    },
    /// Landed on 63.
    Win,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Bounce(to) => write!(f, "bounces back from 63 to {to}"),
            Event::Goose(at) => write!(f, "goose on {at}"),
            Event::Jump { name, from, to } => write!(f, "{name} {from} -> {to}"),
            Event::Wait { name, at, turns } => {
                write!(f, "{name} on {at}: misses {turns} turn{}", if *turns == 1 { "" } else { "s" })
            }
            Event::Win => f.write_str("reaches 63"),
        }
    }
}

/// How a move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// On an ordinary square (or a goose under move-again, moved on from).
    Rest,
    /// On a goose under roll-again: another roll.
    RollAgain,
    /// On a waiting square: miss this many turns.
    Wait(u8),
    /// On 63.
    Won,
}

/// The result of one move: the final square, what happened and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    /// Where the piece ends.
    pub to: u8,
    /// What happened, in order.
    pub events: Vec<Event>,
    /// How the move ended.
    pub landing: Landing,
}

fn advance(pos: u8, roll: u8, backward: &mut bool, events: &mut Vec<Event>) -> u8 {
    if *backward {
        return pos.saturating_sub(roll);
    }
    let t = pos.saturating_add(roll);
    if t > FINISH {
        *backward = true;
        let back = FINISH.saturating_sub(t - FINISH);
        events.push(Event::Bounce(back));
        back
    } else {
        t
    }
}

/// Moves a piece from `from` by `roll` on `board` under `rule`. `Err` holds the squares
/// of a loop that never ends (impossible on a validated board).
pub(crate) fn resolve_move(
    board: &GooseBoard,
    rule: GooseRule,
    from: u8,
    roll: u8,
) -> Result<Resolution, Vec<u8>> {
    let mut events = Vec::new();
    let mut backward = false;
    let mut seen = [[false; 2]; FINISH as usize + 1];
    let mut path = vec![from];
    let mut pos = advance(from, roll, &mut backward, &mut events);
    loop {
        path.push(pos);
        let state = &mut seen[usize::from(pos.min(FINISH))][usize::from(backward)];
        if *state {
            return Err(path);
        }
        *state = true;
        if pos == FINISH {
            events.push(Event::Win);
            return Ok(Resolution { to: pos, events, landing: Landing::Won });
        }
        match board.special(pos) {
            None => return Ok(Resolution { to: pos, events, landing: Landing::Rest }),
            Some(Special::Goose) => {
                events.push(Event::Goose(pos));
                match rule {
                    GooseRule::RollAgain => {
                        return Ok(Resolution { to: pos, events, landing: Landing::RollAgain });
                    }
                    GooseRule::MoveAgain => pos = advance(pos, roll, &mut backward, &mut events),
                }
            }
            Some(Special::Jump { name, to }) => {
                events.push(Event::Jump { name: name.clone(), from: pos, to: *to });
                pos = *to;
            }
            Some(Special::Wait { name, turns }) => {
                events.push(Event::Wait { name: name.clone(), at: pos, turns: *turns });
                return Ok(Resolution { to: pos, events, landing: Landing::Wait(*turns) });
            }
        }
    }
}

/// One roll of a turn and its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The dice.
    pub dice: Vec<u8>,
    /// Where the piece started.
    pub from: u8,
    /// The move.
    pub resolution: Resolution,
}

/// One turn: a missed turn (no steps) or one or more rolls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The player, 0-based.
    pub player: usize,
    /// The rolls; empty when the turn was missed.
    pub steps: Vec<Step>,
    /// For a missed turn: the turns still to miss after this one.
    pub still_waiting: u8,
}

/// The most rolls in one turn (a safety stop).
pub const MAX_ROLLS_PER_TURN: usize = 100;

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    board: GooseBoard,
    options: GooseOptions,
    squares: Vec<u8>,
    waiting: Vec<u8>,
    to_move: usize,
    winner: Option<usize>,
    turns: Vec<Turn>,
}

impl Game {
    /// A new game; every piece on square 0, player 0 to roll.
    ///
    /// # Errors
    ///
    /// The errors of [`GooseOptions::validate`] for options out of range.
    pub fn new(board: GooseBoard, options: GooseOptions) -> Result<Game, GooseError> {
        options.validate()?;
        Ok(Game {
            board,
            options,
            squares: vec![0; options.players],
            waiting: vec![0; options.players],
            to_move: 0,
            winner: None,
            turns: Vec::new(),
        })
    }

    /// The board.
    pub fn board(&self) -> &GooseBoard {
        &self.board
    }

    /// The options.
    pub fn options(&self) -> GooseOptions {
        self.options
    }

    /// Each player's square.
    pub fn squares(&self) -> &[u8] {
        &self.squares
    }

    /// Each player's turns still to miss.
    pub fn waiting(&self) -> &[u8] {
        &self.waiting
    }

    /// The player whose turn is next.
    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// The winner, once someone has reached 63.
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }

    /// The turns played so far (missed turns included).
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Puts `player`'s piece on `square` (at most 63) with no turns to miss: for setting up
    /// positions in studies and tests. Out-of-range players or squares are ignored.
    pub fn place(&mut self, player: usize, square: u8) {
        if square <= FINISH && player < self.squares.len() {
            self.squares[player] = square;
            self.waiting[player] = 0;
        }
    }

    /// Whether the next turn of the player to move is a missed one (no dice are rolled).
    pub fn misses_turn(&self) -> bool {
        self.waiting[self.to_move] > 0
    }

    /// Plays one turn, drawing rolls from `roll` (called only when the player rolls), checked.
    ///
    /// # Errors
    ///
    /// [`GooseError::GameOver`] once someone has won, [`GooseError::BadRoll`] for a roll with
    /// the wrong number of dice or a die outside 1..=6, and [`GooseError::Loop`] for a move
    /// that never ends (only on a board that skipped validation). On an error from the
    /// first roll nothing has changed; a bad roll after a goose keeps the rolls before it
    /// (the turn is not recorded).
    pub fn play_turn_with(&mut self, mut roll: impl FnMut() -> Vec<u8>) -> Result<&Turn, GooseError> {
        if self.winner.is_some() {
            return Err(GooseError::GameOver);
        }
        let player = self.to_move;
        let mut turn = Turn { player, steps: Vec::new(), still_waiting: 0 };
        if self.waiting[player] > 0 {
            self.waiting[player] -= 1;
            turn.still_waiting = self.waiting[player];
        } else {
            loop {
                let dice = roll();
                if dice.len() != self.options.dice || dice.iter().any(|d| !(1..=6).contains(d)) {
                    return Err(GooseError::BadRoll(dice));
                }
                let total: u8 = dice.iter().sum();
                let from = self.squares[player];
                let resolution =
                    resolve_move(&self.board, self.options.rule, from, total).map_err(GooseError::Loop)?;
                self.squares[player] = resolution.to;
                let landing = resolution.landing;
                turn.steps.push(Step { dice, from, resolution });
                match landing {
                    Landing::RollAgain if turn.steps.len() < MAX_ROLLS_PER_TURN => {}
                    Landing::RollAgain | Landing::Rest => break,
                    Landing::Wait(n) => {
                        self.waiting[player] = n;
                        break;
                    }
                    Landing::Won => {
                        self.winner = Some(player);
                        break;
                    }
                }
            }
        }
        if self.winner.is_none() {
            self.to_move = (player + 1) % self.options.players;
        }
        self.turns.push(turn);
        self.turns.last().ok_or(GooseError::GameOver)
    }

    /// Plays one turn with `dice`, checked.
    ///
    /// # Errors
    ///
    /// As [`Game::play_turn_with`]: [`GooseError::GameOver`] once someone has won (the rolls
    /// of `dice` are always good).
    pub fn play_turn(&mut self, dice: &mut Dice) -> Result<&Turn, GooseError> {
        let count = self.options.dice;
        self.play_turn_with(|| dice.roll(count))
    }

    /// Plays to the end (or `max_turns` turns) with `dice`; returns the winner if any.
    ///
    /// # Errors
    ///
    /// As [`Game::play_turn`], from the turn that failed; the turns before it stay played.
    pub fn play_out(&mut self, dice: &mut Dice, max_turns: usize) -> Result<Option<usize>, GooseError> {
        while self.winner.is_none() && self.turns.len() < max_turns {
            self.play_turn(dice)?;
        }
        Ok(self.winner)
    }
}

/// The text of one roll: `4` or `3+4`.
pub fn dice_text(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
}

/// A one-line description of a turn for people: `player 2: rolls 5: 0 -> 5 (goose on 5); …`.
pub fn turn_text(turn: &Turn) -> String {
    let who = format!("player {}", turn.player + 1);
    if turn.steps.is_empty() {
        return format!("{who}: misses the turn ({} more to miss)", turn.still_waiting);
    }
    let steps: Vec<String> = turn
        .steps
        .iter()
        .map(|s| {
            let mut t = format!("rolls {}: {} -> {}", dice_text(&s.dice), s.from, s.resolution.to);
            if !s.resolution.events.is_empty() {
                let ev: Vec<String> = s.resolution.events.iter().map(Event::to_string).collect();
                t.push_str(&format!(" ({})", ev.join(", ")));
            }
            t
        })
        .collect();
    format!("{who}: {}", steps.join("; "))
}
