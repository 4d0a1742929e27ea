//! The square board of cells: names, bit sets ([`CellSet`]: a `u128` up to 11x11, [`Wide`]
//! beyond), and the precomputed masks and rays the move generator reads.

use super::cells::CellSet;
#[cfg(doc)]
use super::cells::Wide;

/// A set of cells of a board up to 11x11: bit `rank * size + file` is the cell (file `a` =
/// 0, rank `1` = 0).
pub type Cells = u128;

/// A cell of a tafl board: `rank * size + file`. Only meaningful with its board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u16);

impl Cell {
    /// The cell's index, `rank * size + file`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The one-cell set (empty for an index beyond the set's capacity, which no board has).
#[inline(always)]
pub fn cell_bit<C: CellSet>(c: Cell) -> C {
    C::bit(c.index())
}

/// Iterates the cells of a set, lowest index first.
#[inline]
pub fn cells<C: CellSet>(mut set: C) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if set.is_empty() {
            None
        } else {
            let c = set.first() as u16;
            set = set.without_first();
            Some(Cell(c))
        }
    })
}

/// The four directions a piece moves in, as indices 0..4: north (up a file), east, south, west.
pub const NORTH: usize = 0;
/// East: towards higher files.
pub const EAST: usize = 1;
/// South: towards lower ranks.
pub const SOUTH: usize = 2;
/// West: towards lower files.
pub const WEST: usize = 3;

/// Cell index meaning "off the board" in the neighbour table.
pub(crate) const OFF: u16 = u16::MAX;

/// The board: its size and every precomputed table.
#[derive(Clone, Debug)]
pub struct Geometry<C: CellSet = Cells> {
    size: u8,
    all: C,
    edge: C,
    corners: C,
    throne: Cell,
    /// Per cell and direction: the cells a rook sees on an empty board, nearest first.
    rays: C::Rows<[C; 4]>,
    /// Per cell and direction: the neighbouring cell, or [`OFF`].
    next: C::Rows<[u16; 4]>,
    /// Per cell: its orthogonal neighbours. (Every table has a row for each bit of a set,
    /// so that a stray bit beyond the board reads as a cell with no neighbours rather than
    /// out of bounds.)
    around: C::Rows<C>,
    not_file_a: C,
    not_last_file: C,
}

impl<C: CellSet> Geometry<C> {
    /// The board of `size` × `size` cells (`size` odd, 5 to the largest the cell set holds:
    /// 11 for [`Cells`], 19 for [`Wide`]; a smaller or even size is raised to the next odd
    /// one from 5). `None` when the board does not fit the cell set ([`CellSet::fits`]):
    /// a larger board is never silently shrunk.
    pub fn new(size: u8) -> Option<Geometry<C>> {
        let size = size.max(5) | 1;
        if !C::fits(size) {
            return None;
        }
        let n = size as usize;
        let all = (0..n * n).fold(C::EMPTY, |set, i| set | C::bit(i));
        let mut g = Geometry {
            size,
            all,
            edge: C::EMPTY,
            corners: C::EMPTY,
            throne: Cell((n * n / 2) as u16),
            rays: C::rows([C::EMPTY; 4]),
            next: C::rows([OFF; 4]),
            around: C::rows(C::EMPTY),
            not_file_a: C::EMPTY,
            not_last_file: C::EMPTY,
        };
        let deltas: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        for r in 0..n as i32 {
            for f in 0..n as i32 {
                let i = (r * n as i32 + f) as usize;
                let on_edge = r == 0 || f == 0 || r == n as i32 - 1 || f == n as i32 - 1;
                if on_edge {
                    g.edge |= C::bit(i);
                }
                if (r == 0 || r == n as i32 - 1) && (f == 0 || f == n as i32 - 1) {
                    g.corners |= C::bit(i);
                }
                if f != 0 {
                    g.not_file_a |= C::bit(i);
                }
                if f != n as i32 - 1 {
                    g.not_last_file |= C::bit(i);
                }
                for (d, (df, dr)) in deltas.iter().enumerate() {
                    let (mut ff, mut rr) = (f + df, r + dr);
                    let inside = |ff: i32, rr: i32| ff >= 0 && rr >= 0 && ff < n as i32 && rr < n as i32;
                    if inside(ff, rr) {
                        let j = (rr * n as i32 + ff) as usize;
                        g.next[i][d] = j as u16;
                        g.around[i] |= C::bit(j);
                    }
                    while inside(ff, rr) {
                        g.rays[i][d] |= C::bit((rr * n as i32 + ff) as usize);
                        ff += df;
                        rr += dr;
                    }
                }
            }
        }
        Some(g)
    }

