//! Ratings: Glicko-2 (the `skillratings` crate), one rating per account and preset (a
//! player's Fox and Geese rating is not their Copenhagen rating; games on either side of a
//! preset count towards it). As on Lichess, each rated game is a rating period of its own,
//! so a rating moves after every game. A rating whose deviation is above
//! [`PROVISIONAL_DEVIATION`] is provisional: shown with a `?` and kept off the leaderboard.

use serde::Serialize;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// Above this deviation a rating is provisional (Lichess's threshold).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's rating at one preset.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rating {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start).
    pub deviation: f64,
    /// Its volatility (0.06 at the start).
    #[serde(skip)]
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

impl Default for Rating {
    fn default() -> Rating {
        let start = Glicko2Rating::new();
        Rating { rating: start.rating, deviation: start.deviation, volatility: start.volatility, games: 0 }
    }
}

impl Rating {
    /// Whether the rating is provisional.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }

    fn with(self, new: Glicko2Rating, games: i64) -> Rating {
        Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            games: self.games + games,
        }
    }
}

/// The outcome for a player scoring `score` (1 win, 0.5 draw, 0 loss).
fn outcome(score: f64) -> Outcomes {
    if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

/// Both players' ratings after one game in which the first scored `score` (1, 0.5 or 0):
/// for each, a rating period of that one game.
pub fn after_game(first: Rating, second: Rating, score: f64) -> [Rating; 2] {
    [after_period(first, &[(second, score)]), after_period(second, &[(first, 1.0 - score)])]
}

/// A player's rating after a rating period of several games, each against an opponent
/// (as rated before the period) with the score the player made.
pub fn after_period(player: Rating, games: &[(Rating, f64)]) -> Rating {
    let results: Vec<_> =
        games.iter().map(|(opponent, score)| (opponent.glicko(), outcome(*score))).collect();
    player.with(glicko2_rating_period(&player.glicko(), &results, &Glicko2Config::new()), games.len() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating { rating, deviation, volatility: 0.06, games: 0 }
    }

    /// The worked example of Glickman's "Example of the Glicko-2 system" (2013): a player
    /// rated 1500 (RD 200, volatility 0.06) beats a 1400 (RD 30) and loses to a 1550 (RD
    /// 100) and a 1700 (RD 300), with tau 0.5: 1464.06, RD 151.52, volatility 0.05999.
    #[test]
    fn glickmans_example() {
        let player = rating(1500.0, 200.0);
        let games = [(rating(1400.0, 30.0), 1.0), (rating(1550.0, 100.0), 0.0), (rating(1700.0, 300.0), 0.0)];
        let after = after_period(player, &games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!((after.deviation - 151.52).abs() < 0.01, "{}", after.deviation);
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{}", after.volatility);
        assert_eq!(after.games, 3);
    }

    #[test]
    fn a_win_moves_both_ratings_apart_and_a_draw_between_equals_moves_neither() {
        let [winner, loser] = after_game(Rating::default(), Rating::default(), 1.0);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-6, "symmetric");
        assert!(winner.deviation < 350.0 && winner.provisional());
        assert_eq!((winner.games, loser.games), (1, 1));
        let [a, b] = after_game(Rating::default(), Rating::default(), 0.5);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }
}
