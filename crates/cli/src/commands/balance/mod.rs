//! `reynard balance`: does a rule make the game fair? For every combination of the varied
//! options (a cell), the exact value and length of the game where its tables fit the solve
//! budget, else a match between two equal engines with its score and interval; as a table,
//! JSON lines, and an SVG chart. Finished cells are kept in a cells file, so a run resumes.

mod cell;
mod grid;
mod store;
mod svg;

use crate::ai::PlayerSpec;
use crate::variant_args::VariantArgs;
use anyhow::{Context, Result};
use cell::{CellLabel, CellResult, MatchPlan, Method};
use clap::Args;
use grid::{Budget, Cell, Vary};
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use reynard_play::{AnyRules, ByFamily, PlayFamily, with_family};
use reynard_search::matches::MatchConfig;
use reynard_solver::Progress;
use reynard_tables::TableDir;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use store::Store;

/// Arguments of `reynard balance`.
#[derive(Args, Debug)]
pub struct BalanceArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// An option to vary, with its values: `flock=10,11,12` (values that hold commas, like
    /// lists of points, are separated by `|`). Repeatable: every combination is a cell.
    #[arg(long = "vary", value_name = "KEY=V1,V2,…", required = true)]
    vary: Vec<Vary>,
    /// The most a cell may cost to solve: positions still to solve (`50M`) or time on this
    /// machine (`10min`, reckoned at the solver's usual speed). A cell over it, or whose
    /// start the tables cannot hold (a flock in hand), or of a family without a solver, is
    /// played out as a match instead. `0`: only what the tables in DIR hold already.
    #[arg(long, default_value = "10min", value_name = "POSITIONS|TIME")]
    solve_budget: Budget,
    /// Where tables are solved and read (finished tiers are reused).
    #[arg(long, default_value = reynard_tables::DEFAULT_DIR)]
    dir: PathBuf,
    /// The engine on both sides of a match, as for `reynard match` (a level 1-10, …).
    #[arg(long, default_value = "6")]
    player: PlayerSpec,
    /// Games of each match (the roles swap every game).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Thinking time per move in milliseconds, for players without limits of their own.
    #[arg(long, value_name = "MS")]
    time: Option<u64>,
    /// Random moves opening each pair of games (both games of a pair share them).
    #[arg(long, default_value_t = 2)]
    opening_plies: u32,
    /// Seed of the openings and of the players' random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads solving, and games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// The cells file: each finished cell as a JSON line, added as soon as it is done; a run
    /// takes the cells it finds there instead of measuring them again (default:
    /// DIR/balance-VARIANT.jsonl).
    #[arg(long, value_name = "FILE")]
    cells: Option<PathBuf>,
    /// Measure every cell again, even those in the cells file.
    #[arg(long)]
    fresh: bool,
    /// One JSON object a line, a cell each, instead of the table.
    #[arg(long)]
    json: bool,
    /// Also draw the chart of every cell into this SVG file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// No progress bars.
    #[arg(long)]
    quiet: bool,
}