    /// Cells per side (7 to 19 for the presets).
    pub fn size(&self) -> u8 {
        self.size
    }

    /// Every cell of the board.
    pub fn all(&self) -> C {
        self.all
    }

    /// The cells on the board's edge.
    pub fn edge(&self) -> C {
        self.edge
    }

    /// The four corner cells.
    pub fn corners(&self) -> C {
        self.corners
    }

    /// The central cell.
    pub fn throne(&self) -> Cell {
        self.throne
    }

    /// The cells a rook on `c` sees in direction `d` on an empty board, nearest first.
    #[inline(always)]
    pub fn ray(&self, c: Cell, d: usize) -> C {
        self.rays[c.index()][d]
    }

    /// The cells a rook on `from` reaches, up to and without the first cell of `blockers`
    /// in each direction (a blocker is not captured: it ends the slide). `blockers` may
    /// hold `from` itself; it is never in a ray. The move generator's targets are these
    /// with the cells the piece may not stop on taken out ([`super::Rules::targets`]).
    #[inline(always)]
    pub fn reach(&self, from: Cell, blockers: C) -> C {
        let mut reach = C::EMPTY;
        // North and east rays run to higher cells: the nearest blocker is the lowest.
        for d in [NORTH, EAST] {
            let ray = self.ray(from, d);
            let b = ray & blockers;
            reach |= if b.is_empty() { ray } else { ray & b.below_first() };
        }
        for d in [SOUTH, WEST] {
            let ray = self.ray(from, d);
            let b = ray & blockers;
            reach |= if b.is_empty() { ray } else { ray & b.above_last() };
        }
        reach
    }

    /// The neighbour of `c` in direction `d`, if on the board.
    #[inline(always)]
    pub fn step(&self, c: Cell, d: usize) -> Option<Cell> {
        let n = self.next[c.index()][d];
        (n != OFF).then_some(Cell(n))
    }

    /// The orthogonal neighbours of `c`.
    #[inline(always)]
    pub fn around(&self, c: Cell) -> C {
        self.around[c.index()]
    }

    /// A set grown by one orthogonal step (the set itself included).
    #[inline]
    pub fn grow(&self, set: C) -> C {
        let n = self.size as u32;
        (set | (set & self.not_last_file).shift_up(1)
            | (set & self.not_file_a).shift_down(1)
            | set.shift_up(n)
            | set.shift_down(n))
            & self.all
    }

    /// The file index of a cell (a = 0).
    pub fn file(&self, c: Cell) -> u8 {
        (c.0 % u16::from(self.size)) as u8
    }

    /// The rank index of a cell (rank 1 = 0).
    pub fn rank(&self, c: Cell) -> u8 {
        (c.0 / u16::from(self.size)) as u8
    }

    /// The cell at (file, rank), if on the board.
    pub fn at(&self, file: u8, rank: u8) -> Option<Cell> {
        let size = u16::from(self.size);
        (file < self.size && rank < self.size).then(|| Cell(u16::from(rank) * size + u16::from(file)))
    }

    /// The algebraic name of a cell, like `e5`.
    pub fn name(&self, c: Cell) -> String {
        format!("{}{}", (b'a' + self.file(c)) as char, self.rank(c) + 1)
    }

    /// Reads an algebraic cell name (`e5`, any case); `None` if not on this board.
    pub fn parse(&self, text: &str) -> Option<Cell> {
        let (file, rank) = crate::board::parse_algebraic(text.trim())?;
        self.at(file, rank)
    }

    /// The cells between two cells of one rank or file (both excluded), or `None` when they
    /// do not share a rank or file (or are the same cell).
    pub fn between(&self, from: Cell, to: Cell) -> Option<C> {
        (0..4).find_map(|d| {
            let ray = self.ray(from, d);
            ray.has(to.index()).then(|| ray & !self.ray(to, d) & !cell_bit::<C>(to))
        })
    }
}
