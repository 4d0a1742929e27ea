//! Monte Carlo tree search (UCT with random playouts): a second engine, generic over any
//! family, for variants where deep tactics matter less than long-term plans.

use reynard_rules::{Ruleset, Terminal};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Playouts longer than this count as draws.
const MAX_PLAYOUT_PLIES: u32 = 300;

/// Settings of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSettings {
    /// Playouts to run (the deterministic limit).
    pub playouts: u64,
    /// Time limit, if any.
    pub time: Option<Duration>,
    /// The UCB exploration constant.
    pub exploration: f64,
    /// Seed of the playouts' random source.
    pub seed: u64,
}

impl Default for MctsSettings {
    fn default() -> Self {
        MctsSettings { playouts: 20_000, time: None, exploration: 1.4, seed: 0x5EED }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult<M> {
    /// The most visited root move.
    pub best: Option<M>,
    /// Its average reward for the side to move, 0 (loss) to 1 (win).
    pub win_rate: f64,
    /// Playouts run.
    pub playouts: u64,
}

struct Node<M, S> {
    mv: Option<M>,
    /// The side that played `mv` (the side to move at the root for the root itself).
    chooser: S,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<M>,
    visits: u64,
    /// Sum of rewards for `chooser`.
    reward: f64,
    /// The winner if the game is over here (`Some(None)`: a draw).
    end: Option<Option<S>>,
}

/// The winner of a finished position, if any, from its terminal state.
fn winner<R: Ruleset>(rules: &R, pos: &R::Position, t: Terminal) -> Option<R::Side> {
    let mover = rules.side_to_move(pos);
    match t {
        Terminal::Win => Some(mover),
        Terminal::Loss => Some(rules.opponent(mover)),
        Terminal::Draw => None,
    }
}

/// The reward of a result for `side`.
fn reward_for<S: PartialEq>(winner: Option<S>, side: &S) -> f64 {
    match winner {
        Some(w) if w == *side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Runs a search from `root`. Stops at the playout or time limit, or when `stop` is set.
pub fn search<R: Ruleset>(
    rules: &R,
    root: &R::Position,
    settings: &MctsSettings,
    stop: &AtomicBool,
) -> MctsResult<R::Move> {
    let start = Instant::now();
    let mut rng = Rng(settings.seed | 1);
    let mut moves = Vec::new();
    rules.legal_moves(root, &mut moves);
    let mut tree = vec![Node {
        mv: None,
        chooser: rules.side_to_move(root),
        parent: 0,
        children: Vec::new(),
        untried: moves.clone(),
        visits: 0,
        reward: 0.0,
        end: rules.terminal(root).map(|t| winner(rules, root, t)),
    }];
    let mut playouts = 0;
    while playouts < settings.playouts.max(1) {
        if stop.load(Ordering::Relaxed) || settings.time.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        // Selection.
        let mut node = 0;
        let mut pos = *root;
        while tree[node].untried.is_empty() && !tree[node].children.is_empty() {
            let parent_visits = tree[node].visits.max(1) as f64;
            let explore = settings.exploration * parent_visits.ln();
            node = *tree[node]
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    let ucb = |n: &Node<R::Move, R::Side>| {
                        let v = n.visits.max(1) as f64;
                        n.reward / v + (explore / v).sqrt()
                    };
                    ucb(&tree[a]).total_cmp(&ucb(&tree[b]))
                })
                .unwrap_or(&node);
            // Every child was created with its move.
            if let Some(mv) = tree[node].mv {
                pos = rules.play_unchecked(&pos, mv);
            }
        }
        // Expansion.
        if tree[node].end.is_none() && !tree[node].untried.is_empty() {
            let i = rng.below(tree[node].untried.len());
            let mv = tree[node].untried.swap_remove(i);
            let chooser = rules.side_to_move(&pos);
            pos = rules.play_unchecked(&pos, mv);
            rules.legal_moves(&pos, &mut moves);
            let terminal = rules.decided(&pos).or(moves.is_empty().then_some(Terminal::Loss));
            let child = Node {
                mv: Some(mv),
                chooser,
                parent: node,
                children: Vec::new(),
                untried: moves.clone(),
                visits: 0,
                reward: 0.0,
                end: terminal.map(|t| winner(rules, &pos, t)),
            };
            tree.push(child);
            let id = tree.len() - 1;
            tree[node].children.push(id);
            node = id;
        }
        // Simulation, then backpropagation: each node is credited for the side that chose it.
        let result = match tree[node].end {
            Some(result) => result,
            None => playout(rules, &pos, &mut rng, &mut moves),
        };
        let mut n = node;
        loop {
            tree[n].visits += 1;
            tree[n].reward += reward_for(result, &tree[n].chooser);
            if n == 0 {
                break;
            }
            n = tree[n].parent;
        }
        playouts += 1;
    }
    let best = tree[0].children.iter().max_by_key(|&&c| tree[c].visits).copied();
    MctsResult {
        best: best.and_then(|c| tree[c].mv).or_else(|| tree[0].untried.first().copied()),
        // The best child was chosen by the side to move at the root.
        win_rate: best.map_or(0.5, |c| tree[c].reward / tree[c].visits.max(1) as f64),
        playouts,
    }
}

/// Random moves to the end: the winner (`None`: a draw, or too long a game).
fn playout<R: Ruleset>(
    rules: &R,
    start: &R::Position,
    rng: &mut Rng,
    moves: &mut Vec<R::Move>,
) -> Option<R::Side> {
    let mut pos = *start;
    for _ in 0..MAX_PLAYOUT_PLIES {
        if let Some(t) = rules.decided(&pos) {
            return winner(rules, &pos, t);
        }
        // A uniformly random legal move, without listing them all where the rules can.
        let Some(mv) = rules.random_legal_move(&pos, &mut || rng.below(usize::MAX), moves) else {
            return winner(rules, &pos, Terminal::Loss);
        };
        pos = rules.play_unchecked(&pos, mv);
    }
    None
}
