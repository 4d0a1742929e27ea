//! A tafl position (bitboards, king, side to move, Zobrist hash) and a move.

use super::cells::{CellSet, Wide};
use super::geometry::{Cell, Cells, cell_bit, cells};
use super::side::Side;
use crate::zobrist::splitmix;

/// A move: one piece slides from `from` to `to` along a rank or file. Captures follow from
/// the position; [`super::Rules::play_unchecked`] computes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The cell the piece leaves.
    pub from: Cell,
    /// The cell the piece stops on.
    pub to: Cell,
}

impl Move {
    /// A move from one cell to another.
    pub const fn new(from: Cell, to: Cell) -> Move {
        Move { from, to }
    }
}

/// `king` value while the king is on no cell (captured).
const NO_KING: u16 = u16::MAX;

/// Where the pieces stand and who is to move. Small and `Copy`; equal positions have equal
/// [`Position::hash`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<C: CellSet = Cells> {
    attackers: C,
    defenders: C,
    king: u16,
    side: Side,
    hash: u64,
}

/// Cells with Zobrist keys: every cell a [`Wide`] set holds (19x19 is 361 of its 384), so
/// every index of either cell set has its key.
const KEYED_CELLS: usize = 384;

// The keys must cover every cell of both widths; the 384 keys are pinned (the keys of the
// first 128 cells are those of the 11x11 boards), so a wider set needs more keys after
// them, never other ones.
const _: () = assert!(KEYED_CELLS == <Wide as CellSet>::CAPACITY);
const _: () = assert!(<Cells as CellSet>::CAPACITY <= KEYED_CELLS);

/// Zobrist keys: one per (cell, piece kind), and one for the defenders to move.
struct Keys {
    attacker: [u64; KEYED_CELLS],
    defender: [u64; KEYED_CELLS],
    king: [u64; KEYED_CELLS],
    defenders_to_move: u64,
}

/// The keys, a `static` (9 KB): a `const` would be copied wherever it is used, at least
/// in unoptimised builds.
static KEYS: Keys = {
    let mut keys = Keys {
        attacker: [0; KEYED_CELLS],
        defender: [0; KEYED_CELLS],
        king: [0; KEYED_CELLS],
        defenders_to_move: 0,
    };
    let mut state = 0x7AF1_5EED_u64;
    let mut i = 0;
    // The keys of the first 128 cells and of the side to move come first, as they did
    // before the larger boards: the hashes of the 11x11 boards' positions stay the same.
    while i < KEYED_CELLS {
        if i == 128 {
            let (s, d) = splitmix(state);
            keys.defenders_to_move = d;
            state = s;
        }
        let (s, a) = splitmix(state);
        let (s, b) = splitmix(s);
        let (s, c) = splitmix(s);
        keys.attacker[i] = a;
        keys.defender[i] = b;
        keys.king[i] = c;
        state = s;
        i += 1;
    }
    keys
};

/// The Zobrist key of a piece set.
fn set_key<C: CellSet>(set: C, table: &[u64; KEYED_CELLS]) -> u64 {
    cells(set).fold(0, |acc, c| acc ^ table[c.index()])
}

impl<C: CellSet> Position<C> {
    /// A position from its parts; the hash is computed from scratch. `king = None` means the
    /// king has been captured. Overlapping sets are not checked here (the position text
    /// reader and the rules check them); the king's cell is taken out of the other sets.
    pub fn new(attackers: C, defenders: C, king: Option<Cell>, side: Side) -> Position<C> {
        let king = king.map(|c| Cell(c.0.min(C::CAPACITY as u16 - 1)));
        let king_bit = king.map_or(C::EMPTY, cell_bit);
        let mut p = Position {
            attackers: attackers & !king_bit,
            defenders: defenders & !king_bit & !attackers,
            king: king.map_or(NO_KING, |c| c.0),
            side,
            hash: 0,
        };
        p.hash = p.hash_from_scratch();
        p
    }

    /// The attackers.
    #[inline(always)]
    pub fn attackers(&self) -> C {
        self.attackers
    }

    /// The defenders, without the king.
    #[inline(always)]
    pub fn defenders(&self) -> C {
        self.defenders
    }

    /// The king's cell; `None` once captured.
    #[inline(always)]
    pub fn king(&self) -> Option<Cell> {
        (self.king != NO_KING).then_some(Cell(self.king))
    }

    /// The king's cell as a set (empty once captured).
    #[inline(always)]
    pub fn king_set(&self) -> C {
        if self.king == NO_KING { C::EMPTY } else { C::bit(usize::from(self.king)) }
    }

