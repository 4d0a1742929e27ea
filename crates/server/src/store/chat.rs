//! The `chat_lines` and `chat_mutes` rows.

use super::Store;
use crate::chat::{ChatLine, ChatRoom};
use sqlx::Row;

impl Store {
    /// Stores a chat line.
    pub async fn insert_chat(&self, line: &ChatLine) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO chat_lines (id, game_id, room, author, guest, seat, text, created_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&line.id)
        .bind(&line.game)
        .bind(line.room.name())
        .bind(&line.author)
        .bind(line.guest as i64)
        .bind(line.seat.map(|s| s as i64))
        .bind(&line.text)
        .bind(line.ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The last `limit` lines of a game's room, oldest first.
    pub async fn chat_lines(
        &self,
        game: &str,
        room: ChatRoom,
        limit: i64,
    ) -> Result<Vec<ChatLine>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT id, author, guest, seat, text, created_ms FROM chat_lines WHERE game_id = $1 AND room = $2 \
             ORDER BY created_ms DESC, id DESC LIMIT $3",
        )
        .bind(game)
        .bind(room.name())
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut lines = rows
            .iter()
            .map(|r| {
                Ok(ChatLine {
                    id: r.try_get("id")?,
                    game: game.to_string(),
                    room,
                    author: r.try_get("author")?,
                    guest: r.try_get::<i64, _>("guest")? != 0,
                    seat: r.try_get::<Option<i64>, _>("seat")?.map(|s| s.clamp(0, 1) as usize),
                    text: r.try_get("text")?,
                    ms: r.try_get("created_ms")?,
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
        lines.reverse();
        Ok(lines)
    }

    /// Records whether the player of `seat` mutes the other.
    pub async fn set_mute(&self, game: &str, seat: usize, muted: bool) -> Result<(), sqlx::Error> {
        let query = if muted {
            "INSERT INTO chat_mutes (game_id, seat) VALUES ($1, $2) ON CONFLICT (game_id, seat) DO NOTHING"
        } else {
            "DELETE FROM chat_mutes WHERE game_id = $1 AND seat = $2"
        };
        sqlx::query(query).bind(game).bind(seat as i64).execute(&self.pool).await?;
        Ok(())
    }

    /// Whether each seat's player mutes the other.
    pub async fn mutes(&self, game: &str) -> Result<[bool; 2], sqlx::Error> {
        let rows = sqlx::query("SELECT seat FROM chat_mutes WHERE game_id = $1")
            .bind(game)
            .fetch_all(&self.pool)
            .await?;
        let mut mutes = [false; 2];
        for row in rows {
            let seat: i64 = row.try_get("seat")?;
            mutes[seat.clamp(0, 1) as usize] = true;
        }
        Ok(mutes)
    }
}
