//! Where the children of a placement position are, found without the general index's
//! work for each child.
//!
//! The general index ([`crate::index::TierIndex`]) puts every position in canonical form:
//! it tries the 8 symmetries on the hunters, maps the flock by the one that wins, and ranks
//! the flock bit by bit. The placement solve looks up some 10^11 children, so it does that
//! work once per parent's hunters instead:
//!
//! - a placement keeps the hunters, so its child is in the parent's slice, and its rank is
//!   that of the parent's pattern with one bit more;
//! - a hunter's move from `a` to `b` turns the parent's slice into one other hunter set,
//!   whose canonical slice and symmetry are found once per slice and move: where one
//!   symmetry alone makes it canonical, the flock's pattern maps onto the child's by a
//!   fixed permutation of bits ([`PatternMap`]), read 7 bits at a time; where the child's
//!   hunters are symmetric (several symmetries, a canonical flock to choose among them), the
//!   child goes the general way.
//!
//! Ranks are read from a table 7 bits at a time ([`RankTable`]). Both are checked against
//! the general index in the tests below.

use crate::index::{Binomials, Indexer};
use reynard_rules::board::{Point, bit, points};

/// Bits read at a time by the tables.
const CHUNK: u32 = 7;
const CHUNK_VALUES: usize = 1 << CHUNK;

/// Colexicographic ranks of patterns over `m` free points: the sum, over the 7-bit chunks
/// of the pattern, of an entry chosen by the chunk and the bits below it (equal to
/// [`crate::index::colex_rank`]).
pub(super) struct RankTable {
    chunks: usize,
    /// Entries per chunk: one row per count of bits below the chunk (0 to `m`).
    stride: usize,
    /// `table[(chunk * stride + below) * 128 + value]`.
    table: Vec<u64>,
}

impl RankTable {
    /// The table for patterns over `m` points.
    pub(super) fn new(binom: &Binomials, m: u32) -> RankTable {
        let chunks = m.div_ceil(CHUNK).max(1) as usize;
        let stride = m as usize + 1;
        let mut table = vec![0u64; chunks * stride * CHUNK_VALUES];
        for chunk in 0..chunks {
            for below in 0..stride {
                for value in 0..CHUNK_VALUES {
                    let mut i = below as u32;
                    let mut rank = 0;
                    for j in (0..CHUNK).filter(|j| value & (1 << j) != 0) {
                        i += 1;
                        rank += binom.get(chunk as u32 * CHUNK + j, i);
                    }
                    table[(chunk * stride + below) * CHUNK_VALUES + value] = rank;
                }
            }
        }
        RankTable { chunks, stride, table }
    }

    /// The rank of a pattern (bits below `m` only).
    #[inline(always)]
    pub(super) fn rank(&self, pattern: u64) -> u64 {
        let mut rank = 0;
        let mut below = 0usize;
        for chunk in 0..self.chunks {
            let value = (pattern >> (chunk as u32 * CHUNK)) as usize & (CHUNK_VALUES - 1);
            // `below` counts bits of the pattern, at most `m`: within the row.
            rank += self.table[(chunk * self.stride + below) * CHUNK_VALUES + value];
            below += value.count_ones() as usize;
        }
        rank
    }
}

/// A map of the patterns over one slice's free points onto another slice's, 7 bits at a
/// time.
pub(super) struct PatternMap {
    table: Vec<u64>,
}

impl PatternMap {
    /// The map sending bit `j` to `image(j)` (0 for a bit that is never set).
    fn new(chunks: usize, image: impl Fn(u32) -> u64) -> PatternMap {
        let mut table = vec![0u64; chunks * CHUNK_VALUES];
        for chunk in 0..chunks {
            let row = &mut table[chunk * CHUNK_VALUES..(chunk + 1) * CHUNK_VALUES];
            for value in 1..CHUNK_VALUES {
                let low = value.trailing_zeros();
                row[value] = row[value & (value - 1)] | image(chunk as u32 * CHUNK + low);
            }
        }
        PatternMap { table }
    }

    /// The image of a pattern.
    #[inline(always)]
    pub(super) fn apply(&self, pattern: u64) -> u64 {
        self.table.chunks_exact(CHUNK_VALUES).enumerate().fold(0, |acc, (chunk, row)| {
            acc | row[(pattern >> (chunk as u32 * CHUNK)) as usize & (CHUNK_VALUES - 1)]
        })
    }
}

/// Where a hunter's move from one point of a slice to another leads.
pub(super) enum Target {
    /// One symmetry alone makes the child's hunters canonical: their slice, and the map of
    /// the parent's patterns onto it (the landing point is never in a pattern).
    Mapped { slice: usize, map: PatternMap },
    /// The child's hunters are kept in place by a symmetry: the general index.
    General,
}

