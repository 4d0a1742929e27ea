//! The hunt games in play: points and lines of the board, foxes and geese, and the solved
//! tables.

use crate::family::{MAX_PATHS, PlayFamily};
use crate::view::{BoardKind, BoardView, CaptureView, MoveView, PieceKind, PieceView, points_board_view};
use reynard_rules::Family;
use reynard_rules::board::{Point, points};
use reynard_rules::hunt::{Capture, Move, Position, Rules};
use reynard_rules::record::result_text;
use reynard_rules::{Game, Side};
use reynard_search::oracle::Oracle;
use reynard_tables::TableDir;
use std::sync::Arc;

impl PlayFamily for Rules {
    fn side_id(side: Side) -> &'static str {
        side.role()
    }

    fn board_view(&self) -> BoardView {
        let mut view = points_board_view(self.board(), self.fort());
        // The checkerboard's dark squares are drawn as squares: a board of cells whose light
        // squares are missing.
        if self.board().id().is_checkerboard() {
            view.kind = BoardKind::Cells;
        }
        view
    }

    fn pieces(&self, pos: &Position) -> Vec<PieceView> {
        let board = self.board();
        let hunters =
            points(pos.hunters()).map(|p| PieceView::new(board.name(p), "hunter", PieceKind::Hunter));
        let flock = points(pos.flock()).map(|p| PieceView::new(board.name(p), "flock", PieceKind::Flock));
        hunters.chain(flock).collect()
    }

    fn move_view(&self, pos: &Position, mv: Move) -> MoveView {
        let board = self.board();
        let mut paths = self.entry_paths(pos, mv).into_iter();
        let path = paths.next().unwrap_or_default();
        let other_paths = paths.collect();
        MoveView {
            from: mv.from.map(|p| board.name(p)),
            to: board.name(mv.to),
            path,
            captured: points(mv.captured).map(|p| board.name(p)).collect(),
            notation: self.move_text(pos, mv),
            other_paths,
        }
    }

    fn entry_paths(&self, pos: &Position, mv: Move) -> Vec<Vec<String>> {
        let board = self.board();
        let names = |path: Vec<Point>| path.into_iter().map(|p| board.name(p)).collect::<Vec<_>>();
        let path = names(self.move_path(pos, mv));
        if mv.captured == 0 {
            return vec![path];
        }
        let others = self.move_paths(pos, mv, MAX_PATHS).into_iter().map(names).filter(|p| *p != path);
        std::iter::once(path.clone()).chain(others).collect()
    }

    fn taken(&self, start: &Position, pos: &Position) -> Vec<CaptureView> {
        // Nobody captures (Wolf and Sheep): no tally to show.
        if self.variant().capture == Capture::None {
            return Vec::new();
        }
        // The flock in hand counts: Bagh-Chal's goats start there.
        let at_start = self.flock_left(start);
        let now = self.flock_left(pos);
        let (hunter_hand, flock_hand) =
            if self.flock_places() { (0, pos.to_place() as u32) } else { (pos.to_place() as u32, 0) };
        vec![
            CaptureView {
                side: "hunter",
                taken: at_start.saturating_sub(now),
                to_win: Some(at_start.saturating_sub(self.threshold())),
                in_hand: hunter_hand,
            },
            CaptureView { side: "flock", taken: 0, to_win: None, in_hand: flock_hand },
        ]
    }

    fn describe(game: &Game<Rules>) -> String {
        let rules = game.rules();
        let variant = rules.variant();
        let pos = game.position();
        let mut out = rules.draw(pos);
        let hunter = variant.hunter_name.chars().next().unwrap_or('?').to_ascii_uppercase();
        let flock = variant.flock_name.chars().next().unwrap_or('?').to_ascii_lowercase();
        out += &format!("{hunter} = {}, {flock} = {}\n", variant.hunter_name, variant.flock_name);
        let start = rules.flock_left(&rules.fixed_start());
        let left = rules.flock_left(pos);
        if variant.capture == Capture::None {
            out += "nobody captures\n";
        } else {
            out += &format!(
                "{} taken: {}; {left} left, {} win at {} or fewer\n",
                variant.flock_name,
                start.saturating_sub(left),
                variant.hunter_name,
                rules.threshold()
            );
        }
        out += &format!("position: {}\n", rules.position_text(pos));
        match game.outcome() {
            Some(outcome) => {
                out +=
                    &format!("result: {} ({})\n", result_text(rules, Some(outcome)), outcome.reason().name())
            }
            None if rules.placing(pos) => {
                let placer = variant.side_name(pos.side());
                out += &format!("{placer} to place ({} left)\n", pos.to_place())
            }
            None => out += &format!("{} to move\n", variant.side_name(pos.side())),
        }
        out
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
        let notation: Vec<&str> = view.notation.split('x').collect();
        assert_eq!(notation, view.path, "the path is the one the notation writes");
        let step = rules.moves(&rules.fixed_start()).into_iter().next().expect("a step");
        assert!(rules.move_view(&rules.fixed_start(), step).other_paths.is_empty());
    }
}
