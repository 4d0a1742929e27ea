//! Accepting connections with limits, so that many idle or half-open connections cannot
//! starve other players:
//!
//! - at most [`ConnectionLimits::total`] connections at once and
//!   [`ConnectionLimits::per_address`] from one address (a connection over either is
//!   closed at once; the total stays within the open-file limit, [`crate::open_files`]);
//! - a complete request head within [`ConnectionLimits::header_timeout`] of the accept, or
//!   of the previous answer on a kept-alive connection, else the connection is closed (a
//!   client that says nothing is closed as soon as one that says half);
//! - a request answered within [`ConnectionLimits::request_timeout`] (a body sent too
//!   slowly gets `408`; WebSockets and streams, once answered, are not cut);
//! - a connection silent both ways for [`ConnectionLimits::idle_timeout`] is closed
//!   ([`crate::idle_io`]).
//!
//! Connections are served by hyper's HTTP/1 server directly, since `axum::serve` sets none
//! of these. HTTP/1 only (browsers speak it to a plain-HTTP server, a TLS proxy too): no
//! guess between versions waits for a silent client's first bytes, and a cleartext HTTP/2
//! preface is refused like any request line that is not HTTP/1. Every answer carries the
//! security headers ([`crate::security_headers`]), and hyper's own answers to requests it
//! cannot read become the API's JSON errors ([`crate::raw_errors`]).

use crate::error::ApiError;
use crate::idle_io::IdleIo;
use crate::proxies::TrustedProxies;
use crate::raw_errors::RawErrors;
use axum::Router;
use axum::extract::ConnectInfo;
use axum::response::IntoResponse;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How many connections, and how long they may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Connections open at once; 0 for no limit. Kept within what the open-file limit
    /// leaves room for (see `open_files.rs`).
    pub total: usize,
    /// Connections open at once from one address (behind a proxy, all come from the
    /// proxy's); 0 for no limit.
    pub per_address: usize,
    /// Time to send a complete request head, counted from the accept (or from the end of
    /// the previous request on a kept-alive connection).
    pub header_timeout: Duration,
    /// Time a connection may stay silent both ways (no request, nothing sent) before it
    /// is closed.
    pub idle_timeout: Duration,
    /// Time to answer a request, its body read included.
    pub request_timeout: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            total: 10_000,
            per_address: 256,
            header_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(90),
            request_timeout: Duration::from_secs(30),
        }
    }
}

/// The connections open now, in all and by address.
#[derive(Debug, Default)]
struct Open {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
    /// The count as the server's metric.
    gauge: prometheus_client::metrics::gauge::Gauge,
}

/// A connection's place in the count, given back when it closes.
struct Slot {
    open: Arc<Mutex<Open>>,
    address: IpAddr,
}

impl Slot {
    /// A place for a connection from `address`, if the limits allow one.
    fn take(
        open: &Arc<Mutex<Open>>,
        address: IpAddr,
        limits: &ConnectionLimits,
        proxy: bool,
    ) -> Option<Slot> {
        let mut counts = lock(open);
        let from_here = counts.by_address.get(&address).copied().unwrap_or(0);
        if (limits.total > 0 && counts.total >= limits.total)
            || (limits.per_address > 0 && from_here >= limits.per_address && !proxy)
        {
            return None;
        }
        counts.total += 1;
        counts.gauge.inc();
        *counts.by_address.entry(address).or_insert(0) += 1;
        Some(Slot { open: open.clone(), address })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = lock(&self.open);
        counts.total = counts.total.saturating_sub(1);
        counts.gauge.dec();
        if let Some(n) = counts.by_address.get_mut(&self.address) {
            *n -= 1;
            if *n == 0 {
                counts.by_address.remove(&self.address);
            }
        }
    }
}

fn lock(open: &Mutex<Open>) -> std::sync::MutexGuard<'_, Open> {
    open.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Serves `app` on `listener` within `limits` until `shutdown` completes, then lets the
/// open connections finish (at most ten seconds).
///
/// # Errors
///
/// None today: a failed accept (too many open files) waits a moment and goes on.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    open_now: prometheus_client::metrics::gauge::Gauge,
    proxies: TrustedProxies,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let proxies = Arc::new(proxies);
    let limits = ConnectionLimits { total: crate::open_files::connection_room(limits.total), ..limits };
    let open = Arc::new(Mutex::new(Open { gauge: open_now, ..Open::default() }));
    // Each connection holds a receiver: `true` asks it to finish its request and close,
    // and the sender sees when the last one is gone.
    let (stopping, stop) = tokio::sync::watch::channel(false);
    let mut builder = http1::Builder::new();
    // The timer starts when hyper waits for a request head: at once for a new connection,
    // and again after each answer on a kept-alive one.
    builder.timer(TokioTimer::new()).header_read_timeout(limits.header_timeout);
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(_) => {
                    // Out of file descriptors, most likely: let connections close.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = Slot::take(&open, peer.ip(), &limits, proxies.trusts(peer.ip())) else {
            drop(stream);
            continue;
        };
        // Live updates are small frames that must leave at once: without this, Nagle's
        // algorithm holds one back until the peer's delayed acknowledgement (40–200 ms).
        // A socket that refuses is served all the same.
        let _ = stream.set_nodelay(true);
        let (app, proxies) = (app.clone(), proxies.clone());
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            // Everything after sees the client, the forwarded one behind a trusted proxy.
            let client = proxies.client(peer, request.headers());
            answer(app.clone(), request, client, limits.request_timeout)
        });
        let io = TokioIo::new(RawErrors::new(IdleIo::new(stream, limits.idle_timeout)));
        let connection = builder.serve_connection(io, service).with_upgrades();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            let _slot = slot;
            tokio::pin!(connection);
            // A connection that fails (reset, a timeout) simply ends.
            tokio::select! {
                _ = connection.as_mut() => return,
                _ = stop.wait_for(|stopping| *stopping) => {}
            }
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        });
    }
    drop(stop);
    let _ = stopping.send(true);
    let _ = tokio::time::timeout(Duration::from_secs(10), stopping.closed()).await;
    Ok(())
}

/// Answers one request within `timeout`, with the client's address for the handlers; every
/// answer carries the security headers.
async fn answer(
    app: Router,
    mut request: hyper::Request<Incoming>,
    client: SocketAddr,
    timeout: Duration,
) -> Result<axum::response::Response, std::convert::Infallible> {
    request.extensions_mut().insert(ConnectInfo(client));
    let mut response =
        match tokio::time::timeout(timeout, app.oneshot(request.map(axum::body::Body::new))).await {
            Ok(Ok(response)) => response,
            Ok(Err(never)) => match never {},
            Err(_) => ApiError::Timeout.into_response(),
        };
    crate::security_headers::apply(response.headers_mut());
    Ok(response)
}
