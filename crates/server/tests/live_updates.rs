//! Live updates: a move reaches the watchers as a `move` message (the move, what changed,
//! the turn fields), not the whole state; folded into the state a watcher holds it gives
//! exactly what `GET /api/games/{id}` answers, move after move, with captures, in a hunt
//! game and a tafl game. Other changes still come as the whole state.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use support::{Db, TestServer, vs_person};

both_databases!(moves_come_as_deltas_that_fold_into_the_state, other_changes_come_as_the_whole_state);

/// A legal move of `game`: a capture when there is one (so that captures are folded too),
/// else one picked by the ply, so that the games wander.
fn pick_move(game: &Value) -> String {
    let moves: Vec<&Value> =
        game["legal"].as_array().unwrap().iter().flat_map(|from| from["moves"].as_array().unwrap()).collect();
    let capture = moves.iter().find(|m| !m["captured"].as_array().unwrap().is_empty());
    let ply = game["ply"].as_u64().unwrap() as usize;
    let chosen = capture.copied().unwrap_or(moves[(ply * 7 + 3) % moves.len()]);
    chosen["notation"].as_str().unwrap().to_string()
}

/// The pieces in a fixed order (a folded state may list them in another).
fn sorted_pieces(game: &mut Value) {
    let pieces = game["pieces"].as_array_mut().unwrap();
    pieces.sort_by_key(|p| p["at"].as_str().unwrap().to_string());
}

async fn moves_come_as_deltas_that_fold_into_the_state(db: &Db) {
    // One socket plays both sides, faster than a person: no message limit.
    let server = TestServer::start_with(db, |c| c.limits.ws_burst = 1000).await;
    for preset in ["fox-geese", "hnefatafl-9"] {
        let created = server.create(vs_person(preset, false)).await;
        let id = created["id"].as_str().unwrap();
        let (status, joined) =
            server.post(&format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]})).await;
        assert_eq!(status, 200);
        let tokens = [created["token"].as_str().unwrap(), joined["token"].as_str().unwrap()];
        let sides = [created["side"].clone(), created["invite"]["side"].clone()];
        let mut player = server.ws(id).await;
        let mut watcher = server.ws(id).await;
        let first = watcher.next().await.unwrap();
        assert_eq!(first["type"], "state");
        let mut held = first["game"].clone();
        player.next_state().await;
        let (mut captures, mut moves) = (0, 0);
        while held["status"] == "running" && moves < 60 {
            let mover = usize::from(held["to_move"] != sides[0]);
            let text = pick_move(&held);
            let message = json!({"type": "move", "token": tokens[mover], "move": text, "ply": held["ply"]});
            player.send(message).await;
            let delta = match watcher.next().await {
                Some(d) => d,
                None => panic!("{preset}: no delta; the player got {:?}", player.next().await),
            };
            assert_eq!(delta["type"], "move", "{preset}: {delta}");
            assert_eq!(delta["move"], text.as_str());
            assert!(
                delta.get("board").is_none() && delta.get("moves").is_none() && delta.get("seats").is_none()
            );
            captures += delta["last_move"]["captured"].as_array().unwrap().len();
            assert!(reynard_server::fold_move(&mut held, &delta), "{preset}: out of step: {delta}");
            let (status, mut stored) = server.get(&format!("/api/games/{id}")).await;
            assert_eq!(status, 200);
            sorted_pieces(&mut held);
            sorted_pieces(&mut stored);
            assert_eq!(held, stored, "{preset}, after {text}");
            // The delta is smaller than the state even without its board and its moves.
            let (delta_len, state_len) = (delta.to_string().len(), stored.to_string().len());
            let fixed = stored["board"].to_string().len() + stored["moves"].to_string().len();
            assert!(
                delta_len < state_len - fixed,
                "{preset}: a move of {delta_len} bytes, the state {state_len}"
            );
            // The mover's socket gets the same message.
            assert_eq!(player.next_state().await["ply"], held["ply"]);
            moves += 1;
        }
        assert!(captures > 0, "{preset}: the test game took nothing in {moves} moves");
    }
    server.stop().await;
}

async fn other_changes_come_as_the_whole_state(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let (geese, invite) = (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    let mut watcher = server.ws(id).await;
    assert_eq!(watcher.next().await.unwrap()["type"], "state");
    let (status, joined) = server.post(&format!("/api/games/{id}/join"), json!({"token": invite})).await;
    assert_eq!(status, 200);
    let fox = joined["token"].as_str().unwrap();
    assert_eq!(watcher.next().await.unwrap()["type"], "state", "a join");
    let draw = json!({"token": geese, "action": "offer"});
    let (status, _) = server.post(&format!("/api/games/{id}/draw"), draw).await;
    assert_eq!(status, 200);
    let offered = watcher.next().await.unwrap();
    assert_eq!(
        (offered["type"].as_str(), offered["game"]["draw_offer"].as_str()),
        (Some("state"), Some("flock"))
    );
    // A client out of step asks for the state.
    watcher.send(json!({"type": "sync"})).await;
    assert_eq!(watcher.next().await.unwrap()["type"], "state", "a sync");
    let (status, _) = server.post(&format!("/api/games/{id}/resign"), json!({"token": fox})).await;
    assert_eq!(status, 200);
    let over = watcher.next().await.unwrap();
    assert_eq!(
        (over["type"].as_str(), over["game"]["result"]["reason"].as_str()),
        (Some("state"), Some("resignation"))
    );
    server.stop().await;
}
