//! API errors: a typed error per failure, each with a stable code, an HTTP status and a
//! message, sent as `{"error": {"code": …, "message": …}}`; an error the rules gave (an
//! illegal move, a bad option) also carries its `reason` and `args`, the play layer's
//! message id and arguments, so that the page says it in the player's language.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use reynard_play::message::MessageArgs;
use reynard_play::{AnyRulesError, Explain, Message, PlayError};
use serde::Serialize;

use crate::accounts::Problem;

/// Why a request was refused. Nothing changed on the server when one is returned.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The body is not the JSON the endpoint takes (syntax, types, unknown fields).
    #[error("{0}")]
    BadJson(String),
    /// The body is larger than the server accepts.
    #[error("the request body is too large")]
    TooLarge,
    /// A JSON body was sent without `Content-Type: application/json`.
    #[error("send the body as JSON with Content-Type: application/json")]
    ContentType,
    /// A query parameter that does not fit.
    #[error("{0}")]
    BadQuery(String),
    /// The variant (preset and options) cannot be played.
    #[error("{0}")]
    BadVariant(String),
    /// The rules refused the variant, saying why.
    #[error("{english}")]
    VariantRefused {
        /// The reason, to be translated.
        message: Message,
        /// The reason in English.
        english: String,
    },
    /// A position text the rules cannot read, saying why.
    #[error("{english}")]
    PositionRefused {
        /// The reason, to be translated.
        message: Message,
        /// The reason in English.
        english: String,
    },
    /// No such game (or other resource).
    #[error("{0}")]
    NotFound(String),
    /// The token is not a seat of this game.
    #[error("this token holds no seat in this game: spectators cannot play")]
    BadToken,
    /// The seat holder tried to move for the other side.
    #[error("not your turn")]
    NotYourTurn,
    /// A move before the invited player has taken their seat.
    #[error("the other player has not joined yet: wait for them")]
    Waiting,
    /// The creator of a game tried to take the seat they invited a friend to.
    #[error("this is your own invitation: send the link to the friend you invite")]
    OwnInvitation,
    /// The move text is not a legal move here.
    #[error("{0}")]
    IllegalMove(String),
    /// The rules refused the move, saying why.
    #[error("{english}")]
    MoveRefused {
        /// The reason, to be translated.
        message: Message,
        /// The reason in English.
        english: String,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The client's view is out of date (`ply` does not match the game).
    #[error("the game is at ply {actual}, not {expected}: reload the position")]
    Stale {
        /// The ply the client thought it was at.
        expected: u32,
        /// The game's ply.
        actual: u32,
    },
    /// The action is not allowed in this game or at this moment.
    #[error("{0}")]
    NotAllowed(String),
    /// The engine's or the tables' opinion of a game between people still being played:
    /// given once it is over.
    #[error("no analysis of a game between people while it is played: ask once it is over")]
    NotDuringPlay,
    /// A takeback asked for in a rated game.
    #[error("no takebacks in a rated game")]
    RatedNoTakeback,
    /// A WebSocket endpoint was called without a WebSocket upgrade.
    #[error("this endpoint speaks WebSocket: connect with an Upgrade request")]
    NotWebSocket,
    /// The endpoint exists but not with this method.
    #[error("this endpoint does not take that method")]
    Method,
    /// Too many messages on one connection, or requests from one client.
    #[error("too many requests: slow down")]
    RateLimited,
    /// Every search slot is taken: ask again a little later.
    #[error("the computer is busy: ask again in a moment")]
    Busy,
    /// The request acts for an account but says for none (no session, no bearer token).
    #[error("log in, or send Authorization: Bearer TOKEN")]
    Unauthorized,
    /// A wrong name or password, or an unknown or revoked token.
    #[error("wrong name or password, or a token that is not valid")]
    BadCredentials,
    /// A write with the session cookie but without its `X-CSRF-Token` header.
    #[error("send the session's X-CSRF-Token header with a change made through the cookie")]
    Csrf,
    /// The account may not do this (not its challenge, not its seat…).
    #[error("{0}")]
    Forbidden(String),
    /// The name is taken.
    #[error("the name `{0}` is taken")]
    NameTaken(String),
    /// A name or password that does not fit the rules: each problem, one per field.
    #[error("{}", problems_text(.0))]
    BadAccount(Vec<Problem>),
    /// The name looks like an account's (the same letters from another alphabet, `l` for
    /// `1`): it could pass for that player.
    #[error("the name `{0}` looks like another player's: choose another")]
    NameLooksTaken(String),
    /// The request was not sent or answered in time (a body sent too slowly).
    #[error("the request took too long")]
    Timeout,
    /// Too many failed logins for this name or from this address.
    #[error("too many failed logins: wait {0} seconds")]
    TooManyLogins(u64),
    /// Something only a login session may do (mint API tokens, change the password, turn
    /// the account into a bot) was asked with a personal API token.
    #[error("an API token cannot do this: log in with the password")]
    SessionRequired,
    /// The account was closed by a moderator: it can no longer log in.
    #[error("this account was closed by a moderator")]
    AccountClosed,
    /// The storage failed (the action was not applied). The database's own words stay
    /// in the error's source, never in the answer.
    #[error("the database failed; nothing was changed: try again in a moment")]
    Storage(#[from] sqlx::Error),
    /// The server failed in a way it does not say (the answer's text is kept from the
    /// client).
    #[error("the server failed; nothing was changed")]
    Internal,
    /// A request that is not HTTP/1.1: its request line or a header cannot be read (hyper
    /// answers it before any handler; see `raw_errors.rs`).
    #[error("the request is not valid HTTP/1.1: check its request line and headers")]
    BadRequest,
    /// A request whose URL is longer than the server reads.
    #[error("the URL is too long")]
    UriTooLong,
    /// A request whose headers are larger than the server reads.
    #[error("the request headers are too large")]
    HeadersTooLarge,
    /// A stored record could not be read back (a corrupt row). What was wrong stays on the
    /// server (the error's `Debug`), never in the answer.
    #[error("a stored record cannot be read; nothing was changed")]
    Corrupt(String),
}

impl ApiError {
    /// The stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadJson(_) => "bad_json",
            ApiError::TooLarge => "too_large",
            ApiError::ContentType => "bad_content_type",
            ApiError::BadQuery(_) => "bad_query",
            ApiError::BadVariant(_) | ApiError::VariantRefused { .. } => "bad_variant",
            ApiError::PositionRefused { .. } => "bad_position",
            ApiError::NotFound(_) => "not_found",
            ApiError::BadToken => "bad_token",
            ApiError::NotYourTurn => "not_your_turn",
            ApiError::Waiting => "waiting",
            ApiError::OwnInvitation => "own_invitation",
            ApiError::IllegalMove(_) | ApiError::MoveRefused { .. } => "illegal_move",
            ApiError::GameOver => "game_over",
            ApiError::Stale { .. } => "stale",
            ApiError::NotAllowed(_) => "not_allowed",
            ApiError::NotDuringPlay => "not_during_play",
            ApiError::RatedNoTakeback => "rated_no_takeback",
            ApiError::RateLimited => "rate_limited",
            ApiError::Busy => "busy",
            ApiError::Method => "method_not_allowed",
            ApiError::NotWebSocket => "not_websocket",
            ApiError::Storage(_) => "storage",
            ApiError::Internal => "internal",
            ApiError::BadRequest => "bad_request",
            ApiError::UriTooLong => "uri_too_long",
            ApiError::HeadersTooLarge => "headers_too_large",
            ApiError::Corrupt(_) => "corrupt",
            ApiError::Unauthorized => "unauthorized",
            ApiError::BadCredentials => "bad_credentials",
            ApiError::Csrf => "csrf",
            ApiError::Forbidden(_) => "forbidden",
            ApiError::NameTaken(_) => "name_taken",
            ApiError::BadAccount(_) => "bad_account",
            ApiError::NameLooksTaken(_) => "name_looks_taken",
            ApiError::TooManyLogins(_) => "too_many_logins",
            ApiError::SessionRequired => "session_required",
            ApiError::AccountClosed => "account_closed",
            ApiError::Timeout => "timeout",
        }
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadJson(_)
            | ApiError::BadQuery(_)
            | ApiError::BadVariant(_)
            | ApiError::VariantRefused { .. }
            | ApiError::PositionRefused { .. }
            | ApiError::NotWebSocket
            | ApiError::BadAccount(_)
            | ApiError::BadRequest => StatusCode::BAD_REQUEST,
            ApiError::UriTooLong => StatusCode::URI_TOO_LONG,
            ApiError::HeadersTooLarge => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ApiError::Unauthorized | ApiError::BadCredentials => StatusCode::UNAUTHORIZED,
            ApiError::Csrf
            | ApiError::Forbidden(_)
            | ApiError::SessionRequired
            | ApiError::AccountClosed
            | ApiError::NotDuringPlay
            | ApiError::RatedNoTakeback => StatusCode::FORBIDDEN,
            ApiError::NameTaken(_) | ApiError::NameLooksTaken(_) => StatusCode::CONFLICT,
            ApiError::TooManyLogins(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Timeout => StatusCode::REQUEST_TIMEOUT,
            ApiError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::ContentType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::BadToken | ApiError::OwnInvitation => StatusCode::FORBIDDEN,
            ApiError::IllegalMove(_) | ApiError::MoveRefused { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::NotYourTurn
            | ApiError::Waiting
            | ApiError::GameOver
            | ApiError::Stale { .. }
            | ApiError::NotAllowed(_) => StatusCode::CONFLICT,
            ApiError::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Busy => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Method => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Storage(_) | ApiError::Corrupt(_) | ApiError::Internal => {
                StatusCode::INTERNAL_SERVER_ERROR
            }
        }
    }

    /// The error as the JSON body `{"error": {"code", "message"}}`, with `reason` and
    /// `args` where the rules said why.
    pub fn body(&self) -> ErrorBody<'_> {
        let said = match self {
            ApiError::MoveRefused { message, .. }
            | ApiError::VariantRefused { message, .. }
            | ApiError::PositionRefused { message, .. } => Some(message),
            _ => None,
        };
        let problems = match self {
            ApiError::BadAccount(problems) => Some(problems),
            _ => None,
        };
        let first = problems.and_then(|p| p.first()).map(|p| &p.message);
        let said = said.or(first);
        ErrorBody {
            error: ErrorDetail {
                code: self.code(),
                message: self.to_string(),
                reason: said.map(Message::reason),
                args: said.map(Message::args),
                problems: problems.map(|p| p.iter().map(ProblemDetail::of).collect()),
                retry_after_s: match self {
                    ApiError::TooManyLogins(seconds) => Some(*seconds),
                    _ => None,
                },
            },
        }
    }

    /// A game id that is not stored.
    pub fn no_game(id: &str) -> ApiError {
        ApiError::NotFound(format!("no game `{id}`"))
    }

    /// A move the rules refused, with their reason (`422 illegal_move`).
    pub fn move_refused(error: &(impl Explain + std::fmt::Display)) -> ApiError {
        ApiError::MoveRefused { message: error.explain(), english: error.to_string() }
    }

    /// A setup the rules refused, with their reason (`400 bad_variant`).
    pub fn variant_refused(error: &(impl Explain + std::fmt::Display)) -> ApiError {
        ApiError::VariantRefused { message: error.explain(), english: error.to_string() }
    }
}

