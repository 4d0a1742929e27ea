//! The tiers the solver splits a variant into: by material and, where the flock never
//! steps backwards, by progress (see the crate documentation and [`crate::weighted`]).

use std::fmt;

/// A tier: the positions with the same material (hunter pieces, flock pieces) and, where
/// the flock never steps backwards, the same progress (sum of the ranks of the flock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TierId {
    /// Hunter pieces on the board.
    pub hunters: u8,
    /// Flock pieces on the board.
    pub flock: u8,
    /// The progress of the flock, for rules whose tiers split by progress.
    pub progress: Option<u16>,
}

impl TierId {
    /// A tier of material only (rules without progress sub-tiers).
    pub fn material(hunters: u8, flock: u8) -> TierId {
        TierId { hunters, flock, progress: None }
    }
}

impl fmt::Display for TierId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "h{}-f{}", self.hunters, self.flock)?;
        match self.progress {
            Some(p) => write!(f, "-p{p}"),
            None => Ok(()),
        }
    }
}
