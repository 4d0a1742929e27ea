//! The `reynard` Python package's native module, `reynard._reynard`: every two-player game
//! of Reynard in the shape of OpenSpiel's API (games, states, integer actions, observation
//! tensors), with perft, the AI, solved values and records. The package's Python half
//! (`python/reynard`) re-exports it and adds the PettingZoo and Gymnasium wrappers.
//!
//! The rules, actions and observations are the play layer's ([`reynard_play::actions`]);
//! this crate only converts between Python and Rust, and turns every error into a Python
//! exception (a `ValueError` subclass) carrying the engine's message.

mod batch;
mod errors;
mod functions;
mod game;
mod goose;
mod solitaire;
mod spiel;
mod state;
mod tables;

use pyo3::prelude::*;

/// A game's name with the options given, as `str(game)` shows it:
/// `fox-geese(fox_wins_at=4,hunter_first=true)`.
pub(crate) fn game_title(name: &str, params: &[(String, String)]) -> String {
    let params: Vec<String> = params.iter().map(|(k, v)| format!("{k}={v}")).collect();
    if params.is_empty() { name.to_string() } else { format!("{name}({})", params.join(",")) }
}

/// The native module.
#[pymodule]
fn _reynard(m: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(m)?;
    m.add_class::<game::Game>()?;
    m.add_class::<state::State>()?;
    m.add_class::<batch::Batch>()?;
    m.add_class::<solitaire::SolitaireGame>()?;
    m.add_class::<solitaire::SolitaireState>()?;
    m.add_class::<goose::GooseGame>()?;
    m.add_class::<goose::GooseState>()?;
    functions::register(m)?;
    Ok(())
}
