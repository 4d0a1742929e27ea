//! The Game of the Goose in OpenSpiel's shape: every decision is the dice's, so every
//! node is a chance node (`current_player() == -1`) until someone reaches 63.
//!
//! An action is one roll: with one die, `die - 1` (0–5); with two, `(first - 1) * 6 +
//! (second - 1)` (0–35), each outcome equally likely. A turn that lands on a goose under
//! the roll-again rule takes several rolls; missed turns pass by themselves. The return
//! is 1 for the winner and `-1 / (players - 1)` for everyone else.

use crate::errors::{GameOverError, IllegalActionError, RecordError, VariantError};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use reynard_rules::goose::{FINISH, Game, GooseBoard, GooseError, GooseOptions};

/// OpenSpiel's player id of a chance node.
const CHANCE_PLAYER: i64 = -1;
/// Per player in the observation: a one-hot square (0 to 63), turns to miss, to roll.
const PER_PLAYER: usize = FINISH as usize + 3;

/// The Game of the Goose's options: players, dice, the goose rule, the board.
#[pyclass(module = "reynard._reynard", frozen)]
pub struct GooseGame {
    board: GooseBoard,
    options: GooseOptions,
    params: Vec<(String, String)>,
}

/// A game of the Goose in progress: the turns played, and the rolls of a turn not yet
/// complete (a goose asked for another roll).
#[pyclass(module = "reynard._reynard")]
pub struct GooseState {
    game: Py<GooseGame>,
    played: Game,
    pending: Vec<Vec<u8>>,
    history: Vec<u32>,
    rng: reynard_search::Rng,
}

impl GooseGame {
    /// The game with `params` (`players` 2–6, `dice` 1 or 2, `rule` `roll-again` or
    /// `move-again`, `board` the path of a board file).
    pub fn py_new(params: Option<&Bound<'_, PyDict>>) -> PyResult<GooseGame> {
        let mut options = GooseOptions::default();
        let mut board = GooseBoard::default();
        let mut kept = Vec::new();
        let bad = |key: &str, value: &str| {
            VariantError::new_err(format!("goose option {key}={value}: not a value it takes"))
        };
        for (key, value) in params.map(|p| p.iter().collect::<Vec<_>>()).unwrap_or_default() {
            let (key, value) = (key.str()?.to_string(), value.str()?.to_string());
            match key.as_str() {
                "players" => options.players = value.parse().map_err(|_| bad(&key, &value))?,
                "dice" => options.dice = value.parse().map_err(|_| bad(&key, &value))?,
                "rule" => options.rule = value.parse().map_err(|_| bad(&key, &value))?,
                "board" => {
                    let text = std::fs::read_to_string(&value)
                        .map_err(|e| VariantError::new_err(format!("board file {value}: {e}")))?;
                    board = GooseBoard::from_toml(&text)
                        .map_err(|e| VariantError::new_err(format!("board file {value}: {e}")))?;
                }
                _ => {
                    return Err(VariantError::new_err(format!(
                        "unknown goose option `{key}`; the options are: players, dice, rule, board"
                    )));
                }
            }
            kept.push((key, value));
        }
        options.validate().map_err(|e| VariantError::new_err(e.to_string()))?;
        Ok(GooseGame { board, options, params: kept })
    }

    /// The outcomes of one roll.
    fn outcomes(&self) -> u32 {
        6u32.pow(self.options.dice as u32)
    }
}

#[pymethods]
impl GooseGame {
    /// A game at the start: every piece on square 0, player 0 to roll.
    fn new_initial_state(slf: &Bound<'_, GooseGame>) -> PyResult<GooseState> {
        let me = slf.get();
        let played =
            Game::new(me.board.clone(), me.options).map_err(|e| VariantError::new_err(e.to_string()))?;
        let rng = crate::state::fresh_rng();
        Ok(GooseState { game: slf.clone().unbind(), played, pending: Vec::new(), history: Vec::new(), rng })
    }

