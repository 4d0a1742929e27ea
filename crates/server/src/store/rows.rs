//! The `games` row: its columns, and the queries that read and write it.

use sqlx::any::{AnyArguments, AnyRow};
use sqlx::query::Query;
use sqlx::{Any, AnyPool, Arguments, Executor, Row};

/// Every column of a stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// The game id.
    pub id: String,
    /// `hunt` or `tafl`.
    pub family: String,
    /// The preset id.
    pub preset: String,
    /// The options as a JSON array of `key=value` strings.
    pub options: String,
    /// Who plays each seat: `human` or `ai:N`.
    pub seats: [String; 2],
    /// The seats' tokens (people's seats only).
    pub tokens: [Option<String>; 2],
    /// Whether anyone may take a free seat.
    pub public: bool,
    /// When the game was created (ms since 1970).
    pub created_ms: i64,
    /// Whether the game is rated.
    pub rated: bool,
    /// The time control ([`crate::clock::TimeControl::text`]), `None` untimed.
    pub clock: Option<String>,
    /// What changes as the game goes on.
    pub state: GameState,
}

/// The columns that change during a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameState {
    /// Whether each seat's player has joined.
    pub joined: [bool; 2],
    /// The seat offering a draw.
    pub draw_offer: Option<usize>,
    /// The seat asking to take back a move.
    pub takeback_offer: Option<usize>,
    /// A declared result: `resign:0`, `resign:1`, `time:0`, `time:1`, `draw` or `aborted`.
    pub declared: Option<String>,
    /// Moves played.
    pub ply: usize,
    /// `open`, `running`, `finished` or `aborted`.
    pub status: String,
    /// The winner's side id, or `draw`, once finished.
    pub result: Option<String>,
    /// Why the game ended.
    pub reason: Option<String>,
    /// Last change (ms since 1970).
    pub updated_ms: i64,
    /// The account holding each seat (its name).
    pub accounts: [Option<String>; 2],
    /// A guest's chosen name, per seat.
    pub guests: [Option<String>; 2],
    /// Each seat's time left when its clock last stopped (timed games).
    pub clock_ms: [Option<i64>; 2],
    /// The running clock: its seat and when it started.
    pub clock_running: Option<(usize, i64)>,
    /// The revision: how many changes the game has had.
    pub rev: i64,
    /// A rematch offered (`offer:SEAT`) or started (`game:ID`).
    pub rematch: Option<String>,
}

/// The columns of `games`, in [`from_row`]'s order (a macro, so queries stay constant text).
macro_rules! columns {
    () => {
        "id, family, preset, options, seat0, seat1, token0, token1, joined0, joined1, \
         public, draw_offer, declared, ply, status, result, reason, created_ms, updated_ms, \
         rated, clock, account0, account1, guest0, guest1, clock0_ms, clock1_ms, clock_seat, clock_since_ms, rev, rematch, \
         takeback_offer"
    };
}

/// The columns of `games`, in [`from_row`]'s order.
pub(super) const COLUMNS: &str = columns!();

/// Arguments with room for `n` values: bound one by one, the list would grow step by step,
/// a reallocation each (at a move, one of them over a kilobyte).
pub(super) fn arguments(n: usize) -> AnyArguments {
    let mut arguments = AnyArguments::default();
    arguments.reserve(n, 0);
    arguments
}

/// A query with the state columns of online play bound next, in the order both queries
/// name them (accounts, guests, clocks, revision, rematch, takeback offer).
fn bind_online<'q>(query: Query<'q, Any, AnyArguments>, s: &GameState) -> Query<'q, Any, AnyArguments> {
    query
        .bind(s.accounts[0].clone())
        .bind(s.accounts[1].clone())
        .bind(s.guests[0].clone())
        .bind(s.guests[1].clone())
        .bind(s.clock_ms[0])
        .bind(s.clock_ms[1])
        .bind(s.clock_running.map(|(seat, _)| seat as i64))
        .bind(s.clock_running.map(|(_, since)| since))
        .bind(s.rev)
        .bind(s.rematch.clone())
        .bind(s.takeback_offer.map(|seat| seat as i64))
}

