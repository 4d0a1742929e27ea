//! One log line and one measurement a request: method, route, path (never the query),
//! status, latency, client address and a request id (also sent back as `X-Request-Id`).
//! Nothing secret is logged: no header, no query, no body (tokens travel in headers and
//! bodies only).

use crate::hub::Hub;
use crate::metrics::{RouteLabels, status_class};
use axum::extract::{ConnectInfo, MatchedPath, Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

/// The route a request matched, carried on its response from the router to the log.
#[derive(Clone, Debug)]
struct Route(String);

/// Inside the router: notes the matched route's pattern on the response.
pub async fn note_route(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map(|m| m.as_str().to_string());
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(Route(route));
    }
    response
}

/// Around everything: logs and measures the request.
pub async fn log_request(State(hub): State<Arc<Hub>>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().to_string();
    let path = request.uri().path().to_string();
    let client = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip().to_string());
    let id = request_id();
    let mut response = next.run(request).await;
    let latency = started.elapsed();
    let status = response.status().as_u16();
    let route = response.extensions().get::<Route>().map_or_else(|| "other".to_string(), |r| r.0.clone());
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert("x-request-id", value);
    }
    let metrics = hub.metrics();
    let labels = RouteLabels { method: method.clone(), route: route.clone() };
    metrics.request_seconds.get_or_create(&labels).observe(latency.as_secs_f64());
    metrics.responses.get_or_create(&crate::metrics::StatusLabels { status: status_class(status) }).inc();
    tracing::info!(
        target: "reynard::request",
        request_id = %id,
        method = %method,
        route = %route,
        path = %path,
        status,
        latency_ms = latency.as_secs_f64() * 1000.0,
        client = client.as_deref().unwrap_or("-"),
        "request"
    );
    response
}

/// A short random id for a request.
fn request_id() -> String {
    crate::ids::new_token().map_or_else(|_| "-".to_string(), |token| token[..12].to_string())
}
