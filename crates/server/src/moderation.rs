//! Moderation rules shared by the API: who is kept apart by a block, what a block hides
//! of the chat, who is a moderator, closing an account (its games lost as by
//! resignation), and the audit log every moderation action is written to.

use crate::accounts::{Account, account_id};
use crate::actions::Action;
use crate::chat::ChatEvent;
use crate::error::ApiError;
use crate::hub::Hub;
use crate::ids::new_game_id;
use crate::meta::{Actor, now_ms};
use crate::store::{AuditRow, Store};
use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The role that may call `/api/mod/…`.
pub const MODERATOR: &str = "moderator";
/// The roles `reynard admin grant` gives.
pub const ROLES: &[&str] = &[MODERATOR];

/// The accounts a viewer blocks (their ids): their chat lines are not shown to the viewer.
#[derive(Clone, Debug, Default)]
pub struct Blocked(HashSet<String>);

impl Blocked {
    /// The accounts `viewer` blocks (nobody's for a guest).
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn of(store: &Store, viewer: Option<&Account>) -> Result<Blocked, ApiError> {
        let Some(viewer) = viewer else { return Ok(Blocked::default()) };
        let names = store.blocked_by(&viewer.id).await?;
        Ok(Blocked(names.iter().map(|(name, _)| account_id(name)).collect()))
    }

    /// Whether the event is a line by a blocked account (a guest's line never is: a
    /// guest's name is not an account's).
    pub fn hides(&self, event: &ChatEvent) -> bool {
        match event {
            ChatEvent::Chat(line) => !line.guest && self.hides_account(&line.author),
            _ => false,
        }
    }

    /// Whether the account named `name` is blocked (a tournament's chat, accounts only).
    pub fn hides_account(&self, name: &str) -> bool {
        self.0.contains(&account_id(name))
    }
}

/// How old a live connection's blocks may be when a line of an account comes.
const REREAD: Duration = Duration::from_secs(2);

/// [`Blocked`] for a live connection: read again, when an account's line comes, once
/// [`REREAD`] has passed since the last reading, so that a block made while the game is
/// open takes effect on it within seconds (at most one query per connection that long).
#[derive(Debug)]
pub struct LiveBlocked {
    viewer: Option<Account>,
    blocked: Blocked,
    read: Instant,
}

impl LiveBlocked {
    /// The blocks of `viewer` (nobody's for a guest), as of now.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn of(store: &Store, viewer: Option<Account>) -> Result<LiveBlocked, ApiError> {
        let blocked = Blocked::of(store, viewer.as_ref()).await?;
        Ok(LiveBlocked { viewer, blocked, read: Instant::now() })
    }

    /// Whether the event is a line by an account the viewer blocks (reading the blocks
    /// again first when they are old; a failed reading keeps the old ones).
    pub async fn hides(&mut self, store: &Store, event: &ChatEvent) -> bool {
        let by_account = matches!(event, ChatEvent::Chat(line) if !line.guest);
        if by_account && self.viewer.is_some() && self.read.elapsed() >= REREAD {
            if let Ok(blocked) = Blocked::of(store, self.viewer.as_ref()).await {
                self.blocked = blocked;
            }
            self.read = Instant::now();
        }
        self.blocked.hides(event)
    }
}

/// Whether either account (ids) blocks the other: then they are not paired.
///
/// # Errors
///
/// Storage.
pub async fn kept_apart(store: &Store, a: &str, b: &str) -> Result<bool, ApiError> {
    Ok(store.blocks(a, b).await? || store.blocks(b, a).await?)
}

/// Whether `from` may challenge `to`: not when `to` blocks `from`, nor when `to` was
/// closed.
///
/// # Errors
///
/// `forbidden` for a block, `not_allowed` for a closed account, storage.
pub async fn may_challenge(store: &Store, from: &Account, to: &Account) -> Result<(), ApiError> {
    if store.blocks(&to.id, &from.id).await? {
        return Err(ApiError::Forbidden(format!("`{}` does not take your challenges", to.name)));
    }
    if store.closed_ms(&to.id).await?.is_some() {
        return Err(ApiError::NotAllowed(format!("`{}` was closed by a moderator", to.name)));
    }
    Ok(())
}

