//! [`Family`] for the tafl rules: what games and records need.

use crate::Family;
use crate::option_text::VariantOptions;

impl Family for crate::tafl::Rules {
    const GAME: &'static str = "tafl";
    type Variant = crate::tafl::Variant;
    type MoveError = crate::tafl::MoveError;
    type PositionError = crate::tafl::PositionTextError;
    /// Every tafl variant is playable.
    type VariantError = std::convert::Infallible;

    fn sides() -> [crate::tafl::Side; 2] {
        [crate::tafl::Side::Attackers, crate::tafl::Side::Defenders]
    }
    fn preset_ids() -> Vec<&'static str> {
        crate::tafl::Variant::preset_ids().collect()
    }
    fn preset_variant(id: &str) -> Option<Self::Variant> {
        crate::tafl::Variant::preset(id)
    }
    /// Tafl variants have no names of their own: the id stays the preset's, which records
    /// write as `Variant` (a `VariantName` tag is ignored).
    fn rename(_variant: &mut Self::Variant, _id: &str) {}
    fn build(variant: &Self::Variant) -> Result<Self, Self::VariantError> {
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
