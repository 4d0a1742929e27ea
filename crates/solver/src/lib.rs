//! Retrograde analysis of the hunt games: every position of a variant solved (win, loss or
//! draw with the distance in plies), kept in table files, and probed.
//!
//! - Positions are indexed by (side to move, canonical hunter placement, combination rank
//!   of the flock among the free points), reduced by the symmetries the rules respect
//!   (see [`index`]).
//! - A *tier* is all positions with the same material ([`TierId`]). Captures (and huffing)
//!   only lower material, so tiers are solved smallest first and a capture leads into a
//!   solved tier. Where the flock never steps backwards, a tier splits further by progress
//!   (the sum of the ranks of the flock), solved from the most advanced down, so a forward
//!   step leads into a solved sub-tier too ([`weighted`]). Inside a tier, retrograde
//!   analysis with unmoves (steps backwards) gives exact distances: the winner hurries, the loser delays; positions never resolved are
//!   draws (endless play; repetition is not part of a position).
//! - Each solved tier is a file ([`table_file`]); a solve skips tiers whose file is there, so it
//!   resumes after an interruption. The tier in work is saved in a checkpoint file now and
//!   then ([`Tablebase::checkpoint_every`]) and when a stop is asked for
//!   ([`Tablebase::stop_on`]); a solve resumes the tier from it. Solved tiers are
//!   memory-mapped from their files (checked once when opened), so a solve holds only the
//!   tier in work in memory: 2 bytes a position and queues of 4-byte entries ([`memory`]
//!   estimates it; a tier that would not fit is refused before it starts).
//! - The placement phase (`hunter_start = choose`) is not stored: probing it searches the
//!   placements on top of the tables.
//!
//! Peg solitaire, a one-player game, has its own solver in [`solitaire`]: a search for a
//! way to one peg (or a proof there is none) and the count of the reachable positions.
//!
//! ```no_run
//! use reynard_rules::hunt::Rules;
//! use reynard_solver::{NoProgress, Tablebase};
//! let rules = Rules::preset("catch-the-hare").expect("a preset");
//! let tb = Tablebase::new(&rules, "tables");
//! tb.solve(&NoProgress).expect("solved");
//! let value = tb.probe(&rules.game_start()).expect("probed");
//! println!("{value}");
//! ```

mod captures;
mod checkpoint;
mod compact;
pub mod compressed;
mod context;
mod counts;
pub mod disk;
mod huge;
pub mod index;
mod mapped;
pub mod memory;
pub mod placement;
pub mod placement_solve;
mod queue;
mod report;
mod retro;
pub mod solitaire;
mod solved_tiers;
mod sparse;
pub mod table_file;
mod tier;
mod tier_values;
mod value;
pub mod weighted;

pub use checkpoint::CheckpointError;
pub use compact::Compacted;
pub use memory::MemoryPlan;
pub use report::{NoProgress, Progress, SolveReport, TierReport};
pub use table_file::TableError;
pub use tier::TierId;
pub use tier_values::{Storage, TierValues};
pub use value::{MAX_DISTANCE, SEARCHED, UNKNOWN_DISTANCE, Value};

