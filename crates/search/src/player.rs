//! Players: anything that picks a move — uniform random, greedy, the alpha-beta engine at a
//! depth/node/time setting or a strength level, MCTS. The match runner and the games use
//! them through [`Player`].

use crate::alphabeta::{AlphaBeta, CONTEMPT};
use crate::eval::DefaultEvaluator;
use crate::level::Level;
use crate::limits::Limits;
use crate::mcts::{self, MctsSettings};
use crate::oracle::Oracle;
use crate::rng::Rng;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Chooses moves for one side of a game.
pub trait Player<R: DefaultEvaluator>: Send {
    /// A short description, like `level 5` or `alphabeta:depth=6`.
    fn name(&self) -> String;

    /// The move to play in `pos`; `game` holds the hashes of the earlier positions of the
    /// game (for repetition). `None` only when there is no legal move.
    fn choose(&mut self, rules: &R, game: &[u64], pos: &R::Position) -> Option<R::Move>;
}

/// Uniformly random legal moves.
pub struct RandomPlayer(pub Rng);

impl<R: DefaultEvaluator> Player<R> for RandomPlayer {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, rules: &R, _game: &[u64], pos: &R::Position) -> Option<R::Move> {
        let mut moves = Vec::new();
        rules.legal_moves(pos, &mut moves);
        (!moves.is_empty()).then(|| moves[self.0.below(moves.len())])
    }
}

/// One-ply greed: the capture that takes most, else the move that leaves the opponent
/// fewest moves; ties at random. Takes a win at once.
pub struct GreedyPlayer(pub Rng);

impl<R: DefaultEvaluator> Player<R> for GreedyPlayer {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, rules: &R, _game: &[u64], pos: &R::Position) -> Option<R::Move> {
        let mut moves = Vec::new();
        rules.legal_moves(pos, &mut moves);
        let mut replies = Vec::new();
        let key = |mv: R::Move, replies: &mut Vec<R::Move>| -> (u8, i64) {
            let child = rules.play_unchecked(pos, mv);
            if rules.terminal(&child) == Some(reynard_rules::Terminal::Loss) {
                return (2, 0);
            }
            let takes = rules.capture_count(pos, mv);
            if takes > 0 {
                return (1, takes as i64);
            }
            rules.legal_moves(&child, replies);
            (0, -(replies.len() as i64))
        };
        let keys: Vec<(u8, i64)> = moves.iter().map(|&m| key(m, &mut replies)).collect();
        let best = keys.iter().max()?;
        let ties: Vec<R::Move> =
            moves.iter().zip(&keys).filter(|(_, k)| *k == best).map(|(m, _)| *m).collect();
        Some(ties[self.0.below(ties.len())])
    }
}

/// An alpha-beta engine set up for play: it plays on rather than repeat (the contempt).
fn playing_engine<R: DefaultEvaluator + Clone>(rules: &R) -> AlphaBeta<R, R::Eval> {
    let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 32);
    engine.set_contempt(CONTEMPT);
    engine
}

/// The alpha-beta engine with fixed limits.
pub struct AlphaBetaPlayer<R: DefaultEvaluator> {
    engine: AlphaBeta<R, R::Eval>,
    limits: Limits,
    label: String,
}

impl<R: DefaultEvaluator + Clone> AlphaBetaPlayer<R> {
    /// An engine for `rules` that searches within `limits`.
    pub fn new(rules: &R, limits: Limits, label: String) -> Self {
        AlphaBetaPlayer { engine: playing_engine(rules), limits, label }
    }

    /// Plays perfectly where the oracle (solved tables) knows the position.
    pub fn with_oracle(mut self, oracle: Option<Arc<dyn Oracle<R>>>) -> Self {
        self.engine.set_oracle(oracle);
        self
    }
}

impl<R: DefaultEvaluator + Clone> Player<R> for AlphaBetaPlayer<R> {
    fn name(&self) -> String {
        self.label.clone()
    }

    fn choose(&mut self, _rules: &R, game: &[u64], pos: &R::Position) -> Option<R::Move> {
        self.engine.search(pos, game, &self.limits, |_| {}).best
    }
}

/// Monte Carlo tree search with fixed settings.
pub struct MctsPlayer {
    settings: MctsSettings,
    label: String,
}

impl MctsPlayer {
    /// A player that runs `settings` for every move (the seed advances move by move).
    pub fn new(settings: MctsSettings, label: String) -> Self {
        MctsPlayer { settings, label }
    }
}

impl<R: DefaultEvaluator> Player<R> for MctsPlayer {
    fn name(&self) -> String {
        self.label.clone()
    }

    fn choose(&mut self, rules: &R, _game: &[u64], pos: &R::Position) -> Option<R::Move> {
        self.settings.seed = self.settings.seed.wrapping_add(1);
        mcts::search(rules, pos, &self.settings, &AtomicBool::new(false)).best
    }
}

/// The engine at a strength level (see [`Level`]).
pub struct LevelPlayer<R: DefaultEvaluator> {
    level: Level,
    engine: AlphaBeta<R, R::Eval>,
    time: Option<Duration>,
    rng: Rng,
}

impl<R: DefaultEvaluator + Clone> LevelPlayer<R> {
    /// A player at `level`; `time` caps the thinking time per move (level 10 uses all of it,
    /// default one second), `seed` drives its deliberate mistakes.
    pub fn new(rules: &R, level: Level, time: Option<Duration>, seed: u64) -> Self {
        LevelPlayer { level, engine: playing_engine(rules), time, rng: Rng::new(seed) }
    }

    /// From level [`Level::PERFECT_FROM`] up, plays perfectly where the oracle (solved
    /// tables) knows the position; lower levels ignore it.
    pub fn with_oracle(mut self, oracle: Option<Arc<dyn Oracle<R>>>) -> Self {
        if self.level >= Level::PERFECT_FROM {
            self.engine.set_oracle(oracle);
        }
        self
    }
}

impl<R: DefaultEvaluator + Clone> Player<R> for LevelPlayer<R> {
    fn name(&self) -> String {
        format!("level {}", self.level.get())
    }

    fn choose(&mut self, _rules: &R, game: &[u64], pos: &R::Position) -> Option<R::Move> {
        self.level.choose(&mut self.engine, game, pos, self.time, &mut self.rng)
    }
}
