//! Peg solitaire as a one-player game in OpenSpiel's shape: `reynard.load_game("solitaire")`.
//!
//! An action is one jump, `from * 49 + to` on the 7×7 grid (`rank * 7 + file`); a chain of
//! jumps by one peg is one move of the classic count (`moves()` groups them, `perft`
//! counts them as the command line does). The game ends when no jump is left. The return
//! is 1 for one peg left on the finish hole, else `-(pegs left - 1) / (pegs at start - 1)`:
//! 0 for one peg elsewhere, -1 for no jump made.

use crate::errors::{IllegalActionError, RecordError, ReynardError, VariantError};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use reynard_rules::board::{Point, bit, points};
use reynard_rules::solitaire::{Pegs, Solitaire, group_chains};

/// The grid's side.
const SIDE: u32 = 7;
/// Cells of the grid.
const CELLS: u32 = SIDE * SIDE;
/// The observation's planes: the board's holes, the pegs, the finish hole.
const PLANES: usize = 3;

/// Peg solitaire's rules (`start` and `finish` holes).
#[pyclass(module = "reynard._reynard", frozen)]
pub struct SolitaireGame {
    rules: Solitaire,
    params: Vec<(String, String)>,
}

/// A game of peg solitaire in progress.
#[pyclass(module = "reynard._reynard")]
pub struct SolitaireState {
    game: Py<SolitaireGame>,
    start: Pegs,
    pegs: Pegs,
    jumps: Vec<(Point, Point)>,
}

impl SolitaireGame {
    /// The rules with `params` (`{"start": "d4", "finish": "d4"}`).
    pub fn py_new(params: Option<&Bound<'_, PyDict>>) -> PyResult<SolitaireGame> {
        let mut rules = Solitaire::new();
        let mut kept = Vec::new();
        for (key, value) in params.map(|p| p.iter().collect::<Vec<_>>()).unwrap_or_default() {
            let pair = format!("{}={}", key.str()?, value.str()?);
            rules.set_pair(&pair).map_err(|e| VariantError::new_err(e.to_string()))?;
            kept.push((key.str()?.to_string(), value.str()?.to_string()));
        }
        Ok(SolitaireGame { rules, params: kept })
    }
}

#[pymethods]
impl SolitaireGame {
    /// A state at the start, or at `position` (7 ranks of `o` and `.`, as `reynard show
    /// solitaire` prints).
    #[pyo3(signature = (position=None))]
    fn new_initial_state(slf: &Bound<'_, SolitaireGame>, position: Option<&str>) -> PyResult<SolitaireState> {
        let rules = &slf.get().rules;
        let start = match position {
            Some(text) => rules.parse_position(text).map_err(|e| RecordError::new_err(e.to_string()))?,
            None => rules.start(),
        };
        Ok(SolitaireState { game: slf.clone().unbind(), start, pegs: start, jumps: Vec::new() })
    }

    /// Reads what `SolitaireState.serialize` wrote: the start position, then the jumps.
    fn deserialize_state(slf: &Bound<'_, SolitaireGame>, text: &str) -> PyResult<SolitaireState> {
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let mut state = SolitaireGame::new_initial_state(slf, lines.next())?;
        for (n, line) in lines.enumerate() {
            let action = state
                .string_to_action(&PyTuple::new(slf.py(), [line])?)
                .map_err(|e| RecordError::new_err(format!("saved state, line {}: {e}", n + 2)))?;
            state.apply_action(i64::from(action))?;
        }
        Ok(state)
    }

    /// Actions: one per (from, to) pair of the 7×7 grid.
    fn num_distinct_actions(&self) -> u32 {
        CELLS * CELLS
    }

    /// One player.
    fn num_players(&self) -> usize {
        1
    }

    /// Each jump takes a peg: at most one fewer jumps than pegs at the start.
    fn max_game_length(&self) -> u32 {
        self.rules.start().count_ones().saturating_sub(1)
    }

    /// (planes, ranks, files): the holes, the pegs, the finish hole.
    fn observation_tensor_shape(&self) -> [usize; 3] {
        [PLANES, SIDE as usize, SIDE as usize]
    }

    /// The planes' names.
    fn observation_planes(&self) -> Vec<&'static str> {
        vec!["board", "pegs", "finish"]
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

    /// 0: no chance.
    fn max_chance_outcomes(&self) -> usize {
        0
    }

    /// None: one player, whose return is not fixed.
    fn utility_sum(&self) -> Option<f64> {
        None
    }

