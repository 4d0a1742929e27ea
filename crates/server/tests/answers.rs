//! Every answer in the API's form: a request hyper cannot read gets the JSON error (not an
//! empty `400`/`414`/`431`), a body that is not a JSON object is refused, a server failure
//! keeps the database's words to itself, and every kind of answer carries the security
//! headers.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use std::time::Duration;
use support::TestServer;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The security headers, lowercased as the test client sees the head.
const SECURE: [&str; 6] = [
    "content-security-policy: default-src 'self'; script-src 'self'; style-src 'self';",
    "frame-ancestors 'none'",
    "x-frame-options: deny",
    "x-content-type-options: nosniff",
    "referrer-policy: same-origin",
    "permissions-policy: camera=()",
];

fn assert_secure(what: &str, head: &str) {
    for header in SECURE {
        assert!(head.contains(header), "{what}: no `{header}` in {head}");
    }
    assert!(!head.contains("unsafe-inline"), "{what}: {head}");
}

/// Sends `raw` and reads the answer to the end: its head (lowercased) and its body.
async fn raw(server: &TestServer, raw: &[u8]) -> (String, Value) {
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    let _ = stream.write_all(raw).await;
    let mut got = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut got)).await;
    let text = String::from_utf8_lossy(&got).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    (head.to_ascii_lowercase(), serde_json::from_str(body).unwrap_or(Value::String(body.to_string())))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_hyper_cannot_read_get_the_json_error() {
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    let long_uri = format!("GET /{} HTTP/1.1\r\nHost: x\r\n\r\n", "a".repeat(70_000));
    // Well over hyper's 400 KB read buffer: a head near it may be read whole in one go.
    let big_headers = format!("GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n", "a".repeat(2_000_000));
    let many_headers = format!("GET / HTTP/1.1\r\n{}\r\n", "X-A: 1\r\n".repeat(200));
    let cases: Vec<(&str, Vec<u8>, u16, &str)> = vec![
        (
            "a header with no colon",
            b"GET / HTTP/1.1\r\nHost: x\r\nNo colon\r\n\r\n".to_vec(),
            400,
            "bad_request",
        ),
        ("a bad method", b"G\x01T / HTTP/1.1\r\nHost: x\r\n\r\n".to_vec(), 400, "bad_request"),
        ("an unknown version", b"GET / HTTP/9.9\r\nHost: x\r\n\r\n".to_vec(), 400, "bad_request"),
        ("a space in the target", b"GET /a b HTTP/1.1\r\nHost: x\r\n\r\n".to_vec(), 400, "bad_request"),
        (
            "a control byte in a value",
            b"GET / HTTP/1.1\r\nHost: x\r\nX: a\x01b\r\n\r\n".to_vec(),
            400,
            "bad_request",
        ),
        (
            "a Content-Length not a number",
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n".to_vec(),
            400,
            "bad_request",
        ),
        (
            "two Content-Lengths",
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n".to_vec(),
            400,
            "bad_request",
        ),
        (
            "a Transfer-Encoding not chunked",
            b"POST /api/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n".to_vec(),
            400,
            "bad_request",
        ),
        ("a URL too long", long_uri.into_bytes(), 414, "uri_too_long"),
        ("headers too large", big_headers.into_bytes(), 431, "headers_too_large"),
        ("too many headers", many_headers.into_bytes(), 431, "headers_too_large"),
    ];
    for (what, request, status, code) in cases {
        let (head, body) = raw(&server, &request).await;
        assert!(head.starts_with(&format!("http/1.1 {status} ")), "{what}: {head}");
        assert!(head.contains("content-type: application/json"), "{what}: {head}");
        assert_eq!(body["error"]["code"], code, "{what}: {body}");
        assert!(body["error"]["message"].is_string(), "{what}: {body}");
        assert_secure(what, &head);
    }
    // The server goes on serving.
    let (status, _) = server.get("/api/games").await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_is_not_a_json_object_is_refused() {
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    // The fields of a new game in order: serde would read a struct from it.
    let array = json!(["fox-geese", [], null, {"type": "human"}]);
    for body in [array, json!("fox-geese"), json!(7), json!(null)] {
        let (status, refused) = server.post("/api/games", body.clone()).await;
        assert_eq!((status, refused["error"]["code"].as_str()), (400, Some("bad_json")), "{body}: {refused}");
        assert!(refused["error"]["message"].as_str().unwrap().contains("JSON object"), "{refused}");
    }
    // A WebSocket message too.
    let created = server.create(support::vs_person("fox-geese", false)).await;
    let mut ws = server.ws(created["id"].as_str().unwrap()).await;
    ws.next_state().await;
    ws.send(json!(["sync"])).await;
    assert_eq!(ws.next_error().await, "bad_json");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_storage_failure_keeps_the_database_words_from_the_client() {
    use sqlx::Connection;
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    // Another process's write lock: the server's write fails (busy).
    let mut other = sqlx::SqliteConnection::connect(&db.url).await.unwrap();
    sqlx::query("BEGIN EXCLUSIVE").execute(&mut other).await.unwrap();
    let (status, refused) = server.post("/api/games", support::vs_person("fox-geese", false)).await;
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    assert_eq!((status, refused["error"]["code"].as_str()), (500, Some("storage")), "{refused}");
    let message = refused["error"]["message"].as_str().unwrap().to_ascii_lowercase();
    assert!(!message.contains("locked") && !message.contains("code:"), "{message}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_answer_carries_the_security_headers() {
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    let answers = [
        ("the page", "GET", "/", None),
        ("a script", "GET", "/app.js", None),
        ("API JSON", "GET", "/api/games", None),
        ("an error", "POST", "/api/games", Some("{")),
        ("an API 404", "GET", "/api/nothing-here", None),
        ("a 404", "GET", "/nothing-here.js", None),
        ("a 405", "DELETE", "/api/games", None),
    ];
    for (what, method, path, body) in answers {
        let (status, head, _) = server.request_with_head(method, path, body, body.is_some()).await;
        assert!(status > 0, "{what}");
        assert_secure(what, &head);
    }
    // A request answered by the connection's own timeout.
    let server =
        TestServer::start_with(&db, |c| c.connections.request_timeout = Duration::from_millis(300)).await;
    let head = "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{";
    let (head, _) = raw(&server, head.as_bytes()).await;
    assert!(head.starts_with("http/1.1 408"), "{head}");
    assert_secure("a timeout", &head);
}
