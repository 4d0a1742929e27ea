//! Running tournaments: every server looks at the unfinished tournaments a few times a
//! second and takes the step each is due for. Each step is a guarded write that one
//! server wins (the start moves `created` to `running`; a pairing moves the round counter
//! from the number it read; the end moves `running` to `finished`), and the games a round
//! plans are created under ids chosen when it was paired, so a second server creating one
//! is refused. So a tournament runs once however many servers share the database, and
//! carries on when the one that was running it stops: the others, or the restarted one,
//! read where it stands and go on. Nothing is kept in memory between steps.

use super::arena::{self, Waiting};
use super::state::Tournament;
use super::swiss::{self, SwissPlayer};
use super::{Format, round_robin};
use crate::accounts::Account;
use crate::clock::TimeControl;
use crate::error::ApiError;
use crate::hub::{Hub, NewGame, Opponent};
use crate::ids::{new_game_id, new_token, token_hash};
use crate::meta::{Actor, Player};
use crate::store::SlotRow;
use std::sync::Arc;
use std::time::Duration;

/// How often each server looks at the tournaments.
pub const TICK: Duration = Duration::from_millis(250);

/// Looks at the tournaments every `every` while the hub lives.
pub fn run_every(hub: &Arc<Hub>, every: Duration) {
    let hub = Arc::downgrade(hub);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(every).await;
            let Some(hub) = hub.upgrade() else { break };
            // A step that failed (the database away) is taken again at the next look.
            if let Err(e) = tick(&hub).await {
                tracing::warn!(error = %e, "the tournaments could not be looked at");
            }
        }
    });
}

/// Takes the step each unfinished tournament is due for.
///
/// # Errors
///
/// Storage (the tournaments could not be listed).
pub async fn tick(hub: &Arc<Hub>) -> Result<(), ApiError> {
    let now = hub.now();
    for row in hub.store().unfinished_tournaments().await? {
        // One waiting for its creator, or for its time, has nothing to do yet.
        if row.status == "created" && row.starts_at_ms.is_none_or(|at| at > now) {
            continue;
        }
        let id = row.id.clone();
        let Ok(tournament) = load(hub, &id).await else { continue };
        let _ = advance(hub, &tournament).await;
    }
    Ok(())
}

/// A tournament's rows, read together.
///
/// # Errors
///
/// `not_found`, a stored tournament that cannot be read, storage.
pub async fn load(hub: &Hub, id: &str) -> Result<Tournament, ApiError> {
    let store = hub.store();
    let row =
        store.tournament(id).await?.ok_or_else(|| ApiError::NotFound(format!("no tournament `{id}`")))?;
    let entrants = store.entrants(id).await?;
    let slots = store.tournament_slots(id).await?;
    Tournament::new(row, entrants, slots).map_err(|e| ApiError::Corrupt(format!("tournament {id}: {e}")))
}

/// The step `tournament` is due for, if any: the start, the missing games of its round,
/// the next pairing, the end.
async fn advance(hub: &Arc<Hub>, t: &Tournament) -> Result<(), ApiError> {
    let now = hub.now();
    match t.row.status.as_str() {
        "created" if t.row.starts_at_ms.is_some_and(|at| at <= now) => {
            start(hub, t).await?;
        }
        "running" => {
            create_missing_games(hub, t).await?;
            match t.format {
                Format::Swiss | Format::RoundRobin => next_round(hub, t).await?,
                Format::Arena => arena_wave(hub, t).await?,
            }
        }
        _ => {}
    }
    Ok(())
}

/// Starts a created tournament now (fewer than two players: it ends at once); false when
/// another server or request started it first.
///
/// # Errors
///
/// Storage.
pub async fn start(hub: &Hub, t: &Tournament) -> Result<bool, ApiError> {
    let now = hub.now();
    let ends_at = (t.format == Format::Arena).then(|| now + t.row.minutes * 60_000);
    if !hub.store().start_tournament(&t.row.id, now, ends_at).await? {
        return Ok(false);
    }
    if t.active().len() < 2 {
        hub.store().finish_tournament(&t.row.id, now).await?;
        return Ok(true);
    }
    tracing::info!(tournament = %t.row.id, format = t.format.name(), players = t.active().len(), "tournament started");
    for p in t.active() {
        crate::notify::tournament_started(hub.inbox(), &t.entrants[p].account, &t.row.id, &t.row.name).await;
    }
    Ok(true)
}

