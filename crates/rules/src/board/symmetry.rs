//! Symmetries of a board: reflections and rotations that map points and lines onto themselves.

use super::{Bitboard, Board, Direction, Point, bit, points};

/// One symmetry of a board: a permutation of its points that keeps every line a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    name: &'static str,
    /// `image[p]`: where point `p` goes (grid cells off the board map to themselves).
    image: [u8; 64],
    /// `direction[d]`: where direction `d` goes.
    direction: [Direction; 8],
}

impl Symmetry {
    /// A short name: `identity`, `rotate90`, `mirror-files`, …
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Where a point goes.
    pub fn point(&self, p: Point) -> Point {
        Point(self.image[p.0 as usize])
    }

    /// Where a direction goes.
    pub fn direction(&self, d: Direction) -> Direction {
        self.direction[d.index()]
    }

    /// The image of a set of points.
    pub fn apply(&self, set: Bitboard) -> Bitboard {
        points(set).fold(0, |acc, p| acc | bit(self.point(p)))
    }
}

/// The eight transforms of a square grid, as maps of (file, rank) given the grid size.
type Transform = fn(i16, i16, i16, i16) -> (i16, i16);

const TRANSFORMS: [(&str, Transform); 8] = [
    ("identity", |f, r, _, _| (f, r)),
    ("rotate90", |f, r, _, h| (h - 1 - r, f)),
    ("rotate180", |f, r, w, h| (w - 1 - f, h - 1 - r)),
    ("rotate270", |f, r, w, _| (r, w - 1 - f)),
    ("mirror-files", |f, r, w, _| (w - 1 - f, r)),
    ("mirror-ranks", |f, r, _, h| (f, h - 1 - r)),
    ("transpose", |f, r, _, _| (r, f)),
    ("anti-transpose", |f, r, w, h| (h - 1 - r, w - 1 - f)),
];

/// Every transform that maps the board's points onto points and its lines onto lines.
pub(super) fn board_symmetries(board: &Board) -> Vec<Symmetry> {
    let (w, h) = (board.width() as i16, board.height() as i16);
    let mut found = Vec::new();
    'transform: for (name, transform) in TRANSFORMS {
        let mut image = std::array::from_fn(|i| i as u8);
        for p in points(board.points()) {
            let (f, r) = transform(board.file(p) as i16, board.rank(p) as i16, w, h);
            if f < 0 || r < 0 || f >= w || r >= h {
                continue 'transform;
            }
            match board.point_at(f as u8, r as u8) {
                Some(q) => image[p.0 as usize] = q.0,
                None => continue 'transform,
            }
        }
        let mut direction = Direction::ALL;
        for d in Direction::ALL {
            let (df, dr) = d.delta();
            let (a, b) = (transform(0, 0, w, h), transform(df as i16, dr as i16, w, h));
            let delta = ((b.0 - a.0) as i8, (b.1 - a.1) as i8);
            match Direction::from_delta(delta) {
                Some(image_d) => direction[d.index()] = image_d,
                None => continue 'transform,
            }
        }
        let symmetry = Symmetry { name, image, direction };
        let keeps_lines = Direction::ALL
            .into_iter()
            .all(|d| symmetry.apply(board.line_from(d)) == board.line_from(symmetry.direction(d)));
        if keeps_lines {
            found.push(symmetry);
        }
    }
    found
}
