//! `reynard perft`: move path counts, the test of a move generator.

use crate::variant_args::{VariantArgs, play_moves};
use anyhow::Result;
use clap::Args;
use reynard_play::{PlayFamily, with_family};
use reynard_rules::Game;
use reynard_rules::hunt::PerftTable;
use std::process::ExitCode;

/// Arguments of `reynard perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// The deepest depth to count (at most 30).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=i64::from(reynard_rules::MAX_PERFT_DEPTH)))]
    depth: u32,
    /// Moves to play from the start first (placement is skipped: perft starts from the
    /// fixed start position).
    #[arg(long, default_value = "")]
    moves: String,
    /// Count without the transposition table (slower; every path walked).
    #[arg(long)]
    no_table: bool,
    /// Print the count of depth DEPTH - 1 below each first move instead.
    #[arg(long)]
    divide: bool,
}

/// Prints `perft(d) = N` for d = 1..=depth.
pub fn run(args: &PerftArgs) -> Result<ExitCode> {
    if super::solitaire::is_solitaire(&args.variant) {
        return super::solitaire::perft(&args.variant, args.depth, &args.moves, args.divide);
    }
    with_family!(args.variant.any_rules()?, rules => perft(args, rules))
}

fn perft<R: PlayFamily>(args: &PerftArgs, rules: R) -> Result<ExitCode> {
    let start = rules.perft_start();
    let mut game = Game::from_position(rules, start);
    play_moves(&mut game, &args.moves)?;
    let rules = game.rules();
    let pos = *game.position();
    if args.divide {
        for (mv, count) in rules.divide(&pos, args.depth) {
            outln!("{} {count}", rules.move_text(&pos, mv));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut table = PerftTable::new(22);
    for depth in 1..=args.depth {
        let count = if args.no_table {
            rules.perft(&pos, depth)
        } else {
            rules.perft_hashed(&pos, depth, &mut table)
        };
        outln!("perft({depth}) = {count}");
    }
    Ok(ExitCode::SUCCESS)
}
