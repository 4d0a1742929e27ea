//! The moderation rows: blocks between accounts, roles, the audit log, closed accounts and
//! accounts kept off the leaderboards (see `migrations/0060_moderation.sql`).

use super::{ChallengeRow, Store};
use sqlx::Row;

/// A line of the audit log (its fields are the columns, read by name).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, sqlx::FromRow)]
pub struct AuditRow {
    /// Its id.
    pub id: String,
    /// Who acted: the moderator's name, or `admin` for the command line.
    pub moderator: String,
    /// What was done (`close_account`, `close_report`…).
    pub action: String,
    /// To whom or what: an account's name, a report's or a chat line's id.
    pub target: String,
    /// Why, in the moderator's words.
    pub reason: String,
    /// When, ms since 1970.
    pub created_ms: i64,
}

impl Store {
    /// Records that `blocker` blocks `blocked` (account ids); false when it did already.
    pub async fn block(&self, blocker: &str, blocked: &str, ms: i64) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "INSERT INTO blocks (blocker, blocked, created_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (blocker, blocked) DO NOTHING",
        )
        .bind(blocker)
        .bind(blocked)
        .bind(ms)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Ends a block; false when there was none.
    pub async fn unblock(&self, blocker: &str, blocked: &str) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("DELETE FROM blocks WHERE blocker = $1 AND blocked = $2")
            .bind(blocker)
            .bind(blocked)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Whether `blocker` blocks `blocked` (account ids).
    pub async fn blocks(&self, blocker: &str, blocked: &str) -> Result<bool, sqlx::Error> {
        let found = sqlx::query("SELECT 1 FROM blocks WHERE blocker = $1 AND blocked = $2")
            .bind(blocker)
            .bind(blocked)
            .fetch_optional(&self.pool)
            .await?;
        Ok(found.is_some())
    }

    /// The accounts `blocker` blocks: their names as registered and when, oldest first.
    pub async fn blocked_by(&self, blocker: &str) -> Result<Vec<(String, i64)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT a.name, b.created_ms FROM blocks b JOIN accounts a ON a.id = b.blocked \
             WHERE b.blocker = $1 ORDER BY b.created_ms, a.id",
        )
        .bind(blocker)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok((r.try_get("name")?, r.try_get("created_ms")?))).collect()
    }

    /// The ids of the accounts that `account` blocks or that block it.
    pub async fn kept_apart_from(&self, account: &str) -> Result<Vec<String>, sqlx::Error> {
        sqlx::query_scalar(
            "SELECT blocked FROM blocks WHERE blocker = $1 UNION SELECT blocker FROM blocks WHERE blocked = $1",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await
    }

    /// Grants (or with `grant` false, revokes) a role to the account with this id; false
    /// when nothing changed (it held the role already, or did not hold it).
    pub async fn set_role(
        &self,
        account: &str,
        role: &str,
        grant: bool,
        ms: i64,
    ) -> Result<bool, sqlx::Error> {
        let done = if grant {
            sqlx::query(
                "INSERT INTO account_roles (account, role, granted_ms) VALUES ($1, $2, $3) \
                 ON CONFLICT (account, role) DO NOTHING",
            )
            .bind(account)
            .bind(role)
            .bind(ms)
            .execute(&self.pool)
            .await?
        } else {
            sqlx::query("DELETE FROM account_roles WHERE account = $1 AND role = $2")
                .bind(account)
                .bind(role)
                .execute(&self.pool)
                .await?
        };
        Ok(done.rows_affected() == 1)
    }

    /// The roles of an account, by name.
    pub async fn roles(&self, account: &str) -> Result<Vec<String>, sqlx::Error> {
        sqlx::query_scalar("SELECT role FROM account_roles WHERE account = $1 ORDER BY role")
            .bind(account)
            .fetch_all(&self.pool)
            .await
    }

    /// Adds a line to the audit log.
    pub async fn insert_audit(&self, row: &AuditRow) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO audit_log (id, moderator, action, target, reason, created_ms) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&row.id)
        .bind(&row.moderator)
        .bind(&row.action)
        .bind(&row.target)
        .bind(&row.reason)
        .bind(row.created_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The last `limit` lines of the audit log, newest first.
    pub async fn audit_log(&self, limit: i64) -> Result<Vec<AuditRow>, sqlx::Error> {
        sqlx::query_as(
            "SELECT id, moderator, action, target, reason, created_ms FROM audit_log \
             ORDER BY created_ms DESC, id DESC LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// When the account was closed, if it was.
    pub async fn closed_ms(&self, account: &str) -> Result<Option<i64>, sqlx::Error> {
        let closed: Option<Option<i64>> = sqlx::query_scalar("SELECT closed_ms FROM accounts WHERE id = $1")
            .bind(account)
            .fetch_optional(&self.pool)
            .await?;
        Ok(closed.flatten())
    }

    /// Closes an account in one transaction: marked closed, its sessions and tokens
    /// deleted, its open seeks and the open challenges from and to it cancelled, and it is
    /// withdrawn from the tournaments not finished (never paired again). Answers
    /// the challenges cancelled (to tell the other players), or `None` when the account
    /// was closed already.
    pub async fn close_account(
        &self,
        id: &str,
        name: &str,
        ms: i64,
    ) -> Result<Option<Vec<ChallengeRow>>, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let closed = sqlx::query("UPDATE accounts SET closed_ms = $1 WHERE id = $2 AND closed_ms IS NULL")
            .bind(ms)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if closed.rows_affected() == 0 {
            return Ok(None);
        }
        sqlx::query("DELETE FROM account_tokens WHERE account = $1").bind(id).execute(&mut *tx).await?;
        sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 WHERE account = $1 AND withdrawn = 0 \
             AND tournament_id IN (SELECT id FROM tournaments WHERE status <> 'finished')",
        )
        .bind(id)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE seeks SET status = 'cancelled' WHERE status = 'open' AND account = $1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        let challenges: Vec<ChallengeRow> = sqlx::query_as(
            "SELECT id, challenger, challenged, settings, status, game_id, created_ms FROM challenges \
             WHERE status = 'open' AND (challenger = $1 OR challenged = $1)",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE challenges SET status = 'cancelled' WHERE status = 'open' \
             AND (challenger = $1 OR challenged = $1)",
        )
        .bind(id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(challenges))
    }

    /// Keeps an account off the leaderboards (or puts it back); false when it was so
    /// already or there is no such account.
    pub async fn set_unlisted(&self, id: &str, unlisted: bool) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("UPDATE accounts SET unlisted = $1 WHERE id = $2 AND unlisted <> $1")
            .bind(unlisted as i64)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Whether the account is kept off the leaderboards.
    pub async fn unlisted(&self, id: &str) -> Result<bool, sqlx::Error> {
        let flag: Option<i64> = sqlx::query_scalar("SELECT unlisted FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(flag.unwrap_or(0) != 0)
    }

    /// The ids of the games not finished yet in which the account (by its name) holds a
    /// seat.
    pub async fn unfinished_games_of(&self, name: &str) -> Result<Vec<String>, sqlx::Error> {
        sqlx::query_scalar(
            "SELECT id FROM games WHERE status <> 'finished' AND (account0 = $1 OR account1 = $1) \
             ORDER BY created_ms, id",
        )
        .bind(name)
        .fetch_all(&self.pool)
        .await
    }

    /// Deletes a line of a game's chat; its game's id, or `None` when there was no such
    /// line.
    pub async fn delete_chat_line(&self, id: &str) -> Result<Option<String>, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let game: Option<String> = sqlx::query_scalar("SELECT game_id FROM chat_lines WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM chat_lines WHERE id = $1").bind(id).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(game)
    }
}
