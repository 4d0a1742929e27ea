//! `reynard variants`: the presets, and the options every preset takes.

use anyhow::Result;
use clap::Args;
use reynard_rules::hunt::{OPTIONS, PRESETS};
use reynard_rules::tafl;
use std::process::ExitCode;

/// Arguments of `reynard variants`.
#[derive(Args, Debug)]
pub struct VariantsArgs {
    /// Also list every option, with its values.
    #[arg(long)]
    options: bool,
}

/// Prints the presets (and options).
pub fn run(args: &VariantsArgs) -> Result<ExitCode> {
    let presets = || PRESETS.iter().chain(tafl::PRESETS);
    let width = presets().map(|(id, _)| id.len()).max().unwrap_or(0);
    for (id, description) in presets() {
        println!("{id:<width$}  {description}");
    }
    if args.options {
        println!();
        println!("Options (--set key=value, or key = value in a variant file):");
        let width = OPTIONS.iter().chain(tafl::OPTIONS).map(|o| o.key.len()).max().unwrap_or(0);
        for option in OPTIONS {
            println!("  {:<width$}  {} ({})", option.key, option.doc, option.allowed);
        }
        println!();
        println!("Tafl options (hnefatafl-9, hnefatafl-11, copenhagen-11; --set key=value):");
        for option in tafl::OPTIONS {
            println!("  {:<width$}  {} ({})", option.key, option.doc, option.allowed);
        }
    }
    Ok(ExitCode::SUCCESS)
}
