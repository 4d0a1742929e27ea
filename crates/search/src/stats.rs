//! Match statistics: the score with a 95% interval that holds for small samples and at 0 %
//! or 100 %, and the Elo difference it implies, with unbounded ends said as such.
//!
//! The interval is Wilson's score interval with the variance of one game's score, not a
//! coin's: a game scores 1, ½ or 0, so at mean `q` with draw rate `r` its variance is
//! `q(1 - q) - r/4` (the binomial's, less what draws take away). The bounds solve
//! `(p - q)² = z²/n · (q(1 - q) - r/4)` for `q`; with no draws this is Wilson's interval
//! exactly (4 wins in 4 games: 0.510 to 1). The draw rate is shrunk towards none by `z²`
//! decisive pseudo-games, as Wilson's interval shrinks the score, so that a few draws do not
//! claim a score of exactly ½.

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

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

    /// Counts one game the player scored `score` in (1, ½ or 0).
    pub fn add(&mut self, score: f64) {
        match score {
            s if s > 0.75 => self.wins += 1,
            s if s < 0.25 => self.losses += 1,
            _ => self.draws += 1,
        }
    }

    /// The score, 0 to 1, a draw counting half (0.5 for no games).
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// The 95% interval of the score: Wilson's, with draws counted (see the module's
    /// doc); `(0, 1)` for no games.
    pub fn score_interval(&self) -> (f64, f64) {
        let n = self.games() as f64;
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let (p, k) = (self.score(), Z95 * Z95 / n);
        let draw_rate = self.draws as f64 / (n + Z95 * Z95);
        // a q² + b q + c = 0, from (p - q)² = k (q - q² - r/4).
        let (a, b, c) = (1.0 + k, -(2.0 * p + k), p * p + k * draw_rate / 4.0);
        let root = (b * b - 4.0 * a * c).max(0.0).sqrt();
        // Every game won (or lost): 1 (or 0) is a root exactly, whatever the rounding says.
        let lo = if self.losses == self.games() { 0.0 } else { (-b - root) / (2.0 * a) };
        let hi = if self.wins == self.games() { 1.0 } else { (-b + root) / (2.0 * a) };
        (lo.clamp(0.0, 1.0), hi.clamp(0.0, 1.0))
    }

    /// The Elo difference the score implies: infinite at a score of 0 or 1.
    pub fn elo(&self) -> f64 {
        elo_of(self.score())
    }

    /// The 95% interval of the Elo difference, from the score's: an end is infinite where
    /// the score's reaches 0 or 1 (no finite difference is ruled out there).
    pub fn elo_interval(&self) -> (f64, f64) {
        let (lo, hi) = self.score_interval();
        (elo_of(lo), elo_of(hi))
    }
}

/// The Elo difference for an expected score: `-400 log10(1/s - 1)`; `-∞` at 0, `+∞` at 1.
pub fn elo_of(score: f64) -> f64 {
    if score <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if score >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score at an Elo difference (the logistic curve `elo_of` inverts).
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// A sequential probability ratio test between two Elo differences, as engine testing runs
/// it: H0 "A is `elo0` stronger" against H1 "A is `elo1` stronger", stopped as soon as the
/// log-likelihood ratio leaves the bounds that give false-positive and false-negative rates
/// `alpha` and `beta`. The ratio is the generalised SPRT's over the three results a game
/// can have (1, ½, 0): each hypothesis's likeliest distribution of results among those
/// whose mean score is the one its Elo difference expects (the observed frequencies,
/// tilted to that mean: `p_i / (1 + λ (x_i - s))`), and the ratio of the two likelihoods of
/// the games played. The frequencies carry half a game of each result, so that a few games
/// of one result cannot decide alone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1 (above `elo0`).
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Which hypothesis an SPRT accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    /// H0: A is `elo0` stronger (or weaker).
    H0,
    /// H1: A is `elo1` stronger.
    H1,
}

impl Sprt {
    /// The test between `elo0` and `elo1` at 5 % error each way.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt { elo0, elo1, alpha: 0.05, beta: 0.05 }
    }

    /// The bounds of the log-likelihood ratio: H0 below the first, H1 above the second.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 against H0 after the games of `t`.
    pub fn llr(&self, t: &Tally) -> f64 {
        let n = t.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        // The frequencies of a loss, a draw and a win, with half a game of each added.
        let counts = [t.losses as f64 + 0.5, t.draws as f64 + 0.5, t.wins as f64 + 0.5];
        let total: f64 = counts.iter().sum();
        let observed = counts.map(|c| c / total);
        let h0 = tilted(observed, score_of(self.elo0));
        let h1 = tilted(observed, score_of(self.elo1));
        n * (0..3).map(|i| observed[i] * (h1[i] / h0[i]).ln()).sum::<f64>()
    }

    /// The hypothesis accepted after the games of `t`, or `None` while the test goes on.
    pub fn verdict(&self, t: &Tally) -> Option<SprtVerdict> {
        let (lower, upper) = self.bounds();
        let llr = self.llr(t);
        if llr >= upper {
            Some(SprtVerdict::H1)
        } else if llr <= lower {
            Some(SprtVerdict::H0)
        } else {
            None
        }
    }
}

