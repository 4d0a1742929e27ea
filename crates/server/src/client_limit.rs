//! Per-client limits for plain HTTP: a token bucket per client address for the requests
//! that change something or cost a search (every method but GET and HEAD, and analyses).
//! A client over its rate gets `429 rate_limited` with `Retry-After`; reads are free.
//!
//! The address is the TCP peer's: behind a reverse proxy every client shares the proxy's
//! bucket (forwarded headers are not trusted).

use crate::bucket::Bucket;
use crate::error::ApiError;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How many requests each client may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientLimits {
    /// Limited requests a second per client address; 0 turns the limit off.
    pub rate: u32,
    /// Limited requests a client may make in a burst.
    pub burst: u32,
}

impl Default for ClientLimits {
    fn default() -> ClientLimits {
        ClientLimits { rate: 5, burst: 30 }
    }
}

/// Clients remembered at most; past this, the quiet ones (full buckets) are forgotten.
const MAX_CLIENTS: usize = 10_000;

/// The buckets of the clients seen lately.
#[derive(Debug)]
pub struct ClientLimiter {
    limits: ClientLimits,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

impl ClientLimiter {
    /// A limiter with these limits.
    pub fn new(limits: ClientLimits) -> Arc<ClientLimiter> {
        Arc::new(ClientLimiter { limits, buckets: Mutex::new(HashMap::new()) })
    }

    /// Takes a token of `client`'s bucket; false when the client is over its rate.
    pub fn allow(&self, client: IpAddr) -> bool {
        if self.limits.rate == 0 {
            return true;
        }
        let mut buckets = self.buckets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&client) {
            let now = Instant::now();
            buckets.retain(|_, bucket| !bucket.is_full(now));
            if buckets.len() >= MAX_CLIENTS {
                // Everyone is busy: refuse newcomers rather than grow without bound.
                return false;
            }
        }
        let (rate, burst) = (self.limits.rate, self.limits.burst.max(1));
        buckets.entry(client).or_insert_with(|| Bucket::new(rate, burst)).take()
    }
}

/// Whether a request counts against its client's rate.
fn limited(request: &Request) -> bool {
    !matches!(*request.method(), Method::GET | Method::HEAD) || request.uri().path().ends_with("/analysis")
}

/// The middleware: refuses a limited request over its client's rate.
pub async fn limit(State(limiter): State<Arc<ClientLimiter>>, request: Request, next: Next) -> Response {
    if limited(&request) {
        // Without connection info (an app driven in-process), all share one bucket.
        let client = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip());
        if !limiter.allow(client) {
            return ApiError::RateLimited.into_response();
        }
    }
    next.run(request).await
}
