//! The `seeks` rows: players waiting in the lobby for an opponent.

use super::Store;

/// A stored seek (its fields are the columns, read by name).
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct SeekRow {
    /// Its id (the shape of a game id).
    pub id: String,
    /// The game asked for, as one text (see `api::seeks`).
    pub pool: String,
    /// The seeker's account name, if logged in.
    pub account: Option<String>,
    /// A guest seeker's chosen name.
    pub guest: Option<String>,
    /// The hash of the seeker's seat token.
    pub token_hash: String,
    /// The seek's body as JSON.
    pub settings: String,
    /// The seeker's rating at the preset, for accounts.
    pub rating: Option<f64>,
    /// `open`, `matched` or `cancelled`.
    pub status: String,
    /// The game, once matched.
    pub game_id: Option<String>,
    /// When it was made.
    pub created_ms: i64,
}

/// The columns of `seeks`, in order (a macro, so queries stay constant text).
macro_rules! columns {
    () => {
        "id, pool, account, guest, token_hash, settings, rating, status, game_id, created_ms"
    };
}

impl Store {
    /// Stores a new seek. A seeker with an account (`account_id`) may have at most `cap`
    /// open seeks: false when it has them already, counted and stored under its lock so
    /// that seeks sent at once cannot pass the cap together.
    pub async fn insert_seek(
        &self,
        row: &SeekRow,
        account_id: Option<&str>,
        cap: i64,
    ) -> Result<bool, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        if let (Some(id), Some(name)) = (account_id, &row.account) {
            super::accounts::lock_account(&mut tx, id).await?;
            let sql = "SELECT COUNT(*) FROM seeks WHERE status = 'open' AND account = $1";
            let open: i64 = sqlx::query_scalar(sql).bind(name).fetch_one(&mut *tx).await?;
            if open >= cap {
                return Ok(false);
            }
        }
        sqlx::query(concat!(
            "INSERT INTO seeks (",
            columns!(),
            ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
        ))
        .bind(&row.id)
        .bind(&row.pool)
        .bind(row.account.clone())
        .bind(row.guest.clone())
        .bind(&row.token_hash)
        .bind(&row.settings)
        .bind(row.rating)
        .bind(&row.status)
        .bind(row.game_id.clone())
        .bind(row.created_ms)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The seek with this id.
    pub async fn seek(&self, id: &str) -> Result<Option<SeekRow>, sqlx::Error> {
        sqlx::query_as(concat!("SELECT ", columns!(), " FROM seeks WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    /// The open seeks made since `since_ms`, in `pool` when given, oldest first.
    pub async fn open_seeks(
        &self,
        pool: Option<&str>,
        since_ms: i64,
        limit: i64,
    ) -> Result<Vec<SeekRow>, sqlx::Error> {
        match pool {
            Some(pool) => {
                sqlx::query_as(concat!(
                    "SELECT ",
                    columns!(),
                    " FROM seeks WHERE status = 'open' AND pool = $1 AND created_ms >= $2 ORDER BY created_ms LIMIT $3"
                ))
                .bind(pool)
                .bind(since_ms)
                .bind(limit)
                .fetch_all(&self.pool)
                .await
            }
            None => {
                sqlx::query_as(concat!(
                    "SELECT ",
                    columns!(),
                    " FROM seeks WHERE status = 'open' AND created_ms >= $1 ORDER BY created_ms LIMIT $2"
                ))
                .bind(since_ms)
                .bind(limit)
                .fetch_all(&self.pool)
                .await
            }
        }
    }

    /// Moves an open seek to `status`; false when it was no longer open (someone took it
    /// first, or it was withdrawn).
    pub async fn close_seek(&self, id: &str, status: &str) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("UPDATE seeks SET status = $1 WHERE id = $2 AND status = 'open'")
            .bind(status)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Records the game a matched seek became.
    pub async fn set_seek_game(&self, id: &str, game_id: &str) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE seeks SET game_id = $1 WHERE id = $2")
            .bind(game_id)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
