//! `reynard record`: checking game records, and reviewing them move by move.

use crate::review_chart::{chart_rows, points_of};
use anyhow::{Context, Result};
use clap::Subcommand;
use reynard_play::{AnyGame, ReviewView};
use reynard_search::limits::Limits;
use reynard_tables::TableDir;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Subcommands of `reynard record`.
#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Replay a record: print its result, or the first error with its move number. A file
    /// of several records (an export) is checked game by game.
    Check {
        /// The record file.
        file: PathBuf,
    },
    /// Review a record: every position explored (solved where tables know it, else
    /// searched), the moves that threw a win or a draw away (or blundered) listed, and the
    /// game's course drawn as a small chart.
    Review {
        /// The record file.
        file: PathBuf,
        /// Thinking time per position where nothing is solved, in milliseconds.
        #[arg(long, default_value_t = 200)]
        time_ms: u64,
        /// Solved tables (as `reynard solve --dir` writes them).
        #[arg(long, default_value = reynard_tables::DEFAULT_DIR)]
        tables: PathBuf,
        /// Print the review as one JSON object (as `POST /api/review` answers) instead.
        #[arg(long)]
        json: bool,
        /// Columns of the chart.
        #[arg(long, default_value_t = 72)]
        width: usize,
    },
}

/// Runs a record subcommand.
pub fn run(command: &RecordCommand) -> Result<ExitCode> {
    match command {
        RecordCommand::Check { file } => {
            let text =
                std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
            let games = reynard_rules::record::games(&text);
            if games.len() <= 1 {
                let game = AnyGame::from_record(&text).with_context(|| format!("{}", file.display()))?;
                report(&game);
                return Ok(ExitCode::SUCCESS);
            }
            for (n, (line, record)) in games.iter().enumerate() {
                println!("game {} (line {line}):", n + 1);
                let game = AnyGame::from_record(record)
                    .with_context(|| format!("{}: game {} from line {line}", file.display(), n + 1))?;
                report(&game);
            }
            Ok(ExitCode::SUCCESS)
        }
        RecordCommand::Review { file, time_ms, tables, json, width } => {
            let text =
                std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
            let game = AnyGame::from_record(&text).with_context(|| format!("{}", file.display()))?;
            let limits = Limits { time: Some(Duration::from_millis(*time_ms)), ..Limits::default() };
            let review = game.review(&limits, &TableDir::new(tables));
            if *json {
                println!("{}", serde_json::to_string(&review)?);
            } else {
                print!("{}", review_text(&game, &review, *width));
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The review in words: how it was judged, each marked move, then the chart with the
/// first side's name above and the second's below.
fn review_text(game: &AnyGame, review: &ReviewView, width: usize) -> String {
    let names = game.side_names();
    let ids = game.side_ids();
    let name_of = |id: &str| names[ids.iter().position(|i| *i == id).unwrap_or(0)].clone();
    let solved = review.points.iter().filter(|p| p.at.kind == "solved").count();
    let mut out = format!(
        "{}: {} moves; {} of {} positions solved by the tables, the rest searched\n",
        game.variant_id(),
        review.moves.len(),
        solved,
        review.points.len()
    );
    for m in review.moves.iter().filter(|m| m.verdict.is_some()) {
        let what = match m.verdict {
            Some("lost_win") => "threw a win away",
            Some("lost_draw") => "threw a draw away",
            Some("blunder") => "blundered",
            _ => "made a mistake",
        };
        let best = m.best.as_deref().map(|b| format!("; best was {b}")).unwrap_or_default();
        out += &format!("{:>4}. {:<12} the {} {what}{best}\n", m.ply, m.notation, name_of(m.side));
    }
    if review.moves.iter().all(|m| m.verdict.is_none()) {
        out += "no move threw its value away\n";
    }
    let label = names.iter().map(String::len).max().unwrap_or(0);
    for (row, line) in chart_rows(&points_of(review), width, None).into_iter().enumerate() {
        let name = match row {
            0 => names[0].as_str(),
            r if r == crate::review_chart::ROWS - 1 => names[1].as_str(),
            r if r == crate::review_chart::ROWS / 2 => "draw",
            _ => "",
        };
        out += &format!("{name:>label$} │{line}\n");
    }
    out
}

/// Prints the variant, the number of moves and the result of a replayed game.
fn report(game: &AnyGame) {
    println!("variant: {}", game.variant_id());
    println!("moves: {}", game.ply());
    match game.outcome_view() {
        Some(o) => println!("result: {} ({})", o.result, o.reason),
        None => println!("result: * (game not over; {} to move)", game.side_to_move_name()),
    }
}
