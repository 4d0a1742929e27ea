//! Progress sub-tiers: where the flock never steps backwards, the sum of the ranks of its
//! pieces (its *progress*) never falls while the material stays, so a tier splits into
//! sub-tiers by progress, solved from the most advanced down: a forward step leads into a
//! solved sub-tier, only hunter steps and sideways flock steps stay inside one.
//!
//! Inside a sub-tier the flock sets of a hunter placement are the sets of `k` free points
//! whose weights (ranks) sum to `s`, ranked in colexicographic order by counting:
//!
//! ```text
//! count(j, i, s) = sets of i points among the first j free points with weights summing to s
//! rank({q1 < q2 < … < qk}) = Σ count(q_i, i, w(q1) + … + w(q_i))
//! ```

use reynard_rules::Side;
use reynard_rules::board::{Bitboard, Point, bit, points};
use reynard_rules::hunt::{Position, Rules};

/// For every point, the points a flock piece steps to it from (read off the move
/// generator: a lone flock piece on each point, with a hunter piece elsewhere, twice, so
/// that no target is hidden under it).
pub(crate) fn flock_steps_into(rules: &Rules) -> [Bitboard; 64] {
    let board = rules.board().points();
    let mut pred = [0; 64];
    let mut moves = Vec::new();
    for p in points(board) {
        for q in points(board & !bit(p)).take(2) {
            let pos = Position::new(bit(q), bit(p), Side::Flock, 0, false);
            rules.legal_moves(&pos, &mut moves);
            for m in moves.iter().filter(|m| m.from == Some(p)) {
                pred[m.to.0 as usize] |= bit(p);
            }
        }
    }
    pred
}

/// The weight of every point (its rank) when the rules allow progress sub-tiers: no flock
/// step lowers the rank, some step raises it, and every symmetry the solver uses keeps the
/// ranks. `None` otherwise (the flock can step back: no measure of progress).
pub fn progress_weights(rules: &Rules) -> Option<[u8; 64]> {
    let board = rules.board();
    let mut weight = [0u8; 64];
    for p in points(board.points()) {
        weight[p.0 as usize] = board.rank(p);
    }
    let steps = flock_steps_into(rules);
    let mut raises = false;
    for to in points(board.points()) {
        for from in points(steps[to.0 as usize]) {
            let (a, b) = (weight[from.0 as usize], weight[to.0 as usize]);
            if b < a {
                return None;
            }
            raises |= b > a;
        }
    }
    let keeps_ranks = rules
        .symmetries()
        .iter()
        .all(|s| points(board.points()).all(|p| weight[s.point(p).0 as usize] == weight[p.0 as usize]));
    (raises && keeps_ranks).then_some(weight)
}

/// The progress of a flock: the sum of the weights of its points.
#[inline]
pub fn progress_of(weights: &[u8; 64], flock: Bitboard) -> u32 {
    points(flock).map(|p: Point| weights[p.0 as usize] as u32).sum()
}

/// Colexicographic ranks of the sets of `k` free points with a given weight sum.
#[derive(Clone, Debug)]
pub(crate) struct WeightedRanks {
    /// Weight of each free point, in the order of the pattern bits.
    weight: Vec<u32>,
    max_k: usize,
    max_s: usize,
    /// `count(j, i, s)` at `(i * (max_s + 1) + s) * (m + 1) + j` for `m` free points: the
    /// counts of one `i` and `s` lie together, so that an unrank, which scans `j` down,
    /// reads consecutive words.
    counts: Vec<u64>,
    /// The smallest set of `i` points below `j` with weight sum `s` (what
    /// [`WeightedRanks::next`] completes a set with), at the place of `count(j, i, s)`.
    smallest: Vec<u64>,
    /// For each free point `q`, how far the place of `count(·, i, s)` moves when a set
    /// takes `q` as its next point (`i` one more, `s` up by the weight of `q`): a rank adds
    /// these up instead of working out each place from `i` and `s` (see
    /// [`WeightedRanks::rank`]).
    step: Vec<usize>,
}

