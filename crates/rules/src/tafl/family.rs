//! [`Family`] for the tafl rules: what games and records need, with the move and position
//! texts (their format is in `notation.rs`) and the board drawn as text.

use super::cells::CellSet;
use super::geometry::{Cell, cell_bit, cells};
use super::position::{Move, Position};
use super::side::Side;
use super::{MoveError, PositionTextError};
use crate::Family;

impl<C: CellSet> Family for crate::tafl::Rules<C> {
    const GAME: &'static str = "tafl";
    type Variant = crate::tafl::Variant;
    type MoveError = crate::tafl::MoveError;
    type PositionError = crate::tafl::PositionTextError;
    /// Start cells of a variant's own may be off the board or on one another.
    type VariantError = crate::tafl::VariantError;

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
    /// write as `Variant` (a `VariantName` tag and a variant file's `name` are ignored).
    fn rename(_variant: &mut Self::Variant, _id: &str) {}
    fn build(variant: &Self::Variant) -> Result<Self, Self::VariantError> {
        crate::tafl::Rules::new(variant)
    }
    fn variant_data(&self) -> &Self::Variant {
        self.variant()
    }
    fn variant_id(&self) -> &str {
        &self.variant().id
    }
    fn preset_id(&self) -> &str {
        &self.variant().id
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
    /// Reads a move like `e1-e4`, or `e1-e4xe5` (each capture after an `x`, in any order),
    /// and checks it against the position. Written captures must be exactly the move's.
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError> {
        let text = text.trim();
        let syntax = || MoveError::Syntax(text.to_string());
        let mut parts = text.split(['x', 'X']);
        let (from, to) = parts.next().and_then(|s| s.split_once('-')).ok_or_else(syntax)?;
        if from.trim().is_empty() || to.trim().is_empty() || to.contains('-') {
            return Err(syntax());
        }
        let mv = Move::new(self.cell(from)?, self.cell(to)?);
        let mut written: Option<C> = None;
        for part in parts {
            if part.trim().is_empty() {
                return Err(syntax());
            }
            let c = self.cell(part)?;
            *written.get_or_insert(C::EMPTY) |= cell_bit::<C>(c);
        }
        self.check_move(pos, mv)?;
        if let Some(written) = written {
            let actual = self.captures(pos, mv);
            if actual != written {
                let actual = (!actual.is_empty()).then(|| self.capture_text(actual));
                return Err(MoveError::CaptureMismatch { written: self.capture_text(written), actual });
            }
        }
        Ok(mv)
    }
    fn game_over_error() -> Self::MoveError {
        crate::tafl::MoveError::GameOver
    }
    /// The position as text (see the module documentation).
    fn position_text(&self, pos: &Self::Position) -> String {
        let g = self.geometry();
        let mut text = String::from("/");
        for rank in (0..g.size()).rev() {
            let mut empty = 0;
            for file in 0..g.size() {
                let Some(c) = g.at(file, rank) else { continue };
                let i = c.index();
                let piece = if pos.attackers().has(i) {
                    't'
                } else if pos.defenders().has(i) {
                    'T'
                } else if pos.king_set().has(i) {
                    'K'
                } else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    text += &empty.to_string();
                    empty = 0;
                }
                text.push(piece);
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text.push('/');
        }
        text.push(' ');
        text.push(pos.side().letter());
        text
    }
    /// Reads a position written by [`Family::position_text`].
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError> {
        let g = self.geometry();
        let size = g.size() as usize;
        let syntax = || PositionTextError::Syntax(text.to_string());
        let mut words = text.split_whitespace();
        let board = words.next().ok_or_else(syntax)?;
        let side = match words.next() {
            Some("a" | "attackers") => Side::Attackers,
            Some("d" | "defenders") => Side::Defenders,
            _ => return Err(syntax()),
        };
        if words.next().is_some() {
            return Err(syntax());
        }
        let ranks: Vec<&str> = board.trim_matches('/').split('/').collect();
        if ranks.len() != size {
            return Err(PositionTextError::RankCount { expected: size, found: ranks.len() });
        }
        let (mut attackers, mut defenders, mut king): (C, C, Option<Cell>) = (C::EMPTY, C::EMPTY, None);
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = size - 1 - i;
            let mut file = 0usize;
            let mut run = 0usize;
            for ch in rank_text.chars().chain(std::iter::once('/')) {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as usize;
                    if run > size {
                        return Err(PositionTextError::RankLength {
                            rank: rank + 1,
                            expected: size,
                            found: run,
                        });
                    }
                    continue;
                }
                file += run;
                run = 0;
                if ch == '/' {
                    break;
                }
                let Some(c) = g.at(file.min(255) as u8, rank as u8).filter(|_| file < size) else {
                    return Err(PositionTextError::RankLength {
                        rank: rank + 1,
                        expected: size,
                        found: file + 1,
                    });
                };
                match ch {
                    't' => attackers |= cell_bit::<C>(c),
                    'T' => defenders |= cell_bit::<C>(c),
                    'K' if king.is_some() => return Err(PositionTextError::TwoKings),
                    'K' => king = Some(c),
                    other => return Err(PositionTextError::BadPiece(other)),
                }
                file += 1;
            }
            if file != size {
                return Err(PositionTextError::RankLength { rank: rank + 1, expected: size, found: file });
            }
        }
        if let Some(c) = cells((attackers | defenders) & self.restricted()).next() {
            return Err(PositionTextError::Restricted(g.name(c)));
        }
        Ok(Position::new(attackers, defenders, king, side))
    }
    /// Pieces on the board: only a capture changes it.
    fn material(&self, pos: &Self::Position) -> u32 {
        pos.occupied().count()
    }
    /// The board drawn as text: `t` attackers, `T` defenders, `K` the king, `+` the empty
    /// throne and corners, `.` other empty cells; ranks on the left, files below.
    fn draw(&self, pos: &Self::Position) -> String {
        let g = self.geometry();
        let mut out = String::new();
        for rank in (0..g.size()).rev() {
            out += &format!("{:>2} ", rank + 1);
            let row: Vec<String> = (0..g.size())
                .filter_map(|file| g.at(file, rank))
                .map(|c| {
                    let i = c.index();
                    if pos.attackers().has(i) {
                        "t"
                    } else if pos.defenders().has(i) {
                        "T"
                    } else if pos.king_set().has(i) {
                        "K"
                    } else if self.restricted().has(i) {
                        "+"
                    } else {
                        "."
                    }
                    .to_string()
                })
                .collect();
            out += &row.join(" ");
            out.push('\n');
        }
        out += "   ";
        let files: Vec<String> = (0..g.size()).map(|f| ((b'a' + f) as char).to_string()).collect();
        out += &files.join(" ");
        out.push('\n');
        out
    }
}
