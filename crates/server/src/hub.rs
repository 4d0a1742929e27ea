//! [`Hub`]: the games being played. It loads a game from the store on first use (so after a
//! restart every game continues), applies actions through [`crate::actions::apply`], stores
//! each change before answering, tells every watcher, and lets the AI move.

use crate::actions::{Action, StoreOp, apply};
use crate::ai::Ai;
use crate::error::ApiError;
use crate::ids::{is_game_id, new_game_id, new_seed, new_token, token_hash};
use crate::live::Live;
use crate::meta::{GameMeta, Player, now_ms};
use crate::store::Store;
use crate::view::{GameSummary, GameView, SeatView};
use reynard_play::AnalysisView;
use reynard_play::{AnyGame, AnyRules, FamilyId, side_ids};
use reynard_search::level::Level;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{OwnedMutexGuard, broadcast};

/// Messages (JSON text) sent to everyone watching a game.
pub type Events = broadcast::Receiver<Arc<str>>;

/// One game's place in memory: the live game (loaded on first use) and its watchers.
#[derive(Debug)]
struct Room {
    live: Arc<tokio::sync::Mutex<Option<Live>>>,
    events: broadcast::Sender<Arc<str>>,
    /// The analyses of the game's version (the first field), by ply: one search per
    /// position however many people ask (the lock also lets only one run per game at a
    /// time); a new version forgets them.
    analysis: tokio::sync::Mutex<(u64, HashMap<usize, AnalysisView>)>,
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
    /// The opponent: the AI at a level, or `None` for a person.
    pub ai: Option<Level>,
    /// Whether anyone may take the person's seat (listed as open).
    pub public: bool,
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
}

/// How many messages a slow watcher may fall behind before it is sent the state afresh.
const EVENT_BUFFER: usize = 16;

impl Hub {
    /// A hub over a store.
    pub fn new(store: Store, ai: Ai) -> Arc<Hub> {
        Arc::new(Hub { store, ai, rooms: Mutex::new(HashMap::new()) })
    }

    /// Creates and stores a game; the AI moves at once if it has the first move.
    pub async fn create(self: &Arc<Self>, new: NewGame) -> Result<Created, ApiError> {
        let rules = AnyRules::from_preset(&new.preset, &new.options)?;
        let game = rules.clone().new_game();
        let sides = game.side_ids();
        let seat = match new.side.as_deref() {
            None => game.seat_to_move(),
            Some(side) => sides.iter().position(|s| *s == side).ok_or_else(|| {
                ApiError::BadVariant(format!("unknown side `{side}`; the sides are {}", sides.join(", ")))
            })?,
        };
        let token = new_token()?;
        let invite = if new.ai.is_none() { Some(new_token()?) } else { None };
        let other = match (new.ai, &invite) {
            (Some(level), _) => Player::Ai(level),
            (None, invite) => {
                Player::Human { token_hash: token_hash(invite.as_deref().unwrap_or_default()), joined: false }
            }
        };
        let me = Player::Human { token_hash: token_hash(&token), joined: true };
        let seats = if seat == 0 { [me, other] } else { [other, me] };
        let meta = GameMeta {
            id: new_game_id()?,
            preset: new.preset,
            options: new.options,
            seats,
            public: new.public && new.ai.is_none(),
            created_ms: now_ms(),
        };
        let id = meta.id.clone();
        let mut live = Live::new(meta, rules);
        self.store.insert_game(&live.row()).await?;
        let room = Arc::new(Room::new());
        let mut guard = room.live.clone().lock_owned().await;
        self.rooms_map().insert(id, room.clone());
        self.schedule_ai(&mut live);
        let view = live.view();
        *guard = Some(live);
        Ok(Created { game: view, seat, token, invite })
    }

    /// The store the games live in.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The game's state now.
    pub async fn view(self: &Arc<Self>, id: &str) -> Result<GameView, ApiError> {
        let (_, guard) = self.open(id).await?;
        Ok(live(&guard)?.view())
    }

    /// The game as it stood after `ply` moves.
    pub async fn view_at(self: &Arc<Self>, id: &str, ply: usize) -> Result<GameView, ApiError> {
        let (_, guard) = self.open(id).await?;
        live(&guard)?.view_at(ply)
    }

    /// The AI's opinion of the game's position now, or after `ply` moves (a past position,
    /// also of a finished game). Asked again for the same position, the answer is the one
    /// found before; one analysis of a game runs at a time, and all share the AI's bound on
    /// searches.
    pub async fn analyse(self: &Arc<Self>, id: &str, ply: Option<usize>) -> Result<AnalysisView, ApiError> {
        let (room, guard) = self.open(id).await?;
        let current = live(&guard)?;
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
            let idle = Arc::strong_count(room) == 1
                && room.events.receiver_count() == 0
                && room.live.try_lock().is_ok_and(|live| live.as_ref().is_none_or(|l| !l.thinking));
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
        let live = live(&guard)?;
        let sides = live.game.side_ids();
        let mut tags = vec![("GameId".to_string(), id.to_string())];
        for (i, player) in live.meta.seats.iter().enumerate() {
            let who = match player.level() {
                Some(level) => format!("Reynard level {}", level.get()),
                None => "person".to_string(),
            };
            tags.push((format!("Player{}", i + 1), format!("{} ({})", who, sides[i])));
        }
        Ok(live.game.record(&tags))
    }

    /// Applies the action of the holder of `token`: stored, then sent to every watcher.
    pub async fn act(self: &Arc<Self>, id: &str, token: &str, action: Action) -> Result<GameView, ApiError> {
        let (room, mut guard) = self.open(id).await?;
        let seat = live(&guard)?.meta.seat_of(token).ok_or(ApiError::BadToken)?;
        self.commit(&room, &mut guard, seat, &action).await
    }

