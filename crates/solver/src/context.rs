//! What the solver and the prober share: the rules, the indexers, the tier of a position
//! and the value of a position that lies outside the tier in work.

use crate::captures::Jumps;
use crate::index::{Indexer, Layout, TierIndex};
use crate::solved_tiers::{SolvedTier, SolvedTiers};
use crate::tier::TierId;
use crate::value::{LOSS, NONE, WIN};
use reynard_rules::Side;
use reynard_rules::board::{Bitboard, Direction, Point, bit, points};
use reynard_rules::hunt::{Position, Rules};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// A position outside the tier in work (the child of a capture, say) whose value is read
/// from a solved tier: located by [`Context::locate_exit`], then read by [`read_exits`].
/// Kept small (24 bytes): the init writes one for every exit of every position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ExitRead<'t> {
    /// The tier whose table holds the value (`None`: `value` is already known).
    tier: Option<&'t SolvedTier>,
    /// The canonical flock rank in that tier (see [`TierIndex::locate`]), then, once the
    /// rank map is read, its index there.
    at: u64,
    /// Its slice in that tier.
    slice: u32,
    side: Side,
    /// The packed value, once read (`NONE` if the position's tier is not solved).
    pub value: u16,
}

impl<'t> ExitRead<'t> {
    /// An exit whose value is known without a read.
    #[inline(always)]
    fn known(value: u16) -> ExitRead<'t> {
        ExitRead { tier: None, at: 0, slice: 0, side: Side::Hunter, value }
    }

    /// An exit to the canonical flock `rank` of `slice` in `tier`, with `side` to move: its
    /// value to be read.
    #[inline(always)]
    fn located(tier: &'t SolvedTier, side: Side, slice: usize, rank: u64) -> ExitRead<'t> {
        ExitRead { tier: Some(tier), at: rank, slice: slice as u32, side, value: NONE }
    }
}

