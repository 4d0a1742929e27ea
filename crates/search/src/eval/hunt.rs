//! Evaluation of hunt positions: material against the threshold, hunter mobility and
//! traps, capture threats, the flock's exposed pieces, advancement, the fort, breakthrough.

use super::{DefaultEvaluator, Evaluator};
use crate::score::Score;
use reynard_rules::Side;
use reynard_rules::board::points;
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

/// The hunt family's evaluator.
#[derive(Clone, Debug, Default)]
pub struct HuntEval {
    moves: Vec<Move>,
}

impl DefaultEvaluator for Rules {
    type Eval = HuntEval;
    fn evaluator(&self) -> HuntEval {
        HuntEval::default()
    }
}

impl HuntEval {
    /// The score for the hunter (positive: good for the hunter), whoever is to move.
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
        let hunter = self.hunter_score(rules, pos);
        if pos.side() == Side::Hunter { hunter } else { -hunter }
    }
}
