//! Backups of a SQLite database while the server runs and plays: SQLite's `VACUUM INTO`
//! writes a consistent copy (one read transaction: every move committed before it began
//! is in the copy, none half-written) to a new file, without stopping the writers for
//! longer than SQLite's own locks. A PostgreSQL database is backed up with `pg_dump`
//! (docs/operating.md).

use sqlx::Connection;
use std::path::Path;

/// Why a backup was not made.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The database is PostgreSQL (or not SQLite).
    #[error("`{0}` is not a SQLite database: back up PostgreSQL with pg_dump (docs/operating.md)")]
    NotSqlite(String),
    /// No database at the URL's path.
    #[error("no SQLite database at {0}")]
    Missing(String),
    /// The destination exists already.
    #[error("{0} exists already: a backup never overwrites a file")]
    Exists(String),
    /// SQLite refused or failed the copy.
    #[error("the copy failed")]
    Copy(#[from] sqlx::Error),
}

/// Copies the SQLite database at `url` into the new file `destination`, consistently,
/// while other connections go on reading and writing it.
///
/// # Errors
///
/// [`BackupError`]: not SQLite, no database there, an existing destination, a database
/// that does not open, a failed copy.
pub async fn backup(url: &str, destination: &Path) -> Result<(), BackupError> {
    if !url.starts_with("sqlite:") {
        return Err(BackupError::NotSqlite(super::redacted(url)));
    }
    if destination.exists() {
        return Err(BackupError::Exists(destination.display().to_string()));
    }
    let path = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let path = path.split('?').next().unwrap_or(path);
    if !Path::new(path).is_file() {
        return Err(BackupError::Missing(path.to_string()));
    }
    // Read and write, never create: a wrong path must not back up a new empty database.
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{path}?mode=rw")).await?;
    // Waits for a writer's lock rather than failing at once.
    sqlx::query("PRAGMA busy_timeout = 10000").execute(&mut conn).await?;
    sqlx::query("VACUUM INTO ?1").bind(destination.display().to_string()).execute(&mut conn).await?;
    conn.close().await?;
    Ok(())
}
