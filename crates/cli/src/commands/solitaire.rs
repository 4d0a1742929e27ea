//! Peg solitaire (`solitaire`) in `show`, `perft` and `solve`: a one-player game outside the
//! two-player families, so those commands hand it over here before their family dispatch.

use crate::variant_args::VariantArgs;
use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_rules::solitaire::{Pegs, Solitaire};
use reynard_solver::solitaire::{Solver, Target, reachable};
use std::process::ExitCode;
use std::time::Instant;

/// The variant id.
pub const ID: &str = crate::solo_games::SoloGame::Solitaire.id();

/// Whether the command's variant is peg solitaire.
pub fn is_solitaire(args: &VariantArgs) -> bool {
    args.variant == ID
}

/// The rules with every `--set` applied (`start=HOLE`, `finish=HOLE`).
pub fn rules(args: &VariantArgs) -> Result<Solitaire> {
    if args.variant_file.is_some() {
        bail!("variant files are for the two-player games; give solitaire options with --set");
    }
    let mut rules = Solitaire::new();
    for pair in &args.sets {
        rules.set_pair(pair).with_context(|| format!("--set {pair}"))?;
    }
    Ok(rules)
}

/// Plays `moves` (separated by spaces or commas) from the start.
pub fn play_moves(rules: &Solitaire, moves: &str) -> Result<Pegs> {
    let mut pegs = rules.start();
    for (i, text) in
        moves.split(|c: char| c == ',' || c.is_whitespace()).filter(|s| !s.is_empty()).enumerate()
    {
        let mv = rules.parse_move(pegs, text).with_context(|| format!("--moves: move {} `{text}`", i + 1))?;
        // `parse_move` checked it in `pegs`.
        pegs = rules.play_unchecked(pegs, &mv);
    }
    Ok(pegs)
}

/// `reynard show solitaire`: the board, the position text and the state of play.
pub fn show(args: &VariantArgs, moves: &str) -> Result<ExitCode> {
    let rules = rules(args)?;
    let pegs = play_moves(&rules, moves)?;
    out!("{}", rules.draw(pegs));
    outln!("o = peg, . = empty hole");
    outln!("pegs: {}", rules.score(pegs));
    outln!("position: {}", rules.position_text(pegs));
    if rules.is_over(pegs) {
        let perfect = if rules.is_perfect(pegs) { " (perfect finish)" } else { "" };
        outln!("game over: {} pegs left{perfect}", rules.score(pegs));
    } else {
        let moves: Vec<String> = rules.moves(pegs).iter().map(|m| rules.move_text(m)).collect();
        outln!("moves: {}", moves.join(" "));
    }
    Ok(ExitCode::SUCCESS)
}

/// `reynard perft solitaire D`: move path counts, chains counted as one move.
pub fn perft(args: &VariantArgs, depth: u32, moves: &str, divide: bool) -> Result<ExitCode> {
    let rules = rules(args)?;
    let pegs = play_moves(&rules, moves)?;
    if divide {
        for mv in rules.moves(pegs) {
            // A move from `moves(pegs)` is legal in `pegs`.
            let after = rules.play_unchecked(pegs, &mv);
            outln!("{} {}", rules.move_text(&mv), rules.perft(after, depth.saturating_sub(1)));
        }
        return Ok(ExitCode::SUCCESS);
    }
    for d in 1..=depth {
        outln!("perft({d}) = {}", rules.perft(pegs, d));
    }
    Ok(ExitCode::SUCCESS)
}

/// The options of `reynard solve` that only solitaire reads.
#[derive(Args, Debug, Default)]
pub struct SolitaireSolveArgs {
    /// Solitaire: skip the count of reachable positions (seconds for the central game, longer for an off-centre start).
    #[arg(long)]
    no_count: bool,
    /// Solitaire: aim at one peg anywhere instead of one peg on the finish hole.
    #[arg(long)]
    anywhere: bool,
    /// Solitaire: print the first solution found (fast) instead of one with the fewest moves
    /// (about a minute for the central game).
    #[arg(long)]
    any_solution: bool,
}