/// The targets of the hunters' moves of one slice, built as they are first asked for.
pub(super) struct SliceMoves {
    slice: usize,
    hunters: Vec<Point>,
    chunks: usize,
    /// `targets[hunter * 64 + to]`, the hunter numbered among the slice's in order.
    targets: Vec<Option<Target>>,
}

impl SliceMoves {
    /// Moves of no slice yet ([`SliceMoves::reset`] before use).
    pub(super) fn new(free_points: u32) -> SliceMoves {
        SliceMoves {
            slice: usize::MAX,
            hunters: Vec::new(),
            chunks: free_points.div_ceil(CHUNK).max(1) as usize,
            targets: Vec::new(),
        }
    }

    /// Starts on `slice` (its targets forgotten unless it is the one already held).
    pub(super) fn reset(&mut self, ix: &Indexer, slice: usize) {
        if self.slice == slice {
            return;
        }
        self.slice = slice;
        self.hunters = points(ix.slice_hunters(slice)).collect();
        self.targets.clear();
        self.targets.resize_with(self.hunters.len() * 64, || None);
    }

    /// Where the move of the hunter on `from` to `to` leads (`from` one of the slice's
    /// hunters, `to` not), or `None` if `from` is not one of them.
    #[inline]
    pub(super) fn target(&mut self, ix: &Indexer, from: Point, to: Point) -> Option<&Target> {
        let hunter = self.hunters.iter().position(|&h| h == from)?;
        let at = hunter * 64 + to.0 as usize;
        if self.targets[at].is_none() {
            self.targets[at] = Some(self.build(ix, from, to));
        }
        self.targets[at].as_ref()
    }

    fn build(&self, ix: &Indexer, from: Point, to: Point) -> Target {
        let parent = ix.slice_hunters(self.slice);
        let child = parent & !bit(from) | bit(to);
        match ix.hunter_symmetries(child) {
            Some((slice, which)) if which.count_ones() == 1 => {
                let symmetry = which.trailing_zeros() as usize;
                let map = PatternMap::new(self.chunks, |j| {
                    let point = ix.expand(self.slice, 1u64 << j);
                    if point & bit(to) != 0 {
                        0
                    } else {
                        ix.compress(slice, ix.apply_symmetry(symmetry, point))
                    }
                });
                Target::Mapped { slice, map }
            }
            _ => Target::General,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::colex_rank;
    use reynard_rules::hunt::Rules;

    fn bagh_chal() -> Rules {
        Rules::preset("bagh-chal").expect("a preset")
    }

    #[test]
    fn the_rank_table_ranks_as_the_binomial_sum() {
        let binom = Binomials::new();
        let table = RankTable::new(&binom, 21);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pattern = x & ((1 << 21) - 1);
            assert_eq!(table.rank(pattern), colex_rank(&binom, pattern), "{pattern:#x}");
        }
        assert_eq!(table.rank(0), 0);
    }

    /// Every hunter move of every slice, mapped, lands where the general index puts the
    /// child (asymmetric children), for flock sets drawn at random.
    #[test]
    fn mapped_moves_agree_with_the_general_index() {
        let rules = bagh_chal();
        let ix = Indexer::new(&rules, 4);
        let m = ix.points() - ix.hunters();
        let ranks = RankTable::new(ix.binomials(), m);
        let board = rules.board().points();
        let mut moves = SliceMoves::new(m);
        let (mut mapped, mut general) = (0, 0);
        let mut x = 12345u64;
        for slice in 0..ix.slices() {
            moves.reset(&ix, slice);
            let hunters = ix.slice_hunters(slice);
            for from in points(hunters) {
                for to in points(board & !hunters) {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    let pattern = (x >> 20) & ((1 << m) - 1);
                    let flock = ix.expand(slice, pattern) & !bit(to);
                    let child = hunters & !bit(from) | bit(to);
                    match moves.target(&ix, from, to).expect("a hunter of the slice") {
                        Target::Mapped { slice: s, map } => {
                            mapped += 1;
                            let (want_slice, want_flock) = ix.canonical(child, flock).expect("indexed");
                            assert_eq!(*s, want_slice);
                            let got = map.apply(ix.compress(slice, flock));
                            assert_eq!(got, ix.compress(*s, want_flock));
                            assert_eq!(ranks.rank(got), ix.rank_flock(*s, want_flock));
                        }
                        Target::General => {
                            general += 1;
                            let (s, _) = ix.canonical(child, flock).expect("indexed");
                            assert!(!ix.slice_is_asymmetric(s));
                        }
                    }
                }
            }
        }
        assert!(mapped > 10_000 && general > 0, "{mapped} mapped, {general} general");
    }
}
