//! Swiss pairings by weighted matching.
//!
//! The players are ranked by points, then rating. With an odd number, the bye goes to the
//! lowest-ranked player who has not had one and without whom everyone else can be paired;
//! a bye scores as a won match. The others are paired by a maximum-weight matching
//! (Edmonds' blossom) over the pairs that have not met before:
//!
//! 1. everyone is paired (no pair meets twice);
//! 2. then the least sum of squared score differences: players meet within their score
//!    group, and a group with an odd player out sends one player to the nearest group;
//! 3. then, within a score group, its top half meets its bottom half (the Dutch system's
//!    S1 against S2): a pair costs how far its distance in the ranking is from half the
//!    group; across groups, the pair nearest in the ranking.
//!
//! Colours need no allocation: each pairing is a match of two games, one on each side.
//! When no pairing without a repeat exists, there is no next round (the tournament ends,
//! as lichess's Swiss does).

use super::matching::least_cost_pairs;

/// A player as the pairing sees them.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissPlayer {
    /// Points, in half points.
    pub points: u32,
    /// Rating, to rank players with equal points.
    pub rating: f64,
    /// Whether they have had a bye.
    pub had_bye: bool,
}

/// One round's pairings: indexes into the players given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissRound {
    /// The pairs, the higher-ranked player first.
    pub pairs: Vec<(usize, usize)>,
    /// The player with the bye.
    pub bye: Option<usize>,
}

/// How much a difference of a half point weighs against the order within a group.
const SCORE_WEIGHT: i64 = 10_000;

/// The players' indexes, best first: points, then rating, then as given.
pub fn ranking(players: &[SwissPlayer]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by(|&a, &b| {
        let (pa, pb) = (&players[a], &players[b]);
        pb.points.cmp(&pa.points).then(pb.rating.total_cmp(&pa.rating)).then(a.cmp(&b))
    });
    order
}

/// The next round's pairings; `met(a, b)` tells whether two players have met. `None`
/// when the players cannot all be paired without a repeat (or the bye cannot be given to
/// someone who has not had one).
pub fn pair_round(players: &[SwissPlayer], met: impl Fn(usize, usize) -> bool) -> Option<SwissRound> {
    let ranked = ranking(players);
    if ranked.len() % 2 == 0 {
        let pairs = pair_all(players, &ranked, &met)?;
        return Some(SwissRound { pairs, bye: None });
    }
    ranked.iter().rev().filter(|&&p| !players[p].had_bye).find_map(|&bye| {
        let rest: Vec<usize> = ranked.iter().copied().filter(|&p| p != bye).collect();
        let pairs = pair_all(players, &rest, &met)?;
        Some(SwissRound { pairs, bye: Some(bye) })
    })
}

