//! How a review judges a move by the engine's scores, and each side's summary, as lichess
//! does it: in win-probability terms, not in raw score.
//!
//! A score (hundredths of a piece, for the side to move) is first clamped to ±1,000 (as
//! lichess clamps centipawns: past that a position is as good as won, and a slower but
//! still overwhelming move loses nothing), then read as a win percentage through the
//! logistic curve the review's chart already draws, `100 / (1 + e^(−score / 300))`. A move
//! loses the percentage between the best move's and its own; lichess's thresholds of 0.1,
//! 0.2 and 0.3 in its −1…1 "winning chances" are 5, 10 and 15 points of percentage:
//! [`INACCURACY`], [`MISTAKE`], [`BLUNDER`]. The same drop of score thus weighs much in a
//! balanced position and little in one already decided, which is what a player means by a
//! mistake. Where the tables solve the position, a move's percentage is its value (a win
//! 100, a draw 50, a loss 0), and a move that throws a value away is marked `lost_win` or
//! `lost_draw` instead.
//!
//! Each side's average loss is the mean of these percentage points over its moves that
//! were measured (solved or scored), not an average centipawn loss: scores of hunt games
//! and tafl are hundredths of a piece, not of a pawn, their scale differs from game to game,
//! and the tables give values without scores; a win percentage means the same everywhere.

use reynard_search::score::Score;
use serde::Serialize;

/// Win-percentage points lost that make a move an inaccuracy.
pub const INACCURACY: f64 = 5.0;
/// Points lost that make it a mistake.
pub const MISTAKE: f64 = 10.0;
/// Points lost that make it a blunder.
pub const BLUNDER: f64 = 15.0;
/// Scores are clamped to ± this before they are read as percentages.
pub const CLAMP: Score = 1000;
/// The logistic curve's scale, in hundredths of a piece (as the chart's).
pub const SCALE: f64 = 300.0;

/// The win percentage (0–100) of a score for the side it is given for.
pub fn win_percent(score: Score) -> f64 {
    let score = f64::from(score.clamp(-CLAMP, CLAMP));
    100.0 / (1.0 + (-score / SCALE).exp())
}

/// The win percentage of a known value (`win`, `draw`, `loss`).
pub fn value_percent(value: &str) -> f64 {
    match value {
        "win" => 100.0,
        "draw" => 50.0,
        _ => 0.0,
    }
}

/// The verdict on a move that lost `loss` points where nothing is solved.
pub fn verdict_of_loss(loss: f64) -> Option<&'static str> {
    match loss {
        l if l >= BLUNDER => Some("blunder"),
        l if l >= MISTAKE => Some("mistake"),
        l if l >= INACCURACY => Some("inaccuracy"),
        _ => None,
    }
}

/// One side's moves summed up.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SideSummary {
    /// The side (a side id).
    pub side: &'static str,
    /// Its moves that were measured (solved or scored).
    pub measured: usize,
    /// Moves marked `inaccuracy`.
    pub inaccuracies: usize,
    /// Moves marked `mistake`.
    pub mistakes: usize,
    /// Moves marked `blunder`.
    pub blunders: usize,
    /// Moves marked `lost_win` (by the tables, or a forced end the search saw).
    pub lost_wins: usize,
    /// Moves marked `lost_draw`.
    pub lost_draws: usize,
    /// The mean win-percentage points lost a measured move, to a tenth; `None` when no
    /// move was measured.
    pub average_loss: Option<f64>,
}

/// The summary of each side (in seat order `sides`) from its moves' verdicts and losses.
pub fn summarize<'a>(
    sides: [&'static str; 2],
    moves: impl Iterator<Item = (&'a str, Option<&'a str>, Option<f64>)>,
) -> Vec<SideSummary> {
    let mut summary = sides.map(|side| SideSummary { side, ..SideSummary::default() });
    let mut totals = [0.0; 2];
    for (side, verdict, loss) in moves {
        let Some(seat) = sides.iter().position(|s| *s == side) else { continue };
        let s = &mut summary[seat];
        match verdict {
            Some("inaccuracy") => s.inaccuracies += 1,
            Some("mistake") => s.mistakes += 1,
            Some("blunder") => s.blunders += 1,
            Some("lost_win") => s.lost_wins += 1,
            Some("lost_draw") => s.lost_draws += 1,
            _ => {}
        }
        if let Some(loss) = loss {
            s.measured += 1;
            totals[seat] += loss;
        }
    }
    for (s, total) in summary.iter_mut().zip(totals) {
        s.average_loss = (s.measured > 0).then(|| (total / s.measured as f64 * 10.0).round() / 10.0);
    }
    summary.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_and_thresholds() {
        assert!((win_percent(0) - 50.0).abs() < 1e-9);
        assert!((win_percent(5000) - win_percent(1000)).abs() < 1e-9, "clamped");
        assert!(win_percent(-300) < 27.0 && win_percent(-300) > 26.0);
        assert_eq!(verdict_of_loss(4.9), None);
        assert_eq!(verdict_of_loss(5.0), Some("inaccuracy"));
        assert_eq!(verdict_of_loss(10.0), Some("mistake"));
        assert_eq!(verdict_of_loss(15.0), Some("blunder"));
    }
}
