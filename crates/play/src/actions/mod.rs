//! Moves as integer actions and positions as planes of numbers, in the shape OpenSpiel gives
//! its games: what the Python package and any learning code play through.
//!
//! Actions live on the board's grid of `files × ranks` cells, numbered `rank * files + file`
//! (the numbering of the observation's planes; a hunt point's cell is `Board::cell`). An
//! action is one *leg* of a move:
//!
//! - a step, a single jump or a tafl move from cell `a` to cell `b`: `a * cells + b`;
//! - a placement on `p` (hunt games with pieces in hand): `cells² + p`;
//! - `end`, which stops a jump chain that could go on: `cells² + cells`.
//!
//! A jump chain is one action per jump, the same side acting again until its move is
//! complete. Each legal move has exactly one sequence of actions, the path its notation
//! writes, with `end` after it only where that path also begins a longer chain: so the
//! sequences of a position are prefix-free, a move is played the moment its sequence is
//! complete, and the moves perft counts are exactly the complete sequences.

mod ai;
mod batch;
mod hunt;
mod layout;
mod state;
mod tafl;
mod turn;

pub use ai::Thinking;
pub use batch::{ActionBatch, BatchStep};
pub use layout::Layout;
pub use state::{ActionState, DEFAULT_MOVE_LIMIT, layout_of};

use crate::{ByFamily, PerFamily, PlayFamily};
use reynard_rules::Family;

/// A game played through actions, per family: [`AnyState`].
#[derive(Clone, Copy, Debug)]
pub struct StateOf;

impl PerFamily for StateOf {
    type Of<R: PlayFamily> = ActionState<R>;
}

/// A game of any family played through actions.
pub type AnyState = ByFamily<StateOf>;

/// Many games played through actions, per family: [`AnyBatch`].
#[derive(Clone, Copy, Debug)]
pub struct BatchOf;

impl PerFamily for BatchOf {
    type Of<R: PlayFamily> = ActionBatch<R>;
}

/// A batch of games of any family.
pub type AnyBatch = ByFamily<BatchOf>;

/// One action: a leg of a move (see the [module](self) documentation).
pub type Action = u32;

/// What a family adds to play through actions: the legs of its moves and the planes of its
/// observation.
pub trait ActionFamily: Family {
    /// The names of the planes [`ActionFamily::observe`] fills, in order (after the two
    /// planes every family has: the board's cells, and its marked cells).
    const PLANES: &'static [&'static str];

    /// Whether the family has placements and chain ends (hunt games), so its action space
    /// holds `cells² + cells + 1` actions rather than `cells²`.
    fn has_placements_and_chains(&self) -> bool;

    /// Appends the legs of `mv`, legal in `pos`, to `out`: one action for a step, a single
    /// jump, a placement or a tafl move; one per jump for a chain, along the path its
    /// notation writes.
    fn move_legs(&self, pos: &Self::Position, mv: Self::Move, out: &mut Vec<Action>);

    /// Whether every move of `moves`, the legal moves of `pos`, is one action (one leg by
    /// [`ActionFamily::move_legs`]). The default works their legs out; a family that can
    /// tell without (the batch asks at every step) says so here.
    fn one_action_each(&self, pos: &Self::Position, moves: &[Self::Move]) -> bool {
        let mut legs = Vec::new();
        moves.iter().all(|&mv| {
            legs.clear();
            self.move_legs(pos, mv, &mut legs);
            legs.len() == 1
        })
    }

    /// Where the family can tell it without listing the legal moves of `pos`: the
    /// `k % n`-th of the `n` moves in [`reynard_rules::Ruleset::legal_moves`]'s order, with
    /// that index, every move of `pos` being one action. `None` (the default) leaves the
    /// caller to list them: a random playout's shortcut, never a different answer.
    fn nth_one_action_move(&self, _pos: &Self::Position, _k: usize) -> Option<(Self::Move, usize)> {
        None
    }

    /// Fills the family's planes for `pos` into `out` (`PLANES.len()` planes of `cells`
    /// values each, zero on entry). `chain` holds the legs of the move in progress (a jump
    /// chain not yet complete).
    fn observe(&self, pos: &Self::Position, chain: &[Action], out: &mut [f32]);
}

/// Why an action, a text or a saved state was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// The game is over: no action is legal.
    #[error("the game is over")]
    GameOver,
    /// An action that is not legal now.
    #[error("action {action} ({text}) is not legal here; the legal actions are: {legal}")]
    Illegal {
        /// The action.
        action: Action,
        /// It as text, as far as it reads as one.
        text: String,
        /// The legal actions with their texts, like `23 (d4-d5)`.
        legal: String,
    },
    /// A text that is no legal action or move now.
    #[error("`{text}` is not a legal action or move here: {reason}")]
    UnknownText {
        /// The text.
        text: String,
        /// Why not.
        reason: String,
    },
    /// A batch stepped with another number of actions than it has games.
    #[error("{actions} actions for a batch of {games} games")]
    BatchSize {
        /// Actions given.
        actions: usize,
        /// Games in the batch.
        games: usize,
    },
    /// A player number other than 0 and 1.
    #[error("player {0} does not exist: the players are 0 and 1")]
    NoSuchPlayer(i64),
    /// A saved state that cannot be read.
    #[error("saved state, line {line}: {reason}")]
    BadSaved {
        /// The line, from 1.
        line: usize,
        /// What is wrong there.
        reason: String,
    },
}
