//! Peg solitaire on the server: a game is its setup (start and finish holes) and its jumps
//! in order; consecutive jumps by one peg make one move (the rules crate's
//! [`group_chains`]), so a chain may be sent at once or jump by jump.

use crate::error::ApiError;
use crate::store::SoloState;
use reynard_rules::board::{Point, points};
use reynard_rules::solitaire::{Move, Pegs, Solitaire, group_chains};
use serde::{Deserialize, Serialize};

/// The stored setup of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SolitaireSetup {
    /// The starting empty hole.
    pub start: String,
    /// The hole of the perfect finish.
    pub finish: String,
}

/// A game being played: the rules, the jumps and the position after each.
#[derive(Clone, Debug)]
pub struct SolitaireGame {
    rules: Solitaire,
    jumps: Vec<(Point, Point)>,
    /// The start, then the position after each jump.
    positions: Vec<Pegs>,
}

/// A hole of the board, where to draw it.
#[derive(Debug, Serialize)]
pub struct HoleView {
    /// Its name, `d4`.
    pub name: String,
    /// 0-based file (column, left to right).
    pub file: u8,
    /// 0-based rank (row, bottom to top).
    pub rank: u8,
}

/// The jumps of one peg.
#[derive(Debug, Serialize)]
pub struct PegJumps {
    /// The peg's hole.
    pub from: String,
    /// The holes it can land in.
    pub to: Vec<String>,
}

/// The state of a solitaire game, as the API sends it.
#[derive(Debug, Serialize)]
pub struct SolitaireView {
    /// The game id.
    pub id: String,
    /// Always `solitaire`.
    pub family: &'static str,
    /// The starting empty hole.
    pub start: String,
    /// The hole of the perfect finish.
    pub finish: String,
    /// The 33 holes.
    pub holes: Vec<HoleView>,
    /// The holes holding a peg.
    pub pegs: Vec<String>,
    /// The legal single jumps, grouped by peg.
    pub legal: Vec<PegJumps>,
    /// The peg whose next jump continues the last move (a chain), if it can jump.
    pub chain: Option<String>,
    /// The moves so far (chains joined: `b4xd4xd6`).
    pub moves: Vec<String>,
    /// Single jumps so far (send it back as `ply`).
    pub jumps: usize,
    /// The pegs left.
    pub score: u32,
    /// No jump is left.
    pub over: bool,
    /// One peg left, on the finish hole.
    pub perfect: bool,
    /// The position as text (`ooo/ooo/ooooooo/ooo.ooo/…`).
    pub position: String,
}

impl SolitaireSetup {
    /// The rules of this setup.
    ///
    /// # Errors
    ///
    /// `400 bad_variant` with the rules' reason when a hole is not on the board.
    pub fn rules(&self) -> Result<Solitaire, ApiError> {
        let start = format!("start={}", self.start.trim());
        let finish = format!("finish={}", self.finish.trim());
        Solitaire::with_options([start.as_str(), finish.as_str()]).map_err(|e| ApiError::variant_refused(&e))
    }

    /// The setup with hole names as the board writes them (`17` becomes `d4`).
    ///
    /// # Errors
    ///
    /// As [`SolitaireSetup::rules`].
    pub fn normalized(&self) -> Result<SolitaireSetup, ApiError> {
        let rules = self.rules()?;
        Ok(SolitaireSetup {
            start: rules.hole_name(rules.start_hole()),
            finish: rules.hole_name(rules.finish_hole()),
        })
    }
}

impl SolitaireGame {
    /// A new game.
    pub fn new(rules: Solitaire) -> SolitaireGame {
        let start = rules.start();
        SolitaireGame { rules, jumps: Vec::new(), positions: vec![start] }
    }

    /// A stored game: the setup and its jumps (`d2xd4` each).
    ///
    /// # Errors
    ///
    /// `500 corrupt` if they do not replay.
    pub fn replay(setup: &SolitaireSetup, steps: &[String]) -> Result<SolitaireGame, ApiError> {
        let corrupt = |e: String| ApiError::Corrupt(e);
        let mut game = SolitaireGame::new(setup.rules().map_err(|e| corrupt(e.to_string()))?);
        for step in steps {
            let jumps = game.parse(step).map_err(|e| corrupt(format!("jump `{step}`: {e}")))?;
            game.push(&jumps);
        }
        Ok(game)
    }

    /// The rules.
    pub fn rules(&self) -> &Solitaire {
        &self.rules
    }

    /// The position now.
    pub fn pegs(&self) -> Pegs {
        self.positions[self.positions.len() - 1]
    }

    /// The number of single jumps played.
    pub fn jump_count(&self) -> usize {
        self.jumps.len()
    }

    /// The moves so far: consecutive jumps of one peg joined.
    pub fn moves(&self) -> Vec<Move> {
        group_chains(&self.jumps)
    }

