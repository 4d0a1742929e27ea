//! Legal moves, playing a move, and the end rules.
//!
//! Generation is bitboard work: a step in direction `d` is a shift by the board's offset
//! for `d`, masked by the points that have a line that way. Jump chains are a depth-first
//! search; chains with the same end and the same captured pieces are one move.

use super::Outcome;
use super::position::{Move, Position};
use super::rules::Rules;
use super::variant::Capture;
use crate::board::{Bitboard, Point, bit, lowest, points, shift};
use crate::{EndReason, Side};
use std::collections::HashSet;

/// Jump segments used so far in a move, by axis (N–S, NE–SW, E–W, SE–NW), keyed by the
/// jumped point. Only deferred removal can meet a segment twice.
type UsedSegments = [Bitboard; 4];

/// The depth-first search of one hunter piece's jump chains.
struct ChainSearch<'a> {
    rules: &'a Rules,
    from: Point,
    /// The other hunter pieces.
    blockers: Bitboard,
    mandatory: bool,
    deferred: bool,
    /// A capture may go on jumping; otherwise one jump ends the move.
    chains: bool,
    out: &'a mut Vec<Move>,
    /// Deferred removal only: the (point, used segments) states already searched — the
    /// rest of a chain depends on nothing else — and the moves found, so that the many
    /// orders of the same jumps cost nothing.
    explored: HashSet<(Point, UsedSegments)>,
    found: HashSet<Move>,
    /// Immediate removal: the (point, captured) states already searched. The captured
    /// pieces are gone, so the state decides the rest of the chain, and the move that ends
    /// there: each state is searched, and its move added, once (the other orders of the
    /// same jumps are cut off where they meet it).
    reached: Vec<(Point, Bitboard)>,
    /// The points of `reached`: a state on another point is new without a search.
    reached_points: Bitboard,
}

impl ChainSearch<'_> {
    /// Immediate removal: whether the state is new (and marks it reached).
    fn first_visit(&mut self, at: Point, captured: Bitboard) -> bool {
        if self.reached_points & bit(at) != 0 && self.reached.contains(&(at, captured)) {
            return false;
        }
        self.reached_points |= bit(at);
        self.reached.push((at, captured));
        true
    }

    /// Adds a move: deferred removal reaches one move through different states, so it is
    /// added once; immediate removal reaches each state once.
    fn push(&mut self, mv: Move) {
        if !self.deferred || self.found.insert(mv) {
            self.out.push(mv);
        }
    }

    /// Continues from `at`, having taken `captured` and used the segments `used`; `flock`
    /// is what still blocks and may be jumped.
    fn search_from(&mut self, at: Point, flock: Bitboard, captured: Bitboard, used: UsedSegments) {
        if self.deferred {
            if !self.explored.insert((at, used)) {
                return;
            }
        } else if captured != 0 {
            if !self.first_visit(at, captured) {
                return;
            }
            if !self.mandatory {
                self.push(Move::go(self.from, at, captured));
            }
        }
        if captured != 0 && !self.chains {
            // One jump is the whole move (optional capture pushed it already).
            if self.mandatory {
                self.push(Move::go(self.from, at, captured));
            }
            return;
        }
        let mut extended = false;
        for jump in self.rules.jumps(at) {
            let axis = jump.dir as usize % 4;
            if flock & jump.over == 0
                || (flock | self.blockers) & jump.land != 0
                || used[axis] & jump.over != 0
            {
                continue;
            }
            extended = true;
            let to = lowest(jump.land);
            let taken = captured | jump.over;
            if !self.mandatory && self.deferred {
                self.push(Move::go(self.from, to, taken));
            }
            let mut used = used;
            used[axis] |= jump.over;
            let left = if self.deferred { flock } else { flock & !jump.over };
            self.search_from(to, left, taken, used);
        }
        if self.mandatory && !extended && captured != 0 {
            self.push(Move::go(self.from, at, captured));
        }
    }
}

