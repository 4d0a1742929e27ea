//! Two servers on one PostgreSQL: a move made through one reaches the watchers of the
//! other, a move sent to both at once is applied once, a move right after a join through
//! the other server is played, and a clock's flag falls once.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::{ManualTime, TimeSource};
use serde_json::json;
use std::time::Duration;
use support::{TestServer, first_legal, vs_person};

async fn two_servers(db: &support::Db, time: &std::sync::Arc<ManualTime>) -> (TestServer, TestServer) {
    let start = |time: std::sync::Arc<ManualTime>| {
        TestServer::start_with(db, move |c| c.time = TimeSource::Manual(time))
    };
    (start(time.clone()).await, start(time.clone()).await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_reach_the_other_servers_watchers_and_apply_once() {
    let Some(db) = support::postgres() else { return };
    let time = ManualTime::new(1_800_000_000_000);
    let (a, b) = two_servers(&db, &time).await;
    let created = a.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let (creator, friend) =
        (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    let mut watcher_b = b.ws(id).await;
    assert_eq!(watcher_b.next_state().await["ply"], 0);
    let mut watcher_a = a.ws(id).await;
    watcher_a.next_state().await;

    let moves = format!("/api/games/{id}/moves");
    let (status, played) =
        a.post(&moves, json!({"token": creator, "move": first_legal(&created["game"])})).await;
    assert_eq!(status, 200, "{played}");
    let seen = watcher_b.next_state().await;
    assert_eq!((seen["ply"].as_u64(), seen["moves"].clone()), (Some(1), played["moves"].clone()));

    // The reply through the other server, which holds the game too.
    let (status, replied) = b.post(&moves, json!({"token": friend, "move": first_legal(&played)})).await;
    assert_eq!(status, 200, "{replied}");
    assert_eq!(watcher_a.next_state().await["ply"], 1, "its own move first");
    assert_eq!(watcher_a.next_state().await["ply"], 2, "then the other server's");

    // The same move sent to both servers at once: one applies it, the other refuses.
    let body = json!({"token": creator, "move": first_legal(&replied), "ply": 2});
    let (first, second) = tokio::join!(a.post(&moves, body.clone()), b.post(&moves, body));
    let statuses = [first.0, second.0];
    assert!(statuses.contains(&200) && statuses.iter().any(|s| *s >= 400), "{first:?} {second:?}");
    for server in [&a, &b] {
        let mut game = serde_json::Value::Null;
        for _ in 0..100 {
            game = server.get(&format!("/api/games/{id}")).await.1;
            if game["ply"] == 3 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!((game["ply"].as_u64(), game["moves"].as_array().unwrap().len()), (Some(3), 3));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_held_by_two_servers_flags_once() {
    let Some(db) = support::postgres() else { return };
    let time = ManualTime::new(1_800_000_000_000);
    let (a, b) = two_servers(&db, &time).await;
    let mut body = vs_person("coyote", false);
    body["clock"] = json!({"initial_s": 5, "increment_s": 1});
    let created = a.create(body).await;
    let id = created["id"].as_str().unwrap();
    let (status, _) =
        b.post(&format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]})).await;
    assert_eq!(status, 200);
    let mut watcher_a = a.ws(id).await;
    let mut watcher_b = b.ws(id).await;
    // Each server's watcher sees the clock run (server A learns of the join from B).
    for watcher in [&mut watcher_a, &mut watcher_b] {
        while watcher.next_state().await["clock"]["running"] != created["game"]["to_move"] {}
    }
    // The first move's time is up (the whole clock, 5 s): the game is aborted.
    time.advance(5_000);
    for watcher in [&mut watcher_a, &mut watcher_b] {
        let over = watcher.next_state().await;
        assert_eq!(over["status"], "aborted", "{over}");
    }
    // One finish only: no second state follows on either server.
    for watcher in [&mut watcher_a, &mut watcher_b] {
        let extra = tokio::time::timeout(Duration::from_millis(500), watcher.next()).await;
        assert!(extra.is_err(), "a second change was sent: {extra:?}");
    }
}

/// A game created through one server and joined through the other, its first move sent at
/// once through the first: played even when the join's notification has not reached it yet
/// (the refusal makes it look at the stored game). Many games, so that some race it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_right_after_a_join_through_the_other_server_is_played() {
    let Some(db) = support::postgres() else { return };
    let time = ManualTime::new(1_800_000_000_000);
    let (a, b) = two_servers(&db, &time).await;
    for _ in 0..20 {
        let created = a.create(vs_person("fox-geese", false)).await;
        let id = created["id"].as_str().unwrap();
        let (status, joined) =
            b.post(&format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]})).await;
        assert_eq!(status, 200, "{joined}");
        let move_body = json!({"token": created["token"], "move": first_legal(&created["game"])});
        let (status, played) = a.post(&format!("/api/games/{id}/moves"), move_body).await;
        assert_eq!((status, played["ply"].as_u64()), (200, Some(1)), "{played}");
    }
}
