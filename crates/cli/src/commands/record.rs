//! `reynard record`: checking game records.

use anyhow::{Context, Result};
use clap::Subcommand;
use reynard_play::AnyGame;
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
            let game = AnyGame::from_record(&text).with_context(|| format!("{}", file.display()))?;
            report(&game);
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Prints the variant, the number of moves and the result of a replayed game.
fn report(game: &AnyGame) {
    println!("variant: {}", game.variant_id());
    println!("moves: {}", game.ply());
    match game.outcome_view() {
        Some(o) => println!("result: {} ({})", o.result, o.reason),
        None => println!("result: * (game not over; {} to move)", game.side_to_move_name()),
    }
}
