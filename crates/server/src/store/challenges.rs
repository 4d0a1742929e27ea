//! The `challenges` rows: a challenge from one account to another, open until the
//! challenged player accepts or declines it (or the challenger withdraws it).

use super::Store;

/// A stored challenge (its fields are the columns, read by name).
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ChallengeRow {
    /// Its id (the shape of a game id).
    pub id: String,
    /// The challenger's account id.
    pub challenger: String,
    /// The challenged account's id.
    pub challenged: String,
    /// The game's settings as JSON (the body of `POST /api/challenge/{name}`).
    pub settings: String,
    /// `open`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// The game, once accepted.
    pub game_id: Option<String>,
    /// When it was made.
    pub created_ms: i64,
}

/// The columns of `challenges`, in order (a macro, so queries stay constant text).
macro_rules! columns {
    () => {
        "id, challenger, challenged, settings, status, game_id, created_ms"
    };
}

impl Store {
    /// Stores a new challenge unless its challenger has `cap` open ones already: false
    /// then. Counted and stored under the challenger's lock, so challenges sent at once
    /// cannot pass the cap together.
    pub async fn insert_challenge_capped(&self, row: &ChallengeRow, cap: i64) -> Result<bool, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        super::accounts::lock_account(&mut tx, &row.challenger).await?;
        let sql = "SELECT COUNT(*) FROM challenges WHERE status = 'open' AND challenger = $1";
        let open: i64 = sqlx::query_scalar(sql).bind(&row.challenger).fetch_one(&mut *tx).await?;
        if open >= cap {
            return Ok(false);
        }
        sqlx::query(concat!("INSERT INTO challenges (", columns!(), ") VALUES ($1, $2, $3, $4, $5, $6, $7)"))
            .bind(&row.id)
            .bind(&row.challenger)
            .bind(&row.challenged)
            .bind(&row.settings)
            .bind(&row.status)
            .bind(row.game_id.clone())
            .bind(row.created_ms)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The challenge with this id.
    pub async fn challenge(&self, id: &str) -> Result<Option<ChallengeRow>, sqlx::Error> {
        sqlx::query_as(concat!("SELECT ", columns!(), " FROM challenges WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    /// The open challenges to or from an account, newest first.
    pub async fn open_challenges(&self, account: &str) -> Result<Vec<ChallengeRow>, sqlx::Error> {
        sqlx::query_as(concat!(
            "SELECT ",
            columns!(),
            " FROM challenges WHERE status = 'open' AND (challenger = $1 OR challenged = $1) \
             ORDER BY created_ms DESC LIMIT 100"
        ))
        .bind(account)
        .fetch_all(&self.pool)
        .await
    }

    /// Moves an open challenge to `status` (with its game); false when it was no longer
    /// open (someone answered it first).
    pub async fn close_challenge(
        &self,
        id: &str,
        status: &str,
        game_id: Option<&str>,
    ) -> Result<bool, sqlx::Error> {
        let done =
            sqlx::query("UPDATE challenges SET status = $1, game_id = $2 WHERE id = $3 AND status = 'open'")
                .bind(status)
                .bind(game_id)
                .bind(id)
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected() == 1)
    }
}

impl Store {
    /// Records the game an accepted challenge became.
    pub async fn set_challenge_game(&self, id: &str, game_id: &str) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE challenges SET game_id = $1 WHERE id = $2")
            .bind(game_id)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
