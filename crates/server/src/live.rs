//! [`Live`]: a game held in memory while people play it — the rules' game, who plays, the
//! draw offer — and how it is rebuilt from, and saved to, its stored row.

use crate::clock::{Clock, TimeControl};
use crate::error::ApiError;
use crate::game_view::{ViewExtras, game_view, turn_view};
use crate::meta::{GameMeta, Player, now_ms};
use crate::store::{GameRow, GameState};
use crate::view::{GameView, TurnView};
use reynard_play::{AnyGame, AnyRules};
use reynard_rules::EndReason;
use std::sync::atomic::{AtomicU64, Ordering};

/// A game in play.
#[derive(Clone, Debug)]
pub struct Live {
    /// Fixed facts: preset, options, seats.
    pub meta: GameMeta,
    /// The game itself.
    pub game: AnyGame,
    /// The seat offering a draw.
    pub draw_offer: Option<usize>,
    /// The seat asking to take back a move (casual games between people).
    pub takeback_offer: Option<usize>,
    /// Changes at each change (unique in the process, also across reloads), so a late AI
    /// answer for an old position is dropped.
    pub version: u64,
    /// Whether the AI is thinking.
    pub thinking: bool,
    /// The clock of a timed game.
    pub clock: Option<Clock>,
    /// The stored revision this game is at (see [`GameState::rev`]).
    pub rev: i64,
    /// A rematch offered or started, once the game is over.
    pub rematch: Option<Rematch>,
    /// Whether the game was aborted before both sides had made their first move: it is
    /// over, with no result.
    pub aborted: bool,
}

/// The moves made before a game counts: until both sides have made their first move
/// either player may abort it, and a side too slow with its first move aborts it.
pub const OPENING_PLIES: usize = 2;

/// A rematch of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rematch {
    /// This seat asks for one.
    Offer(usize),
    /// It started: the new game's id.
    Game(String),
}

impl Rematch {
    /// The stored form: `offer:SEAT` or `game:ID`.
    pub fn text(&self) -> String {
        match self {
            Rematch::Offer(seat) => format!("offer:{seat}"),
            Rematch::Game(id) => format!("game:{id}"),
        }
    }

    /// Reads [`Rematch::text`].
    pub fn parse(text: &str) -> Option<Rematch> {
        match text.split_once(':')? {
            ("offer", "0") => Some(Rematch::Offer(0)),
            ("offer", "1") => Some(Rematch::Offer(1)),
            ("game", id) if crate::ids::is_game_id(id) => Some(Rematch::Game(id.to_string())),
            _ => None,
        }
    }
}

/// A version number never used before in this process.
pub fn next_version() -> u64 {
    static VERSIONS: AtomicU64 = AtomicU64::new(1);
    VERSIONS.fetch_add(1, Ordering::Relaxed)
}

impl Live {
    /// A new game.
    pub fn new(meta: GameMeta, rules: AnyRules) -> Live {
        let clock = meta.clock.map(Clock::new);
        Live {
            meta,
            game: rules.new_game(),
            draw_offer: None,
            takeback_offer: None,
            version: next_version(),
            thinking: false,
            clock,
            rev: 0,
            rematch: None,
            aborted: false,
        }
    }

