//! `reynard solve`: retrograde analysis of a variant into table files, and its value.

use crate::variant_args::{VariantArgs, play_moves};
use anyhow::{Context, Result};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use reynard_rules::Family;
use reynard_rules::hunt::{Game, Position};
use reynard_solver::placement_solve::Outcome3;
use reynard_solver::{CheckpointError, Progress, SolveError, Tablebase, TierId, TierReport, Value};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// Arguments of `reynard solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    variant: VariantArgs,
    /// Where the table files go (finished tiers there are reused: a solve resumes).
    #[arg(long, default_value = "tables")]
    dir: PathBuf,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// No progress bar and no tier lines on stderr.
    #[arg(long)]
    quiet: bool,
    /// Only print the tiers with their sizes and the memory a solve needs; solve nothing.
    #[arg(long)]
    plan: bool,
    /// Start every tier even if its estimated memory exceeds the memory available, or its
    /// table the free disk space.
    #[arg(long)]
    force: bool,
    /// First rewrite the tables written in an older format (2 bytes a position) in the
    /// current one (about 1 byte), checking every value.
    #[arg(long)]
    compact: bool,
    /// Minutes between checkpoints of the tier in work (0: only when stopped). Ctrl-C (or
    /// SIGTERM) stops a solve after its current step with a checkpoint; the same command
    /// resumes the tier from it.
    #[arg(long, default_value_t = 15, value_name = "MINUTES")]
    checkpoint_minutes: u64,
    /// Solve this position instead of the start: a position text as `reynard show` prints
    /// it (`a1,e1,a5,e5/c3,d3 h 18` for Bagh-Chal). A hunt game's tables are solved as
    /// usual and the position's value printed from them.
    #[arg(long, value_name = "TEXT", conflicts_with = "moves")]
    position: Option<String>,
    /// With a flock in hand (Bagh-Chal): also solve the placement phase, tier by tier, up to
    /// this many pieces in hand (20: all of it, about 40 minutes on two cores), values only,
    /// each tier written to a placement file in DIR as it is done (a stopped run goes on
    /// from them); `probe`, `bestmove`, the AI and the server then read a position's value
    /// from them, without distance.
    #[arg(long, value_name = "IN_HAND")]
    placement: Option<u8>,
    /// Solve the position these moves reach from the start instead (`@c3 a1-b2`, separated
    /// by spaces or commas).
    #[arg(long, value_name = "MOVES")]
    moves: Option<String>,
    #[command(flatten)]
    solitaire: super::solitaire::SolitaireSolveArgs,
}

/// Prints the tiers, their positions (counted exactly), the sizes of the table files and
/// the memory each tier needs to solve (work words, queues and layouts; the lower tiers are
/// read from their files through the page cache), with the memory available now.
fn plan(tb: &Tablebase) {
    let variant = tb.rules().variant();
    let mb = reynard_solver::memory::mb;
    let plans = tb.plan();
    // Progress sub-tiers of one material are listed as one line.
    for group in plans.chunk_by(|a, b| (a.tier.hunters, a.tier.flock) == (b.tier.hunters, b.tier.flock)) {
        let first = &group[0];
        let sub_tiers = if group.len() > 1 || first.tier.progress.is_some() {
            format!(" in {} progress sub-tiers", group.len())
        } else {
            String::new()
        };
        let solved = group.iter().filter(|p| p.solved).count();
        let mut done = match solved {
            0 => String::new(),
            n if n == group.len() => " (solved)".to_string(),
            n => format!(" ({n} of {} solved)", group.len()),
        };
        if group.iter().any(|p| p.checkpoint) {
            done.push_str(" (in work: a checkpoint to resume from)");
        }
        // The largest memory of the group, with its parts.
        let largest = group.iter().max_by_key(|p| p.memory.peak()).unwrap_or(first);
        outln!(
            "tier {} {} {} {}: {} positions{sub_tiers} ({} slots), table {} MB, memory to solve {} MB (work {} + queues {} + layouts {}; lower tiers mapped {} MB){done}",
            first.tier.hunters,
            variant.hunter_name,
            first.tier.flock,
            variant.flock_name,
            group.iter().map(|p| p.positions).sum::<u64>(),
            group.iter().map(|p| p.slots).sum::<u64>(),
            mb(group.iter().map(|p| p.table_bytes).sum()),
            mb(largest.memory.peak()),
            mb(largest.memory.work),
            mb(largest.memory.queues),
            mb(largest.memory.layouts),
            mb(largest.memory.mapped),
        );
    }
    let positions: u64 = plans.iter().map(|p| p.positions).sum();
    let tables: u64 = plans.iter().map(|p| p.table_bytes).sum();
    let peak = plans.iter().map(|p| p.memory.peak()).max().unwrap_or(0);
    let available = reynard_solver::memory::available()
        .map_or_else(|| "unknown".to_string(), |a| format!("{} MB", mb(a)));
    outln!(
        "total: {positions} positions; tables {} MB; memory at the peak {} MB (available now: {available})",
        mb(tables),
        mb(peak)
    );
}

