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

use crate::context::Context;
use crate::index::{Indexer, Layout};
use crate::tier::TierId;
use reynard_rules::board::{Direction, points};
use reynard_rules::hunt::Rules;
use std::ops::Range;

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
pub(crate) fn kept_ranges(ctx: &Context, ix: &Indexer, layout: &Layout, tier: TierId) -> Vec<Range<u64>> {
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
