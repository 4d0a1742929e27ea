//! How a game ended, as a message: the winner (or a draw) and the reason.

use super::view::Text;
use reynard_rules::{EndReason, Family, Outcome};

/// The message id of an end reason: `outcome-reason-<name>` (the name records use), so the
/// terminal and the browser share one message per reason.
pub fn reason_key(reason: EndReason) -> String {
    format!("outcome-reason-{}", reason.name())
}

/// "Won by the geese: enough pieces were taken", "Draw: agreed"…
pub fn outcome_text<R: Family>(rules: &R, outcome: Outcome<R::Side>) -> Text {
    let reason = super::view::TextArg::Key(reason_key(outcome.reason()));
    match outcome.winner() {
        Some(side) => {
            Text::new("outcome-win-because").side("side", rules.side_name(side)).with("reason", reason)
        }
        None => Text::new("outcome-draw-because").with("reason", reason),
    }
}
