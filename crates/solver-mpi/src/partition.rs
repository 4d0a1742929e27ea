//! Which process owns which positions of a tier: contiguous ranges of its indices.
//!
//! Contiguous ranges keep the gather trivial (rank 0 writes the slices one after the
//! other, in rank order, and gets the single solver's file) and the owner of an index is
//! one division away. A tier's index runs over (side to move, hunter slice, flock rank),
//! so a range holds whole runs of neighbouring slices, whose work is alike.

use std::ops::Range;

/// The split of `len` positions between `parts` processes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partition {
    len: u64,
    parts: u64,
}

impl Partition {
    /// `len` positions between `parts` processes (at least one).
    pub fn new(len: u64, parts: usize) -> Partition {
        Partition { len, parts: parts.max(1) as u64 }
    }

    /// The first index of process `p` (`len` for `p == parts`).
    pub fn start(&self, p: usize) -> u64 {
        (u128::from(self.len) * p as u128 / u128::from(self.parts)) as u64
    }

    /// The indices process `p` owns.
    pub fn range(&self, p: usize) -> Range<u64> {
        self.start(p)..self.start(p + 1)
    }

    /// The process that owns index `i` (`i < len`).
    pub fn owner(&self, i: u64) -> usize {
        // The estimate is off by at most one either way (the starts are rounded down).
        let mut p = ((u128::from(i) * u128::from(self.parts)) / u128::from(self.len.max(1))) as usize;
        p = p.min(self.parts as usize - 1);
        while p > 0 && self.start(p) > i {
            p -= 1;
        }
        while (p as u64) + 1 < self.parts && self.start(p + 1) <= i {
            p += 1;
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_index_has_the_owner_whose_range_holds_it() {
        for len in [0u64, 1, 2, 3, 7, 10, 97, 1000] {
            for parts in 1..=7 {
                let part = Partition::new(len, parts);
                assert_eq!(part.start(0), 0);
                assert_eq!(part.start(parts), len);
                let mut seen = 0;
                for p in 0..parts {
                    for i in part.range(p) {
                        assert_eq!(part.owner(i), p, "len {len}, {parts} parts, index {i}");
                        seen += 1;
                    }
                }
                assert_eq!(seen, len, "the ranges cover the tier once");
                let sizes: Vec<u64> = (0..parts).map(|p| part.range(p).end - part.range(p).start).collect();
                let (lo, hi) = (sizes.iter().min().copied(), sizes.iter().max().copied());
                assert!(hi.unwrap_or(0) - lo.unwrap_or(0) <= 1, "balanced: {sizes:?}");
            }
        }
    }
}