    /// The defenders and the king.
    #[inline(always)]
    pub fn defenders_and_king(&self) -> C {
        self.defenders | self.king_set()
    }

    /// Every occupied cell.
    #[inline(always)]
    pub fn occupied(&self) -> C {
        self.attackers | self.defenders | self.king_set()
    }

    /// The pieces of one side (the king with the defenders).
    #[inline(always)]
    pub fn pieces(&self, side: Side) -> C {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders_and_king(),
        }
    }

    /// The side to move.
    #[inline(always)]
    pub fn side(&self) -> Side {
        self.side
    }

    /// The Zobrist hash, kept up to date move by move.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from the parts (equals [`Position::hash`]).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = set_key(self.attackers, &KEYS.attacker) ^ set_key(self.defenders, &KEYS.defender);
        if self.king != NO_KING {
            h ^= KEYS.king[self.king as usize];
        }
        if self.side == Side::Defenders {
            h ^= KEYS.defenders_to_move;
        }
        h
    }

    /// Moves the piece on `from` (of the side to move) to `to`; returns whether it was the king.
    #[inline(always)]
    pub(crate) fn slide(&mut self, from: Cell, to: Cell) -> bool {
        let (f, t) = (from.index(), to.index());
        let both = cell_bit::<C>(from) | cell_bit::<C>(to);
        if self.king == from.0 {
            self.king = to.0;
            self.hash ^= KEYS.king[f] ^ KEYS.king[t];
            true
        } else if self.side == Side::Attackers {
            self.attackers ^= both;
            self.hash ^= KEYS.attacker[f] ^ KEYS.attacker[t];
            false
        } else {
            self.defenders ^= both;
            self.hash ^= KEYS.defender[f] ^ KEYS.defender[t];
            false
        }
    }

    /// Takes one attacker off.
    #[inline(always)]
    pub(crate) fn remove_attacker(&mut self, c: Cell) {
        self.attackers &= !cell_bit::<C>(c);
        self.hash ^= KEYS.attacker[c.index()];
    }

    /// Takes one defender (not the king) off.
    #[inline(always)]
    pub(crate) fn remove_defender(&mut self, c: Cell) {
        self.defenders &= !cell_bit::<C>(c);
        self.hash ^= KEYS.defender[c.index()];
    }

    /// Takes the king off (captured).
    #[inline(always)]
    pub(crate) fn remove_king(&mut self) {
        if self.king != NO_KING {
            self.hash ^= KEYS.king[self.king as usize];
            self.king = NO_KING;
        }
    }

    /// Hands the move to the other side.
    #[inline(always)]
    pub(crate) fn pass_turn(&mut self) {
        self.side = self.side.other();
        self.hash ^= KEYS.defenders_to_move;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::{Rules, Wide};

    /// The keys are pinned: the hashes of the start positions and of one more position per
    /// board, with the keys of the first 128 cells and of the side to move those of the
    /// 11x11 boards before the wide sets came (records and tables key on them).
    #[test]
    fn the_zobrist_keys_do_not_change() {
        let hashes: Vec<u64> = ["brandubh", "hnefatafl-9", "hnefatafl-11", "hnefatafl-13", "alea-evangelii"]
            .iter()
            .flat_map(|id| {
                let rules = Rules::<Wide>::of_preset(id).expect("a preset");
                let start = rules.start();
                let next = rules.play_unchecked(&start, rules.moves(&start)[3]);
                [start.hash(), next.hash()]
            })
            .collect();
        let pinned = [
            2112590019630862927,
            4823996980048659570,
            13586888785329402190,
            14829546681896618127,
            1635532178779174870,
            4582026206264469638,
            3294253336929102349,
            7033123167600075749,
            14713654906470088734,
            899418247566092042,
        ];
        assert_eq!(hashes, pinned);
        let narrow = Rules::<Cells>::of_preset("hnefatafl-11").expect("a preset");
        let wide = Rules::<Wide>::of_preset("hnefatafl-11").expect("a preset");
        assert_eq!(narrow.start().hash(), wide.start().hash());
        assert_eq!(
            (KEYS.attacker[0], KEYS.king[127], KEYS.defender[383], KEYS.defenders_to_move),
            (12171101892438966611, 10774554833344202933, 7251497958981863464, 1527197571567807121)
        );
        // Every key of the first 128 cells, folded into one number.
        let first: u64 = (0..128).fold(0, |acc: u64, i| {
            acc.rotate_left(7)
                ^ KEYS.attacker[i]
                ^ KEYS.defender[i].rotate_left(21)
                ^ KEYS.king[i].rotate_left(42)
        });
        assert_eq!(first, 6241381550128685309);
    }
}