/// A progress bar on stderr: positions per second and the time left.
struct Bar {
    bar: ProgressBar,
    done_before: AtomicU64,
    /// Work units of the tier in progress.
    current: AtomicU64,
    /// No tier lines either.
    quiet: bool,
    /// Work units done in the tier in progress.
    tier_done_units: AtomicU64,
    /// When the solve started.
    started: std::time::Instant,
    /// Seconds since the start when the tier in progress started.
    tier_started: AtomicU64,
    /// Seconds since the start at which the next progress note is due (without a bar).
    next_note: AtomicU64,
}

/// Seconds between progress notes when there is no progress bar (output to a file).
const NOTE_EVERY: u64 = 600;

impl Bar {
    /// Prints a line above the bar (or on stderr without one); unless `even_quiet`, not
    /// with `--quiet`.
    fn say(&self, line: String, even_quiet: bool) {
        if self.quiet && !even_quiet {
            // Nothing on stderr.
        } else if self.bar.is_hidden() {
            eprintln!("{line}");
        } else {
            self.bar.println(line);
        }
    }

    /// Without a bar (stderr to a file), a line now and then: how far the tier is, the
    /// memory in use.
    fn note(&self, units: u64) {
        if self.quiet || !self.bar.is_hidden() {
            return;
        }
        let now = self.started.elapsed().as_secs();
        let due = self.next_note.load(Ordering::Relaxed);
        if now < due
            || self
                .next_note
                .compare_exchange(due, now + NOTE_EVERY, Ordering::Relaxed, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        let work = self.current.load(Ordering::Relaxed).max(1);
        let seconds = now.saturating_sub(self.tier_started.load(Ordering::Relaxed));
        eprintln!(
            "{}: {:.1} % of the work units after {seconds} s (the first half checks the slots, the \
             rest visits the decided positions: a tier with draws ends short of 100 %); RSS now {}",
            self.bar.message(),
            100.0 * units as f64 / work as f64,
            status_kb("VmRSS:").map_or_else(|| "unknown".to_string(), |kb| format!("{} MB", kb / 1024)),
        );
    }
}

impl Progress for Bar {
    fn start(&self, total: u64) {
        self.bar.set_length(total);
    }
    fn tier(&self, tier: TierId, slots: u64) {
        self.current.store(2 * slots, Ordering::Relaxed);
        self.tier_done_units.store(0, Ordering::Relaxed);
        let now = self.started.elapsed().as_secs();
        self.tier_started.store(now, Ordering::Relaxed);
        self.next_note.store(now + NOTE_EVERY, Ordering::Relaxed);
        self.bar.set_message(format!("tier {tier}"));
    }
    fn advance(&self, n: u64) {
        self.bar.inc(n);
        let units = self.tier_done_units.fetch_add(n, Ordering::Relaxed) + n;
        self.note(units);
    }
    fn write_failed(&self, tier: TierId, error: &reynard_solver::TableError, retry_in: u64) {
        self.say(format!("tier {tier}: table not written ({error}); trying again in {retry_in} s"), true);
    }
    fn checkpoint_written(&self, tier: TierId, bytes: u64, seconds: f64) {
        self.say(
            format!(
                "tier {tier}: checkpoint written ({} MB in {seconds:.1} s)",
                reynard_solver::memory::mb(bytes)
            ),
            false,
        );
    }
    fn checkpoint_failed(&self, tier: TierId, error: &CheckpointError) {
        self.say(format!("tier {tier}: no checkpoint written ({error}); the solve goes on"), true);
    }
    fn resumed(&self, tier: TierId, at: &str) {
        self.say(format!("tier {tier}: resumed from its checkpoint ({at})"), false);
    }
    fn tier_done(&self, report: &TierReport) {
        let line = format!(
            "tier {}: {} positions {}",
            report.tier,
            report.positions,
            if report.resumed {
                "read".to_string()
            } else {
                format!(
                    "solved in {:.1} s ({:.2} M positions/s; queues held at most {} entries; peak RSS so far {})",
                    report.seconds,
                    report.positions as f64 / report.seconds.max(1e-9) / 1e6,
                    report.queue_peak,
                    status_kb("VmHWM:")
                        .map_or_else(|| "unknown".to_string(), |kb| format!("{} MB", kb / 1024)),
                )
            }
        );
        self.say(line, false);
        if !report.resumed {
            let work = self.current.load(Ordering::Relaxed);
            let done = self.done_before.fetch_add(work, Ordering::Relaxed) + work;
            self.bar.set_position(done);
        }
    }
}

/// A memory figure of this process in kB from `/proc/self/status` (`VmHWM:` the peak
/// resident memory so far, `VmRSS:` now), where the system says.
fn status_kb(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The pool of worker threads.
pub fn thread_pool(threads: Option<usize>) -> Result<rayon::ThreadPool> {
    let mut builder = rayon::ThreadPoolBuilder::new();
    if let Some(n) = threads {
        builder = builder.num_threads(n.max(1));
    }
    builder.build().context("starting the worker threads")
}

/// The result line of a value at the start: `geese win`, `fox win` or `draw`.
pub fn value_text(tb: &Tablebase, side_to_move: reynard_rules::Side, value: Value) -> String {
    let variant = tb.rules().variant();
    match value {
        Value::Win(_) => format!("{} win", variant.side_name(side_to_move)),
        Value::Loss(_) => format!("{} win", variant.side_name(side_to_move.other())),
        Value::Draw => "draw".to_string(),
    }
}

/// Ctrl-C (or SIGTERM, SIGHUP) sets `stop`: the solve stops after its current step with a
/// checkpoint. A second one ends the program at once.
/// The position whose value is printed: `--position`, `--moves` from the start, or the
/// start; and whether it was asked for.
fn position_asked(rules: &reynard_rules::hunt::Rules, args: &SolveArgs) -> Result<(Position, bool)> {
    if let Some(text) = &args.position {
        let pos = rules.parse_position(text).with_context(|| format!("--position `{text}`"))?;
        return Ok((pos, true));
    }
    let Some(moves) = &args.moves else {
        return Ok((rules.game_start(), false));
    };
    let mut game = Game::new(rules.clone());
    play_moves(&mut game, moves)?;
    Ok((*game.position(), true))
}

fn stop_on_ctrl_c(stop: Arc<AtomicBool>) {
    let installed = ctrlc::set_handler(move || {
        if stop.swap(true, Ordering::Relaxed) {
            std::process::exit(130);
        }
        eprintln!(
            "stopping after the current step, with a checkpoint of the tier in work (again to stop at once)"
        );
    });
    if let Err(err) = installed {
        eprintln!("Ctrl-C will stop the solve without a checkpoint ({err})");
    }
}

/// Solves, then prints the value of the start and the counts per tier.
pub fn run(args: &SolveArgs) -> Result<ExitCode> {
    if super::solitaire::is_solitaire(&args.variant) {
        return super::solitaire::solve(
            &args.variant,
            &args.solitaire,
            args.position.as_deref(),
            args.moves.as_deref(),
        );
    }
    let rules = args.variant.hunt_rules()?;
    let every = (args.checkpoint_minutes > 0)
        .then(|| Duration::from_secs(args.checkpoint_minutes.saturating_mul(60)));
    let stop = Arc::new(AtomicBool::new(false));
    let tb =
        Tablebase::new(&rules, &args.dir).force(args.force).checkpoint_every(every).stop_on(stop.clone());
    if args.plan {
        plan(&tb);
        return Ok(ExitCode::SUCCESS);
    }
    let bar = if args.quiet { ProgressBar::hidden() } else { ProgressBar::new(0) };
    bar.set_style(
        ProgressStyle::with_template(
            "{msg:>10} [{elapsed_precise}] {wide_bar} {percent:>3}% {rate} ETA {eta}",
        )
        .context("progress bar template")?
        .with_key("rate", |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = write!(w, "{:.2} M slots/s", state.per_sec() / 1e6);
        }),
    );
    let progress = Bar {
        bar,
        done_before: AtomicU64::new(0),
        current: AtomicU64::new(0),
        quiet: args.quiet,
        tier_done_units: AtomicU64::new(0),
        started: std::time::Instant::now(),
        tier_started: AtomicU64::new(0),
        next_note: AtomicU64::new(NOTE_EVERY),
    };
    let pool = thread_pool(args.threads)?;
    if args.compact {
        for c in pool.install(|| tb.compact())? {
            eprintln!("tier {}: table rewritten, {} bytes instead of {}", c.tier, c.after, c.before);
        }
    }
    stop_on_ctrl_c(stop);
    let report = match pool.install(|| tb.solve(&progress)) {
        Ok(report) => report,
        Err(err @ SolveError::Interrupted { .. }) => {
            progress.bar.finish_and_clear();
            eprintln!("{err}");
            return Ok(ExitCode::from(130));
        }
        Err(err) => return Err(err.into()),
    };
    progress.bar.finish_and_clear();
    let (pos, asked) = position_asked(&rules, args)?;
    if asked {
        outln!("position: {}", rules.position_text(&pos));
    }
    let placement = match args.placement {
        // Each tier's line as soon as it is solved: the whole phase takes about 40 minutes.
        Some(in_hand) => Some(match pool.install(|| {
            tb.solve_placement(in_hand, &mut |r| {
                let how = if r.from_file { "read from its file" } else { "solved" };
                outln!(
                    "placement {} in hand, {} taken, {} to move: {} positions: {} wins, {} draws, {} losses (side to move); {how} in {:.1} s",
                    r.tier.in_hand,
                    r.tier.captured,
                    rules.variant().side_name(r.side),
                    r.positions,
                    r.counts[0],
                    r.counts[1],
                    r.counts[2],
                    r.seconds
                );
            })
        }) {
            Ok(values) => values,
            Err(err @ SolveError::PlacementInterrupted { .. }) => {
                eprintln!("{err}");
                return Ok(ExitCode::from(130));
            }
            Err(err) => return Err(err.into()),
        }),
        None => None,
    };
    match placement.as_ref().and_then(|values| values.value(&tb, &pos)) {
        Some(outcome) if pos.to_place() > 0 => {
            let side = match outcome {
                Outcome3::Win => Some(pos.side()),
                Outcome3::Loss => Some(pos.side().other()),
                Outcome3::Draw => None,
            };
            let text =
                side.map_or_else(|| "draw".to_string(), |s| format!("{} win", rules.variant().side_name(s)));
            outln!("value: {text}");
        }
        _ => match tb.probe(&pos) {
            Ok(value) => {
                outln!("value: {}", value_text(&tb, pos.side(), value));
                // Values-only tables (compressed with --values-only) hold no distance.
                if let Some(plies) = value.distance() {
                    outln!("plies: {plies}");
                }
            }
            // The tables are solved; only the search of the placement above them gave up.
            Err(err @ SolveError::PlacementTooLarge(_)) => outln!("value: not solved: {err}"),
            Err(err) => return Err(err.into()),
        },
    }
    let variant = rules.variant();
    let mut total = 0;
    for (t, merged) in report.by_material() {
        total += t.positions;
        let sub_tiers = if merged > 1 { format!(" in {merged} progress sub-tiers") } else { String::new() };
        outln!(
            "tier {} {} {} {}: {} positions{sub_tiers}: {} wins, {} losses, {} draws (side to move); longest {} plies; {}",
            t.tier.hunters,
            variant.hunter_name,
            t.tier.flock,
            variant.flock_name,
            t.positions,
            t.wins,
            t.losses,
            t.draws,
            t.longest,
            if t.resumed { "read from file".to_string() } else { format!("solved in {:.1} s", t.seconds) },
        );
    }
    let bytes: u64 = report.tiers.iter().map(|t| t.bytes).sum();
    let seconds: f64 = report.tiers.iter().map(|t| t.seconds).sum();
    outln!("positions: {total}; tables: {bytes} bytes in {}; solved in {seconds:.1} s", args.dir.display());
    Ok(ExitCode::SUCCESS)
}
