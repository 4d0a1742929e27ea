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
//! 3. Positions never resolved are draws.

use crate::context::{Context, Tables, TierId};
use crate::index::{Layout, TierIndex};
use crate::value::{DRAW, LOSS, MAX_DISTANCE, NONE, WIN};
use crate::{Progress, SolveError};
use rayon::prelude::*;
use reynard_rules::hunt::Position;
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

/// Bucket entry kinds (low 2 bits of an entry).
const PROPAGATE: u64 = 0;
const CAND_WIN: u64 = 1;
const CAND_LOSS: u64 = 2;

/// Slots per unit of parallel init work.
const BLOCK: u64 = 4096;

/// An entry for the bucket of `level`: (index, kind) packed with the level.
#[inline(always)]
fn entry(index: u64, kind: u64, level: u16) -> u64 {
    (index << 16) | ((level as u64) << 2) | kind
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

/// Solves one tier, given every tier its captures lead into. Returns the packed values.
pub(crate) fn solve_tier(
    ctx: &Context,
    tier: TierId,
    layout: &Layout,
    lower: &Tables,
    progress: &dyn Progress,
) -> Result<Vec<u16>, SolveError> {
    let ix = ctx.indexer(tier.hunters).ok_or(SolveError::Internal("no indexer for the tier"))?;
    let f = tier.flock as u32;
    let len = layout.len();
    let len_usize = usize::try_from(len).map_err(|_| SolveError::TooLarge(len))?;
    let work = Work {
        ctx,
        ti: TierIndex { ix, layout },
        tier,
        slot: (0..len_usize).map(|_| AtomicU32::new(OPEN_WORD)).collect(),
        missing: AtomicBool::new(false),
    };

    // 1. Init.
    let per_slice = ix.slice_len(f);
    let outers = 2 * ix.slices() as u64;
    let blocks_per = per_slice.div_ceil(BLOCK);
    let entries: Vec<u64> = (0..outers * blocks_per)
        .into_par_iter()
        .fold(Vec::new, |mut acc, b| {
            let (outer, block) = (b / blocks_per, b % blocks_per);
            let start = block * BLOCK;
            let end = (start + BLOCK).min(per_slice);
            work.init_block(outer, start, end, &mut acc, lower);
            progress.advance(end - start);
            acc
        })
        .reduce(Vec::new, |mut a, mut b| {
            a.append(&mut b);
            a
        });
    if work.missing.load(Relaxed) {
        return Err(SolveError::Internal("a capture leads into a tier that is not solved"));
    }
    let mut buckets: Vec<Vec<u64>> = Vec::new();
    let distribute = |buckets: &mut Vec<Vec<u64>>, entries: Vec<u64>| {
        for e in entries {
            let level = ((e >> 2) & 0x3FFF) as usize;
            if buckets.len() <= level {
                buckets.resize_with(level + 1, Vec::new);
            }
            buckets[level].push((e >> 16) << 2 | (e & 3));
        }
    };
    distribute(&mut buckets, entries);

    // 2. Levels.
    let mut level = 0usize;
    while level < buckets.len() {
        let todo = std::mem::take(&mut buckets[level]);
        let d = level as u16;
        let frontier: Vec<u64> = todo
            .par_iter()
            .filter_map(|&e| {
                let (i, kind) = (e >> 2, e & 3);
                match kind {
                    PROPAGATE => Some(i),
                    CAND_WIN => work.resolve(i, WIN | d).then_some(i),
                    _ => work.resolve(i, LOSS | d).then_some(i),
                }
            })
            .collect();
        drop(todo);
        let next: Vec<u64> = frontier
            .par_chunks(1024)
            .fold(Vec::new, |mut acc, chunk| {
                let mut preds = Vec::with_capacity(64);
                for &i in chunk {
                    work.propagate(i, d, &mut preds, &mut acc);
                }
                progress.advance(chunk.len() as u64);
                acc
            })
            .reduce(Vec::new, |mut a, mut b| {
                a.append(&mut b);
                a
            });
        distribute(&mut buckets, next);
        level += 1;
    }
    // 3. Draws.
    let out: Vec<u16> = work
        .slot
        .into_par_iter()
        .map(|a| {
            let w = a.into_inner();
            if is_open(w) { DRAW } else { (w >> 16) as u16 }
        })
        .collect();
    Ok(out)
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

    fn init_block(&self, outer: u64, start: u64, end: u64, acc: &mut Vec<u64>, lower: &Tables) {
        let ctx = self.ctx;
        let ti = &self.ti;
        let ix = ti.ix;
        let f = self.tier.flock as u32;
        let slices = ix.slices() as u64;
        let side = if outer >= slices { reynard_rules::Side::Flock } else { reynard_rules::Side::Hunter };
        let slice = (outer % slices) as usize;
        let hunters = ix.slice_hunters(slice);
        let m = ix.points() - ix.hunters();
        let mut pattern = crate::index::colex_unrank(ix.binomials(), start, f, m);
        let mut moves = Vec::with_capacity(64);
        let mut children: Vec<u64> = Vec::with_capacity(64);
        for rank in start..end {
            if rank > start {
                pattern = if pattern == 0 { 0 } else { crate::index::next_combination(pattern) };
            }
            let flock = ix.expand(slice, pattern);
            if !ix.is_canonical(slice, flock) {
                continue;
            }
            let i = ti.layout.index(side, slice, rank);
            let pos = Position::new(hunters, flock, side, 0, false);
            if let Some(v) = ctx.decided(&pos) {
                self.set(i, v);
                acc.push(entry(i, PROPAGATE, 0));
                continue;
            }
            ctx.rules.legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                self.set(i, LOSS);
                acc.push(entry(i, PROPAGATE, 0));
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
                acc.push(entry(i, PROPAGATE, d));
                continue;
            }
            let count = children.len() as u32 | if no_loss { NO_LOSS as u32 } else { 0 };
            self.slot[i as usize].store(OPEN_WORD | ((longest_loss as u32) << 16) | count, Relaxed);
            if best_win != u16::MAX {
                acc.push(entry(i, CAND_WIN, best_win));
            }
        }
    }

    /// Visits the predecessors of position `i`, resolved at distance `d`.
    fn propagate(&self, i: u64, d: u16, preds: &mut Vec<u64>, acc: &mut Vec<u64>) {
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
                    acc.push(entry(q, PROPAGATE, next));
                }
            } else {
                let before = self.slot[q as usize].fetch_sub(1, Relaxed);
                let count = before as u16;
                if count & COUNT == 1 && count & NO_LOSS == 0 {
                    let dist = next.max(((before >> 16) as u16) & MAX_DISTANCE);
                    if dist == next {
                        if self.resolve(q, LOSS | dist) {
                            acc.push(entry(q, PROPAGATE, dist));
                        }
                    } else {
                        acc.push(entry(q, CAND_LOSS, dist));
                    }
                }
            }
        }
    }
}