impl Rules {
    /// Empty points of the board in a position.
    #[inline(always)]
    fn empty(&self, pos: &Position) -> Bitboard {
        self.board().points() & !pos.occupied()
    }

    /// Fills `out` with the legal moves of `pos` (one per distinct resulting position),
    /// jumps first. A finished game still has its moves listed: check [`Rules::outcome`].
    pub fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        out.clear();
        if self.placing(pos) {
            out.extend(points(self.placement_area() & self.empty(pos)).map(Move::place));
            if !self.steps_while_placing() {
                return;
            }
        }
        match pos.side() {
            Side::Flock => self.flock_moves(pos, out),
            Side::Hunter => self.hunter_moves(pos, out),
        }
    }

    /// The legal moves of `pos` as a new vector.
    pub fn moves(&self, pos: &Position) -> Vec<Move> {
        let mut out = Vec::with_capacity(32);
        self.legal_moves(pos, &mut out);
        out
    }

    fn flock_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let empty = self.empty(pos);
        for d in 0..8 {
            let off = self.offset(d);
            let mut targets = shift(pos.flock() & self.flock_step(d), off) & empty;
            while targets != 0 {
                let to = lowest(targets);
                targets &= targets - 1;
                out.push(Move::go(Point((to.0 as i8 - off) as u8), to, 0));
            }
        }
    }

    /// Where the legal moves can be counted without listing them (placements, the flock's
    /// steps, a hunter's single jumps and steps where it has no chains): the `k % n`-th of
    /// the `n` legal moves in the order of [`Rules::legal_moves`], with that index. `None`
    /// where the moves are searched (chains, huffing), or with no legal move.
    pub fn nth_counted_move(&self, pos: &Position, k: usize) -> Option<(Move, usize)> {
        self.counted_move(pos, |n| k % n)
    }

    /// [`Rules::nth_counted_move`], the index chosen by `choose` from the number of moves
    /// (at least one; it must give a number below).
    pub fn counted_move(&self, pos: &Position, choose: impl FnOnce(usize) -> usize) -> Option<(Move, usize)> {
        let placing = self.placing(pos);
        let places = if placing { self.placement_area() & self.empty(pos) } else { 0 };
        let steps_too = !placing || self.steps_while_placing();
        if steps_too && pos.side() != Side::Flock {
            return self.counted_hunter_move(pos, choose);
        }
        let empty = self.empty(pos);
        let targets: [Bitboard; 8] = std::array::from_fn(|d| {
            if steps_too { shift(pos.flock() & self.flock_step(d), self.offset(d)) & empty } else { 0 }
        });
        let count =
            places.count_ones() as usize + targets.iter().map(|t| t.count_ones() as usize).sum::<usize>();
        let index = (count > 0).then(|| choose(count))?;
        let (mut rest, mut d) = (index, None);
        for (i, &set) in std::iter::once(&places).chain(&targets).enumerate() {
            let here = set.count_ones() as usize;
            if rest < here {
                let mut set = set;
                for _ in 0..rest {
                    set &= set - 1;
                }
                let to = lowest(set);
                d = Some((i, to));
                break;
            }
            rest -= here;
        }
        let (i, to) = d?;
        // Set 0 is the placements; set 1 + d the steps in direction d.
        let mv = match i.checked_sub(1) {
            None => Move::place(to),
            Some(d) => Move::go(Point((to.0 as i8 - self.offset(d)) as u8), to, 0),
        };
        Some((mv, index))
    }

    /// [`Rules::counted_move`] for the hunter without chains or huffing: its single jumps
    /// (piece by piece, each in the order of its directions), then its steps (piece by
    /// piece), as [`Rules::legal_moves`] lists them.
    fn counted_hunter_move(
        &self,
        pos: &Position,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<(Move, usize)> {
        // Chains are searched; without captures (`capture = none`) there are none.
        let chains = self.chains() && self.variant().capture != Capture::None;
        if chains || self.variant().huffing || self.placing(pos) {
            return None;
        }
        let jumpers = if self.variant().capture == Capture::None { [0; 8] } else { self.single_jumpers(pos) };
        let jumps: usize = jumpers.iter().map(|set| set.count_ones() as usize).sum();
        let empty = self.empty(pos);
        let steps = if self.capture_is_mandatory() && jumps > 0 {
            0
        } else {
            points(pos.hunters()).map(|from| (self.hunter_targets(from) & empty).count_ones() as usize).sum()
        };
        let index = (jumps + steps > 0).then(|| choose(jumps + steps))?;
        let mut rest = index;
        if rest < jumps {
            let any = jumpers.iter().fold(0, |all, &set| all | set);
            for from in points(any) {
                for (d, &set) in jumpers.iter().enumerate() {
                    if set & bit(from) != 0 {
                        if rest == 0 {
                            return Some((self.single_jump(from, d), index));
                        }
                        rest -= 1;
                    }
                }
            }
            return None;
        }
        rest -= jumps;
        for from in points(pos.hunters()) {
            let targets = self.hunter_targets(from) & empty;
            let here = targets.count_ones() as usize;
            if rest < here {
                let mut set = targets;
                for _ in 0..rest {
                    set &= set - 1;
                }
                return Some((Move::go(from, lowest(set), 0), index));
            }
            rest -= here;
        }
        None
    }

    fn hunter_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let mandatory = self.capture_is_mandatory();
        if !self.chains() {
            self.single_jumps(pos, out);
        } else {
            for from in points(pos.hunters()) {
                if self.can_capture_from(from, pos.flock(), pos.hunters() & !bit(from)) {
                    self.chains_of(from, pos, out);
                }
            }
        }
        if self.hunter_count() > 1 && self.chains() {
            // Two chains by different pieces that each end where they began, taking the same
            // pieces, lead to the same position: keep one. (A single jump never ends where
            // it began.)
            let mut i = 0;
            while i < out.len() {
                let m = out[i];
                let dup = m.from == Some(m.to)
                    && out[..i].iter().any(|o| o.from == Some(o.to) && o.captured == m.captured);
                if dup {
                    out.remove(i);
                } else {
                    i += 1;
                }
            }
        }
        if mandatory && !out.is_empty() {
            return;
        }
        let empty = self.empty(pos);
        for from in points(pos.hunters()) {
            out.extend(points(self.hunter_targets(from) & empty).map(|to| Move::go(from, to, 0)));
        }
        if self.variant().huffing {
            // Huffing can make different moves end in one position (every step of a piece
            // that is then removed): keep the first of each.
            let mut seen: HashSet<Position> = HashSet::with_capacity(out.len());
            out.retain(|m| seen.insert(self.play_unchecked(pos, *m)));
        }
    }

    /// Without chains (`chains = false`): every single jump, appended to `out` piece by piece
    /// (lowest point first), each piece's in the order of its directions. Each leads to its
    /// own position: no search, nothing to merge. Found for every piece at once, a
    /// direction at a time: most positions have none.
    fn single_jumps(&self, pos: &Position, out: &mut Vec<Move>) {
        let jumpers = self.single_jumpers(pos);
        let any = jumpers.iter().fold(0, |all, &set| all | set);
        for from in points(any) {
            for (d, &set) in jumpers.iter().enumerate() {
                if set & bit(from) != 0 {
                    out.push(self.single_jump(from, d));
                }
            }
        }
    }

    /// Per direction, the hunter pieces with a flock piece next to them and an empty point
    /// beyond, on one line: those that can jump that way.
    fn single_jumpers(&self, pos: &Position) -> [Bitboard; 8] {
        let empty = self.empty(pos);
        std::array::from_fn(|d| {
            let off = self.offset(d);
            pos.hunters() & self.jump_from(d) & shift(pos.flock() & shift(empty, -off), -off)
        })
    }

    /// The single jump of the hunter piece on `from` in direction `d` (one it can make).
    fn single_jump(&self, from: Point, d: usize) -> Move {
        let off = self.offset(d);
        let over = Point((from.0 as i8 + off) as u8);
        Move::go(from, Point((over.0 as i8 + off) as u8), bit(over))
    }

    /// Every jump chain of the hunter piece on `from`, appended to `out`.
    fn chains_of(&self, from: Point, pos: &Position, out: &mut Vec<Move>) {
        let mut search = ChainSearch {
            rules: self,
            from,
            blockers: pos.hunters() & !bit(from),
            mandatory: self.capture_is_mandatory(),
            deferred: self.removal_is_deferred(),
            chains: self.chains(),
            out,
            explored: HashSet::new(),
            found: HashSet::new(),
            reached: Vec::new(),
            reached_points: 0,
        };
        search.search_from(from, pos.flock(), 0, [0; 4]);
    }

    /// Whether a hunter piece at `at` has a jump over one of `prey` onto a point free of
    /// `blockers` (prey itself always blocks).
    fn can_capture_from(&self, at: Point, prey: Bitboard, blockers: Bitboard) -> bool {
        self.jumps(at).iter().any(|j| prey & j.over != 0 && (prey | blockers) & j.land == 0)
    }

    /// Flock pieces a hunter could jump if it stood on a free point beside them: pieces with
    /// an empty point (or a hunter) on one side of a jump line and an empty point on the
    /// other. A measure of a flock's weak spots for evaluation.
    pub fn exposed_flock(&self, pos: &Position) -> Bitboard {
        let empty = self.empty(pos);
        (0..8).fold(0, |exposed, d| {
            let off = self.offset(d);
            let over = shift((empty | pos.hunters()) & self.jump_from(d), off) & pos.flock();
            exposed | (over & shift(empty, -off))
        })
    }

    /// Whether any hunter piece has a jump.
    #[inline]
    pub fn hunter_can_capture(&self, pos: &Position) -> bool {
        self.can_capture(pos.hunters(), pos.flock())
    }

    /// Whether any of `hunters` has a jump over `flock`.
    #[inline(always)]
    fn can_capture(&self, hunters: Bitboard, flock: Bitboard) -> bool {
        let blocked = hunters | flock;
        points(hunters).any(|h| self.jumps(h).iter().any(|j| flock & j.over != 0 && blocked & j.land == 0))
    }

    /// The number of steps `hunters` have (jumps not counted).
    #[inline(always)]
    fn step_count(&self, hunters: Bitboard, flock: Bitboard) -> u32 {
        let empty = self.board().points() & !(hunters | flock);
        points(hunters).map(|h| (self.hunter_targets(h) & empty).count_ones()).sum()
    }

    /// The number of steps the hunter pieces have (jumps not counted).
    #[inline]
    fn hunter_step_count(&self, pos: &Position) -> u32 {
        self.step_count(pos.hunters(), pos.flock())
    }

    /// The number of legal moves (as [`Rules::legal_moves`] lists them), counted without
    /// listing them where possible.
    pub fn count_moves(&self, pos: &Position) -> u64 {
        self.count_moves_with(pos, &mut Vec::new())
    }

    /// [`Rules::count_moves`], listing into `scratch` where it must list.
    pub(crate) fn count_moves_with(&self, pos: &Position, scratch: &mut Vec<Move>) -> u64 {
        let mut placements = 0;
        if self.placing(pos) {
            placements = (self.placement_area() & self.empty(pos)).count_ones() as u64;
            if !self.steps_while_placing() {
                return placements;
            }
        }
        placements
            + match pos.side() {
                Side::Flock => self.flock_step_total(pos),
                Side::Hunter if !self.variant().huffing && !self.hunter_can_capture(pos) => {
                    self.hunter_step_count(pos) as u64
                }
                Side::Hunter => {
                    scratch.clear();
                    self.hunter_moves(pos, scratch);
                    scratch.len() as u64
                }
            }
    }

    /// The number of steps the flock pieces have.
    #[inline]
    fn flock_step_total(&self, pos: &Position) -> u64 {
        let empty = self.empty(pos);
        (0..8)
            .map(|d| (shift(pos.flock() & self.flock_step(d), self.offset(d)) & empty).count_ones() as u64)
            .sum()
    }

    /// `perft(pos, 2)` for a flock position in play that no end rule has decided: the
    /// hunter's move counts after every flock move, without building the positions.
    pub(crate) fn perft2_flock(&self, pos: &Position, scratch: &mut Vec<Move>) -> u64 {
        let (hunters, flock) = (pos.hunters(), pos.flock());
        let empty = self.empty(pos);
        let fort = self.fort();
        let simple = !self.variant().huffing;
        // One hunter piece and no capture now: a flock move changes the hunter's count only
        // through the two points it touches, unless they lie on one of its jump lines.
        let lone = (simple && hunters.count_ones() == 1 && !self.can_capture(hunters, flock))
            .then(|| lowest(hunters))
            .map(|h| {
                let targets = self.hunter_targets(h);
                let zone = self.jumps(h).iter().fold(0, |acc, j| acc | j.over | j.land);
                (targets, zone, (targets & empty).count_ones() as u64)
            });
        let mut total = 0;
        for d in 0..8 {
            let off = self.offset(d);
            let mut targets = shift(flock & self.flock_step(d), off) & empty;
            while targets != 0 {
                let to = targets & targets.wrapping_neg();
                targets ^= to;
                let from = shift(to, -off);
                let child = flock ^ to ^ from;
                if fort != 0 && child & fort == fort {
                    continue;
                }
                if let Some((steps, zone, count)) = lone {
                    if (from | to) & zone == 0 {
                        total += count + (steps & from != 0) as u64 - (steps & to != 0) as u64;
                        continue;
                    }
                }
                total += if simple && !self.can_capture(hunters, child) {
                    self.step_count(hunters, child) as u64
                } else {
                    let from = lowest(from);
                    self.count_moves_with(&self.play_unchecked(pos, Move::go(from, lowest(to), 0)), scratch)
                };
            }
        }
        total
    }

    /// Whether the side to move has any legal move.
    pub fn has_move(&self, pos: &Position) -> bool {
        if self.placing(pos) && self.placement_area() & self.empty(pos) != 0 {
            return true;
        }
        if self.placing(pos) && !self.steps_while_placing() {
            return false;
        }
        match pos.side() {
            Side::Flock => {
                let empty = self.empty(pos);
                (0..8).any(|d| shift(pos.flock() & self.flock_step(d), self.offset(d)) & empty != 0)
            }
            Side::Hunter => self.hunter_step_count(pos) > 0 || self.hunter_can_capture(pos),
        }
    }

    /// The result of the end rules 1–3 (threshold, breakthrough, fort), which need no
    /// move generation.
    #[inline]
    pub fn decided(&self, pos: &Position) -> Option<Outcome> {
        if self.flock_left(pos) <= self.threshold() {
            return Some(Outcome::Win(Side::Hunter, EndReason::FlockReduced));
        }
        if pos.broke_through() {
            return Some(Outcome::Win(Side::Hunter, EndReason::Breakthrough));
        }
        if self.fort() != 0 && pos.flock() & self.fort() == self.fort() {
            return Some(Outcome::Win(Side::Flock, EndReason::FortTaken));
        }
        None
    }

    /// The end rules 1–4 in their order: threshold, breakthrough, fort, no legal move.
    /// Repetition needs the history: see [`crate::Game`].
    pub fn outcome(&self, pos: &Position) -> Option<Outcome> {
        self.decided(pos).or_else(|| {
            (!self.has_move(pos)).then(|| Outcome::Win(pos.side().other(), EndReason::NoLegalMove))
        })
    }

    /// Plays a move without checking it. Precondition: `mv` is one of
    /// [`Rules::legal_moves`] of `pos` (or has the same result); otherwise the returned
    /// position is unspecified (but building it does not panic).
    pub fn play_unchecked(&self, pos: &Position, mv: Move) -> Position {
        let mut next = *pos;
        // The mark says the last move was a hunter's onto rank 1; any other move clears it.
        next.set_broke_through(
            self.variant().breakthrough
                && pos.side() == Side::Hunter
                && mv.from.is_some()
                && self.rank1() & bit(mv.to) != 0,
        );
        let Some(from) = mv.from else {
            next.placed_one();
            if self.flock_places() {
                next.place_flock(mv.to);
                next.set_side(Side::Hunter);
            } else {
                next.move_hunter(None, mv.to);
                if next.to_place() == 0 {
                    next.set_side(self.first_side());
                }
            }
            return next;
        };
        match pos.side() {
            Side::Flock => {
                next.move_flock(from, mv.to);
                next.set_side(Side::Hunter);
            }
            Side::Hunter => {
                next.move_hunter(Some(from), mv.to);
                next.remove_flock(mv.captured & pos.flock());
                if self.variant().huffing {
                    if let Some(huffed) = self.huffed(pos, mv) {
                        next.remove_hunters(bit(huffed) & next.hunters());
                    }
                }
                next.set_side(Side::Flock);
            }
        }
        next
    }

    /// With huffing: the hunter piece removed after `mv` (played from `pos`), if any.
    /// A step by a piece that could capture removes it; a step while another piece could
    /// capture removes that one (the lowest point if several); a chain that stops while
    /// it could capture further removes the moving piece.
    fn huffed(&self, pos: &Position, mv: Move) -> Option<Point> {
        let from = mv.from?;
        if mv.captured != 0 && !self.chains() {
            return None;
        }
        if mv.captured != 0 {
            let (prey, blockers) = if self.removal_is_deferred() {
                // Captured pieces are still there: they block, but taking them again is no capture.
                (pos.flock() & !mv.captured, mv.captured | (pos.hunters() & !bit(from)))
            } else {
                (pos.flock() & !mv.captured, pos.hunters() & !bit(from))
            };
            return self.can_capture_from(mv.to, prey, blockers).then_some(mv.to);
        }
        if self.can_capture_from(from, pos.flock(), pos.hunters()) {
            return Some(mv.to);
        }
        points(pos.hunters() & !bit(from)).find(|&h| self.can_capture_from(h, pos.flock(), pos.hunters()))
    }

    /// Whether `mv` is legal in `pos`: a legal move, or a move of the same piece with the
    /// same captures that leads where one leads (generation keeps one move per resulting
    /// position). Checked directly, without listing every move. The end rules are not
    /// checked: see [`Rules::outcome`].
    pub fn is_legal(&self, pos: &Position, mv: Move) -> bool {
        let empty = self.empty(pos);
        let Some(from) = mv.from else {
            return self.placing(pos) && self.placement_area() & empty & bit(mv.to) != 0;
        };
        if self.placing(pos) && !self.steps_while_placing() || from == mv.to && mv.captured == 0 {
            return false;
        }
        let (from_bit, to_bit) = (bit(from), bit(mv.to));
        match pos.side() {
            Side::Flock => {
                mv.captured == 0
                    && pos.flock() & from_bit != 0
                    && empty & to_bit != 0
                    && (0..8).any(|d| shift(from_bit & self.flock_step(d), self.offset(d)) == to_bit)
            }
            Side::Hunter if mv.captured == 0 => {
                pos.hunters() & from_bit != 0
                    && empty & to_bit != 0
                    && self.hunter_targets(from) & to_bit != 0
                    && !(self.capture_is_mandatory() && self.hunter_can_capture(pos))
            }
            Side::Hunter => self.chain_path(pos, mv, self.capture_is_mandatory()).is_some(),
        }
    }
}
