//! What an operator sees: a JSON log line for every request (with its status, and no
//! secret the test sent), game events in the log, and Prometheus metrics that move with
//! play. One test a file: the log is the process's.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use std::io::Write;
use std::sync::{Arc, Mutex};
use support::{TestServer, first_legal, vs_person};

/// Every log line written, shared with the subscriber.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn lines(&self) -> Vec<Value> {
        let text = String::from_utf8(self.0.lock().unwrap().clone()).unwrap();
        text.lines().map(|line| serde_json::from_str(line).unwrap()).collect()
    }

    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

/// The value of a metric line `name` (with its labels as written) in a scrape.
fn metric(scrape: &str, name: &str) -> f64 {
    scrape
        .lines()
        .find_map(|line| line.strip_prefix(name).and_then(|rest| rest.strip_prefix(' ')))
        .and_then(|value| value.trim().parse().ok())
        .unwrap_or(0.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_are_logged_without_secrets_and_metrics_move_with_play() {
    let captured = Captured::default();
    let writer = captured.clone();
    tracing_subscriber::fmt()
        .json()
        .flatten_event(true)
        .with_env_filter("info")
        .with_writer(move || writer.clone())
        .init();
    let db = support::sqlite();
    let server = TestServer::start(&db).await;

    let (_, _, before) = server.request_with_head("GET", "/metrics", None, false).await;
    let password = "correct horse battery staple";
    let name = support::unique_name("Oper");
    let (status, registered) =
        server.post("/api/account/register", json!({"name": name, "password": password})).await;
    assert_eq!(status, 201, "{registered}");
    let session = registered["token"].as_str().unwrap().to_string();
    let (status, wrong) =
        server.post("/api/account/login", json!({"name": name, "password": "a wrong guess"})).await;
    assert_eq!(status, 401, "{wrong}");
    let (_, made) = server.post_as(&session, "/api/account/tokens", json!({"label": "script"})).await;
    let api_token = made["token"].as_str().unwrap().to_string();
    let (status, _) = server.get_as(&api_token, "/api/account").await;
    assert_eq!(status, 200);

    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let seat_token = created["token"].as_str().unwrap();
    let (status, played) = server
        .post(
            &format!("/api/games/{id}/moves"),
            json!({"token": seat_token, "move": first_legal(&created["game"])}),
        )
        .await;
    assert_eq!(status, 200, "{played}");
    let (status, _) = server.post(&format!("/api/games/{id}/resign"), json!({"token": seat_token})).await;
    assert_eq!(status, 200);
    let (status, _, after) = server.request_with_head("GET", "/metrics", None, false).await;
    assert_eq!(status, 200);

    // Metrics: the move and the game counted, requests by route, a failed login.
    let (before, after) =
        (before.as_str().unwrap_or_default().to_string(), after.as_str().unwrap().to_string());
    assert_eq!(
        metric(&after, "reynard_moves_total") - metric(&before, "reynard_moves_total"),
        1.0,
        "{after}"
    );
    assert!(metric(&after, "reynard_games_created_total") >= 1.0, "{after}");
    assert!(metric(&after, r#"reynard_games_ended_total{kind="resignation"}"#) >= 1.0, "{after}");
    assert!(metric(&after, "reynard_login_failures_total") >= 1.0, "{after}");
    let route = r#"reynard_http_request_seconds_count{method="POST",route="/api/games/{id}/moves"}"#;
    assert!(metric(&after, route) >= 1.0, "{after}");
    assert!(metric(&after, r#"reynard_games{kind="finished"}"#) >= 1.0, "{after}");
    assert!(metric(&after, "reynard_process_resident_bytes") > 0.0, "{after}");
    // The move was written through SQLite's group commit: one transaction, one change.
    assert_eq!(
        metric(&after, "reynard_db_group_changes") - metric(&before, "reynard_db_group_changes"),
        1.0,
        "{after}"
    );
    assert!(metric(&after, "reynard_db_group_commits") >= 1.0, "{after}");

    // Logs: one line a request, each with its status; game events; no secret anywhere.
    let lines = captured.lines();
    let requests: Vec<&Value> = lines.iter().filter(|l| l["target"] == "reynard::request").collect();
    for path in ["/api/account/register", "/api/account/login", "/api/account/tokens", "/metrics"] {
        assert!(requests.iter().any(|l| l["path"] == path && l["status"].is_u64()), "no line for {path}");
    }
    assert!(requests.iter().any(|l| l["path"] == "/api/account/login" && l["status"] == 401));
    assert!(
        requests
            .iter()
            .all(|l| l["request_id"].is_string() && l["latency_ms"].is_f64() && l["client"].is_string())
    );
    assert!(requests.iter().any(|l| l["route"] == "/api/games/{id}/moves"), "the route's pattern");
    assert!(lines.iter().any(|l| l["message"] == "game created" && l["game"] == id));
    assert!(lines.iter().any(|l| l["message"] == "game ended" && l["reason"] == "resignation"));
    let text = captured.text();
    for secret in [password, session.as_str(), api_token.as_str(), seat_token] {
        assert!(!text.contains(secret), "a secret in the log: {secret}");
    }
    server.stop().await;
}
