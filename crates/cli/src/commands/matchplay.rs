//! `reynard match`: AI against AI, roles swapped every game, with statistics.

use crate::ai::PlayerSpec;
use crate::match_chart;
use crate::variant_args::VariantArgs;
use anyhow::{Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use reynard_play::{PlayFamily, with_family};
use reynard_search::Rng;
use reynard_search::matches::{
    Flow, GameEnd, GameResult, Judged, MatchConfig, PlayerFactory, play_match, tally,
};
use reynard_search::player::{Player, RandomPlayer};
use reynard_search::stats::{Sprt, SprtVerdict, Tally, elo_text};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Duration;

/// Arguments of `reynard match`.
#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// Player A: a level 1-10, alphabeta:depth=6, mcts:playouts=20000, random, greedy, or
    /// "cmd:PROGRAM ARGS" (an engine speaking the protocol).
    #[arg(long)]
    a: PlayerSpec,
    /// Player B, as for --a.
    #[arg(long)]
    b: PlayerSpec,
    /// Games to play; A takes the side that moves first in even games.
    #[arg(long, default_value_t = 10)]
    games: u32,
    /// Thinking time per move in milliseconds, for players without limits of their own.
    #[arg(long, value_name = "MS")]
    time: Option<u64>,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Random moves opening each pair of games (both games of a pair share them).
    #[arg(long, default_value_t = 2)]
    opening_plies: u32,
    /// Seed of the openings and of the players' random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop as soon as a sequential probability ratio test decides between two Elo
    /// differences of A over B, `ELO0,ELO1` (5 % error each way); --games is then the most
    /// games played.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_sprt)]
    sprt: Option<Sprt>,
    /// Also draw A's score after each game, with its 95% interval, into this SVG file.
    #[arg(long, value_name = "FILE")]
    svg: Option<std::path::PathBuf>,
    /// Print one JSON object with the results as the last line.
    #[arg(long)]
    json: bool,
    /// Solved tables: the engines (levels 9-10, alphabeta) play perfectly where they know
    /// the position.
    #[arg(long, value_name = "DIR", default_value = reynard_tables::DEFAULT_DIR)]
    tables: std::path::PathBuf,
}

/// Plays the match and prints the tables.
pub fn run(args: &MatchArgs) -> Result<ExitCode> {
    with_family!(args.variant.any_rules()?, rules => play(args, rules))
}

fn play<R: PlayFamily>(args: &MatchArgs, rules: R) -> Result<ExitCode> {
    let time = args.time.map(Duration::from_millis);
    let oracle = rules.oracle(&reynard_tables::TableDir::new(&args.tables));
    // Build each player once now, so that a bad command fails before the match starts.
    args.a.build(&rules, time, 0, oracle.clone())?;
    args.b.build(&rules, time, 0, oracle.clone())?;
    let factory = |spec: &PlayerSpec| {
        let spec = spec.clone();
        let rules = rules.clone();
        let oracle = oracle.clone();
        move |seed: u64| -> Box<dyn Player<R>> {
            // A player that could be built above can be built again; if an external
            // program fails to start now, a random stand-in keeps the match going (its
            // games show in the results).
            spec.build(&rules, time, seed, oracle.clone())
                .unwrap_or_else(|_| Box::new(RandomPlayer(Rng::new(seed))))
        }
    };
    let (make_a, make_b) = (factory(&args.a), factory(&args.b));
    let config = MatchConfig {
        games: args.games,
        threads: args.threads.max(1),
        opening_plies: args.opening_plies,
        seed: args.seed,
        ..MatchConfig::default()
    };
    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games, {elapsed} elapsed, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let judge = oracle.as_deref();
    // A's scores in the order the games finished, for the SPRT and the chart.
    let so_far = Mutex::new((Tally::default(), Vec::new()));
    let on_game = |game: &GameResult<R::Side>| {
        bar.inc(1);
        // A poisoned lock means another game thread panicked; the tally is still whole.
        let mut guard = so_far.lock().unwrap_or_else(|e| e.into_inner());
        let (tally, order) = &mut *guard;
        tally.add(game.a_score());
        order.push(game.a_score());
        match args.sprt {
            Some(sprt) if sprt.verdict(tally).is_some() => Flow::Stop,
            _ => Flow::Continue,
        }
    };
    let results = play_match(&rules, &make_a as &PlayerFactory<R>, &make_b, &config, judge, &on_game);
    bar.finish_and_clear();

    let (total, by_side) = tally(&results);
    let forfeits = results.iter().filter(|r| r.end == GameEnd::Forfeit).count();
    let limit_draws = results.iter().filter(|r| r.end == GameEnd::MoveLimit).count();
    outln!(
        "{}: A = {} vs B = {}, {} games{}",
        rules.variant_id(),
        args.a.label(),
        args.b.label(),
        results.len(),
        time.map_or(String::new(), |t| format!(", {} ms per move", t.as_millis()))
    );
    for (side, t) in &by_side {
        let name = format!("A as {}:", rules.side_name(*side));
        outln!("  {name:<20} wins {:>4}  draws {:>4}  losses {:>4}", t.wins, t.draws, t.losses);
    }
    let (lo, hi) = total.score_interval();
    let (elo_lo, elo_hi) = total.elo_interval();
    outln!(
        "  A score {:.3} (95% {:.3} to {:.3}), Elo {} (95% {} to {})",
        total.score(),
        lo,
        hi,
        elo_text(total.elo()),
        elo_text(elo_lo),
        elo_text(elo_hi)
    );
    if let Some(sprt) = args.sprt {
        outln!("  {}", sprt_text(&sprt, &total));
    }
    if forfeits + limit_draws > 0 {
        outln!("  ({forfeits} forfeits, {limit_draws} draws by the move limit)");
    }
    let (_, order) = so_far.into_inner().unwrap_or_else(|e| e.into_inner());
    let course = match_chart::course(&order);
    if course.len() > 1 {
        outln!("  A's score after each game, with its 95% interval:");
        for line in match_chart::text(&course) {
            outln!("  {line}");
        }
    }
    if let Some(file) = &args.svg {
        let title = format!(
            "{}: {} against {}, the score of A after each game (95% interval)",
            rules.variant_id(),
            args.a.label(),
            args.b.label()
        );
        std::fs::write(file, match_chart::svg(&title, &course))
            .with_context(|| format!("writing the chart to {}", file.display()))?;
    }
    let judged = judged_totals(&results);
    for (name, j) in [("A", judged[0]), ("B", judged[1])] {
        if j.moves > 0 {
            outln!(
                "  {name} by the solved tables: {} moves known, {} threw away a win, {} a draw",
                j.moves,
                j.lost_wins,
                j.lost_draws
            );
        }
    }
    if args.json {
        outln!("{}", json(args, &total, &by_side, &judged, &rules));
    }
    Ok(ExitCode::SUCCESS)
}