    /// The game's type for OpenSpiel's algorithms: one player, sequential, deterministic,
    /// perfect information, general-sum, terminal rewards (a `pyspiel.GameType` where
    /// OpenSpiel is installed).
    fn get_type<'py>(slf: &Bound<'py, SolitaireGame>) -> PyResult<Bound<'py, PyAny>> {
        crate::spiel::game_type(slf.as_any())
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<crate::game::Reduced<'py, (String, Bound<'py, PyDict>)>> {
        crate::spiel::reduce_game(py, "solitaire", &self.params)
    }

    fn __str__(&self) -> String {
        crate::game_title("solitaire", &self.params)
    }
}

impl SolitaireState {
    /// The rules.
    fn rules(&self) -> &Solitaire {
        &self.game.get().rules
    }

    /// Every legal jump as an action, sorted.
    fn actions(&self) -> Vec<u32> {
        let mut out: Vec<u32> = self
            .rules()
            .jumps(self.pegs)
            .into_iter()
            .map(|(f, _, t)| u32::from(f.0) * CELLS + u32::from(t.0))
            .collect();
        out.sort_unstable();
        out
    }
}

#[pymethods]
impl SolitaireState {
    /// 0 while a jump is left, -4 once the game is over.
    fn current_player(&self) -> i64 {
        if self.is_terminal() { crate::state::TERMINAL_PLAYER } else { 0 }
    }

