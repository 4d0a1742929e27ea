//! The peg solitaire solver: a way to one peg or a proof there is none, and the positions
//! reachable from a start. The rules are [`reynard_rules::solitaire`].
//!
//! Method:
//!
//! - [`Solver::solve`]: depth-first search over single jumps (every jump removes one peg, so
//!   the search is finite and acyclic), with a memo of *dead* positions — positions from which
//!   the target cannot be reached. The memo is keyed by the canonical form (the smallest
//!   image) under the board symmetries that fix the target: all 8 for "one peg anywhere" and
//!   for a finish on d4, fewer for a finish off the centre. A failed search is a proof: every
//!   jump sequence was tried or led to a position proved dead. The jumps of the solution are
//!   then grouped into moves: consecutive jumps by the same peg form one chain. The solution
//!   is not guaranteed shortest in moves (see [`Solver::fewest_moves`]).
//! - [`Solver::fewest_moves`]: the shortest solution in moves (chains counted once), by
//!   dynamic programming over the jumps, layer by layer (one peg fewer each layer), over the
//!   positions the dead/alive memo shows can still reach the target; a state is a position
//!   and the hole the last jump landed on. Central game: 18 moves, about 70 s and 1 GB.
//! - Before any search, Conway's position class (see [`class`]) rules out targets in
//!   another class at once (the start on c1 cannot finish on d4, for example).
//! - [`Solver::shortest`]: iterative deepening over moves (chains), with the dead memo of
//!   [`Solver::solve`] as pruning and a memo of (position, moves left) already failed, within
//!   a node budget; it returns `None` when the budget runs out: for small positions, and a
//!   cross-check of [`Solver::fewest_moves`].
//! - [`reachable`]: breadth-first search by jumps, one layer per peg count, each layer a
//!   sorted, deduplicated `Vec<u64>`. When the start is symmetric under all 8 symmetries (the
//!   central game), the search runs over canonical forms only, and the raw count is the sum
//!   of the orbit sizes: 187,636,299 raw and 23,475,688 up to symmetry in about 7 s and
//!   0.5 GB on one core.

use reynard_rules::board::{Point, bit, lowest, points};
use reynard_rules::solitaire::{Move, Pegs, Solitaire, group_chains};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for `u64` keys (a multiply and a rotate).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(29);
    }
}

type KeySet = HashSet<Pegs, BuildHasherDefault<KeyHasher>>;
type KeyMap = HashMap<Pegs, u32, BuildHasherDefault<KeyHasher>>;
type KeyMapOf<V> = HashMap<Pegs, V, BuildHasherDefault<KeyHasher>>;

/// The position class of a set of pegs (Conway's invariant): label hole (f, r) by
/// (f + r) mod 3 and by (f - r) mod 3; a jump touches three holes with the three labels
/// of each labelling, so it flips the parity of every label count, and the parities of
/// the sums of two label counts never change. Four bits; two positions with different
/// classes cannot reach each other.
pub fn class(pegs: Pegs) -> u8 {
    let mut counts = [0u32; 6];
    for (i, mask) in CLASS_MASKS.iter().enumerate() {
        counts[i] = (pegs & mask).count_ones();
    }
    let bit = |a: u32, b: u32| ((a + b) & 1) as u8;
    bit(counts[0], counts[1])
        | bit(counts[1], counts[2]) << 1
        | bit(counts[3], counts[4]) << 2
        | bit(counts[4], counts[5]) << 3
}

/// The grid cells by (f + r) mod 3 (first three) and (f - r) mod 3 (last three).
const CLASS_MASKS: [u64; 6] = {
    let mut masks = [0u64; 6];
    let mut cell = 0;
    while cell < 49 {
        let (f, r) = (cell % 7, cell / 7);
        masks[(f + r) % 3] |= 1 << cell;
        masks[3 + (f + 7 - r) % 3] |= 1 << cell;
        cell += 1;
    }
    masks
};

/// What counts as solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// One peg on the finish hole.
    Perfect,
    /// One peg anywhere.
    OnePeg,
}

/// Fast symmetry maps of the 7x7 grid: per symmetry and rank, the image of each 7-bit row.
#[derive(Clone, Debug)]
pub struct Symmetries {
    tables: Vec<[[u64; 128]; 7]>,
}

