//! Standings and tie-breaks.
//!
//! Swiss and round robin count game points (a win 1, a draw ½), two games a meeting (one
//! on each side); a Swiss bye scores as a won meeting (2), a round-robin bye nothing
//! (everyone sits out once). Tie-breaks, in order:
//!
//! - Swiss: Buchholz (the sum of the points of the players met; a bye adds nothing), then
//!   Sonneborn-Berger (the sum, over the players met, of the points scored against them
//!   times their points);
//! - round robin: Sonneborn-Berger, then the points scored in the games between the
//!   players tied on points;
//! - arena: the games won.

use super::arena::{Outcome, score};

/// A finished game of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredGame {
    /// The round (Swiss, round robin) or the order of pairing (arena).
    pub round: u32,
    /// The players on the first and the second side (indexes).
    pub seats: [usize; 2],
    /// Each seat's points, in half points (2, 1 or 0).
    pub half_points: [u32; 2],
}

/// A player's line in the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The player's index.
    pub player: usize,
    /// Points (game points; arena points in an arena).
    pub points: f64,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<f64>,
}

/// Which tie-breaks follow the points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tiebreaks {
    /// Buchholz, then Sonneborn-Berger.
    Swiss,
    /// Sonneborn-Berger, then the games between the tied.
    RoundRobin,
}

/// The standings of `n` players of a Swiss or a round robin, best first; `byes` names a
/// player once for each bye, worth `bye_half_points`. Equal players keep the order of
/// `seeding` (indexes, best first).
pub fn meetings(
    n: usize,
    games: &[ScoredGame],
    byes: &[usize],
    bye_half_points: u32,
    tiebreaks: Tiebreaks,
    seeding: &[usize],
) -> Vec<Standing> {
    let mut half = vec![0_u32; n];
    // Points scored against each opponent in each round: (player, round, opponent) → half
    // points.
    let mut against: std::collections::BTreeMap<(usize, u32, usize), u32> = Default::default();
    for game in games {
        for seat in 0..2 {
            let (me, them) = (game.seats[seat], game.seats[1 - seat]);
            half[me] += game.half_points[seat];
            *against.entry((me, game.round, them)).or_default() += game.half_points[seat];
        }
    }
    for &p in byes {
        half[p] += bye_half_points;
    }
    let points = |p: usize| f64::from(half[p]) / 2.0;
    let met =
        |p: usize| against.range((p, 0, 0)..(p + 1, 0, 0)).map(|(&(_, _, them), &scored)| (them, scored));
    let buchholz = |p: usize| met(p).map(|(them, _)| points(them)).sum::<f64>();
    let sonneborn_berger =
        |p: usize| met(p).map(|(them, scored)| f64::from(scored) / 2.0 * points(them)).sum::<f64>();
    let between_tied = |p: usize| {
        met(p).filter(|&(them, _)| half[them] == half[p]).map(|(_, scored)| f64::from(scored) / 2.0).sum()
    };
    let standings = (0..n).map(|p| Standing {
        player: p,
        points: points(p),
        tiebreaks: match tiebreaks {
            Tiebreaks::Swiss => vec![buchholz(p), sonneborn_berger(p)],
            Tiebreaks::RoundRobin => vec![sonneborn_berger(p), between_tied(p)],
        },
    });
    ordered(standings.collect(), seeding)
}

/// The standings of an arena: each player's results in the order played.
pub fn arena(results: &[Vec<Outcome>], seeding: &[usize]) -> Vec<Standing> {
    let standings = results.iter().enumerate().map(|(p, games)| Standing {
        player: p,
        points: f64::from(score(games).0),
        tiebreaks: vec![games.iter().filter(|&&g| g == Outcome::Win).count() as f64],
    });
    ordered(standings.collect(), seeding)
}

