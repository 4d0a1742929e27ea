//! Game endpoints: create, show, list, act (move, resign, abort, draw, takeback, undo, join),
//! record, and the list of variants.

use super::AppState;
use super::bodies::{
    CreateBody, JoinBody, ListQuery, MoveBody, OfferBody, OpponentBody, ShowQuery, TokenBody,
};
use crate::actions::Action;
use crate::auth::{Auth, creator_cookie};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::hub::{NewGame, Opponent};
use crate::meta::Actor;
use crate::solo::api::or_solo;
use crate::view::{GameSummary, GameView};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{AppendHeaders, IntoResponse, Response};
use reynard_play::AnalysisView;
use reynard_play::{AnyRules, AnyVariant, FamilyId, GameOption};
use reynard_search::level::Level;
use serde::Serialize;

/// Longest preset id or option text accepted.
const MAX_TEXT: usize = 100;
/// Most options accepted.
const MAX_OPTIONS: usize = 32;

/// The answer to `POST /api/games` and `POST /api/games/{id}/join`.
#[derive(Debug, Serialize)]
pub struct Seated {
    /// The game id.
    pub id: String,
    /// The side id of the caller's seat.
    pub side: &'static str,
    /// The caller's secret token for that seat.
    pub token: String,
    /// The other seat's token, to send to a friend (new games against a person).
    pub invite: Option<Invite>,
    /// The game.
    pub game: GameView,
}

/// An invitation to the other seat.
#[derive(Debug, Serialize)]
pub struct Invite {
    /// The side id of the seat.
    pub side: &'static str,
    /// Its token.
    pub token: String,
}

/// Longest guest name.
const MAX_GUEST_NAME: usize = 24;

/// The actor of a request: its account and the seat token it sent.
pub fn actor(auth: Auth, token: Option<String>) -> Actor {
    Actor { token, account: auth.account, creator: auth.creator }
}

/// A guest's chosen name, trimmed and in Unicode normal form KC (as account names are);
/// `None` when empty.
///
/// # Errors
///
/// `bad_json` for a name too long or with control characters.
pub fn guest_name(name: Option<String>) -> Result<Option<String>, ApiError> {
    let Some(name) = name.map(|n| crate::accounts::normal_name(n.trim())).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    if name.chars().count() > MAX_GUEST_NAME || name.chars().any(char::is_control) {
        return Err(ApiError::BadJson(format!(
            "a guest name has 1 to {MAX_GUEST_NAME} characters, no control characters"
        )));
    }
    Ok(Some(name))
}

/// A guest's chosen name ([`guest_name`]) that is not an account's: a guest may not pass
/// for a registered player (whatever the case typed, or with look-alike letters of another
/// alphabet).
///
/// # Errors
///
/// `bad_json` for a name that does not fit, `name_taken` for an account's name or one that
/// looks like it, storage.
pub async fn free_guest_name(app: &AppState, name: Option<String>) -> Result<Option<String>, ApiError> {
    let name = guest_name(name)?;
    if let Some(taken) = &name {
        if app.accounts.find_like(taken).await?.is_some() {
            return Err(ApiError::NameTaken(taken.clone()));
        }
    }
    Ok(name)
}

/// Checks the preset and options' sizes.
///
/// # Errors
///
/// `bad_variant` when they are too long.
pub fn check_variant_size(preset: &str, options: &[String]) -> Result<(), ApiError> {
    if preset.len() > MAX_TEXT || options.len() > MAX_OPTIONS || options.iter().any(|o| o.len() > MAX_TEXT) {
        return Err(ApiError::BadVariant("preset or options too long".into()));
    }
    Ok(())
}

/// The rules of a game offered (a challenge, a seek): preset and options that fit and
/// build, and a side the rules have.
///
/// # Errors
///
/// `bad_variant` saying what does not fit.
pub fn checked_rules(preset: &str, options: &[String], side: Option<&str>) -> Result<AnyRules, ApiError> {
    check_variant_size(preset, options)?;
    let rules = AnyRules::from_preset(preset, options)?;
    if let Some(side) = side.filter(|side| !rules.side_ids().contains(side)) {
        let sides = rules.side_ids().join(", ");
        return Err(ApiError::BadVariant(format!("unknown side `{side}`; the sides are {sides}")));
    }
    Ok(rules)
}

