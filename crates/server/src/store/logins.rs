//! The `login_attempts` rows: counts of login attempts in fixed windows, changed only by
//! single statements that read and write a row at once (an upsert, a guarded update), so
//! that a hundred attempts at the same moment, on one server or on several, are each
//! counted exactly once.

use super::Store;
use sqlx::Row;

/// A count after it was raised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// Attempts in the window, this one included.
    pub count: i64,
    /// When the window began, ms since 1970.
    pub window_ms: i64,
    /// When the last attempt was let through a spacing ([`Store::admit_spaced`]).
    pub admitted_ms: i64,
}

impl Store {
    /// Counts an attempt under `key`: in the window running at `now_ms`, or in a new one
    /// when the last began `window` ms ago or more. Answers the count with this attempt.
    pub async fn count_login_attempt(
        &self,
        key: &str,
        now_ms: i64,
        window: i64,
    ) -> Result<Counted, sqlx::Error> {
        // On a conflict every right-hand side reads the row as it was before the update,
        // in PostgreSQL and in SQLite alike.
        let row = sqlx::query(
            "INSERT INTO login_attempts (key, window_ms, count, admitted_ms) VALUES ($1, $2, 1, 0) \
             ON CONFLICT (key) DO UPDATE SET \
               count = CASE WHEN login_attempts.window_ms <= $3 THEN 1 ELSE login_attempts.count + 1 END, \
               admitted_ms = CASE WHEN login_attempts.window_ms <= $3 THEN 0 ELSE login_attempts.admitted_ms END, \
               window_ms = CASE WHEN login_attempts.window_ms <= $3 THEN $2 ELSE login_attempts.window_ms END \
             RETURNING count, window_ms, admitted_ms",
        )
        .bind(key)
        .bind(now_ms)
        .bind(now_ms - window)
        .fetch_one(&self.pool)
        .await?;
        Ok(Counted {
            count: row.try_get("count")?,
            window_ms: row.try_get("window_ms")?,
            admitted_ms: row.try_get("admitted_ms")?,
        })
    }

    /// Lets one attempt through under `key` if none was let through in the last `spacing`
    /// ms: true for the one attempt that moved `admitted_ms` to `now_ms`, false for every
    /// other at the same moment.
    pub async fn admit_spaced(&self, key: &str, now_ms: i64, spacing: i64) -> Result<bool, sqlx::Error> {
        let done =
            sqlx::query("UPDATE login_attempts SET admitted_ms = $2 WHERE key = $1 AND admitted_ms <= $3")
                .bind(key)
                .bind(now_ms)
                .bind(now_ms - spacing)
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Takes back one attempt counted under `key` (one that turned out to be no failure).
    pub async fn uncount_login_attempt(&self, key: &str) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE login_attempts SET count = count - 1 WHERE key = $1 AND count > 0")
            .bind(key)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets the attempts counted under `key`.
    pub async fn forget_login_attempts(&self, key: &str) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_attempts WHERE key = $1").bind(key).execute(&self.pool).await?;
        Ok(())
    }

    /// Deletes the counts whose window began before `before_ms`.
    pub async fn expire_login_attempts(&self, before_ms: i64) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM login_attempts WHERE window_ms < $1")
            .bind(before_ms)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
