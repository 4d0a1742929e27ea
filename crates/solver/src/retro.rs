//! Retrograde analysis of one tier.
//!
//! 1. **Init** (parallel over the flock ranks of every slice; non-canonical ranks are
//!    skipped, see [`Layout`]): a position the end rules decide is a win or loss in 0;
//!    otherwise its moves are generated. Moves that leave the tier (captures, huffing,
//!    breakthrough) are looked up in the solved lower tiers; moves inside the tier (steps)
//!    are counted as distinct canonical children.
//!    A position with no move inside the tier is resolved at once; one with a winning exit
//!    is scheduled to win at that distance unless something shorter turns up.
//! 2. **Levels** (parallel over each level's positions): positions resolved at distance `d`
//!    are visited in order of `d`. For each, its predecessors in the tier (unmoves: steps
//!    back) are found: after a loss in `d` they win in `d + 1`; after a win in `d` their
//!    count of unrefuted children drops, and at zero (with every exit also lost) they lose
//!    in the longest of their lines. Distances come out exact because levels go in order.
//! 3. Positions never resolved are draws; [`Solved::write`] streams the values into the
//!    table file (no second copy of the tier in memory).
//!
//! Only the tier in work is in memory (one 4-byte word a position, plus the queues of
//! [`crate::queue`] at 4 bytes an entry); the lower tiers are probed through `lower`, mapped
//! from their files by default.

use crate::context::{Context, Tables, TierId};
use crate::counts::Counts;
use crate::index::{Layout, TierIndex};
use crate::queue::{Batch, Buckets, Kind, level_len};
use crate::table::{Encoding, TableError, Writer};
use crate::value::{DRAW, LOSS, MAX_DISTANCE, NONE, WIN};
use crate::{Progress, SolveError};
use rayon::prelude::*;
use reynard_rules::hunt::Position;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering::Relaxed};

/// Count bits of the work counter; the top bit says "cannot lose" (an exit draws or wins).
const COUNT: u16 = 0x7FFF;
const NO_LOSS: u16 = 0x8000;

/// The high half of an open slot's word (with the exit distance in its low 14 bits).
const OPEN_WORD: u32 = 0xC000_0000;

#[inline(always)]
fn is_open(word: u32) -> bool {
    word >> 30 == 3
}

/// The value a slot's word gives the table once the tier is solved: positions never
/// resolved are draws.
#[inline(always)]
fn final_value(word: u32) -> u16 {
    if is_open(word) { DRAW } else { (word >> 16) as u16 }
}

/// Slots per unit of parallel init work.
const BLOCK: u64 = 4096;

/// Frontier positions per unit of parallel propagation work.
const FRONTIER_CHUNK: usize = 1024;

/// Slots converted and written at a time.
const WRITE_CHUNK: usize = 1 << 22;

/// The largest tier: queue entries are 32-bit indices.
const MAX_POSITIONS: u64 = 1 << 32;

/// The smallest share of `units` units of parallel work one worker takes at a time: few
/// shares (so few batches of queue entries, each grown in its own vectors) but enough for
/// the threads to balance.
fn min_len(units: usize) -> usize {
    (units / (8 * rayon::current_num_threads().max(1))).max(1)
}

/// A queue entry for a slot index (every index is below [`MAX_POSITIONS`], checked when the
/// work starts, so the conversion keeps it whole).
#[inline(always)]
fn entry(i: u64) -> u32 {
    i as u32
}

struct Work<'a> {
    ctx: &'a Context,
    ti: TierIndex<'a>,
    tier: TierId,
    /// Per slot, one word (4 bytes, one cache line per visit): the high half is the packed
    /// value once resolved, or `OPEN | d` while open, `d` being the longest loss through an
    /// exit; the low half counts the children not yet known to win (with `NO_LOSS`).
    slot: Vec<AtomicU32>,
    missing: AtomicBool,
}

/// A solved tier: its work words, ready to be written out.
pub(crate) struct Solved {
    slot: Vec<AtomicU32>,
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

    /// The encoding of the tier's values: a palette if they are few (see [`crate::table`]).
    fn encoding(&self) -> Encoding {
        Encoding::of_parallel(
            self.slot.par_iter().with_min_len(1 << 20).map(|a| final_value(a.load(Relaxed))),
        )
    }
}

