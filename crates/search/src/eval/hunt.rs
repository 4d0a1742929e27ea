//! Evaluation of hunt positions: material against the threshold, hunter mobility and
//! traps, capture threats, the flock's exposed pieces, advancement, the hunter's territory
//! (the empty points it can still reach), the fort, breakthrough.

use super::{DefaultEvaluator, Evaluator};
use crate::score::Score;
use reynard_rules::Side;
use reynard_rules::board::{Bitboard, Direction, points, shift};
use reynard_rules::hunt::{Move, Position, Rules};

/// Weights in centi-pieces (a flock piece is worth 100).
const PIECE: Score = 100;
const HUNTER_PIECE: Score = 400;
const NEAR_THRESHOLD: Score = 40;
const MOBILITY: Score = 6;
const TRAPPED: Score = 250;
const ONE_MOVE_LEFT: Score = 60;
const THREAT: Score = 45;
const EXPOSED: Score = 10;
const ADVANCE: Score = 2;
const FLOCK_STUCK: Score = 50;
const FORT_POINT: Score = 30;
const BREAKTHROUGH_STEP: Score = 15;
/// Each empty point the hunter can reach by steps: the flock's sense of progress is to
/// close the hunter in (tuned on AI-vs-AI matches: 3–5 best, 15 too much).
const TERRITORY: Score = 4;

/// The hunt family's evaluator.
#[derive(Clone, Debug, Default)]
pub struct HuntEval {
    moves: Vec<Move>,
    /// The hunter's score of the start position: scores are measured from it, so the
    /// start counts as even and a draw (see the search's contempt) is worse than progress.
    start: Score,
}

impl DefaultEvaluator for Rules {
    type Eval = HuntEval;
    fn evaluator(&self) -> HuntEval {
        HuntEval::for_rules(self)
    }
}

impl HuntEval {
    /// The evaluator of `rules`, measuring from their start position.
    pub fn for_rules(rules: &Rules) -> HuntEval {
        let mut eval = HuntEval::default();
        eval.start = eval.hunter_score(rules, &rules.fixed_start());
        eval
    }

    /// The score for the hunter (positive: good for the hunter), whoever is to move, on
    /// the evaluation's own scale (not measured from the start).
    pub fn hunter_score(&mut self, rules: &Rules, pos: &Position) -> Score {
        let start = rules.fixed_start();
        let flock = pos.flock().count_ones() as Score;
        let margin = flock - rules.threshold() as Score;
        let mut score = (start.flock().count_ones() as Score - flock) * PIECE;
        if margin <= 3 {
            score += (4 - margin.max(0)) * NEAR_THRESHOLD;
        }
        let placed_or_placing = pos.hunters().count_ones() as Score + pos.to_place() as Score;
        score -= (rules.hunter_count() as Score - placed_or_placing) * HUNTER_PIECE;
        if pos.to_place() > 0 {
            return score;
        }

        // The hunter's moves as if it were to move: mobility, traps, threats.
        let hunter_view = pos.with_side_to_move(Side::Hunter);
        let (mobility, threatened) = if rules.hunter_can_capture(&hunter_view) {
            rules.legal_moves(&hunter_view, &mut self.moves);
            let threatened = self.moves.iter().fold(0u64, |acc, m| acc | m.captured).count_ones();
            (self.moves.len() as Score, threatened as Score)
        } else {
            (rules.count_moves(&hunter_view) as Score, 0)
        };
        score += mobility * MOBILITY;
        score -= match mobility {
            0 => TRAPPED,
            1 => ONE_MOVE_LEFT,
            _ => 0,
        };
        if pos.side() == Side::Flock {
            // The flock can parry one threat; more than one usually costs a piece.
            score += (threatened - 1).max(0) * THREAT;
        }
        score += rules.exposed_flock(pos).count_ones() as Score * EXPOSED;

        let board = rules.board();
        let advance: Score = points(pos.flock()).map(|p| board.rank(p) as Score).sum();
        score -= advance * ADVANCE;
        let flock_view = pos.with_side_to_move(Side::Flock);
        let flock_moves = rules.count_moves(&flock_view) as Score;
        if flock_moves < 3 {
            score += (3 - flock_moves) * FLOCK_STUCK;
        }
        score += territory(rules, pos) as Score * TERRITORY;
        score -= (pos.flock() & rules.fort()).count_ones() as Score * FORT_POINT;
        if rules.variant().breakthrough {
            if let Some(lowest) = points(pos.hunters()).map(|p| board.rank(p)).min() {
                score += (board.height() as Score - 1 - lowest as Score) * BREAKTHROUGH_STEP;
            }
        }
        score
    }
}

impl Evaluator<Rules> for HuntEval {
    fn evaluate(&mut self, rules: &Rules, pos: &Position) -> Score {
        let hunter = self.hunter_score(rules, pos) - self.start;
        if pos.side() == Side::Hunter { hunter } else { -hunter }
    }
}

/// The empty points the hunter pieces can reach by steps alone, however many.
fn territory(rules: &Rules, pos: &Position) -> u32 {
    let board = rules.board();
    let empty = board.points() & !pos.flock() & !pos.hunters();
    let mut reach: Bitboard = pos.hunters();
    loop {
        let mut next = reach;
        for d in Direction::ALL {
            next |= shift(reach & board.line_from(d), board.offset(d)) & empty;
        }
        if next == reach {
            return (reach & empty).count_ones();
        }
        reach = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_rules::Family;

    fn fox_geese(position: &str) -> (Rules, Position) {
        let rules = Rules::preset("fox-geese").expect("a preset");
        let pos = rules.parse_position(position).expect("a position");
        (rules, pos)
    }

    #[test]
    fn the_territory_is_every_empty_point_the_fox_can_walk_to() {
        // At the start nothing fences the fox in: 33 points, 13 geese, the fox.
        let rules = Rules::preset("fox-geese").expect("a preset");
        assert_eq!(territory(&rules, &rules.game_start()), 33 - 13 - 1);
        // Three geese across the top arm shut the fox in it: c6 d6 e6 c7 e7.
        let (rules, shut_in) = fox_geese("d7/c5,d5,e5 f");
        assert_eq!(territory(&rules, &shut_in), 5);
        // With a gap the whole board is open again.
        let (rules, gap) = fox_geese("d7/c5,e5 f");
        assert_eq!(territory(&rules, &gap), 33 - 2 - 1);
    }

    #[test]
    fn shutting_the_fox_in_is_better_for_the_geese() {
        let (rules, shut_in) = fox_geese("d7/c5,d5,e5 h");
        let (_, open) = fox_geese("d7/c4,d5,e5 h");
        let mut eval = HuntEval::default();
        assert!(eval.hunter_score(&rules, &shut_in) < eval.hunter_score(&rules, &open));
    }
}
