//! One tier solved by a group of processes, each holding the positions of its slice
//! ([`Partition`]): synchronous retrograde analysis by rounds.
//!
//! 1. **Init.** Each process generates the moves of its positions. A position the end
//!    rules decide, or without moves, is a win or loss in 0; moves that leave the tier are
//!    read from the solved lower tiers (every process maps their files); the distinct
//!    children inside the tier are counted, and each (child, parent) pair is sent to the
//!    child's owner, so that each process learns the parents of its positions (an
//!    all-to-all exchange, messages combined per destination, a block of positions at a
//!    time so that the pairs sent are never all held at once).
//! 2. **Rounds.** Round `d` settles the positions whose value is a win or a loss in `d`
//!    plies: the positions resolved at `d` send "lost" or "won" to their parents' owners
//!    (one all-to-all exchange); a parent with a lost child wins in `d + 1`, a parent whose
//!    last unrefuted child won loses in `d + 1` (or at its longest losing exit). A global
//!    minimum of the next round anything waits for ends the tier when nothing is left.
//!    Positions never resolved are draws.
//!
//! Each round changes a word only through "a lost child" (win at once) or "a won child"
//! (count down); a position with a lost child never sees its count reach zero, so the
//! order in which a round's messages arrive changes nothing: the values, distances
//! included, are those of the single-process solver, whose rules (the work word's
//! flags, when a losing exit decides) this module follows.

use crate::exchange::Exchange;
use crate::game::{DRAW, Game, LOSS, WIN};
use crate::partition::Partition;
use reynard_rules::hunt::{Move, Position};
use reynard_solver::index::TierIndex;
use reynard_solver::{MAX_DISTANCE, SolveError, TierId};
use std::collections::BTreeMap;

/// Positions of the init whose (child, parent) pairs are exchanged together (few in
/// debug builds, so that the tests' small tiers run the init in many blocks).
const INIT_BLOCK: u64 = if cfg!(debug_assertions) { 1 << 10 } else { 1 << 20 };

/// A position's word while open has its top bits `11` (resolved: the packed value).
const OPEN: u16 = 0xC000;
/// An exit draws or wins: the position cannot lose.
const NO_LOSS: u16 = 0x2000;
/// An exit loses in 2 plies or more, and the rounds have not reached it.
const EXIT_LOSS: u16 = 0x1000;
/// The children in the tier not yet known to win.
const COUNT: u16 = 0x0FFF;

#[inline]
fn is_open(word: u16) -> bool {
    word & OPEN == OPEN
}

/// What waits for a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Due {
    /// An exit wins in this many plies, unless something shorter came first.
    Win,
    /// The longest losing exit: the position loses then if every child is refuted.
    ExitLoss,
    /// Resolved at this distance: tell the parents.
    Resolved,
}

/// What the moves of a position that leave the tier lead to.
struct Exits {
    best_win: u16,
    longest_loss: u16,
    no_loss: bool,
}

/// How a solve went, for the report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SliceReport {
    /// Rounds run (the longest distance in the tier, plus one).
    pub rounds: u64,
    /// Messages this process sent, over the init and the rounds (8 bytes each; an edge of
    /// the init takes two).
    pub messages: u64,
}

/// This process's positions of one tier while it is solved.
struct Slice {
    part: Partition,
    /// The number of processes.
    size: usize,
    start: u64,
    /// Per position, its word (see [`OPEN`]).
    word: Vec<u16>,
    /// The parents of position `l` are `parents[first[l]..first[l + 1]]`.
    first: Vec<usize>,
    parents: Vec<u64>,
    due: BTreeMap<u16, Vec<(Due, u32)>>,
    messages: u64,
}

