//! The `accounts` and `account_tokens` rows.

use super::Store;
use sqlx::Row;

/// A stored account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRow {
    /// The name in lower case (the key).
    pub id: String,
    /// The name as registered.
    pub name: String,
    /// The argon2 hash of the password (a PHC string).
    pub password_hash: String,
    /// Whether the account is a bot.
    pub bot: bool,
    /// When it was registered.
    pub created_ms: i64,
}

/// A stored session or API token (its secret is kept only as a hash).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenRow {
    /// The secret's hash.
    pub hash: String,
    /// The account id.
    pub account: String,
    /// `session` or `api`.
    pub kind: String,
    /// What the owner called it.
    pub label: String,
    /// When it was made.
    pub created_ms: i64,
}

fn account(r: &sqlx::any::AnyRow) -> Result<AccountRow, sqlx::Error> {
    Ok(AccountRow {
        id: r.try_get("id")?,
        name: r.try_get("name")?,
        password_hash: r.try_get("password_hash")?,
        bot: r.try_get::<i64, _>("bot")? != 0,
        created_ms: r.try_get("created_ms")?,
    })
}

fn token(r: &sqlx::any::AnyRow) -> Result<TokenRow, sqlx::Error> {
    Ok(TokenRow {
        hash: r.try_get("hash")?,
        account: r.try_get("account")?,
        kind: r.try_get("kind")?,
        label: r.try_get("label")?,
        created_ms: r.try_get("created_ms")?,
    })
}

/// What became of a new account.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inserted {
    /// It was added.
    Added,
    /// An account has its id (its name in another case).
    Taken,
    /// An account has its skeleton (a name that looks the same).
    LooksTaken,
}

