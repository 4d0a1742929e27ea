//! Checkpoints of the tier in work: a big tier takes hours, so its work words and queues
//! are saved now and then (and when a stop is asked for), and a solve that finds the
//! checkpoint of a tier resumes the tier from it instead of from the start.
//!
//! A checkpoint is taken between two steps of [`crate::retro`]: after a segment of the init
//! or after a level, when one is due ([`Checkpoints`]). The file (`…-h1-f13.ckpt`, beside
//! the tier's table; its format in [`mod@file`]) is written under a temporary name, made
//! durable and renamed, so an interruption while writing leaves the previous checkpoint
//! whole. Once the tier's table is written, the checkpoint is deleted.

mod file;

pub(crate) use file::read;
use file::{file_len, write};

use crate::queue::Buckets;
use crate::tier::TierId;
use crate::{Progress, SolveError};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU16, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// Why a checkpoint cannot be written or used.
#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    /// Reading or writing failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// The disk has no room for it.
    #[error("{path}: no room for a checkpoint: it needs {} MB with the room kept for the tier's table, {} MB are free", crate::memory::mb(*needed), crate::memory::mb(*free))]
    NoRoom {
        /// The file.
        path: PathBuf,
        /// Bytes it takes, with the room kept for the tier's table.
        needed: u64,
        /// Bytes free.
        free: u64,
    },
    /// The file is damaged, or was written for other rules, another tier or by another
    /// version of the solver.
    #[error("{path}: unusable checkpoint: {what}; delete it to solve the tier from its start")]
    Unusable {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        what: String,
    },
}

/// Where a tier solve stands at a checkpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// This many segments of the init are done.
    Init(u64),
    /// Every level below this one is done.
    Level(u64),
}

impl std::fmt::Display for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stage::Init(n) => write!(f, "{n} init segments done"),
            Stage::Level(n) => write!(f, "levels 0 to {} done", n.saturating_sub(1)),
        }
    }
}

/// The init of a tier is cut into this many segments, with a chance of a checkpoint after
/// each.
pub(crate) const INIT_SEGMENTS: u64 = 16;

/// When a tier solve saves its state, and whether it is asked to stop.
pub(crate) struct Checkpoints<'a> {
    /// The checkpoint file of the tier.
    path: PathBuf,
    /// The rules key of the tables.
    key: &'a str,
    /// The tier.
    tier: TierId,
    /// Time between checkpoints (`None`: only when a stop is asked for).
    every: Option<Duration>,
    /// Disk space a checkpoint must leave free: the tier's table, written at the end.
    reserve: u64,
    /// Set when the solve should stop at the next step, after a checkpoint.
    stop: Option<&'a AtomicBool>,
    /// When the last checkpoint was written (or the tier started).
    last: Instant,
    /// When this run started the tier.
    started: Instant,
    /// Seconds spent on the tier by the runs before this one (from its checkpoint).
    earlier: f64,
}

impl<'a> Checkpoints<'a> {
    /// The checkpoints of `tier`, starting now, in the file beside its `table`; each must
    /// leave `reserve` bytes free on the disk (the table's room).
    pub fn new(
        table: &Path,
        key: &'a str,
        tier: TierId,
        every: Option<Duration>,
        reserve: u64,
        stop: Option<&'a AtomicBool>,
    ) -> Checkpoints<'a> {
        let now = Instant::now();
        Checkpoints {
            path: path_for(table),
            key,
            tier,
            every,
            reserve,
            stop,
            last: now,
            started: now,
            earlier: 0.0,
        }
    }

    /// The saved state of the tier of `positions` positions and `segments` init segments,
    /// if it has a checkpoint.
    pub fn load(&mut self, positions: u64, segments: u64) -> Result<Option<Saved>, CheckpointError> {
        if !self.path.exists() {
            return Ok(None);
        }
        let saved = read(&self.path, self.key, self.tier, positions, segments)?;
        self.earlier = saved.seconds;
        Ok(Some(saved))
    }

    /// Seconds spent on the tier, by this run and those before.
    pub fn seconds(&self) -> f64 {
        self.earlier + self.started.elapsed().as_secs_f64()
    }

    /// Between two steps: writes a checkpoint if one is due or a stop is asked for, and
    /// then stops ([`SolveError::Interrupted`]) if asked to. A checkpoint that cannot be
    /// written is reported and the solve goes on.
    pub fn step(
        &mut self,
        stage: Stage,
        units: u64,
        slot: &[AtomicU16],
        buckets: &Buckets,
        progress: &dyn Progress,
    ) -> Result<(), SolveError> {
        let stop = self.stop.is_some_and(|s| s.load(Relaxed));
        let due = self.every.is_some_and(|every| self.last.elapsed() >= every);
        if !stop && !due {
            return Ok(());
        }
        let t0 = Instant::now();
        let written = self.write(stage, units, slot, buckets);
        match &written {
            Ok(bytes) => progress.checkpoint_written(self.tier, *bytes, t0.elapsed().as_secs_f64()),
            Err(err) => progress.checkpoint_failed(self.tier, err),
        }
        self.last = Instant::now();
        if stop {
            // Without a new checkpoint, an older one is still there to resume from.
            let resumable = written.is_ok() || self.path.exists();
            return Err(SolveError::Interrupted {
                tier: self.tier,
                checkpoint: resumable.then(|| self.path.clone()),
            });
        }
        Ok(())
    }

    fn write(
        &self,
        stage: Stage,
        units: u64,
        slot: &[AtomicU16],
        buckets: &Buckets,
    ) -> Result<u64, CheckpointError> {
        let needed = file_len(self.key, self.tier, slot.len() as u64, buckets);
        let dir = self.path.parent().unwrap_or(Path::new("."));
        // The room the tier's table will need stays free.
        let room = needed + self.reserve;
        if let Some(free) = crate::disk::free_bytes(dir).filter(|&free| free < room) {
            return Err(CheckpointError::NoRoom { path: self.path.clone(), needed: room, free });
        }
        write(&self.path, self.key, self.tier, stage, (units, self.seconds()), slot, buckets)
    }
}

/// Deletes the checkpoint of a tier whose table is `table` (and a temporary file left by an
/// interrupted write): the tier is solved.
pub(crate) fn remove(table: &Path) {
    let path = path_for(table);
    for path in [file::temp_path(&path), path] {
        // A checkpoint left behind is never read again (the tier has its table), so a failure
        // to delete it costs only disk space.
        let _ = std::fs::remove_file(path);
    }
}

/// The state of a tier solve at a checkpoint.
pub(crate) struct Saved {
    /// Where it stands.
    pub stage: Stage,
    /// Work units done (see [`crate::Progress::advance`]).
    pub units: u64,
    /// Seconds spent on the tier so far.
    pub seconds: f64,
    /// The work words.
    pub slot: Vec<AtomicU16>,
    /// The queues.
    pub buckets: Buckets,
}

/// The checkpoint file of a tier whose table is `table`.
pub(crate) fn path_for(table: &Path) -> PathBuf {
    table.with_extension("ckpt")
}
