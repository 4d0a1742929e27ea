//! The two sides of a tafl game and how a game ends.

use std::fmt;

/// A side of a tafl game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The many pieces around the edge: they try to capture the king.
    Attackers,
    /// The king and his guard in the centre: they try to bring the king to safety.
    Defenders,
}

impl Side {
    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// The name used in files and results: `attackers` or `defenders`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }

    /// The one-letter code of the position text: `a` or `d`.
    pub const fn letter(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a tafl game ended: the shared [`crate::EndReason`] (its tafl reasons are
/// `KingEscaped`, `KingCaptured`, `EdgeFort` and `Encircled`).
pub use crate::EndReason;

/// The end of a tafl game: who won (or a draw) and why.
pub type Outcome = crate::Outcome<Side>;
