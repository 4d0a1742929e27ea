//! Fair play between people: a game aborted before both sides have made their first move
//! (by a player, or by the first-move timer, also after a restart), with no result and no
//! rating change; takebacks asked and answered in casual games, never in rated ones — on
//! SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::ManualTime;
use serde_json::{Value, json};
use support::{Db, TestServer, first_legal, vs_person};

both_databases!(
    either_player_aborts_before_both_have_moved,
    a_first_move_too_late_aborts_the_game_also_after_a_restart,
    takebacks_are_asked_and_answered_in_casual_games_only
);

/// A started rated game between two new accounts: its id, the accounts' names and bearer
/// tokens by seat, and the game.
async fn rated_game(server: &TestServer, preset: &str) -> (String, [(String, String); 2], Value) {
    let ivan = server.register("Ivan").await;
    let olga = server.register("Olga").await;
    let mut body = vs_person(preset, false);
    body["rated"] = json!(true);
    let (status, created) = server.post_as(&ivan.1, "/api/games", body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let invite = json!({"token": created["invite"]["token"]});
    let (status, joined) = server.post_as(&olga.1, &format!("/api/games/{id}/join"), invite).await;
    assert_eq!(status, 200, "{joined}");
    let seats =
        if created["side"] == joined["game"]["seats"][0]["side"] { [ivan, olga] } else { [olga, ivan] };
    (id, seats, joined["game"].clone())
}

/// The bearer token of the account to move in `game`.
fn to_move<'a>(seats: &'a [(String, String); 2], game: &Value) -> &'a str {
    let seat = usize::from(game["seats"][0]["side"] != game["to_move"]);
    &seats[seat].1
}

async fn either_player_aborts_before_both_have_moved(db: &Db) {
    let server = TestServer::start(db).await;
    let (id, seats, game) = rated_game(&server, "coyote").await;
    let abort = format!("/api/games/{id}/abort");
    let moves = format!("/api/games/{id}/moves");
    // A spectator may not; after the first move, the player who has not moved yet may.
    let (status, refused) = server.post(&abort, json!({})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("bad_token")), "{refused}");
    let (status, played) =
        server.post_as(to_move(&seats, &game), &moves, json!({"move": first_legal(&game)})).await;
    assert_eq!(status, 200, "{played}");
    let (status, aborted) = server.post_as(to_move(&seats, &played), &abort, json!({})).await;
    assert_eq!(status, 200, "{aborted}");
    assert_eq!(
        (aborted["status"].as_str(), &aborted["result"], &aborted["outcome"], &aborted["to_move"]),
        (Some("aborted"), &Value::Null, &Value::Null, &Value::Null),
        "no result: {aborted}"
    );
    assert_eq!(aborted["legal"], json!([]));
    let (status, late) =
        server.post_as(to_move(&seats, &played), &moves, json!({"move": first_legal(&played)})).await;
    assert_eq!((status, late["error"]["code"].as_str()), (409, Some("game_over")), "{late}");
    let (status, again) = server.post_as(&seats[0].1, &abort, json!({})).await;
    assert_eq!((status, again["error"]["code"].as_str()), (409, Some("game_over")));
    // Listed as aborted; nobody's rating or results changed.
    let (_, listed) = server.get("/api/games?status=aborted").await;
    let row = listed["games"].as_array().unwrap().iter().find(|g| g["id"] == id.as_str()).cloned();
    assert_eq!(
        row.map(|g| (g["status"].clone(), g["result"].clone())),
        Some((json!("aborted"), Value::Null))
    );
    for (name, _) in &seats {
        let (_, player) = server.get(&format!("/api/players/{name}")).await;
        assert_eq!(player["results"], json!({"won": 0, "lost": 0, "drawn": 0}), "{player}");
        assert!(player["ratings"].get("coyote").is_none(), "{player}");
    }
    // The analysis of an aborted game is open.
    let (status, _) = server.get(&format!("/api/games/{id}/analysis?ply=0")).await;
    assert_eq!(status, 200);

    // Once both sides have moved, no more: over the WebSocket too (a guests' game).
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let [mine, friends] = [created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap()];
    let mut ws = server.ws(id).await;
    let mut game = ws.next_state().await;
    for _ in 0..2 {
        let token = if game["to_move"] == created["side"] { mine } else { friends };
        ws.send(json!({"type": "move", "token": token, "move": first_legal(&game)})).await;
        game = ws.next_state().await;
    }
    ws.send(json!({"type": "abort", "token": mine})).await;
    assert_eq!(ws.next_error().await, "not_allowed");
    let (status, refused) = server.post(&format!("/api/games/{id}/abort"), json!({"token": friends})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")));

    // Before them, over the WebSocket: everyone watching sees it aborted.
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let mut ws = server.ws(created["id"].as_str().unwrap()).await;
    ws.next_state().await;
    ws.send(json!({"type": "abort", "token": created["invite"]["token"]})).await;
    assert_eq!(ws.next_state().await["status"], "aborted");
    server.stop().await;
}

