//! What every front end does with a game of any family, family-free: play a move in
//! notation, undo, resign, agree a draw, look at it through the neutral view, write its
//! record, let the AI choose, analyse or explore. The generic work is done once per family inside.

use crate::analysis::{AnalysisView, analyse};
use crate::dispatch::{AnyGame, AnyRules, ByFamily};
use crate::explain::Explain;
use crate::explore::{ExploreView, explore};
use crate::family::PlayFamily;
use crate::message::Message;
use crate::review::{ReviewView, review};
use crate::view::{BoardView, CaptureView, LegalFrom, MoveView, OutcomeView, PieceView, group_by_start};
use crate::with_family;
use reynard_rules::record::{Record, RecordError, RecordErrorOf, result_text};
use reynard_rules::{EndReason, Family, FamilyId, Game, GameError, hunt, tafl};
use reynard_search::level::Level;
use reynard_search::limits::Limits;
use reynard_search::player::{LevelPlayer, Player};
use reynard_tables::TableDir;
use std::time::Duration;

/// Why an action on a game was refused, with the message that says why in any language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Nothing to undo.
    #[error("no move to undo")]
    NothingToUndo,
    /// A record that does not replay: what is wrong and where, as a message and in English.
    #[error("{english}")]
    BadRecord {
        /// The reason, to be translated.
        message: Message,
        /// The reason in English.
        english: String,
    },
    /// A position text the rules cannot read: what is wrong, as a message and in English.
    #[error("{english}")]
    BadPosition {
        /// The reason, to be translated.
        message: Message,
        /// The reason in English.
        english: String,
    },
    /// The move is not legal: the family's reason, as a message and in English.
    #[error("{english}")]
    IllegalMove {
        /// The reason, to be translated.
        message: Message,
        /// The reason in English (the rules error's `Display`).
        english: String,
    },
}

impl PlayError {
    /// The reason as a message, to be shown in the player's language.
    pub fn message(&self) -> Message {
        match self {
            PlayError::GameOver => Message::new("error-move-game-over"),
            PlayError::NothingToUndo => Message::new("error-nothing-to-undo"),
            PlayError::IllegalMove { message, .. }
            | PlayError::BadRecord { message, .. }
            | PlayError::BadPosition { message, .. } => message.clone(),
        }
    }
}

impl<E: Explain + std::error::Error> From<GameError<E>> for PlayError {
    fn from(e: GameError<E>) -> PlayError {
        match e {
            GameError::GameOver => PlayError::GameOver,
            GameError::NothingToUndo => PlayError::NothingToUndo,
            GameError::Move(e) => PlayError::IllegalMove { message: e.explain(), english: e.to_string() },
        }
    }
}

/// A record error of any kind as [`PlayError::BadRecord`].
fn bad_record(e: &(impl Explain + std::fmt::Display)) -> PlayError {
    PlayError::BadRecord { message: e.explain(), english: e.to_string() }
}

/// How a game ended, family-free: the winner's seat (none for a draw) and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The winning seat, `None` for a draw.
    pub winner: Option<usize>,
    /// Why.
    pub reason: EndReason,
}

impl AnyGame {
    /// Reads and replays a record in the family it names ([`FamilyId::of_record`]); of a
    /// file of several records ([`reynard_rules::record::games`]), the first.
    ///
    /// # Errors
    ///
    /// [`PlayError::BadRecord`]: a broken tag or comment, a `Game` tag naming no family of
    /// two-player rules, or what [`Record::replay`] refuses (with the move and its line).
    pub fn from_record(text: &str) -> Result<AnyGame, PlayError> {
        let text = reynard_rules::record::games(text).first().map_or(text, |&(_, game)| game);
        let record = Record::parse(text).map_err(|e| bad_record(&e))?;
        match record.family() {
            Some(FamilyId::Hunt) => Ok(ByFamily::Hunt(record.replay(text).map_err(|e| bad_record(&e))?)),
            Some(FamilyId::Tafl) => {
                // The variant is read once; its board decides the width of the cell sets
                // (`AnyRules::of_tafl`), and the moves are replayed with those rules.
                let variant = record.variant::<tafl::Rules>(text).map_err(|e| bad_record(&e))?;
                let rules = AnyRules::of_tafl(&variant)
                    .map_err(|e| bad_record(&RecordErrorOf::<tafl::Rules>::Variant(e)))?;
                Ok(crate::map_family!(rules, r => record.replay_with(r).map_err(|e| bad_record(&e))?))
            }
            None => {
                let game = record.tag("Game").unwrap_or_default();
                let error: RecordErrorOf<hunt::Rules> =
                    RecordError::WrongGame { stated: game.to_string(), expected: hunt::Rules::GAME };
                Err(bad_record(&error))
            }
        }
    }

