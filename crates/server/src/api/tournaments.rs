//! Tournament endpoints: create, list, show, join, withdraw, start, export. The course of
//! a tournament (its start at its time, its rounds, its end) is the runner's
//! ([`crate::tournament::runner`]); these only read it or change who plays.

use super::AppState;
use super::games::checked_rules;
use super::seeks::rating_of;
use crate::auth::Auth;
use crate::chat::checked_text;
use crate::clock::{TimeControl, TimeControlBody};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::ids::{is_game_id, new_game_id, new_token, token_hash};
use crate::store::{EntrantRow, TournamentLine, TournamentRow};
use crate::tournament::runner::{self, load};
use crate::tournament::state::Tournament;
use crate::tournament::{Format, round_robin};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// Longest tournament name.
const MAX_NAME: usize = 60;
/// Most Swiss rounds.
const MAX_ROUNDS: u32 = 30;
/// Longest arena, in minutes.
const MAX_MINUTES: u32 = 24 * 60;

/// `POST /api/tournaments`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    /// Its name.
    pub name: String,
    /// The preset played.
    pub preset: String,
    /// Options on top of it.
    #[serde(default)]
    pub options: Vec<String>,
    /// `swiss`, `round-robin` or `arena`.
    pub format: String,
    /// Rounds (Swiss).
    #[serde(default)]
    pub rounds: Option<u32>,
    /// Minutes (arena).
    #[serde(default)]
    pub minutes: Option<u32>,
    /// The games' clock (Fischer).
    pub clock: TimeControlBody,
    /// Whether the games are rated.
    #[serde(default)]
    pub rated: bool,
    /// Whether bots may join.
    #[serde(default)]
    pub bots: bool,
    /// When it starts by itself (ms since 1970); `null`: when its creator starts it.
    #[serde(default)]
    pub starts_at_ms: Option<i64>,
    /// Only holders of the invitation link may join.
    #[serde(default)]
    pub invite_only: bool,
}

/// `POST /api/tournaments/{id}/join`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinBody {
    /// The invitation's token, for a tournament by invitation.
    #[serde(default)]
    pub invite: Option<String>,
}

/// `POST /api/tournaments/{id}/chat`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SayBody {
    /// What to say.
    pub text: String,
}

/// `GET /api/tournaments/{id}/export` query.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportQuery {
    /// `json` (the default) or `text`.
    #[serde(default)]
    pub format: Option<String>,
}

/// `POST /api/tournaments`: `201 {"id", "invite"?}`.
pub async fn create(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<CreateBody>,
) -> Result<Response, ApiError> {
    let me = auth.account()?;
    let name = body.name.trim().to_string();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(ApiError::BadJson(format!("a tournament's name has 1 to {MAX_NAME} characters")));
    }
    checked_rules(&body.preset, &body.options, None)?;
    let format = Format::parse(&body.format)
        .ok_or_else(|| ApiError::BadJson("format is `swiss`, `round-robin` or `arena`".into()))?;
    let rounds = match (format, body.rounds) {
        (Format::Swiss, Some(r)) if (1..=MAX_ROUNDS).contains(&r) => r,
        (Format::Swiss, _) => return Err(ApiError::BadJson(format!("a Swiss has 1 to {MAX_ROUNDS} rounds"))),
        _ => 0,
    };
    let minutes = match (format, body.minutes) {
        (Format::Arena, Some(m)) if (1..=MAX_MINUTES).contains(&m) => m,
        (Format::Arena, _) => {
            return Err(ApiError::BadJson(format!("an arena lasts 1 to {MAX_MINUTES} minutes")));
        }
        _ => 0,
    };
    let clock = body.clock.control().map_err(ApiError::BadJson)?;
    if !matches!(clock, TimeControl::Fischer { .. }) {
        return Err(ApiError::BadJson("a tournament's games have a clock of minutes and seconds".into()));
    }
    let now = app.hub.now();
    if body.starts_at_ms.is_some_and(|at| at < now - 60_000) {
        return Err(ApiError::BadJson("starts_at_ms is in the past".into()));
    }
    let invite = if body.invite_only { Some(new_token()?) } else { None };
    let row = TournamentRow {
        id: new_game_id()?,
        name,
        creator: me.id.clone(),
        preset: body.preset,
        options: serde_json::to_string(&body.options).map_err(|e| ApiError::BadJson(e.to_string()))?,
        format: format.name().to_string(),
        rounds: i64::from(rounds),
        minutes: i64::from(minutes),
        clock: clock.text(),
        rated: i64::from(body.rated),
        bots: i64::from(body.bots),
        invite_hash: invite.as_deref().map(token_hash),
        starts_at_ms: body.starts_at_ms,
        started_ms: None,
        ends_at_ms: None,
        status: "created".into(),
        round: 0,
        created_ms: now,
        finished_ms: None,
    };
    app.hub.store().insert_tournament(&row).await?;
    Ok((StatusCode::CREATED, Json(json!({ "id": row.id, "invite": invite }))).into_response())
}

