//! Tournaments: Swiss, round robin and arena, for every two-player preset.
//!
//! The pairing rules ([`swiss`], [`round_robin`], [`arena`]) and the standings
//! ([`standings`]) are plain functions of what was played; [`runner`] drives a tournament
//! through its life from the database alone, so that any server sharing the database,
//! and a restarted one, carries it on, and each step (the start, a round's pairing, the
//! end) is taken by one server exactly once.

pub mod arena;
mod matching;
pub mod round_robin;
pub mod runner;
pub mod standings;
pub mod state;
pub mod swiss;

/// How a tournament pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A fixed number of rounds, players of equal scores paired, no two meeting twice.
    Swiss,
    /// Everyone meets everyone once.
    RoundRobin,
    /// For a fixed time, a player who finishes a game is paired again at once.
    Arena,
}

impl Format {
    /// The format of its name (`swiss`, `round-robin`, `arena`).
    pub fn parse(name: &str) -> Option<Format> {
        match name {
            "swiss" => Some(Format::Swiss),
            "round-robin" => Some(Format::RoundRobin),
            "arena" => Some(Format::Arena),
            _ => None,
        }
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round-robin",
            Format::Arena => "arena",
        }
    }
}
