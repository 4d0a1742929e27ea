//! How long a search may run.

use std::time::Duration;

/// Limits of one search; the first one reached ends it. With none, the search runs to
/// [`Limits::MAX_DEPTH`] or until stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration (plies).
    pub depth: Option<u32>,
    /// Most nodes (deterministic, like `depth`).
    pub nodes: Option<u64>,
    /// Thinking time.
    pub time: Option<Duration>,
}

impl Limits {
    /// The deepest iteration ever started.
    pub const MAX_DEPTH: u32 = 64;

    /// A depth limit.
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// A node limit.
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// A time limit in milliseconds.
    pub fn millis(ms: u64) -> Limits {
        Limits { time: Some(Duration::from_millis(ms)), ..Limits::default() }
    }
}