/// Measures every cell (or takes it from the cells file), prints each as it is done, then
/// draws the chart.
pub fn run(args: &BalanceArgs) -> Result<ExitCode> {
    if ["solitaire", "goose"].contains(&args.variant.variant.as_str()) {
        anyhow::bail!(
            "`{}` is not a game of two sides: balance weighs one side against the other (the hunt and tafl games)",
            args.variant.variant
        );
    }
    let cells = grid::cells(&args.vary)?;
    // Every cell's rules first: a value the rules refuse stops the run before any work.
    let rules: Vec<AnyRules> =
        cells.iter().map(|cell| cell_rules(&args.variant, cell)).collect::<Result<_>>()?;
    let path = args.cells.clone().unwrap_or_else(|| default_cells_file(&args.dir, &args.variant.variant));
    let mut store = Store::open(&path)?;
    let threads =
        args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1);
    let pool = super::solve::thread_pool(Some(threads))?;
    let tables = TableDir::new(&args.dir);
    let plan = MatchPlan {
        player: &args.player,
        time: args.time.map(std::time::Duration::from_millis),
        config: MatchConfig {
            games: args.games,
            threads,
            opening_plies: args.opening_plies,
            seed: args.seed,
            ..MatchConfig::default()
        },
        tables: &tables,
    };
    let bars = Bars::new(args.quiet, cells.len());
    let table = Table::new(&args.vary);
    if !args.json {
        bars.print(table.header());
    }
    let mut results = Vec::new();
    let mut measured = 0;
    for (cell, rules) in cells.iter().zip(&rules) {
        let label = CellLabel {
            variant: args.variant.variant.clone(),
            set: args.variant.sets.clone(),
            options: cell.clone(),
            rules: cell::rules_key(rules),
        };
        bars.cells.set_message(cell_text(cell));
        // The solver's plan is counted once a cell: whether to solve decides both what the
        // cells file may stand for and how the cell is measured.
        let solve = solvable(args, rules, threads);
        let (result, fresh) = match stored(args, &store, &label, solve) {
            Some(found) => (found, false),
            None => (measure(args, &label, rules, solve, &plan, &pool, &bars)?, true),
        };
        if fresh {
            store.add(result.clone())?;
            measured += 1;
        }
        let line = if args.json {
            serde_json::to_string(&result).context("a cell as JSON")?
        } else {
            table.row(&result)
        };
        bars.print(line);
        bars.cells.inc(1);
        results.push(result);
    }
    bars.cells.finish_and_clear();
    if let Some(file) = &args.svg {
        let side_ids = with_family!(&rules[0], r => side_ids_of(r));
        let title = format!("{}: who wins", variant_title(&args.variant));
        std::fs::write(file, svg::chart(&title, &args.vary, &results, side_ids))
            .with_context(|| format!("writing the chart to {}", file.display()))?;
    }
    if !args.quiet {
        eprintln!(
            "{} cells: {measured} measured now, {} from {}{}",
            results.len(),
            results.len() - measured,
            store.path().display(),
            args.svg.as_ref().map_or(String::new(), |f| format!("; chart in {}", f.display()))
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The rules of one cell: the variant, its fixed `--set`s, then the cell's values.
fn cell_rules(variant: &VariantArgs, cell: &Cell) -> Result<AnyRules> {
    let mut args = variant.clone();
    args.sets.extend(cell.iter().map(|(k, v)| format!("{k}={v}")));
    args.any_rules().with_context(|| format!("the cell {}", cell_text(cell)))
}

fn side_ids_of<R: PlayFamily>(_: &R) -> [&'static str; 2] {
    R::side_ids()
}

/// A cell for people: `flock=11 hunter_first=true`.
fn cell_text(cell: &Cell) -> String {
    cell.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" ")
}

/// The variant and its fixed options, for titles.
fn variant_title(variant: &VariantArgs) -> String {
    let mut title = variant.variant.clone();
    for set in &variant.sets {
        title.push_str(&format!(" {set}"));
    }
    title
}

/// `DIR/balance-VARIANT.jsonl`, VARIANT the preset id or the variant file's name.
fn default_cells_file(dir: &Path, variant: &str) -> PathBuf {
    let name = Path::new(variant)
        .file_stem()
        .map_or_else(|| variant.to_string(), |s| s.to_string_lossy().to_string());
    dir.join(format!("balance-{name}.jsonl"))
}

/// A finished result of the cell in the cells file that this run can stand by: solved
/// always; a match only if the cell is not to be solved now and it was played the same way.
fn stored(args: &BalanceArgs, store: &Store, label: &CellLabel, solve: bool) -> Option<CellResult> {
    if args.fresh {
        return None;
    }
    if let Some(solved) = store.find(|c| label.is(c) && c.method == Method::Solved) {
        return Some(solved.clone());
    }
    if solve {
        return None;
    }
    let wanted = cell::MatchGames {
        player: args.player.label(),
        games: args.games,
        wins: 0,
        draws: 0,
        losses: 0,
        opening_plies: args.opening_plies,
        time_ms: args.time,
        seed: args.seed,
    };
    store.find(|c| label.is(c) && store::same_measure(c, &wanted)).cloned()
}

/// Whether the cell is solved (a hunt game whose missing tables fit the budget).
fn solvable(args: &BalanceArgs, rules: &AnyRules, threads: usize) -> bool {
    match rules {
        ByFamily::Hunt(hunt) => cell::positions_to_solve(hunt, &args.dir)
            .is_some_and(|missing| missing <= args.solve_budget.positions(threads)),
        ByFamily::Tafl(_) | ByFamily::TaflWide(_) => false,
    }
}

/// Solves the cell when `solve` (its tables fit the budget), else plays its match.
fn measure(
    args: &BalanceArgs,
    label: &CellLabel,
    rules: &AnyRules,
    solve: bool,
    plan: &MatchPlan<'_>,
    pool: &rayon::ThreadPool,
    bars: &Bars,
) -> Result<CellResult> {
    let within = bars.within();
    let result = match rules {
        ByFamily::Hunt(hunt) if solve => {
            within.set_message("solving");
            cell::solve(label, hunt, &args.dir, pool, &SolveBar(within.clone()))
        }
        _ => {
            within.set_length(u64::from(args.games));
            within.set_message("games");
            with_family!(rules, r => cell::play(label, r, plan, &within))
        }
    };
    within.finish_and_clear();
    result.with_context(|| format!("the cell {}", cell_text(&label.options)))
}

/// The progress bars on stderr: the cells, and the work within the cell in hand.
struct Bars {
    multi: MultiProgress,
    cells: ProgressBar,
}

impl Bars {
    fn new(quiet: bool, cells: usize) -> Bars {
        let target = if quiet { ProgressDrawTarget::hidden() } else { ProgressDrawTarget::stderr() };
        let multi = MultiProgress::with_draw_target(target);
        let cells = multi.add(ProgressBar::new(cells as u64));
        cells.set_style(
            ProgressStyle::with_template("{pos}/{len} cells [{elapsed}] {wide_msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Bars { multi, cells }
    }

    /// A bar for the work within one cell.
    fn within(&self) -> ProgressBar {
        let bar = self.multi.add(ProgressBar::new(0));
        bar.set_style(
            ProgressStyle::with_template("  {msg:>8} {wide_bar} {percent:>3}% ETA {eta}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    }

    /// A line on stdout, the bars kept below it.
    fn print(&self, line: String) {
        self.multi.suspend(|| outln!("{line}"));
    }
}

/// A solve's progress on a bar.
struct SolveBar(ProgressBar);

impl Progress for SolveBar {
    fn start(&self, total: u64) {
        self.0.set_length(total);
    }
    fn advance(&self, n: u64) {
        self.0.inc(n);
    }
}

/// The terminal table: a column per varied option, then how the cell was measured, its
/// value, and the plies or the score.
struct Table {
    widths: Vec<usize>,
    keys: Vec<String>,
}

/// Width of the value column (`hunters win`, `geese ahead`).
const VALUE_WIDTH: usize = 14;

impl Table {
    fn new(vary: &[Vary]) -> Table {
        let widths = vary
            .iter()
            .map(|v| v.values.iter().map(String::len).chain([v.key.len()]).max().unwrap_or(0))
            .collect();
        Table { widths, keys: vary.iter().map(|v| v.key.clone()).collect() }
    }

    fn header(&self) -> String {
        let mut line = String::new();
        for (key, width) in self.keys.iter().zip(&self.widths) {
            line.push_str(&format!("{key:<width$}  "));
        }
        line.push_str(&format!("{:<6}  {:<VALUE_WIDTH$}  plies or score", "method", "value"));
        line
    }

    fn row(&self, result: &CellResult) -> String {
        let mut line = String::new();
        for (key, width) in self.keys.iter().zip(&self.widths) {
            let value = result.options.get(key).and_then(|v| v.as_str()).unwrap_or("");
            line.push_str(&format!("{value:<width$}  "));
        }
        let method = if result.method == Method::Solved { "solved" } else { "match" };
        let detail = match (&result.games, result.plies) {
            (Some(g), _) => format!(
                "{} score {:.3} (95% {:.3} to {:.3}) in {} games of {}",
                result.score_of, result.score, result.interval[0], result.interval[1], g.games, g.player
            ),
            (None, Some(plies)) => format!("{plies} plies"),
            // Values-only tables know the winner but not how fast.
            (None, None) if result.winner.is_some() => "distance unknown".to_string(),
            (None, None) => "no one can force a win".to_string(),
        };
        line.push_str(&format!("{method:<6}  {:<VALUE_WIDTH$}  {detail}", result.value));
        line
    }
}
