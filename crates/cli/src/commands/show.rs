//! `reynard show`: the board as text.

use crate::variant_args::{CliFamily, VariantArgs, play_moves, with_rules};
use anyhow::Result;
use clap::Args;
use reynard_rules::record::{result_text, result_text_of};
use reynard_rules::{Family, Game, tafl};
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
    with_rules!(args.variant.any_rules()?, rules => show(rules, &args.moves))
}

fn show<R: CliFamily>(rules: R, moves: &str) -> Result<ExitCode> {
    let mut game = Game::new(rules);
    play_moves(&mut game, moves)?;
    print!("{}", R::describe(&game));
    Ok(ExitCode::SUCCESS)
}

/// The board and the state of play of a tafl game.
pub fn describe_tafl(game: &Game<tafl::Rules>) -> String {
    let rules = game.rules();
    let pos = game.position();
    let mut out = rules.draw(pos);
    out += "t = attackers, T = defenders, K = king, + = corner or empty throne\n";
    let start = rules.start();
    let count = |now: u32, then: u32| format!("{now} ({} taken)", then.saturating_sub(now));
    out += &format!(
        "attackers: {}; defenders: {}\n",
        count(pos.attackers().count_ones(), start.attackers().count_ones()),
        count(pos.defenders().count_ones(), start.defenders().count_ones())
    );
    out += &format!("position: {}\n", rules.position_text(pos));
    match game.outcome() {
        Some(outcome) => {
            out +=
                &format!("result: {} ({})\n", result_text_of(rules, Some(outcome)), outcome.reason().name())
        }
        None => out += &format!("{} to move\n", rules.side_name(pos.side())),
    }
    out
}

/// The board and the state of play, as `show` and `play` print them.
pub fn describe(game: &Game) -> String {
    let rules = game.rules();
    let variant = rules.variant();
    let pos = game.position();
    let mut out = rules.draw(pos);
    let hunter = variant.hunter_name.chars().next().unwrap_or('?').to_ascii_uppercase();
    let flock = variant.flock_name.chars().next().unwrap_or('?').to_ascii_lowercase();
    out += &format!("{hunter} = {}, {flock} = {}\n", variant.hunter_name, variant.flock_name);
    let start = rules.fixed_start().flock().count_ones();
    let taken = start.saturating_sub(pos.flock().count_ones());
    out += &format!(
        "{} taken: {taken}; {} left, {} win at {} or fewer\n",
        variant.flock_name,
        pos.flock().count_ones(),
        variant.hunter_name,
        rules.threshold()
    );
    out += &format!("position: {}\n", rules.position_text(pos));
    match game.outcome() {
        Some(outcome) => {
            out += &format!("result: {} ({})\n", result_text(variant, Some(outcome)), outcome.reason().name())
        }
        None if pos.to_place() > 0 => {
            out += &format!("{} to place ({} left)\n", variant.hunter_name, pos.to_place())
        }
        None => out += &format!("{} to move\n", variant.side_name(pos.side())),
    }
    out
}
