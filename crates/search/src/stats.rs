//! Match statistics: score with its 95% interval, and the Elo difference it implies.

/// Results of one player over a match (or one role of it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Games in the tally.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score, 0 to 1, a draw counting half (0.5 for no games).
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// The 95% confidence interval of the score (normal approximation over the per-game
    /// scores 1, ½, 0), clamped to [0, 1].
    pub fn score_interval(&self) -> (f64, f64) {
        let n = self.games() as f64;
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let mean = self.score();
        let second_moment = (self.wins as f64 + 0.25 * self.draws as f64) / n;
        let variance = (second_moment - mean * mean).max(0.0);
        let half = 1.96 * (variance / n).sqrt();
        ((mean - half).max(0.0), (mean + half).min(1.0))
    }

    /// The Elo difference the score implies (±∞ clamped to ±1000 at a perfect score).
    pub fn elo(&self) -> f64 {
        elo_of(self.score())
    }

    /// Half the width of the Elo 95% interval (from the score interval).
    pub fn elo_interval(&self) -> f64 {
        let (lo, hi) = self.score_interval();
        (elo_of(hi) - elo_of(lo)) / 2.0
    }
}

/// The Elo difference for an expected score: `-400 log10(1/s - 1)`, clamped to ±1000.
pub fn elo_of(score: f64) -> f64 {
    if score <= 0.0 {
        return -1000.0;
    }
    if score >= 1.0 {
        return 1000.0;
    }
    (-400.0 * (1.0 / score - 1.0).log10()).clamp(-1000.0, 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        let t = Tally { wins: 10, draws: 10, losses: 10 };
        assert_eq!(t.score(), 0.5);
        assert!(t.elo().abs() < 1e-9);
    }

    #[test]
    fn known_elo_values() {
        // 75% is about +191 Elo, 90% about +382.
        assert!((elo_of(0.75) - 190.85).abs() < 0.1);
        assert!((elo_of(0.9) - 381.7).abs() < 0.1);
        assert!((elo_of(0.25) + 190.85).abs() < 0.1);
        assert_eq!(elo_of(1.0), 1000.0);
    }

    #[test]
    fn interval_matches_a_hand_computation() {
        // 6 wins, 2 draws, 2 losses: mean 0.7; E[x²] = (6 + 0.5)/10 = 0.65; var = 0.16;
        // half width = 1.96 * sqrt(0.016) = 0.24792.
        let t = Tally { wins: 6, draws: 2, losses: 2 };
        let (lo, hi) = t.score_interval();
        assert!((lo - 0.45208).abs() < 1e-4 && (hi - 0.94792).abs() < 1e-4, "{lo} {hi}");
    }

    #[test]
    fn all_wins_have_no_spread() {
        let t = Tally { wins: 5, draws: 0, losses: 0 };
        assert_eq!(t.score_interval(), (1.0, 1.0));
        assert_eq!(t.elo(), 1000.0);
    }
}
