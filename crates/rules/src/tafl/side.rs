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

/// Why a tafl game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The king reached a corner (or the edge, with edge escape).
    KingEscaped,
    /// The king was captured.
    KingCaptured,
    /// The king stands in an edge fort the attackers cannot break (Copenhagen).
    EdgeFort,
    /// The attackers enclose the king and every defender (Copenhagen).
    Encircled,
    /// The side to move had no legal move (or no pieces), and lost.
    NoLegalMove,
    /// A position occurred for the third time with the same side to move.
    Repetition,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
}

impl EndReason {
    /// The kebab-case name used in records.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::KingEscaped => "king-escaped",
            EndReason::KingCaptured => "king-captured",
            EndReason::EdgeFort => "edge-fort",
            EndReason::Encircled => "encircled",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::Repetition => "repetition",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
        }
    }
}

/// The end of a tafl game: who won (or a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win(Side, EndReason),
    /// Nobody won.
    Draw(EndReason),
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win(side, _) => Some(side),
            Outcome::Draw(_) => None,
        }
    }

    /// Why the game ended.
    pub fn reason(self) -> EndReason {
        match self {
            Outcome::Win(_, reason) | Outcome::Draw(reason) => reason,
        }
    }
}
