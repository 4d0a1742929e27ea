//! Retrograde analysis of one tier.
//!
//! 1. **Init** (parallel over the flock ranks of every slice; non-canonical ranks are
//!    skipped, see [`Layout`]): a position the end rules decide is a win or loss in 0;
//!    otherwise its moves are generated. Moves that leave the tier (captures, huffing,
//!    breakthrough) are looked up in the solved lower tiers, for a group of positions at
//!    a time so that those reads overlap; moves inside the tier (steps) are counted as
//!    distinct canonical children.
//!    A position with no move inside the tier is resolved at once; one with a winning exit
//!    is scheduled to win at that distance unless something shorter turns up.
//! 2. **Levels** (parallel over each level's positions): positions resolved at distance `d`
//!    are visited in order of `d`. For each, its predecessors in the tier (unmoves: steps
//!    back) are found: after a loss in `d` they win in `d + 1`; after a win in `d` their
//!    count of unrefuted children drops, and at zero (with every exit also lost) they lose
//!    in the longest of their lines. Distances come out exact because levels go in order.
//!    A position whose exits lose also waits at the level of its longest such line, where
//!    it loses if its count is zero by then; a count that reaches zero later loses at once
//!    (see [`EXIT_LOSS`]). So no position's moves are generated twice.
//! 3. Positions never resolved are draws; [`Solved::write`] streams the values into the
//!    table file (no second copy of the tier in memory).
//!
//! Only the tier in work is in memory (one 2-byte word a position, plus the queues of
//! [`crate::queue`] at 4 bytes an entry); the lower tiers are probed through `lower`, mapped
//! from their files by default. A tier may hold more than 2^32 positions.
//!
//! The init runs in 16 segments; after each segment and each level the state (work words
//! and queues) may be saved, and a solve resumes from it ([`crate::checkpoint`]).

use crate::captures::Jumps;
use crate::checkpoint::{Checkpoints, INIT_SEGMENTS, Stage};
use crate::context::{Context, ExitRead, Predecessors, read_exits};
use crate::counts::Counts;
use crate::index::{Layout, TierIndex};
use crate::queue::{Batch, Buckets, Kind, level_len};
use crate::solved_tiers::{SolvedTier, SolvedTiers};
use crate::table_file::{Encoding, TableError, Writer};
use crate::tier::TierId;
use crate::value::{DRAW, LOSS, MAX_DISTANCE, NONE, WIN};
use crate::{Progress, SolveError};
use rayon::prelude::*;
use reynard_rules::board::{Bitboard, Point, bit, points};
use reynard_rules::hunt::Position;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU16, Ordering::Relaxed};

/// A slot's word (2 bytes) is the packed value once resolved (top bits `00` draw, `01`
/// win, `10` loss). While open its top bits are `11`, and it holds:
const OPEN: u16 = 0xC000;
/// an exit (a move out of the tier) draws or wins, so the position cannot lose;
const NO_LOSS: u16 = 0x2000;
/// an exit loses, in 2 plies or more, and the levels have not reached the longest such
/// line. The position also waits in the queue at that line's level ([`Kind::ExitLoss`]).
/// If every child is refuted before then, it stays open with the count at zero until that
/// level, and loses there; if not, the flag is cleared at that level, and once every child
/// is refuted the position loses at once, through its last refuted child. (Until
/// checkpoint format 3 the exits were looked up again when the count reached zero: a
/// quarter of the time of `fox-geese-forward`, where most positions have exits.)
const EXIT_LOSS: u16 = 0x1000;
/// and the number of children in the tier not yet known to win.
const COUNT: u16 = 0x0FFF;

/// The most distinct children in the tier a position may have (the count bits).
pub(crate) const MAX_CHILDREN: usize = COUNT as usize;

#[inline(always)]
fn is_open(word: u16) -> bool {
    word & OPEN == OPEN
}

/// A canonical position of a tier as one number: its slice above its canonical flock set.
#[inline(always)]
fn canonical_key(slice: usize, flock: Bitboard) -> u128 {
    ((slice as u128) << 64) | flock as u128
}

/// The value a slot's word gives the table once the tier is solved: positions never
/// resolved are draws.
#[inline(always)]
fn final_value(word: u16) -> u16 {
    if is_open(word) { DRAW } else { word }
}

/// Slots per unit of parallel init work.
const BLOCK: u64 = 4096;

/// Positions of the init whose exits are read together (see [`Work::settle_pending`]).
/// On the sub-tiers of `fox-geese-forward`, with some ten exits a flock position, 64 took
/// 0.8 % less CPU than 16 (32 half as much), the exits of a group still well within the
/// caches (24 bytes each).
const INIT_GROUP: usize = 64;

/// Frontier positions per unit of parallel propagation work.
const FRONTIER_CHUNK: usize = 1024;