/// A started game between guests with this clock (`null`: untimed): its id and both
/// tokens by side (`[hunter, flock]`; the flock moves first).
async fn guests_game(server: &TestServer, clock: Value) -> (String, [String; 2], Value) {
    let body = json!({"preset": "fox-geese", "side": "flock", "opponent": {"type": "human"}, "clock": clock});
    let created = server.create_started(body).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [
        created["invite"]["token"].as_str().unwrap().to_string(),
        created["token"].as_str().unwrap().to_string(),
    ];
    (id, tokens, created["game"].clone())
}

async fn a_first_move_too_late_aborts_the_game_also_after_a_restart(db: &Db) {
    let time = ManualTime::new(1_800_000_000_000);
    let server = TestServer::start_manual(db, &time).await;
    // Ten minutes on the clock, 30 s for the first move: the geese do not move in time.
    let (fischer, _, _) = guests_game(&server, json!({"initial_s": 600})).await;
    // A day per move: the hunter does not answer the first move within a day.
    let (days, tokens, game) = guests_game(&server, json!({"days": 3})).await;
    let (status, played) = server
        .post(&format!("/api/games/{days}/moves"), json!({"token": tokens[1], "move": first_legal(&game)}))
        .await;
    assert_eq!(status, 200, "{played}");
    // Untimed: nobody is hurried.
    let (untimed, _, _) = guests_game(&server, Value::Null).await;

    time.advance(29_999);
    let (_, waiting) = server.get(&format!("/api/games/{fischer}")).await;
    assert_eq!(waiting["status"], "running");
    time.advance(1);
    let aborted = server.wait_for(&fischer, |g| g["status"] == "aborted").await;
    assert_eq!((&aborted["result"], &aborted["clock"]["running"]), (&Value::Null, &Value::Null), "{aborted}");

    // The server stops (as a crash would) and starts again: the day's timer runs on.
    server.stop().await;
    let server = TestServer::start_manual(db, &time).await;
    time.advance(24 * 3600 * 1000 - 30_000 - 1);
    let (_, waiting) = server.get(&format!("/api/games/{days}")).await;
    assert_eq!(waiting["status"], "running");
    time.advance(1);
    let aborted = server.wait_for(&days, |g| g["status"] == "aborted").await;
    assert_eq!(aborted["result"], Value::Null);
    let (status, late) = server
        .post(&format!("/api/games/{days}/moves"), json!({"token": tokens[0], "move": first_legal(&played)}))
        .await;
    assert_eq!((status, late["error"]["code"].as_str()), (409, Some("game_over")));
    let (_, untimed) = server.get(&format!("/api/games/{untimed}")).await;
    assert_eq!(untimed["status"], "running");
    server.stop().await;
}

