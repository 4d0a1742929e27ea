//! Bots through the streaming API: an account marked as a bot hears of a challenge on its
//! event stream, accepts it, follows the game on the game's stream and moves by POST — on
//! SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use support::{Db, TestServer, first_legal};

both_databases!(a_bot_accepts_a_challenge_and_plays_through_the_streams);

async fn a_bot_accepts_a_challenge_and_plays_through_the_streams(db: &Db) {
    let server = TestServer::start(db).await;
    let (bot, bot_token) = server.register("Bot").await;
    let (human, human_token) = server.register("Ivan").await;
    let (status, marked) = server.post_as(&bot_token, "/api/account/bot", json!({})).await;
    assert_eq!((status, marked["bot"].as_bool()), (200, Some(true)));
    let mut events = server.stream("/api/stream/event", Some(&bot_token)).await;

    let offer =
        json!({"preset": "fox-geese", "side": "flock", "clock": {"initial_s": 600, "increment_s": 5}});
    let (status, made) = server.post_as(&human_token, &format!("/api/challenge/{bot}"), offer).await;
    assert_eq!(status, 201, "{made}");
    let challenge = events.next_of("challenge").await;
    assert_eq!(challenge["challenge"]["id"], made["id"]);
    assert_eq!(challenge["challenge"]["from"], human.as_str());
    let accept = format!("/api/challenge/{}/accept", made["id"].as_str().unwrap());
    let (status, accepted) = server.post_as(&bot_token, &accept, json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    let start = events.next_of("gameStart").await;
    let id = accepted["game"].as_str().unwrap();
    assert_eq!(
        start["game"],
        json!({"id": id, "preset": "fox-geese", "side": "hunter", "rated": false, "opponent": human})
    );

    // The bot follows the game and answers each move of the geese.
    let mut game = server.stream(&format!("/api/games/{id}/stream"), None).await;
    let state = game.next_of("state").await;
    assert_eq!((state["game"]["ply"].as_u64(), state["game"]["to_move"].as_str()), (Some(0), Some("flock")));
    let moves = format!("/api/games/{id}/moves");
    let (status, played) =
        server.post_as(&human_token, &moves, json!({"move": first_legal(&state["game"])})).await;
    assert_eq!(status, 200, "{played}");
    // Moves come as `move` messages: the turn fields after the move, the move, what changed.
    let seen = game.next_of("move").await;
    assert_eq!((seen["ply"].as_u64(), seen["to_move"].as_str()), (Some(1), Some("hunter")));
    assert_eq!(seen["move"], played["moves"][0]);
    let reply = json!({"move": first_legal(&seen), "ply": 1});
    let (status, replied) = server.post_as(&bot_token, &moves, reply).await;
    assert_eq!((status, replied["ply"].as_u64()), (200, Some(2)), "{replied}");
    assert_eq!(game.next_of("move").await["ply"], 2);

    let (status, _) = server.post_as(&human_token, &format!("/api/games/{id}/resign"), json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(events.next_of("gameFinish").await["game"]["id"], id);
    let (_, page) = server.get(&format!("/api/players/{bot}")).await;
    assert_eq!((page["bot"].as_bool(), page["results"]["won"].as_u64()), (Some(true), Some(1)));
}