/// The scores of a loss, a draw and a win.
const RESULTS: [f64; 3] = [0.0, 0.5, 1.0];

/// The distribution of results nearest `observed` (in likelihood) whose mean score is
/// `mean` (0 < `mean` < 1, every frequency above 0): `observed_i / (1 + λ (x_i - mean))`,
/// with `λ` found by bisection (the mean of the tilted results falls as `λ` grows).
fn tilted(observed: [f64; 3], mean: f64) -> [f64; 3] {
    // An Elo difference beyond a few thousand expects a score that rounds to 0 or 1: kept
    // just inside, so that the bounds below stay finite.
    let mean = mean.clamp(1e-9, 1.0 - 1e-9);
    let gap = RESULTS.map(|x| x - mean);
    let excess = |lambda: f64| (0..3).map(|i| observed[i] * gap[i] / (1.0 + lambda * gap[i])).sum::<f64>();
    // Every 1 + λ (x_i - mean) stays above 0 inside (-1 / (1 - mean), 1 / mean).
    let (mut lo, mut hi) = (-1.0 / (1.0 - mean) * (1.0 - 1e-12), 1.0 / mean * (1.0 - 1e-12));
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if excess(mid) > 0.0 { lo = mid } else { hi = mid }
    }
    let lambda = 0.5 * (lo + hi);
    let p = (0..3).map(|i| observed[i] / (1.0 + lambda * gap[i])).collect::<Vec<_>>();
    let sum: f64 = p.iter().sum();
    [p[0] / sum, p[1] / sum, p[2] / sum]
}

