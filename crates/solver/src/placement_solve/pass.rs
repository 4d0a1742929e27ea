//! One pass over one side of a placement tier: every position's value from its children,
//! which lie in tiers solved before (or in the tables after placement).
//!
//! The positions are taken slice by slice (one hunter placement each, in parallel), the
//! flock sets of a slice in rank order; the children are found through
//! [`super::child_index`]: a placement's in the same slice, a hunter's move's by a map of
//! the slice's patterns built once per slice and move.

use super::child_index::{RankTable, SliceMoves, Target};
use super::{HandTier, Outcome3, Values};
use crate::index::{Indexer, Layout, TierIndex};
use crate::solved_tiers::SolvedTiers;
use crate::value::{LOSS, NONE, WIN};
use crate::{SolveError, Tablebase};
use rayon::prelude::*;
use reynard_rules::Side;
use reynard_rules::board::{Bitboard, bit, points};
use reynard_rules::hunt::{Move, Position};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

/// What a pass reads.
pub(super) struct Pass<'a> {
    pub tb: &'a Tablebase,
    pub ix: &'a Indexer,
    pub ranks: &'a RankTable,
    /// The ordinary tiers' layouts by the flock pieces on the board.
    pub layouts: &'a [Arc<Layout>],
    /// The tables after placement.
    pub solved: &'a SolvedTiers,
    /// The placement tiers solved before.
    pub done: &'a HashMap<HandTier, Values>,
    /// The flock pieces of the game, on the board and in hand.
    pub total: u8,
    /// The tier of this pass.
    pub tier: HandTier,
}

/// A thread's buffers.
struct Scratch {
    moves: Vec<Move>,
    targets: SliceMoves,
}

/// Writes 2-bit codes from one index on, four to a byte; a byte shared with another
/// slice's codes is or-ed in.
struct CodeWriter<'b> {
    bytes: &'b [AtomicU8],
    at: u64,
    pending: u8,
}

impl CodeWriter<'_> {
    #[inline(always)]
    fn push(&mut self, code: u8) {
        self.pending |= code << (2 * (self.at % 4));
        self.at += 1;
        if self.at % 4 == 0 {
            self.flush();
        }
    }

    fn flush(&mut self) {
        if self.pending != 0 {
            self.bytes[((self.at - 1) / 4) as usize].fetch_or(self.pending, Ordering::Relaxed);
        }
        self.pending = 0;
    }
}

