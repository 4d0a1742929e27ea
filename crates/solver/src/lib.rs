//! Retrograde analysis of the hunt games: every position of a variant solved (win, loss or
//! draw with the distance in plies), kept in table files, and probed.
//!
//! - Positions are indexed by (side to move, canonical hunter placement, combination rank
//!   of the flock among the free points), reduced by the symmetries the rules respect
//!   (see [`index`]).
//! - A *tier* is all positions with the same material ([`TierId`]). Captures (and huffing)
//!   only lower material, so tiers are solved smallest first and a capture leads into a
//!   solved tier. Inside a tier, retrograde analysis with unmoves (steps backwards) gives
//!   exact distances: the winner hurries, the loser delays; positions never resolved are
//!   draws (endless play; repetition is not part of a position).
//! - Each solved tier is a file ([`table`]); a solve skips tiers whose file is there, so it
//!   resumes after an interruption.
//! - The placement phase (`hunter_start = choose`) is not stored: probing it searches the
//!   placements on top of the tables.
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

mod context;
pub mod index;
mod retro;
pub mod table;
mod value;

pub use context::TierId;
pub use table::TableError;
pub use value::{MAX_DISTANCE, Value};

use context::{Context, Tables, Tier};
use reynard_rules::Side;
use reynard_rules::hunt::{Move, Position, Rules};
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::Instant;

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
    /// A tier too large to hold in memory on this machine.
    #[error("a tier of {0} slots is too large")]
    TooLarge(u64),
    /// The position cannot be in a table of these rules (wrong number of pieces).
    #[error("the position has no place in the tables of these rules")]
    NotIndexed,
    /// A broken invariant of the solver (a bug).
    #[error("internal solver error: {0}")]
    Internal(&'static str),
}

/// Receives progress reports from a solve (called from worker threads).
pub trait Progress: Sync {
    /// The solve starts: `total` units of work (two per slot of the tiers to solve, counted
    /// before symmetric duplicates are packed out, see [`Tablebase::raw_len`]).
    fn start(&self, _total: u64) {}
    /// A tier starts (its work is at most `2 * slots` units).
    fn tier(&self, _tier: TierId, _slots: u64) {}
    /// `n` more units are done.
    fn advance(&self, _n: u64) {}
    /// A tier is finished (solved or read back).
    fn tier_done(&self, _report: &TierReport) {}
}

/// Progress reports that go nowhere.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoProgress;

impl Progress for NoProgress {}

/// What a solve found in one tier.
#[derive(Clone, Debug, PartialEq)]
pub struct TierReport {
    /// The tier.
    pub tier: TierId,
    /// Slots of its table: one per position.
    pub slots: u64,
    /// Canonical positions.
    pub positions: u64,
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest win or loss, in plies.
    pub longest: u16,
    /// Size of the table file in bytes.
    pub bytes: u64,
    /// Seconds spent solving (0 when read back from a file).
    pub seconds: f64,
    /// The tier was already solved on disk.
    pub resumed: bool,
}

/// What a solve did.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveReport {
    /// Every tier of the variant, smallest first.
    pub tiers: Vec<TierReport>,
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
    KEYS.iter().map(|k| format!("{k}={}", v.get(k).unwrap_or_default())).collect::<Vec<_>>().join(";")
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
    tables: RwLock<Tables>,
}

