//! Per-client HTTP limits (a token bucket per address for the requests that change
//! something), and seat tokens kept only as hashes in the database.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::ClientLimits;
use serde_json::{Value, json};
use sqlx::Row;
use support::{Db, TestServer, vs_person};

both_databases!(a_flooding_client_is_slowed, tokens_are_stored_hashed);

async fn a_flooding_client_is_slowed(db: &Db) {
    let limits = ClientLimits { rate: 1, burst: 3, read_rate: 0, read_burst: 1 };
    let server = TestServer::start_with(db, |c| c.clients = limits).await;
    let created = server.create(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let moves = format!("/api/games/{id}/moves");
    let stranger = json!({"token": "0".repeat(32), "move": "c3-c4"}).to_string();
    for _ in 0..2 {
        let (status, _) = server.request("POST", &moves, Some(&stranger), true).await;
        assert_eq!(status, 403);
    }
    let (status, head, body) = server.request_with_head("POST", &moves, Some(&stranger), true).await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["error"]["code"], "rate_limited");
    assert!(head.contains("\r\nretry-after: 1"), "{head}");
    // Analyses and the explorer cost a search: limited too. Reads are not.
    let (status, _) = server.get(&format!("/api/games/{id}/analysis")).await;
    assert_eq!(status, 429);
    let (status, _) = server.get("/api/explore/fox-geese").await;
    assert_eq!(status, 429);
    let (status, game) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!((status, game["ply"].as_u64()), (200, Some(0)));
    // The bucket refills: the friend joins, the creator moves.
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let (status, _) =
        server.post(&format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]})).await;
    assert_eq!(status, 200);
    let token = created["token"].as_str().unwrap();
    let (status, body) = server.post(&moves, json!({"token": token, "move": "c3-c4"})).await;
    assert_eq!(status, 200, "{body}");
    server.stop().await;
}

/// The stored tokens of game `id`.
async fn stored_tokens(db: &Db, id: &str) -> [Option<String>; 2] {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    let row = sqlx::query("SELECT token0, token1 FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    let tokens = [row.try_get(0).unwrap(), row.try_get(1).unwrap()];
    pool.close().await;
    tokens
}

async fn tokens_are_stored_hashed(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    let invite = created["invite"]["token"].as_str().unwrap().to_string();
    let (status, _) = server.post(&format!("/api/games/{id}/join"), json!({"token": invite})).await;
    assert_eq!(status, 200);
    let public = server.create(vs_person("fox-geese", true)).await;
    let public_id = public["id"].as_str().unwrap().to_string();
    let (status, joined) = server.post(&format!("/api/games/{public_id}/join"), json!({})).await;
    assert_eq!(status, 200, "{joined}");
    let joiner = joined["token"].as_str().unwrap().to_string();
    assert_ne!(Value::from(joiner.clone()), public["invite"]["token"], "a new token for whoever joins");

    let raw = [token.as_str(), invite.as_str(), joiner.as_str(), public["token"].as_str().unwrap()];
    for game in [&id, &public_id] {
        for stored in stored_tokens(db, game).await {
            let stored = stored.unwrap();
            assert!(stored.starts_with("sha256:") && stored.len() == 7 + 64, "{stored}");
            assert!(raw.iter().all(|t| !stored.contains(*t)), "a raw token in the database");
        }
    }
    server.stop().await;

    // A row from before hashing holds the raw token: the next start hashes it in place, and
    // its holder still plays with it.
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    let seat = if created["side"] == created["game"]["seats"][0]["side"] { 0 } else { 1 };
    let sql = if seat == 0 {
        "UPDATE games SET token0 = $2 WHERE id = $1"
    } else {
        "UPDATE games SET token1 = $2 WHERE id = $1"
    };
    sqlx::query(sql).bind(&id).bind(&token).execute(&pool).await.unwrap();
    pool.close().await;
    let server = TestServer::start(db).await;
    let stored = stored_tokens(db, &id).await;
    assert!(stored.iter().all(|t| t.as_deref().is_some_and(|t| t.starts_with("sha256:"))), "{stored:?}");
    let (status, body) = server.post(&format!("/api/games/{id}/resign"), json!({"token": token})).await;
    assert_eq!(status, 200, "{body}");
    server.stop().await;
}

/// A GET from a given loopback address (`127.0.0.2` is another client than `127.0.0.1`).
async fn get_from(server: &TestServer, from: [u8; 4], path: &str) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(std::net::SocketAddr::from((from, 0))).unwrap();
    let mut stream = socket.connect(server.addr).await.unwrap();
    let head = format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    String::from_utf8_lossy(&raw).split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_reading_in_a_loop_is_slowed_and_others_are_not() {
    let db = support::sqlite();
    let limits = ClientLimits { rate: 0, burst: 1, read_rate: 1, read_burst: 3 };
    let server = TestServer::start_with(&db, |c| c.clients = limits).await;
    let mut statuses = Vec::new();
    for _ in 0..4 {
        statuses.push(get_from(&server, [127, 0, 0, 1], "/api/games").await);
    }
    assert_eq!(statuses, [200, 200, 200, 429], "the fourth read in a burst of three");
    assert_eq!(get_from(&server, [127, 0, 0, 2], "/api/games").await, 200, "another client reads on");
    assert_eq!(get_from(&server, [127, 0, 0, 1], "/").await, 200, "the page's files are not counted");
}
