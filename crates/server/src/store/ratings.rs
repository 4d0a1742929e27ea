//! The `ratings` and `rating_history` rows, and a rated game's result written in the same
//! transaction as the game's last state.

use super::Store;
use crate::ratings::{Rating, after_game};
use sqlx::{Any, Row, Transaction};

/// A rated game that just ended.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedResult {
    /// The game.
    pub game_id: String,
    /// The preset rated.
    pub preset: String,
    /// The account ids of seat 0 and seat 1.
    pub accounts: [String; 2],
    /// Seat 0's score: 1 won, 0.5 drawn, 0 lost.
    pub score: f64,
    /// When it ended.
    pub ended_ms: i64,
}

/// A player's rating at a preset, with the preset's id.
#[derive(Clone, Debug, PartialEq)]
pub struct PresetRating {
    /// The preset.
    pub preset: String,
    /// The rating.
    pub rating: Rating,
}

/// A rating after a game.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct RatingPoint {
    /// When, ms since 1970.
    pub ms: i64,
    /// The rating then.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// The game it followed.
    pub game: String,
}

fn rating(r: &sqlx::any::AnyRow) -> Result<Rating, sqlx::Error> {
    Ok(Rating {
        rating: r.try_get("rating")?,
        deviation: r.try_get("deviation")?,
        volatility: r.try_get("volatility")?,
        games: r.try_get("games")?,
    })
}

/// A `rating_history` row read as a point (its `created_ms`, `rating`, `deviation` and
/// `game_id`).
pub(super) fn point(r: &sqlx::any::AnyRow) -> Result<RatingPoint, sqlx::Error> {
    Ok(RatingPoint {
        ms: r.try_get("created_ms")?,
        rating: r.try_get("rating")?,
        deviation: r.try_get("deviation")?,
        game: r.try_get("game_id")?,
    })
}

/// Rates the game inside `tx`: both ratings are read (locked on PostgreSQL, so two games
/// ending at once for one player are rated one after the other), moved, and written with
/// a point of history each.
pub(super) async fn rate(
    tx: &mut Transaction<'_, Any>,
    sqlite: bool,
    result: &RatedResult,
) -> Result<(), sqlx::Error> {
    // SQLite has one writer at a time (and no FOR UPDATE): its transaction is the lock.
    let select = if sqlite {
        "SELECT rating, deviation, volatility, games FROM ratings WHERE account = $1 AND preset = $2"
    } else {
        "SELECT rating, deviation, volatility, games FROM ratings WHERE account = $1 AND preset = $2 FOR UPDATE"
    };
    let mut old = [Rating::default(); 2];
    for (seat, account) in result.accounts.iter().enumerate() {
        let row = sqlx::query(select).bind(account).bind(&result.preset).fetch_optional(&mut **tx).await?;
        if let Some(row) = row {
            old[seat] = rating(&row)?;
        }
    }
    let new = after_game(old[0], old[1], result.score);
    for (account, rating) in result.accounts.iter().zip(new) {
        sqlx::query(
            "INSERT INTO ratings (account, preset, rating, deviation, volatility, games, updated_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (account, preset) DO UPDATE SET \
             rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, \
             games = excluded.games, updated_ms = excluded.updated_ms",
        )
        .bind(account)
        .bind(&result.preset)
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(rating.volatility)
        .bind(rating.games)
        .bind(result.ended_ms)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (account, preset, game_id, rating, deviation, created_ms) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(account)
        .bind(&result.preset)
        .bind(&result.game_id)
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(result.ended_ms)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

impl Store {
    /// An account's ratings, by preset.
    pub async fn ratings(&self, account: &str) -> Result<Vec<PresetRating>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT preset, rating, deviation, volatility, games FROM ratings WHERE account = $1 ORDER BY preset",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(PresetRating { preset: r.try_get("preset")?, rating: rating(r)? })).collect()
    }

    /// An account's rating at a preset after each rated game, oldest first.
    pub async fn rating_history(&self, account: &str, preset: &str) -> Result<Vec<RatingPoint>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT created_ms, rating, deviation, game_id FROM rating_history \
             WHERE account = $1 AND preset = $2 ORDER BY created_ms, game_id",
        )
        .bind(account)
        .bind(preset)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(point).collect()
    }

    /// The best established ratings at a preset (deviation at most `max_deviation`), with
    /// the accounts' names; accounts closed or kept off the leaderboards by a moderator
    /// are left out.
    pub async fn leaderboard(
        &self,
        preset: &str,
        max_deviation: f64,
        limit: i64,
    ) -> Result<Vec<(String, Rating)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT a.name, r.rating, r.deviation, r.volatility, r.games FROM ratings r \
             JOIN accounts a ON a.id = r.account WHERE r.preset = $1 AND r.deviation <= $2 \
             AND a.unlisted = 0 AND a.closed_ms IS NULL \
             ORDER BY r.rating DESC, a.id LIMIT $3",
        )
        .bind(preset)
        .bind(max_deviation)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok((r.try_get("name")?, rating(r)?))).collect()
    }
}
