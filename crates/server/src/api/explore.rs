//! The explorer and game review, on positions and lines that need no stored game:
//! `GET /api/explore/{variant}` (every legal move of a position with its value, for the
//! analysis board) and `POST /api/review` (a record or a line judged move by move).

use super::AppState;
use super::bodies::ReviewBody;
use super::games::checked_rules;
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::view::{BoardView, CaptureView, LegalFrom, MoveView, OutcomeView, PieceView};
use axum::Json;
use axum::extract::{Path, RawQuery, State};
use reynard_play::{AnyGame, ExploreView, ReviewView};
use serde::Serialize;

/// Most moves a line may have.
const MAX_MOVES: usize = 1000;
/// Longest query string accepted, in bytes.
const MAX_QUERY: usize = 16 * 1024;

/// The answer: the explorer's view of the position, and the position for a board to show.
#[derive(Debug, Serialize)]
pub struct ExploreAnswer {
    /// The position's value and every move's ([`ExploreView`]).
    #[serde(flatten)]
    pub explore: ExploreView,
    /// The position, as a board shows it.
    pub game: PositionView,
}

/// A position in the shape a board draws (the fields of a game's view that a board reads).
#[derive(Debug, Serialize)]
pub struct PositionView {
    /// `hunt` or `tafl`.
    pub family: &'static str,
    /// The variant asked for.
    pub preset: String,
    /// Options set on top of it.
    pub options: Vec<String>,
    /// The position text of the start of the line (the variant's start when not given).
    pub start: String,
    /// The position text now.
    pub position: String,
    /// The moves of the line, in notation.
    pub moves: Vec<String>,
    /// The number written before each move (`null` where a move continues its pair).
    pub move_numbers: Vec<Option<usize>>,
    /// Moves played.
    pub ply: usize,
    /// The board.
    pub board: BoardView,
    /// The sides, in seat order: their ids and names.
    pub seats: Vec<SideView>,
    /// The side to move, `null` once the game is over.
    pub to_move: Option<&'static str>,
    /// The pieces.
    pub pieces: Vec<PieceView>,
    /// The legal moves, grouped by start point.
    pub legal: Vec<LegalFrom>,
    /// The last move of the line.
    pub last_move: Option<MoveView>,
    /// Pieces taken (from the start of the line) and in hand.
    pub captures: Vec<CaptureView>,
    /// The result, where the rules have ended the game.
    pub outcome: Option<OutcomeView>,
}

/// A side of the variant.
#[derive(Debug, Serialize)]
pub struct SideView {
    /// Its id (`hunter`, `flock`, `attackers`, `defenders`).
    pub side: &'static str,
    /// Its name in the variant (`fox`, `geese`).
    pub name: String,
}

/// What the query says: options, the start position and the moves.
#[derive(Debug, Default)]
struct Line {
    options: Vec<String>,
    position: Option<String>,
    moves: Vec<String>,
}

impl Line {
    /// Reads `set=k=v` (repeated), `position=TEXT` and `moves=m1,m2 …` (commas or spaces).
    fn parse(query: Option<&str>) -> Result<Line, ApiError> {
        let pairs = query_pairs(query)?;
        let mut line = Line::default();
        for (key, value) in pairs {
            match key.as_str() {
                "set" => line.options.push(value),
                "position" if line.position.is_none() => line.position = Some(value),
                "moves" if line.moves.is_empty() => {
                    line.moves = value
                        .split(|c: char| c == ',' || c.is_whitespace())
                        .filter(|s| !s.is_empty())
                        .map(str::to_string)
                        .collect();
                }
                "position" | "moves" => return Err(ApiError::BadQuery(format!("`{key}` given twice"))),
                _ => {
                    return Err(ApiError::BadQuery(format!(
                        "unknown parameter `{key}`: the explorer takes moves, position and set"
                    )));
                }
            }
        }
        if line.moves.len() > MAX_MOVES {
            return Err(ApiError::BadQuery(format!("more than {MAX_MOVES} moves")));
        }
        Ok(line)
    }
}

/// The `key=value` pairs of a query string, in order (a key may come more than once).
///
/// # Errors
///
/// `400 bad_query`: longer than [`MAX_QUERY`], or not URL-encoded pairs.
pub fn query_pairs(query: Option<&str>) -> Result<Vec<(String, String)>, ApiError> {
    let query = query.unwrap_or_default();
    if query.len() > MAX_QUERY {
        return Err(ApiError::BadQuery(format!("the query is longer than {MAX_QUERY} bytes")));
    }
    serde_urlencoded::from_str(query).map_err(|e| ApiError::BadQuery(format!("the query: {e}")))
}

