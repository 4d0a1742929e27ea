//! One game of a batch: only what its next step needs, and the step itself.

use super::super::Action;
use super::super::state::returns;
use super::super::turn::Turn;
use super::history::History;
use crate::PlayFamily;
use reynard_search::Rng;
use std::sync::Arc;

/// What a batch shares between its games: the rules, the start, the ply limit. Each thread
/// that steps games holds a copy.
pub(super) struct Shared<R: PlayFamily> {
    pub(super) rules: Arc<R>,
    pub(super) start: R::Position,
    pub(super) end: Option<Action>,
    pub(super) move_limit: Option<usize>,
}

impl<R: PlayFamily> Clone for Shared<R> {
    fn clone(&self) -> Self {
        Shared { rules: self.rules.clone(), start: self.start, end: self.end, move_limit: self.move_limit }
    }
}

/// Buffers one thread reuses for every game it steps: the legal moves of the game in hand,
/// their legs, and a whole turn where a chain is possible.
pub(super) struct Scratch<M> {
    moves: Vec<M>,
    legs: Vec<Action>,
    turn: Turn<M>,
}

impl<M: Copy> Scratch<M> {
    /// Empty buffers: they grow to what the games need on the first steps, and stay.
    pub(super) fn new() -> Scratch<M> {
        Scratch { moves: Vec::new(), legs: Vec::new(), turn: Turn::empty() }
    }
}

/// What an action does to a game: completes a move, or adds a leg to a chain in progress.
#[derive(Clone, Copy, Debug)]
pub(super) enum Resolved<M> {
    /// The move is complete: play it (the `usize`-th of the legal moves).
    Play(M, usize),
    /// A leg of a chain that goes on.
    Leg(Action),
}

/// How a step ended a game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Ended {
    /// By its rules, with each seat's result.
    Terminated([f64; 2]),
    /// At the ply limit (a draw).
    Truncated,
}

/// One game: never over between steps (a game that ends starts again at once).
#[derive(Clone, Debug)]
pub(super) struct Slot<R: PlayFamily> {
    /// How it got here from the start.
    history: History<R::Position>,
    /// The legs of a chain in progress.
    chain: Vec<Action>,
    rng: Rng,
}

impl<R: PlayFamily> Slot<R> {
    /// A game at `start` (a position still in play) with its random generator.
    pub(super) fn new(rules: &R, start: R::Position, rng: Rng) -> Slot<R> {
        Slot { history: History::new(start, rules.hash(&start)), chain: Vec::new(), rng }
    }

    /// The position at the start of this turn.
    pub(super) fn position(&self) -> &R::Position {
        self.history.current()
    }

    /// The moves since the start, as their indices among the legal moves.
    pub(super) fn choices(&self) -> &[u32] {
        self.history.choices()
    }

    /// Asks for the memory the next move played here writes (see [`History::prefetch`]).
    pub(super) fn prefetch(&self) {
        self.history.prefetch();
    }

    /// The legs of a chain in progress.
    pub(super) fn chain(&self) -> &[Action] {
        &self.chain
    }

    /// The legal moves in `scratch.moves`; whether each is a single action (no chain this
    /// turn, and none in progress).
    fn generate(&self, shared: &Shared<R>, scratch: &mut Scratch<R::Move>) -> bool {
        if !self.chain.is_empty() {
            return false;
        }
        shared.rules.legal_moves(self.position(), &mut scratch.moves);
        shared.rules.one_action_each(self.position(), &scratch.moves)
    }

    /// The whole turn in `scratch.turn`: every move with the legs of its path, without the
    /// `end` that [`super::super::ActionState`] puts after a path that begins another
    /// (worked out below where it is asked about: cheaper than sorting every path). Where
    /// no chain is in progress, [`Slot::generate`] has just made the legal moves: they are
    /// taken rather than made again.
    fn fill_turn(&self, shared: &Shared<R>, scratch: &mut Scratch<R::Move>) {
        if self.chain.is_empty() {
            scratch.turn.refill_with(shared.rules.as_ref(), self.position(), &mut scratch.moves, None);
        } else {
            scratch.turn.refill(shared.rules.as_ref(), self.position(), None);
        }
    }

    /// The actions that may follow the chain in progress, given the whole turn, sorted,
    /// each once, into `out`: the next leg of each path that goes on, and `end` where a
    /// path stops here (another goes on: else its last leg would have played it).
    fn next_actions(&self, shared: &Shared<R>, turn: &Turn<R::Move>, out: &mut Vec<Action>) {
        out.clear();
        let depth = self.chain.len();
        for i in turn.matching(&self.chain) {
            match turn.legs_of(i).get(depth) {
                Some(&leg) => out.push(leg),
                None => out.extend(shared.end),
            }
        }
        out.sort_unstable();
        out.dedup();
    }