    /// A game of `rules` from `position` (a position text as `reynard show` prints it;
    /// the rules' start when `None`), with `moves` played from there in order.
    ///
    /// # Errors
    ///
    /// [`PlayError::BadPosition`]: a position text the rules cannot read;
    /// [`PlayError::IllegalMove`]: the first move that cannot be played, its number and
    /// text said in the English message.
    pub fn from_line<S: AsRef<str>>(
        rules: AnyRules,
        position: Option<&str>,
        moves: &[S],
    ) -> Result<AnyGame, PlayError> {
        Ok(crate::map_family!(rules, r => generic::from_line(r, position, moves)?))
    }

    /// The position now as a position text (what [`AnyGame::from_line`] reads).
    pub fn position_text(&self) -> String {
        with_family!(self, g => g.rules().position_text(g.position()))
    }

    /// The position the game started from, as a position text.
    pub fn start_text(&self) -> String {
        with_family!(self, g => g.rules().position_text(g.start()))
    }

    /// The preset the rules are built on and the options changed from it (`key=value`),
    /// as a record's tags name them.
    pub fn preset_and_changes(&self) -> (String, Vec<String>) {
        let (preset, changes) = with_family!(self, g => g.rules().preset_and_changes());
        (preset, changes.into_iter().map(|(key, value)| format!("{key}={value}")).collect())
    }

    /// The variant's id (its name).
    pub fn variant_id(&self) -> &str {
        with_family!(self, g => generic::variant_id(g))
    }

    /// The name of the side to move in this variant (`fox`, `geese`…).
    pub fn side_to_move_name(&self) -> String {
        self.side_names()[self.seat_to_move()].clone()
    }

    /// Moves played.
    pub fn ply(&self) -> usize {
        with_family!(self, g => g.moves().len())
    }

    /// The seat (0 or 1) to move.
    pub fn seat_to_move(&self) -> usize {
        with_family!(self, g => generic::seat_to_move(g))
    }

    /// The end of the game, if it is over.
    pub fn ending(&self) -> Option<Ending> {
        with_family!(self, g => generic::ending(g))
    }

    /// Whether a result was declared (resignation, agreed draw).
    pub fn declared(&self) -> bool {
        with_family!(self, g => g.declared().is_some())
    }

    /// Withdraws a declared result, keeping the moves; false when there was none.
    pub fn withdraw_declared(&mut self) -> bool {
        with_family!(self, g => g.withdraw_declared())
    }

    /// Plays a move given in notation (any valid path of a chain); returns the move in the
    /// game's own notation.
    ///
    /// # Errors
    ///
    /// The game is over, or the text is no legal move here (with the family's reason).
    pub fn play_text(&mut self, text: &str) -> Result<String, PlayError> {
        with_family!(self, g => generic::play_text(g, text))
    }

    /// Takes back the last move.
    ///
    /// # Errors
    ///
    /// [`PlayError::NothingToUndo`] at the start.
    pub fn undo(&mut self) -> Result<(), PlayError> {
        with_family!(self, g => g.undo().map(|_| ()).map_err(PlayError::from))
    }

    /// The player of `seat` resigns.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game has already ended.
    pub fn resign(&mut self, seat: usize) -> Result<(), PlayError> {
        with_family!(self, g => generic::resign(g, seat))
    }

    /// The player of `seat` lost on time (their clock ran out).
    ///
    /// # Errors
    ///
    /// The game is already over.
    pub fn lose_on_time(&mut self, seat: usize) -> Result<(), PlayError> {
        with_family!(self, g => generic::lose_on_time(g, seat))
    }

