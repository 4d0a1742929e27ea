//! How each two-player family looks on the screen: its board as a [`Picture`], the points
//! a move passes through, and the material count of the side panel.

use super::view::{Picture, Piece, PointView, Spot, Text};
use crate::variant_args::CliFamily;
use reynard_rules::board::{Board, Direction, Point, bit, points};
use reynard_rules::{Side, hunt, tafl};

/// The most paths offered for one chain (a chain round a square has two; more are rare).
const MAX_PATHS: usize = 8;

/// What the full-screen game needs of a family beyond the commands' [`CliFamily`].
pub trait TuiFamily: CliFamily {
    /// The board with the pieces of `pos`.
    fn picture(&self, pos: &Self::Position) -> Picture;
    /// The points a move passes through as a player enters it: the piece, then each point it
    /// lands on (a placement is its one point).
    fn spot_path(&self, pos: &Self::Position, mv: Self::Move) -> Vec<Spot>;
    /// Every path a player may enter for the move (several for a chain that can go round
    /// in more than one order); the first is [`TuiFamily::spot_path`]'s.
    fn spot_paths(&self, pos: &Self::Position, mv: Self::Move) -> Vec<Vec<Spot>> {
        vec![self.spot_path(pos, mv)]
    }
    /// Lines of the panel about material (pieces taken against the threshold).
    fn tally(&self, start: &Self::Position, pos: &Self::Position) -> Vec<Text>;
    /// The preset this variant is based on (for the rules help).
    fn base_preset(&self) -> String;
}

/// The picture of a hunt-style board (the 33-point cross, Alquerque boards): every point,
/// a line to each neighbour in the board's line directions, the pieces from `piece_at`.
pub fn board_picture(board: &Board, piece_at: impl Fn(Point) -> Option<Piece>, special: u64) -> Picture {
    let spot = |p: Point| (board.file(p), board.rank(p));
    let mut links = Vec::new();
    for p in points(board.points()) {
        // Each line once: the four directions that point "up" or "east".
        for d in [Direction::North, Direction::NorthEast, Direction::East, Direction::NorthWest] {
            if let Some(q) = board.step(p, d) {
                links.push((spot(p), spot(q)));
            }
        }
    }
    let points = points(board.points())
        .map(|p| PointView { spot: spot(p), piece: piece_at(p), special: special & bit(p) != 0 })
        .collect();
    Picture { files: board.width(), ranks: board.height(), spacing: (4, 2), points, links }
}

impl TuiFamily for hunt::Rules {
    fn picture(&self, pos: &hunt::Position) -> Picture {
        let piece_at = |p: Point| {
            if pos.hunters() & bit(p) != 0 {
                Some(Piece::Hunter)
            } else if pos.flock() & bit(p) != 0 {
                Some(Piece::Flock)
            } else {
                None
            }
        };
        board_picture(self.board(), piece_at, self.fort())
    }

    fn spot_path(&self, pos: &hunt::Position, mv: hunt::Move) -> Vec<Spot> {
        let board = self.board();
        self.move_path(pos, mv).into_iter().map(|p| (board.file(p), board.rank(p))).collect()
    }

    fn spot_paths(&self, pos: &hunt::Position, mv: hunt::Move) -> Vec<Vec<Spot>> {
        let board = self.board();
        self.move_paths(pos, mv, MAX_PATHS)
            .into_iter()
            .map(|path| path.into_iter().map(|p| (board.file(p), board.rank(p))).collect())
            .collect()
    }

    fn tally(&self, start: &hunt::Position, pos: &hunt::Position) -> Vec<Text> {
        let at_start = start.flock().count_ones();
        let now = pos.flock().count_ones();
        let needed = at_start.saturating_sub(self.threshold());
        vec![
            Text::new("status-taken")
                .number("taken", at_start.saturating_sub(now))
                .number("needed", needed)
                .side("side", self.variant().side_name(Side::Flock)),
        ]
    }

    fn base_preset(&self) -> String {
        self.variant().base.clone()
    }
}

impl TuiFamily for tafl::Rules {
    fn picture(&self, pos: &tafl::Position) -> Picture {
        let geometry = self.geometry();
        let size = geometry.size();
        let special = geometry.corners() | (1u128 << self.throne().0);
        let mut points = Vec::new();
        for rank in 0..size {
            for file in 0..size {
                let Some(cell) = geometry.at(file, rank) else { continue };
                let is = |set: tafl::Cells| set & (1u128 << cell.0) != 0;
                let piece = if pos.king() == Some(cell) {
                    Some(Piece::King)
                } else if is(pos.attackers()) {
                    Some(Piece::Attacker)
                } else if is(pos.defenders()) {
                    Some(Piece::Defender)
                } else {
                    None
                };
                points.push(PointView { spot: (file, rank), piece, special: is(special) });
            }
        }
        Picture { files: size, ranks: size, spacing: (3, 1), points, links: Vec::new() }
    }

    fn spot_path(&self, _pos: &tafl::Position, mv: tafl::Move) -> Vec<Spot> {
        let geometry = self.geometry();
        [mv.from, mv.to].into_iter().map(|c| (geometry.file(c), geometry.rank(c))).collect()
    }

    fn tally(&self, start: &tafl::Position, pos: &tafl::Position) -> Vec<Text> {
        [tafl::Side::Attackers, tafl::Side::Defenders]
            .into_iter()
            .map(|side| {
                let lost = start.pieces(side).count_ones() - pos.pieces(side).count_ones();
                Text::new("status-lost").side("side", side.name()).number("count", lost)
            })
            .collect()
    }

    fn base_preset(&self) -> String {
        self.variant().id.clone()
    }
}