use context::Context;
use counts::Counts;
use mapped::MappedTableFile;
use reynard_rules::Side;
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Move, Position, Rules};
use solved_tiers::{SolvedTier, SolvedTiers};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// Why a solve or a probe failed.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// A table file could not be read, written, or belongs to something else.
    #[error(transparent)]
    Table(#[from] TableError),
    /// A probe needs a tier that has not been solved.
    #[error("tier {tier} is not solved: no table {path} (run `reynard solve` first)")]
    NotSolved {
        /// The tier.
        tier: TierId,
        /// Where its file would be.
        path: PathBuf,
    },
    /// A tier with more positions than this machine can address.
    #[error("a tier of {0} positions is too large for this machine's address space")]
    TooLarge(u64),
    /// A tier would not fit in the memory available now: the solve stops before it starts
    /// the tier instead of being killed halfway (see [`Tablebase::force`]).
    #[error(
        "tier {tier} needs about {} MB of memory to solve ({} MB of work words, {} MB of queues, {} MB of layouts), but only {} MB are available; free memory, or force it (`reynard solve --force`)",
        memory::mb(plan.peak()), memory::mb(plan.work), memory::mb(plan.queues), memory::mb(plan.layouts), memory::mb(*available)
    )]
    OutOfMemory {
        /// The tier.
        tier: TierId,
        /// What it needs (beyond the layouts the solve holds already, against
        /// `MemAvailable`).
        plan: MemoryPlan,
        /// Bytes available (`MemAvailable`), or the limit set.
        available: u64,
    },
    /// The table of a tier would not fit on the disk: the solve stops before it starts the
    /// tier instead of failing to write it at the end (see [`Tablebase::force`]).
    #[error(
        "tier {tier} needs {} MB of disk for its table, but only {} MB are free in {}; free space, or force it (`reynard solve --force`)",
        memory::mb(*needed), memory::mb(*free), dir.display()
    )]
    NoDiskSpace {
        /// The tier.
        tier: TierId,
        /// Bytes its table file takes.
        needed: u64,
        /// Bytes free on the file system of the tables.
        free: u64,
        /// The directory of the tables.
        dir: PathBuf,
    },
    /// A checkpoint could not be read.
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    /// The solve stopped because a stop was asked for ([`Tablebase::stop_on`]).
    #[error(
        "stopped on request in tier {tier}; {}",
        match checkpoint {
            Some(path) => format!("the same command resumes it from its checkpoint {}", path.display()),
            None => "it starts from its beginning when the same command is run again".to_string(),
        }
    )]
    Interrupted {
        /// The tier in work.
        tier: TierId,
        /// The checkpoint the same solve resumes the tier from, if there is one.
        checkpoint: Option<PathBuf>,
    },
    /// A placement solve was asked to stop (see [`Tablebase::stop_on`]) before a tier: the
    /// tiers solved before it are in their files, and the same solve goes on from there.
    #[error(
        "stopped before placement tier {in_hand} in hand, {captured} taken: the tiers solved so far are in their files; the same command goes on from there"
    )]
    PlacementInterrupted {
        /// Pieces in hand of the tier that was next.
        in_hand: u8,
        /// Pieces captured of that tier.
        captured: u8,
    },
    /// The position cannot be in a table of these rules (wrong number of pieces).
    #[error("the position has no place in the tables of these rules")]
    NotIndexed,
    /// Flock pieces may step while others are in hand: the placement phase has cycles, and
    /// the tables hold only the positions after it.
    #[error(
        "flock_moves_while_placing = true is not solved: the placement phase then has cycles, and the tables hold only the positions after it"
    )]
    PlacementCycles,
    /// The placement phase below a position is larger than a probe searches.
    #[error(
        "the placement phase below this position has more than {0} positions: too many for a search (the tables hold the positions after placement); ask for a position with fewer pieces in hand"
    )]
    PlacementTooLarge(usize),
    /// A tier needs a lower tier whole, and its table is sparse.
    #[error(
        "tier {tier} needs every value of tier {lower}, but {path} is a sparse table (it keeps some positions only): solve beside the table files, or compress them after"
    )]
    SparseLowerTier {
        /// The tier to solve.
        tier: TierId,
        /// The lower tier.
        lower: TierId,
        /// Its sparse table.
        path: PathBuf,
    },
    /// A probe of a sparse table searched deeper than such a table ever needs: the table
    /// does not fit these rules.
    #[error("the sparse table of tier {0} needs a search deeper than {max} plies here: it does not fit these rules", max = sparse::MAX_SEARCH_PLIES)]
    SparseTooDeep(TierId),
    /// A position left out of a sparse table is not the best of its moves in the source:
    /// the table would read another value there, so it is not written.
    #[error(
        "tier {tier} slot {slot}: the table says {stored}, the best of the moves says {searched}: a sparse table would be wrong there"
    )]
    NotSearchable {
        /// The tier.
        tier: TierId,
        /// The slot.
        slot: u64,
        /// Its value in the source.
        stored: Value,
        /// The best of its moves' values.
        searched: Value,
    },
    /// A broken invariant of the solver (a bug).
    #[error("internal solver error: {0}")]
    Internal(&'static str),
}