    /// A uniformly random legal action, as [`super::super::ActionState::apply_nth`] picks
    /// it from the same generator: the k-th move where every move is one action, else the
    /// k-th of the sorted next actions. `None` only if the rules gave no move to a game they
    /// did not call over.
    pub(super) fn pick_random(
        &mut self,
        shared: &Shared<R>,
        scratch: &mut Scratch<R::Move>,
    ) -> Option<Resolved<R::Move>> {
        let k = self.rng.below(usize::MAX);
        if self.chain.is_empty()
            && let Some((mv, i)) = shared.rules.nth_one_action_move(self.position(), k)
        {
            return Some(Resolved::Play(mv, i));
        }
        if self.generate(shared, scratch) {
            let i = k % scratch.moves.len().max(1);
            return scratch.moves.get(i).map(|&mv| Resolved::Play(mv, i));
        }
        self.fill_turn(shared, scratch);
        self.next_actions(shared, &scratch.turn, &mut scratch.legs);
        let action = *scratch.legs.get(k % scratch.legs.len().max(1))?;
        self.resolve_in_turn(action, shared, &scratch.turn)
    }

    /// What `action` does here, `None` if it is not legal.
    pub(super) fn resolve(
        &self,
        action: Action,
        shared: &Shared<R>,
        scratch: &mut Scratch<R::Move>,
    ) -> Option<Resolved<R::Move>> {
        if self.generate(shared, scratch) {
            // One leg a move: the legs line up with the moves.
            let Scratch { moves, legs, .. } = scratch;
            legs.clear();
            for &mv in moves.iter() {
                shared.rules.move_legs(self.position(), mv, legs);
            }
            let i = legs.iter().position(|&leg| leg == action)?;
            return Some(Resolved::Play(moves[i], i));
        }
        self.fill_turn(shared, scratch);
        self.resolve_in_turn(action, shared, &scratch.turn)
    }

    /// What `action` does, given the whole turn: `end` plays the path that stops here; a
    /// leg plays the path it completes, unless another path goes on from there.
    fn resolve_in_turn(
        &self,
        action: Action,
        shared: &Shared<R>,
        turn: &Turn<R::Move>,
    ) -> Option<Resolved<R::Move>> {
        let depth = self.chain.len();
        let play = |i: usize| Resolved::Play(turn.move_at(i), i);
        if Some(action) == shared.end {
            return turn.matching(&self.chain).find(|&i| turn.legs_of(i).len() == depth).map(play);
        }
        let (mut ends_here, mut goes_on) = (None, false);
        for i in turn.matching(&self.chain).filter(|&i| turn.legs_of(i).get(depth) == Some(&action)) {
            if turn.legs_of(i).len() == depth + 1 {
                ends_here = Some(i);
            } else {
                goes_on = true;
            }
        }
        match ends_here {
            // The turn lists the moves in the rules' order.
            Some(i) if !goes_on => Some(play(i)),
            _ if ends_here.is_some() || goes_on => Some(Resolved::Leg(action)),
            _ => None,
        }
    }

    /// Applies what an action resolved to; says how the game ended, if it did, and starts
    /// it again at `shared.start` then.
    pub(super) fn apply(&mut self, resolved: Resolved<R::Move>, shared: &Shared<R>) -> Option<Ended> {
        let (mv, choice) = match resolved {
            Resolved::Leg(action) => {
                self.chain.push(action);
                return None;
            }
            Resolved::Play(mv, i) => (mv, i as u32),
        };
        let rules = shared.rules.as_ref();
        let pos = self.position();
        let next = rules.play_unchecked(pos, mv);
        let third = if rules.material(&next) == rules.material(pos) {
            self.history.push(choice, next, rules.hash(&next))
        } else {
            self.history.fall(choice, next, rules.hash(&next));
            false
        };
        self.chain.clear();
        // The end rules of the position, else a third repetition, as `Game::outcome` has it.
        let outcome = rules.outcome(&next).or_else(|| third.then(|| rules.repetition_outcome()));
        let plies = self.history.choices().len();
        let ended = match outcome {
            Some(outcome) => Ended::Terminated(returns::<R>(outcome)),
            None if shared.move_limit.is_some_and(|limit| plies >= limit) => Ended::Truncated,
            None => return None,
        };
        self.restart(shared);
        Some(ended)
    }

    /// Back to the start, keeping the buffers.
    fn restart(&mut self, shared: &Shared<R>) {
        self.history.restart(shared.start, shared.rules.hash(&shared.start));
        self.chain.clear();
    }

    /// The legal actions now, sorted, in `out` (cleared first).
    pub(super) fn legal_actions(
        &self,
        shared: &Shared<R>,
        scratch: &mut Scratch<R::Move>,
        out: &mut Vec<Action>,
    ) {
        out.clear();
        if self.generate(shared, scratch) {
            for &mv in &scratch.moves {
                shared.rules.move_legs(self.position(), mv, out);
            }
            out.sort_unstable();
            out.dedup();
        } else {
            self.fill_turn(shared, scratch);
            self.next_actions(shared, &scratch.turn, out);
        }
    }
}