impl Symmetries {
    /// The board symmetries of `rules` that keep every point of `fixed` where it is.
    pub fn fixing(rules: &Solitaire, fixed: u64) -> Symmetries {
        let mut tables = Vec::new();
        for s in rules.board().symmetries() {
            if s.apply(fixed) != fixed {
                continue;
            }
            let mut t = [[0u64; 128]; 7];
            for (rank, row) in t.iter_mut().enumerate() {
                for (v, image) in row.iter_mut().enumerate() {
                    let set = ((v as u64) << (7 * rank)) & rules.holes();
                    *image = s.apply(set);
                }
            }
            tables.push(t);
        }
        Symmetries { tables }
    }

    /// How many symmetries.
    pub fn len(&self) -> usize {
        self.tables.len()
    }

    /// Never true: the identity is always there.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    #[inline]
    fn image(t: &[[u64; 128]; 7], pegs: Pegs) -> Pegs {
        let mut out = 0;
        for (rank, row) in t.iter().enumerate() {
            out |= row[((pegs >> (7 * rank)) & 127) as usize];
        }
        out
    }

    /// The smallest image of `pegs`.
    #[inline]
    pub fn canonical(&self, pegs: Pegs) -> Pegs {
        self.tables.iter().skip(1).fold(pegs, |best, t| best.min(Self::image(t, pegs)))
    }

    /// The number of distinct images of `pegs`.
    pub fn orbit_size(&self, pegs: Pegs) -> u64 {
        let mut images: Vec<Pegs> = self.tables.iter().map(|t| Self::image(t, pegs)).collect();
        images.sort_unstable();
        images.dedup();
        images.len() as u64
    }
}

/// A solver for one rule set and target, with its memo of dead positions.
pub struct Solver<'a> {
    rules: &'a Solitaire,
    target: Target,
    symmetries: Symmetries,
    dead: KeySet,
    /// Canonical positions proved to reach the target.
    alive: KeySet,
    /// The classes from which the target may be reachable (bit per class).
    classes: u16,
    /// Positions visited by the searches so far.
    pub nodes: u64,
    /// The search must produce a path (else a position known alive ends it).
    want_path: bool,
}

