//! Chat endpoints: say a line in a game's players' or spectators' room, read a room's
//! recent lines, and mute the other player (see [`crate::chat`]).

use super::AppState;
use super::games::{actor, free_guest_name};
use crate::auth::{Auth, ClientAddr, SeatToken};
use crate::chat::{ChatEvent, ChatLine, ChatRoom, checked_text};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::meta::{Actor, now_ms};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use serde::Deserialize;

/// Lines a room's history shows.
const HISTORY: i64 = 100;

/// `POST /api/games/{id}/chat`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SayBody {
    /// What to say.
    pub text: String,
    /// `players` (the default) or `spectators`.
    #[serde(default)]
    pub room: Option<ChatRoom>,
    /// A player's seat token (not needed with the seat's account).
    #[serde(default)]
    pub token: Option<String>,
    /// A spectating guest's name.
    #[serde(default)]
    pub name: Option<String>,
}

/// `GET /api/games/{id}/chat` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReadQuery {
    /// `players` (the default) or `spectators`.
    #[serde(default)]
    pub room: Option<ChatRoom>,
}

/// `POST /api/games/{id}/mute`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MuteBody {
    /// Mute (true) or hear again (false).
    pub muted: bool,
    /// The seat token (not needed with the seat's account).
    #[serde(default)]
    pub token: Option<String>,
}

/// The seat `actor` holds in the game, or `None` for a spectator (an unknown game is an
/// error).
async fn seat(app: &AppState, id: &str, actor: &Actor) -> Result<Option<usize>, ApiError> {
    match app.hub.seat_of(id, actor).await {
        Ok(seat) => Ok(Some(seat)),
        Err(ApiError::BadToken) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `POST /api/games/{id}/chat`: players speak in the players' room, spectators (an
/// account, or a guest giving a name) in the spectators' room.
pub async fn say(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ClientAddr(from): ClientAddr,
    ApiJson(body): ApiJson<SayBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let text = checked_text(&body.text)?;
    let room = body.room.unwrap_or(ChatRoom::Players);
    let account = auth.account.clone();
    let actor = actor(auth, body.token);
    let seat = seat(&app, &id, &actor).await?;
    // Who is limited: a seat, an account, or a guest by their address (a guest who changes
    // the name they give is still the same writer).
    let (author, guest, writer) = match (room, seat) {
        (ChatRoom::Players, Some(seat)) => {
            let (author, guest) = app.hub.chat_name(&id, seat).await?;
            (author, guest, format!("seat:{seat}"))
        }
        (ChatRoom::Players, None) => return Err(ApiError::BadToken),
        (ChatRoom::Spectators, Some(_)) => {
            return Err(ApiError::NotAllowed("players talk in the players' room".into()));
        }
        (ChatRoom::Spectators, None) => match (account, free_guest_name(&app, body.name).await?) {
            (Some(account), _) => (account.name, false, format!("account:{}", account.id)),
            (None, Some(name)) => (name, true, format!("guest:{from}")),
            (None, None) => return Err(ApiError::BadJson("a spectating guest gives a name".into())),
        },
    };
    app.hub.chat().allow(&format!("{id}:{}:{writer}", room.name()))?;
    let line = ChatLine {
        id: String::new(),
        game: id,
        room,
        author,
        guest,
        seat: seat.filter(|_| room == ChatRoom::Players),
        text,
        ms: now_ms(),
    };
    app.hub.chat().say(line).await?;
    Ok(Json(serde_json::json!({})))
}

/// `GET /api/games/{id}/chat?room=…` (a player's seat token in the `X-Seat-Token`
/// header): the room's recent lines, oldest first; the players' room for its players only,
/// less the other player's lines when muted.
pub async fn read(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    SeatToken(token): SeatToken,
    query: Result<Query<ReadQuery>, QueryRejection>,
) -> Result<Json<Vec<ChatLine>>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let room = query.room.unwrap_or(ChatRoom::Players);
    let auth_account = auth.account.clone();
    let seat = seat(&app, &id, &actor(auth, token)).await?;
    let muting = match seat {
        Some(seat) => app.hub.store().mutes(&id).await?[seat],
        None => false,
    };
    let blocked = crate::moderation::Blocked::of(app.hub.store(), auth_account.as_ref()).await?;
    let lines = app.hub.store().chat_lines(&id, room, HISTORY).await?;
    let shown = lines.into_iter().filter(|line| {
        let event = ChatEvent::Chat(line.clone());
        event.shown_to(seat, muting) && !blocked.hides(&event)
    });
    Ok(Json(shown.collect()))
}

/// `POST /api/games/{id}/mute`: the player stops (or starts again) seeing the other
/// player's lines, here and on every connection of their seat.
pub async fn mute(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<MuteBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let seat = app.hub.seat_of(&id, &actor(auth, body.token)).await?;
    app.hub.store().set_mute(&id, seat, body.muted).await?;
    app.hub.chat().publish(ChatEvent::Mute { game: id, seat, muted: body.muted }).await;
    Ok(Json(serde_json::json!({ "muted": body.muted })))
}
