//! Solved tables as the search's oracle: the program connects the solver to the AI (the
//! search crate only knows its `Oracle` trait; the two crates do not know each other).

use reynard_rules::hunt::{Position, Rules};
use reynard_search::oracle::{Known, Oracle};
use reynard_solver::{Tablebase, Value};
use std::path::Path;
use std::sync::Arc;

/// The default folder of table files (`reynard solve` writes there).
pub const DEFAULT_DIR: &str = "tables";

/// A tablebase answering for the positions whose tiers are solved.
struct TableOracle(Tablebase);

impl Oracle<Rules> for TableOracle {
    fn probe(&self, _rules: &Rules, pos: &Position) -> Option<Known> {
        // A tier that is not solved (or any table problem) just means "unknown here".
        Some(match self.0.probe(pos).ok()? {
            Value::Win(n) => Known::Win(n.into()),
            Value::Loss(n) => Known::Loss(n.into()),
            Value::Draw => Known::Draw,
        })
    }
}

/// The tables of `rules` in `dir`, if the folder exists.
pub fn hunt_oracle(rules: &Rules, dir: &Path) -> Option<Arc<dyn Oracle<Rules>>> {
    dir.is_dir().then(|| Arc::new(TableOracle(Tablebase::new(rules, dir))) as Arc<dyn Oracle<Rules>>)
}