    /// Both players agree a draw.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game has already ended.
    pub fn agree_draw(&mut self) -> Result<(), PlayError> {
        with_family!(self, g => g.agree_draw().map_err(PlayError::from))
    }

    /// The side ids in seat order (`hunter`, `flock`; `attackers`, `defenders`).
    pub fn side_ids(&self) -> [&'static str; 2] {
        with_family!(self, g => generic::side_ids(g))
    }

    /// The sides' names in this variant, in seat order (`fox`, `geese`).
    pub fn side_names(&self) -> [String; 2] {
        with_family!(self, g => g.rules().side_names())
    }

    /// The board.
    pub fn board_view(&self) -> BoardView {
        with_family!(self, g => g.rules().board_view())
    }

    /// The pieces standing now.
    pub fn pieces(&self) -> Vec<PieceView> {
        with_family!(self, g => g.rules().pieces(g.position()))
    }

    /// The legal moves now, grouped by start point (none once the game is over).
    pub fn legal_views(&self) -> Vec<LegalFrom> {
        with_family!(self, g => generic::legal_views(g))
    }

    /// The last move played, to mark it.
    pub fn last_move_view(&self) -> Option<MoveView> {
        with_family!(self, g => generic::last_move_view(g))
    }

    /// Pieces taken so far.
    pub fn captures(&self) -> Vec<CaptureView> {
        with_family!(self, g => g.rules().taken(g.start(), g.position()))
    }

    /// The moves played, in notation.
    pub fn move_texts(&self) -> Vec<String> {
        with_family!(self, g => g.move_texts())
    }

    /// The number written before each move, as records number move pairs (`None` where a
    /// move continues its pair): see `reynard_rules::record::move_numbers`.
    pub fn move_numbers(&self) -> Vec<Option<usize>> {
        with_family!(self, g => g.move_numbers())
    }

    /// The result once the game is over: winner, reason and the record's result text.
    pub fn outcome_view(&self) -> Option<OutcomeView> {
        with_family!(self, g => generic::outcome_view(g))
    }

    /// The board and the state of play as text, as `reynard show` prints them.
    pub fn describe(&self) -> String {
        with_family!(self, g => PlayFamily::describe(g))
    }

    /// The game record (the record format of `reynard record`), with extra tags.
    pub fn record(&self, tags: &[(String, String)]) -> String {
        with_family!(self, g => Record::write(g, tags))
    }

    /// The AI's move at `level` within `time`, in notation; from level
    /// [`Level::PERFECT_FROM`] up, perfect where `tables` know the position. Blocking (run
    /// it off any async runtime). `None` when there is no move.
    pub fn ai_move(&self, level: Level, time: Duration, seed: u64, tables: &TableDir) -> Option<String> {
        with_family!(self, g => generic::ai_move(g, level, time, seed, tables))
    }

    /// The AI's opinion of the position (see [`analyse`]); blocking.
    pub fn analyse(&self, time: Duration, tables: &TableDir) -> AnalysisView {
        with_family!(self, g => analyse(g, time, tables))
    }

    /// Every legal move with its value (see [`explore`]); blocking.
    pub fn explore(&self, limits: &Limits, tables: &TableDir) -> ExploreView {
        with_family!(self, g => explore(g, limits, tables))
    }

    /// The game reviewed move by move, each position explored within `limits` (see
    /// [`review`]); blocking.
    pub fn review(&self, limits: &Limits, tables: &TableDir) -> ReviewView {
        with_family!(self, g => review(g, limits, tables))
    }
}

/// The same for a game of one family, generic: what [`AnyGame`]'s methods call, and what a
/// family outside the dispatch (a new one, still in a test) is played with.
pub mod generic {
    use super::*;

