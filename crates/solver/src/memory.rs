//! The memory a tier solve needs, estimated before it starts, and the memory the machine
//! has available for it.

use std::path::Path;

/// Bytes of the work word of each position of the tier in work.
pub const WORK_BYTES: u64 = 2;

/// Allowance for the level queues, in bytes per position of a tier of material only (4
/// bytes an entry, so 0.5 entries a position). Measured (docs/solved.md): 0.22 to 0.72
/// bytes on `fox-geese` (more with more geese: captures queue their positions at the
/// start).
pub const QUEUE_BYTES: u64 = 2;

/// Allowance for the level queues of a progress sub-tier, in bytes per position. There
/// most positions have exits (forward steps), and each whose exits lose waits in the
/// queue at the level of the longest (see `EXIT_LOSS` in `crate::retro`): 3.1 bytes
/// measured on the biggest sub-tiers of the fox with 7 geese of `fox-geese-forward`.
pub const QUEUE_BYTES_PROGRESS: u64 = 4;

/// What a solve of one tier holds in memory at its peak.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryPlan {
    /// The work words of the tier.
    pub work: u64,
    /// The level queues (an allowance).
    pub queues: u64,
    /// The layouts (dense numberings) of the tier and of every tier below it.
    pub layouts: u64,
    /// The lower tiers' table files, mapped: read through the operating system's page
    /// cache, which gives pages back under pressure, so not part of [`MemoryPlan::peak`].
    pub mapped: u64,
}

impl MemoryPlan {
    /// The plan for a tier of `positions` positions, a progress sub-tier or not (see
    /// [`QUEUE_BYTES_PROGRESS`]).
    pub fn new(positions: u64, progress_sub_tier: bool, layouts: u64, mapped: u64) -> MemoryPlan {
        let queue_bytes = if progress_sub_tier { QUEUE_BYTES_PROGRESS } else { QUEUE_BYTES };
        MemoryPlan { work: WORK_BYTES * positions, queues: queue_bytes * positions, layouts, mapped }
    }

    /// The memory the process needs: work words, queues and layouts.
    pub fn peak(&self) -> u64 {
        self.work + self.queues + self.layouts
    }
}

/// The memory available for new work, in bytes (`MemAvailable` of `/proc/meminfo`: free
/// memory plus what the page cache can give back), `None` where the system does not say.
pub fn available() -> Option<u64> {
    available_in(Path::new("/proc/meminfo"))
}

/// `MemAvailable` read from a file in the format of `/proc/meminfo`.
pub fn available_in(path: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    parse_available(&text)
}

/// `MemAvailable` in bytes from the text of `/proc/meminfo` (`MemAvailable:  123 kB`).
pub fn parse_available(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let mut words = line.split_whitespace().skip(1);
    let n: u64 = words.next()?.parse().ok()?;
    let unit = match words.next() {
        Some("kB") => 1024,
        None => 1,
        Some(_) => return None,
    };
    n.checked_mul(unit)
}

/// Megabytes, rounded up (for messages).
pub fn mb(bytes: u64) -> u64 {
    bytes.div_ceil(1 << 20)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mem_available_is_read_in_bytes() {
        let text = "MemTotal:       24576000 kB\nMemFree:  100 kB\nMemAvailable:   20000000 kB\n";
        assert_eq!(parse_available(text), Some(20_000_000 * 1024));
        assert_eq!(parse_available("MemFree: 1 kB\n"), None);
        assert_eq!(parse_available("MemAvailable: lots\n"), None);
    }

    #[test]
    fn the_peak_leaves_out_the_mapped_tables() {
        let p = MemoryPlan::new(1000, false, 50, 1 << 30);
        assert_eq!(p.peak(), (WORK_BYTES + QUEUE_BYTES) * 1000 + 50);
        let p = MemoryPlan::new(1000, true, 50, 1 << 30);
        assert_eq!(p.peak(), (WORK_BYTES + QUEUE_BYTES_PROGRESS) * 1000 + 50);
    }
}