/// Solves `tier` with the processes of `ex`; returns this process's values (the range
/// [`Partition::range`] of its rank) with the report.
///
/// # Errors
///
/// A lower tier that cannot be read (on any process: every process then fails), a
/// position with more children than a word counts, or a slice too large to address.
pub fn solve_tier(
    game: &mut Game<'_>,
    tier: TierId,
    ex: &dyn Exchange,
) -> Result<(Vec<u16>, SliceReport), SolveError> {
    let layout = game.layout(tier);
    let part = Partition::new(layout.len(), ex.size());
    let range = part.range(ex.rank());
    let n = usize::try_from(range.end - range.start).map_err(|_| SolveError::TooLarge(range.end))?;
    if u32::try_from(n).is_err() {
        return Err(SolveError::TooLarge(n as u64));
    }
    let mut slice = Slice {
        part,
        size: ex.size(),
        start: range.start,
        word: vec![OPEN; n],
        first: Vec::new(),
        parents: Vec::new(),
        due: BTreeMap::new(),
        messages: 0,
    };
    // 1. Init, in blocks: each block's (child, parent) pairs are sent before the next is
    // generated, so only the pairs received are held at once. Every process runs as many
    // blocks (the longest slice's), and goes on exchanging after a failure of its own, so
    // that none waits for another forever; the failures are summed at the end.
    let longest = (0..ex.size()).map(|p| part.range(p).end - part.range(p).start).max().unwrap_or(0);
    let mut init: Result<(), SolveError> = Ok(());
    let mut received: Vec<u64> = Vec::new();
    for block in 0..longest.div_ceil(INIT_BLOCK) {
        let mut edges: Vec<Vec<u64>> = vec![Vec::new(); ex.size()];
        let ls = ((block * INIT_BLOCK) as usize).min(n)..(((block + 1) * INIT_BLOCK) as usize).min(n);
        if init.is_ok() {
            init = slice.init(game, tier, &layout, ls, &mut edges);
        }
        slice.messages += edges.iter().map(|e| e.len() as u64).sum::<u64>();
        received.extend(ex.all_to_all(edges));
    }
    let failed = ex.sum(u64::from(init.is_err()));
    init?;
    if failed > 0 {
        return Err(SolveError::Internal("another process failed in the init of the tier"));
    }
    slice.index_parents(&received);
    drop(received);
    // 2. Rounds.
    let mut rounds = 0;
    let mut next = ex.min(slice.next_due());
    while next != u64::MAX {
        let d = next as u16;
        let frontier = slice.settle_due(d);
        let outgoing = slice.tell_parents(&frontier);
        let received = ex.all_to_all(outgoing);
        let after = d.saturating_add(1).min(MAX_DISTANCE);
        for m in received {
            slice.visit(m >> 1, m & 1 == 1, after);
        }
        rounds += 1;
        next = ex.min(slice.next_due());
    }
    let values = slice.word.iter().map(|&w| if is_open(w) { DRAW } else { w }).collect();
    Ok((values, SliceReport { rounds, messages: slice.messages }))
}

impl Slice {
    fn schedule(&mut self, d: u16, due: Due, l: usize) {
        // `l` fits in u32: checked when the slice was made.
        self.due.entry(d).or_default().push((due, l as u32));
    }

