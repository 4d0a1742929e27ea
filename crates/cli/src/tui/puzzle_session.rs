//! Puzzles at the terminal (`reynard puzzles VARIANT --play`): a won position from the
//! solved tables where one move stands out; the person finds the win move by move, each
//! move a fastest win (any as fast as the solution counts), and perfect defence replies
//! (the longest resistance). `h` names the piece to move, `u` starts again, `n` draws the
//! next puzzle; the streak counts puzzles solved in a row without a slip or a hint.

use super::duel::{Duel, Seat};
use super::family_view::TuiFamily;
use super::session::{Board, Panel, Session};
use super::view::{Spot, Text};
use reynard_rules::hunt::Rules;
use reynard_rules::{Family, Game};
use reynard_solver::{Tablebase, Value};
use reynard_tables::puzzles::{Puzzle, PuzzleKind, PuzzleOptions, draw_puzzles};
use std::sync::Arc;
use std::time::Duration;

/// A puzzle on the screen, and the puzzles to come.
pub struct PuzzleSession {
    tables: Arc<Tablebase>,
    options: PuzzleOptions,
    puzzle: Puzzle,
    duel: Duel<Rules>,
    /// Puzzles solved in a row without a wrong move or a hint.
    streak: u32,
    /// Whether this puzzle still counts for the streak.
    clean: bool,
    /// What the panel says about the last thing done.
    state: Text,
}

impl PuzzleSession {
    /// The first puzzle drawn with `options` from `tables`; `None` when they hold none.
    ///
    /// # Errors
    ///
    /// A table that cannot be read.
    pub fn new(
        tables: Arc<Tablebase>,
        options: PuzzleOptions,
    ) -> Result<Option<PuzzleSession>, reynard_solver::SolveError> {
        let Some(puzzle) = draw_puzzles(&tables, 1, &options)?.pop() else { return Ok(None) };
        let duel = duel_for(&tables, &puzzle);
        let state = kind_text(puzzle.kind);
        Ok(Some(PuzzleSession { tables, options, puzzle, duel, streak: 0, clean: true, state }))
    }

    /// The puzzle's position (`start`) or the position now, as a position text (for tests).
    #[cfg(test)]
    pub fn position_text(&self, start: bool) -> String {
        let game = self.duel.game();
        game.rules().position_text(if start { game.start() } else { game.position() })
    }

    /// Plies of the win left from the position now.
    fn left(&self) -> u16 {
        self.puzzle.plies.saturating_sub(self.duel.game().moves().len() as u16)
    }

    /// Judges the person's move just played: kept when it wins fastest (then the defence
    /// replies), else taken back.
    fn judge_last(&mut self) {
        let left = self.left() + 1;
        let game = self.duel.game();
        let pos = *game.position();
        let rules = game.rules().clone();
        let value = match rules.outcome(&pos) {
            Some(_) => Ok(Value::Loss(0)),
            None => self.tables.probe(&pos),
        };
        let moved = game.move_text(game.moves().len() - 1).unwrap_or_default();
        match value {
            Ok(Value::Loss(n)) if n + 1 == left => {
                if n == 0 {
                    if self.clean {
                        self.streak += 1;
                    }
                    self.state = Text::new("puzzle-solved");
                    return;
                }
                self.state = Text::new("puzzle-good").plain("move", moved);
                if let Ok(Some(&(reply, _))) = self.tables.probe_moves(&pos).as_ref().map(|m| m.first()) {
                    self.duel.play_move(reply);
                }
            }
            Ok(other) => {
                self.slip();
                let key = if matches!(other, Value::Loss(_)) { "puzzle-slower" } else { "puzzle-wrong" };
                self.state = Text::new(key).plain("move", moved);
                self.duel.take_back();
            }
            Err(e) => {
                self.state = Text::new("status-plain").plain("text", e.to_string());
                self.duel.take_back();
            }
        }
    }

    /// A wrong move or a hint: the streak ends here.
    fn slip(&mut self) {
        if self.clean {
            self.streak = 0;
        }
        self.clean = false;
    }
}