/// The judged moves of A and B over all games.
fn judged_totals<S>(results: &[GameResult<S>]) -> [Judged; 2] {
    results.iter().fold([Judged::default(); 2], |[a, b], r| [a.plus(r.judged[0]), b.plus(r.judged[1])])
}

fn json<R: PlayFamily>(
    args: &MatchArgs,
    total: &Tally,
    by_side: &[(R::Side, Tally)],
    judged: &[Judged; 2],
    rules: &R,
) -> String {
    let sides: serde_json::Map<String, serde_json::Value> = by_side
        .iter()
        .map(|(side, t)| {
            (
                rules.side_name(*side),
                serde_json::json!({"wins": t.wins, "draws": t.draws, "losses": t.losses}),
            )
        })
        .collect();
    serde_json::json!({
        "variant": rules.variant_id(),
        "a": args.a.label(),
        "b": args.b.label(),
        "games": total.games(),
        "a_wins": total.wins,
        "b_wins": total.losses,
        "draws": total.draws,
        "a_score": total.score(),
        "a_score_ci": total.score_interval(),
        "elo": total.elo(),
        "elo_ci": total.elo_interval(),
        "a_by_side": sides,
        "sprt": args.sprt.map(|sprt| serde_json::json!({
            "elo0": sprt.elo0,
            "elo1": sprt.elo1,
            "llr": sprt.llr(total),
            "verdict": sprt.verdict(total).map(|v| if v == SprtVerdict::H1 { "H1" } else { "H0" }),
        })),
        "judged": judged.iter().map(|j| serde_json::json!({
            "moves": j.moves, "lost_wins": j.lost_wins, "lost_draws": j.lost_draws,
        })).collect::<Vec<_>>(),
    })
    .to_string()
}

/// Reads `--sprt ELO0,ELO1`.
fn parse_sprt(text: &str) -> Result<Sprt, String> {
    let bad = || format!("`{text}`: give two Elo differences, the second above the first, like `0,10`");
    let (elo0, elo1) = text.split_once(',').ok_or_else(bad)?;
    let (elo0, elo1): (f64, f64) =
        (elo0.trim().parse().map_err(|_| bad())?, elo1.trim().parse().map_err(|_| bad())?);
    if !(elo0.is_finite() && elo1.is_finite() && elo1 > elo0) {
        return Err(bad());
    }
    Ok(Sprt::new(elo0, elo1))
}

/// The SPRT's state after the match: its verdict, or that it did not decide.
fn sprt_text(sprt: &Sprt, total: &Tally) -> String {
    let (lower, upper) = sprt.bounds();
    let llr = sprt.llr(total);
    let decision = match sprt.verdict(total) {
        Some(SprtVerdict::H1) => format!("H1 accepted: {:+} rather than {:+}", sprt.elo1, sprt.elo0),
        Some(SprtVerdict::H0) => format!("H0 accepted: {:+} rather than {:+}", sprt.elo0, sprt.elo1),
        None => "undecided: play more games".to_string(),
    };
    format!(
        "SPRT {:+} vs {:+} Elo after {} games: LLR {llr:.2} (bounds {lower:.2}, {upper:.2}), {decision}",
        sprt.elo0,
        sprt.elo1,
        total.games()
    )
}
