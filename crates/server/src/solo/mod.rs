//! Games for one player or for several at one screen: peg solitaire and the Game of the
//! Goose. They have no sides and no opponent's seat, so their rows are the store's solo
//! tables ([`crate::store::SoloRow`]), next to the two-player games, with one secret token
//! per game (the creator's: it makes every solitaire move and rolls for every person of a
//! goose game — pass and play — except the persons invited to roll from their own devices,
//! who hold a token of their own, kept hashed in the game's setup). Each request loads the
//! game, replays it through the rules crate, applies the change, stores it with the game's
//! status (before answering) and sends the new state. They are shown by `GET
//! /api/games/{id}` and listed by `GET /api/games` with the two-player games ([`list`]).

mod any;
pub mod api;
pub mod goose;
pub mod hint;
pub mod list;
pub mod solitaire;

use crate::error::ApiError;
use crate::ids::{new_game_id, new_seed, new_token, same_token, stored_token_hash, token_hash};
use crate::store::{SoloChange, SoloRow, SoloState, Store};
use goose::{GooseGame, GooseSetup, GooseView};
use hint::{Hint, Hinter};
use serde::Serialize;
use solitaire::{SolitaireGame, SolitaireSetup, SolitaireView};
use std::time::Duration;

/// The solo games: the server's store and the solver for hints.
#[derive(Clone, Debug)]
pub struct SoloHub {
    store: Store,
    hinter: Hinter,
}

/// A new game, its token and state.
#[derive(Debug, Serialize)]
pub struct SoloCreated<V> {
    /// The game id.
    pub id: String,
    /// The secret token that plays it.
    pub token: String,
    /// A goose game played from several devices: per seat, the token of an invited player
    /// (`null` for the computers and the creator's own seat). Given once, here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invites: Option<Vec<Option<String>>>,
    /// The state.
    pub game: V,
}

/// The families of the solo games, as stored and as the API names them.
pub const SOLITAIRE: &str = "solitaire";
/// See [`SOLITAIRE`].
pub const GOOSE: &str = "goose";

/// Hints answer within this time.
const HINT_TIME: Duration = Duration::from_secs(3);
/// Hint searches running at once.
const HINT_SEARCHES: usize = 1;

impl SoloHub {
    /// Over the server's store.
    pub fn new(store: &Store) -> SoloHub {
        SoloHub { store: store.clone(), hinter: Hinter::new(HINT_SEARCHES, HINT_TIME) }
    }

    /// Creates a solitaire game.
    ///
    /// # Errors
    ///
    /// `400 bad_variant` with the rules' reason for a hole off the board; storage errors.
    pub async fn create_solitaire(
        &self,
        setup: SolitaireSetup,
    ) -> Result<SoloCreated<SolitaireView>, ApiError> {
        let setup = setup.normalized()?;
        let game = SolitaireGame::new(setup.rules()?);
        let token = new_token()?;
        let row = new_row(SOLITAIRE, json(&setup)?, &token, None, game.state(), Vec::new())?;
        self.store.insert_solo(&row).await?;
        Ok(SoloCreated { game: game.view(&row.id), id: row.id, token, invites: None })
    }

    /// A solitaire game, its stored row and the game replayed.
    async fn solitaire(&self, id: &str) -> Result<(SoloRow, SolitaireGame), ApiError> {
        let row = self.load(id, Some(SOLITAIRE)).await?;
        self.replay_solitaire(row).await
    }

    async fn replay_solitaire(&self, row: SoloRow) -> Result<(SoloRow, SolitaireGame), ApiError> {
        let setup: SolitaireSetup = parse(&row.setup)?;
        let game = SolitaireGame::replay(&setup, &row.steps)?;
        self.settle(&row, game.state()).await?;
        Ok((row, game))
    }

    /// The state of a solitaire game.
    ///
    /// # Errors
    ///
    /// `404 not_found` when no solitaire game has this id; storage errors.
    pub async fn solitaire_view(&self, id: &str) -> Result<SolitaireView, ApiError> {
        Ok(self.solitaire(id).await?.1.view(id))
    }

    /// Plays a jump or a chain (`d2xd4`, `b4xd4xd6`); `ply`, when given, must be the
    /// number of jumps the player saw.
    ///
    /// # Errors
    ///
    /// `403 bad_token`, `409 stale`, `409 game_over`, `422 illegal_move` with the rules'
    /// reason; storage errors. Nothing is stored then.
    pub async fn jump(
        &self,
        id: &str,
        token: &str,
        text: &str,
        ply: Option<u32>,
    ) -> Result<SolitaireView, ApiError> {
        let (row, game) = self.solitaire(id).await?;
        self.jump_in(&row, game, token, text, ply).await
    }