/// What [`WeightedRanks::unrank_memo`] keeps of the sets it found: the points of the last
/// one it searched for, from the highest down, each with the interval of ranks that have it
/// and those above; and the last set it gave, with its rank.
#[derive(Clone, Debug, Default)]
pub(crate) struct UnrankMemo {
    /// The table (its address), the size and the weight sum the levels belong to.
    key: (usize, u32, u32),
    levels: Vec<MemoLevel>,
    /// The last rank and its set, `None` before the first of this key.
    last: Option<(u64, u64)>,
}

/// The most sets [`WeightedRanks::unrank_memo`] steps through with [`WeightedRanks::next`]
/// from the set before; further on it searches.
const NEXT_STEPS: u64 = 4;

/// One point of the set [`UnrankMemo`] keeps.
#[derive(Clone, Copy, Debug)]
struct MemoLevel {
    /// The point.
    q: usize,
    /// It and the points above it.
    set: u64,
    /// The ranks that have these points: `low..high`.
    low: u64,
    high: u64,
    /// The weight sum left for the points below it.
    rest: usize,
}

impl WeightedRanks {
    /// The counts for sets of up to `max_k` of the free points weighted `weight`.
    pub fn new(weight: Vec<u32>, max_k: usize) -> WeightedRanks {
        let mut sorted = weight.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let max_s = sorted.iter().take(max_k).sum::<u32>() as usize;
        let m = weight.len();
        let len = (m + 1) * (max_k + 1) * (max_s + 1);
        let row = m + 1;
        let step = weight.iter().map(|&w| (max_s + 1) * row + w as usize * row).collect();
        let mut r = WeightedRanks { weight, max_k, max_s, counts: vec![0; len], smallest: Vec::new(), step };
        r.counts[0] = 1;
        for j in 0..m {
            let w = r.weight[j] as usize;
            for i in 0..=max_k {
                for s in 0..=max_s {
                    let take = if i > 0 && s >= w { r.counts[r.at(j, i - 1, s - w)] } else { 0 };
                    let at = r.at(j + 1, i, s);
                    r.counts[at] = r.counts[r.at(j, i, s)] + take;
                }
            }
        }
        let mut smallest = vec![0; len];
        for i in 0..=max_k {
            for sum in 0..=max_s {
                for j in 0..=m {
                    smallest[r.at(j, i, sum)] = r.unrank_below(0, i, sum, j);
                }
            }
        }
        r.smallest = smallest;
        r
    }

    #[inline(always)]
    fn at(&self, j: usize, i: usize, s: usize) -> usize {
        (i * (self.max_s + 1) + s) * (self.weight.len() + 1) + j
    }

    /// Sets of `i` points among the first `j` free points with weights summing to `s`.
    #[inline(always)]
    pub fn count(&self, j: usize, i: usize, s: usize) -> u64 {
        if i > self.max_k || s > self.max_s { 0 } else { self.counts[self.at(j, i, s)] }
    }

    /// The counts `count(j, i, s)` for every `j` (0 to the number of free points), side by
    /// side; empty for an `(i, s)` beyond the table, whose counts are all 0.
    #[inline(always)]
    pub fn row(&self, i: usize, s: usize) -> &[u64] {
        if i > self.max_k || s > self.max_s {
            &[]
        } else {
            let start = self.at(0, i, s);
            &self.counts[start..start + self.weight.len() + 1]
        }
    }

    /// Sets of `k` free points with weights summing to `s`.
    pub fn total(&self, k: u32, s: u32) -> u64 {
        self.count(self.weight.len(), k as usize, s as usize)
    }

    /// The weight sum of a pattern.
    #[cfg(test)]
    fn sum(&self, pattern: u64) -> u32 {
        let mut set = pattern;
        let mut s = 0;
        while set != 0 {
            s += self.weight[set.trailing_zeros() as usize];
            set &= set - 1;
        }
        s
    }

    /// The rank of a pattern among the patterns of its size and weight sum.
    ///
    /// A set of at most `max_k` points has every prefix within the table (`i <= max_k`, and
    /// the weights of `i` points sum to at most the `i` largest weights, `<= max_s`), so the
    /// place of each count is the last one moved by [`WeightedRanks::step`], with no check
    /// of `i` and `s` on the way. A larger set (never asked for by the solver) takes the
    /// checked path, where the counts beyond the table are 0.
    #[inline(always)]
    pub fn rank(&self, pattern: u64) -> u64 {
        if pattern.count_ones() as usize > self.max_k {
            return self.rank_checked(pattern);
        }
        let mut rank = 0;
        // `at(0, 0, 0)` is 0; each point moves the place to `at(0, i, s)` of its prefix.
        let mut place = 0;
        let mut set = pattern;
        while set != 0 {
            let q = set.trailing_zeros() as usize;
            place += self.step[q];
            rank += self.counts[place + q];
            set &= set - 1;
        }
        rank
    }

