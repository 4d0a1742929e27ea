//! The hunt games on the page: points and lines of the board, foxes and geese.

use super::WebFamily;
use crate::view::{BoardView, CaptureView, MoveView, PieceView};
use reynard_rules::board::{Direction, points};
use reynard_rules::hunt::{Move, Position, Rules};
use reynard_rules::{Game, Side};
use reynard_search::oracle::Oracle;
use reynard_tables::TableDir;
use std::sync::Arc;

impl WebFamily for Rules {
    fn board_view(&self) -> BoardView {
        let board = self.board();
        let mut lines = Vec::new();
        for p in points(board.points()) {
            for d in Direction::ALL {
                // Each line once: from the lower point index to the higher.
                if let Some(q) = board.step(p, d).filter(|q| q.0 > p.0) {
                    lines.push([board.name(p), board.name(q)]);
                }
            }
        }
        BoardView {
            kind: "points",
            files: board.width(),
            ranks: board.height(),
            points: points(board.points())
                .map(|p| (board.name(p), board.file(p), board.rank(p)).into())
                .collect(),
            lines,
            marked: points(self.fort()).map(|p| board.name(p)).collect(),
        }
    }

    fn pieces(&self, pos: &Position) -> Vec<PieceView> {
        let board = self.board();
        let hunters = points(pos.hunters()).map(|p| PieceView::new(board.name(p), "hunter", "hunter"));
        let flock = points(pos.flock()).map(|p| PieceView::new(board.name(p), "flock", "flock"));
        hunters.chain(flock).collect()
    }

    fn move_view(&self, pos: &Position, mv: Move) -> MoveView {
        let notation = self.move_text(pos, mv);
        let path = notation.trim_start_matches('@').split(['x', '-']).map(str::to_string).collect();
        MoveView {
            from: mv.from.map(|p| self.board().name(p)),
            to: self.board().name(mv.to),
            path,
            captured: points(mv.captured).map(|p| self.board().name(p)).collect(),
            notation,
        }
    }

    fn side_id(side: Side) -> &'static str {
        side.role()
    }

    fn captures(&self, game: &Game<Self>) -> Vec<CaptureView> {
        let start = game.start().flock().count_ones();
        let now = game.position().flock().count_ones();
        vec![
            CaptureView {
                side: "hunter",
                taken: start.saturating_sub(now),
                to_win: Some(start.saturating_sub(self.threshold())),
            },
            CaptureView { side: "flock", taken: 0, to_win: None },
        ]
    }

    fn oracle(&self, tables: &TableDir) -> Option<Arc<dyn Oracle<Self>>> {
        tables.hunt(self)
    }
}