/// `GET /api/tournaments`: the recent tournaments open to all (and the caller's own by
/// invitation), newest first.
pub async fn list(State(app): State<AppState>, auth: Auth) -> Result<Json<Value>, ApiError> {
    let me = auth.account.as_ref().map(|a| a.id.as_str());
    let rows = app.hub.store().tournaments(200).await?;
    let mut listed = Vec::new();
    for row in rows.into_iter().filter(|r| r.invite_hash.is_none() || Some(r.creator.as_str()) == me) {
        let players = app.hub.store().entrants(&row.id).await?.iter().filter(|e| e.withdrawn == 0).count();
        listed.push(json!({
            "id": row.id,
            "name": row.name,
            "preset": row.preset,
            "format": row.format,
            "status": row.status,
            "players": players,
            "rated": row.rated != 0,
            "clock": TimeControl::parse(&row.clock).map(TimeControl::body),
            "starts_at_ms": row.starts_at_ms,
            "started_ms": row.started_ms,
            "finished_ms": row.finished_ms,
        }));
    }
    Ok(Json(json!({ "tournaments": listed })))
}

/// `GET /api/tournaments/{id}`.
pub async fn show(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
) -> Result<Json<Value>, ApiError> {
    let t = find(&app, &id).await?;
    Ok(Json(view(&app, &t, auth.account.as_ref().map(|a| a.id.as_str())).await?))
}

/// `POST /api/tournaments/{id}/join`.
pub async fn join(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<JoinBody>,
) -> Result<Json<Value>, ApiError> {
    let me = auth.account()?;
    let t = find(&app, &id).await?;
    if me.bot && t.row.bots == 0 {
        return Err(ApiError::NotAllowed("this tournament does not take bots".into()));
    }
    if let Some(hash) = &t.row.invite_hash {
        let invited = body.invite.as_deref().is_some_and(|token| &token_hash(token) == hash);
        if !invited && t.row.creator != me.id {
            return Err(ApiError::Forbidden("join this tournament through its invitation link".into()));
        }
    }
    let open = match (t.row.status.as_str(), t.format) {
        ("created", _) => true,
        ("running", Format::Swiss) => t.row.round <= t.row.rounds / 2,
        ("running", Format::Arena) => t.row.ends_at_ms.is_some_and(|end| app.hub.now() < end),
        _ => false,
    };
    if !open {
        return Err(ApiError::NotAllowed("this tournament takes no more players".into()));
    }
    let rating = rating_of(&app, me, &t.row.preset).await?.rating;
    let entrant = EntrantRow {
        account: me.id.clone(),
        name: me.name.clone(),
        rating,
        joined_ms: app.hub.now(),
        withdrawn: 0,
    };
    if !app.hub.store().join_tournament(&id, &entrant).await? {
        return Err(ApiError::NotAllowed("you are in this tournament already (or withdrew from it)".into()));
    }
    Ok(Json(json!({ "id": id, "joined": me.name })))
}

/// `POST /api/tournaments/{id}/withdraw`: the player is not paired again (games under
/// way go on).
pub async fn withdraw(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
) -> Result<Json<Value>, ApiError> {
    let me = auth.account()?;
    let t = find(&app, &id).await?;
    if t.row.status == "finished" {
        return Err(ApiError::NotAllowed("the tournament is over".into()));
    }
    if !app.hub.store().withdraw_from_tournament(&id, &me.id).await? {
        return Err(ApiError::NotAllowed("you are not playing in this tournament".into()));
    }
    Ok(Json(json!({ "id": id, "withdrawn": me.name })))
}

