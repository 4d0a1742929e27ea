//! Each account's events, for its event stream (`GET /api/stream/event`): challenges made
//! to it or answered, games starting and finishing. With PostgreSQL an event is sent
//! through the database ([`EVENTS_CHANNEL`]), so that it reaches the account's streams on
//! every server (this one included); with SQLite, one process, it is delivered here.

use crate::store::Store;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// The PostgreSQL channel of account events: `ACCOUNT_ID`, a newline, the event's JSON.
pub const EVENTS_CHANNEL: &str = "reynard_events";
/// Events a slow stream may fall behind before it misses some.
const BUFFER: usize = 64;

/// A game event for an account's stream: `kind` is `gameStart` or `gameFinish`; `side` is
/// the account's side, `opponent` the other player's name (account or guest), if known.
pub fn game_event(
    kind: &str,
    id: &str,
    preset: &str,
    side: &str,
    rated: bool,
    opponent: Option<&str>,
) -> serde_json::Value {
    serde_json::json!({
        "type": kind,
        "game": { "id": id, "preset": preset, "side": side, "rated": rated, "opponent": opponent },
    })
}

/// The accounts' event channels.
#[derive(Debug)]
pub struct Inbox {
    store: Store,
    boxes: Mutex<HashMap<String, broadcast::Sender<Arc<str>>>>,
}

impl Inbox {
    /// Over the server's store.
    pub fn new(store: Store) -> Arc<Inbox> {
        Arc::new(Inbox { store, boxes: Mutex::new(HashMap::new()) })
    }

    /// The store it was made over (where notifications are kept).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The stream of the account's events from now on.
    pub fn subscribe(&self, account: &str) -> broadcast::Receiver<Arc<str>> {
        let mut boxes = self.lock();
        boxes.retain(|_, sender| sender.receiver_count() > 0);
        boxes.entry(account.to_string()).or_insert_with(|| broadcast::channel(BUFFER).0).subscribe()
    }

    /// Sends `event` to the account's streams on every server. An event that cannot be
    /// sent (the database is away) is dropped: streams are told again on reconnecting.
    pub async fn publish(&self, account: &str, event: serde_json::Value) {
        let text = event.to_string();
        if self.store.is_postgres() {
            let _ = self.store.notify(EVENTS_CHANNEL, &format!("{account}\n{text}")).await;
        } else {
            self.deliver(account, &text);
        }
    }

    /// Passes an event to the account's streams on this server.
    pub fn deliver(&self, account: &str, event: &str) {
        if let Some(sender) = self.lock().get(account) {
            // Nobody listening is fine.
            let _ = sender.send(Arc::from(event));
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, broadcast::Sender<Arc<str>>>> {
        self.boxes.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
