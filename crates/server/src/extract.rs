//! Strict JSON bodies: the extractor every endpoint uses, turning each way a body can be
//! wrong into an [`ApiError`] (so a client always gets the JSON error format). Every body
//! the API takes is an object: an array or any other value is refused, since serde would
//! otherwise read a struct from an array of its fields in order.

use crate::error::ApiError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use serde::de::DeserializeOwned;

/// A JSON object body read as `T` (whose type refuses unknown fields), or an [`ApiError`].
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(ApiJson(from_object(value)?)),
            Err(rejection) => Err(rejection_error(rejection)),
        }
    }
}

/// `T` read from JSON `text` that must be an object (a WebSocket message).
///
/// # Errors
///
/// [`ApiError::BadJson`]: not JSON, not an object, or not the fields of `T`.
pub fn object_from_str<T: DeserializeOwned>(text: &str) -> Result<T, ApiError> {
    from_object(serde_json::from_str(text).map_err(|e| ApiError::BadJson(e.to_string()))?)
}

/// `T` read from `value`, which must be an object.
fn from_object<T: DeserializeOwned>(value: serde_json::Value) -> Result<T, ApiError> {
    if !value.is_object() {
        return Err(ApiError::BadJson(format!("send a JSON object {{…}}, not {}", kind(&value))));
    }
    serde_json::from_value(value).map_err(|e| ApiError::BadJson(e.to_string()))
}

/// What a JSON value is, in words.
fn kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Null => "null",
        serde_json::Value::Object(_) => "an object",
    }
}

/// The API error for a body axum could not read as JSON.
fn rejection_error(rejection: JsonRejection) -> ApiError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => ApiError::ContentType,
        JsonRejection::BytesRejection(_) => ApiError::TooLarge,
        JsonRejection::JsonDataError(e) => ApiError::BadJson(e.body_text()),
        JsonRejection::JsonSyntaxError(e) => ApiError::BadJson(e.body_text()),
        other => ApiError::BadJson(other.body_text()),
    }
}