    /// Rebuilds a stored game by replaying its moves.
    pub fn restore(row: GameRow, moves: Vec<String>) -> Result<Live, ApiError> {
        let corrupt = |what: String| ApiError::Corrupt(format!("game {}: {what}", row.id));
        let options: Vec<String> =
            serde_json::from_str(&row.options).map_err(|e| corrupt(format!("options: {e}")))?;
        let rules = AnyRules::from_preset(&row.preset, &options).map_err(|e| corrupt(e.to_string()))?;
        let seat = |i: usize| {
            let mut player = Player::from_stored(&row.seats[i], row.tokens[i].clone(), row.state.joined[i])
                .ok_or_else(|| corrupt(format!("seat {i} `{}`", row.seats[i])))?;
            if let Player::Human { account, guest, .. } = &mut player {
                account.clone_from(&row.state.accounts[i]);
                guest.clone_from(&row.state.guests[i]);
            }
            Ok::<_, ApiError>(player)
        };
        let clock = match &row.clock {
            None => None,
            Some(text) => Some(TimeControl::parse(text).ok_or_else(|| corrupt(format!("clock `{text}`")))?),
        };
        let meta = GameMeta {
            id: row.id.clone(),
            preset: row.preset.clone(),
            options,
            seats: [seat(0)?, seat(1)?],
            public: row.public,
            created_ms: row.created_ms,
            rated: row.rated,
            clock,
        };
        let mut live = Live::new(meta, rules);
        if let Some(clock) = &mut live.clock {
            for (left, stored) in clock.remaining_ms.iter_mut().zip(row.state.clock_ms) {
                *left = stored.unwrap_or(*left);
            }
            clock.running = row.state.clock_running;
        }
        for (i, text) in moves.iter().enumerate() {
            live.game.play_text(text).map_err(|e| corrupt(format!("move {} `{text}`: {e}", i + 1)))?;
        }
        match row.state.declared.as_deref() {
            Some("draw") => live.game.agree_draw()?,
            Some("resign:0") => live.game.resign(0)?,
            Some("resign:1") => live.game.resign(1)?,
            Some("time:0") => live.game.lose_on_time(0)?,
            Some("time:1") => live.game.lose_on_time(1)?,
            Some("aborted") => live.aborted = true,
            Some(other) => return Err(corrupt(format!("declared `{other}`"))),
            None => {}
        }
        live.draw_offer = row.state.draw_offer;
        live.takeback_offer = row.state.takeback_offer;
        live.rev = row.state.rev;
        live.rematch = match &row.state.rematch {
            None => None,
            Some(text) => Some(Rematch::parse(text).ok_or_else(|| corrupt(format!("rematch `{text}`")))?),
        };
        Ok(live)
    }

    /// The game's record, its players named in tags (an account, a guest, the AI's level).
    pub fn record(&self) -> String {
        let sides = self.game.side_ids();
        let mut tags = vec![("GameId".to_string(), self.meta.id.clone())];
        for (i, player) in self.meta.seats.iter().enumerate() {
            let who = match (player.level(), player.account(), player.guest_name()) {
                (Some(level), _, _) => format!("Reynard level {}", level.get()),
                (None, Some(name), _) => name.to_string(),
                (None, None, Some(name)) => format!("{name} (guest)"),
                (None, None, None) => "person".to_string(),
            };
            tags.push((format!("Player{}", i + 1), format!("{} ({})", who, sides[i])));
        }
        self.game.record(&tags)
    }

    /// The row of a new game.
    pub fn row(&self) -> GameRow {
        let m = &self.meta;
        GameRow {
            id: m.id.clone(),
            family: self.game.family().tag().to_string(),
            preset: m.preset.clone(),
            options: serde_json::to_string(&m.options).unwrap_or_else(|_| "[]".into()),
            seats: [m.seats[0].kind_text(), m.seats[1].kind_text()],
            tokens: [
                m.seats[0].token_hash().map(str::to_string),
                m.seats[1].token_hash().map(str::to_string),
            ],
            public: m.public,
            created_ms: m.created_ms,
            rated: m.rated,
            clock: m.clock.map(TimeControl::text),
            state: GameState { rev: self.rev, ..self.state() },
        }
    }

    /// The columns that change, as they are now, at the next revision.
    pub fn state(&self) -> GameState {
        let ending = self.game.ending();
        let sides = self.game.side_ids();
        let declared = match ending {
            _ if self.aborted => Some("aborted".to_string()),
            Some(e) if self.game.declared() => match (e.reason, e.winner) {
                (EndReason::Resignation, Some(w)) => Some(format!("resign:{}", 1 - w.min(1))),
                (EndReason::Time, Some(w)) => Some(format!("time:{}", 1 - w.min(1))),
                _ => Some("draw".to_string()),
            },
            _ => None,
        };
        GameState {
            joined: [self.meta.seats[0].joined(), self.meta.seats[1].joined()],
            draw_offer: self.draw_offer,
            takeback_offer: self.takeback_offer,
            declared,
            ply: self.game.ply(),
            status: self.status().to_string(),
            result: ending.map(|e| e.winner.map_or("draw", |w| sides[w.min(1)]).to_string()),
            reason: ending.map(|e| e.reason.name().to_string()),
            updated_ms: now_ms(),
            accounts: self.meta.seats.clone().map(|p| p.account().map(str::to_string)),
            guests: self.meta.seats.clone().map(|p| p.guest_name().map(str::to_string)),
            clock_ms: match &self.clock {
                Some(clock) => clock.remaining_ms.map(Some),
                None => [None, None],
            },
            clock_running: self.clock.and_then(|c| c.running),
            rev: self.rev + 1,
            rematch: self.rematch.as_ref().map(Rematch::text),
        }
    }

