//! Tournaments on a manual clock: an arena's time and a first move not made in time. The
//! tests take turns (one lock for the file): servers sharing a PostgreSQL database run
//! every tournament in it, so a server on another clock would act on these too.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::{ManualTime, TimeSource};
use serde_json::{Value, json};
use std::collections::HashMap;
use support::tournament::{
    game_state, players, points_by_name, resign, seated, swiss, tournament, wait_finished, wait_round,
};
use support::{Db, TestServer};

both_databases!(
    an_arena_pairs_again_at_once_and_doubles_a_streak,
    a_player_who_does_not_move_in_time_forfeits_without_blocking_the_round,
);

/// One test at a time.
static TURNS: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A server on a manual clock starting at `start_ms`.
async fn manual_server(db: &Db, start_ms: i64) -> (TestServer, std::sync::Arc<ManualTime>) {
    let time = ManualTime::new(start_ms);
    let clock = time.clone();
    let server = TestServer::start_with(db, move |config| config.time = TimeSource::Manual(clock)).await;
    (server, time)
}

async fn an_arena_pairs_again_at_once_and_doubles_a_streak(db: &Db) {
    let _turn = TURNS.lock().await;
    let (server, time) = manual_server(db, 1_900_000_000_000).await;
    let field = players(&server, 2).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    // An hour on the clock: the games outlast the arena's ten minutes on the manual clock.
    let body = json!({"name": "Blitz arena", "preset": "fox-geese", "format": "arena", "minutes": 10,
                      "clock": {"initial_s": 3600}, "starts_at_ms": 1_900_000_001_000_i64});
    let id = tournament(&server, &field[0].1, body, &field).await;
    let (_, t) = server.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(t["status"], "created", "not before its time");
    time.advance(1_000);
    let (winner, loser) = (&field[0].0, &field[1].0);
    let mut sides = Vec::new();
    for wave in 1..=3 {
        let t = wait_round(&server, &id, wave).await;
        assert_eq!(t["status"], "running");
        let game = t["games"][wave as usize - 1].as_str().unwrap().to_string();
        sides.push(seated(&server, &game).await);
        resign(&server, &game, loser, &tokens).await;
    }
    assert_ne!(sides[0], sides[1], "sides alternate: {sides:?}");
    assert_eq!(sides[0], sides[2]);
    let t = wait_round(&server, &id, 4).await;
    let game = t["games"][3].as_str().unwrap().to_string();
    // Both first moves, so that the time passing does not abort the game.
    for ply in 0..2 {
        let g = game_state(&server, &game).await;
        let seat = if g["to_move"] == g["seats"][0]["side"] { 0 } else { 1 };
        let mover = g["seats"][seat]["user"]["name"].as_str().unwrap();
        let body = json!({"move": support::first_legal(&g), "ply": ply});
        let (status, played) =
            server.post_as(&tokens[mover], &format!("/api/games/{game}/moves"), body).await;
        assert_eq!(status, 200, "{played}");
    }
    time.advance(10 * 60_000);
    resign(&server, &game, winner, &tokens).await;
    let t = wait_finished(&server, &id).await;
    // Hand-computed: win 2, win 2 (now on a streak), win 4, loss 0 = 8; the loser: 0 0 0 2.
    let points = points_by_name(&t);
    assert_eq!(points[winner], 8.0, "{t}");
    assert_eq!(points[loser], 2.0, "{t}");
    assert_eq!(t["games"].as_array().unwrap().len(), 4, "no pairing after the end");
}

async fn a_player_who_does_not_move_in_time_forfeits_without_blocking_the_round(db: &Db) {
    let _turn = TURNS.lock().await;
    let (server, time) = manual_server(db, 1_950_000_000_000).await;
    let field = players(&server, 2).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    let id = tournament(&server, &field[0].1, swiss(1), &field).await;
    server.post_as(&field[0].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    let t = wait_round(&server, &id, 1).await;
    let games: Vec<String> = t["rounds"][0]["pairings"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g.as_str().unwrap().to_string())
        .collect();

    // No aborting or taking back in a tournament game.
    let (status, refused) =
        server.post_as(&field[0].1, &format!("/api/games/{}/abort", games[1]), json!({})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")), "{refused}");

    // Game 1: the first mover moves, the other never answers; game 2: nobody moves.
    let first = game_state(&server, &games[0]).await;
    let seat = |g: &Value| if g["to_move"] == g["seats"][0]["side"] { 0 } else { 1 };
    let mover = first["seats"][seat(&first)]["user"]["name"].as_str().unwrap().to_string();
    let (status, body) = server
        .post_as(
            &tokens[&mover],
            &format!("/api/games/{}/moves", games[0]),
            json!({"move": support::first_legal(&first), "ply": 0}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let second = game_state(&server, &games[1]).await;
    let idle = second["seats"][seat(&second)]["user"]["name"].as_str().unwrap().to_string();
    time.advance(31_000);
    let t = wait_finished(&server, &id).await;
    for game in &games {
        let (_, g) = server.get(&format!("/api/games/{game}")).await;
        assert_eq!(g["status"], "aborted", "{g}");
    }
    // Game 1 is the mover's (the other did not answer); game 2 is lost by the idle first mover.
    let points = points_by_name(&t);
    let other = |name: &str| if name == field[0].0 { field[1].0.clone() } else { field[0].0.clone() };
    let expected_mover = 1.0 + if idle == mover { 0.0 } else { 1.0 };
    assert_eq!(points[&mover], expected_mover, "{t}");
    assert_eq!(points[&other(&mover)], 2.0 - expected_mover, "{t}");
}
