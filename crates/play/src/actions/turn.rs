//! [`Turn`]: the legal moves of one position with their action sequences, made prefix-free.

use super::{Action, ActionFamily};

/// The legal moves of a position, each with its sequence of actions.
#[derive(Clone, Debug)]
pub(super) struct Turn<M> {
    moves: Vec<M>,
    /// The end of each move's sequence in `legs` (its start is the previous end).
    ends: Vec<usize>,
    legs: Vec<Action>,
    /// Every move is one action.
    single_legs: bool,
    /// Buffers [`Turn::end_prefixes`] reuses (empty between calls).
    spare: Spare,
}

/// Buffers reused from turn to turn.
#[derive(Clone, Debug, Default)]
struct Spare {
    order: Vec<usize>,
    needs_end: Vec<bool>,
    legs: Vec<Action>,
    ends: Vec<usize>,
}

impl<M: Copy> Turn<M> {
    /// No move: the game is over.
    pub(super) fn empty() -> Turn<M> {
        Turn {
            moves: Vec::new(),
            ends: Vec::new(),
            legs: Vec::new(),
            single_legs: true,
            spare: Spare::default(),
        }
    }

    /// Refills the turn with the legal moves of `pos` and their legs, reusing its buffers;
    /// where one sequence is also the start of a longer one, `end` follows it.
    pub(super) fn refill<R: ActionFamily<Move = M>>(
        &mut self,
        rules: &R,
        pos: &R::Position,
        end: Option<Action>,
    ) {
        rules.legal_moves(pos, &mut self.moves);
        self.fill_legs(rules, pos, end);
    }

    /// [`Turn::refill`] with the legal moves of `pos` already made, in `moves` (which gets
    /// the turn's old buffer back).
    pub(super) fn refill_with<R: ActionFamily<Move = M>>(
        &mut self,
        rules: &R,
        pos: &R::Position,
        moves: &mut Vec<M>,
        end: Option<Action>,
    ) {
        std::mem::swap(&mut self.moves, moves);
        self.fill_legs(rules, pos, end);
    }

    /// The legs of every move of `self.moves`, a move of `pos`.
    fn fill_legs<R: ActionFamily<Move = M>>(&mut self, rules: &R, pos: &R::Position, end: Option<Action>) {
        self.ends.clear();
        self.legs.clear();
        let mut longest = 0;
        for &mv in &self.moves {
            let start = self.legs.len();
            rules.move_legs(pos, mv, &mut self.legs);
            longest = longest.max(self.legs.len() - start);
            self.ends.push(self.legs.len());
        }
        self.single_legs = longest <= 1;
        if let (Some(end), false) = (end, self.single_legs) {
            self.end_prefixes(end);
        }
    }

    /// Empties the turn: the game is over.
    pub(super) fn clear(&mut self) {
        self.moves.clear();
        self.ends.clear();
        self.legs.clear();
        self.single_legs = true;
    }

    /// Whether every move is one action (no chain this turn).
    pub(super) fn single_legs(&self) -> bool {
        self.single_legs
    }

    /// Appends `end` to every sequence that begins another. In sorted order a sequence that
    /// begins any other begins the one right after it, so one pass over neighbours finds all.
    fn end_prefixes(&mut self, end: Action) {
        // The buffers come empty (emptied below).
        let Spare { mut order, mut needs_end, mut legs, mut ends } = std::mem::take(&mut self.spare);
        order.extend(0..self.moves.len());
        order.sort_unstable_by(|&a, &b| self.legs_of(a).cmp(self.legs_of(b)));
        needs_end.resize(self.moves.len(), false);
        for pair in order.windows(2) {
            let (short, long) = (self.legs_of(pair[0]), self.legs_of(pair[1]));
            needs_end[pair[0]] = long.len() > short.len() && long.starts_with(short);
        }
        for (i, &needs) in needs_end.iter().enumerate() {
            legs.extend_from_slice(self.legs_of(i));
            if needs {
                legs.push(end);
            }
            ends.push(legs.len());
        }
        std::mem::swap(&mut self.legs, &mut legs);
        std::mem::swap(&mut self.ends, &mut ends);
        // Emptied, so that a clone of the turn copies none of them.
        legs.clear();
        ends.clear();
        order.clear();
        needs_end.clear();
        self.spare = Spare { order, needs_end, legs, ends };
    }

    /// The number of moves.
    pub(super) fn len(&self) -> usize {
        self.moves.len()
    }

    /// Move `i`.
    pub(super) fn move_at(&self, i: usize) -> M {
        self.moves[i]
    }

    /// The actions of move `i`.
    pub(super) fn legs_of(&self, i: usize) -> &[Action] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.legs[start..self.ends[i]]
    }

    /// The indices of the moves whose sequences begin with `prefix`.
    pub(super) fn matching<'a>(&'a self, prefix: &'a [Action]) -> impl Iterator<Item = usize> + 'a {
        (0..self.len()).filter(move |&i| self.legs_of(i).starts_with(prefix))
    }

    /// The actions that may follow `prefix`, sorted, each once.
    pub(super) fn next_actions(&self, prefix: &[Action]) -> Vec<Action> {
        let mut next: Vec<Action> =
            self.matching(prefix).filter_map(|i| self.legs_of(i).get(prefix.len()).copied()).collect();
        next.sort_unstable();
        next.dedup();
        next
    }

    /// The move whose sequence is exactly `actions`.
    pub(super) fn complete(&self, actions: &[Action]) -> Option<usize> {
        self.matching(actions).find(|&i| self.legs_of(i).len() == actions.len())
    }
}