    /// [`WeightedRanks::rank`] term by term, each count checked against the table's bounds.
    fn rank_checked(&self, pattern: u64) -> u64 {
        let (mut rank, mut i, mut s) = (0, 0, 0);
        let mut set = pattern;
        while set != 0 {
            let q = set.trailing_zeros() as usize;
            i += 1;
            s += self.weight[q] as usize;
            rank += self.count(q, i, s);
            set &= set - 1;
        }
        rank
    }

    /// The pattern of `k` points with weight sum `s` whose rank is `rank` (below
    /// [`WeightedRanks::total`]).
    pub fn unrank(&self, rank: u64, k: u32, s: u32) -> u64 {
        self.unrank_below(rank, k as usize, s as usize, self.weight.len())
    }

    /// The pattern after `pattern` among those of its size and weight sum (the rank one
    /// higher), `None` after the last. Keeps as many of the highest points as it can: the
    /// lowest point that can move up moves to the nearest place that leaves a completion,
    /// and the points below it take the smallest completion.
    /// Inlined into its callers (the init's run over a slice's ranks, the layout's rank maps,
    /// the levels' unranks), whose loops it is the body of.
    #[inline(always)]
    pub fn next(&self, pattern: u64) -> Option<u64> {
        let mut rest = pattern;
        let mut sum = 0usize;
        let mut i = 0usize;
        while rest != 0 {
            let q = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            i += 1;
            sum += self.weight[q] as usize;
            let limit = if rest == 0 { self.weight.len() } else { rest.trailing_zeros() as usize };
            for to in q + 1..limit {
                let w = self.weight[to] as usize;
                if w <= sum && self.count(to, i - 1, sum - w) > 0 {
                    // A count above 0 is within the table: so is the smallest set.
                    return Some(rest | (1u64 << to) | self.smallest[self.at(to, i - 1, sum - w)]);
                }
            }
        }
        None
    }

    /// [`WeightedRanks::unrank`] that keeps the points `memo` found for the rank before
    /// where they still hold, and scans only below them.
    ///
    /// The points of a set are found from the highest down, each narrowing the ranks the set
    /// may have to an interval. The levels' frontier positions are decoded in index order,
    /// and neighbouring ranks share their highest points: a rank within the interval of the
    /// last set's `j` highest points has those too (the scan for each point reads a row of
    /// counts down to it, which was the solver's largest cost in the levels).
    ///
    /// Most of those positions follow the one before at once (the frontier of a level is
    /// most of a sub-tier's positions, in runs): a rank a few above the last one is reached
    /// with [`WeightedRanks::next`] from the last set, which mostly moves its lowest point
    /// up by one, without a scan. The levels kept for the search stay as they were: each
    /// holds an interval of ranks that have its points, whatever rank it was found for.
    pub fn unrank_memo(&self, rank: u64, k: u32, s: u32, memo: &mut UnrankMemo) -> u64 {
        let key = (std::ptr::from_ref(self) as usize, k, s);
        if memo.key != key {
            memo.key = key;
            memo.levels.clear();
            memo.last = None;
        }
        if let Some((last, mut set)) = memo.last
            && last < rank
            && rank - last <= NEXT_STEPS
        {
            // Every rank up to `rank` has a set (below the total): `next` finds them all.
            let mut stepped = 0;
            while stepped < rank - last
                && let Some(after) = self.next(set)
            {
                set = after;
                stepped += 1;
            }
            if stepped == rank - last {
                debug_assert_eq!(set, self.unrank(rank, k, s));
                memo.last = Some((rank, set));
                return set;
            }
        }
        let set = self.search_memo(rank, k, s, memo);
        memo.last = Some((rank, set));
        set
    }

