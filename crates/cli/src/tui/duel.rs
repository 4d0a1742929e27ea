//! A two-player game on the screen (hunt games and tafl): people and the computer in any
//! mix, moves entered point by point, undo and redo, hints, resignation, draw offers.

use super::family_view::TuiFamily;
use super::outcome_text::outcome_text;
use super::session::{Board, ExplorerLines, Panel, ReviewLines, Session, Tone};
use super::thinker::Thinker;
use super::view::{Marks, Spot, Text};
use crate::review_chart::points_of;
use reynard_play::explore::explore;
use reynard_play::review::review;
use reynard_play::view::BoardView;
use reynard_play::{ExploreView, ReviewView};
use reynard_rules::Game;
use reynard_rules::record::Record;
use reynard_search::alphabeta::AlphaBeta;
use reynard_search::level::Level;
use reynard_search::player::{LevelPlayer, Player};
use reynard_search::score::{Score, proven};
use reynard_search::{DefaultEvaluator, Limits};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at the keyboard.
    Person,
    /// The computer at a strength level.
    Computer(Level),
}

/// How long the hint search thinks.
const HINT_TIME: Duration = Duration::from_millis(700);
/// How long the computer weighs a draw offer.
const DRAW_TIME: Duration = Duration::from_millis(300);

/// Every (move, path) of a position.
type Paths<R> = Vec<(<R as reynard_rules::Ruleset>::Move, Vec<Spot>)>;

/// The paths of a position, with the (position, game over) they belong to.
type PathCache<R> = ((<R as reynard_rules::Ruleset>::Position, bool), Rc<Paths<R>>);

type SharedEngine<R> = Arc<Mutex<AlphaBeta<R, <R as DefaultEvaluator>::Eval>>>;

/// What a background job answers.
enum Answer<M> {
    /// The computer's move.
    Play(Option<M>),
    /// The suggestion for the person to move.
    Hint(Option<M>),
    /// Whether the computer accepts a draw.
    Draw(bool),
    /// The engine's view of the position: (best move, score for the side to move, depth).
    Eval(Option<(M, Score, u32)>),
    /// The explorer's view of the position these moves reach.
    Explore(Vec<M>, ExploreView),
    /// The review of the game of these moves.
    Review(Vec<M>, ReviewView),
}

/// How long the review searches each position where nothing is solved.
const REVIEW_TIME: Duration = Duration::from_millis(150);

/// How long the engine scores each move for the explorer, where nothing is solved.
const EXPLORE_TIME: Duration = Duration::from_millis(1500);
/// Most moves the explorer lists in the panel (the best ones).
const EXPLORE_ROWS: usize = 8;

/// How long the engine weighs the position for `e`.
const EVAL_TIME: Duration = Duration::from_millis(1000);

/// A two-player game of family `R` on the screen.
pub struct Duel<R: TuiFamily> {
    game: Game<R>,
    seats: [Seat; 2],
    players: [Option<Arc<Mutex<LevelPlayer<R>>>>; 2],
    engine: SharedEngine<R>,
    thinker: Thinker<Answer<R::Move>>,
    /// Moves taken back, the latest last.
    redo: Vec<R::Move>,
    /// The points entered so far for the next move.
    entering: Vec<Spot>,
    hint: Option<R::Move>,
    /// The side that offered a draw, until the next move.
    draw_offer: Option<R::Side>,
    /// The latest message for the panel.
    notice: Option<Text>,
    /// The paths of the legal moves, for the position and outcome they were worked out for.
    paths: RefCell<Option<PathCache<R>>>,
    /// The board's points and lines (the same all game).
    board: BoardView,
    /// Whether the explorer is open, and its view with the moves played when it was made
    /// (shown only while the game is at that position).
    exploring: bool,
    explored: Option<(Vec<R::Move>, ExploreView)>,
    /// The game's review, with the moves it reviewed.
    reviewed: Option<(Vec<R::Move>, ReviewView)>,
}

