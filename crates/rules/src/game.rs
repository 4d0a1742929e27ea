//! A game in progress: the position, its history, undo, repetition and how it ended.

use crate::{Family, Outcome};
use std::sync::Arc;

/// Why an action on a [`Game`] was refused. `E` is the family's move error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError<E: std::error::Error + 'static> {
    /// The move is not legal (with the reason).
    #[error(transparent)]
    Move(#[from] E),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Nothing to undo.
    #[error("no move to undo")]
    NothingToUndo,
}

/// A game: rules, the moves played and the positions they led to, and a declared result
/// (resignation or agreed draw) if any. Repetition is judged from the history, by the
/// family's rule ([`Family::repetition_outcome`]: a draw, or in Copenhagen tafl a loss for
/// the defenders). Generic over the family. The rules are shared, not copied, between a game
/// and its clones (a hunt game's compiled rules are some 13 KB).
#[derive(Clone, Debug)]
pub struct Game<R: Family> {
    rules: Arc<R>,
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<R::Position>,
    moves: Vec<R::Move>,
    declared: Option<Outcome<R::Side>>,
}

/// The error type of a [`Game`] of family `R`.
pub type GameErrorOf<R> = GameError<<R as Family>::MoveError>;

impl<R: Family> Game<R> {
    /// A new game from the rules' start (the placement phase with `hunter_start = choose`).
    pub fn new(rules: R) -> Game<R> {
        let start = rules.game_start();
        Game::from_position(rules, start)
    }

    /// A game from any position.
    pub fn from_position(rules: R, start: R::Position) -> Game<R> {
        Game::sharing(Arc::new(rules), start)
    }

