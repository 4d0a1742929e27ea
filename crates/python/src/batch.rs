//! `reynard.Batch`: many games of one variant stepped in one call, for vectorised training.

use crate::errors::{ReynardError, action_error_in};
use crate::game::Game;
use crate::state::State;
use numpy::ndarray::Array2;
use numpy::{
    AllowTypeChange, Element, PyArray1, PyArray2, PyArray4, PyArrayLike1, PyArrayMethods,
    PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use reynard_play::actions::{Action, ActionBatch, AnyBatch, AnyState, BatchStep};
use reynard_play::{ByFamily, map_family, with_family};

/// The most games a batch holds (each a few kilobytes, growing with its history).
const MAX_GAMES: usize = 1 << 16;

/// What a step returns: rewards `(n, 2)`, terminated `(n,)`, truncated `(n,)`.
type StepArrays<'py> = (Bound<'py, PyArray2<f64>>, Bound<'py, PyArray1<bool>>, Bound<'py, PyArray1<bool>>);

/// Many games of one variant from its start, stepped together on every core. A game that
/// ends starts again at once: the step that ended it reports its rewards and whether it
/// was terminated (by the rules) or truncated (by the ply limit).
#[pyclass(module = "reynard._reynard", frozen)]
pub struct Batch {
    game: Py<Game>,
    batch: std::sync::Mutex<AnyBatch>,
}

impl Batch {
    /// Runs `f` on the batch, holding its lock.
    fn with<T>(&self, f: impl FnOnce(&mut AnyBatch) -> T) -> T {
        // A panic while the lock was held is a bug; the batch is still whole (each step
        // writes every game or none), so carry on with it.
        let mut batch = self.batch.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        f(&mut batch)
    }
}

/// Runs `write` on the elements of `out`, a C-contiguous array of shape `shape` (the
/// interpreter's lock released meanwhile).
///
/// # Errors
///
/// `ReynardError` naming `what` when `out` has another shape, is not C-contiguous or is
/// not writeable.
fn write_into<'py, T: Element, D: numpy::ndarray::Dimension>(
    py: Python<'py>,
    out: &Bound<'py, numpy::PyArray<T, D>>,
    shape: &[usize],
    what: &str,
    write: impl FnOnce(&mut [T]) + Send,
) -> PyResult<()> {
    if out.shape() != shape {
        return Err(ReynardError::new_err(format!(
            "{what}(out=…): an array of shape {shape:?} is needed, not {:?}",
            out.shape()
        )));
    }
    // Contiguous in Fortran's order would do for a slice, but the games would be
    // written across each other.
    if !out.is_c_contiguous() {
        return Err(ReynardError::new_err(format!("{what}(out=…): the array must be C-contiguous")));
    }
    let mut array = out
        .try_readwrite()
        .map_err(|e| ReynardError::new_err(format!("{what}(out=…): the array cannot be written: {e}")))?;
    let elements = array
        .as_slice_mut()
        .map_err(|_| ReynardError::new_err(format!("{what}(out=…): the array must be C-contiguous")))?;
    py.detach(|| write(elements));
    Ok(())
}

