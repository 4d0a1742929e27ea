//! A database outage: the server reaches PostgreSQL through a proxy in this test, which is
//! then cut. A move fails within seconds with a clear `storage` error (it does not wait for
//! the outage to end), nothing half-done is kept, and once the database is back the game
//! goes on from where it was.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use support::{TestServer, vs_person};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// A TCP proxy to `target` on `addr` (any free port for port 0); aborting its task cuts
/// every connection through it.
async fn proxy(addr: SocketAddr, target: String) -> (SocketAddr, JoinHandle<()>) {
    let listener = TcpListener::bind(addr).await.unwrap();
    let bound = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        let mut links = tokio::task::JoinSet::new();
        loop {
            let Ok((mut inbound, _)) = listener.accept().await else { continue };
            let target = target.clone();
            links.spawn(async move {
                if let Ok(mut outbound) = TcpStream::connect(&target).await {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                }
            });
        }
    });
    (bound, task)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_outage_fails_a_move_fast_and_loses_nothing() {
    let Some(mut db) = support::postgres() else { return };
    // postgres://user:password@HOST:PORT/db: the proxy stands in for HOST:PORT.
    let url = db.url.clone();
    let (head, rest) = url.split_once('@').unwrap();
    let (target, tail) = rest.split_once('/').unwrap();
    let (addr, cut) = proxy("127.0.0.1:0".parse().unwrap(), target.to_string()).await;
    db.url = format!("{head}@{addr}/{tail}");
    let server = TestServer::start(&db).await;
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let (geese, fox) = (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    let moves = format!("/api/games/{id}/moves");
    let (status, _) = server.post(&moves, json!({"token": geese, "move": "c3-c4"})).await;
    assert_eq!(status, 200);
    // A friend invited to another game, who will try to join during the outage.
    let invited = server.create(vs_person("coyote", false)).await;
    let join = format!("/api/games/{}/join", invited["id"].as_str().unwrap());
    let invitation = json!({"token": invited["invite"]["token"]});

    cut.abort();
    let _ = cut.await;
    let began = Instant::now();
    let (status, refused) = server.post(&moves, json!({"token": fox, "move": "d4-d5"})).await;
    let waited = began.elapsed();
    assert_eq!((status, refused["error"]["code"].as_str()), (500, Some("storage")), "{refused}");
    assert!(waited < Duration::from_secs(10), "a move waited {waited:?} for the database");
    let (status, refused) = server.post(&join, invitation.clone()).await;
    assert_eq!(status, 500, "{refused}");

    // The database is back: the game is as it was stored, and goes on.
    let (_, back) = proxy(addr, target.to_string()).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    let game = loop {
        let (status, game) = server.get(&format!("/api/games/{id}")).await;
        if status == 200 || Instant::now() > deadline {
            break game;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!((game["ply"].as_u64(), game["to_move"].as_str()), (Some(1), Some("hunter")), "{game}");
    let (status, played) = server.post(&moves, json!({"token": fox, "move": "d4-d5", "ply": 1})).await;
    assert_eq!((status, played["ply"].as_u64()), (200, Some(2)), "{played}");
    // The join that failed took nothing: the invitation still takes the seat.
    let (status, joined) = server.post(&join, invitation).await;
    assert_eq!(status, 200, "{joined}");
    back.abort();
    server.stop().await;
}
