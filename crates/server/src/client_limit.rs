//! Per-client limits for plain HTTP: a token bucket per client address for the requests
//! that change something or cost a search (every method but GET and HEAD, and analyses),
//! and a larger one for API reads, so that one client reading in a loop cannot slow the
//! others. A client over its rate gets `429 rate_limited` with `Retry-After`.
//!
//! The address is the client's: the TCP peer's, or behind a trusted reverse proxy the one
//! it forwards ([`crate::proxies`]).

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
    /// API reads (`GET /api/…`) a second per client address; 0 turns the limit off.
    pub read_rate: u32,
    /// API reads a client may make in a burst.
    pub read_burst: u32,
}

impl Default for ClientLimits {
    fn default() -> ClientLimits {
        ClientLimits { rate: 5, burst: 30, read_rate: 50, read_burst: 200 }
    }
}

/// Clients remembered at most; past this, the quiet ones (full buckets) are forgotten.
const MAX_CLIENTS: usize = 10_000;

/// One bucket per client address, at one rate.
#[derive(Debug)]
struct Buckets {
    rate: u32,
    burst: u32,
    by_client: Mutex<HashMap<IpAddr, Bucket>>,
}

impl Buckets {
    fn new(rate: u32, burst: u32) -> Buckets {
        Buckets { rate, burst: burst.max(1), by_client: Mutex::new(HashMap::new()) }
    }

    /// Takes a token of `client`'s bucket; false when the client is over its rate.
    fn allow(&self, client: IpAddr) -> bool {
        if self.rate == 0 {
            return true;
        }
        let mut buckets = self.by_client.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&client) {
            let now = Instant::now();
            buckets.retain(|_, bucket| !bucket.is_full(now));
            if buckets.len() >= MAX_CLIENTS {
                // Everyone is busy: refuse newcomers rather than grow without bound.
                return false;
            }
        }
        buckets.entry(client).or_insert_with(|| Bucket::new(self.rate, self.burst)).take()
    }
}

/// The buckets of the clients seen lately: one for changes and analyses, one for reads.
#[derive(Debug)]
pub struct ClientLimiter {
    writes: Buckets,
    reads: Buckets,
}

impl ClientLimiter {
    /// A limiter with these limits.
    pub fn new(limits: ClientLimits) -> Arc<ClientLimiter> {
        Arc::new(ClientLimiter {
            writes: Buckets::new(limits.rate, limits.burst),
            reads: Buckets::new(limits.read_rate, limits.read_burst),
        })
    }
}

/// Whether a request counts against its client's rate: a change, or a request that may
/// search or read tables at length (an analysis, the explorer, a puzzle).
fn limited(request: &Request) -> bool {
    let path = request.uri().path();
    !matches!(*request.method(), Method::GET | Method::HEAD)
        || path.ends_with("/analysis")
        || path.starts_with("/api/explore/")
        || path.starts_with("/api/puzzles/")
}

/// The middleware: refuses a request over its client's rate — changes and analyses at one
/// rate, API reads at another (the page's files are not counted).
pub async fn limit(State(limiter): State<Arc<ClientLimiter>>, request: Request, next: Next) -> Response {
    let buckets = if limited(&request) {
        Some(&limiter.writes)
    } else if request.uri().path().starts_with("/api") {
        Some(&limiter.reads)
    } else {
        None
    };
    if let Some(buckets) = buckets {
        // Without connection info (an app driven in-process), all share one bucket.
        let client = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip());
        if !buckets.allow(client) {
            return ApiError::RateLimited.into_response();
        }
    }
    next.run(request).await
}
