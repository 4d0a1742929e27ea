//! Hunt boards: points where lines meet, the lines joining them, names and symmetries.
//!
//! A set of points is a `u64` and a step in a direction is a shift (see [`Board::offset`]):
//! boards up to 64 cells give every grid cell a bit, `rank * width + file`; the 10x10
//! checkerboard numbers only its dark squares (see `embedding.rs`).
//!
//! ```text
//! cross33 (numbering)          alquerque5 (diagonal lines)
//! 7        31 32 33            5  o-o-o-o-o
//! 6        28 29 30               |\|/|\|/|
//! 5  21 22 23 24 25 26 27      4  o-o-o-o-o
//! 4  14 15 16 17 18 19 20         |/|\|/|\|
//! 3   7  8  9 10 11 12 13      3  o-o-o-o-o  ...
//! 2         4  5  6
//! 1         1  2  3
//!     a  b  c  d  e  f  g         a b c d e
//! ```

mod bitboard;
mod direction;
mod embedding;
mod point;
mod symmetry;

pub use bitboard::{Bitboard, bit, lowest, points, shift};
pub use direction::Direction;
pub use point::{Point, algebraic, parse_algebraic};
pub use symmetry::Symmetry;

use embedding::Embedding;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The shapes of hunt board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardId {
    /// The 33-point cross: a 7x7 grid less its four 2x2 corners.
    Cross33,
    /// The full 5x5 Alquerque grid.
    Alquerque5,
    /// 5 files by 7 ranks: Alquerque extended by two ranks.
    Alquerque5x7,
    /// The 32 dark squares of an 8x8 checkerboard (a1 dark: file + rank index even); with
    /// the `diagonal` lines they are joined diagonally only (Wolf and Sheep).
    Checker8,
    /// The 50 dark squares of a 10x10 checkerboard (a1 dark), as `checker8`.
    Checker10,
}

impl BoardId {
    /// Every board, in a stable order.
    pub const ALL: [BoardId; 5] =
        [BoardId::Cross33, BoardId::Alquerque5, BoardId::Alquerque5x7, BoardId::Checker8, BoardId::Checker10];

    /// The id as written in variant files and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            BoardId::Cross33 => "cross33",
            BoardId::Alquerque5 => "alquerque5",
            BoardId::Alquerque5x7 => "alquerque5x7",
            BoardId::Checker8 => "checker8",
            BoardId::Checker10 => "checker10",
        }
    }

    /// (files, ranks) of the grid the board lives in.
    pub const fn size(self) -> (u8, u8) {
        match self {
            BoardId::Cross33 => (7, 7),
            BoardId::Alquerque5 => (5, 5),
            BoardId::Alquerque5x7 => (5, 7),
            BoardId::Checker8 => (8, 8),
            BoardId::Checker10 => (10, 10),
        }
    }

    /// Whether the board is a checkerboard's dark squares (drawn as squares; a chosen hunter
    /// start is on its top rank).
    pub const fn is_checkerboard(self) -> bool {
        matches!(self, BoardId::Checker8 | BoardId::Checker10)
    }

    /// Whether (file, rank) is a point of this board.
    pub const fn has(self, file: u8, rank: u8) -> bool {
        let (w, h) = self.size();
        if file >= w || rank >= h {
            return false;
        }
        match self {
            BoardId::Cross33 => (file >= 2 && file <= 4) || (rank >= 2 && rank <= 4),
            BoardId::Alquerque5 | BoardId::Alquerque5x7 => true,
            BoardId::Checker8 | BoardId::Checker10 => (file + rank) % 2 == 0,
        }
    }
}

impl fmt::Display for BoardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which lines join the points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LineSet {
    /// Horizontal and vertical lines between neighbours.
    Orthogonal,
    /// Orthogonal lines plus the Alquerque diagonals: from every point whose
    /// file + rank index is even to its diagonal neighbours.
    Diagonal,
    /// Orthogonal lines plus only the two main diagonals (5x5 board only).
    Long,
}

impl LineSet {
    /// Every line set.
    pub const ALL: [LineSet; 3] = [LineSet::Orthogonal, LineSet::Diagonal, LineSet::Long];

    /// The name used in variant files.
    pub const fn name(self) -> &'static str {
        match self {
            LineSet::Orthogonal => "orthogonal",
            LineSet::Diagonal => "diagonal",
            LineSet::Long => "long",
        }
    }
}

/// A board with its lines: the geometry every move is made on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    id: BoardId,
    lines: LineSet,
    width: u8,
    height: u8,
    embedding: Embedding,
    points: Bitboard,
    /// `line_from[d]`: the points with a line leaving in direction `d`.
    line_from: [Bitboard; 8],
    /// `rank_points[r]`: the points of rank index `r`.
    rank_points: [Bitboard; MAX_RANKS],
}

/// The most ranks a board has.
const MAX_RANKS: usize = 10;

/// A board and line set that do not go together.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the `long` lines exist only on alquerque5, not on {0}")]
pub struct LinesNotOnBoard(pub BoardId);

