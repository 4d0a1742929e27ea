//! [`ActionBatch`]: many games of one variant stepped together, for vectorised training.
//!
//! A batch plays as [`ActionState`]s would, one a game (a test steps both side by side),
//! but keeps only what the next step needs: each game's position, the hashes of the
//! positions since its material last fell (the only ones it can repeat; a third equal
//! 64-bit hash is a third repetition, see `history.rs`), its moves, a chain in progress and
//! its random generator. The legal moves are made once a step into buffers
//! each thread reuses, with the legs of every move only where a chain is possible; a
//! random step picks a move without listing actions. The games are split between the
//! threads in one piece each.

mod history;
mod prefetch;
mod slot;

use super::{Action, ActionError, ActionState, Layout};
use crate::PlayFamily;
use rayon::prelude::*;
use reynard_rules::Game;
use reynard_search::Rng;
use slot::{Ended, Resolved, Scratch, Shared, Slot};
use std::sync::Arc;

/// Batches smaller than this are stepped on the calling thread: their step takes less
/// time than handing it to the thread pool and back.
const PARALLEL_FROM: usize = 512;

/// How many games ahead of the one it steps a thread asks for the memory that game's move
/// will write (the ends of its lists): a step of a game takes about as long as a read from
/// memory.
const PREFETCH_AHEAD: usize = 4;

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
    layout: Arc<Layout>,
    rules: Arc<R>,
    start: R::Position,
    move_limit: Option<usize>,
    slots: Vec<Slot<R>>,
    finished: u64,
}

