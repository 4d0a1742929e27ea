//! Position indexing: (side to move, hunter placement, combination rank of the flock).
//!
//! The hunter placements of a tier are the *canonical* sets of `h` points: those no
//! symmetry of the rules maps to a smaller bitboard. Each placement is a *slice*; within it
//! the flock is a set of `f` points among the `n - h` points the hunters leave free, ranked
//! in colexicographic order. The raw slot of a position is
//!
//! ```text
//! slot = (side * slices + slice) * C(n - h, f) + rank      side: 0 hunter, 1 flock to move
//! ```
//!
//! Where a symmetry maps the placement onto itself, only the smallest image of the flock is
//! canonical; a [`Layout`] numbers the canonical positions densely (the tables use it), so
//! the other ranks take no room.
//!
//! Where the flock never steps backwards, a tier splits into *progress sub-tiers* (see
//! [`crate::weighted`]): the flock sets of a slice are then those whose ranks sum to the
//! sub-tier's progress, ranked among themselves, and slices differ in length.

use crate::weighted::{UnrankMemo, WeightedRanks, progress_of, progress_weights};
use reynard_rules::Side;
use reynard_rules::board::{Bitboard, Point, Symmetry, points};
use reynard_rules::hunt::Rules;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock};

/// Binomial coefficients `C(n, k)` for `n, k <= 64` (saturating: none used overflows).
#[derive(Clone, Debug)]
pub struct Binomials {
    /// `columns[k][n]` = `C(n, k)`: an unrank scans one column, contiguous.
    columns: Vec<[u64; 65]>,
}

impl Binomials {
    /// The table.
    pub fn new() -> Binomials {
        let mut columns = vec![[0u64; 65]; 65];
        for n in 0..65 {
            columns[0][n] = 1;
            for k in 1..=n {
                columns[k][n] =
                    columns[k - 1][n - 1].saturating_add(if k < n { columns[k][n - 1] } else { 0 });
            }
        }
        Binomials { columns }
    }

    /// `C(n, k)`, 0 when `k > n`.
    #[inline(always)]
    pub fn get(&self, n: u32, k: u32) -> u64 {
        if n > 64 || k > 64 { 0 } else { self.columns[k as usize][n as usize] }
    }

    /// `C(·, k)` for `n` from 0 to 64 (`k <= 64`).
    #[inline(always)]
    fn column(&self, k: usize) -> &[u64; 65] {
        &self.columns[k]
    }
}

impl Default for Binomials {
    fn default() -> Self {
        Binomials::new()
    }
}

/// The colexicographic rank of a set of bits among the sets of the same size: the sum of
/// `C(p, i)` over its bits, the `i`-th lowest at `p`.
#[inline(always)]
pub fn colex_rank(binom: &Binomials, mut set: u64) -> u64 {
    let mut rank = 0;
    // A set has at most 64 bits: one column each.
    for column in &binom.columns[1..] {
        if set == 0 {
            break;
        }
        // At most 63 for a set that is not empty: within the column.
        rank += column[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    rank
}

/// The set of `k` bits whose colexicographic rank is `rank` (`rank < C(m, k)` for sets within
/// the `m` lowest bits, `k <= m <= 64`).
pub fn colex_unrank(binom: &Binomials, mut rank: u64, k: u32, m: u32) -> u64 {
    let mut set = 0;
    let mut p = m as usize;
    for i in (1..=k as usize).rev() {
        let column = binom.column(i);
        // Largest p with C(p, i) <= rank: the scan stops at p = i - 1 at the latest, where
        // C(i - 1, i) = 0.
        p -= 1;
        while column[p] > rank {
            p -= 1;
        }
        set |= 1u64 << p;
        rank -= column[p];
    }
    set
}

/// The next larger set with the same number of bits (Gosper's hack): colex order.
#[inline(always)]
pub fn next_combination(x: u64) -> u64 {
    let c = x & x.wrapping_neg();
    let r = x.wrapping_add(c);
    (((r ^ x) >> 2) / c) | r
}

/// Lookup tables mapping a `u64` byte by byte onto another `u64` (a permutation of bits).
#[derive(Clone)]
struct ByteMap {
    table: Box<[[u64; 256]; 8]>,
    bytes: usize,
}

impl ByteMap {
    /// The map sending bit `i` to the bits `image(i)` (0 for none).
    fn new(bytes: usize, image: impl Fn(u32) -> u64) -> ByteMap {
        // Each bit's image once (not once for every byte value with the bit).
        let images: [u64; 64] = std::array::from_fn(|b| image(b as u32));
        let mut table = Box::new([[0u64; 256]; 8]);
        for (byte, row) in table.iter_mut().enumerate() {
            for (value, cell) in row.iter_mut().enumerate() {
                *cell = (0..8).filter(|b| value & (1 << b) != 0).fold(0, |acc, b| acc | images[byte * 8 + b]);
            }
        }
        ByteMap { table, bytes: bytes.clamp(1, 8) }
    }

    #[inline(always)]
    fn apply(&self, x: u64) -> u64 {
        let mut out = 0;
        for (i, row) in self.table[..self.bytes].iter().enumerate() {
            out |= row[((x >> (8 * i)) & 0xff) as usize];
        }
        out
    }
}

impl std::fmt::Debug for ByteMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ByteMap")
    }
}

/// One canonical hunter placement.
#[derive(Clone, Debug)]
struct Slice {
    /// The hunter points.
    hunters: Bitboard,
    /// Their dense indices, ascending.
    dense: Vec<u32>,
    /// The symmetries (by index, identity left out) that map `hunters` onto itself.
    stabilizer: Vec<usize>,
    /// Board points → pattern over the free points (hunter points dropped).
    compress: ByteMap,
    /// For each free board point, its place among the free points (its bit in a pattern;
    /// 0 for the others): the place [`Indexer::rank_term`] reads, without `compress`.
    place: [u8; 64],
    /// The symmetries of `stabilizer`, in the same order, as maps of the patterns over the
    /// free points (see [`Indexer::is_canonical_pattern`]).
    pattern_symmetries: Vec<ByteMap>,
    /// With progress sub-tiers: the ranks of flock sets by weight sum, built on first use
    /// and shared by the slices whose free points weigh the same (see [`Indexer::ranks`]).
    ranks: OnceLock<Arc<WeightedRanks>>,
}

/// Indexing of the positions with `h` hunter pieces on one board, for every flock size.
#[derive(Clone, Debug)]
pub struct Indexer {
    points: u32,
    hunters: u32,
    binom: Binomials,
    from_dense: ByteMap,
    /// Board points → dense numbers (the inverse of `from_dense`).
    to_dense: ByteMap,
    symmetries: Vec<ByteMap>,
    /// The symmetries as maps of the dense numbers (see [`DenseFlock`]).
    dense_symmetries: Vec<ByteMap>,
    /// `point_image[s][p]`: where symmetry `s` sends point `p`.
    point_image: Vec<[u8; 64]>,
    slices: Vec<Slice>,
    /// Canonical hunter set → slice number, sorted by the set.
    slice_of: Vec<(Bitboard, u32)>,
    /// With a single hunter piece: for each point, its slice and the symmetries that map it
    /// there ([`Indexer::hunter_symmetries`] read off a table, not searched); empty otherwise.
    single_hunter: Vec<Option<(u32, u32)>>,
    /// The weight (rank) of every point, when the tiers split by progress.
    weights: Option<[u8; 64]>,
    /// The largest flock a game of the rules has (the weighted ranks count sets up to it).
    max_flock: usize,
    /// The weighted ranks built so far, by the weights of the free points in order.
    shared_ranks: Arc<Mutex<HashMap<Vec<u32>, Arc<WeightedRanks>>>>,
}