/// The text that identifies the rules a table belongs to: every option that changes the
/// game from a position on (start positions, names and the placement phase do not).
pub fn rules_key(rules: &Rules) -> String {
    const KEYS: [&str; 10] = [
        "board",
        "lines",
        "fox_wins_at",
        "flock_diagonals",
        "flock_directions",
        "capture",
        "huffing",
        "removal",
        "breakthrough",
        "fort",
    ];
    let v = rules.variant();
    let mut key = KEYS.iter().map(|k| format!("{k}={}", v.get(k).unwrap_or_default())).collect::<Vec<_>>();
    // Rules added later join the key only where they differ from the old games, so that
    // the tables solved before them keep their names.
    if !v.chains {
        key.push("chains=false".to_string());
    }
    if rules.flock_places() {
        // With a flock in hand, `fox_wins_at` counts from 20: the threshold is what decides.
        key.push(format!("threshold={}", rules.threshold()));
    }
    key.join(";")
}

/// FNV-1a, for short file names.
fn fnv32(text: &str) -> u32 {
    text.bytes().fold(0x811C_9DC5u32, |h, b| (h ^ b as u32).wrapping_mul(0x0100_0193))
}

/// Solved tables of one variant: solving, reading back, probing.
#[derive(Debug)]
pub struct Tablebase {
    ctx: Context,
    dir: PathBuf,
    key: String,
    solved: RwLock<SolvedTiers>,
    /// Placement tiers read from their files, by pieces in hand and captured.
    placement_tiers: RwLock<HashMap<placement_solve::HandTier, placement_solve::PlacementTier>>,
    storage: Storage,
    force: bool,
    memory_limit: Option<u64>,
    checkpoint_every: Option<Duration>,
    stop: Option<Arc<AtomicBool>>,
}

/// One tier of a solve as planned before it runs (see [`Tablebase::plan`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TierPlan {
    /// The tier.
    pub tier: TierId,
    /// Slots before the symmetric duplicates are packed out.
    pub slots: u64,
    /// Positions (canonical, counted exactly).
    pub positions: u64,
    /// Size of its table file in bytes.
    pub table_bytes: u64,
    /// Memory to solve it, with every tier before it solved.
    pub memory: MemoryPlan,
    /// Its table file is there already.
    pub solved: bool,
    /// It has a checkpoint: a solve resumes it from there.
    pub checkpoint: bool,
}

impl Tablebase {
    /// The tables of `rules` in `dir` (nothing is read until needed).
    pub fn new(rules: &Rules, dir: impl Into<PathBuf>) -> Tablebase {
        Tablebase {
            ctx: Context::new(rules),
            dir: dir.into(),
            key: rules_key(rules),
            solved: RwLock::new(SolvedTiers::new()),
            placement_tiers: RwLock::default(),
            storage: Storage::Mapped,
            force: false,
            memory_limit: None,
            checkpoint_every: None,
            stop: None,
        }
    }

    /// Saves the state of the tier in work every `every` (none by default): a solve that
    /// finds a tier's checkpoint resumes the tier from it (see the `checkpoint` module).
    pub fn checkpoint_every(mut self, every: Option<Duration>) -> Tablebase {
        self.checkpoint_every = every;
        self
    }

    /// A solve checks `stop` between its steps: once it is set, the solve writes a
    /// checkpoint of the tier in work and returns [`SolveError::Interrupted`].
    pub fn stop_on(mut self, stop: Arc<AtomicBool>) -> Tablebase {
        self.stop = Some(stop);
        self
    }

    /// The checkpoint file of a tier (there while the tier is in work or interrupted).
    pub fn checkpoint_path(&self, tier: TierId) -> PathBuf {
        checkpoint::path_for(&self.path(tier))
    }

