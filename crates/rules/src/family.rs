//! [`Family`]: what a game history ([`crate::Game`]) and records ([`crate::record`]) need of
//! a game family, beyond what search needs ([`Ruleset`]). Implemented by
//! [`crate::hunt::Rules`] and [`crate::tafl::Rules`].

use crate::option_text::OptionError;
use crate::{EndReason, Outcome, Ruleset};
use std::fmt::Debug;

/// A game family's compiled rules, as games and records use them.
pub trait Family: Ruleset + Clone + Debug + Sized + 'static {
    /// The `Game` tag of records: `hunt` or `tafl`.
    const GAME: &'static str;
    /// The rules as plain data (a preset with options set).
    type Variant: Clone + Debug;
    /// Why a move text or move cannot be played.
    type MoveError: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// Why a position text cannot be read.
    type PositionError: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;

    /// Both sides, the one that usually moves first first.
    fn sides() -> [Self::Side; 2];
    /// Every preset id, in display order.
    fn preset_ids() -> Vec<&'static str>;
    /// A preset variant by id.
    fn preset_variant(id: &str) -> Option<Self::Variant>;
    /// Sets one option from `key=value` text.
    fn set_option(variant: &mut Self::Variant, pair: &str) -> Result<(), OptionError>;
    /// Every option of the family: key, values allowed, the rule it sets.
    fn options() -> &'static [crate::option_text::OptionSpec];
    /// The value of one option, as `key=value` text writes it.
    fn option_value(variant: &Self::Variant, key: &str) -> Result<String, OptionError>;
    /// Renames the variant (a record's `VariantName` tag), where the family has names.
    fn rename(variant: &mut Self::Variant, id: &str);
    /// Compiles a variant (hunt variants can be inconsistent: the error says why; every
    /// tafl variant is playable).
    fn build(variant: &Self::Variant) -> Result<Self, crate::hunt::VariantError>;

    /// The variant the rules were built from.
    fn variant_data(&self) -> &Self::Variant;
    /// The variant's id (its name).
    fn variant_id(&self) -> &str;
    /// The preset the variant is based on, and the options that differ from it, as record
    /// `Variant` and `Set` tags write them.
    fn preset_and_changes(&self) -> (String, Vec<(&'static str, String)>);
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
    /// Checks a move, saying why it is not legal.
    fn check_move(&self, pos: &Self::Position, mv: Self::Move) -> Result<(), Self::MoveError>;
    /// Reads a move in notation (legal in `pos`).
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// The error for a move text given once the game is over.
    fn game_over_error() -> Self::MoveError;
    /// The position as text.
    fn position_text(&self, pos: &Self::Position) -> String;
    /// Reads a position text.
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError>;
    /// The board drawn as text.
    fn draw(&self, pos: &Self::Position) -> String;
}

impl Family for crate::hunt::Rules {
    const GAME: &'static str = "hunt";
    type Variant = crate::hunt::Variant;
    type MoveError = crate::hunt::MoveError;
    type PositionError = crate::hunt::PositionTextError;

    fn sides() -> [crate::Side; 2] {
        [crate::Side::Hunter, crate::Side::Flock]
    }
    fn preset_ids() -> Vec<&'static str> {
        crate::hunt::Variant::preset_ids().collect()
    }
    fn preset_variant(id: &str) -> Option<Self::Variant> {
        crate::hunt::Variant::preset(id)
    }
    fn set_option(variant: &mut Self::Variant, pair: &str) -> Result<(), OptionError> {
        variant.set_pair(pair)
    }
    fn options() -> &'static [crate::option_text::OptionSpec] {
        crate::hunt::OPTIONS
    }
    fn option_value(variant: &Self::Variant, key: &str) -> Result<String, OptionError> {
        variant.get(key)
    }
    fn rename(variant: &mut Self::Variant, id: &str) {
        variant.id = id.to_string();
    }
    fn build(variant: &Self::Variant) -> Result<Self, crate::hunt::VariantError> {
        crate::hunt::Rules::new(variant)
    }
    fn variant_data(&self) -> &Self::Variant {
        self.variant()
    }
    fn variant_id(&self) -> &str {
        &self.variant().id
    }
    fn preset_and_changes(&self) -> (String, Vec<(&'static str, String)>) {
        let variant = self.variant();
        let changes = crate::hunt::Variant::preset(&variant.base)
            .map(|base| variant.differences(&base))
            .unwrap_or_default();
        (variant.base.clone(), changes)
    }
    fn side_name(&self, side: crate::Side) -> String {
        self.variant().side_name(side).to_string()
    }
    fn game_start(&self) -> Self::Position {
        crate::hunt::Rules::game_start(self)
    }
    fn outcome(&self, pos: &Self::Position) -> Option<Outcome> {
        crate::hunt::Rules::outcome(self, pos)
    }
    fn check_move(&self, pos: &Self::Position, mv: Self::Move) -> Result<(), Self::MoveError> {
        if self.is_legal(pos, mv) {
            Ok(())
        } else {
            Err(crate::hunt::MoveError::Illegal(crate::hunt::Rules::move_text(self, pos, mv)))
        }
    }
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError> {
        crate::hunt::Rules::parse_move(self, pos, text)
    }
    fn game_over_error() -> Self::MoveError {
        crate::hunt::MoveError::GameOver
    }
    fn position_text(&self, pos: &Self::Position) -> String {
        crate::hunt::Rules::position_text(self, pos)
    }
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError> {
        crate::hunt::Rules::parse_position(self, text)
    }
    fn draw(&self, pos: &Self::Position) -> String {
        crate::hunt::Rules::draw(self, pos)
    }
}