/// `POST /api/games`.
pub async fn create(
    State(app): State<AppState>,
    auth: Auth,
    headers: HeaderMap,
    ApiJson(body): ApiJson<CreateBody>,
) -> Result<impl IntoResponse, ApiError> {
    check_variant_size(&body.preset, &body.options)?;
    let (opponent, public) = match body.opponent {
        OpponentBody::Ai { level } => {
            let level = Level::new(level).ok_or_else(|| ApiError::BadJson("AI levels are 1 to 10".into()))?;
            (Opponent::Ai(level), false)
        }
        OpponentBody::Human { public } => (Opponent::Invited, public),
    };
    let clock = body.clock.map(|c| c.control()).transpose().map_err(ApiError::BadJson)?;
    let guest_name = free_guest_name(&app, body.name).await?;
    let new = NewGame {
        preset: body.preset,
        options: body.options,
        side: body.side,
        opponent,
        public,
        creator: actor(auth, None),
        guest_name,
        rated: body.rated,
        clock,
    };
    let created = app.hub.create(new).await?;
    // The creator's browser keeps its seat token for this game, so that opening the
    // invitation link there does not take the friend's seat.
    let cookie = created.invite.as_ref().map(|_| creator_cookie(&created.game.id, &created.token, &headers));
    let side_of = |seat: usize| created.game.seats[seat.min(1)].side;
    let seated = Seated {
        id: created.game.id.clone(),
        side: side_of(created.seat),
        token: created.token,
        invite: created.invite.map(|token| Invite { side: side_of(1 - created.seat), token }),
        game: created.game,
    };
    let cookies: Vec<(header::HeaderName, String)> =
        cookie.into_iter().map(|value| (header::SET_COOKIE, value)).collect();
    Ok((StatusCode::CREATED, AppendHeaders(cookies), Json(seated)))
}

/// `GET /api/games/{id}` (with `?ply=N`: as it stood after N moves), of a solo game too.
pub async fn show(
    State(app): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<ShowQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let found = match query.ply {
        Some(ply) => app.hub.view_at(&id, ply).await,
        None => app.hub.view(&id).await,
    };
    or_solo(found, app.solo.view(&id, query.ply)).await
}

/// The list answer.
#[derive(Debug, Serialize)]
pub struct GameList {
    /// The games, most recently changed first.
    pub games: Vec<GameSummary>,
}

/// `GET /api/games?status=…&limit=…`.
pub async fn list(
    State(app): State<AppState>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Json<GameList>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let statuses = ["open", "running", "finished", "aborted"];
    if let Some(status) = query.status.as_deref().filter(|s| !statuses.contains(s)) {
        return Err(ApiError::BadQuery(format!("status `{status}`: use open, running, finished or aborted")));
    }
    let limit = query.limit.unwrap_or(50);
    if !(1..=100).contains(&limit) {
        return Err(ApiError::BadQuery("limit is 1 to 100".into()));
    }
    let games = app.hub.list(query.status.as_deref(), limit).await?;
    Ok(Json(GameList { games: app.solo.with_solo_games(games, query.status.as_deref(), limit).await? }))
}

/// `POST /api/games/{id}/moves` (of a solo game too: a solitaire jump, or `roll`).
pub async fn play_move(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<MoveBody>,
) -> Result<Response, ApiError> {
    // A solo game is played with its token only (it has no seats held by accounts).
    let token = body.token.clone().unwrap_or_default();
    let actor = actor(auth, body.token);
    let found = app.hub.act(&id, &actor, Action::Move { text: body.mv.clone(), ply: body.ply }).await;
    or_solo(found, app.solo.play(&id, &token, &body.mv, body.ply)).await
}

/// `GET /api/games/{id}/analysis` (with `?ply=N`: of the position after N moves): the AI's
/// opinion of the position, for the side to move.
pub async fn analysis(
    State(app): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<ShowQuery>, QueryRejection>,
) -> Result<Json<AnalysisView>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    Ok(Json(app.hub.analyse(&id, query.ply).await?))
}

