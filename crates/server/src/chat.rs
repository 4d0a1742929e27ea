//! Chat in a game: the players talk in their room, spectators in theirs, and neither sees
//! the other's. Lines are at most [`MAX_CHARS`] characters with no control characters, and
//! each writer may send [`RATE`] a second (bursts of [`BURST`]); a player may mute the
//! other, and then sees none of their lines. Lines are stored, then sent to the game's
//! live connections — with PostgreSQL through the database ([`CHAT_CHANNEL`]), so that they
//! reach the connections of every server. The page shows a line as text, never as HTML.

use crate::bucket::Bucket;
use crate::error::ApiError;
use crate::store::Store;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// The PostgreSQL channel of chat events (their JSON).
pub const CHAT_CHANNEL: &str = "reynard_chat";
/// The longest line.
pub const MAX_CHARS: usize = 280;
/// Lines a writer may send a second, on average.
pub const RATE: u32 = 1;
/// Lines a writer may send at once.
pub const BURST: u32 = 5;
/// Writers remembered at most by the rate limit.
const MAX_WRITERS: usize = 10_000;

/// Which room of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChatRoom {
    /// The two players.
    Players,
    /// Everyone watching.
    Spectators,
}

impl ChatRoom {
    /// Its name in the API and the store.
    pub fn name(self) -> &'static str {
        match self {
            ChatRoom::Players => "players",
            ChatRoom::Spectators => "spectators",
        }
    }
}

/// A line said in a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// Its id (a moderator removes a line by it).
    #[serde(default)]
    pub id: String,
    /// The game.
    pub game: String,
    /// The room.
    pub room: ChatRoom,
    /// Who said it (an account's or guest's name, or the side's name).
    pub author: String,
    /// Whether the author is a guest.
    pub guest: bool,
    /// The author's seat, in the players' room.
    pub seat: Option<usize>,
    /// What was said.
    pub text: String,
    /// When, ms since 1970.
    pub ms: i64,
}

/// What the chat sends to a game's connections.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ChatEvent {
    /// A line.
    Chat(ChatLine),
    /// A moderator removed a line.
    Removed {
        /// The game.
        game: String,
        /// The line's id.
        id: String,
    },
    /// A player muted (or unmuted) the other.
    Mute {
        /// The game.
        game: String,
        /// The muting player's seat.
        seat: usize,
        /// Whether they mute now.
        muted: bool,
    },
}

impl ChatEvent {
    /// The game it belongs to.
    pub fn game(&self) -> &str {
        match self {
            ChatEvent::Chat(line) => &line.game,
            ChatEvent::Mute { game, .. } | ChatEvent::Removed { game, .. } => game,
        }
    }

    /// Whether a connection of `seat` (`None`: a spectator) that mutes the other player or
    /// not (`muting`) is shown this event.
    pub fn shown_to(&self, seat: Option<usize>, muting: bool) -> bool {
        match (self, seat) {
            (ChatEvent::Chat(line), None) => line.room == ChatRoom::Spectators,
            (ChatEvent::Chat(line), Some(me)) => {
                line.room == ChatRoom::Players && (line.seat == Some(me) || !muting)
            }
            (ChatEvent::Mute { seat: muter, .. }, Some(me)) => *muter == me,
            (ChatEvent::Mute { .. }, None) => false,
            (ChatEvent::Removed { .. }, _) => true,
        }
    }
}

/// A line's text, checked: trimmed, 1 to [`MAX_CHARS`] characters, no control characters.
///
/// # Errors
///
/// `bad_json` saying what does not fit.
pub fn checked_text(text: &str) -> Result<String, ApiError> {
    let text = text.trim();
    let chars = text.chars().count();
    if chars == 0 || chars > MAX_CHARS {
        return Err(ApiError::BadJson(format!("a chat line has 1 to {MAX_CHARS} characters")));
    }
    if text.chars().any(char::is_control) {
        return Err(ApiError::BadJson("a chat line has no control characters".into()));
    }
    Ok(text.to_string())
}

