//! [`ActionState`]: a game played through actions, OpenSpiel's state.

use super::turn::Turn;
use super::{Action, ActionError, Layout};
use crate::PlayFamily;
use crate::game::generic;
use reynard_rules::{Game, Outcome, Terminal};
use std::sync::Arc;

/// The plies after which a game played through actions ends as a draw, unless the caller
/// sets another limit. Not a rule of any source: a learning loop needs games of bounded
/// length (OpenSpiel's `max_game_length`), and the rules end long games only by threefold
/// repetition. Perfect play in every solved hunt game takes fewer than 200 plies.
pub const DEFAULT_MOVE_LIMIT: usize = 1000;

/// A game played through actions: the game itself (its history judges repetition), the
/// legal moves of its position with their action sequences, and the legs of the move in
/// progress.
#[derive(Clone, Debug)]
pub struct ActionState<R: PlayFamily> {
    layout: Arc<Layout>,
    game: Game<R>,
    turn: Turn<R::Move>,
    chain: Vec<Action>,
    history: Vec<Action>,
    move_limit: Option<usize>,
    /// How the game ended by its rules, worked out once a position.
    outcome: Option<Outcome<R::Side>>,
}

/// Each seat's result of a game that ended so: 1 for a win, -1 for a loss, 0 for a draw.
pub(super) fn returns<R: PlayFamily>(outcome: Outcome<R::Side>) -> [f64; 2] {
    match outcome.winner() {
        None => [0.0, 0.0],
        Some(winner) if R::seat(winner) == 0 => [1.0, -1.0],
        Some(_) => [-1.0, 1.0],
    }
}

/// Writes the observation of `pos` with the legs `chain` of a move in progress into `out`
/// (see [`ActionState::observe`]).
pub(super) fn observe<R: PlayFamily>(
    layout: &Layout,
    rules: &R,
    pos: &R::Position,
    chain: &[Action],
    out: &mut [f32],
) {
    out.fill(0.0);
    let cells = layout.cells();
    layout.fill_static_planes(&mut out[..2 * cells]);
    rules.observe(pos, chain, &mut out[2 * cells..]);
}

/// The layout of a variant's grid, its actions and planes.
pub fn layout_of<R: PlayFamily>(rules: &R) -> Layout {
    Layout::new(&rules.board_view(), rules.has_placements_and_chains(), R::PLANES)
}

impl<R: PlayFamily> ActionState<R> {
    /// The state of `game` (its history kept: it judges repetition), ending as a draw after
    /// `move_limit` plies when set.
    pub fn new(game: Game<R>, move_limit: Option<usize>) -> ActionState<R> {
        let layout = Arc::new(layout_of(game.rules()));
        ActionState::with_layout(layout, game, move_limit)
    }

    /// As [`ActionState::new`], sharing a layout already made for these rules.
    pub fn with_layout(layout: Arc<Layout>, game: Game<R>, move_limit: Option<usize>) -> ActionState<R> {
        let mut state = ActionState {
            layout,
            game,
            turn: Turn::empty(),
            chain: Vec::new(),
            history: Vec::new(),
            move_limit,
            outcome: None,
        };
        state.new_turn();
        state
    }

    /// The outcome and the legal moves of the position now (none once the game is over).
    fn new_turn(&mut self) {
        self.outcome = self.game.outcome();
        if self.is_terminal() {
            self.turn.clear();
        } else {
            self.turn.refill(self.game.rules(), self.game.position(), self.layout.end_action());
        }
    }

    /// The grid's layout.
    pub fn layout(&self) -> &Arc<Layout> {
        &self.layout
    }

    /// The game: the moves completed so far and the positions they led to.
    pub fn game(&self) -> &Game<R> {
        &self.game
    }

    /// The legs of the move in progress (empty at the start of a turn).
    pub fn chain(&self) -> &[Action] {
        &self.chain
    }

    /// Every action applied, in order.
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// The ply limit, if any.
    pub fn move_limit(&self) -> Option<usize> {
        self.move_limit
    }

    /// Whether the ply limit has ended the game.
    pub fn limit_reached(&self) -> bool {
        self.outcome.is_none() && self.move_limit.is_some_and(|limit| self.game.moves().len() >= limit)
    }

    /// Whether the game is over: by its rules, or at the ply limit (a draw).
    pub fn is_terminal(&self) -> bool {
        self.outcome.is_some() || self.limit_reached()
    }

    /// The seat (0 or 1, in [`reynard_rules::Family::sides`] order) to act, `None` once the game is over.
    pub fn current_seat(&self) -> Option<usize> {
        (!self.is_terminal()).then(|| generic::seat_to_move(&self.game))
    }

    /// How the game ended by its rules (`None` while it goes on, and at the ply limit).
    pub fn outcome(&self) -> Option<Outcome<R::Side>> {
        self.outcome
    }

