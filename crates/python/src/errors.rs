//! The package's exceptions: all `ValueError` subclasses, so `except ValueError` catches
//! every refusal, each carrying the engine's English message.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use reynard_play::actions::ActionError;
use reynard_play::{AnyRulesError, PlayError};

create_exception!(
    _reynard,
    ReynardError,
    PyValueError,
    "Any refusal by Reynard: the base of its exceptions."
);
create_exception!(_reynard, IllegalActionError, ReynardError, "An action or move that is not legal now.");
create_exception!(_reynard, GameOverError, IllegalActionError, "An action after the game has ended.");
create_exception!(_reynard, VariantError, ReynardError, "An unknown game, a bad option or variant file.");
create_exception!(
    _reynard,
    RecordError,
    ReynardError,
    "A record, position or saved state that cannot be read."
);

/// Adds the exceptions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("ReynardError", py.get_type::<ReynardError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("GameOverError", py.get_type::<GameOverError>())?;
    m.add("VariantError", py.get_type::<VariantError>())?;
    m.add("RecordError", py.get_type::<RecordError>())?;
    Ok(())
}

/// An action refused, as the exception it raises.
pub fn action_error(error: ActionError) -> PyErr {
    action_error_in("", error)
}

/// An action refused, its message after `context` (like `game 3: `).
pub fn action_error_in(context: &str, error: ActionError) -> PyErr {
    let message = format!("{context}{error}");
    match error {
        ActionError::GameOver => GameOverError::new_err(message),
        ActionError::BadSaved { .. } => RecordError::new_err(message),
        ActionError::Illegal { .. }
        | ActionError::UnknownText { .. }
        | ActionError::NoSuchPlayer(_)
        | ActionError::BatchSize { .. } => IllegalActionError::new_err(message),
    }
}

/// A variant refused.
pub fn variant_error(error: AnyRulesError) -> PyErr {
    VariantError::new_err(error.to_string())
}

/// A record or position refused.
pub fn play_error(error: PlayError) -> PyErr {
    match error {
        PlayError::IllegalMove { .. } => IllegalActionError::new_err(error.to_string()),
        _ => RecordError::new_err(error.to_string()),
    }
}
