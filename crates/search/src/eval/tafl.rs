//! Evaluation of tafl positions: the king's roads to the escape cells (open lines now, and
//! after one king move), his distance to them, the attackers' cordon (pieces guarding the
//! corners, the king's room cut off from every escape cell), material, and the king's
//! safety (attackers next to him, his mobility).

use super::{DefaultEvaluator, Evaluator};
use crate::score::Score;
use reynard_rules::tafl::{CellSet, Cells, Position, Rules, Side, cell_bit, cells};

/// Weights in centi-pieces, from the defenders' point of view where not said.
/// A defender (not the king) on the board.
const DEFENDER: Score = 100;
/// An attacker on the board (the attackers have about twice as many).
const ATTACKER: Score = 60;
/// The king can reach an escape cell now and the defenders are to move: a win next ply.
const ESCAPE_NOW: Score = 8_000;
/// The king has two roads or more and the attackers are to move: they block only one.
const TWO_ROADS: Score = 6_000;
/// The king has one road and the attackers are to move: they must block it.
const ONE_ROAD: Score = 300;
/// Each escape cell the king reaches in two moves.
const ROAD_IN_TWO: Score = 60;
/// Two or more escape cells reachable in two moves with the defenders to move: a fork.
const FORK: Score = 350;
/// Each step of the king's distance to the nearest escape cell (against the defenders).
const DISTANCE: Score = 12;
/// Each cell the king can move to.
const KING_MOBILITY: Score = 4;
/// Each attacker next to the king (against the defenders).
const KING_PRESSED: Score = 40;
/// Each attacker on a cell guarding a corner (against the defenders).
const CORNER_GUARD: Score = 30;
/// The king's room (cells he could walk to through cells free of attackers) holds no escape
/// cell: the attackers' cordon is closed (against the defenders).
const CORDON_CLOSED: Score = 400;
/// Each cell of the king's room (for the defenders), up to [`ROOM_CAP`].
const ROOM: Score = 2;
const ROOM_CAP: u32 = 40;

/// The tafl family's evaluator: board tables built once per rules.
#[derive(Clone, Debug)]
pub struct TaflEval<C: CellSet = Cells> {
    /// Cells guarding the corners' escape: a knight's move and a diagonal step toward the
    /// centre from the innermost escape cell of each corner (b3, c2, b2 for the corner a1;
    /// c4, d3, c3 for Alea Evangelii's citadel a1 to b2).
    guards: C,
    /// Per cell (by index): the king's distance to the nearest escape cell, in steps along
    /// files and ranks.
    distance: Vec<u8>,
    /// The number of defenders and attackers at the start.
    start_defenders: Score,
    start_attackers: Score,
}

impl<C: CellSet> DefaultEvaluator for Rules<C> {
    type Eval = TaflEval<C>;
    fn evaluator(&self) -> TaflEval<C> {
        TaflEval::new(self)
    }
}

impl<C: CellSet> TaflEval<C> {
    /// Builds the tables for `rules`.
    pub fn new(rules: &Rules<C>) -> TaflEval<C> {
        let g = rules.geometry();
        let n = g.size();
        let escape = rules.escape_cells();
        let is_escape = |f: u8, r: u8| g.at(f, r).is_some_and(|c| escape.has(c.index()));
        let mut guards = C::EMPTY;
        for c in cells(g.corners()) {
            let (mut f, mut r) = (g.file(c), g.rank(c));
            let toward = |x: u8, step: u8| if x < n / 2 { x + step } else { x.wrapping_sub(step) };
            // The corner's escape region runs diagonally inward (a citadel is 2x2).
            while is_escape(f, r) && is_escape(toward(f, 1), toward(r, 1)) {
                (f, r) = (toward(f, 1), toward(r, 1));
            }
            for (df, dr) in [(1, 2), (2, 1), (1, 1)] {
                if let Some(cell) = g.at(toward(f, df), toward(r, dr)) {
                    guards |= cell_bit::<C>(cell);
                }
            }
        }
        if n < 7 {
            guards = C::EMPTY;
        }
        let mut distance = vec![0; C::CAPACITY];
        for c in cells(g.all()) {
            let (f, r) = (g.file(c) as i32, g.rank(c) as i32);
            let nearest = cells(escape)
                .map(|e| (g.file(e) as i32 - f).abs() + (g.rank(e) as i32 - r).abs())
                .min()
                .unwrap_or(0);
            distance[c.index()] = nearest.min(u8::MAX as i32) as u8;
        }
        let start = rules.start();
        TaflEval {
            guards,
            distance,
            start_defenders: start.defenders().count() as Score,
            start_attackers: start.attackers().count() as Score,
        }
    }

