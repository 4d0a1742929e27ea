//! Iterative-deepening alpha-beta (negamax with principal variation search), a transposition
//! table, move ordering (table move, captures, killers, history) and a quiescence search
//! over captures. Deterministic for depth and node limits; stoppable from another thread.

use crate::eval::Evaluator;
use crate::limits::Limits;
use crate::oracle::{Known, Oracle, value_of};
use crate::score::{INFINITY, MATE, Score, from_table, loss_in, to_table, win_in};
use crate::tt::{Bound, Entry, Table};
use reynard_rules::{Ruleset, Terminal};
use std::collections::hash_map::DefaultHasher;
use std::hash::{BuildHasher, BuildHasherDefault};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Deepest quiescence (capture) extension.
const MAX_QUIESCENCE: u32 = 12;
/// The score of a repetition that loses for the side to move (not a proven loss: the
/// search sees only its own path).
const REPETITION_LOSS: Score = 10_000;

/// How much an engine that plays (levels, match players) dislikes a draw it is not forced
/// into, in centi-pieces (see [`AlphaBeta::set_contempt`]). Without it the
/// side that must make progress (the flock) repeats moves whenever its evaluation is not
/// above zero: depth 6 against depth 4, 30 games each, the flock won 1 of 30 Coyote games
/// with no contempt and 15 with 30 (with the hunt evaluation's territory term); see
/// docs/status.md.
pub const CONTEMPT: Score = 30;

/// Size of the history table (moves are hashed into it).
const HISTORY_SIZE: usize = 4096;

/// What one finished iteration found, for `info` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info<M> {
    /// Depth of the iteration.
    pub depth: u32,
    /// Score for the side to move at the root.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time since the search began.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: Vec<M>,
}

/// One root iteration: the best move, its score, and every root move's score (when all
/// are scored).
type RootResult<M> = (M, Score, Vec<(M, Score)>);

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play (`None` when the root has no legal move or the game is over).
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<M>,
    /// With [`AlphaBeta::score_every_root_move`]: each root move with its exact score at
    /// the last completed depth.
    pub root_scores: Vec<(M, Score)>,
}

/// The alpha-beta engine for one family's rules and evaluator. Keep one per game: its
/// table carries knowledge from move to move.
pub struct AlphaBeta<R: Ruleset, E: Evaluator<R>> {
    rules: R,
    eval: E,
    table: Table<R::Move>,
    killers: Vec<[Option<R::Move>; 2]>,
    history: Vec<i32>,
    buffers: Vec<Vec<R::Move>>,
    /// Hashes of the game so far and of the current search path, for repetition.
    path: Vec<u64>,
    stop: Arc<AtomicBool>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    aborted: bool,
    score_all: bool,
    oracle: Option<std::sync::Arc<dyn Oracle<R>>>,
    hasher: BuildHasherDefault<DefaultHasher>,
    /// What a draw not forced costs the side to move at the root (0: a draw is 0).
    contempt: Score,
    /// The side to move at the last root: with a contempt the table's scores depend on it.
    root_side: Option<R::Side>,
}

impl<R: Ruleset, E: Evaluator<R>> AlphaBeta<R, E> {
    /// An engine with a transposition table of about `table_mb` megabytes.
    pub fn new(rules: R, eval: E, table_mb: usize) -> Self {
        AlphaBeta {
            rules,
            eval,
            table: Table::new(table_mb),
            killers: Vec::new(),
            history: vec![0; HISTORY_SIZE],
            buffers: Vec::new(),
            path: Vec::new(),
            stop: Arc::new(AtomicBool::new(false)),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            aborted: false,
            score_all: false,
            oracle: None,
            // A fixed-key hasher keeps move ordering, and so node counts, deterministic.
            hasher: BuildHasherDefault::default(),
            contempt: 0,
            root_side: None,
        }
    }

    /// The rules searched.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// A flag that stops the search from another thread when set (clear it before the
    /// next search: [`AlphaBeta::search`] does not).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Whether to search every root move with a full window, reporting each exact score in
    /// [`SearchResult::root_scores`] (slower; used by the strength levels).
    pub fn score_every_root_move(&mut self, on: bool) {
        self.score_all = on;
    }

