//! The rows of one-player and pass-and-play games (`solo_games`, `solo_steps`; migration
//! `0010_solo.sql`), in the same database as the two-player games.
//!
//! Every change names the step count it was computed from; the update of `solo_games.steps`
//! is conditional on it, in the same transaction as the steps, so of two concurrent
//! changes one is refused (`409 stale`) and nothing of it is kept.

use crate::error::ApiError;
use crate::meta::now_ms;
use crate::store::Store;
use sqlx::{AnyPool, Row};

/// A stored game: what it is, its setup and secrets, and its steps in order.
#[derive(Clone, Debug)]
pub struct SoloRow {
    /// The game id.
    pub id: String,
    /// `solitaire` or `goose`.
    pub game: String,
    /// The setup, as JSON.
    pub setup: String,
    /// The creator's token.
    pub token: String,
    /// The goose dice seed.
    pub seed: Option<u64>,
    /// The steps: solitaire jumps or goose turn lines.
    pub steps: Vec<String>,
}

/// The solo games' tables.
#[derive(Clone, Debug)]
pub struct SoloStore {
    pool: AnyPool,
}

impl SoloStore {
    /// Over the server's store.
    pub fn new(store: &Store) -> SoloStore {
        SoloStore { pool: store.pool().clone() }
    }

    /// Stores a new game with its first steps (a goose game's computer turns).
    pub async fn insert(&self, row: &SoloRow) -> Result<(), ApiError> {
        let now = now_ms();
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO solo_games (id, game, setup, token, seed, steps, created_ms, updated_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&row.id)
        .bind(&row.game)
        .bind(&row.setup)
        .bind(&row.token)
        .bind(row.seed.map(|s| s.to_string()))
        .bind(row.steps.len() as i64)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        insert_steps(&mut tx, &row.id, 0, &row.steps, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A game of kind `game` and its steps; `404` when there is none.
    pub async fn load(&self, id: &str, game: &str) -> Result<SoloRow, ApiError> {
        if !crate::ids::is_game_id(id) {
            return Err(ApiError::no_game(id));
        }
        let row = sqlx::query("SELECT setup, token, seed FROM solo_games WHERE id = $1 AND game = $2")
            .bind(id)
            .bind(game)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| ApiError::no_game(id))?;
        let seed = match row.try_get::<Option<String>, _>(2)? {
            Some(text) => Some(text.parse::<u64>().map_err(|e| ApiError::Corrupt(format!("seed: {e}")))?),
            None => None,
        };
        let steps = sqlx::query("SELECT step FROM solo_steps WHERE game_id = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| r.try_get::<String, _>(0))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(SoloRow {
            id: id.to_string(),
            game: game.to_string(),
            setup: row.try_get(0)?,
            token: row.try_get(1)?,
            seed,
            steps,
        })
    }

    /// Replaces the steps from `keep` on by `added`, if the game still has `had` steps
    /// (else `409 stale`, nothing changed).
    pub async fn change(&self, id: &str, had: usize, keep: usize, added: &[String]) -> Result<(), ApiError> {
        let now = now_ms();
        let total = keep + added.len();
        let mut tx = self.pool.begin().await?;
        let updated =
            sqlx::query("UPDATE solo_games SET steps = $1, updated_ms = $2 WHERE id = $3 AND steps = $4")
                .bind(total as i64)
                .bind(now)
                .bind(id)
                .bind(had as i64)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        if updated != 1 {
            drop(tx);
            let actual: i64 = sqlx::query("SELECT steps FROM solo_games WHERE id = $1")
                .bind(id)
                .fetch_one(&self.pool)
                .await?
                .try_get(0)?;
            return Err(ApiError::Stale { expected: had as u32, actual: actual as u32 });
        }
        sqlx::query("DELETE FROM solo_steps WHERE game_id = $1 AND ply >= $2")
            .bind(id)
            .bind(keep as i64)
            .execute(&mut *tx)
            .await?;
        insert_steps(&mut tx, id, keep, added, now).await?;
        tx.commit().await?;
        Ok(())
    }
}

async fn insert_steps(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    first: usize,
    steps: &[String],
    now: i64,
) -> Result<(), sqlx::Error> {
    for (i, step) in steps.iter().enumerate() {
        sqlx::query("INSERT INTO solo_steps (game_id, ply, step, created_ms) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind((first + i) as i64)
            .bind(step)
            .bind(now)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
