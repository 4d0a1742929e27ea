//! A deleted account: its games stay, their seats renamed to a name that no longer
//! identifies the player; everything else of the account goes. Also the reads behind the
//! export of a player's own data.

use super::{RatingPoint, Store};
use sqlx::Row;

/// Who is erased and under which name their games stay.
#[derive(Clone, Debug)]
pub struct Erasure<'a> {
    /// The account's id.
    pub id: &'a str,
    /// Its name as registered (the name its seats, seeks and chat lines carry).
    pub name: &'a str,
    /// The non-identifying name the games keep (a new account id too, in lower case).
    pub new_name: &'a str,
    /// When, ms since 1970.
    pub ms: i64,
}

/// Statements that move an account's rows to the new name, in order: each binds the old
/// value as `$1` and the new as `$2`. `N` binds the names, `I` the ids.
const RENAMES: &[(char, &str)] = &[
    ('N', "UPDATE chat_lines SET author = $2 WHERE guest = 0 AND author = $1"),
    ('N', "UPDATE seeks SET account = $2 WHERE account = $1"),
    ('N', "UPDATE tournament_chat SET author = $2 WHERE author = $1"),
    ('N', "UPDATE audit_log SET target = $2 WHERE target = $1"),
    ('N', "UPDATE audit_log SET moderator = $2 WHERE moderator = $1"),
    ('I', "UPDATE challenges SET challenger = $2 WHERE challenger = $1"),
    ('I', "UPDATE challenges SET challenged = $2 WHERE challenged = $1"),
    ('I', "UPDATE tournaments SET creator = $2 WHERE creator = $1"),
    ('I', "UPDATE tournament_games SET player0 = $2 WHERE player0 = $1"),
    ('I', "UPDATE tournament_games SET player1 = $2 WHERE player1 = $1"),
    ('I', "UPDATE reports SET reporter = $2 WHERE reporter = $1"),
    ('I', "UPDATE reports SET player = $2 WHERE player = $1"),
];

/// Statements that delete what the account alone had, each binding its id as `$1`.
const DELETES: &[&str] = &[
    "DELETE FROM account_tokens WHERE account = $1",
    "DELETE FROM ratings WHERE account = $1",
    "DELETE FROM rating_history WHERE account = $1",
    "DELETE FROM blocks WHERE blocker = $1 OR blocked = $1",
    "DELETE FROM account_roles WHERE account = $1",
    "DELETE FROM notifications WHERE account = $1",
    "DELETE FROM login_attempts WHERE key = 'name:' || $1 OR key LIKE 'pair:' || $1 || '|%'",
    "DELETE FROM accounts WHERE id = $1",
];

impl Store {
    /// Deletes an account in one transaction: a closed placeholder account takes the new
    /// name (the tournaments and challenges it was part of keep pointing at an account),
    /// its games' seats, chat lines, seeks, challenges, tournaments and reports move to it;
    /// its tokens, ratings, rating history, blocks, roles and the account itself are
    /// deleted, so its name is free again. Answers each renamed game with its new revision
    /// (a server holding it loads it again).
    pub async fn erase_account(&self, who: &Erasure<'_>) -> Result<Vec<(String, i64)>, sqlx::Error> {
        let new_id = who.new_name.to_ascii_lowercase();
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO accounts (id, name, password_hash, bot, created_ms, closed_ms, unlisted) \
             VALUES ($1, $2, '!deleted', 0, $3, $3, 1)",
        )
        .bind(&new_id)
        .bind(who.new_name)
        .bind(who.ms)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE games SET \
             account0 = CASE WHEN account0 = $1 THEN $2 ELSE account0 END, \
             account1 = CASE WHEN account1 = $1 THEN $2 ELSE account1 END, rev = rev + 1 \
             WHERE account0 = $1 OR account1 = $1",
        )
        .bind(who.name)
        .bind(who.new_name)
        .execute(&mut *tx)
        .await?;
        let games = sqlx::query("SELECT id, rev FROM games WHERE account0 = $1 OR account1 = $1")
            .bind(who.new_name)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("id")?, r.try_get("rev")?)))
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
        for (kind, sql) in RENAMES {
            let (old, new) = if *kind == 'N' { (who.name, who.new_name) } else { (who.id, new_id.as_str()) };
            sqlx::query(*sql).bind(old).bind(new).execute(&mut *tx).await?;
        }
        sqlx::query("UPDATE reports SET target = $2 WHERE target = $1")
            .bind(format!("player:{}", who.id))
            .bind(format!("player:{new_id}"))
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE tournament_players SET account = $2, name = $3 WHERE account = $1")
            .bind(who.id)
            .bind(&new_id)
            .bind(who.new_name)
            .execute(&mut *tx)
            .await?;
        for sql in DELETES {
            sqlx::query(*sql).bind(who.id).execute(&mut *tx).await?;
        }
        if !self.sqlite {
            for (id, rev) in &games {
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(super::CHANGES_CHANNEL)
                    .bind(format!("{id}:{rev}"))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(games)
    }

    /// An account's rating after each rated game at every preset, with the preset, oldest
    /// first.
    pub async fn all_rating_history(&self, account: &str) -> Result<Vec<(String, RatingPoint)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT preset, created_ms, rating, deviation, game_id FROM rating_history \
             WHERE account = $1 ORDER BY created_ms, game_id",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok((r.try_get("preset")?, super::ratings::point(r)?))).collect()
    }
}
