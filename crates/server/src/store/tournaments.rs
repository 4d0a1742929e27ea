//! The `tournaments`, `tournament_players` and `tournament_games` rows. Every change of a
//! tournament's course (its start, a round paired, its end) is one guarded statement or
//! transaction that succeeds for one server only.

use super::Store;

/// A stored tournament (its fields are the columns, read by name).
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct TournamentRow {
    /// Its id (the shape of a game id).
    pub id: String,
    /// Its name.
    pub name: String,
    /// The creator's account id.
    pub creator: String,
    /// The preset played.
    pub preset: String,
    /// The options, as a JSON array of `key=value`.
    pub options: String,
    /// `swiss`, `round-robin` or `arena`.
    pub format: String,
    /// Rounds (Swiss).
    pub rounds: i64,
    /// Minutes (arena).
    pub minutes: i64,
    /// The time control's text.
    pub clock: String,
    /// Whether its games are rated (0 or 1).
    pub rated: i64,
    /// Whether bots may join (0 or 1).
    pub bots: i64,
    /// The invitation's hash, for a tournament by invitation.
    pub invite_hash: Option<String>,
    /// When it starts by itself; `None` when its creator starts it.
    pub starts_at_ms: Option<i64>,
    /// When it started.
    pub started_ms: Option<i64>,
    /// When an arena stops pairing.
    pub ends_at_ms: Option<i64>,
    /// `created`, `running` or `finished`.
    pub status: String,
    /// Pairings made so far (rounds, or arena waves).
    pub round: i64,
    /// When it was created.
    pub created_ms: i64,
    /// When it finished.
    pub finished_ms: Option<i64>,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct EntrantRow {
    /// The account id.
    pub account: String,
    /// The name as registered.
    pub name: String,
    /// The rating at joining.
    pub rating: f64,
    /// When they joined.
    pub joined_ms: i64,
    /// 1 once withdrawn.
    pub withdrawn: i64,
}

/// A planned game of a tournament (or a bye), with its game's state once it exists.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct SlotRow {
    /// The round (or arena wave), from 1.
    pub round: i64,
    /// The board within the round.
    pub board: i64,
    /// The leg of the meeting (0 or 1).
    pub leg: i64,
    /// The account id on the first side.
    pub player0: String,
    /// The account id on the second side; `None` for a bye.
    pub player1: Option<String>,
    /// The game; `None` for a bye.
    pub game_id: Option<String>,
    /// The game's status; `None` while it is not created yet.
    pub status: Option<String>,
    /// The winner's side id or `draw`, once over.
    pub result: Option<String>,
    /// How it ended.
    pub reason: Option<String>,
    /// Moves played.
    pub ply: Option<i64>,
}

/// A line of a tournament's chat.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow, serde::Serialize)]
pub struct TournamentLine {
    /// Who said it.
    pub author: String,
    /// What was said.
    pub text: String,
    /// When, ms since 1970.
    #[sqlx(rename = "created_ms")]
    pub ms: i64,
}

/// The columns of `tournaments`, in order (a macro, so queries stay constant text).
macro_rules! columns {
    () => {
        "id, name, creator, preset, options, format, rounds, minutes, clock, rated, bots, invite_hash, \
         starts_at_ms, started_ms, ends_at_ms, status, round, created_ms, finished_ms"
    };
}