    /// Lets a solve use at most `bytes` of memory (or what is available, if less): a solve
    /// whose largest tier still to solve is estimated to need more is refused, before it
    /// starts, with [`SolveError::OutOfMemory`].
    pub fn limit_memory(mut self, bytes: u64) -> Tablebase {
        self.memory_limit = Some(bytes);
        self
    }

    /// How solved tiers are held: mapped from their files (the default) or read into memory.
    pub fn with_storage(mut self, storage: Storage) -> Tablebase {
        self.storage = storage;
        self
    }

    /// With `true`, a solve starts every tier even when its estimated memory exceeds the
    /// memory available ([`SolveError::OutOfMemory`] otherwise) or its table the free disk
    /// space ([`SolveError::NoDiskSpace`]).
    pub fn force(mut self, force: bool) -> Tablebase {
        self.force = force;
        self
    }

    /// How solved tiers are held.
    pub fn storage(&self) -> Storage {
        self.storage
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.ctx.rules
    }

    /// The rules key written into every table file.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Whether a tier is solved here: its table file, or its compressed file, is there.
    pub fn has_table(&self, tier: TierId) -> bool {
        compressed::table_exists(&self.path(tier))
    }

    /// The file of a tier.
    pub fn path(&self, tier: TierId) -> PathBuf {
        self.dir.join(format!("hunt-{:08x}-{tier}.rtb", fnv32(&self.key)))
    }

    /// The tiers a game from the rules' start reaches, smallest first.
    pub fn tiers(&self) -> Vec<TierId> {
        self.ctx.tiers_from(&self.ctx.rules.game_start())
    }

    /// Slots of a tier before symmetric duplicates are packed out: an upper bound of its
    /// positions, known without building anything (a table has one slot per position).
    pub fn raw_len(&self, tier: TierId) -> u64 {
        self.ctx.raw_len(tier)
    }

    fn layout(&self, tier: TierId) -> Result<Arc<index::Layout>, SolveError> {
        self.ctx.layout(tier).ok_or(SolveError::NotIndexed)
    }

    /// The tiers with their sizes and the memory each needs to solve, smallest first
    /// (nothing is built or read: positions are counted, see [`index::Indexer::positions`]).
    pub fn plan(&self) -> Vec<TierPlan> {
        let mut layouts = 0;
        let mut mapped = 0;
        let mut out = Vec::new();
        for tier in self.tiers() {
            let Some(ix) = self.ctx.indexer(tier.hunters) else { continue };
            let progress = tier.progress.map(u32::from);
            let positions = ix.positions(tier.flock as u32, progress);
            let table_bytes = table_file::file_len(&self.key, tier, positions);
            layouts += ix.layout_bytes(tier.flock as u32, progress);
            out.push(TierPlan {
                tier,
                slots: self.raw_len(tier),
                positions,
                table_bytes,
                memory: MemoryPlan::new(positions, progress.is_some(), layouts, mapped),
                solved: self.has_table(tier),
                checkpoint: self.checkpoint_path(tier).exists(),
            });
            mapped += table_bytes;
        }
        out
    }