/// `POST /api/games/{id}/resign`.
pub async fn resign(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<Json<GameView>, ApiError> {
    Ok(Json(app.hub.act(&id, &actor(auth, body.token), Action::Resign).await?))
}

/// `POST /api/games/{id}/abort`: before both sides have made their first move, by either
/// player; the game ends with no result.
pub async fn abort(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<Json<GameView>, ApiError> {
    Ok(Json(app.hub.act(&id, &actor(auth, body.token), Action::Abort).await?))
}

/// `POST /api/games/{id}/draw`.
pub async fn draw(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<OfferBody>,
) -> Result<Json<GameView>, ApiError> {
    Ok(Json(app.hub.act(&id, &actor(auth, body.token), Action::Draw(body.action)).await?))
}

/// `POST /api/games/{id}/takeback`: ask for, accept or decline a takeback (casual games
/// between people).
pub async fn takeback(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<OfferBody>,
) -> Result<Json<GameView>, ApiError> {
    Ok(Json(app.hub.act(&id, &actor(auth, body.token), Action::Takeback(body.action)).await?))
}

/// `POST /api/games/{id}/rematch`: `{"game": ID}` once both players asked (the new game),
/// else `{"game": null}` (the offer stands, shown to the other player in the game's state).
pub async fn rematch(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let game = app.hub.rematch(&id, &actor(auth, body.token)).await?;
    Ok(Json(serde_json::json!({ "game": game })))
}

/// `POST /api/games/{id}/undo` (of a solitaire too).
pub async fn undo(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<Response, ApiError> {
    let token = body.token.clone().unwrap_or_default();
    let found = app.hub.act(&id, &actor(auth, body.token), Action::Undo).await;
    or_solo(found, app.solo.undo_any(&id, &token)).await
}

/// `POST /api/games/{id}/join`.
pub async fn join(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<JoinBody>,
) -> Result<Json<Seated>, ApiError> {
    let name = free_guest_name(&app, body.name).await?;
    let (seat, token, game) = app.hub.join(&id, &actor(auth, body.token), name).await?;
    let side = game.seats[seat.min(1)].side;
    Ok(Json(Seated { id, side, token, invite: None, game }))
}

/// `GET /api/games/{id}/record`: the game record as a file.
pub async fn record(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let text = app.hub.record(&id).await?;
    let disposition = format!("attachment; filename=\"reynard-{id}.txt\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    ))
}

/// A preset in `GET /api/variants`.
#[derive(Debug, Serialize)]
pub struct VariantInfo {
    /// The preset id.
    pub id: &'static str,
    /// `hunt` or `tafl`.
    pub family: &'static str,
    /// The sides: id and name in this variant.
    pub sides: Vec<SideInfo>,
    /// The options a player may set ([`AnyVariant::game_options`]), with the preset's values.
    pub options: Vec<OptionInfo>,
}

/// A side of a variant.
#[derive(Debug, Serialize)]
pub struct SideInfo {
    /// The side id.
    pub id: &'static str,
    /// Its name (`fox`, `geese`…).
    pub name: String,
}

/// An option of a preset.
#[derive(Debug, Serialize)]
pub struct OptionInfo {
    /// The key, as `key=value` options write it.
    pub key: &'static str,
    /// The preset's own value, as text.
    pub value: String,
    /// The values to choose from; `null` when the value is typed (numbers, points).
    pub choices: Option<Vec<&'static str>>,
}

impl From<GameOption> for OptionInfo {
    fn from(option: GameOption) -> Self {
        OptionInfo { key: option.spec.key, value: option.value, choices: option.choices }
    }
}

/// `GET /api/variants`: every preset, its family, sides and options.
pub async fn variants() -> Json<Vec<VariantInfo>> {
    let list = FamilyId::all_preset_ids().into_iter().filter_map(variant_info).collect();
    Json(list)
}

/// The entry of preset `id` (`None` if the rules do not build it, which no preset does).
fn variant_info(id: &'static str) -> Option<VariantInfo> {
    let variant = AnyVariant::preset(id).ok()?;
    let rules = variant.build().ok()?;
    let family = rules.family().tag();
    let sides = rules.side_ids().into_iter().zip(rules.side_names());
    let sides = sides.map(|(id, name)| SideInfo { id, name }).collect();
    let options = variant.game_options().into_iter().map(OptionInfo::from).collect();
    Some(VariantInfo { id, family, sides, options })
}
