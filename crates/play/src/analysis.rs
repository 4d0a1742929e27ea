//! The AI's opinion of a position, on request: the solved value where tables know it,
//! else a time-bounded search's score, in words the page can show.

use crate::family::PlayFamily;
use reynard_rules::Game;
use reynard_search::alphabeta::AlphaBeta;
use reynard_search::limits::Limits;
use reynard_search::oracle::{Known, perfect_move};
use reynard_search::score::proven;
use reynard_tables::TableDir;
use serde::Serialize;
use std::time::Duration;

/// Transposition table of one analysis, in megabytes.
const TABLE_MB: usize = 16;

/// The AI's opinion of a position, for the side to move (the server's
/// `GET /api/games/{id}/analysis`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnalysisView {
    /// The ply analysed (the game's ply when asked).
    pub ply: usize,
    /// The side to move, whose point of view the answer takes.
    pub side: &'static str,
    /// `solved` (from the tables: perfect), `proven` (the search saw a forced end) or
    /// `eval` (the search's estimate).
    pub kind: &'static str,
    /// With `eval`: the score in hundredths of a piece, positive when the side to move
    /// stands better.
    pub score: Option<i32>,
    /// With `solved` and `proven`: `win`, `loss` or `draw`, for the side to move.
    pub value: Option<&'static str>,
    /// With a win or a loss: plies to the end with best play.
    pub plies: Option<u32>,
    /// The best move, in notation (none when there is no move).
    pub best: Option<String>,
    /// With a search: the deepest depth it completed.
    pub depth: Option<u32>,
}

/// Analyses the position of `g`: the tables' perfect answer where they know it and every
/// move from it, else a search of at most `time`. Blocking: run it off the async runtime.
pub fn analyse<R: PlayFamily>(g: &Game<R>, time: Duration, tables: &TableDir) -> AnalysisView {
    let rules = g.rules();
    let pos = g.position();
    let mut view = AnalysisView {
        ply: g.moves().len(),
        side: R::side_id(g.side_to_move()),
        kind: "eval",
        score: None,
        value: None,
        plies: None,
        best: None,
        depth: None,
    };
    let oracle = rules.oracle(tables);
    if let Some((best, known)) = oracle.as_deref().and_then(|o| perfect_move(rules, o, pos, |_| 0)) {
        let value = match known {
            Known::Win(_) => "win",
            Known::Loss(_) => "loss",
            Known::Draw => "draw",
        };
        let plies = known.plies();
        view.kind = "solved";
        view.value = Some(value);
        view.plies = plies;
        view.best = Some(rules.move_text(pos, best));
        return view;
    }
    let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), TABLE_MB);
    let limits = Limits { time: Some(time), ..Limits::default() };
    let result = engine.search(pos, &g.history_hashes(), &limits, |_| {});
    match proven(result.score) {
        Some((win, plies)) => {
            view.kind = "proven";
            view.value = Some(if win { "win" } else { "loss" });
            view.plies = Some(plies);
        }
        None => view.score = Some(result.score),
    }
    view.best = result.best.map(|mv| rules.move_text(pos, mv));
    view.depth = Some(result.depth);
    view
}
