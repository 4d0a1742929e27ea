//! `reynard backup --db URL FILE`: a consistent copy of a SQLite database, taken while the
//! server runs and plays (SQLite's `VACUUM INTO`). PostgreSQL is backed up with `pg_dump`
//! (docs/operating.md).

use anyhow::{Context, Result};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Options of `reynard backup`.
#[derive(Args, Debug)]
pub struct BackupArgs {
    /// The database: `sqlite:PATH` (default: the server's default SQLite file).
    #[arg(long, value_name = "URL")]
    pub db: Option<String>,
    /// The new file to write the copy to (never overwritten).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

/// Writes the copy.
///
/// # Errors
///
/// Not a SQLite database, no database there, an existing file, a failed copy.
pub fn run(args: &BackupArgs) -> Result<ExitCode> {
    let url = args.db.clone().unwrap_or_else(reynard_server::default_url);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let shown = reynard_server::redacted(&url);
    runtime
        .block_on(reynard_server::backup(&url, &args.file))
        .with_context(|| format!("reynard backup {shown}"))?;
    eprintln!("reynard: {shown} copied to {}", args.file.display());
    Ok(ExitCode::SUCCESS)
}