/// A step's results as NumPy arrays.
fn arrays(py: Python<'_>, step: BatchStep) -> PyResult<StepArrays<'_>> {
    // Each array takes over its vector: nothing is copied.
    Ok((
        PyArray2::from_owned_array(py, Array2::from(step.rewards)),
        PyArray1::from_vec(py, step.terminated),
        PyArray1::from_vec(py, step.truncated),
    ))
}

#[pymethods]
impl Batch {
    /// `size` games of `game` from its start (or from `position`, a position text);
    /// `seed` drives `step_random`.
    #[new]
    #[pyo3(signature = (game, size, seed=0, position=None))]
    fn py_new(game: &Bound<'_, Game>, size: usize, seed: u64, position: Option<&str>) -> PyResult<Batch> {
        if !(1..=MAX_GAMES).contains(&size) {
            return Err(ReynardError::new_err(format!("a batch of {size} games: from 1 to {MAX_GAMES}")));
        }
        let first = Game::new_initial_state(game, position)?;
        let finished = || ReynardError::new_err("the batch's start is a finished game");
        let batch = map_family!(first.inner().clone(), s => {
            let game = s.game();
            ActionBatch::new(s.layout().clone(), game.shared_rules().clone(), *game.position(), s.move_limit(), size, seed)
                .map_err(|_| finished())?
        });
        Ok(Batch { game: game.clone().unbind(), batch: std::sync::Mutex::new(batch) })
    }

    /// The number of games.
    fn __len__(&self) -> usize {
        self.with(|b| with_family!(b, b => b.len()))
    }

    /// Games finished since the batch began.
    fn games_finished(&self) -> u64 {
        self.with(|b| with_family!(b, b => b.finished()))
    }

    /// Applies `actions[i]` (a NumPy array of any integer type, or a list of ints) to game
    /// `i`; raises `IllegalActionError` naming the first game whose action is not legal
    /// (nothing is applied then). Returns `(rewards, terminated, truncated)`.
    fn step<'py>(
        &self,
        py: Python<'py>,
        actions: PyArrayLike1<'py, i64, AllowTypeChange>,
    ) -> PyResult<StepArrays<'py>> {
        let actions: Vec<Action> =
            actions.as_array().iter().map(|&a| Action::try_from(a).unwrap_or(Action::MAX)).collect();
        let step = py.detach(|| self.with(|b| with_family!(b, b => b.step(&actions))));
        let step = step.map_err(|(game, error)| match game {
            Some(game) => action_error_in(&format!("game {game}: "), error),
            None => action_error_in("", error),
        })?;
        arrays(py, step)
    }

    /// Applies a uniformly random legal action to every game; returns as `step`.
    fn step_random<'py>(&self, py: Python<'py>) -> PyResult<StepArrays<'py>> {
        let step = py.detach(|| self.with(|b| with_family!(b, b => b.step_random())));
        arrays(py, step)
    }

    /// Every game's observation: a `float32` array `(n, planes, ranks, files)`. With `out`
    /// (a C-contiguous `float32` array of that shape), written into it and returned: a
    /// training loop that passes the same array every step allocates nothing.
    #[pyo3(signature = (out=None))]
    fn observations<'py>(
        &self,
        py: Python<'py>,
        out: Option<Bound<'py, PyArray4<f32>>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let shape = self.game.get().observation_shape();
        let size = self.__len__();
        let full = [size, shape[0], shape[1], shape[2]];
        if let Some(out) = out {
            write_into(py, &out, &full, "observations", |planes| {
                self.with(|b| with_family!(b, b => b.observe(planes)))
            })?;
            return Ok(out.into_any());
        }
        let mut planes = vec![0.0f32; full.iter().product()];
        py.detach(|| self.with(|b| with_family!(b, b => b.observe(&mut planes))));
        Ok(PyArray1::from_vec(py, planes).reshape(full)?.into_any())
    }

    /// Every game's legal actions as an `int8` mask `(n, num_distinct_actions)`. With `out`
    /// (a C-contiguous `int8` array of that shape), written into it and returned.
    #[pyo3(signature = (out=None))]
    fn legal_actions_mask<'py>(
        &self,
        py: Python<'py>,
        out: Option<Bound<'py, PyArray2<i8>>>,
    ) -> PyResult<Bound<'py, PyArray2<i8>>> {
        let full = [self.__len__(), self.game.get().num_actions()];
        if let Some(out) = out {
            write_into(py, &out, &full, "legal_actions_mask", |masks| {
                self.with(|b| with_family!(b, b => b.legal_masks(masks)))
            })?;
            return Ok(out);
        }
        let mut masks = vec![0i8; full.iter().product()];
        py.detach(|| self.with(|b| with_family!(b, b => b.legal_masks(&mut masks))));
        PyArray1::from_vec(py, masks).reshape(full)
    }

    /// The player to act in every game: an `int64` array `(n,)`.
    fn current_players<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let seats = self.with(|b| with_family!(b, b => b.current_seats()));
        PyArray1::from_vec(py, seats.into_iter().map(|s| s as i64).collect())
    }

    /// A copy of game `i` as a `State`.
    fn state(&self, py: Python<'_>, i: usize) -> PyResult<State> {
        let inner: Option<AnyState> = self.with(|b| match b {
            ByFamily::Hunt(b) => b.state(i).map(ByFamily::Hunt),
            ByFamily::Tafl(b) => b.state(i).map(ByFamily::Tafl),
            ByFamily::TaflWide(b) => b.state(i).map(ByFamily::TaflWide),
        });
        let inner = inner
            .ok_or_else(|| ReynardError::new_err(format!("no game {i} in a batch of {}", self.__len__())))?;
        Ok(State::new(self.game.clone_ref(py), inner))
    }
}