/// Frontier positions whose predecessors' words are read together (see [`Work::propagate`]).
/// 8 while every visit was a compare-exchange (which waits for the reads before it); since
/// most visits are not ([`Words::Own`]), 16 keep more reads in flight (32 were no better).
const PROPAGATE_GROUP: usize = 16;

/// Slots converted and written at a time.
const WRITE_CHUNK: usize = 1 << 22;

/// The smallest share of `units` units of parallel work one worker takes at a time: few
/// shares (so few batches of queue entries, each grown in its own vectors) but enough for
/// the threads to balance.
fn min_len(units: usize) -> usize {
    (units / (8 * rayon::current_num_threads().max(1))).max(1)
}

/// What the moves of a position lead to.
struct MoveScan {
    /// The shortest win through an exit (`u16::MAX` if none).
    best_win: u16,
    /// The longest loss through an exit (0 if none: such a loss takes at least 1 ply).
    longest_loss: u16,
    /// An exit draws or wins: the position cannot lose.
    no_loss: bool,
}

/// A position of the init waiting for its exits to be read (see [`Work::settle_pending`]).
struct Pending {
    /// Its slot.
    i: u64,
    /// Its distinct children in the tier.
    children: usize,
    /// Where its exits end in [`Scratch::exits`].
    exits_end: usize,
}

/// Buffers a worker reuses from position to position.
#[derive(Default)]
struct Scratch<'t> {
    moves: Vec<reynard_rules::hunt::Move>,
    /// The states a capture search has reached (see [`crate::captures`]).
    reached: Vec<(Point, Bitboard)>,
    /// The canonical forms of the children in the tier, see [`Work::gather_moves`].
    children: Vec<u128>,
    /// The exits of the positions in `pending` (or of one position), located, then read.
    exits: Vec<ExitRead<'t>>,
    /// Positions of the init whose exits are not read yet.
    pending: Vec<Pending>,
    /// The predecessors of a group of frontier positions, one position's after another
    /// (see [`Work::propagate`]).
    preds: Predecessors,
    /// Where each position's predecessors end in `preds.indices`.
    group_ends: Vec<usize>,
    /// The words of `preds.indices`, read together.
    words: Vec<u16>,
    /// What the decode of the frontier position before found of its index: the next is
    /// likely in the same slice, a little above it (see [`crate::index::Layout::decode_next`]).
    near: crate::index::Near,
    /// What the decode of the frontier position before found of its flock set, kept where
    /// the next shares it (see [`crate::weighted::WeightedRanks::unrank_memo`]).
    unrank: crate::weighted::UnrankMemo,
}

struct Work<'a> {
    ctx: &'a Context,
    ti: TierIndex<'a>,
    tier: TierId,
    /// The solved tiers the exits lead into.
    lower: &'a SolvedTiers,
    /// With progress sub-tiers: the sub-tier a flock step that raises the progress by `up`
    /// leads into, at `up` (looked up once, not at every step); `None` where it is not solved.
    flock_exit_tiers: Vec<Option<&'a SolvedTier>>,
    /// Per slot, one word: see [`OPEN`].
    slot: Vec<AtomicU16>,
    missing: AtomicBool,
    /// A position with more children than the count bits hold.
    too_many_children: AtomicBool,
}

/// A solved tier: its work words, ready to be written out.
pub(crate) struct Solved {
    slot: Vec<AtomicU16>,
    /// The most queue entries held at once.
    pub queue_peak: u64,
}

impl Solved {
    /// Writes the values into the table file at `path` (through a temporary file) and
    /// counts them; returns the file size. Positions never resolved are written as draws.
    /// The values stay, so a failed write can be tried again.
    pub fn write(&self, path: &Path, rules_key: &str, tier: TierId) -> Result<(u64, Counts), TableError> {
        let mut writer = Writer::create(path, rules_key, tier, self.slot.len() as u64, self.encoding())?;
        let mut counts = Counts::default();
        let mut buf: Vec<u16> = Vec::with_capacity(WRITE_CHUNK);
        for chunk in self.slot.chunks(WRITE_CHUNK) {
            chunk.par_iter().map(|a| final_value(a.load(Relaxed))).collect_into_vec(&mut buf);
            for &v in &buf {
                counts.add(v);
            }
            writer.push(&buf)?;
        }
        Ok((writer.finish()?, counts))
    }

    /// The encoding of the tier's values: a palette if they are few (see [`crate::table_file`]).
    fn encoding(&self) -> Encoding {
        Encoding::of_parallel(
            self.slot.par_iter().with_min_len(1 << 20).map(|a| final_value(a.load(Relaxed))),
        )
    }
}

