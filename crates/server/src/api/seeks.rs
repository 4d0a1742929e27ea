//! The lobby's seeks and quick pairing: a player offers a game (preset, options, side,
//! clock, rated, the ratings welcome) and waits; anyone whose rating fits takes the other
//! side and the game starts. Quick pairing (`POST /api/pairing`) takes the oldest seek of
//! the very same game, or makes one. A seek is listed for [`SEEK_MINUTES`] minutes.

use super::AppState;
use super::games::{Seated, actor, checked_rules, free_guest_name};
use crate::accounts::{Account, account_id};
use crate::auth::Auth;
use crate::clock::TimeControlBody;
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::hub::{NewGame, Opponent};
use crate::ids::{is_game_id, new_game_id, new_seed, new_token, token_hash};
use crate::meta::{Player, now_ms};
use crate::ratings::Rating;
use crate::store::SeekRow;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use reynard_play::AnyRules;
use serde::{Deserialize, Serialize};

/// How long a seek stays in the lobby.
pub const SEEK_MINUTES: i64 = 30;
/// Open seeks an account may have at once.
const MAX_SEEKS: i64 = 5;

/// The game a seek offers (`POST /api/seeks`, `POST /api/pairing`).
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SeekBody {
    /// The preset id.
    pub preset: String,
    /// Options on top of the preset, `key=value`.
    #[serde(default)]
    pub options: Vec<String>,
    /// The seeker's side id; random when absent.
    #[serde(default)]
    pub side: Option<String>,
    /// The time control; untimed when absent.
    #[serde(default)]
    pub clock: Option<TimeControlBody>,
    /// Whether the game is rated (accounts only).
    #[serde(default)]
    pub rated: bool,
    /// The lowest rating welcome.
    #[serde(default)]
    pub rating_min: Option<i64>,
    /// The highest rating welcome.
    #[serde(default)]
    pub rating_max: Option<i64>,
    /// A guest's name (kept in the seek's row, not shown with its game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// `POST /api/seeks/{id}/accept` and `…/cancel`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeekAction {
    /// The seek's token (a guest cancelling their seek).
    #[serde(default)]
    pub token: Option<String>,
    /// A guest's name (accepting).
    #[serde(default)]
    pub name: Option<String>,
}

/// A seek as listed.
#[derive(Debug, Serialize)]
pub struct SeekView {
    /// Its id.
    pub id: String,
    /// Who seeks: `{"name", "guest"}`.
    pub by: Option<crate::view::UserView>,
    /// The seeker's rating at the preset (accounts).
    pub rating: Option<i64>,
    /// The game offered.
    #[serde(flatten)]
    pub game: SeekBody,
    /// `open`, `matched` or `cancelled`.
    pub status: String,
    /// The game, once matched.
    pub game_id: Option<String>,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
}

/// The text that says which game a seek offers: the same text is the same game.
fn pool(body: &SeekBody) -> Result<String, ApiError> {
    let mut options = body.options.clone();
    options.sort();
    let clock = body.clock.map(|c| c.control().map(|c| c.text())).transpose().map_err(ApiError::BadJson)?;
    Ok(format!("{}|{}|{}|{}", body.preset, options.join(","), clock.unwrap_or_default(), body.rated))
}

fn view(row: SeekRow) -> Result<SeekView, ApiError> {
    let mut game: SeekBody = serde_json::from_str(&row.settings)
        .map_err(|e| ApiError::Corrupt(format!("seek {}: {e}", row.id)))?;
    game.name = None;
    let by = match (row.account, row.guest) {
        (Some(name), _) => Some(crate::view::UserView { name, guest: false }),
        (None, Some(name)) => Some(crate::view::UserView { name, guest: true }),
        (None, None) => None,
    };
    Ok(SeekView {
        id: row.id,
        by,
        rating: row.rating.map(|r| r.round() as i64),
        game,
        status: row.status,
        game_id: row.game_id,
        created_ms: row.created_ms,
    })
}

/// The account's rating at a preset (the starting rating before its first game there).
pub(super) async fn rating_of(app: &AppState, account: &Account, preset: &str) -> Result<Rating, ApiError> {
    let ratings = app.hub.store().ratings(&account.id).await?;
    Ok(ratings.into_iter().find(|r| r.preset == preset).map(|r| r.rating).unwrap_or_default())
}

