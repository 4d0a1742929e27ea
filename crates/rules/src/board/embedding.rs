//! How a board's points are numbered as the bits of a `u64`.
//!
//! Every step along a line must be one shift of the whole set (see [`super::shift`]), so a
//! numbering gives each direction one offset. A grid of up to 64 cells numbers every cell,
//! `rank * width + file`. A 10x10 checkerboard has 100 cells but only 50 dark squares; it
//! numbers the dark squares as draughts engines do, `width + 1` bits to a pair of ranks:
//!
//! ```text
//! rank 2k+1 (odd):  files 1, 3, 5, 7, 9  at bits 11k+6 .. 11k+10
//! rank 2k (even):   files 0, 2, 4, 6, 8  at bits 11k   .. 11k+4    (bit 11k+5 unused)
//! ```
//!
//! Then north-east is always +6, north-west +5, south-east -5 and south-west -6: 55 bits
//! for the 50 squares. The points still come lowest rank first, files in order within a
//! rank, as on a grid, so listing a set's points gives the same order either way.

use super::{Direction, Point};

/// A numbering of a board's points as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Embedding {
    /// Every cell of a grid `width` files wide: bit `rank * width + file`.
    Grid { width: u8 },
    /// Only the dark squares (file + rank even) of an even-width checkerboard, `width + 1`
    /// bits to a pair of ranks (module docs).
    DarkSquares { width: u8 },
}

impl Embedding {
    /// The numbering a board of this size takes: every cell while they fit in 64 bits,
    /// else the dark squares (only checkerboards are larger).
    pub(super) const fn for_grid(width: u8, height: u8, checkerboard: bool) -> Embedding {
        if checkerboard && width as u16 * height as u16 > 64 {
            Embedding::DarkSquares { width }
        } else {
            Embedding::Grid { width }
        }
    }

    /// The bit of (file, rank). On the dark squares, only dark squares have one.
    pub(super) const fn point(self, file: u8, rank: u8) -> Point {
        match self {
            Embedding::Grid { width } => Point(rank * width + file),
            Embedding::DarkSquares { width } => {
                let pair = (rank / 2) * (width + 1);
                if rank % 2 == 0 { Point(pair + file / 2) } else { Point(pair + width / 2 + 1 + file / 2) }
            }
        }
    }

    /// The (file, rank) of a point.
    pub(super) const fn file_rank(self, p: Point) -> (u8, u8) {
        match self {
            Embedding::Grid { width } => (p.0 % width, p.0 / width),
            Embedding::DarkSquares { width } => {
                let (pair, slot) = (p.0 / (width + 1), p.0 % (width + 1));
                let half = width / 2;
                if slot < half { (2 * slot, 2 * pair) } else { (2 * (slot - half - 1) + 1, 2 * pair + 1) }
            }
        }
    }

    /// The grid cell of a point, `rank * width + file`: on a grid, its own bit.
    pub(super) const fn cell(self, p: Point) -> usize {
        match self {
            Embedding::Grid { .. } => p.0 as usize,
            Embedding::DarkSquares { width } => {
                let (file, rank) = self.file_rank(p);
                rank as usize * width as usize + file as usize
            }
        }
    }

    /// The index offset of one step in direction `d`. On the dark squares an orthogonal
    /// step leaves them, so no line runs that way and its offset (0) is never used.
    pub(super) const fn offset(self, d: Direction) -> i8 {
        let (df, dr) = d.delta();
        match self {
            Embedding::Grid { width } => dr * width as i8 + df,
            Embedding::DarkSquares { width } => {
                let half = (width / 2) as i8;
                match (df, dr) {
                    (1, 1) => half + 1,
                    (-1, 1) => half,
                    (1, -1) => -half,
                    (-1, -1) => -half - 1,
                    _ => 0,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every dark square of a 10x10 board round-trips, the numbers stay below 64 and come
    /// in grid order, and a diagonal step between dark squares is the direction's offset.
    #[test]
    fn the_dark_squares_of_a_10x10_board() {
        let e = Embedding::DarkSquares { width: 10 };
        let dark: Vec<(u8, u8)> =
            (0..10).flat_map(|r| (0..10).map(move |f| (f, r))).filter(|(f, r)| (f + r) % 2 == 0).collect();
        let bits: Vec<u8> = dark.iter().map(|&(f, r)| e.point(f, r).0).collect();
        assert!(bits.windows(2).all(|w| w[0] < w[1]), "grid order");
        assert_eq!(*bits.last().unwrap_or(&0), 54);
        for &(f, r) in &dark {
            let p = e.point(f, r);
            assert_eq!(e.file_rank(p), (f, r));
            assert_eq!(e.cell(p), r as usize * 10 + f as usize);
            for d in Direction::ALL.into_iter().filter(|d| d.is_diagonal()) {
                let (df, dr) = d.delta();
                let (tf, tr) = (f as i8 + df, r as i8 + dr);
                if (0..10).contains(&tf) && (0..10).contains(&tr) {
                    let q = e.point(tf as u8, tr as u8);
                    assert_eq!(q.0 as i8 - p.0 as i8, e.offset(d), "{d:?} from {f},{r}");
                }
            }
        }
    }

    #[test]
    fn a_grid_numbers_every_cell() {
        let e = Embedding::for_grid(7, 7, false);
        assert_eq!(e.point(3, 2), Point(17));
        assert_eq!(e.file_rank(Point(17)), (3, 2));
        assert_eq!(e.cell(Point(17)), 17);
        assert_eq!(e.offset(Direction::NorthWest), 6);
        assert_eq!(Embedding::for_grid(8, 8, true), Embedding::Grid { width: 8 });
    }
}
