//! Strict JSON bodies: the extractor every endpoint uses, turning each way a body can be
//! wrong into an [`ApiError`] (so a client always gets the JSON error format).

use crate::error::ApiError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use serde::de::DeserializeOwned;

/// A JSON body of type `T` (whose type refuses unknown fields), or an [`ApiError`].
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => Err(rejection_error(rejection)),
        }
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
