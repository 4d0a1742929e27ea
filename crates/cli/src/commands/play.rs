//! `reynard play`: a game at the terminal, line by line, two people taking turns.
//!
//! This is the plain-text game; the full-screen one replaces it as the default later.

use crate::variant_args::{CliFamily, VariantArgs, with_rules};
use anyhow::{Context, Result};
use clap::Args;
use reynard_rules::Game;
use reynard_rules::record::Record;
use std::io::{BufRead, Write};
use std::process::ExitCode;

/// Arguments of `reynard play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    variant: VariantArgs,
}

impl Default for PlayArgs {
    fn default() -> Self {
        PlayArgs { variant: VariantArgs { variant: "fox-geese".into(), ..VariantArgs::default() } }
    }
}

const HELP: &str = "\
Type a move (d3-d4, a jump chain d4xd6xf6, a placement @d4; on the 33-point board the
numbers 1-33 work too), or a command:
  moves        list the legal moves
  undo         take back the last move
  resign       the side to move resigns
  draw         agree a draw
  save FILE    write the game as a record
  help         this text
  quit         leave";

/// Runs the game loop on standard input and output, for a game of any family.
pub fn run(args: &PlayArgs) -> Result<ExitCode> {
    if super::solitaire::is_solitaire(&args.variant) {
        return super::solitaire::play(&args.variant);
    }
    with_rules!(args.variant.any_rules()?, rules => play(rules))
}

fn play<R: CliFamily>(rules: R) -> Result<ExitCode> {
    let mut game = Game::new(rules);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    println!("{}", game.rules().variant_id());
    println!("Type `help` for commands.\n");
    loop {
        print!("{}", R::describe(&game));
        if game.outcome().is_some() {
            println!("Game over. `undo`, `save FILE` or `quit`.");
        }
        let prompt = game.rules().side_name(game.side_to_move());
        print!("{prompt}> ");
        out.flush().context("writing to the terminal")?;
        let mut line = String::new();
        if stdin.lock().read_line(&mut line).context("reading a move")? == 0 {
            println!();
            return Ok(ExitCode::SUCCESS);
        }
        let line = line.trim();
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "" => continue,
            "quit" | "exit" => return Ok(ExitCode::SUCCESS),
            "help" => println!("{HELP}"),
            "moves" => {
                let pos = *game.position();
                let list: Vec<String> =
                    game.legal_moves().into_iter().map(|m| game.rules().move_text(&pos, m)).collect();
                println!("{}", if list.is_empty() { "(none)".to_string() } else { list.join(" ") });
            }
            "undo" => report(game.undo().map(|_| ())),
            "resign" => report(game.resign(game.side_to_move())),
            "draw" => report(game.agree_draw()),
            "save" if !rest.trim().is_empty() => {
                let text = Record::write(&game, &[]);
                match std::fs::write(rest.trim(), text) {
                    Ok(()) => println!("saved to {}", rest.trim()),
                    Err(e) => println!("cannot save to {}: {e}", rest.trim()),
                }
            }
            _ => report(game.play_text(line).map(|_| ())),
        }
        println!();
    }
}

fn report(result: Result<(), impl std::fmt::Display>) {
    if let Err(e) = result {
        println!("{e}");
    }
}
