//! The hunt games on the page: points and lines of the board, foxes and geese.

use super::WebFamily;
use crate::view::{BoardView, CaptureView, MoveView, PieceView};
use reynard_rules::board::{Direction, points};
use reynard_rules::hunt::{Move, Position, Rules};
use reynard_rules::{Game, Side};
use reynard_search::oracle::Oracle;
use reynard_tables::TableDir;
use std::sync::Arc;

/// Most paths of one jump chain offered to the page.
const MAX_PATHS: usize = 8;

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
        let path: Vec<String> =
            notation.trim_start_matches('@').split(['x', '-']).map(str::to_string).collect();
        let board = self.board();
        let other_paths = if mv.captured == 0 {
            Vec::new()
        } else {
            self.move_paths(pos, mv, MAX_PATHS)
                .into_iter()
                .map(|p| p.into_iter().map(|q| board.name(q)).collect::<Vec<_>>())
                .filter(|p| *p != path)
                .collect()
        };
        MoveView {
            from: mv.from.map(|p| self.board().name(p)),
            to: self.board().name(mv.to),
            path,
            captured: points(mv.captured).map(|p| self.board().name(p)).collect(),
            notation,
            other_paths,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_lists_its_other_paths() {
        let rules = Rules::preset("fox-geese").expect("preset");
        let pos = rules.parse_position("c3/c1,d1,e1,d3,c4,e4,d5,c7,d7,e7,a4,g4 h").expect("position");
        let round =
            rules.moves(&pos).into_iter().find(|m| m.captured.count_ones() == 4).expect("the round trip");
        let view = rules.move_view(&pos, round);
        assert_eq!(view.other_paths.len(), 1, "{view:?}");
        let mut other = view.other_paths[0].clone();
        other.reverse();
        assert_eq!(other, view.path, "the other way round");
        let step = rules.moves(&rules.fixed_start()).into_iter().next().expect("a step");
        assert!(rules.move_view(&rules.fixed_start(), step).other_paths.is_empty());
    }
}