    /// Reads what `GooseState.serialize` wrote: the rolls, as actions, one a line.
    fn deserialize_state(slf: &Bound<'_, GooseGame>, text: &str) -> PyResult<GooseState> {
        let mut state = GooseGame::new_initial_state(slf)?;
        for (n, line) in text.lines().map(str::trim).enumerate().filter(|(_, l)| !l.is_empty()) {
            let action: i64 = line.parse().map_err(|_| {
                RecordError::new_err(format!("saved state, line {}: `{line}` is not a roll", n + 1))
            })?;
            state
                .apply_action(action)
                .map_err(|e| RecordError::new_err(format!("saved state, line {}: {e}", n + 1)))?;
        }
        Ok(state)
    }

    /// The outcomes of a roll: 6 with one die, 36 with two.
    fn num_distinct_actions(&self) -> u32 {
        self.outcomes()
    }

    /// As `num_distinct_actions`: every action is a chance outcome.
    fn max_chance_outcomes(&self) -> u32 {
        self.outcomes()
    }

    /// The players (2–6).
    fn num_players(&self) -> usize {
        self.options.players
    }

    /// (players, 66): per player a one-hot square 0–63, the turns to miss, 1 if to roll.
    fn observation_tensor_shape(&self) -> [usize; 2] {
        [self.options.players, PER_PLAYER]
    }

    /// See the module's doc.
    fn min_utility(&self) -> f64 {
        -1.0
    }

    /// See the module's doc.
    fn max_utility(&self) -> f64 {
        1.0
    }

    /// The options given.
    fn get_parameters<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        crate::spiel::parameters(py, &self.params)
    }

    /// 0: the players take no decision (OpenSpiel counts decisions here, rolls in
    /// `max_chance_outcomes`).
    fn max_game_length(&self) -> usize {
        0
    }

    /// 0: the winner's 1 and the others' `-1 / (players - 1)` add up to nothing.
    fn utility_sum(&self) -> f64 {
        0.0
    }

    /// The game's type for OpenSpiel's algorithms: sequential, explicit chance, perfect
    /// information, zero-sum, terminal rewards (a `pyspiel.GameType` where OpenSpiel is
    /// installed).
    fn get_type<'py>(slf: &Bound<'py, GooseGame>) -> PyResult<Bound<'py, PyAny>> {
        crate::spiel::game_type(slf.as_any())
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<crate::game::Reduced<'py, (String, Bound<'py, PyDict>)>> {
        crate::spiel::reduce_game(py, "goose", &self.params)
    }

    fn __str__(&self) -> String {
        crate::game_title("goose", &self.params)
    }
}

impl GooseState {
    /// The dice of roll `action`, if it is one.
    fn dice(&self, action: i64) -> Option<Vec<u8>> {
        let outcomes = i64::from(self.game.get().outcomes());
        if !(0..outcomes).contains(&action) {
            return None;
        }
        let die = |k: i64| (k % 6 + 1) as u8;
        Some(if outcomes == 6 { vec![die(action)] } else { vec![die(action / 6), die(action)] })
    }

    /// Plays the missed turns that come without a roll.
    fn pass_missed_turns(&mut self) {
        while self.played.winner().is_none() && self.played.misses_turn() {
            // A missed turn asks for no roll; the game is not over: it cannot fail.
            let _ = self.played.play_turn_with(Vec::new);
        }
    }
}

#[pymethods]
impl GooseState {
    /// -1 (chance: the dice decide) until someone wins, then -4.
    fn current_player(&self) -> i64 {
        if self.is_terminal() { crate::state::TERMINAL_PLAYER } else { CHANCE_PLAYER }
    }

    /// The player whose turn it is (whose roll the next chance outcome is).
    fn player_to_roll(&self) -> usize {
        self.played.to_move()
    }

    /// True until someone has won.
    fn is_chance_node(&self) -> bool {
        !self.is_terminal()
    }

    /// Every roll with its probability: `[(action, p)…]`.
    fn chance_outcomes(&self) -> Vec<(u32, f64)> {
        let outcomes = self.game.get().outcomes();
        if self.is_terminal() {
            Vec::new()
        } else {
            (0..outcomes).map(|a| (a, 1.0 / f64::from(outcomes))).collect()
        }
    }