    /// The legal jumps, sorted.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> Vec<u32> {
        if player.is_some_and(|p| p != 0) { Vec::new() } else { self.actions() }
    }

    /// 1 for each legal jump, `int8`.
    #[pyo3(signature = (player=None))]
    fn legal_actions_mask<'py>(&self, py: Python<'py>, player: Option<i64>) -> Bound<'py, PyArray1<i8>> {
        let mut mask = vec![0i8; (CELLS * CELLS) as usize];
        for action in self.legal_actions(player) {
            mask[action as usize] = 1;
        }
        PyArray1::from_vec(py, mask)
    }

    /// A jump as text, `d2xd4`; `(action)` or `(player, action)`.
    #[pyo3(signature = (*args))]
    fn action_to_string(&self, args: &Bound<'_, PyTuple>) -> PyResult<String> {
        let action: i64 = args.get_item(args.len().saturating_sub(1))?.extract()?;
        let hole = |i: i64| {
            let p = Point(u8::try_from(i).ok()?);
            (u32::from(p.0) < CELLS && self.rules().holes() & bit(p) != 0).then(|| self.rules().hole_name(p))
        };
        let cells = i64::from(CELLS);
        Ok(match (hole(action.div_euclid(cells)), hole(action.rem_euclid(cells))) {
            (Some(from), Some(to)) if (0..cells * cells).contains(&action) => format!("{from}x{to}"),
            _ => "off the board".into(),
        })
    }

    /// Reads a jump (`d2xd4`, `10x17`, `d2-d4`); `(text)` or `(player, text)`.
    #[pyo3(signature = (*args))]
    fn string_to_action(&self, args: &Bound<'_, PyTuple>) -> PyResult<u32> {
        let text: String = args.get_item(args.len().saturating_sub(1))?.extract()?;
        let refuse =
            |why: String| IllegalActionError::new_err(format!("`{text}` is not a legal jump here: {why}"));
        let mv = self.rules().parse_move(self.pegs, &text).map_err(|e| refuse(e.to_string()))?;
        match mv.path.as_slice() {
            [from, to] => Ok(u32::from(from.0) * CELLS + u32::from(to.0)),
            _ => Err(refuse("one jump at a time (apply_move plays a chain)".into())),
        }
    }

    /// Makes a jump; raises `IllegalActionError` if it is not legal.
    fn apply_action(&mut self, action: i64) -> PyResult<()> {
        let legal = self.actions();
        let Some(&action) = legal.iter().find(|&&a| i64::from(a) == action) else {
            let texts: Vec<String> = legal.iter().map(|&a| format!("{a}")).collect();
            return Err(IllegalActionError::new_err(format!(
                "action {action} is not a legal jump here; the legal actions are: {}",
                texts.join(", ")
            )));
        };
        let (from, to) = (Point((action / CELLS) as u8), Point((action % CELLS) as u8));
        // A legal action: the rules' jump cannot refuse it.
        self.pegs =
            self.rules().jump(self.pegs, from, to).map_err(|e| ReynardError::new_err(e.to_string()))?;
        self.jumps.push((from, to));
        Ok(())
    }

    /// Plays a chain (`b4xd4xd6`) jump by jump; returns the actions.
    fn apply_move(&mut self, text: &str) -> PyResult<Vec<u32>> {
        let mv = self
            .rules()
            .parse_move(self.pegs, text)
            .map_err(|e| IllegalActionError::new_err(e.to_string()))?;
        let actions: Vec<u32> =
            mv.path.windows(2).map(|w| u32::from(w[0].0) * CELLS + u32::from(w[1].0)).collect();
        for &action in &actions {
            self.apply_action(i64::from(action))?;
        }
        Ok(actions)
    }

    /// Whether no jump is left.
    fn is_terminal(&self) -> bool {
        self.rules().is_over(self.pegs)
    }

    /// Whether one peg is left, on the finish hole.
    fn is_perfect(&self) -> bool {
        self.rules().is_perfect(self.pegs)
    }

    /// The pegs left.
    fn pegs_left(&self) -> u32 {
        self.pegs.count_ones()
    }

    /// `[return]`, see the module's doc (0 while jumps are left).
    fn returns(&self) -> Vec<f64> {
        if !self.is_terminal() {
            return vec![0.0];
        }
        if self.is_perfect() {
            return vec![1.0];
        }
        let at_start = f64::from(self.start.count_ones().max(2) - 1);
        vec![-f64::from(self.pegs.count_ones().saturating_sub(1)) / at_start]
    }

    /// False: no chance in solitaire.
    fn is_chance_node(&self) -> bool {
        false
    }

    /// None: no chance in solitaire.
    fn chance_outcomes(&self) -> Vec<(u32, f64)> {
        Vec::new()
    }

    /// False: one player.
    fn is_simultaneous_node(&self) -> bool {
        false
    }

    /// Whether a jump is left to make.
    fn is_player_node(&self) -> bool {
        !self.is_terminal()
    }

    /// The rewards of the last jump: the return once the game is over, else zero.
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    /// (3, 7, 7) `float32`: the holes, the pegs, the finish hole.
    #[pyo3(signature = (player=None))]
    fn observation_tensor<'py>(&self, py: Python<'py>, player: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
        let _ = player;
        let cells = CELLS as usize;
        let mut planes = vec![0.0f32; PLANES * cells];
        let finish = self.rules().finish_hole();
        for (k, set) in [self.rules().holes(), self.pegs, bit(finish)].into_iter().enumerate() {
            points(set).for_each(|p| planes[k * cells + p.0 as usize] = 1.0);
        }
        Ok(PyArray1::from_vec(py, planes).reshape([PLANES, SIDE as usize, SIDE as usize])?.into_any())
    }

    /// Every jump made, as actions.
    fn history(&self) -> Vec<u32> {
        self.jumps.iter().map(|(f, t)| u32::from(f.0) * CELLS + u32::from(t.0)).collect()
    }

    /// The jumps as text, `"1200, 575"`, as OpenSpiel writes a history.
    fn history_str(&self) -> String {
        crate::spiel::history_text(&self.history())
    }

    /// The history as text (the one player sees everything).
    #[pyo3(signature = (player=None))]
    fn information_state_string(&self, player: Option<i64>) -> String {
        let _ = player;
        self.history_str()
    }

    /// The moves made: jumps of one peg in a row grouped into chains (`b4xd4xd6`).
    fn moves(&self) -> Vec<String> {
        group_chains(&self.jumps).iter().map(|mv| self.rules().move_text(mv)).collect()
    }

    /// The position text: 7 ranks of `o` and `.`.
    fn position(&self) -> String {
        self.rules().position_text(self.pegs)
    }

    /// Move paths `depth` moves deep (a chain one move), as `reynard perft solitaire`.
    fn perft(&self, py: Python<'_>, depth: u32) -> u64 {
        let (rules, pegs) = (self.rules().clone(), self.pegs);
        py.detach(|| rules.perft(pegs, depth))
    }

    /// The start position, then each jump, a line each.
    fn serialize(&self) -> String {
        let mut text = self.rules().position_text(self.start);
        for (from, to) in &self.jumps {
            text += &format!("\n{}x{}", self.rules().hole_name(*from), self.rules().hole_name(*to));
        }
        text
    }

    /// A copy that goes its own way.
    fn clone(&self, py: Python<'_>) -> SolitaireState {
        SolitaireState {
            game: self.game.clone_ref(py),
            start: self.start,
            pegs: self.pegs,
            jumps: self.jumps.clone(),
        }
    }

    fn __copy__(&self, py: Python<'_>) -> SolitaireState {
        self.clone(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> SolitaireState {
        self.clone(py)
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<crate::game::Reduced<'py, (String,)>> {
        crate::spiel::reduce_state(self.game.bind(py).as_any(), self.serialize())
    }

    /// A copy with `action` applied.
    fn child(&self, py: Python<'_>, action: i64) -> PyResult<SolitaireState> {
        let mut child = self.clone(py);
        child.apply_action(action)?;
        Ok(child)
    }

    /// The game.
    fn get_game(&self, py: Python<'_>) -> Py<SolitaireGame> {
        self.game.clone_ref(py)
    }

    fn __str__(&self) -> String {
        format!("{}pegs left: {}\n", self.rules().draw(self.pegs), self.pegs.count_ones())
    }
}