/// Checks a seek's game and stores it; answers its id and the seeker's token.
async fn make_seek(app: &AppState, auth: &Auth, body: SeekBody) -> Result<(String, String), ApiError> {
    checked_rules(&body.preset, &body.options, body.side.as_deref())?;
    if let (Some(min), Some(max)) = (body.rating_min, body.rating_max) {
        if min > max {
            return Err(ApiError::BadJson(format!("rating_min {min} is above rating_max {max}")));
        }
    }
    let pool = pool(&body)?;
    let account = auth.account.as_ref();
    if body.rated && account.is_none() {
        return Err(ApiError::NotAllowed("log in to play a rated game".into()));
    }
    let rating = match account {
        Some(account) => Some(rating_of(app, account, &body.preset).await?.rating),
        None => None,
    };
    let token = new_token()?;
    let row = SeekRow {
        id: new_game_id()?,
        pool,
        account: account.map(|a| a.name.clone()),
        guest: if account.is_none() { free_guest_name(app, body.name.clone()).await? } else { None },
        token_hash: token_hash(&token),
        settings: serde_json::to_string(&body).map_err(|e| ApiError::BadJson(e.to_string()))?,
        rating,
        status: "open".into(),
        game_id: None,
        created_ms: now_ms(),
    };
    if !app.hub.store().insert_seek(&row, account.map(|a| a.id.as_str()), MAX_SEEKS).await? {
        return Err(ApiError::NotAllowed(format!("at most {MAX_SEEKS} open seeks at once")));
    }
    Ok((row.id, token))
}

/// `POST /api/seeks`: `201 {"id", "token"}` (the token holds the seeker's seat once paired).
pub async fn create(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<SeekBody>,
) -> Result<Response, ApiError> {
    let (id, token) = make_seek(&app, &auth, body).await?;
    Ok((StatusCode::CREATED, Json(serde_json::json!({ "id": id, "token": token }))).into_response())
}

/// `GET /api/seeks`: the open seeks, oldest first, less those of accounts a block keeps
/// apart from the caller's.
pub async fn list(State(app): State<AppState>, auth: Auth) -> Result<Json<serde_json::Value>, ApiError> {
    let since = now_ms() - SEEK_MINUTES * 60_000;
    let rows = app.hub.store().open_seeks(None, since, 100).await?;
    let apart = crate::moderation::kept_apart_from(app.hub.store(), auth.account.as_ref()).await?;
    let shown = rows
        .into_iter()
        .filter(|row| row.account.as_deref().is_none_or(|name| !apart.contains(&account_id(name))));
    let seeks = shown.map(view).collect::<Result<Vec<_>, _>>()?;
    Ok(Json(serde_json::json!({ "seeks": seeks })))
}

/// `GET /api/seeks/{id}`: a seek and, once paired, its game.
pub async fn show(State(app): State<AppState>, Path(id): Path<String>) -> Result<Json<SeekView>, ApiError> {
    Ok(Json(view(find(&app, &id).await?)?))
}

async fn find(app: &AppState, id: &str) -> Result<SeekRow, ApiError> {
    let missing = || ApiError::NotFound(format!("no seek `{id}`"));
    if !is_game_id(id) {
        return Err(missing());
    }
    app.hub.store().seek(id).await?.ok_or_else(missing)
}

/// `POST /api/seeks/{id}/cancel`: by the seeker (their account, or the seek's token).
pub async fn cancel(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<SeekAction>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let row = find(&app, &id).await?;
    let by_account = match (&row.account, &auth.account) {
        (Some(seeker), Some(me)) => account_id(seeker) == me.id,
        _ => false,
    };
    let by_token =
        body.token.as_deref().is_some_and(|t| crate::ids::same_token(&token_hash(t), &row.token_hash));
    if !by_account && !by_token {
        return Err(ApiError::Forbidden("only the seeker withdraws a seek".into()));
    }
    if !app.hub.store().close_seek(&id, "cancelled").await? {
        return Err(ApiError::NotAllowed(format!("the seek is {}", row.status)));
    }
    Ok(Json(serde_json::json!({ "status": "cancelled" })))
}

