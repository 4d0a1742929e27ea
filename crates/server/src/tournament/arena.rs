//! Arena: for a fixed time, a player who finishes a game is paired again at once with
//! someone near in the standings, on the other side from their last game.
//!
//! Scoring is lichess's: a win 2, a draw 1, a loss 0; after two wins in a row a player is
//! on a streak, and while it lasts a win scores 4 and a draw 2; a game not won ends it.

use super::matching::least_cost_pairs;

/// A game's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

/// A player's arena score after their games in order: the points and whether the player
/// is on a streak now.
pub fn score(games: &[Outcome]) -> (u32, bool) {
    let mut points = 0;
    let mut wins_in_a_row = 0;
    for &game in games {
        let streak = wins_in_a_row >= 2;
        let base = match game {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        };
        points += if streak { base * 2 } else { base };
        wins_in_a_row = if game == Outcome::Win { wins_in_a_row + 1 } else { 0 };
    }
    (points, wins_in_a_row >= 2)
}

/// A player waiting for a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// Arena points.
    pub points: u32,
    /// Rating, between equal points.
    pub rating: f64,
    /// Their last opponent (an index into the same list), if waiting too.
    pub last_opponent: Option<usize>,
    /// Games played on the first side less games on the second.
    pub first_side_lead: i32,
}

/// The waiting players' pairs, each `(first side, second side)`: neighbours in the
/// standings, not the same two again at once where another pairing exists; sides so that
/// each player evens out their sides (the one who played the first side more takes the
/// second). With an odd number, one waits for the next game to end.
pub fn pair_waiting(waiting: &[Waiting]) -> Vec<(usize, usize)> {
    let mut ranked: Vec<usize> = (0..waiting.len()).collect();
    ranked.sort_by(|&a, &b| {
        let (wa, wb) = (&waiting[a], &waiting[b]);
        wb.points.cmp(&wa.points).then(wb.rating.total_cmp(&wa.rating)).then(a.cmp(&b))
    });
    let rematch_cost = waiting.len() as i64 * waiting.len() as i64;
    let cost = |i: usize, j: usize| {
        let (a, b) = (ranked[i], ranked[j]);
        let again = waiting[a].last_opponent == Some(b) || waiting[b].last_opponent == Some(a);
        let apart = (j - i) as i64;
        Some(apart * apart + if again { rematch_cost } else { 0 })
    };
    least_cost_pairs(ranked.len(), cost)
        .into_iter()
        .map(|(i, j)| {
            let (a, b) = (ranked[i], ranked[j]);
            if waiting[a].first_side_lead > waiting[b].first_side_lead { (b, a) } else { (a, b) }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::Outcome::{Draw, Loss, Win};
    use super::*;

    #[test]
    fn streaks_double_as_on_lichess() {
        // Hand-computed: W W (2+2, now on a streak) W (4) D (2, streak over) W W (2+2) W (4) L (0).
        assert_eq!(score(&[Win, Win]), (4, true));
        assert_eq!(score(&[Win, Win, Win]), (8, true));
        assert_eq!(score(&[Win, Win, Win, Draw]), (10, false));
        assert_eq!(score(&[Win, Win, Win, Draw, Win, Win, Win, Loss]), (18, false));
        assert_eq!(score(&[Draw, Draw, Win, Loss, Win]), (6, false));
        assert_eq!(score(&[]), (0, false));
    }

    fn waiting(points: &[u32]) -> Vec<Waiting> {
        points
            .iter()
            .map(|&p| Waiting { points: p, rating: 1500.0, last_opponent: None, first_side_lead: 0 })
            .collect()
    }

    #[test]
    fn neighbours_meet_and_not_the_same_two_at_once() {
        let pairs = pair_waiting(&waiting(&[10, 8, 4, 2]));
        let mut sorted: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![(0, 1), (2, 3)]);

        let mut field = waiting(&[10, 8, 4, 2]);
        (field[0].last_opponent, field[1].last_opponent) = (Some(1), Some(0));
        let pairs = pair_waiting(&field);
        assert!(!pairs.iter().any(|&(a, b)| a.min(b) == 0 && a.max(b) == 1), "{pairs:?}");
        assert_eq!(pairs.len(), 2);
    }

    #[test]
    fn sides_even_out_and_an_odd_player_waits() {
        let mut field = waiting(&[6, 6, 0]);
        field[0].first_side_lead = 1;
        let pairs = pair_waiting(&field);
        assert_eq!(pairs, vec![(1, 0)], "player 0 played the first side more");
    }
}
