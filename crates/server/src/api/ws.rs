//! `GET /api/games/{id}/ws`: live play. The server sends `state` on connect and after every
//! change; a client sends moves and other actions (the same authority path as HTTP) and
//! gets an `error` message back when one is refused. Each connection has a message size
//! limit and a rate limit that every frame counts against (text, binary, ping, pong); a
//! client that keeps flooding is disconnected.

use super::AppState;
use super::bodies::ClientMessage;
use crate::accounts::Credential;
use crate::actions::Action;
use crate::auth::{Auth, SeatToken, WS_PROTOCOL};
use crate::bucket::Bucket;
use crate::chat::ChatEvent;
use crate::error::ApiError;
use crate::hub::{Events, Message as Shared, state_message};
use crate::meta::Actor;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, header};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

/// `GET /api/games/{id}/ws`.
pub async fn upgrade(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    headers: HeaderMap,
    SeatToken(token): SeatToken,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let upgrade = upgrade.map_err(|_| ApiError::NotWebSocket)?;
    // A page of another site may open a WebSocket with the user's cookie (no CORS applies):
    // the cookie's account counts only when the page is this server's own.
    let account = match auth.credential {
        Some(Credential::Cookie) if !same_origin(&headers) => None,
        _ => auth.account,
    };
    let who = Actor { token: None, account: account.clone(), creator: auth.creator.clone() };
    let (first, events) = app.hub.subscribe(&id).await?;
    // Who the connection is, for the chat: a player (by the seat token or the account) or
    // a spectator.
    let viewer = Actor { token, account: account.clone(), creator: None };
    let seat = app.hub.seat_of(&id, &viewer).await.ok();
    let muting = match seat {
        Some(seat) => app.hub.store().mutes(&id).await?[seat],
        None => false,
    };
    let blocked = crate::moderation::LiveBlocked::of(app.hub.store(), account.clone()).await?;
    let chat = Listener { seat, muting, blocked, events: app.hub.chat().subscribe(&id) };
    let max = app.limits.ws_message;
    Ok(upgrade
        // A browser that offered its seat token as a subprotocol closes a connection that
        // does not choose one of the protocols it offered.
        .protocols([WS_PROTOCOL])
        .max_message_size(max)
        .max_frame_size(max)
        // A client sends small messages (at most `max`): a read buffer of that order, not the
        // library's 128 KiB, which each connection would hold and clear.
        .read_buffer_size(READ_BUFFER.max(max))
        .on_upgrade(move |socket| session(socket, app, id, who, first, events, chat)))
}

/// The chat as one connection hears it.
struct Listener {
    /// The connection's seat; `None` for a spectator.
    seat: Option<usize>,
    /// Whether its player mutes the other.
    muting: bool,
    /// The accounts its account blocks.
    blocked: crate::moderation::LiveBlocked,
    /// The game's chat events.
    events: tokio::sync::broadcast::Receiver<Arc<ChatEvent>>,
}

/// Whether the request's `Origin` (when a browser sent one) is this server's `Host`.
fn same_origin(headers: &HeaderMap) -> bool {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    match (text(header::ORIGIN), text(header::HOST)) {
        (None, _) => true,
        (Some(origin), Some(host)) => origin.split_once("://").is_some_and(|(_, rest)| rest == host),
        (Some(_), None) => false,
    }
}

/// The read buffer of a connection.
const READ_BUFFER: usize = 8 * 1024;

/// Refused messages over the rate after which the connection is closed.
const MAX_STRIKES: u32 = 50;

