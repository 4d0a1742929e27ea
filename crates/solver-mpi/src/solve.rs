//! Every tier of a variant solved by a group of processes, smallest first; rank 0 writes
//! each tier's table file (the single solver's file, byte for byte) from the slices.
//!
//! The finished tiers are the checkpoints: a tier whose file is there is skipped, so the
//! same command run again after a lost process resumes at the first unfinished tier. (A
//! file is written under a temporary name and renamed when complete, so a process lost in
//! the middle of a write leaves no table.)

use crate::exchange::Exchange;
use crate::game::Game;
use crate::slice::{SliceReport, solve_tier};
use reynard_solver::table_file::{Encoding, Writer};
use reynard_solver::{SolveError, TableError, Tablebase, TierId};
use std::time::{Duration, Instant};

/// What happened to one tier.
#[derive(Clone, Debug, PartialEq)]
pub struct TierDone {
    /// The tier.
    pub tier: TierId,
    /// Its positions.
    pub positions: u64,
    /// Solved in this run (false: its file was there).
    pub solved: bool,
    /// Rounds and this process's messages (zero for a tier found solved).
    pub slice: SliceReport,
    /// Seconds it took here.
    pub seconds: f64,
}

/// How a solve runs besides its tables.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// A pause after each tier written (tests stop a solve between tiers with it).
    pub pause_after_tier: Option<Duration>,
}

/// Solves every tier of `tb`'s game not solved yet, calling `done` on each tier (on every
/// process). Every process must call it with the same tables.
///
/// # Errors
///
/// A variant whose placement phase has cycles, a lower tier that cannot be read, a table
/// that cannot be written (on rank 0; every process then fails).
pub fn solve(
    tb: &Tablebase,
    ex: &dyn Exchange,
    options: Options,
    done: &mut dyn FnMut(&TierDone),
) -> Result<(), SolveError> {
    if tb.rules().steps_while_placing() {
        return Err(SolveError::PlacementCycles);
    }
    let mut game = Game::new(tb);
    for tier in tb.tiers() {
        let started = Instant::now();
        // Every process looks at the same files: a tier is skipped by all or by none.
        if ex.sum(u64::from(tb.has_table(tier))) > 0 {
            let positions = game.layout(tier).len();
            done(&TierDone { tier, positions, solved: false, slice: SliceReport::default(), seconds: 0.0 });
            continue;
        }
        let (values, slice) = solve_tier(&mut game, tier, ex)?;
        write_tier(tb, tier, game.layout(tier).len(), &values, ex)?;
        done(&TierDone {
            tier,
            positions: game.layout(tier).len(),
            solved: true,
            slice,
            seconds: started.elapsed().as_secs_f64(),
        });
        if let Some(pause) = options.pause_after_tier {
            std::thread::sleep(pause);
        }
    }
    Ok(())
}

/// Rank 0 writes the tier's file from every process's slice (streamed, one slice at a
/// time, with the encoding the whole tier's values call for); every process learns
/// whether it was written.
fn write_tier(
    tb: &Tablebase,
    tier: TierId,
    len: u64,
    values: &[u16],
    ex: &dyn Exchange,
) -> Result<(), SolveError> {
    let mut seen = [0u64; 1024];
    for &v in values {
        seen[v as usize / 64] |= 1 << (v % 64);
    }
    ex.or(&mut seen);
    let path = tb.path(tier);
    let mut writer: Option<Writer> = None;
    let mut written: Result<(), TableError> = Ok(());
    if ex.rank() == 0 {
        match Writer::create(&path, tb.key(), tier, len, Encoding::for_values(&seen)) {
            Ok(w) => writer = Some(w),
            Err(e) => written = Err(e),
        }
    }
    let gathered = ex.gather(values, &mut |slice| match writer.as_mut() {
        Some(w) => w.push(slice),
        None => Ok(()),
    });
    if written.is_ok() {
        written = gathered;
    }
    if let (Ok(()), Some(w)) = (&written, writer) {
        written = w.finish().map(|_| ());
    }
    let failed = ex.sum(u64::from(written.is_err()));
    written?;
    if failed > 0 {
        return Err(SolveError::Internal("rank 0 could not write the table"));
    }
    Ok(())
}
