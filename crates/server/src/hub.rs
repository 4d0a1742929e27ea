//! [`Hub`]: the games being played. It loads a game from the store on first use (so after a
//! restart every game continues), applies actions through [`crate::actions::apply`], stores
//! each change before answering (with the ratings, when a rated game ends), tells every
//! watcher, lets the AI move, and keeps each timed game's flag timer: a side whose clock
//! runs out loses on time even when nobody is connected (before both sides have made their
//! first move, a side too slow with it aborts the game: [`Live::deadline_ms`]; a loss the
//! store could not take, the database away, is tried again until it is stored or the game
//! changed).

use crate::actions::{Action, apply};
use crate::ai::Ai;
use crate::error::ApiError;
use crate::ids::{is_game_id, new_game_id, new_seed, new_token, token_hash};
use crate::inbox::Inbox;
use crate::live::{Live, Rematch};
use crate::meta::{Actor, GameMeta, Player};
use crate::store::{GameRow, RatedResult, SaveError, Store};
use crate::time::TimeSource;
use crate::view::{GameSummary, GameView, SeatView};
use reynard_play::AnalysisView;
use reynard_play::{AnyGame, AnyRules, FamilyId, side_ids};
use reynard_search::level::Level;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{OwnedMutexGuard, broadcast};

/// A message (JSON text) sent to everyone watching a game: one buffer that every watcher's
/// connection sends from, not a copy each.
pub type Message = axum::extract::ws::Utf8Bytes;

/// The messages sent to everyone watching a game.
pub type Events = broadcast::Receiver<Message>;

/// One game's place in memory: the live game (loaded on first use) and its watchers.
#[derive(Debug)]
struct Room {
    live: Arc<tokio::sync::Mutex<Option<Live>>>,
    events: broadcast::Sender<Message>,
    /// The analyses of the game's version (the first field), by ply: one search per
    /// position however many people ask (the lock also lets only one run per game at a
    /// time); a new version forgets them.
    analysis: tokio::sync::Mutex<(u64, HashMap<usize, AnalysisView>)>,
    /// The timer that ends the game when the running clock runs out (its task lives as
    /// long as the room).
    flag_timer: crate::flag_timer::FlagTimer,
}

/// How a new game is set up.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The preset id.
    pub preset: String,
    /// Options on top of it, `key=value`.
    pub options: Vec<String>,
    /// The creator's side id (`hunter`, `defenders`…), or `None` for the side that moves
    /// first.
    pub side: Option<String>,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// Whether anyone may take the person's seat (listed as open).
    pub public: bool,
    /// Who creates it: their account, or a guest's chosen name.
    pub creator: Actor,
    /// A guest creator's name.
    pub guest_name: Option<String>,
    /// Whether the result changes the ratings.
    pub rated: bool,
    /// The time control; `None` untimed.
    pub clock: Option<crate::clock::TimeControl>,
}

/// Who plays the other side of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The AI at a level.
    Ai(Level),
    /// A person invited by a link (or anyone, in a public game).
    Invited,
    /// A person already there, with their seat as it will be held (an accepted challenge
    /// or seek: both players are there).
    Seated(Player),
}

/// A new game and the secrets of its seats.
#[derive(Clone, Debug)]
pub struct Created {
    /// The game.
    pub game: GameView,
    /// The creator's seat.
    pub seat: usize,
    /// The creator's token.
    pub token: String,
    /// The other seat's token, to send to a friend, when a person plays it.
    pub invite: Option<String>,
}

/// The games being played, with the store and the AI.
#[derive(Debug)]
pub struct Hub {
    store: Store,
    ai: Ai,
    rooms: Mutex<HashMap<String, Arc<Room>>>,
    time: TimeSource,
    inbox: Arc<Inbox>,
    chat: Arc<crate::chat::Chat>,
    metrics: crate::metrics::Metrics,
    /// `true` once the server is stopping: live connections say goodbye.
    stopping: tokio::sync::watch::Sender<bool>,
}

/// How many messages a slow watcher may fall behind before it is sent the state afresh.
const EVENT_BUFFER: usize = 16;

impl Hub {
    /// A hub over a store, reading the time from `time`.
    pub fn new(store: Store, ai: Ai, time: TimeSource) -> Arc<Hub> {
        let inbox = Inbox::new(store.clone());
        let chat = crate::chat::Chat::new(store.clone());
        let metrics = crate::metrics::Metrics::new();
        let stopping = tokio::sync::watch::Sender::new(false);
        Arc::new(Hub { store, ai, rooms: Mutex::new(HashMap::new()), time, inbox, chat, metrics, stopping })
    }