impl Tablebase {
    /// The tables of `rules` in `dir` (nothing is read until needed).
    pub fn new(rules: &Rules, dir: impl Into<PathBuf>) -> Tablebase {
        Tablebase {
            ctx: Context::new(rules),
            dir: dir.into(),
            key: rules_key(rules),
            tables: RwLock::new(Tables::new()),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.ctx.rules
    }

    /// The rules key written into every table file.
    pub fn key(&self) -> &str {
        &self.key
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

    /// Solves every tier a game from the start reaches (tiers already on disk are read and
    /// checked instead), smallest first.
    pub fn solve(&self, progress: &dyn Progress) -> Result<SolveReport, SolveError> {
        let tiers = self.tiers();
        let todo: u64 = tiers.iter().filter(|t| !self.path(**t).exists()).map(|t| 2 * self.raw_len(*t)).sum();
        progress.start(todo);
        let mut reports = Vec::new();
        for tier in tiers {
            let path = self.path(tier);
            let layout = self.layout(tier)?;
            let slots = layout.len();
            let (values, resumed, seconds, bytes) = if path.exists() {
                let values = table::read(&path, &self.key, tier, slots)?;
                let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
                (values, true, 0.0, bytes)
            } else {
                progress.tier(tier, self.raw_len(tier));
                let t0 = Instant::now();
                let values = {
                    let lower = self.tables.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
                    retro::solve_tier(&self.ctx, tier, &layout, &lower, progress)?
                };
                let bytes = table::write(&path, &self.key, tier, &values)?;
                (values, false, t0.elapsed().as_secs_f64(), bytes)
            };
            let report = count(tier, &values, bytes, seconds, resumed);
            progress.tier_done(&report);
            reports.push(report);
            self.tables
                .write()
                .map_err(|_| SolveError::Internal("lock poisoned"))?
                .insert(tier, Tier { layout, values: Arc::new(values) });
        }
        Ok(SolveReport { tiers: reports })
    }

    /// Loads a tier from its file if it is not in memory.
    fn load(&self, tier: TierId) -> Result<(), SolveError> {
        if self.tables.read().map_err(|_| SolveError::Internal("lock poisoned"))?.contains_key(&tier) {
            return Ok(());
        }
        let path = self.path(tier);
        if !path.exists() {
            return Err(SolveError::NotSolved { tier, path });
        }
        let layout = self.layout(tier)?;
        let values = table::read(&path, &self.key, tier, layout.len())?;
        self.tables
            .write()
            .map_err(|_| SolveError::Internal("lock poisoned"))?
            .insert(tier, Tier { layout, values: Arc::new(values) });
        Ok(())
    }

    /// The value of a position for the side to move. Placement positions are searched
    /// over their placements on top of the tables.
    pub fn probe(&self, pos: &Position) -> Result<Value, SolveError> {
        let rules = &self.ctx.rules;
        if let Some(outcome) = rules.outcome(pos) {
            return Ok(match outcome.winner() {
                Some(side) if side == pos.side() => Value::Win(0),
                Some(_) => Value::Loss(0),
                None => Value::Draw,
            });
        }
        if pos.to_place() > 0 {
            let mut best: Option<Value> = None;
            for mv in rules.moves(pos) {
                let child = rules.play(pos, mv);
                let v = through(pos, &child, self.probe(&child)?);
                if best.is_none_or(|b| v.preference() > b.preference()) {
                    best = Some(v);
                }
            }
            return best.ok_or(SolveError::Internal("a placement position without moves"));
        }
        let tier = TierId::of(pos);
        if self.ctx.indexer(tier.hunters).is_none() {
            return Err(SolveError::NotIndexed);
        }
        self.load(tier)?;
        let tables = self.tables.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
        let v = self.ctx.lookup(pos, &tables);
        Value::unpack(v).ok_or(SolveError::NotIndexed)
    }

    /// Every legal move of a position with its value for the side that makes it (distance
    /// counted from this position), best first.
    pub fn probe_moves(&self, pos: &Position) -> Result<Vec<(Move, Value)>, SolveError> {
        let rules = &self.ctx.rules;
        let mut out = Vec::new();
        for mv in rules.moves(pos) {
            let child = rules.play(pos, mv);
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

    /// The packed values of a solved tier (read from its file if needed), for checks.
    pub fn tier_values(&self, tier: TierId) -> Result<Arc<Vec<u16>>, SolveError> {
        self.load(tier)?;
        let tables = self.tables.read().map_err(|_| SolveError::Internal("lock poisoned"))?;
        tables.get(&tier).map(|t| t.values.clone()).ok_or(SolveError::Internal("tier vanished"))
    }

    /// The position in a slot of a tier with its value (`None` past the end of the tier).
    pub fn slot(&self, tier: TierId, index: u64) -> Result<Option<(Position, Value)>, SolveError> {
        let values = self.tier_values(tier)?;
        let Some(v) = values.get(index as usize).copied().and_then(Value::unpack) else {
            return Ok(None);
        };
        let ix = self.ctx.indexer(tier.hunters).ok_or(SolveError::NotIndexed)?;
        let layout = self.layout(tier)?;
        let (side, _, hunters, flock) = index::TierIndex { ix, layout: &layout }.decode(index);
        Ok(Some((Position::new(hunters, flock, side, 0, false), v)))
    }

    /// Drops the tables held in memory (files stay).
    pub fn forget(&self) {
        if let Ok(mut t) = self.tables.write() {
            t.clear();
        }
    }

    /// The directory of the table files.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// The value for the side to move in `pos` of a move to `child` worth `v` there.
fn through(pos: &Position, child: &Position, v: Value) -> Value {
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

fn count(tier: TierId, values: &[u16], bytes: u64, seconds: f64, resumed: bool) -> TierReport {
    let mut r = TierReport {
        tier,
        slots: values.len() as u64,
        positions: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        longest: 0,
        bytes,
        seconds,
        resumed,
    };
    for &v in values {
        match Value::unpack(v) {
            Some(Value::Win(d)) => {
                r.wins += 1;
                r.longest = r.longest.max(d);
            }
            Some(Value::Loss(d)) => {
                r.losses += 1;
                r.longest = r.longest.max(d);
            }
            Some(Value::Draw) => r.draws += 1,
            None => continue,
        }
        r.positions += 1;
    }
    r
}
