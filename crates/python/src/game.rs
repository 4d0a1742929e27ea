//! `reynard.Game`: a variant's rules, as OpenSpiel's `Game`.

use crate::errors::{ReynardError, VariantError, action_error, play_error, variant_error};
use crate::state::State;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict};
use reynard_play::actions::{ActionState, AnyState, DEFAULT_MOVE_LIMIT, Layout, StateOf};
use reynard_play::{AnyGame, AnyRules, ByFamily, FamilyId, map_family, with_family};
use reynard_rules::{Family, VariantOptions};
use std::sync::Arc;

/// What `__reduce__` gives pickle: a callable and its arguments.
pub type Reduced<'py, Args> = (Bound<'py, PyAny>, Args);

/// The option that sets the ply limit rather than a rule.
const MOVE_LIMIT_KEY: &str = "max_game_length";

/// A game: the rules of one variant (a preset or variant file with options), the size of
/// its action space and observation. Made by `reynard.load_game`.
#[pyclass(module = "reynard._reynard", frozen)]
pub struct Game {
    rules: AnyRules,
    layout: Arc<Layout>,
    /// The state at the rules' start, whose clones (sharing the rules) begin new games.
    start: AnyState,
    move_limit: Option<usize>,
    name: String,
    params: Vec<(String, String)>,
}

impl Game {
    /// A new state of this game from `game` (its rules are these).
    pub fn state(slf: &Bound<'_, Game>, game: AnyGame) -> State {
        let me = slf.get();
        let state = map_family!(game, g => ActionState::with_layout(me.layout.clone(), g, me.move_limit));
        State::new(slf.clone().unbind(), state)
    }

    /// The observation's shape: planes, ranks, files.
    pub fn observation_shape(&self) -> [usize; 3] {
        self.layout.observation_shape()
    }

    /// How many distinct actions there are.
    pub fn num_actions(&self) -> usize {
        self.layout.num_actions()
    }

    /// The rules.
    pub fn rules(&self) -> &AnyRules {
        &self.rules
    }

    /// A game for rules already built (from a record), without a ply limit (a record may
    /// be longer than any): its name is the preset, its parameters the options that differ
    /// from it.
    pub fn from_rules(rules: AnyRules) -> Game {
        let (name, changes) = with_family!(&rules, r => r.preset_and_changes());
        let params = changes.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        Game::with_limit(rules, None, name, params)
    }

    /// A game of `rules` ending after `move_limit` plies, named `name` with `params`.
    fn with_limit(
        rules: AnyRules,
        move_limit: Option<usize>,
        name: String,
        params: Vec<(String, String)>,
    ) -> Game {
        let layout = with_family!(&rules, r => Arc::new(reynard_play::actions::layout_of(r)));
        let start = map_family!(rules.clone().new_game(), g => ActionState::with_layout(layout.clone(), g, move_limit));
        Game { rules, layout, start, move_limit, name, params }
    }

    /// The state at the end of `played` (a game of these rules), its moves replayed as
    /// actions.
    pub fn replay(slf: &Bound<'_, Game>, played: &AnyGame) -> PyResult<State> {
        let me = slf.get();
        let state: ByFamily<StateOf> = match (&me.rules, played) {
            (ByFamily::Hunt(_), ByFamily::Hunt(g)) => ByFamily::Hunt(
                ActionState::replay(me.layout.clone(), g, me.move_limit).map_err(action_error)?,
            ),
            (ByFamily::Tafl(_), ByFamily::Tafl(g)) => ByFamily::Tafl(
                ActionState::replay(me.layout.clone(), g, me.move_limit).map_err(action_error)?,
            ),
            (ByFamily::TaflWide(_), ByFamily::TaflWide(g)) => ByFamily::TaflWide(
                ActionState::replay(me.layout.clone(), g, me.move_limit).map_err(action_error)?,
            ),
            // One family, two widths: another board, not another family.
            (ByFamily::Tafl(r), ByFamily::TaflWide(g)) => {
                return Err(board_mismatch(g.rules().geometry().size(), r.geometry().size()));
            }
            (ByFamily::TaflWide(r), ByFamily::Tafl(g)) => {
                return Err(board_mismatch(g.rules().geometry().size(), r.geometry().size()));
            }
            _ => return Err(ReynardError::new_err("the record's game is of another family")),
        };
        Ok(State::new(slf.clone().unbind(), state))
    }