impl<R: TuiFamily + 'static> Duel<R>
where
    R::Eval: Send,
{
    /// A new game; `seats` follow [`Family::sides`]; the computer thinks `time` per move.
    pub fn new(rules: R, seats: [Seat; 2], time: Duration) -> Duel<R> {
        Duel::from_game(Game::new(rules), seats, time)
    }

    /// A game already under way (an opened record).
    pub fn from_game(game: Game<R>, seats: [Seat; 2], time: Duration) -> Duel<R> {
        let rules = game.rules().clone();
        let oracle = rules.oracle(&reynard_tables::TableDir::new(reynard_tables::DEFAULT_DIR));
        let players = seats.map(|seat| match seat {
            Seat::Person => None,
            Seat::Computer(level) => Some(Arc::new(Mutex::new(
                LevelPlayer::new(&rules, level, Some(time), seed()).with_oracle(oracle.clone()),
            ))),
        });
        let mut engine = AlphaBeta::new(rules.clone(), rules.evaluator(), 16);
        engine.set_oracle(oracle);
        Duel {
            game,
            seats,
            players,
            engine: Arc::new(Mutex::new(engine)),
            thinker: Thinker::default(),
            redo: Vec::new(),
            entering: Vec::new(),
            hint: None,
            draw_offer: None,
            notice: None,
            paths: RefCell::new(None),
            board: rules.board_view(),
            exploring: false,
            explored: None,
            reviewed: None,
        }
    }

    fn seat_of(&self, side: R::Side) -> Seat {
        if side == R::sides()[0] { self.seats[0] } else { self.seats[1] }
    }

    fn player_of(&self, side: R::Side) -> Option<Arc<Mutex<LevelPlayer<R>>>> {
        let index = usize::from(side != R::sides()[0]);
        self.players[index].clone()
    }

    fn computers(&self) -> usize {
        self.seats.iter().filter(|s| matches!(s, Seat::Computer(_))).count()
    }

    fn persons_turn(&self) -> bool {
        self.game.outcome().is_none() && self.seat_of(self.game.side_to_move()) == Seat::Person
    }

    fn history(&self) -> Vec<u64> {
        self.game.history_hashes()
    }

    /// Every way of entering every legal move: (move, path), a move once per path. Worked
    /// out once per position (a deferred-removal position can have tens of thousands of
    /// moves) and kept until the position or the outcome changes.
    fn paths(&self) -> Rc<Paths<R>> {
        let key = (*self.game.position(), self.game.outcome().is_some());
        let mut cache = self.paths.borrow_mut();
        match cache.as_ref() {
            Some((cached, paths)) if *cached == key => Rc::clone(paths),
            _ => {
                let pos = self.game.position();
                let rules = self.game.rules();
                let paths: Rc<Paths<R>> = Rc::new(
                    self.game
                        .legal_moves()
                        .into_iter()
                        .flat_map(|m| {
                            rules.spot_paths(&self.board, pos, m).into_iter().map(move |path| (m, path))
                        })
                        .collect(),
                );
                *cache = Some((key, Rc::clone(&paths)));
                paths
            }
        }
    }

    /// The game.
    pub fn game(&self) -> &Game<R> {
        &self.game
    }

    /// Plays `mv` for whichever side is to move (a session built on this one: a puzzle's
    /// defence).
    pub fn play_move(&mut self, mv: R::Move) {
        self.play(mv);
    }

    /// Takes back the last move, keeping nothing to redo (a puzzle's wrong move).
    pub fn take_back(&mut self) {
        self.entering.clear();
        self.hint = None;
        if self.game.undo().is_ok() {
            self.redo.clear();
        }
    }

    fn play(&mut self, mv: R::Move) {
        self.entering.clear();
        self.hint = None;
        self.notice = None;
        // A move by the side offered a draw declines it; the offering side's own move keeps it.
        if self.draw_offer.is_some_and(|offer| offer != self.game.side_to_move()) {
            self.draw_offer = None;
        }
        if self.game.play(mv).is_ok() {
            if self.redo.last() == Some(&mv) {
                self.redo.pop();
            } else {
                self.redo.clear();
            }
        }
    }

    fn apply(&mut self, answer: Answer<R::Move>) {
        match answer {
            Answer::Play(Some(mv)) => self.play(mv),
            Answer::Play(None) => {}
            Answer::Hint(mv) => {
                self.hint = mv;
                self.notice = Some(match mv {
                    Some(mv) => Text::new("status-hint")
                        .plain("move", self.game.rules().move_text(self.game.position(), mv)),
                    None => Text::new("status-hint-none"),
                });
            }
            Answer::Draw(true) => {
                let _ = self.game.agree_draw();
                self.notice = None;
            }
            Answer::Draw(false) => self.notice = Some(Text::new("status-draw-declined")),
            Answer::Eval(view) => self.notice = Some(self.eval_text(view)),
            Answer::Review(moves, view) => self.reviewed = Some((moves, view)),
            Answer::Explore(moves, view) => {
                // Kept only for the position it is about (undo may have come meanwhile).
                if moves == self.game.moves() {
                    self.explored = Some((moves, view));
                }
            }
        }
    }

    /// Which moves end a row of the move list: a row closes before the next numbered move,
    /// so that rows are the move pairs records number (`Game::move_numbers`).
    fn row_ends(&self) -> Vec<bool> {
        let numbers = self.game.move_numbers();
        (0..numbers.len()).map(|i| numbers.get(i + 1).is_none_or(Option::is_some)).collect()
    }

    /// The engine's view in words: the score for the side to move (in pieces), or a proven
    /// result with its distance, and the best move.
    fn eval_text(&self, view: Option<(R::Move, Score, u32)>) -> Text {
        let Some((mv, score, depth)) = view else {
            return Text::new("status-hint-none");
        };
        let rules = self.game.rules();
        let side = rules.side_name(self.game.side_to_move());
        let best = rules.move_text(self.game.position(), mv);
        match proven(score) {
            Some((won, plies)) => Text::new(if won { "status-eval-win" } else { "status-eval-loss" })
                .side("side", side)
                .number("plies", i64::from(plies))
                .plain("move", best),
            None => Text::new("status-eval")
                .side("side", side)
                .plain("score", pieces(score))
                .number("depth", i64::from(depth))
                .plain("move", best),
        }
    }

    /// The explorer's lines for the position now, if it has been explored.
    fn explorer_lines(&self) -> Option<ExplorerLines> {
        let (_, view) = self.explored.as_ref().filter(|(moves, _)| moves == self.game.moves())?;
        let rules = self.game.rules();
        let side = rules.side_name(self.game.side_to_move());
        let at = &view.at;
        let summary = match (at.kind, at.value) {
            ("over", _) => Text::new("explore-over"),
            ("engine", None) => Text::new("explore-engine")
                .side("side", side)
                .plain("score", pieces(at.score.unwrap_or(0)))
                .number("depth", i64::from(view.depth.unwrap_or(0))),
            ("engine", Some(value)) => {
                Text::new(if value == "win" { "explore-proven-win" } else { "explore-proven-loss" })
                    .side("side", side)
                    .number("plies", i64::from(at.plies.unwrap_or(0)))
            }
            (_, Some("draw")) => Text::new("explore-solved-draw"),
            (_, Some(value)) if at.plies.is_none() => {
                Text::new(if value == "win" { "explore-solved-win-any" } else { "explore-solved-loss-any" })
                    .side("side", side)
            }
            (_, value) => {
                Text::new(if value == Some("win") { "explore-solved-win" } else { "explore-solved-loss" })
                    .side("side", side)
                    .number("plies", i64::from(at.plies.unwrap_or(0)))
            }
        };
        let rows = view
            .moves
            .iter()
            .take(EXPLORE_ROWS)
            .map(|m| {
                // A move's value is for the side to move after it; plies count from here
                // (values-only tables hold none).
                let plies = m.plies.map(|n| i64::from(n) + 1);
                let words = |key: &str, plies: Option<i64>| match plies {
                    Some(n) => Text::new(key).number("plies", n),
                    None => Text::new(&format!("{key}-any")),
                };
                let (text, tone) = match m.value {
                    Some("loss") => (words("explore-move-win", plies), Tone::Win),
                    Some("win") => (words("explore-move-loss", plies), Tone::Loss),
                    Some(_) => (Text::new("explore-move-draw"), Tone::Draw),
                    None => {
                        (Text::new("status-plain").plain("text", pieces(-m.score.unwrap_or(0))), Tone::Score)
                    }
                };
                (m.notation.clone(), text, tone)
            })
            .collect();
        Some(ExplorerLines { summary, rows })
    }

    /// Starts exploring the position now in the background, unless it is explored already
    /// or the computer is busy (then the next [`Session::poll`] tries again).
    fn start_exploring(&mut self) {
        let done = self.explored.as_ref().is_some_and(|(moves, _)| moves == self.game.moves());
        if done || self.thinker.busy() {
            return;
        }
        let game = self.game.clone();
        self.thinker.start(move || {
            let tables = reynard_tables::TableDir::new(reynard_tables::DEFAULT_DIR);
            let limits = Limits { time: Some(EXPLORE_TIME), ..Limits::default() };
            Answer::Explore(game.moves().to_vec(), explore(&game, &limits, &tables))
        });
    }

    fn search_job(&self, time: Duration) -> impl FnOnce() -> Option<(R::Move, i32)> + Send + 'static {
        let engine = Arc::clone(&self.engine);
        let pos = *self.game.position();
        let history = self.history();
        move || {
            let mut engine = engine.lock().ok()?;
            let result =
                engine.search(&pos, &history, &Limits { time: Some(time), ..Limits::default() }, |_| {});
            result.best.map(|mv| (mv, result.score))
        }
    }
}