impl Store {
    /// Stores a new tournament.
    pub async fn insert_tournament(&self, row: &TournamentRow) -> Result<(), sqlx::Error> {
        sqlx::query(concat!(
            "INSERT INTO tournaments (",
            columns!(),
            ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)"
        ))
        .bind(&row.id)
        .bind(&row.name)
        .bind(&row.creator)
        .bind(&row.preset)
        .bind(&row.options)
        .bind(&row.format)
        .bind(row.rounds)
        .bind(row.minutes)
        .bind(&row.clock)
        .bind(row.rated)
        .bind(row.bots)
        .bind(row.invite_hash.clone())
        .bind(row.starts_at_ms)
        .bind(row.started_ms)
        .bind(row.ends_at_ms)
        .bind(&row.status)
        .bind(row.round)
        .bind(row.created_ms)
        .bind(row.finished_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The tournament with this id.
    pub async fn tournament(&self, id: &str) -> Result<Option<TournamentRow>, sqlx::Error> {
        sqlx::query_as(concat!("SELECT ", columns!(), " FROM tournaments WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    /// The most recent tournaments, newest first.
    pub async fn tournaments(&self, limit: i64) -> Result<Vec<TournamentRow>, sqlx::Error> {
        sqlx::query_as(concat!(
            "SELECT ",
            columns!(),
            " FROM tournaments ORDER BY created_ms DESC, id LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// The tournaments not finished yet (the runner's work).
    pub async fn unfinished_tournaments(&self) -> Result<Vec<TournamentRow>, sqlx::Error> {
        sqlx::query_as(concat!("SELECT ", columns!(), " FROM tournaments WHERE status <> 'finished'"))
            .fetch_all(&self.pool)
            .await
    }

    /// Adds a player; false when they are in it already (or withdrew).
    pub async fn join_tournament(&self, id: &str, player: &EntrantRow) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, account, name, rating, joined_ms, withdrawn) \
             VALUES ($1, $2, $3, $4, $5, 0) ON CONFLICT (tournament_id, account) DO NOTHING",
        )
        .bind(id)
        .bind(&player.account)
        .bind(&player.name)
        .bind(player.rating)
        .bind(player.joined_ms)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Withdraws a player; false when they were not in it (or had withdrawn).
    pub async fn withdraw_from_tournament(&self, id: &str, account: &str) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = $1 AND account = $2 AND withdrawn = 0",
        )
        .bind(id)
        .bind(account)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The players, in the order they joined.
    pub async fn entrants(&self, id: &str) -> Result<Vec<EntrantRow>, sqlx::Error> {
        sqlx::query_as(
            "SELECT account, name, rating, joined_ms, withdrawn FROM tournament_players \
             WHERE tournament_id = $1 ORDER BY joined_ms, account",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
    }

    /// Starts a created tournament; false when another server (or request) did first.
    pub async fn start_tournament(
        &self,
        id: &str,
        now_ms: i64,
        ends_at_ms: Option<i64>,
    ) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE tournaments SET status = 'running', started_ms = $2, ends_at_ms = $3 \
             WHERE id = $1 AND status = 'created'",
        )
        .bind(id)
        .bind(now_ms)
        .bind(ends_at_ms)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Finishes a tournament not finished yet; false when it was already.
    pub async fn finish_tournament(&self, id: &str, now_ms: i64) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE tournaments SET status = 'finished', finished_ms = $2 WHERE id = $1 AND status <> 'finished'",
        )
        .bind(id)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stores the pairing after `round` pairings: the round counter moves from `round` to
    /// `round + 1` and the slots are written, together; false (nothing written) when the
    /// counter had moved already, so that a round is paired once whoever tries.
    pub async fn pair_tournament_round(
        &self,
        id: &str,
        round: i64,
        slots: &[SlotRow],
    ) -> Result<bool, sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE tournaments SET round = round + 1 WHERE id = $1 AND round = $2 AND status = 'running'",
        )
        .bind(id)
        .bind(round)
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Ok(false);
        }
        for slot in slots {
            sqlx::query(
                "INSERT INTO tournament_games (tournament_id, round, board, leg, player0, player1, game_id) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(id)
            .bind(slot.round)
            .bind(slot.board)
            .bind(slot.leg)
            .bind(&slot.player0)
            .bind(slot.player1.clone())
            .bind(slot.game_id.clone())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The planned games and byes, in order, each with its game's state.
    pub async fn tournament_slots(&self, id: &str) -> Result<Vec<SlotRow>, sqlx::Error> {
        sqlx::query_as(
            "SELECT t.round, t.board, t.leg, t.player0, t.player1, t.game_id, g.status, g.result, g.reason, g.ply \
             FROM tournament_games t LEFT JOIN games g ON g.id = t.game_id \
             WHERE t.tournament_id = $1 ORDER BY t.round, t.board, t.leg",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
    }

    /// Stores a line of a tournament's chat.
    pub async fn insert_tournament_line(
        &self,
        id: &str,
        tournament: &str,
        line: &TournamentLine,
    ) -> Result<(), sqlx::Error> {
        sqlx::query("INSERT INTO tournament_chat (id, tournament_id, author, text, created_ms) VALUES ($1, $2, $3, $4, $5)")
            .bind(id)
            .bind(tournament)
            .bind(&line.author)
            .bind(&line.text)
            .bind(line.ms)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A tournament's last `limit` chat lines, oldest first.
    pub async fn tournament_lines(
        &self,
        tournament: &str,
        limit: i64,
    ) -> Result<Vec<TournamentLine>, sqlx::Error> {
        let mut lines: Vec<TournamentLine> = sqlx::query_as(
            "SELECT author, text, created_ms FROM tournament_chat WHERE tournament_id = $1 \
             ORDER BY created_ms DESC, id DESC LIMIT $2",
        )
        .bind(tournament)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        lines.reverse();
        Ok(lines)
    }

    /// Whether a game was planned by a tournament.
    pub async fn is_tournament_game(&self, game: &str) -> Result<bool, sqlx::Error> {
        let found = sqlx::query("SELECT 1 FROM tournament_games WHERE game_id = $1")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(found.is_some())
    }
}