impl<R: PlayFamily> ActionBatch<R> {
    /// `size` games of `rules` from `start`, ending as a draw after `move_limit` plies;
    /// `seed` drives the random steps (each game its own generator).
    ///
    /// # Errors
    ///
    /// [`ActionError::GameOver`] when `start` is a finished game: its games would never
    /// move.
    pub fn new(
        layout: Arc<Layout>,
        rules: Arc<R>,
        start: R::Position,
        move_limit: Option<usize>,
        size: usize,
        seed: u64,
    ) -> Result<Self, ActionError> {
        if ActionState::with_layout(layout.clone(), Game::sharing(rules.clone(), start), move_limit)
            .is_terminal()
        {
            return Err(ActionError::GameOver);
        }
        let slots = (0..size as u64)
            .map(|i| Slot::new(rules.as_ref(), start, Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(i))))
            .collect();
        Ok(ActionBatch { layout, rules, start, move_limit, slots, finished: 0 })
    }

    /// What the games share, for a step.
    fn shared(&self) -> Shared<'_, R> {
        Shared {
            rules: self.rules.as_ref(),
            start: &self.start,
            end: self.layout.end_action(),
            move_limit: self.move_limit,
        }
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

    /// Game `i` as it stands, as a state of its own (its history replayed).
    pub fn state(&self, i: usize) -> Option<ActionState<R>> {
        let slot = self.slots.get(i)?;
        let mut game = Game::sharing(self.rules.clone(), self.start);
        let mut moves = Vec::new();
        for &choice in slot.choices() {
            self.rules.legal_moves(game.position(), &mut moves);
            game.play_legal(*moves.get(choice as usize)?);
        }
        // The batch played these moves and legs as the state would have, and ended the
        // game (restarting it) the moment the state would have called it over.
        let mut state = ActionState::replay(self.layout.clone(), &game, self.move_limit).ok()?;
        for &action in slot.chain() {
            state.apply(action).ok()?;
        }
        Some(state)
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
        let shared = self.shared();
        let resolve = |slots: &[Slot<R>], first: usize| {
            let mut scratch = Scratch::new();
            let resolved = slots
                .iter()
                .enumerate()
                .map(|(k, slot)| slot.resolve(actions[first + k], &shared, &mut scratch));
            resolved.collect::<Vec<_>>()
        };
        let resolved: Vec<Option<Resolved<R::Move>>> = if self.slots.len() < PARALLEL_FROM {
            resolve(&self.slots, 0)
        } else {
            let chunk = chunk_for(self.slots.len());
            self.slots
                .par_chunks(chunk)
                .enumerate()
                .flat_map_iter(|(i, slots)| resolve(slots, i * chunk))
                .collect()
        };
        if let Some(i) = resolved.iter().position(Option::is_none) {
            let error = match self.state(i).map(|mut state| state.apply(actions[i])) {
                Some(Err(error)) => error,
                _ => ActionError::GameOver,
            };
            return Err((Some(i), error));
        }
        Ok(self.step_with(|_, i, _, _| resolved[i]))
    }

    /// Applies a uniformly random legal action to every game.
    pub fn step_random(&mut self) -> BatchStep {
        self.step_with(|slot, _, shared, scratch| slot.pick_random(shared, scratch))
    }

    /// Applies what `act` resolves for every game, in parallel, then reports and restarts
    /// the games it ended.
    fn step_with(
        &mut self,
        act: impl Fn(&mut Slot<R>, usize, &Shared<R>, &mut Scratch<R::Move>) -> Option<Resolved<R::Move>> + Sync,
    ) -> BatchStep {
        let size = self.slots.len();
        let mut step = BatchStep {
            rewards: vec![[0.0; 2]; size],
            terminated: vec![false; size],
            truncated: vec![false; size],
        };
        let ActionBatch { layout, rules, start, move_limit, slots, .. } = self;
        let shared =
            Shared { rules: rules.as_ref(), start, end: layout.end_action(), move_limit: *move_limit };
        let run = |first: usize,
                   slots: &mut [Slot<R>],
                   rewards: &mut [[f64; 2]],
                   ended: (&mut [bool], &mut [bool])| {
            let (terminated, truncated) = ended;
            let mut scratch = Scratch::new();
            for k in 0..slots.len() {
                if let Some(ahead) = slots.get(k + PREFETCH_AHEAD) {
                    ahead.prefetch();
                }
                let slot = &mut slots[k];
                let Some(resolved) = act(slot, first + k, &shared, &mut scratch) else { continue };
                match slot.apply(resolved, &shared) {
                    Some(Ended::Terminated(returns)) => (rewards[k], terminated[k]) = (returns, true),
                    Some(Ended::Truncated) => truncated[k] = true,
                    None => {}
                }
            }
        };
        if size < PARALLEL_FROM {
            run(0, slots, &mut step.rewards, (&mut step.terminated, &mut step.truncated));
        } else {
            let chunk = chunk_for(size);
            slots
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
        let size: usize = self.layout.observation_shape().iter().product();
        out.par_chunks_mut(size).zip(&self.slots).for_each(|(planes, slot)| {
            super::state::observe(&self.layout, self.rules.as_ref(), slot.position(), slot.chain(), planes);
        });
    }

    /// Writes every game's legal-action mask into `out` (1 for a legal action), game after
    /// game, each [`Layout::num_actions`] long.
    pub fn legal_masks(&self, out: &mut [i8]) {
        let size = self.layout.num_actions();
        let shared = self.shared();
        out.par_chunks_mut(size).zip(&self.slots).for_each_init(
            || (Scratch::new(), Vec::new()),
            |(scratch, actions), (mask, slot)| {
                mask.fill(0);
                slot.legal_actions(&shared, scratch, actions);
                for &action in actions.iter() {
                    mask[action as usize] = 1;
                }
            },
        );
    }

    /// The seat to act in every game.
    pub fn current_seats(&self) -> Vec<usize> {
        self.slots.iter().map(|slot| R::seat(self.rules.side_to_move(slot.position()))).collect()
    }
}

/// The games each thread takes in one piece, of `size`.
fn chunk_for(size: usize) -> usize {
    // One piece a thread: handing work to the pool costs tens of microseconds.
    size.div_ceil(rayon::current_num_threads()).max(1)
}