impl Indexer {
    /// The indexing of positions with `hunters` hunter pieces under `rules`.
    pub fn new(rules: &Rules, hunters: u32) -> Indexer {
        let board = rules.board().points();
        let grid_bytes = (64 - board.leading_zeros() as usize).div_ceil(8);
        let dense: Vec<u32> = points(board).map(|p| p.0 as u32).collect();
        let n = dense.len() as u32;
        let dense_bytes = (n as usize).div_ceil(8);
        let mut dense_of = [u32::MAX; 64];
        for (i, &p) in dense.iter().enumerate() {
            dense_of[p as usize] = i as u32;
        }
        let from_dense = ByteMap::new(dense_bytes, |b| dense.get(b as usize).map_or(0, |&p| 1u64 << p));
        let dense_bit = |p: usize| if dense_of[p] == u32::MAX { 0 } else { 1u64 << dense_of[p] };
        let to_dense = ByteMap::new(grid_bytes, |b| dense_bit(b as usize));
        let point_image: Vec<[u8; 64]> = rules
            .symmetries()
            .iter()
            .map(|s: &Symmetry| std::array::from_fn(|p| s.point(Point(p as u8)).0))
            .collect();
        let dense_symmetries = point_image
            .iter()
            .map(|img| {
                ByteMap::new(dense_bytes, |b| {
                    dense.get(b as usize).map_or(0, |&p| dense_bit(img[p as usize] as usize))
                })
            })
            .collect();
        let symmetries: Vec<ByteMap> = point_image
            .iter()
            .map(|img| {
                ByteMap::new(
                    grid_bytes,
                    |b| if board & (1u64 << b) != 0 { 1u64 << img[b as usize] } else { 0 },
                )
            })
            .collect();
        let binom = Binomials::new();
        let weights = progress_weights(rules);
        let max_flock = (rules.flock_left(&rules.game_start()) as usize).min((n - hunters) as usize);
        let mut slices = Vec::new();
        let mut set = if hunters == 0 { 0 } else { (1u64 << hunters) - 1 };
        let total = binom.get(n, hunters);
        for _ in 0..total {
            let hunters_bb = from_dense.apply(set);
            let images: Vec<u64> = symmetries.iter().map(|s| s.apply(hunters_bb)).collect();
            if images.iter().all(|&img| img >= hunters_bb) {
                let stabilizer = (1..images.len()).filter(|&i| images[i] == hunters_bb).collect();
                let hunter_dense: Vec<u32> = points(set).map(|p| p.0 as u32).collect();
                let compress = ByteMap::new(grid_bytes, |b| {
                    let d = dense_of[b as usize];
                    if d == u32::MAX || hunters_bb & (1u64 << b) != 0 {
                        0
                    } else {
                        1u64 << (d - hunter_dense.iter().filter(|&&h| h < d).count() as u32)
                    }
                });
                let place = std::array::from_fn(|p| {
                    // A board point maps onto one bit of the pattern, or none.
                    let bit = compress.apply(1u64 << p);
                    if bit == 0 { 0 } else { bit.trailing_zeros() as u8 }
                });
                slices.push(Slice {
                    hunters: hunters_bb,
                    dense: hunter_dense,
                    stabilizer,
                    compress,
                    place,
                    pattern_symmetries: Vec::new(),
                    ranks: OnceLock::new(),
                });
            }
            if set == 0 {
                break;
            }
            set = next_combination(set);
        }
        let mut slice_of: Vec<(Bitboard, u32)> =
            slices.iter().enumerate().map(|(i, s)| (s.hunters, i as u32)).collect();
        slice_of.sort_unstable();
        let mut ix = Indexer {
            points: n,
            hunters,
            binom,
            from_dense,
            to_dense,
            symmetries,
            dense_symmetries,
            point_image,
            slices,
            slice_of,
            single_hunter: Vec::new(),
            weights,
            max_flock,
            shared_ranks: Arc::default(),
        };
        let free = n - hunters;
        for slice in 0..ix.slices.len() {
            // A symmetry that keeps the hunters in place maps the free points onto
            // themselves: on patterns, it is compress ∘ symmetry ∘ expand.
            let maps = ix.slices[slice]
                .stabilizer
                .iter()
                .map(|&sym| {
                    ByteMap::new(free.div_ceil(8) as usize, |b| {
                        if b < free {
                            ix.compress(slice, ix.symmetries[sym].apply(ix.expand(slice, 1u64 << b)))
                        } else {
                            0
                        }
                    })
                })
                .collect();
            ix.slices[slice].pattern_symmetries = maps;
        }
        if hunters == 1 {
            ix.single_hunter = (0..64u32)
                .map(|p| {
                    let at = 1u64 << p;
                    let search = ix.search_hunter_symmetries(at);
                    (board & at != 0).then_some(search).flatten().map(|(slice, which)| (slice as u32, which))
                })
                .collect();
        }
        ix
    }

    /// The weighted ranks of a slice, with progress sub-tiers. Built on first use: a program
    /// that only opens a variant (an oracle over a folder without its tables) never pays for
    /// them. Slices whose free points weigh the same, in the same order, share them: the
    /// weights are the ranks of the board, so taking away any point of a row leaves the
    /// same sequence (the fox's 20 canonical points of `fox-geese-forward` need 7 tables
    /// instead of 20, Asalto's hundreds of officer placements 28), and fewer
    /// tables stay in the caches better.
    #[inline]
    fn ranks(&self, slice: usize) -> Option<&WeightedRanks> {
        let w = self.weights.as_ref()?;
        let s = &self.slices[slice];
        let ranks = s.ranks.get_or_init(|| {
            let free = (0..self.points).filter(|d| !s.dense.contains(d));
            let weight: Vec<u32> =
                free.map(|d| w[self.from_dense.apply(1u64 << d).trailing_zeros() as usize] as u32).collect();
            // A poisoned lock still holds whole tables (each is inserted built).
            let mut shared = self.shared_ranks.lock().unwrap_or_else(|e| e.into_inner());
            shared
                .entry(weight)
                .or_insert_with_key(|w| Arc::new(WeightedRanks::new(w.clone(), self.max_flock)))
                .clone()
        });
        Some(ranks)
    }

    /// Whether the tiers split into progress sub-tiers (the flock never steps backwards).
    pub fn has_progress(&self) -> bool {
        self.weights.is_some()
    }

    /// The progress of a flock set (the sum of the ranks of its points), when the tiers split
    /// by progress.
    #[inline]
    pub fn progress(&self, flock: Bitboard) -> Option<u32> {
        self.weights.as_ref().map(|w| progress_of(w, flock))
    }

    /// The progress sub-tiers a flock of `flock` pieces can be in (every sum of the ranks of
    /// `flock` board points), or `[None]` without sub-tiers.
    pub fn progress_range(&self, flock: u32) -> Vec<Option<u32>> {
        let Some(w) = &self.weights else { return vec![None] };
        let mut ranks: Vec<u32> = self.dense_points().iter().map(|&p| w[p as usize] as u32).collect();
        ranks.sort_unstable();
        let k = (flock as usize).min(ranks.len());
        let low: u32 = ranks[..k].iter().sum();
        let high: u32 = ranks[ranks.len() - k..].iter().sum();
        (low..=high).map(Some).collect()
    }

    /// Points of the board.
    pub fn points(&self) -> u32 {
        self.points
    }

    /// Hunter pieces.
    pub fn hunters(&self) -> u32 {
        self.hunters
    }

    /// The number of canonical hunter placements.
    pub fn slices(&self) -> usize {
        self.slices.len()
    }

    /// The hunter points of a slice.
    pub fn slice_hunters(&self, slice: usize) -> Bitboard {
        self.slices[slice].hunters
    }

    /// Flock sets of a slice for a flock of `flock` (with `progress`, in a progress
    /// sub-tier): `C(n - h, f)` without sub-tiers.
    pub fn slice_len(&self, slice: usize, flock: u32, progress: Option<u32>) -> u64 {
        match (self.ranks(slice), progress) {
            (Some(r), Some(p)) => r.total(flock, p),
            (None, _) => self.binom.get(self.points - self.hunters, flock),
            // A whole tier of rules with sub-tiers is never indexed.
            (Some(_), None) => 0,
        }
    }

