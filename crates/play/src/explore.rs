//! The explorer: every legal move of a position with its value, best first — the solved
//! value and distance where tables know the position and every move from it (as Lichess's
//! tablebase tab shows them), else the engine's score of every move (multi-PV).
//!
//! Points of view follow Lichess's tablebase API: the position's value is for its side to
//! move, and each move's value for the side to move *after* it (a move that wins is listed
//! as `loss`: the opponent loses). Distances count plies from the position each value is
//! about.

use crate::family::PlayFamily;
use reynard_rules::{Game, Terminal};
use reynard_search::alphabeta::AlphaBeta;
use reynard_search::limits::Limits;
use reynard_search::oracle::{Known, Oracle, value_of};
use reynard_search::score::{Score, proven};
use reynard_tables::TableDir;
use serde::Serialize;

/// Transposition table of one exploration, in megabytes.
const TABLE_MB: usize = 16;

/// A position's value, as the explorer gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PositionValue {
    /// Moves played to reach the position (from the game's start).
    pub ply: usize,
    /// The side to move (a side id).
    pub side: &'static str,
    /// `solved` (the tables know the position and every move: perfect), `engine` (the
    /// search's scores) or `over` (the rules have ended the game: no moves).
    pub kind: &'static str,
    /// `win`, `loss` or `draw` for the side to move, where known (solved, over, or a forced
    /// end the search saw).
    pub value: Option<&'static str>,
    /// With a win or a loss: plies to the end with best play.
    pub plies: Option<u32>,
    /// With `engine`: the best move's score for the side to move, in hundredths of a piece.
    pub score: Option<Score>,
}

/// A position explored: its value and every legal move's (the server's
/// `GET /api/explore/{variant}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExploreView {
    /// The position's value.
    #[serde(flatten)]
    pub at: PositionValue,
    /// With `engine`: the deepest iteration every move was scored at.
    pub depth: Option<u32>,
    /// Every legal move, best first for the side to move.
    pub moves: Vec<MoveValue>,
}

/// One legal move and what it leads to, for the side to move after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveValue {
    /// The move in notation.
    #[serde(rename = "move")]
    pub notation: String,
    /// `win`, `loss` or `draw` for the side to move after the move, where known.
    pub value: Option<&'static str>,
    /// With a win or a loss: plies to the end after the move, with best play.
    pub plies: Option<u32>,
    /// With `engine`: the score after the move for the side to move then, in hundredths
    /// of a piece.
    pub score: Option<Score>,
}

/// Explores the position of `g`: solved values from `tables` where they know the position
/// and every move from it, else the engine's score of every move within `limits`.
/// Blocking: run it off the async runtime.
pub fn explore<R: PlayFamily>(g: &Game<R>, limits: &Limits, tables: &TableDir) -> ExploreView {
    let rules = g.rules();
    let pos = g.position();
    let mut view = ExploreView {
        at: PositionValue {
            ply: g.moves().len(),
            side: R::side_id(g.side_to_move()),
            kind: "over",
            value: None,
            plies: None,
            score: None,
        },
        depth: None,
        moves: Vec::new(),
    };
    if let Some(end) = rules.terminal(pos) {
        let (value, plies) = ended(end);
        (view.at.value, view.at.plies) = (Some(value), plies);
        return view;
    }
    let oracle = rules.oracle(tables);
    if let Some(solved) = oracle.as_deref().and_then(|o| solved_moves(g, o)) {
        let root = root_value(&solved);
        (view.at.value, view.at.plies) = words(root);
        view.at.kind = "solved";
        view.moves = solved
            .into_iter()
            .map(|(notation, known)| {
                let (value, plies) = words(known);
                MoveValue { notation, value, plies, score: None }
            })
            .collect();
        return view;
    }
    engine_moves(g, limits, view)
}

