//! The Game of the Goose board on the screen: the 64 squares (start and 1–63) as a square
//! spiral that winds inwards to 63, with the special squares marked and the players'
//! numbers on their squares.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// Squares per side of the spiral (8 × 8 = the 64 squares 0..=63).
const SIDE: u16 = 8;
/// Screen cells of one square (six wide: room for all six players' numbers).
const CELL: (u16, u16) = (6, 2);

/// What a square does, for its mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A goose.
    Goose,
    /// A jump forward (bridge).
    Forward,
    /// A jump back (maze, death).
    Back,
    /// Missed turns (inn, well, prison).
    Wait,
}

impl Mark {
    /// The mark's glyph.
    pub fn glyph(self) -> char {
        match self {
            Mark::Goose => '*',
            Mark::Forward => '»',
            Mark::Back => '«',
            Mark::Wait => '○',
        }
    }
}

/// The goose board as drawn: a mark per square and the players on each square.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Track {
    /// The mark of each square 0..=63.
    pub marks: Vec<Option<Mark>>,
    /// Each player's square (player 1 first).
    pub players: Vec<u8>,
    /// The player to roll (0-based).
    pub to_move: usize,
}

/// The screen position (column, row within the spiral) of square `n`: the outer ring
/// clockwise from the bottom left, then each inner ring.
pub fn spiral_cell(n: u8) -> (u16, u16) {
    let mut index = u16::from(n);
    let (mut left, mut top, mut right, mut bottom) = (0, 0, SIDE - 1, SIDE - 1);
    loop {
        let ring = 2 * (right - left) + 2 * (bottom - top);
        if ring == 0 {
            return (left, top);
        }
        if index < ring {
            let width = right - left;
            let height = bottom - top;
            return if index < height {
                (left, bottom - index)
            } else if index < height + width {
                (left + index - height, top)
            } else if index < 2 * height + width {
                (right, top + index - height - width)
            } else {
                (right - (index - 2 * height - width), bottom)
            };
        }
        index -= ring;
        left += 1;
        top += 1;
        right -= 1;
        bottom -= 1;
    }
}

/// The screen size of the track.
pub fn size() -> (u16, u16) {
    (SIDE * CELL.0, SIDE * CELL.1)
}

/// Draws the track into `area`.
pub fn draw(buf: &mut Buffer, area: Rect, track: &Track) {
    let (width, height) = size();
    let x0 = area.x + area.width.saturating_sub(width) / 2;
    let y0 = area.y + area.height.saturating_sub(height) / 2;
    let mut write = |x: u16, y: u16, text: &str, style: Style| {
        for (i, c) in text.chars().enumerate() {
            let x = x + i as u16;
            if x < area.right() && y < area.bottom() {
                buf[(x, y)].set_char(c).set_style(style);
            }
        }
    };
    for n in 0..64u8 {
        let (col, row) = spiral_cell(n);
        let (x, y) = (x0 + col * CELL.0, y0 + row * CELL.1);
        let mark = track.marks.get(usize::from(n)).copied().flatten();
        let number_style = match mark {
            Some(Mark::Goose) => Style::default().fg(Color::Yellow),
            Some(Mark::Back | Mark::Wait) => Style::default().fg(Color::LightRed),
            Some(Mark::Forward) => Style::default().fg(Color::LightGreen),
            None => Style::default().fg(Color::Gray),
        };
        let label = format!("{n:>2}{}", mark.map_or(' ', Mark::glyph));
        write(x, y, &label, number_style);
        let here: String = track
            .players
            .iter()
            .enumerate()
            .filter(|&(_, &square)| square == n)
            .map(|(i, _)| char::from(b'1' + i as u8))
            .collect();
        let style = if track.players.get(track.to_move) == Some(&n) {
            Style::default().fg(Color::White).add_modifier(Modifier::BOLD | Modifier::REVERSED)
        } else {
            Style::default().fg(Color::White).add_modifier(Modifier::BOLD)
        };
        if !here.is_empty() {
            write(x, y + 1, &here, style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spiral_uses_every_cell_once_and_steps_to_a_neighbour() {
        let cells: Vec<(u16, u16)> = (0..64).map(spiral_cell).collect();
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 64);
        assert!(cells.iter().all(|&(x, y)| x < SIDE && y < SIDE));
        for pair in cells.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert_eq!(a.0.abs_diff(b.0) + a.1.abs_diff(b.1), 1, "{a:?} -> {b:?}");
        }
        assert_eq!(cells[0], (0, SIDE - 1), "the start is at the bottom left");
    }
}
