//! A game in progress: the position, its history, undo, repetition and how it ended.

use crate::hunt::{Move, MoveError, Position, Rules};
use crate::{EndReason, Outcome, Side};

/// Why an action on a [`Game`] was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The move is not legal (with the reason).
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Nothing to undo.
    #[error("no move to undo")]
    NothingToUndo,
}

/// A game: rules, the moves played and the positions they led to, and a declared result
/// (resignation or agreed draw) if any. Repetition is judged from the history.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    declared: Option<Outcome>,
}

impl Game {
    /// A new game from the rules' start (the placement phase with `hunter_start = choose`).
    pub fn new(rules: Rules) -> Game {
        let start = rules.game_start();
        Game::from_position(rules, start)
    }

    /// A game from any position.
    pub fn from_position(rules: Rules, start: Position) -> Game {
        Game { rules, positions: vec![start], moves: Vec::new(), declared: None }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // `positions` always holds the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        self.position().side()
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() { Vec::new() } else { self.rules.moves(self.position()) }
    }

    /// How many times the current position (with the side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.positions.iter().filter(|p| *p == now).count()
    }

    /// The result: a declared one (resignation, agreement), else the end rules in order,
    /// else a draw by third repetition.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared
            .or_else(|| self.rules.outcome(self.position()))
            .or_else(|| (self.repetitions() >= 3).then_some(Outcome::Draw(EndReason::Repetition)))
    }

    /// Plays a move after checking it.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        if !self.rules.is_legal(self.position(), mv) {
            let text = self.rules.move_text(self.position(), mv);
            return Err(GameError::Move(MoveError::Illegal(text)));
        }
        let next = self.rules.play(self.position(), mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Reads a move in notation and plays it; returns the move.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        let mv = self.rules.parse_move(self.position(), text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// The notation of the `i`-th move played.
    pub fn move_text(&self, i: usize) -> Option<String> {
        Some(self.rules.move_text(self.positions.get(i)?, *self.moves.get(i)?))
    }

    /// Every move played, in notation.
    pub fn move_texts(&self) -> Vec<String> {
        (0..self.moves.len()).filter_map(|i| self.move_text(i)).collect()
    }

    /// Takes back the last move, and any declared result (resignation, agreed draw).
    pub fn undo(&mut self) -> Result<Move, GameError> {
        let mv = self.moves.pop().ok_or(GameError::NothingToUndo)?;
        self.positions.pop();
        self.declared = None;
        Ok(mv)
    }

    /// The declared result (resignation or agreed draw), if any.
    pub fn declared(&self) -> Option<Outcome> {
        self.declared
    }

    /// `side` resigns: the other side wins.
    pub fn resign(&mut self, side: Side) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome::Win(side.other(), EndReason::Resignation));
        Ok(())
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome::Draw(EndReason::Agreement));
        Ok(())
    }
}
