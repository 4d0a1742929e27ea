//! The solved tiers at hand, found by their tier with two array reads.
//!
//! A capture's child, and with progress sub-tiers every forward flock step's child, is
//! looked up here, so the lookup is hot in the init. A hash of the key took 8 % of
//! `fox-geese-17`'s init; an ordered map, 7 % of `fox-geese-forward`'s, whose hundreds of
//! sub-tiers make its search a dozen branchy comparisons. The tiers are small numbers
//! (pieces on a board of at most 64 points, a progress of at most a few hundred), so they
//! index arrays directly: the material picks a row, the progress a slot in it.

use crate::index::Layout;
use crate::tier::TierId;
use crate::tier_values::TierValues;
use std::sync::Arc;

/// A solved tier: its layout and values (mapped from its table file or read into memory).
#[derive(Clone, Debug)]
pub(crate) struct SolvedTier {
    /// How its positions are numbered.
    pub layout: Arc<Layout>,
    /// One value per position, in the order of the layout.
    pub values: Arc<TierValues>,
}

/// Solved tiers at hand, by tier.
#[derive(Debug, Default)]
pub(crate) struct SolvedTiers {
    /// By [`material_row`]: the tiers of that material by [`progress_slot`].
    rows: Vec<Vec<Option<SolvedTier>>>,
}

/// The row of a material: hunters and flock pieces (each at most 64: the board's points).
#[inline(always)]
fn material_row(tier: TierId) -> usize {
    (tier.hunters as usize) << 7 | tier.flock as usize
}

/// The slot of a progress in its row: 0 for a tier of material only.
#[inline(always)]
fn progress_slot(tier: TierId) -> usize {
    tier.progress.map_or(0, |p| p as usize + 1)
}

impl SolvedTiers {
    /// No tier at hand.
    pub fn new() -> SolvedTiers {
        SolvedTiers::default()
    }

    /// The tier, if it is at hand.
    #[inline]
    pub fn get(&self, tier: &TierId) -> Option<&SolvedTier> {
        self.rows.get(material_row(*tier))?.get(progress_slot(*tier))?.as_ref()
    }

    /// Whether the tier is at hand.
    pub fn contains_key(&self, tier: &TierId) -> bool {
        self.get(tier).is_some()
    }

    /// Keeps `solved` as the tier's (replacing one kept before).
    pub fn insert(&mut self, tier: TierId, solved: SolvedTier) {
        let (row, slot) = (material_row(tier), progress_slot(tier));
        if self.rows.len() <= row {
            self.rows.resize_with(row + 1, Vec::new);
        }
        let row = &mut self.rows[row];
        if row.len() <= slot {
            row.resize_with(slot + 1, || None);
        }
        row[slot] = Some(solved);
    }

    /// Drops the tier (unmaps or frees it), if it is at hand.
    pub fn remove(&mut self, tier: &TierId) -> Option<SolvedTier> {
        self.rows.get_mut(material_row(*tier))?.get_mut(progress_slot(*tier))?.take()
    }

    /// Every tier at hand.
    pub fn values(&self) -> impl Iterator<Item = &SolvedTier> {
        self.rows.iter().flatten().flatten()
    }

    /// Drops every tier (unmaps or frees them).
    pub fn clear(&mut self) {
        self.rows.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::Indexer;
    use reynard_rules::hunt::Rules;

    /// A tier of `n` values (its layout is any; only identity is checked).
    fn tier_of_len(layout: &Arc<Layout>, n: usize) -> SolvedTier {
        SolvedTier { layout: layout.clone(), values: Arc::new(TierValues::loaded(vec![0; n])) }
    }

    #[test]
    fn tiers_are_found_by_material_and_progress_and_nothing_else() {
        let rules = Rules::preset("fox-geese").expect("a preset");
        let ix = Indexer::new(&rules, 1);
        let layout = Arc::new(Layout::new(&ix, 3, None));
        let keys = [
            TierId::material(1, 3),
            TierId::material(2, 3),
            TierId::material(1, 64),
            TierId { hunters: 1, flock: 3, progress: Some(0) },
            TierId { hunters: 1, flock: 3, progress: Some(300) },
            TierId { hunters: 64, flock: 0, progress: Some(7) },
        ];
        let mut solved = SolvedTiers::new();
        for (n, &key) in keys.iter().enumerate() {
            assert!(!solved.contains_key(&key));
            solved.insert(key, tier_of_len(&layout, n + 1));
        }
        for (n, key) in keys.iter().enumerate() {
            let found = solved.get(key).unwrap_or_else(|| panic!("{key} kept"));
            assert_eq!(found.values.len(), n as u64 + 1, "{key} gives its own values");
        }
        for absent in [
            TierId::material(1, 4),
            TierId::material(0, 3),
            TierId { hunters: 1, flock: 3, progress: Some(1) },
            TierId { hunters: 1, flock: 3, progress: Some(299) },
            TierId { hunters: 1, flock: 4, progress: Some(0) },
            TierId { hunters: 200, flock: 200, progress: Some(u16::MAX) },
        ] {
            assert!(solved.get(&absent).is_none(), "{absent} was never kept");
        }
        assert_eq!(solved.values().count(), keys.len());
        solved.insert(keys[0], tier_of_len(&layout, 10));
        assert_eq!(solved.get(&keys[0]).map(|t| t.values.len()), Some(10), "replaced");
        assert_eq!(solved.values().count(), keys.len());
        assert!(solved.remove(&keys[3]).is_some());
        assert!(solved.remove(&keys[3]).is_none(), "gone");
        assert!(solved.remove(&TierId::material(9, 9)).is_none(), "never kept");
        assert!(solved.contains_key(&keys[4]), "its neighbour stays");
        assert_eq!(solved.values().count(), keys.len() - 1);
        solved.clear();
        assert!(keys.iter().all(|k| !solved.contains_key(k)));
    }
}
