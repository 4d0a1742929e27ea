//! A player's games, filtered and paged: newest first by creation, `(created_ms, id)` the
//! key of a page (the next page starts below the last game shown, so games added or
//! finished meanwhile neither repeat nor skip one). Each of the two seats is walked on its
//! own index (`games_by_account0_created`, `games_by_account1_created`) and the two walks
//! merged, so a page reads about a page of rows whatever the player's number of games.

use super::GameRow;
use super::Store;
use super::rows::{arguments, from_row};
use reynard_play::{FamilyId, side_ids};
use sqlx::Arguments;

/// How a game went for the player whose games are listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Finished, won.
    Win,
    /// Finished, lost.
    Loss,
    /// Finished, drawn.
    Draw,
    /// Aborted.
    Aborted,
}

impl Outcome {
    /// Every outcome, as the API names them.
    pub const NAMES: [&'static str; 4] = ["win", "loss", "draw", "aborted"];

    /// The outcome named `name` (`win`, `loss`, `draw`, `aborted`).
    pub fn parse(name: &str) -> Option<Outcome> {
        match name {
            "win" => Some(Outcome::Win),
            "loss" => Some(Outcome::Loss),
            "draw" => Some(Outcome::Draw),
            "aborted" => Some(Outcome::Aborted),
            _ => None,
        }
    }
}

/// Which of a player's games to list (every field optional: `None` keeps all).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// Games of this preset.
    pub preset: Option<String>,
    /// Games that went this way for the player.
    pub outcome: Option<Outcome>,
    /// Rated (`true`) or casual (`false`) games.
    pub rated: Option<bool>,
    /// Games of this speed ([`crate::speed::SPEEDS`]).
    pub speed: Option<&'static str>,
    /// Games against this opponent: the other seat's account (its name as stored) or
    /// guest name.
    pub opponent: Option<String>,
}

/// The SQL condition that a game went `outcome` for the player in `seat`.
fn outcome_sql(outcome: Outcome, seat: usize) -> String {
    let quoted = |seat: usize| {
        let ids = FamilyId::ALL.iter().map(|&f| format!("'{}'", side_ids(f)[seat])).collect::<Vec<_>>();
        ids.join(", ")
    };
    match outcome {
        Outcome::Win => format!("status = 'finished' AND result IN ({})", quoted(seat)),
        Outcome::Loss => format!("status = 'finished' AND result IN ({})", quoted(1 - seat)),
        Outcome::Draw => "status = 'finished' AND result = 'draw'".to_string(),
        Outcome::Aborted => "status = 'aborted'".to_string(),
    }
}

/// The query of a page: the ids of each seat's games (`$1` the player, then the filters'
/// values in [`GameFilter`]'s order, the key, the limit), merged and read whole.
fn page_sql(filter: &GameFilter, after: bool) -> String {
    let mut n = 1;
    let mut next = || {
        n += 1;
        format!("${n}")
    };
    let mut common = String::new();
    if filter.preset.is_some() {
        common += &format!(" AND preset = {}", next());
    }
    if filter.rated.is_some() {
        common += &format!(" AND rated = {}", next());
    }
    if filter.speed.is_some() {
        common += &format!(" AND speed = {}", next());
    }
    let opponent = filter.opponent.as_ref().map(|_| next());
    let key = after.then(|| (next(), next()));
    let limit = next();
    let seat = |seat: usize| {
        let other = 1 - seat;
        let mut sql = format!("SELECT id FROM (SELECT id, created_ms FROM games WHERE account{seat} = $1");
        if seat == 1 {
            // A game the player holds both seats of is listed once, as the first seat's.
            sql += " AND (account0 IS NULL OR account0 <> $1)";
        }
        sql += &common;
        if let Some(outcome) = filter.outcome {
            sql += &format!(" AND {}", outcome_sql(outcome, seat));
        }
        if let Some(p) = &opponent {
            sql += &format!(" AND (account{other} = {p} OR guest{other} = {p})");
        }
        if let Some((ms, id)) = &key {
            sql += &format!(" AND (created_ms < {ms} OR (created_ms = {ms} AND id < {id}))");
        }
        sql + &format!(" ORDER BY created_ms DESC, id DESC LIMIT {limit}) AS seat{seat}")
    };
    format!(
        "SELECT {} FROM games WHERE id IN ({} UNION ALL {}) ORDER BY created_ms DESC, id DESC LIMIT {limit}",
        super::rows::COLUMNS,
        seat(0),
        seat(1)
    )
}

impl Store {
    /// The games of the account named `name` (as its seats hold it) that pass `filter`,
    /// newest first by creation: at most `limit`, those below the game `after` in that
    /// order when given.
    pub async fn player_games(
        &self,
        name: &str,
        filter: &GameFilter,
        after: Option<&(i64, String)>,
        limit: i64,
    ) -> Result<Vec<GameRow>, sqlx::Error> {
        let sql = page_sql(filter, after.is_some());
        let mut args = arguments(8);
        let bound = |e: sqlx::error::BoxDynError| sqlx::Error::Encode(e);
        args.add(name).map_err(bound)?;
        if let Some(preset) = &filter.preset {
            args.add(preset.clone()).map_err(bound)?;
        }
        if let Some(rated) = filter.rated {
            args.add(i64::from(rated)).map_err(bound)?;
        }
        if let Some(speed) = filter.speed {
            args.add(speed).map_err(bound)?;
        }
        if let Some(opponent) = &filter.opponent {
            args.add(opponent.clone()).map_err(bound)?;
        }
        if let Some((ms, id)) = after {
            args.add(*ms).map_err(bound)?;
            args.add(id.clone()).map_err(bound)?;
        }
        args.add(limit).map_err(bound)?;
        // Audited: the text is built from constants and the families' side ids; every value
        // given by a request is bound.
        let rows = sqlx::query_with(sqlx::AssertSqlSafe(sql), args).fetch_all(&self.pool).await?;
        rows.iter().map(from_row).collect()
    }

    /// The key of game `id` in a player's list (`created_ms`, `id`), if it is stored.
    pub async fn game_key(&self, id: &str) -> Result<Option<(i64, String)>, sqlx::Error> {
        let found: Option<i64> = sqlx::query_scalar("SELECT created_ms FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(found.map(|ms| (ms, id.to_string())))
    }

    /// A game's moves in order.
    pub async fn moves(&self, id: &str) -> Result<Vec<String>, sqlx::Error> {
        super::texts(&self.pool, "SELECT notation FROM moves WHERE game_id = $1 ORDER BY ply", id).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_filter_is_bound_once_in_order() {
        let all = GameFilter {
            preset: Some("fox-geese".into()),
            outcome: Some(Outcome::Win),
            rated: Some(true),
            speed: Some("blitz"),
            opponent: Some("bob".into()),
        };
        let sql = page_sql(&all, true);
        for n in 1..=8 {
            assert!(sql.contains(&format!("${n}")), "${n} in {sql}");
        }
        assert!(!sql.contains("$9"), "{sql}");
        assert!(sql.contains("result IN ('hunter', 'attackers')"), "{sql}");
        assert!(sql.contains("result IN ('flock', 'defenders')"), "{sql}");
        assert!(!page_sql(&GameFilter::default(), false).contains("$3"));
    }
}