/// The JSON body of an error.
#[derive(Debug, Serialize)]
pub struct ErrorBody<'a> {
    /// The error.
    pub error: ErrorDetail<'a>,
}

/// The code and message of an error, and the rules' reason where they gave one.
#[derive(Debug, Serialize)]
pub struct ErrorDetail<'a> {
    /// A stable code, like `illegal_move`.
    pub code: &'static str,
    /// A sentence for people, in English.
    pub message: String,
    /// The rules' stable reason, like `move-occupied` (the Fluent message `error-<reason>`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'a str>,
    /// The facts the reason's message names (`{"point": "d5"}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub args: Option<MessageArgs<'a>>,
    /// What is wrong with each field of an account's form (`bad_account`), one entry per
    /// problem: a bad name and a short password are two.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problems: Option<Vec<ProblemDetail<'a>>>,
    /// The seconds to wait before trying again, where the server knows them (too many
    /// failed logins); also the `Retry-After` header.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_after_s: Option<u64>,
}

/// One problem with an account's name or password, as the API sends it.
#[derive(Debug, Serialize)]
pub struct ProblemDetail<'a> {
    /// The field: `name` or `password`.
    pub field: &'static str,
    /// A sentence for people, in English.
    pub message: &'a str,
    /// Its stable reason, like `account-name-length` (the Fluent message `error-<reason>`).
    pub reason: &'a str,
    /// The facts the reason's message names (`{"min": 2, "max": 24}`).
    pub args: MessageArgs<'a>,
}