    /// Solves every tier a game from the start reaches (tiers already on disk are checked
    /// and used instead), smallest first. Only the tier in work is held in memory; the
    /// solved ones are mapped from their files (or read, see [`Storage`]).
    pub fn solve(&self, progress: &dyn Progress) -> Result<SolveReport, SolveError> {
        if self.ctx.rules.steps_while_placing() {
            return Err(SolveError::PlacementCycles);
        }
        let tiers = self.tiers();
        let todo: u64 = tiers.iter().filter(|t| !self.has_table(**t)).map(|t| 2 * self.raw_len(*t)).sum();
        progress.start(todo);
        let plans = self.plan();
        // The memory is checked once, for the largest tier still to solve, before anything
        // is solved: a run that cannot finish says so at once, not hours in. (Checked again
        // at each tier, `fox-geese-17` stopped at its 16th tier for want of 132 MB: the
        // queue allowance is about four times what its queues held, and memory the run had
        // used and given back did not count as available.)
        if let Some(largest) = plans.iter().filter(|p| !p.solved).max_by_key(|p| p.memory.peak()) {
            self.check_memory(largest.tier, largest.memory)?;
        }
        let mut reports = Vec::new();
        // A tier below whose table is sparse: no tier above it can be solved here.
        let mut sparse_below = None;
        for tier in tiers {
            let path = self.path(tier);
            let report = if self.has_table(tier) {
                // A checkpoint left by a solve stopped between writing the table and
                // deleting it.
                checkpoint::remove(&path);
                let counts = self.open(tier)?;
                if sparse_below.is_none() && self.tier_values(tier)?.is_sparse() {
                    sparse_below = Some(tier);
                }
                let file = if path.exists() { path.clone() } else { compressed::compressed_path(&path) };
                let bytes = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
                TierReport::new(tier, counts, bytes, 0.0, true)
            } else {
                if let Some(plan) = plans.iter().find(|p| p.tier == tier) {
                    self.check_disk(tier, plan.table_bytes)?;
                }
                if self.stop.as_ref().is_some_and(|s| s.load(Relaxed)) {
                    return Err(SolveError::Interrupted { tier, checkpoint: None });
                }
                let layout = self.layout(tier)?;
                progress.tier(tier, self.raw_len(tier));
                let mut checkpoints = checkpoint::Checkpoints::new(
                    &path,
                    &self.key,
                    tier,
                    self.checkpoint_every,
                    table_file::file_len(&self.key, tier, layout.len()),
                    self.stop.as_deref(),
                );
                let solved = {
                    let lower = self.solved.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
                    if let Some(sparse) = sparse_below {
                        let path = compressed::compressed_path(&self.path(sparse));
                        return Err(SolveError::SparseLowerTier { tier, lower: sparse, path });
                    }
                    retro::solve_tier(&self.ctx, tier, &layout, &lower, progress, &mut checkpoints)?
                };
                let queue_peak = solved.queue_peak;
                let (bytes, counts) = write_when_room(&solved, &path, &self.key, tier, progress)?;
                drop(solved);
                checkpoint::remove(&path);
                // Over every run, where the tier was resumed from a checkpoint.
                let seconds = checkpoints.seconds();
                // The tier is used from its file from now on (checked like any other).
                self.open(tier)?;
                TierReport { queue_peak, ..TierReport::new(tier, counts, bytes, seconds, false) }
            };
            progress.tier_done(&report);
            reports.push(report);
        }
        Ok(SolveReport { tiers: reports })
    }

    /// Refuses to solve a tier whose estimated memory exceeds what is available, or the
    /// limit set (unless forced, or where the system does not say). The layouts of the
    /// lower tiers that are open already, which the plan counts, are held: of the memory
    /// available only the rest is needed, while a limit counts them all.
    fn check_memory(&self, tier: TierId, plan: MemoryPlan) -> Result<(), SolveError> {
        if self.force {
            return Ok(());
        }
        if let Some(limit) = self.memory_limit.filter(|&limit| plan.peak() > limit) {
            return Err(SolveError::OutOfMemory { tier, plan, available: limit });
        }
        let held: u64 = self
            .solved
            .read()
            .map_err(|_| SolveError::Internal("lock poisoned"))?
            .values()
            .map(|t| t.layout.map_bytes())
            .sum();
        let more = MemoryPlan { layouts: plan.layouts.saturating_sub(held), ..plan };
        match memory::available() {
            Some(available) if more.peak() > available => {
                Err(SolveError::OutOfMemory { tier, plan: more, available })
            }
            _ => Ok(()),
        }
    }

    /// Refuses to start a tier whose table would not fit on the disk (unless forced, or
    /// where the system does not say).
    fn check_disk(&self, tier: TierId, needed: u64) -> Result<(), SolveError> {
        if self.force {
            return Ok(());
        }
        match disk::free_bytes(&self.dir) {
            Some(free) if needed > free => {
                Err(SolveError::NoDiskSpace { tier, needed, free, dir: self.dir.clone() })
            }
            _ => Ok(()),
        }
    }

