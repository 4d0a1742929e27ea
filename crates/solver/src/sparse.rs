//! Sparse tables: which positions a sparse compressed table keeps (with their values and
//! distances), and why a short search from any other position always reaches kept ones.
//!
//! Syzygy keeps the distances of one side to move and finds the other side's by a search
//! of one ply at each probe; a sparse table does the same and, where the board allows it,
//! keeps half of that again:
//!
//! - **The flock to move** is kept; a position with the hunters to move is found through
//!   their moves, which all lead to the flock to move (in the same tier, or in a lower one
//!   after a capture). Measured on Fox and Geese (tiers 8–9), the geese's half compressed
//!   takes 2.0 bits a position of the whole tier, against 4.1 for both halves.
//! - **The hunter on one colour of points.** With one hunter, on a board where every step
//!   along a line goes to a point of the other colour (file plus rank, modulo 2; so no
//!   diagonal line anywhere, as on the 33-point cross of Fox and Geese), the flock's half is
//!   kept only where the hunter stands on the colour of the tier's parity (its flock count,
//!   modulo 2); the other half of the flock's half is found by a search of two plies. With
//!   the geese to move and the fox on the other colour, the geese move (the fox stays), and
//!   then the fox either steps to a point of the tier's colour, or jumps (two steps along a
//!   line: the same colour) into the tier below, whose colour is the other one: kept either
//!   way. With the fox to move, a step leads to a kept position (fox on the colour of the
//!   tier's parity) or to one found in two plies; so no search goes deeper than three plies,
//!   and one that takes several geese in one chain lands in a lower tier, so none goes round
//!   in a circle. Measured on tiers 8–9: 0.98 bits a position of the whole tier.
//!
//! The compressor checks, for every position it leaves out, that its value is the best of
//! its moves' values in the source (the rule a search applies), and every kept value;
//! by induction over the depth of the search, each probe then reads the source's value.

use crate::compressed::{CompressReport, Contents, compress_file};
use crate::context::Context;
use crate::index::{Indexer, Layout, TierIndex};
use crate::tier::TierId;
use crate::{SolveError, Tablebase, Value, through};
use rayon::prelude::*;
use reynard_rules::board::{Direction, points};
use reynard_rules::hunt::{Position, Rules};
use std::ops::Range;
use std::path::Path;

/// The most plies a probe searches before it gives up on a sparse table (the layouts
/// above need three, and one more per capture of a chain).
pub(crate) const MAX_SEARCH_PLIES: u32 = 24;

/// Whether every step along a line of the board goes to a point of the other colour.
fn steps_change_colour(rules: &Rules) -> bool {
    let board = rules.board();
    let colour = |p| (board.file(p) + board.rank(p)) % 2;
    Direction::ALL
        .iter()
        .all(|&d| points(board.points()).all(|p| board.step(p, d).is_none_or(|q| colour(q) != colour(p))))
}

/// The ranges of slots of `tier` (laid out by `layout`) that a sparse table keeps.
fn kept_ranges(ctx: &Context, ix: &Indexer, layout: &Layout, tier: TierId) -> Vec<Range<u64>> {
    let rules = &ctx.rules;
    let board = rules.board();
    let by_colour = tier.hunters == 1 && steps_change_colour(rules);
    let slices = ix.slices();
    let mut ranges: Vec<Range<u64>> = Vec::new();
    for slice in 0..slices {
        if by_colour {
            let hunters = ix.slice_hunters(slice);
            let on_colour = points(hunters).all(|p| (board.file(p) + board.rank(p)) % 2 == tier.flock % 2);
            if !on_colour {
                continue;
            }
        }
        let outer = slices + slice;
        let (Some(start), Some(end)) = (layout.index_of_outer(outer), layout.index_of_outer(outer + 1))
        else {
            continue;
        };
        match ranges.last_mut() {
            Some(last) if last.end == start => last.end = end,
            _ if start < end => ranges.push(start..end),
            _ => {}
        }
    }
    ranges
}

/// The value of `pos` (in play) as the best of its moves' values, each child's value given
/// by `value_of`.
fn best_of_moves(
    rules: &Rules,
    pos: &Position,
    mut value_of: impl FnMut(&Position) -> Result<Value, SolveError>,
) -> Result<Value, SolveError> {
    let mut best: Option<Value> = None;
    for mv in rules.moves(pos) {
        let child = rules.play_unchecked(pos, mv);
        let v = through(pos, &child, value_of(&child)?);
        if best.is_none_or(|b| v.preference() > b.preference()) {
            best = Some(v);
        }
    }
    // A position without a move is decided by the end rules before it is looked up.
    best.ok_or(SolveError::Internal("a position in play without a move"))
}

