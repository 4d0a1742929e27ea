//! The placement phase solved tier by tier (Bagh-Chal: the value of every position with
//! goats in hand). Values only — win, draw or loss for the side to move — at 2 bits a
//! position: distances would not fit where the phase is large (about 3·10^10 positions up
//! to symmetry for Bagh-Chal).
//!
//! A placement tier is `(in hand, captured)`; its positions are those of the ordinary tier
//! with the same pieces on the board, so it shares that tier's index ([`TierIndex`]). Every
//! placement lowers the hand and every move keeps it, so there are no cycles: one pass per
//! tier, in the order
//!
//! - for hand `h` from 1 up: first the flock to move in every `(h, c)` (a placement leads
//!   into `(h - 1, c)` with the hunter to move, or into the tables after placement when
//!   `h = 1`), then the hunter to move in every `(h, c)` (a step stays in `(h, c)`, a
//!   capture goes to `(h, c + 1)`, both with the flock to move).
//!
//! The tables after placement must be solved first ([`Tablebase::solve`]).

use crate::index::TierIndex;
use crate::solved_tiers::SolvedTiers;
use crate::value::{LOSS, NONE, WIN};
use crate::{SolveError, Tablebase, TierId};
use rayon::prelude::*;
use reynard_rules::Side;
use reynard_rules::hunt::Position;
use std::collections::HashMap;
use std::sync::Arc;

/// The value of a placement position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome3 {
    /// The side to move wins.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses.
    Loss,
}

impl Outcome3 {
    const fn code(self) -> u8 {
        match self {
            Outcome3::Draw => 0,
            Outcome3::Win => 1,
            Outcome3::Loss => 2,
        }
    }

    const fn from_code(code: u8) -> Outcome3 {
        match code {
            1 => Outcome3::Win,
            2 => Outcome3::Loss,
            _ => Outcome3::Draw,
        }
    }

    /// The value for the side that moved into a position of this value.
    const fn before(self) -> Outcome3 {
        match self {
            Outcome3::Win => Outcome3::Loss,
            Outcome3::Loss => Outcome3::Win,
            Outcome3::Draw => Outcome3::Draw,
        }
    }
}

/// One placement tier's values, 4 to a byte, by the index of its ordinary tier.
struct Values {
    bytes: Vec<u8>,
}

impl Values {
    fn get(&self, index: u64) -> Outcome3 {
        let byte = self.bytes[(index / 4) as usize];
        Outcome3::from_code((byte >> (2 * (index % 4))) & 3)
    }
}

/// A placement tier: pieces in hand and pieces captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HandTier {
    /// Flock pieces in hand.
    pub in_hand: u8,
    /// Flock pieces captured.
    pub captured: u8,
}

/// What a placement solve did in one tier.
#[derive(Clone, Copy, Debug)]
pub struct HandTierReport {
    /// The tier.
    pub tier: HandTier,
    /// The side to move.
    pub side: Side,
    /// Positions (up to symmetry).
    pub positions: u64,
    /// Wins, draws and losses for the side to move.
    pub counts: [u64; 3],
    /// Seconds it took.
    pub seconds: f64,
}

/// The values of the placement phase (in memory).
pub struct PlacementValues {
    tables: HashMap<HandTier, Values>,
    /// One line per tier and side, in the order solved.
    pub reports: Vec<HandTierReport>,
}