/// Reads the values of `exits` from their solved tiers.
///
/// In a large tier nearly every read misses the caches, twice: the rank map gives the
/// index, and the index the value. Each step is taken for every exit before the next, so
/// that the reads of one step do not wait for each other but are in flight together.
#[inline]
pub(crate) fn read_exits(exits: &mut [ExitRead<'_>]) {
    for exit in exits.iter_mut() {
        if let Some(tier) = exit.tier {
            exit.at = tier.layout.index(exit.side, exit.slice as usize, exit.at);
        }
    }
    for exit in exits.iter_mut() {
        if let Some(tier) = exit.tier {
            exit.value = tier.values.packed(exit.at);
        }
    }
}

/// The predecessors of a position ([`Context::predecessors`]), in buffers a worker reuses.
#[derive(Debug, Default)]
pub(crate) struct Predecessors {
    /// Slice and canonical flock rank of each (first pass).
    located: Vec<(usize, u64)>,
    /// Their tier indices, each once, of one position after another (see
    /// [`Context::predecessors`]).
    pub indices: Vec<u64>,
}

/// The rules with the indexers and step masks the solver derives from them.
#[derive(Debug)]
pub(crate) struct Context {
    pub rules: Rules,
    /// Indexers by hunter count (only the counts a game can reach).
    indexers: Vec<Option<Indexer>>,
    /// For each point: the points a flock piece can step to it from without leaving the
    /// tier (with progress sub-tiers, only sideways steps).
    pub flock_pred: [Bitboard; 64],
    /// For each point: the points a flock piece on it steps to (every flock step, in the
    /// tier or out of it).
    pub flock_succ: [Bitboard; 64],
    /// The weight of each point with progress sub-tiers (see [`crate::weighted`]): a flock
    /// step changes the progress by the weight of its end less that of its start.
    pub weights: Option<[u8; 64]>,
    /// For each point: its neighbours along lines (hunter steps go both ways).
    pub hunter_adj: [Bitboard; 64],
    /// For each point: the points a hunter piece on it steps to (read off the move
    /// generator: a lone hunter piece on each point).
    pub hunter_succ: [Bitboard; 64],
    /// Hunter steps onto these points end the game (breakthrough), not in the tier.
    pub breakthrough_points: Bitboard,
    /// A hunter step is a plain step only when no hunter piece could capture.
    pub step_needs_no_capture: bool,
    /// A lone hunter piece's captures without the move generator, where the rules allow
    /// (see [`crate::captures`]).
    pub jumps: Option<Jumps>,
    /// Layouts built so far.
    layouts: RwLock<HashMap<TierId, Arc<Layout>>>,
}

impl Context {
    pub fn new(rules: &Rules) -> Context {
        let rules = rules.clone();
        let board = rules.board().clone();
        let start_hunters = rules.hunter_count() as u32;
        let low = if rules.variant().huffing { 0 } else { start_hunters };
        let indexers = (0..=start_hunters).map(|h| (h >= low).then(|| Indexer::new(&rules, h))).collect();
        let mut hunter_adj = [0; 64];
        for p in points(board.points()) {
            for d in Direction::ALL {
                if let Some(q) = board.step(p, d) {
                    hunter_adj[p.0 as usize] |= bit(q);
                }
            }
        }
        let mut flock_pred = crate::weighted::flock_steps_into(&rules);
        let mut flock_succ = [0; 64];
        for to in points(board.points()) {
            for from in points(flock_pred[to.0 as usize]) {
                flock_succ[from.0 as usize] |= bit(to);
            }
        }
        let weights = crate::weighted::progress_weights(&rules);
        if let Some(w) = weights {
            for to in points(board.points()) {
                let same_rank = points(flock_pred[to.0 as usize])
                    .filter(|p| w[p.0 as usize] == w[to.0 as usize])
                    .fold(0, |acc, p| acc | bit(p));
                flock_pred[to.0 as usize] = same_rank;
            }
        }
        let mut hunter_succ = [0; 64];
        let mut moves = Vec::new();
        for p in points(board.points()) {
            rules.legal_moves(&Position::new(bit(p), 0, Side::Hunter, 0, false), &mut moves);
            for m in moves.iter().filter(|m| m.from == Some(p) && m.captured == 0) {
                hunter_succ[p.0 as usize] |= bit(m.to);
            }
        }
        let breakthrough_points = if rules.variant().breakthrough { board.rank_points(0) } else { 0 };
        let step_needs_no_capture = rules.capture_is_mandatory() || rules.variant().huffing;
        let jumps = Jumps::new(&rules);
        Context {
            rules,
            indexers,
            flock_pred,
            flock_succ,
            weights,
            hunter_adj,
            hunter_succ,
            breakthrough_points,
            step_needs_no_capture,
            jumps,
            layouts: RwLock::new(HashMap::new()),
        }
    }

    /// The indexer for `hunters` pieces (every count a game of these rules can reach has one).
    pub fn indexer(&self, hunters: u8) -> Option<&Indexer> {
        self.indexers.get(hunters as usize).and_then(Option::as_ref)
    }

    /// The tier of a position.
    #[inline]
    pub fn tier_of(&self, pos: &Position) -> TierId {
        let hunters = pos.hunters().count_ones() as u8;
        let progress = self.indexer(hunters).and_then(|ix| ix.progress(pos.flock()));
        TierId { hunters, flock: pos.flock().count_ones() as u8, progress: progress.map(|p| p as u16) }
    }

    /// The tiers a game from `start` can reach, in the order they are solved: each tier's
    /// captures lead only into tiers before it, and so do forward flock steps (progress
    /// sub-tiers come most advanced first). Sub-tiers without positions are left out.
    pub fn tiers_from(&self, start: &Position) -> Vec<TierId> {
        let hunters = self.rules.hunter_count() as u8;
        // A flock in hand is on the board once placed: the tables hold the positions after.
        let flock = self.rules.flock_left(start) as u8;
        let low_h = if self.rules.variant().huffing { 0 } else { hunters };
        let low_f = self.rules.threshold() as u8 + 1;
        let mut tiers = Vec::new();
        for h in low_h..=hunters {
            let Some(ix) = self.indexer(h) else { continue };
            for f in low_f..=flock {
                for progress in ix.progress_range(f as u32).into_iter().rev() {
                    // A sub-tier without flock sets has no positions.
                    if progress.is_some() && ix.tier_len(f as u32, progress) == 0 {
                        continue;
                    }
                    tiers.push(TierId { hunters: h, flock: f, progress: progress.map(|p| p as u16) });
                }
            }
        }
        tiers
    }

    /// Slots of a tier before the symmetric duplicates are packed out (an upper bound of
    /// its positions, known without building its layout).
    pub fn raw_len(&self, tier: TierId) -> u64 {
        self.indexer(tier.hunters)
            .map_or(0, |ix| ix.tier_len(tier.flock as u32, tier.progress.map(u32::from)))
    }

    /// The layout of a tier (built on first use), or `None` for a hunter count the game
    /// cannot reach.
    pub fn layout(&self, tier: TierId) -> Option<Arc<Layout>> {
        if let Some(l) = self.layouts.read().ok()?.get(&tier) {
            return Some(l.clone());
        }
        let ix = self.indexer(tier.hunters)?;
        let layout = Arc::new(Layout::new(ix, tier.flock as u32, tier.progress.map(u32::from)));
        self.layouts.write().ok()?.insert(tier, layout.clone());
        Some(layout)
    }

    /// The packed value of a decided position (threshold, breakthrough, fort), if decided.
    #[inline]
    pub fn decided(&self, pos: &Position) -> Option<u16> {
        self.rules.decided(pos).map(|o| if o.winner() == Some(pos.side()) { WIN } else { LOSS })
    }

    /// The packed value of a position in play (no placement left) looked up in `solved`, or
    /// decided by the end rules 1–3; `NONE` if its tier is not in `solved`.
    #[inline]
    pub fn lookup(&self, pos: &Position, solved: &SolvedTiers) -> u16 {
        let mut exit = [self.locate_exit(pos, solved)];
        read_exits(&mut exit);
        exit[0].value
    }

    /// The first step of [`Context::lookup`]: the position's value if the end rules decide
    /// it (or `NONE` if its tier is not in `solved`), else where in its tier's values it is,
    /// unread. [`read_exits`] reads many such positions together.
    #[inline]
    pub fn locate_exit<'t>(&self, pos: &Position, solved: &'t SolvedTiers) -> ExitRead<'t> {
        if let Some(v) = self.decided(pos) {
            return ExitRead::known(v);
        }
        let tier = self.tier_of(pos);
        let (Some(solved_tier), Some(ix)) = (solved.get(&tier), self.indexer(tier.hunters)) else {
            return ExitRead::known(NONE);
        };
        let ti = TierIndex { ix, layout: &solved_tier.layout };
        match ti.locate(pos.hunters(), pos.flock()) {
            Some((slice, rank)) => ExitRead::located(solved_tier, pos.side(), slice, rank),
            None => ExitRead::known(NONE),
        }
    }

    /// [`Context::locate_exit`] for the child of a flock step of a canonical position of
    /// `slice` (whose hunters are the slice's: the child's canonical form is in the slice),
    /// in the solved tier `tier` (`None`: not solved): its flock is `child_flock`, whose
    /// canonical form has the rank `rank` there (the caller finds it on the slice's
    /// patterns, see [`crate::index::SlicePatterns`]).
    #[inline]
    pub fn locate_flock_exit<'t>(
        &self,
        ix: &Indexer,
        slice: usize,
        tier: Option<&'t SolvedTier>,
        child_flock: Bitboard,
        rank: u64,
    ) -> ExitRead<'t> {
        // The hunter is to move after the flock's step.
        let side = Side::Hunter;
        // The step keeps the material and leaves no breakthrough mark: of the end rules only
        // the fort can decide the child (the position itself is checked only then).
        let fort = self.rules.fort();
        if fort != 0 && child_flock & fort == fort {
            let child = Position::new(ix.slice_hunters(slice), child_flock, side, 0, false);
            if let Some(v) = self.decided(&child) {
                return ExitRead::known(v);
            }
        }
        let Some(solved_tier) = tier else {
            return ExitRead::known(NONE);
        };
        debug_assert_eq!(
            rank,
            TierIndex { ix, layout: &solved_tier.layout }.locate_in_slice(slice, child_flock)
        );
        ExitRead::located(solved_tier, side, slice, rank)
    }

    /// Appends to `out.indices` the canonical indices (in `tier`) of the positions that
    /// reach the canonical position (`side`, `hunters`, `flock`) of that tier, whose flock
    /// has the rank `rank` in `slice`, by one move that keeps the material (a step), each
    /// once (what `out.indices` held before stays as it was).
    ///
    /// A flock step between two points of the same weight (any step without progress
    /// sub-tiers, a sideways one with them) with no flock piece between them changes one
    /// term of the rank ([`Indexer::rank_term`]): where the predecessor is canonical as it
    /// is (always so where no symmetry but the identity keeps the hunters in place), its
    /// rank is `rank` with that term changed, not ranked anew. Likewise a hunter step to a
    /// placement that is canonical as it is, with the flock, often leaves the flock's rank
    /// as it was.
    ///
    /// In two passes: every predecessor is located first (slice and rank: arithmetic over
    /// tables that stay in the cache on the usual boards), then the rank maps give the
    /// indices. The second pass reads a large
    /// table once per predecessor, and as its reads do not depend on each other the
    /// processor has them all in flight at once instead of one after another. In a slice
    /// that no symmetry keeps there is no rank map (an index is the slice's first one plus
    /// the rank), and the predecessors of a flock step are distinct as they are found.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn predecessors(
        &self,
        ix: &TierIndex<'_>,
        side: Side,
        slice: usize,
        rank: u64,
        hunters: Bitboard,
        flock: Bitboard,
        out: &mut Predecessors,
    ) {
        let located = &mut out.located;
        located.clear();
        let start = out.indices.len();
        let empty = self.rules.board().points() & !(hunters | flock);
        let before = match side {
            Side::Hunter => {
                // The flock has just stepped.
                let indexer = ix.ix;
                let as_is = indexer.slice_is_asymmetric(slice);
                let place = indexer.places(slice);
                let rows = indexer.term_rows(slice);
                // Where the slice has no rank map, its ranks are its indices less its first.
                let first = ix.layout.index(Side::Flock, slice, 0);
                // `to` is the `i`-th flock point, the weights up to it sum to `s`.
                let (mut i, mut s) = (0, 0);
                for to in points(flock) {
                    i += 1;
                    s += indexer.weight(to);
                    let steps = self.flock_pred[to.0 as usize] & empty;
                    if steps == 0 {
                        continue;
                    }
                    // The terms of the points as the `i`-th: `rank` holds that of `to`, so
                    // taking it away does not wrap.
                    let row = rows.row(i, s);
                    let term = |p: Point| row.get(place[p.0 as usize] as usize).copied().unwrap_or(0);
                    let others = rank - term(to);
                    for from in points(steps) {
                        let prev = flock ^ bit(to) ^ bit(from);
                        let (low, high) = (from.0.min(to.0), from.0.max(to.0));
                        // The points strictly between the two (`high` > `low`, both < 64).
                        let between = (1u64 << high) - (1u64 << (low + 1));
                        // The predecessor's flock as it is must be canonical: always so
                        // where no symmetry keeps the hunters in place.
                        let one_term = flock & between == 0
                            && indexer.weight(from) == indexer.weight(to)
                            && (as_is || indexer.is_canonical(slice, prev));
                        let prev_rank =
                            if one_term { others + term(from) } else { ix.locate_in_slice(slice, prev) };
                        debug_assert_eq!(prev_rank, ix.locate_in_slice(slice, prev));
                        if as_is {
                            out.indices.push(first + prev_rank);
                        } else {
                            located.push((slice, prev_rank));
                        }
                    }
                }
                if as_is {
                    // Distinct flock sets of the slice, each its own canonical form: distinct
                    // ranks, no repeat to drop.
                    debug_assert!({
                        let mut found = out.indices[start..].to_vec();
                        found.sort_unstable();
                        found.windows(2).all(|w| w[0] < w[1])
                    });
                    return;
                }
                Side::Flock
            }
            Side::Flock => {
                // The hunter has just stepped.
                let indexer = ix.ix;
                let mut dense = indexer.dense_flock(flock);
                for to in points(hunters & !self.breakthrough_points) {
                    for from in points(self.hunter_adj[to.0 as usize] & empty) {
                        let prev = hunters ^ bit(to) ^ bit(from);
                        if self.step_needs_no_capture {
                            let q = Position::new(prev, flock, Side::Hunter, 0, false);
                            if self.rules.hunter_can_capture(&q) {
                                continue;
                            }
                        }
                        // The flock's rank is the same where the hunters stand
                        // canonically as they are (so the flock does too) and the step
                        // leaves every flock piece the same free points below it, by
                        // weight (see [`Indexer::same_flock_rank`]).
                        match indexer.hunter_symmetries(prev) {
                            // The identity (bit 0) among the symmetries that map the hunters
                            // onto their slice's: they are canonical, and so is the flock if
                            // no other symmetry keeps them or it is canonical there.
                            Some((prev_slice, which))
                                if which & 1 != 0
                                    && indexer.same_flock_rank(flock, to, from)
                                    && (which == 1 || indexer.is_canonical(prev_slice, flock)) =>
                            {
                                debug_assert_eq!(ix.locate(prev, flock), Some((prev_slice, rank)));
                                located.push((prev_slice, rank));
                            }
                            _ => {
                                let found = indexer.locate_dense(prev, &mut dense);
                                debug_assert_eq!(found, ix.locate(prev, flock));
                                located.extend(found);
                            }
                        }
                    }
                }
                Side::Hunter
            }
        };
        out.indices.extend(located.iter().map(|&(slice, rank)| ix.layout.index(before, slice, rank)));
        // Two steps may lead to the same canonical predecessor (symmetric images): counted
        // once.
        let found = &mut out.indices[start..];
        found.sort_unstable();
        let mut kept = 0;
        for k in 0..found.len() {
            if k == 0 || found[k] != found[kept - 1] {
                found[kept] = found[k];
                kept += 1;
            }
        }
        out.indices.truncate(start + kept);
    }

    /// Whether a child of a position of `tier` lies in the same tier (and is indexed there).
    #[inline(always)]
    pub fn in_tier(&self, child: &Position, tier: TierId) -> bool {
        !child.broke_through() && self.tier_of(child) == tier
    }
}
