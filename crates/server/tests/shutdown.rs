//! Stopping as on SIGTERM: every WebSocket gets a close frame saying the server restarts
//! (1012), the requests under way finish, the server ends within seconds, and a server
//! started again on the same database has every acknowledged move.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use std::time::Duration;
use support::{Db, TestServer, first_legal, vs_person};

both_databases!(a_stop_closes_websockets_with_a_restart_frame_and_keeps_every_move);

async fn a_stop_closes_websockets_with_a_restart_frame_and_keeps_every_move(db: &Db) {
    let (server, stop) = TestServer::start_stoppable(db).await;
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut watcher = server.ws(&id).await;
    let mut player = server.ws_seat(&id, created["token"].as_str().unwrap()).await;
    let (status, played) = server
        .post(
            &format!("/api/games/{id}/moves"),
            json!({"token": created["token"], "move": first_legal(&created["game"])}),
        )
        .await;
    assert_eq!(status, 200, "{played}");

    stop.send(()).unwrap();
    assert_eq!(watcher.close_code().await, Some(1012), "a spectator is told the server restarts");
    assert_eq!(player.close_code().await, Some(1012), "so is a player");
    assert!(server.ended_within(Duration::from_secs(15)).await, "the server ends within its bound");

    let again = TestServer::start(db).await;
    let (_, game) = again.get(&format!("/api/games/{id}")).await;
    assert_eq!(game["ply"], 1, "the acknowledged move is kept: {game}");
    assert_eq!(game["status"], "running");
    again.stop().await;
}
