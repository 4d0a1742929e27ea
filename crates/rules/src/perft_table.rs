//! [`PerftTable`]: the perft transposition table every game family's perft shares.

/// A perft transposition table: counts of (position, depth) already done, keyed by the
/// position's 64-bit Zobrist hash.
pub struct PerftTable {
    /// `(hash with depth mixed in, count)`; a zero key is an empty slot.
    slots: Vec<(u64, u64)>,
    mask: usize,
}

impl PerftTable {
    /// A table of `2^bits` slots (16 bytes each).
    pub fn new(bits: u32) -> PerftTable {
        let size = 1usize << bits.min(30);
        PerftTable { slots: vec![(0, 0); size], mask: size - 1 }
    }

    /// The key of a position (by its hash) searched to `depth`.
    pub(crate) fn key(hash: u64, depth: u32) -> u64 {
        // Mixing the depth in keeps one slot per (position, depth); `| 1` keeps keys non-zero.
        (hash ^ (depth as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
    }

    /// The count stored under `key`, if any.
    pub(crate) fn get(&self, key: u64) -> Option<u64> {
        let (k, count) = self.slots[key as usize & self.mask];
        (k == key).then_some(count)
    }

    /// Stores a count (replacing whatever shared the slot).
    pub(crate) fn put(&mut self, key: u64, count: u64) {
        self.slots[key as usize & self.mask] = (key, count);
    }
}