impl<'a> Solver<'a> {
    /// A solver aiming at `target`.
    pub fn new(rules: &'a Solitaire, target: Target) -> Solver<'a> {
        let fixed = match target {
            Target::Perfect => bit(rules.finish_hole()),
            Target::OnePeg => 0,
        };
        let classes = match target {
            Target::Perfect => 1 << class(bit(rules.finish_hole())),
            Target::OnePeg => points(rules.holes()).fold(0, |acc, p| acc | 1 << class(bit(p))),
        };
        Solver {
            rules,
            target,
            symmetries: Symmetries::fixing(rules, fixed),
            dead: KeySet::default(),
            alive: KeySet::default(),
            classes,
            nodes: 0,
            want_path: true,
        }
    }

    fn is_goal(&self, pegs: Pegs) -> bool {
        match self.target {
            Target::Perfect => self.rules.is_perfect(pegs),
            Target::OnePeg => pegs.count_ones() == 1,
        }
    }

    /// A solution from `pegs` as single jumps (from, to), or `None` if there is none.
    pub fn solve_jumps(&mut self, pegs: Pegs) -> Option<Vec<(Point, Point)>> {
        let mut path = Vec::new();
        self.search(pegs, &mut path).then_some(path)
    }

    /// A solution from `pegs` as moves (consecutive jumps of one peg joined into chains),
    /// or `None` if the target cannot be reached.
    pub fn solve(&mut self, pegs: Pegs) -> Option<Vec<Move>> {
        self.solve_jumps(pegs).map(|jumps| group_chains(&jumps))
    }

    /// Whether the target can be reached from `pegs` (memoized both ways).
    pub fn is_solvable(&mut self, pegs: Pegs) -> bool {
        self.want_path = false;
        let mut path = Vec::new();
        let found = self.class_allows(pegs) && self.search(pegs, &mut path);
        self.want_path = true;
        found
    }

    /// A solution with the fewest moves (chains counted once), or `None` if there is none.
    ///
    /// Dynamic programming over the jumps, one layer per peg count, over the positions from
    /// which the target can still be reached. A state is a position and the hole the last
    /// jump landed on: a jump from that hole continues the chain (no new move), any other
    /// jump starts a move. Per position only the least move count is kept, with the set of
    /// holes that achieve it: a state with one move more is never better, since starting a
    /// move from it costs at most one more than from any other last hole.
    pub fn fewest_moves(&mut self, pegs: Pegs) -> Option<Vec<Move>> {
        if !self.is_solvable(pegs) {
            return None;
        }
        // Per layer: position -> (moves so far, the holes the last jump may have landed on).
        let mut layers: Vec<KeyMapOf<(u32, u64)>> = Vec::new();
        let mut first = KeyMapOf::default();
        first.insert(pegs, (0, 0));
        layers.push(first);
        loop {
            // `layers` starts with `first` and only grows.
            let layer = layers.last().expect("a layer");
            if let Some(end) = self.best_goal(layer) {
                return Some(group_chains(&self.back_track(&layers, end)));
            }
            let mut next: KeyMapOf<(u32, u64)> = KeyMapOf::default();
            let entries: Vec<(Pegs, (u32, u64))> = layer.iter().map(|(&p, &v)| (p, v)).collect();
            for (p, (cost, lasts)) in entries {
                let mut jumps = Vec::with_capacity(16);
                self.rules.for_each_jump(p, |from, over, to| jumps.push((from, over, to)));
                for (from, over, to) in jumps {
                    let q = p ^ bit(from) ^ bit(over) ^ bit(to);
                    let c = cost + u32::from(lasts & bit(from) == 0);
                    match next.get_mut(&q) {
                        Some(entry) if entry.0 < c => {}
                        Some(entry) if entry.0 == c => entry.1 |= bit(to),
                        _ => {
                            if !next.contains_key(&q) && !self.is_solvable(q) {
                                continue;
                            }
                            next.insert(q, (c, bit(to)));
                        }
                    }
                }
            }
            if next.is_empty() {
                return None;
            }
            layers.push(next);
        }
    }

    fn best_goal(&self, layer: &KeyMapOf<(u32, u64)>) -> Option<(Pegs, u32, Point)> {
        layer
            .iter()
            .filter(|&(&p, _)| self.is_goal(p) && p.count_ones() == 1)
            .map(|(&p, &(c, lasts))| (p, c, lowest(lasts)))
            .min_by_key(|&(p, c, _)| (c, p))
    }

    /// The jumps from the first layer to `end`, following move counts backwards.
    fn back_track(&self, layers: &[KeyMapOf<(u32, u64)>], end: (Pegs, u32, Point)) -> Vec<(Point, Point)> {
        let (mut p, mut cost, mut last) = end;
        let mut jumps = Vec::new();
        for layer in layers.iter().rev().skip(1) {
            // p was reached by a jump landing on `last`: find the position before it.
            let mut found = None;
            for (from, over) in self.rules.jumps_onto(p, last) {
                let before = p ^ bit(from) ^ bit(over) ^ bit(last);
                if let Some(&(c, lasts)) = layer.get(&before) {
                    let continues = lasts & bit(from) != 0;
                    if c + u32::from(!continues) == cost {
                        let prev_last = if continues { from } else { lowest(lasts | (lasts == 0) as u64) };
                        found = Some((before, c, prev_last, from));
                        break;
                    }
                }
            }
            // Every state of a later layer was inserted from a state of the layer before it
            // by a jump landing on its last hole, with exactly this move count.
            let (before, c, prev_last, from) = found.expect("every kept state has a predecessor");
            jumps.push((from, last));
            p = before;
            cost = c;
            last = prev_last;
        }
        jumps.reverse();
        jumps
    }

    /// Whether the class of `pegs` allows the target at all.
    pub fn class_allows(&self, pegs: Pegs) -> bool {
        self.classes & 1 << class(pegs) != 0
    }

    fn search(&mut self, pegs: Pegs, path: &mut Vec<(Point, Point)>) -> bool {
        self.nodes += 1;
        if path.is_empty() && !self.class_allows(pegs) {
            return false;
        }
        if self.is_goal(pegs) {
            return true;
        }
        if pegs.count_ones() <= 1 {
            return false;
        }
        let key = self.symmetries.canonical(pegs);
        if self.dead.contains(&key) {
            return false;
        }
        if self.alive.contains(&key) && !self.want_path {
            return true;
        }
        let mut jumps = Vec::with_capacity(16);
        self.rules.for_each_jump(pegs, |from, over, to| jumps.push((from, over, to)));
        // Jumps continuing the last peg's chain first: they tend to give fewer moves.
        if let Some(&(_, last)) = path.last() {
            jumps.sort_by_key(|&(from, _, _)| from != last);
        }
        for (from, over, to) in jumps {
            path.push((from, to));
            if self.search(pegs ^ bit(from) ^ bit(over) ^ bit(to), path) {
                self.alive.insert(key);
                return true;
            }
            path.pop();
        }
        self.dead.insert(key);
        false
    }

    /// A solution with the fewest moves (chains counted once), searched by iterative
    /// deepening up to `max_moves`, visiting at most `budget` positions. `Some(None)`: proved
    /// unsolvable within `max_moves`; `None`: the budget ran out.
    pub fn shortest(&mut self, pegs: Pegs, max_moves: u32, budget: u64) -> Option<Option<Vec<Move>>> {
        // Solvability first: it fills the dead memo used for pruning.
        if self.solve_jumps(pegs).is_none() {
            return Some(None);
        }
        let mut failed = KeyMap::default();
        let mut nodes = 0u64;
        for limit in 0..=max_moves {
            let mut path = Vec::new();
            match self.deepen(pegs, limit, &mut path, &mut failed, &mut nodes, budget) {
                Some(true) => return Some(Some(path)),
                Some(false) => {}
                None => return None,
            }
        }
        Some(None)
    }

    fn deepen(
        &mut self,
        pegs: Pegs,
        left: u32,
        path: &mut Vec<Move>,
        failed: &mut KeyMap,
        nodes: &mut u64,
        budget: u64,
    ) -> Option<bool> {
        *nodes += 1;
        if *nodes > budget {
            return None;
        }
        if self.is_goal(pegs) {
            return Some(true);
        }
        if left == 0 || pegs.count_ones() <= 1 {
            return Some(false);
        }
        let key = self.symmetries.canonical(pegs);
        if self.dead.contains(&key) || failed.get(&key).is_some_and(|&l| l >= left) {
            return Some(false);
        }
        for mv in self.rules.moves(pegs) {
            // A move from `moves(pegs)` is legal in `pegs`.
            let after = self.rules.play_unchecked(pegs, &mv);
            path.push(mv);
            if self.deepen(after, left - 1, path, failed, nodes, budget)? {
                return Some(true);
            }
            path.pop();
        }
        failed.insert(key, left);
        Some(false)
    }
}

/// The positions reachable from a start (the start included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Distinct positions.
    pub raw: u64,
    /// Distinct positions up to the 8 symmetries of the board.
    pub up_to_symmetry: u64,
}