    /// Watches for the server's stop (`true` once it is stopping).
    pub fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// The server is stopping: every live connection (WebSockets) is told and closed.
    pub fn stop(&self) {
        self.stopping.send_replace(true);
    }

    /// The server's metrics.
    pub fn metrics(&self) -> &crate::metrics::Metrics {
        &self.metrics
    }

    /// The games' chat.
    pub fn chat(&self) -> &crate::chat::Chat {
        &self.chat
    }

    /// The seat (0 or 1) that `actor` holds in game `id`.
    ///
    /// # Errors
    ///
    /// `bad_token` when it holds none; `not_found` for an unknown game.
    pub async fn seat_of(self: &Arc<Self>, id: &str, actor: &Actor) -> Result<usize, ApiError> {
        let (_, guard) = self.open(id).await?;
        acting_seat(live(&guard)?, actor)
    }

    /// How the player of `seat` is named in chat: the account's or guest's name, else the
    /// side's name; and whether it is a guest.
    pub async fn chat_name(self: &Arc<Self>, id: &str, seat: usize) -> Result<(String, bool), ApiError> {
        let (_, guard) = self.open(id).await?;
        let current = live(&guard)?;
        let player = &current.meta.seats[seat.min(1)];
        Ok(match (player.account(), player.guest_name()) {
            (Some(name), _) => (name.to_string(), false),
            (None, Some(name)) => (name.to_string(), true),
            (None, None) => (current.game.side_names()[seat.min(1)].clone(), true),
        })
    }

    /// The accounts' event channels.
    pub fn inbox(&self) -> &Inbox {
        &self.inbox
    }

    /// Tells the accounts playing `live` that it started or finished, when its status
    /// moved from `before` to one of those.
    async fn announce(&self, live: &Live, before: Option<&str>) {
        let status = live.status();
        let kind = match status {
            _ if before == Some(status) => return,
            "running" => "gameStart",
            "finished" | "aborted" => "gameFinish",
            _ => return,
        };
        if kind == "gameFinish" {
            let reason = live.state().reason.unwrap_or_else(|| "other".into());
            tracing::info!(game = %live.meta.id, preset = %live.meta.preset, reason = %reason, "game ended");
            self.metrics.games_ended.get_or_create(&crate::metrics::KindLabels { kind: reason }).inc();
        }
        let sides = live.game.side_ids();
        for (seat, player) in live.meta.seats.iter().enumerate() {
            let Some(name) = player.account() else { continue };
            let opponent = &live.meta.seats[1 - seat];
            let opponent = opponent.account().or(opponent.guest_name());
            let meta = &live.meta;
            let event =
                crate::inbox::game_event(kind, &meta.id, &meta.preset, sides[seat], meta.rated, opponent);
            self.inbox.publish(&crate::accounts::account_id(name), event).await;
        }
    }

    /// Milliseconds since 1970 by the hub's clock.
    pub fn now(&self) -> i64 {
        self.time.now_ms()
    }

    /// Creates and stores a game; the AI moves at once if it has the first move.
    pub async fn create(self: &Arc<Self>, new: NewGame) -> Result<Created, ApiError> {
        self.create_as(new, new_game_id()?).await
    }

    /// Creates and stores a game under an id chosen before (a tournament's planned game:
    /// a second server creating the same one is refused by the id's key).
    pub async fn create_as(self: &Arc<Self>, new: NewGame, id: String) -> Result<Created, ApiError> {
        let rules = AnyRules::from_preset(&new.preset, &new.options)?;
        let game = rules.clone().new_game();
        let sides = game.side_ids();
        let seat = match new.side.as_deref() {
            None => game.seat_to_move(),
            Some(side) => sides.iter().position(|s| *s == side).ok_or_else(|| {
                ApiError::BadVariant(format!("unknown side `{side}`; the sides are {}", sides.join(", ")))
            })?,
        };
        let creator = new.creator.account.as_ref().map(|a| a.name.clone());
        if new.rated {
            let why = match &new.opponent {
                _ if creator.is_none() => Some("log in to play a rated game"),
                Opponent::Ai(_) => Some("games against the computer are not rated"),
                Opponent::Seated(player) => match player.account() {
                    None => Some("log in to play a rated game"),
                    Some(name)
                        if creator.as_deref().map(crate::accounts::account_id)
                            == Some(crate::accounts::account_id(name)) =>
                    {
                        Some("a rated game needs two players")
                    }
                    Some(_) => None,
                },
                _ => None,
            };
            if let Some(why) = why {
                return Err(ApiError::NotAllowed(why.into()));
            }
        }
        let token = new_token()?;
        let invite = if new.opponent == Opponent::Invited { Some(new_token()?) } else { None };
        let other = match &new.opponent {
            Opponent::Ai(level) => Player::Ai(*level),
            Opponent::Invited => {
                Player::guest(token_hash(invite.as_deref().unwrap_or_default()), false, None)
            }
            Opponent::Seated(player) => player.clone(),
        };
        let guest = if creator.is_none() { new.guest_name.clone() } else { None };
        let me = Player::Human { token_hash: token_hash(&token), joined: true, account: creator, guest };
        let seats = if seat == 0 { [me, other] } else { [other, me] };
        let public = new.public && new.opponent == Opponent::Invited;
        let meta = GameMeta {
            id,
            preset: new.preset,
            options: new.options,
            seats,
            public,
            created_ms: self.now(),
            rated: new.rated,
            clock: new.clock,
        };
        let game = self.start(meta, rules).await?;
        Ok(Created { game, seat, token, invite })
    }

