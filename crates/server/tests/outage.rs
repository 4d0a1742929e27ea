//! A database outage: the server reaches PostgreSQL through a proxy in this test, which is
//! then cut. A move fails within seconds with a clear `storage` error (it does not wait for
//! the outage to end), nothing half-done is kept, and once the database is back the game
//! goes on from where it was; a clock that runs out meanwhile ends the game on time once the
//! database is back (on SQLite, another connection's write lock stands for the outage).
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use std::collections::HashMap;
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

/// The test's PostgreSQL reached through a proxy: the database, the proxy's address, the
/// database's own (to proxy to again) and the proxy's task (abort it to cut the database).
async fn proxied() -> Option<(support::Db, SocketAddr, String, JoinHandle<()>)> {
    let mut db = support::postgres()?;
    // postgres://user:password@HOST:PORT/db: the proxy stands in for HOST:PORT.
    let url = db.url.clone();
    let (head, rest) = url.split_once('@').unwrap();
    let (target, tail) = rest.split_once('/').unwrap();
    let (addr, cut) = proxy("127.0.0.1:0".parse().unwrap(), target.to_string()).await;
    db.url = format!("{head}@{addr}/{tail}");
    Some((db, addr, target.to_string(), cut))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_outage_fails_a_move_fast_and_loses_nothing() {
    let Some((db, addr, target, cut)) = proxied().await else { return };
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
    let (_, back) = proxy(addr, target.clone()).await;
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

/// A game between two guests with `initial_s` seconds each, the friend joined and both
/// first moves made (so that a clock running out loses the game rather than aborting
/// it); its id.
async fn timed_game(server: &TestServer, initial_s: u32) -> String {
    let body =
        json!({"preset": "fox-geese", "opponent": {"type": "human"}, "clock": {"initial_s": initial_s}});
    let created = server.create(body).await;
    let id = created["id"].as_str().unwrap().to_string();
    let join = json!({"token": created["invite"]["token"]});
    let (status, joined) = server.post(&format!("/api/games/{id}/join"), join).await;
    assert_eq!((status, joined["game"]["clock"]["running"].is_string()), (200, true), "{joined}");
    let mut tokens = HashMap::new();
    tokens.insert(created["side"].as_str().unwrap().to_string(), created["token"].clone());
    tokens.insert(joined["side"].as_str().unwrap().to_string(), joined["token"].clone());
    let mut game = joined["game"].clone();
    for ply in 0..2 {
        let token = &tokens[game["to_move"].as_str().unwrap()];
        let play = json!({"token": token, "move": support::first_legal(&game), "ply": ply});
        let (status, played) = server.post(&format!("/api/games/{id}/moves"), play).await;
        assert_eq!(status, 200, "{played}");
        game = played;
    }
    id
}

/// The game, read (a read flags nothing) until it is finished, within `within`.
async fn finished_within(server: &TestServer, id: &str, within: Duration) -> serde_json::Value {
    let deadline = Instant::now() + within;
    loop {
        let (status, game) = server.get(&format!("/api/games/{id}")).await;
        if (status == 200 && game["status"] == "finished") || Instant::now() > deadline {
            return game;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_during_an_outage_ends_the_game_once_the_database_is_back() {
    let Some((db, addr, target, cut)) = proxied().await else { return };
    let server = TestServer::start(&db).await;
    let id = timed_game(&server, 2).await;
    cut.abort();
    let _ = cut.await;
    // The flag falls after a second, and its loss cannot be stored for a while.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let (_, back) = proxy(addr, target.clone()).await;
    let game = finished_within(&server, &id, Duration::from_secs(20)).await;
    assert_eq!(game["result"]["reason"], "time", "{}: {}", game["status"], game["clock"]);
    back.abort();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_while_sqlite_is_locked_ends_the_game_once_it_is_free() {
    use sqlx::Connection;
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    let id = timed_game(&server, 2).await;
    // Another process's write lock: the server's writes fail (busy) while it is held.
    let mut other = sqlx::SqliteConnection::connect(&db.url).await.unwrap();
    sqlx::query("BEGIN EXCLUSIVE").execute(&mut other).await.unwrap();
    tokio::time::sleep(Duration::from_secs(7)).await;
    sqlx::query("COMMIT").execute(&mut other).await.unwrap();
    let game = finished_within(&server, &id, Duration::from_secs(20)).await;
    assert_eq!(game["result"]["reason"], "time", "{}: {}", game["status"], game["clock"]);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_fails_fast_while_the_database_is_away_and_healthz_answers() {
    let Some((db, addr, target, cut)) = proxied().await else { return };
    let server = TestServer::start(&db).await;
    let (status, ready) = server.get("/readyz").await;
    assert_eq!((status, ready["status"].as_str()), (200, Some("ready")), "{ready}");
    cut.abort();
    let _ = cut.await;
    let asked = Instant::now();
    let (status, ready) = server.get("/readyz").await;
    assert_eq!((status, ready["status"].as_str()), (503, Some("unavailable")), "{ready}");
    assert!(asked.elapsed() < Duration::from_secs(3), "answered in {:?}", asked.elapsed());
    let (status, health) = server.get("/healthz").await;
    assert_eq!((status, health["status"].as_str()), (200, Some("ok")), "the process answers: {health}");
    let (_, back) = proxy(addr, target).await;
    let mut ready = (0, serde_json::Value::Null);
    for _ in 0..50 {
        ready = server.get("/readyz").await;
        if ready.0 == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(ready.0, 200, "ready again once the database is back: {}", ready.1);
    back.abort();
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_waits_for_a_database_that_is_not_up_yet() {
    let Some((db, addr, target, cut)) = proxied().await else { return };
    cut.abort();
    let _ = cut.await;
    // Nothing listens where the database should be: the server waits instead of exiting.
    let starting = tokio::spawn(async move {
        let server = TestServer::start(&db).await;
        (server, db)
    });
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(!starting.is_finished(), "the server waits for its database");
    let (_, back) = proxy(addr, target).await;
    let (server, _db) = tokio::time::timeout(Duration::from_secs(20), starting).await.unwrap().unwrap();
    let (status, _) = server.get("/readyz").await;
    assert_eq!(status, 200);
    back.abort();
    server.stop().await;
}
