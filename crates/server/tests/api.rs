//! The HTTP and WebSocket API end to end, on a real server: every test body runs against
//! SQLite (a temp file) and against PostgreSQL (`REYNARD_TEST_PG_URL`; required when
//! `CI=true`).
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use support::{Db, TestServer, first_legal, vs_ai, vs_person};

both_databases!(
    play_against_the_ai,
    bad_input_changes_nothing,
    friends_and_a_spectator_over_websocket,
    games_continue_after_a_restart,
    public_games_are_listed_and_joined,
    websocket_limits,
    resign_and_draw,
    hnefatafl_against_the_ai,
    replay_a_game_move_by_move,
    rules_errors_carry_their_reason,
    an_invitation_is_for_the_friend,
);

async fn play_against_the_ai(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_ai("fox-geese", "flock", 1)).await;
    assert_eq!(created["side"], "flock");
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let game = &created["game"];
    assert_eq!(game["to_move"], "flock");
    assert_eq!(game["board"]["points"].as_array().unwrap().len(), 33);
    assert!(!game["board"]["lines"].as_array().unwrap().is_empty());
    assert_eq!(game["captures"][0]["to_win"], 8);

    let mv = first_legal(game);
    let (status, after) =
        server.post(&format!("/api/games/{id}/moves"), json!({"token": token, "move": mv, "ply": 0})).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["ply"], 1);
    assert_eq!(after["moves"][0], mv.as_str());

    // The AI replies on its own.
    let game = server.wait_ply(id, 2).await;
    assert_eq!(game["to_move"], "flock");
    assert_eq!(game["last_move"]["from"], "d4");

    // The record has both moves.
    let (status, record) = server.get(&format!("/api/games/{id}/record")).await;
    assert_eq!(status, 200);
    let record = record.as_str().unwrap();
    assert!(record.contains("[Variant \"fox-geese\"]") && record.contains(&format!("1. {mv}")), "{record}");

    // Undo takes back the reply and the move.
    let (status, undone) = server.post(&format!("/api/games/{id}/undo"), json!({"token": token})).await;
    assert_eq!(status, 200, "{undone}");
    assert_eq!(undone["ply"], 0);
    assert_eq!(undone["to_move"], "flock");
    server.stop().await;
}