    /// Solved tables to consult: where they know the root and its children, the search
    /// plays their perfect move at once (see [`crate::oracle::perfect_move`]).
    pub fn set_oracle(&mut self, oracle: Option<std::sync::Arc<dyn Oracle<R>>>) {
        self.oracle = oracle;
    }

    /// Makes a draw the engine is not forced into cost its own side `contempt` (and gain the
    /// other side as much): an engine that plays should set [`CONTEMPT`], so that the side
    /// that must make progress does not repeat moves whenever its evaluation is not above
    /// zero; one that reports scores (analysis, hints) keeps 0, a draw scored as a draw.
    pub fn set_contempt(&mut self, contempt: Score) {
        self.contempt = contempt;
        self.table.clear();
    }

    /// Forgets what earlier searches learned.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers.clear();
    }

    /// Searches `root` within `limits`. `game` holds the hashes of the positions before the
    /// root in the game (for repetition); `on_info` hears of each finished iteration.
    pub fn search(
        &mut self,
        root: &R::Position,
        game: &[u64],
        limits: &Limits,
        mut on_info: impl FnMut(&Info<R::Move>),
    ) -> SearchResult<R::Move> {
        let start = Instant::now();
        self.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time.map(|t| start + t);
        self.aborted = false;
        self.path.clear();
        self.path.extend_from_slice(game);
        // Scores with a contempt are for one side: the table's are wrong for the other,
        // which starts afresh (an engine that plays keeps to one side).
        let side = self.rules.side_to_move(root);
        if self.contempt != 0 && self.root_side.is_some_and(|s| s != side) {
            self.clear();
        }
        self.root_side = Some(side);
        let max_depth = limits.depth.unwrap_or(Limits::MAX_DEPTH).clamp(1, Limits::MAX_DEPTH);

        let mut moves = Vec::new();
        self.rules.legal_moves(root, &mut moves);
        let mut result = SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            root_scores: Vec::new(),
        };
        if let Some(t) = self.rules.decided(root) {
            result.score = self.terminal_score(t, 0);
            return result;
        }
        if moves.is_empty() {
            result.score = loss_in(0);
            return result;
        }
        result.best = Some(moves[0]);
        if let Some(oracle) = self.oracle.clone() {
            // Among the moves that keep a draw, the one the evaluation likes best.
            let (rules, eval) = (&self.rules, &mut self.eval);
            let known = crate::oracle::perfect_move(rules, oracle.as_ref(), root, |mv| {
                -eval.evaluate(rules, &rules.play_unchecked(root, mv))
            });
            // A win or a loss whose distance the tables do not hold (values only): search
            // on, the winner among the moves that keep the win only. The search then hurries
            // (or resists) as it sees and shuns repetitions (the game's and its own), so the
            // win neither slips nor goes round in circles.
            if let Some((best, Known::Win(Known::UNKNOWN) | Known::Loss(Known::UNKNOWN))) = known {
                let wins = |&mv: &R::Move| {
                    matches!(
                        value_of(rules, oracle.as_ref(), &rules.play_unchecked(root, mv)),
                        Some(Known::Loss(_))
                    )
                };
                // A won root has a winning move (the oracle named one): never empty.
                if matches!(known, Some((_, Known::Win(_)))) {
                    moves.retain(wins);
                }
                result.best = Some(moves.first().copied().unwrap_or(best));
            } else if let Some((best, value)) = known {
                let info = Info {
                    depth: 0,
                    score: value.score(),
                    nodes: 0,
                    elapsed: start.elapsed(),
                    pv: vec![best],
                };
                on_info(&info);
                return SearchResult {
                    best: Some(best),
                    score: value.score(),
                    depth: 0,
                    nodes: 0,
                    pv: vec![best],
                    root_scores: Vec::new(),
                };
            }
        }
        for depth in 1..=max_depth {
            let (best, score, root_scores) = self.root(root, &mut moves, depth);
            if self.aborted && depth > 1 {
                break;
            }
            result = SearchResult {
                best: Some(best),
                score,
                depth,
                nodes: self.nodes,
                pv: self.principal_variation(root, best, depth),
                root_scores,
            };
            on_info(&Info {
                depth,
                score,
                nodes: self.nodes,
                elapsed: start.elapsed(),
                pv: result.pv.clone(),
            });
            let proven_within_depth = score.abs() >= MATE - depth as Score;
            let half_time_gone = limits.time.is_some_and(|t| start.elapsed() * 2 > t);
            if self.aborted || proven_within_depth || half_time_gone {
                break;
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// One root iteration: returns the best move, its score, and (when scoring all) every
    /// root move's score. Orders `moves` best first for the next iteration.
    fn root(&mut self, root: &R::Position, moves: &mut [R::Move], depth: u32) -> RootResult<R::Move> {
        let mut alpha = -INFINITY;
        let mut best = (moves[0], -INFINITY);
        let mut scores = Vec::with_capacity(moves.len());
        self.path.push(self.rules.hash(root));
        for (i, &mv) in moves.iter().enumerate() {
            let child = self.rules.play_unchecked(root, mv);
            // The first move, and every move when all are scored (alpha then stays at
            // -INFINITY), get the full window; the others a null window first.
            let score = if self.score_all || i == 0 {
                -self.negamax(&child, depth - 1, -INFINITY, -alpha, 1)
            } else {
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                if probe > alpha { -self.negamax(&child, depth - 1, -INFINITY, -alpha, 1) } else { probe }
            };
            if self.aborted {
                break;
            }
            scores.push((mv, score));
            if score > best.1 {
                best = (mv, score);
                if !self.score_all {
                    alpha = alpha.max(score);
                }
            }
        }
        self.path.pop();
        // Best first next time; the rest in the order of their scores.
        let order: Vec<R::Move> = {
            let mut sorted = scores.clone();
            sorted.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            sorted.into_iter().map(|(m, _)| m).collect()
        };
        if order.len() == moves.len() {
            moves.copy_from_slice(&order);
        }
        if !self.aborted || depth == 1 {
            self.table.put(Entry {
                key: self.rules.hash(root),
                best: Some(best.0),
                score: best.1,
                depth: depth.min(255) as u8,
                bound: Bound::Exact,
            });
        }
        let all = if self.score_all { scores } else { Vec::new() };
        (best.0, best.1, all)
    }

    fn out_of_budget(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0
                && (self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn buffer(&mut self, ply: usize) -> Vec<R::Move> {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        std::mem::take(&mut self.buffers[ply])
    }

    fn history_slot(&self, mv: &R::Move) -> usize {
        self.hasher.hash_one(mv) as usize % HISTORY_SIZE
    }

    /// The score of a finished game at `ply` from the root, for the side to move.
    fn terminal_score(&self, t: Terminal, ply: u32) -> Score {
        match t {
            Terminal::Win => win_in(ply),
            Terminal::Loss => loss_in(ply),
            Terminal::Draw => self.draw_score(ply),
        }
    }

    /// A draw `ply` plies below the root, for the side to move there: the contempt against
    /// the root's side (even plies), for the other (odd plies).
    fn draw_score(&self, ply: u32) -> Score {
        if ply % 2 == 0 { -self.contempt } else { self.contempt }
    }

    fn is_repetition(&self, hash: u64) -> bool {
        // The side to move is part of the hash, so only same-side positions can match.
        self.path.iter().rev().skip(1).step_by(2).any(|&h| h == hash)
    }

    fn negamax(&mut self, pos: &R::Position, depth: u32, mut alpha: Score, beta: Score, ply: u32) -> Score {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(t) = self.rules.decided(pos) {
            return self.terminal_score(t, ply);
        }
        let hash = self.rules.hash(pos);
        if self.is_repetition(hash) {
            // A draw, or where repeating loses (Copenhagen tafl) a heavy, unproven penalty.
            return match self.rules.repetition(pos) {
                Terminal::Draw => self.draw_score(ply),
                Terminal::Win => REPETITION_LOSS,
                Terminal::Loss => -REPETITION_LOSS,
            };
        }
        if depth == 0 {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        let entry = self.table.get(hash);
        if let Some(e) = entry.filter(|e| e.depth as u32 >= depth) {
            let score = from_table(e.score, ply);
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                return score;
            }
        }
        let mut moves = self.buffer(ply as usize);
        self.rules.legal_moves(pos, &mut moves);
        if moves.is_empty() {
            self.buffers[ply as usize] = moves;
            return loss_in(ply);
        }
        self.order(pos, &mut moves, entry.and_then(|e| e.best), ply as usize);
        self.path.push(hash);
        let original_alpha = alpha;
        let mut best: Option<(R::Move, Score)> = None;
        for (i, &mv) in moves.iter().enumerate() {
            let child = self.rules.play_unchecked(pos, mv);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                if probe > alpha && probe < beta {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            if self.aborted {
                break;
            }
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((mv, score));
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !self.rules.is_capture(pos, mv) {
                    let slot = &mut self.killers[ply as usize];
                    if slot[0] != Some(mv) {
                        slot[1] = slot[0];
                        slot[0] = Some(mv);
                    }
                    let h = self.history_slot(&mv);
                    self.history[h] += (depth * depth) as i32;
                }
                break;
            }
        }
        self.path.pop();
        self.buffers[ply as usize] = moves;
        let Some((best_move, best_score)) = best else { return 0 };
        if !self.aborted {
            let bound = if best_score >= beta {
                Bound::Lower
            } else if best_score > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table.put(Entry {
                key: hash,
                best: Some(best_move),
                score: to_table(best_score, ply),
                depth: depth.min(255) as u8,
                bound,
            });
        }
        best_score
    }

    /// Captures only, until the position is quiet. Where capturing is compulsory (every
    /// move a capture) there is no standing pat.
    fn quiescence(
        &mut self,
        pos: &R::Position,
        mut alpha: Score,
        beta: Score,
        ply: u32,
        qdepth: u32,
    ) -> Score {
        let mut moves = self.buffer(ply as usize);
        self.rules.legal_moves(pos, &mut moves);
        if moves.is_empty() {
            self.buffers[ply as usize] = moves;
            return loss_in(ply);
        }
        let all_captures = moves.iter().all(|&m| self.rules.is_capture(pos, m));
        moves.retain(|&m| self.rules.is_capture(pos, m));
        if moves.is_empty() || qdepth >= MAX_QUIESCENCE {
            self.buffers[ply as usize] = moves;
            return self.eval.evaluate(&self.rules, pos);
        }
        let mut best = -INFINITY;
        if !all_captures {
            best = self.eval.evaluate(&self.rules, pos);
            if best >= beta {
                self.buffers[ply as usize] = moves;
                return best;
            }
            alpha = alpha.max(best);
        }
        let rules = &self.rules;
        moves.sort_by_key(|&m| std::cmp::Reverse(rules.capture_count(pos, m)));
        for &mv in &moves {
            let child = self.rules.play_unchecked(pos, mv);
            self.nodes += 1;
            if self.out_of_budget() {
                break;
            }
            let score = match self.rules.decided(&child) {
                Some(t) => -self.terminal_score(t, ply + 1),
                None => -self.quiescence(&child, -beta, -alpha, ply + 1, qdepth + 1),
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply as usize] = moves;
        best
    }

    /// Orders moves: the table's move, then captures (most pieces first), killers, history.
    fn order(&mut self, pos: &R::Position, moves: &mut [R::Move], table_move: Option<R::Move>, ply: usize) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let killers = self.killers[ply];
        let rules = &self.rules;
        let history = &self.history;
        let hasher = &self.hasher;
        moves.sort_by_cached_key(|mv| {
            let key = if Some(*mv) == table_move {
                i64::MAX
            } else if rules.is_capture(pos, *mv) {
                1 << 40 | (rules.capture_count(pos, *mv) as i64) << 32
            } else if killers.contains(&Some(*mv)) {
                1 << 31
            } else {
                history[hasher.hash_one(mv) as usize % HISTORY_SIZE] as i64
            };
            std::cmp::Reverse(key)
        });
    }

    /// The principal variation: the best move, then the table's moves while they are legal.
    fn principal_variation(&self, root: &R::Position, best: R::Move, depth: u32) -> Vec<R::Move> {
        let mut pv = vec![best];
        let mut pos = self.rules.play_unchecked(root, best);
        let mut seen = vec![self.rules.hash(root)];
        let mut moves = Vec::new();
        while pv.len() < depth as usize {
            let hash = self.rules.hash(&pos);
            if seen.contains(&hash) || self.rules.decided(&pos).is_some() {
                break;
            }
            seen.push(hash);
            let Some(mv) = self.table.get(hash).and_then(|e| e.best) else { break };
            self.rules.legal_moves(&pos, &mut moves);
            if !moves.contains(&mv) {
                break;
            }
            pv.push(mv);
            pos = self.rules.play_unchecked(&pos, mv);
        }
        pv
    }
}
