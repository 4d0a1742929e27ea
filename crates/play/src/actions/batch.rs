//! [`ActionBatch`]: many games of one variant stepped together, for vectorised training.

use super::{Action, ActionError, ActionState, Layout};
use crate::PlayFamily;
use rayon::prelude::*;
use reynard_rules::Game;
use reynard_search::Rng;
use std::sync::Arc;

/// Batches smaller than this are stepped on the calling thread: their step takes less
/// time than handing it to the thread pool and back.
const PARALLEL_FROM: usize = 512;

/// One game of the batch with its random generator.
#[derive(Clone, Debug)]
struct Slot<R: PlayFamily> {
    state: ActionState<R>,
    rng: Rng,
}

/// What one step of the batch did to each game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BatchStep {
    /// Per game, each seat's reward: the returns of a game that ended on this step, else 0.
    pub rewards: Vec<[f64; 2]>,
    /// Per game: it ended by its rules on this step (and started again).
    pub terminated: Vec<bool>,
    /// Per game: the ply limit ended it on this step (and it started again).
    pub truncated: Vec<bool>,
}

/// Many games of one variant from the same start, stepped in one call on every core; a
/// game that ends starts again at once (its rewards reported by the step that ended it).
#[derive(Clone, Debug)]
pub struct ActionBatch<R: PlayFamily> {
    start: ActionState<R>,
    slots: Vec<Slot<R>>,
    finished: u64,
}

impl<R: PlayFamily> ActionBatch<R> {
    /// `size` games of `game`'s rules from its position, ending as a draw after
    /// `move_limit` plies; `seed` drives the random steps (each game its own generator).
    ///
    /// # Errors
    ///
    /// [`ActionError::GameOver`] when the position is a finished game: its games would
    /// never move.
    pub fn new(
        layout: Arc<Layout>,
        game: Game<R>,
        move_limit: Option<usize>,
        size: usize,
        seed: u64,
    ) -> Result<Self, ActionError> {
        let start = ActionState::with_layout(layout, game, move_limit);
        if start.is_terminal() {
            return Err(ActionError::GameOver);
        }
        let slots = (0..size as u64)
            .map(|i| Slot {
                state: start.clone(),
                rng: Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(i)),
            })
            .collect();
        Ok(ActionBatch { start, slots, finished: 0 })
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the batch holds no game.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Games finished since the batch began.
    pub fn finished(&self) -> u64 {
        self.finished
    }

    /// Game `i` as it stands.
    pub fn state(&self, i: usize) -> Option<&ActionState<R>> {
        self.slots.get(i).map(|slot| &slot.state)
    }

    /// Applies `actions[i]` to game `i`, for every game.
    ///
    /// # Errors
    ///
    /// A count of actions other than the number of games, or the first illegal action
    /// with its game's index; nothing is applied then.
    pub fn step(&mut self, actions: &[Action]) -> Result<BatchStep, (Option<usize>, ActionError)> {
        if actions.len() != self.slots.len() {
            return Err((None, ActionError::BatchSize { actions: actions.len(), games: self.slots.len() }));
        }
        if let Some(i) = (0..actions.len()).find(|&i| !self.slots[i].state.is_legal(actions[i])) {
            let error = self.slots[i].state.clone().apply(actions[i]).expect_err("checked illegal just now");
            return Err((Some(i), error));
        }
        Ok(self.step_with(|slot, i| slot.state.apply(actions[i]).map(|_| ())))
    }

    /// Applies a uniformly random legal action to every game.
    pub fn step_random(&mut self) -> BatchStep {
        self.step_with(|slot, _| {
            let pick = slot.rng.below(usize::MAX);
            slot.state.apply_nth(pick).map(|_| ())
        })
    }

    /// Runs `act` on every game in parallel, then reports and restarts the games it ended.
    fn step_with(
        &mut self,
        act: impl Fn(&mut Slot<R>, usize) -> Result<(), ActionError> + Sync,
    ) -> BatchStep {
        let size = self.slots.len();
        let mut step = BatchStep {
            rewards: vec![[0.0; 2]; size],
            terminated: vec![false; size],
            truncated: vec![false; size],
        };
        let start = &self.start;
        let run = |first: usize,
                   slots: &mut [Slot<R>],
                   rewards: &mut [[f64; 2]],
                   ended: (&mut [bool], &mut [bool])| {
            let (terminated, truncated) = ended;
            for (k, slot) in slots.iter_mut().enumerate() {
                // Every action here was checked legal, or chosen among the legal ones of a
                // game still going: a game that ended was restarted.
                if act(slot, first + k).is_err() || !slot.state.is_terminal() {
                    continue;
                }
                rewards[k] = slot.state.returns();
                truncated[k] = slot.state.limit_reached();
                terminated[k] = !truncated[k];
                slot.state.clone_from(start);
            }
        };
        if size < PARALLEL_FROM {
            run(0, &mut self.slots, &mut step.rewards, (&mut step.terminated, &mut step.truncated));
        } else {
            // One piece a thread: handing work to the pool costs tens of microseconds.
            let chunk = size.div_ceil(rayon::current_num_threads());
            self.slots
                .par_chunks_mut(chunk)
                .zip(step.rewards.par_chunks_mut(chunk))
                .zip(step.terminated.par_chunks_mut(chunk).zip(step.truncated.par_chunks_mut(chunk)))
                .enumerate()
                .for_each(|(i, ((slots, rewards), ended))| run(i * chunk, slots, rewards, ended));
        }
        self.finished += step.terminated.iter().chain(&step.truncated).filter(|&&ended| ended).count() as u64;
        step
    }

    /// Writes every game's observation into `out`, game after game (each the size of
    /// [`ActionState::observation_shape`]).
    pub fn observe(&self, out: &mut [f32]) {
        let size: usize = self.start.observation_shape().iter().product();
        out.par_chunks_mut(size).zip(&self.slots).for_each(|(planes, slot)| slot.state.observe(planes));
    }

    /// Writes every game's legal-action mask into `out` (1 for a legal action), game after
    /// game, each [`Layout::num_actions`] long.
    pub fn legal_masks(&self, out: &mut [i8]) {
        let size = self.start.layout().num_actions();
        out.par_chunks_mut(size).zip(&self.slots).for_each(|(mask, slot)| {
            mask.fill(0);
            for action in slot.state.legal_actions() {
                mask[action as usize] = 1;
            }
        });
    }

    /// The seat to act in every game.
    pub fn current_seats(&self) -> Vec<usize> {
        // A game of the batch is never over between steps: it starts again at once.
        self.slots.iter().map(|slot| slot.state.current_seat().unwrap_or(0)).collect()
    }
}