impl Store {
    /// Adds an account, whose name has the look `skeleton` (see
    /// `accounts::name_skeleton`), with its first token, unless an account has its id or
    /// its skeleton: the unique indexes decide, so of two registrations at once only one
    /// gets the name or a look-alike.
    pub async fn insert_account(
        &self,
        row: &AccountRow,
        skeleton: &str,
        first: &TokenRow,
    ) -> Result<Inserted, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO accounts (id, name, password_hash, bot, created_ms, skeleton) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
        )
        .bind(&row.id)
        .bind(&row.name)
        .bind(&row.password_hash)
        .bind(row.bot as i64)
        .bind(row.created_ms)
        .bind(skeleton)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if inserted == 0 {
            drop(tx);
            return Ok(if self.account(&row.id).await?.is_some() {
                Inserted::Taken
            } else {
                Inserted::LooksTaken
            });
        }
        insert_token(&mut *tx, first).await?;
        tx.commit().await?;
        Ok(Inserted::Added)
    }

    /// The account whose name has the look `skeleton`, if any.
    pub async fn account_by_skeleton(&self, skeleton: &str) -> Result<Option<AccountRow>, sqlx::Error> {
        let row =
            sqlx::query("SELECT id, name, password_hash, bot, created_ms FROM accounts WHERE skeleton = $1")
                .bind(skeleton)
                .fetch_optional(&self.pool)
                .await?;
        row.as_ref().map(account).transpose()
    }

    /// Gives each account stored before skeletons were kept its name's look, `look(name)`,
    /// oldest first; an account whose look an older one has keeps none. Returns how many
    /// were filled.
    pub async fn fill_skeletons(&self, look: impl Fn(&str) -> String) -> Result<u64, sqlx::Error> {
        let rows =
            sqlx::query("SELECT id, name FROM accounts WHERE skeleton IS NULL ORDER BY created_ms, id")
                .fetch_all(&self.pool)
                .await?;
        let mut filled = 0;
        for r in &rows {
            let (id, name): (String, String) = (r.try_get("id")?, r.try_get("name")?);
            if name.starts_with(crate::accounts::DELETED_PREFIX) {
                continue;
            }
            let done = sqlx::query(
                "UPDATE accounts SET skeleton = $1 WHERE id = $2 AND skeleton IS NULL \
                 AND NOT EXISTS (SELECT 1 FROM accounts WHERE skeleton = $1)",
            )
            .bind(look(&name))
            .bind(&id)
            .execute(&self.pool)
            .await;
            match done {
                Ok(done) => filled += done.rows_affected(),
                // Another server filled the same look meanwhile: this account keeps none.
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {}
                Err(e) => return Err(e),
            }
        }
        Ok(filled)
    }

    /// The account with this id (lower-case name).
    pub async fn account(&self, id: &str) -> Result<Option<AccountRow>, sqlx::Error> {
        let row = sqlx::query("SELECT id, name, password_hash, bot, created_ms FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(account).transpose()
    }

    /// Stores a new password hash.
    pub async fn set_password(&self, id: &str, password_hash: &str) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE accounts SET password_hash = $1 WHERE id = $2")
            .bind(password_hash)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Marks an account as a bot (or not).
    pub async fn set_bot(&self, id: &str, bot: bool) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE accounts SET bot = $1 WHERE id = $2")
            .bind(bot as i64)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Adds a session or API token.
    pub async fn insert_token(&self, row: &TokenRow) -> Result<(), sqlx::Error> {
        let mut conn = self.pool.acquire().await?;
        insert_token(&mut *conn, row).await
    }

    /// Adds a token of `row.kind` unless the account has `cap` of that kind already: false
    /// then. Counted and added under the account's lock, so tokens asked for at once
    /// cannot pass the cap together.
    pub async fn insert_token_capped(&self, row: &TokenRow, cap: i64) -> Result<bool, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        lock_account(&mut tx, &row.account).await?;
        let sql = "SELECT COUNT(*) FROM account_tokens WHERE account = $1 AND kind = $2";
        let held: i64 =
            sqlx::query_scalar(sql).bind(&row.account).bind(&row.kind).fetch_one(&mut *tx).await?;
        if held >= cap {
            return Ok(false);
        }
        insert_token(&mut *tx, row).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The token with this hash and its account.
    pub async fn token(&self, hash: &str) -> Result<Option<(TokenRow, AccountRow)>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT t.hash, t.account, t.kind, t.label, t.created_ms, \
             a.id, a.name, a.password_hash, a.bot, a.created_ms AS account_created_ms \
             FROM account_tokens t JOIN accounts a ON a.id = t.account WHERE t.hash = $1",
        )
        .bind(hash)
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else { return Ok(None) };
        let owner = AccountRow {
            id: r.try_get("id")?,
            name: r.try_get("name")?,
            password_hash: r.try_get("password_hash")?,
            bot: r.try_get::<i64, _>("bot")? != 0,
            created_ms: r.try_get("account_created_ms")?,
        };
        Ok(Some((token(&r)?, owner)))
    }

    /// An account's tokens of one kind, oldest first.
    pub async fn tokens(&self, account: &str, kind: &str) -> Result<Vec<TokenRow>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT hash, account, kind, label, created_ms FROM account_tokens \
             WHERE account = $1 AND kind = $2 ORDER BY created_ms, hash",
        )
        .bind(account)
        .bind(kind)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(token).collect()
    }

    /// Deletes a token of the account; false when it had none with this hash.
    pub async fn delete_token(&self, account: &str, hash: &str) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("DELETE FROM account_tokens WHERE account = $1 AND hash = $2")
            .bind(account)
            .bind(hash)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Deletes the account's tokens of one kind (`api`, `session`).
    pub async fn delete_tokens(&self, account: &str, kind: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM account_tokens WHERE account = $1 AND kind = $2")
            .bind(account)
            .bind(kind)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Deletes the account's sessions but the one with hash `keep`.
    pub async fn delete_other_sessions(&self, account: &str, keep: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM account_tokens WHERE account = $1 AND kind = 'session' AND hash <> $2")
            .bind(account)
            .bind(keep)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

/// Takes the account's lock until the transaction ends (a row lock in PostgreSQL, the write
/// lock in SQLite): what the account holds, counted after it, stays counted right until
/// the transaction commits, whatever other requests do at the same moment.
pub(super) async fn lock_account(conn: &mut sqlx::AnyConnection, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE accounts SET bot = bot WHERE id = $1").bind(id).execute(conn).await?;
    Ok(())
}

async fn insert_token<'c, E: sqlx::Executor<'c, Database = sqlx::Any>>(
    executor: E,
    row: &TokenRow,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO account_tokens (hash, account, kind, label, created_ms) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&row.hash)
    .bind(&row.account)
    .bind(&row.kind)
    .bind(&row.label)
    .bind(row.created_ms)
    .execute(executor)
    .await?;
    Ok(())
}