async fn session(
    socket: WebSocket,
    app: AppState,
    id: String,
    who: Actor,
    first: Shared,
    mut events: Events,
    mut chat: Listener,
) {
    let _open = OpenSocket::counted(&app.hub.metrics().websockets);
    let (mut tx, mut rx) = socket.split();
    if tx.send(Message::Text(first)).await.is_err() {
        return;
    }
    let mut bucket = Bucket::new(app.limits.ws_rate, app.limits.ws_burst);
    let mut ping =
        tokio::time::interval_at(tokio::time::Instant::now() + super::PING_EVERY, super::PING_EVERY);
    // When the client last sent a frame: a client that speaks needs no ping.
    let mut heard = tokio::time::Instant::now();
    let mut strikes = 0;
    let mut stopping = app.hub.stopping();
    let stopped = async move {
        // The watch's guard is let go as soon as it is seen.
        let _ = stopping.wait_for(|stopping| *stopping).await.map(drop);
    };
    tokio::pin!(stopped);
    loop {
        tokio::select! {
            () = &mut stopped => {
                // 1012: the service is restarting; the page connects again and resumes.
                let frame = CloseFrame { code: 1012, reason: "the server is restarting: connect again".into() };
                let _ = tx.send(Message::Close(Some(frame))).await;
                break;
            }
            incoming = rx.next() => {
                heard = tokio::time::Instant::now();
                let reply = match incoming {
                    Some(Err(error)) => {
                        // A frame too big or text that is not UTF-8 is told why (RFC 6455 7.4.1).
                        if let Some(code) = close_code(&error.to_string()) {
                            let frame = CloseFrame { code, reason: error.to_string().chars().take(100).collect::<String>().into() };
                            let _ = tx.send(Message::Close(Some(frame))).await;
                        }
                        break;
                    }
                    Some(Ok(Message::Close(_))) | None => break,
                    // Every other frame (text, binary, ping, pong) costs a token.
                    Some(Ok(message)) if bucket.take() => match message {
                        Message::Text(body) => handle(&app, &id, &who, body.as_str()).await,
                        Message::Binary(_) => Err(ApiError::BadJson("send JSON text messages".into())),
                        _ => Ok(None),
                    },
                    Some(Ok(_)) if strikes >= MAX_STRIKES => {
                        let frame = CloseFrame { code: 1008, reason: "too many messages".into() };
                        let _ = tx.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    Some(Ok(_)) => {
                        strikes += 1;
                        Err(ApiError::RateLimited)
                    }
                };
                let out = match reply {
                    Ok(Some(message)) => message,
                    Ok(None) => continue,
                    Err(error) => Shared::from(serde_json::json!({ "type": "error", "error": error.body().error }).to_string()),
                };
                if tx.send(Message::Text(out)).await.is_err() {
                    break;
                }
            }
            now = ping.tick() => {
                if !ping_due(heard, now) {
                    continue;
                }
                if tx.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
            said = chat.events.recv() => {
                let event = match said {
                    Ok(event) => event,
                    // A missed line is in the history (`GET …/chat`); the page reads it again.
                    Err(RecvError::Lagged(_)) => continue,
                    Err(RecvError::Closed) => break,
                };
                if let ChatEvent::Mute { seat, muted, .. } = event.as_ref() {
                    if chat.seat == Some(*seat) {
                        chat.muting = *muted;
                    }
                }
                if !event.shown_to(chat.seat, chat.muting) || chat.blocked.hides(app.hub.store(), &event).await {
                    continue;
                }
                let Ok(out) = serde_json::to_string(event.as_ref()) else { continue };
                if tx.send(Message::Text(out.into())).await.is_err() {
                    break;
                }
            }
            event = events.recv() => {
                let out = match event {
                    Ok(message) => message,
                    // Fallen behind: the state afresh, and the messages from then on (the old
                    // receiver would still hand out the stale ones it holds).
                    Err(RecvError::Lagged(_)) => match app.hub.subscribe(&id).await {
                        Ok((state, fresh)) => {
                            events = fresh;
                            state
                        }
                        Err(_) => break,
                    },
                    Err(RecvError::Closed) => break,
                };
                if tx.send(Message::Text(out)).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// Whether a client last heard at `heard` is pinged at the tick `now`: only one silent for
/// half of [`super::PING_EVERY`] or more (a spectator, a player thinking), so that a silent
/// client is still pinged at every tick, and one that speaks (its moves, its pongs, any
/// frame) is not: its own frames show the connection alive and keep it from being taken
/// for an idle one. With 10,000 games at a move every 10 s, the pings and their pongs had
/// been more frames than the moves.
fn ping_due(heard: tokio::time::Instant, now: tokio::time::Instant) -> bool {
    now.saturating_duration_since(heard) >= super::PING_EVERY / 2
}

/// The close code for a connection that failed reading: 1009 (message too big) or 1007
/// (text not UTF-8), from the WebSocket library's words for them.
fn close_code(error: &str) -> Option<u16> {
    if error.contains("Space limit exceeded") || error.contains("too long") {
        Some(1009)
    } else if error.contains("UTF-8") {
        Some(1007)
    } else {
        None
    }
}

/// Handles one client message: `Ok(Some(reply))` to send only to this client, `Ok(None)`
/// when the broadcast state is the answer.
async fn handle(app: &AppState, id: &str, who: &Actor, body: &str) -> Result<Option<Shared>, ApiError> {
    let message: ClientMessage = crate::extract::object_from_str(body)?;
    let (token, action) = match message {
        ClientMessage::Move { token, mv, ply } => (token, Action::Move { text: mv, ply }),
        ClientMessage::Resign { token } => (token, Action::Resign),
        ClientMessage::Abort { token } => (token, Action::Abort),
        ClientMessage::Draw { token, action } => (token, Action::Draw(action)),
        ClientMessage::Takeback { token, action } => (token, Action::Takeback(action)),
        ClientMessage::Undo { token } => (token, Action::Undo),
        ClientMessage::Sync => return Ok(Some(state_message(&app.hub.view(id).await?))),
    };
    let actor = Actor { token, ..who.clone() };
    app.hub.act_quietly(id, &actor, action).await?;
    Ok(None)
}

/// A WebSocket counted in the server's metric while it is open.
struct OpenSocket(prometheus_client::metrics::gauge::Gauge);

impl OpenSocket {
    fn counted(gauge: &prometheus_client::metrics::gauge::Gauge) -> OpenSocket {
        gauge.inc();
        OpenSocket(gauge.clone())
    }
}

impl Drop for OpenSocket {
    fn drop(&mut self) {
        self.0.dec();
    }
}

#[cfg(test)]
mod tests {
    use super::ping_due;
    use crate::api::PING_EVERY;
    use std::time::Duration;
    use tokio::time::Instant;

    #[test]
    fn only_a_client_silent_for_half_the_interval_is_pinged() {
        // Far enough ahead that every instant below is after the clock's start.
        let tick = Instant::now() + PING_EVERY * 4;
        let at = |before: Duration| tick.checked_sub(before).unwrap_or(tick);
        assert!(ping_due(at(PING_EVERY), tick), "silent since the last tick");
        assert!(ping_due(at(PING_EVERY / 2), tick));
        assert!(ping_due(at(PING_EVERY * 3), tick));
        assert!(!ping_due(at(PING_EVERY / 2 - Duration::from_millis(1)), tick));
        assert!(!ping_due(at(Duration::from_secs(10)), tick), "a move 10 s ago");
        assert!(!ping_due(tick + Duration::from_secs(1), tick), "heard after the tick fired");
    }
}
