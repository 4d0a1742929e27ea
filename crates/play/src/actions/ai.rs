//! The computer's action: its move for the turn, one leg at a time.

use super::{Action, ActionState};
use crate::PlayFamily;
use crate::explore::explore;
use reynard_search::Limits;
use reynard_search::level::Level;
use reynard_search::player::{AlphaBetaPlayer, LevelPlayer, Player};
use reynard_tables::TableDir;
use std::time::Duration;

/// How the computer thinks.
#[derive(Clone, Debug)]
pub enum Thinking {
    /// At a strength level (1 gentle to 10 full strength, perfect where solved tables know
    /// the position from level 9), within a time; the seed drives its deliberate mistakes.
    Level(Level, Duration, u64),
    /// Full strength within search limits (depth, nodes, time); perfect where solved
    /// tables know the position.
    Limits(Limits),
}

impl<R: PlayFamily> ActionState<R> {
    /// The computer's next action, `None` once the game is over. At the start of a turn it
    /// chooses a move and gives its first action; in the middle of a chain, the best move
    /// (by the explorer: solved values, else each move's score within the same limits)
    /// that continues the chain. Blocking.
    pub fn best_action(&self, thinking: &Thinking, tables: &TableDir) -> Option<Action> {
        if self.is_terminal() {
            return None;
        }
        let (game, rules) = (self.game(), self.game().rules());
        if self.chain().is_empty() {
            let oracle = rules.oracle(tables);
            let mv = match thinking {
                &Thinking::Level(level, time, seed) => LevelPlayer::new(rules, level, Some(time), seed)
                    .with_oracle(oracle)
                    .choose(rules, &game.history_hashes(), game.position()),
                Thinking::Limits(limits) => AlphaBetaPlayer::new(rules, *limits, String::new())
                    .with_oracle(oracle)
                    .choose(rules, &game.history_hashes(), game.position()),
            }?;
            return self.move_actions(&rules.move_text(game.position(), mv)).ok()?.first().copied();
        }
        let limits = match thinking {
            Thinking::Level(_, time, _) => Limits { time: Some(*time), ..Limits::default() },
            Thinking::Limits(limits) => *limits,
        };
        let best_first = explore(game, &limits, tables).moves;
        let continuing = best_first.iter().find_map(|m| self.move_actions(&m.notation).ok());
        continuing.and_then(|rest| rest.first().copied()).or_else(|| self.legal_actions().first().copied())
    }
}
