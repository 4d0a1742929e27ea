//! `reynard record`: checking game records.

use anyhow::{Context, Result};
use clap::Subcommand;
use reynard_rules::record::{Record, result_text};
use std::path::PathBuf;
use std::process::ExitCode;

/// Subcommands of `reynard record`.
#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Replay a record: print its result, or the first error with its move number.
    Check {
        /// The record file.
        file: PathBuf,
    },
}

/// Runs a record subcommand.
pub fn run(command: &RecordCommand) -> Result<ExitCode> {
    match command {
        RecordCommand::Check { file } => {
            let text =
                std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
            let game = Record::parse(&text)
                .and_then(|record| record.replay(&text))
                .with_context(|| format!("{}", file.display()))?;
            let variant = game.rules().variant();
            let outcome = game.outcome();
            println!("variant: {}", variant.id);
            println!("moves: {}", game.moves().len());
            match outcome {
                Some(o) => println!("result: {} ({})", result_text(variant, outcome), o.reason().name()),
                None => {
                    println!("result: * (game not over; {} to move)", variant.side_name(game.side_to_move()))
                }
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
