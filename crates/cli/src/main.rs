//! `reynard`: play and study Fox and Geese and the other hunt games from the command line.

// First, so that its `out!` and `outln!` reach every module after it.
#[macro_use]
mod output;

mod ai;
mod commands;
mod external;
mod goose_board;
mod match_chart;
mod protocol;
mod review_chart;
mod review_totals;
mod solo_games;
mod svg_text;
mod tui;
mod variant_args;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// The allocator of the whole program: mimalloc, not the C library's. The server makes
/// small short-lived allocations for every message, move and request on two worker threads;
/// glibc's malloc took 11 % of its CPU under 1,000 games and more with 10,000 connections
/// (its free lists consolidated under large allocations). docs/status.md, "Capacity", has
/// the figures with either.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Reynard: Fox and Geese, Catch the Hare, Coyote, Asalto and their variants.
#[derive(Parser, Debug)]
#[command(name = "reynard", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a command: the language of the full-screen game (en, ru or pl).
    #[arg(long, value_name = "LANG")]
    lang: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play at the terminal: the full-screen game with its start menu (the default command).
    Play(commands::play::PlayArgs),
    /// List every preset with a one-line description (and, with --options, every option).
    Variants(commands::variants::VariantsArgs),
    /// Draw the board of a variant, after some moves.
    Show(commands::show::ShowArgs),
    /// Count move paths: one line `perft(d) = N` for each depth from 1 to DEPTH.
    Perft(commands::perft::PerftArgs),
    /// The engine's move in a position, with its thinking as `info` lines.
    Bestmove(commands::bestmove::BestmoveArgs),
    /// Speak the engine protocol (UGI-like) on standard input and output.
    Engine,
    /// AI against AI, roles swapped every game, with statistics.
    Match(commands::matchplay::MatchArgs),
    /// Does a rule make the game fair? Every combination of varied options, solved or played out.
    Balance(commands::balance::BalanceArgs),
    /// Search a fixed list of positions to a fixed depth: total nodes and nodes per second.
    Bench(commands::bench::BenchArgs),
    /// Game records.
    #[command(subcommand)]
    Record(commands::record::RecordCommand),
    /// Solve a variant by retrograde analysis into table files; print its value.
    Solve(commands::solve::SolveArgs),
    /// Work on a folder of solved tables: compress it.
    #[command(subcommand)]
    Tables(commands::tables::TablesCommand),
    /// The value and distance of a position and of each legal move, from solved tables.
    Probe(commands::probe::ProbeArgs),
    /// Puzzles from solved tables: won positions where one move stands out, with solutions.
    Puzzles(commands::puzzles::PuzzlesArgs),
    /// The Game of the Goose: a full computer game turn by turn, or the check of a record.
    Goose(commands::goose::GooseArgs),
    /// Play in the browser: serve the web UI and its API (games stored in SQLite or PostgreSQL).
    Serve(commands::serve::ServeArgs),
    /// Play on a server as a bot account: accept challenges, answer with an engine.
    Bot(commands::bot::BotArgs),
    /// Copy a server's SQLite database consistently, while it runs.
    Backup(commands::backup::BackupArgs),
    /// Run a server for a community: give accounts roles (`grant NAME moderator`).
    Admin(commands::admin::AdminArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => commands::play::run(&commands::play::PlayArgs::with_lang(cli.lang)),
        Some(Command::Play(args)) => commands::play::run(&args),
        Some(Command::Variants(args)) => commands::variants::run(&args),
        Some(Command::Show(args)) => commands::show::run(&args),
        Some(Command::Perft(args)) => commands::perft::run(&args),
        Some(Command::Record(command)) => commands::record::run(&command),
        Some(Command::Bestmove(args)) => commands::bestmove::run(&args),
        Some(Command::Engine) => commands::engine::run(),
        Some(Command::Match(args)) => commands::matchplay::run(&args),
        Some(Command::Balance(args)) => commands::balance::run(&args),
        Some(Command::Bench(args)) => commands::bench::run(&args),
        Some(Command::Solve(args)) => commands::solve::run(&args),
        Some(Command::Probe(args)) => commands::probe::run(&args),
        Some(Command::Tables(command)) => commands::tables::run(&command),
        Some(Command::Puzzles(args)) => commands::puzzles::run(&args),
        Some(Command::Goose(args)) => commands::goose::run(&args),
        Some(Command::Serve(args)) => commands::serve::run(&args),
        Some(Command::Bot(args)) => commands::bot::run(&args),
        Some(Command::Backup(args)) => commands::backup::run(&args),
        Some(Command::Admin(args)) => commands::admin::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(2)
        }
    }
}
