//! The rows of one-player and pass-and-play games (`solo_games`, `solo_steps`; migrations
//! `0010_solo.sql`, `0011_solo_status.sql`), in the same database as the two-player games,
//! read and written through [`Store`] like them.
//!
//! Every change names the step count it was computed from; the update of `solo_games.steps`
//! is conditional on it, in the same transaction as the steps, so of two concurrent
//! changes one is refused ([`SoloChange::Stale`]) and nothing of it is kept.

use super::Store;
use crate::meta::now_ms;
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

/// A stored solo game: what it is, its setup and secrets, its state and its steps in order.
#[derive(Clone, Debug)]
pub struct SoloRow {
    /// The game id.
    pub id: String,
    /// `solitaire` or `goose`.
    pub game: String,
    /// The setup, as JSON.
    pub setup: String,
    /// The hash of the creator's token.
    pub token: String,
    /// The goose dice seed.
    pub seed: Option<u64>,
    /// Where the game stands, for the lists.
    pub state: SoloState,
    /// The steps: solitaire jumps or goose turn lines.
    pub steps: Vec<String>,
}

/// The columns of a solo game that change as it goes on (besides its steps).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloState {
    /// `running` or `finished`.
    pub status: String,
    /// The winner's seat id (`p2`), once a goose game is won.
    pub result: Option<String>,
    /// Why the game ended (`perfect`, `no-jump`, `finish`).
    pub reason: Option<String>,
}

/// A solo game as the lists show it: no steps, no secrets.
#[derive(Clone, Debug)]
pub struct SoloListed {
    /// The game id.
    pub id: String,
    /// `solitaire` or `goose`.
    pub game: String,
    /// The setup, as JSON.
    pub setup: String,
    /// Steps played.
    pub steps: usize,
    /// `running` or `finished`.
    pub status: String,
    /// The winner's seat id, once won.
    pub result: Option<String>,
    /// Why the game ended.
    pub reason: Option<String>,
    /// Last change (ms since 1970).
    pub updated_ms: i64,
}

/// How a change of a solo game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoloChange {
    /// Stored.
    Done,
    /// The game had moved on meanwhile (it has `actual` steps); nothing was stored.
    Stale {
        /// The game's step count.
        actual: usize,
    },
}

/// The listed columns (a macro, so queries stay constant text).
macro_rules! solo_columns {
    () => {
        "SELECT id, game, setup, steps, status, result, reason, updated_ms FROM solo_games"
    };
}

impl Store {
    /// Stores a new solo game with its first steps (a goose game's computer turns).
    ///
    /// # Errors
    ///
    /// The database's error; nothing is stored then.
    pub async fn insert_solo(&self, row: &SoloRow) -> Result<(), sqlx::Error> {
        let now = now_ms();
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO solo_games \
             (id, game, setup, token, seed, steps, status, result, reason, created_ms, updated_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(&row.id)
        .bind(&row.game)
        .bind(&row.setup)
        .bind(&row.token)
        .bind(row.seed.map(|s| s.to_string()))
        .bind(row.steps.len() as i64)
        .bind(&row.state.status)
        .bind(row.state.result.clone())
        .bind(row.state.reason.clone())
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        insert_steps(&mut tx, &row.id, 0, &row.steps, now).await?;
        tx.commit().await
    }

    /// A solo game, its state as stored and its steps, if stored.
    ///
    /// # Errors
    ///
    /// The database's error, or [`sqlx::Error::Decode`] for a seed that is not a number.
    pub async fn load_solo(&self, id: &str) -> Result<Option<SoloRow>, sqlx::Error> {
        let Some(row) = sqlx::query(
            "SELECT game, setup, token, seed, status, result, reason FROM solo_games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let seed = match row.try_get::<Option<String>, _>("seed")? {
            Some(text) => Some(text.parse::<u64>().map_err(|e| sqlx::Error::Decode(Box::new(e)))?),
            None => None,
        };
        let steps =
            super::texts(&self.pool, "SELECT step FROM solo_steps WHERE game_id = $1 ORDER BY ply", id)
                .await?;
        Ok(Some(SoloRow {
            id: id.to_string(),
            game: row.try_get("game")?,
            setup: row.try_get("setup")?,
            token: row.try_get("token")?,
            seed,
            state: SoloState {
                status: row.try_get("status")?,
                result: row.try_get("result")?,
                reason: row.try_get("reason")?,
            },
            steps,
        }))
    }

    /// Replaces the steps from `keep` on by `added` and saves `state`, if the game still
    /// has `had` steps (else [`SoloChange::Stale`], nothing changed).
    ///
    /// # Errors
    ///
    /// The database's error; nothing is changed then.
    pub async fn change_solo(
        &self,
        id: &str,
        had: usize,
        keep: usize,
        added: &[String],
        state: &SoloState,
    ) -> Result<SoloChange, sqlx::Error> {
        let now = now_ms();
        let total = keep + added.len();
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE solo_games SET steps = $1, status = $2, result = $3, reason = $4, updated_ms = $5 \
             WHERE id = $6 AND steps = $7",
        )
        .bind(total as i64)
        .bind(&state.status)
        .bind(state.result.clone())
        .bind(state.reason.clone())
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
            return Ok(SoloChange::Stale { actual: actual.max(0) as usize });
        }
        sqlx::query("DELETE FROM solo_steps WHERE game_id = $1 AND ply >= $2")
            .bind(id)
            .bind(keep as i64)
            .execute(&mut *tx)
            .await?;
        insert_steps(&mut tx, id, keep, added, now).await?;
        tx.commit().await?;
        Ok(SoloChange::Done)
    }

    /// Saves a solo game's state alone (a row stored before its state was kept), leaving
    /// its steps and time of change as they are.
    ///
    /// # Errors
    ///
    /// The database's error.
    pub async fn settle_solo(&self, id: &str, state: &SoloState) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE solo_games SET status = $1, result = $2, reason = $3 WHERE id = $4")
            .bind(&state.status)
            .bind(state.result.clone())
            .bind(state.reason.clone())
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The most recently changed solo games with this status (any status for `None`),
    /// newest first.
    ///
    /// # Errors
    ///
    /// The database's error.
    pub async fn list_solo(&self, status: Option<&str>, limit: i64) -> Result<Vec<SoloListed>, sqlx::Error> {
        let rows = match status {
            Some(status) => {
                sqlx::query(concat!(solo_columns!(), " WHERE status = $1 ORDER BY updated_ms DESC LIMIT $2"))
                    .bind(status)
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?
            }
            None => {
                sqlx::query(concat!(solo_columns!(), " ORDER BY updated_ms DESC LIMIT $1"))
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?
            }
        };
        rows.iter().map(listed).collect()
    }
}

fn listed(r: &AnyRow) -> Result<SoloListed, sqlx::Error> {
    Ok(SoloListed {
        id: r.try_get("id")?,
        game: r.try_get("game")?,
        setup: r.try_get("setup")?,
        steps: r.try_get::<i64, _>("steps")?.max(0) as usize,
        status: r.try_get("status")?,
        result: r.try_get("result")?,
        reason: r.try_get("reason")?,
        updated_ms: r.try_get("updated_ms")?,
    })
}

async fn insert_steps(
    tx: &mut Transaction<'_, Any>,
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