/// Whether `account` (or a guest) may take `row`: not one's own, rated only for accounts,
/// a rating within the seeker's range.
async fn may_take(
    app: &AppState,
    row: &SeekRow,
    body: &SeekBody,
    account: Option<&Account>,
) -> Result<(), ApiError> {
    if let (Some(seeker), Some(me)) = (&row.account, account) {
        if crate::moderation::kept_apart(app.hub.store(), &account_id(seeker), &me.id).await? {
            return Err(ApiError::Forbidden("a block keeps you and this player apart".into()));
        }
    }
    match account {
        Some(me) if row.account.as_deref().map(account_id) == Some(me.id.clone()) => {
            Err(ApiError::NotAllowed("this is your own seek".into()))
        }
        None if body.rated => Err(ApiError::NotAllowed("log in to play a rated game".into())),
        Some(me) if body.rating_min.is_some() || body.rating_max.is_some() => {
            let rating = rating_of(app, me, &body.preset).await?.rating.round() as i64;
            let fits = body.rating_min.is_none_or(|min| rating >= min)
                && body.rating_max.is_none_or(|max| rating <= max);
            if fits {
                Ok(())
            } else {
                Err(ApiError::NotAllowed(format!("a rating of {rating} is outside this seek's range")))
            }
        }
        None if body.rating_min.is_some() || body.rating_max.is_some() => {
            Err(ApiError::NotAllowed("this seek asks for a rating: log in".into()))
        }
        _ => Ok(()),
    }
}

/// Takes a seek: the game starts with the seeker on their side (or a random one).
async fn take(app: &AppState, auth: Auth, row: SeekRow, name: Option<String>) -> Result<Seated, ApiError> {
    let body: SeekBody = serde_json::from_str(&row.settings)
        .map_err(|e| ApiError::Corrupt(format!("seek {}: {e}", row.id)))?;
    may_take(app, &row, &body, auth.account.as_ref()).await?;
    let name = free_guest_name(app, name).await?;
    if !app.hub.store().close_seek(&row.id, "matched").await? {
        return Err(ApiError::NotAllowed("someone else took this seek".into()));
    }
    let rules = AnyRules::from_preset(&body.preset, &body.options)?;
    let sides = rules.side_ids();
    let seeker_seat = match body.side.as_deref() {
        Some(side) => sides.iter().position(|s| *s == side).unwrap_or(0),
        None => (new_seed() % 2) as usize,
    };
    let seeker = Player::Human {
        token_hash: row.token_hash.clone(),
        joined: true,
        account: row.account.clone(),
        guest: row.guest.clone(),
    };
    let new = NewGame {
        preset: body.preset,
        options: body.options,
        side: Some(sides[1 - seeker_seat].to_string()),
        opponent: Opponent::Seated(seeker),
        public: false,
        creator: actor(auth, None),
        guest_name: name,
        rated: body.rated,
        clock: body.clock.map(|c| c.control()).transpose().map_err(ApiError::BadJson)?,
    };
    let created = app.hub.create(new).await?;
    app.hub.store().set_seek_game(&row.id, &created.game.id).await?;
    Ok(Seated {
        id: created.game.id.clone(),
        side: sides[1 - seeker_seat],
        token: created.token,
        invite: None,
        game: created.game,
    })
}

/// `POST /api/seeks/{id}/accept`: the game, with the caller's side and seat token.
pub async fn accept(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<SeekAction>,
) -> Result<Json<Seated>, ApiError> {
    let row = find(&app, &id).await?;
    if row.status != "open" {
        return Err(ApiError::NotAllowed(format!("the seek is {}", row.status)));
    }
    Ok(Json(take(&app, auth, row, body.name).await?))
}

/// `POST /api/pairing`: quick pairing. Takes the oldest open seek of the same game whose
/// range fits (`200 {"game": …}` as accepting answers), else makes a seek (`201 {"seek":
/// {"id", "token"}}`) for the next player.
pub async fn pairing(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<SeekBody>,
) -> Result<Response, ApiError> {
    let since = now_ms() - SEEK_MINUTES * 60_000;
    for row in app.hub.store().open_seeks(Some(&pool(&body)?), since, 20).await? {
        let offered: SeekBody = serde_json::from_str(&row.settings)
            .map_err(|e| ApiError::Corrupt(format!("seek {}: {e}", row.id)))?;
        if may_take(&app, &row, &offered, auth.account.as_ref()).await.is_err() {
            continue;
        }
        match take(&app, auth.clone(), row, body.name.clone()).await {
            Ok(seated) => return Ok(Json(serde_json::json!({ "game": seated })).into_response()),
            // Someone else took it just now: try the next.
            Err(ApiError::NotAllowed(_)) => continue,
            Err(e) => return Err(e),
        }
    }
    let (id, token) = make_seek(&app, &auth, body).await?;
    Ok((StatusCode::CREATED, Json(serde_json::json!({ "seek": { "id": id, "token": token } })))
        .into_response())
}