    /// Stores a new game and starts it: its room, its clock, the AI's first move.
    async fn start(self: &Arc<Self>, meta: GameMeta, rules: AnyRules) -> Result<GameView, ApiError> {
        let id = meta.id.clone();
        let mut live = Live::new(meta, rules);
        live.sync_clock(self.now());
        self.store.insert_game(&live.row()).await?;
        self.metrics.games_created.inc();
        tracing::info!(game = %id, preset = %live.meta.preset, rated = live.meta.rated, "game created");
        let room = Arc::new(Room::new());
        let mut guard = room.live.clone().lock_owned().await;
        self.rooms_map().insert(id, room.clone());
        self.schedule(&room, &mut live);
        self.announce(&live, None).await;
        let view = live.view_now(self.now());
        *guard = Some(live);
        Ok(view)
    }

    /// The AI the games and analyses share (its search slots bound every search).
    pub fn ai(&self) -> &Ai {
        &self.ai
    }

    /// The store the games live in.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The game's state now.
    pub async fn view(self: &Arc<Self>, id: &str) -> Result<GameView, ApiError> {
        let (_, guard) = self.open(id).await?;
        Ok(live(&guard)?.view_now(self.now()))
    }

    /// The game as it stood after `ply` moves.
    pub async fn view_at(self: &Arc<Self>, id: &str, ply: usize) -> Result<GameView, ApiError> {
        let (_, guard) = self.open(id).await?;
        live(&guard)?.view_at(ply)
    }

    /// The AI's opinion of the game's position now, or after `ply` moves (a past position,
    /// also of a finished game). Asked again for the same position, the answer is the one
    /// found before; one analysis of a game runs at a time, and all share the AI's bound on
    /// searches. A game between people is analysed once it is over, not while they play it
    /// (`not_during_play`, for players and spectators alike).
    pub async fn analyse(self: &Arc<Self>, id: &str, ply: Option<usize>) -> Result<AnalysisView, ApiError> {
        let (room, guard) = self.open(id).await?;
        let current = live(&guard)?;
        if current.in_play_between_people() {
            return Err(ApiError::NotDuringPlay);
        }
        let game = match ply {
            Some(ply) => {
                // A past position is looked at for itself: a resignation or an agreed draw
                // after it does not end it (a position the rules end still does).
                let mut game = current.game_at(ply)?;
                game.withdraw_declared();
                game
            }
            None => current.game.clone(),
        };
        if game.ending().is_some() {
            return Err(ApiError::GameOver);
        }
        let (version, ply) = (current.version, game.ply());
        drop(guard);
        let mut cached = room.analysis.lock().await;
        // Versions only grow: a late request for an older one leaves a newer cache alone.
        if cached.0 < version {
            *cached = (version, HashMap::new());
        }
        if let Some(found) = cached.1.get(&ply).filter(|_| cached.0 == version) {
            return Ok(found.clone());
        }
        let found = self.ai.analyse(game).await?;
        if cached.0 == version {
            cached.1.insert(ply, found.clone());
        }
        Ok(found)
    }

    /// Drops from memory the games nobody watches or plays just now (they are reloaded from
    /// the store when next used). A room is dropped only when the map holds the only
    /// reference to it (new references are made under the map's lock), nobody listens,
    /// and its game is idle.
    pub fn sweep(&self) -> usize {
        let mut map = self.rooms_map();
        let before = map.len();
        map.retain(|_, room| {
            // A game whose clock runs stays: its timer must fire.
            let idle = Arc::strong_count(room) == 1
                && room.events.receiver_count() == 0
                && room.live.try_lock().is_ok_and(|live| {
                    live.as_ref().is_none_or(|l| !l.thinking && l.clock.is_none_or(|c| c.running.is_none()))
                });
            !idle
        });
        before - map.len()
    }