    fn init(
        &mut self,
        game: &mut Game<'_>,
        tier: TierId,
        layout: &reynard_solver::index::Layout,
        ls: std::ops::Range<usize>,
        edges: &mut [Vec<u64>],
    ) -> Result<(), SolveError> {
        let mut moves: Vec<Move> = Vec::new();
        let mut children: Vec<u64> = Vec::new();
        for l in ls {
            let i = self.start + l as u64;
            let (side, _, hunters, flock) = TierIndex { ix: game.indexer(tier.hunters), layout }.decode(i);
            let pos = Position::new(hunters, flock, side, 0, false);
            if let Some(v) = game.decided(&pos) {
                self.word[l] = v;
                self.schedule(0, Due::Resolved, l);
                continue;
            }
            game.rules().legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                self.word[l] = LOSS;
                self.schedule(0, Due::Resolved, l);
                continue;
            }
            let mut exits = Exits { best_win: u16::MAX, longest_loss: 0, no_loss: false };
            children.clear();
            for &mv in &moves {
                let child = game.rules().play_unchecked(&pos, mv);
                if !child.broke_through() && game.tier_of(&child) == tier {
                    let ti = TierIndex { ix: game.indexer(tier.hunters), layout };
                    let c = ti
                        .index(child.side(), child.hunters(), child.flock())
                        .ok_or(SolveError::Internal("a child in the tier has no index"))?;
                    children.push(c);
                    continue;
                }
                let v = game.exit_value(&child)?;
                let dist = (v & MAX_DISTANCE).saturating_add(1).min(MAX_DISTANCE);
                match v & 0xC000 {
                    LOSS => {
                        exits.best_win = exits.best_win.min(dist);
                        exits.no_loss = true;
                    }
                    WIN => exits.longest_loss = exits.longest_loss.max(dist),
                    _ => exits.no_loss = true,
                }
            }
            children.sort_unstable();
            children.dedup();
            for &c in &children {
                edges[self.part.owner(c)].extend([c, i]);
            }
            self.settle(l, children.len(), &exits)?;
        }
        Ok(())
    }

    /// Sets the word of a position with moves, `children` of them distinct in the tier,
    /// and schedules what follows (as the single solver's init does).
    fn settle(&mut self, l: usize, children: usize, exits: &Exits) -> Result<(), SolveError> {
        if children == 0 {
            let (v, d) = if exits.best_win != u16::MAX {
                (WIN | exits.best_win, exits.best_win)
            } else if exits.no_loss {
                self.word[l] = DRAW;
                return Ok(());
            } else {
                (LOSS | exits.longest_loss, exits.longest_loss)
            };
            self.word[l] = v;
            self.schedule(d, Due::Resolved, l);
            return Ok(());
        }
        let count = u16::try_from(children)
            .ok()
            .filter(|&c| c <= COUNT)
            .ok_or(SolveError::Internal("a position has more children than a work word counts"))?;
        let no_loss = if exits.no_loss { NO_LOSS } else { 0 };
        let exit_loss = if exits.longest_loss > 1 { EXIT_LOSS } else { 0 };
        self.word[l] = OPEN | no_loss | exit_loss | count;
        if exits.best_win != u16::MAX {
            self.schedule(exits.best_win, Due::Win, l);
        } else if exit_loss != 0 && no_loss == 0 {
            self.schedule(exits.longest_loss, Due::ExitLoss, l);
        }
        Ok(())
    }

    /// Keeps the parents sent here, (child, parent) pair by pair, by child.
    fn index_parents(&mut self, pairs: &[u64]) {
        let mut first = vec![0usize; self.word.len() + 1];
        for pair in pairs.chunks_exact(2) {
            first[(pair[0] - self.start) as usize + 1] += 1;
        }
        for l in 0..self.word.len() {
            first[l + 1] += first[l];
        }
        let mut fill = first.clone();
        let mut parents = vec![0u64; pairs.len() / 2];
        for pair in pairs.chunks_exact(2) {
            let l = (pair[0] - self.start) as usize;
            parents[fill[l]] = pair[1];
            fill[l] += 1;
        }
        self.first = first;
        self.parents = parents;
    }

    /// The next round anything here waits for (`u64::MAX` if none).
    fn next_due(&self) -> u64 {
        self.due.keys().next().map_or(u64::MAX, |&d| u64::from(d))
    }

    /// Settles what waits for round `d` (wins through an exit first, then the longest
    /// losing exits); returns the positions resolved at `d`.
    fn settle_due(&mut self, d: u16) -> Vec<u32> {
        let mut waiting = self.due.remove(&d).unwrap_or_default();
        waiting.sort_unstable();
        let mut frontier = Vec::with_capacity(waiting.len());
        for (due, l) in waiting {
            let w = &mut self.word[l as usize];
            match due {
                Due::Win if is_open(*w) => {
                    *w = WIN | d;
                    frontier.push(l);
                }
                Due::ExitLoss if is_open(*w) => {
                    if *w & COUNT == 0 {
                        *w = LOSS | d;
                        frontier.push(l);
                    } else {
                        *w &= !EXIT_LOSS;
                    }
                }
                Due::Resolved => frontier.push(l),
                _ => {}
            }
        }
        frontier
    }

    /// The messages to the parents of the positions resolved in this round, by the
    /// parents' owners: the parent's index, shifted, with 1 for "the child lost".
    fn tell_parents(&mut self, frontier: &[u32]) -> Vec<Vec<u64>> {
        let mut out: Vec<Vec<u64>> = vec![Vec::new(); self.size];
        for &l in frontier {
            let l = l as usize;
            let lost = u64::from(self.word[l] & 0xC000 == LOSS);
            for &p in &self.parents[self.first[l]..self.first[l + 1]] {
                out[self.part.owner(p)].push(p << 1 | lost);
            }
        }
        self.messages += out.iter().map(|o| o.len() as u64).sum::<u64>();
        out
    }

    /// A child of position `p` (owned here) resolved in the round before `next`: lost
    /// (the parent wins in `next`) or won (one fewer child to refute).
    fn visit(&mut self, p: u64, lost: bool, next: u16) {
        let l = (p - self.start) as usize;
        let w = self.word[l];
        if !is_open(w) {
            return;
        }
        if lost {
            self.word[l] = WIN | next;
            self.schedule(next, Due::Resolved, l);
            return;
        }
        if w & COUNT == 0 {
            return;
        }
        self.word[l] = w - 1;
        if w & COUNT == 1 && w & (NO_LOSS | EXIT_LOSS) == 0 {
            self.word[l] = LOSS | next;
            self.schedule(next, Due::Resolved, l);
        }
    }
}