    /// The search of [`WeightedRanks::unrank_memo`], from the levels of `memo`.
    fn search_memo(&self, rank: u64, k: u32, s: u32, memo: &mut UnrankMemo) -> u64 {
        // The intervals are nested, the highest point's the widest.
        let kept = memo.levels.iter().take_while(|l| l.low <= rank && rank < l.high).count();
        memo.levels.truncate(kept);
        let (mut set, mut q, mut high, mut s) = match memo.levels.last() {
            Some(l) => (l.set, l.q, l.high, l.rest),
            None => (0, self.weight.len(), u64::MAX, s as usize),
        };
        // The rank of the set less what the points kept account for.
        let mut low = memo.levels.last().map_or(0, |l| l.low);
        for i in (1..=k as usize - kept).rev() {
            let row = self.row(i, s);
            let count = |q: usize| row.get(q).copied().unwrap_or(0);
            let above = q;
            while q > 0 {
                q -= 1;
                if count(q) <= rank - low {
                    break;
                }
            }
            // The ranks with this point and those above: up to the first with the next
            // point up (if it is below the point above), within the interval above.
            if q + 1 < above {
                high = high.min(low.saturating_add(count(q + 1)));
            }
            low += count(q);
            set |= 1u64 << q;
            s = s.saturating_sub(self.weight[q] as usize);
            memo.levels.push(MemoLevel { q, set, low, high, rest: s });
        }
        set
    }

    /// The pattern of rank `rank` among those of `k` points below `top` with weight sum `s`.
    fn unrank_below(&self, mut rank: u64, k: usize, mut s: usize, top: usize) -> u64 {
        let mut set = 0;
        let mut q = top;
        for i in (1..=k).rev() {
            // The largest q below the last with count(q, i, s) <= rank: the sets whose
            // largest point is below q come first. The counts of one (i, s) lie side by
            // side, by j: the scan reads one row (an (i, s) beyond the table counts 0).
            let row = self.row(i, s);
            let count = |q: usize| row.get(q).copied().unwrap_or(0);
            while q > 0 {
                q -= 1;
                if count(q) <= rank {
                    break;
                }
            }
            set |= 1u64 << q;
            rank -= count(q);
            s = s.saturating_sub(self.weight[q] as usize);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_dense_and_ordered_within_each_sum() {
        let weight = vec![0, 0, 1, 1, 1, 2, 3, 2, 0];
        let r = WeightedRanks::new(weight.clone(), 4);
        for k in 0..=4u32 {
            let mut seen = std::collections::HashMap::<u32, Vec<u64>>::new();
            for set in 0u64..(1 << weight.len()) {
                if set.count_ones() == k {
                    seen.entry(r.sum(set)).or_default().push(set);
                }
            }
            // One memo decodes the ranks of each sum in order, three others every third
            // rank, five more every fifth (beyond the steps of `next`), and all switch
            // between sums (as they do between sub-tiers and sizes).
            let mut ascending = UnrankMemo::default();
            let mut from_scratch: [UnrankMemo; 3] = Default::default();
            let mut searched: [UnrankMemo; NEXT_STEPS as usize + 1] = Default::default();
            for (s, sets) in seen {
                assert_eq!(r.total(k, s), sets.len() as u64, "k {k} s {s}");
                // Colex order is numeric order of the bit patterns.
                for (rank, &set) in sets.iter().enumerate() {
                    assert_eq!(r.rank(set), rank as u64);
                    assert_eq!(r.rank_checked(set), rank as u64);
                    assert_eq!(r.unrank(rank as u64, k, s), set);
                    assert_eq!(r.next(set), sets.get(rank + 1).copied(), "after {set:b}");
                    assert_eq!(r.unrank_memo(rank as u64, k, s, &mut ascending), set);
                    assert_eq!(r.unrank_memo(rank as u64, k, s, &mut from_scratch[rank % 3]), set);
                    let far = &mut searched[rank % (NEXT_STEPS as usize + 1)];
                    assert_eq!(r.unrank_memo(rank as u64, k, s, far), set);
                }
                for (rank, &set) in sets.iter().enumerate().rev() {
                    assert_eq!(r.unrank_memo(rank as u64, k, s, &mut from_scratch[0]), set);
                }
            }
        }
    }
}