    /// Slots of a tier with `flock` flock pieces (and `progress`), both sides to move.
    pub fn tier_len(&self, flock: u32, progress: Option<u32>) -> u64 {
        2 * (0..self.slices.len()).map(|s| self.slice_len(s, flock, progress)).sum::<u64>()
    }

    /// Canonical positions of a tier with `flock` flock pieces (both sides to move), counted
    /// without listing them: by Burnside's lemma, the flock sets of a slice up to the
    /// symmetries that fix its hunters number the average, over those symmetries, of the
    /// sets each one maps onto themselves. Equals the `len` of the tier's [`Layout`].
    pub fn positions(&self, flock: u32, progress: Option<u32>) -> u64 {
        let per_slice: u64 =
            (0..self.slices.len()).map(|i| self.canonical_in_slice(i, flock, progress)).sum();
        2 * per_slice
    }

    /// Canonical flock sets of one slice (by Burnside's lemma, see [`Indexer::positions`]).
    fn canonical_in_slice(&self, slice: usize, flock: u32, progress: Option<u32>) -> u64 {
        let s = &self.slices[slice];
        let fixed: u64 = s
            .stabilizer
            .iter()
            .map(|&sym| self.fixed_sets(&self.point_image[sym], s.hunters, flock, progress))
            .sum();
        (self.slice_len(slice, flock, progress) + fixed) / (s.stabilizer.len() as u64 + 1)
    }

    /// Sets of `k` free points (not in `hunters`, weights summing to `progress` if given)
    /// that the point map `image` sends onto themselves: unions of whole cycles of the map
    /// (the symmetries keep the weights, so a cycle weighs its length times its weight).
    fn fixed_sets(&self, image: &[u8; 64], hunters: Bitboard, k: u32, progress: Option<u32>) -> u64 {
        let weight = |p: u32| self.weights.as_ref().map_or(0, |w| w[p as usize] as usize);
        let target = progress.unwrap_or(0) as usize;
        let mut seen = hunters;
        // ways[j][s]: unions of the cycles so far with j points weighing s.
        let mut ways = vec![vec![0u64; target + 1]; k as usize + 1];
        ways[0][0] = 1;
        for &d in &self.dense_points() {
            if seen & (1u64 << d) != 0 {
                continue;
            }
            let mut len = 0usize;
            let mut p = d;
            while seen & (1u64 << p) == 0 {
                seen |= 1u64 << p;
                len += 1;
                p = image[p as usize] as u32;
            }
            let w = len * weight(d);
            for j in (len..ways.len()).rev() {
                for s in (w..=target).rev() {
                    ways[j][s] += ways[j - len][s - w];
                }
            }
        }
        ways[k as usize][target]
    }

    /// The board points (grid numbers), ascending.
    fn dense_points(&self) -> Vec<u32> {
        (0..self.points).map(|d| self.from_dense.apply(1u64 << d).trailing_zeros()).collect()
    }

    /// Bytes the [`Layout`] of the tier with `flock` flock pieces takes: a bitmap of the
    /// canonical ranks, with a count before each word and a select sample every
    /// `SELECT_SAMPLE` canonical ranks, for each slice a symmetry fixes.
    pub fn layout_bytes(&self, flock: u32, progress: Option<u32>) -> u64 {
        (0..self.slices.len())
            .filter(|&s| !self.slices[s].stabilizer.is_empty())
            .map(|s| {
                let words = self.slice_len(s, flock, progress).div_ceil(64);
                let samples = self.canonical_in_slice(s, flock, progress).div_ceil(SELECT_SAMPLE);
                2 * 8 * words + 8 * samples
            })
            .sum()
    }

    /// The binomial table.
    pub fn binomials(&self) -> &Binomials {
        &self.binom
    }

    /// The flock set of `rank` in `slice` (of the sub-tier `progress`) as points of the board.
    #[inline]
    pub fn unrank_flock(&self, slice: usize, flock: u32, progress: Option<u32>, rank: u64) -> Bitboard {
        self.expand(slice, self.pattern(slice, flock, progress, rank))
    }

    /// [`Indexer::unrank_flock`] keeping what `memo` holds of the flock set found before
    /// (see [`WeightedRanks::unrank_memo`]).
    #[inline]
    pub(crate) fn unrank_flock_memo(
        &self,
        slice: usize,
        flock: u32,
        progress: Option<u32>,
        rank: u64,
        memo: &mut UnrankMemo,
    ) -> Bitboard {
        let pattern = match self.ranks(slice) {
            Some(r) => r.unrank_memo(rank, flock, progress.unwrap_or(0), memo),
            None => colex_unrank(&self.binom, rank, flock, self.points - self.hunters),
        };
        self.expand(slice, pattern)
    }

    /// The pattern over the free points of `rank` in `slice` (of the sub-tier `progress`).
    #[inline]
    fn pattern(&self, slice: usize, flock: u32, progress: Option<u32>, rank: u64) -> u64 {
        match self.ranks(slice) {
            Some(r) => r.unrank(rank, flock, progress.unwrap_or(0)),
            None => colex_unrank(&self.binom, rank, flock, self.points - self.hunters),
        }
    }

