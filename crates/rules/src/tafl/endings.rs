//! The Copenhagen end rules that look at the whole board: edge forts and encirclement.

use super::geometry::{Cell, Cells, EAST, NORTH, SOUTH, WEST, cell_bit, cells};
use super::position::Position;
use super::rules::Rules;

impl Rules {
    /// The cells reachable from `seeds` by orthogonal steps through `passable` cells.
    fn flood(&self, seeds: Cells, passable: Cells) -> Cells {
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
    /// the king reaches is bordered by defenders only (and the board edge); and no border
    /// defender can ever be captured, because on each line through it (rank and file) one
    /// neighbour is off the board, another border defender, or a room cell that is not
    /// hostile (a corner, or the throne while the king is off it).
    pub(crate) fn in_edge_fort(&self, pos: &Position, k: Cell) -> bool {
        let g = self.geometry();
        let kb = cell_bit(k);
        if g.edge() & kb == 0 {
            return false;
        }
        let empty = g.all() & !pos.occupied();
        let room = self.flood(kb, empty);
        if room == kb {
            return false;
        }
        let wall = g.grow(room) & !room;
        if wall & !pos.defenders() != 0 {
            return false;
        }
        let throne = if kb & self.throne != 0 { 0 } else { self.throne };
        let safe = wall | (room & !self.hostile_corners & !throne);
        let guarded = |c: Option<Cell>| c.is_none_or(|c| safe & cell_bit(c) != 0);
        cells(wall).all(|w| {
            (guarded(g.step(w, NORTH)) || guarded(g.step(w, SOUTH)))
                && (guarded(g.step(w, EAST)) || guarded(g.step(w, WEST)))
        })
    }

    /// Encirclement: no defender (the king included) can reach an edge cell through cells
    /// free of attackers.
    pub(crate) fn encircled(&self, pos: &Position) -> bool {
        let g = self.geometry();
        let defenders = pos.defenders_and_king();
        defenders != 0 && self.flood(defenders, g.all() & !pos.attackers()) & g.edge() == 0
    }
}