impl Tablebase {
    /// Solves the placement phase of a variant whose flock starts in hand, up to
    /// `max_in_hand` pieces in hand, on top of the solved tables after placement.
    ///
    /// # Errors
    ///
    /// [`SolveError::PlacementCycles`] where flock pieces may step while others are in
    /// hand; [`SolveError::NotIndexed`] for a variant without a flock in hand or whose tiers
    /// split by progress; a table after placement that is not solved.
    pub fn solve_placement(&self, max_in_hand: u8) -> Result<PlacementValues, SolveError> {
        let rules = &self.ctx.rules;
        if rules.steps_while_placing() {
            return Err(SolveError::PlacementCycles);
        }
        let hunters = rules.hunter_count() as u8;
        let total = rules.flock_left(&rules.game_start()) as u8;
        let ix = self.ctx.indexer(hunters).ok_or(SolveError::NotIndexed)?;
        if !rules.flock_places() || ix.has_progress() || rules.variant().huffing {
            return Err(SolveError::NotIndexed);
        }
        for tier in self.tiers() {
            self.load(tier)?;
        }
        let solved = self.solved.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
        // The layouts of the ordinary tiers, by the flock pieces on the board: read for
        // every child, so looked up once here.
        let layouts = (0..=total)
            .map(|on_board| self.ctx.layout(TierId { hunters, flock: on_board, progress: None }))
            .collect::<Option<Vec<_>>>()
            .ok_or(SolveError::NotIndexed)?;
        let most_captured = total.saturating_sub(rules.threshold() as u8 + 1);
        let mut out = PlacementValues { tables: HashMap::new(), reports: Vec::new() };
        for in_hand in 1..=max_in_hand.min(total) {
            let tiers: Vec<HandTier> = (0..=most_captured)
                .filter(|c| in_hand + c <= total)
                .map(|captured| HandTier { in_hand, captured })
                .collect();
            for side in [Side::Flock, Side::Hunter] {
                for &tier in &tiers {
                    let started = std::time::Instant::now();
                    let on_board = total - tier.in_hand - tier.captured;
                    let index = TierIndex { ix, layout: &layouts[on_board as usize] };
                    let known = Known { done: &out, solved: &solved, layouts: &layouts, total };
                    let (values, counts) = self.solve_hand_tier(tier, side, index, &known)?;
                    let positions = counts.iter().sum();
                    let merged = out.tables.entry(tier).or_insert_with(|| Values { bytes: Vec::new() });
                    merge(merged, values);
                    out.reports.push(HandTierReport {
                        tier,
                        side,
                        positions,
                        counts,
                        seconds: started.elapsed().as_secs_f64(),
                    });
                }
            }
        }
        Ok(out)
    }

    /// The values of one side's positions of a placement tier (the other side's left as
    /// draws, to be merged): bytes over the whole index, and the counts.
    fn solve_hand_tier(
        &self,
        tier: HandTier,
        side: Side,
        index: TierIndex<'_>,
        known: &Known<'_>,
    ) -> Result<(Vec<u8>, [u64; 3]), SolveError> {
        let len = index.layout.len();
        let mut bytes = vec![0u8; len.div_ceil(4) as usize];
        let counts = bytes
            .par_chunks_mut(4096)
            .enumerate()
            .map(|(chunk, bytes)| -> Result<[u64; 3], SolveError> {
                let mut counts = [0u64; 3];
                let mut moves = Vec::new();
                let first = chunk as u64 * 4096 * 4;
                for i in first..(first + bytes.len() as u64 * 4).min(len) {
                    let (s, _, hunters, flock) = index.decode(i);
                    if s != side {
                        continue;
                    }
                    let pos = Position::new(hunters, flock, side, tier.in_hand, false);
                    let value = self.placement_value(&pos, known, &mut moves)?;
                    counts[match value {
                        Outcome3::Win => 0,
                        Outcome3::Draw => 1,
                        Outcome3::Loss => 2,
                    }] += 1;
                    let at = (i - first) as usize;
                    bytes[at / 4] |= value.code() << (2 * (at % 4));
                }
                Ok(counts)
            })
            .try_reduce(|| [0; 3], |a, b| Ok([a[0] + b[0], a[1] + b[1], a[2] + b[2]]))?;
        Ok((bytes, counts))
    }

    /// The value of a placement position from its children (solved before it).
    fn placement_value(
        &self,
        pos: &Position,
        known: &Known<'_>,
        moves: &mut Vec<reynard_rules::hunt::Move>,
    ) -> Result<Outcome3, SolveError> {
        let rules = &self.ctx.rules;
        if let Some(outcome) = rules.decided(pos) {
            return Ok(end_value(pos, outcome));
        }
        // No legal move loses (rule 4): the empty list leaves `best` a loss.
        rules.legal_moves(pos, moves);
        let mut best = Outcome3::Loss;
        for &mv in moves.iter() {
            let child = rules.play_unchecked(pos, mv);
            let value = self.child_value(&child, known)?.before();
            if value == Outcome3::Win {
                return Ok(Outcome3::Win);
            }
            if value == Outcome3::Draw {
                best = Outcome3::Draw;
            }
        }
        Ok(best)
    }

