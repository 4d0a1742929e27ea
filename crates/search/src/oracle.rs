//! Perfect knowledge from outside the search — solved tables — through a small trait, so
//! that the search does not depend on the solver: the program plugs one into the other.
//!
//! With an oracle that knows the position and its children, the engine plays perfectly:
//! the winner takes the shortest road, the loser resists longest, and a drawn position is
//! held with the move the search likes best among those that keep the draw.

use crate::score::{Score, loss_in, win_in};
use reynard_rules::Ruleset;

/// The value of a position for the side to move, as solved tables know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// The side to move wins in this many plies ([`Known::UNKNOWN`] from tables that hold
    /// values only).
    Win(u32),
    /// The side to move loses in this many plies (or [`Known::UNKNOWN`]).
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

impl Known {
    /// The distance of a win or a loss from tables that hold values only: not known.
    pub const UNKNOWN: u32 = u32::MAX;

    /// The plies a win or loss of unknown distance is scored at: a proven result, beyond
    /// every distance a table holds (the longest known line is 186 plies) and within the
    /// proven range.
    const UNKNOWN_SCORED_AT: u32 = 900;

    /// The search score of this value.
    pub fn score(self) -> Score {
        match self {
            Known::Win(n) => win_in(n.min(Self::UNKNOWN_SCORED_AT)),
            Known::Loss(n) => loss_in(n.min(Self::UNKNOWN_SCORED_AT)),
            Known::Draw => 0,
        }
    }

    /// The distance in plies of a win or a loss, where known.
    pub fn plies(self) -> Option<u32> {
        match self {
            Known::Win(n) | Known::Loss(n) if n != Self::UNKNOWN => Some(n),
            _ => None,
        }
    }
}

/// A source of perfect values (solved tables) for some positions of one family.
pub trait Oracle<R: Ruleset>: Send + Sync {
    /// The value of `pos` for the side to move, if known.
    fn probe(&self, rules: &R, pos: &R::Position) -> Option<Known>;
}

/// The perfect move by the oracle, with the root's value: `None` unless the oracle knows
/// the root and every child. `prefer` orders the moves that keep a draw (higher first).
pub fn perfect_move<R: Ruleset>(
    rules: &R,
    oracle: &dyn Oracle<R>,
    pos: &R::Position,
    mut prefer: impl FnMut(R::Move) -> Score,
) -> Option<(R::Move, Known)> {
    let root = oracle.probe(rules, pos)?;
    let mut moves = Vec::new();
    rules.legal_moves(pos, &mut moves);
    let mut scored = Vec::with_capacity(moves.len());
    for mv in moves {
        scored.push((mv, value_of(rules, oracle, &rules.play_unchecked(pos, mv))?));
    }
    let best = match root {
        // A child the opponent loses, as soon as possible.
        Known::Win(_) => scored
            .iter()
            .filter_map(|&(m, v)| if let Known::Loss(n) = v { Some((m, n)) } else { None })
            .min_by_key(|&(_, n)| n)
            .map(|(m, _)| m),
        // Every child wins for the opponent: the slowest.
        Known::Loss(_) => scored
            .iter()
            .filter_map(|&(m, v)| if let Known::Win(n) = v { Some((m, n)) } else { None })
            .max_by_key(|&(_, n)| n)
            .map(|(m, _)| m),
        Known::Draw => {
            scored.iter().filter(|(_, v)| *v == Known::Draw).map(|&(m, _)| m).max_by_key(|&m| prefer(m))
        }
    }?;
    Some((best, root))
}

/// The value of `pos` for its side to move: by the rules where they end the game (a side
/// with no move has lost), else as the oracle knows it.
pub fn value_of<R: Ruleset>(rules: &R, oracle: &dyn Oracle<R>, pos: &R::Position) -> Option<Known> {
    match rules.terminal(pos) {
        Some(reynard_rules::Terminal::Win) => Some(Known::Win(0)),
        Some(reynard_rules::Terminal::Loss) => Some(Known::Loss(0)),
        Some(reynard_rules::Terminal::Draw) => Some(Known::Draw),
        None => oracle.probe(rules, pos),
    }
}

/// What a move did to the value of the position, for the side that played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The value stayed (a win may have become slower).
    Kept,
    /// A won position became a draw or a loss.
    LostWin,
    /// A drawn position became a loss.
    LostDraw,
}

/// Judges `mv` in `pos` by the oracle: `None` unless it knows the position and the one the
/// move leads to.
pub fn judge<R: Ruleset>(
    rules: &R,
    oracle: &dyn Oracle<R>,
    pos: &R::Position,
    mv: R::Move,
) -> Option<Verdict> {
    let before = value_of(rules, oracle, pos)?;
    // The child's value is for the opponent: a loss for them is a win for the mover.
    let after = value_of(rules, oracle, &rules.play_unchecked(pos, mv))?;
    Some(match (before, after) {
        (Known::Win(_), Known::Loss(_)) => Verdict::Kept,
        (Known::Win(_), _) => Verdict::LostWin,
        (Known::Draw, Known::Win(_)) => Verdict::LostDraw,
        _ => Verdict::Kept,
    })
}
