//! Solved tables as the search's oracle. The search crate knows only its `Oracle` trait
//! and the solver knows nothing of the search; this small crate, depending on both, is
//! the one place that connects them, for every program (the command line, the server).
//!
//! Dependencies point one way: `rules ← {search, solver} ← tables ← {cli, server}`.

pub mod puzzles;

use reynard_rules::hunt::{Position, Rules};
use reynard_search::oracle::{Known, Oracle};
use reynard_solver::{Tablebase, Value, rules_key};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The default folder of table files (`reynard solve` writes there).
pub const DEFAULT_DIR: &str = "tables";

/// The most flock pieces in hand a position may have for the oracle to search the rest of
/// the placement on top of the tables (Bagh-Chal): the search asks at every node, and a
/// probe of more would search thousands of positions each time.
const ORACLE_FLOCK_IN_HAND: u8 = 2;

/// A tablebase answering for the positions whose tiers are solved.
struct TableOracle(Arc<Tablebase>);

impl Oracle<Rules> for TableOracle {
    fn probe(&self, rules: &Rules, pos: &Position) -> Option<Known> {
        if rules.flock_places() && pos.to_place() > ORACLE_FLOCK_IN_HAND {
            return None;
        }
        // A tier that is not solved (or any table problem) just means "unknown here".
        Some(match self.0.probe(pos).ok()? {
            Value::Win(n) => Known::Win(n.into()),
            Value::Loss(n) => Known::Loss(n.into()),
            Value::Draw => Known::Draw,
        })
    }
}

/// The tables of `rules` in `dir`, if the folder exists.
pub fn hunt_oracle(rules: &Rules, dir: &Path) -> Option<HuntOracle> {
    dir.is_dir().then(|| Arc::new(TableOracle(Arc::new(Tablebase::new(rules, dir)))) as HuntOracle)
}

/// The oracle of one variant's tables.
pub type HuntOracle = Arc<dyn Oracle<Rules>>;

/// How many variants a [`TableDir`] keeps open before it forgets them all (each keeps the
/// tiers it has read in memory).
const MAX_OPEN: usize = 32;

/// A folder of tables for a long-running program (the server): the oracle of each variant
/// is opened once and shared, so the tiers it reads stay in memory between searches.
pub struct TableDir {
    dir: PathBuf,
    open: Mutex<HashMap<String, Option<Opened>>>,
}

/// One variant's tables, open: the tablebase and its oracle (which shares it).
#[derive(Clone)]
struct Opened {
    tables: Arc<Tablebase>,
    oracle: HuntOracle,
}

impl std::fmt::Debug for TableDir {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableDir").field("dir", &self.dir).finish_non_exhaustive()
    }
}

impl TableDir {
    /// The tables in `dir` (which need not exist: then nothing is known).
    pub fn new(dir: impl Into<PathBuf>) -> TableDir {
        TableDir { dir: dir.into(), open: Mutex::new(HashMap::new()) }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The oracle of `rules`, if the folder exists.
    pub fn hunt(&self, rules: &Rules) -> Option<HuntOracle> {
        self.opened(rules).map(|o| o.oracle)
    }

    /// The tablebase of `rules` (the tiers read so far stay in memory), if the folder
    /// exists: for what the oracle does not answer, like drawing puzzles.
    pub fn hunt_tables(&self, rules: &Rules) -> Option<Arc<Tablebase>> {
        self.opened(rules).map(|o| o.tables)
    }

    fn opened(&self, rules: &Rules) -> Option<Opened> {
        let key = rules_key(rules);
        let mut open = self.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(opened) = open.get(&key) {
            return opened.clone();
        }
        if open.len() >= MAX_OPEN {
            open.clear();
        }
        let opened = self.dir.is_dir().then(|| {
            let tables = Arc::new(Tablebase::new(rules, &self.dir));
            Opened { oracle: Arc::new(TableOracle(tables.clone())) as HuntOracle, tables }
        });
        open.insert(key, opened.clone());
        opened
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_folder_knows_nothing() {
        let tables = TableDir::new("/nonexistent/reynard-tables");
        let rules = Rules::preset("fox-geese").expect("preset");
        assert!(tables.hunt(&rules).is_none());
        assert!(hunt_oracle(&rules, Path::new("/nonexistent/reynard-tables")).is_none());
    }

    #[test]
    fn goats_in_hand_are_known_only_near_the_end_of_placement() {
        use reynard_rules::VariantOptions;
        let mut variant = reynard_rules::hunt::Variant::preset("bagh-chal").expect("preset");
        for (key, value) in [("hunter_points", "c3"), ("flock_in_hand", "3"), ("fox_wins_at", "19")] {
            variant.set(key, value).expect("an option");
        }
        let rules = Rules::new(&variant).expect("rules");
        let dir = std::env::temp_dir().join(format!("reynard-tables-bagh-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Tablebase::new(&rules, &dir).solve(&reynard_solver::NoProgress).expect("solved");
        let oracle = hunt_oracle(&rules, &dir).expect("the folder exists");
        let start = rules.game_start();
        assert!(oracle.probe(&rules, &start).is_none(), "three in hand: left to the search");
        let two = rules.play_unchecked(&start, rules.moves(&start)[0]);
        let two = rules.play_unchecked(&two, rules.moves(&two)[0]);
        assert_eq!(two.to_place(), 2);
        assert!(oracle.probe(&rules, &two).is_some(), "two in hand: searched on the tables");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
