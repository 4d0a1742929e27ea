//! Notifications: what an account is told of — a challenge received or answered, its move
//! in a correspondence game, a game over, a tournament starting and its tournament game
//! ready. Each is stored for the account (listed by `GET /api/notifications`, kept until
//! read and beyond, the newest [`KEEP`]) and sent on the account's event stream as
//! `{"type": "notification", "notification": {...}}` (a [`NotificationView`]).
//!
//! The places that make them: [`game_changed`] (the one that turns a change of a game
//! into notifications, called by the hub after each stored change), [`challenge_received`]
//! and [`challenge_answered`] (the challenges' API), and [`tournament_started`] and
//! [`tournament_game`], for the tournaments. A notification that cannot be stored (the
//! database is away) is dropped, like an event: what it tells of stands without it.

use crate::accounts::account_id;
use crate::clock::TimeControl;
use crate::inbox::Inbox;
use crate::live::Live;
use crate::store::NotificationRow;
use serde::Serialize;
use serde_json::{Value, json};

/// Notifications kept per account: a new one drops the oldest beyond these.
pub const KEEP: i64 = 200;

/// What a notification tells of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A challenge to the account: payload `challenge` (id), `from`, `preset`.
    Challenge,
    /// The account's challenge accepted or declined: `challenge`, `by`, `accepted`, and
    /// `game` once accepted.
    ChallengeAnswered,
    /// The account's move in a correspondence game: `game`, `preset`, `opponent`.
    YourMove,
    /// A game of the account's finished: `game`, `preset`, `opponent`, `result` (`win`,
    /// `loss` or `draw`), `reason`.
    GameOver,
    /// A tournament the account plays in started: `tournament` (id), `name`.
    TournamentStarted,
    /// The account's next tournament game is ready: `tournament`, `name`, `game`.
    TournamentGame,
}

impl Kind {
    /// The name stored and sent: `challenge`, `challengeAnswered`, `yourMove`,
    /// `gameOver`, `tournamentStarted`, `tournamentGame`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Challenge => "challenge",
            Kind::ChallengeAnswered => "challengeAnswered",
            Kind::YourMove => "yourMove",
            Kind::GameOver => "gameOver",
            Kind::TournamentStarted => "tournamentStarted",
            Kind::TournamentGame => "tournamentGame",
        }
    }
}

/// A notification as the API lists it and the event stream sends it.
#[derive(Clone, Debug, Serialize)]
pub struct NotificationView {
    /// Its id (to mark it read).
    pub id: String,
    /// What it tells of ([`Kind::name`]).
    pub kind: String,
    /// Its facts (see [`Kind`]).
    pub payload: Value,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
    /// When the account marked it read; `null` while unread.
    pub read_ms: Option<i64>,
}

impl From<NotificationRow> for NotificationView {
    fn from(row: NotificationRow) -> NotificationView {
        // Stored by `send` from a JSON value: it parses (a damaged one shows as null).
        let payload = serde_json::from_str(&row.payload).unwrap_or(Value::Null);
        NotificationView {
            id: row.id,
            kind: row.kind,
            payload,
            created_ms: row.created_ms,
            read_ms: row.read_ms,
        }
    }
}

/// Stores a notification for `account` (a name or an account id) and sends it on its
/// event stream.
pub async fn send(inbox: &Inbox, account: &str, kind: Kind, payload: Value) {
    let Ok(id) = crate::ids::new_game_id() else { return };
    let row = NotificationRow {
        id,
        account: account_id(account),
        kind: kind.name().to_string(),
        payload: payload.to_string(),
        created_ms: next_stamp(),
        read_ms: None,
    };
    if inbox.store().insert_notification(&row, KEEP).await.is_err() {
        return;
    }
    let account = row.account.clone();
    let event = json!({ "type": "notification", "notification": NotificationView::from(row) });
    inbox.publish(&account, event).await;
}

/// The time a new notification is stamped with: now, but always after the one this server
/// stamped before, so two sent in the same millisecond (a tournament's start and its first
/// game) list in the order they were sent.
fn next_stamp() -> i64 {
    static LAST: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(0);
    let now = crate::meta::now_ms();
    let previous = LAST.fetch_max(now, std::sync::atomic::Ordering::Relaxed);
    if previous < now {
        return now;
    }
    // Same or earlier millisecond: take the next free one.
    LAST.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1
}

/// Tells `challenged` of the challenge `id` from `from` to a game of `preset`.
pub async fn challenge_received(inbox: &Inbox, challenged: &str, id: &str, from: &str, preset: &str) {
    let payload = json!({ "challenge": id, "from": from, "preset": preset });
    send(inbox, challenged, Kind::Challenge, payload).await;
}

/// Tells `challenger` that `by` accepted (with the game it became) or declined the
/// challenge `id`.
pub async fn challenge_answered(inbox: &Inbox, challenger: &str, id: &str, by: &str, game: Option<&str>) {
    let payload = json!({ "challenge": id, "by": by, "accepted": game.is_some(), "game": game });
    send(inbox, challenger, Kind::ChallengeAnswered, payload).await;
}

