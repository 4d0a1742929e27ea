//! Accounts: register and log in with a name and password (Argon2id hashes), sessions for
//! the browser (a cookie, with a CSRF token derived from it), personal API tokens for
//! scripts and bots, and a limit on failed logins. Every secret is kept only as its
//! SHA-256 hash, like the seat tokens.

mod login_limit;
mod names;
mod password;

pub use names::{
    DELETED_PREFIX, Problem, account_id, check_name, check_new_account, check_password, name_skeleton,
    normal_name,
};

use crate::error::ApiError;
use crate::ids::{new_token, token_hash};
use crate::meta::now_ms;
use crate::store::{AccountRow, Inserted, Store, TokenRow};
use login_limit::LoginLimit;
use password::Hasher;
use sha2::{Digest, Sha256};
use std::net::IpAddr;

/// How long a browser session lasts.
pub const SESSION_DAYS: i64 = 30;
/// Most personal API tokens an account may have.
const MAX_API_TOKENS: i64 = 20;
/// Password hashes computed at once.
const HASHES_AT_ONCE: usize = 2;

/// An account, as a request acts for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// The name in lower case.
    pub id: String,
    /// The name as registered.
    pub name: String,
    /// Whether it is a bot.
    pub bot: bool,
}

/// How a request proved its account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Credential {
    /// The session cookie: writes need the CSRF header too.
    Cookie,
    /// `Authorization: Bearer` with a session's secret.
    Bearer,
    /// `Authorization: Bearer` with a personal API token: it plays, but cannot mint tokens,
    /// change the password or make the account a bot.
    ApiToken,
}

/// A new session or token and its secret (given once).
#[derive(Clone, Debug)]
pub struct Issued {
    /// The account.
    pub account: Account,
    /// The secret.
    pub token: String,
}

/// A personal API token as listed (the secret is never shown again).
#[derive(Clone, Debug, serde::Serialize)]
pub struct TokenInfo {
    /// Its id: the first 16 hex digits of its hash.
    pub id: String,
    /// What the owner called it.
    pub label: String,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
}

/// The accounts service.
#[derive(Clone, Debug)]
pub struct Accounts {
    store: Store,
    hasher: Hasher,
    logins: LoginLimit,
    /// Counts failed and refused logins (the server's metric).
    failures: prometheus_client::metrics::counter::Counter,
}

impl From<AccountRow> for Account {
    fn from(row: AccountRow) -> Account {
        Account { id: row.id, name: row.name, bot: row.bot }
    }
}

/// The CSRF token of a session: derived from its secret, so it needs no storage, and
/// cannot be found without the secret.
pub fn csrf_token(session: &str) -> String {
    let digest = Sha256::digest(format!("reynard-csrf:{session}").as_bytes());
    digest.iter().take(16).map(|b| format!("{b:02x}")).collect()
}

impl Accounts {
    /// Over the server's store, counting failed logins in `failures`.
    pub fn new(store: Store, failures: prometheus_client::metrics::counter::Counter) -> Accounts {
        Accounts {
            logins: LoginLimit::new(store.clone()),
            store,
            hasher: Hasher::new(HASHES_AT_ONCE),
            failures,
        }
    }

    /// Registers an account and opens its first session.
    ///
    /// # Errors
    ///
    /// `bad_account` for a name or password that does not fit (each problem), `name_taken`,
    /// `name_looks_taken` for a name that looks like an account's, storage.
    pub async fn register(&self, name: &str, password: &str) -> Result<Issued, ApiError> {
        check_new_account(name, password)?;
        let name = normal_name(name);
        let row = AccountRow {
            id: account_id(&name),
            name: name.clone(),
            password_hash: self.hasher.hash(password.to_string()).await?,
            bot: false,
            created_ms: now_ms(),
        };
        let token = new_token()?;
        let session = token_row(&row.id, &token, "session", "login");
        match self.store.insert_account(&row, &name_skeleton(&name), &session).await? {
            Inserted::Added => {}
            Inserted::Taken => return Err(ApiError::NameTaken(name)),
            Inserted::LooksTaken => return Err(ApiError::NameLooksTaken(name)),
        }
        Ok(Issued { account: row.into(), token })
    }

    /// Logs in: a new session.
    ///
    /// # Errors
    ///
    /// `too_many_logins` after repeated failures for the name or from the address,
    /// `bad_credentials` for a wrong name or password, `account_closed` for an account a
    /// moderator closed, storage.
    pub async fn login(&self, name: &str, password: &str, from: IpAddr) -> Result<Issued, ApiError> {
        let id = account_id(name);
        let attempt = self.logins.begin(&id, from).await.inspect_err(|_| {
            self.failures.inc();
        })?;
        let row = self.store.account(&id).await?;
        let known = match &row {
            Some(row) => self.hasher.verify(password.to_string(), row.password_hash.clone()).await,
            None => false,
        };
        let Some(row) = row.filter(|_| known) else {
            self.failures.inc();
            self.logins.failed(attempt).await?;
            return Err(ApiError::BadCredentials);
        };
        self.logins.succeeded(attempt).await?;
        if self.store.closed_ms(&row.id).await?.is_some() {
            return Err(ApiError::AccountClosed);
        }
        let token = new_token()?;
        self.store.insert_token(&token_row(&row.id, &token, "session", "login")).await?;
        Ok(Issued { account: row.into(), token })
    }