/// The ids of the accounts kept apart from `account` by a block either way (nobody's
/// for a guest): the lobby does not show their seeks to it.
///
/// # Errors
///
/// Storage.
pub async fn kept_apart_from(store: &Store, account: Option<&Account>) -> Result<HashSet<String>, ApiError> {
    let Some(account) = account else { return Ok(HashSet::new()) };
    Ok(store.kept_apart_from(&account.id).await?.into_iter().collect())
}

/// The account of a request, if it holds the moderator role.
///
/// # Errors
///
/// `unauthorized` without an account, `forbidden` for an account that is no moderator.
pub async fn moderator<'a>(store: &Store, account: Option<&'a Account>) -> Result<&'a Account, ApiError> {
    let account = account.ok_or(ApiError::Unauthorized)?;
    if !store.roles(&account.id).await?.iter().any(|role| role == MODERATOR) {
        return Err(ApiError::Forbidden("only moderators may do this".into()));
    }
    Ok(account)
}

/// Writes a line of the audit log.
///
/// # Errors
///
/// Storage.
pub async fn audit(
    store: &Store,
    moderator: &str,
    action: &str,
    target: &str,
    reason: &str,
) -> Result<(), ApiError> {
    let row = AuditRow {
        id: new_game_id()?,
        moderator: moderator.to_string(),
        action: action.to_string(),
        target: target.to_string(),
        reason: reason.to_string(),
        created_ms: now_ms(),
    };
    store.insert_audit(&row).await?;
    Ok(())
}

/// A reason or report text, checked: trimmed, at most `max` characters (at least one when
/// `required`), no control characters but line breaks.
///
/// # Errors
///
/// `bad_json` saying what does not fit.
pub fn checked_words(text: &str, max: usize, required: bool) -> Result<String, ApiError> {
    let text = text.trim();
    let chars = text.chars().count();
    if chars > max || (required && chars == 0) {
        let least = if required { 1 } else { 0 };
        return Err(ApiError::BadJson(format!("a reason has {least} to {max} characters")));
    }
    if text.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ApiError::BadJson("a reason has no control characters but line breaks".into()));
    }
    Ok(text.to_string())
}

/// Closes an account: it can no longer log in, its sessions and tokens are deleted, its
/// open seeks and challenges cancelled (the other players told), and every game it has
/// not finished is lost as by its resignation, through the games' usual path (watchers
/// see it, ratings move). Answers whether it was open before and the games resigned; an
/// account closed already still has its unfinished games resigned.
///
/// # Errors
///
/// Storage; the first game that could not be resigned (the others are still tried).
pub async fn close_account(hub: &Arc<Hub>, account: &Account) -> Result<(bool, Vec<String>), ApiError> {
    let store = hub.store();
    let cancelled = store.close_account(&account.id, &account.name, now_ms()).await?;
    let was_open = cancelled.is_some();
    for row in cancelled.unwrap_or_default() {
        let other = if row.challenger == account.id { &row.challenged } else { &row.challenger };
        let event = serde_json::json!({ "type": "challengeCanceled", "challenge": { "id": row.id } });
        hub.inbox().publish(other, event).await;
    }
    let actor = Actor { account: Some(account.clone()), ..Actor::default() };
    let mut resigned = Vec::new();
    let mut failed = None;
    for id in store.unfinished_games_of(&account.name).await? {
        match hub.act(&id, &actor, Action::Resign).await {
            Ok(_) => resigned.push(id),
            // Ended meanwhile (on time, by the other player).
            Err(ApiError::GameOver) => {}
            Err(e) => failed = failed.or(Some(e)),
        }
    }
    match failed {
        Some(e) => Err(e),
        None => Ok((was_open, resigned)),
    }
}
