//! What a game shows, independent of the family: the board as a picture of points, lines
//! and pieces, the marks of the current choice, and status texts still to be translated.

/// A point of a board grid: (file, rank), file `a` = 0 and rank 1 = 0 (bottom row).
pub type Spot = (u8, u8);

/// A piece as drawn: the play layer's kind of piece.
pub use reynard_play::view::PieceKind as Piece;

/// The glyph of a piece: shapes that differ without colour.
pub fn glyph(piece: Piece) -> char {
    match piece {
        Piece::Hunter => '◆',
        Piece::Flock | Piece::Attacker | Piece::Peg => '●',
        Piece::Defender => '○',
        Piece::King => '◎',
    }
}

/// One point of the picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointView {
    /// Where it is.
    pub spot: Spot,
    /// What stands on it.
    pub piece: Option<Piece>,
    /// A point with a role of its own (tafl throne and corners, the hunt fort).
    pub special: bool,
}

/// A board: a grid of points, the lines between neighbours, and what stands where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Files and ranks of the grid.
    pub files: u8,
    /// Ranks of the grid.
    pub ranks: u8,
    /// Character cells from one file to the next and from one rank to the next.
    pub spacing: (u16, u16),
    /// The points of the board.
    pub points: Vec<PointView>,
    /// Lines between neighbouring points (drawn when the spacing leaves room).
    pub links: Vec<(Spot, Spot)>,
}

impl Picture {
    /// The point at `spot`, if the board has one there.
    pub fn point(&self, spot: Spot) -> Option<&PointView> {
        self.points.iter().find(|p| p.spot == spot)
    }
}

/// The marks of the current state of play, drawn over the picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The points chosen so far for the move being entered (the piece, then landings).
    pub chosen: Vec<Spot>,
    /// Where the move being entered can go next.
    pub targets: Vec<Spot>,
    /// The points of the last move played.
    pub last: Vec<Spot>,
}

/// A message to show, translated only when drawn: the play layer's message (one type for
/// the terminal and the browser).
pub use reynard_play::message::{Message as Text, MessageArg as TextArg, variant_name};
