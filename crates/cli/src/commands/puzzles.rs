//! `reynard puzzles`: puzzles drawn from solved tables — won positions where one move
//! stands out (the only win, or the only fastest) — with their solutions.

use crate::tui::app::App;
use crate::tui::puzzle_session::PuzzleSession;
use crate::variant_args::VariantArgs;
use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_i18n::Lang;
use reynard_rules::{Family, Side};
use reynard_solver::Tablebase;
use reynard_tables::puzzles::{PuzzleOptions, draw_puzzles};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// Arguments of `reynard puzzles`.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// How many puzzles.
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// Fewest plies to the win (the solver's first move counted).
    #[arg(long, default_value_t = 5)]
    min_plies: u16,
    /// Most plies to the win.
    #[arg(long, default_value_t = 25)]
    max_plies: u16,
    /// Only puzzles for this side to solve (`hunter` or `flock`).
    #[arg(long)]
    side: Option<String>,
    /// The random seed (the same seed and tables give the same puzzles).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where the table files are (as written by `reynard solve --dir`).
    #[arg(long, default_value = reynard_tables::DEFAULT_DIR)]
    dir: PathBuf,
    /// One JSON object a line: `{"position", "solution", "plies", "kind", "side"}`.
    #[arg(long)]
    json: bool,
    /// Solve them in the full-screen game instead: one after another, against perfect
    /// defence, with hints and a streak.
    #[arg(long, conflicts_with = "json")]
    play: bool,
    /// With --play: the language (en, ru or pl; else the locale decides).
    #[arg(long, value_name = "LANG")]
    lang: Option<String>,
}

/// Draws and prints the puzzles.
pub fn run(args: &PuzzlesArgs) -> Result<ExitCode> {
    let rules = args.variant.hunt_rules()?;
    if args.min_plies > args.max_plies {
        bail!("--min-plies {} is above --max-plies {}", args.min_plies, args.max_plies);
    }
    let side = match args.side.as_deref() {
        None => None,
        Some("hunter") => Some(Side::Hunter),
        Some("flock") => Some(Side::Flock),
        Some(other) => bail!("--side `{other}`: the sides are hunter and flock"),
    };
    let tb = Tablebase::new(&rules, &args.dir);
    let options = PuzzleOptions {
        min_plies: args.min_plies,
        max_plies: args.max_plies,
        side,
        seed: args.seed,
        attempts: (args.count as u64).saturating_mul(20_000).max(200_000),
    };
    let tables_note = || {
        format!(
            "reading the tables of {} in {} (solve them with `reynard solve`)",
            rules.variant_id(),
            args.dir.display()
        )
    };
    if args.play {
        let lang = match &args.lang {
            Some(code) => Lang::parse(code).with_context(|| format!("--lang {code}: use en, ru or pl"))?,
            None => Lang::from_environment(),
        };
        let Some(session) = PuzzleSession::new(Arc::new(tb), options).with_context(tables_note)? else {
            bail!(
                "no puzzle of {} fits --min-plies {} --max-plies {}",
                rules.variant_id(),
                args.min_plies,
                args.max_plies
            );
        };
        let mut app = App::new(lang);
        app.begin(Box::new(session));
        crate::tui::run(app)?;
        return Ok(ExitCode::SUCCESS);
    }
    let puzzles = draw_puzzles(&tb, args.count, &options).with_context(tables_note)?;
    for (i, puzzle) in puzzles.iter().enumerate() {
        let mut pos = puzzle.position;
        let mut solution = Vec::new();
        for &mv in &puzzle.solution {
            solution.push(rules.move_text(&pos, mv));
            pos = rules.play_unchecked(&pos, mv);
        }
        let side = puzzle.position.side();
        if args.json {
            let line = serde_json::json!({
                "position": rules.position_text(&puzzle.position),
                "solution": solution,
                "plies": puzzle.plies,
                "kind": puzzle.kind.id(),
                "side": side.role(),
            });
            outln!("{line}");
        } else {
            let why = match puzzle.kind {
                reynard_tables::puzzles::PuzzleKind::OnlyWin => "one move wins",
                reynard_tables::puzzles::PuzzleKind::FastestWin => "one move wins fastest",
            };
            outln!(
                "puzzle {}: {} to move, win in {} plies ({why})",
                i + 1,
                rules.side_name(side),
                puzzle.plies
            );
            out!("{}", rules.draw(&puzzle.position));
            outln!("position: {}", rules.position_text(&puzzle.position));
            outln!("solution: {}\n", solution.join(" "));
        }
    }
    if puzzles.len() < args.count {
        eprintln!(
            "found {} of {} puzzles: widen --min-plies/--max-plies or --side",
            puzzles.len(),
            args.count
        );
    }
    Ok(ExitCode::SUCCESS)
}
