//! `reynard show`: the board as text.

use crate::variant_args::{VariantArgs, play_moves};
use anyhow::Result;
use clap::Args;
use reynard_play::{PlayFamily, with_family};
use reynard_rules::Game;
use std::process::ExitCode;

/// Arguments of `reynard show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// Moves to play from the start, like "d3-d4 d4xd2".
    #[arg(long, default_value = "")]
    moves: String,
}

/// Prints the board.
pub fn run(args: &ShowArgs) -> Result<ExitCode> {
    if super::solitaire::is_solitaire(&args.variant) {
        return super::solitaire::show(&args.variant, &args.moves);
    }
    with_family!(args.variant.any_rules()?, rules => show(rules, &args.moves))
}

fn show<R: PlayFamily>(rules: R, moves: &str) -> Result<ExitCode> {
    let mut game = Game::new(rules);
    play_moves(&mut game, moves)?;
    out!("{}", R::describe(&game));
    Ok(ExitCode::SUCCESS)
}