/// The games' chat channels on this server, and the writers' rate limits.
#[derive(Debug)]
pub struct Chat {
    store: Store,
    channels: Mutex<HashMap<String, broadcast::Sender<Arc<ChatEvent>>>>,
    writers: Mutex<HashMap<String, Bucket>>,
}

impl Chat {
    /// Over the server's store.
    pub fn new(store: Store) -> Arc<Chat> {
        Arc::new(Chat { store, channels: Mutex::new(HashMap::new()), writers: Mutex::new(HashMap::new()) })
    }

    /// The game's chat events from now on.
    pub fn subscribe(&self, game: &str) -> broadcast::Receiver<Arc<ChatEvent>> {
        let mut channels = lock(&self.channels);
        channels.retain(|_, sender| sender.receiver_count() > 0);
        channels.entry(game.to_string()).or_insert_with(|| broadcast::channel(64).0).subscribe()
    }

    /// Takes a token of `writer`'s rate (a writer is a game and a name).
    ///
    /// # Errors
    ///
    /// `rate_limited` over the rate.
    pub fn allow(&self, writer: &str) -> Result<(), ApiError> {
        let mut writers = lock(&self.writers);
        if writers.len() >= MAX_WRITERS && !writers.contains_key(writer) {
            let now = std::time::Instant::now();
            writers.retain(|_, bucket| !bucket.is_full(now));
        }
        let bucket = writers.entry(writer.to_string()).or_insert_with(|| Bucket::new(RATE, BURST));
        if bucket.take() { Ok(()) } else { Err(ApiError::RateLimited) }
    }

    /// Stores a line under a new id and sends it.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn say(&self, mut line: ChatLine) -> Result<(), ApiError> {
        line.id = crate::ids::new_token()?;
        self.store.insert_chat(&line).await?;
        self.publish(ChatEvent::Chat(line)).await;
        Ok(())
    }

    /// Sends an event to the game's connections on every server.
    pub async fn publish(&self, event: ChatEvent) {
        if self.store.is_postgres() {
            if let Ok(text) = serde_json::to_string(&event) {
                // A line that cannot be announced is stored all the same: it is in the history.
                let _ = self.store.notify(CHAT_CHANNEL, &text).await;
            }
        } else {
            self.deliver(event);
        }
    }

    /// Passes an event to the game's connections on this server.
    pub fn deliver(&self, event: ChatEvent) {
        if let Some(sender) = lock(&self.channels).get(event.game()) {
            // Nobody listening is fine.
            let _ = sender.send(Arc::new(event));
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(room: ChatRoom, seat: Option<usize>) -> ChatEvent {
        ChatEvent::Chat(ChatLine {
            id: "l".into(),
            game: "g".into(),
            room,
            author: "a".into(),
            guest: false,
            seat,
            text: "hi".into(),
            ms: 0,
        })
    }

    #[test]
    fn rooms_are_apart_and_a_mute_hides_the_other_player_only() {
        let players = line(ChatRoom::Players, Some(0));
        assert!(players.shown_to(Some(0), true), "one's own lines, muting or not");
        assert!(players.shown_to(Some(1), false));
        assert!(!players.shown_to(Some(1), true), "muted");
        assert!(!players.shown_to(None, false), "spectators do not see the players' room");
        let spectators = line(ChatRoom::Spectators, None);
        assert!(spectators.shown_to(None, false) && !spectators.shown_to(Some(0), false));
        assert!(checked_text("  привет  ").is_ok_and(|t| t == "привет"));
        for bad in ["", "   ", "a\u{7}b", &"x".repeat(MAX_CHARS + 1)] {
            assert!(checked_text(bad).is_err(), "{bad:?}");
        }
        let back: ChatEvent =
            serde_json::from_str(&serde_json::to_string(&players).expect("json")).expect("read");
        assert_eq!(back, players);
    }
}