/// Solves one tier, given every tier its captures lead into; resumes from the tier's
/// checkpoint if it has one, and takes checkpoints as `checkpoints` says.
pub(crate) fn solve_tier(
    ctx: &Context,
    tier: TierId,
    layout: &Layout,
    lower: &SolvedTiers,
    progress: &dyn Progress,
    checkpoints: &mut Checkpoints<'_>,
) -> Result<Solved, SolveError> {
    let ix = ctx.indexer(tier.hunters).ok_or(SolveError::Internal("no indexer for the tier"))?;
    let f = tier.flock as u32;
    let len = layout.len();
    let len_usize = usize::try_from(len).map_err(|_| SolveError::TooLarge(len))?;
    // The blocks of the init (1. below), in segments with a chance of a checkpoint after
    // each.
    let progress_sum = tier.progress.map(u32::from);
    let slices = ix.slices() as u64;
    let blocks: Vec<(u64, u64, u64)> = (0..2 * slices)
        .flat_map(|outer| {
            let per_slice = ix.slice_len((outer % slices) as usize, f, progress_sum);
            (0..per_slice.div_ceil(BLOCK)).map(move |b| (outer, b * BLOCK, ((b + 1) * BLOCK).min(per_slice)))
        })
        .collect();
    let segment_len = blocks.len().div_ceil(INIT_SEGMENTS as usize).max(1);
    let saved = checkpoints.load(len, blocks.chunks(segment_len).len() as u64)?;
    let (stage, mut units, slot, mut buckets) = match saved {
        Some(saved) => {
            progress.resumed(tier, &saved.stage.to_string());
            progress.advance(saved.units);
            (saved.stage, saved.units, saved.slot, saved.buckets)
        }
        None => {
            let mut slot = crate::huge::vec_with_capacity(len_usize);
            slot.extend((0..len_usize).map(|_| AtomicU16::new(OPEN)));
            (Stage::Init(0), 0, slot, Buckets::default())
        }
    };
    let work = Work {
        ctx,
        ti: TierIndex { ix, layout },
        tier,
        lower,
        flock_exit_tiers: flock_exit_tiers(ctx, tier, lower),
        slot,
        missing: AtomicBool::new(false),
        too_many_children: AtomicBool::new(false),
    };

    // 1. Init, in blocks of the flock ranks of each (side, slice).
    let segments_done = match stage {
        Stage::Init(n) => n as usize,
        Stage::Level(_) => usize::MAX,
    };
    for (k, segment) in blocks.chunks(segment_len).enumerate().skip(segments_done) {
        let batches: Vec<Batch> = segment
            .par_iter()
            .with_min_len(min_len(segment.len()))
            .fold(
                || (Batch::new(0), Scratch::default()),
                |(mut acc, mut scratch), &(outer, start, end)| {
                    work.init_block(outer, start, end, &mut acc, &mut scratch);
                    progress.advance(end - start);
                    (acc, scratch)
                },
            )
            .map(|(acc, _)| acc)
            .collect();
        work.check()?;
        buckets.add(batches);
        units += segment.iter().map(|&(_, start, end)| end - start).sum::<u64>();
        checkpoints.step(Stage::Init(k as u64 + 1), units, &work.slot, &buckets, progress)?;
    }
    drop(blocks);

    // 2. Levels.
    let mut level = match stage {
        Stage::Level(n) => {
            usize::try_from(n).map_err(|_| SolveError::Internal("a checkpoint level past memory"))?
        }
        Stage::Init(_) => 0,
    };
    while level < buckets.levels() {
        let [propagate, mut wins, mut losses] = buckets.take(level);
        let d = level as u16;
        // The candidates of this level are resolved before any propagation sees them open.
        wins.par_iter_mut().for_each(|c| {
            let base = c.base();
            c.low.retain(|&low| work.resolve(base | low as u64, WIN | d));
        });
        losses.par_iter_mut().for_each(|c| {
            let base = c.base();
            c.low.retain(|&low| work.exit_loss_due(base | low as u64, d));
        });
        let mut frontier = [propagate, wins, losses];
        // In index order, neighbours in the queue are neighbours in memory: the rank maps
        // and the work words they read share cache lines and pages (a random order misses
        // the cache, and the TLB, on nearly every position of a large tier).
        frontier
            .par_iter_mut()
            .flat_map(|chunks| chunks.par_iter_mut())
            .for_each(|c| c.low.par_sort_unstable());
        // The positions with the hunters to move first, a slice per task: the flock has just
        // stepped, and its steps keep the hunters, so their predecessors (the flock to move)
        // lie in the same slice, whose words no other task touches (see [`Work::propagate`]).
        let outer = |o: usize| layout.index_of_outer(o).unwrap_or(len);
        let slices = ix.slices();
        let by_slice: Vec<Vec<(u64, &[u32])>> = (0..slices)
            .map(|o| {
                frontier
                    .iter()
                    .flatten()
                    .map(|c| (c.base(), c.within(outer(o)..outer(o + 1))))
                    .filter(|(_, piece)| !piece.is_empty())
                    .collect()
            })
            .collect();
        let tasks = by_slice.par_iter().map(Vec::as_slice);
        let batches = work.propagate_tasks(tasks, level, Words::Own, progress);
        work.check()?;
        buckets.add(batches);
        drop(by_slice);
        // Then the flock to move: the hunters have just stepped, from other slices, which the
        // predecessors of several tasks may share.
        let pieces: Vec<(u64, &[u32])> = frontier
            .iter()
            .flatten()
            .flat_map(|c| {
                let piece = c.within(outer(slices)..len);
                piece.chunks(FRONTIER_CHUNK).map(move |piece| (c.base(), piece))
            })
            .collect();
        let tasks = pieces.par_chunks(1).with_min_len(min_len(pieces.len()));
        let batches = work.propagate_tasks(tasks, level, Words::Shared, progress);
        work.check()?;
        buckets.add(batches);
        drop(pieces);
        let visited = level_len(&frontier);
        buckets.release(visited);
        drop(frontier);
        units += visited;
        level += 1;
        // After the last level the table is written at once: no checkpoint then.
        if level < buckets.levels() {
            checkpoints.step(Stage::Level(level as u64), units, &work.slot, &buckets, progress)?;
        }
    }
    Ok(Solved { slot: work.slot, queue_peak: buckets.peak() })
}

