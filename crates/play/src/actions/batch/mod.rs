//! [`ActionBatch`]: many games of one variant stepped together, for vectorised training.
//!
//! A batch plays as [`ActionState`]s would, one a game (a test steps both side by side),
//! but keeps only what the next step needs: each game's position, the hashes of the
//! positions since its material last fell (the only ones it can repeat; a third equal
//! 64-bit hash is a third repetition, see `history.rs`), its moves, a chain in progress and
//! its random generator. The legal moves are made once a step into buffers
//! each thread reuses, with the legs of every move only where a chain is possible; a
//! random step picks a move without listing actions. The games are split between the
//! threads in one piece each (`piece.rs`), and each piece keeps its thread (`hand.rs`).

mod hand;
mod history;
mod piece;
mod prefetch;
mod slot;

use super::{Action, ActionError, ActionState, Layout};
use crate::PlayFamily;
use hand::Hand;
use piece::{Job, Piece};
use rayon::prelude::*;
use reynard_rules::Game;
use reynard_search::Rng;
use slot::{Ended, Scratch, Shared, Slot};
use std::fmt;
use std::sync::Arc;

/// The fewest games a piece gets: a step of fewer takes less time than handing them to
/// another thread and back (Fox and Geese from Python, two cores: 64 games 10.4 M moves/s
/// on one thread, 13.2 M on two; 32 games 9.1 M on one, 8.6 M on two).
const MIN_PIECE: usize = 32;

/// Batches of fewer games write their observations and masks on the calling thread: for
/// them, waking rayon's pool costs more than it saves (Fox and Geese, two cores, both
/// written: 1024 games 636 µs on one thread, 691 µs on the pool; 4096 games 2.6 and 2.1 ms).
const POOL_WRITES_FROM: usize = 2048;

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

/// A piece of the games with what to do with it, as handed to a [`Hand`].
type Errand<R> = (Job, Piece<R>);

/// Many games of one variant from the same start, stepped in one call on every core; a
/// game that ends starts again at once (its rewards reported by the step that ended it).
///
/// The games are cut into one piece a thread (as many as rayon's pool has, see
/// `RAYON_NUM_THREADS`): the calling thread steps the first, and each other piece has a
/// thread of the batch's own ([`Hand`]), which steps the same games every time.
pub struct ActionBatch<R: PlayFamily> {
    layout: Arc<Layout>,
    shared: Shared<R>,
    /// The games, in order, piece by piece.
    pieces: Vec<Piece<R>>,
    /// `hands[k]` steps `pieces[k + 1]`; a piece without a hand (no thread could be
    /// started) is stepped by the calling thread.
    hands: Vec<Hand<Errand<R>>>,
    finished: u64,
}

impl<R: PlayFamily> fmt::Debug for ActionBatch<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ActionBatch")
            .field("games", &self.len())
            .field("threads", &(1 + self.hands.len()))
            .field("finished", &self.finished)
            .finish_non_exhaustive()
    }
}

impl<R: PlayFamily + 'static> ActionBatch<R> {
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
        let shared = Shared { end: layout.end_action(), rules, start, move_limit };
        let mut slots = (0..size as u64).map(|i| {
            Slot::new(shared.rules.as_ref(), start, Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(i)))
        });
        let threads = (size / MIN_PIECE).clamp(1, rayon::current_num_threads().max(1));
        let chunk = size.div_ceil(threads).max(1);
        let pieces: Vec<Piece<R>> = (0..threads)
            .map(|k| Piece::new(k * chunk, slots.by_ref().take(chunk).collect()))
            .filter(|piece| !piece.slots.is_empty())
            .collect();
        let hands = (1..pieces.len())
            .map_while(|k| {
                let shared = shared.clone();
                let work = move |(job, piece): &mut Errand<R>| piece.run(job, &shared);
                // Without another thread the calling one steps the rest.
                Hand::spawn(format!("reynard-batch-{k}"), work).ok()
            })
            .collect();
        Ok(ActionBatch { layout, shared, pieces, hands, finished: 0 })
    }

    /// Does `job` on every piece: hands out the pieces that have a thread, does the others
    /// here, and takes them back.
    fn run(&mut self, job: &Job) {
        let ActionBatch { pieces, hands, shared, .. } = self;
        let Some((own, others)) = pieces.split_first_mut() else { return };
        // Per other piece: whether a thread has it now.
        let handed: Vec<bool> = others
            .iter_mut()
            .zip(hands.iter().map(Some).chain(std::iter::repeat(None)))
            .map(|(piece, hand)| {
                let Some(hand) = hand else { return false };
                let errand = (job.clone(), std::mem::replace(piece, Piece::stand_in(piece.first)));
                // A thread that is gone gives the piece back, to be done here.
                hand.hand(errand).map_err(|(_, unsent)| *piece = unsent).is_ok()
            })
            .collect();
        own.run(job, shared);
        for (piece, _) in others.iter_mut().zip(&handed).filter(|(_, handed)| !**handed) {
            piece.run(job, shared);
        }
        for ((piece, hand), _) in
            others.iter_mut().zip(hands.iter_mut()).zip(&handed).filter(|(_, handed)| **handed)
        {
            *piece = hand.take_back().1;
        }
    }
}

impl<R: PlayFamily> ActionBatch<R> {
    /// The games in order.
    fn slots(&self) -> impl Iterator<Item = &Slot<R>> {
        self.pieces.iter().flat_map(|piece| &piece.slots)
    }