    /// A game from any position, sharing rules already made.
    pub fn sharing(rules: Arc<R>, start: R::Position) -> Game<R> {
        Game { rules, positions: vec![start], moves: Vec::new(), declared: None }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The rules, shared: for more games of them without a copy.
    pub fn shared_rules(&self) -> &Arc<R> {
        &self.rules
    }

    /// The current position.
    pub fn position(&self) -> &R::Position {
        // `positions` always holds the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// The position the game started from.
    pub fn start(&self) -> &R::Position {
        &self.positions[0]
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[R::Move] {
        &self.moves
    }

    /// Every position of the game, the start first.
    pub fn positions(&self) -> &[R::Position] {
        &self.positions
    }

    /// The side to move.
    pub fn side_to_move(&self) -> R::Side {
        self.rules.side_to_move(self.position())
    }

    /// The legal moves now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<R::Move> {
        let mut moves = Vec::new();
        if self.outcome().is_none() {
            self.rules.legal_moves(self.position(), &mut moves);
        }
        moves
    }

    /// The hashes of the positions before the current one, oldest first: what a search
    /// needs to see repetitions. The one place this list is made.
    pub fn history_hashes(&self) -> Vec<u64> {
        let earlier = &self.positions[..self.positions.len() - 1];
        earlier.iter().map(|p| self.rules.hash(p)).collect()
    }

    /// How many times the current position (with the side to move) has occurred: looked
    /// for back to the last fall of the material ([`Family::material`]), before which no
    /// position can equal it.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let material = self.rules.material(now);
        let since_fall = self.positions.iter().rev().take_while(|p| self.rules.material(p) == material);
        since_fall.filter(|p| *p == now).count()
    }

    /// The result: a declared one (resignation, agreement), else the end rules in order,
    /// else the third repetition (a draw, or what the family's rules say).
    pub fn outcome(&self) -> Option<Outcome<R::Side>> {
        self.declared
            .or_else(|| self.rules.outcome(self.position()))
            .or_else(|| (self.repetitions() >= 3).then(|| self.rules.repetition_outcome()))
    }

    /// Plays a move after checking it.
    ///
    /// # Errors
    ///
    /// The game is over, or the family's reason why the move is not legal here.
    pub fn play(&mut self, mv: R::Move) -> Result<(), GameErrorOf<R>> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.rules.check_move(self.position(), mv)?;
        let next = self.rules.play_unchecked(self.position(), mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Plays a move the caller took from [`Game::legal_moves`] of this very position,
    /// without checking it again (the check can cost as much as generating every move).
    /// Precondition: the game is not over and `mv` is legal here; otherwise the position it
    /// leads to is unspecified, though making it does not panic.
    pub fn play_legal(&mut self, mv: R::Move) {
        let next = self.rules.play_unchecked(self.position(), mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Reads a move in notation and plays it; returns the move.
    ///
    /// # Errors
    ///
    /// The game is over, or the text is no legal move here (with the family's reason).
    pub fn play_text(&mut self, text: &str) -> Result<R::Move, GameErrorOf<R>> {
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

    /// The number written before each move, as records write them: `Some(n)` where move
    /// pair `n` begins (the game's first move, and each move by the side that began after
    /// a move of the other), `None` where a move continues its pair
    /// ([`crate::record::move_numbers`]).
    pub fn move_numbers(&self) -> Vec<Option<usize>> {
        let sides: Vec<R::Side> =
            self.positions[..self.moves.len()].iter().map(|p| self.rules.side_to_move(p)).collect();
        crate::record::move_numbers(&sides)
    }

    /// Takes back the last move, and any declared result (resignation, agreed draw).
    ///
    /// # Errors
    ///
    /// [`GameError::NothingToUndo`] at the start.
    pub fn undo(&mut self) -> Result<R::Move, GameErrorOf<R>> {
        let mv = self.moves.pop().ok_or(GameError::NothingToUndo)?;
        self.positions.pop();
        self.declared = None;
        Ok(mv)
    }

    /// Withdraws a declared result (resignation or agreed draw) and keeps the moves; false
    /// when there was none.
    pub fn withdraw_declared(&mut self) -> bool {
        self.declared.take().is_some()
    }

    /// The declared result (resignation or agreed draw), if any.
    pub fn declared(&self) -> Option<Outcome<R::Side>> {
        self.declared
    }

    /// Declares `outcome` as another game's declared result ([`Game::declared`]): an agreed
    /// draw, a resignation or a loss on time, through [`Game::agree_draw`],
    /// [`Game::resign`] or [`Game::lose_on_time`].
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] when the game is over, or the outcome is not one a player
    /// declares (the rules' own ends are reached by moves).
    pub fn declare(&mut self, outcome: Outcome<R::Side>) -> Result<(), GameErrorOf<R>> {
        let loser = |winner| self.rules.opponent(winner);
        match (outcome.winner(), outcome.reason()) {
            (None, crate::EndReason::Agreement) => self.agree_draw(),
            (Some(winner), crate::EndReason::Resignation) => self.resign(loser(winner)),
            (Some(winner), crate::EndReason::Time) => self.lose_on_time(loser(winner)),
            _ => Err(GameError::GameOver),
        }
    }

    /// `side` resigns: the other side wins.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] when the game has already ended.
    pub fn resign(&mut self, side: R::Side) -> Result<(), GameErrorOf<R>> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome::Win(self.rules.opponent(side), crate::EndReason::Resignation));
        Ok(())
    }

    /// `side`'s clock ran out: the other side wins on time.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] when the game has already ended.
    pub fn lose_on_time(&mut self, side: R::Side) -> Result<(), GameErrorOf<R>> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome::Win(self.rules.opponent(side), crate::EndReason::Time));
        Ok(())
    }

    /// The players agree a draw.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] when the game has already ended.
    pub fn agree_draw(&mut self) -> Result<(), GameErrorOf<R>> {
        if self.outcome().is_some() {
            return Err(GameError::GameOver);
        }
        self.declared = Some(Outcome::Draw(crate::EndReason::Agreement));
        Ok(())
    }
}
