//! A plain move on SQLite in one call to the database's thread: its transaction, the move
//! and the game's state sent as one text of statements (four calls before: begin, insert,
//! update, commit, each a round trip to that thread).
//!
//! The move is inserted only if the game is at the revision the move was made on, and the
//! state is updated under the same condition, in one transaction on the one connection: both
//! are written or neither. The last statement before the commit tells which.

use super::SaveError;
use super::rows::{GameState, arguments, bind_state, update_state_sql};
use sqlx::{AnyPool, Executor, Row};

/// The statements: `$1`–`$22` as in [`update_state_sql!`], then the move's ply, notation
/// and time. The `SELECT` answers 1 when the game was at its revision (and both rows were
/// written), 0 when not (nothing was).
const MOVE: &str = concat!(
    "BEGIN; \
     INSERT INTO moves (game_id, ply, notation, created_ms) SELECT $21, $23, $24, $25 \
     WHERE EXISTS (SELECT 1 FROM games WHERE id = $21 AND rev = $22); ",
    update_state_sql!(),
    " WHERE id = $21 AND rev = $22; \
     SELECT changes(); \
     COMMIT"
);

/// Writes move `notation` at `ply` of game `id` with the game's new state (at revision
/// `state.rev`, over `state.rev - 1`).
///
/// # Errors
///
/// [`SaveError::Conflict`] when the game is not at revision `state.rev - 1` or has a move
/// at `ply` (nothing is written), else the database's error (the transaction is rolled
/// back).
pub(super) async fn save(
    pool: &AnyPool,
    id: &str,
    ply: usize,
    notation: &str,
    state: &GameState,
) -> Result<(), SaveError> {
    let mut conn = pool.acquire().await?;
    let query = bind_state(sqlx::query_with(MOVE, arguments(25)), id, state)
        .bind(ply as i64)
        .bind(notation)
        .bind(state.updated_ms);
    match query.fetch_all(&mut *conn).await {
        Ok(rows) => match rows.first().map(|row| row.try_get::<i64, _>(0)).transpose()? {
            Some(1) => Ok(()),
            _ => Err(SaveError::Conflict),
        },
        Err(e) => {
            // A statement failed inside the transaction the text began: end it here, before
            // the connection serves anyone else.
            let _ = conn.execute("ROLLBACK").await;
            match e {
                sqlx::Error::Database(db) if db.is_unique_violation() => Err(SaveError::Conflict),
                e => Err(SaveError::Sql(e)),
            }
        }
    }
}