    /// Reads a move or chain (`d2xd4`, `b4xd4xd6`; `-` works as `x`) and checks it here:
    /// the single jumps it makes.
    ///
    /// # Errors
    ///
    /// `422 illegal_move` with the rules' reason (`solitaire-not-a-jump` and its holes…).
    pub fn parse(&self, text: &str) -> Result<Vec<(Point, Point)>, ApiError> {
        let mv = self.rules.parse_move(self.pegs(), text).map_err(|e| ApiError::move_refused(&e))?;
        Ok(mv.path.windows(2).map(|w| (w[0], w[1])).collect())
    }

    /// Plays checked jumps (from [`SolitaireGame::parse`]).
    pub fn push(&mut self, jumps: &[(Point, Point)]) {
        for &(from, to) in jumps {
            if let Ok(after) = self.rules.jump(self.pegs(), from, to) {
                self.jumps.push((from, to));
                self.positions.push(after);
            }
        }
    }

    /// The text of one jump as stored.
    pub fn jump_text(&self, (from, to): (Point, Point)) -> String {
        format!("{}x{}", self.rules.hole_name(from), self.rules.hole_name(to))
    }

    /// How many jumps remain after taking back the last move (its whole chain); `None`
    /// when nothing was played.
    pub fn undo_keep(&self) -> Option<usize> {
        let last = self.moves().pop()?;
        Some(self.jumps.len() - (last.path.len() - 1))
    }

    /// Where the game stands, for the lists: finished once no jump is left, `perfect` when
    /// one peg is left on the finish hole (else `no-jump`); no winner.
    pub fn state(&self) -> SoloState {
        let pegs = self.pegs();
        let over = self.rules.is_over(pegs);
        let reason = over.then(|| if self.rules.is_perfect(pegs) { "perfect" } else { "no-jump" });
        SoloState {
            status: if over { "finished" } else { "running" }.to_string(),
            result: None,
            reason: reason.map(str::to_string),
        }
    }

    /// The state to send.
    pub fn view(&self, id: &str) -> SolitaireView {
        let rules = &self.rules;
        let board = rules.board();
        let pegs = self.pegs();
        let name = |p: Point| rules.hole_name(p);
        let mut legal: Vec<PegJumps> = Vec::new();
        for (from, _, to) in rules.jumps(pegs) {
            match legal.iter_mut().find(|g| g.from == name(from)) {
                Some(group) => group.to.push(name(to)),
                None => legal.push(PegJumps { from: name(from), to: vec![name(to)] }),
            }
        }
        legal.sort_by(|a, b| a.from.cmp(&b.from));
        let chain =
            self.jumps.last().map(|&(_, to)| name(to)).filter(|to| legal.iter().any(|g| &g.from == to));
        SolitaireView {
            id: id.to_string(),
            family: super::SOLITAIRE,
            start: name(rules.start_hole()),
            finish: name(rules.finish_hole()),
            holes: points(rules.holes())
                .map(|p| HoleView { name: name(p), file: board.file(p), rank: board.rank(p) })
                .collect(),
            pegs: points(pegs).map(name).collect(),
            legal,
            chain,
            moves: self.moves().iter().map(|m| rules.move_text(m)).collect(),
            jumps: self.jumps.len(),
            score: rules.score(pegs),
            over: rules.is_over(pegs),
            perfect: rules.is_perfect(pegs),
            position: rules.position_text(pegs),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn central() -> SolitaireSetup {
        SolitaireSetup { start: "d4".into(), finish: "d4".into() }
    }

    #[test]
    fn jumps_by_one_peg_make_one_move_and_undo_takes_the_chain_back() {
        use reynard_solver::solitaire::{Solver, Target};
        let mut game = SolitaireGame::replay(&central(), &[]).expect("replays");
        let solution = Solver::new(game.rules(), Target::Perfect).solve(game.pegs()).expect("solvable");
        let chain_at = solution.iter().position(|m| m.path.len() > 2).expect("a chain");
        for mv in &solution[..=chain_at] {
            for step in mv.path.windows(2) {
                let text = game.jump_text((step[0], step[1]));
                let jump = game.parse(&text).expect("legal");
                game.push(&jump);
            }
        }
        let view = game.view("x");
        assert_eq!(view.moves.len(), chain_at + 1, "{:?}", view.moves);
        assert_eq!(view.moves[chain_at], game.rules().move_text(&solution[chain_at]));
        let chain_jumps = solution[chain_at].path.len() - 1;
        assert_eq!(game.undo_keep(), Some(game.jump_count() - chain_jumps));
        assert!(game.parse("a1xa3").is_err());
    }

    #[test]
    fn a_bad_stored_jump_is_corrupt() {
        assert!(matches!(SolitaireGame::replay(&central(), &["d4xd2".into()]), Err(ApiError::Corrupt(_))));
    }
}