/// The solved value of the position of `g` for the side to move, as [`explore`] gives it
/// (`win`, `loss` or `draw`, and the plies with best play where the tables hold them);
/// `None` unless the tables know the position's every move. A game over by the rules is
/// its result in 0 plies.
pub fn solved_value<R: PlayFamily>(g: &Game<R>, tables: &TableDir) -> Option<(&'static str, Option<u32>)> {
    if let Some(end) = g.rules().terminal(g.position()) {
        return Some(ended(end));
    }
    let oracle = g.rules().oracle(tables)?;
    let (value, plies) = words(root_value(&solved_moves(g, oracle.as_ref())?));
    Some((value?, plies))
}

/// A position the rules have ended, in the API's words: its value, in 0 plies unless drawn.
pub(crate) fn ended(end: Terminal) -> (&'static str, Option<u32>) {
    match end {
        Terminal::Win => ("win", Some(0)),
        Terminal::Loss => ("loss", Some(0)),
        Terminal::Draw => ("draw", None),
    }
}

/// Every move with its solved value after it, best first for the mover; `None` unless the
/// oracle knows every child.
fn solved_moves<R: PlayFamily>(g: &Game<R>, oracle: &dyn Oracle<R>) -> Option<Vec<(String, Known)>> {
    let (rules, pos) = (g.rules(), g.position());
    let mut moves = g
        .legal_moves()
        .into_iter()
        .map(|mv| Some((rules.move_text(pos, mv), value_of(rules, oracle, &rules.play_unchecked(pos, mv))?)))
        .collect::<Option<Vec<_>>>()?;
    moves.sort_by(|(a_text, a), (b_text, b)| {
        mover_rank(*a).cmp(&mover_rank(*b)).then_with(|| a_text.cmp(b_text))
    });
    Some(moves)
}

/// How good a child's value is for the player who moves into it (lower is better): the
/// opponent losing, soonest first; a draw; the opponent winning, latest first.
fn mover_rank(child: Known) -> (u8, i64) {
    match child {
        Known::Loss(n) => (0, n.into()),
        Known::Draw => (1, 0),
        Known::Win(n) => (2, -i64::from(n)),
    }
}

/// The position's value from its children's (sorted best first, at least one); a
/// distance the tables do not hold stays unknown.
fn root_value(children: &[(String, Known)]) -> Known {
    let longer = |n: u32| if n == Known::UNKNOWN { n } else { n + 1 };
    match children.first().map(|(_, known)| *known) {
        Some(Known::Loss(n)) => Known::Win(longer(n)),
        Some(Known::Win(n)) => Known::Loss(longer(n)),
        _ => Known::Draw,
    }
}

/// A value in the API's words: `win`, `loss` or `draw`, and the distance where known.
fn words(known: Known) -> (Option<&'static str>, Option<u32>) {
    let value = match known {
        Known::Win(_) => "win",
        Known::Loss(_) => "loss",
        Known::Draw => "draw",
    };
    (Some(value), known.plies())
}

/// The engine's score of every move (a search that scores each root move exactly).
fn engine_moves<R: PlayFamily>(g: &Game<R>, limits: &Limits, mut view: ExploreView) -> ExploreView {
    let (rules, pos) = (g.rules(), g.position());
    let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), TABLE_MB);
    engine.score_every_root_move(true);
    let result = engine.search(pos, &g.history_hashes(), limits, |_| {});
    let mut scored = result.root_scores;
    // Stable: moves of equal score keep the engine's order.
    scored.sort_by_key(|&(_, score)| -score);
    view.at.kind = "engine";
    view.at.score = Some(result.score);
    view.depth = Some(result.depth);
    if let Some((win, plies)) = proven(result.score) {
        view.at.value = Some(if win { "win" } else { "loss" });
        view.at.plies = Some(plies);
    }
    view.moves = scored
        .into_iter()
        .map(|(mv, score)| {
            // A forced end in `n` plies from here is one in `n - 1` after the move, for the
            // other side: a win for the mover is a loss for them.
            let (value, plies) = match proven(score) {
                Some((win, n)) => (Some(if win { "loss" } else { "win" }), Some(n.saturating_sub(1))),
                None => (None, None),
            };
            MoveValue { notation: rules.move_text(pos, mv), value, plies, score: Some(-score) }
        })
        .collect();
    view
}
