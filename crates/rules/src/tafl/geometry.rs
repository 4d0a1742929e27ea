//! The square board of cells: names, bit sets in a `u128`, and the precomputed masks and
//! rays the move generator reads.

/// A set of cells: bit `rank * size + file` is the cell (file `a` = 0, rank `1` = 0).
pub type Cells = u128;

/// A cell of a tafl board: `rank * size + file`. Only meaningful with its board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u8);

/// The one-cell set (empty for an index beyond 127, which no board has).
#[inline(always)]
pub const fn cell_bit(c: Cell) -> Cells {
    if c.0 < 128 { 1u128 << c.0 } else { 0 }
}

/// Iterates the cells of a set, lowest index first.
#[inline]
pub fn cells(mut set: Cells) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let c = set.trailing_zeros() as u8;
            set &= set - 1;
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
pub(crate) const OFF: u8 = u8::MAX;

/// The board: its size and every precomputed table.
#[derive(Clone, Debug)]
pub struct Geometry {
    size: u8,
    all: Cells,
    edge: Cells,
    corners: Cells,
    throne: Cell,
    /// Per cell and direction: the cells a rook sees on an empty board, nearest first.
    rays: [[Cells; 4]; 128],
    /// Per cell and direction: the neighbouring cell, or [`OFF`].
    next: [[u8; 4]; 128],
    /// Per cell: its orthogonal neighbours. (Every table has 128 rows, so that a stray bit
    /// beyond the board reads as a cell with no neighbours rather than out of bounds.)
    around: [Cells; 128],
    not_file_a: Cells,
    not_last_file: Cells,
}

impl Geometry {
    /// The board of `size` × `size` cells (`size` odd, 5 to 11; other values are clamped).
    pub fn new(size: u8) -> Geometry {
        let size = size.clamp(5, 11) | 1;
        let n = size as usize;
        let all: Cells = if n * n == 128 { !0 } else { (1u128 << (n * n)) - 1 };
        let mut g = Geometry {
            size,
            all,
            edge: 0,
            corners: 0,
            throne: Cell((n * n / 2) as u8),
            rays: [[0; 4]; 128],
            next: [[OFF; 4]; 128],
            around: [0; 128],
            not_file_a: 0,
            not_last_file: 0,
        };
        let deltas: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        for r in 0..n as i32 {
            for f in 0..n as i32 {
                let i = (r * n as i32 + f) as usize;
                let on_edge = r == 0 || f == 0 || r == n as i32 - 1 || f == n as i32 - 1;
                if on_edge {
                    g.edge |= 1 << i;
                }
                if (r == 0 || r == n as i32 - 1) && (f == 0 || f == n as i32 - 1) {
                    g.corners |= 1 << i;
                }
                if f != 0 {
                    g.not_file_a |= 1 << i;
                }
                if f != n as i32 - 1 {
                    g.not_last_file |= 1 << i;
                }
                for (d, (df, dr)) in deltas.iter().enumerate() {
                    let (mut ff, mut rr) = (f + df, r + dr);
                    let inside = |ff: i32, rr: i32| ff >= 0 && rr >= 0 && ff < n as i32 && rr < n as i32;
                    if inside(ff, rr) {
                        g.next[i][d] = (rr * n as i32 + ff) as u8;
                        g.around[i] |= 1 << (rr * n as i32 + ff);
                    }
                    while inside(ff, rr) {
                        g.rays[i][d] |= 1 << (rr * n as i32 + ff);
                        ff += df;
                        rr += dr;
                    }
                }
            }
        }
        g
    }

    /// Cells per side (9 or 11 for the presets).
    pub fn size(&self) -> u8 {
        self.size
    }

    /// Every cell of the board.
    pub fn all(&self) -> Cells {
        self.all
    }

    /// The cells on the board's edge.
    pub fn edge(&self) -> Cells {
        self.edge
    }

    /// The four corner cells.
    pub fn corners(&self) -> Cells {
        self.corners
    }

    /// The central cell.
    pub fn throne(&self) -> Cell {
        self.throne
    }

    /// The cells a rook on `c` sees in direction `d` on an empty board, nearest first.
    #[inline(always)]
    pub fn ray(&self, c: Cell, d: usize) -> Cells {
        self.rays[c.0 as usize][d]
    }

    /// The neighbour of `c` in direction `d`, if on the board.
    #[inline(always)]
    pub fn step(&self, c: Cell, d: usize) -> Option<Cell> {
        let n = self.next[c.0 as usize][d];
        (n != OFF).then_some(Cell(n))
    }

    /// The orthogonal neighbours of `c`.
    #[inline(always)]
    pub fn around(&self, c: Cell) -> Cells {
        self.around[c.0 as usize]
    }

    /// A set grown by one orthogonal step (the set itself included).
    #[inline]
    pub fn grow(&self, set: Cells) -> Cells {
        let n = self.size as u32;
        (set | ((set & self.not_last_file) << 1) | ((set & self.not_file_a) >> 1) | (set << n) | (set >> n))
            & self.all
    }

    /// The file index of a cell (a = 0).
    pub fn file(&self, c: Cell) -> u8 {
        c.0 % self.size
    }

    /// The rank index of a cell (rank 1 = 0).
    pub fn rank(&self, c: Cell) -> u8 {
        c.0 / self.size
    }

    /// The cell at (file, rank), if on the board.
    pub fn at(&self, file: u8, rank: u8) -> Option<Cell> {
        (file < self.size && rank < self.size).then(|| Cell(rank * self.size + file))
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
    pub fn between(&self, from: Cell, to: Cell) -> Option<Cells> {
        (0..4).find_map(|d| {
            let ray = self.ray(from, d);
            (ray & cell_bit(to) != 0).then(|| ray & !self.ray(to, d) & !cell_bit(to))
        })
    }
}
