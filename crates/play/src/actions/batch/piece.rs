//! [`Piece`]: a run of a batch's games, with the buffers its thread steps them with, and the
//! [`Job`]s a thread does on it.

use super::super::Action;
use super::slot::{Ended, Resolved, Scratch, Shared, Slot};
use crate::PlayFamily;
use std::sync::Arc;

/// How many games ahead of the one it steps a thread asks for the memory that game's move
/// will write (the ends of its lists): a step of a game takes about as long as a read from
/// memory.
const PREFETCH_AHEAD: usize = 4;

/// What a thread does with a piece.
#[derive(Clone, Debug)]
pub(super) enum Job {
    /// Play a uniformly random legal action in every game.
    Random,
    /// Work out what each game's action does (the whole batch's actions, game by game),
    /// into [`Piece::resolved`].
    Resolve(Arc<[Action]>),
    /// Apply what [`Job::Resolve`] worked out (every game's action legal).
    Apply,
}

/// Games `first..first + slots.len()` of a batch.
pub(super) struct Piece<R: PlayFamily> {
    /// The batch's index of the first game.
    pub(super) first: usize,
    pub(super) slots: Vec<Slot<R>>,
    scratch: Scratch<R::Move>,
    /// Per game, what its action does (`None`: not legal), after [`Job::Resolve`].
    pub(super) resolved: Vec<Option<Resolved<R::Move>>>,
    /// The games the last step ended (their index in the piece) and how.
    pub(super) ended: Vec<(usize, Ended)>,
}

impl<R: PlayFamily> Piece<R> {
    /// The games `slots`, the first of them the batch's game `first`.
    pub(super) fn new(first: usize, slots: Vec<Slot<R>>) -> Piece<R> {
        Piece { first, slots, scratch: Scratch::new(), resolved: Vec::new(), ended: Vec::new() }
    }

    /// A piece of no games, to stand in the batch's list while a thread has the real one.
    pub(super) fn stand_in(first: usize) -> Piece<R> {
        Piece::new(first, Vec::new())
    }

    /// Does `job`.
    pub(super) fn run(&mut self, job: &Job, shared: &Shared<R>) {
        match job {
            Job::Random => self.step_with(shared, |slot, _, scratch| slot.pick_random(shared, scratch)),
            Job::Resolve(actions) => {
                let Piece { first, slots, scratch, resolved, .. } = self;
                resolved.clear();
                let mine = actions.get(*first..).unwrap_or_default();
                resolved.extend(
                    slots.iter().zip(mine).map(|(slot, &action)| slot.resolve(action, shared, scratch)),
                );
            }
            Job::Apply => {
                let resolved = std::mem::take(&mut self.resolved);
                self.step_with(shared, |_, k, _| resolved.get(k).copied().flatten());
                self.resolved = resolved;
            }
        }
    }

    /// Applies what `act` resolves for each game, in turn, and notes the games it ended
    /// (started again at once).
    fn step_with(
        &mut self,
        shared: &Shared<R>,
        mut act: impl FnMut(&mut Slot<R>, usize, &mut Scratch<R::Move>) -> Option<Resolved<R::Move>>,
    ) {
        let Piece { slots, scratch, ended, .. } = self;
        ended.clear();
        for k in 0..slots.len() {
            if let Some(ahead) = slots.get(k + PREFETCH_AHEAD) {
                ahead.prefetch();
            }
            let slot = &mut slots[k];
            let Some(resolved) = act(slot, k, scratch) else { continue };
            if let Some(how) = slot.apply(resolved, shared) {
                ended.push((k, how));
            }
        }
    }
}