    /// The rolls, as actions.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> Vec<u32> {
        if player.is_some_and(|p| p != CHANCE_PLAYER) {
            return Vec::new();
        }
        self.chance_outcomes().into_iter().map(|(a, _)| a).collect()
    }

    /// A roll as text: `roll 3` or `roll 3+4`; `(action)` or `(player, action)`.
    #[pyo3(signature = (*args))]
    fn action_to_string(&self, args: &Bound<'_, PyTuple>) -> PyResult<String> {
        let action: i64 = args.get_item(args.len().saturating_sub(1))?.extract()?;
        Ok(match self.dice(action) {
            Some(dice) => format!("roll {}", dice.iter().map(u8::to_string).collect::<Vec<_>>().join("+")),
            None => "not a roll".into(),
        })
    }

    /// Reads `roll 3+4` (or `3+4`, `3 4`); `(text)` or `(player, text)`.
    #[pyo3(signature = (*args))]
    fn string_to_action(&self, args: &Bound<'_, PyTuple>) -> PyResult<u32> {
        let text: String = args.get_item(args.len().saturating_sub(1))?.extract()?;
        let digits: Vec<u32> = text.chars().filter_map(|c| c.to_digit(10)).collect();
        let action = match digits.as_slice() {
            [d] if self.game.get().options.dice == 1 => d.checked_sub(1),
            [a, b] if self.game.get().options.dice == 2 => {
                a.checked_sub(1).zip(b.checked_sub(1)).map(|(a, b)| a * 6 + b)
            }
            _ => None,
        };
        action
            .filter(|&a| self.dice(i64::from(a)).is_some_and(|d| d.iter().all(|&x| (1..=6).contains(&x))))
            .filter(|_| digits.iter().all(|&d| (1..=6).contains(&d)))
            .ok_or_else(|| IllegalActionError::new_err(format!("`{text}` is not a roll of this game's dice")))
    }

    /// Rolls: the dice of `action` for the player to roll; the turn is played once its
    /// rolls are known (a goose under roll-again asks for another).
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        if self.is_terminal() {
            return Err(GameOverError::new_err("the game is over"));
        }
        let dice = self.dice(action).ok_or_else(|| {
            IllegalActionError::new_err(format!(
                "action {action} is not a roll of {} dice",
                self.game.get().options.dice
            ))
        })?;
        self.pending.push(dice);
        let mut trial = self.played.clone();
        let mut rolls = self.pending.iter().cloned();
        match trial.play_turn_with(|| rolls.next().unwrap_or_default()) {
            Ok(_) => {
                self.played = trial;
                self.pending.clear();
                self.pass_missed_turns();
            }
            // The rolls so far ran out: the turn waits for the next.
            Err(GooseError::BadRoll(roll)) if roll.is_empty() => {}
            Err(error) => {
                self.pending.pop();
                return Err(IllegalActionError::new_err(error.to_string()));
            }
        }
        self.history.push(action as u32);
        Ok(())
    }

    /// Rolls random dice (one call a roll); returns the action. `seed` restarts the
    /// state's generator first.
    #[pyo3(signature = (seed=None))]
    fn apply_random_action(&mut self, seed: Option<u64>) -> PyResult<u32> {
        if let Some(seed) = seed {
            self.rng = reynard_search::Rng::new(seed);
        }
        let action = self.rng.below(self.game.get().outcomes() as usize) as u32;
        self.apply_action(i64::from(action))?;
        Ok(action)
    }

    /// Whether someone has reached 63.
    fn is_terminal(&self) -> bool {
        self.played.winner().is_some()
    }

    /// The winner, once there is one.
    fn winner(&self) -> Option<usize> {
        self.played.winner()
    }

    /// Each player's square.
    fn squares(&self) -> Vec<u8> {
        self.played.squares().to_vec()
    }

    /// Each player's return: 1 for the winner, -1/(players-1) for the others (0 for all
    /// while the game goes on).
    fn returns(&self) -> Vec<f64> {
        let players = self.played.squares().len();
        match self.played.winner() {
            None => vec![0.0; players],
            Some(w) => (0..players).map(|p| if p == w { 1.0 } else { -1.0 / (players - 1) as f64 }).collect(),
        }
    }

    /// `float32` (players, 66): per player a one-hot square, the turns to miss, 1 if to roll.
    #[pyo3(signature = (player=None))]
    fn observation_tensor<'py>(&self, py: Python<'py>, player: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
        let _ = player;
        let players = self.played.squares().len();
        let mut out = vec![0.0f32; players * PER_PLAYER];
        for p in 0..players {
            let row = &mut out[p * PER_PLAYER..(p + 1) * PER_PLAYER];
            row[usize::from(self.played.squares()[p].min(FINISH))] = 1.0;
            row[FINISH as usize + 1] = f32::from(self.played.waiting()[p]);
            row[FINISH as usize + 2] = f32::from(u8::from(p == self.played.to_move() && !self.is_terminal()));
        }
        Ok(PyArray1::from_vec(py, out).reshape([players, PER_PLAYER])?.into_any())
    }

    /// The rewards of the last roll: the returns once the game is over, else zeros.
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    /// One player's return.
    fn player_return(&self, player: usize) -> PyResult<f64> {
        self.returns().get(player).copied().ok_or_else(|| {
            IllegalActionError::new_err(format!(
                "player {player}: this game has {} players",
                self.played.squares().len()
            ))
        })
    }

    /// False: no player ever decides.
    fn is_player_node(&self) -> bool {
        false
    }

    /// False: one roll at a time.
    fn is_simultaneous_node(&self) -> bool {
        false
    }

    /// Every roll applied, as actions.
    fn history(&self) -> Vec<u32> {
        self.history.clone()
    }

    /// The rolls as text, `"3, 0, 5"`, as OpenSpiel writes a history.
    fn history_str(&self) -> String {
        crate::spiel::history_text(&self.history)
    }

    /// The history as text: every player sees every roll.
    #[pyo3(signature = (player=None))]
    fn information_state_string(&self, player: Option<i64>) -> String {
        let _ = player;
        self.history_str()
    }

    /// The squares and the player to roll (as `__str__`).
    #[pyo3(signature = (player=None))]
    fn observation_string(&self, player: Option<i64>) -> String {
        let _ = player;
        self.__str__()
    }

    /// The rolls, one a line.
    fn serialize(&self) -> String {
        self.history.iter().map(u32::to_string).collect::<Vec<_>>().join("\n")
    }

    /// A copy that goes its own way.
    fn clone(&self, py: Python<'_>) -> GooseState {
        GooseState {
            game: self.game.clone_ref(py),
            played: self.played.clone(),
            pending: self.pending.clone(),
            history: self.history.clone(),
            rng: self.rng.clone(),
        }
    }

    fn __copy__(&self, py: Python<'_>) -> GooseState {
        self.clone(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> GooseState {
        self.clone(py)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<crate::game::Reduced<'py, (String,)>> {
        crate::spiel::reduce_state(self.game.bind(py).as_any(), self.serialize())
    }

    /// A copy with `action` applied.
    fn child(&self, py: Python<'_>, action: i64) -> PyResult<GooseState> {
        let mut child = self.clone(py);
        child.apply_action(action)?;
        Ok(child)
    }

    /// The game.
    fn get_game(&self, py: Python<'_>) -> Py<GooseGame> {
        self.game.clone_ref(py)
    }

    fn __str__(&self) -> String {
        let squares: Vec<String> =
            self.played.squares().iter().enumerate().map(|(p, s)| format!("player {}: {s}", p + 1)).collect();
        let state = match self.played.winner() {
            Some(w) => format!("player {} wins", w + 1),
            None => format!("player {} to roll", self.played.to_move() + 1),
        };
        format!("{}\n{state}\n", squares.join(", "))
    }
}
