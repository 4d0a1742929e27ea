//! Evaluation of hunt positions: material against the threshold, hunter mobility and
//! traps, capture threats, the flock's exposed pieces, advancement, the hunter's territory
//! (the empty points it can still reach), the fort, breakthrough.

use super::{DefaultEvaluator, Evaluator};
use crate::score::Score;
use reynard_rules::Side;
use reynard_rules::board::{Bitboard, Direction, points, shift};
use reynard_rules::hunt::{Capture, FlockDirections, Move, Position, Rules};

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
/// Each hunter piece with no move of its own, where the flock places pieces from hand
/// (Bagh-Chal: the goats win by blocking the tigers one by one).
const PIECE_BLOCKED: Score = 70;
/// With the breakthrough rule: the hunter can walk to rank 1 through empty points (the
/// flock's line has a gap), or it cannot (the line is closed: Wolf and Sheep's plan).
const OPEN_ROAD: Score = 120;
/// With the breakthrough rule, a flock that never steps back and no captures: each flock
/// piece level with or above the hunter's lowest piece, which can never again stand in its
/// way down.
const PASSED: Score = 200;
/// With the same and no captures (a flock that only blocks, Wolf and Sheep): each rank
/// between the flock's rearmost and foremost piece, since a flock that runs ahead leaves
/// holes behind it (measured with the `accuracy` example of reynard-tables: at depth 3 the
/// sheep kept a solved win in 83 % of sampled positions without this and `PASSED`, 90 %
/// with them).
const SPREAD: Score = 25;

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
        // Flock pieces in hand (Bagh-Chal's goats) are material like those on the board.
        let flock = rules.flock_left(pos) as Score;
        let margin = flock - rules.threshold() as Score;
        let mut score = (rules.flock_left(&rules.fixed_start()) as Score - flock) * PIECE;
        if margin <= 3 {
            score += (4 - margin.max(0)) * NEAR_THRESHOLD;
        }
        let hunter_hand = if rules.flock_places() { 0 } else { pos.to_place() as Score };
        let placed_or_placing = pos.hunters().count_ones() as Score + hunter_hand;
        score -= (rules.hunter_count() as Score - placed_or_placing) * HUNTER_PIECE;
        if hunter_hand > 0 {
            return score;
        }

        // The hunter's moves as if it were to move: mobility, traps, threats.
        let hunter_view = pos.with_side_to_move(Side::Hunter);
        let (mobility, threatened) = if rules.flock_places() || rules.hunter_can_capture(&hunter_view) {
            rules.legal_moves(&hunter_view, &mut self.moves);
            let threatened = self.moves.iter().fold(0u64, |acc, m| acc | m.captured).count_ones();
            (self.moves.len() as Score, threatened as Score)
        } else {
            (rules.count_moves(&hunter_view) as Score, 0)
        };
        if rules.flock_places() {
            let free = self.moves.iter().fold(0u64, |acc, m| acc | m.from.map_or(0, |p| 1 << p.0));
            score -= (pos.hunters() & !free).count_ones() as Score * PIECE_BLOCKED;
        }
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
        // Advancing is the flock's plan where it starts at the bottom, not where it is placed.
        if !rules.flock_places() {
            let advance: Score = points(pos.flock()).map(|p| board.rank(p) as Score).sum();
            score -= advance * ADVANCE;
        }
        let flock_view = pos.with_side_to_move(Side::Flock);
        let flock_moves = rules.count_moves(&flock_view) as Score;
        if flock_moves < 3 {
            score += (3 - flock_moves) * FLOCK_STUCK;
        }
        let reach = territory(rules, pos);
        score += reach.count_ones() as Score * TERRITORY;
        score -= (pos.flock() & rules.fort()).count_ones() as Score * FORT_POINT;
        if rules.variant().breakthrough {
            if let Some(lowest) = points(pos.hunters()).map(|p| board.rank(p)).min() {
                score += (board.height() as Score - 1 - lowest as Score) * BREAKTHROUGH_STEP;
                score += wall(rules, pos, lowest);
            }
            score += if reach & board.rank_points(0) != 0 { OPEN_ROAD } else { -OPEN_ROAD };
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

/// The flock's wall against a breakthrough, for the hunter whose lowest piece stands on rank
/// index `lowest`, where the flock never steps back and nothing is captured (Wolf and Sheep,
/// where these weights were measured): the flock's pieces the hunter has passed ([`PASSED`])
/// and the ranks the flock is spread over ([`SPREAD`]). Zero otherwise.
fn wall(rules: &Rules, pos: &Position, lowest: u8) -> Score {
    let variant = rules.variant();
    if variant.flock_directions != FlockDirections::NoBackward || variant.capture != Capture::None {
        return 0;
    }
    let board = rules.board();
    let passed = points(pos.flock()).filter(|&p| board.rank(p) >= lowest).count() as Score;
    let ranks = points(pos.flock()).map(|p| board.rank(p) as Score);
    let (low, high) = ranks.fold((Score::MAX, 0), |(l, h), r| (l.min(r), h.max(r)));
    passed * PASSED + (high - low).max(0) * SPREAD
}

/// The empty points the hunter pieces can reach by steps alone, however many.
fn territory(rules: &Rules, pos: &Position) -> Bitboard {
    let board = rules.board();
    let empty = board.points() & !pos.flock() & !pos.hunters();
    let mut reach: Bitboard = pos.hunters();
    loop {
        let mut next = reach;
        for d in Direction::ALL {
            next |= shift(reach & board.line_from(d), board.offset(d)) & empty;
        }
        if next == reach {
            return reach & empty;
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
        assert_eq!(territory(&rules, &rules.game_start()).count_ones(), 33 - 13 - 1);
        // Three geese across the top arm shut the fox in it: c6 d6 e6 c7 e7.
        let (rules, shut_in) = fox_geese("d7/c5,d5,e5 f");
        assert_eq!(territory(&rules, &shut_in).count_ones(), 5);
        // With a gap the whole board is open again.
        let (rules, gap) = fox_geese("d7/c5,e5 f");
        assert_eq!(territory(&rules, &gap).count_ones(), 33 - 2 - 1);
    }

    #[test]
    fn shutting_the_fox_in_is_better_for_the_geese() {
        let (rules, shut_in) = fox_geese("d7/c5,d5,e5 h");
        let (_, open) = fox_geese("d7/c4,d5,e5 h");
        let mut eval = HuntEval::default();
        assert!(eval.hunter_score(&rules, &shut_in) < eval.hunter_score(&rules, &open));
    }
}

#[cfg(test)]
mod bagh_chal_tests {
    use super::*;
    use reynard_rules::Family;

    fn score(position: &str) -> Score {
        let rules = Rules::preset("bagh-chal").expect("a preset");
        let pos = rules.parse_position(position).expect("a position");
        HuntEval::for_rules(&rules).hunter_score(&rules, &pos)
    }

    #[test]
    fn goats_in_hand_are_material() {
        // The same board, a goat fewer in hand: one taken, better for the tigers.
        assert!(score("a1,e1,a5,e5/c3 h 18") > score("a1,e1,a5,e5/c3 h 19"));
    }

    #[test]
    fn a_blocked_tiger_is_good_for_the_goats() {
        // The tiger on a1 shut in by b1, a2, b2 with c1, a3, c3 behind them, against the
        // same six goats elsewhere.
        let blocked = score("a1,e1,a5,e5/b1,a2,b2,c1,a3,c3 h 14");
        let free = score("a1,e1,a5,e5/c2,d2,b3,d3,c4,b4 h 14");
        assert!(blocked < free, "blocked {blocked}, free {free}");
    }
}

#[cfg(test)]
mod breakthrough_tests {
    use super::*;
    use reynard_rules::Family;

    #[test]
    fn a_gap_in_the_sheep_line_is_an_open_road_for_the_wolf() {
        let rules = Rules::preset("wolf-sheep").expect("a preset");
        let score = |text: &str| {
            let pos = rules.parse_position(text).expect("a position");
            HuntEval::for_rules(&rules).hunter_score(&rules, &pos)
        };
        // Rank 1 full: the wolf cannot walk behind the sheep. With g1 stepped to h2, g1 is
        // open through f2.
        let closed = score("d8/a1,c1,e1,g1 h");
        let open = score("d8/a1,c1,e1,h2 h");
        assert!(open > closed + OPEN_ROAD, "open {open}, closed {closed}");
    }

    fn wall_of(preset: &str, text: &str) -> Score {
        let rules = Rules::preset(preset).expect("a preset");
        let pos = rules.parse_position(text).expect("a position");
        let lowest = points(pos.hunters()).map(|p| rules.board().rank(p)).min().expect("a hunter");
        wall(&rules, &pos, lowest)
    }

    #[test]
    fn sheep_the_wolf_has_passed_and_a_spread_flock_weaken_the_wall() {
        // A line on rank 3 under the wolf: nothing passed, no spread.
        assert_eq!(wall_of("wolf-sheep", "e5/a3,c3,e3,g3 h"), 0);
        // g5 is level with the wolf on e5: it can never stand below it again.
        assert_eq!(wall_of("wolf-sheep", "e5/a3,c3,e3,g5 h"), PASSED + 2 * SPREAD);
        // Ranks 1 to 5 and one sheep level with the wolf.
        assert_eq!(wall_of("wolf-sheep", "c5/a1,c3,g3,e5 h"), PASSED + 4 * SPREAD);
        // The weights were measured where nothing is captured: fox-geese-forward's geese,
        // passed (d5) and spread, do not count, nor do the geese of fox-geese, which step back.
        let passed = "d4/a3,b3,c3,d3,e3,f3,g3,a4,g4,a5,g5,c1,d5 f";
        assert_eq!(wall_of("fox-geese-forward", passed), 0);
        assert_eq!(wall_of("fox-geese", "d3/a3,d5 f"), 0);
    }
}
