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
    /// Peg solitaire is one player's game: `solve`, `show` and `perft` take it.
    const SOLITAIRE: [(&str, &str); 1] =
        [("solitaire", "Peg solitaire on the 33-hole board, one player: reynard solve/show/perft solitaire")];
    let presets = || PRESETS.iter().chain(tafl::PRESETS).chain(SOLITAIRE.iter());
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
        println!();
        println!("Solitaire options (--set key=value):");
        println!("  {:<width$}  the empty hole at the start (a point, like d4 or 17)", "start");
        println!("  {:<width$}  the hole of the perfect finish (a point; d4 by default)", "finish");
    }
    Ok(ExitCode::SUCCESS)
}
