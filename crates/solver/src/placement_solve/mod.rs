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

mod child_index;
mod file;
mod pass;

use crate::index::TierIndex;
use crate::value::UNKNOWN_DISTANCE;
use crate::{SolveError, Tablebase, TierId, Value, fnv32};
use child_index::RankTable;
use pass::Pass;
use reynard_rules::Side;
use reynard_rules::hunt::Position;
use std::collections::HashMap;
use std::path::PathBuf;
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

    /// Where the counts of a report keep this value: wins, draws, losses.
    const fn count_slot(self) -> usize {
        match self {
            Outcome3::Win => 0,
            Outcome3::Draw => 1,
            Outcome3::Loss => 2,
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

/// How long a placement file found missing is taken as missing before it is looked for
/// again.
pub const PLACEMENT_RECHECK: std::time::Duration = std::time::Duration::from_secs(5);

/// A placement tier as a [`Tablebase`] knows it.
#[derive(Clone, Debug)]
pub(crate) enum PlacementTier {
    /// Read from its file.
    Read(Arc<Values>),
    /// Its file was not there at this time.
    Missing(std::time::Instant),
}

/// One placement tier's values, by the index of its ordinary tier.
pub(crate) struct Values {
    bytes: Vec<u8>,
}

impl std::fmt::Debug for Values {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Values({} bytes)", self.bytes.len())
    }
}

impl Values {
    /// Wins, draws and losses among the slots of `range`.
    fn counts(&self, range: std::ops::Range<u64>) -> [u64; 3] {
        let mut counts = [0u64; 3];
        for index in range {
            counts[self.get(index).count_slot()] += 1;
        }
        counts
    }

    #[inline(always)]
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
    /// Read from the tier's file (solved by an earlier run) rather than solved.
    pub from_file: bool,
}

impl HandTierReport {
    fn new(
        tier: HandTier,
        side: Side,
        counts: [u64; 3],
        started: std::time::Instant,
        from_file: bool,
    ) -> Self {
        let positions = counts.iter().sum();
        HandTierReport { tier, side, positions, counts, seconds: started.elapsed().as_secs_f64(), from_file }
    }
}

/// The values of the placement phase (in memory).
pub struct PlacementValues {
    tables: HashMap<HandTier, Values>,
    /// One line per tier and side, in the order solved.
    pub reports: Vec<HandTierReport>,
}

impl Tablebase {
    /// Solves the placement phase of a variant whose flock starts in hand, up to
    /// `max_in_hand` pieces in hand, on top of the solved tables after placement, telling
    /// `on_tier` of each tier and side as soon as it is solved.
    ///
    /// # Errors
    ///
    /// [`SolveError::PlacementCycles`] where flock pieces may step while others are in
    /// hand; [`SolveError::NotIndexed`] for a variant without a flock in hand, whose tiers
    /// split by progress, with huffing, a fort or breakthrough, or placements on points
    /// that are not symmetric; a table after placement that is not solved.
    pub fn solve_placement(
        &self,
        max_in_hand: u8,
        on_tier: &mut dyn FnMut(&HandTierReport),
    ) -> Result<PlacementValues, SolveError> {
        let rules = &self.ctx.rules;
        if rules.steps_while_placing() {
            return Err(SolveError::PlacementCycles);
        }
        let hunters = rules.hunter_count() as u8;
        let total = rules.flock_left(&rules.game_start()) as u8;
        let ix = self.ctx.indexer(hunters).ok_or(SolveError::NotIndexed)?;
        // The passes decide a position by the flock's count alone (no fort, no breakthrough
        // mark outside the index) and take the placements as symmetric as the board.
        let area = rules.placement_area();
        let symmetric_area = (0..rules.symmetries().len()).all(|s| ix.apply_symmetry(s, area) == area);
        if !rules.flock_places()
            || ix.has_progress()
            || rules.variant().huffing
            || rules.fort() != 0
            || rules.variant().breakthrough
            || !symmetric_area
        {
            return Err(SolveError::NotIndexed);
        }
        for tier in self.tiers() {
            self.load(tier)?;
        }
        let solved = self.solved.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
        // The layouts of the ordinary tiers, by the flock pieces on the board: read for
        // every child, so looked up once here.
        let layouts =
            (0..=total).map(|on_board| self.on_board_layout(on_board)).collect::<Result<Vec<_>, _>>()?;
        let most_captured = total.saturating_sub(rules.threshold() as u8 + 1);
        let ranks = RankTable::new(ix.binomials(), ix.points() - ix.hunters());
        let mut out = PlacementValues { tables: HashMap::new(), reports: Vec::new() };
        for in_hand in 1..=max_in_hand.min(total) {
            let tiers: Vec<HandTier> = (0..=most_captured)
                .filter(|c| in_hand + c <= total)
                .map(|captured| HandTier { in_hand, captured })
                .collect();
            for &tier in &tiers {
                let started = std::time::Instant::now();
                let layout = &layouts[(total - tier.in_hand - tier.captured) as usize];
                let path = self.placement_path(total, tier);
                if !path.exists() {
                    continue;
                }
                let values = file::read(&path, &self.placement_identity(total, tier, layout.len()))?;
                // The hunter's positions come first in a layout.
                let split = layout.index(Side::Flock, 0, 0);
                for (side, range) in [(Side::Flock, split..layout.len()), (Side::Hunter, 0..split)] {
                    let report = HandTierReport::new(tier, side, values.counts(range), started, true);
                    out.record(report, on_tier);
                }
                out.tables.insert(tier, values);
            }
            let to_solve: Vec<HandTier> = tiers.into_iter().filter(|t| !out.tables.contains_key(t)).collect();
            for side in [Side::Flock, Side::Hunter] {
                for &tier in &to_solve {
                    if self.stop.as_ref().is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed)) {
                        return Err(SolveError::PlacementInterrupted {
                            in_hand: tier.in_hand,
                            captured: tier.captured,
                        });
                    }
                    let started = std::time::Instant::now();
                    let pass = Pass {
                        tb: self,
                        ix,
                        ranks: &ranks,
                        layouts: &layouts,
                        solved: &solved,
                        done: &out.tables,
                        total,
                        tier,
                    };
                    let (values, counts) = pass.run(side)?;
                    let merged = out.tables.entry(tier).or_insert_with(|| Values { bytes: Vec::new() });
                    merge(merged, values);
                    if side == Side::Hunter {
                        // Both sides are in: the tier is whole.
                        let slots = layouts[(total - tier.in_hand - tier.captured) as usize].len();
                        file::write(
                            &self.placement_path(total, tier),
                            &self.placement_identity(total, tier, slots),
                            merged,
                        )?;
                    }
                    out.record(HandTierReport::new(tier, side, counts, started, false), on_tier);
                }
            }
        }
        Ok(out)
    }

    /// The file of a placement tier of a game with `total` flock pieces.
    fn placement_path(&self, total: u8, tier: HandTier) -> PathBuf {
        self.dir.join(format!(
            "hunt-{:08x}-placement-{total}-{}-{}.rpv",
            fnv32(&self.key),
            tier.in_hand,
            tier.captured
        ))
    }

    fn placement_identity(&self, total: u8, tier: HandTier, slots: u64) -> file::Identity<'_> {
        file::Identity { key: &self.key, total, tier, slots }
    }

    /// The value of a position with pieces in hand from its placement tier's file, if a
    /// solve wrote it (`reynard solve --placement`): a win or a loss without its distance;
    /// `None` without the file. A missing file is looked for again after
    /// [`PLACEMENT_RECHECK`] (a solve may be writing it), not at every call: the search asks
    /// at every node.
    ///
    /// # Errors
    ///
    /// A file that cannot be read or is damaged.
    pub fn placement_value(&self, pos: &Position) -> Result<Option<Value>, SolveError> {
        let rules = &self.ctx.rules;
        if pos.to_place() == 0 || !rules.flock_places() {
            return Ok(None);
        }
        let total = rules.flock_left(&rules.game_start()) as u8;
        let on_board = pos.flock().count_ones() as u8;
        let Some(captured) = total.checked_sub(on_board + pos.to_place()) else {
            return Ok(None);
        };
        let tier = HandTier { in_hand: pos.to_place(), captured };
        // The tier first: without its file (the search asks at every node) no layout is
        // built and no index worked out.
        let known = self.placement_tiers.read().ok().and_then(|t| t.get(&tier).cloned());
        let values = match known {
            Some(PlacementTier::Read(values)) => values,
            Some(PlacementTier::Missing(since)) if since.elapsed() < PLACEMENT_RECHECK => return Ok(None),
            _ => {
                let path = self.placement_path(total, tier);
                let found = if path.exists() {
                    let layout = self.on_board_layout(on_board)?;
                    let id = self.placement_identity(total, tier, layout.len());
                    PlacementTier::Read(Arc::new(file::read(&path, &id)?))
                } else {
                    PlacementTier::Missing(std::time::Instant::now())
                };
                if let Ok(mut tiers) = self.placement_tiers.write() {
                    tiers.insert(tier, found.clone());
                }
                match found {
                    PlacementTier::Read(values) => values,
                    PlacementTier::Missing(_) => return Ok(None),
                }
            }
        };
        let layout = self.on_board_layout(on_board)?;
        let (_, index) = self.hand_slot(pos, total, &layout).ok_or(SolveError::NotIndexed)?;
        Ok(Some(match values.get(index) {
            Outcome3::Win => Value::Win(UNKNOWN_DISTANCE),
            Outcome3::Loss => Value::Loss(UNKNOWN_DISTANCE),
            Outcome3::Draw => Value::Draw,
        }))
    }

    /// The layout of the ordinary tier with `on_board` flock pieces (a placement tier's).
    fn on_board_layout(&self, on_board: u8) -> Result<Arc<crate::index::Layout>, SolveError> {
        let hunters = self.ctx.rules.hunter_count() as u8;
        self.ctx.layout(TierId { hunters, flock: on_board, progress: None }).ok_or(SolveError::NotIndexed)
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
    /// Keeps a tier's report and tells the caller of it.
    fn record(&mut self, report: HandTierReport, on_tier: &mut dyn FnMut(&HandTierReport)) {
        on_tier(&report);
        self.reports.push(report);
    }

    /// The value of a position with pieces in hand, if the end rules decide it or its tier
    /// was solved.
    pub fn value(&self, tb: &Tablebase, pos: &Position) -> Option<Outcome3> {
        let rules = &tb.ctx.rules;
        if let Some(outcome) = rules.outcome(pos) {
            return Some(end_value(pos, outcome));
        }
        let total = rules.flock_left(&rules.game_start()) as u8;
        let layout = tb.on_board_layout(pos.flock().count_ones() as u8).ok()?;
        let (tier, index) = tb.hand_slot(pos, total, &layout)?;
        Some(self.tables.get(&tier)?.get(index))
    }
}