    /// The score for the defenders (positive: good for them), whoever is to move.
    pub fn defender_score(&self, rules: &Rules<C>, pos: &Position<C>) -> Score {
        let g = rules.geometry();
        let defenders = pos.defenders().count() as Score;
        let attackers = pos.attackers().count() as Score;
        let mut score =
            (defenders - self.start_defenders) * DEFENDER - (attackers - self.start_attackers) * ATTACKER;
        let Some(king) = pos.king() else { return score - ESCAPE_NOW };
        let escape = rules.escape_cells();
        let occupied = pos.occupied();
        let defenders_to_move = pos.side() == Side::Defenders;

        // Roads: escape cells the king reaches now, and after one move.
        let targets = rules.targets(pos, king);
        let roads = (targets & escape).count();
        if roads > 0 {
            if defenders_to_move {
                return score + ESCAPE_NOW;
            }
            score += if roads >= 2 { TWO_ROADS } else { ONE_ROAD };
        }
        let without_king = occupied & !cell_bit::<C>(king);
        let mut in_two = C::EMPTY;
        let mut forks = 0;
        for t in cells(targets) {
            let from_t = g.reach(t, without_king) & escape;
            if !from_t.is_empty() {
                in_two |= from_t;
                if from_t.count() >= 2 {
                    forks += 1;
                }
            }
        }
        score += in_two.count() as Score * ROAD_IN_TWO;
        if defenders_to_move && (forks > 0 || in_two.count() >= 2) {
            score += FORK;
        }
        score += targets.count() as Score * KING_MOBILITY;

        // Distance to the nearest escape cell.
        score -= self.distance[king.index()] as Score * DISTANCE;

        // King safety.
        score -= (g.around(king) & pos.attackers()).count() as Score * KING_PRESSED;

        // The cordon: corner guards, and the king's room.
        score -= (pos.attackers() & self.guards).count() as Score * CORNER_GUARD;
        let free = g.all() & !pos.attackers();
        let mut room = cell_bit(king);
        loop {
            let grown = g.grow(room) & free;
            if grown == room {
                break;
            }
            room = grown;
        }
        if (room & escape).is_empty() {
            score -= CORDON_CLOSED;
        }
        score += room.count().min(ROOM_CAP) as Score * ROOM;
        score
    }
}

impl<C: CellSet> Evaluator<Rules<C>> for TaflEval<C> {
    fn evaluate(&mut self, rules: &Rules<C>, pos: &Position<C>) -> Score {
        let defenders = self.defender_score(rules, pos);
        if pos.side() == Side::Defenders { defenders } else { -defenders }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_rules::tafl::{Variant, WideRules};

    fn guard_names<C: CellSet>(rules: &Rules<C>) -> Vec<String> {
        let g = rules.geometry();
        let mut names: Vec<String> = cells(TaflEval::new(rules).guards).map(|c| g.name(c)).collect();
        names.sort();
        names
    }

    #[test]
    fn the_guards_stand_before_each_corners_escape_cells() {
        let copenhagen = Rules::preset("copenhagen-11").expect("a preset");
        let names = guard_names(&copenhagen);
        assert_eq!(names.len(), 12);
        assert!(
            ["b2", "b3", "c2", "j10", "j9", "i10"].iter().all(|n| names.contains(&n.to_string())),
            "{names:?}"
        );
        // Alea Evangelii's citadels are 2x2: the guards stand before b2, not a1.
        let variant = Variant::preset("alea-evangelii").expect("a preset");
        let alea = WideRules::new(&variant).expect("19x19 fits the wide cells");
        let names = guard_names(&alea);
        assert_eq!(names.len(), 12);
        assert!(
            ["c3", "c4", "d3", "q17", "q16", "p17"].iter().all(|n| names.contains(&n.to_string())),
            "{names:?}"
        );
    }

    #[test]
    fn the_distance_table_is_the_nearest_escape_cell() {
        let rules = Rules::preset("hnefatafl-11").expect("a preset");
        let eval = TaflEval::new(&rules);
        let g = rules.geometry();
        for c in cells(g.all()) {
            let nearest = cells(rules.escape_cells())
                .map(|e| g.file(e).abs_diff(g.file(c)) + g.rank(e).abs_diff(g.rank(c)))
                .min();
            assert_eq!(Some(eval.distance[c.index()]), nearest, "{}", g.name(c));
        }
        let centre = g.at(5, 5).expect("f6");
        assert_eq!(eval.distance[centre.index()], 10);
    }
}