/// Posts a takeback `action` for the holder of `token`: the status and the answer.
async fn takeback(server: &TestServer, id: &str, token: &str, action: &str) -> (u16, Value) {
    server.post(&format!("/api/games/{id}/takeback"), json!({"token": token, "action": action})).await
}

/// Plays the first legal move for the holder of `token`: the game after it.
async fn play(server: &TestServer, id: &str, token: &str) -> Value {
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let (status, played) = server
        .post(&format!("/api/games/{id}/moves"), json!({"token": token, "move": first_legal(&game)}))
        .await;
    assert_eq!(status, 200, "{played}");
    played
}

async fn takebacks_are_asked_and_answered_in_casual_games_only(db: &Db) {
    let server = TestServer::start(db).await;
    let (id, [hunter, flock], _) = guests_game(&server, json!({"initial_s": 600})).await;
    let (status, refused) = takeback(&server, &id, &flock, "offer").await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (409, Some("not_allowed")),
        "no move yet: {refused}"
    );
    play(&server, &id, &flock).await;
    let (status, refused) = takeback(&server, &id, &hunter, "accept").await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (409, Some("not_allowed")),
        "nothing asked: {refused}"
    );
    let (status, refused) = takeback(&server, &id, &"0".repeat(32), "offer").await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("bad_token")), "a spectator");

    // Asked, declined; asked again (the request outlives a restart), accepted: the move is
    // taken back and the geese's clock runs again.
    let (status, asked) = takeback(&server, &id, &flock, "offer").await;
    assert_eq!((status, asked["takeback_offer"].as_str()), (200, Some("flock")), "{asked}");
    let (status, declined) = takeback(&server, &id, &hunter, "decline").await;
    assert_eq!(
        (status, declined["takeback_offer"].clone(), declined["ply"].as_u64()),
        (200, Value::Null, Some(1))
    );
    takeback(&server, &id, &flock, "offer").await;
    server.stop().await;
    let server = TestServer::start(db).await;
    let mut ws = server.ws(&id).await;
    assert_eq!(ws.next_state().await["takeback_offer"], "flock", "stored");
    ws.send(json!({"type": "takeback", "token": hunter, "action": "accept"})).await;
    let back = ws.next_state().await;
    assert_eq!((back["ply"].as_u64(), back["to_move"].as_str()), (Some(0), Some("flock")), "{back}");
    assert_eq!(
        (back["takeback_offer"].clone(), back["clock"]["running"].as_str()),
        (Value::Null, Some("flock"))
    );

    // Asked on one's own turn: the opponent's reply and one's own move go back.
    play(&server, &id, &flock).await;
    play(&server, &id, &hunter).await;
    takeback(&server, &id, &flock, "offer").await;
    let (status, back) = takeback(&server, &id, &hunter, "accept").await;
    assert_eq!((status, back["ply"].as_u64(), back["moves"].clone()), (200, Some(0), json!([])), "{back}");
    // A move lets a request lapse.
    play(&server, &id, &flock).await;
    takeback(&server, &id, &flock, "offer").await;
    let moved = play(&server, &id, &hunter).await;
    assert_eq!((moved["ply"].as_u64(), moved["takeback_offer"].clone()), (Some(2), Value::Null));

    // Never in a rated game, nor against the computer (undo is for that).
    let (id, seats, game) = rated_game(&server, "coyote").await;
    let mover = to_move(&seats, &game);
    let (status, _) =
        server.post_as(mover, &format!("/api/games/{id}/moves"), json!({"move": first_legal(&game)})).await;
    assert_eq!(status, 200);
    let (status, refused) =
        server.post_as(mover, &format!("/api/games/{id}/takeback"), json!({"action": "offer"})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("rated_no_takeback")), "{refused}");
    let created = server.create(support::vs_ai("fox-geese", "flock", 1)).await;
    let (status, refused) =
        takeback(&server, created["id"].as_str().unwrap(), created["token"].as_str().unwrap(), "offer").await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")));
    server.stop().await;
}