    /// The options given, as text, and the ply limit (`max_game_length`, 0 for none).
    fn parameters(&self) -> Vec<(String, String)> {
        let limit = self.move_limit.unwrap_or(0).to_string();
        self.params.iter().cloned().chain([(MOVE_LIMIT_KEY.to_string(), limit)]).collect()
    }

    /// Reads a saved state (what `State.serialize` wrote) for these rules.
    pub fn load_state(slf: &Bound<'_, Game>, text: &str) -> PyResult<State> {
        let me = slf.get();
        let state: ByFamily<StateOf> = map_family!(me.rules.clone(), r => {
            ActionState::load(me.layout.clone(), r, text, me.move_limit).map_err(action_error)?
        });
        Ok(State::new(slf.clone().unbind(), state))
    }
}

/// The error for a tafl record on another board than the rules' (the two widths of cell
/// sets are one family).
fn board_mismatch(record: u8, rules: u8) -> PyErr {
    ReynardError::new_err(format!(
        "the record's game is played on a {record}x{record} board, these rules' on {rules}x{rules}"
    ))
}

/// Every option of a family's variant with its value.
fn options_of<R: Family>(rules: &R) -> Vec<(String, String)> {
    let variant = rules.variant_data();
    // `get` cannot fail on the keys of OPTIONS.
    R::Variant::OPTIONS
        .iter()
        .map(|spec| (spec.key.to_string(), variant.get(spec.key).unwrap_or_default()))
        .collect()
}

/// A Python value as an option's text: `True` is `true`, numbers and strings as written.
fn option_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_instance_of::<PyBool>() {
        return Ok(if value.extract::<bool>()? { "true" } else { "false" }.into());
    }
    Ok(value.str()?.to_string())
}

#[pymethods]
impl Game {
    /// Loads `name` (a preset id such as `fox-geese`, or the path of a variant file) with
    /// `params` as options (`{"fox_wins_at": 4}`); `max_game_length` (plies, 0 for none)
    /// ends a long game as a draw, 1000 by default.
    #[new]
    #[pyo3(signature = (name, params=None))]
    pub fn py_new(name: &str, params: Option<&Bound<'_, PyDict>>) -> PyResult<Game> {
        let mut sets = Vec::new();
        let mut move_limit = Some(DEFAULT_MOVE_LIMIT);
        for (key, value) in params.map(|p| p.iter().collect::<Vec<_>>()).unwrap_or_default() {
            let key: String = key.extract().map_err(|_| ReynardError::new_err("option names are strings"))?;
            if key == MOVE_LIMIT_KEY {
                let plies = option_text(&value)?.parse::<usize>().map_err(|_| {
                    ReynardError::new_err(format!("{MOVE_LIMIT_KEY} is a number of plies (0 for no limit)"))
                })?;
                move_limit = (plies > 0).then_some(plies);
                continue;
            }
            sets.push((key, option_text(&value)?));
        }
        let pairs: Vec<String> = sets.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let rules = if FamilyId::of_preset(name).is_some() {
            AnyRules::from_preset(name, &pairs).map_err(variant_error)?
        } else if std::path::Path::new(name).is_file() {
            let text = std::fs::read_to_string(name)
                .map_err(|e| ReynardError::new_err(format!("cannot read variant file {name}: {e}")))?;
            AnyRules::from_variant_file(&text, None, &pairs)
                .map_err(|e| VariantError::new_err(format!("{name}: {e}")))?
        } else {
            AnyRules::from_preset(name, &pairs).map_err(variant_error)?
        };
        Ok(Game::with_limit(rules, move_limit, name.to_string(), sets))
    }