/// Pairs the next round of a Swiss or round robin once the last is played, or ends the
/// tournament after its last round (or when no pairing is left).
async fn next_round(hub: &Arc<Hub>, t: &Tournament) -> Result<(), ApiError> {
    if !t.all_played() {
        return Ok(());
    }
    let next = t.row.round + 1;
    let planned = match t.format {
        Format::Swiss if t.row.round < t.row.rounds => swiss_round(t, next)?,
        Format::RoundRobin => round_robin_round(t, next),
        _ => None,
    };
    match planned {
        Some(slots) => {
            if hub.store().pair_tournament_round(&t.row.id, t.row.round, &slots).await? {
                create_games(hub, t, &slots).await?;
            }
        }
        None => {
            if hub.store().finish_tournament(&t.row.id, hub.now()).await? {
                tracing::info!(tournament = %t.row.id, "tournament finished");
            }
        }
    }
    Ok(())
}

/// The slots of Swiss round `round`, or `None` when no pairing is left.
fn swiss_round(t: &Tournament, round: i64) -> Result<Option<Vec<SlotRow>>, ApiError> {
    let active = t.active();
    if active.len() < 2 {
        return Ok(None);
    }
    let standings = t.standings();
    let points =
        |p: usize| standings.iter().find(|s| s.player == p).map_or(0, |s| (s.points * 2.0).round() as u32);
    let byes = t.byes();
    let players: Vec<SwissPlayer> = active
        .iter()
        .map(|&p| SwissPlayer { points: points(p), rating: t.entrants[p].rating, had_bye: byes.contains(&p) })
        .collect();
    let Some(pairing) = swiss::pair_round(&players, |a, b| t.met(active[a], active[b])) else {
        return Ok(None);
    };
    let pairs: Vec<(usize, usize)> = pairing.pairs.iter().map(|&(a, b)| (active[a], active[b])).collect();
    Ok(Some(meetings(t, round, &pairs, pairing.bye.map(|b| active[b]))?))
}

/// The slots of round-robin round `round` (from 1), or `None` after the last. The table
/// is drawn over the players by seeding, withdrawn ones included so that it never
/// changes; a meeting with a withdrawn player is not played.
fn round_robin_round(t: &Tournament, round: i64) -> Option<Vec<SlotRow>> {
    let seeding = t.seeding();
    let n = seeding.len();
    if round as usize > round_robin::rounds(n) || t.active().len() < 2 {
        return None;
    }
    let table = round_robin::round(n, round as usize - 1);
    let playing = |p: usize| t.entrants[p].withdrawn == 0;
    let pairs: Vec<(usize, usize)> = table
        .pairs
        .iter()
        .map(|&(a, b)| (seeding[a], seeding[b]))
        .filter(|&(a, b)| playing(a) && playing(b))
        .collect();
    let bye = table.bye.map(|b| seeding[b]).filter(|&b| playing(b));
    meetings(t, round, &pairs, bye).ok()
}

/// A round's slots: two legs a pair (the first player on the first side first), and the
/// bye.
fn meetings(
    t: &Tournament,
    round: i64,
    pairs: &[(usize, usize)],
    bye: Option<usize>,
) -> Result<Vec<SlotRow>, ApiError> {
    let mut slots = Vec::with_capacity(pairs.len() * 2 + 1);
    for (board, &(a, b)) in pairs.iter().enumerate() {
        for (leg, (first, second)) in [(a, b), (b, a)].into_iter().enumerate() {
            slots.push(slot(t, round, board as i64, leg as i64, first, Some(second))?);
        }
    }
    if let Some(p) = bye {
        slots.push(slot(t, round, pairs.len() as i64, 0, p, None)?);
    }
    Ok(slots)
}

/// A planned game (or a bye, without a second player).
fn slot(
    t: &Tournament,
    round: i64,
    board: i64,
    leg: i64,
    first: usize,
    second: Option<usize>,
) -> Result<SlotRow, ApiError> {
    Ok(SlotRow {
        round,
        board,
        leg,
        player0: t.entrants[first].account.clone(),
        player1: second.map(|p| t.entrants[p].account.clone()),
        game_id: if second.is_some() { Some(new_game_id()?) } else { None },
        status: None,
        result: None,
        reason: None,
        ply: None,
    })
}

