//! `reynard tables`: work on a folder of solved tables as a whole.

use crate::variant_args::VariantArgs;
use anyhow::{Context, Result, bail};
use clap::Subcommand;
use reynard_solver::Tablebase;
use reynard_solver::compressed::{CompressReport, Contents, compress_file, compressed_path};
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
        #[arg(long, conflicts_with = "sparse")]
        values_only: bool,
        /// Sparse tables for this hunt variant (the one DIR was solved for): every value and
        /// distance of the positions with the flock to move only, and on boards without
        /// diagonals only those with the hunter on one colour of points (a quarter of the
        /// positions); a probe finds the others by a search of one to three plies. Fox and
        /// Geese with distances in about a quarter of the size (docs/solved.md).
        #[arg(long, value_name = "VARIANT")]
        sparse: Option<String>,
        /// With `--sparse`: set an option of the variant, as `reynard solve` does (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE", requires = "sparse")]
        sets: Vec<String>,
    },
    /// Count the solved positions of a hunt variant by material and side to move: how
    /// many each side wins and how many are drawn (canonical positions: symmetric ones
    /// count once). docs/claims.md answers the sources' claims about endgames with it.
    Stats {
        /// The variant the tables were solved for, with its `--set` options.
        #[command(flatten)]
        variant: VariantArgs,
        /// The folder of table files (as `reynard solve --dir` writes them).
        #[arg(long, default_value = "tables")]
        dir: PathBuf,
        /// One JSON object a line instead of the table.
        #[arg(long)]
        json: bool,
    },
}

/// Runs a tables subcommand.
pub fn run(command: &TablesCommand) -> Result<ExitCode> {
    match command {
        TablesCommand::Compress { dir, out, level, values_only, sparse, sets } => {
            let out = out.as_deref().unwrap_or(dir);
            match sparse {
                Some(variant) => {
                    let variant =
                        VariantArgs { variant: variant.clone(), variant_file: None, sets: sets.clone() };
                    compress_sparse(dir, out, *level, &variant)
                }
                None => compress(dir, out, *level, *values_only),
            }
        }
        TablesCommand::Stats { variant, dir, json } => super::table_stats::run(variant, dir, *json),
    }
}

/// The error of a folder that holds no table of `variant`, with the command that fills it.
pub fn no_tables(variant: &VariantArgs, dir: &Path) -> anyhow::Error {
    anyhow::anyhow!(
        "no table file of `{}` in {}: solve it there with `reynard solve {} --dir {}`",
        variant.variant,
        dir.display(),
        variant.variant,
        dir.display()
    )
}

/// Prints what compressing one file did.
fn report_line(report: &CompressReport, kind: &str) {
    let name = report.path.file_name().map(PathBuf::from).unwrap_or_default();
    outln!(
        "{}: tier {}, {} positions: {} bytes -> {} bytes ({:.1}%{kind}), every value checked",
        name.display(),
        report.tier,
        report.positions,
        report.before,
        report.after,
        100.0 * report.after as f64 / report.before.max(1) as f64,
    );
}

/// Prints the total of `reports`.
fn total_line(reports: &[CompressReport]) {
    let before: u64 = reports.iter().map(|r| r.before).sum();
    let after: u64 = reports.iter().map(|r| r.after).sum();
    let positions: u64 = reports.iter().map(|r| r.positions).sum();
    outln!(
        "{} files, {positions} positions: {before} bytes -> {after} bytes ({:.1}%, {:.2} bits a position)",
        reports.len(),
        100.0 * after as f64 / before.max(1) as f64,
        8.0 * after as f64 / positions.max(1) as f64
    );
}

/// Writes the sparse table of every tier of `variant` solved in `dir` into `out`.
fn compress_sparse(dir: &Path, out: &Path, level: i32, variant: &VariantArgs) -> Result<ExitCode> {
    let rules = variant.hunt_rules()?;
    let tb = Tablebase::new(&rules, dir);
    let tiers: Vec<_> = tb.tiers().into_iter().filter(|&tier| tb.path(tier).exists()).collect();
    if tiers.is_empty() {
        return Err(no_tables(variant, dir));
    }
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let mut reports = Vec::new();
    for tier in tiers {
        let source = tb.path(tier);
        let name = source.file_name().map(PathBuf::from).unwrap_or_default();
        let report = tb
            .compress_sparse(tier, &compressed_path(&out.join(&name)), level)
            .with_context(|| format!("compressing {}", source.display()))?;
        report_line(&report, ", sparse");
        reports.push(report);
    }
    total_line(&reports);
    Ok(ExitCode::SUCCESS)
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
    let contents = if values_only { Contents::ValuesOnly } else { Contents::Every };
    let mut reports = Vec::new();
    for file in &files {
        let name = file.file_name().map(PathBuf::from).unwrap_or_default();
        let report = compress_file(file, &compressed_path(&out.join(&name)), level, &contents)?;
        report_line(&report, if values_only { ", values only" } else { "" });
        reports.push(report);
    }
    total_line(&reports);
    Ok(ExitCode::SUCCESS)
}