    /// Whether the game is over: ended by its rules, declared, on time, or aborted.
    pub fn over(&self) -> bool {
        self.aborted || self.game.ending().is_some()
    }

    /// Whether the game may still be aborted: it goes on and the sides have not both
    /// made their first move ([`OPENING_PLIES`]).
    pub fn abortable(&self) -> bool {
        !self.over() && self.game.ply() < OPENING_PLIES
    }

    /// Aborts the game: over with no result (no rating changes); standing offers lapse.
    pub fn abort(&mut self) {
        self.aborted = true;
        self.clear_offers();
    }

    /// The standing draw and takeback offers lapse (a move was made, the game ended).
    pub fn clear_offers(&mut self) {
        self.draw_offer = None;
        self.takeback_offer = None;
    }

    /// When the game ends by itself unless the side to move moves: its clock runs out
    /// (it loses on time), or, while the game may be aborted, its first move's time
    /// ([`crate::clock::TimeControl::first_move_ms`]) is up (the game is aborted).
    pub fn deadline_ms(&self) -> Option<i64> {
        let clock = self.clock.filter(|_| !self.over())?;
        if self.abortable() { clock.first_move_deadline_ms() } else { clock.deadline_ms() }
    }

    /// Whether [`Live::deadline_ms`] has come at `now`.
    pub fn due(&self, now: i64) -> bool {
        self.deadline_ms().is_some_and(|deadline| now >= deadline)
    }

    /// Whether people play each other here and the game goes on: nobody gets the engine's
    /// or the tables' opinion of it then.
    pub fn in_play_between_people(&self) -> bool {
        !self.meta.against_ai() && !self.over()
    }

    /// `open` (a seat waits for its player), `running`, `finished` or `aborted`.
    pub fn status(&self) -> &'static str {
        crate::game_view::status(&self.game, &self.meta, self.aborted)
    }

    /// The game as the page sees it, with the clocks as they stand at `now`.
    pub fn view_now(&self, now: i64) -> GameView {
        game_view(&self.game, &self.meta, self.extras(now))
    }

    /// What a move changes of the view ([`GameView::turn`]), at `now`.
    pub fn turn_now(&self, now: i64) -> TurnView {
        turn_view(&self.game, &self.meta, self.extras(now))
    }

    /// What the view shows besides the game, at `now`.
    fn extras(&self, now: i64) -> ViewExtras<'_> {
        ViewExtras {
            draw_offer: self.draw_offer,
            takeback_offer: self.takeback_offer,
            thinking: self.thinking,
            clock: self.clock.map(|c| (c, now)),
            rematch: self.rematch.as_ref(),
            aborted: self.aborted,
        }
    }

    /// The game as it stood after `ply` moves; a clear error past its end.
    pub fn game_at(&self, ply: usize) -> Result<AnyGame, ApiError> {
        let mut game = self.game.clone();
        if ply > game.ply() {
            return Err(ApiError::BadQuery(format!("ply {ply}: the game has {} moves", game.ply())));
        }
        while game.ply() > ply {
            game.undo()?;
        }
        Ok(game)
    }

    /// The game as it stood after `ply` moves (for replaying a game): no legal moves are
    /// offered.
    pub fn view_at(&self, ply: usize) -> Result<GameView, ApiError> {
        let mut view = game_view(&self.game_at(ply)?, &self.meta, ViewExtras::default());
        view.turn.legal.clear();
        view.turn.to_move = None;
        Ok(view)
    }

    /// Keeps the clock in step with the game at `now`: stopped once the game is over,
    /// started for the side to move once both seats are taken.
    pub fn sync_clock(&mut self, now: i64) {
        let over = self.over();
        let seated = self.meta.seats.iter().all(Player::joined);
        let to_move = self.game.seat_to_move();
        let Some(clock) = &mut self.clock else { return };
        if over {
            clock.stop(now);
        } else if seated && clock.running.is_none() {
            clock.start(to_move, now);
        }
    }

    /// The AI seat to move, with its level, if the AI should move now.
    pub fn ai_to_move(&self) -> Option<reynard_search::level::Level> {
        if self.over() {
            return None;
        }
        self.meta.seats[self.game.seat_to_move()].level()
    }
}
