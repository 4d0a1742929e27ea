//! Storage: games as rows and their moves, in SQLite (a file) or PostgreSQL, through one
//! code path (sqlx's `Any` driver) and one migrations folder (`crates/server/migrations`).
//!
//! A move is written before the server acknowledges it, in one transaction with the game's
//! state columns; the `(game_id, ply)` key refuses a second move at the same ply, so two
//! servers sharing a database cannot both play it.

mod accounts;
mod backup;
mod challenges;
mod chat;
mod erase;
mod group_commit;
mod logins;
mod moderation;
mod notifications;
mod player_games;
mod ratings;
mod reports;
mod rows;
mod seeks;
mod solo;
mod sqlite_move;
#[cfg(test)]
mod tests;
mod tokens;
mod tournaments;

pub use accounts::{AccountRow, Inserted, TokenRow};
pub use backup::{BackupError, backup};
pub use challenges::ChallengeRow;
pub use erase::Erasure;
pub use moderation::AuditRow;
pub use notifications::NotificationRow;
pub use player_games::{GameFilter, Outcome};
pub use ratings::{RatedResult, RatingPoint};
pub use reports::{Filed, ReportRow};
pub use rows::{GameRow, GameState};
pub use seeks::SeekRow;
pub use solo::{SoloChange, SoloListed, SoloRow, SoloState};
pub use tournaments::{EntrantRow, SlotRow, TournamentLine, TournamentRow};

use crate::actions::StoreOp;

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Executor, Row};
use std::path::Path;

/// Why the store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The URL is neither `sqlite:` nor `postgres:`.
    #[error("unsupported database URL `{0}`: use sqlite:PATH or postgres://…")]
    Scheme(String),
    /// The SQLite file's folder could not be created.
    #[error("cannot create {path}")]
    Folder {
        /// The folder.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// Connecting or querying failed.
    #[error(transparent)]
    Sql(#[from] sqlx::Error),
    /// The schema could not be brought up to date.
    #[error("migrating the database")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// Why a change was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// Another server changed the game first (the revision or the ply was taken).
    #[error("the game was changed by another server")]
    Conflict,
    /// The database failed.
    #[error(transparent)]
    Sql(#[from] sqlx::Error),
}

/// The PostgreSQL channel on which servers tell each other which game changed
/// (`GAME_ID:REV`).
pub const CHANGES_CHANNEL: &str = "reynard_games";

/// The games database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    sqlite: bool,
    /// The writers of the changes written together ([`group_commit`]): on PostgreSQL every
    /// change that rates nobody, on SQLite the plain moves.
    changes: group_commit::GroupCommit,
}

/// The schema migrations, compiled in.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// A database URL fit to show or log: a password in it (`postgres://user:secret@host/db`)
/// replaced by `***`.
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_string() };
    let Some((credentials, host)) = rest.rsplit_once('@') else { return url.to_string() };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

/// The default database: `reynard/games.db` in the user's data folder (or the current folder
/// when there is none), as a `sqlite:` URL.
pub fn default_url() -> String {
    let dir = dirs::data_dir().unwrap_or_else(|| ".".into()).join("reynard");
    format!("sqlite://{}", dir.join("games.db").display())
}

