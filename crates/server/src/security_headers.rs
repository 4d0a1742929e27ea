//! The security headers every answer carries, pages, API JSON, errors and the answers hyper
//! writes itself alike: a Content-Security-Policy that lets the page load only its own
//! scripts, styles, images and connections (no inline script or style, no framing), and the
//! headers a scanner expects of an HTTP application. HSTS is not among them: the server
//! speaks plain HTTP, and a TLS proxy in front of it sets HSTS (see `docs/api.md`).
//!
//! [`apply`] is called once for every answer the app or the connection's own timeout gives
//! (in [`crate::connections`]); [`crate::raw_errors`] writes [`HEADERS`] into the answers
//! hyper gives before the app sees a request.

use axum::http::{HeaderMap, HeaderName, HeaderValue};

/// The headers, as `(lowercase name, value)`.
pub const HEADERS: [(&str, &str); 7] = [
    (
        "content-security-policy",
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; \
         font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    ("x-frame-options", "DENY"),
    ("x-content-type-options", "nosniff"),
    // Links to other sites never carry a game's address (with its id) along.
    ("referrer-policy", "same-origin"),
    ("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
    ("cross-origin-opener-policy", "same-origin"),
    ("x-permitted-cross-domain-policies", "none"),
];

/// Sets [`HEADERS`] on an answer (replacing any the handler set).
pub fn apply(headers: &mut HeaderMap) {
    for (name, value) in HEADERS {
        headers.insert(HeaderName::from_static(name), HeaderValue::from_static(value));
    }
}
