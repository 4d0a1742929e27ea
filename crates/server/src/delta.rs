//! The `move` message: what one move changed of a game's view, sent to the game's watchers
//! (WebSocket and the game stream) instead of the whole `state`, and how a client folds it
//! into the state it holds ([`fold_move`]).
//!
//! A `state` message carries the whole game (board, seats, every move, pieces, legal
//! moves: 3–4 KB for Fox and Geese); a move changes only its turn fields, one move more,
//! and a few pieces. The `move` message carries just that:
//!
//! - `move`: the move in notation (appended to `moves`);
//! - `number`: the number written before it, or `null` (appended to `move_numbers`);
//! - `removed`: the points whose pieces left or changed; `added`: the pieces now standing
//!   where none stood, or another did (a piece moving from `a` to `b` is `removed: [a]`,
//!   `added: [{at: b, …}]`; a capture adds its point to `removed`);
//! - every field of [`TurnView`] as it stands after the move (`ply`, `to_move`, `status`,
//!   `last_move`, `legal`, `captures`, `outcome`, `result`, `clock`, `draw_offer`,
//!   `takeback_offer`, `thinking`), replacing the old ones.
//!
//! Messages to one watcher come in order, each after the state it changes; a watcher that
//! falls behind gets a whole `state` again. A `move` whose `ply` is not one more than the
//! held state's is out of step: the client asks for the state (`{"type": "sync"}` on a
//! WebSocket). Every other change (a join, a draw offer, a resignation, a take-back, a
//! loss on time, a rematch) is sent as a whole `state`.

use crate::hub::Message;
use crate::live::Live;
use crate::view::{PieceView, TurnView};
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;

/// The `move` message (see the module's documentation).
#[derive(Debug, Serialize)]
pub struct MoveMessage {
    /// Always `move`.
    #[serde(rename = "type")]
    kind: &'static str,
    /// The move in notation.
    #[serde(rename = "move")]
    pub text: String,
    /// The number written before the move (`null` where it continues its pair).
    pub number: Option<usize>,
    /// The points whose pieces left or changed.
    pub removed: Vec<String>,
    /// The pieces that now stand where none, or another, stood.
    pub added: Vec<PieceView>,
    /// The turn fields after the move.
    #[serde(flatten)]
    pub turn: TurnView,
}

impl MoveMessage {
    /// The message for the move that took the game from the pieces `before` to `after` at
    /// `now`; `None` when `after` has no last move.
    pub fn new(before: &[PieceView], after: &Live, now: i64) -> Option<MoveMessage> {
        let turn = after.turn_now(now);
        let text = turn.last_move.as_ref()?.notation.clone();
        let (removed, added) = pieces_changed(before, &after.game.pieces());
        let number = after.game.move_numbers().last().copied().flatten();
        Some(MoveMessage { kind: "move", text, number, removed, added, turn })
    }

    /// The message as JSON text, shared by every watcher.
    pub fn text(&self) -> Message {
        // Written into one buffer of the usual size (0.5–1.7 KB), not grown step by step.
        let mut json = Vec::with_capacity(2048);
        // A derived Serialize of strings, numbers and options cannot fail, and writes UTF-8.
        let _ = serde_json::to_writer(&mut json, self);
        Message::try_from(json).unwrap_or_default()
    }
}

/// What changed between two sets of pieces: the points whose piece left or changed, and
/// the pieces that are new on their point.
pub fn pieces_changed(before: &[PieceView], after: &[PieceView]) -> (Vec<String>, Vec<PieceView>) {
    let old: HashMap<&str, &PieceView> = before.iter().map(|p| (p.at.as_str(), p)).collect();
    let new: HashMap<&str, &PieceView> = after.iter().map(|p| (p.at.as_str(), p)).collect();
    let removed = before
        .iter()
        .filter(|p| new.get(p.at.as_str()).is_none_or(|now| *now != *p))
        .map(|p| p.at.clone())
        .collect();
    let added =
        after.iter().filter(|p| old.get(p.at.as_str()).is_none_or(|was| *was != *p)).cloned().collect();
    (removed, added)
}

/// Folds a `move` message into the game's state as a `state` message carried it (the
/// value of its `game`): the move appended, the pieces changed, the turn fields replaced.
/// False, with the state unchanged, when the message is not a `move` one ply after the
/// state (the client then asks for the whole state).
pub fn fold_move(state: &mut Value, message: &Value) -> bool {
    let next_ply = state["ply"].as_u64().map(|ply| ply + 1);
    if message["type"] != "move" || message["ply"].as_u64() != next_ply || next_ply.is_none() {
        return false;
    }
    let (Some(text), Some(removed), Some(added)) =
        (message["move"].as_str(), message["removed"].as_array(), message["added"].as_array())
    else {
        return false;
    };
    if !state["moves"].is_array() || !state["pieces"].is_array() {
        return false;
    }
    if let Some(moves) = state["moves"].as_array_mut() {
        moves.push(Value::from(text));
    }
    if let Some(numbers) = state["move_numbers"].as_array_mut() {
        numbers.push(message["number"].clone());
    }
    if let Some(pieces) = state["pieces"].as_array_mut() {
        let gone = |piece: &Value| {
            removed.contains(&piece["at"]) || added.iter().any(|new| new["at"] == piece["at"])
        };
        pieces.retain(|piece| !gone(piece));
        pieces.extend(added.iter().cloned());
    }
    if let Some(fields) = message.as_object() {
        for (key, value) in fields {
            if !matches!(key.as_str(), "type" | "move" | "number" | "removed" | "added") {
                state[key] = value.clone();
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_play::view::PieceKind;

    fn piece(at: &str, side: &'static str) -> PieceView {
        PieceView::new(at.to_string(), side, PieceKind::Flock)
    }

    #[test]
    fn a_step_and_a_capture_are_told_by_their_points() {
        let before = [piece("a1", "x"), piece("b1", "y"), piece("c1", "y")];
        let after = [piece("a3", "x"), piece("c1", "y")];
        let (removed, added) = pieces_changed(&before, &after);
        assert_eq!(removed, ["a1", "b1"]);
        assert_eq!(added, [piece("a3", "x")]);
    }

    #[test]
    fn a_piece_changed_in_place_is_removed_and_added() {
        let before = [piece("a1", "x")];
        let after = [PieceView::new("a1".into(), "x", PieceKind::King)];
        let (removed, added) = pieces_changed(&before, &after);
        assert_eq!(removed, ["a1"]);
        assert_eq!(added, after);
    }

    #[test]
    fn a_move_out_of_step_is_not_folded() {
        let mut state = serde_json::json!({"ply": 3, "moves": ["a", "b", "c"], "pieces": []});
        let kept = state.clone();
        let message = serde_json::json!({"type": "move", "ply": 5, "move": "e", "removed": [], "added": []});
        assert!(!fold_move(&mut state, &message));
        assert_eq!(state, kept);
        let state_message = serde_json::json!({"type": "state", "ply": 4});
        assert!(!fold_move(&mut state, &state_message));
    }
}
