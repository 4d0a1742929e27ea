//! Solved tables as the search's oracle. The search crate knows only its `Oracle` trait
//! and the solver knows nothing of the search; this small crate, depending on both, is
//! the one place that connects them, for every program (the command line, the server).
//!
//! Dependencies point one way: `rules ← {search, solver} ← tables ← {cli, server}`.

pub mod puzzles;

use reynard_rules::hunt::{Position, Rules};
use reynard_search::oracle::{Known, Oracle};
use reynard_solver::compressed::table_exists;
use reynard_solver::{Tablebase, UNKNOWN_DISTANCE, Value, rules_key};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The default folder of table files (`reynard solve` writes there).
pub const DEFAULT_DIR: &str = "tables";

/// The most flock pieces in hand a position may have for the oracle to search the rest of
/// the placement on top of the tables (Bagh-Chal): the search asks at every node, and a
/// probe of more would search thousands of positions each time. With more in hand it
/// reads only the placement files, where a placement solve wrote them.
const ORACLE_FLOCK_IN_HAND: u8 = 2;

/// A tablebase answering for the positions whose tiers are solved.
struct TableOracle(Arc<Tablebase>);

impl Oracle<Rules> for TableOracle {
    fn probe(&self, rules: &Rules, pos: &Position) -> Option<Known> {
        // A tier that is not solved (or any table problem) just means "unknown here".
        let value = if rules.flock_places() && pos.to_place() > ORACLE_FLOCK_IN_HAND {
            // Only from the placement files (`reynard solve --placement`), never a search.
            self.0.placement_value(pos).ok()??
        } else {
            self.0.probe(pos).ok()?
        };
        let distance = |d: u16| if d == UNKNOWN_DISTANCE { Known::UNKNOWN } else { d.into() };
        Some(match value {
            Value::Win(d) => Known::Win(distance(d)),
            Value::Loss(d) => Known::Loss(distance(d)),
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
    open: Mutex<HashMap<String, Opened>>,
    /// Each variant's tiers, counted once.
    plans: Mutex<HashMap<String, Arc<TierFiles>>>,
}

/// A variant's tiers: each one's table file and positions.
type TierFiles = Vec<(PathBuf, u64)>;

/// Positions a core solves in a second, about (measured on the project machine, December
/// 2026: Fox and Geese 0.4 M, Bagh-Chal after placement 1.1 M): what a solve's time is
/// estimated from.
pub const SOLVED_PER_CORE_SECOND: u64 = 500_000;

/// How much of a variant's tables a folder holds, and what a solve of the rest would take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablesStatus {
    /// Tiers a game from the start reaches.
    pub tiers: usize,
    /// Those whose table file is in the folder.
    pub tiers_solved: usize,
    /// Positions in all the tiers.
    pub positions: u64,
    /// Positions in the solved ones.
    pub positions_solved: u64,
}

impl TablesStatus {
    /// Every tier is solved: the variant plays perfectly from its start.
    pub fn complete(&self) -> bool {
        self.tiers > 0 && self.tiers_solved == self.tiers
    }

    /// Seconds a solve of the missing tiers would take on `cores` cores, about (see
    /// [`SOLVED_PER_CORE_SECOND`]).
    pub fn estimate_seconds(&self, cores: usize) -> u64 {
        let missing = self.positions - self.positions_solved;
        missing.div_ceil(SOLVED_PER_CORE_SECOND * cores.max(1) as u64)
    }
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
        TableDir { dir: dir.into(), open: Mutex::new(HashMap::new()), plans: Mutex::new(HashMap::new()) }
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

    /// The variant's tables, opened once. A folder that does not exist yet is looked for
    /// again at the next call: a solve started while the server runs may create it.
    fn opened(&self, rules: &Rules) -> Option<Opened> {
        let key = rules_key(rules);
        let mut open = self.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(opened) = open.get(&key) {
            return Some(opened.clone());
        }
        if !self.dir.is_dir() {
            return None;
        }
        if open.len() >= MAX_OPEN {
            open.clear();
        }
        let tables = Arc::new(Tablebase::new(rules, &self.dir));
        let opened = Opened { oracle: Arc::new(TableOracle(tables.clone())) as HuntOracle, tables };
        open.insert(key, opened.clone());
        Some(opened)
    }

    /// How much of the tables of `rules` the folder holds now (tier files are looked for
    /// at each call; the tiers' sizes are counted once per variant).
    pub fn status(&self, rules: &Rules) -> TablesStatus {
        let key = rules_key(rules);
        let plan = {
            let mut plans = self.plans.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            plans
                .entry(key)
                .or_insert_with(|| {
                    let tb = Tablebase::new(rules, &self.dir);
                    Arc::new(tb.plan().into_iter().map(|p| (tb.path(p.tier), p.positions)).collect())
                })
                .clone()
        };
        let solved: Vec<u64> = plan.iter().filter(|(path, _)| table_exists(path)).map(|&(_, n)| n).collect();
        TablesStatus {
            tiers: plan.len(),
            tiers_solved: solved.len(),
            positions: plan.iter().map(|&(_, n)| n).sum(),
            positions_solved: solved.iter().sum(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_follows_a_solve_made_while_the_folder_is_in_use() {
        use reynard_rules::VariantOptions;
        let mut variant = reynard_rules::hunt::Variant::preset("catch-the-hare").expect("preset");
        for pair in ["flock_points=a1,b1,c1", "fox_wins_at=1"] {
            variant.set_pair(pair).expect("an option");
        }
        let rules = Rules::new(&variant).expect("rules");
        let dir = std::env::temp_dir().join(format!("reynard-tables-status-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let tables = TableDir::new(&dir);
        // No folder yet: nothing known, nothing solved, the whole solve still to do.
        assert!(tables.hunt(&rules).is_none());
        let before = tables.status(&rules);
        assert_eq!((before.tiers_solved, before.positions_solved), (0, 0));
        assert!(before.tiers > 0 && before.positions > 0 && !before.complete());
        assert_eq!(before.estimate_seconds(1), before.positions.div_ceil(SOLVED_PER_CORE_SECOND));
        // A solve into the folder (as `reynard solve --dir` from another process): seen at once.
        let report = Tablebase::new(&rules, &dir).solve(&reynard_solver::NoProgress).expect("solved");
        let after = tables.status(&rules);
        assert!(after.complete(), "{after:?}");
        assert_eq!(after.positions_solved, report.tiers.iter().map(|t| t.positions).sum::<u64>());
        assert_eq!(after.estimate_seconds(2), 0);
        assert!(tables.hunt(&rules).is_some_and(|o| o.probe(&rules, &rules.game_start()).is_some()));
        // A folder of compressed tables only is as solved, and as known.
        let packed = dir.with_extension("packed");
        let _ = std::fs::remove_dir_all(&packed);
        std::fs::create_dir_all(&packed).expect("a folder");
        let plain = Tablebase::new(&rules, &dir);
        for tier in plain.tiers() {
            let target = reynard_solver::compressed::compressed_path(
                &packed.join(plain.path(tier).file_name().expect("a name")),
            );
            reynard_solver::compressed::compress_file(
                &plain.path(tier),
                &target,
                3,
                &reynard_solver::compressed::Contents::Every,
            )
            .expect("compressed");
        }
        let compressed = TableDir::new(&packed);
        assert_eq!(compressed.status(&rules), after);
        let start = rules.game_start();
        let known = |t: &TableDir| t.hunt(&rules).and_then(|o| o.probe(&rules, &start));
        assert_eq!(known(&compressed), known(&tables));
        let _ = std::fs::remove_dir_all(&packed);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_missing_folder_knows_nothing() {
        let tables = TableDir::new("/nonexistent/reynard-tables");
        let rules = Rules::preset("fox-geese").expect("preset");
        assert!(tables.hunt(&rules).is_none());
        assert!(hunt_oracle(&rules, Path::new("/nonexistent/reynard-tables")).is_none());
    }

    #[test]
    fn goats_in_hand_are_known_near_the_end_of_placement_or_from_placement_files() {
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
        // Once the placement phase is solved into its files, a new oracle reads the start
        // from them, and agrees with the search over the same phase.
        let tb = Tablebase::new(&rules, &dir);
        let searched = tb.probe(&start).expect("searched");
        tb.solve_placement(3, &mut |_| {}).expect("the placement phase solved");
        let oracle = hunt_oracle(&rules, &dir).expect("the folder exists");
        let known = oracle.probe(&rules, &start).expect("three in hand: read from the placement files");
        let want = match searched {
            Value::Win(_) => Known::Win(Known::UNKNOWN),
            Value::Loss(_) => Known::Loss(Known::UNKNOWN),
            Value::Draw => Known::Draw,
        };
        assert_eq!(known, want);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
