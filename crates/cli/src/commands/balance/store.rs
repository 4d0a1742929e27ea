//! The cells file: every finished cell of a balance run as one JSON line, appended as soon
//! as the cell is done, so that a run stopped at any point resumes with the cells it
//! finished. Lines are only ever added; a later line for the same cell wins.

use super::cell::{CellResult, MatchGames, Method};
use anyhow::{Context, Result, bail};
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

/// The cells file, open for appending, with the cells it held.
pub struct Store {
    path: PathBuf,
    file: File,
    cells: Vec<CellResult>,
}

impl Store {
    /// Opens (or creates) the cells file at `path`, with its folder.
    ///
    /// # Errors
    ///
    /// A file that cannot be read or created, or a line that is not a cell (naming the file
    /// and the line: such a file is not overwritten).
    pub fn open(path: &Path) -> Result<Store> {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
        }
        let mut cells = Vec::new();
        if path.exists() {
            let file = File::open(path).with_context(|| format!("reading {}", path.display()))?;
            for (i, line) in BufReader::new(file).lines().enumerate() {
                let line = line.with_context(|| format!("reading {}", path.display()))?;
                if line.trim().is_empty() {
                    continue;
                }
                match serde_json::from_str::<CellResult>(&line) {
                    Ok(cell) => cells.push(cell),
                    Err(err) => bail!(
                        "{} line {}: not a finished balance cell ({err}); mend or remove the line, or give another --cells file",
                        path.display(),
                        i + 1
                    ),
                }
            }
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("opening {} to add cells", path.display()))?;
        Ok(Store { path: path.to_path_buf(), file, cells })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The last stored cell that `wanted` accepts.
    pub fn find(&self, wanted: impl Fn(&CellResult) -> bool) -> Option<&CellResult> {
        self.cells.iter().rev().find(|c| wanted(c))
    }

    /// Adds a finished cell: one line, written and flushed at once.
    ///
    /// # Errors
    ///
    /// The line cannot be written.
    pub fn add(&mut self, cell: CellResult) -> Result<()> {
        // One write of the whole line, so that runs sharing the file do not interleave.
        let line = serde_json::to_string(&cell).context("writing a cell as JSON")? + "\n";
        self.file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.flush())
            .with_context(|| format!("adding a cell to {}", self.path.display()))?;
        self.cells.push(cell);
        Ok(())
    }
}

/// Whether a stored match can stand for a new one played as `wanted` says: the same
/// engine, games, opening, thinking time and seed. A solved cell always can.
pub fn same_measure(stored: &CellResult, wanted: &MatchGames) -> bool {
    match (stored.method, &stored.games) {
        (Method::Solved, _) => true,
        (Method::Match, Some(g)) => {
            g.player == wanted.player
                && g.games == wanted.games
                && g.opening_plies == wanted.opening_plies
                && g.time_ms == wanted.time_ms
                && g.seed == wanted.seed
        }
        (Method::Match, None) => false,
    }
}