/// Pairs the arena's waiting players, or ends it once its time is up and its games are
/// over.
async fn arena_wave(hub: &Arc<Hub>, t: &Tournament) -> Result<(), ApiError> {
    let now = hub.now();
    if t.row.ends_at_ms.is_some_and(|end| now >= end) {
        if t.all_played() {
            hub.store().finish_tournament(&t.row.id, now).await?;
        }
        return Ok(());
    }
    let busy = |p: usize| {
        let account = &t.entrants[p].account;
        t.slots
            .iter()
            .any(|s| t.unfinished(s) && (&s.player0 == account || s.player1.as_ref() == Some(account)))
    };
    let waiting: Vec<usize> = t.active().into_iter().filter(|&p| !busy(p)).collect();
    if waiting.len() < 2 {
        return Ok(());
    }
    let standings = t.standings();
    let points = |p: usize| standings.iter().find(|s| s.player == p).map_or(0, |s| s.points as u32);
    let view: Vec<Waiting> = waiting
        .iter()
        .map(|&p| {
            let account = &t.entrants[p].account;
            let mine =
                t.slots.iter().filter(|s| &s.player0 == account || s.player1.as_ref() == Some(account));
            let last = mine.clone().next_back().and_then(|s| {
                let other = if &s.player0 == account { s.player1.as_deref()? } else { s.player0.as_str() };
                waiting.iter().position(|&w| t.entrants[w].account == other)
            });
            let lead = mine.map(|s| if &s.player0 == account { 1 } else { -1 }).sum();
            Waiting {
                points: points(p),
                rating: t.entrants[p].rating,
                last_opponent: last,
                first_side_lead: lead,
            }
        })
        .collect();
    let round = t.row.round + 1;
    let slots = arena::pair_waiting(&view)
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| slot(t, round, board as i64, 0, waiting[a], Some(waiting[b])))
        .collect::<Result<Vec<_>, _>>()?;
    if hub.store().pair_tournament_round(&t.row.id, t.row.round, &slots).await? {
        create_games(hub, t, &slots).await?;
    }
    Ok(())
}

/// Creates the games of slots whose game is not stored yet (a server stopped between
/// pairing a round and creating its games).
async fn create_missing_games(hub: &Arc<Hub>, t: &Tournament) -> Result<(), ApiError> {
    let missing: Vec<SlotRow> =
        t.slots.iter().filter(|s| s.game_id.is_some() && s.status.is_none()).cloned().collect();
    create_games(hub, t, &missing).await
}

/// Creates the slots' games, each under its planned id; one another server created
/// first is left as it is.
async fn create_games(hub: &Arc<Hub>, t: &Tournament, slots: &[SlotRow]) -> Result<(), ApiError> {
    let options: Vec<String> =
        serde_json::from_str(&t.row.options).map_err(|e| ApiError::Corrupt(e.to_string()))?;
    let clock = TimeControl::parse(&t.row.clock);
    for slot in slots {
        let (Some(id), Some(second)) = (&slot.game_id, &slot.player1) else { continue };
        let (Some(a), Some(b)) = (t.index(&slot.player0), t.index(second)) else { continue };
        let (first, second) = (&t.entrants[a], &t.entrants[b]);
        let creator = Account { id: first.account.clone(), name: first.name.clone(), bot: false };
        let opponent = Player::Human {
            token_hash: token_hash(&new_token()?),
            joined: true,
            account: Some(second.name.clone()),
            guest: None,
        };
        let new = NewGame {
            preset: t.row.preset.clone(),
            options: options.clone(),
            side: Some(t.sides[0].clone()),
            opponent: Opponent::Seated(opponent),
            public: false,
            creator: Actor { token: None, account: Some(creator), creator: None },
            guest_name: None,
            rated: t.row.rated != 0,
            clock,
        };
        // Refused by the id's key when another server created it first: nothing to do (that
        // server told the players).
        if hub.create_as(new, id.clone()).await.is_ok() {
            for player in [&first.account, &second.account] {
                crate::notify::tournament_game(hub.inbox(), player, &t.row.id, &t.row.name, id).await;
            }
        }
    }
    Ok(())
}