    /// [`SoloHub::jump`] in a loaded game.
    async fn jump_in(
        &self,
        row: &SoloRow,
        mut game: SolitaireGame,
        token: &str,
        text: &str,
        ply: Option<u32>,
    ) -> Result<SolitaireView, ApiError> {
        let id = row.id.as_str();
        check_token(row, token)?;
        check_ply(ply, game.jump_count())?;
        if game.rules().is_over(game.pegs()) {
            return Err(ApiError::GameOver);
        }
        let jumps = game.parse(text)?;
        let texts: Vec<String> = jumps.iter().map(|&j| game.jump_text(j)).collect();
        let had = game.jump_count();
        game.push(&jumps);
        self.change(id, had, had, &texts, game.state()).await?;
        Ok(game.view(id))
    }

    /// Takes back the last move (the whole chain).
    ///
    /// # Errors
    ///
    /// `403 bad_token`, `409 not_allowed` when nothing was played, `409 stale`; storage
    /// errors.
    pub async fn undo(&self, id: &str, token: &str) -> Result<SolitaireView, ApiError> {
        let (row, game) = self.solitaire(id).await?;
        self.undo_in(&row, &game, token).await
    }

    /// [`SoloHub::undo`] in a loaded game.
    async fn undo_in(
        &self,
        row: &SoloRow,
        game: &SolitaireGame,
        token: &str,
    ) -> Result<SolitaireView, ApiError> {
        let id = row.id.as_str();
        check_token(row, token)?;
        let keep = game.undo_keep().ok_or_else(|| ApiError::NotAllowed("nothing to undo".into()))?;
        let setup: SolitaireSetup = parse(&row.setup)?;
        let before = SolitaireGame::replay(&setup, &row.steps[..keep])?;
        self.change(id, row.steps.len(), keep, &[], before.state()).await?;
        Ok(before.view(id))
    }

    /// The solver's next move towards the perfect finish.
    ///
    /// # Errors
    ///
    /// `404 not_found`, `409 game_over`; storage errors.
    pub async fn hint(&self, id: &str) -> Result<Hint, ApiError> {
        let (_, game) = self.solitaire(id).await?;
        if game.rules().is_over(game.pegs()) {
            return Err(ApiError::GameOver);
        }
        Ok(self.hinter.hint(game.rules().clone(), game.pegs()).await)
    }

    /// Creates a goose game; computer players roll at once until a person is to roll.
    /// `online`: every person but the first (the creator) gets a token of their own, to
    /// roll from another device; else the creator's token rolls for every person.
    ///
    /// # Errors
    ///
    /// `400 bad_variant` with the rules' reason for options or a board file the rules
    /// refuse; storage errors.
    pub async fn create_goose(
        &self,
        mut setup: GooseSetup,
        seed: Option<u64>,
        online: bool,
    ) -> Result<SoloCreated<GooseView>, ApiError> {
        // A seed the server picks stays below 2^53, exact as a JavaScript number.
        let seed = seed.unwrap_or_else(|| new_seed() >> 11);
        let invites = if online { Some(invite_tokens(&setup.seats)?) } else { None };
        setup.seat_tokens = invites.iter().flatten().map(|t| t.as_deref().map(token_hash)).collect();
        let mut game = GooseGame::new(setup.clone(), seed)?;
        game.play_automatic()?;
        let token = new_token()?;
        let row = new_row(GOOSE, json(&setup)?, &token, Some(seed), game.state(), game.lines())?;
        self.store.insert_solo(&row).await?;
        Ok(SoloCreated { game: game.view(&row.id), id: row.id, token, invites })
    }

    async fn goose(&self, id: &str) -> Result<(SoloRow, GooseGame), ApiError> {
        let row = self.load(id, Some(GOOSE)).await?;
        self.replay_goose(row).await
    }

    async fn replay_goose(&self, row: SoloRow) -> Result<(SoloRow, GooseGame), ApiError> {
        let setup: GooseSetup = parse(&row.setup)?;
        let seed = row.seed.ok_or_else(|| ApiError::Corrupt("a goose game without a seed".into()))?;
        let game = GooseGame::replay(setup, seed, &row.steps)?;
        self.settle(&row, game.state()).await?;
        Ok((row, game))
    }

    /// The state of a goose game.
    ///
    /// # Errors
    ///
    /// `404 not_found` when no goose game has this id; storage errors.
    pub async fn goose_view(&self, id: &str) -> Result<GooseView, ApiError> {
        Ok(self.goose(id).await?.1.view(id))
    }

    /// The person to move rolls; the computers' turns follow. `turn`, when given, must be
    /// the number of turns the player saw.
    ///
    /// # Errors
    ///
    /// `403 bad_token` (not the token of the seat to roll), `409 stale`, `409 game_over`;
    /// storage errors. Nothing is stored then.
    pub async fn roll(&self, id: &str, token: &str, turn: Option<u32>) -> Result<GooseView, ApiError> {
        let (row, game) = self.goose(id).await?;
        self.roll_in(&row, game, token, turn).await
    }

