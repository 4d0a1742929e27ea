//! What OpenSpiel's algorithms ask of every game and state beyond the rules: the game's
//! type (built by the package's Python half, `reynard._spiel`, as a real
//! `pyspiel.GameType` where OpenSpiel is installed), the parameters as a dict, and the
//! history as text (the information state of a game of perfect information), and what
//! pickle (and so OpenSpiel's copies of a state) needs of the Goose and solitaire.

use crate::game::Reduced;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The game's type, as OpenSpiel's `Game.get_type()` gives it: `reynard._spiel.game_type`.
///
/// # Errors
///
/// Whatever that function raises (nothing for Reynard's games).
pub fn game_type<'py>(game: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    game.py().import("reynard._spiel")?.getattr("game_type")?.call1((game,))
}

/// Parameters as a dict in their order, as OpenSpiel's `Game.get_parameters()` gives them.
///
/// # Errors
///
/// Only if Python cannot set an item of a new dict (out of memory).
pub fn parameters<'py>(py: Python<'py>, params: &[(String, String)]) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for (key, value) in params {
        dict.set_item(key, value)?;
    }
    Ok(dict)
}

/// The actions so far as OpenSpiel's `State.history_str()` writes them: `"3, 17, 2"`. In a
/// game of perfect information it is also the information state string (the history
/// tells apart every state the player cannot).
pub fn history_text<A: ToString>(history: &[A]) -> String {
    history.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// What pickle needs to make a game again: `reynard.load_game(name, params)`.
///
/// # Errors
///
/// Fails only if the module cannot be imported (it is the one running).
pub fn reduce_game<'py>(
    py: Python<'py>,
    name: &str,
    params: &[(String, String)],
) -> PyResult<Reduced<'py, (String, Bound<'py, PyDict>)>> {
    Ok((py.import("reynard._reynard")?.getattr("load_game")?, (name.to_string(), parameters(py, params)?)))
}

/// What pickle needs to make a state again: its game's `deserialize_state(text)`, `text`
/// being what the state's `serialize` wrote.
///
/// # Errors
///
/// Fails only if the game has no `deserialize_state` (every game has).
pub fn reduce_state<'py>(game: &Bound<'py, PyAny>, text: String) -> PyResult<Reduced<'py, (String,)>> {
    Ok((game.getattr("deserialize_state")?, (text,)))
}