/// `reynard solve solitaire`: the reachable counts, whether the target can be reached, and a way.
/// `position` (a position text) or `moves` (from the start) give the position to solve
/// instead of the start.
pub fn solve(
    args: &VariantArgs,
    options: &SolitaireSolveArgs,
    position: Option<&str>,
    moves: Option<&str>,
) -> Result<ExitCode> {
    let rules = rules(args)?;
    let pegs = match (position, moves) {
        (Some(text), _) => rules.parse_position(text).context("--position")?,
        (None, Some(moves)) => play_moves(&rules, moves)?,
        (None, None) => rules.start(),
    };
    if !options.no_count {
        let t = Instant::now();
        let reach = reachable(&rules, pegs);
        outln!("reachable: {}", reach.raw);
        outln!("reachable-up-to-symmetry: {}", reach.up_to_symmetry);
        eprintln!("counted in {:.1} s", t.elapsed().as_secs_f64());
    }
    let target = if options.anywhere { Target::OnePeg } else { Target::Perfect };
    let t = Instant::now();
    let mut solver = Solver::new(&rules, target);
    let solution = if options.any_solution { solver.solve(pegs) } else { solver.fewest_moves(pegs) };
    eprintln!("solved in {:.1} s ({} positions searched)", t.elapsed().as_secs_f64(), solver.nodes);
    match solution {
        Some(moves) => {
            outln!("solvable: yes");
            let kind = if options.any_solution { "the first found" } else { "the fewest" };
            outln!("moves: {} ({kind}; a chain of jumps by one peg is one move)", moves.len());
            let text: Vec<String> = moves.iter().map(|m| rules.move_text(m)).collect();
            outln!("solution: {}", text.join(" "));
        }
        None => outln!("solvable: no"),
    }
    Ok(ExitCode::SUCCESS)
}

const PLAY_HELP: &str = "\
Type a move (d2xd4, a chain b4xd4xd6; holes by name or number 1-33), or a command:
  moves        list the legal moves
  hint         the solver's next move towards one peg on the finish hole
  undo         take back the last move
  help         this text
  quit         leave";

/// `reynard play solitaire`: a game at the terminal, with hints from the solver.
pub fn play(args: &VariantArgs) -> Result<ExitCode> {
    use std::io::{BufRead, Write};
    let rules = rules(args)?;
    let mut solver = Solver::new(&rules, Target::Perfect);
    let mut history = vec![rules.start()];
    let stdin = std::io::stdin();
    outln!(
        "solitaire: leave one peg, on {}. Type `help` for commands.\n",
        rules.hole_name(rules.finish_hole())
    );
    loop {
        // `history` always holds the start.
        let pegs = history[history.len() - 1];
        out!("{}", rules.draw(pegs));
        outln!("pegs left: {}, moves made: {}", rules.score(pegs), history.len() - 1);
        if rules.is_over(pegs) {
            if rules.is_perfect(pegs) {
                outln!("The perfect finish!");
            } else {
                outln!("No jump left: {} pegs. `undo` or `quit`.", rules.score(pegs));
            }
        }
        out!("solitaire> ");
        std::io::stdout().flush().context("writing to the terminal")?;
        let mut line = String::new();
        if stdin.lock().read_line(&mut line).context("reading a move")? == 0 {
            outln!();
            return Ok(ExitCode::SUCCESS);
        }
        match line.trim() {
            "" => continue,
            "quit" | "exit" => return Ok(ExitCode::SUCCESS),
            "help" => outln!("{PLAY_HELP}"),
            "moves" => {
                let moves: Vec<String> = rules.moves(pegs).iter().map(|m| rules.move_text(m)).collect();
                outln!("{}", if moves.is_empty() { "(none)".to_string() } else { moves.join(" ") });
            }
            "hint" => match solver.solve(pegs).as_deref() {
                Some([first, ..]) => outln!("hint: {}", rules.move_text(first)),
                _ => outln!("no way to one peg on {} from here", rules.hole_name(rules.finish_hole())),
            },
            "undo" if history.len() > 1 => {
                history.pop();
            }
            "undo" => outln!("no move to undo"),
            // `parse_move` checks the move in `pegs`.
            text => match rules.parse_move(pegs, text).map(|mv| rules.play_unchecked(pegs, &mv)) {
                Ok(next) => history.push(next),
                Err(e) => outln!("{e}"),
            },
        }
        outln!();
    }
}
