//! Strength levels 1–10: shallow searches with deliberate, bounded mistakes at the bottom,
//! the full engine at the top. Mistakes are noise on the exact scores of the root moves, so
//! a weak level still never plays an illegal move, always takes a win it has found, and
//! never walks into a loss it has seen when another move avoids it.

use crate::alphabeta::AlphaBeta;
use crate::eval::Evaluator;
use crate::limits::Limits;
use crate::rng::Rng;
use crate::score::{Score, proven};
use reynard_rules::Ruleset;
use std::time::Duration;

/// A strength level, 1 (gentle) to 10 (the full engine).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// Per level: search depth (`None`: time-limited iterative deepening) and noise amplitude
/// in centi-pieces.
const LEVELS: [(Option<u32>, Score); 10] = [
    (Some(1), 300),
    (Some(1), 160),
    (Some(2), 120),
    (Some(2), 70),
    (Some(3), 45),
    (Some(4), 25),
    (Some(5), 12),
    (Some(6), 5),
    (Some(8), 0),
    (None, 0),
];

/// Thinking time of level 10 when no time is given.
const DEFAULT_TIME: Duration = Duration::from_secs(1);

impl Level {
    /// The lowest level that uses solved tables (perfect play) where they exist.
    pub const PERFECT_FROM: Level = Level(9);

    /// The level `n`, if 1 to 10.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// The number 1–10.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The search limits of this level, given the caller's time cap.
    pub fn limits(self, time: Option<Duration>) -> Limits {
        let (depth, _) = LEVELS[self.0 as usize - 1];
        match depth {
            Some(d) => Limits { depth: Some(d), time, nodes: None },
            None => Limits { time: Some(time.unwrap_or(DEFAULT_TIME)), ..Limits::default() },
        }
    }

    /// The noise amplitude of this level.
    pub fn noise(self) -> Score {
        LEVELS[self.0 as usize - 1].1
    }

    /// Chooses a move at this level.
    pub fn choose<R: Ruleset, E: Evaluator<R>>(
        self,
        engine: &mut AlphaBeta<R, E>,
        game: &[u64],
        pos: &R::Position,
        time: Option<Duration>,
        rng: &mut Rng,
    ) -> Option<R::Move> {
        let noise = self.noise();
        engine.score_every_root_move(noise > 0);
        let result = engine.search(pos, game, &self.limits(time), |_| {});
        if noise == 0 || result.root_scores.is_empty() {
            return result.best;
        }
        pick_with_noise(&result.root_scores, noise, rng)
    }
}

/// The move with the best score plus noise, among those that neither throw away a proven
/// win nor walk into a proven loss that another move avoids.
pub fn pick_with_noise<M: Copy>(scores: &[(M, Score)], noise: Score, rng: &mut Rng) -> Option<M> {
    let best = scores.iter().map(|&(_, s)| s).max()?;
    if proven(best).is_some_and(|(win, _)| win) {
        // Take the fastest win found.
        return scores.iter().find(|&&(_, s)| s == best).map(|&(m, _)| m);
    }
    // When every move loses (the best is a proven loss), any may be played.
    let safe = |s: Score| proven(s).is_none_or(|(win, _)| win) || proven(best).is_some();
    scores
        .iter()
        .filter(|&&(_, s)| safe(s))
        .map(|&(m, s)| (m, s + rng.spread(noise)))
        .max_by_key(|&(_, s)| s)
        .map(|(m, _)| m)
}
