//! The game a solve works on: the rules, the indexers and layouts of its tiers, and the
//! values of positions outside the tier in work (decided by the end rules, or read from the
//! solved lower tiers, which every process maps from their table files: replicated).

use reynard_rules::hunt::{Position, Rules};
use reynard_solver::index::{Indexer, Layout, TierIndex};
use reynard_solver::{SolveError, Tablebase, TierId, TierValues, Value};
use std::collections::HashMap;
use std::sync::Arc;

/// Packed win in 0 plies (see [`Value::pack`]).
pub const WIN: u16 = Value::Win(0).pack();
/// Packed loss in 0 plies.
pub const LOSS: u16 = Value::Loss(0).pack();
/// Packed draw.
pub const DRAW: u16 = Value::Draw.pack();

/// The rules with what a solve derives from them, built as needed.
pub struct Game<'t> {
    /// The tables (their directory, key and file names) the solve writes.
    pub tb: &'t Tablebase,
    indexers: HashMap<u8, Indexer>,
    layouts: HashMap<TierId, Arc<Layout>>,
    lower: HashMap<TierId, Arc<TierValues>>,
}

impl<'t> Game<'t> {
    /// The game of the tables `tb`.
    pub fn new(tb: &'t Tablebase) -> Game<'t> {
        Game { tb, indexers: HashMap::new(), layouts: HashMap::new(), lower: HashMap::new() }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        self.tb.rules()
    }

    /// The indexer of a hunter count.
    pub fn indexer(&mut self, hunters: u8) -> &Indexer {
        let tb = self.tb;
        let rules = tb.rules();
        self.indexers.entry(hunters).or_insert_with(|| Indexer::new(rules, u32::from(hunters)))
    }

    /// The layout of a tier (built once).
    pub fn layout(&mut self, tier: TierId) -> Arc<Layout> {
        if let Some(l) = self.layouts.get(&tier) {
            return l.clone();
        }
        let layout = Arc::new(Layout::new(
            self.indexer(tier.hunters),
            tier.flock.into(),
            tier.progress.map(u32::from),
        ));
        self.layouts.insert(tier, layout.clone());
        layout
    }

    /// The tier of a position (as the single solver counts it).
    pub fn tier_of(&mut self, pos: &Position) -> TierId {
        let hunters = pos.hunters().count_ones() as u8;
        let progress = self.indexer(hunters).progress(pos.flock());
        TierId { hunters, flock: pos.flock().count_ones() as u8, progress: progress.map(|p| p as u16) }
    }

    /// The packed value of a position the end rules decide (a win or a loss in 0 for the
    /// side to move), if they do.
    pub fn decided(&self, pos: &Position) -> Option<u16> {
        self.rules().decided(pos).map(|o| if o.winner() == Some(pos.side()) { WIN } else { LOSS })
    }

    /// The packed value of a position outside the tier in work: decided by the end rules,
    /// or read from its solved tier's table.
    ///
    /// # Errors
    ///
    /// Its tier is not solved (no table file), or its file cannot be read, or the position
    /// has no place in it.
    pub fn exit_value(&mut self, pos: &Position) -> Result<u16, SolveError> {
        if let Some(v) = self.decided(pos) {
            return Ok(v);
        }
        let tier = self.tier_of(pos);
        let values = match self.lower.get(&tier) {
            Some(v) => v.clone(),
            None => {
                let v = self.tb.tier_values(tier)?;
                self.lower.insert(tier, v.clone());
                v
            }
        };
        let layout = self.layout(tier);
        let ti = TierIndex { ix: self.indexer(tier.hunters), layout: &layout };
        let i = ti.index(pos.side(), pos.hunters(), pos.flock()).ok_or(SolveError::NotIndexed)?;
        values.value(i).map(Value::pack).ok_or(SolveError::Internal("a lower table without the position"))
    }
}
