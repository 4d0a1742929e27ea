//! The command line of `reynard-mpi`.

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::Tablebase;
use reynard_solver_mpi::mpi_exchange::MpiExchange;
use reynard_solver_mpi::{Exchange, Options, solve};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Reynard's solver on MPI: run it as `mpirun -n N reynard-mpi solve VARIANT --dir DIR`.
#[derive(Parser, Debug)]
#[command(name = "reynard-mpi", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve every tier of a hunt variant; the table files are those `reynard solve` writes.
    Solve {
        /// A hunt preset id (see `reynard variants`).
        variant: String,
        /// Set an option, like `--set flock_points=a1,b1,c1` (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// The directory of the table files (shared by every process).
        #[arg(long)]
        dir: PathBuf,
        /// Pause this many milliseconds after each tier (for tests that stop a solve).
        #[arg(long, hide = true)]
        pause_after_tier_ms: Option<u64>,
    },
}

/// Parses the command line, starts MPI and solves.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(universe) = mpi::initialize() else {
        eprintln!("reynard-mpi: MPI could not be initialised");
        return ExitCode::FAILURE;
    };
    let ex = MpiExchange::new(universe.world());
    match run(cli, &ex) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("reynard-mpi (rank {}): {err:#}", ex.rank());
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli, ex: &MpiExchange) -> Result<()> {
    let Command::Solve { variant, sets, dir, pause_after_tier_ms } = cli.command;
    let Some(mut v) = Variant::preset(&variant) else {
        bail!("unknown hunt variant `{variant}` (see `reynard variants`)");
    };
    for pair in &sets {
        v.set_pair(pair).with_context(|| format!("--set {pair}"))?;
    }
    let rules = Rules::new(&v).with_context(|| format!("variant `{variant}`"))?;
    let tb = Tablebase::new(&rules, &dir);
    let options = Options { pause_after_tier: pause_after_tier_ms.map(Duration::from_millis) };
    let rank = ex.rank();
    let size = ex.size();
    solve(&tb, ex, options, &mut |t| {
        if rank == 0 {
            if t.solved {
                eprintln!(
                    "tier {}: {} positions, {} rounds, {:.2} s on {size} processes ({} messages from rank 0)",
                    t.tier, t.positions, t.slice.rounds, t.seconds, t.slice.messages
                );
            } else {
                eprintln!("tier {}: solved already ({})", t.tier, tb.path(t.tier).display());
            }
        }
    })
    .context("solve")?;
    if rank == 0 {
        eprintln!("solved: {} tiers in {}", tb.tiers().len(), dir.display());
    }
    Ok(())
}
