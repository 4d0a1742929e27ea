//! A backup of a SQLite database taken while games are played: restored (a server started
//! on the copy), it holds every move acknowledged before the backup began, and each game's
//! moves as the running server has them up to that point.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use support::{TestServer, vs_person};

/// Plays `id` move after move (the first legal move each time) until `stop`; each move's
/// ply is sent on `acknowledged` once the server has answered it.
async fn play(
    server: Arc<TestServer>,
    id: String,
    tokens: [String; 2],
    stop: Arc<AtomicBool>,
    acknowledged: tokio::sync::mpsc::UnboundedSender<(String, u64)>,
) {
    let (_, mut game) = server.get(&format!("/api/games/{id}")).await;
    while !stop.load(Ordering::Relaxed) && game["status"] == "running" {
        let seat = if game["to_move"] == game["seats"][0]["side"] { 0 } else { 1 };
        let ply = game["ply"].as_u64().unwrap();
        let body = json!({"token": tokens[seat], "move": support::first_legal(&game), "ply": ply});
        let (status, played) = server.post(&format!("/api/games/{id}/moves"), body).await;
        assert_eq!(status, 200, "{played}");
        let _ = acknowledged.send((id.clone(), ply + 1));
        game = played;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_under_play_restores_every_acknowledged_move() {
    let db = support::sqlite();
    let server = Arc::new(TestServer::start(&db).await);
    let stop = Arc::new(AtomicBool::new(false));
    let (sent, mut received) = tokio::sync::mpsc::unbounded_channel();
    let mut players = Vec::new();
    let mut ids = Vec::new();
    for _ in 0..4 {
        let created = server.create_started(vs_person("fox-geese", false)).await;
        let id = created["id"].as_str().unwrap().to_string();
        // The creator's seat is the side it chose; the friend's the other.
        let creator_seat = created["game"]["seats"]
            .as_array()
            .unwrap()
            .iter()
            .position(|s| s["side"] == created["side"])
            .unwrap();
        let mut tokens = [String::new(), String::new()];
        tokens[creator_seat] = created["token"].as_str().unwrap().to_string();
        tokens[1 - creator_seat] = created["invite"]["token"].as_str().unwrap().to_string();
        ids.push(id.clone());
        players.push(tokio::spawn(play(server.clone(), id, tokens, stop.clone(), sent.clone())));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Every move acknowledged so far must be in the copy.
    let mut before = std::collections::HashMap::<String, u64>::new();
    while let Ok((id, ply)) = received.try_recv() {
        before.insert(id, ply);
    }
    let copy = std::env::temp_dir().join(format!(
        "reynard-backup-{}-{}.db",
        std::process::id(),
        support::unique_name("b")
    ));
    reynard_server::backup(&db.url, &copy).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, Ordering::Relaxed);
    for player in players {
        player.await.unwrap();
    }
    assert!(before.values().any(|&ply| ply > 0), "moves were played before the backup: {before:?}");
    let refused = reynard_server::backup(&db.url, &copy).await.unwrap_err();
    assert!(refused.to_string().contains("exists already"), "{refused}");

    let restored_db = support::Db::at(&copy);
    let restored = TestServer::start(&restored_db).await;
    for id in &ids {
        let (_, live) = server.get(&format!("/api/games/{id}")).await;
        let (status, copied) = restored.get(&format!("/api/games/{id}")).await;
        assert_eq!(status, 200, "{copied}");
        let kept = copied["ply"].as_u64().unwrap();
        assert!(kept >= before.get(id).copied().unwrap_or(0), "{id}: {kept} plies kept, {before:?}");
        let moves = |g: &Value| g["moves"].as_array().unwrap().clone();
        assert_eq!(moves(&copied)[..], moves(&live)[..kept as usize], "the copy is the game as it stood");
    }
    restored.stop().await;
    let _ = std::fs::remove_file(&copy);
}