/// An Elo difference as text: `+191`, `-382`, `+∞`, `-∞`.
pub fn elo_text(elo: f64) -> String {
    match elo {
        f64::INFINITY => "+∞".into(),
        f64::NEG_INFINITY => "-∞".into(),
        _ => format!("{elo:+.0}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wilson's interval by its textbook formula (no draws): centre and half width.
    fn wilson(successes: f64, n: f64) -> (f64, f64) {
        let (p, z2) = (successes / n, Z95 * Z95);
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        (centre - half, centre + half)
    }

    fn close(a: (f64, f64), b: (f64, f64)) -> bool {
        (a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9
    }

    #[test]
    fn even_score_is_zero_elo_and_its_interval_is_centred() {
        let t = Tally { wins: 10, draws: 10, losses: 10 };
        assert_eq!(t.score(), 0.5);
        assert!(t.elo().abs() < 1e-9);
        let (lo, hi) = t.score_interval();
        assert!((lo + hi - 1.0).abs() < 1e-12 && lo < 0.5, "{lo} {hi}");
        let (elo_lo, elo_hi) = t.elo_interval();
        assert!((elo_lo + elo_hi).abs() < 1e-9 && elo_lo < 0.0);
    }

    #[test]
    fn known_elo_values() {
        // 75% is about +191 Elo, 90% about +382.
        assert!((elo_of(0.75) - 190.85).abs() < 0.1);
        assert!((elo_of(0.9) - 381.7).abs() < 0.1);
        assert!((elo_of(0.25) + 190.85).abs() < 0.1);
        assert_eq!(elo_of(1.0), f64::INFINITY);
        assert_eq!(elo_text(elo_of(0.75)), "+191");
        assert_eq!(elo_text(elo_of(0.0)), "-∞");
    }

    #[test]
    fn without_draws_the_interval_is_wilsons() {
        for (w, l) in [(4, 0), (0, 4), (6, 4), (1, 9), (37, 63)] {
            let t = Tally { wins: w, draws: 0, losses: l };
            assert!(close(t.score_interval(), wilson(w as f64, (w + l) as f64)), "{w} {l}");
        }
        // Four wins in four games: about 0.51 to 1, not the 1 to 1 of the normal rule.
        let (lo, hi) = Tally { wins: 4, draws: 0, losses: 0 }.score_interval();
        assert!((lo - 0.5101).abs() < 1e-4 && hi == 1.0, "{lo} {hi}");
    }

    #[test]
    fn a_perfect_score_has_an_unbounded_elo_end() {
        let t = Tally { wins: 4, draws: 0, losses: 0 };
        assert_eq!(t.elo(), f64::INFINITY);
        let (lo, hi) = t.elo_interval();
        assert!(lo.is_finite() && lo > 0.0 && hi == f64::INFINITY, "{lo} {hi}");
        let (lo, hi) = Tally { wins: 0, draws: 0, losses: 9 }.elo_interval();
        assert!(lo == f64::NEG_INFINITY && hi.is_finite() && hi < 0.0);
    }

    #[test]
    fn draws_narrow_the_interval_and_all_draws_do_not_collapse_it() {
        // The same score of 0.6 with and without draws: draws take variance away.
        let decisive = Tally { wins: 30, draws: 0, losses: 20 };
        let drawish = Tally { wins: 10, draws: 40, losses: 0 };
        let width = |t: Tally| {
            let (lo, hi) = t.score_interval();
            hi - lo
        };
        assert!(width(drawish) < width(decisive));
        // Four draws: centred on ½, but not a certainty.
        let (lo, hi) = Tally { wins: 0, draws: 4, losses: 0 }.score_interval();
        assert!((lo + hi - 1.0).abs() < 1e-12 && lo < 0.3, "{lo} {hi}");
    }

    /// A linear congruential generator's uniform numbers, for the simulations.
    fn uniform(state: &mut u64) -> f64 {
        *state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (*state >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Runs the SPRT on simulated games of a player whose score is `true_elo` stronger
    /// (draws a third of the games), `runs` times; returns how often it accepted H1, how
    /// often H0, and the mean number of games.
    fn simulate(sprt: &Sprt, true_elo: f64, runs: u32) -> (f64, f64, f64) {
        let score = score_of(true_elo);
        let draw = 1.0 / 3.0;
        let win = score - draw / 2.0;
        let mut state = 0x5EED_u64 ^ true_elo.to_bits();
        let (mut h1, mut h0, mut games) = (0, 0, 0u64);
        for _ in 0..runs {
            let mut t = Tally::default();
            loop {
                match uniform(&mut state) {
                    x if x < win => t.wins += 1,
                    x if x < win + draw => t.draws += 1,
                    _ => t.losses += 1,
                }
                match sprt.verdict(&t) {
                    Some(SprtVerdict::H1) => h1 += 1,
                    Some(SprtVerdict::H0) => h0 += 1,
                    None if t.games() < 20_000 => continue,
                    None => {}
                }
                games += u64::from(t.games());
                break;
            }
        }
        let runs = runs as f64;
        (h1 as f64 / runs, h0 as f64 / runs, games as f64 / runs)
    }

    #[test]
    fn the_sprt_accepts_the_true_hypothesis_as_often_as_it_promises() {
        let sprt = Sprt::new(0.0, 50.0);
        let (lower, upper) = sprt.bounds();
        assert!((lower + 2.944).abs() < 1e-3 && (upper - 2.944).abs() < 1e-3, "{lower} {upper}");
        // H1 true: accepted about 1 - beta of the time (95.15 % of 2,000 runs, 179 games on
        // average; 94.7 % of these 1,000).
        let (h1, _, games) = simulate(&sprt, 50.0, 1000);
        assert!(h1 >= 0.93, "H1 accepted in {h1} of runs");
        assert!(games > 50.0, "{games} games: a test this fine needs hundreds");
        // H0 true: H1 wrongly accepted about alpha of the time (4.45 % of 2,000 runs).
        let (h1, h0, _) = simulate(&sprt, 0.0, 1000);
        assert!(h1 <= 0.065 && h0 >= 0.93, "H1 {h1}, H0 {h0}");
        // A much stronger player is found out fast.
        let (h1, _, games) = simulate(&sprt, 300.0, 200);
        assert!(h1 == 1.0 && games < 60.0, "{h1} {games}");
    }

    #[test]
    fn an_sprt_between_extreme_elo_differences_stays_finite_and_decides() {
        // Scores of 0 and 1 to the last bit: the ratio stays a number, and the games decide.
        let sprt = Sprt::new(0.0, 7000.0);
        for t in [Tally { wins: 300, draws: 0, losses: 0 }, Tally { wins: 0, draws: 10, losses: 20 }] {
            assert!(sprt.llr(&t).is_finite(), "{t:?}: {}", sprt.llr(&t));
        }
        assert_eq!(sprt.verdict(&Tally { wins: 0, draws: 10, losses: 20 }), Some(SprtVerdict::H0));
        assert!(
            sprt.llr(&Tally { wins: 300, draws: 0, losses: 0 })
                > sprt.llr(&Tally { wins: 30, draws: 0, losses: 0 })
        );
    }

    #[test]
    fn the_interval_covers_the_true_score_about_95_percent_of_the_time() {
        // Matches of 20 games between players of known strength (win 0.45, draw 0.2, loss
        // 0.35: a true score of 0.55), drawn with a fixed generator.
        let mut state = 0x1234_5678_u64;
        let mut uniform = || {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let matches = 4000;
        let mut covered = 0;
        for _ in 0..matches {
            let mut t = Tally::default();
            for _ in 0..20 {
                match uniform() {
                    x if x < 0.45 => t.wins += 1,
                    x if x < 0.65 => t.draws += 1,
                    _ => t.losses += 1,
                }
            }
            let (lo, hi) = t.score_interval();
            covered += usize::from(lo <= 0.55 && 0.55 <= hi);
        }
        let rate = covered as f64 / matches as f64;
        assert!((0.93..=0.98).contains(&rate), "coverage {rate}");
    }
}