/// Best first: points, then tie-breaks, then the seeding.
fn ordered(mut standings: Vec<Standing>, seeding: &[usize]) -> Vec<Standing> {
    let seed = |p: usize| seeding.iter().position(|&s| s == p).unwrap_or(usize::MAX);
    standings.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then_with(|| {
                b.tiebreaks
                    .iter()
                    .zip(&a.tiebreaks)
                    .map(|(x, y)| x.total_cmp(y))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .then(seed(a.player).cmp(&seed(b.player)))
    });
    standings
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A meeting of two games between `a` and `b` in `round`: `a` scores `a_half[0]` with
    /// the first side and `a_half[1]` with the second.
    fn meeting(round: u32, a: usize, b: usize, a_half: [u32; 2]) -> [ScoredGame; 2] {
        [
            ScoredGame { round, seats: [a, b], half_points: [a_half[0], 2 - a_half[0]] },
            ScoredGame { round, seats: [b, a], half_points: [2 - a_half[1], a_half[1]] },
        ]
    }

    #[test]
    fn swiss_tiebreaks_match_a_table_worked_by_hand() {
        // Four players, two rounds, player 4 joins late with a bye in round 2.
        // Round 1: 0-1 = 2-0, 2-3 = 1-1 (each wins with the first side).
        // Round 2: 0-2 = 1½-½, 1-3 = 1-1, 4 has the bye (2).
        let games: Vec<ScoredGame> = [
            meeting(1, 0, 1, [2, 2]),
            meeting(1, 2, 3, [2, 0]),
            meeting(2, 0, 2, [2, 1]),
            meeting(2, 1, 3, [2, 0]),
        ]
        .concat();
        let table = meetings(5, &games, &[4], 4, Tiebreaks::Swiss, &[0, 1, 2, 3, 4]);
        // Points: 0: 2 + 1.5 = 3.5; 1: 0 + 1 = 1; 2: 1 + 0.5 = 1.5; 3: 1 + 1 = 2; 4: 2.
        // Buchholz: 0: 1 + 1.5 = 2.5; 3: 1.5 + 1 = 2.5; 4: 0.
        // Sonneborn-Berger: 3: 1 × 1.5 + 1 × 1 = 2.5; 4: 0.
        let line = |p: usize| table.iter().find(|s| s.player == p).cloned().unwrap_or_else(|| panic!("{p}"));
        assert_eq!(line(0).points, 3.5);
        assert_eq!(line(0).tiebreaks, vec![2.5, 2.0 * 1.0 + 1.5 * 1.5]);
        assert_eq!(line(3).tiebreaks, vec![2.5, 2.5]);
        assert_eq!(line(4).tiebreaks, vec![0.0, 0.0]);
        let order: Vec<usize> = table.iter().map(|s| s.player).collect();
        // 3 and 4 both have 2 points: 3's Buchholz (2.5) beats 4's (0).
        assert_eq!(order, vec![0, 3, 4, 2, 1]);
    }

    #[test]
    fn round_robin_ties_go_to_sonneborn_berger_then_the_games_between_them() {
        // Three players, each pair meets once; everyone wins with the first side but 0,
        // who also wins with the second side against 1.
        let games: Vec<ScoredGame> =
            [meeting(1, 0, 1, [2, 2]), meeting(2, 1, 2, [2, 0]), meeting(3, 2, 0, [2, 0])].concat();
        let table = meetings(3, &games, &[], 0, Tiebreaks::RoundRobin, &[2, 1, 0]);
        // Points: 0: 2 + 1 = 3; 1: 0 + 1 = 1; 2: 1 + 1 = 2.
        assert_eq!(table.iter().map(|s| s.player).collect::<Vec<_>>(), vec![0, 2, 1]);
        // Sonneborn-Berger of 0: 2 × 1 (vs 1) + 1 × 2 (vs 2) = 4.
        assert_eq!(table[0].tiebreaks, vec![4.0, 0.0]);

        // A tie on points and on Sonneborn-Berger is broken by the games between them.
        let even: Vec<ScoredGame> = [meeting(1, 0, 1, [2, 1]), meeting(2, 2, 3, [2, 1])].concat();
        let table = meetings(4, &even, &[], 0, Tiebreaks::RoundRobin, &[3, 2, 1, 0]);
        // 0 and 2 have 1.5 each and SB 1.5 × 0.5 = 0.75 each; neither met the other, so
        // the seeding decides between them: 2 before 0.
        assert_eq!(table.iter().map(|s| s.player).collect::<Vec<_>>(), vec![2, 0, 3, 1]);
        assert_eq!(table[0].tiebreaks, table[1].tiebreaks);
    }

    #[test]
    fn the_arena_ranks_by_points_then_wins() {
        use Outcome::{Draw, Loss, Win};
        let results =
            vec![vec![Win, Win, Win], vec![Draw, Draw, Draw, Draw, Win, Win], vec![Loss, Win, Win, Loss]];
        let table = arena(&results, &[0, 1, 2]);
        assert_eq!(
            table.iter().map(|s| (s.player, s.points)).collect::<Vec<_>>(),
            vec![(0, 8.0), (1, 8.0), (2, 4.0)]
        );
        assert_eq!(table[0].tiebreaks, vec![3.0]);
    }
}
