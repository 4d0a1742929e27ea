//! Account endpoints: register, log in and out, change the password, personal API tokens,
//! and who is logged in.

use super::AppState;
use crate::accounts::{Issued, TokenInfo, csrf_token};
use crate::auth::{Auth, ClientAddr, cleared_cookie, session_cookie};
use crate::error::ApiError;
use crate::extract::ApiJson;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

/// `POST /api/account/register` and `/login`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account name.
    pub name: String,
    /// The password.
    pub password: String,
}

/// `POST /api/account/password`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PasswordBody {
    /// The password now.
    pub old: String,
    /// The new one.
    pub new: String,
    /// Keep the personal API tokens (by default they are revoked with the old password,
    /// as the sessions are).
    #[serde(default)]
    pub keep_tokens: bool,
}

/// `POST /api/account/tokens`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    /// What the token is for.
    #[serde(default)]
    pub label: String,
}

/// The answer to register and login.
#[derive(Debug, Serialize)]
pub struct LoggedIn {
    /// The account name as registered.
    pub name: String,
    /// The session's secret: also a bearer token (`Authorization: Bearer TOKEN`) until
    /// logout.
    pub token: String,
    /// The header `X-CSRF-Token` that writes through the session cookie must carry.
    pub csrf: String,
}

/// The answer to `GET /api/account`.
#[derive(Debug, Serialize)]
pub struct Me {
    /// The account name.
    pub name: String,
    /// Whether it is a bot.
    pub bot: bool,
    /// The CSRF token, when logged in through the cookie.
    pub csrf: Option<String>,
    /// Its roles (`moderator`).
    pub roles: Vec<String>,
}

fn logged_in(issued: Issued, status: StatusCode, headers: &HeaderMap) -> Response {
    let cookie = session_cookie(&issued.token, headers);
    let body = LoggedIn { name: issued.account.name, csrf: csrf_token(&issued.token), token: issued.token };
    (status, [(header::SET_COOKIE, cookie)], Json(body)).into_response()
}

/// `POST /api/account/register`.
pub async fn register(
    State(app): State<AppState>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<Credentials>,
) -> Result<Response, ApiError> {
    let issued = app.accounts.register(&body.name, &body.password).await?;
    Ok(logged_in(issued, StatusCode::CREATED, &headers))
}

/// `POST /api/account/login`.
pub async fn login(
    State(app): State<AppState>,
    ClientAddr(from): ClientAddr,
    headers: HeaderMap,
    ApiJson(body): ApiJson<Credentials>,
) -> Result<Response, ApiError> {
    let issued = app.accounts.login(&body.name, &body.password, from).await?;
    Ok(logged_in(issued, StatusCode::OK, &headers))
}

/// `POST /api/account/logout`: ends the session (or revokes the bearer token) used.
pub async fn logout(
    State(app): State<AppState>,
    auth: Auth,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let account = auth.account()?;
    if let Some(secret) = &auth.secret {
        app.accounts.logout(account, secret).await?;
    }
    let cookie = cleared_cookie(&headers);
    Ok(([(header::SET_COOKIE, cookie)], Json(serde_json::json!({}))).into_response())
}

/// `GET /api/account`.
pub async fn me(State(app): State<AppState>, auth: Auth) -> Result<Json<Me>, ApiError> {
    let account = auth.account()?;
    let csrf = match auth.credential {
        Some(crate::accounts::Credential::Cookie) => auth.secret.as_deref().map(csrf_token),
        _ => None,
    };
    let roles = app.hub.store().roles(&account.id).await?;
    Ok(Json(Me { name: account.name.clone(), bot: account.bot, csrf, roles }))
}

/// `POST /api/account/password`.
pub async fn change_password(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<PasswordBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let account = auth.session_account()?;
    let current = auth.secret.as_deref().unwrap_or_default();
    app.accounts.change_password(account, current, &body.old, &body.new, body.keep_tokens).await?;
    Ok(Json(serde_json::json!({})))
}

/// A new token's answer.
#[derive(Debug, Serialize)]
pub struct NewToken {
    /// The secret, shown once.
    pub token: String,
    /// The token as listed.
    #[serde(flatten)]
    pub info: TokenInfo,
}

/// `POST /api/account/tokens`.
pub async fn create_token(
    State(app): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<impl IntoResponse, ApiError> {
    let (token, info) = app.accounts.create_token(auth.session_account()?, &body.label).await?;
    Ok((StatusCode::CREATED, Json(NewToken { token, info })))
}

/// `GET /api/account/tokens`.
pub async fn tokens(State(app): State<AppState>, auth: Auth) -> Result<Json<Vec<TokenInfo>>, ApiError> {
    Ok(Json(app.accounts.tokens(auth.account()?).await?))
}

/// `DELETE /api/account/tokens/{id}`.
pub async fn revoke_token(
    State(app): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    app.accounts.revoke_token(auth.account()?, &id).await?;
    Ok(Json(serde_json::json!({})))
}
