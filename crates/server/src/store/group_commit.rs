//! Plain moves on PostgreSQL, written together: each move is one statement (the game's
//! state updated if it is still at the revision the move was made on, the move inserted,
//! the other servers notified), and the moves that wait while a commit is under way go in
//! the next transaction together (group commit).
//!
//! Why: PostgreSQL serialises the commits of transactions that notify (a lock held until
//! the commit's write-ahead log is on disk), so one move a commit allows about one commit
//! per fsync (3 ms here: some 330 moves a second). A transaction of several moves pays for
//! one. A move is answered only once its transaction has committed, so an acknowledged
//! move is on disk as before.
//!
//! A move whose game is no longer at its revision writes nothing and answers
//! [`SaveError::Conflict`]; the others in its transaction are unaffected. A transaction
//! that fails (a second move at the same ply, the database away) is rolled back and each
//! of its moves tried alone, so each gets its own answer.

use super::SaveError;
use super::rows::{GameState, arguments, bind_state, update_state_sql};
use sqlx::AnyPool;
use std::sync::Arc;
use tokio::sync::{Mutex, mpsc, oneshot};

/// The statement of a plain move: `$1`–`$22` as in [`update_state_sql!`], then the move's ply,
/// notation and time, then the channel and the payload of the notification. It answers a
/// row when the game was at its revision (and everything was written), none when not.
const MOVE: &str = concat!(
    "WITH game AS (",
    update_state_sql!(),
    " WHERE id = $21 AND rev = $22 RETURNING id), \
     appended AS (INSERT INTO moves (game_id, ply, notation, created_ms) SELECT id, $23, $24, $25 FROM game) \
     SELECT pg_notify($26, $27) FROM game"
);

/// The most moves in one transaction.
const MAX_BATCH: usize = 64;

/// Transactions under way at once: while one commits (waiting for the disk), the next
/// runs its statements.
const WRITERS: usize = 2;

/// A move waiting to be written, with where its answer goes.
struct Pending {
    id: String,
    ply: i64,
    notation: String,
    state: GameState,
    payload: String,
    answer: oneshot::Sender<Result<(), SaveError>>,
}

/// The queue of plain moves and the tasks that write them.
#[derive(Clone, Debug)]
pub(super) struct GroupCommit {
    queue: mpsc::UnboundedSender<Pending>,
}

impl GroupCommit {
    /// Starts the writers on `pool`; they end when every clone of the queue is dropped.
    pub(super) fn start(pool: &AnyPool) -> GroupCommit {
        let (queue, waiting) = mpsc::unbounded_channel();
        let waiting = Arc::new(Mutex::new(waiting));
        for _ in 0..WRITERS {
            tokio::spawn(write(pool.clone(), waiting.clone()));
        }
        GroupCommit { queue }
    }

    /// Writes move `notation` at `ply` of game `id` with the game's new state (at revision
    /// `state.rev`, over `state.rev - 1`), announcing `payload` on `channel` once committed.
    ///
    /// # Errors
    ///
    /// [`SaveError::Conflict`] when the game is not at revision `state.rev - 1` or has a move
    /// at `ply` (nothing is written), else the database's error.
    pub(super) async fn save(
        &self,
        id: &str,
        ply: usize,
        notation: &str,
        state: &GameState,
        payload: String,
    ) -> Result<(), SaveError> {
        let (answer, answered) = oneshot::channel();
        let pending = Pending {
            id: id.to_string(),
            ply: ply as i64,
            notation: notation.to_string(),
            state: state.clone(),
            payload,
            answer,
        };
        // The writers run while a clone of the queue lives (this one): they cannot be gone,
        // unless the runtime is shutting down.
        self.queue.send(pending).map_err(|_| SaveError::Sql(sqlx::Error::PoolClosed))?;
        answered.await.map_err(|_| SaveError::Sql(sqlx::Error::PoolClosed))?
    }
}

/// A writer: takes every move waiting (at most [`MAX_BATCH`]) and writes them, until the
/// queue is closed.
async fn write(pool: AnyPool, waiting: Arc<Mutex<mpsc::UnboundedReceiver<Pending>>>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    loop {
        {
            let mut waiting = waiting.lock().await;
            if waiting.recv_many(&mut batch, MAX_BATCH).await == 0 {
                return;
            }
        }
        if batch.len() == 1 {
            // Alone: one statement, its own transaction.
            let pending = batch.remove(0);
            let saved = save_one(&pool, &pending).await;
            let _ = pending.answer.send(saved);
            continue;
        }
        match save_together(&pool, &batch).await {
            Ok(saved) => {
                for (pending, saved) in batch.drain(..).zip(saved) {
                    let _ = pending.answer.send(if saved { Ok(()) } else { Err(SaveError::Conflict) });
                }
            }
            Err(_) => {
                // Rolled back: each move alone, at once, so that each gets its own answer.
                let alone = batch.drain(..).map(|pending| {
                    let pool = &pool;
                    async move {
                        let saved = save_one(pool, &pending).await;
                        let _ = pending.answer.send(saved);
                    }
                });
                futures_util::future::join_all(alone).await;
            }
        }
    }
}

/// The statement of one move, bound.
fn statement(pending: &Pending) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments> {
    bind_state(sqlx::query_with(MOVE, arguments(27)), &pending.id, &pending.state)
        .bind(pending.ply)
        .bind(pending.notation.as_str())
        .bind(pending.state.updated_ms)
        .bind(super::CHANGES_CHANNEL)
        .bind(pending.payload.as_str())
}

/// Writes one move in a transaction of its own.
async fn save_one(pool: &AnyPool, pending: &Pending) -> Result<(), SaveError> {
    match statement(pending).execute(pool).await {
        Ok(done) if done.rows_affected() == 1 => Ok(()),
        Ok(_) => Err(SaveError::Conflict),
        Err(sqlx::Error::Database(db)) if db.is_unique_violation() => Err(SaveError::Conflict),
        Err(e) => Err(SaveError::Sql(e)),
    }
}

/// Writes the moves in one transaction; per move, whether its game was at its revision.
async fn save_together(pool: &AnyPool, batch: &[Pending]) -> Result<Vec<bool>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut saved = Vec::with_capacity(batch.len());
    for pending in batch {
        saved.push(statement(pending).execute(&mut *tx).await?.rows_affected() == 1);
    }
    tx.commit().await?;
    Ok(saved)
}
