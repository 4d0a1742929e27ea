//! Puzzles drawn from solved tables: won positions where exactly one move wins, or exactly
//! one wins fastest, with their solution against perfect defence.
//!
//! A candidate is a random slot of a random solved tier (weighted by the tiers' sizes, so
//! every tabled position is equally likely), kept when the side to move wins within the
//! asked distance, has a choice (two moves or more), and one move stands out. Positions
//! come from the tables, which hold every arrangement of the pieces: a puzzle need not be
//! reachable from the game's start.

use reynard_rules::Side;
use reynard_rules::hunt::{Move, Position, Rules};
use reynard_search::rng::Rng;
use reynard_solver::{SolveError, Tablebase, TierId, Value};
use std::collections::HashSet;

/// What puzzles to draw.
#[derive(Clone, Copy, Debug)]
pub struct PuzzleOptions {
    /// Fewest plies to the win (from the puzzle's position, the solver's first move counted).
    pub min_plies: u16,
    /// Most plies to the win.
    pub max_plies: u16,
    /// Only puzzles for this side to solve.
    pub side: Option<Side>,
    /// The random seed: the same seed and tables give the same puzzles.
    pub seed: u64,
    /// Candidates to look at before giving up on finding more.
    pub attempts: u64,
}

impl Default for PuzzleOptions {
    fn default() -> PuzzleOptions {
        PuzzleOptions { min_plies: 5, max_plies: 25, side: None, seed: 1, attempts: 200_000 }
    }
}

/// Why the first move is the puzzle's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleKind {
    /// It is the only move that wins.
    OnlyWin,
    /// Other moves win too, but only this one wins fastest.
    FastestWin,
}

impl PuzzleKind {
    /// Its id in JSON: `only-win`, `fastest-win`.
    pub fn id(self) -> &'static str {
        match self {
            PuzzleKind::OnlyWin => "only-win",
            PuzzleKind::FastestWin => "fastest-win",
        }
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, the solver to move.
    pub position: Position,
    /// The winning line with perfect defence: the solver's moves (always a fastest win)
    /// and the defender's (always the longest resistance), to the end of the game.
    pub solution: Vec<Move>,
    /// Plies to the win.
    pub plies: u16,
    /// Why the first move stands out.
    pub kind: PuzzleKind,
}

/// Draws up to `count` different puzzles from the solved tiers of `tb` (fewer when
/// `options.attempts` candidates give no more).
///
/// # Errors
///
/// A table that cannot be read, or no tier solved at all ([`SolveError::NotSolved`]-like
/// errors of the tables).
pub fn draw_puzzles(
    tb: &Tablebase,
    count: usize,
    options: &PuzzleOptions,
) -> Result<Vec<Puzzle>, SolveError> {
    let rules = tb.rules();
    let tiers: Vec<(TierId, u64)> = tb
        .tiers()
        .into_iter()
        .filter_map(|tier| Some((tier, tb.tier_values(tier).ok()?.len())))
        .filter(|&(_, len)| len > 0)
        .collect();
    let total: u64 = tiers.iter().map(|&(_, len)| len).sum();
    if total == 0 {
        return Err(SolveError::Internal("no solved tier in the tables"));
    }
    let mut rng = Rng::new(options.seed);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    for _ in 0..options.attempts {
        if found.len() >= count {
            break;
        }
        let mut at = random_below(&mut rng, total);
        let Some(&(tier, _)) = tiers.iter().find(|&&(_, len)| {
            let here = at < len;
            if !here {
                at -= len;
            }
            here
        }) else {
            continue;
        };
        let Some((pos, value)) = tb.slot(tier, at)? else { continue };
        if !seen.insert(pos) {
            continue;
        }
        if let Some(puzzle) = puzzle_at(tb, rules, pos, value, options)? {
            found.push(puzzle);
        }
    }
    Ok(found)
}

/// The puzzle at `pos` (of tabled value `value`), if it is one.
fn puzzle_at(
    tb: &Tablebase,
    rules: &Rules,
    pos: Position,
    value: Value,
    options: &PuzzleOptions,
) -> Result<Option<Puzzle>, SolveError> {
    let Value::Win(plies) = value else { return Ok(None) };
    if !(options.min_plies..=options.max_plies).contains(&plies)
        || options.side.is_some_and(|side| side != pos.side())
        || rules.outcome(&pos).is_some()
    {
        return Ok(None);
    }
    let moves = tb.probe_moves(&pos)?;
    if moves.len() < 2 {
        return Ok(None);
    }
    let wins: Vec<u16> =
        moves.iter().filter_map(|(_, v)| if let Value::Win(n) = v { Some(*n) } else { None }).collect();
    let kind = match wins.as_slice() {
        [_] => PuzzleKind::OnlyWin,
        _ if wins.iter().filter(|&&n| n == plies).count() == 1 => PuzzleKind::FastestWin,
        _ => return Ok(None),
    };
    Ok(Some(Puzzle { position: pos, solution: solution(tb, rules, pos)?, plies, kind }))
}

/// The line from `pos` with perfect play on both sides (the winner fastest, the loser
/// slowest) to the end of the game.
///
/// # Errors
///
/// A table that cannot be read.
pub fn solution(tb: &Tablebase, rules: &Rules, mut pos: Position) -> Result<Vec<Move>, SolveError> {
    let mut line = Vec::new();
    // A won position ends within its distance; the bound only guards against a bad table.
    let bound = match tb.probe(&pos)? {
        Value::Win(n) | Value::Loss(n) => usize::from(n) + 1,
        Value::Draw => 0,
    };
    while rules.outcome(&pos).is_none() && line.len() < bound {
        // Best first for the side to move: the fastest win, or the longest resistance.
        let Some(&(mv, _)) = tb.probe_moves(&pos)?.first() else { break };
        line.push(mv);
        pos = rules.play_unchecked(&pos, mv);
    }
    Ok(line)
}

/// A number below `n` (`n > 0`) from two 31-bit draws (tiers may hold billions).
fn random_below(rng: &mut Rng, n: u64) -> u64 {
    let high = rng.below(1 << 31) as u64;
    let low = rng.below(1 << 31) as u64;
    ((high << 31) | low) % n
}