    /// The patterns over the free points of the ranks `ranks` of a slice, in order, with
    /// their ranks.
    pub fn patterns(
        &self,
        slice: usize,
        flock: u32,
        progress: Option<u32>,
        ranks: Range<u64>,
    ) -> impl Iterator<Item = (u64, u64)> + '_ {
        let weighted = self.ranks(slice);
        let mut pattern =
            if ranks.is_empty() { 0 } else { self.pattern(slice, flock, progress, ranks.start) };
        let start = ranks.start;
        ranks.map(move |rank| {
            if rank > start {
                pattern = match weighted {
                    // Within the ranks of the slice there is always a next pattern.
                    Some(r) => r.next(pattern).unwrap_or(0),
                    None if pattern == 0 => 0,
                    None => next_combination(pattern),
                };
            }
            (rank, pattern)
        })
    }

    /// A pattern over the free points of a slice, as points of the board.
    #[inline(always)]
    pub fn expand(&self, slice: usize, mut pattern: u64) -> Bitboard {
        for &d in &self.slices[slice].dense {
            let low = (1u64 << d) - 1;
            pattern = (pattern & low) | ((pattern & !low) << 1);
        }
        self.from_dense.apply(pattern)
    }

    /// A flock set in dense numbers, for [`Indexer::locate_dense`].
    #[inline]
    pub(crate) fn dense_flock(&self, flock: Bitboard) -> DenseFlock {
        DenseFlock { set: self.to_dense.apply(flock), images: [None; 8] }
    }

    /// The slice of `hunters` and the rank there of the canonical form of the flock set
    /// `flock` (as [`TierIndex::locate`] finds them), `None` if the hunters have another
    /// number of pieces than this indexer's.
    ///
    /// From the dense numbers, a flock set's pattern in any slice drops the bits of the
    /// slice's hunter points (the inverse of [`Indexer::expand`]'s first half): a few shifts,
    /// where `compress` reads a table of the slice's for each byte of the board. A caller
    /// with the same flock under many hunter placements (the levels' hunter steps back)
    /// maps it to dense numbers, and its images, once.
    #[inline]
    pub(crate) fn locate_dense(&self, hunters: Bitboard, flock: &mut DenseFlock) -> Option<(usize, u64)> {
        let (slice, mut which) = self.hunter_symmetries(hunters)?;
        let mut best = u64::MAX;
        while which != 0 {
            let s = which.trailing_zeros() as usize;
            which &= which - 1;
            best = best.min(flock.image(self, s));
        }
        // Dropping the highest hunter point first leaves the lower ones where they are.
        let mut pattern = best;
        for &d in self.slices[slice].dense.iter().rev() {
            let low = (1u64 << d) - 1;
            pattern = (pattern & low) | ((pattern >> 1) & !low);
        }
        Some((slice, self.rank_pattern(slice, pattern)))
    }

    /// The pattern over the free points of a slice of a flock set (no hunter point in it).
    #[inline(always)]
    pub fn compress(&self, slice: usize, flock: Bitboard) -> u64 {
        self.slices[slice].compress.apply(flock)
    }

    /// The colexicographic rank of a pattern in `slice` (among the patterns of its weight
    /// sum, with progress sub-tiers).
    #[inline(always)]
    pub(crate) fn rank_pattern(&self, slice: usize, set: u64) -> u64 {
        self.slice_patterns(slice).rank(set)
    }

    /// What the patterns of `slice` are worked with, read off the slice once (see
    /// [`SlicePatterns`]).
    #[inline(always)]
    pub(crate) fn slice_patterns(&self, slice: usize) -> SlicePatterns<'_> {
        let s = &self.slices[slice];
        SlicePatterns {
            place: &s.place,
            symmetries: &s.pattern_symmetries,
            ranks: self.ranks(slice),
            binom: &self.binom,
        }
    }

    /// The term the free point `p` of `slice` adds to the rank of a flock set of the slice
    /// where it is the `i`-th point (from 1, in board order) and the weights of the first
    /// `i` points sum to `s` (0 without progress sub-tiers): `count(place, i, s)` of
    /// [`crate::weighted`], or the binomial `C(place, i)` of the colexicographic rank.
    ///
    /// A rank is the sum of these terms over the set's points. A step from `from` to `to`
    /// between two points of the same weight with no point of the set between them keeps
    /// every other point's `i` and `s`, so it changes the rank by one term: the solver's
    /// predecessors of a flock step use that instead of ranking anew.
    #[inline(always)]
    pub fn rank_term(&self, slice: usize, p: Point, i: usize, s: usize) -> u64 {
        let q = self.slices[slice].place[p.0 as usize] as usize;
        self.term_row(slice, i, s).get(q).copied().unwrap_or(0)
    }

    /// The terms ([`Indexer::rank_term`]) of every free point of `slice` as the `i`-th
    /// point of a set whose first `i` points weigh `s`, by the point's place among the free
    /// points ([`Indexer::places`]); a term beyond the row is 0. A caller with several
    /// points of the same `i` and `s` reads the row once.
    #[inline(always)]
    pub(crate) fn term_row(&self, slice: usize, i: usize, s: usize) -> &[u64] {
        self.term_rows(slice).row(i, s)
    }

    /// The rows of [`Indexer::term_row`] of a slice, found once for the many points of a set.
    #[inline(always)]
    pub(crate) fn term_rows(&self, slice: usize) -> TermRows<'_> {
        match self.ranks(slice) {
            Some(r) => TermRows::Weighted(r),
            None => TermRows::Colex(&self.binom),
        }
    }

    /// For each board point, its place among the free points of `slice` (the bit it takes
    /// in a pattern; 0 for the hunter points and the points off the board).
    #[inline(always)]
    pub(crate) fn places(&self, slice: usize) -> &[u8; 64] {
        &self.slices[slice].place
    }

    /// Whether a flock set has the same rank in the slice of the hunters before a hunter
    /// step from `from` to `to` as after it, both placements canonical as they are (the
    /// caller checks that, and that the flock is canonical where a symmetry keeps the
    /// hunters in place).
    ///
    /// The term of a flock point `p` ([`Indexer::rank_term`]) counts sets of the free points
    /// below `p`, and depends only on the weights of those points. The step changes them
    /// for no `p` when the two points weigh the same and no flock point lies between them:
    /// the points below `p` lose and gain a point of the same weight, or neither.
    #[inline(always)]
    pub fn same_flock_rank(&self, flock: Bitboard, from: Point, to: Point) -> bool {
        let (low, high) = (from.0.min(to.0), from.0.max(to.0));
        // The points strictly between the two (`high` > `low`, both < 64).
        let between = (1u64 << high) - (1u64 << (low + 1));
        flock & between == 0 && self.weight(from) == self.weight(to)
    }

    /// The weight of a board point (its rank on the board) with progress sub-tiers, 0
    /// without.
    #[inline(always)]
    pub fn weight(&self, p: Point) -> usize {
        self.weights.as_ref().map_or(0, |w| w[p.0 as usize] as usize)
    }

    /// The rank of a flock set (no hunter point in it) within `slice`.
    #[inline(always)]
    pub fn rank_flock(&self, slice: usize, flock: Bitboard) -> u64 {
        self.rank_pattern(slice, self.compress(slice, flock))
    }

    /// Whether the flock set is the canonical one of its slice.
    #[inline]
    pub fn is_canonical(&self, slice: usize, flock: Bitboard) -> bool {
        self.slices[slice].stabilizer.iter().all(|&s| self.symmetries[s].apply(flock) >= flock)
    }

    /// [`Indexer::is_canonical`] of the flock set a pattern of the slice expands to, without
    /// expanding it: a pattern expands in order (its bits keep their order among the board's
    /// points), so two patterns compare as their flock sets do, and a symmetry that keeps
    /// the hunters in place maps patterns onto patterns (over fewer bytes than the board's).
    #[inline]
    pub fn is_canonical_pattern(&self, slice: usize, pattern: u64) -> bool {
        self.slice_patterns(slice).is_canonical(pattern)
    }

    /// The pattern of the canonical form ([`Indexer::canonical_flock_in_slice`]) of the flock
    /// set a pattern of `slice` expands to (see [`SlicePatterns::canonical`]).
    #[inline(always)]
    pub fn canonical_pattern(&self, slice: usize, pattern: u64) -> u64 {
        self.slice_patterns(slice).canonical(pattern)
    }

    /// The canonical form of a flock set whose hunters are those of `slice`: the least of
    /// its images under the symmetries that keep the hunters in place.
    #[inline(always)]
    pub fn canonical_flock_in_slice(&self, slice: usize, flock: Bitboard) -> Bitboard {
        let mut best = flock;
        for &s in &self.slices[slice].stabilizer {
            best = best.min(self.symmetries[s].apply(flock));
        }
        best
    }

    /// Whether no symmetry but the identity keeps the hunters of `slice` in place: every
    /// flock set of the slice is then its own canonical form.
    #[inline(always)]
    pub fn slice_is_asymmetric(&self, slice: usize) -> bool {
        self.slices[slice].stabilizer.is_empty()
    }

    /// The image of a small set under symmetry `s`, point by point.
    #[inline(always)]
    fn image_of(&self, s: usize, set: Bitboard) -> Bitboard {
        let img = &self.point_image[s];
        points(set).fold(0, |acc, p| acc | (1u64 << img[p.0 as usize]))
    }

    /// The canonical form of a placement: (slice, flock set), or `None` if the hunters have
    /// another number of pieces than this indexer's.
    #[inline]
    pub fn canonical(&self, hunters: Bitboard, flock: Bitboard) -> Option<(usize, Bitboard)> {
        let (slice, mut which) = self.hunter_symmetries(hunters)?;
        if which == 1 {
            // Only the identity (symmetry 0) gives the canonical hunters: the flock as it is.
            return Some((slice, flock));
        }
        let mut best_f = u64::MAX;
        while which != 0 {
            let s = which.trailing_zeros() as usize;
            which &= which - 1;
            best_f = best_f.min(self.symmetries[s].apply(flock));
        }
        Some((slice, best_f))
    }

    /// The slice of a hunter set and the symmetries (bit `s` for symmetry `s`) that map it
    /// onto the slice's canonical set; `None` if the set has another number of pieces than
    /// this indexer's. One bit unless a symmetry keeps the canonical set in place.
    #[inline]
    pub fn hunter_symmetries(&self, hunters: Bitboard) -> Option<(usize, u32)> {
        if !self.single_hunter.is_empty() {
            // One hunter piece: a point of the board (the table has one entry per point).
            if hunters.count_ones() != 1 {
                return None;
            }
            let (slice, which) = self.single_hunter[hunters.trailing_zeros() as usize]?;
            return Some((slice as usize, which));
        }
        self.search_hunter_symmetries(hunters)
    }

    /// [`Indexer::hunter_symmetries`] by trying every symmetry and searching the slices.
    fn search_hunter_symmetries(&self, hunters: Bitboard) -> Option<(usize, u32)> {
        let mut best_h = u64::MAX;
        let mut which = 0u32;
        for s in 0..self.point_image.len() {
            let h = self.image_of(s, hunters);
            if h < best_h {
                best_h = h;
                which = 1 << s;
            } else if h == best_h {
                which |= 1 << s;
            }
        }
        let slot = self.slice_of.binary_search_by_key(&best_h, |&(h, _)| h).ok()?;
        Some((self.slice_of[slot].1 as usize, which))
    }

    /// Whether the hunters' moves of a position with this flock may lead to one canonical
    /// child twice, and so need sorting out. Two moves lead to distinct positions (the move
    /// generator keeps one move per position, and the init's steps differ in where the
    /// hunters stand), which are one canonical position only if a symmetry other than the
    /// identity maps one onto the other, keeping the flock as it is. With a single such
    /// symmetry (a mirror) that is one map to try, cheaper than the sort it saves; with more,
    /// the sort is taken as it comes.
    #[inline]
    pub fn hunter_children_may_repeat(&self, flock: Bitboard) -> bool {
        // The identity comes first.
        match &self.symmetries[..] {
            [_] => false,
            [_, mirror] => mirror.apply(flock) == flock,
            _ => true,
        }
    }

    /// The image of a set of board points under symmetry `s` (numbered as the rules'
    /// [`Rules::symmetries`]).
    #[inline(always)]
    pub fn apply_symmetry(&self, s: usize, set: Bitboard) -> Bitboard {
        self.symmetries[s].apply(set)
    }
}

