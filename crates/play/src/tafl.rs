//! Hnefatafl in play: a grid of cells with the throne and the corners marked.

use crate::family::PlayFamily;
use crate::view::{BoardKind, BoardView, CaptureView, MoveView, PieceKind, PieceView};
use reynard_rules::record::result_text;
use reynard_rules::tafl::{CellSet, Move, Position, Rules, Side, cells};
use reynard_rules::{Family, Game};

impl<C: CellSet> PlayFamily for Rules<C> {
    fn side_id(side: Side) -> &'static str {
        side.name()
    }

    fn board_view(&self) -> BoardView {
        let g = self.geometry();
        let names = |set: C| cells(set).map(|c| g.name(c)).collect::<Vec<_>>();
        BoardView {
            kind: BoardKind::Cells,
            files: g.size(),
            ranks: g.size(),
            points: cells(g.all()).map(|c| (g.name(c), g.file(c), g.rank(c)).into()).collect(),
            lines: Vec::new(),
            marked: names(self.restricted()),
        }
    }

    fn pieces(&self, pos: &Position<C>) -> Vec<PieceView> {
        let g = self.geometry();
        let attackers =
            cells(pos.attackers()).map(|c| PieceView::new(g.name(c), "attackers", PieceKind::Attacker));
        let defenders =
            cells(pos.defenders()).map(|c| PieceView::new(g.name(c), "defenders", PieceKind::Defender));
        let king = pos.king().map(|c| PieceView::new(g.name(c), "defenders", PieceKind::King));
        attackers.chain(defenders).chain(king).collect()
    }

    fn move_view(&self, pos: &Position<C>, mv: Move) -> MoveView {
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

    fn entry_paths(&self, _pos: &Position<C>, mv: Move) -> Vec<Vec<String>> {
        let g = self.geometry();
        vec![vec![g.name(mv.from), g.name(mv.to)]]
    }

    fn taken(&self, start: &Position<C>, now: &Position<C>) -> Vec<CaptureView> {
        let lost = |side: Side| start.pieces(side).count().saturating_sub(now.pieces(side).count());
        vec![
            CaptureView { side: "attackers", taken: lost(Side::Defenders), to_win: None, in_hand: 0 },
            CaptureView { side: "defenders", taken: lost(Side::Attackers), to_win: None, in_hand: 0 },
        ]
    }

    fn describe(game: &Game<Rules<C>>) -> String {
        let rules = game.rules();
        let pos = game.position();
        let mut out = rules.draw(pos);
        out += "t = attackers, T = defenders, K = king, + = corner or empty throne\n";
        let start = rules.start();
        let count = |now: u32, then: u32| format!("{now} ({} taken)", then.saturating_sub(now));
        out += &format!(
            "attackers: {}; defenders: {}\n",
            count(pos.attackers().count(), start.attackers().count()),
            count(pos.defenders().count(), start.defenders().count())
        );
        out += &format!("position: {}\n", rules.position_text(pos));
        match game.outcome() {
            Some(outcome) => {
                out +=
                    &format!("result: {} ({})\n", result_text(rules, Some(outcome)), outcome.reason().name())
            }
            None => out += &format!("{} to move\n", rules.side_name(pos.side())),
        }
        out
    }
}
