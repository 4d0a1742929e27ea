//! Who a request acts for: an account proven by `Authorization: Bearer TOKEN` (a session or
//! personal API token) or by the session cookie, or nobody (a guest, who acts through seat
//! tokens). A write through the cookie must carry the session's `X-CSRF-Token` header, so
//! another site cannot make the browser act for its user; bearer tokens are never sent by
//! a browser on its own and need none.

use crate::accounts::{Account, Credential, csrf_token};
use crate::api::AppState;
use crate::error::ApiError;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, header};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "reynard_session";
/// The cookie keeping a game creator's seat token, for that game's paths only (see
/// [`creator_cookie`]).
pub const CREATOR_COOKIE: &str = "reynard_creator";
/// The header carrying the CSRF token.
pub const CSRF_HEADER: &str = "x-csrf-token";
/// The header carrying a seat token on a request that has no body to carry it (reading
/// the players' chat): never in the URL, which proxies and browsers' histories keep.
pub const SEAT_HEADER: &str = "x-seat-token";
/// The prefix of the WebSocket subprotocol that carries a seat token
/// (`Sec-WebSocket-Protocol: reynard, reynard.seat.TOKEN`): the one header a browser lets
/// a page set on a WebSocket.
pub const SEAT_PROTOCOL_PREFIX: &str = "reynard.seat.";
/// The subprotocol the server answers a WebSocket that offered a seat token with.
pub const WS_PROTOCOL: &str = "reynard";

/// The account a request acts for, if any.
#[derive(Clone, Debug, Default)]
pub struct Auth {
    /// The account.
    pub account: Option<Account>,
    /// The secret that proved it (to end that session on logout).
    pub secret: Option<String>,
    /// How it was proven.
    pub credential: Option<Credential>,
    /// The creator's seat token the browser keeps for the game requested
    /// ([`CREATOR_COOKIE`]).
    pub creator: Option<String>,
}

impl Auth {
    /// The account, or `unauthorized`.
    ///
    /// # Errors
    ///
    /// `unauthorized` when the request acts for no account.
    pub fn account(&self) -> Result<&Account, ApiError> {
        self.account.as_ref().ok_or(ApiError::Unauthorized)
    }

    /// The account, proven by a login session (the cookie or its secret as a bearer
    /// token), not by a personal API token.
    ///
    /// # Errors
    ///
    /// `unauthorized` when the request acts for no account, `session_required` for an API
    /// token.
    pub fn session_account(&self) -> Result<&Account, ApiError> {
        let account = self.account()?;
        match self.credential {
            Some(Credential::ApiToken) => Err(ApiError::SessionRequired),
            _ => Ok(account),
        }
    }
}

impl FromRequestParts<AppState> for Auth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Auth, ApiError> {
        let creator = cookie(&parts.headers, CREATOR_COOKIE).map(str::to_string);
        Ok(Auth { creator, ..account_auth(parts, app).await? })
    }
}

/// The account part of [`Auth`].
async fn account_auth(parts: &Parts, app: &AppState) -> Result<Auth, ApiError> {
    {
        if let Some(value) = parts.headers.get(header::AUTHORIZATION) {
            let text = value.to_str().map_err(|_| ApiError::BadCredentials)?;
            let token = text.strip_prefix("Bearer ").ok_or(ApiError::BadCredentials)?.trim();
            let (account, session) =
                app.accounts.authenticate(token).await?.ok_or(ApiError::BadCredentials)?;
            return Ok(Auth {
                account: Some(account),
                secret: Some(token.to_string()),
                credential: Some(if session { Credential::Bearer } else { Credential::ApiToken }),
                creator: None,
            });
        }
        let Some(session) = cookie(&parts.headers, SESSION_COOKIE) else { return Ok(Auth::default()) };
        // A cookie left from a session that ended is no credential: the request is a guest's.
        let Some((account, true)) = app.accounts.authenticate(session).await? else {
            return Ok(Auth::default());
        };
        if !matches!(parts.method, Method::GET | Method::HEAD) {
            let sent = parts.headers.get(CSRF_HEADER).and_then(|v| v.to_str().ok());
            if sent != Some(csrf_token(session).as_str()) {
                return Err(ApiError::Csrf);
            }
        }
        Ok(Auth {
            account: Some(account),
            secret: Some(session.to_string()),
            credential: Some(Credential::Cookie),
            creator: None,
        })
    }
}

