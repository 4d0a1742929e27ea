//! Game review: the explorer run on every position of a game, so that the moves that
//! changed its value are marked (a win or a draw thrown away, by the solved tables or a
//! forced end the search saw; an inaccuracy, a mistake or a blunder by the win percentage
//! the engine's score gives, where nothing is solved: [`crate::review_summary`]), each
//! side's marks and average loss are summed up, and its course can be charted, ply by ply,
//! from the first seat's point of view.

use crate::explore::{ExploreView, PositionValue, explore};
use crate::family::PlayFamily;
use crate::review_summary::{SideSummary, summarize, value_percent, verdict_of_loss, win_percent};
use reynard_rules::Game;
use reynard_search::limits::Limits;
use reynard_search::score::Score;
use reynard_tables::TableDir;
use serde::Serialize;

/// A game reviewed: one point a position, one judgement a move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewView {
    /// Every position from the start (ply 0) to the last: its value and the course.
    pub points: Vec<ReviewPoint>,
    /// Every move: what it did to the value.
    pub moves: Vec<MoveReview>,
    /// Each side's marks and average loss, in seat order.
    pub summary: Vec<SideSummary>,
}

/// One position of the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReviewPoint {
    /// Its value, as the explorer gives it.
    #[serde(flatten)]
    pub at: PositionValue,
    /// The course for a chart, from the first seat's point of view, in −1…1: a known win
    /// above ½ (nearer 1 the sooner it ends: `½ + ½ / (1 + plies / 20)`; ¾ where the
    /// tables hold values only), a draw 0, the
    /// engine's unproven score within ±½ (`score / 300` through a logistic curve); losses
    /// mirrored below.
    pub advantage: f64,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveReview {
    /// Its number from 1.
    pub ply: usize,
    /// The move in notation.
    #[serde(rename = "move")]
    pub notation: String,
    /// The side that made it (a side id).
    pub side: &'static str,
    /// `lost_win` (a won position no longer won), `lost_draw` (a drawn one now lost),
    /// `blunder`, `mistake` or `inaccuracy` (where nothing is solved, the win percentage
    /// fell by [`crate::review_summary::BLUNDER`], [`crate::review_summary::MISTAKE`] or
    /// [`crate::review_summary::INACCURACY`] points); `None` for a move that kept the value.
    pub verdict: Option<&'static str>,
    /// With a verdict: the best move there.
    pub best: Option<String>,
    /// With engine scores: how much the mover's score fell against the best move.
    pub drop: Option<Score>,
    /// With engine scores: the best move's score for the mover.
    pub best_score: Option<Score>,
    /// With engine scores: the played move's score for the mover.
    pub played_score: Option<Score>,
    /// Win-percentage points the move lost against the best (0–100): by the values where
    /// the tables solve the position, else by the engine's scores; `None` where neither
    /// measures it.
    pub loss: Option<f64>,
}

/// Reviews `g`: each position explored within `limits` (solved where `tables` know it).
/// Blocking, and as slow as one search a position: run it off any async runtime.
pub fn review<R: PlayFamily>(g: &Game<R>, limits: &Limits, tables: &TableDir) -> ReviewView {
    let rules = g.rules();
    let first = R::side_ids()[0];
    let mut line = Game::from_position(rules.clone(), *g.start());
    let mut points = Vec::with_capacity(g.moves().len() + 1);
    let mut moves = Vec::with_capacity(g.moves().len());
    for (i, &mv) in g.moves().iter().enumerate() {
        let view = explore(&line, limits, tables);
        let notation = rules.move_text(line.position(), mv);
        moves.push(judge(&view, i + 1, notation));
        points.push(point(&view, first));
        if line.play(mv).is_err() {
            break;
        }
    }
    points.push(point(&explore(&line, limits, tables), first));
    let summary = summarize(R::side_ids(), moves.iter().map(|m| (m.side, m.verdict, m.loss)));
    ReviewView { points, moves, summary }
}

/// The position's point on the course.
fn point(view: &ExploreView, first: &'static str) -> ReviewPoint {
    let at = &view.at;
    let mine = match (at.value, at.plies) {
        (Some("draw"), _) => 0.0,
        (Some(value), plies) => {
            // A distance values-only tables do not hold: halfway between ½ and 1.
            let sooner = plies.map_or(0.75, |n| 0.5 + 0.5 / (1.0 + f64::from(n) / 20.0));
            if value == "win" { sooner } else { -sooner }
        }
        (None, _) => {
            let score = f64::from(at.score.unwrap_or(0));
            1.0 / (1.0 + (-score / 300.0).exp()) - 0.5
        }
    };
    ReviewPoint { at: at.clone(), advantage: if at.side == first { mine } else { -mine } }
}

/// What the move `notation` (the `ply`-th) did, by the explorer's view of the position
/// it was played in.
fn judge(view: &ExploreView, ply: usize, notation: String) -> MoveReview {
    let mut review = MoveReview {
        ply,
        notation,
        side: view.at.side,
        verdict: None,
        best: None,
        drop: None,
        best_score: None,
        played_score: None,
        loss: None,
    };
    let (Some(best), Some(played)) =
        (view.moves.first(), view.moves.iter().find(|m| m.notation == review.notation))
    else {
        return review;
    };
    // Each move's value is for the side to move after it: `loss` there is a win here.
    let kept_win = played.value == Some("loss");
    review.verdict = match view.at.value {
        Some("win") if !kept_win => Some("lost_win"),
        Some("draw") if played.value == Some("win") => Some("lost_draw"),
        _ => None,
    };
    if let (Some(at), Some(after)) = (view.at.value, played.value) {
        let mine = match after {
            "win" => "loss",
            "loss" => "win",
            other => other,
        };
        review.loss = Some((value_percent(at) - value_percent(mine)).max(0.0));
    }
    if let (Some(best_score), Some(played_score)) = (best.score, played.score) {
        // Scores after a move are the opponent's: the mover's is their negation.
        let (best_score, played_score) = (-best_score, -played_score);
        review.drop = Some(best_score - played_score);
        (review.best_score, review.played_score) = (Some(best_score), Some(played_score));
        if review.loss.is_none() {
            review.loss = Some((win_percent(best_score) - win_percent(played_score)).max(0.0));
        }
        if review.verdict.is_none() && view.at.value.is_none() {
            review.verdict = review.loss.and_then(verdict_of_loss);
        }
    }
    if review.verdict.is_some() {
        review.best = Some(best.notation.clone());
    }
    review
}
