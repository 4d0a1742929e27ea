//! `reynard record`: checking game records.

use anyhow::{Context, Result};
use clap::Subcommand;
use reynard_rules::record::{Record, result_text_of};
use reynard_rules::{Family, Game, hunt, tafl};
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
            let record = Record::parse(&text).with_context(|| format!("{}", file.display()))?;
            match record.family() {
                "tafl" => report(
                    &record.replay_as::<tafl::Rules>(&text).with_context(|| format!("{}", file.display()))?,
                ),
                _ => report(
                    &record.replay_as::<hunt::Rules>(&text).with_context(|| format!("{}", file.display()))?,
                ),
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Prints the variant, the number of moves and the result of a replayed game.
fn report<R: Family>(game: &Game<R>) {
    let rules = game.rules();
    let outcome = game.outcome();
    println!("variant: {}", rules.variant_id());
    println!("moves: {}", game.moves().len());
    match outcome {
        Some(o) => println!("result: {} ({})", result_text_of(rules, outcome), o.reason().name()),
        None => println!("result: * (game not over; {} to move)", rules.side_name(game.side_to_move())),
    }
}