    /// The account a session or API token belongs to (`None` for an unknown, revoked or
    /// expired one), and whether it is a session.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn authenticate(&self, token: &str) -> Result<Option<(Account, bool)>, ApiError> {
        if token.len() > 128 {
            return Ok(None);
        }
        let Some((token, owner)) = self.store.token(&token_hash(token)).await? else { return Ok(None) };
        let session = token.kind == "session";
        if session && token.created_ms + SESSION_DAYS * 24 * 3600 * 1000 < now_ms() {
            return Ok(None);
        }
        Ok(Some((owner.into(), session)))
    }

    /// Ends the session or revokes the token `token`.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn logout(&self, account: &Account, token: &str) -> Result<(), ApiError> {
        self.store.delete_token(&account.id, &token_hash(token)).await?;
        Ok(())
    }

    /// Changes the password after checking the old one; the account's other sessions end,
    /// and so do its API tokens unless `keep_tokens`.
    ///
    /// # Errors
    ///
    /// `bad_credentials` for a wrong old password, `bad_account` for a new one that does
    /// not fit, storage.
    pub async fn change_password(
        &self,
        account: &Account,
        current: &str,
        old: &str,
        new: &str,
        keep_tokens: bool,
    ) -> Result<(), ApiError> {
        check_password(new, &account.name)?;
        self.verify_password(account, old).await?;
        let hash = self.hasher.hash(new.to_string()).await?;
        self.store.set_password(&account.id, &hash).await?;
        self.store.delete_other_sessions(&account.id, &token_hash(current)).await?;
        if !keep_tokens {
            self.store.delete_tokens(&account.id, "api").await?;
        }
        Ok(())
    }

    /// Checks the account's password (before a change that needs it).
    ///
    /// # Errors
    ///
    /// `bad_credentials` for a wrong password, storage.
    pub async fn verify_password(&self, account: &Account, password: &str) -> Result<(), ApiError> {
        let row = self.store.account(&account.id).await?.ok_or(ApiError::BadCredentials)?;
        if !self.hasher.verify(password.to_string(), row.password_hash).await {
            return Err(ApiError::BadCredentials);
        }
        Ok(())
    }

    /// A new personal API token.
    ///
    /// # Errors
    ///
    /// `not_allowed` past the number an account may have, storage.
    pub async fn create_token(
        &self,
        account: &Account,
        label: &str,
    ) -> Result<(String, TokenInfo), ApiError> {
        let token = new_token()?;
        let row = token_row(&account.id, &token, "api", label);
        if !self.store.insert_token_capped(&row, MAX_API_TOKENS).await? {
            return Err(ApiError::NotAllowed(format!("an account has at most {MAX_API_TOKENS} API tokens")));
        }
        Ok((token, info(&row)))
    }

    /// The account's API tokens.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn tokens(&self, account: &Account) -> Result<Vec<TokenInfo>, ApiError> {
        Ok(self.store.tokens(&account.id, "api").await?.iter().map(info).collect())
    }

    /// Revokes the API token with this id.
    ///
    /// # Errors
    ///
    /// `not_found` when the account has none with this id, storage.
    pub async fn revoke_token(&self, account: &Account, id: &str) -> Result<(), ApiError> {
        let tokens = self.store.tokens(&account.id, "api").await?;
        let found = tokens
            .iter()
            .find(|t| info(t).id == id)
            .ok_or_else(|| ApiError::NotFound(format!("no token `{id}`")))?;
        self.store.delete_token(&account.id, &found.hash).await?;
        Ok(())
    }

    /// The account registered under `name` (any case).
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn find(&self, name: &str) -> Result<Option<Account>, ApiError> {
        if check_name(name).is_err() {
            return Ok(None);
        }
        Ok(self.store.account(&account_id(name)).await?.map(Account::from))
    }

    /// The account registered under `name` (any case) or under a name that looks the same
    /// (the same letters from another alphabet): what a guest may not call themselves.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn find_like(&self, name: &str) -> Result<Option<Account>, ApiError> {
        if let Some(account) = self.find(name).await? {
            return Ok(Some(account));
        }
        Ok(self.store.account_by_skeleton(&name_skeleton(name)).await?.map(Account::from))
    }
}

fn token_row(account: &str, token: &str, kind: &str, label: &str) -> TokenRow {
    TokenRow {
        hash: token_hash(token),
        account: account.to_string(),
        kind: kind.to_string(),
        label: label.chars().take(60).collect(),
        created_ms: now_ms(),
    }
}

fn info(row: &TokenRow) -> TokenInfo {
    let hex = row.hash.trim_start_matches("sha256:");
    TokenInfo { id: hex.chars().take(16).collect(), label: row.label.clone(), created_ms: row.created_ms }
}