async fn bad_input_changes_nothing(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    // The creator takes the side that moves first: the geese.
    assert_eq!(created["side"], "flock");
    let (geese, fox) = (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    assert_eq!(created["game"]["to_move"], "flock");
    let moves = format!("/api/games/{id}/moves");
    let code = |v: &serde_json::Value| v["error"]["code"].as_str().unwrap_or("").to_string();

    let cases = [
        (json!({"token": geese, "move": "c3-c4", "extra": 1}), 400, "bad_json"),
        (json!({"token": geese}), 400, "bad_json"),
        (json!({"token": "0123", "move": "c3-c4"}), 403, "bad_token"),
        (json!({"token": fox, "move": "d4-d5"}), 409, "not_your_turn"),
        (json!({"token": geese, "move": "c3-c5"}), 422, "illegal_move"),
        (json!({"token": geese, "move": "zz"}), 422, "illegal_move"),
        (json!({"token": geese, "move": "c3-c4", "ply": 5}), 409, "stale"),
    ];
    for (body, status, expected) in cases {
        let (got, answer) = server.post(&moves, body.clone()).await;
        assert_eq!((got, code(&answer)), (status, expected.to_string()), "{body} -> {answer}");
    }
    let (status, answer) = server.request("POST", &moves, Some("{\"token\": "), true).await;
    assert_eq!((status, code(&answer)), (400, "bad_json".to_string()));
    let (status, answer) = server.request("POST", &moves, Some("{}"), false).await;
    assert_eq!((status, code(&answer)), (415, "bad_content_type".to_string()));
    let huge = format!("{{\"token\": \"{}\", \"move\": \"c3-c4\"}}", "x".repeat(64 * 1024));
    let (status, answer) = server.request("POST", &moves, Some(&huge), true).await;
    assert_eq!((status, code(&answer)), (413, "too_large".to_string()));
    let (status, answer) = server.get("/api/games/nosuchgame12").await;
    assert_eq!((status, code(&answer)), (404, "not_found".to_string()));
    let (status, answer) = server.get("/api/games/..%2F..%2Fetc").await;
    assert_eq!((status, code(&answer)), (404, "not_found".to_string()));
    let (status, answer) = server.post("/api/games", vs_ai("chess", "white", 3)).await;
    assert_eq!((status, code(&answer)), (400, "bad_variant".to_string()));
    let (status, answer) = server.post("/api/games", vs_ai("fox-geese", "flock", 11)).await;
    assert_eq!((status, code(&answer)), (400, "bad_json".to_string()));
    let (status, answer) = server.post("/api/games", vs_ai("fox-geese", "wolves", 3)).await;
    assert_eq!((status, code(&answer)), (400, "bad_variant".to_string()));
    let (status, answer) = server.get("/api/games?status=lost").await;
    assert_eq!((status, code(&answer)), (400, "bad_query".to_string()));
    let (status, answer) = server.request("DELETE", &moves, None, false).await;
    assert_eq!((status, code(&answer)), (405, "method_not_allowed".to_string()));
    let (status, answer) = server.post(&format!("/api/games/{id}/undo"), json!({"token": geese})).await;
    assert_eq!((status, code(&answer)), (409, "not_allowed".to_string()));

    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(game["ply"], 0, "nothing changed");
    server.stop().await;
}

async fn friends_and_a_spectator_over_websocket(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let geese = created["token"].as_str().unwrap();
    let invite = created["invite"]["token"].as_str().unwrap();
    assert_eq!(created["game"]["status"], "open");

    let (status, joined) = server.post(&format!("/api/games/{id}/join"), json!({"token": invite})).await;
    assert_eq!(status, 200, "{joined}");
    let fox = joined["token"].as_str().unwrap();
    assert_eq!(joined["side"], "hunter");
    assert_eq!(joined["game"]["status"], "running");

    let mut fox_ws = server.ws(id).await;
    let mut geese_ws = server.ws(id).await;
    let mut spectator = server.ws(id).await;
    for ws in [&mut fox_ws, &mut geese_ws, &mut spectator] {
        assert_eq!(ws.next_state().await["ply"], 0);
    }
    // A spectator cannot move; the fox cannot move out of turn.
    spectator.send(json!({"type": "move", "token": "nope", "move": "c3-c4"})).await;
    assert_eq!(spectator.next_error().await, "bad_token");
    fox_ws.send(json!({"type": "move", "token": fox, "move": "d4-d5"})).await;
    assert_eq!(fox_ws.next_error().await, "not_your_turn");
    geese_ws.send(json!({"type": "move", "token": geese, "move": "nonsense", "ply": 0})).await;
    assert_eq!(geese_ws.next_error().await, "illegal_move");
    geese_ws.send(json!({"type": "move", "token": geese, "move": "c3-c4", "ply": 0, "junk": true})).await;
    assert_eq!(geese_ws.next_error().await, "bad_json");

    // A move reaches everyone.
    geese_ws.send(json!({"type": "move", "token": geese, "move": "c3-c4", "ply": 0})).await;
    for ws in [&mut fox_ws, &mut geese_ws, &mut spectator] {
        let state = ws.next_state().await;
        assert_eq!((state["ply"].as_u64(), state["to_move"].as_str()), (Some(1), Some("hunter")));
    }
    // A move over HTTP too.
    let (status, _) =
        server.post(&format!("/api/games/{id}/moves"), json!({"token": fox, "move": "d4-d5"})).await;
    assert_eq!(status, 200);
    assert_eq!(spectator.next_state().await["moves"][1], "d4-d5");

    // A new connection resumes from the current state.
    drop(spectator);
    let mut again = server.ws(id).await;
    assert_eq!(again.next_state().await["ply"], 2);
    again.send(json!({"type": "sync"})).await;
    assert_eq!(again.next_state().await["ply"], 2);
    server.stop().await;
}

async fn games_continue_after_a_restart(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create_started(vs_person("catch-the-hare", false)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let token_of = |side: &serde_json::Value| {
        if *side == created["side"] { created["token"].clone() } else { created["invite"]["token"].clone() }
    };
    let mut game = created["game"].clone();
    for _ in 0..4 {
        let (status, next) = server
            .post(
                &format!("/api/games/{id}/moves"),
                json!({"token": token_of(&game["to_move"]), "move": first_legal(&game)}),
            )
            .await;
        assert_eq!(status, 200, "{next}");
        game = next;
    }
    server.stop().await;

    let server = TestServer::start(db).await;
    let (status, restored) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(restored["moves"], game["moves"]);
    assert_eq!(restored["pieces"], game["pieces"]);
    assert_eq!(restored["legal"], game["legal"]);
    let (status, next) = server
        .post(
            &format!("/api/games/{id}/moves"),
            json!({"token": token_of(&restored["to_move"]), "move": first_legal(&restored)}),
        )
        .await;
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["ply"], 5);
    server.stop().await;
}

async fn public_games_are_listed_and_joined(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_person("coyote", true)).await;
    let id = created["id"].as_str().unwrap();
    let private = server.create(vs_person("coyote", false)).await;
    let listed =
        |v: &serde_json::Value, id: &str| v["games"].as_array().unwrap().iter().any(|g| g["id"] == id);

    let (status, open) = server.get("/api/games?status=open&limit=100").await;
    assert_eq!(status, 200);
    assert!(listed(&open, id), "{open}");
    assert!(!listed(&open, private["id"].as_str().unwrap()), "private invitations are not listed");

    let (status, seat) = server.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(status, 200, "{seat}");
    assert_eq!(seat["side"], created["invite"]["side"]);
    // A new token for whoever joins (the server keeps only hashes, not the invitation's
    // token, and the creator's copy of it no longer holds the seat).
    assert_eq!(seat["token"].as_str().unwrap().len(), 32);
    assert_ne!(seat["token"], created["invite"]["token"]);
    let (status, _) =
        server.post(&format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]})).await;
    assert_eq!(status, 403);
    let (status, again) = server.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(status, 409, "{again}");

    let (_, running) = server.get("/api/games?status=running&limit=100").await;
    assert!(listed(&running, id), "{running}");
    server.stop().await;
}

