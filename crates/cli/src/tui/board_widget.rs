//! Draws a grid board ([`Picture`] and [`Marks`]) into a screen buffer, and finds the point
//! under a mouse click. Points are glyphs; lines between them are box-drawing characters,
//! diagonals included; marks use brackets as well as colour, so they read without colour.

use super::view::{Marks, Picture, Piece, Spot};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// Columns left of the first file (rank numbers).
const LABEL_WIDTH: u16 = 3;

/// Where a picture's points fall on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridPlacement {
    origin: (u16, u16),
    files: u8,
    ranks: u8,
    spacing: (u16, u16),
    flipped: bool,
}

impl GridPlacement {
    /// The placement of `picture` centred in `area`.
    pub fn new(picture: &Picture, area: Rect, flipped: bool) -> GridPlacement {
        let (width, height) = size(picture);
        let x = area.x + area.width.saturating_sub(width) / 2;
        let y = area.y + area.height.saturating_sub(height) / 2;
        GridPlacement {
            origin: (x + LABEL_WIDTH, y),
            files: picture.files,
            ranks: picture.ranks,
            spacing: picture.spacing,
            flipped,
        }
    }

    /// The screen cell of a point.
    pub fn cell(&self, (file, rank): Spot) -> (u16, u16) {
        let (col, row) =
            if self.flipped { (self.files - 1 - file, rank) } else { (file, self.ranks - 1 - rank) };
        (self.origin.0 + u16::from(col) * self.spacing.0, self.origin.1 + u16::from(row) * self.spacing.1)
    }

    /// The point drawn at or right beside a screen cell, if any.
    pub fn spot_at(&self, picture: &Picture, x: u16, y: u16) -> Option<Spot> {
        picture.points.iter().map(|p| p.spot).find(|&spot| {
            let (px, py) = self.cell(spot);
            py == y && x + 1 >= px && x <= px + 1
        })
    }
}

/// The screen size a picture needs: (width, height), labels included.
pub fn size(picture: &Picture) -> (u16, u16) {
    let (dx, dy) = picture.spacing;
    (LABEL_WIDTH + u16::from(picture.files - 1) * dx + 2, u16::from(picture.ranks - 1) * dy + 2)
}

fn piece_style(piece: Piece) -> Style {
    let colour = match piece {
        Piece::Hunter | Piece::Attacker => Color::LightRed,
        Piece::Flock | Piece::Peg => Color::White,
        Piece::Defender => Color::LightCyan,
        Piece::King => Color::Yellow,
    };
    Style::default().fg(colour).add_modifier(Modifier::BOLD)
}

fn put(buf: &mut Buffer, area: Rect, (x, y): (u16, u16), symbol: char, style: Style) {
    if x >= area.x && x < area.right() && y >= area.y && y < area.bottom() {
        let cell = &mut buf[(x, y)];
        let merged = match (cell.symbol(), symbol) {
            ("╱", '╲') | ("╲", '╱') => '╳',
            _ => symbol,
        };
        cell.set_char(merged).set_style(style);
    }
}

/// Draws the board, its marks and the cursor into `area`.
pub fn draw(
    buf: &mut Buffer,
    area: Rect,
    picture: &Picture,
    marks: &Marks,
    cursor: Option<Spot>,
    flipped: bool,
) {
    let place = GridPlacement::new(picture, area, flipped);
    let line = Style::default().fg(Color::DarkGray);
    for &(a, b) in &picture.links {
        let (x1, y1) = place.cell(a);
        let (x2, y2) = place.cell(b);
        if y1 == y2 {
            for x in x1.min(x2) + 1..x1.max(x2) {
                put(buf, area, (x, y1), '─', line);
            }
        } else if x1 == x2 {
            for y in y1.min(y2) + 1..y1.max(y2) {
                put(buf, area, (x1, y), '│', line);
            }
        } else {
            let rising = (x2 > x1) != (y2 > y1);
            let middle = ((x1 + x2) / 2, (y1 + y2) / 2);
            put(buf, area, middle, if rising { '╱' } else { '╲' }, line);
        }
    }
    for point in &picture.points {
        let at = place.cell(point.spot);
        let (symbol, style) = match point.piece {
            Some(piece) => (super::view::glyph(piece), piece_style(piece)),
            None if point.special => ('□', Style::default().fg(Color::Gray)),
            None => ('·', Style::default().fg(Color::Gray)),
        };
        put(buf, area, at, symbol, style);
    }
    let bracket = |buf: &mut Buffer, spot: Spot, open: char, close: char, style: Style| {
        let (x, y) = place.cell(spot);
        put(buf, area, (x - 1, y), open, style);
        put(buf, area, (x + 1, y), close, style);
    };
    let last = Style::default().fg(Color::Cyan);
    for &spot in &marks.last {
        bracket(buf, spot, '(', ')', last);
    }
    let target = Style::default().fg(Color::LightGreen).add_modifier(Modifier::BOLD);
    for &spot in &marks.targets {
        let at = place.cell(spot);
        if picture.point(spot).is_some_and(|p| p.piece.is_none()) {
            put(buf, area, at, '+', target);
        }
        bracket(buf, spot, '<', '>', target);
    }
    let chosen = Style::default().fg(Color::Yellow).add_modifier(Modifier::BOLD);
    for &spot in &marks.chosen {
        bracket(buf, spot, '[', ']', chosen);
    }
    if let Some(spot) = cursor {
        let (x, y) = place.cell(spot);
        for x in x - 1..=x + 1 {
            if x >= area.x && x < area.right() && y < area.bottom() {
                let cell = &mut buf[(x, y)];
                cell.set_style(cell.style().add_modifier(Modifier::REVERSED));
            }
        }
    }
    let label = Style::default().fg(Color::Gray);
    for file in 0..picture.files {
        let (x, y) = place.cell((file, 0));
        let y = if flipped { place.cell((file, picture.ranks - 1)).1 } else { y };
        put(buf, area, (x, y + 1), char::from(b'a' + file), label);
    }
    for rank in 0..picture.ranks {
        let (_, y) = place.cell((0, rank));
        let text = format!("{:>2}", rank + 1);
        for (i, c) in text.chars().enumerate() {
            put(buf, area, (place.origin.0 - LABEL_WIDTH + i as u16, y), c, label);
        }
    }
}

/// The point nearest to `from` in the direction (df, dr) of the screen, for the arrow keys.
pub fn step_cursor(picture: &Picture, from: Spot, (dx, dy): (i16, i16), flipped: bool) -> Spot {
    let (dx, dy) = if flipped { (-dx, -dy) } else { (dx, dy) };
    // Screen "up" is a higher rank.
    let (df, dr) = (dx, -dy);
    let mut best: Option<(i32, Spot)> = None;
    for p in &picture.points {
        let f = i32::from(p.spot.0) - i32::from(from.0);
        let r = i32::from(p.spot.1) - i32::from(from.1);
        let along = f * i32::from(df) + r * i32::from(dr);
        if along <= 0 {
            continue;
        }
        let across = (f * i32::from(dr) - r * i32::from(df)).abs();
        let cost = along + 3 * across;
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, p.spot));
        }
    }
    best.map_or(from, |(_, spot)| spot)
}