/// The puzzle's position as a game between two people (the defence is played here).
fn duel_for(tables: &Tablebase, puzzle: &Puzzle) -> Duel<Rules> {
    let game = Game::from_position(tables.rules().clone(), puzzle.position);
    Duel::from_game(game, [Seat::Person, Seat::Person], Duration::from_millis(10))
}

fn kind_text(kind: PuzzleKind) -> Text {
    Text::new(match kind {
        PuzzleKind::OnlyWin => "puzzle-kind-only-win",
        PuzzleKind::FastestWin => "puzzle-kind-fastest-win",
    })
}

impl Session for PuzzleSession {
    fn variant_id(&self) -> String {
        self.duel.variant_id()
    }

    fn rules_key(&self) -> String {
        self.duel.rules_key()
    }

    fn keys(&self) -> &'static [&'static str] {
        &[
            "key-arrows",
            "key-enter",
            "key-esc",
            "key-puzzle-hint",
            "key-puzzle-again",
            "key-puzzle-next",
            "key-flip",
            "key-language",
            "key-help",
            "key-quit",
        ]
    }

    fn board(&self) -> Board {
        self.duel.board()
    }

    fn panel(&self) -> Panel {
        let rules = self.duel.game().rules();
        let side = rules.side_name(self.puzzle.position.side());
        let mut status = vec![
            Text::new("puzzle-find").side("side", side).number("plies", i64::from(self.puzzle.plies)),
            self.state.clone(),
            Text::new("puzzle-streak").number("count", i64::from(self.streak)),
        ];
        status.extend(rules.tally(&self.puzzle.position, self.duel.game().position()));
        let mut panel = self.duel.panel();
        panel.status = status;
        panel.outcome = None;
        panel
    }

    fn home(&self) -> Spot {
        self.duel.home()
    }

    fn choose(&mut self, spot: Spot) -> Option<Text> {
        let before = self.duel.game().moves().len();
        let solver = self.puzzle.position.side();
        if self.duel.game().side_to_move() != solver || self.duel.game().outcome().is_some() {
            return None;
        }
        let said = self.duel.choose(spot);
        if self.duel.game().moves().len() > before {
            self.judge_last();
        }
        said
    }

    fn cancel(&mut self) {
        self.duel.cancel();
    }

    /// Starts the puzzle again (the streak is not restored).
    fn undo(&mut self) -> Option<Text> {
        self.duel = duel_for(&self.tables, &self.puzzle);
        self.state = kind_text(self.puzzle.kind);
        None
    }

    fn redo(&mut self) -> Option<Text> {
        None
    }

    /// Names the piece that starts a fastest win (and ends the streak).
    fn hint(&mut self) -> Option<Text> {
        let game = self.duel.game();
        let pos = *game.position();
        if game.outcome().is_some() || game.side_to_move() != self.puzzle.position.side() {
            return None;
        }
        let rules = game.rules().clone();
        let best = self.tables.probe_moves(&pos).ok()?.first().map(|&(mv, _)| mv)?;
        self.slip();
        let from = best.from.unwrap_or(best.to);
        self.state = Text::new("puzzle-hint-text").plain("point", rules.board().name(from));
        None
    }

    /// The next puzzle (drawn with the next seed).
    fn next(&mut self) -> Option<Text> {
        self.options.seed = self.options.seed.wrapping_add(1);
        match draw_puzzles(&self.tables, 1, &self.options) {
            Ok(mut found) => {
                let Some(puzzle) = found.pop() else { return Some(Text::new("puzzle-none")) };
                self.duel = duel_for(&self.tables, &puzzle);
                self.state = kind_text(puzzle.kind);
                self.puzzle = puzzle;
                self.clean = true;
                None
            }
            Err(e) => Some(Text::new("status-plain").plain("text", e.to_string())),
        }
    }

    fn record(&self) -> Option<String> {
        self.duel.record()
    }

    fn poll(&mut self) -> bool {
        false
    }

    fn thinking(&self) -> bool {
        false
    }
}
