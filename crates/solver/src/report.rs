//! What a solve tells while it runs and when it is done.

use crate::TierId;
use crate::counts::Counts;

/// Receives progress reports from a solve (called from worker threads).
pub trait Progress: Sync {
    /// The solve starts: `total` units of work (two per slot of the tiers to solve, counted
    /// before symmetric duplicates are packed out, see [`crate::Tablebase::raw_len`]).
    fn start(&self, _total: u64) {}
    /// A tier starts (its work is at most `2 * slots` units).
    fn tier(&self, _tier: TierId, _slots: u64) {}
    /// `n` more units are done.
    fn advance(&self, _n: u64) {}
    /// A tier is finished (solved or read back).
    fn tier_done(&self, _report: &TierReport) {}
    /// The table of a solved tier could not be written for lack of disk space; the solve
    /// keeps the values and tries again in `retry_in` seconds.
    fn write_failed(&self, _tier: TierId, _error: &crate::TableError, _retry_in: u64) {}
    /// A checkpoint of the tier in work was written: `bytes` in `seconds`.
    fn checkpoint_written(&self, _tier: TierId, _bytes: u64, _seconds: f64) {}
    /// A checkpoint could not be written; the solve goes on without it.
    fn checkpoint_failed(&self, _tier: TierId, _error: &crate::CheckpointError) {}
    /// The tier resumes from its checkpoint, which stands where `at` says.
    fn resumed(&self, _tier: TierId, _at: &str) {}
}

/// Progress reports that go nowhere.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoProgress;

impl Progress for NoProgress {}

/// What a solve found in one tier.
#[derive(Clone, Debug, PartialEq)]
pub struct TierReport {
    /// The tier.
    pub tier: TierId,
    /// Slots of its table: one per position.
    pub slots: u64,
    /// Canonical positions.
    pub positions: u64,
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest win or loss, in plies.
    pub longest: u16,
    /// Size of the table file in bytes.
    pub bytes: u64,
    /// Seconds spent solving (0 when read back from a file).
    pub seconds: f64,
    /// The tier was already solved on disk.
    pub resumed: bool,
    /// The most level-queue entries (4 bytes each) held at once (0 when read back).
    pub queue_peak: u64,
}

/// What a solve did.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveReport {
    /// Every tier of the variant, smallest first.
    pub tiers: Vec<TierReport>,
}

impl SolveReport {
    /// The tiers merged by material: the progress sub-tiers of one material added up into
    /// one report (its tier without progress), with the number of tiers merged into each.
    pub fn by_material(&self) -> Vec<(TierReport, usize)> {
        let mut out: Vec<(TierReport, usize)> = Vec::new();
        for t in &self.tiers {
            let material = TierId::material(t.tier.hunters, t.tier.flock);
            match out.last_mut() {
                Some((merged, n)) if merged.tier == material => {
                    merged.add(t);
                    *n += 1;
                }
                _ => out.push((TierReport { tier: material, ..t.clone() }, 1)),
            }
        }
        out
    }
}

impl TierReport {
    /// Adds another tier's figures to these (the longest is the longer of the two; resumed
    /// only if both were).
    fn add(&mut self, other: &TierReport) {
        self.slots += other.slots;
        self.positions += other.positions;
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        self.longest = self.longest.max(other.longest);
        self.bytes += other.bytes;
        self.seconds += other.seconds;
        self.resumed &= other.resumed;
        self.queue_peak = self.queue_peak.max(other.queue_peak);
    }

    /// The report of a tier with these counts.
    pub(crate) fn new(tier: TierId, counts: Counts, bytes: u64, seconds: f64, resumed: bool) -> TierReport {
        TierReport {
            tier,
            slots: counts.positions,
            positions: counts.positions,
            wins: counts.wins,
            losses: counts.losses,
            draws: counts.draws,
            longest: counts.longest,
            bytes,
            seconds,
            resumed,
            queue_peak: 0,
        }
    }
}
