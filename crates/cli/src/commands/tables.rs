//! `reynard tables`: work on a folder of solved tables as a whole.

use anyhow::{Context, Result, bail};
use clap::Subcommand;
use reynard_solver::compressed::{compress_file, compressed_path};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Subcommands of `reynard tables`.
#[derive(Subcommand, Debug)]
pub enum TablesCommand {
    /// Compress every table file of a folder (blocks of values compressed with zstd, an
    /// index to find a position's block; every value and distance kept) and check every
    /// position of each compressed file against its source. `probe`, `bestmove`, the AI,
    /// the server, the explorer and puzzles read compressed tables where the plain file is
    /// not there.
    Compress {
        /// The folder of table files (as `reynard solve --dir` writes them).
        dir: PathBuf,
        /// Where the compressed files go (default: beside the table files).
        #[arg(long)]
        out: Option<PathBuf>,
        /// zstd level (1 fast … 19 small).
        #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(i32).range(1..=19))]
        level: i32,
        /// Keep win, draw or loss only (2 bits a position before compression, a tenth of the
        /// size or less): the explorer, reviews and the AI play perfectly from them (the AI
        /// searches among the winning moves); puzzles and distances need the full tables.
        #[arg(long)]
        values_only: bool,
    },
}

/// Runs a tables subcommand.
pub fn run(command: &TablesCommand) -> Result<ExitCode> {
    match command {
        TablesCommand::Compress { dir, out, level, values_only } => {
            compress(dir, out.as_deref().unwrap_or(dir), *level, *values_only)
        }
    }
}

/// Compresses every `.rtb` file of `dir` into `out`, one line each, then the total.
fn compress(dir: &Path, out: &Path, level: i32, values_only: bool) -> Result<ExitCode> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading the folder {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "rtb"))
        .collect();
    files.sort();
    if files.is_empty() {
        bail!(
            "no table files (*.rtb) in {}: solve a variant there with `reynard solve VARIANT --dir {}`",
            dir.display(),
            dir.display()
        );
    }
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let (mut before, mut after, mut positions) = (0u64, 0u64, 0u64);
    for file in &files {
        let name = file.file_name().map(PathBuf::from).unwrap_or_default();
        let target = compressed_path(&out.join(&name));
        let report = compress_file(file, &target, level, values_only)?;
        println!(
            "{}: tier {}, {} positions: {} bytes -> {} bytes ({:.1}%{}), every value checked",
            name.display(),
            report.tier,
            report.positions,
            report.before,
            report.after,
            100.0 * report.after as f64 / report.before.max(1) as f64,
            if values_only { ", values only" } else { "" }
        );
        before += report.before;
        after += report.after;
        positions += report.positions;
    }
    println!(
        "{} files, {positions} positions: {before} bytes -> {after} bytes ({:.1}%, {:.2} bits a position)",
        files.len(),
        100.0 * after as f64 / before.max(1) as f64,
        8.0 * after as f64 / positions.max(1) as f64
    );
    Ok(ExitCode::SUCCESS)
}
