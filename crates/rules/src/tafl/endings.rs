//! The Copenhagen end rules that look at the whole board: edge forts and encirclement.

use super::cells::CellSet;
use super::geometry::{Cell, EAST, NORTH, SOUTH, WEST, cell_bit, cells};
use super::position::Position;
use super::rules::Rules;

impl<C: CellSet> Rules<C> {
    /// The cells reachable from `seeds` by orthogonal steps through `passable` cells.
    fn flood(&self, seeds: C, passable: C) -> C {
        let g = self.geometry();
        let mut reached = seeds;
        loop {
            let next = g.grow(reached) & (passable | seeds);
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }

    /// Edge fort: the king on `k` stands on the edge and can move; the room of empty cells
    /// the king reaches is bordered by defenders only (and the board edge); and every border
    /// defender is among the defenders that can never be captured. Those are found as a
    /// fixpoint: start from every defender and drop, until none drops, each one that some
    /// line (rank or file) could close on, because neither neighbour on it is off the board,
    /// a defender still kept, or a room cell that is not hostile (a corner, or the throne
    /// while the king is off it). So defenders outside the wall that cover it, and cover
    /// each other, count (the wall piece c3 held by c2 in the test of the issue that found
    /// this). A kept defender outside the wall on an edge cell must also have a kept
    /// defender or a safe room cell inwards, so that no shield wall can take it.
    pub(crate) fn in_edge_fort(&self, pos: &Position<C>, k: Cell) -> bool {
        let g = self.geometry();
        let kb = cell_bit::<C>(k);
        if (g.edge() & kb).is_empty() {
            return false;
        }
        let empty = g.all() & !pos.occupied();
        let room = self.flood(kb, empty);
        if room == kb {
            return false;
        }
        let wall = g.grow(room) & !room;
        if !(wall & !pos.defenders()).is_empty() {
            return false;
        }
        let throne = if (kb & self.throne).is_empty() { self.throne } else { C::EMPTY };
        let safe_room = room & !self.hostile_corners & !throne;
        let mut kept = pos.defenders();
        loop {
            let safe = kept | safe_room;
            let guarded = |c: Option<Cell>| c.is_none_or(|c| safe.has(c.index()));
            let holds = |d: Cell| {
                let lines = (guarded(g.step(d, NORTH)) || guarded(g.step(d, SOUTH)))
                    && (guarded(g.step(d, EAST)) || guarded(g.step(d, WEST)));
                // Inwards from an edge cell: the step opposite the one off the board.
                let inwards = [(NORTH, SOUTH), (SOUTH, NORTH), (EAST, WEST), (WEST, EAST)]
                    .into_iter()
                    .filter(|&(out, _)| g.step(d, out).is_none())
                    .all(|(_, into)| guarded(g.step(d, into)));
                lines && (wall.has(d.index()) || inwards)
            };
            let next = cells(kept).filter(|&d| holds(d)).fold(C::EMPTY, |set, d| set | cell_bit::<C>(d));
            if next == kept {
                return (wall & !kept).is_empty();
            }
            kept = next;
        }
    }

    /// Encirclement: no defender (the king included) can reach an edge cell through cells
    /// free of attackers.
    pub(crate) fn encircled(&self, pos: &Position<C>) -> bool {
        let g = self.geometry();
        let defenders = pos.defenders_and_king();
        if defenders.is_empty() {
            return false;
        }
        // The flood of `flood`, stopped as soon as it touches the edge: in most positions
        // some defender is on it or a few cells from it.
        let passable = g.all() & !pos.attackers();
        let mut reached = defenders;
        loop {
            if !(reached & g.edge()).is_empty() {
                return false;
            }
            let next = g.grow(reached) & passable;
            if next == reached {
                return true;
            }
            reached = next;
        }
    }
}
