//! The solo games through the endpoints of every game (`/api/games/{id}…`): the state, a
//! move and an undo of a game of either kind, as for the two-player games.

use super::goose::GooseView;
use super::solitaire::SolitaireView;
use super::{GOOSE, SoloHub};
use crate::error::ApiError;
use reynard_i18n::Lang;
use reynard_play::Message;
use serde::Serialize;

/// The state of a solo game of either kind (its `family` says which).
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum SoloView {
    /// A peg solitaire.
    Solitaire(SolitaireView),
    /// A Game of the Goose.
    Goose(GooseView),
}

/// The move of a goose game through `POST /api/games/{id}/moves`: the person to move rolls.
pub const ROLL: &str = "roll";

impl SoloHub {
    /// The state of a solo game of either kind (`GET /api/games/{id}`); `ply` (`?ply=N`)
    /// replays two-player games only.
    ///
    /// # Errors
    ///
    /// `404 not_found` when no solo game has this id, `400 bad_query` with a `ply`;
    /// storage errors.
    pub async fn view(&self, id: &str, ply: Option<usize>) -> Result<SoloView, ApiError> {
        let row = self.load(id, None).await?;
        if ply.is_some() {
            return Err(ApiError::BadQuery(
                "`ply` is for two-player games; a solo game lists its moves".into(),
            ));
        }
        Ok(if row.game == GOOSE {
            SoloView::Goose(self.replay_goose(row).await?.1.view(id))
        } else {
            SoloView::Solitaire(self.replay_solitaire(row).await?.1.view(id))
        })
    }

    /// `POST /api/games/{id}/moves` of a solo game: a solitaire jump or chain, or for the
    /// goose `roll` (`ply`: the jumps or turns the player saw).
    ///
    /// # Errors
    ///
    /// As [`SoloHub::jump`] and [`SoloHub::roll`]; `422 illegal_move` with the reason
    /// `goose-move-text` for a goose move other than `roll`.
    pub async fn play(
        &self,
        id: &str,
        token: &str,
        text: &str,
        ply: Option<u32>,
    ) -> Result<SoloView, ApiError> {
        let row = self.load(id, None).await?;
        if row.game == GOOSE {
            let (row, game) = self.replay_goose(row).await?;
            if text.trim() != ROLL {
                let message = Message::new("error-goose-move-text").plain("text", text);
                return Err(ApiError::MoveRefused { english: message.render(Lang::En), message });
            }
            return Ok(SoloView::Goose(self.roll_in(&row, game, token, ply).await?));
        }
        let (row, game) = self.replay_solitaire(row).await?;
        Ok(SoloView::Solitaire(self.jump_in(&row, game, token, text, ply).await?))
    }

    /// `POST /api/games/{id}/undo` of a solo game: a solitaire takes back its last move;
    /// a goose roll cannot be taken back.
    ///
    /// # Errors
    ///
    /// As [`SoloHub::undo`]; `409 not_allowed` for a goose game.
    pub async fn undo_any(&self, id: &str, token: &str) -> Result<SoloView, ApiError> {
        let row = self.load(id, None).await?;
        if row.game == GOOSE {
            return Err(ApiError::NotAllowed("the dice cannot be taken back".into()));
        }
        let (row, game) = self.replay_solitaire(row).await?;
        Ok(SoloView::Solitaire(self.undo_in(&row, &game, token).await?))
    }
}