/// `POST /api/tournaments/{id}/start`: its creator starts it now.
pub async fn start(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
) -> Result<Json<Value>, ApiError> {
    let me = auth.account()?;
    let t = find(&app, &id).await?;
    if t.row.creator != me.id {
        return Err(ApiError::Forbidden("only its creator starts a tournament".into()));
    }
    if !runner::start(&app.hub, &t).await? {
        return Err(ApiError::NotAllowed(format!("the tournament is {}", t.row.status)));
    }
    runner::tick(&app.hub).await?;
    Ok(Json(view(&app, &find(&app, &id).await?, Some(&me.id)).await?))
}

/// `GET /api/tournaments/{id}/export?format=json|text`: the results as a file.
pub async fn export(
    State(app): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<ExportQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadQuery(e.body_text()))?;
    let t = find(&app, &id).await?;
    let full = view(&app, &t, None).await?;
    let (body, kind, extension) = match query.format.as_deref().unwrap_or("json") {
        "json" => (
            serde_json::to_string_pretty(&full).map_err(|e| ApiError::Corrupt(e.to_string()))?,
            "application/json",
            "json",
        ),
        "text" => (text_table(&full), "text/plain; charset=utf-8", "txt"),
        other => return Err(ApiError::BadQuery(format!("format is json or text, not `{other}`"))),
    };
    let disposition = format!("attachment; filename=\"tournament-{id}.{extension}\"");
    Ok(([(header::CONTENT_TYPE, kind.to_string()), (header::CONTENT_DISPOSITION, disposition)], body)
        .into_response())
}

/// Lines a tournament's chat shows.
const CHAT_HISTORY: i64 = 100;

/// `GET /api/tournaments/{id}/chat`: the last lines, oldest first (less those of the
/// accounts the reader blocks).
pub async fn chat(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
) -> Result<Json<Vec<TournamentLine>>, ApiError> {
    let t = find(&app, &id).await?;
    let blocked = crate::moderation::Blocked::of(app.hub.store(), auth.account.as_ref()).await?;
    let lines = app.hub.store().tournament_lines(&t.row.id, CHAT_HISTORY).await?;
    Ok(Json(lines.into_iter().filter(|line| !blocked.hides_account(&line.author)).collect()))
}

/// `POST /api/tournaments/{id}/chat` `{"text"}`: an account says a line (the game chat's
/// limits: length, no control characters, one a second with bursts of five).
pub async fn say(
    State(app): State<AppState>,
    Path(id): Path<String>,
    auth: Auth,
    ApiJson(body): ApiJson<SayBody>,
) -> Result<Json<Value>, ApiError> {
    let me = auth.account()?;
    let text = checked_text(&body.text)?;
    let t = find(&app, &id).await?;
    app.hub.chat().allow(&format!("tournament:{}:account:{}", t.row.id, me.id))?;
    let line = TournamentLine { author: me.name.clone(), text, ms: app.hub.now() };
    app.hub.store().insert_tournament_line(&new_token()?, &t.row.id, &line).await?;
    Ok(Json(json!({})))
}

async fn find(app: &AppState, id: &str) -> Result<Tournament, ApiError> {
    if !is_game_id(id) {
        return Err(ApiError::NotFound(format!("no tournament `{id}`")));
    }
    load(&app.hub, id).await
}

/// A pairing as shown.
#[derive(Debug, Serialize)]
struct PairingView {
    /// The two players' names, the first on the first side in the first game.
    players: [String; 2],
    /// The games' ids, in order.
    games: Vec<String>,
    /// Each player's points from these games so far.
    score: [f64; 2],
}

