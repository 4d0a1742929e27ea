//! The eight compass directions a line can run in.

/// A direction on the board grid. "North" is towards higher ranks ("forward" for the flock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Towards higher ranks.
    North,
    /// Higher rank, higher file.
    NorthEast,
    /// Higher file.
    East,
    /// Lower rank, higher file.
    SouthEast,
    /// Towards lower ranks.
    South,
    /// Lower rank, lower file.
    SouthWest,
    /// Lower file.
    West,
    /// Higher rank, lower file.
    NorthWest,
}

impl Direction {
    /// All eight directions, in the order of their `index`.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// A dense index 0..8, usable for tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The (file, rank) step of this direction.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The direction with the given (file, rank) step, if it is one of the eight.
    pub fn from_delta(delta: (i8, i8)) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.delta() == delta)
    }

    /// True for the four diagonal directions.
    pub const fn is_diagonal(self) -> bool {
        let (df, dr) = self.delta();
        df != 0 && dr != 0
    }

    /// True when the direction goes to a lower rank.
    pub const fn is_backward(self) -> bool {
        self.delta().1 < 0
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self.index() + 4) % 8]
    }
}
