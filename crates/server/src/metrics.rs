//! The server's metrics, at `GET /metrics` in Prometheus's text format (the Prometheus
//! project's own client, `prometheus-client`: one registry a server, no global state).
//!
//! Counted as things happen: moves, games created and ended (by reason), requests by
//! method and route (a latency histogram) and by status class, WebSockets open, database
//! writes of games (a latency histogram) and their failures, failed logins. Read at each
//! scrape: games running and finished (from the database), AI searches running and
//! waiting, the process's resident memory and CPU time.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::sync::atomic::AtomicU64;

/// A request's method and route (the route's pattern, `/api/games/{id}/moves`, so that
/// ids do not make a series each).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteLabels {
    /// The HTTP method.
    pub method: String,
    /// The route's pattern, or `other` for the web UI's files and unknown paths.
    pub route: String,
}

/// An answer's status class (`2xx`…).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct StatusLabels {
    /// The class.
    pub status: String,
}

/// Why a game ended, or which status games are in.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct KindLabels {
    /// The reason or status.
    pub kind: String,
}

/// Every metric of one server.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    /// Moves played.
    pub moves: Counter,
    /// Games created.
    pub games_created: Counter,
    /// Games ended, by reason.
    pub games_ended: Family<KindLabels, Counter>,
    /// Stored games by status, read at each scrape.
    pub games: Family<KindLabels, Gauge>,
    /// Request latency in seconds, by method and route.
    pub request_seconds: Family<RouteLabels, Histogram>,
    /// Answers by status class.
    pub responses: Family<StatusLabels, Counter>,
    /// Connections open.
    pub connections: Gauge,
    /// WebSockets open.
    pub websockets: Gauge,
    /// A game's write to the database, in seconds.
    pub db_write_seconds: Histogram,
    /// Database operations that failed.
    pub db_errors: Counter,
    /// Transactions of games' changes written together, read at each scrape.
    pub db_group_commits: Gauge,
    /// The changes written in them, read at each scrape.
    pub db_group_changes: Gauge,
    /// Failed logins (a wrong password, or refused by the limits).
    pub login_failures: Counter,
    /// AI searches running, read at each scrape.
    pub ai_running: Gauge,
    /// AI searches waiting for a slot, read at each scrape.
    pub ai_waiting: Gauge,
    /// The process's resident memory in bytes, read at each scrape.
    pub resident_bytes: Gauge,
    /// The process's CPU time in seconds, read at each scrape.
    pub cpu_seconds: Gauge<f64, AtomicU64>,
}

impl Metrics {
    /// A registry with every metric, all at zero.
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("reynard");
        let latency = || Histogram::new(exponential_buckets(0.000_25, 2.0, 16));
        let request_seconds = Family::<RouteLabels, Histogram>::new_with_constructor(latency);
        let metrics = Metrics {
            moves: Counter::default(),
            games_created: Counter::default(),
            games_ended: Family::default(),
            games: Family::default(),
            request_seconds,
            responses: Family::default(),
            connections: Gauge::default(),
            websockets: Gauge::default(),
            db_write_seconds: latency(),
            db_errors: Counter::default(),
            db_group_commits: Gauge::default(),
            db_group_changes: Gauge::default(),
            login_failures: Counter::default(),
            ai_running: Gauge::default(),
            ai_waiting: Gauge::default(),
            resident_bytes: Gauge::default(),
            cpu_seconds: Gauge::default(),
            registry: Registry::default(),
        };
        registry.register("moves", "Moves played", metrics.moves.clone());
        registry.register("games_created", "Games created", metrics.games_created.clone());
        registry.register("games_ended", "Games ended, by reason", metrics.games_ended.clone());
        registry.register("games", "Stored games by status", metrics.games.clone());
        registry.register(
            "http_request_seconds",
            "Request latency by route",
            metrics.request_seconds.clone(),
        );
        registry.register("http_responses", "Answers by status class", metrics.responses.clone());
        registry.register("connections_open", "Connections open", metrics.connections.clone());
        registry.register("websockets_open", "WebSockets open", metrics.websockets.clone());
        registry.register(
            "db_write_seconds",
            "A game's write to the database",
            metrics.db_write_seconds.clone(),
        );
        registry.register("db_errors", "Database operations that failed", metrics.db_errors.clone());
        registry.register(
            "db_group_commits",
            "Transactions of games' changes written together",
            metrics.db_group_commits.clone(),
        );
        registry.register(
            "db_group_changes",
            "Changes written in those transactions",
            metrics.db_group_changes.clone(),
        );
        registry.register("login_failures", "Failed or refused logins", metrics.login_failures.clone());
        registry.register("ai_searches_running", "AI searches running", metrics.ai_running.clone());
        registry.register(
            "ai_searches_waiting",
            "AI searches waiting for a slot",
            metrics.ai_waiting.clone(),
        );
        registry.register("process_resident_bytes", "Resident memory", metrics.resident_bytes.clone());
        registry.register("process_cpu_seconds", "CPU time used", metrics.cpu_seconds.clone());
        Metrics { registry, ..metrics }
    }

    /// The metrics in Prometheus's text format.
    pub fn render(&self) -> String {
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }

    /// Reads the process's resident memory and CPU time (Linux's /proc; left as they
    /// were elsewhere).
    pub fn read_process(&self) {
        if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
            let resident = status.lines().find_map(|l| l.strip_prefix("VmRSS:"));
            if let Some(kb) = resident.and_then(|v| v.trim().trim_end_matches(" kB").parse::<i64>().ok()) {
                self.resident_bytes.set(kb * 1024);
            }
        }
        if let Ok(stat) = std::fs::read_to_string("/proc/self/stat") {
            // The fields after the command (which may hold spaces) in parentheses; user and
            // system time are the 12th and 13th, in ticks of 1/100 s (Linux's USER_HZ).
            let fields: Vec<&str> =
                stat.rsplit_once(')').map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
            let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
            self.cpu_seconds.set((ticks(11) + ticks(12)) as f64 / 100.0);
        }
    }
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

/// A status code's class: `2xx`, `4xx`…
pub fn status_class(status: u16) -> String {
    format!("{}xx", status / 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_names_every_metric_and_counts() {
        let metrics = Metrics::new();
        metrics.moves.inc();
        metrics.moves.inc();
        let route = RouteLabels { method: "POST".into(), route: "/api/games/{id}/moves".into() };
        metrics.request_seconds.get_or_create(&route).observe(0.002);
        let text = metrics.render();
        assert!(text.contains("reynard_moves_total 2"), "{text}");
        assert!(
            text.contains(
                r#"reynard_http_request_seconds_count{method="POST",route="/api/games/{id}/moves"} 1"#
            ),
            "{text}"
        );
        assert!(text.contains("# TYPE reynard_websockets_open gauge"), "{text}");
        assert_eq!(status_class(404), "4xx");
    }
}
