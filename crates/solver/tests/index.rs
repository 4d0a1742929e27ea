//! Indexing: rank and unrank are inverse, and every canonical slot indexes back to itself.

mod common;

use common::rules;
use proptest::prelude::*;
use reynard_solver::index::{Binomials, Indexer, colex_rank, colex_unrank};

proptest! {
    #[test]
    fn colex_rank_unrank_round_trip(m in 1u32..40, k_frac in 0.0f64..1.0, r_frac in 0.0f64..1.0) {
        let binom = Binomials::new();
        let k = ((m as f64) * k_frac) as u32;
        let total = binom.get(m, k);
        let rank = ((total as f64 * r_frac) as u64).min(total - 1);
        let set = colex_unrank(&binom, rank, k, m);
        prop_assert_eq!(set.count_ones(), k);
        prop_assert!(m == 64 || set >> m == 0);
        prop_assert_eq!(colex_rank(&binom, set), rank);
    }

    #[test]
    fn slots_index_back_to_themselves(
        preset in prop::sample::select(vec!["fox-geese", "catch-the-hare", "coyote", "el-coyote", "fox-geese-2fox"]),
        f_frac in 0.0f64..1.0,
        i_frac in 0.0f64..1.0,
    ) {
        let rules = rules(preset, &[]);
        let ix = Indexer::new(&rules, rules.hunter_count() as u32);
        let free = ix.points() - ix.hunters();
        let f = 1 + ((free - 1) as f64 * f_frac) as u32;
        let len = ix.tier_len(f);
        let i = ((len as f64 * i_frac) as u64).min(len - 1);
        let (side, slice, hunters, flock) = ix.decode(f, i);
        prop_assert_eq!(hunters & flock, 0);
        prop_assert_eq!(flock.count_ones(), f);
        prop_assert_eq!(flock & !rules.board().points(), 0);
        if ix.is_canonical(slice, flock) {
            prop_assert_eq!(ix.index(side, hunters, flock), Some(i));
        } else {
            // A non-canonical slot indexes to a smaller canonical one.
            let j = ix.index(side, hunters, flock).expect("an index");
            prop_assert!(j < i);
        }
    }
}

#[test]
fn slices_are_canonical_hunter_placements() {
    // Catch the Hare: 25 points under 8 symmetries fall into 6 classes.
    let r = rules("catch-the-hare", &[]);
    assert_eq!(Indexer::new(&r, 1).slices(), 6);
    // The cross: 33 points, 7 classes.
    let r = rules("fox-geese", &[]);
    assert_eq!(Indexer::new(&r, 1).slices(), 7);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn dense_indices_decode_and_index_back(
        preset in prop::sample::select(vec!["catch-the-hare", "coyote", "fox-geese-2fox"]),
        f in 1u32..5,
        i_frac in 0.0f64..1.0,
    ) {
        use reynard_solver::index::{Layout, TierIndex};
        let rules = rules(preset, &[]);
        let ix = Indexer::new(&rules, rules.hunter_count() as u32);
        let layout = Layout::new(&ix, f);
        prop_assert!(layout.len() <= ix.tier_len(f));
        let ti = TierIndex { ix: &ix, layout: &layout };
        let i = ((layout.len() as f64 * i_frac) as u64).min(layout.len() - 1);
        let (side, slice, hunters, flock) = ti.decode(i);
        prop_assert!(ix.is_canonical(slice, flock));
        prop_assert_eq!(ti.index(side, hunters, flock), Some(i));
        prop_assert_eq!(ti.index_in_slice(side, slice, flock), i);
    }
}

#[test]
fn a_layout_counts_each_position_once() {
    // One hare and one hunter on the 5x5 board: 25 * 24 placements, in classes of 8 or fewer.
    let r = rules("catch-the-hare", &[]);
    let ix = Indexer::new(&r, 1);
    let layout = reynard_solver::index::Layout::new(&ix, 1);
    // Orbits of (hare, hunter) pairs under the 8 symmetries, counted by Burnside: the
    // identity fixes 600 pairs, the two diagonal mirrors 20 each (both on the diagonal), the
    // two axis mirrors 20 each, rotations none.
    assert_eq!(layout.len(), 2 * (600 + 4 * 20) / 8);
}

#[test]
fn positions_are_counted_without_a_layout() {
    for (preset, hunters) in
        [("catch-the-hare", None), ("fox-geese", None), ("fox-geese-2fox", None), ("fox-geese", Some(0))]
    {
        let r = rules(preset, &[]);
        let h = hunters.unwrap_or(r.hunter_count() as u32);
        let ix = Indexer::new(&r, h);
        for f in 0..5 {
            let layout = reynard_solver::index::Layout::new(&ix, f);
            assert_eq!(ix.positions(f), layout.len(), "{preset} h{h} f{f}");
        }
    }
}
