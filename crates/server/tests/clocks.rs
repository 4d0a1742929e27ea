//! Clocks kept by the server, with a clock the test moves by hand: a loss on time with
//! nobody connected, the increment, and a restart in the middle of a timed game — on SQLite
//! and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::ManualTime;
use serde_json::{Value, json};
use support::{Db, TestServer, first_legal};

both_databases!(
    a_side_whose_time_runs_out_loses_with_nobody_connected,
    the_increment_and_a_restart_keep_the_clock,
    a_deadline_before_the_one_the_timer_waits_for_still_flags
);

/// A timed game between two guests (the friend joined), and both tokens by seat.
async fn timed_game(server: &TestServer, clock: Value) -> (String, [String; 2], Value) {
    let created = server
        .create(
            json!({"preset": "fox-geese", "side": "flock", "opponent": {"type": "human"}, "clock": clock}),
        )
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let (status, joined) =
        server.post(&format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]})).await;
    assert_eq!(status, 200, "{joined}");
    // fox-geese seats: hunter (the invited friend), flock (the creator).
    let tokens =
        [joined["token"].as_str().unwrap().to_string(), created["token"].as_str().unwrap().to_string()];
    (id, tokens, joined["game"].clone())
}

async fn a_side_whose_time_runs_out_loses_with_nobody_connected(db: &Db) {
    let time = ManualTime::new(1_800_000_000_000);
    let server = TestServer::start_manual(db, &time).await;
    let (id, tokens, game) = timed_game(&server, json!({"initial_s": 3})).await;
    let clock = json!({"control": {"initial_s": 3, "increment_s": 0}, "hunter_ms": 3000, "flock_ms": 3000, "running": "flock"});
    assert_eq!(game["clock"], clock, "the first mover's clock runs once both have joined");
    // Both sides make their first move at once (a game is aborted, not lost on time,
    // before them).
    let moves = format!("/api/games/{id}/moves");
    let (status, played) = server.post(&moves, json!({"token": tokens[1], "move": first_legal(&game)})).await;
    assert_eq!(status, 200, "{played}");
    let (status, played) =
        server.post(&moves, json!({"token": tokens[0], "move": first_legal(&played)})).await;
    assert_eq!(status, 200, "{played}");
    time.advance(2_999);
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!((game["status"].as_str(), game["clock"]["flock_ms"].as_i64()), (Some("running"), Some(1)));
    time.advance(1);
    let over = server.wait_for(&id, |g| g["status"] == "finished").await;
    assert_eq!(over["result"], json!({"winner": "hunter", "reason": "time"}));
    assert_eq!(over["outcome"]["result"], "fox win");
    assert_eq!(
        (over["clock"]["flock_ms"].as_i64(), over["clock"]["running"].clone()),
        (Some(0), Value::Null)
    );
    let (_, listed) = server.get("/api/games?status=finished").await;
    let row = listed["games"].as_array().unwrap().iter().find(|g| g["id"] == id.as_str()).unwrap().clone();
    assert_eq!((row["result"].as_str(), row["reason"].as_str()), (Some("hunter"), Some("time")));
}

async fn the_increment_and_a_restart_keep_the_clock(db: &Db) {
    let time = ManualTime::new(1_800_000_000_000);
    let server = TestServer::start_manual(db, &time).await;
    let (id, tokens, game) = timed_game(&server, json!({"initial_s": 10, "increment_s": 5})).await;
    time.advance(2_000);
    let moves = format!("/api/games/{id}/moves");
    let (status, played) = server.post(&moves, json!({"token": tokens[1], "move": first_legal(&game)})).await;
    assert_eq!(status, 200, "{played}");
    assert_eq!(played["clock"]["flock_ms"], 13_000, "10 s less 2 s, plus 5 s");
    assert_eq!(
        (played["clock"]["hunter_ms"].as_i64(), played["clock"]["running"].as_str()),
        (Some(10_000), Some("hunter"))
    );
    time.advance(1_000);
    let (status, answered) =
        server.post(&moves, json!({"token": tokens[0], "move": first_legal(&played)})).await;
    assert_eq!(status, 200, "{answered}");
    assert_eq!(answered["clock"]["hunter_ms"], 14_000, "10 s less 1 s, plus 5 s");
    time.advance(4_000);

    // The server stops (as a crash would) and starts again over the same database.
    server.stop().await;
    let server = TestServer::start_manual(db, &time).await;
    let (_, restored) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(restored["clock"]["flock_ms"], 9_000, "the geese's clock ran on while the server was down");
    assert_eq!(
        (restored["clock"]["hunter_ms"].as_i64(), restored["status"].as_str()),
        (Some(14_000), Some("running"))
    );
    // A move too late is refused, and the game ends on time even though nobody asked.
    time.advance(9_000);
    let over = server.wait_for(&id, |g| g["status"] == "finished").await;
    assert_eq!(over["result"], json!({"winner": "hunter", "reason": "time"}));
    let (status, refused) =
        server.post(&moves, json!({"token": tokens[1], "move": first_legal(&answered)})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("game_over")));
}

/// The flag timer is one task per game that sleeps until the moment it last saw and is woken
/// only for an earlier one: a later moment set meanwhile, then an earlier one, and the game
/// still ends at the earlier one.
async fn a_deadline_before_the_one_the_timer_waits_for_still_flags(db: &Db) {
    let time = ManualTime::new(1_800_000_000_000);
    let server = TestServer::start_manual(db, &time).await;
    let (id, tokens, mut game) = timed_game(&server, json!({"initial_s": 60})).await;
    let moves = format!("/api/games/{id}/moves");
    let play = async |seat: usize, game: &Value| {
        let (status, played) =
            server.post(&moves, json!({"token": tokens[seat], "move": first_legal(game)})).await;
        assert_eq!(status, 200, "{played}");
        played
    };
    // Both first moves at once: the geese's clock then runs out at 60 s.
    game = play(1, &game).await;
    game = play(0, &game).await;
    // The geese think 50 s: the fox's clock (60 s left) then runs out at 110 s, later than
    // the timer's 60 s (it is not woken for it).
    time.advance(50_000);
    game = play(1, &game).await;
    // Past 60 s the timer wakes, finds 110 s and sleeps again; the fox moves at 65 s: the
    // geese's 10 s left run out at 75 s, before 110 s.
    time.advance(15_000);
    game = play(0, &game).await;
    assert_eq!(
        (game["clock"]["flock_ms"].as_i64(), game["status"].as_str()),
        (Some(10_000), Some("running"))
    );
    time.advance(9_999);
    let (_, running) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(
        (running["status"].as_str(), running["clock"]["flock_ms"].as_i64()),
        (Some("running"), Some(1))
    );
    time.advance(1);
    let over = server.wait_for(&id, |g| g["status"] == "finished").await;
    assert_eq!(over["result"], json!({"winner": "hunter", "reason": "time"}));
    assert_eq!(over["clock"]["flock_ms"].as_i64(), Some(0));
}
