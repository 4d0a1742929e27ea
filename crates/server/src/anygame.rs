//! [`AnyGame`]: a game of any family, and everything the server does with one — play a move
//! in notation, undo, resign, agree a draw, describe it for the page, write its record, let
//! the AI choose — dispatched once here.

use crate::analysis::{AnalysisView, history};
use crate::error::ApiError;
use crate::family::{WebFamily, side_index};
use crate::meta::GameMeta;
use crate::view::{GameView, LegalFrom, OutcomeView, SeatView};
use reynard_rules::record::{Record, result_text_of};
use reynard_rules::{AnyRules, Family, Game, GameError, hunt, tafl};
use reynard_search::level::Level;
use reynard_search::player::{LevelPlayer, Player};
use reynard_tables::TableDir;
use std::time::Duration;

/// A game of any family.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // one per game in play: boxing would not save memory
pub enum AnyGame {
    /// A hunt game.
    Hunt(Game<hunt::Rules>),
    /// A tafl game.
    Tafl(Game<tafl::Rules>),
}

/// Runs `$body` with `$game` bound to the `Game` inside an [`AnyGame`].
macro_rules! with_game {
    ($any:expr, $game:ident => $body:expr) => {
        match $any {
            AnyGame::Hunt($game) => $body,
            AnyGame::Tafl($game) => $body,
        }
    };
}

/// How a game ended, family-free: the winner's seat (none for a draw) and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The winning seat, `None` for a draw.
    pub winner: Option<usize>,
    /// Why.
    pub reason: reynard_rules::EndReason,
}

/// Extra facts for a view that the game itself does not hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct ViewExtras {
    /// The seat offering a draw.
    pub draw_offer: Option<usize>,
    /// Whether the AI is thinking.
    pub thinking: bool,
}

impl AnyGame {
    /// A new game with these rules.
    pub fn new(rules: AnyRules) -> AnyGame {
        match rules {
            AnyRules::Hunt(r) => AnyGame::Hunt(Game::new(r)),
            AnyRules::Tafl(r) => AnyGame::Tafl(Game::new(r)),
        }
    }

    /// `hunt` or `tafl`.
    pub fn family(&self) -> &'static str {
        match self {
            AnyGame::Hunt(_) => hunt::Rules::GAME,
            AnyGame::Tafl(_) => tafl::Rules::GAME,
        }
    }

    /// Moves played.
    pub fn ply(&self) -> usize {
        with_game!(self, g => g.moves().len())
    }

    /// The seat (0 or 1) to move.
    pub fn seat_to_move(&self) -> usize {
        with_game!(self, g => seat_to_move(g))
    }

    /// The end of the game, if it is over.
    pub fn ending(&self) -> Option<Ending> {
        with_game!(self, g => ending(g))
    }

    /// Whether a result was declared (resignation, agreed draw).
    pub fn declared(&self) -> bool {
        with_game!(self, g => g.declared().is_some())
    }

    /// Withdraws a declared result, keeping the moves; false when there was none.
    pub fn withdraw_declared(&mut self) -> bool {
        with_game!(self, g => g.withdraw_declared())
    }

    /// Plays a move given in notation (any valid path of a chain); returns the move in the
    /// game's own notation, as stored.
    pub fn play_text(&mut self, text: &str) -> Result<String, ApiError> {
        with_game!(self, g => play_text(g, text))
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Result<(), ApiError> {
        with_game!(self, g => g.undo().map(|_| ()).map_err(game_error))
    }

    /// The player of `seat` resigns.
    pub fn resign(&mut self, seat: usize) -> Result<(), ApiError> {
        with_game!(self, g => resign(g, seat))
    }

    /// Both players agree a draw.
    pub fn agree_draw(&mut self) -> Result<(), ApiError> {
        with_game!(self, g => g.agree_draw().map_err(game_error))
    }

    /// The game as the page sees it.
    pub fn view(&self, meta: &GameMeta, extras: ViewExtras) -> GameView {
        with_game!(self, g => view(g, meta, extras))
    }

    /// The game record (the record format of `reynard record`).
    pub fn record(&self, tags: &[(String, String)]) -> String {
        with_game!(self, g => Record::write(g, tags))
    }

    /// The AI's move at `level` within `time`, in notation; from level
    /// [`Level::PERFECT_FROM`] up, perfect where `tables` know the position. Blocking (run
    /// it off the async runtime). `None` when there is no move.
    pub fn ai_move(&self, level: Level, time: Duration, seed: u64, tables: &TableDir) -> Option<String> {
        with_game!(self, g => ai_move(g, level, time, seed, tables))
    }

    /// The AI's opinion of the position (see [`crate::analysis::analyse`]); blocking.
    pub fn analyse(&self, time: Duration, tables: &TableDir) -> AnalysisView {
        with_game!(self, g => crate::analysis::analyse(g, time, tables))
    }
}