impl Store {
    /// Opens (creating a SQLite file and its folder if needed) and migrates the database.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        if !sqlite && !url.starts_with("postgres:") && !url.starts_with("postgresql:") {
            return Err(StoreError::Scheme(url.to_string()));
        }
        let url = if sqlite { sqlite_url(url)? } else { url.to_string() };
        let pool = if sqlite {
            // SQLite takes one writer at a time: one connection queues writes in the pool
            // instead of letting them poll the database lock. Write-ahead log with
            // `synchronous=NORMAL`: a commit survives a crash of the server process (not of the
            // machine's power), without an fsync per move.
            // The one connection is a file of this process's: no health check (a round trip
            // to its thread) before each use.
            AnyPoolOptions::new()
                .max_connections(1)
                .test_before_acquire(false)
                .after_connect(|conn, _| {
                    Box::pin(async move {
                        conn.execute("PRAGMA journal_mode=WAL").await?;
                        conn.execute("PRAGMA synchronous=NORMAL").await?;
                        Ok(())
                    })
                })
                .connect(&url)
                .await?
        } else {
            // A database away makes a request fail within seconds, not wait for it. No round
            // trip to test a connection before each use: a broken one fails its query, and
            // the pool replaces it.
            AnyPoolOptions::new()
                .max_connections(10)
                .acquire_timeout(std::time::Duration::from_secs(3))
                .test_before_acquire(false)
                .connect(&url)
                .await?
        };
        MIGRATOR.run(&pool).await?;
        tokens::hash_raw_tokens(&pool).await?;
        rows::fill_speeds(&pool).await?;
        let database = if sqlite { group_commit::Database::Sqlite } else { group_commit::Database::Postgres };
        let changes = group_commit::GroupCommit::start(&pool, database);
        let store = Store { pool, sqlite, changes };
        store.fill_skeletons(crate::accounts::name_skeleton).await?;
        Ok(store)
    }

    /// Stores a new game (no moves yet).
    pub async fn insert_game(&self, row: &GameRow) -> Result<(), sqlx::Error> {
        rows::insert(&self.pool, row).await
    }

    /// A game and its moves in order, if stored.
    pub async fn load(&self, id: &str) -> Result<Option<(GameRow, Vec<String>)>, sqlx::Error> {
        let Some(row) = rows::select(&self.pool, id).await? else { return Ok(None) };
        let moves =
            texts(&self.pool, "SELECT notation FROM moves WHERE game_id = $1 ORDER BY ply", id).await?;
        Ok(Some((row, moves)))
    }

    /// Writes an applied action in one transaction: the new move (a second move at the
    /// same ply is refused by the key), or the moves taken back, and the new state (at
    /// revision `state.rev`, over `state.rev - 1`); the ratings, when a rated game ended;
    /// and, on PostgreSQL, a notification to the other servers. On PostgreSQL a change that
    /// rates nobody (a plain move, a join, an offer…) is one statement, committed with the
    /// other changes waiting then ([`group_commit`]); on SQLite the plain moves waiting are
    /// one text of statements together ([`sqlite_move`]), one call to the database.
    ///
    /// # Errors
    ///
    /// [`SaveError::Conflict`] when another server changed the game first (nothing is
    /// written), else the database's error.
    pub async fn save(
        &self,
        id: &str,
        op: &StoreOp,
        state: &GameState,
        rated: Option<&RatedResult>,
    ) -> Result<(), SaveError> {
        match (self.sqlite, op, rated) {
            (false, _, None) => {
                return self.changes.save(id, op, state, announcement(id, state.rev)).await;
            }
            (true, StoreOp::Append(..), None) => {
                return self.changes.save(id, op, state, String::new()).await;
            }
            _ => {}
        }
        let conflict = |e: sqlx::Error| match &e {
            sqlx::Error::Database(db) if db.is_unique_violation() => SaveError::Conflict,
            _ => SaveError::Sql(e),
        };
        let mut tx = self.pool.begin().await?;
        match op {
            StoreOp::Append(ply, notation) => {
                sqlx::query("INSERT INTO moves (game_id, ply, notation, created_ms) VALUES ($1, $2, $3, $4)")
                    .bind(id)
                    .bind(*ply as i64)
                    .bind(notation)
                    .bind(state.updated_ms)
                    .execute(&mut *tx)
                    .await
                    .map_err(conflict)?;
            }
            StoreOp::Truncate(from) => {
                sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                    .bind(id)
                    .bind(*from as i64)
                    .execute(&mut *tx)
                    .await?;
            }
            StoreOp::Claim { seat, token_hash, public } => {
                // Someone else took the seat first (through another server): the game changed.
                if !claim_seat(&mut tx, id, *seat, token_hash, *public).await? {
                    return Err(SaveError::Conflict);
                }
            }
            StoreOp::State => {}
        }
        if !rows::update_state(&mut *tx, id, state).await? {
            return Err(SaveError::Conflict);
        }
        if let Some(result) = rated {
            ratings::rate(&mut tx, self.sqlite, result).await?;
        }
        if !self.sqlite {
            // Delivered when the transaction commits, and only then.
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANGES_CHANNEL)
                .bind(announcement(id, state.rev))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Transactions of changes written together so far ([`group_commit`]), and the changes
    /// in them: the second over the first is the mean size of a group.
    pub fn group_commits(&self) -> (u64, u64) {
        self.changes.written()
    }

    /// Sends a notification on a PostgreSQL channel (nothing on SQLite).
    pub async fn notify(&self, channel: &str, payload: &str) -> Result<(), sqlx::Error> {
        if !self.sqlite {
            sqlx::query("SELECT pg_notify($1, $2)").bind(channel).bind(payload).execute(&self.pool).await?;
        }
        Ok(())
    }

    /// The running games an account holds a seat in (by its name), newest first.
    pub async fn running_games_of(&self, name: &str) -> Result<Vec<GameRow>, sqlx::Error> {
        Ok(rows::by_account(&self.pool, name, 100)
            .await?
            .into_iter()
            .filter(|g| g.state.status == "running")
            .collect())
    }

    /// The stored revision of a game.
    pub async fn rev(&self, id: &str) -> Result<Option<i64>, sqlx::Error> {
        let row =
            sqlx::query("SELECT rev FROM games WHERE id = $1").bind(id).fetch_optional(&self.pool).await?;
        row.map(|r| r.try_get::<i64, _>(0)).transpose()
    }

    /// Asks the database for nothing: an error when it does not answer.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// How many games are stored in each status.
    pub async fn count_games_by_status(&self) -> Result<Vec<(String, i64)>, sqlx::Error> {
        let rows = sqlx::query("SELECT status, COUNT(*) AS n FROM games GROUP BY status")
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|r| Ok((r.try_get("status")?, r.try_get("n")?))).collect()
    }

    /// Whether the store is PostgreSQL (then several servers may share it).
    pub fn is_postgres(&self) -> bool {
        !self.sqlite
    }

    /// The ids of the running games with a clock (their timers are started again after a
    /// restart).
    pub async fn running_timed_games(&self) -> Result<Vec<String>, sqlx::Error> {
        let rows = sqlx::query("SELECT id FROM games WHERE status = 'running' AND clock IS NOT NULL")
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|r| r.try_get::<String, _>(0)).collect()
    }

    /// An account's most recent games (by the name it holds seats under), newest first.
    pub async fn account_games(&self, name: &str, limit: i64) -> Result<Vec<GameRow>, sqlx::Error> {
        rows::by_account(&self.pool, name, limit).await
    }

    /// How an account's finished games ended: per game its family, the seat it held and
    /// the result (the winner's side id or `draw`).
    pub async fn account_results(&self, name: &str) -> Result<Vec<(String, usize, String)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT family, account0, result FROM games WHERE status = 'finished' AND result IS NOT NULL              AND (account0 = $1 OR account1 = $1)",
        )
        .bind(name)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let first: Option<String> = r.try_get("account0")?;
                let seat = if first.as_deref() == Some(name) { 0 } else { 1 };
                Ok((r.try_get("family")?, seat, r.try_get("result")?))
            })
            .collect()
    }

    /// The most recently changed games with this status (any status for `None`), newest
    /// first; open games only when public.
    pub async fn list(&self, status: Option<&str>, limit: i64) -> Result<Vec<GameRow>, sqlx::Error> {
        rows::list(&self.pool, status, limit).await
    }
}

