//! Peg solitaire on the screen: jump by choosing a peg and the hole it lands in; further
//! jumps by the same peg extend the same move (a chain counts once); hints come from the
//! solver.

use super::family_view::board_picture;
use super::session::{Board, Panel, Session};
use super::thinker::Thinker;
use super::view::{Marks, Piece, Spot, Text};
use reynard_rules::board::{Point, bit};
use reynard_rules::solitaire::{Move, Pegs, Solitaire};
use reynard_solver::solitaire::{Solver, Target};

/// A solitaire game on the screen.
pub struct SolitaireSession {
    rules: Solitaire,
    /// Positions after each move; the start first.
    positions: Vec<Pegs>,
    moves: Vec<Move>,
    /// Moves taken back, latest last.
    redo: Vec<Move>,
    chosen: Option<Point>,
    hint: Option<Move>,
    notice: Option<Text>,
    thinker: Thinker<Option<Move>>,
}

impl SolitaireSession {
    /// A new game.
    pub fn new(rules: Solitaire) -> SolitaireSession {
        let start = rules.start();
        SolitaireSession {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            chosen: None,
            hint: None,
            notice: None,
            thinker: Thinker::default(),
        }
    }

    fn pegs(&self) -> Pegs {
        // `positions` always holds the start.
        self.positions[self.positions.len() - 1]
    }

    fn spot(&self, p: Point) -> Spot {
        let board = self.rules.board();
        (board.file(p), board.rank(p))
    }

    fn point(&self, spot: Spot) -> Option<Point> {
        self.rules.board().point_at(spot.0, spot.1)
    }

    /// The holes a jump from `from` can land in now.
    fn landings(&self, from: Point) -> Vec<Point> {
        self.rules
            .jumps(self.pegs())
            .into_iter()
            .filter(|&(f, _, _)| f == from)
            .map(|(_, _, to)| to)
            .collect()
    }

    /// Plays one jump; a jump by the peg that made the last move extends that move.
    fn jump(&mut self, from: Point, to: Point) {
        let Ok(after) = self.rules.jump(self.pegs(), from, to) else { return };
        let continues =
            self.moves.last().is_some_and(|m| m.path.last() == Some(&from)) && self.redo.is_empty();
        if continues {
            self.positions.pop();
            if let Some(last) = self.moves.last_mut() {
                last.path.push(to);
            }
        } else {
            self.moves.push(Move { path: vec![from, to] });
        }
        self.positions.push(after);
        self.redo.clear();
        self.hint = None;
        self.chosen = (!self.landings(to).is_empty()).then_some(to);
    }

    fn show_hint(&mut self, hint: Option<Move>) {
        self.notice = Some(match &hint {
            Some(mv) => Text::new("status-hint").plain("move", self.rules.move_text(mv)),
            None => Text::new("solitaire-no-solution")
                .plain("hole", self.rules.hole_name(self.rules.finish_hole())),
        });
        self.hint = hint;
    }
}

impl Session for SolitaireSession {
    fn variant_id(&self) -> String {
        "solitaire".into()
    }

    fn rules_key(&self) -> String {
        "rules-solitaire".into()
    }

    fn keys(&self) -> &'static [&'static str] {
        &[
            "key-arrows",
            "key-enter",
            "key-esc",
            "key-undo",
            "key-redo",
            "key-hint",
            "key-flip",
            "key-open",
            "key-language",
            "key-help",
            "key-quit",
        ]
    }

    fn board(&self) -> Board {
        let pegs = self.pegs();
        let piece_at = |p: Point| (pegs & bit(p) != 0).then_some(Piece::Peg);
        let picture = board_picture(self.rules.board(), piece_at, bit(self.rules.finish_hole()));
        let mut marks = Marks::default();
        if let Some(from) = self.chosen {
            marks.chosen = vec![self.spot(from)];
            marks.targets = self.landings(from).into_iter().map(|p| self.spot(p)).collect();
        } else if let Some(hint) = &self.hint {
            marks.chosen = hint.path.iter().map(|&p| self.spot(p)).collect();
        }
        if let Some(last) = self.moves.last() {
            marks.last = last.path.iter().map(|&p| self.spot(p)).collect();
        }
        Board::Grid(picture, marks)
    }

    fn panel(&self) -> Panel {
        let pegs = self.pegs();
        let mut status = vec![
            Text::new("status-pegs").number("pegs", i64::from(pegs.count_ones())),
            Text::new("solitaire-moves").number("count", self.moves.len() as i64),
        ];
        if self.thinker.busy() {
            status.push(Text::new("solitaire-thinking"));
        }
        if let Some(notice) = &self.notice {
            status.push(notice.clone());
        } else if !self.rules.is_over(pegs) {
            status.push(Text::new(if self.chosen.is_some() {
                "solitaire-choose-hole"
            } else {
                "solitaire-choose-peg"
            }));
        }
        let outcome = self.rules.is_over(pegs).then(|| {
            if self.rules.is_perfect(pegs) {
                Text::new("outcome-solitaire-perfect")
                    .plain("hole", self.rules.hole_name(self.rules.finish_hole()))
            } else {
                Text::new("outcome-solitaire").number("pegs", i64::from(pegs.count_ones()))
            }
        });
        Panel {
            status,
            moves: self.moves.iter().map(|m| self.rules.move_text(m)).collect(),
            row_ends: Vec::new(),
            log: Vec::new(),
            outcome,
            explorer: None,
        }
    }

    fn home(&self) -> Spot {
        self.spot(self.rules.start_hole())
    }

    fn choose(&mut self, spot: Spot) -> Option<Text> {
        let point = self.point(spot)?;
        self.notice = None;
        if let Some(from) = self.chosen
            && self.landings(from).contains(&point)
        {
            self.jump(from, point);
            return None;
        }
        if self.landings(point).is_empty() {
            self.chosen = None;
            return Some(Text::new("status-not-your-piece"));
        }
        self.chosen = Some(point);
        None
    }

    fn cancel(&mut self) {
        self.chosen = None;
        self.hint = None;
    }

    fn undo(&mut self) -> Option<Text> {
        self.thinker.forget();
        self.chosen = None;
        self.hint = None;
        self.notice = None;
        let Some(mv) = self.moves.pop() else {
            return Some(Text::new("status-nothing-to-undo"));
        };
        self.positions.pop();
        self.redo.push(mv);
        None
    }

    fn redo(&mut self) -> Option<Text> {
        let Some(mv) = self.redo.pop() else {
            return Some(Text::new("status-nothing-to-redo"));
        };
        match self.rules.play(self.pegs(), &mv) {
            Ok(after) => {
                self.positions.push(after);
                self.moves.push(mv);
                None
            }
            Err(e) => Some(Text::new("status-plain").plain("text", e.to_string())),
        }
    }

    fn hint(&mut self) -> Option<Text> {
        if self.rules.is_over(self.pegs()) {
            return Some(Text::new("status-hint-none"));
        }
        let rules = self.rules.clone();
        let pegs = self.pegs();
        self.thinker.start(move || {
            Solver::new(&rules, Target::Perfect).solve(pegs).and_then(|moves| moves.into_iter().next())
        });
        None
    }

    /// Solitaire has no record format: a game is its move list, shown in the panel.
    fn record(&self) -> Option<String> {
        None
    }

    fn poll(&mut self) -> bool {
        match self.thinker.answer() {
            Some(hint) => {
                self.show_hint(hint);
                true
            }
            None => false,
        }
    }

    fn thinking(&self) -> bool {
        self.thinker.busy()
    }
}
