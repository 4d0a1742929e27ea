//! Hnefatafl on the page: a grid of cells with the throne and the corners marked.

use super::WebFamily;
use crate::view::{BoardView, CaptureView, MoveView, PieceView};
use reynard_rules::Game;
use reynard_rules::tafl::{Cells, Move, Position, Rules, Side, cells};

impl WebFamily for Rules {
    fn board_view(&self) -> BoardView {
        let g = self.geometry();
        let names = |set: Cells| cells(set).map(|c| g.name(c)).collect::<Vec<_>>();
        BoardView {
            kind: "cells",
            files: g.size(),
            ranks: g.size(),
            points: cells(g.all()).map(|c| (g.name(c), g.file(c), g.rank(c)).into()).collect(),
            lines: Vec::new(),
            marked: names(self.restricted()),
        }
    }

    fn pieces(&self, pos: &Position) -> Vec<PieceView> {
        let g = self.geometry();
        let attackers = cells(pos.attackers()).map(|c| PieceView::new(g.name(c), "attackers", "attacker"));
        let defenders = cells(pos.defenders()).map(|c| PieceView::new(g.name(c), "defenders", "defender"));
        let king = pos.king().map(|c| PieceView::new(g.name(c), "defenders", "king"));
        attackers.chain(defenders).chain(king).collect()
    }

    fn move_view(&self, pos: &Position, mv: Move) -> MoveView {
        let g = self.geometry();
        MoveView {
            from: Some(g.name(mv.from)),
            to: g.name(mv.to),
            path: vec![g.name(mv.from), g.name(mv.to)],
            captured: cells(self.captures(pos, mv)).map(|c| g.name(c)).collect(),
            notation: self.move_text(pos, mv),
            other_paths: Vec::new(),
        }
    }

    fn side_id(side: Side) -> &'static str {
        side.name()
    }

    fn captures(&self, game: &Game<Self>) -> Vec<CaptureView> {
        let (start, now) = (game.start(), game.position());
        let lost = |side: Side| start.pieces(side).count_ones().saturating_sub(now.pieces(side).count_ones());
        vec![
            CaptureView { side: "attackers", taken: lost(Side::Defenders), to_win: None },
            CaptureView { side: "defenders", taken: lost(Side::Attackers), to_win: None },
        ]
    }
}
