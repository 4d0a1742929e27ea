//! `reynard.State`: a game in progress, as OpenSpiel's `State`.

use crate::errors::{ReynardError, action_error};
use crate::game::{Game, Reduced};
use crate::tables::tables;
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use reynard_play::actions::{Action, ActionError, AnyState};
use reynard_play::{PlayFamily, with_family};
use reynard_rules::Family;
use reynard_rules::record::Record;
use reynard_search::Rng;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// OpenSpiel's player id of a state whose game is over.
pub const TERMINAL_PLAYER: i64 = -4;

/// Seeds for the random actions of new states, one apart.
static NEXT_SEED: AtomicU64 = AtomicU64::new(0x5EED);

/// A game in progress: the moves so far, and the legs of a jump chain not yet complete.
#[pyclass(module = "reynard._reynard")]
pub struct State {
    game: Py<Game>,
    state: AnyState,
    rng: Rng,
}

/// A random generator for a new state, each seeded apart.
pub fn fresh_rng() -> Rng {
    Rng::new(NEXT_SEED.fetch_add(1, Ordering::Relaxed))
}

impl State {
    /// A state of `game`.
    pub fn new(game: Py<Game>, state: AnyState) -> State {
        State { game, state, rng: fresh_rng() }
    }

    /// The state inside.
    pub fn inner(&self) -> &AnyState {
        &self.state
    }
}

/// Reads OpenSpiel's optional leading player argument: `f(x)` or `f(player, x)`.
fn last_argument<'py>(args: &Bound<'py, PyTuple>, what: &str) -> PyResult<Bound<'py, PyAny>> {
    match args.len() {
        1 => args.get_item(0),
        2 => args.get_item(1),
        n => Err(ReynardError::new_err(format!("expected ({what}) or (player, {what}), got {n} arguments"))),
    }
}

/// Checks a player argument.
fn check_player(player: Option<i64>) -> PyResult<()> {
    match player {
        None | Some(0 | 1) => Ok(()),
        Some(p) => Err(action_error(ActionError::NoSuchPlayer(p))),
    }
}

#[pymethods]
impl State {
    /// The player to act (0 or 1, in the seat order of `Game.side_names`), or -4 once the
    /// game is over.
    fn current_player(&self) -> i64 {
        with_family!(&self.state, s => s.current_seat()).map_or(TERMINAL_PLAYER, |seat| seat as i64)
    }