/// Solves one tier, given every tier its captures lead into.
pub(crate) fn solve_tier(
    ctx: &Context,
    tier: TierId,
    layout: &Layout,
    lower: &Tables,
    progress: &dyn Progress,
) -> Result<Solved, SolveError> {
    let ix = ctx.indexer(tier.hunters).ok_or(SolveError::Internal("no indexer for the tier"))?;
    let f = tier.flock as u32;
    let len = layout.len();
    if len > MAX_POSITIONS {
        return Err(SolveError::TooLarge(len));
    }
    let len_usize = usize::try_from(len).map_err(|_| SolveError::TooLarge(len))?;
    let work = Work {
        ctx,
        ti: TierIndex { ix, layout },
        tier,
        slot: (0..len_usize).map(|_| AtomicU32::new(OPEN_WORD)).collect(),
        missing: AtomicBool::new(false),
    };

    // 1. Init, in blocks of the flock ranks of each (side, slice).
    let progress_sum = tier.progress.map(u32::from);
    let slices = ix.slices() as u64;
    let blocks: Vec<(u64, u64, u64)> = (0..2 * slices)
        .flat_map(|outer| {
            let per_slice = ix.slice_len((outer % slices) as usize, f, progress_sum);
            (0..per_slice.div_ceil(BLOCK)).map(move |b| (outer, b * BLOCK, ((b + 1) * BLOCK).min(per_slice)))
        })
        .collect();
    let batches: Vec<Batch> = blocks
        .par_iter()
        .with_min_len(min_len(blocks.len()))
        .fold(
            || Batch::new(0),
            |mut acc, &(outer, start, end)| {
                work.init_block(outer, start, end, &mut acc, lower);
                progress.advance(end - start);
                acc
            },
        )
        .collect();
    drop(blocks);
    if work.missing.load(Relaxed) {
        return Err(SolveError::Internal("a capture leads into a tier that is not solved"));
    }
    let mut buckets = Buckets::default();
    buckets.add(batches);

    // 2. Levels.
    let mut level = 0usize;
    while level < buckets.levels() {
        let [propagate, mut wins, mut losses] = buckets.take(level);
        let d = level as u16;
        // The candidates of this level are resolved before any propagation sees them open.
        wins.par_iter_mut().for_each(|c| c.retain(|&i| work.resolve(i as u64, WIN | d)));
        losses.par_iter_mut().for_each(|c| c.retain(|&i| work.resolve(i as u64, LOSS | d)));
        let frontier = [propagate, wins, losses];
        let pieces: Vec<&[u32]> = frontier.iter().flatten().flat_map(|c| c.chunks(FRONTIER_CHUNK)).collect();
        let batches: Vec<Batch> = pieces
            .par_iter()
            .with_min_len(min_len(pieces.len()))
            .fold(
                || Batch::new(level + 1),
                |mut acc, chunk| {
                    let mut preds = Vec::with_capacity(64);
                    for &i in *chunk {
                        work.propagate(i as u64, d, &mut preds, &mut acc);
                    }
                    progress.advance(chunk.len() as u64);
                    acc
                },
            )
            .collect();
        drop(pieces);
        buckets.add(batches);
        buckets.release(level_len(&frontier));
        level += 1;
    }
    Ok(Solved { slot: work.slot, queue_peak: buckets.peak() })
}

