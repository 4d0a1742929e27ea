//! `reynard probe`: the value and distance of a position and of each of its moves.

use crate::commands::solve::value_text;
use crate::variant_args::{VariantArgs, play_moves};
use anyhow::Result;
use clap::Args;
use reynard_rules::{Family, Game};
use reynard_solver::{Tablebase, Value};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `reynard probe`.
#[derive(Args, Debug)]
pub struct ProbeArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// Moves to play from the start first, like "d3-d4 d4xd2".
    #[arg(long, default_value = "")]
    moves: String,
    /// Where the table files are (as written by `reynard solve --dir`).
    #[arg(long, default_value = "tables")]
    dir: PathBuf,
}

fn describe(tb: &Tablebase, side: reynard_rules::Side, value: Value) -> String {
    match (value, value.distance()) {
        (Value::Draw, _) => "draw".to_string(),
        (_, Some(plies)) => format!("{} in {plies} plies", value_text(tb, side, value)),
        // Values-only tables hold no distance.
        (_, None) => value_text(tb, side, value),
    }
}

/// Prints the value of the position and of every legal move.
pub fn run(args: &ProbeArgs) -> Result<ExitCode> {
    let rules = args.variant.hunt_rules()?;
    let mut game = Game::new(rules.clone());
    play_moves(&mut game, &args.moves)?;
    let pos = *game.position();
    let tb = Tablebase::new(&rules, &args.dir);
    let value = tb.probe(&pos)?;
    outln!("position: {}", rules.position_text(&pos));
    outln!("to move: {}", rules.variant().side_name(pos.side()));
    outln!("value: {} ({value} for the side to move)", describe(&tb, pos.side(), value));
    if rules.outcome(&pos).is_some() {
        return Ok(ExitCode::SUCCESS);
    }
    for (mv, v) in tb.probe_moves(&pos)? {
        outln!("{:<12} {}", rules.move_text(&pos, mv), describe(&tb, pos.side(), v));
    }
    Ok(ExitCode::SUCCESS)
}
