//! The solo games in the one list of `GET /api/games`: each as a [`GameSummary`] like a
//! two-player game's (its `family` is `solitaire` or `goose`, its `preset` the same), merged
//! with the two-player games newest first.

use super::goose::{GooseSetup, SeatKind, seat_id};
use super::{GOOSE, SoloHub};
use crate::error::ApiError;
use crate::store::SoloListed;
use crate::view::{GameSummary, SeatView};

impl SoloHub {
    /// `games` (two-player games, newest first) with the solo games of this status (any for
    /// `None`) merged in, newest first, at most `limit` in all.
    ///
    /// # Errors
    ///
    /// Storage errors.
    pub async fn with_solo_games(
        &self,
        games: Vec<GameSummary>,
        status: Option<&str>,
        limit: i64,
    ) -> Result<Vec<GameSummary>, ApiError> {
        let solo = self.store.list_solo(status, limit).await?;
        let mut all: Vec<GameSummary> = games.into_iter().chain(solo.into_iter().map(summary)).collect();
        // Stable: of games changed in the same millisecond, two-player games come first.
        all.sort_by_key(|g| std::cmp::Reverse(g.updated_ms));
        all.truncate(usize::try_from(limit).unwrap_or(0));
        Ok(all)
    }
}

/// A solo game as the list shows it. Its seats: one person for solitaire; for the goose one
/// per player (`p1`…), a person or the computer (`ai`, no level); no accounts hold them
/// (`user` null) and no solo game is rated.
fn summary(row: SoloListed) -> GameSummary {
    let seat = |side: &'static str, kind: SeatKind| SeatView {
        side,
        name: side.to_string(),
        player: if kind == SeatKind::Person { "human" } else { "ai" },
        level: None,
        joined: true,
        user: None,
    };
    let seats = if row.game == GOOSE {
        // A setup that does not read lists no seats; opening the game says what is wrong.
        let setup: Option<GooseSetup> = serde_json::from_str(&row.setup).ok();
        setup.map_or_else(Vec::new, |s| {
            s.seats.iter().enumerate().map(|(i, &k)| seat(seat_id(i), k)).collect()
        })
    } else {
        vec![seat("player", SeatKind::Person)]
    };
    GameSummary {
        id: row.id,
        preset: row.game.clone(),
        family: row.game,
        status: row.status,
        seats,
        ply: row.steps as i64,
        result: row.result,
        reason: row.reason,
        rated: false,
        updated_ms: row.updated_ms,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(game: &str, setup: &str) -> SoloListed {
        SoloListed {
            id: "abcdefghjkmn".into(),
            game: game.into(),
            setup: setup.into(),
            steps: 4,
            status: "running".into(),
            result: None,
            reason: None,
            updated_ms: 7,
        }
    }

    #[test]
    fn a_goose_game_lists_a_seat_per_player() {
        let row = listed(GOOSE, r#"{"seats":["person","computer","person"],"dice":1,"rule":"roll-again"}"#);
        let game = summary(row);
        let seats: Vec<(&str, &str)> = game.seats.iter().map(|s| (s.side, s.player)).collect();
        assert_eq!(seats, [("p1", "human"), ("p2", "ai"), ("p3", "human")]);
        assert_eq!((game.family.as_str(), game.preset.as_str(), game.ply), ("goose", "goose", 4));
    }

    #[test]
    fn a_solitaire_lists_one_person() {
        let game = summary(listed(super::super::SOLITAIRE, r#"{"start":"d4","finish":"d4"}"#));
        assert_eq!(game.seats.len(), 1);
        assert_eq!(game.family, "solitaire");
    }
}