/// The sub-tiers the flock's steps out of `tier` lead into, by how much they raise the
/// progress (see [`Work::flock_exit_tiers`]): empty without progress sub-tiers.
fn flock_exit_tiers<'a>(ctx: &Context, tier: TierId, lower: &'a SolvedTiers) -> Vec<Option<&'a SolvedTier>> {
    let (Some(w), Some(p)) = (&ctx.weights, tier.progress) else { return Vec::new() };
    let highest = w.iter().copied().max().unwrap_or(0) as u16;
    (0..=highest).map(|up| lower.get(&TierId { progress: Some(p + up), ..tier })).collect()
}

impl<'a> Work<'a> {
    /// Fails if a worker met a position the solve cannot go on with.
    fn check(&self) -> Result<(), SolveError> {
        if self.too_many_children.load(Relaxed) {
            return Err(SolveError::Internal("a position has more children than a work word counts"));
        }
        if self.missing.load(Relaxed) {
            return Err(SolveError::Internal("a capture leads into a tier that is not solved"));
        }
        Ok(())
    }

    /// The word of slot `i`: the packed value once resolved, see [`OPEN`].
    #[inline(always)]
    fn word(&self, i: u64) -> u16 {
        self.slot[i as usize].load(Relaxed)
    }

    /// Sets the word of a slot no other worker touches meanwhile (during init, a worker's
    /// own positions; in the levels, see [`Words::Own`]).
    #[inline(always)]
    fn set(&self, i: u64, word: u16) {
        self.slot[i as usize].store(word, Relaxed);
    }

    /// Resolves an open slot; false if it was already resolved.
    #[inline(always)]
    fn resolve(&self, i: u64, v: u16) -> bool {
        self.slot[i as usize].fetch_update(Relaxed, Relaxed, |x| is_open(x).then_some(v)).is_ok()
    }

    /// One child of an open slot is known to win: counts it down. Returns the word before,
    /// or `None` if the slot was resolved meanwhile (or, which cannot happen, has no child
    /// left to count).
    #[inline(always)]
    fn count_down(&self, i: u64) -> Option<u16> {
        self.slot[i as usize]
            .fetch_update(Relaxed, Relaxed, |x| (is_open(x) && x & COUNT != 0).then(|| x - 1))
            .ok()
    }

    /// The longest losing exit of an open slot loses in `d` (see [`EXIT_LOSS`]): if every
    /// child is refuted, the slot loses in `d` (true); if not, its flag is cleared.
    fn exit_loss_due(&self, i: u64, d: u16) -> bool {
        let due = |x: u16| is_open(x).then_some(if x & COUNT == 0 { LOSS | d } else { x & !EXIT_LOSS });
        self.slot[i as usize].fetch_update(Relaxed, Relaxed, due).is_ok_and(|before| before & COUNT == 0)
    }