impl Family for crate::tafl::Rules {
    const GAME: &'static str = "tafl";
    type Variant = crate::tafl::Variant;
    type MoveError = crate::tafl::MoveError;
    type PositionError = crate::tafl::PositionTextError;

    fn sides() -> [crate::tafl::Side; 2] {
        [crate::tafl::Side::Attackers, crate::tafl::Side::Defenders]
    }
    fn preset_ids() -> Vec<&'static str> {
        crate::tafl::Variant::preset_ids().collect()
    }
    fn preset_variant(id: &str) -> Option<Self::Variant> {
        crate::tafl::Variant::preset(id)
    }
    fn set_option(variant: &mut Self::Variant, pair: &str) -> Result<(), OptionError> {
        variant.set_pair(pair)
    }
    fn options() -> &'static [crate::option_text::OptionSpec] {
        crate::tafl::OPTIONS
    }
    fn option_value(variant: &Self::Variant, key: &str) -> Result<String, OptionError> {
        variant.get(key)
    }
    /// Tafl variants have no names of their own: the id stays the preset's, which records
    /// write as `Variant` (a `VariantName` tag is ignored).
    fn rename(_variant: &mut Self::Variant, _id: &str) {}
    fn build(variant: &Self::Variant) -> Result<Self, crate::hunt::VariantError> {
        Ok(crate::tafl::Rules::new(variant))
    }
    fn variant_data(&self) -> &Self::Variant {
        self.variant()
    }
    fn variant_id(&self) -> &str {
        &self.variant().id
    }
    fn preset_and_changes(&self) -> (String, Vec<(&'static str, String)>) {
        let variant = self.variant();
        let changes = crate::tafl::Variant::preset(&variant.id)
            .map(|base| variant.differences(&base))
            .unwrap_or_default();
        (variant.id.clone(), changes)
    }
    fn side_name(&self, side: crate::tafl::Side) -> String {
        side.name().to_string()
    }
    fn game_start(&self) -> Self::Position {
        self.start()
    }
    fn outcome(&self, pos: &Self::Position) -> Option<crate::tafl::Outcome> {
        crate::tafl::Rules::outcome(self, pos)
    }
    fn repetition_outcome(&self) -> crate::tafl::Outcome {
        crate::tafl::Rules::repetition_outcome(self)
    }
    fn check_move(&self, pos: &Self::Position, mv: Self::Move) -> Result<(), Self::MoveError> {
        crate::tafl::Rules::check_move(self, pos, mv)
    }
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError> {
        crate::tafl::Rules::parse_move(self, pos, text)
    }
    fn game_over_error() -> Self::MoveError {
        crate::tafl::MoveError::GameOver
    }
    fn position_text(&self, pos: &Self::Position) -> String {
        crate::tafl::Rules::position_text(self, pos)
    }
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError> {
        crate::tafl::Rules::parse_position(self, text)
    }
    fn draw(&self, pos: &Self::Position) -> String {
        crate::tafl::Rules::draw(self, pos)
    }
}
