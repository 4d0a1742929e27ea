//! [`Family`]: what a game history ([`crate::Game`]) and records ([`crate::record`]) need of
//! a game family, beyond what search needs ([`Ruleset`]). Implemented by
//! [`crate::hunt::Rules`] and [`crate::tafl::Rules`].

use crate::option_text::VariantOptions;
use crate::{EndReason, Outcome, Ruleset};
use std::fmt::Debug;

/// A game family's compiled rules, as games and records use them.
pub trait Family: Ruleset + crate::Perft + Clone + Debug + Sized + 'static {
    /// The `Game` tag of records: `hunt` or `tafl`.
    const GAME: &'static str;
    /// The rules as plain data (a preset with options set), read and written as options.
    type Variant: VariantOptions + Clone + Debug;
    /// Why a move text or move cannot be played.
    type MoveError: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// Why a position text cannot be read.
    type PositionError: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// Why a variant's options do not make playable rules.
    type VariantError: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;

    /// Both sides, the one that usually moves first first.
    fn sides() -> [Self::Side; 2];
    /// Every preset id, in display order.
    fn preset_ids() -> Vec<&'static str>;
    /// A preset variant by id.
    fn preset_variant(id: &str) -> Option<Self::Variant>;
    /// Renames the variant (a record's `VariantName` tag, a variant file's `name`), where
    /// the family has names.
    fn rename(variant: &mut Self::Variant, id: &str);
    /// Describes the variant (a variant file's `description`), where the family keeps a
    /// description; by default it keeps none.
    fn set_description(_variant: &mut Self::Variant, _description: &str) {}
    /// Compiles a variant.
    ///
    /// # Errors
    ///
    /// The family's reason why the options do not fit together (a hunt flock larger than
    /// its board, say); a family whose every variant is playable (tafl) never fails.
    fn build(variant: &Self::Variant) -> Result<Self, Self::VariantError>;

    /// The variant the rules were built from.
    fn variant_data(&self) -> &Self::Variant;
    /// The variant's id (its name).
    fn variant_id(&self) -> &str;
    /// The id of the preset the variant is based on.
    fn preset_id(&self) -> &str;
    /// The preset the variant is based on, and the options that differ from it, as record
    /// `Variant` and `Set` tags write them.
    fn preset_and_changes(&self) -> (String, Vec<(&'static str, String)>) {
        let base = self.preset_id();
        let changes = Self::preset_variant(base)
            .map(|preset| self.variant_data().differences(&preset))
            .unwrap_or_default();
        (base.to_string(), changes)
    }
    /// The side's name in this variant (`fox`, `geese`, `attackers`…).
    fn side_name(&self, side: Self::Side) -> String;

    /// The position a game starts from.
    fn game_start(&self) -> Self::Position;
    /// Every end rule of the position (not repetition), in the family's order.
    fn outcome(&self, pos: &Self::Position) -> Option<Outcome<Self::Side>>;
    /// What the third occurrence of a position means.
    fn repetition_outcome(&self) -> Outcome<Self::Side> {
        Outcome::Draw(EndReason::Repetition)
    }
    /// Plays a move after checking it: the position it leads to.
    ///
    /// # Errors
    ///
    /// Why the move is not legal in `pos` ([`Family::check_move`]).
    fn play(&self, pos: &Self::Position, mv: Self::Move) -> Result<Self::Position, Self::MoveError> {
        self.check_move(pos, mv)?;
        Ok(self.play_unchecked(pos, mv))
    }

    /// Checks a move.
    ///
    /// # Errors
    ///
    /// Why the move is not legal in `pos`.
    fn check_move(&self, pos: &Self::Position, mv: Self::Move) -> Result<(), Self::MoveError>;
    /// Reads a move in notation (legal in `pos`).
    ///
    /// # Errors
    ///
    /// Why the text is no legal move of `pos` (not notation, not on the board, illegal).
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// The error for a move text given once the game is over.
    fn game_over_error() -> Self::MoveError;
    /// The position as text.
    fn position_text(&self, pos: &Self::Position) -> String;
    /// Reads a position text.
    ///
    /// # Errors
    ///
    /// What in the text is not a position of these rules.
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError>;
    /// The board drawn as text.
    fn draw(&self, pos: &Self::Position) -> String;
    /// The material of a position (pieces on the board and in hand), which never grows as
    /// a game goes on: a position cannot come again once the material has fallen, so the
    /// search for repetitions ([`crate::Game::repetitions`]) stops at the first earlier
    /// position with more. The default, the same for every position, searches the whole
    /// game.
    fn material(&self, _pos: &Self::Position) -> u32 {
        0
    }
}