    /// Generates the moves of the canonical position of `slice` with `side` to move and the
    /// flock `flock`, which is `pattern` over the slice's free points (only the hunter's
    /// moves are played from a [`Position`]), and appends those that leave the tier to
    /// `scratch.exits`, located but not read (see [`read_exits`]); collects the distinct
    /// canonical children in the tier into `scratch.children` (see [`canonical_key`] and
    /// [`Work::gather_flock_steps`]). Returns whether the position has a move.
    ///
    /// Only their number is needed, so no child is indexed here (indexing was half the
    /// init's time). The children of a flock move keep the hunters of `slice`; when no
    /// symmetry keeps those in place, distinct moves give distinct canonical children
    /// (`legal_moves` gives one move per resulting position), and the list is not sorted to
    /// drop repeats.
    fn gather_moves(
        &self,
        side: reynard_rules::Side,
        flock: Bitboard,
        slice: usize,
        pattern: u64,
        scratch: &mut Scratch<'a>,
    ) -> bool {
        let ctx = self.ctx;
        let ix = self.ti.ix;
        let hunters = ix.slice_hunters(slice);
        let mut may_repeat = !ix.slice_is_asymmetric(slice);
        scratch.children.clear();
        if side == reynard_rules::Side::Flock {
            let moved = self.gather_flock_steps(hunters, flock, slice, pattern, scratch);
            if may_repeat {
                scratch.children.sort_unstable();
                scratch.children.dedup();
            }
            return moved;
        }
        // The hunter's moves are played from a position (its hash made only here).
        let pos = &Position::new(hunters, flock, side, 0, false);
        if let Some(jumps) = ctx.jumps.as_ref().filter(|_| pos.hunters().count_ones() == 1) {
            let captured = self.gather_hunter_captures(jumps, pos, scratch);
            // Steps are moves too unless a capture must be made.
            let stepped = !(captured && jumps.is_mandatory()) && self.gather_hunter_steps(pos, scratch);
            self.dedup_hunter_children(pos.flock(), scratch);
            return captured || stepped;
        }
        if !ctx.rules.variant().huffing && !ctx.rules.hunter_can_capture(pos) {
            let moved = self.gather_hunter_steps(pos, scratch);
            self.dedup_hunter_children(pos.flock(), scratch);
            return moved;
        }
        ctx.rules.legal_moves(pos, &mut scratch.moves);
        for &mv in &scratch.moves {
            let child = ctx.rules.play_unchecked(pos, mv);
            if !ctx.in_tier(&child, self.tier) {
                scratch.exits.push(ctx.locate_exit(&child, self.lower));
            } else if child.hunters() == pos.hunters() {
                let flock = ix.canonical_flock_in_slice(slice, child.flock());
                scratch.children.push(canonical_key(slice, flock));
            } else if let Some((s, flock)) = ix.canonical(child.hunters(), child.flock()) {
                may_repeat = true;
                scratch.children.push(canonical_key(s, flock));
            }
        }
        if may_repeat {
            scratch.children.sort_unstable();
            scratch.children.dedup();
        }
        !scratch.moves.is_empty()
    }

    /// Drops the repeats among the children of the hunters' moves in `scratch.children`,
    /// where there can be any (see [`crate::index::Indexer::hunter_children_may_repeat`]).
    fn dedup_hunter_children(&self, flock: Bitboard, scratch: &mut Scratch<'a>) {
        if self.ti.ix.hunter_children_may_repeat(flock) {
            scratch.children.sort_unstable();
            scratch.children.dedup();
        } else {
            debug_assert!({
                let mut sorted = scratch.children.clone();
                sorted.sort_unstable();
                sorted.windows(2).all(|w| w[0] != w[1])
            });
        }
    }

    /// [`Work::gather_moves`] for the flock to move, without the move generator: a flock
    /// piece steps to an empty point next to it (`Context::flock_succ`: the steps the rules
    /// allow it), never captures, and keeps the hunters where they are. A step that changes
    /// the progress leads into another sub-tier (an exit); the rest stay in the tier.
    /// Returns whether the flock has a step.
    ///
    /// The children are worked out on `pattern`, the position's flock as a pattern over the
    /// free points of `slice` (see [`crate::index::SlicePatterns::place`]): their canonical forms
    /// and ranks need no board set compressed, and the keys of the children in the tier are
    /// canonical patterns (all in one slice, so distinct keys are distinct positions).
    fn gather_flock_steps(
        &self,
        hunters: Bitboard,
        flock: Bitboard,
        slice: usize,
        pattern: u64,
        scratch: &mut Scratch<'a>,
    ) -> bool {
        let ctx = self.ctx;
        let ix = self.ti.ix;
        let empty = ctx.rules.board().points() & !(flock | hunters);
        let sp = ix.slice_patterns(slice);
        let mut moved = false;
        for from in points(flock) {
            let from_bit = 1u64 << sp.place(from);
            let targets = ctx.flock_succ[from.0 as usize] & empty;
            moved |= targets != 0;
            for to in points(targets) {
                let child = pattern ^ from_bit ^ (1u64 << sp.place(to));
                debug_assert_eq!(ix.expand(slice, child), flock ^ bit(from) ^ bit(to));
                match &ctx.weights {
                    Some(w) if w[to.0 as usize] != w[from.0 as usize] => {
                        // Into the sub-tier of a higher progress (no step lowers it).
                        let up = (w[to.0 as usize] - w[from.0 as usize]) as usize;
                        let tier = self.flock_exit_tiers.get(up).copied().flatten();
                        let child_flock = flock ^ bit(from) ^ bit(to);
                        let rank = sp.rank(sp.canonical(child));
                        scratch.exits.push(ctx.locate_flock_exit(ix, slice, tier, child_flock, rank));
                    }
                    _ => scratch.children.push(canonical_key(slice, sp.canonical(child))),
                }
            }
        }
        moved
    }

