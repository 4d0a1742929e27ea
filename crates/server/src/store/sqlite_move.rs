//! Plain moves on SQLite, each batch of them in one call to the database's thread: one
//! transaction, the moves and the games' states sent as one text of statements (before, a
//! move was four calls: begin, insert, update, commit, each a round trip to that thread).
//!
//! A move is inserted only if its game is at the revision the move was made on, and the
//! game's state is updated under the same condition, in the one transaction on the one
//! connection: both are written or neither. The `SELECT changes()` after each move's update
//! tells which.
//!
//! The moves that arrive while a batch is written go in the next one together
//! ([`super::group_commit`]): one transaction writes the pages the moves share (the ends of
//! the indexes on `updated_ms` and of the moves table) to the write-ahead log once, and one
//! call to the database's thread answers them all.

use super::SaveError;
use super::rows::{GameState, arguments, bind_state, update_state_sql};
use sqlx::any::AnyArguments;
use sqlx::{AnyPool, Executor, Row};
use std::sync::OnceLock;

/// The statements of one move: `$1`–`$22` as in [`update_state_sql!`], then the move's ply,
/// notation and time. The `SELECT` answers 1 when the game was at its revision (and both
/// rows were written), 0 when not (nothing was).
const MOVE: &str = concat!(
    "INSERT INTO moves (game_id, ply, notation, created_ms) SELECT $21, $23, $24, $25 \
     WHERE EXISTS (SELECT 1 FROM games WHERE id = $21 AND rev = $22); ",
    update_state_sql!(),
    " WHERE id = $21 AND rev = $22; \
     SELECT changes(); "
);

/// The values one move binds.
const VALUES: usize = 25;

/// The most moves in one batch (`VALUES` times this stays far below SQLite's 32,766 values
/// a statement).
pub(super) const MAX_BATCH: usize = 64;

/// A plain move to write: its game, ply, notation and the game's new state.
pub(super) struct Move<'a> {
    pub id: &'a str,
    pub ply: usize,
    pub notation: &'a str,
    pub state: &'a GameState,
}

/// Writes the moves in one transaction; per move, whether its game was at the revision below
/// `state.rev` (and the move was written) or not (nothing of it was).
///
/// # Errors
///
/// The database's error, after which nothing of the batch is written (the transaction is
/// rolled back): a second move at the same ply of a game at the right revision (a database
/// out of step) fails the whole batch, so that each move must then be tried alone.
pub(super) async fn save_many(pool: &AnyPool, moves: &[Move<'_>]) -> Result<Vec<bool>, sqlx::Error> {
    let Some(text) = batch_text(moves.len()) else {
        return Err(sqlx::Error::Protocol(format!("a batch of {} moves (1 to {MAX_BATCH})", moves.len())));
    };
    let mut conn = pool.acquire().await?;
    let mut query = sqlx::query_with(text, arguments(VALUES * moves.len()));
    for m in moves {
        query = bind_move(query, m);
    }
    match query.fetch_all(&mut *conn).await {
        Ok(rows) if rows.len() == moves.len() => {
            rows.iter().map(|row| row.try_get::<i64, _>(0).map(|changed| changed == 1)).collect()
        }
        Ok(rows) => Err(sqlx::Error::Protocol(format!("{} answers to {} moves", rows.len(), moves.len()))),
        Err(e) => {
            // A statement failed inside the transaction the text began: end it here, before
            // the connection serves anyone else.
            let _ = conn.execute("ROLLBACK").await;
            Err(e)
        }
    }
}

/// Writes one move in a transaction of its own.
///
/// # Errors
///
/// [`SaveError::Conflict`] when the game is not at revision `state.rev - 1` or has a move
/// at the ply (nothing is written), else the database's error (the transaction is rolled
/// back).
pub(super) async fn save(pool: &AnyPool, m: &Move<'_>) -> Result<(), SaveError> {
    match save_many(pool, std::slice::from_ref(m)).await {
        Ok(saved) if saved == [true] => Ok(()),
        Ok(_) => Err(SaveError::Conflict),
        Err(sqlx::Error::Database(db)) if db.is_unique_violation() => Err(SaveError::Conflict),
        Err(e) => Err(SaveError::Sql(e)),
    }
}

/// A query with one move's values bound next: the state, the id and revision, then the
/// ply, notation and time.
fn bind_move<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, AnyArguments>,
    m: &Move<'q>,
) -> sqlx::query::Query<'q, sqlx::Any, AnyArguments> {
    bind_state(query, m.id, m.state).bind(m.ply as i64).bind(m.notation).bind(m.state.updated_ms)
}

/// The text of a batch of `n` moves (1 to [`MAX_BATCH`]): `BEGIN`, the statements of each
/// move with its values numbered after the previous move's, `COMMIT`. Each size is made once,
/// when first needed (the 64 together are over a megabyte), so that the connection's cache of
/// prepared statements keeps it.
fn batch_text(n: usize) -> Option<&'static str> {
    static TEXTS: [OnceLock<String>; MAX_BATCH] = [const { OnceLock::new() }; MAX_BATCH];
    let text = TEXTS.get(n.checked_sub(1)?)?.get_or_init(|| {
        let moves: String = (0..n).map(|k| renumbered(MOVE, k * VALUES)).collect();
        format!("BEGIN; {moves}COMMIT")
    });
    Some(text)
}

/// `sql` with every numbered value `$N` turned into `$(N + offset)`.
fn renumbered(sql: &str, offset: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut rest = sql;
    while let Some(dollar) = rest.find('$') {
        out.push_str(&rest[..=dollar]);
        rest = &rest[dollar + 1..];
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        match rest[..digits].parse::<usize>() {
            Ok(number) => out.push_str(&(number + offset).to_string()),
            Err(_) => out.push_str(&rest[..digits]),
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value named in `sql`, in order, read character by character.
    fn numbers(sql: &str) -> Vec<usize> {
        let chars: Vec<char> = sql.chars().collect();
        let mut found = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if chars[i] == '$' {
                let mut j = i + 1;
                let mut n = 0;
                while j < chars.len() && chars[j].is_ascii_digit() {
                    n = n * 10 + chars[j].to_digit(10).map_or(0, |d| d as usize);
                    j += 1;
                }
                found.push(n);
                i = j;
            } else {
                i += 1;
            }
        }
        found
    }

    #[test]
    fn each_move_of_a_batch_names_its_own_values() {
        let one = numbers(MOVE);
        assert_eq!(one.iter().copied().max(), Some(VALUES), "a move binds $1 to ${VALUES}");
        for n in [1, 2, 7, MAX_BATCH] {
            let text = batch_text(n).expect("a batch of this size");
            assert!(text.starts_with("BEGIN; ") && text.ends_with("COMMIT"));
            let expected: Vec<usize> = (0..n).flat_map(|k| one.iter().map(move |v| v + k * VALUES)).collect();
            assert_eq!(numbers(text), expected, "{n} moves");
            assert_eq!(text.matches("SELECT changes()").count(), n);
        }
        assert_eq!(batch_text(0), None);
        assert_eq!(batch_text(MAX_BATCH + 1), None);
        assert_eq!(renumbered("a $9 b $10, $ c$2", 100), "a $109 b $110, $ c$102");
    }
}