    /// Sweeps idle games from memory every `every`, while the hub lives.
    pub fn sweep_every(self: &Arc<Self>, every: std::time::Duration) {
        let hub = Arc::downgrade(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                let Some(hub) = hub.upgrade() else { break };
                hub.sweep();
            }
        });
    }

    /// The game's record.
    pub async fn record(self: &Arc<Self>, id: &str) -> Result<String, ApiError> {
        let (_, guard) = self.open(id).await?;
        Ok(live(&guard)?.record())
    }

    /// Applies the action of the seat `actor` holds: stored, then sent to every watcher;
    /// the game's view after it. A clock that has run out ends the game first (and the
    /// action finds it over).
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        actor: &Actor,
        action: Action,
    ) -> Result<GameView, ApiError> {
        let guard = self.perform(id, actor, action).await?;
        Ok(live(&guard)?.view_now(self.now()))
    }

    /// [`Hub::act`] for a caller that the watchers' message answers (a WebSocket): no view
    /// is built for it.
    pub async fn act_quietly(
        self: &Arc<Self>,
        id: &str,
        actor: &Actor,
        action: Action,
    ) -> Result<(), ApiError> {
        self.perform(id, actor, action).await.map(drop)
    }

    /// Applies the action; the game, still locked.
    async fn perform(
        self: &Arc<Self>,
        id: &str,
        actor: &Actor,
        action: Action,
    ) -> Result<OwnedMutexGuard<Option<Live>>, ApiError> {
        let (room, mut guard) = self.open(id).await?;
        match self.perform_on(&room, &mut guard, id, actor, &action).await {
            // Another server changed the game (a join, a move) and its notification has not
            // come yet: the game as stored, and the action tried once more on it. Only a
            // refusal costs the look at the stored revision.
            Err(ApiError::BadToken | ApiError::Waiting | ApiError::NotYourTurn | ApiError::Stale { .. })
                if self.stored_newer(id, &guard).await =>
            {
                self.refresh(&room, &mut guard, id).await?;
                self.perform_on(&room, &mut guard, id, actor, &action).await?;
            }
            done => done?,
        }
        Ok(guard)
    }

    /// Whether the store (shared with other servers: PostgreSQL) holds game `id` at a newer
    /// revision than `guard`'s.
    async fn stored_newer(&self, id: &str, guard: &Option<Live>) -> bool {
        let held = guard.as_ref().map_or(i64::MAX, |live| live.rev);
        self.store.is_postgres() && self.store.rev(id).await.ok().flatten().is_some_and(|rev| rev > held)
    }

    /// [`Hub::perform`] on the game held in `guard`.
    async fn perform_on(
        self: &Arc<Self>,
        room: &Room,
        guard: &mut Option<Live>,
        id: &str,
        actor: &Actor,
        action: &Action,
    ) -> Result<(), ApiError> {
        let current = live(guard)?;
        let seat = acting_seat(current, actor)?;
        if current.due(self.now()) {
            self.commit(room, guard, seat, &Action::Flag).await?;
            return Err(ApiError::GameOver);
        }
        if matches!(action, Action::Abort | Action::Takeback(_)) && self.store.is_tournament_game(id).await? {
            // A tournament game is played out: a side that does not make its first move
            // in time forfeits it (the standings count that abort against it).
            return Err(ApiError::NotAllowed("a tournament game is neither aborted nor taken back".into()));
        }
        self.commit(room, guard, seat, action).await
    }

    /// Asks for a rematch of a finished game for the seat `actor` holds: the new game's id
    /// once the other player has asked too (or plays the AI, which always accepts), else
    /// `None` (the offer stands). The rematch has the same rules, clock and rating, the
    /// sides swapped, and each seat held as before (the same tokens and accounts).
    pub async fn rematch(self: &Arc<Self>, id: &str, actor: &Actor) -> Result<Option<String>, ApiError> {
        let (room, mut guard) = self.open(id).await?;
        let current = live(&guard)?;
        let seat = acting_seat(current, actor)?;
        let other = 1 - seat;
        let both = match &current.rematch {
            Some(Rematch::Game(game)) => return Ok(Some(game.clone())),
            Some(Rematch::Offer(by)) => *by == other,
            None => current.meta.seats[other].level().is_some(),
        };
        if !both || !current.over() {
            self.commit(&room, &mut guard, seat, &Action::Rematch { game: None }).await?;
            return Ok(None);
        }
        let mut seats = [current.meta.seats[1].clone(), current.meta.seats[0].clone()];
        for player in &mut seats {
            if let Player::Human { joined, .. } = player {
                *joined = true;
            }
        }
        let meta = GameMeta {
            id: new_game_id()?,
            preset: current.meta.preset.clone(),
            options: current.meta.options.clone(),
            seats,
            public: false,
            created_ms: self.now(),
            rated: current.meta.rated,
            clock: current.meta.clock,
        };
        let rules = AnyRules::from_preset(&meta.preset, &meta.options)?;
        let game = self.start(meta, rules).await?.id;
        self.commit(&room, &mut guard, seat, &Action::Rematch { game: Some(game.clone()) }).await?;
        Ok(Some(game))
    }

    /// Takes a seat: the invited seat whose token `actor` sends, else (without a token) the
    /// free seat of a public game. Answers the seat, the token that now holds it, and the
    /// game. Whoever takes a seat gets a new token (the invitation's token, which the
    /// creator saw, no longer holds it); the creator cannot take it
    /// ([`Actor::takes_own_invitation`]). A rated game's seat is for accounts only, and
    /// never for the account holding the other seat.
    pub async fn join(
        self: &Arc<Self>,
        id: &str,
        actor: &Actor,
        guest_name: Option<String>,
    ) -> Result<(usize, String, GameView), ApiError> {
        let (room, mut guard) = self.open(id).await?;
        let current = live(&guard)?;
        let seat = match &actor.token {
            Some(token) => {
                let hash = token_hash(token);
                let seat = (0..2)
                    .find(|&s| current.meta.seats[s].held_by(&Actor::with_token(token.clone()), Some(&hash)));
                seat.ok_or(ApiError::BadToken)?
            }
            None => {
                let free = current.meta.seats.iter().position(|p| !p.joined());
                let (Some(seat), true) = (free, current.meta.public) else {
                    return Err(ApiError::NotAllowed("this game has no free seat to take".into()));
                };
                seat
            }
        };
        let other = current.meta.seats[1 - seat].account().map(crate::accounts::account_id);
        if current.meta.rated {
            match &actor.account {
                None => return Err(ApiError::NotAllowed("log in to play a rated game".into())),
                Some(account) if other.as_deref() == Some(account.id.as_str()) => {
                    return Err(ApiError::NotAllowed("a rated game needs two players".into()));
                }
                Some(_) => {}
            }
        }
        if actor.takes_own_invitation(&current.meta, seat) {
            return Err(ApiError::OwnInvitation);
        }
        let joined = current.meta.seats[seat].joined();
        let account = actor.account.as_ref().map(|a| a.name.clone());
        // A seat taken gets a token of its own: the invitation's, which the creator saw too,
        // then holds nothing.
        let fresh = !joined
            || actor.token.is_none()
            || (account.is_some() && current.meta.seats[seat].account().is_none());
        let token = match (&actor.token, fresh) {
            (Some(token), false) => token.clone(),
            _ => new_token()?,
        };
        let mut taker = None;
        if fresh && !joined {
            let guest = if account.is_none() { guest_name } else { None };
            taker = Some(Player::Human { token_hash: token_hash(&token), joined: false, account, guest });
        } else if fresh {
            return Err(ApiError::NotAllowed("this seat is taken".into()));
        } else if let Some(Player::Human { guest, account: None, .. }) =
            guard.as_mut().map(|l| &mut l.meta.seats[seat])
        {
            if guest.is_none() {
                *guest = guest_name;
            }
        }
        let public = actor.token.is_none();
        self.commit(&room, &mut guard, seat, &Action::Join { taker, public }).await?;
        Ok((seat, token, live(&guard)?.view_now(self.now())))
    }

    /// The state now (as a `state` message) and the stream of later messages.
    pub async fn subscribe(self: &Arc<Self>, id: &str) -> Result<(Message, Events), ApiError> {
        let (room, guard) = self.open(id).await?;
        let events = room.events.subscribe();
        Ok((state_message(&live(&guard)?.view_now(self.now())), events))
    }

    /// Recent games with this status, newest first.
    pub async fn list(&self, status: Option<&str>, limit: i64) -> Result<Vec<GameSummary>, ApiError> {
        Ok(self.store.list(status, limit).await?.into_iter().map(summary).collect())
    }

    /// The most recent games of the account named `name`, newest first.
    pub async fn account_games(&self, name: &str, limit: i64) -> Result<Vec<GameSummary>, ApiError> {
        Ok(self.store.account_games(name, limit).await?.into_iter().map(summary).collect())
    }

    /// Applies an action to a copy, stores it (with the ratings, when it ends a rated
    /// game), then makes it the game and tells everyone: a move as a `move` message (see
    /// [`crate::delta`]), any other change as the whole state.
    async fn commit(
        self: &Arc<Self>,
        room: &Room,
        guard: &mut Option<Live>,
        seat: usize,
        action: &Action,
    ) -> Result<(), ApiError> {
        let mut reloaded = false;
        let before = guard.as_ref().map(Live::status);
        let (mut next, now, pieces_before) = loop {
            let current = guard.as_ref().ok_or_else(|| ApiError::Corrupt("game not loaded".into()))?;
            let was_over = current.over();
            let pieces_before = matches!(action, Action::Move { .. }).then(|| current.game.pieces());
            let mut next = current.clone();
            let now = self.now();
            let op = apply(&mut next, seat, action, now)?;
            next.sync_clock(now);
            let state = next.state();
            let rated = if was_over { None } else { rated_result(&next, now) };
            let writing = std::time::Instant::now();
            let saved = self.store.save(&next.meta.id, &op, &state, rated.as_ref()).await;
            self.metrics.db_write_seconds.observe(writing.elapsed().as_secs_f64());
            match saved {
                Ok(()) => {
                    if matches!(action, Action::Move { .. }) {
                        self.metrics.moves.inc();
                    }
                    next.rev = state.rev;
                    break (next, now, pieces_before);
                }
                // Another server changed the game: take its version (the watchers here see it
                // too) and try once more.
                Err(SaveError::Conflict) if !reloaded => {
                    reloaded = true;
                    let id = next.meta.id.clone();
                    self.refresh(room, guard, &id).await?;
                }
                Err(SaveError::Conflict) => {
                    return Err(ApiError::NotAllowed("the game changed meanwhile: try again".into()));
                }
                Err(SaveError::Sql(e)) => {
                    self.metrics.db_errors.inc();
                    tracing::warn!(game = %next.meta.id, error = %e, "a game's change could not be stored");
                    return Err(e.into());
                }
            }
        };
        next.version = crate::live::next_version();
        next.thinking = false;
        self.schedule(room, &mut next);
        self.announce(&next, before).await;
        crate::notify::game_changed(&self.inbox, before, pieces_before.is_some(), &next).await;
        // Nobody listening is fine.
        let _ = room.events.send(change_message(pieces_before.as_deref(), &next, now));
        *guard = Some(next);
        Ok(())
    }

    /// After a change: the AI's search when it is to move, and the flag timer of a running
    /// clock.
    fn schedule(self: &Arc<Self>, room: &Room, live: &mut Live) {
        self.schedule_ai(live);
        room.flag_timer.set(live.deadline_ms(), self, &self.time, &live.meta.id);
    }

    /// Ends the game on time if its running clock has run out (aborts it if a first move is
    /// overdue). Whether that is settled: the change stored, or none due (the game ended or
    /// changed, or is gone); `false` when the store failed.
    pub(crate) async fn flag_if_due(self: &Arc<Self>, id: &str) -> bool {
        let (room, mut guard) = match self.open(id).await {
            Ok(opened) => opened,
            Err(ApiError::NotFound(_)) => return true,
            Err(_) => return false,
        };
        let due = guard.as_ref().is_some_and(|live| live.due(self.now()));
        !due || self.commit(&room, &mut guard, 0, &Action::Flag).await.is_ok()
    }

    /// The game as stored now.
    async fn reload(&self, id: &str) -> Result<Live, ApiError> {
        let (row, moves) = self.store.load(id).await?.ok_or_else(|| ApiError::no_game(id))?;
        Live::restore(row, moves)
    }

    /// Another server stored revision `rev` of game `id`: a game held here at an older one
    /// is loaded again, its timers set again, and its watchers told.
    pub async fn changed_elsewhere(self: &Arc<Self>, id: &str, rev: i64) {
        let Some(room) = self.rooms_map().get(id).cloned() else { return };
        let mut guard = room.live.clone().lock_owned().await;
        if guard.as_ref().is_none_or(|live| live.rev >= rev) {
            return;
        }
        // A failed load leaves the game as it was: the next change or action loads it.
        let _ = self.refresh(&room, &mut guard, id).await;
    }

    /// Loads the game again from the store, sets its timers and tells its watchers.
    async fn refresh(
        self: &Arc<Self>,
        room: &Room,
        guard: &mut Option<Live>,
        id: &str,
    ) -> Result<(), ApiError> {
        let mut live = self.reload(id).await?;
        self.schedule(room, &mut live);
        // One revision and one move later: that revision was the move (each stored change
        // is one action).
        let pieces_before = guard
            .as_ref()
            .filter(|held| held.rev + 1 == live.rev && held.game.ply() + 1 == live.game.ply())
            .map(|held| held.game.pieces());
        let _ = room.events.send(change_message(pieces_before.as_deref(), &live, self.now()));
        *guard = Some(live);
        Ok(())
    }

    /// Every game held here that the store has at a newer revision, loaded again (after
    /// notifications may have been missed).
    pub async fn reload_all(self: &Arc<Self>) {
        let ids: Vec<String> = self.rooms_map().keys().cloned().collect();
        for id in ids {
            if let Ok(Some(rev)) = self.store.rev(&id).await {
                self.changed_elsewhere(&id, rev).await;
            }
        }
    }

    /// Loads every running timed game, so that its flag timer runs again (after a
    /// restart).
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn resume_clocks(self: &Arc<Self>) -> Result<usize, ApiError> {
        let ids = self.store.running_timed_games().await?;
        for id in &ids {
            // One unreadable game must not keep the others' clocks from running.
            let _ = self.open(id).await;
        }
        Ok(ids.len())
    }

    /// Starts the AI's search when it is to move; in a timed game it thinks within its
    /// clock.
    fn schedule_ai(self: &Arc<Self>, live: &mut Live) {
        let Some(level) = live.ai_to_move() else { return };
        if live.thinking {
            return;
        }
        live.thinking = true;
        // Within its clock, and within the first move's time while the game may be aborted.
        let now = self.now();
        let budget = live.clock.map(|clock| {
            let left = live.deadline_ms().map_or(clock.left_ms(live.game.seat_to_move(), now), |d| d - now);
            think_budget(left, clock.control)
        });
        let (hub, id, version, game) = (self.clone(), live.meta.id.clone(), live.version, live.game.clone());
        tokio::spawn(async move { hub.ai_turn(id, version, game, level, budget).await });
    }

    /// The AI thinks, then plays through the same path as people, unless the game changed
    /// meanwhile (an undo, a resignation).
    async fn ai_turn(
        self: Arc<Self>,
        id: String,
        version: u64,
        game: AnyGame,
        level: Level,
        budget: Option<Duration>,
    ) {
        let text = self.ai.choose(game, level, new_seed(), budget).await;
        let Ok((room, mut guard)) = self.open(&id).await else { return };
        let Some(current) = guard.as_mut() else { return };
        if current.version != version {
            return;
        }
        current.thinking = false;
        let seat = current.game.seat_to_move();
        let result = match text {
            Some(text) => self.commit(&room, &mut guard, seat, &Action::Move { text, ply: None }).await,
            None => Err(ApiError::NotAllowed("the AI found no move".into())),
        };
        if result.is_err() {
            // The AI could not move: tell the watchers it stopped thinking.
            if let Some(current) = guard.as_ref() {
                let _ = room.events.send(state_message(&current.view_now(self.now())));
            }
        }
    }

    /// The game's room, locked, with the game loaded.
    async fn open(
        self: &Arc<Self>,
        id: &str,
    ) -> Result<(Arc<Room>, OwnedMutexGuard<Option<Live>>), ApiError> {
        if !is_game_id(id) {
            return Err(ApiError::no_game(id));
        }
        let room = self.rooms_map().entry(id.to_string()).or_insert_with(|| Arc::new(Room::new())).clone();
        let mut guard = room.live.clone().lock_owned().await;
        if guard.is_none() {
            let Some((row, moves)) = self.store.load(id).await? else {
                drop(guard);
                let mut map = self.rooms_map();
                if map.get(id).is_some_and(|r| Arc::ptr_eq(r, &room)) {
                    map.remove(id);
                }
                return Err(ApiError::no_game(id));
            };
            let mut live = Live::restore(row, moves)?;
            self.schedule(&room, &mut live);
            *guard = Some(live);
        }
        Ok((room, guard))
    }

    fn rooms_map(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Room>>> {
        self.rooms.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Room {
    fn new() -> Room {
        Room {
            live: Arc::new(tokio::sync::Mutex::new(None)),
            events: broadcast::channel(EVENT_BUFFER).0,
            analysis: tokio::sync::Mutex::new((0, HashMap::new())),
            flag_timer: crate::flag_timer::FlagTimer::default(),
        }
    }
}

/// How long the AI may think with `left_ms` on its clock: a thirtieth of it and most of the
/// increment, never more than it has less a margin for the way back.
fn think_budget(left_ms: i64, control: crate::clock::TimeControl) -> Duration {
    let increment = match control {
        crate::clock::TimeControl::Fischer { increment_ms, .. } => increment_ms,
        crate::clock::TimeControl::Correspondence { .. } => 0,
    };
    let budget = (left_ms / 30 + increment * 3 / 4).min(left_ms - 200).max(10);
    Duration::from_millis(budget as u64)
}

/// The ratings' update, when `live` is a rated game between two accounts that has just
/// ended.
fn rated_result(live: &Live, now: i64) -> Option<RatedResult> {
    let ending = live.game.ending()?;
    if !live.meta.rated {
        return None;
    }
    let [Some(first), Some(second)] =
        live.meta.seats.clone().map(|p| p.account().map(crate::accounts::account_id))
    else {
        return None;
    };
    let score = match ending.winner {
        None => 0.5,
        Some(0) => 1.0,
        Some(_) => 0.0,
    };
    Some(RatedResult {
        game_id: live.meta.id.clone(),
        preset: live.meta.preset.clone(),
        accounts: [first, second],
        score,
        ended_ms: now,
    })
}

/// A stored game as a list shows it.
/// A stored game as the lists show it.
pub(crate) fn summary(row: GameRow) -> GameSummary {
    let sides = side_ids(FamilyId::from_tag(&row.family).unwrap_or(FamilyId::Hunt));
    let seats = (0..2)
        .map(|i| {
            let player = Player::from_stored(&row.seats[i], Some(String::new()), row.state.joined[i]);
            SeatView {
                side: sides[i],
                name: sides[i].to_string(),
                player: if row.seats[i].starts_with("ai") { "ai" } else { "human" },
                level: player.as_ref().and_then(Player::level).map(Level::get),
                joined: row.state.joined[i],
                user: crate::game_view::user_view(&Player::Human {
                    token_hash: String::new(),
                    joined: row.state.joined[i],
                    account: row.state.accounts[i].clone(),
                    guest: row.state.guests[i].clone(),
                }),
            }
        })
        .collect();
    GameSummary {
        id: row.id,
        family: row.family,
        preset: row.preset,
        status: row.state.status,
        seats,
        ply: row.state.ply as i64,
        result: row.state.result,
        reason: row.state.reason,
        rated: row.rated,
        updated_ms: row.state.updated_ms,
    }
}

/// The seat `actor` acts for: one it holds and has taken. An invitation's token acts only
/// once its seat is taken (which gives the friend a token of their own).
fn acting_seat(current: &Live, actor: &Actor) -> Result<usize, ApiError> {
    let seat = current.meta.seat_of(actor, current.game.seat_to_move()).ok_or(ApiError::BadToken)?;
    if current.meta.seats[seat].joined() {
        Ok(seat)
    } else if current.over() {
        Err(ApiError::GameOver)
    } else {
        Err(ApiError::NotAllowed("join the game first (POST /api/games/{id}/join)".into()))
    }
}

fn live(guard: &Option<Live>) -> Result<&Live, ApiError> {
    guard.as_ref().ok_or_else(|| ApiError::Corrupt("game not loaded".into()))
}

/// The message telling the watchers of a change to `live`: a `move` message when the
/// change was a move from the pieces `pieces_before`, else the whole state.
fn change_message(pieces_before: Option<&[crate::view::PieceView]>, live: &Live, now: i64) -> Message {
    pieces_before
        .and_then(|before| crate::delta::MoveMessage::new(before, live, now))
        .map_or_else(|| state_message(&live.view_now(now)), |message| message.text())
}

/// The WebSocket message carrying a game's state.
pub fn state_message(view: &GameView) -> Message {
    let message = serde_json::json!({ "type": "state", "game": view });
    Message::from(message.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn idle_games_leave_memory_and_come_back() {
        let dir = std::env::temp_dir().join(format!("reynard-hub-test-{}", std::process::id()));
        let store =
            Store::open(&format!("sqlite://{}", dir.join("games.db").display())).await.expect("store");
        let hub = Hub::new(
            store,
            Ai::new(1, Duration::from_millis(50), reynard_tables::TableDir::new("/nonexistent")),
            TimeSource::System,
        );
        let new = NewGame {
            preset: "fox-geese".into(),
            options: vec![],
            side: None,
            opponent: Opponent::Ai(Level::new(1).expect("level 1")),
            public: false,
            creator: Actor::default(),
            guest_name: None,
            rated: false,
            clock: None,
        };
        let created = hub.create(new).await.expect("created");
        let id = created.game.id.clone();
        let (_, events) = hub.subscribe(&id).await.expect("subscribed");
        assert_eq!(hub.sweep(), 0, "a watched game stays");
        drop(events);
        assert_eq!(hub.sweep(), 1, "an idle game goes");
        let view = hub
            .act(
                &id,
                &Actor::with_token(created.token.clone()),
                Action::Move { text: "c3-c4".into(), ply: Some(0) },
            )
            .await;
        assert_eq!(view.expect("reloaded and played").turn.ply, 1);
        let _ = std::fs::remove_dir_all(dir);
    }
}