    /// Game `i`.
    fn slot(&self, i: usize) -> Option<&Slot<R>> {
        let piece = self
            .pieces
            .iter()
            .find(|piece| i.checked_sub(piece.first).is_some_and(|k| k < piece.slots.len()))?;
        piece.slots.get(i - piece.first)
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.pieces.iter().map(|piece| piece.slots.len()).sum()
    }

    /// Whether the batch holds no game.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Games finished since the batch began.
    pub fn finished(&self) -> u64 {
        self.finished
    }

    /// Game `i` as it stands, as a state of its own (its history replayed).
    pub fn state(&self, i: usize) -> Option<ActionState<R>> {
        let slot = self.slot(i)?;
        let rules = &self.shared.rules;
        let mut game = Game::sharing(rules.clone(), self.shared.start);
        let mut moves = Vec::new();
        for &choice in slot.choices() {
            rules.legal_moves(game.position(), &mut moves);
            game.play_legal(*moves.get(choice as usize)?);
        }
        // The batch played these moves and legs as the state would have, and ended the
        // game (restarting it) the moment the state would have called it over.
        let mut state = ActionState::replay(self.layout.clone(), &game, self.shared.move_limit).ok()?;
        for &action in slot.chain() {
            state.apply(action).ok()?;
        }
        Some(state)
    }
}

impl<R: PlayFamily + 'static> ActionBatch<R> {
    /// Applies `actions[i]` to game `i`, for every game.
    ///
    /// # Errors
    ///
    /// A count of actions other than the number of games, or the first illegal action
    /// with its game's index; nothing is applied then.
    pub fn step(&mut self, actions: &[Action]) -> Result<BatchStep, (Option<usize>, ActionError)> {
        let games = self.len();
        if actions.len() != games {
            return Err((None, ActionError::BatchSize { actions: actions.len(), games }));
        }
        self.run(&Job::Resolve(actions.into()));
        let illegal = self
            .pieces
            .iter()
            .find_map(|piece| piece.resolved.iter().position(Option::is_none).map(|k| piece.first + k));
        if let Some(i) = illegal {
            let error = match self.state(i).map(|mut state| state.apply(actions[i])) {
                Some(Err(error)) => error,
                _ => ActionError::GameOver,
            };
            return Err((Some(i), error));
        }
        Ok(self.step_with(&Job::Apply))
    }

    /// Applies a uniformly random legal action to every game.
    pub fn step_random(&mut self) -> BatchStep {
        self.step_with(&Job::Random)
    }

    /// Does `job` (a step of every game), then reports the games it ended (started again).
    fn step_with(&mut self, job: &Job) -> BatchStep {
        self.run(job);
        let size = self.len();
        let mut step = BatchStep {
            rewards: vec![[0.0; 2]; size],
            terminated: vec![false; size],
            truncated: vec![false; size],
        };
        for piece in &self.pieces {
            for &(k, how) in &piece.ended {
                let i = piece.first + k;
                match how {
                    Ended::Terminated(returns) => (step.rewards[i], step.terminated[i]) = (returns, true),
                    Ended::Truncated => step.truncated[i] = true,
                }
                self.finished += 1;
            }
        }
        step
    }
}

impl<R: PlayFamily> ActionBatch<R> {
    /// Writes every game's observation into `out`, game after game (each the size of
    /// [`ActionState::observation_shape`]).
    pub fn observe(&self, out: &mut [f32]) {
        let width: usize = self.layout.observation_shape().iter().product();
        let (layout, rules) = (self.layout.as_ref(), self.shared.rules.as_ref());
        self.each_game(
            out,
            width,
            || (),
            |(), planes, slot| {
                super::state::observe(layout, rules, slot.position(), slot.chain(), planes);
            },
        );
    }

    /// Writes every game's legal-action mask into `out` (1 for a legal action), game after
    /// game, each [`Layout::num_actions`] long.
    pub fn legal_masks(&self, out: &mut [i8]) {
        let shared = &self.shared;
        let buffers = || (Scratch::new(), Vec::new());
        self.each_game(out, self.layout.num_actions(), buffers, |(scratch, actions), mask, slot| {
            mask.fill(0);
            slot.legal_actions(shared, scratch, actions);
            for &action in actions.iter() {
                mask[action as usize] = 1;
            }
        });
    }

    /// Calls `write` with every game and its `width` items of `out`, and buffers from
    /// `buffers` (one set a thread): on rayon's pool from [`POOL_WRITES_FROM`] games, else
    /// on the calling thread.
    fn each_game<T: Send, B>(
        &self,
        out: &mut [T],
        width: usize,
        buffers: impl Fn() -> B + Sync + Send,
        write: impl Fn(&mut B, &mut [T], &Slot<R>) + Sync + Send,
    ) {
        if self.len() < POOL_WRITES_FROM {
            let mut buffers = buffers();
            for (part, slot) in out.chunks_mut(width.max(1)).zip(self.slots()) {
                write(&mut buffers, part, slot);
            }
        } else {
            let slots: Vec<&Slot<R>> = self.slots().collect();
            out.par_chunks_mut(width.max(1))
                .zip(slots)
                .for_each_init(buffers, |buffers, (part, slot)| write(buffers, part, slot));
        }
    }

    /// The seat to act in every game.
    pub fn current_seats(&self) -> Vec<usize> {
        self.slots().map(|slot| R::seat(self.shared.rules.side_to_move(slot.position()))).collect()
    }
}
