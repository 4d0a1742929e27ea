//! AI-vs-AI matches: games with the roles swapped every game, run on several threads.

use crate::eval::DefaultEvaluator;
use crate::player::{Player, Rng};
use crate::stats::Tally;
use reynard_rules::Terminal;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchConfig {
    /// Games to play (the roles swap every game).
    pub games: u32,
    /// Games played at once.
    pub threads: usize,
    /// Random moves at the start of each pair of games, so that deterministic engines
    /// meet different positions (both games of a pair share the opening).
    pub opening_plies: u32,
    /// A game this long is a draw.
    pub max_plies: u32,
    /// Seed of openings and players.
    pub seed: u64,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig { games: 10, threads: 1, opening_plies: 2, max_plies: 600, seed: 1 }
    }
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// By the rules of the position (threshold, trap, …).
    Rules,
    /// Third repetition (a draw, or what the family's rules say: [`reynard_rules::Ruleset::repetition`]).
    Repetition,
    /// The ply limit.
    MoveLimit,
    /// A player had a move to make and gave none, or an illegal one.
    Forfeit,
}

/// One finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult<S> {
    /// Index of the game in the match.
    pub index: u32,
    /// The side player A played.
    pub a_side: S,
    /// The winning side (`None`: a draw).
    pub winner: Option<S>,
    /// Plies played.
    pub plies: u32,
    /// How it ended.
    pub end: GameEnd,
}

impl<S: PartialEq> GameResult<S> {
    /// Player A's result: 1, ½ or 0.
    pub fn a_score(&self) -> f64 {
        match &self.winner {
            Some(w) if *w == self.a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// Makes a fresh player for one game from a seed.
pub type PlayerFactory<'a, R> = dyn Fn(u64) -> Box<dyn Player<R>> + Sync + 'a;

/// Plays a match of `a` against `b`; `on_game` hears of every finished game (from any
/// thread). Returns the games in index order.
pub fn play_match<R: DefaultEvaluator>(
    rules: &R,
    a: &PlayerFactory<'_, R>,
    b: &PlayerFactory<'_, R>,
    config: &MatchConfig,
    on_game: &(dyn Fn(&GameResult<R::Side>) + Sync),
) -> Vec<GameResult<R::Side>> {
    let next = AtomicU32::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games {
                        break;
                    }
                    let result = play_game(rules, a, b, index, config);
                    on_game(&result);
                    // A poisoned lock means another game thread panicked; keep the results.
                    results.lock().unwrap_or_else(|e| e.into_inner()).push(result);
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|r| r.index);
    results
}

/// Plays game `index`: A takes the first side in even games, the other in odd ones.
pub fn play_game<R: DefaultEvaluator>(
    rules: &R,
    a: &PlayerFactory<'_, R>,
    b: &PlayerFactory<'_, R>,
    index: u32,
    config: &MatchConfig,
) -> GameResult<R::Side> {
    let seed = config.seed.wrapping_mul(1_000_003).wrapping_add(index as u64);
    let (mut player_a, mut player_b) = (a(seed), b(seed ^ 0xB));
    let mut pos = rules.start();
    let first = rules.side_to_move(&pos);
    let a_side = if index % 2 == 0 { first } else { rules.opponent(first) };
    let mut opening = Rng::new(config.seed.wrapping_add((index / 2) as u64));
    let mut hashes = vec![rules.hash(&pos)];
    let mut counts: HashMap<u64, u32> = HashMap::from([(rules.hash(&pos), 1)]);
    let mut moves = Vec::new();
    let finish = |winner, plies, end| GameResult { index, a_side, winner, plies, end };
    for ply in 0..config.max_plies {
        let mover = rules.side_to_move(&pos);
        if let Some(t) = rules.terminal(&pos) {
            let winner = match t {
                Terminal::Win => Some(mover),
                Terminal::Loss => Some(rules.opponent(mover)),
                Terminal::Draw => None,
            };
            return finish(winner, ply, GameEnd::Rules);
        }
        if counts.get(&rules.hash(&pos)).copied().unwrap_or(0) >= 3 {
            let winner = match rules.repetition(&pos) {
                Terminal::Win => Some(mover),
                Terminal::Loss => Some(rules.opponent(mover)),
                Terminal::Draw => None,
            };
            return finish(winner, ply, GameEnd::Repetition);
        }
        rules.legal_moves(&pos, &mut moves);
        let chosen = if ply < config.opening_plies {
            Some(moves[opening.below(moves.len())])
        } else if mover == a_side {
            player_a.choose(rules, &hashes[..hashes.len() - 1], &pos)
        } else {
            player_b.choose(rules, &hashes[..hashes.len() - 1], &pos)
        };
        let Some(mv) = chosen.filter(|m| moves.contains(m)) else {
            return finish(Some(rules.opponent(mover)), ply, GameEnd::Forfeit);
        };
        pos = rules.play(&pos, mv);
        let hash = rules.hash(&pos);
        hashes.push(hash);
        *counts.entry(hash).or_insert(0) += 1;
    }
    finish(None, config.max_plies, GameEnd::MoveLimit)
}

/// Player A's results, in all and per side played.
pub fn tally<S: Copy + Eq + std::hash::Hash>(results: &[GameResult<S>]) -> (Tally, Vec<(S, Tally)>) {
    let mut total = Tally::default();
    let mut by_side: Vec<(S, Tally)> = Vec::new();
    for r in results {
        let i = match by_side.iter().position(|(s, _)| *s == r.a_side) {
            Some(i) => i,
            None => {
                by_side.push((r.a_side, Tally::default()));
                by_side.len() - 1
            }
        };
        for t in [&mut total, &mut by_side[i].1] {
            match r.a_score() {
                s if s > 0.75 => t.wins += 1,
                s if s < 0.25 => t.losses += 1,
                _ => t.draws += 1,
            }
        }
    }
    (total, by_side)
}
