//! A game being played on the screen, whatever the family: the interface the app drives
//! with keys and clicks, and reads to draw.

use super::goose_view::Track;
use super::view::{Marks, Picture, Spot, Text};
use crate::review_chart::Mark;

/// What the board area shows.
pub enum Board {
    /// A grid of points (hunt games, tafl, solitaire).
    Grid(Picture, Marks),
    /// The Game of the Goose track.
    Track(Track),
}

/// The side panel's content.
#[derive(Clone, Debug, Default)]
pub struct Panel {
    /// Lines about the state of play (side to move, pieces taken…).
    pub status: Vec<Text>,
    /// The moves in notation, in order.
    pub moves: Vec<String>,
    /// For each move, whether it ends a numbered row of the list (empty: one move a row).
    pub row_ends: Vec<bool>,
    /// What happened lately, for games without notation (the goose's rolls).
    pub log: Vec<Text>,
    /// How the game ended, if it has.
    pub outcome: Option<Text>,
    /// The explorer's view of the position, while it is open (`x`).
    pub explorer: Option<ExplorerLines>,
}

/// The explorer in the panel: the position's value, then one row a move, best first.
#[derive(Clone, Debug)]
pub struct ExplorerLines {
    /// The position's value (solved, the engine's score, or the game over).
    pub summary: Text,
    /// Each move in notation, what it does for the side playing it, and how that reads.
    pub rows: Vec<(String, Text, Tone)>,
}

/// A game's review on the screen: its course and its marked moves.
#[derive(Clone, Debug)]
pub struct ReviewLines {
    /// Each position's advantage for the first seat (−1…1) and its mark.
    pub points: Vec<(f64, Mark)>,
    /// The sides' names, first seat first (above the middle line, then below).
    pub sides: [String; 2],
    /// Each marked move: its number and notation, and what it did (with the best move).
    pub marks: Vec<(String, Text)>,
    /// Each side's totals, in seat order.
    pub summary: Vec<reynard_play::SideSummary>,
    /// Whether the tables solved a position of the game.
    pub solved: bool,
}

/// What a move does for the side playing it, as the explorer colours it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// It wins.
    Win,
    /// It keeps a draw.
    Draw,
    /// It loses.
    Loss,
    /// Only the engine's score is known.
    Score,
}

/// A game on the screen.
pub trait Session {
    /// The variant id (for the title and the rules help).
    fn variant_id(&self) -> String;
    /// The rules help message id.
    fn rules_key(&self) -> String;
    /// The board as it stands now.
    fn board(&self) -> Board;
    /// The side panel.
    fn panel(&self) -> Panel;
    /// The point under the cursor when the game starts.
    fn home(&self) -> Spot;
    /// A point chosen with Enter or the mouse: starts, extends or completes a move.
    fn choose(&mut self, spot: Spot) -> Option<Text>;
    /// Drops the move being entered.
    fn cancel(&mut self);
    /// The keys that act in this game, as help message ids.
    fn keys(&self) -> &'static [&'static str] {
        &[
            "key-arrows",
            "key-enter",
            "key-esc",
            "key-undo",
            "key-redo",
            "key-hint",
            "key-eval",
            "key-explore",
            "key-review",
            "key-resign",
            "key-draw",
            "key-flip",
            "key-save",
            "key-open",
            "key-language",
            "key-help",
            "key-quit",
        ]
    }
    /// A line under the rules help (where more rules are documented), if any.
    fn rules_note(&self) -> Option<&'static str> {
        None
    }
    /// The main action key where the game has no board choice (roll the dice).
    fn act(&mut self) -> Option<Text> {
        None
    }
    /// Takes back a move (against the computer, back to a person's turn).
    fn undo(&mut self) -> Option<Text>;
    /// Plays a taken-back move again.
    fn redo(&mut self) -> Option<Text>;
    /// The computer's suggestion (and marks it on the board).
    fn hint(&mut self) -> Option<Text> {
        None
    }
    /// The engine's evaluation of the position (or its solved value), where the game has one.
    fn evaluate(&mut self) -> Option<Text> {
        None
    }
    /// Opens the explorer on the position (every move with its value), or closes it.
    fn explore(&mut self) -> Option<Text> {
        None
    }
    /// The next puzzle, where the game is a puzzle.
    fn next(&mut self) -> Option<Text> {
        None
    }
    /// Reviews the game in the background (every position explored), for [`Session::reviewed`].
    fn review(&mut self) -> Option<Text> {
        Some(Text::new("status-review-none"))
    }
    /// The review of the game, once done.
    fn reviewed(&self) -> Option<ReviewLines> {
        None
    }
    /// Goes to the position after `ply` moves of the game (the later moves kept for redo).
    fn go_to(&mut self, _ply: usize) {}
    /// The person to move resigns.
    fn resign(&mut self) -> Option<Text> {
        None
    }
    /// Offers or accepts a draw.
    fn draw(&mut self) -> Option<Text> {
        None
    }
    /// The game as a record, where the family has records.
    fn record(&self) -> Option<String>;
    /// Lets the computer play when it is its turn and collects its move; true when the
    /// screen changed.
    fn poll(&mut self) -> bool;
    /// Whether the computer is thinking now.
    fn thinking(&self) -> bool;

    /// Lets the computer finish everything it would do by itself (its moves, a hint, a
    /// draw answer), waiting as needed: for tests.
    #[cfg(test)]
    fn settle(&mut self) {
        loop {
            let changed = self.poll();
            if !changed && !self.thinking() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
    }
}