/// Inserts a new game row.
pub(super) async fn insert(pool: &AnyPool, row: &GameRow) -> Result<(), sqlx::Error> {
    let s = &row.state;
    // The fixed columns, then the state's in [`bind_state`]'s order.
    let query = sqlx::query(
        "INSERT INTO games (id, family, preset, options, seat0, seat1, token0, token1, public, created_ms, \
         rated, clock, joined0, joined1, draw_offer, declared, ply, status, result, reason, updated_ms, \
         account0, account1, guest0, guest1, clock0_ms, clock1_ms, clock_seat, clock_since_ms, rev, rematch, \
         takeback_offer, speed) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, \
         $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33)",
    )
    .bind(&row.id)
    .bind(&row.family)
    .bind(&row.preset)
    .bind(&row.options)
    .bind(&row.seats[0])
    .bind(&row.seats[1])
    .bind(row.tokens[0].clone())
    .bind(row.tokens[1].clone())
    .bind(row.public as i64)
    .bind(row.created_ms)
    .bind(row.rated as i64)
    .bind(row.clock.clone());
    bind_state_columns(query, s).bind(crate::speed::of_text(row.clock.as_deref())).execute(pool).await?;
    Ok(())
}

/// Gives the rows stored before `games.speed` existed their speed (the migration sets
/// the ones SQL can tell); answers how many it set.
pub(super) async fn fill_speeds(pool: &AnyPool) -> Result<usize, sqlx::Error> {
    let rows = sqlx::query("SELECT id, clock FROM games WHERE speed IS NULL").fetch_all(pool).await?;
    for row in &rows {
        let (id, clock): (String, Option<String>) = (row.try_get(0)?, row.try_get(1)?);
        sqlx::query("UPDATE games SET speed = $2 WHERE id = $1")
            .bind(id)
            .bind(crate::speed::of_text(clock.as_deref()))
            .execute(pool)
            .await?;
    }
    Ok(rows.len())
}

/// The update of a game's state columns (`$1`–`$20`, bound by [`bind_state`]), to be
/// followed by `WHERE id = $21 AND rev = $22` (a macro, so queries stay constant text).
macro_rules! update_state_sql {
    () => {
        "UPDATE games SET joined0 = $1, joined1 = $2, draw_offer = $3, declared = $4, ply = $5, \
         status = $6, result = $7, reason = $8, updated_ms = $9, account0 = $10, account1 = $11, \
         guest0 = $12, guest1 = $13, clock0_ms = $14, clock1_ms = $15, clock_seat = $16, \
         clock_since_ms = $17, rev = $18, rematch = $19, takeback_offer = $20"
    };
}
pub(super) use update_state_sql;

/// Saves the state columns of a game whose stored revision is `s.rev - 1`; false when it
/// is not (another server changed the game first).
pub(super) async fn update_state<'c, E: Executor<'c, Database = Any>>(
    executor: E,
    id: &str,
    s: &GameState,
) -> Result<bool, sqlx::Error> {
    let sql = concat!(update_state_sql!(), " WHERE id = $21 AND rev = $22");
    let done = bind_state(sqlx::query_with(sql, arguments(22)), id, s).execute(executor).await?;
    Ok(done.rows_affected() == 1)
}

/// A query of [`update_state_sql!`] with the state bound (`$1`–`$20`), then the game's id and
/// the revision it must be at (`$21`, `$22`).
pub(super) fn bind_state<'q>(
    query: Query<'q, Any, AnyArguments>,
    id: &'q str,
    s: &'q GameState,
) -> Query<'q, Any, AnyArguments> {
    bind_state_columns(query, s).bind(id).bind(s.rev - 1)
}