impl Tablebase {
    /// The value of a position its sparse table leaves out, `plies` deep in a search: the
    /// best of its moves' values (the module's documentation says why the search ends within
    /// a few plies).
    pub(crate) fn searched(&self, pos: &Position, tier: TierId, plies: u32) -> Result<Value, SolveError> {
        if plies >= MAX_SEARCH_PLIES {
            return Err(SolveError::SparseTooDeep(tier));
        }
        if plies == 0 {
            self.read_ahead_search(pos, 0);
        }
        best_of_moves(&self.ctx.rules, pos, |child| self.probe_within(child, plies + 1))
    }

    /// Asks the disk, all at once, for the blocks a search from `pos` will read: those of
    /// the kept positions it ends at (which positions a sparse table keeps is known
    /// without reading it). Read one after another from a cold cache, the blocks of a
    /// search of three plies took milliseconds; asked for together, the disk reads them
    /// side by side.
    fn read_ahead_search(&self, pos: &Position, plies: u32) {
        let rules = &self.ctx.rules;
        if plies >= MAX_SEARCH_PLIES || rules.outcome(pos).is_some() {
            return;
        }
        let tier = self.ctx.tier_of(pos);
        if self.load(tier).is_err() {
            return;
        }
        let kept = {
            let Ok(solved) = self.solved.read() else { return };
            let (Some(solved), Some(ix)) = (solved.get(&tier), self.ctx.indexer(tier.hunters)) else {
                return;
            };
            let at = TierIndex { ix, layout: &solved.layout };
            let Some(i) = at.index(pos.side(), pos.hunters(), pos.flock()) else { return };
            let kept = solved.values.is_kept(i);
            if kept {
                solved.values.will_need(i);
            }
            kept
        };
        if !kept {
            for mv in rules.moves(pos) {
                self.read_ahead_search(&rules.play_unchecked(pos, mv), plies + 1);
            }
        }
    }

    /// Writes the sparse compressed table of `tier` (see [`Contents::Kept`]) to `target` at
    /// zstd `level`, from its table file in this folder: first checks that every position it
    /// leaves out has the value the best of its moves has (what a probe's search will find),
    /// then, as [`compress_file`] does, every slot of the file written.
    ///
    /// # Errors
    ///
    /// The tier's table file is not here or cannot be read; a position left out is not the
    /// best of its moves ([`SolveError::NotSearchable`]: nothing is written); the target
    /// cannot be written.
    pub fn compress_sparse(
        &self,
        tier: TierId,
        target: &Path,
        level: i32,
    ) -> Result<CompressReport, SolveError> {
        let layout = self.layout(tier)?;
        let ix = self.ctx.indexer(tier.hunters).ok_or(SolveError::NotIndexed)?;
        let ranges = kept_ranges(&self.ctx, ix, &layout, tier);
        self.check_searchable(tier, &layout, &ranges)?;
        Ok(compress_file(&self.path(tier), target, level, &Contents::Kept(ranges))?)
    }

    /// Checks that every position of `tier` outside `kept` that the end rules do not
    /// decide has the value of the best of its moves (each child read from the tables).
    fn check_searchable(&self, tier: TierId, layout: &Layout, kept: &[Range<u64>]) -> Result<(), SolveError> {
        /// Slots a task checks.
        const CHUNK: u64 = 1 << 16;
        let values = self.tier_values(tier)?;
        let ix = self.ctx.indexer(tier.hunters).ok_or(SolveError::NotIndexed)?;
        let at = TierIndex { ix, layout };
        let rules = &self.ctx.rules;
        // The slots of `chunk` outside the kept ranges.
        let left_out = |chunk: Range<u64>| {
            let first = kept.partition_point(|r| r.end <= chunk.start);
            let mut kept = kept[first..].iter().peekable();
            chunk.filter(move |&i| {
                while kept.next_if(|r| r.end <= i).is_some() {}
                !kept.peek().is_some_and(|r| r.contains(&i))
            })
        };
        (0..values.len().div_ceil(CHUNK)).into_par_iter().try_for_each(|c| {
            for slot in left_out(c * CHUNK..((c + 1) * CHUNK).min(values.len())) {
                let (side, _, hunters, flock) = at.decode(slot);
                let pos = Position::new(hunters, flock, side, 0, false);
                if rules.outcome(&pos).is_some() {
                    continue;
                }
                let stored = values.value(slot).ok_or(SolveError::NotIndexed)?;
                let searched = best_of_moves(rules, &pos, |child| self.probe_stored(child))?;
                if searched != stored {
                    return Err(SolveError::NotSearchable { tier, slot, stored, searched });
                }
            }
            Ok(())
        })
    }
}