/// One slice's tables for its flock sets as patterns over its free points (see
/// [`Indexer::slice_patterns`]): the init takes them once for a block of positions and
/// works out every flock step's child with them, instead of finding the slice's tables
/// again (a bounds check, a multiplication, the weighted ranks' lock) at each step.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SlicePatterns<'a> {
    /// For each free board point, its bit in a pattern.
    place: &'a [u8; 64],
    /// The symmetries that keep the hunters in place, as maps of the patterns.
    symmetries: &'a [ByteMap],
    /// The weighted ranks, with progress sub-tiers.
    ranks: Option<&'a WeightedRanks>,
    binom: &'a Binomials,
}

impl SlicePatterns<'_> {
    /// The bit of the free point `p` in the slice's patterns (see [`Indexer::compress`]): a
    /// flock step from `from` to `to` turns a pattern `x` into `x ^ 1 << place(from) ^ 1 <<
    /// place(to)`, with no board set compressed.
    #[inline(always)]
    pub fn place(&self, p: Point) -> u32 {
        self.place[p.0 as usize] as u32
    }

    /// [`Indexer::is_canonical_pattern`].
    #[inline(always)]
    pub fn is_canonical(&self, pattern: u64) -> bool {
        self.symmetries.iter().all(|m| m.apply(pattern) >= pattern)
    }

    /// The pattern of the canonical form of the flock set a pattern expands to, found on
    /// the patterns (see [`Indexer::is_canonical_pattern`]: they compare as their sets do,
    /// and the symmetries that keep the hunters in place map patterns onto patterns, over
    /// fewer bytes).
    #[inline(always)]
    pub fn canonical(&self, pattern: u64) -> u64 {
        self.symmetries.iter().fold(pattern, |best, m| best.min(m.apply(pattern)))
    }

    /// The rank of a pattern (among the patterns of its weight sum, with progress
    /// sub-tiers): [`Indexer::rank_pattern`].
    #[inline(always)]
    pub fn rank(&self, pattern: u64) -> u64 {
        match self.ranks {
            Some(r) => r.rank(pattern),
            None => colex_rank(self.binom, pattern),
        }
    }
}

/// The terms of the ranks of a slice ([`Indexer::term_rows`]): the weighted counts with
/// progress sub-tiers, the binomials without.
#[derive(Clone, Copy, Debug)]
pub(crate) enum TermRows<'a> {
    Weighted(&'a WeightedRanks),
    Colex(&'a Binomials),
}

impl<'a> TermRows<'a> {
    /// [`Indexer::term_row`]: the terms of every place as the `i`-th point of a set whose
    /// first `i` points weigh `s`.
    #[inline(always)]
    pub(crate) fn row(self, i: usize, s: usize) -> &'a [u64] {
        match self {
            TermRows::Weighted(r) => r.row(i, s),
            TermRows::Colex(binom) => binom.columns.get(i).map_or(&[][..], |column| &column[..]),
        }
    }
}

/// A flock set in the dense numbering of the board's points (bit `d` for the `d`-th point),
/// with its images under the symmetries once asked for (see [`Indexer::locate_dense`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct DenseFlock {
    set: u64,
    /// The image under symmetry `s` at `s` (a board has at most the 8 of a square; any
    /// beyond are not kept).
    images: [Option<u64>; 8],
}

impl DenseFlock {
    /// The image of the set under symmetry `s` (0 the identity, in the rules' order).
    #[inline(always)]
    fn image(&mut self, ix: &Indexer, s: usize) -> u64 {
        if s == 0 {
            return self.set;
        }
        if let Some(Some(image)) = self.images.get(s) {
            return *image;
        }
        let image = ix.dense_symmetries[s].apply(self.set);
        if let Some(slot) = self.images.get_mut(s) {
            *slot = Some(image);
        }
        image
    }
}

/// Canonical ranks counted per select sample: the word holding every `SELECT_SAMPLE`-th
/// canonical rank is noted, so a select searches a few neighbouring words, not the whole
/// map (a binary search over a map of some 100 MB misses the cache at nearly every step).
const SELECT_SAMPLE: u64 = 128;

/// 64 ranks of a slice: which are canonical, and how many canonical ranks come before.
/// Kept together, so that counting (the solver does it for every child it looks up) reads
/// one cache line (aligned to its size, a word never straddles two lines).
#[derive(Clone, Copy, Debug)]
#[repr(align(16))]
struct RankWord {
    /// Canonical ranks before this word.
    before: u64,
    /// Bit `r` set: rank `64 * word + r` is canonical.
    bits: u64,
}

/// Canonical ranks of one slice: a bitmap with counts (rank) and samples (select).
#[derive(Clone, Debug)]
struct RankMap {
    words: Vec<RankWord>,
    /// `samples[j]`: the word that holds canonical rank number `j * SELECT_SAMPLE`.
    samples: Vec<u64>,
    /// Canonical ranks in all.
    total: u64,
}

impl RankMap {
    /// The map of the canonical ranks given as words whose `bits` are set (their counts
    /// `before` are filled in here, in place: no second copy of the map at any time).
    fn new(mut words: Vec<RankWord>) -> RankMap {
        let total: u64 = words.iter().map(|w| w.bits.count_ones() as u64).sum();
        let mut samples = Vec::with_capacity(total.div_ceil(SELECT_SAMPLE) as usize);
        let mut before = 0u64;
        for (w, word) in words.iter_mut().enumerate() {
            let next = before + word.bits.count_ones() as u64;
            // Every sample number `j * SELECT_SAMPLE` in `before..next` lies in this word.
            while (samples.len() as u64) * SELECT_SAMPLE < next {
                samples.push(w as u64);
            }
            word.before = before;
            before = next;
        }
        RankMap { words, samples, total }
    }

    /// Canonical ranks below `rank`.
    #[inline(always)]
    fn dense(&self, rank: u64) -> u64 {
        let word = &self.words[(rank / 64) as usize];
        let below = (1u64 << (rank % 64)) - 1;
        word.before + (word.bits & below).count_ones() as u64
    }