/// A score in hundredths of a piece as signed pieces: `+1.20`, `-0.35`, `0.00`.
fn pieces(score: Score) -> String {
    format!("{:+.2}", f64::from(score) / 100.0)
}

/// A seed for the computer's deliberate mistakes: different every game.
fn seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

impl<R: TuiFamily + 'static> Session for Duel<R>
where
    R::Eval: Send,
{
    fn variant_id(&self) -> String {
        self.game.rules().variant_id().to_string()
    }

    fn rules_key(&self) -> String {
        format!("rules-{}", self.game.rules().base_preset())
    }

    fn rules_note(&self) -> Option<&'static str> {
        Some("rules-options-note")
    }

    fn board(&self) -> Board {
        let rules = self.game.rules();
        let picture = rules.picture(&self.board, self.game.position());
        let mut marks = Marks { chosen: self.entering.clone(), ..Marks::default() };
        if let (Some(&mv), Some(before)) =
            (self.game.moves().last(), self.game.positions().len().checked_sub(2))
        {
            marks.last = rules.spot_path(&self.board, &self.game.positions()[before], mv);
        }
        if self.persons_turn() {
            let depth = self.entering.len();
            for (_, path) in self.paths().iter() {
                if path.len() > depth && path.starts_with(&self.entering) {
                    let next = path[depth];
                    // The landing points of the chosen piece; with nothing chosen, the
                    // points a placement may go to.
                    let wanted = depth > 0 || path.len() == 1;
                    if wanted && !marks.targets.contains(&next) {
                        marks.targets.push(next);
                    }
                }
            }
            if let Some(hint) = self.hint.filter(|_| self.entering.is_empty()) {
                marks.chosen = rules.spot_path(&self.board, self.game.position(), hint);
            }
        }
        Board::Grid(picture, marks)
    }

    fn panel(&self) -> Panel {
        let rules = self.game.rules();
        let side = rules.side_name(self.game.side_to_move());
        let mut status = Vec::new();
        if self.game.outcome().is_none() {
            status.push(if self.thinker.busy() && !self.persons_turn() {
                Text::new("status-thinking").side("side", side)
            } else {
                Text::new("status-to-move").side("side", side)
            });
        }
        status.extend(rules.tally(self.game.start(), self.game.position()));
        if let Some(offer) = self.draw_offer {
            status.push(Text::new("status-draw-offered").side("side", rules.side_name(offer)));
        }
        if let Some(notice) = &self.notice {
            status.push(notice.clone());
        } else if self.persons_turn() {
            let placing = self.paths().iter().any(|(_, path)| path.len() == 1);
            status.push(match self.entering.len() {
                0 if placing => Text::new("status-place"),
                0 => Text::new("status-select-piece"),
                1 => {
                    let count = self
                        .paths()
                        .iter()
                        .filter(|(_, p)| p.len() > 1 && p.starts_with(&self.entering))
                        .map(|(_, p)| p[1])
                        .collect::<std::collections::HashSet<_>>()
                        .len();
                    Text::new("status-select-target").number("count", count as i64)
                }
                _ => Text::new("status-select-next"),
            });
        }
        let outcome = self.game.outcome().map(|o| outcome_text(rules, o));
        let explorer = if self.exploring { self.explorer_lines() } else { None };
        Panel {
            status,
            moves: self.game.move_texts(),
            row_ends: self.row_ends(),
            log: Vec::new(),
            outcome,
            explorer,
        }
    }

    fn home(&self) -> Spot {
        let picture = self.game.rules().picture(&self.board, self.game.position());
        let side = self.game.side_to_move();
        // The cursor starts on a piece of the side to move, else in the middle.
        self.paths()
            .first()
            .and_then(|(_, path)| path.first().copied())
            .filter(|_| self.seat_of(side) == Seat::Person)
            .unwrap_or((picture.files / 2, picture.ranks / 2))
    }

    fn choose(&mut self, spot: Spot) -> Option<Text> {
        if !self.persons_turn() {
            return None;
        }
        self.notice = None;
        let paths = self.paths();
        // Choosing the last point again ends a chain that could go on.
        if self.entering.last() == Some(&spot)
            && let Some((mv, _)) = paths.iter().find(|(_, p)| *p == self.entering)
        {
            self.play(*mv);
            return None;
        }
        let mut prefix = self.entering.clone();
        prefix.push(spot);
        let mut matching: Vec<&(R::Move, Vec<Spot>)> =
            paths.iter().filter(|(_, p)| p.starts_with(&prefix)).collect();
        if matching.is_empty() && !self.entering.is_empty() {
            // Another piece: start again from it.
            prefix = vec![spot];
            matching = paths.iter().filter(|(_, p)| p.starts_with(&prefix)).collect();
        }
        let Some(&&(first, ref first_path)) = matching.first() else {
            self.entering.clear();
            return Some(Text::new("status-not-your-piece"));
        };
        // One move left (by one or more paths): it is complete, a chain is finished at once
        // (but choosing a piece alone waits for its target).
        if matching.iter().all(|(mv, _)| *mv == first)
            && (first_path.len() == prefix.len() || prefix.len() > 1)
        {
            self.play(first);
        } else {
            self.entering = prefix;
        }
        None
    }

    fn cancel(&mut self) {
        self.entering.clear();
        self.hint = None;
    }

    fn undo(&mut self) -> Option<Text> {
        self.thinker.forget();
        self.entering.clear();
        self.hint = None;
        self.draw_offer = None;
        self.notice = None;
        // After a resignation or an agreed draw, undo takes back just that.
        if self.game.withdraw_declared() {
            return None;
        }
        let Ok(mv) = self.game.undo() else {
            return Some(Text::new("status-nothing-to-undo"));
        };
        self.redo.push(mv);
        // Against the computer, take back its reply too, back to the person's turn.
        while self.computers() == 1 && !self.persons_turn() && self.game.outcome().is_none() {
            match self.game.undo() {
                Ok(mv) => self.redo.push(mv),
                Err(_) => break,
            }
        }
        None
    }

    fn redo(&mut self) -> Option<Text> {
        self.thinker.forget();
        let Some(&mv) = self.redo.last() else {
            return Some(Text::new("status-nothing-to-redo"));
        };
        self.play(mv);
        while self.computers() == 1 && !self.persons_turn() && self.game.outcome().is_none() {
            let Some(&mv) = self.redo.last() else { break };
            self.play(mv);
        }
        None
    }

    fn hint(&mut self) -> Option<Text> {
        if self.game.outcome().is_some() {
            return Some(Text::new("status-hint-none"));
        }
        if !self.persons_turn() || self.thinker.busy() {
            return Some(Text::new("status-hint-wait"));
        }
        let job = self.search_job(HINT_TIME);
        self.thinker.start(move || Answer::Hint(job().map(|(mv, _)| mv)));
        None
    }

    fn evaluate(&mut self) -> Option<Text> {
        if self.game.outcome().is_some() {
            return Some(Text::new("status-hint-none"));
        }
        if self.thinker.busy() {
            return Some(Text::new("status-hint-wait"));
        }
        let engine = Arc::clone(&self.engine);
        let pos = *self.game.position();
        let history = self.history();
        self.thinker.start(move || {
            let view = engine.lock().ok().and_then(|mut engine| {
                let limits = Limits { time: Some(EVAL_TIME), ..Limits::default() };
                let result = engine.search(&pos, &history, &limits, |_| {});
                result.best.map(|mv| (mv, result.score, result.depth))
            });
            Answer::Eval(view)
        });
        None
    }

    fn explore(&mut self) -> Option<Text> {
        self.exploring = !self.exploring;
        if self.exploring {
            self.start_exploring();
        }
        None
    }

    fn review(&mut self) -> Option<Text> {
        if self.reviewed.as_ref().is_some_and(|(moves, _)| moves == self.game.moves()) {
            return None;
        }
        if self.thinker.busy() {
            return Some(Text::new("status-hint-wait"));
        }
        self.reviewed = None;
        let game = self.game.clone();
        self.thinker.start(move || {
            let tables = reynard_tables::TableDir::new(reynard_tables::DEFAULT_DIR);
            let limits = Limits { time: Some(REVIEW_TIME), ..Limits::default() };
            Answer::Review(game.moves().to_vec(), review(&game, &limits, &tables))
        });
        None
    }

    fn reviewed(&self) -> Option<ReviewLines> {
        let (_, view) = self.reviewed.as_ref()?;
        let rules = self.game.rules();
        let name = |id: &str| {
            let seat = R::side_ids().iter().position(|s| *s == id).unwrap_or(0);
            rules.side_name(R::sides()[seat])
        };
        let marks = view
            .moves
            .iter()
            .filter_map(|m| {
                let text = crate::review_totals::mark_text(m, name(m.side))?;
                Some((format!("{:>3}. {}", m.ply, m.notation), text))
            })
            .collect();
        Some(ReviewLines {
            points: points_of(view),
            sides: self.game.rules().side_names(),
            marks,
            summary: view.summary.clone(),
            solved: crate::review_totals::any_solved(view),
        })
    }

    fn go_to(&mut self, ply: usize) {
        self.thinker.forget();
        self.entering.clear();
        self.hint = None;
        self.notice = None;
        while self.game.moves().len() > ply {
            match self.game.undo() {
                Ok(mv) => self.redo.push(mv),
                Err(_) => break,
            }
        }
        while self.game.moves().len() < ply {
            let Some(&mv) = self.redo.last() else { break };
            self.play(mv);
        }
    }

    fn resign(&mut self) -> Option<Text> {
        let to_move = self.game.side_to_move();
        let side =
            if self.seat_of(to_move) == Seat::Person { to_move } else { self.game.rules().opponent(to_move) };
        self.thinker.forget();
        self.game.resign(side).err().map(|e| Text::new("status-plain").plain("text", e.to_string()))
    }

    fn draw(&mut self) -> Option<Text> {
        if self.game.outcome().is_some() {
            return None;
        }
        let to_move = self.game.side_to_move();
        if self.computers() == 0 {
            match self.draw_offer {
                Some(offer) if offer != to_move => {
                    let _ = self.game.agree_draw();
                    self.draw_offer = None;
                }
                _ => self.draw_offer = Some(to_move),
            }
            return None;
        }
        if self.thinker.busy() || !self.persons_turn() {
            return None;
        }
        // The computer accepts when its side is not better: the search's score for the
        // person to move is at least even.
        let job = self.search_job(DRAW_TIME);
        self.thinker.start(move || Answer::Draw(job().is_some_and(|(_, score)| score >= 0)));
        None
    }

    fn record(&self) -> Option<String> {
        Some(Record::write(&self.game, &[]))
    }

    fn poll(&mut self) -> bool {
        if let Some(answer) = self.thinker.answer() {
            self.apply(answer);
            return true;
        }
        if self.thinker.busy() {
            return false;
        }
        // The explorer follows the game: each new position is explored before the computer
        // moves on (it answers in a moment where tables exist, else within EXPLORE_TIME).
        if self.exploring && !self.explored.as_ref().is_some_and(|(moves, _)| moves == self.game.moves()) {
            self.start_exploring();
            return true;
        }
        if self.game.outcome().is_some() || self.persons_turn() {
            return false;
        }
        let Some(player) = self.player_of(self.game.side_to_move()) else { return false };
        let rules = self.game.rules().clone();
        let pos = *self.game.position();
        let history = self.history();
        self.thinker.start(move || {
            let mv = player.lock().ok().and_then(|mut p| p.choose(&rules, &history, &pos));
            Answer::Play(mv)
        });
        true
    }

    fn thinking(&self) -> bool {
        self.thinker.busy()
    }
}