/// A query with the 20 state columns bound next, in the order [`update_state_sql!`] names
/// them.
fn bind_state_columns<'q>(
    query: Query<'q, Any, AnyArguments>,
    s: &'q GameState,
) -> Query<'q, Any, AnyArguments> {
    let query = query
        .bind(s.joined[0] as i64)
        .bind(s.joined[1] as i64)
        .bind(s.draw_offer.map(|d| d as i64))
        .bind(s.declared.clone())
        .bind(s.ply as i64)
        .bind(&s.status)
        .bind(s.result.clone())
        .bind(s.reason.clone())
        .bind(s.updated_ms);
    bind_online(query, s)
}

/// One game row.
pub(super) async fn select(pool: &AnyPool, id: &str) -> Result<Option<GameRow>, sqlx::Error> {
    let row = sqlx::query(concat!("SELECT ", columns!(), " FROM games WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?;
    row.map(|r| from_row(&r)).transpose()
}

/// Recent games, newest first.
pub(super) async fn list(
    pool: &AnyPool,
    status: Option<&str>,
    limit: i64,
) -> Result<Vec<GameRow>, sqlx::Error> {
    let rows = match status {
        Some(status) => {
            sqlx::query(concat!(
                "SELECT ",
                columns!(),
                " FROM games WHERE status = $1 AND (status <> 'open' OR public = 1) \
                 ORDER BY updated_ms DESC LIMIT $2"
            ))
            .bind(status)
            .bind(limit)
            .fetch_all(pool)
            .await?
        }
        None => {
            sqlx::query(concat!(
                "SELECT ",
                columns!(),
                " FROM games WHERE status <> 'open' OR public = 1 ORDER BY updated_ms DESC LIMIT $1"
            ))
            .bind(limit)
            .fetch_all(pool)
            .await?
        }
    };
    rows.iter().map(from_row).collect()
}

/// An account's games, newest first.
pub(super) async fn by_account(pool: &AnyPool, name: &str, limit: i64) -> Result<Vec<GameRow>, sqlx::Error> {
    let rows = sqlx::query(concat!(
        "SELECT ",
        columns!(),
        " FROM games WHERE account0 = $1 OR account1 = $1 ORDER BY updated_ms DESC LIMIT $2"
    ))
    .bind(name)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.iter().map(from_row).collect()
}

/// A game row from the [`COLUMNS`] of a query.
pub(super) fn from_row(r: &AnyRow) -> Result<GameRow, sqlx::Error> {
    let flag = |name: &str| -> Result<bool, sqlx::Error> { Ok(r.try_get::<i64, _>(name)? != 0) };
    Ok(GameRow {
        id: r.try_get("id")?,
        family: r.try_get("family")?,
        preset: r.try_get("preset")?,
        options: r.try_get("options")?,
        seats: [r.try_get("seat0")?, r.try_get("seat1")?],
        tokens: [r.try_get("token0")?, r.try_get("token1")?],
        public: flag("public")?,
        created_ms: r.try_get("created_ms")?,
        rated: flag("rated")?,
        clock: r.try_get("clock")?,
        state: GameState {
            joined: [flag("joined0")?, flag("joined1")?],
            draw_offer: r.try_get::<Option<i64>, _>("draw_offer")?.map(|d| d.clamp(0, 1) as usize),
            takeback_offer: r.try_get::<Option<i64>, _>("takeback_offer")?.map(|d| d.clamp(0, 1) as usize),
            declared: r.try_get("declared")?,
            ply: r.try_get::<i64, _>("ply")?.max(0) as usize,
            status: r.try_get("status")?,
            result: r.try_get("result")?,
            reason: r.try_get("reason")?,
            updated_ms: r.try_get("updated_ms")?,
            accounts: [r.try_get("account0")?, r.try_get("account1")?],
            guests: [r.try_get("guest0")?, r.try_get("guest1")?],
            clock_ms: [r.try_get("clock0_ms")?, r.try_get("clock1_ms")?],
            clock_running: match (
                r.try_get::<Option<i64>, _>("clock_seat")?,
                r.try_get::<Option<i64>, _>("clock_since_ms")?,
            ) {
                (Some(seat), Some(since)) => Some((seat.clamp(0, 1) as usize, since)),
                _ => None,
            },
            rev: r.try_get("rev")?,
            rematch: r.try_get("rematch")?,
        },
    })
}
