//! Legal moves, playing a move (with its captures), and the end rules.
//!
//! A piece's targets come from precomputed rays: the ray's cells up to the first occupied
//! cell (found with one bit scan), without the cells the piece may not stop on.

use super::cells::CellSet;
#[cfg(doc)]
use super::geometry::Geometry;
use super::geometry::{Cell, EAST, NORTH, SOUTH, WEST, cell_bit, cells};
use super::notation::MoveError;
use super::position::{Move, Position};
use super::rules::Rules;
use super::side::Side;
use super::variant::KingCapture;
use super::{EndReason, Outcome};

/// Draws [`Rules::random_move`] makes before it counts the moves: where one draw in four
/// finds a move (copenhagen-11's start), it counts in about one position of 10^8.
const REDRAWS: usize = 64;

impl<C: CellSet> Rules<C> {
    /// The number of cells of the board.
    #[inline(always)]
    fn cell_count(&self) -> u16 {
        u16::from(self.geometry().size()) * u16::from(self.geometry().size())
    }

    /// The cells a rook on `from` reaches with `blockers` in the way ([`Geometry::reach`]).
    #[inline(always)]
    fn reach(&self, from: Cell, blockers: C) -> C {
        self.geometry().reach(from, blockers)
    }

    /// What blocks a piece other than the king: every piece, and the empty throne when it
    /// may not be passed.
    #[inline(always)]
    fn blockers(&self, pos: &Position<C>) -> C {
        if self.variant().throne_passable { pos.occupied() } else { pos.occupied() | self.throne }
    }

    /// The cells the piece on `from` may move to (`from` must hold a piece).
    #[inline(always)]
    pub fn targets(&self, pos: &Position<C>, from: Cell) -> C {
        if pos.king() == Some(from) {
            self.reach(from, pos.occupied())
        } else {
            self.reach(from, self.blockers(pos)) & !self.restricted
        }
    }

    /// Fills `out` (cleared first) with the legal moves of `pos`: every (from, to) pair.
    /// A finished game still has its moves listed: check [`Rules::outcome`].
    pub fn legal_moves(&self, pos: &Position<C>, out: &mut Vec<Move>) {
        out.clear();
        for from in cells(pos.pieces(pos.side())) {
            out.extend(cells(self.targets(pos, from)).map(|to| Move::new(from, to)));
        }
    }

    /// The `k % n`-th of the `n` legal moves of `pos` in [`Rules::legal_moves`]'s order,
    /// counted piece by piece rather than listed (a random playout's move); `None` without
    /// a move.
    pub fn nth_move(&self, pos: &Position<C>, k: usize) -> Option<Move> {
        // The counts of the first pieces are kept on the stack (a piece reaches at most a
        // row and a column, fewer than 256 cells); a piece beyond them, which only a
        // position with more than `KEPT` pieces a side has, is counted again. No table of
        // a row per cell (a Vec for the wide sets), and no second count in play.
        const KEPT: usize = 64;
        let mut kept = [0u8; KEPT];
        let own = pos.pieces(pos.side());
        let mut total = 0;
        for (i, from) in cells(own).enumerate() {
            let here = self.targets(pos, from).count();
            if let Some(slot) = kept.get_mut(i) {
                *slot = here as u8;
            }
            total += here as usize;
        }
        let mut rest = k.checked_rem(total)?;
        for (i, from) in cells(own).enumerate() {
            let here = match kept.get(i) {
                Some(&n) => usize::from(n),
                None => self.targets(pos, from).count() as usize,
            };
            if rest < here {
                let mut targets = self.targets(pos, from);
                for _ in 0..rest {
                    targets = targets.without_first();
                }
                return Some(Move::new(from, Cell(targets.first() as u16)));
            }
            rest -= here;
        }
        None
    }

    /// A uniformly random legal move of `pos` (`None` without one), looking at few pieces:
    /// a piece of the side to move drawn at random and a number below the most cells any
    /// piece reaches; the move is that piece's target of that number if it has one, else
    /// both are drawn again. Every move is taken with the same chance at each draw, so the
    /// move is uniform; after [`REDRAWS`] misses the moves are counted instead.
    pub fn random_move(&self, pos: &Position<C>, draw: &mut impl FnMut() -> usize) -> Option<Move> {
        let own = pos.pieces(pos.side());
        let pieces = own.count() as usize;
        // A piece reaches at most the rest of its row and its column.
        let most = 2 * (usize::from(self.geometry().size()) - 1);
        if pieces == 0 || most == 0 {
            return None;
        }
        for _ in 0..REDRAWS {
            let pick = draw() % (pieces * most);
            let mut set = own;
            for _ in 0..pick / most {
                set = set.without_first();
            }
            let from = Cell(set.first() as u16);
            let mut targets = self.targets(pos, from);
            if (targets.count() as usize) > pick % most {
                for _ in 0..pick % most {
                    targets = targets.without_first();
                }
                return Some(Move::new(from, Cell(targets.first() as u16)));
            }
        }
        self.nth_move(pos, draw())
    }