/// The tournament as `GET /api/tournaments/{id}` shows it; `me` is the caller's account id
/// (their next game is named).
async fn view(app: &AppState, t: &Tournament, me: Option<&str>) -> Result<Value, ApiError> {
    let name =
        |account: &str| t.index(account).map_or_else(|| account.to_string(), |i| t.entrants[i].name.clone());
    let mut rounds: Vec<Value> = Vec::new();
    let mut arena_games = Vec::new();
    let paired = t.row.round.max(0) as usize;
    for number in 1..=paired as i64 {
        let slots: Vec<_> = t.slots.iter().filter(|s| s.round == number).collect();
        let byes: Vec<String> =
            slots.iter().filter(|s| s.player1.is_none()).map(|s| name(&s.player0)).collect();
        let mut pairings: Vec<PairingView> = Vec::new();
        for slot in slots.iter().filter(|s| s.player1.is_some()) {
            let (first, second) = (name(&slot.player0), name(slot.player1.as_deref().unwrap_or_default()));
            let game = slot.game_id.clone().unwrap_or_default();
            if t.format == Format::Arena {
                arena_games.push(game.clone());
            }
            let points = t.score(slot).map_or([0.0, 0.0], |h| [f64::from(h[0]) / 2.0, f64::from(h[1]) / 2.0]);
            match pairings
                .iter_mut()
                .find(|p| p.players == [second.clone(), first.clone()] && t.format != Format::Arena)
            {
                Some(meeting) => {
                    meeting.games.push(game);
                    meeting.score[0] += points[1];
                    meeting.score[1] += points[0];
                }
                None => {
                    pairings.push(PairingView { players: [first, second], games: vec![game], score: points })
                }
            }
        }
        if t.format != Format::Arena {
            rounds.push(json!({ "number": number, "pairings": pairings, "byes": byes }));
        }
    }
    let standings: Vec<Value> = t
        .standings()
        .iter()
        .map(|s| json!({ "name": t.entrants[s.player].name, "points": s.points, "tiebreaks": s.tiebreaks }))
        .collect();
    let next_game = me.and_then(|me| {
        t.slots
            .iter()
            // Created already (a round's games are created just after it is paired).
            .filter(|s| t.unfinished(s) && s.status.is_some())
            .filter(|s| s.player0 == me || s.player1.as_deref() == Some(me))
            .find_map(|s| s.game_id.clone())
    });
    let creator =
        app.hub.store().account(&t.row.creator).await?.map_or_else(|| t.row.creator.clone(), |a| a.name);
    let options: Value = serde_json::from_str(&t.row.options).unwrap_or(Value::Null);
    let round_count = match t.format {
        Format::Swiss => t.row.rounds as usize,
        Format::RoundRobin => round_robin::rounds(t.entrants.len()),
        Format::Arena => 0,
    };
    let active = |withdrawn: bool| -> Vec<String> {
        t.entrants.iter().filter(|e| (e.withdrawn != 0) == withdrawn).map(|e| e.name.clone()).collect()
    };
    Ok(json!({
        "id": t.row.id,
        "name": t.row.name,
        "creator": creator,
        "status": t.row.status,
        "format": t.format.name(),
        "preset": t.row.preset,
        "options": options,
        "clock": TimeControl::parse(&t.row.clock).map(TimeControl::body),
        "rated": t.row.rated != 0,
        "bots": t.row.bots != 0,
        "invite_only": t.row.invite_hash.is_some(),
        "round_count": round_count,
        "round": t.row.round,
        "minutes": t.row.minutes,
        "starts_at_ms": t.row.starts_at_ms,
        "started_ms": t.row.started_ms,
        "ends_at_ms": t.row.ends_at_ms,
        "finished_ms": t.row.finished_ms,
        "players": active(false),
        "withdrawn": active(true),
        "rounds": rounds,
        "games": arena_games,
        "standings": standings,
        "my_game": next_game,
    }))
}

/// The results as a plain text table: the standings, then each round's pairings.
fn text_table(view: &Value) -> String {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let mut out = format!(
        "{} ({}, {}, {})\n\n",
        text(&view["name"]),
        text(&view["format"]),
        text(&view["preset"]),
        text(&view["status"])
    );
    out += &format!("{:>4}  {:<24} {:>7}  tie-breaks\n", "rank", "player", "points");
    for (rank, line) in view["standings"].as_array().into_iter().flatten().enumerate() {
        let tiebreaks: Vec<String> = line["tiebreaks"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|t| format!("{}", t.as_f64().unwrap_or(0.0)))
            .collect();
        out += &format!(
            "{:>4}  {:<24} {:>7}  {}\n",
            rank + 1,
            text(&line["name"]),
            line["points"].as_f64().unwrap_or(0.0),
            tiebreaks.join("  ")
        );
    }
    for round in view["rounds"].as_array().into_iter().flatten() {
        out += &format!("\nRound {}\n", round["number"]);
        for pairing in round["pairings"].as_array().into_iter().flatten() {
            let players = &pairing["players"];
            let score = &pairing["score"];
            out += &format!(
                "  {} - {}  {}-{}\n",
                text(&players[0]),
                text(&players[1]),
                score[0].as_f64().unwrap_or(0.0),
                score[1].as_f64().unwrap_or(0.0)
            );
        }
        for bye in round["byes"].as_array().into_iter().flatten() {
            out += &format!("  {} bye\n", text(bye));
        }
    }
    out
}
