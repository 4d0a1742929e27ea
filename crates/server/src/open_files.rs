//! The open-file limit. Every connection holds a file descriptor, and a process at its soft
//! limit accepts no more: the listen queue fills and new clients wait. Under a common
//! default of 1,024, idle connections from four addresses, each within its per-address
//! cap, would keep everyone else out long before [`ConnectionLimits::total`]. So at start
//! the soft limit is raised to the hard one (as Go's runtime does for its servers), and the
//! total is kept within what that leaves after a reserve for the database, the tables and
//! the page's files: a connection over it is then closed at once, and the server goes on
//! accepting.
//!
//! [`ConnectionLimits::total`]: crate::connections::ConnectionLimits::total

/// Descriptors kept for everything but connections (or half the limit, if that is less).
const RESERVE: u64 = 256;

/// The connection total to keep to: `total` (0 for none asked), within what the open-file
/// limit, raised to its hard value first, leaves room for.
pub fn connection_room(total: usize) -> usize {
    match raised_limit() {
        Some(limit) => {
            let room = usize::try_from(limit - RESERVE.min(limit / 2)).unwrap_or(usize::MAX);
            if total == 0 { room } else { total.min(room) }
        }
        None => total,
    }
}

/// Raises the soft open-file limit to the hard one; the soft limit then (`None`: none).
#[cfg(unix)]
fn raised_limit() -> Option<u64> {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    if limit.current != limit.maximum {
        // A system that refuses (macOS takes no "unlimited" here) keeps its soft limit.
        let _ = setrlimit(Resource::Nofile, Rlimit { current: limit.maximum, maximum: limit.maximum });
    }
    getrlimit(Resource::Nofile).current
}

/// Elsewhere no limit is known.
#[cfg(not(unix))]
fn raised_limit() -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_total_stays_within_the_raised_limit() {
        let room = connection_room(0);
        assert!(room > 0);
        assert_eq!(connection_room(room + 1), room, "a total over the room is cut");
        assert_eq!(connection_room(1), 1, "a total within it is kept");
    }
}
