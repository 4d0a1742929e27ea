//! The `reports` rows: players' reports of a player or a game, open until a moderator
//! closes them.

use super::Store;

/// A stored report (its fields are the columns, read by name). Moderators are shown it
/// with the reporter's and the player's names in place of their ids.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, sqlx::FromRow)]
pub struct ReportRow {
    /// Its id.
    pub id: String,
    /// The reporter's account id.
    pub reporter: String,
    /// What is reported: `player:ACCOUNT_ID` or `game:GAME_ID` (one open report per
    /// reporter and target).
    pub target: String,
    /// The account reported, if a player is.
    pub player: Option<String>,
    /// The game reported or named.
    #[serde(rename = "game")]
    pub game_id: Option<String>,
    /// One of the reasons of the list.
    pub reason: String,
    /// The reporter's words.
    pub text: String,
    /// `open` or `closed`.
    pub status: String,
    /// When it was made, ms since 1970.
    pub created_ms: i64,
    /// The moderator who closed it (their name).
    pub closed_by: Option<String>,
    /// What the moderator said closing it.
    pub resolution: Option<String>,
    /// When it was closed.
    pub closed_ms: Option<i64>,
}

/// What became of a new report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filed {
    /// Stored.
    Stored,
    /// The reporter has an open report of this target already.
    Duplicate,
    /// The reporter made as many reports as they may in the window.
    TooMany,
}

/// The columns of `reports`, in order (a macro, so queries stay constant text).
macro_rules! columns {
    () => {
        "id, reporter, target, player, game_id, reason, text, status, created_ms, closed_by, resolution, closed_ms"
    };
}

impl Store {
    /// Stores a new report unless its reporter has an open report of the same target, or
    /// made `cap` reports since `since_ms` (counted under the reporter's lock, so reports
    /// sent at once cannot pass the cap together).
    pub async fn insert_report(
        &self,
        row: &ReportRow,
        since_ms: i64,
        cap: i64,
    ) -> Result<Filed, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        super::accounts::lock_account(&mut tx, &row.reporter).await?;
        let sql = "SELECT COUNT(*) FROM reports WHERE reporter = $1 AND created_ms >= $2";
        let recent: i64 =
            sqlx::query_scalar(sql).bind(&row.reporter).bind(since_ms).fetch_one(&mut *tx).await?;
        if recent >= cap {
            return Ok(Filed::TooMany);
        }
        let sql = "SELECT COUNT(*) FROM reports WHERE reporter = $1 AND target = $2 AND status = 'open'";
        let open: i64 =
            sqlx::query_scalar(sql).bind(&row.reporter).bind(&row.target).fetch_one(&mut *tx).await?;
        if open > 0 {
            return Ok(Filed::Duplicate);
        }
        sqlx::query(concat!(
            "INSERT INTO reports (",
            columns!(),
            ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
        ))
        .bind(&row.id)
        .bind(&row.reporter)
        .bind(&row.target)
        .bind(row.player.clone())
        .bind(row.game_id.clone())
        .bind(&row.reason)
        .bind(&row.text)
        .bind(&row.status)
        .bind(row.created_ms)
        .bind(row.closed_by.clone())
        .bind(row.resolution.clone())
        .bind(row.closed_ms)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Filed::Stored)
    }

    /// The reports with this status, oldest first (the queue), at most `limit`.
    pub async fn reports(&self, status: &str, limit: i64) -> Result<Vec<ReportRow>, sqlx::Error> {
        sqlx::query_as(concat!(
            "SELECT ",
            columns!(),
            " FROM reports WHERE status = $1 ORDER BY created_ms, id LIMIT $2"
        ))
        .bind(status)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// Closes an open report; false when it was not open (or does not exist).
    pub async fn close_report(
        &self,
        id: &str,
        by: &str,
        resolution: &str,
        ms: i64,
    ) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE reports SET status = 'closed', closed_by = $1, resolution = $2, closed_ms = $3 \
             WHERE id = $4 AND status = 'open'",
        )
        .bind(by)
        .bind(resolution)
        .bind(ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
