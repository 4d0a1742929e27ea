//! The transposition table: what earlier searches learned about a position.

use crate::score::Score;

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// The full hash, to tell positions sharing a slot apart.
    pub key: u64,
    /// The best (or refuting) move found, if any.
    pub best: Option<M>,
    /// The score, relative to the position (see [`crate::score::to_table`]).
    pub score: Score,
    /// The depth searched.
    pub depth: u8,
    /// How `score` bounds the truth.
    pub bound: Bound,
}

/// A fixed-size, always-replace-if-deeper-or-older hash table.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of about `megabytes` MB (at least one slot; sizes are powers of two).
    pub fn new(megabytes: usize) -> Table<M> {
        let entry = std::mem::size_of::<Option<Entry<M>>>().max(1);
        let wanted = (megabytes.max(1) << 20) / entry;
        let size = wanted.next_power_of_two() >> 1;
        let size = size.max(1024);
        Table { slots: vec![None; size], mask: size - 1 }
    }

    /// The entry stored for `key`, if any.
    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Stores an entry, replacing what is there unless that is deeper for the same key.
    pub fn put(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if let Some(old) = slot {
            if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact {
                return;
            }
        }
        *slot = Some(entry);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }
}