async fn websocket_limits(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();

    // Messages over the rate are refused…
    let mut ws = server.ws(id).await;
    ws.next_state().await;
    for _ in 0..40 {
        assert!(ws.send_text(json!({"type": "sync"}).to_string()).await);
    }
    let mut limited = false;
    for _ in 0..40 {
        let message = ws.next().await.expect("an answer to each message");
        limited |= message["error"]["code"] == "rate_limited";
    }
    assert!(limited, "the flood was not limited");

    // …and a client that keeps flooding is disconnected.
    let mut ws = server.ws(id).await;
    ws.next_state().await;
    for _ in 0..500 {
        if !ws.send_text(json!({"type": "sync"}).to_string()).await {
            break;
        }
    }
    assert!(ws.ends().await, "a flooding client must be disconnected");

    // An oversized message ends the connection.
    let mut ws = server.ws(id).await;
    ws.next_state().await;
    ws.send_text("x".repeat(64 * 1024)).await;
    assert!(ws.ends().await, "an oversized message must close the connection");

    // Others are unaffected.
    let (status, _) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    server.stop().await;
}

async fn resign_and_draw(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create_started(vs_person("asalto", false)).await;
    let id = created["id"].as_str().unwrap();
    let (me, other) = (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    let draw = format!("/api/games/{id}/draw");
    let (status, answer) = server.post(&draw, json!({"token": me, "action": "accept"})).await;
    assert_eq!(status, 409, "{answer}");
    let (status, offered) = server.post(&draw, json!({"token": me, "action": "offer"})).await;
    assert_eq!(status, 200);
    assert_eq!(offered["draw_offer"], created["side"]);
    let (status, drawn) = server.post(&draw, json!({"token": other, "action": "accept"})).await;
    assert_eq!(status, 200);
    assert_eq!(drawn["status"], "finished");
    assert_eq!(drawn["outcome"]["reason"], "agreement");
    assert!(drawn["outcome"]["winner"].is_null());

    let created = server.create(vs_person("asalto", false)).await;
    let id2 = created["id"].as_str().unwrap();
    let (status, resigned) =
        server.post(&format!("/api/games/{id2}/resign"), json!({"token": created["token"]})).await;
    assert_eq!(status, 200);
    assert_eq!(resigned["outcome"]["winner"], created["invite"]["side"]);
    assert_eq!(resigned["outcome"]["reason"], "resignation");
    let (status, answer) = server
        .post(
            &format!("/api/games/{id2}/moves"),
            json!({"token": created["invite"]["token"], "move": "a1-a2"}),
        )
        .await;
    assert_eq!((status, answer["error"]["code"].as_str()), (409, Some("game_over")));

    let (_, finished) = server.get("/api/games?status=finished&limit=100").await;
    let ids: Vec<&str> =
        finished["games"].as_array().unwrap().iter().filter_map(|g| g["id"].as_str()).collect();
    assert!(ids.contains(&id) && ids.contains(&id2), "{finished}");
    server.stop().await;

    // The declared results survive a restart.
    let server = TestServer::start(db).await;
    let (_, game) = server.get(&format!("/api/games/{id2}")).await;
    assert_eq!(game["outcome"]["reason"], "resignation");
    server.stop().await;
}

async fn hnefatafl_against_the_ai(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(vs_ai("hnefatafl-11", "defenders", 1)).await;
    let id = created["id"].as_str().unwrap();
    assert_eq!(created["game"]["board"]["kind"], "cells");
    // The AI has the attackers and moves first.
    let game = server.wait_ply(id, 1).await;
    assert_eq!(game["to_move"], "defenders");
    let (status, after) = server
        .post(
            &format!("/api/games/{id}/moves"),
            json!({"token": created["token"], "move": first_legal(&game)}),
        )
        .await;
    assert_eq!(status, 200, "{after}");
    server.wait_ply(id, 3).await;
    server.stop().await;
}

async fn replay_a_game_move_by_move(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let start = created["game"].clone();
    let mv = first_legal(&start);
    let (status, after) =
        server.post(&format!("/api/games/{id}/moves"), json!({"token": created["token"], "move": mv})).await;
    assert_eq!(status, 200);
    let (status, at0) = server.get(&format!("/api/games/{id}?ply=0")).await;
    assert_eq!(status, 200);
    assert_eq!(at0["pieces"], start["pieces"]);
    assert_eq!(at0["legal"], json!([]), "a replayed position offers no moves");
    let (_, at1) = server.get(&format!("/api/games/{id}?ply=1")).await;
    assert_eq!(at1["pieces"], after["pieces"]);
    let (status, answer) = server.get(&format!("/api/games/{id}?ply=9")).await;
    assert_eq!((status, answer["error"]["code"].as_str()), (400, Some("bad_query")));
    server.stop().await;
}

/// An error the rules gave says why in a stable `reason` with its `args`, which the page
/// renders from the Fluent files (`error-<reason>`) in the player's language.
async fn rules_errors_carry_their_reason(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let geese = created["token"].as_str().unwrap();
    let moves = format!("/api/games/{id}/moves");
    let (status, answer) = server.post(&moves, json!({"token": geese, "move": "c3-d3"})).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["error"]["code"], "illegal_move");
    assert_eq!(answer["error"]["reason"], "move-occupied", "{answer}");
    assert_eq!(answer["error"]["args"], json!({"point": "d3"}));
    assert_eq!(answer["error"]["message"], "d3 is occupied");
    let (_, answer) = server.post(&moves, json!({"token": geese, "move": "d4-d5"})).await;
    assert_eq!(answer["error"]["reason"], "move-not-your-turn", "{answer}");
    assert_eq!(
        answer["error"]["args"],
        json!({"side": {"side": "flock"}}),
        "a side is sent to be translated"
    );

    let mut body = vs_ai("fox-geese", "flock", 3);
    body["options"] = json!(["fox_wins_at=13"]);
    let (status, answer) = server.post("/api/games", body).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["error"]["code"], "bad_variant");
    assert_eq!(answer["error"]["reason"], "variant-threshold", "{answer}");
    assert_eq!(answer["error"]["args"], json!({"threshold": 13, "flock": 13}));
    let (_, answer) = server.post("/api/games", vs_ai("chess", "white", 3)).await;
    assert_eq!(answer["error"]["reason"], "unknown-variant", "{answer}");
    assert_eq!(answer["error"]["args"]["id"], "chess");

    // Errors the rules did not give have no reason.
    let (status, answer) = server.post(&moves, json!({"token": "0123", "move": "c3-c4"})).await;
    assert_eq!(status, 403);
    assert!(answer["error"].get("reason").is_none(), "{answer}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rejections_before_a_handler_are_json_too() {
    let db = support::sqlite();
    let server = TestServer::start(&db).await;
    for path in ["/api/games/%ff%fe", "/api/games/%ff%fe/moves", "/api/players/%C0"] {
        let method = if path.ends_with("moves") { "POST" } else { "GET" };
        let (status, head, body) = server.request_with_head(method, path, Some("{}"), true).await;
        assert!((400..500).contains(&status), "{path}: {status}");
        assert!(head.contains("content-type: application/json"), "{path}: {head}");
        assert!(body["error"]["code"].is_string() && body["error"]["message"].is_string(), "{path}: {body}");
    }
}

