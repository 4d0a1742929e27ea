//! The work queues of a tier solve: positions waiting for the level (distance) at which
//! they are visited, 4 bytes an entry.
//!
//! An entry is the low 32 bits of a tier index; the entries of a [`Chunk`] share the high
//! bits, so a tier may hold more than 2^32 positions while entries stay 4 bytes. Workers
//! fill a [`Batch`] each; [`Buckets`] keeps the chunks of the batches as they are, so
//! entries are never copied together into one big vector.

use std::ops::Range;

/// Why a position waits for its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Resolved at this level: visit its predecessors.
    Propagate = 0,
    /// Wins at this level (through an exit) unless resolved earlier.
    CandWin = 1,
    /// Its longest losing exit loses at this level (see `EXIT_LOSS` in `crate::retro`):
    /// if every child in the tier is refuted by now it loses here; else its exits no
    /// longer make its loss any longer.
    ExitLoss = 2,
}

const KINDS: usize = 3;

/// Tier indices that share their high 32 bits.
#[derive(Debug, Default)]
pub(crate) struct Chunk {
    /// The high 32 bits of every index.
    high: u32,
    /// The low 32 bits of each index.
    pub low: Vec<u32>,
}

impl Chunk {
    /// A chunk of entries whose indices have the high 32 bits `high`.
    pub fn new(high: u32, low: Vec<u32>) -> Chunk {
        Chunk { high, low }
    }

    /// The high 32 bits of its indices.
    pub fn high(&self) -> u32 {
        self.high
    }

    /// The index an entry stands for.
    #[inline(always)]
    pub fn index(&self, low: u32) -> u64 {
        (self.high as u64) << 32 | low as u64
    }

    /// The first index of the chunk's range of 2^32 (the entries are added to it).
    pub fn base(&self) -> u64 {
        self.index(0)
    }

    /// The entries whose indices lie in `range`, of a chunk sorted by them.
    pub fn within(&self, range: Range<u64>) -> &[u32] {
        let below = |end: u64| self.low.partition_point(|&low| self.index(low) < end);
        let start = below(range.start);
        &self.low[start..below(range.end).max(start)]
    }
}

/// The entries of one level, by kind, as chunks.
pub(crate) type Level = [Vec<Chunk>; KINDS];

/// Entries made by one worker: per level (from `base` on), per kind, tier indices.
#[derive(Debug, Default)]
pub(crate) struct Batch {
    base: usize,
    levels: Vec<Level>,
}

impl Batch {
    /// A batch for levels `base` and later.
    pub fn new(base: usize) -> Batch {
        Batch { base, levels: Vec::new() }
    }

    /// Queues position `index` for `level`, never below the base (a propagation at level
    /// `d` queues `d + 1` or later).
    #[inline]
    pub fn push(&mut self, level: u16, kind: Kind, index: u64) {
        debug_assert!(level as usize >= self.base, "an entry for a level already done");
        let at = (level as usize).saturating_sub(self.base);
        if self.levels.len() <= at {
            self.levels.resize_with(at + 1, Default::default);
        }
        let chunks = &mut self.levels[at][kind as usize];
        // Indices are split at 2^32: the conversions keep the two halves whole.
        let (high, low) = ((index >> 32) as u32, index as u32);
        // Workers mostly queue nearby indices: the last chunk is nearly always the one.
        if let Some(chunk) = chunks.last_mut().filter(|c| c.high == high) {
            chunk.low.push(low);
        } else if let Some(chunk) = chunks.iter_mut().find(|c| c.high == high) {
            chunk.low.push(low);
        } else {
            chunks.push(Chunk { high, low: vec![low] });
        }
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
                for (kind, chunks) in kinds.into_iter().enumerate() {
                    for mut chunk in chunks.into_iter().filter(|c| !c.low.is_empty()) {
                        chunk.low.shrink_to_fit();
                        self.live += chunk.low.len() as u64;
                        self.levels[level][kind].push(chunk);
                    }
                }
            }
        }
        self.peak = self.peak.max(self.live);
    }

    /// Buckets as saved in a checkpoint: the entries of every level (levels already done
    /// are empty) and the most entries held at once.
    pub fn restore(levels: Vec<Level>, peak: u64) -> Buckets {
        let live = levels.iter().map(level_len).sum();
        Buckets { levels, live, peak: peak.max(live) }
    }

    /// The entries of every level, for a checkpoint.
    pub fn all(&self) -> &[Level] {
        &self.levels
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
    level.iter().flatten().map(|c| c.low.len() as u64).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn indices(level: &Level, kind: Kind) -> Vec<u64> {
        let mut out: Vec<u64> =
            level[kind as usize].iter().flat_map(|c| c.low.iter().map(|&l| c.index(l))).collect();
        out.sort_unstable();
        out
    }

    #[test]
    fn indices_beyond_two_to_the_32_come_back_whole() {
        let big = [0u64, 7, (1 << 32) - 1, 1 << 32, (1 << 32) + 5, 3 << 32, (5 << 32) + 9];
        let mut batch = Batch::new(2);
        for &i in big.iter().rev() {
            batch.push(3, Kind::ExitLoss, i);
        }
        batch.push(2, Kind::Propagate, 1 << 33);
        let mut buckets = Buckets::default();
        buckets.add(vec![batch, Batch::new(4)]);
        assert_eq!(buckets.levels(), 4);
        assert_eq!(buckets.peak(), big.len() as u64 + 1);
        let level2 = buckets.take(2);
        assert_eq!(indices(&level2, Kind::Propagate), vec![1 << 33]);
        assert!(indices(&level2, Kind::ExitLoss).is_empty());
        let level3 = buckets.take(3);
        assert_eq!(indices(&level3, Kind::ExitLoss), big.to_vec());
        // One chunk for each distinct high half.
        assert_eq!(level3[Kind::ExitLoss as usize].len(), 4);
        assert_eq!(level_len(&level3), big.len() as u64);
        buckets.release(level_len(&level3) + 1);
        assert_eq!(buckets.peak(), big.len() as u64 + 1);
    }
}
