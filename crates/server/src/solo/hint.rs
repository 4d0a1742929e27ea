//! Solitaire hints from the solver, off the async runtime: each search runs on a blocking
//! thread, a semaphore bounds how many run at once, and the answer waits at most a time
//! limit (a search still running then finishes on its thread, holding its slot, and its
//! answer is dropped).

use reynard_rules::solitaire::{Move, Pegs, Solitaire};
use reynard_solver::solitaire::{Solver, Target};
use serde::Serialize;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Runs hint searches.
#[derive(Clone, Debug)]
pub struct Hinter {
    permits: Arc<Semaphore>,
    time: Duration,
}

/// What a hint search found.
#[derive(Debug, Serialize)]
#[serde(rename_all = "kebab-case", tag = "result")]
pub enum Hint {
    /// The next move of a way to the perfect finish.
    Move {
        /// The move, `b4xd4xd6`.
        #[serde(rename = "move")]
        text: String,
        /// The holes it visits.
        path: Vec<String>,
    },
    /// No way to one peg on the finish hole remains.
    NoSolution,
    /// The search did not finish in time (or all search slots were busy).
    Timeout,
}

impl Hinter {
    /// At most `searches` at once, each answered within `time`.
    pub fn new(searches: usize, time: Duration) -> Hinter {
        Hinter { permits: Arc::new(Semaphore::new(searches.max(1))), time }
    }

    /// The solver's next move from `pegs` towards the perfect finish.
    pub async fn hint(&self, rules: Solitaire, pegs: Pegs) -> Hint {
        let search = async {
            let permit = self.permits.clone().acquire_owned().await.ok()?;
            let rules = rules.clone();
            tokio::task::spawn_blocking(move || {
                let _permit = permit;
                Solver::new(&rules, Target::Perfect).solve(pegs).map(|moves| moves.into_iter().next())
            })
            .await
            .ok()
        };
        match tokio::time::timeout(self.time, search).await {
            Ok(Some(Some(Some(mv)))) => described(&rules, &mv),
            Ok(Some(Some(None)) | Some(None)) => Hint::NoSolution,
            Ok(None) | Err(_) => Hint::Timeout,
        }
    }
}

fn described(rules: &Solitaire, mv: &Move) -> Hint {
    Hint::Move { text: rules.move_text(mv), path: mv.path.iter().map(|&p| rules.hole_name(p)).collect() }
}