/// `GET /api/variants` gives each preset the options a player sets, with the preset's own
/// values and the choices, as the rules report them (`FamilyId::options`, the preset's
/// variant and `OptionSpec::choices`): the side names left out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn variants_carry_their_options() {
    use reynard_rules::{Family, FamilyId, VariantOptions, hunt, tafl};
    let server = TestServer::start(&support::sqlite()).await;
    let (status, list) = server.get("/api/variants").await;
    assert_eq!(status, 200, "{list}");
    let listed =
        |id: &str| list.as_array().unwrap().iter().find(|v| v["id"] == id).unwrap()["options"].clone();
    let expected = |family: FamilyId, get: &dyn Fn(&str) -> String| {
        let specs = family.options().iter().filter(|s| !s.key.ends_with("_name"));
        let options = specs.map(|s| json!({"key": s.key, "value": get(s.key), "choices": s.choices()}));
        serde_json::Value::Array(options.collect())
    };
    for id in ["fox-geese", "asalto", "coyote"] {
        let variant = hunt::Rules::preset_variant(id).unwrap();
        assert_eq!(listed(id), expected(FamilyId::Hunt, &|key| variant.get(key).unwrap()), "{id}");
    }
    let variant = <tafl::Rules>::preset_variant("hnefatafl-9").unwrap();
    assert_eq!(listed("hnefatafl-9"), expected(FamilyId::Tafl, &|key| variant.get(key).unwrap()));
    // The values differ from preset to preset, and typed values have no choices.
    let capture =
        |id: &str| listed(id).as_array().unwrap().iter().find(|o| o["key"] == "capture").unwrap().clone();
    assert_eq!(capture("fox-geese")["value"], "optional");
    assert_eq!(capture("asalto")["value"], "mandatory");
    assert_eq!(capture("asalto")["choices"], json!(["optional", "mandatory", "none"]));
    let flock = listed("fox-geese").as_array().unwrap().iter().find(|o| o["key"] == "flock").unwrap().clone();
    assert_eq!(flock, json!({"key": "flock", "value": "13", "choices": null}));
    server.stop().await;
}