    /// Opens (maps or reads) and checks the file of a tier and keeps it at hand; returns
    /// the counts of its values.
    fn open(&self, tier: TierId) -> Result<Counts, SolveError> {
        let path = self.path(tier);
        let packed = compressed::compressed_path(&path);
        if !path.exists() && !packed.exists() {
            return Err(SolveError::NotSolved { tier, path });
        }
        let layout = self.layout(tier)?;
        // Only the compressed file at hand (a folder of compressed tables): read from it.
        let storage = if path.exists() { self.storage } else { Storage::Compressed };
        let (values, counts) = match storage {
            Storage::Compressed => {
                let (table, counts) =
                    compressed::CompressedTable::open(&packed, &self.key, tier, layout.len())?;
                (TierValues::compressed(table), counts)
            }
            Storage::Mapped => {
                let (table, counts) = MappedTableFile::open(&path, &self.key, tier, layout.len())?;
                (TierValues::mapped(table), counts)
            }
            Storage::Loaded => {
                let (values, counts) = table_file::read_counted(&path, &self.key, tier, layout.len())?;
                (TierValues::loaded(values), counts)
            }
        };
        self.solved
            .write()
            .map_err(|_| SolveError::Internal("lock poisoned"))?
            .insert(tier, SolvedTier { layout, values: Arc::new(values) });
        Ok(counts)
    }

    /// Opens a tier from its file if it is not at hand.
    fn load(&self, tier: TierId) -> Result<(), SolveError> {
        if self.solved.read().map_err(|_| SolveError::Internal("lock poisoned"))?.contains_key(&tier) {
            return Ok(());
        }
        self.open(tier).map(|_| ())
    }

    /// The value of a position for the side to move. Positions with pieces in hand are
    /// searched over the placement phase on top of the tables (`placement.rs`).
    ///
    /// # Errors
    ///
    /// A table that is not solved or cannot be read; [`SolveError::PlacementCycles`] for a
    /// placement phase with cycles.
    pub fn probe(&self, pos: &Position) -> Result<Value, SolveError> {
        if pos.to_place() > 0 {
            return self.probe_placing(pos);
        }
        self.probe_stored(pos)
    }

    /// The value of a position after any placement: decided by the end rules, or read
    /// from its tier's table (or, where a sparse table leaves it out, searched).
    pub(crate) fn probe_stored(&self, pos: &Position) -> Result<Value, SolveError> {
        self.probe_within(pos, 0)
    }

    /// [`Tablebase::probe_stored`], `plies` deep in the search of a sparse table.
    pub(crate) fn probe_within(&self, pos: &Position, plies: u32) -> Result<Value, SolveError> {
        let rules = &self.ctx.rules;
        if let Some(outcome) = rules.outcome(pos) {
            return Ok(value_of_end(pos, outcome));
        }
        let tier = self.ctx.tier_of(pos);
        if self.ctx.indexer(tier.hunters).is_none() {
            return Err(SolveError::NotIndexed);
        }
        self.load(tier)?;
        let v = {
            let solved = self.solved.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
            self.ctx.lookup(pos, &solved)
        };
        if v == value::SEARCHED {
            return self.searched(pos, tier, plies);
        }
        Value::unpack(v).ok_or(SolveError::NotIndexed)
    }

    /// Every legal move of a position with its value for the side that makes it (distance
    /// counted from this position), best first.
    pub fn probe_moves(&self, pos: &Position) -> Result<Vec<(Move, Value)>, SolveError> {
        let rules = &self.ctx.rules;
        let mut out = Vec::new();
        for mv in rules.moves(pos) {
            let child = rules.play_unchecked(pos, mv);
            let v = through(pos, &child, self.probe(&child)?);
            out.push((mv, v));
        }
        out.sort_by_key(|(_, v)| -v.preference());
        Ok(out)
    }

    /// The side that wins from `pos` with perfect play, if any, and the value.
    pub fn winner(&self, pos: &Position) -> Result<(Option<Side>, Value), SolveError> {
        let v = self.probe(pos)?;
        Ok((
            match v {
                Value::Win(_) => Some(pos.side()),
                Value::Loss(_) => Some(pos.side().other()),
                Value::Draw => None,
            },
            v,
        ))
    }