    /// The seat (0 or 1) that `token` holds.
    pub async fn seat_of(self: &Arc<Self>, id: &str, token: &str) -> Result<usize, ApiError> {
        let (_, guard) = self.open(id).await?;
        live(&guard)?.meta.seat_of(token).ok_or(ApiError::BadToken)
    }

    /// Takes the free seat of a public game: the seat and a new token for it (the
    /// invitation's token, which the creator saw, no longer holds it).
    pub async fn join_open(self: &Arc<Self>, id: &str) -> Result<(usize, String, GameView), ApiError> {
        let (room, mut guard) = self.open(id).await?;
        let current = live(&guard)?;
        let free = current.meta.seats.iter().position(|p| !p.joined());
        let (Some(seat), true) = (free, current.meta.public) else {
            return Err(ApiError::NotAllowed("this game has no free seat to take".into()));
        };
        let token = new_token()?;
        let hash = token_hash(&token);
        if !self.store.claim_seat(id, seat, &hash).await? {
            return Err(ApiError::NotAllowed("someone else took the seat".into()));
        }
        if let Some(current) = guard.as_mut() {
            current.meta.seats[seat] = Player::Human { token_hash: hash, joined: false };
        }
        let view = self.commit(&room, &mut guard, seat, &Action::Join).await?;
        Ok((seat, token, view))
    }

    /// The state now (as a `state` message) and the stream of later messages.
    pub async fn subscribe(self: &Arc<Self>, id: &str) -> Result<(Arc<str>, Events), ApiError> {
        let (room, guard) = self.open(id).await?;
        let events = room.events.subscribe();
        Ok((state_message(&live(&guard)?.view()), events))
    }

    /// Recent games with this status, newest first.
    pub async fn list(&self, status: Option<&str>, limit: i64) -> Result<Vec<GameSummary>, ApiError> {
        let rows = self.store.list(status, limit).await?;
        Ok(rows
            .into_iter()
            .map(|row| {
                let sides = side_ids(FamilyId::from_tag(&row.family).unwrap_or(FamilyId::Hunt));
                let seats = (0..2)
                    .map(|i| {
                        let player =
                            Player::from_stored(&row.seats[i], Some(String::new()), row.state.joined[i]);
                        SeatView {
                            side: sides[i],
                            name: sides[i].to_string(),
                            player: if row.seats[i].starts_with("ai") { "ai" } else { "human" },
                            level: player.as_ref().and_then(Player::level).map(Level::get),
                            joined: row.state.joined[i],
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
                    updated_ms: row.state.updated_ms,
                }
            })
            .collect())
    }

    /// Applies an action to a copy, stores it, then makes it the game and tells everyone.
    async fn commit(
        self: &Arc<Self>,
        room: &Room,
        guard: &mut Option<Live>,
        seat: usize,
        action: &Action,
    ) -> Result<GameView, ApiError> {
        let current = guard.as_ref().ok_or_else(|| ApiError::Corrupt("game not loaded".into()))?;
        let mut next = current.clone();
        let op = apply(&mut next, seat, action)?;
        let state = next.state();
        let id = next.meta.id.clone();
        match &op {
            StoreOp::Append(ply, notation) => self.store.append_move(&id, *ply, notation, &state).await?,
            StoreOp::Truncate(from) => self.store.truncate_moves(&id, *from, &state).await?,
            StoreOp::State => self.store.update_state(&id, &state).await?,
        }
        next.version = crate::live::next_version();
        next.thinking = false;
        self.schedule_ai(&mut next);
        let view = next.view();
        *guard = Some(next);
        // Nobody listening is fine.
        let _ = room.events.send(state_message(&view));
        Ok(view)
    }

    /// Starts the AI's search when it is to move.
    fn schedule_ai(self: &Arc<Self>, live: &mut Live) {
        let Some(level) = live.ai_to_move() else { return };
        if live.thinking {
            return;
        }
        live.thinking = true;
        let (hub, id, version, game) = (self.clone(), live.meta.id.clone(), live.version, live.game.clone());
        tokio::spawn(async move { hub.ai_turn(id, version, game, level).await });
    }

    /// The AI thinks, then plays through the same path as people, unless the game changed
    /// meanwhile (an undo, a resignation).
    async fn ai_turn(self: Arc<Self>, id: String, version: u64, game: AnyGame, level: Level) {
        let text = self.ai.choose(game, level, new_seed()).await;
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
                let _ = room.events.send(state_message(&current.view()));
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
            self.schedule_ai(&mut live);
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
        }
    }
}

fn live(guard: &Option<Live>) -> Result<&Live, ApiError> {
    guard.as_ref().ok_or_else(|| ApiError::Corrupt("game not loaded".into()))
}

/// The WebSocket message carrying a game's state.
pub fn state_message(view: &GameView) -> Arc<str> {
    let message = serde_json::json!({ "type": "state", "game": view });
    Arc::from(message.to_string())
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
        );
        let new =
            NewGame { preset: "fox-geese".into(), options: vec![], side: None, ai: None, public: false };
        let created = hub.create(new).await.expect("created");
        let id = created.game.id.clone();
        let (_, events) = hub.subscribe(&id).await.expect("subscribed");
        assert_eq!(hub.sweep(), 0, "a watched game stays");
        drop(events);
        assert_eq!(hub.sweep(), 1, "an idle game goes");
        let view = hub.act(&id, &created.token, Action::Move { text: "c3-c4".into(), ply: Some(0) }).await;
        assert_eq!(view.expect("reloaded and played").ply, 1);
        let _ = std::fs::remove_dir_all(dir);
    }
}
