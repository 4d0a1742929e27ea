//! Solved tables by folder, opened once per process: a table folder keeps its files open
//! and mapped, so every call that names the same folder shares them.

use reynard_tables::TableDir;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, LazyLock, Mutex};

static OPEN: LazyLock<Mutex<HashMap<PathBuf, Arc<TableDir>>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// The tables in `dir` (none known when `None` or when the folder does not exist).
pub fn tables(dir: Option<PathBuf>) -> Arc<TableDir> {
    let dir = dir.unwrap_or_default();
    // A panic while the lock was held cannot leave the map half-changed (one insert).
    let mut open = OPEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    open.entry(dir.clone()).or_insert_with(|| Arc::new(TableDir::new(dir))).clone()
}