fn seat_to_move<R: Family>(g: &Game<R>) -> usize {
    side_index::<R>(g.side_to_move())
}

fn ending<R: Family>(g: &Game<R>) -> Option<Ending> {
    g.outcome().map(|o| Ending { winner: o.winner().map(side_index::<R>), reason: o.reason() })
}

fn game_error<E: std::error::Error>(e: GameError<E>) -> ApiError {
    match e {
        GameError::GameOver => ApiError::GameOver,
        GameError::NothingToUndo => ApiError::NotAllowed("no move to undo".into()),
        GameError::Move(e) => ApiError::IllegalMove(e.to_string()),
    }
}

fn play_text<R: Family>(g: &mut Game<R>, text: &str) -> Result<String, ApiError> {
    g.play_text(text).map_err(game_error)?;
    Ok(g.move_text(g.moves().len() - 1).unwrap_or_else(|| text.to_string()))
}

fn resign<R: Family>(g: &mut Game<R>, seat: usize) -> Result<(), ApiError> {
    let side = R::sides()[seat.min(1)];
    g.resign(side).map_err(game_error)
}

fn view<R: WebFamily>(g: &Game<R>, meta: &GameMeta, extras: ViewExtras) -> GameView {
    let rules = g.rules();
    let sides = R::sides();
    let outcome = g.outcome();
    let side_id = |seat: usize| R::side_id(sides[seat.min(1)]);
    let pos = g.position();
    let mut legal: Vec<LegalFrom> = Vec::new();
    for mv in g.legal_moves() {
        let view = rules.move_view(pos, mv);
        match legal.iter_mut().find(|l| l.from == view.from) {
            Some(group) => group.moves.push(view),
            None => legal.push(LegalFrom { from: view.from.clone(), moves: vec![view] }),
        }
    }
    let n = g.moves().len();
    let status = if outcome.is_some() {
        "finished"
    } else if meta.seats.iter().any(|p| !p.joined()) {
        "open"
    } else {
        "running"
    };
    GameView {
        id: meta.id.clone(),
        family: R::GAME,
        preset: meta.preset.clone(),
        options: meta.options.clone(),
        board: rules.board_view(),
        seats: (0..2)
            .map(|i| SeatView {
                side: side_id(i),
                name: rules.side_name(sides[i]),
                player: if meta.seats[i].level().is_some() { "ai" } else { "human" },
                level: meta.seats[i].level().map(Level::get),
                joined: meta.seats[i].joined(),
            })
            .collect(),
        status,
        to_move: outcome.is_none().then(|| R::side_id(g.side_to_move())),
        ply: n,
        moves: g.move_texts(),
        last_move: n.checked_sub(1).map(|i| rules.move_view(&g.positions()[i], g.moves()[i])),
        pieces: rules.pieces(pos),
        legal,
        captures: rules.captures(g),
        outcome: outcome.map(|o| OutcomeView {
            winner: o.winner().map(R::side_id),
            reason: o.reason().name(),
            result: result_text_of(rules, Some(o)),
        }),
        draw_offer: extras.draw_offer.map(side_id),
        thinking: extras.thinking,
    }
}

fn ai_move<R: WebFamily>(
    g: &Game<R>,
    level: Level,
    time: Duration,
    seed: u64,
    tables: &TableDir,
) -> Option<String> {
    let rules = g.rules();
    let mut player = LevelPlayer::new(rules, level, Some(time), seed).with_oracle(rules.oracle(tables));
    let mv = player.choose(rules, &history(g), g.position())?;
    Some(rules.move_text(g.position(), mv))
}
