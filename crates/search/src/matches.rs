//! AI-vs-AI matches: games with the roles swapped every game, run on several threads.

use crate::eval::DefaultEvaluator;
use crate::oracle::{self, Oracle, Verdict};
use crate::player::Player;
use crate::rng::Rng;
use crate::stats::Tally;
use reynard_rules::Terminal;
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

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
    /// The moves of A (`[0]`) and B (`[1]`) judged by solved tables, when the match has
    /// them.
    pub judged: [Judged; 2],
}

/// A player's moves in positions solved tables know: how many, and how many of them threw
/// away the position's value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Judged {
    /// Moves from a position whose value (and the value after the move) the tables know.
    pub moves: u32,
    /// Of those, moves that turned a win into a draw or a loss.
    pub lost_wins: u32,
    /// Of those, moves that turned a draw into a loss.
    pub lost_draws: u32,
}

impl Judged {
    fn add(&mut self, verdict: Verdict) {
        self.moves += 1;
        match verdict {
            Verdict::Kept => {}
            Verdict::LostWin => self.lost_wins += 1,
            Verdict::LostDraw => self.lost_draws += 1,
        }
    }

    /// The sum of two counts.
    pub fn plus(self, other: Judged) -> Judged {
        Judged {
            moves: self.moves + other.moves,
            lost_wins: self.lost_wins + other.lost_wins,
            lost_draws: self.lost_draws + other.lost_draws,
        }
    }
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

/// What a match does after a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Play on.
    Continue,
    /// Start no new game (the games under way finish): a sequential test has decided.
    Stop,
}

/// Plays a match of `a` against `b`; `on_game` hears of every finished game (from any
/// thread) and says whether to play on. With a `judge` (solved tables), every move it
/// knows is judged (see [`Judged`]). Returns the games played, in index order.
pub fn play_match<R: DefaultEvaluator>(
    rules: &R,
    a: &PlayerFactory<'_, R>,
    b: &PlayerFactory<'_, R>,
    config: &MatchConfig,
    judge: Option<&dyn Oracle<R>>,
    on_game: &(dyn Fn(&GameResult<R::Side>) -> Flow + Sync),
) -> Vec<GameResult<R::Side>> {
    let next = AtomicU32::new(0);
    let stopped = AtomicBool::new(false);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games || stopped.load(Ordering::Relaxed) {
                        break;
                    }
                    let result = play_game(rules, a, b, index, config, judge);
                    if on_game(&result) == Flow::Stop {
                        stopped.store(true, Ordering::Relaxed);
                    }
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

/// Plays game `index`: A takes the first side in even games, the other in odd ones; the
/// `judge` (solved tables), if any, judges every move it knows.
pub fn play_game<R: DefaultEvaluator>(
    rules: &R,
    a: &PlayerFactory<'_, R>,
    b: &PlayerFactory<'_, R>,
    index: u32,
    config: &MatchConfig,
    judge: Option<&dyn Oracle<R>>,
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
    let mut judged = [Judged::default(); 2];
    let finish = |winner, plies, end, judged| GameResult { index, a_side, winner, plies, end, judged };
    for ply in 0..config.max_plies {
        let mover = rules.side_to_move(&pos);
        if let Some(t) = rules.terminal(&pos) {
            let winner = match t {
                Terminal::Win => Some(mover),
                Terminal::Loss => Some(rules.opponent(mover)),
                Terminal::Draw => None,
            };
            return finish(winner, ply, GameEnd::Rules, judged);
        }
        if counts.get(&rules.hash(&pos)).copied().unwrap_or(0) >= 3 {
            let winner = match rules.repetition(&pos) {
                Terminal::Win => Some(mover),
                Terminal::Loss => Some(rules.opponent(mover)),
                Terminal::Draw => None,
            };
            return finish(winner, ply, GameEnd::Repetition, judged);
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
            return finish(Some(rules.opponent(mover)), ply, GameEnd::Forfeit, judged);
        };
        if let Some(verdict) =
            judge.filter(|_| ply >= config.opening_plies).and_then(|j| oracle::judge(rules, j, &pos, mv))
        {
            judged[usize::from(mover != a_side)].add(verdict);
        }
        pos = rules.play_unchecked(&pos, mv);
        let hash = rules.hash(&pos);
        hashes.push(hash);
        *counts.entry(hash).or_insert(0) += 1;
    }
    finish(None, config.max_plies, GameEnd::MoveLimit, judged)
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
        total.add(r.a_score());
        by_side[i].1.add(r.a_score());
    }
    (total, by_side)
}