    /// The rank of the `d`-th canonical set (`d < total`).
    #[inline]
    fn select(&self, d: u64) -> u64 {
        let j = (d / SELECT_SAMPLE) as usize;
        let low = self.samples[j] as usize;
        let high = self.samples.get(j + 1).map_or(self.words.len(), |&w| w as usize + 1);
        // words[low].before <= j * SELECT_SAMPLE <= d, so the search finds at least one.
        let w = low + self.words[low..high].partition_point(|word| word.before <= d) - 1;
        let word = self.words[w];
        // The word holds the rank: the count is below its bits'.
        w as u64 * 64 + select_in_word(word.bits, (d - word.before) as u32)
    }

    /// The `k`-th canonical rank above `rank` (`k >= 1`), `None` beyond the last: counted
    /// on from `rank`'s word, for a caller that knows a canonical rank near the one it
    /// wants (see [`Layout::decode_next`]).
    #[inline]
    fn after(&self, rank: u64, mut k: u64) -> Option<u64> {
        let mut w = (rank / 64) as usize;
        // The bits above `rank` in its word (both shifts below 64).
        let mut bits = self.words.get(w)?.bits & ((u64::MAX << (rank % 64)) << 1);
        loop {
            let c = bits.count_ones() as u64;
            if k <= c {
                return Some(w as u64 * 64 + select_in_word(bits, (k - 1) as u32));
            }
            k -= c;
            w += 1;
            bits = self.words.get(w)?.bits;
        }
    }
}

/// The place of the `k`-th set bit of `x` (from 0; `k` below the count of its bits): whole
/// bytes skipped, then bits.
#[inline(always)]
fn select_in_word(mut x: u64, mut k: u32) -> u64 {
    let mut base = 0;
    for _ in 0..8 {
        let c = (x & 0xFF).count_ones();
        if k < c {
            break;
        }
        k -= c;
        x >>= 8;
        base += 8;
    }
    for _ in 0..k {
        x &= x - 1;
    }
    base + x.trailing_zeros() as u64
}

/// The most indices [`Layout::decode_next`] counts on from the index before; further on it
/// selects.
const NEXT_INDICES: u64 = 64;

/// What [`Layout::decode_next`] keeps of the index it decoded last: its slice (counted over
/// both sides, as in [`Layout::index_of_outer`]), the index and its rank.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Near {
    outer: usize,
    last: Option<(u64, u64)>,
}

/// The dense numbering of the canonical positions of one tier:
///
/// ```text
/// index = offset[side * slices + slice] + (canonical flock ranks below rank in the slice)
/// ```
///
/// Slices whose hunter placement no symmetry fixes are dense already; the others keep a
/// bitmap of their canonical ranks.
#[derive(Clone, Debug)]
pub struct Layout {
    flock: u32,
    progress: Option<u32>,
    slices: usize,
    maps: Vec<Option<RankMap>>,
    offsets: Vec<u64>,
}

impl Layout {
    /// The layout of the tier with `flock` flock pieces (of the progress sub-tier
    /// `progress`, where the tiers split by progress), built in parallel.
    pub fn new(ix: &Indexer, flock: u32, progress: Option<u32>) -> Layout {
        use rayon::prelude::*;
        let lens: Vec<u64> = (0..ix.slices()).map(|s| ix.slice_len(s, flock, progress)).collect();
        let maps: Vec<Option<RankMap>> = (0..ix.slices())
            .map(|slice| {
                if ix.slices[slice].stabilizer.is_empty() {
                    return None;
                }
                let per = lens[slice];
                let words = per.div_ceil(64) as usize;
                let mut map_words: Vec<RankWord> = crate::huge::vec_with_capacity(words);
                (0..words)
                    .into_par_iter()
                    .map(|w| {
                        let start = w as u64 * 64;
                        let end = (start + 64).min(per);
                        let mut word = 0u64;
                        let sp = ix.slice_patterns(slice);
                        for (r, pattern) in ix.patterns(slice, flock, progress, start..end) {
                            if sp.is_canonical(pattern) {
                                word |= 1 << (r - start);
                            }
                        }
                        RankWord { before: 0, bits: word }
                    })
                    .collect_into_vec(&mut map_words);
                Some(RankMap::new(map_words))
            })
            .collect();
        let counts: Vec<u64> =
            maps.iter().zip(&lens).map(|(map, &per)| map.as_ref().map_or(per, |m| m.total)).collect();
        let mut offsets = Vec::with_capacity(2 * counts.len() + 1);
        let mut at = 0;
        for _side in 0..2 {
            for c in &counts {
                offsets.push(at);
                at += c;
            }
        }
        offsets.push(at);
        Layout { flock, progress, slices: ix.slices(), maps, offsets }
    }

    /// Bytes the rank maps take (what [`Indexer::layout_bytes`] plans for).
    pub fn map_bytes(&self) -> u64 {
        self.maps
            .iter()
            .flatten()
            .map(|m| (m.words.len() * size_of::<RankWord>() + m.samples.len() * size_of::<u64>()) as u64)
            .sum()
    }

    /// Positions in the tier.
    pub fn len(&self) -> u64 {
        self.offsets.last().copied().unwrap_or(0)
    }

    /// True for a tier without positions.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Flock pieces of the tier.
    pub fn flock(&self) -> u32 {
        self.flock
    }

    /// The progress of the sub-tier (`None` where tiers do not split by progress).
    pub fn progress(&self) -> Option<u32> {
        self.progress
    }

    /// The index of a canonical (side, slice, rank); for a non-canonical rank, the index the
    /// next canonical rank has.
    #[inline(always)]
    pub fn index(&self, side: Side, slice: usize, rank: u64) -> u64 {
        let outer = matches!(side, Side::Flock) as usize * self.slices + slice;
        self.offsets[outer] + self.maps[slice].as_ref().map_or(rank, |m| m.dense(rank))
    }

    /// The first index of the slice `outer` counted over both sides (`side * slices +
    /// slice`; the number of slices of both sides gives the tier's length), `None` beyond.
    pub fn index_of_outer(&self, outer: usize) -> Option<u64> {
        self.offsets.get(outer).copied()
    }

    /// The (side, slice, rank) of an index.
    #[inline]
    pub fn decode(&self, index: u64) -> (Side, usize, u64) {
        self.decode_near(index, &mut 0)
    }

    /// [`Layout::decode`] where the index is likely in the slice `outer` (counted over both
    /// sides, as in [`Layout::index_of_outer`]), which is updated to the index's: a caller
    /// that decodes ascending indices, as the solver's levels do, mostly finds the slice
    /// at once instead of searching all of them.
    #[inline]
    pub fn decode_near(&self, index: u64, outer: &mut usize) -> (Side, usize, u64) {
        let within = |o: usize| {
            // `o + 1` is at most the last offset's place when `o` is a slice's.
            o + 1 < self.offsets.len() && self.offsets[o] <= index && index < self.offsets[o + 1]
        };
        if !within(*outer) {
            *outer = self.offsets.partition_point(|&o| o <= index) - 1;
        }
        let outer = *outer;
        let local = index - self.offsets[outer];
        let slice = outer % self.slices;
        let side = if outer >= self.slices { Side::Flock } else { Side::Hunter };
        let rank = self.maps[slice].as_ref().map_or(local, |m| m.select(local));
        (side, slice, rank)
    }

