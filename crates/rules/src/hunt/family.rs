//! [`Family`] for the hunt rules: what games and records need, with the move and position
//! texts and the board drawn as text (the helpers they share with move writing are in
//! `notation.rs`).

use super::Outcome;
use super::position::{Move, Position};
use super::rules::MAX_HUNTERS;
use super::{MoveError, PositionTextError};
use crate::board::{Bitboard, Direction, bit, points};
use crate::{Family, Side};

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
    fn set_description(variant: &mut Self::Variant, description: &str) {
        variant.description = description.to_string();
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
    fn preset_id(&self) -> &str {
        &self.variant().base
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
    /// Reads a move in notation and checks it against the position. Any valid path of a
    /// jump chain is accepted, and `from-to` for a single jump.
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError> {
        let text = text.trim();
        if self.outcome(pos).is_some() {
            return Err(MoveError::GameOver);
        }
        if let Some(at) = text.strip_prefix('@') {
            let at = self.point(at)?;
            if pos.occupied() & bit(at) != 0 {
                return Err(MoveError::Occupied(self.name(at)));
            }
            if !self.placing(pos) || self.placement_area() & bit(at) == 0 {
                return Err(MoveError::PlacementNotAllowed(self.name(at)));
            }
            return Ok(Move::place(at));
        }
        let is_chain = text.contains('x');
        let parts: Vec<&str> = text.split(if is_chain { 'x' } else { '-' }).collect();
        if parts.len() < 2 || (!is_chain && parts.len() != 2) || parts.iter().any(|p| p.trim().is_empty()) {
            return Err(MoveError::Syntax(text.to_string()));
        }
        let path = parts.iter().map(|p| self.point(p)).collect::<Result<Vec<_>, _>>()?;
        if self.placing(pos) && !self.flock_places() {
            return Err(MoveError::PlacementExpected);
        }
        let from = path[0];
        let side = pos.side();
        let owner = if pos.hunters() & bit(from) != 0 {
            Side::Hunter
        } else if pos.flock() & bit(from) != 0 {
            Side::Flock
        } else {
            return Err(MoveError::NoPiece(self.name(from)));
        };
        if owner != side {
            return Err(MoveError::NotYourTurn(side));
        }
        if self.placing(pos) && !self.steps_while_placing() {
            return Err(MoveError::FlockInHand(pos.to_place()));
        }
        let mv = self.trace_path(pos, &path)?;
        if self.is_legal(pos, mv) {
            return Ok(mv);
        }
        if mv.captured == 0
            && side == Side::Hunter
            && self.hunter_can_capture(pos)
            && self.capture_is_mandatory()
        {
            return Err(MoveError::CaptureCompulsory);
        }
        if mv.captured != 0 && self.capture_is_mandatory() {
            return Err(MoveError::MustContinue(self.name(mv.to)));
        }
        Err(MoveError::Illegal(text.to_string()))
    }
    fn game_over_error() -> Self::MoveError {
        crate::hunt::MoveError::GameOver
    }
    /// The position as text: `hunter points/flock points side`, then the flock pieces in
    /// hand as a number (Bagh-Chal: `a1,e1,a5,e5/c3,d3 h 18`) or `place=N` while the
    /// hunter places, and `breakthrough` after one. Example: `d4/c1,d1,e1,c2,d2,e2 f`.
    fn position_text(&self, pos: &Self::Position) -> String {
        let list = |set: Bitboard| {
            let names: Vec<String> = points(set).map(|p| self.name(p)).collect();
            if names.is_empty() { "-".to_string() } else { names.join(",") }
        };
        let side = match pos.side() {
            Side::Hunter => "h",
            Side::Flock => "f",
        };
        let mut text = format!("{}/{} {side}", list(pos.hunters()), list(pos.flock()));
        if pos.to_place() > 0 && self.flock_places() {
            text += &format!(" {}", pos.to_place());
        } else if pos.to_place() > 0 {
            text += &format!(" place={}", pos.to_place());
        }
        if pos.broke_through() {
            text += " breakthrough";
        }
        text
    }
    /// Reads a position written by [`Family::position_text`] (1–33 numbers allowed on cross33).
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError> {
        let syntax = || PositionTextError::Syntax(text.to_string());
        let mut words = text.split_whitespace();
        let sets = words.next().ok_or_else(syntax)?;
        let (hunters, flock) = sets.split_once('/').ok_or_else(syntax)?;
        let read = |list: &str| -> Result<Bitboard, PositionTextError> {
            if list == "-" {
                return Ok(0);
            }
            let mut set = 0;
            for name in list.split(',') {
                let p = self
                    .board()
                    .parse_point(name)
                    .ok_or_else(|| PositionTextError::UnknownPoint(name.to_string()))?;
                if set & bit(p) != 0 {
                    return Err(PositionTextError::Overlap(name.to_string()));
                }
                set |= bit(p);
            }
            Ok(set)
        };
        let (hunters, flock) = (read(hunters)?, read(flock)?);
        if let Some(p) = points(hunters & flock).next() {
            return Err(PositionTextError::Overlap(self.name(p)));
        }
        let side = match words.next() {
            Some("h" | "hunter") => Side::Hunter,
            Some("f" | "flock") => Side::Flock,
            _ => return Err(syntax()),
        };
        let (mut to_place, mut broke) = (0u8, false);
        let in_hand = |n: &str| match n.parse::<u8>() {
            Ok(n) if n <= crate::hunt::MAX_IN_HAND => Ok(n),
            _ => Err(PositionTextError::InHand(n.to_string())),
        };
        for word in words {
            if let Some(n) = word.strip_prefix("place=").filter(|_| !self.flock_places()) {
                to_place = in_hand(n)?;
            } else if word.starts_with(|c: char| c.is_ascii_digit()) {
                if !self.flock_places() {
                    return Err(PositionTextError::NoFlockHand(word.to_string()));
                }
                to_place = in_hand(word)?;
            } else if word == "breakthrough" {
                broke = true;
            } else {
                return Err(syntax());
            }
        }
        if !self.flock_places() && hunters.count_ones() as usize + to_place as usize > MAX_HUNTERS {
            return Err(PositionTextError::TooManyHunters);
        }
        if to_place > 0 && side != Side::Hunter && !self.flock_places() {
            return Err(syntax());
        }
        Ok(Position::new(hunters, flock, side, to_place, broke))
    }
    /// Pieces on the board and in hand: placing keeps it, a capture lowers it.
    fn material(&self, pos: &Self::Position) -> u32 {
        pos.hunters().count_ones() + pos.flock().count_ones() + u32::from(pos.to_place())
    }
    /// The board drawn as text: points, lines (`-`, `|`, `/`, `\`, `X` where diagonals
    /// cross), hunter pieces as the capital initial of their name, flock pieces as the
    /// small initial, empty points as `.`; ranks on the left, files below; then the flock
    /// pieces in hand, if any (`20 goats in hand`).
    fn draw(&self, pos: &Self::Position) -> String {
        let b = self.board();
        let (w, h) = (b.width() as usize, b.height() as usize);
        let initial = |name: &str| name.chars().next().unwrap_or('?');
        let hunter_char = initial(&self.variant().hunter_name).to_ascii_uppercase();
        let flock_char = initial(&self.variant().flock_name).to_ascii_lowercase();
        let mut grid = vec![vec![' '; 4 * w]; 2 * h - 1];
        let cell = |f: usize, r: usize| (2 * (h - 1 - r), 4 * f);
        for p in points(b.points()) {
            let (f, r) = (b.file(p) as usize, b.rank(p) as usize);
            let (y, x) = cell(f, r);
            grid[y][x] = if pos.hunters() & bit(p) != 0 {
                hunter_char
            } else if pos.flock() & bit(p) != 0 {
                flock_char
            } else {
                '.'
            };
            if b.line_from(Direction::East) & bit(p) != 0 {
                grid[y][x + 1..x + 4].iter_mut().for_each(|c| *c = '-');
            }
            if b.line_from(Direction::South) & bit(p) != 0 {
                grid[y + 1][x] = '|';
            }
            if b.line_from(Direction::SouthEast) & bit(p) != 0 {
                grid[y + 1][x + 2] = if grid[y + 1][x + 2] == '/' { 'X' } else { '\\' };
            }
            if b.line_from(Direction::SouthWest) & bit(p) != 0 {
                grid[y + 1][x - 2] = if grid[y + 1][x - 2] == '\\' { 'X' } else { '/' };
            }
        }
        let mut out = String::new();
        for (y, row) in grid.iter().enumerate() {
            let label = if y % 2 == 0 { format!("{:>2} ", h - y / 2) } else { "   ".to_string() };
            out += &label;
            out += row.iter().collect::<String>().trim_end();
            out.push('\n');
        }
        out += "   ";
        for f in 0..w {
            out += &format!("{:<4}", (b'a' + f as u8) as char);
        }
        let mut out = out.trim_end().to_string();
        out.push('\n');
        if self.flock_places() && pos.to_place() > 0 {
            out += &format!("{} {} in hand\n", pos.to_place(), self.variant().flock_name);
        }
        out
    }
}
