//! [`Family`] for the hunt rules: what games and records need.

use super::Outcome;
use crate::Family;
use crate::option_text::VariantOptions;

impl Family for crate::hunt::Rules {
    const GAME: &'static str = "hunt";
    type Variant = crate::hunt::Variant;
    type MoveError = crate::hunt::MoveError;
    type PositionError = crate::hunt::PositionTextError;
    type VariantError = crate::hunt::VariantError;

    fn sides() -> [crate::Side; 2] {
        [crate::Side::Hunter, crate::Side::Flock]
    }
    fn preset_ids() -> Vec<&'static str> {
        crate::hunt::Variant::preset_ids().collect()
    }
    fn preset_variant(id: &str) -> Option<Self::Variant> {
        crate::hunt::Variant::preset(id)
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