    /// [`Work::gather_moves`] for the hunter to move where it cannot capture (and without
    /// huffing): its moves are its steps (`Context::hunter_succ`), which keep the material
    /// and stay in the tier, but for a step onto a breakthrough point, which ends the game
    /// (an exit, as the move generator's child reads). The children need sorting where a
    /// symmetry keeps the flock (see [`crate::index::Indexer::hunter_children_may_repeat`]).
    /// Returns whether the hunter has a step.
    fn gather_hunter_steps(&self, pos: &Position, scratch: &mut Scratch<'a>) -> bool {
        let ctx = self.ctx;
        let ix = self.ti.ix;
        let (hunters, flock) = (pos.hunters(), pos.flock());
        let empty = ctx.rules.board().points() & !(flock | hunters);
        let mut moved = false;
        for from in points(hunters) {
            let targets = ctx.hunter_succ[from.0 as usize] & empty;
            moved |= targets != 0;
            for to in points(targets) {
                if ctx.breakthrough_points & bit(to) != 0 {
                    let child = ctx.rules.play_unchecked(pos, reynard_rules::hunt::Move::go(from, to, 0));
                    scratch.exits.push(ctx.locate_exit(&child, self.lower));
                } else if let Some((s, canonical)) = ix.canonical(hunters ^ bit(from) ^ bit(to), flock) {
                    scratch.children.push(canonical_key(s, canonical));
                }
            }
        }
        moved
    }

    /// The captures of the lone hunter piece of `pos` (see [`crate::captures`]), each an
    /// exit (it takes flock pieces: another tier), appended to `scratch.exits`. Returns
    /// whether it has one.
    fn gather_hunter_captures(&self, jumps: &Jumps, pos: &Position, scratch: &mut Scratch<'a>) -> bool {
        let ctx = self.ctx;
        let (hunters, flock) = (pos.hunters(), pos.flock());
        let at = Point(hunters.trailing_zeros() as u8);
        let empty = ctx.rules.board().points() & !(flock | hunters);
        scratch.moves.clear();
        jumps.captures(at, flock, empty, &mut scratch.moves, &mut scratch.reached);
        #[cfg(debug_assertions)]
        {
            let mut found = scratch.moves.clone();
            let mut listed = ctx.rules.moves(pos);
            listed.retain(|m| m.is_capture());
            found.sort_unstable();
            listed.sort_unstable();
            debug_assert_eq!(found, listed, "the captures of {pos:?}");
        }
        for &mv in &scratch.moves {
            let child = ctx.rules.play_unchecked(pos, mv);
            debug_assert!(!ctx.in_tier(&child, self.tier));
            scratch.exits.push(ctx.locate_exit(&child, self.lower));
        }
        !scratch.moves.is_empty()
    }

