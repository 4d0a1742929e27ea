//! [`History`]: how a game of a batch got where it is, kept small: the moves as their
//! places in the lists of legal moves, and for repetition the hashes of the positions since
//! the material last fell, behind a filter that tells most of the time, without reading
//! them, that the newest position is no third repetition.

use super::prefetch;

/// Buckets of the filter (bits of each of its two sets).
const BUCKETS: u32 = 256;

/// Words of a set of buckets.
const WORDS: usize = (BUCKETS / 64) as usize;

/// A game's way from its start. A batch's histories do not stay in the caches, and a step
/// writes to each of them: so a step reads nothing of them but where the filter points,
/// and the batch asks for the lines it writes a few games ahead ([`History::prefetch`]).
///
/// Only positions since the material last fell can come again
/// ([`reynard_rules::Family::material`] never grows), and only their 64-bit Zobrist hashes
/// are kept, 8 bytes a ply (the moves are kept as their indices, 4 bytes a ply). A third
/// occurrence is a third equal hash: two different positions of a game would have to share
/// all 64 bits to be taken for one (the odds of it in a game of 1,000 plies are below one in
/// 10^13), where keeping the positions themselves (32 bytes for a hunt game) made writing
/// them a quarter of a step at 4,096 games, whose histories do not stay in the caches. Of
/// the hashes, two sets of buckets are kept: those seen once, and those seen a second time;
/// a third occurrence needs its bucket in the second set, and only then are the hashes
/// read.
#[derive(Clone, Debug)]
pub(super) struct History<P> {
    /// The position now, also last in `window`: read at every step, kept here so that a
    /// step reads no game's heap.
    current: P,
    /// Per ply since the start, the move played: its index among the legal moves.
    choices: Vec<u32>,
    /// The hashes of the positions since the material last fell, that position's first.
    window: Vec<u64>,
    once: [u64; WORDS],
    twice: [u64; WORDS],
}

impl<P: Copy + Eq> History<P> {
    /// A history at `start`, whose hash is `hash`.
    pub(super) fn new(start: P, hash: u64) -> History<P> {
        let mut history = History {
            current: start,
            choices: Vec::new(),
            window: Vec::new(),
            once: [0; WORDS],
            twice: [0; WORDS],
        };
        history.fall_to(start, hash);
        history
    }

    /// Back to `start`, keeping the buffers.
    pub(super) fn restart(&mut self, start: P, hash: u64) {
        self.choices.clear();
        self.fall_to(start, hash);
    }

    /// The position now.
    pub(super) fn current(&self) -> &P {
        &self.current
    }

    /// The moves since the start, as their indices among the legal moves.
    pub(super) fn choices(&self) -> &[u32] {
        &self.choices
    }

    /// Asks for the memory the next [`History::push`] or [`History::fall`] writes: the
    /// ends of the moves and of the hashes, each in its game's own allocation, far from any
    /// other game's (a step that writes them unasked waits for memory at every game whose
    /// list has just crossed into a new cache line).
    pub(super) fn prefetch(&self) {
        prefetch::line(self.choices.as_ptr().wrapping_add(self.choices.len()));
        prefetch::line(self.window.as_ptr().wrapping_add(self.window.len()));
    }

    /// Adds the move `choice` to `pos` (hash `hash`), which took material: no earlier
    /// position can come again.
    pub(super) fn fall(&mut self, choice: u32, pos: P, hash: u64) {
        self.choices.push(choice);
        self.fall_to(pos, hash);
    }

    fn fall_to(&mut self, pos: P, hash: u64) {
        self.window.clear();
        self.once = [0; WORDS];
        self.twice = [0; WORDS];
        self.add(pos, hash);
    }

    /// Adds the move `choice` to `pos` (hash `hash`), which kept the material; returns
    /// whether `pos` has now come three times since the material fell.
    pub(super) fn push(&mut self, choice: u32, pos: P, hash: u64) -> bool {
        self.choices.push(choice);
        // Two earlier occurrences put the bucket in `twice`: without it there are fewer.
        self.add(pos, hash) && self.window.iter().filter(|&&h| h == hash).count() >= 3
    }

    /// Makes `pos` the position now; returns whether its bucket was in the second set.
    fn add(&mut self, pos: P, hash: u64) -> bool {
        self.current = pos;
        self.window.push(hash);
        // The high bits: the low ones index tables elsewhere.
        let bucket = (hash >> 56) as u32 % BUCKETS;
        let (word, bit) = ((bucket / 64) as usize, 1u64 << (bucket % 64));
        let seen_twice = self.twice[word] & bit != 0;
        if self.once[word] & bit != 0 {
            self.twice[word] |= bit;
        }
        self.once[word] |= bit;
        seen_twice
    }
}

#[cfg(test)]
mod tests {
    use super::History;

    /// The filter never hides a third occurrence, nor do shared buckets make one: positions
    /// from a small set, pushed in a random order, their hashes in fewer buckets so that
    /// buckets collide, and now and then a capture, against a plain count.
    #[test]
    fn a_third_occurrence_is_told_exactly() {
        let mut state = 0x1234_5678_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..200 {
            let kinds = 2 + round % 40;
            let hash_of = |p: u64| (p % (1 + round % 7)) << 56 | p;
            let mut history = History::new(0u64, hash_of(0));
            let mut seen = vec![0u64];
            for ply in 0..300 {
                let p = next() % kinds;
                if next() % 50 == 0 {
                    // A capture: the earlier positions no longer count.
                    history.fall(ply, p, hash_of(p));
                    seen = vec![p];
                    continue;
                }
                seen.push(p);
                let plain = seen.iter().filter(|&&q| q == p).count() >= 3;
                assert_eq!(history.push(ply, p, hash_of(p)), plain);
            }
            assert_eq!(history.choices().len(), 300);
        }
    }
}