    /// An outcome from the side to move's view, in the explorer's words: `win` or `loss` in
    /// 0 plies, or `draw`.
    pub fn result_for_side_to_move(&self, outcome: Outcome<R::Side>) -> (&'static str, Option<u32>) {
        crate::explore::ended(Terminal::for_side(outcome, self.game.side_to_move()))
    }

    /// Each seat's result: 1 for a win, -1 for a loss, 0 for a draw or a game still going.
    pub fn returns(&self) -> [f64; 2] {
        self.outcome.map_or([0.0, 0.0], returns::<R>)
    }

    /// The legal actions now, sorted (none once the game is over).
    pub fn legal_actions(&self) -> Vec<Action> {
        self.turn.next_actions(&self.chain)
    }

    /// Whether `action` is legal now.
    pub fn is_legal(&self, action: Action) -> bool {
        let depth = self.chain.len();
        self.turn.matching(&self.chain).any(|i| self.turn.legs_of(i).get(depth) == Some(&action))
    }

    /// The number of legal moves (complete sequences) from the start of this turn.
    pub fn legal_move_count(&self) -> usize {
        self.turn.len()
    }

    /// Applies one action; when it completes a move, the move is played.
    ///
    /// # Errors
    ///
    /// [`ActionError::GameOver`], or [`ActionError::Illegal`] listing the legal actions;
    /// the state is unchanged then.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if self.is_terminal() {
            return Err(ActionError::GameOver);
        }
        if !self.is_legal(action) {
            let legal = self.legal_actions().into_iter().map(|a| format!("{a} ({})", self.action_text(a)));
            return Err(ActionError::Illegal {
                action,
                text: self.action_text(action),
                legal: legal.collect::<Vec<_>>().join(", "),
            });
        }
        self.chain.push(action);
        self.history.push(action);
        if let Some(i) = self.turn.complete(&self.chain) {
            self.game.play_legal(self.turn.move_at(i));
            self.chain.clear();
            self.new_turn();
        }
        Ok(())
    }

    /// Applies the `k`-th legal action (`k` below the number of legal actions): the step of
    /// a random playout, without listing the actions for the caller.
    ///
    /// # Errors
    ///
    /// [`ActionError::GameOver`].
    pub fn apply_nth(&mut self, k: usize) -> Result<Action, ActionError> {
        if self.chain.is_empty() && self.turn.single_legs() && self.turn.len() > 0 {
            // Each move one action, each action one move: the k-th move is as random as
            // the k-th action, and known legal.
            let i = k % self.turn.len();
            let action = self.turn.legs_of(i)[0];
            self.history.push(action);
            self.game.play_legal(self.turn.move_at(i));
            self.new_turn();
            return Ok(action);
        }
        let legal = self.legal_actions();
        let action = *legal.get(k % legal.len().max(1)).ok_or(ActionError::GameOver)?;
        self.apply(action)?;
        Ok(action)
    }

    /// An action as text: a whole move in notation where one action is the move (`d4-d5`,
    /// `@c3`, `e1-e4`), else the leg of a chain (`d4xd6`) or `end`; for an action not legal
    /// here, its reading without a position (`d4-d5`), or `off the board` for one that
    /// names no point of the board (or lies outside the action space).
    pub fn action_text(&self, action: Action) -> String {
        let depth = self.chain.len();
        let found =
            self.turn.matching(&self.chain).find(|&i| self.turn.legs_of(i).get(depth) == Some(&action));
        if let Some(i) = found {
            let legs = self.turn.legs_of(i);
            if legs.len() == 1 {
                return self.game.rules().move_text(self.game.position(), self.turn.move_at(i));
            }
            if let Some(text) =
                self.layout.action_text(action).filter(|_| Some(action) != self.layout.end_action())
            {
                return text.replacen('-', "x", 1);
            }
        }
        self.layout.action_text(action).unwrap_or_else(|| "off the board".into())
    }

    /// Reads an action: one leg (`d4-d5`, `d4xd6`, `@c3`, `end`), or a whole move in
    /// notation whose next action it gives (`d4xd6xf6` gives `d4xd6`, or the next leg in
    /// the middle of that chain).
    ///
    /// # Errors
    ///
    /// [`ActionError::UnknownText`]: no legal action or move reads so (with the rules'
    /// reason), or the move does not continue the chain in progress.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        if let Some(action) = self.layout.parse_leg(text).filter(|&a| self.is_legal(a)) {
            return Ok(action);
        }
        Ok(self.move_actions(text)?[0])
    }

    /// The actions that finish the move `text` (in notation) from here: all of its legs at
    /// the start of a turn, the rest in the middle of its chain.
    ///
    /// # Errors
    ///
    /// [`ActionError::GameOver`]; [`ActionError::UnknownText`] when the rules refuse the
    /// move (their reason) or it does not continue the chain in progress.
    pub fn move_actions(&self, text: &str) -> Result<Vec<Action>, ActionError> {
        if self.is_terminal() {
            return Err(ActionError::GameOver);
        }
        let unknown = |reason: String| ActionError::UnknownText { text: text.to_string(), reason };
        let rules = self.game.rules();
        let mv = rules.parse_move(self.game.position(), text).map_err(|e| unknown(e.to_string()))?;
        let i = (0..self.turn.len()).find(|&i| self.turn.move_at(i) == mv);
        let legs = i.map(|i| self.turn.legs_of(i)).ok_or_else(|| unknown("not a legal move here".into()))?;
        match legs.strip_prefix(self.chain.as_slice()) {
            Some(rest) if !rest.is_empty() => Ok(rest.to_vec()),
            _ => Err(unknown("it does not continue the chain in progress".into())),
        }
    }

    /// The observation's shape: planes, ranks, files.
    pub fn observation_shape(&self) -> [usize; 3] {
        self.layout.observation_shape()
    }

    /// Writes the observation into `out` (its length the product of the shape): the board's
    /// cells, the marked cells, then the family's planes ([`super::ActionFamily::PLANES`]), each
    /// rank by rank from rank 1, file by file from file a.
    pub fn observe(&self, out: &mut [f32]) {
        observe(&self.layout, self.game.rules(), self.game.position(), &self.chain, out);
    }

    /// Perft from the position now (the start of this turn): the rules' count of move
    /// sequences `depth` plies deep, as `reynard perft` counts them.
    pub fn perft(&self, depth: u32) -> u64 {
        self.game.rules().perft(self.game.position(), depth)
    }

    /// The state as text, to be read back by [`ActionState::load`]: the start position as
    /// `reynard show` prints it, each move in notation on a line of its own, then
    /// `chain A B…` with the actions of a move in progress.
    pub fn save(&self) -> String {
        let rules = self.game.rules();
        let mut text = rules.position_text(self.game.start());
        for mv in self.game.move_texts() {
            text += "\n";
            text += &mv;
        }
        if !self.chain.is_empty() {
            text += "\nchain";
            for a in &self.chain {
                text += &format!(" {a}");
            }
        }
        text
    }

    /// The moves of `game` replayed as actions from its start, so that the history holds
    /// them (a game read from a record), and its declared result (a resignation, an agreed
    /// draw, a loss on time) kept.
    ///
    /// # Errors
    ///
    /// [`ActionError::UnknownText`] for a move the replay refuses (the ply limit reached
    /// before the record's end), [`ActionError::Illegal`] for a leg refused.
    pub fn replay(
        layout: Arc<Layout>,
        game: &Game<R>,
        move_limit: Option<usize>,
    ) -> Result<ActionState<R>, ActionError> {
        let start = Game::sharing(game.shared_rules().clone(), *game.start());
        let mut state = ActionState::with_layout(layout, start, move_limit);
        for &mv in game.moves() {
            let Some(i) = (0..state.turn.len()).find(|&i| state.turn.move_at(i) == mv) else {
                let text = state.game.rules().move_text(state.game.position(), mv);
                let reason = if state.is_terminal() { "the game is over" } else { "not a legal move here" };
                return Err(ActionError::UnknownText { text, reason: reason.into() });
            };
            for action in state.turn.legs_of(i).to_vec() {
                state.apply(action)?;
            }
        }
        if let Some(declared) = game.declared() {
            state.game.declare(declared).map_err(|_| ActionError::GameOver)?;
            state.new_turn();
        }
        Ok(state)
    }

    /// Reads a state that [`ActionState::save`] wrote, for `rules`.
    ///
    /// # Errors
    ///
    /// [`ActionError::BadSaved`] with the line: a position the rules cannot read, a move
    /// that is not legal there, a chain action that is not a number or not legal.
    pub fn load(
        layout: Arc<Layout>,
        rules: R,
        text: &str,
        move_limit: Option<usize>,
    ) -> Result<ActionState<R>, ActionError> {
        let mut lines = text.lines().map(str::trim).enumerate().filter(|(_, l)| !l.is_empty());
        let bad = |line: usize, reason: String| ActionError::BadSaved { line: line + 1, reason };
        let (first, start) = lines.next().ok_or_else(|| bad(0, "empty: no start position".into()))?;
        let start = rules.parse_position(start).map_err(|e| bad(first, e.to_string()))?;
        let mut state = ActionState::with_layout(layout, Game::from_position(rules, start), move_limit);
        for (n, line) in lines {
            let actions = match line.strip_prefix("chain") {
                Some(list) => list
                    .split_whitespace()
                    .map(|a| {
                        a.parse::<Action>().map_err(|_| bad(n, format!("`{a}` is not an action number")))
                    })
                    .collect::<Result<Vec<_>, _>>()?,
                None => state.move_actions(line).map_err(|e| bad(n, e.to_string()))?,
            };
            for action in actions {
                state.apply(action).map_err(|e| bad(n, e.to_string()))?;
            }
        }
        Ok(state)
    }
}
