//! The module's functions: `load_game`, `read_record`, `perft`, `bestmove`, `presets`.

use crate::errors::{ReynardError, play_error};
use crate::game::Game;
use crate::goose::GooseGame;
use crate::solitaire::{SolitaireGame, SolitaireState};
use crate::state::State;
use crate::tables::tables;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use reynard_play::actions::{Action, Thinking};
use reynard_play::{AnyGame, FamilyId, map_family, with_family};
use reynard_rules::{MAX_PERFT_DEPTH, Perft};
use reynard_search::Limits;
use reynard_search::level::Level;
use std::path::PathBuf;
use std::time::Duration;

/// Adds the functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(load_game, m)?)?;
    m.add_function(wrap_pyfunction!(read_record, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(bestmove, m)?)?;
    m.add_function(wrap_pyfunction!(presets, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(_load_state, m)?)?;
    Ok(())
}

/// Loads a game: a preset id (`fox-geese`, `copenhagen-11`…) or the path of a variant
/// file, with `params` as its options (`{"fox_wins_at": 4, "lines": "diagonal"}`) and
/// `max_game_length` as the ply limit (1000 by default, 0 for none); or `solitaire`
/// (options `start`, `finish`) or `goose` (options `players`, `dice`, `rule`, `board`).
/// Raises `VariantError` for an unknown game or a bad option.
#[pyfunction]
#[pyo3(signature = (name, params=None))]
fn load_game(py: Python<'_>, name: &str, params: Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> {
    Ok(match name {
        "solitaire" => Py::new(py, SolitaireGame::py_new(params)?)?.into_any(),
        "goose" => Py::new(py, GooseGame::py_new(params)?)?.into_any(),
        _ => Py::new(py, Game::py_new(name, params)?)?.into_any(),
    })
}

/// Reads a record (the text `State.to_record`, `reynard record` and the server write):
/// the state at its end, in a game of its variant. Raises `RecordError` for a broken
/// record or an illegal move (with its line).
#[pyfunction]
fn read_record(py: Python<'_>, text: &str) -> PyResult<State> {
    let played = AnyGame::from_record(text).map_err(play_error)?;
    let rules = map_family!(&played, g => g.rules().clone());
    let game = Bound::new(py, Game::from_rules(rules))?;
    Game::replay(&game, &played)
}

/// Refuses a perft depth beyond the rules' [`MAX_PERFT_DEPTH`].
pub fn check_perft_depth(depth: u32) -> PyResult<()> {
    if depth > MAX_PERFT_DEPTH {
        return Err(ReynardError::new_err(format!("perft depth {depth}: at most {MAX_PERFT_DEPTH}")));
    }
    Ok(())
}

/// Perft: the move sequences `depth` plies deep (at most 30), as `reynard perft` counts
/// them, from the game's perft start (a `Game`) or from a state's position (a `State`).
#[pyfunction]
fn perft(py: Python<'_>, of: &Bound<'_, PyAny>, depth: u32) -> PyResult<u64> {
    check_perft_depth(depth)?;
    if let Ok(game) = of.cast::<Game>() {
        let rules = game.get().rules().clone();
        return Ok(py.detach(|| with_family!(&rules, r => r.perft(&r.perft_start(), depth))));
    }
    if let Ok(state) = of.cast::<State>() {
        let inner = state.borrow().inner().clone();
        return Ok(py.detach(|| with_family!(&inner, s => s.perft(depth))));
    }
    if of.is_instance_of::<SolitaireState>() || of.is_instance_of::<SolitaireGame>() {
        let state = if of.is_instance_of::<SolitaireGame>() {
            of.call_method0("new_initial_state")?
        } else {
            of.clone()
        };
        return state.call_method1("perft", (depth,))?.extract();
    }
    Err(ReynardError::new_err(
        "perft counts from a game or a state (not of the Goose: it has no moves to count)",
    ))
}

/// The computer's next action in `state`: at `level` (1 gentle to 10 full strength,
/// within `time_ms`, 1000 by default), or at full strength within `depth` plies, `nodes`
/// or `time_ms`. With `tables_dir`, perfect where the solved tables know the position
/// (from level 9). In the middle of a jump chain, the best move that continues it. `None`
/// once the game is over. Releases the GIL while it thinks.
#[pyfunction]
#[pyo3(signature = (state, level=None, time_ms=None, depth=None, nodes=None, tables_dir=None, seed=0))]
#[allow(clippy::too_many_arguments)]
fn bestmove(
    py: Python<'_>,
    state: &Bound<'_, State>,
    level: Option<u8>,
    time_ms: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    tables_dir: Option<PathBuf>,
    seed: u64,
) -> PyResult<Option<Action>> {
    let time = time_ms.map(Duration::from_millis);
    let thinking = match level {
        Some(n) => {
            let level = Level::new(n)
                .ok_or_else(|| ReynardError::new_err(format!("level {n}: levels are 1 to 10")))?;
            if depth.is_some() || nodes.is_some() {
                return Err(ReynardError::new_err("give a level or search limits (depth, nodes), not both"));
            }
            Thinking::Level(level, time.unwrap_or(Duration::from_secs(1)), seed)
        }
        None if depth.is_none() && nodes.is_none() && time.is_none() => {
            return Err(ReynardError::new_err("give level=, depth=, nodes= or time_ms="));
        }
        None => Thinking::Limits(Limits { depth, nodes, time }),
    };
    let inner = state.borrow().inner().clone();
    let tables = tables(tables_dir);
    Ok(py.detach(|| with_family!(&inner, s => s.best_action(&thinking, &tables))))
}

/// Every two-player preset id Reynard knows (the hunt games, then tafl).
#[pyfunction]
fn presets() -> Vec<&'static str> {
    FamilyId::all_preset_ids()
}

/// Every game `load_game` knows: the two-player presets, `solitaire` and `goose`.
#[pyfunction]
fn games() -> Vec<&'static str> {
    FamilyId::all_preset_ids().into_iter().chain(["solitaire", "goose"]).collect()
}

/// Reads a pickled state back (what `State.__reduce__` gives pickle).
#[pyfunction]
fn _load_state(game: &Bound<'_, Game>, text: &str) -> PyResult<State> {
    Game::load_state(game, text)
}
