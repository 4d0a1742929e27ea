//! Changes of games written together: the changes that wait while a commit is under way go
//! in the next transaction together (group commit).
//!
//! On PostgreSQL each change that ends no rated game (a plain move, a join, a takeback, an
//! offer, a resignation…) is one statement (the game's state updated if it is still at the
//! revision the change was made on, the move inserted or the moves taken back or the seat
//! claimed, the other servers notified). Why: PostgreSQL serialises the commits of
//! transactions that notify (a lock held until the commit's write-ahead log is on disk), so
//! one change a commit allows about one commit per fsync (3 ms here: some 330 changes a
//! second, moves and joins together). A transaction of several changes pays for one.
//!
//! On SQLite the plain moves go this way ([`super::sqlite_move`]): one writer, each batch
//! one text of statements in one call to the database's thread. Why: each call is two
//! thread switches, and each commit writes the pages it changed to the write-ahead log; the
//! moves of a batch share both. When moves come in a rush (a thousand games starting at
//! once) the batches grow, and the queue drains instead of growing.
//!
//! A change is answered only once its transaction has committed, so an acknowledged move is
//! on disk as before (on SQLite, in the write-ahead log, as before).
//!
//! A change whose game is no longer at its revision (or whose seat was taken meanwhile)
//! writes nothing and answers [`SaveError::Conflict`]; the others in its transaction are
//! unaffected. A transaction that fails (a second move at the same ply, the database away)
//! is rolled back and each of its changes tried alone, so each gets its own answer.

use super::SaveError;
use super::rows::{GameState, arguments, bind_state, update_state_sql};
use super::sqlite_move::{self, Move};
use crate::actions::StoreOp;
use sqlx::AnyPool;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::{Mutex, mpsc, oneshot};

/// The statements of a change: `$1`–`$22` as in [`update_state_sql!`] (the state, the game's
/// id and the revision it must be at), then the change's own values, then the channel and
/// the payload of the notification. Each answers a row when the game was at its revision
/// (and everything was written), none when not.
///
/// A move: its ply, notation and time.
const APPEND: &str = concat!(
    "WITH game AS (",
    update_state_sql!(),
    " WHERE id = $21 AND rev = $22 RETURNING id), \
     appended AS (INSERT INTO moves (game_id, ply, notation, created_ms) SELECT id, $23, $24, $25 FROM game) \
     SELECT pg_notify($26, $27) FROM game"
);

/// Moves taken back: the first ply taken back.
const TRUNCATE: &str = concat!(
    "WITH game AS (",
    update_state_sql!(),
    " WHERE id = $21 AND rev = $22 RETURNING id), \
     taken AS (DELETE FROM moves WHERE game_id IN (SELECT id FROM game) AND ply >= $23) \
     SELECT pg_notify($24, $25) FROM game"
);

/// The state alone (offers, a resignation, a loss on time…).
const STATE: &str = concat!(
    "WITH game AS (",
    update_state_sql!(),
    " WHERE id = $21 AND rev = $22 RETURNING id) SELECT pg_notify($23, $24) FROM game"
);

/// A free seat claimed, per seat and whether it is a public game's: the new holder's token
/// hash. Nothing is written when the seat was taken first.
macro_rules! claim {
    ($seat:literal, $public:literal) => {
        concat!(
            "WITH game AS (",
            update_state_sql!(),
            ", token",
            $seat,
            " = $23 WHERE id = $21 AND rev = $22 AND joined",
            $seat,
            " = 0",
            $public,
            " RETURNING id) SELECT pg_notify($24, $25) FROM game"
        )
    };
}
const CLAIM: [[&str; 2]; 2] =
    [[claim!("0", ""), claim!("0", " AND public = 1")], [claim!("1", ""), claim!("1", " AND public = 1")]];

/// The most changes in one transaction (SQLite's batch text has room for as many).
const MAX_BATCH: usize = sqlite_move::MAX_BATCH;

/// Transactions under way at once on PostgreSQL: while one commits (waiting for the disk),
/// the next runs its statements. SQLite has one connection, so one writer.
const WRITERS: usize = 2;

/// Which database the writers write to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Database {
    /// Every change that rates nobody, each one statement.
    Postgres,
    /// Plain moves only ([`StoreOp::Append`]).
    Sqlite,
}

/// A change waiting to be written, with where its answer goes.
struct Pending {
    id: String,
    op: StoreOp,
    state: GameState,
    payload: String,
    answer: oneshot::Sender<Result<(), SaveError>>,
}

/// The queue of changes and the tasks that write them.
#[derive(Clone, Debug)]
pub(super) struct GroupCommit {
    queue: mpsc::UnboundedSender<Pending>,
    /// What the writers wrote so far.
    written: Arc<Written>,
}

/// Transactions written and the changes in them, so far: their ratio is the mean size of a
/// group (`/metrics`).
#[derive(Debug, Default)]
struct Written {
    transactions: AtomicU64,
    changes: AtomicU64,
}

impl GroupCommit {
    /// Starts the writers on `pool`, a `database` one; they end when every clone of the
    /// queue is dropped.
    pub(super) fn start(pool: &AnyPool, database: Database) -> GroupCommit {
        let (queue, waiting) = mpsc::unbounded_channel();
        let waiting = Arc::new(Mutex::new(waiting));
        let writers = if database == Database::Sqlite { 1 } else { WRITERS };
        let written = Arc::new(Written::default());
        for _ in 0..writers {
            tokio::spawn(write(pool.clone(), database, waiting.clone(), written.clone()));
        }
        GroupCommit { queue, written }
    }

    /// Transactions written so far, and the changes in them.
    pub(super) fn written(&self) -> (u64, u64) {
        (self.written.transactions.load(Ordering::Relaxed), self.written.changes.load(Ordering::Relaxed))
    }

