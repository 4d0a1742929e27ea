//! How a game ended, as a message: the winner (or a draw) and the reason.

use super::view::Text;
use reynard_rules::{EndReason, Family, Outcome};

/// The message id of an end reason.
pub fn reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::FlockReduced => "outcome-reason-threshold",
        EndReason::Breakthrough => "outcome-reason-breakthrough",
        EndReason::FortTaken => "outcome-reason-fort",
        EndReason::NoLegalMove => "outcome-reason-trapped",
        EndReason::Repetition => "outcome-reason-repetition",
        EndReason::Resignation => "outcome-reason-resignation",
        EndReason::Agreement => "outcome-reason-agreement",
        EndReason::KingEscaped => "outcome-reason-king-escaped",
        EndReason::KingCaptured => "outcome-reason-king-captured",
        EndReason::EdgeFort => "outcome-reason-edge-fort",
        EndReason::Encircled => "outcome-reason-encircled",
    }
}

/// "geese win: enough pieces were taken", "Draw: agreed"…
pub fn outcome_text<R: Family>(rules: &R, outcome: Outcome<R::Side>) -> Text {
    let reason = super::view::TextArg::Key(reason_key(outcome.reason()).to_string());
    match outcome.winner() {
        Some(side) => {
            Text::new("outcome-win-because").side("side", rules.side_name(side)).with("reason", reason)
        }
        None => Text::new("outcome-draw-because").with("reason", reason),
    }
}
