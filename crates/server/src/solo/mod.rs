//! Games for one player or for several at one screen: peg solitaire and the Game of the
//! Goose. They have no sides and no opponent's seat, so they live in their own tables
//! ([`store`]) next to the two-player games, with one secret token per game (the creator's:
//! it makes every solitaire move and rolls for every person of a goose game — pass and
//! play — except the persons invited to roll from their own devices, who hold a token of
//! their own, kept hashed in the game's setup). Each request loads the game, replays it through the rules crate, applies the
//! change, stores it (before answering) and sends the new state.

pub mod api;
pub mod goose;
pub mod hint;
pub mod solitaire;
pub mod store;

use crate::error::ApiError;
use crate::ids::{new_game_id, new_seed, new_token, same_token, token_hash};
use crate::store::Store;
use goose::{GooseGame, GooseSetup, GooseView};
use hint::{Hint, Hinter};
use solitaire::{SolitaireGame, SolitaireSetup, SolitaireView};
use std::time::Duration;
use store::{SoloRow, SoloStore};

/// The solo games: their store and the solver for hints.
#[derive(Clone, Debug)]
pub struct SoloHub {
    store: SoloStore,
    hinter: Hinter,
}

/// A new game, its token and state.
#[derive(Debug, serde::Serialize)]
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

/// Hints answer within this time.
const HINT_TIME: Duration = Duration::from_secs(3);
/// Hint searches running at once.
const HINT_SEARCHES: usize = 1;

impl SoloHub {
    /// Over the server's store.
    pub fn new(store: &Store) -> SoloHub {
        SoloHub { store: SoloStore::new(store), hinter: Hinter::new(HINT_SEARCHES, HINT_TIME) }
    }

    /// Creates a solitaire game.
    pub async fn create_solitaire(
        &self,
        setup: SolitaireSetup,
    ) -> Result<SoloCreated<SolitaireView>, ApiError> {
        let setup = setup.normalized()?;
        let game = SolitaireGame::new(setup.rules()?);
        let row = new_row("solitaire", json(&setup)?, None, Vec::new())?;
        self.store.insert(&row).await?;
        Ok(SoloCreated { game: game.view(&row.id), id: row.id, token: row.token, invites: None })
    }

    /// A solitaire game, its stored row and the game replayed.
    async fn solitaire(&self, id: &str) -> Result<(SoloRow, SolitaireGame), ApiError> {
        let row = self.store.load(id, "solitaire").await?;
        let setup: SolitaireSetup = parse(&row.setup)?;
        let game = SolitaireGame::replay(&setup, &row.steps)?;
        Ok((row, game))
    }

    /// The state of a solitaire game.
    pub async fn solitaire_view(&self, id: &str) -> Result<SolitaireView, ApiError> {
        Ok(self.solitaire(id).await?.1.view(id))
    }

    /// Plays a jump or a chain (`d2xd4`, `b4xd4xd6`); `ply`, when given, must be the
    /// number of jumps the player saw.
    pub async fn jump(
        &self,
        id: &str,
        token: &str,
        text: &str,
        ply: Option<u32>,
    ) -> Result<SolitaireView, ApiError> {
        let (row, mut game) = self.solitaire(id).await?;
        check_token(&row, token)?;
        check_ply(ply, game.jump_count())?;
        if game.rules().is_over(game.pegs()) {
            return Err(ApiError::GameOver);
        }
        let jumps = game.parse(text)?;
        let texts: Vec<String> = jumps.iter().map(|&j| game.jump_text(j)).collect();
        let had = game.jump_count();
        self.store.change(id, had, had, &texts).await?;
        game.push(&jumps);
        Ok(game.view(id))
    }

    /// Takes back the last move (the whole chain).
    pub async fn undo(&self, id: &str, token: &str) -> Result<SolitaireView, ApiError> {
        let (row, game) = self.solitaire(id).await?;
        check_token(&row, token)?;
        let keep = game.undo_keep().ok_or_else(|| ApiError::NotAllowed("nothing to undo".into()))?;
        self.store.change(id, row.steps.len(), keep, &[]).await?;
        let setup: SolitaireSetup = parse(&row.setup)?;
        Ok(SolitaireGame::replay(&setup, &row.steps[..keep])?.view(id))
    }

    /// The solver's next move towards the perfect finish.
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
        let row = new_row("goose", json(&setup)?, Some(seed), game.lines())?;
        self.store.insert(&row).await?;
        Ok(SoloCreated { game: game.view(&row.id), id: row.id, token: row.token, invites })
    }

    async fn goose(&self, id: &str) -> Result<(SoloRow, GooseGame), ApiError> {
        let row = self.store.load(id, "goose").await?;
        let setup: GooseSetup = parse(&row.setup)?;
        let seed = row.seed.ok_or_else(|| ApiError::Corrupt("a goose game without a seed".into()))?;
        let game = GooseGame::replay(setup, seed, &row.steps)?;
        Ok((row, game))
    }

    /// The state of a goose game.
    pub async fn goose_view(&self, id: &str) -> Result<GooseView, ApiError> {
        Ok(self.goose(id).await?.1.view(id))
    }

    /// The person to move rolls; the computers' turns follow. `turn`, when given, must be
    /// the number of turns the player saw.
    pub async fn roll(&self, id: &str, token: &str, turn: Option<u32>) -> Result<GooseView, ApiError> {
        let (row, mut game) = self.goose(id).await?;
        check_ply(turn, game.turn_count())?;
        if !game.may_roll(token, same_token(&row.token, token)) {
            return Err(ApiError::BadToken);
        }
        let had = game.turn_count();
        game.roll()?;
        let lines = game.lines();
        self.store.change(id, had, had, &lines[had..]).await?;
        Ok(game.view(id))
    }

    /// The record of a goose game.
    pub async fn goose_record(&self, id: &str) -> Result<String, ApiError> {
        Ok(self.goose(id).await?.1.record_text())
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

fn new_row(game: &str, setup: String, seed: Option<u64>, steps: Vec<String>) -> Result<SoloRow, ApiError> {
    Ok(SoloRow { id: new_game_id()?, game: game.into(), setup, token: new_token()?, seed, steps })
}

fn json<T: serde::Serialize>(value: &T) -> Result<String, ApiError> {
    serde_json::to_string(value).map_err(|e| ApiError::Corrupt(e.to_string()))
}

fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ApiError> {
    serde_json::from_str(text).map_err(|e| ApiError::Corrupt(format!("setup: {e}")))
}

fn check_token(row: &SoloRow, token: &str) -> Result<(), ApiError> {
    if same_token(&row.token, token) { Ok(()) } else { Err(ApiError::BadToken) }
}

fn check_ply(seen: Option<u32>, actual: usize) -> Result<(), ApiError> {
    match seen {
        Some(expected) if expected as usize != actual => {
            Err(ApiError::Stale { expected, actual: actual as u32 })
        }
        _ => Ok(()),
    }
}
