//! Challenges: an account challenges another by name to a game (preset, options, side,
//! clock, rated); the challenged account accepts (the game starts, both seats theirs) or
//! declines; the challenger may withdraw it.

use super::AppState;
use super::bodies::ChallengeBody;
use super::games::checked_rules;
use crate::accounts::Account;
use crate::auth::Auth;
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::hub::{NewGame, Opponent};
use crate::ids::{is_game_id, new_game_id, new_token, token_hash};
use crate::meta::{Actor, Player, now_ms};
use crate::store::ChallengeRow;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde::Serialize;

/// Open challenges an account may have made at once.
const MAX_OPEN: i64 = 20;

/// A challenge as listed.
#[derive(Debug, Serialize)]
pub struct ChallengeView {
    /// Its id.
    pub id: String,
    /// The challenger's name.
    pub from: String,
    /// The challenged player's name.
    pub to: String,
    /// The game offered.
    pub game: ChallengeBody,
    /// `open`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// The game, once accepted.
    pub game_id: Option<String>,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
}

/// `POST /api/challenge/{name}`.
pub async fn create(
    State(app): State<AppState>,
    auth: Auth,
    Path(name): Path<String>,
    ApiJson(body): ApiJson<ChallengeBody>,
) -> Result<impl IntoResponse, ApiError> {
    let me = auth.account()?;
    let them =
        app.accounts.find(&name).await?.ok_or_else(|| ApiError::NotFound(format!("no player `{name}`")))?;
    if them.id == me.id {
        return Err(ApiError::NotAllowed("you cannot challenge yourself".into()));
    }
    crate::moderation::may_challenge(app.hub.store(), me, &them).await?;
    checked_rules(&body.preset, &body.options, body.side.as_deref())?;
    if let Some(clock) = body.clock {
        clock.control().map_err(ApiError::BadJson)?;
    }
    let settings = serde_json::to_string(&body).map_err(|e| ApiError::BadJson(e.to_string()))?;
    let row = ChallengeRow {
        id: new_game_id()?,
        challenger: me.id.clone(),
        challenged: them.id,
        settings,
        status: "open".into(),
        game_id: None,
        created_ms: now_ms(),
    };
    if !app.hub.store().insert_challenge_capped(&row, MAX_OPEN).await? {
        return Err(ApiError::NotAllowed(format!("at most {MAX_OPEN} open challenges at once")));
    }
    let id = row.id.clone();
    let challenged = row.challenged.clone();
    let event = challenge_event(&app, row).await?;
    app.hub.inbox().publish(&challenged, event).await;
    crate::notify::challenge_received(app.hub.inbox(), &challenged, &id, &me.name, &body.preset).await;
    Ok((StatusCode::CREATED, Json(serde_json::json!({ "id": id }))))
}

/// `GET /api/challenges`: the open challenges to and from the account.
pub async fn list(State(app): State<AppState>, auth: Auth) -> Result<Json<Vec<ChallengeView>>, ApiError> {
    let me = auth.account()?;
    let rows = app.hub.store().open_challenges(&me.id).await?;
    let mut views = Vec::with_capacity(rows.len());
    for row in rows {
        views.push(view(&app, row).await?);
    }
    Ok(Json(views))
}

/// `POST /api/challenge/{id}/accept`: by the challenged account only; answers the game.
pub async fn accept(
    State(app): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let me = auth.account()?;
    let row = open_challenge(&app, &id).await?;
    if row.challenged != me.id {
        return Err(ApiError::Forbidden("only the challenged player accepts a challenge".into()));
    }
    let body: ChallengeBody =
        serde_json::from_str(&row.settings).map_err(|e| ApiError::Corrupt(format!("challenge {id}: {e}")))?;
    let challenger = name_of(&app, &row.challenger).await?;
    if !app.hub.store().close_challenge(&id, "accepted", None).await? {
        return Err(ApiError::NotAllowed("the challenge was answered already".into()));
    }
    let new = NewGame {
        preset: body.preset,
        options: body.options,
        side: body.side,
        // Nobody holds this token: only the account acts for the seat.
        opponent: Opponent::Seated(Player::Human {
            token_hash: token_hash(&new_token()?),
            joined: true,
            account: Some(me.name.clone()),
            guest: None,
        }),
        public: false,
        creator: Actor { account: Some(challenger), ..Actor::default() },
        guest_name: None,
        rated: body.rated,
        clock: body.clock.map(|c| c.control()).transpose().map_err(ApiError::BadJson)?,
    };
    let created = app.hub.create(new).await?;
    app.hub.store().set_challenge_game(&id, &created.game.id).await?;
    let inbox = app.hub.inbox();
    crate::notify::challenge_answered(inbox, &row.challenger, &id, &me.name, Some(&created.game.id)).await;
    Ok(Json(serde_json::json!({ "game": created.game.id })))
}

/// `POST /api/challenge/{id}/decline`: the challenged account declines, or the challenger
/// withdraws it.
pub async fn decline(
    State(app): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let me = auth.account()?;
    let row = open_challenge(&app, &id).await?;
    let status = if row.challenged == me.id {
        "declined"
    } else if row.challenger == me.id {
        "cancelled"
    } else {
        return Err(ApiError::Forbidden("this challenge is not yours".into()));
    };
    if !app.hub.store().close_challenge(&id, status, None).await? {
        return Err(ApiError::NotAllowed("the challenge was answered already".into()));
    }
    let (other, kind) = if status == "declined" {
        (&row.challenger, "challengeDeclined")
    } else {
        (&row.challenged, "challengeCanceled")
    };
    app.hub.inbox().publish(other, serde_json::json!({ "type": kind, "challenge": { "id": id } })).await;
    if status == "declined" {
        crate::notify::challenge_answered(app.hub.inbox(), other, &id, &me.name, None).await;
    }
    Ok(Json(serde_json::json!({ "status": status })))
}

async fn open_challenge(app: &AppState, id: &str) -> Result<ChallengeRow, ApiError> {
    let missing = || ApiError::NotFound(format!("no challenge `{id}`"));
    if !is_game_id(id) {
        return Err(missing());
    }
    let row = app.hub.store().challenge(id).await?.ok_or_else(missing)?;
    if row.status != "open" {
        return Err(ApiError::NotAllowed(format!("the challenge is {}", row.status)));
    }
    Ok(row)
}

/// The event telling the challenged account of a challenge.
pub async fn challenge_event(app: &AppState, row: ChallengeRow) -> Result<serde_json::Value, ApiError> {
    Ok(serde_json::json!({ "type": "challenge", "challenge": view(app, row).await? }))
}

async fn name_of(app: &AppState, id: &str) -> Result<Account, ApiError> {
    app.accounts.find(id).await?.ok_or_else(|| ApiError::Corrupt(format!("no account `{id}`")))
}

async fn view(app: &AppState, row: ChallengeRow) -> Result<ChallengeView, ApiError> {
    let game = serde_json::from_str(&row.settings)
        .map_err(|e| ApiError::Corrupt(format!("challenge {}: {e}", row.id)))?;
    Ok(ChallengeView {
        from: name_of(app, &row.challenger).await?.name,
        to: name_of(app, &row.challenged).await?.name,
        id: row.id,
        game,
        status: row.status,
        game_id: row.game_id,
        created_ms: row.created_ms,
    })
}
