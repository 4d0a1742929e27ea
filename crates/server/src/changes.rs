//! Several servers on one PostgreSQL: each change a server stores is announced on the
//! channel [`CHANGES_CHANNEL`] (`GAME_ID:REV`, sent by the store with the change, so only
//! once it is committed), and every server listens. A server holding that game at an older
//! revision loads it again and tells its own watchers, so a move made through one server
//! reaches the players and spectators connected to the others. Writes are guarded by the
//! revision, so two servers never both apply a change (the later one reloads and tries
//! again), and a clock's flag falls once. Account events ([`crate::inbox`]) travel the same
//! way on a channel of their own.

use crate::chat::{CHAT_CHANNEL, ChatEvent};
use crate::hub::Hub;
use crate::inbox::EVENTS_CHANNEL;
use crate::store::CHANGES_CHANNEL;
use sqlx::postgres::PgListener;
use std::sync::{Arc, Weak};
use std::time::Duration;

/// Listens for other servers' changes while the hub lives; returns once it listens (or
/// after `wait`, going on trying in the background), so that a server announces nothing
/// before it hears. After every (re)connection the games held here are loaded again, since
/// announcements made while it was away are lost.
pub async fn listen(hub: &Arc<Hub>, url: String, wait: Duration) {
    let hub = Arc::downgrade(hub);
    let (listening, heard) = tokio::sync::oneshot::channel();
    tokio::spawn(async move {
        let mut listening = Some(listening);
        while hub.strong_count() > 0 {
            if let Ok(mut listener) = PgListener::connect(&url).await {
                if listener.listen_all([CHANGES_CHANNEL, EVENTS_CHANNEL, CHAT_CHANNEL]).await.is_ok() {
                    if let Some(listening) = listening.take() {
                        let _ = listening.send(());
                    }
                    relay(&hub, &mut listener).await;
                }
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
    let _ = tokio::time::timeout(wait, heard).await;
}

/// Passes announcements to the hub until the connection fails or the hub is gone.
async fn relay(hub: &Weak<Hub>, listener: &mut PgListener) {
    match hub.upgrade() {
        Some(hub) => hub.reload_all().await,
        None => return,
    }
    while let Ok(notification) = listener.recv().await {
        let Some(hub) = hub.upgrade() else { return };
        if notification.channel() == CHAT_CHANNEL {
            if let Ok(event) = serde_json::from_str::<ChatEvent>(notification.payload()) {
                hub.chat().deliver(event);
            }
        } else if notification.channel() == EVENTS_CHANNEL {
            if let Some((account, event)) = notification.payload().split_once('\n') {
                hub.inbox().deliver(account, event);
            }
        } else if let Some((id, rev)) = parse(notification.payload()) {
            hub.changed_elsewhere(id, rev).await;
        }
    }
}

/// Reads `GAME_ID:REV`.
fn parse(payload: &str) -> Option<(&str, i64)> {
    let (id, rev) = payload.split_once(':')?;
    Some((id, rev.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_are_read_and_garbage_is_not() {
        assert_eq!(parse("k3m9x2p7qa4d:12"), Some(("k3m9x2p7qa4d", 12)));
        for bad in ["", "k3m9x2p7qa4d", "k3m9x2p7qa4d:x", ":"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