    /// The values of a solved tier (opened from its file if needed), for checks.
    pub fn tier_values(&self, tier: TierId) -> Result<Arc<TierValues>, SolveError> {
        self.load(tier)?;
        let solved = self.solved.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
        solved.get(&tier).map(|t| t.values.clone()).ok_or(SolveError::Internal("tier vanished"))
    }

    /// The position in a slot of a tier with its value (`None` past the end of the tier).
    pub fn slot(&self, tier: TierId, index: u64) -> Result<Option<(Position, Value)>, SolveError> {
        let values = self.tier_values(tier)?;
        if index >= values.len() {
            return Ok(None);
        }
        let ix = self.ctx.indexer(tier.hunters).ok_or(SolveError::NotIndexed)?;
        let layout = self.layout(tier)?;
        let (side, _, hunters, flock) = index::TierIndex { ix, layout: &layout }.decode(index);
        let pos = Position::new(hunters, flock, side, 0, false);
        let v = match values.value(index) {
            Some(v) => v,
            // Left out of a sparse table: as a probe finds it (the end rules first).
            None if values.packed(index) == value::SEARCHED => self.probe_stored(&pos)?,
            None => return Ok(None),
        };
        Ok(Some((pos, v)))
    }

    /// Drops the solved tiers at hand: unmaps or frees them (files stay).
    pub fn forget(&self) {
        if let Ok(mut t) = self.solved.write() {
            t.clear();
        }
    }

    /// The directory of the table files.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// Seconds between attempts to write a solved tier when the disk is full.
const WRITE_RETRY_SECONDS: u64 = 60;

/// Attempts at most (a day) before a full disk fails the solve.
const WRITE_ATTEMPTS: u32 = 24 * 60;

/// Writes a solved tier; while the disk is full, keeps the values (hours of work on a big
/// tier) and tries again every minute, for up to a day, telling `progress` each time.
fn write_when_room(
    solved: &retro::Solved,
    path: &Path,
    key: &str,
    tier: TierId,
    progress: &dyn Progress,
) -> Result<(u64, Counts), SolveError> {
    let mut attempt = 1;
    loop {
        match solved.write(path, key, tier) {
            Ok(done) => return Ok(done),
            Err(err @ TableError::Io { .. }) if is_disk_full(&err) && attempt < WRITE_ATTEMPTS => {
                progress.write_failed(tier, &err, WRITE_RETRY_SECONDS);
                std::thread::sleep(std::time::Duration::from_secs(WRITE_RETRY_SECONDS));
                attempt += 1;
            }
            Err(err) => return Err(err.into()),
        }
    }
}

/// Whether a table error says the disk (or the quota) is full.
fn is_disk_full(err: &TableError) -> bool {
    matches!(err, TableError::Io { source, .. }
        if source.kind() == std::io::ErrorKind::StorageFull)
}

/// The value for the side to move in `pos` of a move to `child` worth `v` there.
/// The value for the side to move of a finished game.
fn value_of_end(pos: &Position, outcome: reynard_rules::hunt::Outcome) -> Value {
    match outcome.winner() {
        Some(side) if side == pos.side() => Value::Win(0),
        Some(_) => Value::Loss(0),
        None => Value::Draw,
    }
}

pub(crate) fn through(pos: &Position, child: &Position, v: Value) -> Value {
    if child.side() == pos.side() {
        // The same side moves again (after a placement).
        match v {
            Value::Win(d) => Value::Win(d.saturating_add(1)),
            Value::Loss(d) => Value::Loss(d.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    } else {
        v.before()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_full_disk_is_waited_for() {
        let io = |kind| TableError::Io { path: PathBuf::from("t"), source: std::io::Error::from(kind) };
        assert!(is_disk_full(&io(std::io::ErrorKind::StorageFull)));
        assert!(!is_disk_full(&io(std::io::ErrorKind::PermissionDenied)));
        assert!(!is_disk_full(&TableError::NotATable(PathBuf::from("t"))));
    }
}