/// The payload on [`CHANGES_CHANNEL`] telling that game `id` is at revision `rev`.
fn announcement(id: &str, rev: i64) -> String {
    format!("{id}:{rev}")
}

/// The texts a query of one text column, given a game id, answers, in order (a game's
/// moves or steps).
async fn texts(pool: &AnyPool, sql: &'static str, id: &str) -> Result<Vec<String>, sqlx::Error> {
    let rows = sqlx::query(sql).bind(id).fetch_all(pool).await?;
    rows.iter().map(|r| r.try_get::<String, _>(0)).collect()
}

/// A `sqlite:` URL that creates the file (and its folder) when missing.
fn sqlite_url(url: &str) -> Result<String, StoreError> {
    let path = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let path = path.split('?').next().unwrap_or(path);
    if let Some(dir) = Path::new(path).parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|source| StoreError::Folder { path: dir.display().to_string(), source })?;
    }
    Ok(if url.contains('?') { url.to_string() } else { format!("{url}?mode=rwc") })
}

/// Marks a free seat taken, with the hash of its new holder's token (an invitation's token
/// then holds it no more); `public` claims a public game's free seat, else an invited seat.
/// False when someone took it first.
async fn claim_seat(
    conn: &mut sqlx::AnyConnection,
    id: &str,
    seat: usize,
    token_hash: &str,
    public: bool,
) -> Result<bool, sqlx::Error> {
    let sql = match (seat, public) {
        (0, true) => "UPDATE games SET joined0 = 1, token0 = $2 WHERE id = $1 AND joined0 = 0 AND public = 1",
        (_, true) => "UPDATE games SET joined1 = 1, token1 = $2 WHERE id = $1 AND joined1 = 0 AND public = 1",
        (0, false) => "UPDATE games SET joined0 = 1, token0 = $2 WHERE id = $1 AND joined0 = 0",
        (_, false) => "UPDATE games SET joined1 = 1, token1 = $2 WHERE id = $1 AND joined1 = 0",
    };
    Ok(sqlx::query(sql).bind(id).bind(token_hash).execute(conn).await?.rows_affected() == 1)
}

#[cfg(test)]
mod url_tests {
    use super::redacted;

    #[test]
    fn a_password_in_a_url_is_hidden() {
        assert_eq!(redacted("postgres://ivan:s3cret@db:5432/games"), "postgres://ivan:***@db:5432/games");
        assert_eq!(redacted("postgres://ivan:p@ss@db/games"), "postgres://ivan:***@db/games");
        assert_eq!(redacted("postgres://db/games"), "postgres://db/games");
        assert_eq!(redacted("sqlite:///tmp/games.db"), "sqlite:///tmp/games.db");
    }
}