impl Board {
    /// Builds a board with the given lines.
    pub fn new(id: BoardId, lines: LineSet) -> Result<Board, LinesNotOnBoard> {
        if lines == LineSet::Long && id != BoardId::Alquerque5 {
            return Err(LinesNotOnBoard(id));
        }
        let (width, height) = id.size();
        let embedding = Embedding::for_grid(width, height, id.is_checkerboard());
        let mut points = 0;
        let mut line_from = [0; 8];
        let mut rank_points = [0; MAX_RANKS];
        for rank in 0..height {
            for file in 0..width {
                if !id.has(file, rank) {
                    continue;
                }
                let p = embedding.point(file, rank);
                points |= bit(p);
                rank_points[rank as usize] |= bit(p);
                for d in Direction::ALL {
                    if has_line(id, lines, file, rank, d) {
                        line_from[d.index()] |= bit(p);
                    }
                }
            }
        }
        Ok(Board { id, lines, width, height, embedding, points, line_from, rank_points })
    }

    /// Which board this is.
    pub fn id(&self) -> BoardId {
        self.id
    }

    /// Which lines it has.
    pub fn lines(&self) -> LineSet {
        self.lines
    }

    /// Grid width in files.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Grid height in ranks.
    pub fn height(&self) -> u8 {
        self.height
    }

    /// All points of the board.
    pub fn points(&self) -> Bitboard {
        self.points
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.points.count_ones() as usize
    }

    /// Never true: every board has points.
    pub fn is_empty(&self) -> bool {
        self.points == 0
    }

    /// The points with a line leaving in direction `d`.
    pub fn line_from(&self, d: Direction) -> Bitboard {
        self.line_from[d.index()]
    }

    /// The index offset of one step in direction `d`.
    pub fn offset(&self, d: Direction) -> i8 {
        self.embedding.offset(d)
    }

    /// The neighbour of `p` along the line in direction `d`, if that line exists.
    pub fn step(&self, p: Point, d: Direction) -> Option<Point> {
        if self.line_from(d) & bit(p) == 0 {
            return None;
        }
        Some(Point((p.0 as i8 + self.offset(d)) as u8))
    }

    /// The point at (file, rank), if it is on the board.
    pub fn point_at(&self, file: u8, rank: u8) -> Option<Point> {
        self.id.has(file, rank).then(|| self.embedding.point(file, rank))
    }

    /// File index of a point.
    pub fn file(&self, p: Point) -> u8 {
        self.embedding.file_rank(p).0
    }

    /// Rank index of a point (rank 1 = 0).
    pub fn rank(&self, p: Point) -> u8 {
        self.embedding.file_rank(p).1
    }

    /// The grid cell of a point, `rank * width + file`, whatever its bit: where it goes in
    /// a picture of the board (observation planes).
    pub fn cell(&self, p: Point) -> usize {
        self.embedding.cell(p)
    }

    /// All points of one rank (rank 1 = index 0).
    pub fn rank_points(&self, rank: u8) -> Bitboard {
        self.rank_points.get(rank as usize).copied().unwrap_or(0)
    }

    /// The algebraic name of a point, like `d4`.
    pub fn name(&self, p: Point) -> String {
        algebraic(self.file(p), self.rank(p))
    }

    /// The traditional 1–33 number of a point on `cross33` (row by row from the bottom left).
    pub fn number(&self, p: Point) -> Option<u8> {
        if self.id != BoardId::Cross33 || self.points & bit(p) == 0 {
            return None;
        }
        Some(points(self.points).position(|q| q == p)? as u8 + 1)
    }

    /// Reads a point by algebraic name, or by 1–33 number on `cross33`.
    pub fn parse_point(&self, text: &str) -> Option<Point> {
        if let Some((file, rank)) = parse_algebraic(text) {
            return self.point_at(file, rank);
        }
        if self.id == BoardId::Cross33 && !text.is_empty() && text.len() <= 2 {
            let n: usize = text.parse().ok()?;
            return points(self.points).nth(n.checked_sub(1)?);
        }
        None
    }

    /// The symmetries of the board that map its points and lines onto themselves
    /// (8 on the square boards, 4 on `alquerque5x7`); the identity comes first.
    pub fn symmetries(&self) -> Vec<Symmetry> {
        symmetry::board_symmetries(self)
    }
}

/// Whether the line set has a line from (file, rank) in direction `d` (to a point of the board).
fn has_line(id: BoardId, lines: LineSet, file: u8, rank: u8, d: Direction) -> bool {
    let (df, dr) = d.delta();
    let (tf, tr) = (file as i8 + df, rank as i8 + dr);
    if tf < 0 || tr < 0 || !id.has(tf as u8, tr as u8) {
        return false;
    }
    if !d.is_diagonal() {
        return true;
    }
    match lines {
        LineSet::Orthogonal => false,
        LineSet::Diagonal => (file + rank) % 2 == 0,
        LineSet::Long => {
            let (w, _) = id.size();
            let on_main = file == rank;
            let on_anti = file + rank == w - 1;
            (on_main && df == dr) || (on_anti && df == -dr)
        }
    }
}