/// The game's creator cannot start before the invited friend has joined, nor take the
/// friend's seat with the invitation: their browser keeps a cookie for the game that tells
/// them apart (and an account is told apart by itself).
async fn an_invitation_is_for_the_friend(db: &Db) {
    let server = TestServer::start(db).await;
    let body = vs_person("fox-geese", false).to_string();
    let (status, head, created) = server.request_with_head("POST", "/api/games", Some(&body), true).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let (geese, invite) = (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    let set_cookie = head.lines().find(|l| l.starts_with("set-cookie: reynard_creator=")).expect("a cookie");
    assert!(set_cookie.contains(&format!("path=/api/games/{id};")), "{set_cookie}");
    assert!(set_cookie.contains("httponly") && set_cookie.contains("samesite=strict"), "{set_cookie}");
    let cookie = format!("reynard_creator={geese}");
    let creator = [("Cookie", cookie.as_str())];
    let code = |v: &serde_json::Value| v["error"]["code"].as_str().unwrap_or("").to_string();
    let moves = format!("/api/games/{id}/moves");

    // The creator's move waits for the friend.
    let (status, refused) = server.post(&moves, json!({"token": geese, "move": "c3-c4"})).await;
    assert_eq!((status, code(&refused)), (409, "waiting".to_string()), "{refused}");
    // The creator's browser cannot take the friend's seat: not by joining, not by moving
    // for it.
    let join = json!({"token": invite}).to_string();
    let path = format!("/api/games/{id}/join");
    let (status, _, refused) = server.request_with_headers("POST", &path, Some(&join), true, &creator).await;
    assert_eq!((status, code(&refused)), (403, "own_invitation".to_string()), "{refused}");
    // An invitation acts only once its seat is taken.
    let resign = json!({"token": invite}).to_string();
    let path = format!("/api/games/{id}/resign");
    let (status, _, refused) =
        server.request_with_headers("POST", &path, Some(&resign), true, &creator).await;
    assert_eq!((status, code(&refused)), (409, "not_allowed".to_string()), "{refused}");
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let friends_seat =
        game["seats"].as_array().unwrap().iter().find(|s| s["side"] == created["invite"]["side"]);
    assert_eq!(
        (game["status"].as_str(), friends_seat.unwrap()["joined"].as_bool()),
        (Some("open"), Some(false))
    );

    // The friend joins (another browser); then the game starts.
    let (status, joined) = server.post(&format!("/api/games/{id}/join"), json!({"token": invite})).await;
    assert_eq!(status, 200, "{joined}");
    let (status, played) = server.post(&moves, json!({"token": geese, "move": "c3-c4"})).await;
    assert_eq!((status, played["ply"].as_u64()), (200, Some(1)), "{played}");
    // The friend has a token of their own: the invitation, which the creator saw, holds
    // nothing now.
    let (status, refused) = server.post(&moves, json!({"token": invite, "move": "d4-d5"})).await;
    assert_eq!((status, code(&refused)), (403, "bad_token".to_string()), "{refused}");
    let (status, played) = server.post(&moves, json!({"token": joined["token"], "move": "d4-d5"})).await;
    assert_eq!((status, played["ply"].as_u64()), (200, Some(2)), "{played}");

    // An account's own invitation, by the account.
    let (_, bearer) = server.register("inviter").await;
    let (status, mine) = server.post_as(&bearer, "/api/games", vs_person("coyote", false)).await;
    assert_eq!(status, 201, "{mine}");
    let path = format!("/api/games/{}/join", mine["id"].as_str().unwrap());
    let (status, refused) = server.post_as(&bearer, &path, json!({"token": mine["invite"]["token"]})).await;
    assert_eq!((status, code(&refused)), (403, "own_invitation".to_string()), "{refused}");
    server.stop().await;
}