impl Work<'_> {
    /// Whether slot `i` is still open.
    #[inline(always)]
    fn open(&self, i: u64) -> bool {
        is_open(self.slot[i as usize].load(Relaxed))
    }

    /// The packed value of a resolved slot.
    #[inline(always)]
    fn value(&self, i: u64) -> u16 {
        (self.slot[i as usize].load(Relaxed) >> 16) as u16
    }

    /// Sets the value of a slot during init (no other thread touches it then).
    #[inline(always)]
    fn set(&self, i: u64, v: u16) {
        self.slot[i as usize].store((v as u32) << 16, Relaxed);
    }

    /// Resolves an open slot; false if it was already resolved.
    #[inline(always)]
    fn resolve(&self, i: u64, v: u16) -> bool {
        let slot = &self.slot[i as usize];
        let mut x = slot.load(Relaxed);
        loop {
            if !is_open(x) {
                return false;
            }
            match slot.compare_exchange_weak(x, ((v as u32) << 16) | (x & 0xFFFF), Relaxed, Relaxed) {
                Ok(_) => return true,
                Err(y) => x = y,
            }
        }
    }

    fn init_block(&self, outer: u64, start: u64, end: u64, acc: &mut Batch, lower: &Tables) {
        let ctx = self.ctx;
        let ti = &self.ti;
        let ix = ti.ix;
        let f = self.tier.flock as u32;
        let slices = ix.slices() as u64;
        let side = if outer >= slices { reynard_rules::Side::Flock } else { reynard_rules::Side::Hunter };
        let slice = (outer % slices) as usize;
        let hunters = ix.slice_hunters(slice);
        let mut moves = Vec::with_capacity(64);
        let mut children: Vec<u64> = Vec::with_capacity(64);
        for (rank, pattern) in ix.patterns(slice, f, self.tier.progress.map(u32::from), start..end) {
            let flock = ix.expand(slice, pattern);
            if !ix.is_canonical(slice, flock) {
                continue;
            }
            let i = ti.layout.index(side, slice, rank);
            let pos = Position::new(hunters, flock, side, 0, false);
            if let Some(v) = ctx.decided(&pos) {
                self.set(i, v);
                acc.push(0, Kind::Propagate, entry(i));
                continue;
            }
            ctx.rules.legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                self.set(i, LOSS);
                acc.push(0, Kind::Propagate, entry(i));
                continue;
            }
            children.clear();
            let mut best_win = u16::MAX;
            let mut longest_loss = 0u16;
            let mut no_loss = false;
            for &mv in &moves {
                let child = ctx.rules.play(&pos, mv);
                if ctx.in_tier(&child, self.tier) {
                    if child.hunters() == hunters {
                        children.push(ti.index_in_slice(child.side(), slice, child.flock()));
                    } else if let Some(c) = ti.index(child.side(), child.hunters(), child.flock()) {
                        children.push(c);
                    }
                    continue;
                }
                let v = ctx.lookup(&child, lower);
                if v == NONE {
                    self.missing.store(true, Relaxed);
                    continue;
                }
                let dist = (v & MAX_DISTANCE).saturating_add(1).min(MAX_DISTANCE);
                match v & 0xC000 {
                    LOSS => {
                        best_win = best_win.min(dist);
                        no_loss = true;
                    }
                    WIN => longest_loss = longest_loss.max(dist),
                    _ => no_loss = true,
                }
            }
            children.sort_unstable();
            children.dedup();
            if children.is_empty() {
                let (v, d) = if best_win != u16::MAX {
                    (WIN | best_win, best_win)
                } else if no_loss {
                    self.set(i, DRAW);
                    continue;
                } else {
                    (LOSS | longest_loss, longest_loss)
                };
                self.set(i, v);
                acc.push(d, Kind::Propagate, entry(i));
                continue;
            }
            let count = children.len() as u32 | if no_loss { NO_LOSS as u32 } else { 0 };
            self.slot[i as usize].store(OPEN_WORD | ((longest_loss as u32) << 16) | count, Relaxed);
            if best_win != u16::MAX {
                acc.push(best_win, Kind::CandWin, entry(i));
            }
        }
    }

    /// Visits the predecessors of position `i`, resolved at distance `d`.
    fn propagate(&self, i: u64, d: u16, preds: &mut Vec<u64>, acc: &mut Batch) {
        let ctx = self.ctx;
        let v = self.value(i);
        let (side, slice, hunters, flock) = self.ti.decode(i);
        ctx.predecessors(&self.ti, side, slice, hunters, flock, preds);
        let next = d.saturating_add(1).min(MAX_DISTANCE);
        let lost = v & 0xC000 == LOSS;
        for &q in preds.iter() {
            if !self.open(q) {
                continue;
            }
            if lost {
                if self.resolve(q, WIN | next) {
                    acc.push(next, Kind::Propagate, entry(q));
                }
            } else {
                let before = self.slot[q as usize].fetch_sub(1, Relaxed);
                let count = before as u16;
                if count & COUNT == 1 && count & NO_LOSS == 0 {
                    let dist = next.max(((before >> 16) as u16) & MAX_DISTANCE);
                    if dist == next {
                        if self.resolve(q, LOSS | dist) {
                            acc.push(dist, Kind::Propagate, entry(q));
                        }
                    } else {
                        acc.push(dist, Kind::CandLoss, entry(q));
                    }
                }
            }
        }
    }
}