/// Tells `account` (a name or an account id) that the tournament `tournament_id` named
/// `name` has started. For the tournaments' code, once per player when a tournament
/// starts.
pub async fn tournament_started(inbox: &Inbox, account: &str, tournament_id: &str, name: &str) {
    let payload = json!({ "tournament": tournament_id, "name": name });
    send(inbox, account, Kind::TournamentStarted, payload).await;
}

/// Tells `account` (a name or an account id) that its game `game_id` in the tournament
/// `tournament_id` named `name` is ready. For the tournaments' code, to each player of a
/// game it pairs.
pub async fn tournament_game(inbox: &Inbox, account: &str, tournament_id: &str, name: &str, game_id: &str) {
    let payload = json!({ "tournament": tournament_id, "name": name, "game": game_id });
    send(inbox, account, Kind::TournamentGame, payload).await;
}

/// The notifications of a stored change to a game, now `live`, whose status was `before`
/// and which was a move when `moved`: a game over to each account playing it when it has
/// just finished; else, after a move in a correspondence game between people, `yourMove`
/// to the account to move (against the computer, the answer comes at once).
pub async fn game_changed(inbox: &Inbox, before: Option<&str>, moved: bool, live: &Live) {
    let meta = &live.meta;
    let opponent_of = |seat: usize| {
        let other = &meta.seats[1 - seat];
        other.account().or(other.guest_name()).map(str::to_string)
    };
    if let Some(ending) = live.game.ending() {
        if before == Some("finished") {
            return;
        }
        for (seat, player) in meta.seats.iter().enumerate() {
            let Some(name) = player.account() else { continue };
            let result = match ending.winner {
                None => "draw",
                Some(winner) if winner == seat => "win",
                Some(_) => "loss",
            };
            let payload = json!({
                "game": meta.id, "preset": meta.preset, "opponent": opponent_of(seat),
                "result": result, "reason": ending.reason.name(),
            });
            send(inbox, name, Kind::GameOver, payload).await;
        }
        return;
    }
    let correspondence = matches!(meta.clock, Some(TimeControl::Correspondence { .. }));
    if !(moved && correspondence && live.status() == "running") || meta.against_ai() {
        return;
    }
    let seat = live.game.seat_to_move();
    let Some(name) = meta.seats[seat].account() else { return };
    let payload = json!({ "game": meta.id, "preset": meta.preset, "opponent": opponent_of(seat) });
    send(inbox, name, Kind::YourMove, payload).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{AccountRow, Store, TokenRow};

    /// A store in a fresh SQLite file with the account `ann`, and its inbox.
    async fn inbox_with_ann(dir: &std::path::Path) -> std::sync::Arc<Inbox> {
        let url = format!("sqlite://{}", dir.join("games.db").display());
        let store = Store::open(&url).await.expect("store");
        let ann = AccountRow {
            id: "ann".into(),
            name: "Ann".into(),
            password_hash: String::new(),
            bot: false,
            created_ms: 0,
        };
        let token = TokenRow {
            hash: "h".into(),
            account: "ann".into(),
            kind: "api".into(),
            label: String::new(),
            created_ms: 0,
        };
        let added = store.insert_account(&ann, "ann", &token).await.expect("account stored");
        assert_eq!(added, crate::store::Inserted::Added);
        Inbox::new(store)
    }

    #[tokio::test]
    async fn tournaments_notify_and_old_notifications_go() {
        let dir = std::env::temp_dir().join(format!("reynard-notify-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let inbox = inbox_with_ann(&dir).await;
        let mut events = inbox.subscribe("ann");
        tournament_started(&inbox, "Ann", "t1", "Winter cup").await;
        tournament_game(&inbox, "ann", "t1", "Winter cup", "game1").await;
        let sent: Value = serde_json::from_str(&events.recv().await.expect("an event")).expect("JSON");
        assert_eq!(sent["type"], "notification");
        assert_eq!(sent["notification"]["kind"], "tournamentStarted");
        assert_eq!(sent["notification"]["payload"], json!({"tournament": "t1", "name": "Winter cup"}));
        let store = inbox.store();
        let listed = store.notifications("ann", None, 10).await.expect("listed");
        let kinds: Vec<&str> = listed.iter().map(|n| n.kind.as_str()).collect();
        assert_eq!(kinds, ["tournamentGame", "tournamentStarted"]);
        let game: Value = serde_json::from_str(&listed[0].payload).expect("JSON");
        assert_eq!(game["game"], "game1");

        // The next ones are newer to the millisecond: the two above are the oldest.
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;

        for _ in 0..KEEP {
            tournament_started(&inbox, "ann", "t2", "Spring cup").await;
        }
        let kept = store.notifications("ann", None, KEEP + 10).await.expect("listed");
        assert_eq!(kept.len() as i64, KEEP);
        assert!(kept.iter().all(|n| n.kind == "tournamentStarted"), "the oldest went first");
        assert_eq!(store.unread_notifications("ann").await.expect("counted"), KEEP);
        let _ = std::fs::remove_dir_all(dir);
    }
}
