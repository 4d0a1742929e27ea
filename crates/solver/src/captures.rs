//! A lone hunter piece's captures for the init, without the move generator.
//!
//! Where the hunter can capture, the init listed its moves with `Rules::legal_moves` and
//! played each one: a search that allocates its list of states, and a hash of every child
//! (with the lookups of the children, some 8 % of the CPU of `fox-geese-forward`'s
//! sub-tiers). [`Jumps`] searches the same
//! chains from a table of each point's jumps, read off the move generator, for the rules
//! where a chain's rest depends only on where the hunter stands and what it has taken:
//! captured pieces leave at once (no deferred removal) and no huffing. With more than one
//! hunter piece (chains of two pieces that end in one position) the init keeps the move
//! generator.

use reynard_rules::Side;
use reynard_rules::board::{Bitboard, Point, bit, points};
use reynard_rules::hunt::{Capture, Move, Position, Rules};

/// Every point's jumps, and how captures go on under the rules.
#[derive(Debug)]
pub(crate) struct Jumps {
    /// For each point: the jumps from it, as (the point jumped over, the landing point).
    from: Vec<Vec<(Bitboard, Point)>>,
    /// A capture must be made, and a chain go on while it can.
    mandatory: bool,
    /// A capture may go on jumping; otherwise one jump is the whole move.
    chains: bool,
}

impl Jumps {
    /// The jump table of `rules`, or `None` where captures are not searched this way
    /// (deferred removal, huffing).
    pub fn new(rules: &Rules) -> Option<Jumps> {
        if rules.variant().huffing || rules.removal_is_deferred() {
            return None;
        }
        let board = rules.board().points();
        let mut from = vec![Vec::new(); 64];
        let mut moves = Vec::new();
        if rules.variant().capture != Capture::None {
            // A lone hunter piece beside a lone flock piece: its captures are its jumps
            // over it (no other piece blocks a landing or lets a chain go on).
            for p in points(board) {
                for q in points(board & !bit(p)) {
                    rules.legal_moves(&Position::new(bit(p), bit(q), Side::Hunter, 0, false), &mut moves);
                    for m in moves.iter().filter(|m| m.from == Some(p) && m.captured == bit(q)) {
                        from[p.0 as usize].push((bit(q), m.to));
                    }
                }
            }
        }
        Some(Jumps { from, mandatory: rules.capture_is_mandatory(), chains: rules.chains() })
    }

    /// Whether a capture must be made where one can (no step then).
    pub fn is_mandatory(&self) -> bool {
        self.mandatory
    }

    /// Appends to `out` the captures of the lone hunter piece on `at` among `flock` (the
    /// other points of `empty` free to land on), one move per resulting position, as
    /// `Rules::legal_moves` lists them (in another order). `reached` is a buffer.
    ///
    /// As in the move generator, the search visits each state (where the hunter stands,
    /// what it has taken) once: with immediate removal the state decides the rest of the
    /// chain, and the move that ends there.
    pub fn captures(
        &self,
        at: Point,
        flock: Bitboard,
        empty: Bitboard,
        out: &mut Vec<Move>,
        reached: &mut Vec<(Point, Bitboard)>,
    ) {
        reached.clear();
        // The hunter's own point is free to land on once it has left.
        self.search(at, at, flock, empty | bit(at), 0, out, reached);
    }

    /// Continues a chain of the hunter that started on `start` and stands on `at`, having
    /// taken `captured`; `flock` is what is left to jump, `free` where it may land.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        start: Point,
        at: Point,
        flock: Bitboard,
        free: Bitboard,
        captured: Bitboard,
        out: &mut Vec<Move>,
        reached: &mut Vec<(Point, Bitboard)>,
    ) {
        if captured != 0 {
            if reached.contains(&(at, captured)) {
                return;
            }
            reached.push((at, captured));
            if !self.mandatory || !self.chains {
                // Optional capture: every prefix of a chain is a move; without chains,
                // one jump is the whole move.
                out.push(Move::go(start, at, captured));
            }
            if !self.chains {
                return;
            }
        }
        let mut extended = false;
        for &(over, land) in &self.from[at.0 as usize] {
            if flock & over == 0 || free & bit(land) == 0 {
                continue;
            }
            extended = true;
            // The jumped piece leaves at once: its point is free to land on later.
            self.search(start, land, flock & !over, free | over, captured | over, out, reached);
        }
        if self.mandatory && self.chains && !extended && captured != 0 {
            out.push(Move::go(start, at, captured));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_rules::VariantOptions;
    use reynard_rules::hunt::Variant;

    /// The captures of a lone hunter piece are those the move generator lists, on many
    /// crowded positions (drawn by a fixed pseudo-random sequence), under optional and
    /// compulsory capture, with and without chains, on boards with and without diagonals;
    /// the rules that keep the move generator (deferred removal, huffing) get no table.
    #[test]
    fn a_lone_hunters_captures_are_the_move_generators() {
        let set_ups: [(&str, &[&str]); 6] = [
            ("fox-geese", &[]),
            ("fox-geese-forward", &[]),
            ("fox-geese", &["capture=mandatory"]),
            ("catch-the-hare", &["capture=mandatory"]),
            ("catch-the-hare", &["chains=false"]),
            ("wolf-sheep", &[]),
        ];
        // A linear congruential sequence (Knuth's MMIX constants), its high bits mixed down.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut random = move || {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            state ^ state >> 29
        };
        let mut with_captures = 0;
        for (preset, sets) in set_ups {
            let mut variant = Variant::preset(preset).expect("a preset");
            for pair in sets {
                variant.set_pair(pair).expect("a valid option");
            }
            let rules = Rules::new(&variant).expect("valid rules");
            let jumps = Jumps::new(&rules).expect("searched without the move generator");
            let board = rules.board().points();
            let (mut found, mut reached) = (Vec::new(), Vec::new());
            for _ in 0..3000 {
                let points: Vec<Point> = reynard_rules::board::points(board).collect();
                let at = points[(random() % points.len() as u64) as usize];
                // About half the other points taken by the flock.
                let flock = random() & random() & board & !bit(at) | random() & board & !bit(at);
                let pos = Position::new(bit(at), flock, Side::Hunter, 0, false);
                found.clear();
                jumps.captures(at, flock, board & !(flock | bit(at)), &mut found, &mut reached);
                let mut listed = rules.moves(&pos);
                listed.retain(|m| m.is_capture());
                found.sort_unstable();
                listed.sort_unstable();
                assert_eq!(found, listed, "{preset} {sets:?}: {pos:?}");
                with_captures += usize::from(!found.is_empty());
            }
        }
        assert!(with_captures > 3000, "{with_captures} positions with captures");
        for (preset, pair) in [("fox-geese", "removal=deferred"), ("asalto", "huffing=true")] {
            let mut variant = Variant::preset(preset).expect("a preset");
            variant.set_pair(pair).expect("a valid option");
            let rules = Rules::new(&variant).expect("valid rules");
            assert!(Jumps::new(&rules).is_none(), "{preset} {pair}");
        }
    }
}