    /// The legal actions now, sorted; for `player` other than the one to act, none.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> PyResult<Vec<Action>> {
        check_player(player)?;
        if player.is_some_and(|p| p != self.current_player()) {
            return Ok(Vec::new());
        }
        Ok(with_family!(&self.state, s => s.legal_actions()))
    }

    /// A NumPy array of `num_distinct_actions` bytes: 1 for each legal action.
    #[pyo3(signature = (player=None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let size = self.game.get().num_actions();
        let mut mask = vec![0i8; size];
        for action in self.legal_actions(player)? {
            mask[action as usize] = 1;
        }
        Ok(PyArray1::from_vec(py, mask))
    }

    /// An action as text: the move in notation where one action is the whole move, else
    /// the leg of a jump chain (`d4xd6`) or `end`. Called as `(action)` or
    /// `(player, action)`.
    #[pyo3(signature = (*args))]
    fn action_to_string(&self, args: &Bound<'_, PyTuple>) -> PyResult<String> {
        let action: i64 = last_argument(args, "action")?.extract()?;
        let action = Action::try_from(action).unwrap_or(Action::MAX);
        Ok(with_family!(&self.state, s => s.action_text(action)))
    }

    /// Reads an action: a leg (`d4-d5`, `d4xd6`, `@c3`, `end`) or a move in notation, whose
    /// next action it gives. Called as `(text)` or `(player, text)`.
    #[pyo3(signature = (*args))]
    fn string_to_action(&self, args: &Bound<'_, PyTuple>) -> PyResult<Action> {
        let text: String = last_argument(args, "text")?.extract()?;
        with_family!(&self.state, s => s.parse_action(&text)).map_err(action_error)
    }

    /// Applies an action; raises `IllegalActionError` (a `ValueError`) if it is not legal.
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        let action = Action::try_from(action).unwrap_or(Action::MAX);
        with_family!(&mut self.state, s => s.apply(action)).map_err(action_error)
    }

    /// Plays a whole move in notation (`d4xd6xf6`), or finishes the chain in progress;
    /// returns the actions applied.
    fn apply_move(&mut self, text: &str) -> PyResult<Vec<Action>> {
        let actions = with_family!(&self.state, s => s.move_actions(text)).map_err(action_error)?;
        for &action in &actions {
            with_family!(&mut self.state, s => s.apply(action)).map_err(action_error)?;
        }
        Ok(actions)
    }

    /// Applies a uniformly random legal action and returns it (one call an action, for fast
    /// playouts: a move, or one jump of a chain); `seed` restarts the state's generator
    /// first.
    #[pyo3(signature = (seed=None))]
    fn apply_random_action(&mut self, seed: Option<u64>) -> PyResult<Action> {
        if let Some(seed) = seed {
            self.rng = Rng::new(seed);
        }
        let pick = self.rng.below(usize::MAX);
        with_family!(&mut self.state, s => s.apply_nth(pick)).map_err(action_error)
    }

    /// Plays random actions to the end of the game (or the ply limit); returns the number
    /// of actions applied.
    #[pyo3(signature = (seed=None))]
    fn play_random_to_end(&mut self, seed: Option<u64>) -> PyResult<usize> {
        if let Some(seed) = seed {
            self.rng = Rng::new(seed);
        }
        let rng = &mut self.rng;
        Ok(with_family!(&mut self.state, s => {
            let mut count = 0;
            while !s.is_terminal() {
                s.apply_nth(rng.below(usize::MAX)).map_err(action_error)?;
                count += 1;
            }
            count
        }))
    }

    /// Whether the game is over (by its rules, or at the ply limit: a draw).
    fn is_terminal(&self) -> bool {
        with_family!(&self.state, s => s.is_terminal())
    }

    /// Whether the ply limit ended the game (a draw): PettingZoo's and Gymnasium's
    /// truncation, as against an end by the rules.
    fn is_truncated(&self) -> bool {
        with_family!(&self.state, s => s.limit_reached())
    }

    /// Each player's result: 1 win, -1 loss, 0 draw (and 0 while the game goes on).
    fn returns(&self) -> Vec<f64> {
        with_family!(&self.state, s => s.returns()).to_vec()
    }

    /// The rewards of the last action: the returns once the game is over, else zeros.
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    /// One player's return.
    fn player_return(&self, player: i64) -> PyResult<f64> {
        check_player(Some(player))?;
        Ok(self.returns()[player as usize])
    }

    /// False: Reynard's two-player games have no chance.
    fn is_chance_node(&self) -> bool {
        false
    }

    /// None: no chance in the two-player games.
    fn chance_outcomes(&self) -> Vec<(Action, f64)> {
        Vec::new()
    }

    /// False: players take turns.
    fn is_simultaneous_node(&self) -> bool {
        false
    }

    /// Whether a player is to act (the game is not over).
    fn is_player_node(&self) -> bool {
        !self.is_terminal()
    }

    /// The observation as a NumPy `float32` array of `Game.observation_tensor_shape()`
    /// (planes, ranks, files), made once and handed over without a copy. The same for both
    /// players: the games have perfect information.
    #[pyo3(signature = (player=None))]
    fn observation_tensor<'py>(&self, py: Python<'py>, player: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
        check_player(player)?;
        let shape = with_family!(&self.state, s => s.observation_shape());
        let mut planes = vec![0.0f32; shape.iter().product()];
        with_family!(&self.state, s => s.observe(&mut planes));
        Ok(PyArray1::from_vec(py, planes).reshape(shape)?.into_any())
    }

    /// The board as text (as `__str__`).
    #[pyo3(signature = (player=None))]
    fn observation_string(&self, player: Option<i64>) -> PyResult<String> {
        check_player(player)?;
        Ok(self.__str__())
    }

    /// Every action applied, in order.
    fn history(&self) -> Vec<Action> {
        with_family!(&self.state, s => s.history().to_vec())
    }

    /// The actions applied as text, `"3, 17, 2"`, as OpenSpiel writes a history.
    fn history_str(&self) -> String {
        crate::spiel::history_text(&self.history())
    }

    /// The history as text (`history_str`): in a game of perfect information it tells
    /// apart every state a player cannot.
    #[pyo3(signature = (player=None))]
    fn information_state_string(&self, player: Option<i64>) -> PyResult<String> {
        check_player(player)?;
        Ok(self.history_str())
    }

    /// The moves completed (plies).
    fn move_number(&self) -> usize {
        with_family!(&self.state, s => s.game().moves().len())
    }

    /// The actions of the move in progress (a jump chain not yet complete).
    fn chain(&self) -> Vec<Action> {
        with_family!(&self.state, s => s.chain().to_vec())
    }

    /// The moves completed, in notation.
    fn moves(&self) -> Vec<String> {
        with_family!(&self.state, s => s.game().move_texts())
    }

    /// The legal moves of this turn in notation (each may take several actions).
    fn legal_moves(&self) -> Vec<String> {
        with_family!(&self.state, s => {
            let game = s.game();
            if s.is_terminal() { Vec::new() } else { game.legal_moves().into_iter().map(|m| game.rules().move_text(game.position(), m)).collect() }
        })
    }

    /// The position as text, as `reynard show` prints it (at the start of this turn).
    fn position(&self) -> String {
        with_family!(&self.state, s => s.game().rules().position_text(s.game().position()))
    }

    /// Perft from this position (the start of this turn): move sequences `depth` plies
    /// deep (at most 30), as `reynard perft` counts them.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        crate::functions::check_perft_depth(depth)?;
        let state = &self.state;
        Ok(py.detach(|| with_family!(state, s => s.perft(depth))))
    }

    /// The game as a record (PGN-like text that `reynard.read_record`, the terminal game
    /// and the server read), with extra `tags`: a dict (`{"White": "me"}`) or pairs.
    #[pyo3(signature = (tags=None))]
    fn to_record(&self, tags: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let tags: Vec<(String, String)> = match tags {
            None => Vec::new(),
            Some(dict) if dict.is_instance_of::<PyDict>() => dict
                .call_method0("items")?
                .try_iter()?
                .map(|item| item?.extract())
                .collect::<PyResult<_>>()?,
            Some(pairs) => pairs.extract()?,
        };
        Ok(with_family!(&self.state, s => Record::write(s.game(), &tags)))
    }

    /// The solved value of this position (the start of this turn) for the player to move,
    /// from the tables in `tables_dir`: `("win" | "loss" | "draw", plies or None)`, or
    /// `None` where the tables do not know it. A game the rules have ended (a repetition
    /// included) is its result, in 0 plies.
    fn solved_value(&self, py: Python<'_>, tables_dir: PathBuf) -> Option<(&'static str, Option<u32>)> {
        if let Some(ended) = with_family!(&self.state, s => s.outcome().map(|o| s.result_for_side_to_move(o)))
        {
            return Some(ended);
        }
        let tables = tables(Some(tables_dir));
        let state = &self.state;
        py.detach(|| with_family!(state, s => reynard_play::explore::solved_value(s.game(), &tables)))
    }

    /// The state as text for `Game.deserialize_state`: the start position, the moves in
    /// notation, one a line, and a chain in progress.
    fn serialize(&self) -> String {
        with_family!(&self.state, s => s.save())
    }

    /// A copy that goes its own way.
    fn clone(&self, py: Python<'_>) -> State {
        State { game: self.game.clone_ref(py), state: self.state.clone(), rng: self.rng.clone() }
    }

    fn __copy__(&self, py: Python<'_>) -> State {
        self.clone(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> State {
        self.clone(py)
    }

    /// A copy with `action` applied.
    fn child(&self, py: Python<'_>, action: i64) -> PyResult<State> {
        let mut child = self.clone(py);
        child.apply_action(action)?;
        Ok(child)
    }

    /// The game this state belongs to.
    fn get_game(&self, py: Python<'_>) -> Py<Game> {
        self.game.clone_ref(py)
    }

    /// The board, the side to move and the state of play, as `reynard show` prints them,
    /// with the chain in progress.
    fn __str__(&self) -> String {
        with_family!(&self.state, s => {
            let mut text = PlayFamily::describe(s.game());
            if !s.chain().is_empty() {
                let legs: Vec<String> = s.chain().iter().map(|&a| s.layout().action_text(a).unwrap_or_default()).collect();
                text += &format!("chain in progress: {}\n", legs.join(" "));
            }
            text
        })
    }

    fn __repr__(&self) -> String {
        format!("<reynard.State {} of {}>", self.position(), self.game.get().__str__())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py, (Py<Game>, String)>> {
        let loader = py.import("reynard._reynard")?.getattr("_load_state")?;
        Ok((loader, (self.game.clone_ref(py), self.serialize())))
    }
}