    /// [`SoloHub::roll`] in a loaded game.
    async fn roll_in(
        &self,
        row: &SoloRow,
        mut game: GooseGame,
        token: &str,
        turn: Option<u32>,
    ) -> Result<GooseView, ApiError> {
        let id = row.id.as_str();
        check_ply(turn, game.turn_count())?;
        if !game.may_roll(token, holds_game_token(row, token)) {
            return Err(ApiError::BadToken);
        }
        let had = game.turn_count();
        game.roll()?;
        let lines = game.lines();
        self.change(id, had, had, &lines[had..], game.state()).await?;
        Ok(game.view(id))
    }

    /// The record of a goose game.
    ///
    /// # Errors
    ///
    /// `404 not_found` when no goose game has this id; storage errors.
    pub async fn goose_record(&self, id: &str) -> Result<String, ApiError> {
        Ok(self.goose(id).await?.1.record_text())
    }

    /// The stored game `id`, of kind `game` when given; `404` when there is none.
    async fn load(&self, id: &str, game: Option<&str>) -> Result<SoloRow, ApiError> {
        if !crate::ids::is_game_id(id) {
            return Err(ApiError::no_game(id));
        }
        let row = self.store.load_solo(id).await.map_err(|e| match e {
            sqlx::Error::Decode(why) => ApiError::Corrupt(format!("seed: {why}")),
            e => ApiError::Storage(e),
        })?;
        row.filter(|row| game.is_none_or(|game| row.game == game)).ok_or_else(|| ApiError::no_game(id))
    }

    /// Stores a change computed from `had` steps; `409 stale` when the game moved on.
    async fn change(
        &self,
        id: &str,
        had: usize,
        keep: usize,
        added: &[String],
        state: SoloState,
    ) -> Result<(), ApiError> {
        match self.store.change_solo(id, had, keep, added, &state).await? {
            SoloChange::Done => Ok(()),
            SoloChange::Stale { actual } => {
                Err(ApiError::Stale { expected: had as u32, actual: actual as u32 })
            }
        }
    }

    /// Corrects a stored state that the replay does not confirm (a game stored before its
    /// state was kept), so that the lists show it where it belongs.
    async fn settle(&self, row: &SoloRow, state: SoloState) -> Result<(), ApiError> {
        if row.state != state {
            self.store.settle_solo(&row.id, &state).await?;
        }
        Ok(())
    }
}

/// A new token for every person seat after the first; `None` for the others.
fn invite_tokens(seats: &[goose::SeatKind]) -> Result<Vec<Option<String>>, ApiError> {
    let first_person = seats.iter().position(|&s| s == goose::SeatKind::Person);
    seats
        .iter()
        .enumerate()
        .map(|(i, &s)| (s == goose::SeatKind::Person && Some(i) != first_person).then(new_token).transpose())
        .collect()
}

/// A new game's row, keeping only the hash of its token.
fn new_row(
    game: &str,
    setup: String,
    token: &str,
    seed: Option<u64>,
    state: SoloState,
    steps: Vec<String>,
) -> Result<SoloRow, ApiError> {
    Ok(SoloRow { id: new_game_id()?, game: game.into(), setup, token: token_hash(token), seed, state, steps })
}

fn json<T: serde::Serialize>(value: &T) -> Result<String, ApiError> {
    serde_json::to_string(value).map_err(|e| ApiError::Corrupt(e.to_string()))
}

fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ApiError> {
    serde_json::from_str(text).map_err(|e| ApiError::Corrupt(format!("setup: {e}")))
}

/// Whether `token` is the game's (its creator's) token; rows stored before tokens were
/// hashed hold it raw.
fn holds_game_token(row: &SoloRow, token: &str) -> bool {
    same_token(&stored_token_hash(&row.token), &token_hash(token))
}

fn check_token(row: &SoloRow, token: &str) -> Result<(), ApiError> {
    if holds_game_token(row, token) { Ok(()) } else { Err(ApiError::BadToken) }
}

fn check_ply(seen: Option<u32>, actual: usize) -> Result<(), ApiError> {
    match seen {
        Some(expected) if expected as usize != actual => {
            Err(ApiError::Stale { expected, actual: actual as u32 })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_stored_status_the_replay_does_not_confirm_is_corrected_on_loading() {
        let dir = std::env::temp_dir().join(format!("reynard-solo-test-{}", std::process::id()));
        let url = format!("sqlite://{}", dir.join("games.db").display());
        let store = Store::open(&url).await.expect("store");
        let solo = SoloHub::new(&store);
        let created = solo
            .create_solitaire(SolitaireSetup { start: "d4".into(), finish: "d4".into() })
            .await
            .expect("created");
        // As a row stored before its status was kept, or written wrong: listed as finished.
        let wrong = SoloState { status: "finished".into(), result: None, reason: Some("perfect".into()) };
        store.settle_solo(&created.id, &wrong).await.expect("stored");
        let listed = |status: &'static str| {
            let store = store.clone();
            async move { store.list_solo(Some(status), 10).await.expect("listed").len() }
        };
        assert_eq!((listed("finished").await, listed("running").await), (1, 0));
        solo.view(&created.id, None).await.expect("shown");
        assert_eq!((listed("finished").await, listed("running").await), (0, 1));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
