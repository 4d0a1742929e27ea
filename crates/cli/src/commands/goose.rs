//! `reynard goose`: a full computer game of the Game of the Goose, turn by turn, with a
//! record; or the replay and check of a record.

use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_rules::goose::record::GooseRecord;
use reynard_rules::goose::{Dice, Game, GooseBoard, GooseOptions, GooseRule, turn_text};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The most turns a computer game may take before it is stopped.
const MAX_TURNS: usize = 100_000;

/// Options of `reynard goose`.
#[derive(Args, Debug)]
pub struct GooseArgs {
    /// Players, 2 to 6.
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// The seed of the dice (the same seed replays the same game); default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    /// A board file (TOML, see docs/goose.md); default: the built-in board.
    #[arg(long)]
    board: Option<PathBuf>,
    /// Dice per roll, 1 or 2.
    #[arg(long, default_value_t = 1)]
    dice: usize,
    /// What a goose does: roll-again (the source's rule) or move-again (the traditional rule).
    #[arg(long, default_value = "roll-again")]
    rule: String,
    /// The first N players are people, who roll by pressing Enter (the others are the computer).
    #[arg(long, default_value_t = 0)]
    humans: usize,
    /// Save the game's record to FILE.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// Replay the record FILE and check every roll and square instead of playing.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "seed", "dice", "rule", "record", "humans"])]
    replay: Option<PathBuf>,
}

fn load_board(path: &Path) -> Result<GooseBoard> {
    Ok(crate::goose_board::load(&path.to_string_lossy())?)
}

/// Runs the command.
pub fn run(args: &GooseArgs) -> Result<ExitCode> {
    if let Some(path) = &args.replay {
        return replay(path, args.board.as_deref());
    }
    let rule: GooseRule = args.rule.parse()?;
    let options = GooseOptions { players: args.players, dice: args.dice, rule };
    let board = match &args.board {
        Some(path) => load_board(path)?,
        None => GooseBoard::default(),
    };
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    });
    let mut game = Game::new(board, options)?;
    let mut dice = Dice::new(seed);
    outln!(
        "goose: {} players, {} di{}, rule {}, board {}, seed {seed}",
        options.players,
        options.dice,
        if options.dice == 1 { "e" } else { "ce" },
        options.rule,
        game.board().name()
    );
    let mut left = false;
    while game.winner().is_none() && game.turns().len() < MAX_TURNS {
        if game.to_move() < args.humans && !game.misses_turn() && !wait_for_roll(game.to_move())? {
            left = true;
            break;
        }
        let n = game.turns().len() + 1;
        let turn = game.play_turn(&mut dice)?;
        outln!("{n}. {}", turn_text(turn));
    }
    match game.winner() {
        Some(p) => outln!("winner: player {} after {} turns", p + 1, game.turns().len()),
        None if left => outln!("game left after {} turns", game.turns().len()),
        None => outln!("no winner after {MAX_TURNS} turns"),
    }
    if let Some(path) = &args.record {
        let board_tag =
            args.board.as_ref().map_or_else(|| "default".to_string(), |p| p.display().to_string());
        let text = GooseRecord::from_game(&game, Some(seed), &board_tag).to_text();
        std::fs::write(path, text).with_context(|| format!("writing record {}", path.display()))?;
        outln!("record: {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// Asks a person to roll: Enter rolls, `q` (or the end of input) leaves. Returns whether to roll.
fn wait_for_roll(player: usize) -> Result<bool> {
    use std::io::{BufRead, Write};
    out!("player {}: press Enter to roll (q to quit)> ", player + 1);
    std::io::stdout().flush().context("writing to the terminal")?;
    let mut line = String::new();
    let read = std::io::stdin().lock().read_line(&mut line).context("reading from the terminal")?;
    Ok(read > 0 && line.trim() != "q")
}

/// `reynard goose --replay FILE [--board BOARD]`: the board is `--board`, else the record's
/// `Board` tag (a path, tried as written and then next to the record).
fn replay(path: &Path, board_override: Option<&Path>) -> Result<ExitCode> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading record {}", path.display()))?;
    let record = GooseRecord::parse(&text).with_context(|| format!("record {}", path.display()))?;
    let board = match board_override {
        Some(b) => load_board(b)?,
        None => {
            let tag = record.board().with_context(|| format!("record {}", path.display()))?;
            crate::goose_board::load_for_record(tag, path)?
        }
    };
    let game = match record.replay(board) {
        Ok(game) => game,
        Err(e) => bail!("record {}: {e}", path.display()),
    };
    for (i, turn) in game.turns().iter().enumerate() {
        outln!("{}. {}", i + 1, turn_text(turn));
    }
    match game.winner() {
        Some(p) => outln!("winner: player {} after {} turns", p + 1, game.turns().len()),
        None => outln!("unfinished after {} turns", game.turns().len()),
    }
    outln!("record ok");
    Ok(ExitCode::SUCCESS)
}