/// Counts the positions reachable from `pegs` by jumps (the same as by moves: a chain
/// passes through positions that are reachable themselves).
pub fn reachable(rules: &Solitaire, pegs: Pegs) -> Reach {
    let all = Symmetries::fixing(rules, 0);
    let symmetric = all.orbit_size(pegs) == 1;
    let mut layer = vec![if symmetric { all.canonical(pegs) } else { pegs }];
    let mut reach = Reach { raw: 0, up_to_symmetry: 0 };
    let mut next: Vec<Pegs> = Vec::new();
    while !layer.is_empty() {
        if symmetric {
            reach.up_to_symmetry += layer.len() as u64;
            reach.raw += layer.iter().map(|&p| all.orbit_size(p)).sum::<u64>();
        } else {
            reach.raw += layer.len() as u64;
            let mut canon: Vec<Pegs> = layer.iter().map(|&p| all.canonical(p)).collect();
            canon.sort_unstable();
            canon.dedup();
            reach.up_to_symmetry += canon.len() as u64;
        }
        next.clear();
        for &p in &layer {
            rules.for_each_successor(p, |q| next.push(if symmetric { all.canonical(q) } else { q }));
        }
        next.sort_unstable();
        next.dedup();
        std::mem::swap(&mut layer, &mut next);
        next.shrink_to(layer.len());
    }
    reach
}
