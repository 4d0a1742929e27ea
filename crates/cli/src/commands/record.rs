//! `reynard record`: checking game records, and reviewing them move by move.

use crate::review_chart::{chart_rows, points_of};
use crate::review_totals::{any_solved, mark_text, totals_lines};
use anyhow::{Context, Result};
use clap::Subcommand;
use reynard_i18n::Lang;
use reynard_play::message::{Message, side_name, variant_name};
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
        /// The language of the words (en, ru or pl; else the locale decides).
        #[arg(long)]
        lang: Option<String>,
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
                outln!("game {} (line {line}):", n + 1);
                let game = AnyGame::from_record(record)
                    .with_context(|| format!("{}: game {} from line {line}", file.display(), n + 1))?;
                report(&game);
            }
            Ok(ExitCode::SUCCESS)
        }
        RecordCommand::Review { file, time_ms, tables, json, width, lang } => {
            let lang = match lang {
                Some(code) => {
                    Lang::parse(code).with_context(|| format!("--lang {code}: use en, ru or pl"))?
                }
                None => Lang::from_environment(),
            };
            let text =
                std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
            let game = AnyGame::from_record(&text).with_context(|| format!("{}", file.display()))?;
            let limits = Limits { time: Some(Duration::from_millis(*time_ms)), ..Limits::default() };
            let review = game.review(&limits, &TableDir::new(tables));
            if *json {
                outln!("{}", serde_json::to_string(&review)?);
            } else {
                out!("{}", review_text(&game, &review, *width, lang));
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The review in words, in `lang`: how it was judged, each marked move, the chart with the
/// first side's name above and the second's below, then each side's totals.
fn review_text(game: &AnyGame, review: &ReviewView, width: usize, lang: Lang) -> String {
    let names = game.side_names().map(|n| side_name(lang, &n));
    let ids = game.side_ids();
    // The mark's side argument is the English side name (the message translates it).
    let english = game.side_names();
    let english_of = |id: &str| english[ids.iter().position(|i| *i == id).unwrap_or(0)].clone();
    let solved = review.points.iter().filter(|p| p.at.kind == "solved").count();
    let head = Message::new("review-record-head")
        .number("moves", review.moves.len() as i64)
        .number("solved", solved as i64)
        .number("positions", review.points.len() as i64);
    let mut out = format!("{}: {}\n", variant_name(lang, game.variant_id()), head.render(lang));
    let marked = review.moves.iter().filter(|m| m.verdict.is_some()).count();
    out += &Message::new("review-summary").number("count", marked as i64).render(lang);
    out.push('\n');
    for m in &review.moves {
        if let Some(what) = mark_text(m, english_of(m.side)) {
            out += &format!("{:>4}. {:<12} {}\n", m.ply, m.notation, what.render(lang));
        }
    }
    let label = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (row, line) in chart_rows(&points_of(review), width, None).into_iter().enumerate() {
        let name = match row {
            0 => names[0].as_str(),
            r if r == crate::review_chart::ROWS - 1 => names[1].as_str(),
            r if r == crate::review_chart::ROWS / 2 => "=",
            _ => "",
        };
        out += &format!("{name:>label$} │{line}\n");
    }
    for line in totals_lines(lang, &review.summary, any_solved(review), &names) {
        out += &line;
        out.push('\n');
    }
    out
}

/// Prints the variant, the number of moves and the result of a replayed game.
fn report(game: &AnyGame) {
    outln!("variant: {}", game.variant_id());
    outln!("moves: {}", game.ply());
    match game.outcome_view() {
        Some(o) => outln!("result: {} ({})", o.result, o.reason),
        None => outln!("result: * (game not over; {} to move)", game.side_to_move_name()),
    }
}
