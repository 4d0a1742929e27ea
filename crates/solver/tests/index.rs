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
    fn flock_ranks_of_a_slice_round_trip(
        preset in prop::sample::select(vec!["fox-geese", "catch-the-hare", "coyote", "el-coyote", "fox-geese-forward", "fox-geese-2fox"]),
        f_frac in 0.0f64..1.0,
        p_frac in 0.0f64..1.0,
        s_frac in 0.0f64..1.0,
        r_frac in 0.0f64..1.0,
    ) {
        let rules = rules(preset, &[]);
        let ix = Indexer::new(&rules, rules.hunter_count() as u32);
        let max_f = rules.game_start().flock().count_ones();
        let f = 1 + ((max_f - 1) as f64 * f_frac) as u32;
        let range = ix.progress_range(f);
        let progress = range[((range.len() - 1) as f64 * p_frac) as usize];
        let slice = ((ix.slices() - 1) as f64 * s_frac) as usize;
        let len = ix.slice_len(slice, f, progress);
        prop_assume!(len > 0);
        let rank = ((len as f64 * r_frac) as u64).min(len - 1);
        let flock = ix.unrank_flock(slice, f, progress, rank);
        prop_assert_eq!(flock & ix.slice_hunters(slice), 0);
        prop_assert_eq!(flock.count_ones(), f);
        prop_assert_eq!(flock & !rules.board().points(), 0);
        prop_assert_eq!(ix.progress(flock), progress);
        prop_assert_eq!(ix.rank_flock(slice, flock), rank);
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
        preset in prop::sample::select(vec!["catch-the-hare", "coyote", "fox-geese-2fox", "el-coyote", "fox-geese-forward"]),
        f in 1u32..5,
        p_frac in 0.0f64..1.0,
        i_frac in 0.0f64..1.0,
    ) {
        use reynard_solver::index::{Layout, TierIndex};
        let rules = rules(preset, &[]);
        let ix = Indexer::new(&rules, rules.hunter_count() as u32);
        let range = ix.progress_range(f);
        let progress = range[((range.len() - 1) as f64 * p_frac) as usize];
        let layout = Layout::new(&ix, f, progress);
        prop_assert!(layout.len() <= ix.tier_len(f, progress));
        prop_assume!(!layout.is_empty());
        let ti = TierIndex { ix: &ix, layout: &layout };
        let i = ((layout.len() as f64 * i_frac) as u64).min(layout.len() - 1);
        let (side, slice, hunters, flock) = ti.decode(i);
        prop_assert!(ix.is_canonical(slice, flock));
        prop_assert_eq!(ti.index(side, hunters, flock), Some(i));
        prop_assert_eq!(ti.index_in_slice(side, slice, flock), i);
    }
}

#[test]
fn every_index_of_a_tier_decodes_and_indexes_back() {
    // Fox and 3 geese on the 33-point cross: 7 placements of the fox, 5 of them fixed by a
    // symmetry (their rank maps hold dozens of select samples), 4,960 flock sets each.
    use reynard_solver::index::{Layout, TierIndex};
    let r = rules("fox-geese", &[]);
    let ix = Indexer::new(&r, 1);
    let layout = Layout::new(&ix, 3, None);
    assert_eq!(layout.len(), ix.positions(3, None));
    assert_eq!(layout.map_bytes(), ix.layout_bytes(3, None), "the memory plan counts the maps exactly");
    let ti = TierIndex { ix: &ix, layout: &layout };
    let mut last = None;
    for i in 0..layout.len() {
        let (side, slice, hunters, flock) = ti.decode(i);
        assert!(ix.is_canonical(slice, flock), "index {i} decodes to a form that is not canonical");
        assert_eq!(ti.index_in_slice(side, slice, flock), i, "index {i} does not come back");
        assert_eq!(ti.index(side, hunters, flock), Some(i));
        // Indices run through the slices in order, and through the ranks of each in order.
        let rank = reynard_solver::index::colex_rank(ix.binomials(), ix.compress(slice, flock));
        if let Some((_, _, last_rank)) = last.filter(|&(s, l, _)| (s, l) == (side, slice)) {
            assert!(rank > last_rank, "index {i}: rank {rank} after {last_rank}");
        }
        last = Some((side, slice, rank));
    }
}

#[test]
fn a_layout_counts_each_position_once() {
    // One hare and one hunter on the 5x5 board: 25 * 24 placements, in classes of 8 or fewer.
    let r = rules("catch-the-hare", &[]);
    let ix = Indexer::new(&r, 1);
    let layout = reynard_solver::index::Layout::new(&ix, 1, None);
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
            let layout = reynard_solver::index::Layout::new(&ix, f, None);
            assert_eq!(ix.positions(f, None), layout.len(), "{preset} h{h} f{f}");
        }
    }
}

#[test]
fn only_rules_whose_flock_never_steps_back_split_by_progress() {
    for preset in ["fox-geese-forward", "el-coyote", "asalto"] {
        let r = rules(preset, &[]);
        assert!(Indexer::new(&r, 1).has_progress(), "{preset}");
    }
    for preset in ["fox-geese", "fox-geese-diagonal", "catch-the-hare", "coyote", "fox-geese-2fox"] {
        let r = rules(preset, &[]);
        assert!(!Indexer::new(&r, 1).has_progress(), "{preset}");
        assert_eq!(Indexer::new(&r, 1).progress_range(3), vec![None]);
    }
}

#[test]
fn progress_sub_tiers_partition_each_tier() {
    // Every flock set lies in exactly one sub-tier, and the positions counted by Burnside's
    // lemma (weights kept by the left-right mirror) match the layouts built by listing.
    for preset in ["fox-geese-forward", "el-coyote"] {
        let r = rules(preset, &[]);
        let ix = Indexer::new(&r, 1);
        let free = ix.points() - 1;
        for f in 1..5 {
            let range = ix.progress_range(f);
            assert!(range.len() > 1 && range.iter().all(Option::is_some), "{preset} f{f}");
            let slots: u64 = range.iter().map(|&p| ix.tier_len(f, p)).sum();
            assert_eq!(slots, 2 * ix.slices() as u64 * Binomials::new().get(free, f), "{preset} f{f}");
            for &p in &range {
                let layout = reynard_solver::index::Layout::new(&ix, f, p);
                assert_eq!(ix.positions(f, p), layout.len(), "{preset} f{f} p{p:?}");
            }
        }
    }
}