/// `GET /api/explore/{variant}?moves=…&position=…&set=k=v`: every legal move of the
/// position with its value, best first (see docs/api.md).
pub async fn explore(
    State(app): State<AppState>,
    Path(variant): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Json<ExploreAnswer>, ApiError> {
    let line = Line::parse(query.as_deref())?;
    let rules = checked_rules(&variant, &line.options, None)?;
    let game = AnyGame::from_line(rules, line.position.as_deref(), &line.moves)?;
    let view = position_view(&game, &variant, line.options, game.start_text());
    let explore = app.hub.ai().explore(game).await?;
    Ok(Json(ExploreAnswer { explore, game: view }))
}

/// The answer to `POST /api/review`: the review, and the line's last position for a board.
#[derive(Debug, Serialize)]
pub struct ReviewAnswer {
    /// One point a position and one judgement a move ([`ReviewView`]).
    #[serde(flatten)]
    pub review: ReviewView,
    /// The line: its variant and options, its start, its moves, and where it ends.
    pub game: PositionView,
}

/// `POST /api/review`: a game judged move by move (see docs/api.md).
pub async fn review(
    State(app): State<AppState>,
    ApiJson(body): ApiJson<ReviewBody>,
) -> Result<Json<ReviewAnswer>, ApiError> {
    let (game, preset, options) = match (body.record, body.preset) {
        (Some(record), None) => {
            if !body.options.is_empty() || body.position.is_some() || !body.moves.is_empty() {
                return Err(ApiError::BadJson("a record carries its own options, start and moves".into()));
            }
            let game = AnyGame::from_record(&record)?;
            let (preset, options) = game.preset_and_changes();
            (game, preset, options)
        }
        (None, Some(preset)) => {
            if body.moves.len() > MAX_MOVES {
                return Err(ApiError::BadJson(format!("more than {MAX_MOVES} moves")));
            }
            let rules = checked_rules(&preset, &body.options, None)?;
            (AnyGame::from_line(rules, body.position.as_deref(), &body.moves)?, preset, body.options)
        }
        _ => return Err(ApiError::BadJson("send either `record` or `preset` (with `moves`)".into())),
    };
    if game.ply() > MAX_MOVES {
        return Err(ApiError::BadJson(format!("more than {MAX_MOVES} moves")));
    }
    let start = game.start_text();
    let view = position_view(&game, &preset, options, start);
    let review = app.hub.ai().review(game).await?;
    Ok(Json(ReviewAnswer { review, game: view }))
}

/// The answer to `POST /api/record`: the record's line, read without a review.
#[derive(Debug, Serialize)]
pub struct RecordAnswer {
    /// The line: its variant and options, its start, its moves, and where it ends.
    pub game: PositionView,
}

/// `POST /api/record`: a record read and replayed, nothing searched (see docs/api.md), so
/// that the analysis board shows an opened record at once and reviews it afterwards.
///
/// # Errors
///
/// As `POST /api/review` for a record: `400 bad_json` (no record, or too many moves),
/// `400 bad_variant`, `400 bad_position`, `422 illegal_move`.
pub async fn read_record(ApiJson(body): ApiJson<ReviewBody>) -> Result<Json<RecordAnswer>, ApiError> {
    let (Some(record), None) = (body.record, body.preset) else {
        return Err(ApiError::BadJson("send `record`: the text of a game record".into()));
    };
    let game = AnyGame::from_record(&record)?;
    if game.ply() > MAX_MOVES {
        return Err(ApiError::BadJson(format!("more than {MAX_MOVES} moves")));
    }
    let (preset, options) = game.preset_and_changes();
    let start = game.start_text();
    Ok(Json(RecordAnswer { game: position_view(&game, &preset, options, start) }))
}

/// The position of `game` as a board draws it.
pub fn position_view(game: &AnyGame, preset: &str, options: Vec<String>, start: String) -> PositionView {
    let over = game.ending().is_some();
    let names = game.side_names();
    PositionView {
        family: game.family().tag(),
        preset: preset.to_string(),
        options,
        start,
        position: game.position_text(),
        moves: game.move_texts(),
        move_numbers: game.move_numbers(),
        ply: game.ply(),
        board: game.board_view(),
        seats: game.side_ids().into_iter().zip(names).map(|(side, name)| SideView { side, name }).collect(),
        to_move: (!over).then(|| game.side_ids()[game.seat_to_move()]),
        pieces: game.pieces(),
        legal: if over { Vec::new() } else { game.legal_views() },
        last_move: game.last_move_view(),
        captures: game.captures(),
        outcome: game.outcome_view(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_options_a_position_and_moves() {
        let line =
            Line::parse(Some("set=fox_wins_at%3D4&set=flock%3D15&moves=c3-c4,+d5-d4%20e3-e4")).expect("read");
        assert_eq!(line.options, ["fox_wins_at=4", "flock=15"]);
        assert_eq!(line.moves, ["c3-c4", "d5-d4", "e3-e4"]);
        assert_eq!(line.position, None);
        let line = Line::parse(Some("position=a1%2Ce1%2Fc3+h+18")).expect("read");
        assert_eq!(line.position.as_deref(), Some("a1,e1/c3 h 18"));
        assert!(Line::parse(None).expect("nothing").moves.is_empty());
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let message = |q: &str| Line::parse(Some(q)).expect_err("refused").to_string();
        assert!(message("moves=a&moves=b").contains("`moves` given twice"));
        assert!(message("colour=red").contains("unknown parameter `colour`"));
        let many = format!("moves={}", vec!["a1-a2"; MAX_MOVES + 1].join(","));
        assert!(message(&many).contains("more than 1000 moves"));
        assert!(message(&"x".repeat(MAX_QUERY + 1)).contains("longer than"));
    }
}