/// Pairs every player of `ranked` (best first), or `None`.
fn pair_all(
    players: &[SwissPlayer],
    ranked: &[usize],
    met: &impl Fn(usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    let group_size = |points: u32| ranked.iter().filter(|&&p| players[p].points == points).count() as i64;
    let cost = |i: usize, j: usize| {
        let (a, b) = (ranked[i], ranked[j]);
        if met(a, b) {
            return None;
        }
        let (pa, pb) = (players[a].points, players[b].points);
        let difference = i64::from(pa.abs_diff(pb));
        let apart = (j - i) as i64;
        let order = if difference == 0 { (apart - group_size(pa) / 2).abs() } else { apart };
        Some(difference * difference * SCORE_WEIGHT + order)
    };
    let pairs = least_cost_pairs(ranked.len(), cost);
    (pairs.len() * 2 == ranked.len())
        .then(|| pairs.into_iter().map(|(i, j)| (ranked[i], ranked[j])).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn players(points: &[u32]) -> Vec<SwissPlayer> {
        points
            .iter()
            .enumerate()
            .map(|(i, &p)| SwissPlayer { points: p, rating: 2000.0 - i as f64, had_bye: false })
            .collect()
    }

    #[test]
    fn a_first_round_pairs_the_top_half_against_the_bottom_half() {
        let round = pair_round(&players(&[0; 8]), |_, _| false).expect("paired");
        assert_eq!(round.pairs, vec![(0, 4), (1, 5), (2, 6), (3, 7)]);
        assert_eq!(round.bye, None);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_ranked_player_who_has_not_had_one() {
        let mut field = players(&[4, 2, 2, 0, 0]);
        field[4].had_bye = true;
        let round = pair_round(&field, |_, _| false).expect("paired");
        assert_eq!(round.bye, Some(3));
        let mut everyone: Vec<usize> = round.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        everyone.push(3);
        everyone.sort_unstable();
        assert_eq!(everyone, vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn score_groups_pair_within_and_an_odd_one_floats_to_the_nearest_group() {
        // Groups of 3 (4 points), 3 (2 points) and 2 (0 points).
        let round = pair_round(&players(&[4, 4, 4, 2, 2, 2, 0, 0]), |_, _| false).expect("paired");
        let difference: Vec<u32> = round
            .pairs
            .iter()
            .map(|&(a, b)| [4, 4, 4, 2, 2, 2, 0, 0][a] - [4, 4, 4, 2, 2, 2, 0, 0][b])
            .collect();
        let mut sorted = difference.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![0, 0, 0, 2], "one floater, one group down: {:?}", round.pairs);
    }

    #[test]
    fn no_pair_meets_twice_and_a_field_that_cannot_be_paired_ends() {
        let met: HashSet<(usize, usize)> = [(0, 1), (2, 3), (0, 2), (1, 3)].into();
        let has_met = |a: usize, b: usize| met.contains(&(a.min(b), a.max(b)));
        let round = pair_round(&players(&[0; 4]), has_met).expect("0-3 and 1-2 are left");
        let mut pairs = round.pairs.clone();
        pairs.iter_mut().for_each(|p| *p = (p.0.min(p.1), p.0.max(p.1)));
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(0, 3), (1, 2)]);
        let everyone_met = |_, _| true;
        assert_eq!(pair_round(&players(&[0; 4]), everyone_met), None);
    }

    /// The least sum of squared score differences of any pairing of `field` (the bye
    /// given as the pairing gave it) with no repeat, by trying them all.
    fn least_squares(field: &[usize], points: &[u32], met: &HashSet<(usize, usize)>) -> Option<u32> {
        let Some((&first, rest)) = field.split_first() else { return Some(0) };
        rest.iter()
            .enumerate()
            .filter(|&(_, &other)| !met.contains(&(first.min(other), first.max(other))))
            .filter_map(|(k, &other)| {
                let left: Vec<usize> =
                    rest.iter().enumerate().filter(|&(m, _)| m != k).map(|(_, &p)| p).collect();
                let d = points[first].abs_diff(points[other]);
                least_squares(&left, points, met).map(|s| s + d * d)
            })
            .min()
    }

    #[test]
    fn generated_tournaments_never_repeat_a_pair_give_one_bye_at_most_and_pair_within_groups() {
        let mut seed = 99_u64;
        let mut next = move |n: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % n
        };
        for trial in 0..60 {
            let start = 3 + next(6) as usize;
            let rounds = 3 + next(3) as usize;
            let mut field: Vec<SwissPlayer> = (0..start)
                .map(|_| SwissPlayer { points: 0, rating: 1500.0 + next(400) as f64, had_bye: false })
                .collect();
            let mut active: Vec<bool> = vec![true; start];
            let mut met: HashSet<(usize, usize)> = HashSet::new();
            let mut byes = vec![0; start];
            for round in 0..rounds {
                // A late join in the first half, a withdrawal now and then.
                if round < rounds / 2 && next(3) == 0 {
                    field.push(SwissPlayer { points: 0, rating: 1400.0, had_bye: false });
                    active.push(true);
                    byes.push(0);
                }
                if next(5) == 0 {
                    let out = next(field.len() as u64) as usize;
                    active[out] = false;
                }
                let playing: Vec<usize> = (0..field.len()).filter(|&p| active[p]).collect();
                let view: Vec<SwissPlayer> = playing.iter().map(|&p| field[p].clone()).collect();
                let has_met = |a: usize, b: usize| {
                    let (a, b) = (playing[a], playing[b]);
                    met.contains(&(a.min(b), a.max(b)))
                };
                let Some(pairing) = pair_round(&view, has_met) else { break };
                let mut seen = HashSet::new();
                for &(a, b) in &pairing.pairs {
                    let (a, b) = (playing[a], playing[b]);
                    assert!(met.insert((a.min(b), a.max(b))), "trial {trial}: {a} and {b} met twice");
                    assert!(seen.insert(a) && seen.insert(b));
                }
                if let Some(bye) = pairing.bye {
                    let bye = playing[bye];
                    byes[bye] += 1;
                    assert!(byes[bye] <= 1, "trial {trial}: a second bye for {bye}");
                    field[bye].had_bye = true;
                    field[bye].points += 4;
                }
                // As documented: no pairing without repeats has a smaller sum of squared
                // score differences.
                let paired: Vec<usize> =
                    pairing.pairs.iter().flat_map(|&(a, b)| [playing[a], playing[b]]).collect();
                let points: Vec<u32> = field.iter().map(|p| p.points).collect();
                let mut before = met.clone();
                for &(a, b) in &pairing.pairs {
                    let (a, b) = (playing[a], playing[b]);
                    before.remove(&(a.min(b), a.max(b)));
                }
                let chosen: u32 = pairing
                    .pairs
                    .iter()
                    .map(|&(a, b)| points[playing[a]].abs_diff(points[playing[b]]).pow(2))
                    .sum();
                assert_eq!(
                    Some(chosen),
                    least_squares(&paired, &points, &before),
                    "trial {trial}, round {round}"
                );
                for &(a, b) in &pairing.pairs {
                    let (a, b) = (playing[a], playing[b]);
                    let a_scores = next(5) as u32;
                    field[a].points += a_scores;
                    field[b].points += 4 - a_scores;
                }
            }
        }
    }
}
