//! The `notifications` rows: what each account is told of, kept until read and beyond (the
//! newest [`Store::insert_notification`] keeps), listed newest first.

use super::Store;

/// A stored notification (its fields are the columns, read by name).
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct NotificationRow {
    /// Its id (the shape of a game id).
    pub id: String,
    /// The account told.
    pub account: String,
    /// What happened: `challenge`, `challengeAnswered`, `yourMove`, `gameOver`,
    /// `tournamentStarted` or `tournamentGame`.
    pub kind: String,
    /// Its facts, as JSON.
    pub payload: String,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
    /// When the account marked it read.
    pub read_ms: Option<i64>,
}

/// The columns of `notifications`, in order (a macro, so queries stay constant text).
macro_rules! columns {
    () => {
        "id, account, kind, payload, created_ms, read_ms"
    };
}

impl Store {
    /// Stores a notification, then drops the account's oldest beyond the newest `keep`.
    pub async fn insert_notification(&self, row: &NotificationRow, keep: i64) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(concat!("INSERT INTO notifications (", columns!(), ") VALUES ($1, $2, $3, $4, $5, $6)"))
            .bind(&row.id)
            .bind(&row.account)
            .bind(&row.kind)
            .bind(&row.payload)
            .bind(row.created_ms)
            .bind(row.read_ms)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "DELETE FROM notifications WHERE account = $1 AND id NOT IN \
             (SELECT id FROM notifications WHERE account = $1 ORDER BY created_ms DESC, id DESC LIMIT $2)",
        )
        .bind(&row.account)
        .bind(keep)
        .execute(&mut *tx)
        .await?;
        tx.commit().await
    }

    /// An account's notifications, newest first: at most `limit`, those older than the
    /// account's notification `before` when given (none when it is not the account's).
    pub async fn notifications(
        &self,
        account: &str,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<NotificationRow>, sqlx::Error> {
        let Some(before) = before else {
            return sqlx::query_as(concat!(
                "SELECT ",
                columns!(),
                " FROM notifications WHERE account = $1 ORDER BY created_ms DESC, id DESC LIMIT $2"
            ))
            .bind(account)
            .bind(limit)
            .fetch_all(&self.pool)
            .await;
        };
        let sql = "SELECT created_ms FROM notifications WHERE account = $1 AND id = $2";
        let found: Option<i64> =
            sqlx::query_scalar(sql).bind(account).bind(before).fetch_optional(&self.pool).await?;
        let Some(before_ms) = found else { return Ok(Vec::new()) };
        sqlx::query_as(concat!(
            "SELECT ",
            columns!(),
            " FROM notifications WHERE account = $1 AND (created_ms < $2 OR (created_ms = $2 AND id < $3)) \
             ORDER BY created_ms DESC, id DESC LIMIT $4"
        ))
        .bind(account)
        .bind(before_ms)
        .bind(before)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// How many of an account's notifications are unread.
    pub async fn unread_notifications(&self, account: &str) -> Result<i64, sqlx::Error> {
        let sql = "SELECT COUNT(*) FROM notifications WHERE account = $1 AND read_ms IS NULL";
        sqlx::query_scalar(sql).bind(account).fetch_one(&self.pool).await
    }

    /// Marks read, at `now`, the account's unread notifications among `ids` (every one when
    /// `None`); ids of other accounts' notifications are passed over. Answers how many it
    /// marked.
    pub async fn mark_notifications_read(
        &self,
        account: &str,
        ids: Option<&[String]>,
        now: i64,
    ) -> Result<u64, sqlx::Error> {
        let Some(ids) = ids else {
            let sql = "UPDATE notifications SET read_ms = $1 WHERE account = $2 AND read_ms IS NULL";
            let done = sqlx::query(sql).bind(now).bind(account).execute(&self.pool).await?;
            return Ok(done.rows_affected());
        };
        let mut tx = self.pool.begin().await?;
        let mut marked = 0;
        for id in ids {
            let sql =
                "UPDATE notifications SET read_ms = $1 WHERE account = $2 AND id = $3 AND read_ms IS NULL";
            marked +=
                sqlx::query(sql).bind(now).bind(account).bind(id).execute(&mut *tx).await?.rows_affected();
        }
        tx.commit().await?;
        Ok(marked)
    }
}