impl Pass<'_> {
    /// The values of `side`'s positions of the tier: 2-bit codes over the tier's whole
    /// layout (the other side's left zero, to be merged), and the wins, draws and losses.
    ///
    /// # Errors
    ///
    /// [`SolveError::Internal`] where a tier it reads is missing (solved out of order).
    pub(super) fn run(&self, side: Side) -> Result<(Vec<u8>, [u64; 3]), SolveError> {
        let layout = &self.layouts[self.on_board() as usize];
        let bytes: Vec<AtomicU8> = (0..layout.len().div_ceil(4)).map(|_| AtomicU8::new(0)).collect();
        let free = self.ix.points() - self.ix.hunters();
        // The tiers the children are in, looked up once: by the pieces in hand less one (a
        // placement), or by the pieces taken more (a hunter's move).
        let below: Vec<Option<&Values>> = match side {
            Side::Flock => {
                vec![
                    self.done.get(&HandTier { in_hand: self.tier.in_hand - 1, captured: self.tier.captured }),
                ]
            }
            Side::Hunter => (0..=self.total)
                .map(|taken| {
                    let captured = self.tier.captured.checked_add(taken)?;
                    self.done.get(&HandTier { in_hand: self.tier.in_hand, captured })
                })
                .collect(),
        };
        let counts = (0..self.ix.slices())
            .into_par_iter()
            .map_init(
                || Scratch { moves: Vec::new(), targets: SliceMoves::new(free) },
                |scratch, slice| self.slice(side, slice, layout, &below, &bytes, scratch),
            )
            .try_reduce(|| [0; 3], |a, b| Ok([a[0] + b[0], a[1] + b[1], a[2] + b[2]]))?;
        Ok((bytes.into_iter().map(AtomicU8::into_inner).collect(), counts))
    }

    fn on_board(&self) -> u8 {
        self.total - self.tier.in_hand - self.tier.captured
    }

    /// One slice's positions of `side`, written from the slice's first index on.
    fn slice(
        &self,
        side: Side,
        slice: usize,
        layout: &Layout,
        below: &[Option<&Values>],
        bytes: &[AtomicU8],
        scratch: &mut Scratch,
    ) -> Result<[u64; 3], SolveError> {
        let ix = self.ix;
        let on_board = self.on_board() as u32;
        let symmetric = !ix.slice_is_asymmetric(slice);
        let hunters = ix.slice_hunters(slice);
        let places = ix.compress(slice, self.tb.ctx.rules.placement_area());
        let mut writer = CodeWriter { bytes, at: layout.index(side, slice, 0), pending: 0 };
        let mut counts = [0u64; 3];
        scratch.targets.reset(ix, slice);
        for (_, pattern) in ix.patterns(slice, on_board, None, 0..ix.slice_len(slice, on_board, None)) {
            let flock = ix.expand(slice, pattern);
            if symmetric && !ix.is_canonical(slice, flock) {
                continue;
            }
            let value = match side {
                Side::Flock => {
                    self.placement_value(slice, pattern, hunters, flock, places & !pattern, below)?
                }
                Side::Hunter => self.hunter_value(slice, pattern, hunters, flock, below, scratch)?,
            };
            counts[value.count_slot()] += 1;
            writer.push(value.code());
        }
        writer.flush();
        Ok(counts)
    }

    /// The value for the flock of placing one piece on a point of `empty` (a pattern of
    /// the slice); a loss where it can place none.
    fn placement_value(
        &self,
        slice: usize,
        pattern: u64,
        hunters: Bitboard,
        flock: Bitboard,
        empty: u64,
        below: &[Option<&Values>],
    ) -> Result<Outcome3, SolveError> {
        let ix = self.ix;
        let in_hand = self.tier.in_hand - 1;
        let mut best = Outcome3::Loss;
        let mut each = |child: Outcome3| {
            match child.before() {
                Outcome3::Win => return true,
                Outcome3::Draw => best = Outcome3::Draw,
                Outcome3::Loss => {}
            }
            false
        };
        if in_hand == 0 {
            for j in bits(empty) {
                let child = Position::new(hunters, flock | ix.expand(slice, 1 << j), Side::Hunter, 0, false);
                if each(self.after_placement(&child)?) {
                    return Ok(Outcome3::Win);
                }
            }
            return Ok(best);
        }
        let layout = &self.layouts[self.on_board() as usize + 1];
        let values = tier_below(below, 0)?;
        let symmetric = !ix.slice_is_asymmetric(slice);
        for j in bits(empty) {
            let index = if symmetric {
                TierIndex { ix, layout }.index_in_slice(Side::Hunter, slice, flock | ix.expand(slice, 1 << j))
            } else {
                layout.index(Side::Hunter, slice, self.ranks.rank(pattern | 1 << j))
            };
            if each(values.get(index)) {
                return Ok(Outcome3::Win);
            }
        }
        Ok(best)
    }

    /// The value for the hunter of its best move; a loss where it has none.
    fn hunter_value(
        &self,
        slice: usize,
        pattern: u64,
        hunters: Bitboard,
        flock: Bitboard,
        below: &[Option<&Values>],
        scratch: &mut Scratch,
    ) -> Result<Outcome3, SolveError> {
        let ix = self.ix;
        let rules = &self.tb.ctx.rules;
        let pos = Position::new(hunters, flock, Side::Hunter, self.tier.in_hand, false);
        rules.legal_moves(&pos, &mut scratch.moves);
        let mut best = Outcome3::Loss;
        for mv in &scratch.moves {
            let from =
                mv.from.ok_or(SolveError::Internal("a hunter placed a piece while the flock holds them"))?;
            let taken = mv.captured.count_ones() as u8;
            let captured = self.tier.captured + taken;
            // The flock has too few pieces left, on the board and in hand: the hunter wins.
            if u32::from(self.total - captured) <= rules.threshold() {
                return Ok(Outcome3::Win);
            }
            let layout = &self.layouts[(self.on_board() - taken) as usize];
            let values = tier_below(below, taken as usize)?;
            let index = match scratch.targets.target(ix, from, mv.to) {
                Some(Target::Mapped { slice: child, map }) => {
                    let left = if taken == 0 { pattern } else { pattern & !ix.compress(slice, mv.captured) };
                    layout.index(Side::Flock, *child, self.ranks.rank(map.apply(left)))
                }
                _ => TierIndex { ix, layout }
                    .index(Side::Flock, hunters & !bit(from) | bit(mv.to), flock & !mv.captured)
                    .ok_or(SolveError::NotIndexed)?,
            };
            match values.get(index).before() {
                Outcome3::Win => return Ok(Outcome3::Win),
                Outcome3::Draw => best = Outcome3::Draw,
                Outcome3::Loss => {}
            }
        }
        Ok(best)
    }

    /// The value of a position just after the last placement, from the tables.
    fn after_placement(&self, pos: &Position) -> Result<Outcome3, SolveError> {
        match self.tb.ctx.lookup(pos, self.solved) {
            NONE => Err(SolveError::Internal("a tier after placement is not loaded")),
            v if v & 0xC000 == WIN => Ok(Outcome3::Win),
            v if v & 0xC000 == LOSS => Ok(Outcome3::Loss),
            _ => Ok(Outcome3::Draw),
        }
    }
}

/// The tier of the children `k` steps down the list of a pass (see [`Pass::run`]).
#[inline(always)]
fn tier_below<'v>(below: &[Option<&'v Values>], k: usize) -> Result<&'v Values, SolveError> {
    below.get(k).copied().flatten().ok_or(SolveError::Internal("a placement tier solved out of order"))
}

/// The bit numbers of a pattern, lowest first.
fn bits(pattern: u64) -> impl Iterator<Item = u32> {
    points(pattern).map(|p| u32::from(p.0))
}
