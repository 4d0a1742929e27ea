//! The hunt games' retrograde solver on a group of processes (MPI, or threads in tests).
//!
//! Each process owns a contiguous range of every tier's positions ([`partition`]); the
//! solved lower tiers are replicated (every process maps their table files, on a file
//! system they share); a tier is solved by synchronous rounds, each an all-to-all exchange
//! of updates ended by a global reduction ([`slice`]); rank 0 writes each tier's table
//! file, the single solver's byte for byte ([`solve`]). The MPI binding is behind the
//! cargo feature `mpi` (binary `reynard-mpi`); see docs/solved.md, "On a cluster".

pub mod exchange;
pub mod game;
pub mod local;
#[cfg(feature = "mpi")]
pub mod mpi_exchange;
pub mod partition;
pub mod slice;
pub mod solve;

pub use exchange::Exchange;
pub use solve::{Options, TierDone, solve};
