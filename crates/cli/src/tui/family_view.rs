//! How a two-player game looks on the screen, drawn from the play layer's neutral view (the
//! same view the browser gets): the board as a [`Picture`], the points a move passes
//! through, and the material count of the side panel. Nothing here is per family.

use super::view::{Picture, Piece, PointView, Spot, Text};
use reynard_play::PlayFamily;
use reynard_play::view::{BoardKind, BoardView, points_board_view};
use reynard_rules::board::{Board, Point};

/// What the full-screen game draws of a family: implemented for every [`PlayFamily`].
/// `board` is the family's [`PlayFamily::board_view`], made once per game by the caller.
pub trait TuiFamily: PlayFamily {
    /// The board with the pieces of `pos`.
    fn picture(&self, board: &BoardView, pos: &Self::Position) -> Picture;
    /// The points a move passes through as a player enters it: the piece, then each point it
    /// lands on (a placement is its one point).
    fn spot_path(&self, board: &BoardView, pos: &Self::Position, mv: Self::Move) -> Vec<Spot>;
    /// Every path a player may enter for the move (several for a chain that can go round
    /// in more than one order); the first is [`TuiFamily::spot_path`]'s.
    fn spot_paths(&self, board: &BoardView, pos: &Self::Position, mv: Self::Move) -> Vec<Vec<Spot>>;
    /// Lines of the panel about material (pieces taken against the threshold).
    fn tally(&self, start: &Self::Position, pos: &Self::Position) -> Vec<Text>;
    /// The preset this variant is based on (for the rules help).
    fn base_preset(&self) -> String;
}

impl<R: PlayFamily> TuiFamily for R {
    fn picture(&self, board: &BoardView, pos: &R::Position) -> Picture {
        let pieces = self.pieces(pos);
        picture_of(board, |name| pieces.iter().find(|piece| piece.at == name).map(|piece| piece.kind))
    }

    fn spot_path(&self, board: &BoardView, pos: &R::Position, mv: R::Move) -> Vec<Spot> {
        self.entry_paths(pos, mv).first().map_or_else(Vec::new, |path| spots(board, path))
    }

    fn spot_paths(&self, board: &BoardView, pos: &R::Position, mv: R::Move) -> Vec<Vec<Spot>> {
        self.entry_paths(pos, mv).iter().map(|path| spots(board, path)).collect()
    }

    fn tally(&self, start: &R::Position, pos: &R::Position) -> Vec<Text> {
        let taken = self.taken(start, pos);
        let names = self.side_names();
        let seat_of = |side: &str| R::side_ids().iter().position(|id| *id == side).unwrap_or(0);
        // Pieces still in hand (Bagh-Chal's goats), then what was taken.
        let in_hand = taken.iter().filter(|c| c.in_hand > 0).map(|c| {
            Text::new("status-in-hand")
                .side("side", names[seat_of(c.side)].as_str())
                .number("count", c.in_hand)
        });
        let mut lines: Vec<Text> = in_hand.collect();
        if let Some(capturer) = taken.iter().find(|c| c.to_win.is_some()) {
            // Capturing wins (the hunt games): what the capturer took against what it needs.
            let victim = &names[1 - seat_of(capturer.side)];
            lines.push(
                Text::new("status-taken")
                    .number("taken", capturer.taken)
                    .number("needed", capturer.to_win.unwrap_or_default())
                    .side("side", victim.as_str()),
            );
            return lines;
        }
        // Nobody captures (Wolf and Sheep): no tally at all.
        if taken.is_empty() {
            return lines;
        }
        // Otherwise each side's losses, in seat order.
        lines.extend((0..2).map(|seat| {
            let lost = taken.iter().find(|c| seat_of(c.side) != seat).map_or(0, |c| c.taken);
            Text::new("status-lost").side("side", names[seat].as_str()).number("count", lost)
        }));
        lines
    }

    fn base_preset(&self) -> String {
        self.preset_and_changes().0
    }
}

/// Boards of cells with more files than this are drawn two columns a cell, not three.
const WIDE_FROM: u8 = 13;

/// The picture of a board view, with the pieces from `piece_at` (by point name).
pub fn picture_of(board: &BoardView, piece_at: impl Fn(&str) -> Option<Piece>) -> Picture {
    let points = board
        .points
        .iter()
        .map(|p| PointView {
            spot: (p.file, p.rank),
            piece: piece_at(&p.name),
            special: board.marked.contains(&p.name),
        })
        .collect();
    let links = board.lines.iter().filter_map(|[a, b]| Some((spot(board, a)?, spot(board, b)?))).collect();
    let spacing = match board.kind {
        BoardKind::Points => (4, 2),
        // Two columns a cell beyond 13 files, so that 19x19 fits beside the panel at 80x24.
        BoardKind::Cells if board.files > WIDE_FROM => (2, 1),
        BoardKind::Cells => (3, 1),
    };
    Picture { files: board.files, ranks: board.ranks, spacing, points, links }
}

/// The picture of a board of points and lines (peg solitaire's cross): every point, the
/// lines between neighbours, the pieces from `piece_at`, the points of `special` marked.
pub fn board_picture(board: &Board, piece_at: impl Fn(Point) -> Option<Piece>, special: u64) -> Picture {
    let view = points_board_view(board, special);
    picture_of(&view, |name| board.parse_point(name).and_then(&piece_at))
}

/// The grid place of a point.
fn spot(board: &BoardView, name: &str) -> Option<Spot> {
    board.point(name).map(|p| (p.file, p.rank))
}

/// The grid places of a path of points.
fn spots(board: &BoardView, path: &[String]) -> Vec<Spot> {
    path.iter().filter_map(|name| spot(board, name)).collect()
}