    /// What the exits of a position, read, lead to.
    fn fold_exits(&self, exits: &[ExitRead<'_>]) -> MoveScan {
        let mut scan = MoveScan { best_win: u16::MAX, longest_loss: 0, no_loss: false };
        for exit in exits {
            let v = exit.value;
            if v == NONE {
                self.missing.store(true, Relaxed);
                continue;
            }
            let dist = (v & MAX_DISTANCE).saturating_add(1).min(MAX_DISTANCE);
            match v & 0xC000 {
                LOSS => {
                    scan.best_win = scan.best_win.min(dist);
                    scan.no_loss = true;
                }
                WIN => scan.longest_loss = scan.longest_loss.max(dist),
                _ => scan.no_loss = true,
            }
        }
        scan
    }

    fn init_block(&self, outer: u64, start: u64, end: u64, acc: &mut Batch, scratch: &mut Scratch<'a>) {
        let ctx = self.ctx;
        let ti = &self.ti;
        let ix = ti.ix;
        let f = self.tier.flock as u32;
        let slices = ix.slices() as u64;
        let side = if outer >= slices { reynard_rules::Side::Flock } else { reynard_rules::Side::Hunter };
        let slice = (outer % slices) as usize;
        let hunters = ix.slice_hunters(slice);
        let fort = ctx.rules.fort();
        scratch.exits.clear();
        scratch.pending.clear();
        let sp = ix.slice_patterns(slice);
        for (rank, pattern) in ix.patterns(slice, f, self.tier.progress.map(u32::from), start..end) {
            if !sp.is_canonical(pattern) {
                continue;
            }
            let flock = ix.expand(slice, pattern);
            let i = ti.layout.index(side, slice, rank);
            // A tier holds more flock pieces than the threshold, and its positions bear no
            // breakthrough mark: of the end rules only the fort can decide one.
            let decided = if fort != 0 && flock & fort == fort {
                ctx.decided(&Position::new(hunters, flock, side, 0, false))
            } else {
                None
            };
            debug_assert_eq!(decided, ctx.decided(&Position::new(hunters, flock, side, 0, false)));
            if let Some(v) = decided {
                self.set(i, v);
                acc.push(0, Kind::Propagate, i);
                continue;
            }
            let exits_start = scratch.exits.len();
            if !self.gather_moves(side, flock, slice, pattern, scratch) {
                self.set(i, LOSS);
                acc.push(0, Kind::Propagate, i);
                continue;
            }
            if scratch.exits.len() == exits_start {
                // Nothing to read: settled at once.
                let scan = self.fold_exits(&[]);
                self.settle(i, scratch.children.len(), scan, acc);
                continue;
            }
            scratch.pending.push(Pending {
                i,
                children: scratch.children.len(),
                exits_end: scratch.exits.len(),
            });
            if scratch.pending.len() == INIT_GROUP {
                self.settle_pending(scratch, acc);
            }
        }
        self.settle_pending(scratch, acc);
    }

    /// Reads the exits of the pending positions of the init, all together (see
    /// [`read_exits`]: in a large tier each read misses the caches), then settles them.
    fn settle_pending(&self, scratch: &mut Scratch<'a>, acc: &mut Batch) {
        read_exits(&mut scratch.exits);
        let mut start = 0;
        for p in scratch.pending.drain(..) {
            let scan = self.fold_exits(&scratch.exits[start..p.exits_end]);
            start = p.exits_end;
            self.settle(p.i, p.children, scan, acc);
        }
        scratch.exits.clear();
    }

    /// Sets the word of the position at slot `i` (which has moves, `children` of them
    /// distinct in the tier, and exits leading to `scan`) and schedules what follows.
    fn settle(&self, i: u64, children: usize, scan: MoveScan, acc: &mut Batch) {
        if children == 0 {
            let (v, d) = if scan.best_win != u16::MAX {
                (WIN | scan.best_win, scan.best_win)
            } else if scan.no_loss {
                self.set(i, DRAW);
                return;
            } else {
                (LOSS | scan.longest_loss, scan.longest_loss)
            };
            self.set(i, v);
            acc.push(d, Kind::Propagate, i);
            return;
        }
        if children > MAX_CHILDREN {
            self.too_many_children.store(true, Relaxed);
            return;
        }
        // The count fits its bits (checked just above).
        let count = children as u16;
        let no_loss = if scan.no_loss { NO_LOSS } else { 0 };
        // A count that reaches zero does so at level 1 or later: an exit that loses in 1
        // never makes the loss longer (and needs no place in the queue).
        let exit_loss = if scan.longest_loss > 1 { EXIT_LOSS } else { 0 };
        self.set(i, OPEN | no_loss | exit_loss | count);
        if scan.best_win != u16::MAX {
            acc.push(scan.best_win, Kind::CandWin, i);
        } else if exit_loss != 0 && no_loss == 0 {
            acc.push(scan.longest_loss, Kind::ExitLoss, i);
        }
    }

    /// Visits the predecessors of the frontier positions of level `level`, in parallel over
    /// the tasks, each a list of pieces (`base | low` for each `low` of a piece); returns
    /// the queue entries that makes.
    fn propagate_tasks<'p>(
        &self,
        tasks: impl IndexedParallelIterator<Item = &'p [(u64, &'p [u32])]>,
        level: usize,
        words: Words,
        progress: &dyn Progress,
    ) -> Vec<Batch> {
        let d = level as u16;
        tasks
            .fold(
                || (Batch::new(level + 1), Scratch::default()),
                |(mut acc, mut scratch), pieces| {
                    for &(base, piece) in pieces {
                        for group in piece.chunks(PROPAGATE_GROUP) {
                            self.propagate(base, group, d, words, &mut scratch, &mut acc);
                        }
                        progress.advance(piece.len() as u64);
                    }
                    (acc, scratch)
                },
            )
            .map(|(acc, _)| acc)
            .collect()
    }

    /// Visits the predecessors of the positions `base | low` for each `low` of `group`, all
    /// resolved at distance `d`.
    ///
    /// In a large tier nearly every read of a predecessor's word misses the caches. The
    /// predecessors of the whole group are found first and their words read in one pass, so
    /// that those reads are in flight together (and with the work of finding them) instead
    /// of a position's at a time. What is done with the words below reads them again, from
    /// the cache. A word read early may have been counted down or resolved since (by
    /// another worker, or for an earlier position of the group): that is harmless, as a
    /// resolved word never opens again, so only "open" can be stale, and [`Work::resolve`]
    /// and [`Work::count_down`] load the word afresh and change it by compare-exchange
    /// ([`Words::Shared`]), or, where no other worker touches the predecessors' words
    /// ([`Words::Own`]), load it afresh and store it.
    fn propagate(
        &self,
        base: u64,
        group: &[u32],
        d: u16,
        words_of: Words,
        scratch: &mut Scratch<'a>,
        acc: &mut Batch,
    ) {
        let ctx = self.ctx;
        let mut preds = std::mem::take(&mut scratch.preds);
        preds.indices.clear();
        let mut ends = std::mem::take(&mut scratch.group_ends);
        ends.clear();
        for &low in group {
            let (side, slice, rank, hunters, flock) =
                self.ti.decode_ranked_near(base | low as u64, &mut scratch.near, &mut scratch.unrank);
            ctx.predecessors(&self.ti, side, slice, rank, hunters, flock, &mut preds);
            ends.push(preds.indices.len());
        }
        let all = &preds.indices;
        let mut words = std::mem::take(&mut scratch.words);
        words.clear();
        words.extend(all.iter().map(|&q| self.word(q)));
        let next = d.saturating_add(1).min(MAX_DISTANCE);
        let mut start = 0;
        for (&low, &end) in group.iter().zip(&ends) {
            let lost = self.word(base | low as u64) & 0xC000 == LOSS;
            for (&q, &word) in all[start..end].iter().zip(&words[start..end]) {
                if !is_open(word) {
                    continue;
                }
                match words_of {
                    Words::Shared => self.visit(q, lost, next, acc),
                    Words::Own => {
                        debug_assert!(self.owned_by_task(base | low as u64, q), "{q} is not its task's");
                        self.visit_own(q, lost, next, acc)
                    }
                }
            }
            start = end;
        }
        scratch.preds = preds;
        scratch.group_ends = ends;
        scratch.words = words;
    }

    /// One predecessor `q` (open when its word was read) of a frontier position resolved at
    /// the level before `next`: a loss there (`lost`) makes it a win in `next`, a win
    /// counts it down.
    #[inline(always)]
    fn visit(&self, q: u64, lost: bool, next: u16, acc: &mut Batch) {
        if lost {
            if self.resolve(q, WIN | next) {
                acc.push(next, Kind::Propagate, q);
            }
            return;
        }
        let Some(before) = self.count_down(q) else { return };
        // Every child wins: the position loses in its longest line, through this child
        // unless an exit loses later (then it waits for that level, see [`EXIT_LOSS`]).
        if before & COUNT != 1 || before & (NO_LOSS | EXIT_LOSS) != 0 {
            return;
        }
        if self.resolve(q, LOSS | next) {
            acc.push(next, Kind::Propagate, q);
        }
    }

    /// Whether the predecessor at slot `q` of the frontier position at slot `i` is one
    /// [`Words::Own`] lets its task change alone: the flock to move, in the slice of `i`
    /// (the premise of the levels' first pass, checked in debug builds).
    fn owned_by_task(&self, i: u64, q: u64) -> bool {
        let (side, slice, _) = self.ti.layout.decode(i);
        let (pred_side, pred_slice, _) = self.ti.layout.decode(q);
        side == reynard_rules::Side::Hunter && pred_side == reynard_rules::Side::Flock && pred_slice == slice
    }

    /// [`Work::visit`] of a predecessor whose word no other worker touches meanwhile
    /// ([`Words::Own`]): read and written without a compare-exchange, which as a locked
    /// instruction waits for every read before it (the largest cost of the levels when it
    /// was used for every predecessor).
    #[inline(always)]
    fn visit_own(&self, q: u64, lost: bool, next: u16, acc: &mut Batch) {
        // Read afresh: an earlier position of the group may have changed it.
        let word = self.word(q);
        if !is_open(word) {
            return;
        }
        let v = if lost {
            WIN | next
        } else if word & COUNT == 0 {
            // No child left to count (cannot happen, as in [`Work::count_down`]).
            return;
        } else if word & COUNT != 1 || word & (NO_LOSS | EXIT_LOSS) != 0 {
            // A child is still open, or an exit keeps it from losing now (see [`Work::visit`]).
            self.set(q, word - 1);
            return;
        } else {
            LOSS | next
        };
        self.set(q, v);
        acc.push(next, Kind::Propagate, q);
    }
}

/// Who may change the words of the predecessors a level's task visits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Words {
    /// Other tasks may, at the same time: each change is a compare-exchange.
    Shared,
    /// Only this task: the predecessors of the positions of one slice with the hunters to
    /// move, while no position with the flock to move is visited. Those predecessors are
    /// the flock's steps back, which keep the hunters: positions of the same slice with the
    /// flock to move, which no other task's positions lead to. (Every other word they read
    /// is only read meanwhile: the frontier's, resolved before the level.)
    Own,
}