    /// A game from a position text (or the start) with moves played from there.
    ///
    /// # Errors
    ///
    /// As [`AnyGame::from_line`].
    pub fn from_line<R: PlayFamily, S: AsRef<str>>(
        rules: R,
        position: Option<&str>,
        moves: &[S],
    ) -> Result<Game<R>, PlayError> {
        let mut game = match position {
            Some(text) => {
                let pos = rules
                    .parse_position(text)
                    .map_err(|e| PlayError::BadPosition { message: e.explain(), english: e.to_string() })?;
                Game::from_position(rules, pos)
            }
            None => Game::new(rules),
        };
        for (i, text) in moves.iter().enumerate() {
            let text = text.as_ref();
            game.play_text(text).map_err(|e| match PlayError::from(e) {
                PlayError::IllegalMove { message, english } => {
                    PlayError::IllegalMove { message, english: format!("move {} `{text}`: {english}", i + 1) }
                }
                other => other,
            })?;
        }
        Ok(game)
    }

    /// The variant's id.
    pub fn variant_id<R: PlayFamily>(g: &Game<R>) -> &str {
        g.rules().variant_id()
    }

    /// The seat (0 or 1) to move.
    pub fn seat_to_move<R: PlayFamily>(g: &Game<R>) -> usize {
        R::seat(g.side_to_move())
    }

    /// The side ids of the game's family, in seat order.
    pub fn side_ids<R: PlayFamily>(_: &Game<R>) -> [&'static str; 2] {
        R::side_ids()
    }

    /// The end of the game, family-free, if it is over.
    pub fn ending<R: PlayFamily>(g: &Game<R>) -> Option<Ending> {
        g.outcome().map(|o| Ending { winner: o.winner().map(R::seat), reason: o.reason() })
    }

    /// Plays a move given in notation; returns it in the game's own notation.
    ///
    /// # Errors
    ///
    /// The game is over, or the text is no legal move here (with the family's reason).
    pub fn play_text<R: PlayFamily>(g: &mut Game<R>, text: &str) -> Result<String, PlayError> {
        g.play_text(text)?;
        Ok(g.move_text(g.moves().len() - 1).unwrap_or_else(|| text.to_string()))
    }

    /// The player of `seat` resigns.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game has already ended.
    pub fn resign<R: PlayFamily>(g: &mut Game<R>, seat: usize) -> Result<(), PlayError> {
        let side = R::sides()[seat.min(1)];
        Ok(g.resign(side)?)
    }

    /// The player of `seat` lost on time.
    ///
    /// # Errors
    ///
    /// The game is already over.
    pub fn lose_on_time<R: PlayFamily>(g: &mut Game<R>, seat: usize) -> Result<(), PlayError> {
        let side = R::sides()[seat.min(1)];
        Ok(g.lose_on_time(side)?)
    }

    /// The legal moves now, grouped by start point.
    pub fn legal_views<R: PlayFamily>(g: &Game<R>) -> Vec<LegalFrom> {
        let pos = g.position();
        group_by_start(g.legal_moves().into_iter().map(|mv| g.rules().move_view(pos, mv)))
    }

    /// The last move played, to mark it.
    pub fn last_move_view<R: PlayFamily>(g: &Game<R>) -> Option<MoveView> {
        let i = g.moves().len().checked_sub(1)?;
        Some(g.rules().move_view(&g.positions()[i], g.moves()[i]))
    }

    /// The result once the game is over.
    pub fn outcome_view<R: PlayFamily>(g: &Game<R>) -> Option<OutcomeView> {
        let outcome = g.outcome()?;
        Some(OutcomeView {
            winner: outcome.winner().map(R::side_id),
            reason: outcome.reason().name(),
            result: result_text(g.rules(), Some(outcome)),
        })
    }

    /// The AI's move at `level` within `time`, in notation (perfect where `tables` know the
    /// position); blocking. `None` when there is no move.
    pub fn ai_move<R: PlayFamily>(
        g: &Game<R>,
        level: Level,
        time: Duration,
        seed: u64,
        tables: &TableDir,
    ) -> Option<String> {
        let rules = g.rules();
        let mut player = LevelPlayer::new(rules, level, Some(time), seed).with_oracle(rules.oracle(tables));
        let mv = player.choose(rules, &g.history_hashes(), g.position())?;
        Some(rules.move_text(g.position(), mv))
    }
}
