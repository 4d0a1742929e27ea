//! `reynard play`: a game at the terminal, line by line: two people taking turns, or a
//! person against the engine (`--ai fox --level 6`).
//!
//! This is the plain-text game; the full-screen one replaces it as the default later.

use crate::variant_args::{CliFamily, VariantArgs, with_rules};
use anyhow::{Context, Result};
use clap::Args;
use reynard_rules::Game;
use reynard_rules::record::Record;
use reynard_search::level::Level;
use reynard_search::player::{LevelPlayer, Player};
use std::io::{BufRead, Write};
use std::process::ExitCode;

/// Arguments of `reynard play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// A side the engine plays, by its name in the variant (`fox`, `geese`, `hare`, `attackers`…);
    /// repeat it for both.
    #[arg(long = "ai", value_name = "SIDE")]
    ai: Vec<String>,
    /// The engine's strength, 1 (gentle) to 10 (full strength; perfect where solved tables exist).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=10))]
    level: u8,
    /// The engine's thinking time per move in milliseconds (level 10 uses all of it).
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    time: u64,
}

impl Default for PlayArgs {
    fn default() -> Self {
        PlayArgs {
            variant: VariantArgs { variant: "fox-geese".into(), ..VariantArgs::default() },
            ai: Vec::new(),
            level: 5,
            time: 1000,
        }
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
    with_rules!(args.variant.any_rules()?, rules => play(args, rules))
}

fn play<R: CliFamily>(args: &PlayArgs, rules: R) -> Result<ExitCode> {
    let mut ai_sides = Vec::new();
    for name in &args.ai {
        let side = R::sides().into_iter().find(|&s| rules.side_name(s) == *name).with_context(|| {
            let names: Vec<String> = R::sides().iter().map(|&s| rules.side_name(s)).collect();
            format!("--ai {name}: the sides of {} are {}", rules.variant_id(), names.join(" and "))
        })?;
        ai_sides.push(side);
    }
    let level = Level::new(args.level).context("levels are 1 to 10")?;
    let time = Some(std::time::Duration::from_millis(args.time));
    let oracle = rules.oracle(std::path::Path::new(crate::tables::DEFAULT_DIR));
    let mut engine = LevelPlayer::new(&rules, level, time, 1).with_oracle(oracle);
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
        if game.outcome().is_none() && ai_sides.contains(&game.side_to_move()) {
            let name = game.rules().side_name(game.side_to_move());
            println!("{name} (level {}) thinks…", level.get());
            let history: Vec<u64> =
                game.positions()[..game.positions().len() - 1].iter().map(R::position_hash).collect();
            let pos = *game.position();
            let mv = engine.choose(game.rules(), &history, &pos).context("the engine found no move")?;
            println!("{name} plays {}\n", game.rules().move_text(&pos, mv));
            game.play(mv).map_err(|e| anyhow::anyhow!("the engine's move was refused: {e}"))?;
            continue;
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
            "undo" => {
                report(game.undo().map(|_| ()));
                // Against the engine, take back its reply too, back to a person's turn.
                while ai_sides.len() == 1 && ai_sides.contains(&game.side_to_move()) && game.undo().is_ok() {}
            }
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
