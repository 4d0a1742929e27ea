//! The work queues of a tier solve: positions waiting for the level (distance) at which
//! they are visited, 4 bytes an entry (an index within the tier).
//!
//! Workers fill a [`Batch`] each; [`Buckets`] keeps the vectors of the batches as they are
//! (chunks), so entries are never copied together into one big vector.

/// Why a position waits for its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Resolved at this level: visit its predecessors.
    Propagate = 0,
    /// Wins at this level (through an exit) unless resolved earlier.
    CandWin = 1,
    /// Loses at this level (its longest line goes through an exit) unless resolved earlier.
    CandLoss = 2,
}

const KINDS: usize = 3;

/// The entries of one level, by kind, as chunks.
pub(crate) type Level = [Vec<Vec<u32>>; KINDS];

/// Entries made by one worker: per level (from `base` on), per kind, tier indices.
#[derive(Debug, Default)]
pub(crate) struct Batch {
    base: usize,
    levels: Vec<[Vec<u32>; KINDS]>,
}

impl Batch {
    /// A batch for levels `base` and later.
    pub fn new(base: usize) -> Batch {
        Batch { base, levels: Vec::new() }
    }

    /// Queues position `index` for `level`, never below the base (a propagation at level
    /// `d` queues `d + 1` or later).
    #[inline]
    pub fn push(&mut self, level: u16, kind: Kind, index: u32) {
        debug_assert!(level as usize >= self.base, "an entry for a level already done");
        let at = (level as usize).saturating_sub(self.base);
        if self.levels.len() <= at {
            self.levels.resize_with(at + 1, Default::default);
        }
        self.levels[at][kind as usize].push(index);
    }
}

/// The entries of every level still to come.
#[derive(Debug, Default)]
pub(crate) struct Buckets {
    levels: Vec<Level>,
    /// Entries held now (the level in work included until it is released).
    live: u64,
    /// The most entries held at once.
    peak: u64,
}

impl Buckets {
    /// Takes over the entries of the batches (their vectors are kept, trimmed to size).
    pub fn add(&mut self, batches: Vec<Batch>) {
        for batch in batches {
            for (at, kinds) in batch.levels.into_iter().enumerate() {
                let level = batch.base + at;
                if self.levels.len() <= level {
                    self.levels.resize_with(level + 1, Default::default);
                }
                for (kind, mut chunk) in kinds.into_iter().enumerate() {
                    if chunk.is_empty() {
                        continue;
                    }
                    chunk.shrink_to_fit();
                    self.live += chunk.len() as u64;
                    self.levels[level][kind].push(chunk);
                }
            }
        }
        self.peak = self.peak.max(self.live);
    }

    /// Levels known so far (the last one may be empty).
    pub fn levels(&self) -> usize {
        self.levels.len()
    }

    /// The entries of a level (they stay counted as live until [`Buckets::release`]).
    pub fn take(&mut self, level: usize) -> Level {
        self.levels.get_mut(level).map(std::mem::take).unwrap_or_default()
    }

    /// `n` entries of a taken level are dropped.
    pub fn release(&mut self, n: u64) {
        self.live = self.live.saturating_sub(n);
    }

    /// The most entries held at once so far.
    pub fn peak(&self) -> u64 {
        self.peak
    }
}

/// Entries in the chunks of a level.
pub(crate) fn level_len(level: &Level) -> u64 {
    level.iter().flatten().map(|c| c.len() as u64).sum()
}