    /// The value of a child: decided, in the tables after placement, or in a placement
    /// tier solved before.
    fn child_value(&self, child: &Position, known: &Known<'_>) -> Result<Outcome3, SolveError> {
        let rules = &self.ctx.rules;
        if child.to_place() == 0 {
            return match self.ctx.lookup(child, known.solved) {
                NONE => Err(SolveError::Internal("a tier after placement is not loaded")),
                v if v & 0xC000 == WIN => Ok(Outcome3::Win),
                v if v & 0xC000 == LOSS => Ok(Outcome3::Loss),
                _ => Ok(Outcome3::Draw),
            };
        }
        if let Some(outcome) = rules.decided(child) {
            return Ok(end_value(child, outcome));
        }
        let layout = &known.layouts[child.flock().count_ones() as usize];
        let (tier, index) = self.hand_slot(child, known.total, layout).ok_or(SolveError::NotIndexed)?;
        let values = known
            .done
            .tables
            .get(&tier)
            .ok_or(SolveError::Internal("a placement tier solved out of order"))?;
        Ok(values.get(index))
    }

    /// The placement tier of a position with pieces in hand, and its index there (`layout`:
    /// the ordinary tier's with the same pieces on the board); `None` for a position no
    /// placement tier of these rules holds.
    fn hand_slot(&self, pos: &Position, total: u8, layout: &crate::index::Layout) -> Option<(HandTier, u64)> {
        let on_board = pos.flock().count_ones() as u8;
        let captured = total.checked_sub(on_board + pos.to_place())?;
        let ix = self.ctx.indexer(self.ctx.rules.hunter_count() as u8)?;
        let index = TierIndex { ix, layout }.index(pos.side(), pos.hunters(), pos.flock())?;
        Some((HandTier { in_hand: pos.to_place(), captured }, index))
    }
}

/// What the values of a placement tier are read from.
struct Known<'a> {
    /// The placement tiers solved before.
    done: &'a PlacementValues,
    /// The tables after placement.
    solved: &'a SolvedTiers,
    /// The ordinary tiers' layouts by the flock pieces on the board.
    layouts: &'a [Arc<crate::index::Layout>],
    /// The flock pieces of the game, on the board and in hand.
    total: u8,
}

/// The value of a finished game for the side to move.
fn end_value(pos: &Position, outcome: reynard_rules::hunt::Outcome) -> Outcome3 {
    match outcome.winner() {
        Some(side) if side == pos.side() => Outcome3::Win,
        Some(_) => Outcome3::Loss,
        None => Outcome3::Draw,
    }
}

/// Adds one side's values to a tier's (the other side's bytes are zero there).
fn merge(into: &mut Values, values: Vec<u8>) {
    if into.bytes.is_empty() {
        into.bytes = values;
    } else {
        into.bytes.iter_mut().zip(values).for_each(|(a, b)| *a |= b);
    }
}

impl PlacementValues {
    /// The value of a position with pieces in hand, if the end rules decide it or its tier
    /// was solved.
    pub fn value(&self, tb: &Tablebase, pos: &Position) -> Option<Outcome3> {
        let rules = &tb.ctx.rules;
        if let Some(outcome) = rules.outcome(pos) {
            return Some(end_value(pos, outcome));
        }
        let total = rules.flock_left(&rules.game_start()) as u8;
        let hunters = rules.hunter_count() as u8;
        let on_board = pos.flock().count_ones() as u8;
        let layout = tb.ctx.layout(TierId { hunters, flock: on_board, progress: None })?;
        let (tier, index) = tb.hand_slot(pos, total, &layout)?;
        Some(self.tables.get(&tier)?.get(index))
    }
}
