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
pub mod standings;
pub mod swiss;