    /// [`Layout::decode_near`] keeping what `near` holds of the index decoded before: an
    /// index a little above it in the same slice has a canonical rank a little above its,
    /// counted on in the rank map from there (a select searches the map's samples and
    /// words). The levels decode a level's indices in order, most of them one after
    /// another.
    #[inline]
    pub(crate) fn decode_next(&self, index: u64, near: &mut Near) -> (Side, usize, u64) {
        if let Some((last, last_rank)) = near.last
            && last < index
            && index - last <= NEXT_INDICES
            && self.offsets.get(near.outer + 1).is_some_and(|&end| index < end)
        {
            let slice = near.outer % self.slices;
            let side = if near.outer >= self.slices { Side::Flock } else { Side::Hunter };
            let gap = index - last;
            let rank = self.maps[slice].as_ref().map_or(Some(last_rank + gap), |m| m.after(last_rank, gap));
            if let Some(rank) = rank {
                debug_assert_eq!((side, slice, rank), self.decode(index));
                near.last = Some((index, rank));
                return (side, slice, rank);
            }
        }
        let (side, slice, rank) = self.decode_near(index, &mut near.outer);
        near.last = Some((index, rank));
        (side, slice, rank)
    }
}

/// An [`Indexer`] with the [`Layout`] of one tier: positions to dense indices and back.
#[derive(Clone, Copy, Debug)]
pub struct TierIndex<'a> {
    /// The indexer of the tier's hunter count.
    pub ix: &'a Indexer,
    /// The tier's layout.
    pub layout: &'a Layout,
}

