//! The two sides of a hunt game and how a game ends (in every family).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A side of a hunt game: the few strong hunter pieces or the many weak flock pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Fox, hare, coyote, officers: the side that captures.
    Hunter,
    /// Geese, hunters (hounds), chickens, rebels: the side that blocks.
    Flock,
}

impl Side {
    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Hunter => Side::Flock,
            Side::Flock => Side::Hunter,
        }
    }

    /// The role name as used in files and protocols: `hunter` or `flock`.
    pub const fn role(self) -> &'static str {
        match self {
            Side::Hunter => "hunter",
            Side::Flock => "flock",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.role())
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The flock fell to the hunter's winning threshold (`fox_wins_at`).
    FlockReduced,
    /// A hunter piece moved onto rank 1 (breakthrough rule).
    Breakthrough,
    /// The flock filled every point of the fort (Asalto).
    FortTaken,
    /// The side to move had no legal move, and lost.
    NoLegalMove,
    /// The same position with the same side to move occurred a third time.
    Repetition,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// A player's clock ran out (a timed game on the server): the other side wins.
    Time,
    /// Tafl: the king reached a corner (or the edge, with edge escape).
    KingEscaped,
    /// Tafl: the king was captured.
    KingCaptured,
    /// Tafl (Copenhagen): the king stands in an edge fort the attackers cannot break.
    EdgeFort,
    /// Tafl (Copenhagen): the attackers enclose the king and every defender.
    Encircled,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 12] = [
        EndReason::FlockReduced,
        EndReason::Breakthrough,
        EndReason::FortTaken,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::Time,
        EndReason::KingEscaped,
        EndReason::KingCaptured,
        EndReason::EdgeFort,
        EndReason::Encircled,
    ];

    /// The kebab-case name used in records.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::FlockReduced => "flock-reduced",
            EndReason::Breakthrough => "breakthrough",
            EndReason::FortTaken => "fort-taken",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::Repetition => "repetition",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::Time => "time",
            EndReason::KingEscaped => "king-escaped",
            EndReason::KingCaptured => "king-captured",
            EndReason::EdgeFort => "edge-fort",
            EndReason::Encircled => "encircled",
        }
    }

    /// Reads a name written by [`EndReason::name`].
    pub fn from_name(name: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// The end of a game: who won (or a draw) and why. `S` is the family's side type: hunt
/// [`Side`] ([`crate::hunt::Outcome`]), [`crate::tafl::Side`] ([`crate::tafl::Outcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome<S> {
    /// One side won.
    Win(S, EndReason),
    /// Nobody won.
    Draw(EndReason),
}

impl<S: Copy> Outcome<S> {
    /// The winner, if any.
    pub fn winner(self) -> Option<S> {
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