/// The value of the cookie `name` in the request's `Cookie` headers.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}

/// A seat token sent beside the request rather than in its body or URL: the
/// [`SEAT_HEADER`] header, or on a WebSocket the [`SEAT_PROTOCOL_PREFIX`] subprotocol.
#[derive(Clone, Debug, Default)]
pub struct SeatToken(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for SeatToken {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<SeatToken, Self::Rejection> {
        let text = |value: &axum::http::HeaderValue| value.to_str().ok().map(str::trim).map(str::to_string);
        if let Some(token) = parts.headers.get(SEAT_HEADER).and_then(text) {
            return Ok(SeatToken(Some(token)));
        }
        let offered =
            parts.headers.get_all(header::SEC_WEBSOCKET_PROTOCOL).iter().filter_map(text).collect::<Vec<_>>();
        let token = offered
            .iter()
            .flat_map(|value| value.split(','))
            .find_map(|protocol| protocol.trim().strip_prefix(SEAT_PROTOCOL_PREFIX))
            .map(str::to_string);
        Ok(SeatToken(token))
    }
}

/// The client's address (the TCP peer's; unspecified for an app driven in-process).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddr(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientAddr, Self::Rejection> {
        let info = parts.extensions.get::<ConnectInfo<SocketAddr>>();
        Ok(ClientAddr(info.map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip())))
    }
}

/// The `Set-Cookie` value that opens a session: HttpOnly (scripts cannot read it),
/// SameSite=Lax, Secure when the request came through HTTPS (a proxy saying
/// `X-Forwarded-Proto: https`).
pub fn session_cookie(token: &str, headers: &HeaderMap) -> String {
    let max_age = crate::accounts::SESSION_DAYS * 24 * 3600;
    format!("{SESSION_COOKIE}={token}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{}", secure(headers))
}

/// The `Set-Cookie` value that ends the session in the browser.
pub fn cleared_cookie(headers: &HeaderMap) -> String {
    format!("{SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax{}", secure(headers))
}

/// The `Set-Cookie` value that keeps the creator's seat token of game `id` in the browser:
/// sent back only to that game's paths (`/api/games/{id}`), HttpOnly, SameSite=Strict, for
/// 30 days. With it the server tells the creator from the friend they invite, so that the
/// creator's browser cannot take the invited seat (a new user trying their own link).
pub fn creator_cookie(id: &str, token: &str, headers: &HeaderMap) -> String {
    let max_age = 30 * 24 * 3600;
    format!(
        "{CREATOR_COOKIE}={token}; Path=/api/games/{id}; Max-Age={max_age}; HttpOnly; SameSite=Strict{}",
        secure(headers)
    )
}

fn secure(headers: &HeaderMap) -> &'static str {
    let https = headers.get("x-forwarded-proto").and_then(|v| v.to_str().ok()) == Some("https");
    if https { "; Secure" } else { "" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn the_session_cookie_is_found_among_others() {
        let mut headers = HeaderMap::new();
        headers.append(header::COOKIE, HeaderValue::from_static("a=1; reynard_session=abc"));
        headers.append(header::COOKIE, HeaderValue::from_static("b=2"));
        assert_eq!(cookie(&headers, SESSION_COOKIE), Some("abc"));
        assert_eq!(cookie(&headers, "b"), Some("2"));
        assert_eq!(cookie(&headers, "c"), None);
        let set = session_cookie("abc", &headers);
        assert!(set.contains("HttpOnly") && set.contains("SameSite=Lax") && !set.contains("Secure"), "{set}");
        headers.insert("x-forwarded-proto", HeaderValue::from_static("https"));
        assert!(session_cookie("abc", &headers).ends_with("; Secure"));
    }
}