    /// A state at the start of the game, or at `position` (a position text as `reynard
    /// show` prints it) when given.
    #[pyo3(signature = (position=None))]
    pub fn new_initial_state(slf: &Bound<'_, Game>, position: Option<&str>) -> PyResult<State> {
        let Some(position) = position else {
            return Ok(State::new(slf.clone().unbind(), slf.get().start.clone()));
        };
        let game = AnyGame::from_line(slf.get().rules.clone(), Some(position), &[] as &[&str])
            .map_err(play_error)?;
        Ok(Game::state(slf, game))
    }

    /// Reads what `State.serialize` wrote.
    fn deserialize_state(slf: &Bound<'_, Game>, text: &str) -> PyResult<State> {
        Game::load_state(slf, text)
    }

    /// The number of distinct actions: cells² (tafl), or cells² + cells + 1 (hunt games:
    /// also placements and the end of a chain), cells being the grid's files × ranks.
    fn num_distinct_actions(&self) -> usize {
        self.layout.num_actions()
    }

    /// Players: 2.
    fn num_players(&self) -> usize {
        2
    }

    /// The most actions a game can take: the ply limit times the longest move (a jump
    /// chain takes one action per jump, at most one per cell, plus its end); `None`
    /// without a limit.
    fn max_game_length(&self) -> Option<usize> {
        let longest_move = if self.layout.end_action().is_some() { self.layout.cells() + 1 } else { 1 };
        self.move_limit.map(|plies| plies.saturating_mul(longest_move))
    }

    /// The ply limit (moves, not actions), `None` for none.
    fn max_plies(&self) -> Option<usize> {
        self.move_limit
    }

    /// The observation's shape: (planes, ranks, files).
    fn observation_tensor_shape(&self) -> [usize; 3] {
        self.layout.observation_shape()
    }

    /// The observation's size: the product of its shape.
    fn observation_tensor_size(&self) -> usize {
        self.layout.observation_shape().iter().product()
    }

    /// The names of the observation's planes, in order.
    fn observation_planes(&self) -> Vec<&'static str> {
        self.layout.planes().to_vec()
    }

    /// Utilities: a loss is -1, a draw 0, a win 1; the game is zero-sum.
    fn min_utility(&self) -> f64 {
        -1.0
    }

    /// See `min_utility`.
    fn max_utility(&self) -> f64 {
        1.0
    }

    /// See `min_utility`.
    fn utility_sum(&self) -> f64 {
        0.0
    }

    /// The players' sides in this variant, in seat order (`["fox", "geese"]`).
    fn side_names(&self) -> Vec<String> {
        self.rules.side_names().to_vec()
    }

    /// The family: `hunt` or `tafl`.
    fn family(&self) -> &'static str {
        match self.rules.family() {
            FamilyId::Hunt => "hunt",
            FamilyId::Tafl => "tafl",
        }
    }

    /// The name the game was loaded by.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// The options given (`{"fox_wins_at": "4"}`), as text, and the ply limit
    /// (`max_game_length`).
    fn get_parameters<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        crate::spiel::parameters(py, &self.parameters())
    }

    /// The game's type for OpenSpiel's algorithms: a `pyspiel.GameType` where OpenSpiel is
    /// installed (sequential, deterministic, perfect information, zero-sum, terminal
    /// rewards), else `reynard.GameType` with the same fields.
    fn get_type<'py>(slf: &Bound<'py, Game>) -> PyResult<Bound<'py, PyAny>> {
        crate::spiel::game_type(slf.as_any())
    }

    /// 0: no chance in the two-player games.
    fn max_chance_outcomes(&self) -> usize {
        0
    }

    /// Every option of the variant with its value now, as text, in the variant's order.
    fn options(&self) -> Vec<(String, String)> {
        with_family!(&self.rules, r => options_of(r))
    }

    /// The game's name and options, like `fox-geese(fox_wins_at=4)`.
    pub fn __str__(&self) -> String {
        crate::game_title(&self.name, &self.params)
    }

    fn __repr__(&self) -> String {
        format!("reynard.load_game({:?})", self.__str__())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py, (String, Bound<'py, PyDict>)>> {
        let params = PyDict::new(py);
        for (key, value) in self.parameters() {
            params.set_item(key, value)?;
        }
        Ok((py.import("reynard._reynard")?.getattr("Game")?, (self.name.clone(), params)))
    }
}
