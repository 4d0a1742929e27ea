//! Connection limits: half-sent headers and idle connections are closed after the header
//! timeout, one address cannot hold more than its share of connections, and a body sent
//! too slowly is answered `408`.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::ConnectionLimits;
use std::time::{Duration, Instant};
use support::TestServer;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

fn limits() -> ConnectionLimits {
    ConnectionLimits {
        total: 100,
        per_address: 3,
        header_timeout: Duration::from_millis(400),
        idle_timeout: Duration::from_millis(800),
        request_timeout: Duration::from_millis(600),
    }
}

/// Whether the server closes `stream` within `within`, and what it sent before.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> Option<String> {
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    let deadline = Instant::now() + within;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return Some(String::from_utf8_lossy(&got).into_owned()),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => return None,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_and_idle_connections_are_closed_and_addresses_share_fairly() {
    let db = support::sqlite();
    let server = TestServer::start_with(&db, |c| c.connections = limits()).await;

    // Half-sent headers: closed after the header timeout, not held.
    let mut slow = TcpStream::connect(server.addr).await.unwrap();
    slow.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let started = Instant::now();
    assert!(closed_within(&mut slow, Duration::from_secs(5)).await.is_some(), "half-sent headers were held");
    assert!(started.elapsed() >= Duration::from_millis(300), "closed before the timeout");

    // Three connections from one address are its share: a fourth is closed at once.
    let mut idle = Vec::new();
    for _ in 0..3 {
        idle.push(TcpStream::connect(server.addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut fourth = TcpStream::connect(server.addr).await.unwrap();
    let _ = fourth.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n").await;
    let answer = closed_within(&mut fourth, Duration::from_millis(300)).await.expect("closed at once");
    assert!(answer.is_empty(), "the fourth connection was served: {answer}");

    // Idle connections are closed after the header timeout too, and the address is served
    // again.
    for stream in &mut idle {
        assert!(closed_within(stream, Duration::from_secs(5)).await.is_some(), "an idle connection was held");
    }
    let (status, _) = server.get("/api/games").await;
    assert_eq!(status, 200);

    // A body sent too slowly: 408 with the API's JSON error.
    let mut trickle = TcpStream::connect(server.addr).await.unwrap();
    let head = "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{";
    trickle.write_all(head.as_bytes()).await.unwrap();
    let answer = closed_within(&mut trickle, Duration::from_secs(5)).await.unwrap_or_default();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("\"code\":\"timeout\""), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websocket_frames_too_big_or_not_utf8_are_closed_with_their_codes() {
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    let created = server.create(support::vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let mut ws = server.ws(id).await;
    ws.next_state().await;
    ws.send_text("x".repeat(64 * 1024)).await;
    assert_eq!(ws.close_code().await, Some(1009), "too big");
    let mut ws = server.ws(id).await;
    ws.next_state().await;
    assert!(ws.send_raw_text(vec![b'{', 0xff, 0xfe, b'}']).await);
    assert_eq!(ws.close_code().await, Some(1007), "not UTF-8");
}