impl TierIndex<'_> {
    /// The index of a position of the tier (any symmetric form), `None` if it has another
    /// number of hunter pieces.
    #[inline]
    pub fn index(&self, side: Side, hunters: Bitboard, flock: Bitboard) -> Option<u64> {
        let (slice, rank) = self.locate(hunters, flock)?;
        Some(self.layout.index(side, slice, rank))
    }

    /// The index of a position whose hunters are those of `slice`.
    #[inline]
    pub fn index_in_slice(&self, side: Side, slice: usize, flock: Bitboard) -> u64 {
        self.layout.index(side, slice, self.locate_in_slice(slice, flock))
    }

    /// The slice and the canonical flock rank of a position (any symmetric form), `None` if
    /// it has another number of hunter pieces: [`Layout::index`] turns them into its index.
    /// This half reads no large table, so a caller with many positions can locate them all
    /// first and then read the rank maps for all of them at once (the reads overlap).
    #[inline]
    pub fn locate(&self, hunters: Bitboard, flock: Bitboard) -> Option<(usize, u64)> {
        let (slice, canonical) = self.ix.canonical(hunters, flock)?;
        Some((slice, self.ix.rank_flock(slice, canonical)))
    }

    /// The canonical flock rank of a position whose hunters are those of `slice` (see
    /// [`TierIndex::locate`]).
    #[inline]
    pub fn locate_in_slice(&self, slice: usize, flock: Bitboard) -> u64 {
        self.ix.rank_flock(slice, self.ix.canonical_flock_in_slice(slice, flock))
    }

    /// The position at an index: (side, slice, hunters, flock).
    #[inline]
    pub fn decode(&self, index: u64) -> (Side, usize, Bitboard, Bitboard) {
        let (side, slice, _, hunters, flock) = self.decode_ranked(index);
        (side, slice, hunters, flock)
    }

    /// [`TierIndex::decode`] with the flock's rank in its slice: (side, slice, rank,
    /// hunters, flock).
    #[inline]
    pub fn decode_ranked(&self, index: u64) -> (Side, usize, u64, Bitboard, Bitboard) {
        let (side, slice, rank) = self.layout.decode(index);
        (
            side,
            slice,
            rank,
            self.ix.slices[slice].hunters,
            self.ix.unrank_flock(slice, self.layout.flock, self.layout.progress, rank),
        )
    }

    /// [`TierIndex::decode_ranked`] of an index likely near the one decoded before (see
    /// [`Layout::decode_next`]), keeping what `memo` holds of the flock set decoded before
    /// (see [`WeightedRanks::unrank_memo`]).
    #[inline]
    pub(crate) fn decode_ranked_near(
        &self,
        index: u64,
        near: &mut Near,
        memo: &mut UnrankMemo,
    ) -> (Side, usize, u64, Bitboard, Bitboard) {
        let (side, slice, rank) = self.layout.decode_next(index, near);
        (
            side,
            slice,
            rank,
            self.ix.slices[slice].hunters,
            self.ix.unrank_flock_memo(slice, self.layout.flock, self.layout.progress, rank, memo),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step between two points of the same weight with no flock point between them
    /// changes one term of the rank ([`Indexer::rank_term`]): checked against ranking the
    /// stepped set anew, for every such step of many flock sets, with progress sub-tiers
    /// (weighted ranks) and without (colexicographic ranks).
    #[test]
    fn a_step_over_no_flock_point_changes_one_term_of_the_rank() {
        for (preset, flock) in [("fox-geese-forward", 7u32), ("fox-geese", 6), ("el-coyote", 5)] {
            let rules = Rules::preset(preset).expect("a preset");
            let ix = Indexer::new(&rules, 1);
            let board = rules.board().points();
            let mut checked = 0;
            for slice in 0..ix.slices() {
                let progress = ix.progress_range(flock);
                for &p in progress.iter().skip(progress.len() / 3).step_by(3) {
                    let len = ix.slice_len(slice, flock, p);
                    for rank in (0..len).step_by((len as usize / 40).max(1)) {
                        let set = ix.unrank_flock(slice, flock, p, rank);
                        assert_eq!(ix.rank_flock(slice, set), rank);
                        let empty = board & !(set | ix.slice_hunters(slice));
                        let (mut i, mut s) = (0, 0);
                        for to in points(set) {
                            i += 1;
                            s += ix.weight(to);
                            for from in points(empty).filter(|&q| ix.weight(q) == ix.weight(to)) {
                                let (low, high) = (from.0.min(to.0), from.0.max(to.0));
                                if set & ((1u64 << high) - (1u64 << (low + 1))) != 0 {
                                    continue;
                                }
                                let stepped = set ^ (1u64 << to.0) ^ (1u64 << from.0);
                                if !ix.is_canonical(slice, stepped) {
                                    continue;
                                }
                                let updated =
                                    rank - ix.rank_term(slice, to, i, s) + ix.rank_term(slice, from, i, s);
                                assert_eq!(updated, ix.rank_flock(slice, stepped), "{preset} {set:#x}");
                                checked += 1;
                            }
                        }
                    }
                }
            }
            assert!(checked > 1000, "{preset}: {checked} steps checked");
        }
    }

    /// Presets with one hunter and with two, on boards with 2 and 8 symmetries, with
    /// progress sub-tiers and without: (preset, hunter pieces, flock pieces).
    const HUNTERS_AND_SYMMETRIES: [(&str, u32, u32); 4] =
        [("fox-geese-forward", 1, 6), ("fox-geese", 1, 5), ("asalto", 2, 4), ("fox-geese-2fox", 2, 5)];

    /// A pattern is canonical exactly when the flock set it expands to is, and the canonical
    /// pattern expands to the canonical set, in every slice (with one hunter and with two,
    /// on boards with 2 and 8 symmetries).
    #[test]
    fn canonical_patterns_are_the_patterns_of_canonical_flock_sets() {
        for (preset, hunters, flock) in HUNTERS_AND_SYMMETRIES {
            let rules = Rules::preset(preset).expect("a preset");
            let ix = Indexer::new(&rules, hunters);
            let free = ix.points() - ix.hunters();
            let mut symmetric = 0;
            for slice in 0..ix.slices() {
                symmetric += usize::from(!ix.slice_is_asymmetric(slice));
                let total = ix.binom.get(free, flock);
                for rank in (0..total).step_by((total as usize / 500).max(1)) {
                    let pattern = colex_unrank(&ix.binom, rank, flock, free);
                    let set = ix.expand(slice, pattern);
                    let expected = ix.is_canonical(slice, set);
                    assert_eq!(
                        ix.is_canonical_pattern(slice, pattern),
                        expected,
                        "{preset} {slice} {pattern:#x}"
                    );
                    let canonical = ix.expand(slice, ix.canonical_pattern(slice, pattern));
                    assert_eq!(
                        canonical,
                        ix.canonical_flock_in_slice(slice, set),
                        "{preset} {slice} {pattern:#x}"
                    );
                }
            }
            assert!(symmetric > 0, "{preset}: some slice a symmetry keeps");
        }
    }

    /// [`Layout::decode_near`] gives what [`Layout::decode`] does whatever slice it is told
    /// to try first, and leaves the index's slice for the next.
    #[test]
    fn decoding_near_a_slice_decodes_as_a_search_does() {
        for (preset, flock, progress) in [("fox-geese-forward", 5u32, Some(12)), ("fox-geese", 4, None)] {
            let rules = Rules::preset(preset).expect("a preset");
            let ix = Indexer::new(&rules, 1);
            let layout = Layout::new(&ix, flock, progress);
            let outers = 2 * ix.slices();
            let mut outer = 0;
            for (k, index) in (0..layout.len()).step_by(7).enumerate() {
                if k % 5 == 0 {
                    // Now and then a wrong guess, or one past the last slice.
                    outer = (k * 13) % (outers + 2);
                }
                assert_eq!(layout.decode_near(index, &mut outer), layout.decode(index), "{preset} {index}");
                let first = layout.index_of_outer(outer).expect("a slice");
                let next = layout.index_of_outer(outer + 1).expect("a slice after");
                assert!(first <= index && index < next, "{preset} {index} in slice {outer}");
            }
            // Indices in order, by steps of 1 to 90 (some beyond what is counted on), and
            // now and then one back.
            let mut near = Near::default();
            let mut index = 0;
            for k in 0..layout.len() {
                assert_eq!(layout.decode_next(index, &mut near), layout.decode(index), "{preset} {index}");
                index = if k % 11 == 10 { index / 2 } else { index + (k * k) % 90 + 1 };
                if index >= layout.len() {
                    break;
                }
            }
        }
    }

    /// [`Indexer::same_flock_rank`] against ranking the flock anew in the slice of the
    /// hunter's new point, for every hunter step between placements canonical as they are
    /// of many flock sets, with progress sub-tiers and without.
    #[test]
    fn a_hunter_step_over_no_flock_point_keeps_the_flock_rank() {
        for (preset, flock) in [("fox-geese-forward", 7u32), ("fox-geese", 6), ("el-coyote", 5)] {
            let rules = Rules::preset(preset).expect("a preset");
            let ix = Indexer::new(&rules, 1);
            let board = rules.board().points();
            let (mut same, mut differ) = (0, 0);
            for slice in 0..ix.slices() {
                let from = points(ix.slice_hunters(slice)).next().expect("one hunter");
                let progress = ix.progress_range(flock);
                for &p in progress.iter().skip(progress.len() / 3).step_by(3) {
                    let len = ix.slice_len(slice, flock, p);
                    for rank in (0..len).step_by((len as usize / 400).max(1)) {
                        let set = ix.unrank_flock(slice, flock, p, rank);
                        if !ix.is_canonical(slice, set) {
                            continue;
                        }
                        for to in points(board & !set & !(1u64 << from.0)) {
                            let Some((to_slice, which)) = ix.hunter_symmetries(1u64 << to.0) else {
                                continue;
                            };
                            if which & 1 == 0 || !ix.is_canonical(to_slice, set) {
                                continue;
                            }
                            let anew = ix.rank_flock(to_slice, set);
                            if ix.same_flock_rank(set, from, to) {
                                assert_eq!(anew, rank, "{preset} {set:#x} {from:?} -> {to:?}");
                                same += 1;
                            } else {
                                differ += 1;
                            }
                        }
                    }
                }
            }
            assert!(same > 500 && differ > 500, "{preset}: {same} kept, {differ} not");
        }
    }

    /// [`Indexer::locate_dense`] finds what [`TierIndex::locate`] does, for flock sets under
    /// every hunter placement (canonical or not), with one hunter and with two, on boards
    /// with 2 and 8 symmetries, with progress sub-tiers and without.
    #[test]
    fn locating_from_dense_numbers_locates_as_the_board_maps_do() {
        for (preset, hunters, flock) in HUNTERS_AND_SYMMETRIES {
            let rules = Rules::preset(preset).expect("a preset");
            let ix = Indexer::new(&rules, hunters);
            let layout = Layout::new(&ix, flock, ix.progress_range(flock)[0]);
            let ti = TierIndex { ix: &ix, layout: &layout };
            let board: Vec<u64> = points(rules.board().points()).map(|p| 1u64 << p.0).collect();
            let mut seed = 0x9E37_79B9_7F4A_7C15u64;
            let mut random = |n: usize| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % n as u64) as usize
            };
            for _ in 0..2000 {
                let mut pick = |taken: u64| loop {
                    let p = board[random(board.len())];
                    if taken & p == 0 {
                        return p;
                    }
                };
                let (mut hunter_set, mut flock_set) = (0, 0);
                for _ in 0..hunters {
                    hunter_set |= pick(hunter_set);
                }
                for _ in 0..flock {
                    flock_set |= pick(hunter_set | flock_set);
                }
                let mut dense = ix.dense_flock(flock_set);
                assert_eq!(
                    ix.locate_dense(hunter_set, &mut dense),
                    ti.locate(hunter_set, flock_set),
                    "{preset} {hunter_set:#x} {flock_set:#x}"
                );
            }
        }
    }

    /// Slices whose free points weigh the same share one table of weighted ranks, and
    /// the shared table ranks each slice's flock sets as its own would.
    #[test]
    fn slices_share_weighted_ranks_by_the_weights_of_their_free_points() {
        let rules = Rules::preset("fox-geese-forward").expect("a preset");
        let ix = Indexer::new(&rules, 1);
        for slice in 0..ix.slices() {
            assert!(ix.ranks(slice).is_some(), "forward tiers split by progress");
        }
        let shared = ix.shared_ranks.lock().expect("not poisoned").len();
        let rows = points(rules.board().points())
            .map(|p| rules.board().rank(p))
            .collect::<std::collections::BTreeSet<_>>();
        assert_eq!(shared, rows.len(), "one table for each row the fox can stand on");
        assert!(ix.slices() > shared, "{} slices share {shared} tables", ix.slices());
        // Two officers: one table for each pair of rows they stand on.
        let asalto = Rules::preset("asalto").expect("a preset");
        let ix2 = Indexer::new(&asalto, 2);
        let mut row_pairs = std::collections::BTreeSet::new();
        for slice in 0..ix2.slices() {
            assert!(ix2.ranks(slice).is_some());
            let mut rows: Vec<u8> =
                points(ix2.slice_hunters(slice)).map(|p| asalto.board().rank(p)).collect();
            rows.sort_unstable();
            row_pairs.insert(rows);
        }
        assert_eq!(ix2.shared_ranks.lock().expect("not poisoned").len(), row_pairs.len());
        assert!(ix2.slices() > 10 * row_pairs.len(), "{} slices", ix2.slices());
        // Every slice's own table gives the same ranks as the shared one.
        for slice in 0..ix.slices() {
            let s = &ix.slices[slice];
            let weights = ix.weights.expect("forward weights");
            let free = (0..ix.points).filter(|d| !s.dense.contains(d));
            let own: Vec<u32> = free
                .map(|d| weights[ix.from_dense.apply(1u64 << d).trailing_zeros() as usize] as u32)
                .collect();
            let own = WeightedRanks::new(own, ix.max_flock);
            let shared = ix.ranks(slice).expect("built above");
            for k in [1u32, 5, 13] {
                for sum in [k, 3 * k, 5 * k] {
                    let total = own.total(k, sum);
                    assert_eq!(shared.total(k, sum), total);
                    for rank in [0, total / 2, total.saturating_sub(1)].into_iter().filter(|&r| r < total) {
                        let pattern = own.unrank(rank, k, sum);
                        assert_eq!(shared.unrank(rank, k, sum), pattern);
                        assert_eq!(shared.rank(pattern), rank);
                    }
                }
            }
        }
    }
}