impl ProblemDetail<'_> {
    fn of(problem: &Problem) -> ProblemDetail<'_> {
        ProblemDetail {
            field: problem.field,
            message: &problem.english,
            reason: problem.message.reason(),
            args: problem.message.args(),
        }
    }
}

fn problems_text(problems: &[Problem]) -> String {
    problems.iter().map(|p| p.english.as_str()).collect::<Vec<_>>().join("; ")
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        match e {
            PlayError::GameOver => ApiError::GameOver,
            PlayError::NothingToUndo => ApiError::NotAllowed("no move to undo".into()),
            PlayError::IllegalMove { message, english } | PlayError::BadRecord { message, english } => {
                ApiError::MoveRefused { message, english }
            }
            PlayError::BadPosition { message, english } => ApiError::PositionRefused { message, english },
        }
    }
}

impl From<AnyRulesError> for ApiError {
    fn from(e: AnyRulesError) -> ApiError {
        ApiError::variant_refused(&e)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        // The cause of a failure of the server's own goes to the log, never to the client.
        match &self {
            ApiError::Storage(cause) => {
                tracing::error!(code = self.code(), error = %cause, "a request failed")
            }
            ApiError::Corrupt(cause) => {
                tracing::error!(code = self.code(), error = %cause, "a request failed")
            }
            _ => {}
        }
        let mut response = (self.status(), axum::Json(self.body())).into_response();
        if matches!(self, ApiError::RateLimited | ApiError::Busy) {
            // Buckets refill at least one token a second: a second is always enough.
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        if let ApiError::TooManyLogins(seconds) = self {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One error of every kind.
    fn every_error() -> Vec<ApiError> {
        let text = String::new;
        vec![
            ApiError::BadJson(text()),
            ApiError::TooLarge,
            ApiError::ContentType,
            ApiError::BadQuery(text()),
            ApiError::BadVariant(text()),
            ApiError::VariantRefused { message: Message::new("error-option-pair"), english: text() },
            ApiError::PositionRefused { message: Message::new("status-plain"), english: text() },
            ApiError::NotFound(text()),
            ApiError::BadToken,
            ApiError::NotYourTurn,
            ApiError::Waiting,
            ApiError::OwnInvitation,
            ApiError::IllegalMove(text()),
            ApiError::MoveRefused { message: Message::new("error-move-occupied"), english: text() },
            ApiError::GameOver,
            ApiError::Stale { expected: 1, actual: 2 },
            ApiError::NotAllowed(text()),
            ApiError::NotDuringPlay,
            ApiError::RatedNoTakeback,
            ApiError::RateLimited,
            ApiError::Busy,
            ApiError::Method,
            ApiError::NotWebSocket,
            ApiError::Storage(sqlx::Error::PoolTimedOut),
            ApiError::Internal,
            ApiError::BadRequest,
            ApiError::UriTooLong,
            ApiError::HeadersTooLarge,
            ApiError::Corrupt(text()),
            ApiError::Unauthorized,
            ApiError::BadCredentials,
            ApiError::Csrf,
            ApiError::Forbidden(text()),
            ApiError::NameTaken(text()),
            ApiError::BadAccount(Vec::new()),
            ApiError::NameLooksTaken(text()),
            ApiError::TooManyLogins(1),
            ApiError::SessionRequired,
            ApiError::Timeout,
            ApiError::AccountClosed,
        ]
    }

    /// Fails to compile when a kind of error is added without a place in [`every_error`].
    #[allow(dead_code)]
    fn every_kind_is_listed(e: &ApiError) {
        match e {
            ApiError::BadJson(_)
            | ApiError::TooLarge
            | ApiError::ContentType
            | ApiError::BadQuery(_)
            | ApiError::BadVariant(_)
            | ApiError::VariantRefused { .. }
            | ApiError::PositionRefused { .. }
            | ApiError::NotFound(_)
            | ApiError::BadToken
            | ApiError::NotYourTurn
            | ApiError::Waiting
            | ApiError::OwnInvitation
            | ApiError::IllegalMove(_)
            | ApiError::MoveRefused { .. }
            | ApiError::GameOver
            | ApiError::Stale { .. }
            | ApiError::NotAllowed(_)
            | ApiError::NotDuringPlay
            | ApiError::RatedNoTakeback
            | ApiError::RateLimited
            | ApiError::Busy
            | ApiError::Method
            | ApiError::NotWebSocket
            | ApiError::Storage(_)
            | ApiError::Internal
            | ApiError::BadRequest
            | ApiError::UriTooLong
            | ApiError::HeadersTooLarge
            | ApiError::Corrupt(_)
            | ApiError::Unauthorized
            | ApiError::BadCredentials
            | ApiError::Csrf
            | ApiError::Forbidden(_)
            | ApiError::NameTaken(_)
            | ApiError::BadAccount(_)
            | ApiError::NameLooksTaken(_)
            | ApiError::TooManyLogins(_)
            | ApiError::SessionRequired
            | ApiError::Timeout
            | ApiError::AccountClosed => {}
        }
    }

    #[test]
    fn a_storage_error_keeps_the_database_words_out_of_the_answer() {
        let secret = || "pool secret: connection refused".to_string();
        for error in [ApiError::Storage(sqlx::Error::Protocol(secret())), ApiError::Corrupt(secret())] {
            let body = serde_json::to_string(&error.body()).unwrap_or_default();
            assert!(body.contains("\"code\":\"") && !body.contains("secret"), "{body}");
        }
    }

    #[test]
    fn the_browser_translates_only_codes_the_server_sends() {
        // web/i18n.js shows `error-code-<code>` for an error with that code: a message for
        // a code that does not exist (a typo, a renamed code) would never be seen.
        let codes: Vec<&str> = every_error().iter().map(ApiError::code).collect();
        let mut translated = 0;
        for (lang, file, text) in reynard_i18n::sources() {
            if file != "web.ftl" {
                continue;
            }
            for line in text.lines() {
                if let Some(rest) = line.strip_prefix("error-code-") {
                    let code = rest.split_whitespace().next().unwrap_or_default();
                    assert!(
                        codes.contains(&code),
                        "{lang:?} web.ftl translates `{code}`, which the server never sends"
                    );
                    translated += 1;
                }
            }
        }
        assert!(translated >= 3 * 5, "the error codes a player meets are translated");
    }
}