    /// Writes change `op` of game `id` with the game's new state (at revision `state.rev`,
    /// over `state.rev - 1`), announcing `payload` on the changes' channel once committed
    /// (on PostgreSQL; SQLite takes only plain moves and announces nothing).
    ///
    /// # Errors
    ///
    /// [`SaveError::Conflict`] when the game is not at revision `state.rev - 1`, has a move
    /// at the ply appended, or its seat claimed was taken (nothing is written), else the
    /// database's error.
    pub(super) async fn save(
        &self,
        id: &str,
        op: &StoreOp,
        state: &GameState,
        payload: String,
    ) -> Result<(), SaveError> {
        let (answer, answered) = oneshot::channel();
        let pending = Pending { id: id.to_string(), op: op.clone(), state: state.clone(), payload, answer };
        // The writers run while a clone of the queue lives (this one): they cannot be gone,
        // unless the runtime is shutting down.
        self.queue.send(pending).map_err(|_| SaveError::Sql(sqlx::Error::PoolClosed))?;
        answered.await.map_err(|_| SaveError::Sql(sqlx::Error::PoolClosed))?
    }
}

/// A writer: takes every change waiting (at most [`MAX_BATCH`]) and writes them, until the
/// queue is closed.
async fn write(
    pool: AnyPool,
    database: Database,
    waiting: Arc<Mutex<mpsc::UnboundedReceiver<Pending>>>,
    written: Arc<Written>,
) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    loop {
        {
            let mut waiting = waiting.lock().await;
            if waiting.recv_many(&mut batch, MAX_BATCH).await == 0 {
                return;
            }
        }
        written.transactions.fetch_add(1, Ordering::Relaxed);
        written.changes.fetch_add(batch.len() as u64, Ordering::Relaxed);
        if batch.len() == 1 {
            // Alone: one statement, its own transaction.
            let pending = batch.remove(0);
            let saved = save_one(&pool, database, &pending).await;
            let _ = pending.answer.send(saved);
            continue;
        }
        match save_together(&pool, database, &batch).await {
            Ok(saved) => {
                for (pending, saved) in batch.drain(..).zip(saved) {
                    let _ = pending.answer.send(if saved { Ok(()) } else { Err(SaveError::Conflict) });
                }
            }
            Err(_) => {
                // Rolled back: each change alone, at once, so that each gets its own answer.
                let alone = batch.drain(..).map(|pending| {
                    let pool = &pool;
                    async move {
                        let saved = save_one(pool, database, &pending).await;
                        let _ = pending.answer.send(saved);
                    }
                });
                futures_util::future::join_all(alone).await;
            }
        }
    }
}

/// The statement of one change, bound.
fn statement(pending: &Pending) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments> {
    let (sql, values) = match &pending.op {
        StoreOp::Append(..) => (APPEND, 27),
        StoreOp::Truncate(_) => (TRUNCATE, 25),
        StoreOp::State => (STATE, 24),
        StoreOp::Claim { seat, public, .. } => (CLAIM[(*seat).min(1)][usize::from(*public)], 25),
    };
    let query = bind_state(sqlx::query_with(sql, arguments(values)), &pending.id, &pending.state);
    let query = match &pending.op {
        StoreOp::Append(ply, notation) => {
            query.bind(*ply as i64).bind(notation.as_str()).bind(pending.state.updated_ms)
        }
        StoreOp::Truncate(from) => query.bind(*from as i64),
        StoreOp::State => query,
        StoreOp::Claim { token_hash, .. } => query.bind(token_hash.as_str()),
    };
    query.bind(super::CHANGES_CHANNEL).bind(pending.payload.as_str())
}

/// A plain move's part of a change, for SQLite's batch; `None` for any other change.
fn plain_move(pending: &Pending) -> Option<Move<'_>> {
    match &pending.op {
        StoreOp::Append(ply, notation) => {
            Some(Move { id: &pending.id, ply: *ply, notation, state: &pending.state })
        }
        _ => None,
    }
}

/// The error of a change SQLite's writer does not take (the store sends it none).
fn not_a_move() -> sqlx::Error {
    sqlx::Error::Protocol("SQLite's writer takes plain moves only".into())
}

/// Writes one change in a transaction of its own.
async fn save_one(pool: &AnyPool, database: Database, pending: &Pending) -> Result<(), SaveError> {
    if database == Database::Sqlite {
        let m = plain_move(pending).ok_or_else(|| SaveError::Sql(not_a_move()))?;
        return sqlite_move::save(pool, &m).await;
    }
    match statement(pending).execute(pool).await {
        Ok(done) if done.rows_affected() == 1 => Ok(()),
        Ok(_) => Err(SaveError::Conflict),
        Err(sqlx::Error::Database(db)) if db.is_unique_violation() => Err(SaveError::Conflict),
        Err(e) => Err(SaveError::Sql(e)),
    }
}

/// Writes the changes in one transaction; per change, whether its game was at its revision.
async fn save_together(
    pool: &AnyPool,
    database: Database,
    batch: &[Pending],
) -> Result<Vec<bool>, sqlx::Error> {
    if database == Database::Sqlite {
        let moves: Option<Vec<Move<'_>>> = batch.iter().map(plain_move).collect();
        return sqlite_move::save_many(pool, &moves.ok_or_else(not_a_move)?).await;
    }
    let mut tx = pool.begin().await?;
    let mut saved = Vec::with_capacity(batch.len());
    for pending in batch {
        saved.push(statement(pending).execute(&mut *tx).await?.rows_affected() == 1);
    }
    tx.commit().await?;
    Ok(saved)
}