    /// The legal moves of `pos` as a new vector.
    pub fn moves(&self, pos: &Position<C>) -> Vec<Move> {
        let mut out = Vec::with_capacity(128);
        self.legal_moves(pos, &mut out);
        out
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_moves(&self, pos: &Position<C>) -> u64 {
        let blockers = self.blockers(pos);
        let mut count = 0;
        for from in cells(pos.pieces(pos.side()) & !pos.king_set()) {
            count += (self.reach(from, blockers) & !self.restricted).count() as u64;
        }
        if let (Side::Defenders, Some(k)) = (pos.side(), pos.king()) {
            count += self.reach(k, pos.occupied()).count() as u64;
        }
        count
    }

    /// Whether the side to move has any legal move.
    pub fn has_move(&self, pos: &Position<C>) -> bool {
        cells(pos.pieces(pos.side())).any(|from| !self.targets(pos, from).is_empty())
    }

    /// Plays a move without checking it. Precondition: `mv` is one of
    /// [`Rules::legal_moves`] of `pos`; otherwise the result is unspecified (but building it
    /// does not panic). Captures are made here.
    pub fn play_unchecked(&self, pos: &Position<C>, mv: Move) -> Position<C> {
        let mut next = *pos;
        let n = self.cell_count();
        if mv.from.0 >= n || mv.to.0 >= n || !next.pieces(pos.side()).has(mv.from.index()) {
            return next;
        }
        let side = pos.side();
        let is_king = next.slide(mv.from, mv.to);
        if !is_king || self.king_armed() {
            self.capture_around(&mut next, mv.to, side);
            if self.variant().shield_wall {
                self.shield_wall(&mut next, mv.to, side);
            }
        }
        next.pass_turn();
        next
    }

    /// Custodial captures by the piece of `side` that just stopped on `to`.
    #[inline(always)]
    fn capture_around(&self, next: &mut Position<C>, to: Cell, side: Side) {
        let g = self.geometry();
        match side {
            Side::Attackers => {
                // The throne is hostile to defenders only when empty.
                let throne = if (next.king_set() & self.throne).is_empty() { self.throne } else { C::EMPTY };
                let anvil = next.attackers() | self.hostile_corners | throne;
                for d in 0..4 {
                    let Some(nb) = g.step(to, d) else { continue };
                    if next.defenders().has(nb.index()) {
                        if g.step(nb, d).is_some_and(|far| anvil.has(far.index())) {
                            next.remove_defender(nb);
                        }
                    } else if next.king() == Some(nb) && self.king_taken(next, nb, d) {
                        next.remove_king();
                    }
                }
            }
            Side::Defenders => {
                let king = if self.king_armed() { next.king_set() } else { C::EMPTY };
                // The throne is always hostile to attackers.
                let anvil = next.defenders() | king | self.hostile_corners | self.throne;
                for d in 0..4 {
                    let Some(nb) = g.step(to, d) else { continue };
                    if next.attackers().has(nb.index())
                        && g.step(nb, d).is_some_and(|far| anvil.has(far.index()))
                    {
                        next.remove_attacker(nb);
                    }
                }
            }
        }
    }

    /// Whether the king on `k`, next to an attacker that just arrived on its side opposite
    /// direction `d`, is captured.
    #[inline]
    fn king_taken(&self, pos: &Position<C>, k: Cell, d: usize) -> bool {
        let g = self.geometry();
        let attackers = pos.attackers();
        let kb = cell_bit::<C>(k);
        let far_in = |set: C| g.step(k, d).is_some_and(|far| set.has(far.index()));
        let all_around = |sides: C| (sides & !attackers).is_empty();
        match self.king_capture() {
            KingCapture::Throne => {
                if !(kb & self.throne).is_empty() {
                    all_around(g.around(k))
                } else if !(kb & self.beside_throne).is_empty() {
                    all_around(g.around(k) & !self.throne)
                } else {
                    far_in(attackers | self.hostile_corners)
                }
            }
            KingCapture::Two => {
                let throne = if (kb & self.throne).is_empty() { self.throne } else { C::EMPTY };
                far_in(attackers | self.hostile_corners | throne)
            }
            KingCapture::Four => {
                // Never on the edge. A hostile cell beside him stands in for an attacker:
                // the throne (empty, as he is beside it) and a corner or citadel, which no
                // attacker may enter.
                let around = g.around(k);
                around.count() == 4 && all_around(around & !(self.throne | self.hostile_corners))
            }
        }
    }

    /// Shield-wall captures by the piece of `side` that just stopped on the edge cell `to`.
    fn shield_wall(&self, next: &mut Position<C>, to: Cell, side: Side) {
        let g = self.geometry();
        if !g.edge().has(to.index()) {
            return;
        }
        let king = if self.king_armed() { next.king_set() } else { C::EMPTY };
        let (enemies, friends) = match side {
            Side::Attackers => (next.defenders_and_king(), next.attackers()),
            Side::Defenders => (next.attackers(), next.defenders() | king),
        };
        let last = g.size() - 1;
        let (file, rank) = (g.file(to), g.rank(to));
        // Each edge `to` lies on: the two directions along it and the direction inwards.
        let edges = [
            (rank == 0, [EAST, WEST], NORTH),
            (rank == last, [EAST, WEST], SOUTH),
            (file == 0, [NORTH, SOUTH], EAST),
            (file == last, [NORTH, SOUTH], WEST),
        ];
        for (on, along, inward) in edges {
            if !on {
                continue;
            }
            for d in along {
                let mut row = C::EMPTY;
                let mut at = g.step(to, d);
                while let Some(c) = at.filter(|c| enemies.has(c.index())) {
                    row |= cell_bit(c);
                    at = g.step(c, d);
                }
                let Some(end) = at else { continue };
                if row.count() < 2 || !(friends | self.hostile_corners).has(end.index()) {
                    continue;
                }
                let faced = cells(row).all(|m| g.step(m, inward).is_some_and(|f| friends.has(f.index())));
                if !faced {
                    continue;
                }
                for m in cells(row) {
                    match side {
                        Side::Attackers if next.defenders().has(m.index()) => next.remove_defender(m),
                        Side::Defenders => next.remove_attacker(m),
                        _ => {}
                    }
                }
            }
        }
    }

    /// The end rules that need no move generation, in order: king captured, king escaped,
    /// edge fort, encirclement.
    #[inline]
    pub fn decided(&self, pos: &Position<C>) -> Option<Outcome> {
        let Some(k) = pos.king() else {
            return Some(Outcome::Win(Side::Attackers, EndReason::KingCaptured));
        };
        if self.escape.has(k.index()) {
            return Some(Outcome::Win(Side::Defenders, EndReason::KingEscaped));
        }
        if self.variant().edge_fort && self.in_edge_fort(pos, k) {
            return Some(Outcome::Win(Side::Defenders, EndReason::EdgeFort));
        }
        if self.variant().encirclement && self.encircled(pos) {
            return Some(Outcome::Win(Side::Attackers, EndReason::Encircled));
        }
        None
    }

    /// Every end rule of the position in order: [`Rules::decided`], then a side to move
    /// with no legal move (or no pieces) loses. Repetition needs the history: see
    /// [`Rules::repetition_outcome`].
    pub fn outcome(&self, pos: &Position<C>) -> Option<Outcome> {
        self.decided(pos).or_else(|| {
            (!self.has_move(pos)).then(|| Outcome::Win(pos.side().other(), EndReason::NoLegalMove))
        })
    }

    /// Whether a move is legal in `pos` (see [`Rules::check_move`] for the reason why not).
    pub fn is_legal(&self, pos: &Position<C>, mv: Move) -> bool {
        self.check_move(pos, mv).is_ok()
    }

    /// Checks a move against the position, saying why it is illegal.
    pub fn check_move(&self, pos: &Position<C>, mv: Move) -> Result<(), MoveError> {
        let g = self.geometry();
        let n = self.cell_count();
        let name = |c: Cell| if c.0 < n { g.name(c) } else { format!("#{}", c.0) };
        if mv.from.0 >= n {
            return Err(MoveError::UnknownCell(name(mv.from)));
        }
        if mv.to.0 >= n {
            return Err(MoveError::UnknownCell(name(mv.to)));
        }
        if self.outcome(pos).is_some() {
            return Err(MoveError::GameOver);
        }
        let from = mv.from.index();
        if !pos.occupied().has(from) {
            return Err(MoveError::NoPiece(name(mv.from)));
        }
        if !pos.pieces(pos.side()).has(from) {
            return Err(MoveError::NotYourTurn(pos.side()));
        }
        let between =
            g.between(mv.from, mv.to).ok_or_else(|| MoveError::NotAlongLine(name(mv.from), name(mv.to)))?;
        let is_king = pos.king() == Some(mv.from);
        if let Some(c) = cells(between & pos.occupied()).next() {
            return Err(MoveError::PathBlocked(name(c)));
        }
        if !is_king && !self.variant().throne_passable && !(between & self.throne).is_empty() {
            return Err(MoveError::ThroneBlocks(name(self.throne())));
        }
        if pos.occupied().has(mv.to.index()) {
            return Err(MoveError::Occupied(name(mv.to)));
        }
        if !is_king && self.restricted.has(mv.to.index()) {
            return Err(MoveError::Restricted(name(mv.to)));
        }
        Ok(())
    }

    /// The pieces `mv` captures in `pos` (the king included).
    pub fn captures(&self, pos: &Position<C>, mv: Move) -> C {
        let next = self.play_unchecked(pos, mv);
        let enemy = pos.side().other();
        pos.pieces(enemy) & !next.pieces(enemy)
    }
}
