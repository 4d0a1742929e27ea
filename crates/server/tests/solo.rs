//! Peg solitaire and the Game of the Goose over the HTTP API, on a real server: every test
//! body runs against SQLite (a temp file) and against PostgreSQL (`REYNARD_TEST_PG_URL`;
//! required when `CI=true`).
#![allow(clippy::unwrap_used)]

mod support;

use reynard_rules::goose::GooseBoard;
use reynard_rules::goose::record::GooseRecord;
use serde_json::{Value, json};
use support::{Db, TestServer};

both_databases!(
    solitaire_jumps_chains_undo_and_hint,
    solitaire_bad_input_changes_nothing,
    solitaire_continues_after_a_restart,
    goose_people_and_computers_roll,
    goose_bad_input_changes_nothing,
    goose_on_a_board_file,
    goose_played_from_several_devices,
    solo_games_in_the_one_list,
    solo_games_shown_as_games,
    solo_errors_carry_their_reason,
    solo_games_played_as_games,
);

async fn created(server: &TestServer, path: &str, body: Value) -> (String, String, Value) {
    let (status, created) = server.post(path, body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    (id, token, created["game"].clone())
}

/// The landing holes of the peg on `from`.
fn landings(game: &Value, from: &str) -> Vec<String> {
    game["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["from"] == from)
        .map(|g| g["to"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

async fn solitaire_jumps_chains_undo_and_hint(db: &Db) {
    let server = TestServer::start(db).await;
    let (id, token, game) = created(&server, "/api/solitaire", json!({})).await;
    assert_eq!(game["holes"].as_array().unwrap().len(), 33);
    assert_eq!(game["pegs"].as_array().unwrap().len(), 32);
    assert_eq!(game["score"], 32);
    assert_eq!(landings(&game, "d2"), ["d4"]);
    assert_eq!(game["legal"].as_array().unwrap().len(), 4);

    // Follow the solver's hints to the perfect finish, jump by jump: the chains join.
    let mut game = game;
    let mut jumps = 0;
    while game["over"] == false {
        let (status, hint) = server.get(&format!("/api/solitaire/{id}/hint")).await;
        assert_eq!(status, 200, "{hint}");
        assert_eq!(hint["result"], "move", "{hint}");
        let path: Vec<&str> = hint["path"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
        for step in path.windows(2) {
            let mv = format!("{}-{}", step[0], step[1]);
            let (status, after) = server
                .post(
                    &format!("/api/solitaire/{id}/jumps"),
                    json!({"token": token, "move": mv, "ply": jumps}),
                )
                .await;
            assert_eq!(status, 200, "{after}");
            jumps += 1;
            game = after;
        }
        assert_eq!(game["moves"].as_array().unwrap().last().unwrap(), hint["move"].as_str().unwrap());
    }
    assert_eq!(game["perfect"], true);
    assert_eq!(game["score"], 1);
    assert_eq!(game["jumps"], 31);
    assert!(game["moves"].as_array().unwrap().len() < 31, "chains count once");
    assert_eq!(game["legal"].as_array().unwrap().len(), 0);
    assert_eq!(listed(&server, "finished", &id).await.unwrap()["reason"], "perfect");
    assert!(listed(&server, "running", &id).await.is_none());

    // Over: no more jumps, no hint; undo takes back the last move, chain and all.
    let (status, err) = server.get(&format!("/api/solitaire/{id}/hint")).await;
    assert_eq!((status, err["error"]["code"].as_str()), (409, Some("game_over")));
    let moves = game["moves"].as_array().unwrap().len();
    let (status, undone) = server.post(&format!("/api/solitaire/{id}/undo"), json!({"token": token})).await;
    assert_eq!(status, 200, "{undone}");
    assert_eq!(undone["moves"].as_array().unwrap().len(), moves - 1);
    assert_eq!(undone["over"], false);
    assert!(listed(&server, "running", &id).await.is_some(), "undone: in play again");
    assert!(listed(&server, "finished", &id).await.is_none());
    server.stop().await;
}

async fn solitaire_bad_input_changes_nothing(db: &Db) {
    let server = TestServer::start(db).await;
    let (status, err) = server.post("/api/solitaire", json!({"start": "a1"})).await;
    assert_eq!((status, err["error"]["code"].as_str()), (400, Some("bad_variant")), "{err}");
    let (status, err) = server.post("/api/solitaire", json!({"start": "d4", "colour": "red"})).await;
    assert_eq!((status, err["error"]["code"].as_str()), (400, Some("bad_json")), "{err}");
    let (id, token, game) = created(&server, "/api/solitaire", json!({"start": "c1", "finish": "c1"})).await;
    assert_eq!(game["start"], "c1");
    assert!(!game["pegs"].as_array().unwrap().contains(&json!("c1")));
    let path = format!("/api/solitaire/{id}/jumps");

    let cases = [
        (json!({"token": token, "move": "d4xd6"}), 422, "illegal_move"),
        (json!({"token": token, "move": "nonsense"}), 422, "illegal_move"),
        (json!({"token": "0".repeat(32), "move": "c3xc1"}), 403, "bad_token"),
        (json!({"token": token, "move": "c3xc1", "ply": 4}), 409, "stale"),
        (json!({"token": token, "move": "c3xc1", "extra": 1}), 400, "bad_json"),
        (json!({"token": token}), 400, "bad_json"),
    ];
    for (body, want_status, want_code) in cases {
        let (status, err) = server.post(&path, body.clone()).await;
        assert_eq!((status, err["error"]["code"].as_str()), (want_status, Some(want_code)), "{body}: {err}");
    }
    let (status, err) = server.request("POST", &path, Some("{not json"), true).await;
    assert_eq!((status, err["error"]["code"].as_str()), (400, Some("bad_json")));
    let huge = json!({"token": token, "move": "x".repeat(20_000)}).to_string();
    let (status, err) = server.request("POST", &path, Some(&huge), true).await;
    assert_eq!((status, err["error"]["code"].as_str()), (413, Some("too_large")));
    let (status, err) = server.request("POST", &path, Some("{}"), false).await;
    assert_eq!((status, err["error"]["code"].as_str()), (415, Some("bad_content_type")));
    let (status, err) = server.post(&format!("/api/solitaire/{id}/undo"), json!({"token": token})).await;
    assert_eq!((status, err["error"]["code"].as_str()), (409, Some("not_allowed")));
    let (status, _) = server.get("/api/solitaire/abcdefghjkmn").await;
    assert_eq!(status, 404);
    let (status, _) = server.get(&format!("/api/goose/{id}")).await;
    assert_eq!(status, 404, "a solitaire id is no goose game");

    let (_, after) = server.get(&format!("/api/solitaire/{id}")).await;
    assert_eq!(after["jumps"], 0);
    assert_eq!(after["pegs"], game["pegs"]);
    server.stop().await;
}

async fn solitaire_continues_after_a_restart(db: &Db) {
    let server = TestServer::start(db).await;
    let (id, token, _) = created(&server, "/api/solitaire", json!({})).await;
    for (ply, mv) in ["d2xd4", "f3xd3"].into_iter().enumerate() {
        let (status, game) = server
            .post(&format!("/api/solitaire/{id}/jumps"), json!({"token": token, "move": mv, "ply": ply}))
            .await;
        assert_eq!(status, 200, "{game}");
    }
    server.stop().await;
    let server = TestServer::start(db).await;
    let (status, game) = server.get(&format!("/api/solitaire/{id}")).await;
    assert_eq!(status, 200, "{game}");
    assert_eq!(game["moves"], json!(["d2xd4", "f3xd3"]));
    assert_eq!(game["score"], 30);
    server.stop().await;
}

async fn goose_people_and_computers_roll(db: &Db) {
    let server = TestServer::start(db).await;
    let body = json!({"players": ["computer", "person", "computer"], "seed": 42});
    let (id, token, game) = created(&server, "/api/goose", body).await;
    // The computer in seat 1 rolled at creation; the person is to roll.
    assert_eq!(game["to_move"], 2);
    assert_eq!(game["turns"], 1);
    assert_eq!(game["seed"], 42);
    assert_eq!(game["last_turns"][0]["player"], 1);
    assert_eq!(game["last_turns"][0]["rolls"][0]["dice"], json!([5]));
    assert!(game["specials"].as_array().unwrap().iter().any(|s| s["name"] == "bridge" && s["to"] == 12));

    let mut game = game;
    let mut turns = 1;
    while game["winner"].is_null() {
        assert_eq!(game["to_move"], 2, "only the person waits for a roll");
        let (status, after) =
            server.post(&format!("/api/goose/{id}/roll"), json!({"token": token, "turn": turns})).await;
        assert_eq!(status, 200, "{after}");
        assert!(after["turns"].as_u64().unwrap() > turns);
        turns = after["turns"].as_u64().unwrap();
        game = after;
    }
    assert!(game["players"].as_array().unwrap().iter().any(|p| p["square"] == 63));
    let (status, err) = server.post(&format!("/api/goose/{id}/roll"), json!({"token": token})).await;
    assert_eq!((status, err["error"]["code"].as_str()), (409, Some("game_over")));

    // After a restart the game is the same; its record replays exactly.
    server.stop().await;
    let server = TestServer::start(db).await;
    let (_, again) = server.get(&format!("/api/goose/{id}")).await;
    assert_eq!(again, game);
    let (status, record) = server.get(&format!("/api/goose/{id}/record")).await;
    assert_eq!(status, 200);
    let record = GooseRecord::parse(record.as_str().unwrap()).unwrap();
    let replayed = record.replay(GooseBoard::default()).unwrap();
    assert_eq!(replayed.turns().len() as u64, turns);
    assert_eq!(replayed.winner().map(|w| w + 1), game["winner"].as_u64().map(|w| w as usize));
    server.stop().await;
}

async fn goose_bad_input_changes_nothing(db: &Db) {
    let server = TestServer::start(db).await;
    for (body, code) in [
        (json!({"players": ["person"]}), "bad_variant"),
        (json!({"players": vec!["person"; 7]}), "bad_variant"),
        (json!({"players": ["person", "robot"]}), "bad_json"),
        (json!({"players": ["person", "person"], "dice": 3}), "bad_variant"),
        (json!({"players": ["person", "person"], "rule": "fly"}), "bad_variant"),
        (json!({"players": ["person", "person"], "seed": -1}), "bad_json"),
        (json!({"players": ["person", "person"], "colour": 1}), "bad_json"),
    ] {
        let (status, err) = server.post("/api/goose", body.clone()).await;
        assert_eq!((status, err["error"]["code"].as_str()), (400, Some(code)), "{body}: {err}");
    }
    let (id, token, game) =
        created(&server, "/api/goose", json!({"players": ["person", "person"], "dice": 2})).await;
    assert_eq!(game["turns"], 0);
    assert_eq!(game["to_move"], 1);
    let roll = format!("/api/goose/{id}/roll");
    for (body, status_code) in [
        (json!({"token": "f".repeat(32)}), (403, "bad_token")),
        (json!({"token": token, "turn": 3}), (409, "stale")),
        (json!({"token": token, "dice": 6}), (400, "bad_json")),
    ] {
        let (status, err) = server.post(&roll, body.clone()).await;
        assert_eq!((status, err["error"]["code"].as_str().unwrap()), status_code, "{body}: {err}");
    }
    let (_, same) = server.get(&format!("/api/goose/{id}")).await;
    assert_eq!(same, game);
    let (status, rolled) = server.post(&roll, json!({"token": token, "turn": 0})).await;
    assert_eq!(status, 200, "{rolled}");
    assert_eq!(rolled["last_turns"][0]["rolls"][0]["dice"].as_array().unwrap().len(), 2);
    server.stop().await;
}

/// A small board file: a bridge from 3 to 40 and a goose on 7; nothing else is special.
const BOARD: &str = "name = \"short cut\"\ngeese = [7]\n[[square]]\nat = 3\nname = \"bridge\"\nto = 40\n";

async fn goose_on_a_board_file(db: &Db) {
    let server = TestServer::start(db).await;
    let body = json!({"players": ["computer", "computer"], "seed": 5, "board": BOARD});
    let (id, _, game) = created(&server, "/api/goose", body).await;
    assert_eq!(game["board"], "short cut");
    let specials = game["specials"].as_array().unwrap();
    assert_eq!(specials.len(), 2, "{specials:?}");
    assert!(specials.iter().any(|s| s["name"] == "bridge" && s["to"] == 40), "{specials:?}");
    assert!(!game["winner"].is_null(), "two computers play to the end");

    // After a restart the game is on the same board; the record replays on it exactly.
    server.stop().await;
    let server = TestServer::start(db).await;
    let (_, again) = server.get(&format!("/api/goose/{id}")).await;
    assert_eq!(again, game);
    let (_, record) = server.get(&format!("/api/goose/{id}/record")).await;
    let record = GooseRecord::parse(record.as_str().unwrap()).unwrap();
    assert_eq!(record.board().unwrap(), "custom: short cut");
    let replayed = record.replay(GooseBoard::from_toml(BOARD).unwrap()).unwrap();
    assert_eq!(replayed.turns().len() as u64, game["turns"].as_u64().unwrap());

    // A board that calls itself `default`, over two lines, is still named as uploaded.
    let odd = BOARD.replace("short cut", "default\\nsecond line");
    let (id, _, _) =
        created(&server, "/api/goose", json!({"players": ["computer", "computer"], "board": odd})).await;
    let (_, record) = server.get(&format!("/api/goose/{id}/record")).await;
    let record = GooseRecord::parse(record.as_str().unwrap()).unwrap();
    assert_eq!(record.board().unwrap(), "custom: default second line");

    // A broken board file is refused with the square at fault, and nothing is created.
    let broken = json!({"players": ["person", "person"], "board": "geese = [70]"});
    let (status, err) = server.post("/api/goose", broken).await;
    assert_eq!((status, err["error"]["code"].as_str()), (400, Some("bad_variant")), "{err}");
    assert!(err["error"]["message"].as_str().unwrap().contains("70"), "{err}");
    server.stop().await;
}

async fn goose_played_from_several_devices(db: &Db) {
    let server = TestServer::start(db).await;
    let body = json!({"players": ["person", "computer", "person"], "seed": 9, "online": true});
    let (status, created) = server.post("/api/goose", body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let host = created["token"].as_str().unwrap();
    // The creator plays the first person; the other person gets a token of their own.
    let invites = created["invites"].as_array().unwrap();
    assert_eq!((invites[0].is_null(), invites[1].is_null()), (true, true), "{created}");
    let guest = invites[2].as_str().unwrap();
    let invited: Vec<bool> = created["game"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["invited"].as_bool().unwrap())
        .collect();
    assert_eq!(invited, [false, false, true]);

    let roll = format!("/api/goose/{id}/roll");
    let mut game = created["game"].clone();
    let mut rolled = [0, 0];
    while game["winner"].is_null() {
        let (mover, other) = if game["to_move"] == 1 { (host, guest) } else { (guest, host) };
        // Only the player to move may roll: the other's token is refused, nothing changes.
        let (status, err) = server.post(&roll, json!({"token": other})).await;
        assert_eq!((status, err["error"]["code"].as_str()), (403, Some("bad_token")), "{game}");
        let (status, after) = server.post(&roll, json!({"token": mover, "turn": game["turns"]})).await;
        assert_eq!(status, 200, "{after}");
        rolled[usize::from(mover == guest)] += 1;
        game = after;
    }
    assert!(rolled[0] > 0 && rolled[1] > 0, "both players rolled: {rolled:?}");
    // The state never shows a token.
    let (_, again) = server.get(&format!("/api/goose/{id}")).await;
    assert_eq!(again, game);
    assert!(!again.to_string().contains(guest));
    server.stop().await;
}

/// The game `id` in the list of games with this status, if it is there.
async fn listed(server: &TestServer, status: &str, id: &str) -> Option<Value> {
    let (code, list) = server.get(&format!("/api/games?status={status}&limit=100")).await;
    assert_eq!(code, 200, "{list}");
    list["games"].as_array().unwrap().iter().find(|g| g["id"] == id).cloned()
}

/// The ids and families of a list answer, in order, of the games in `ids` (the PostgreSQL
/// database is shared with the other tests: their games are in the lists too).
fn ids_and_families(list: &Value, ids: &[&str]) -> Vec<(String, String)> {
    let games = list["games"].as_array().unwrap();
    let updated: Vec<i64> = games.iter().map(|g| g["updated_ms"].as_i64().unwrap()).collect();
    assert!(updated.windows(2).all(|w| w[0] >= w[1]), "newest first: {updated:?}");
    games
        .iter()
        .filter(|g| ids.iter().any(|id| g["id"] == *id))
        .map(|g| (g["id"].as_str().unwrap().into(), g["family"].as_str().unwrap().into()))
        .collect()
}

/// Waits a little, so that the next change is stored in a later millisecond.
async fn tick() {
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
}

async fn solo_games_in_the_one_list(db: &Db) {
    let server = TestServer::start(db).await;
    // The creator moves first: the computer waits, the game stays as created.
    let duel = server.create(json!({"preset": "fox-geese", "opponent": {"type": "ai", "level": 1}})).await;
    let duel = duel["id"].as_str().unwrap().to_string();
    tick().await;
    let (solitaire, token, _) = created(&server, "/api/solitaire", json!({})).await;
    tick().await;
    let (done, _, finished) =
        created(&server, "/api/goose", json!({"players": ["computer", "computer"], "seed": 3})).await;
    tick().await;
    let (goose, _, _) = created(&server, "/api/goose", json!({"players": ["person", "computer"]})).await;

    let entry = |id: &str, family: &str| (id.to_string(), family.to_string());
    let ids = [duel.as_str(), &solitaire, &done, &goose];
    let (status, all) = server.get("/api/games?limit=100").await;
    assert_eq!(status, 200, "{all}");
    assert_eq!(
        ids_and_families(&all, &ids),
        [entry(&goose, "goose"), entry(&done, "goose"), entry(&solitaire, "solitaire"), entry(&duel, "hunt")],
        "newest first, every family"
    );
    let (_, running) = server.get("/api/games?status=running&limit=100").await;
    assert_eq!(
        ids_and_families(&running, &ids),
        [entry(&goose, "goose"), entry(&solitaire, "solitaire"), entry(&duel, "hunt")]
    );
    let (_, two) = server.get("/api/games?limit=2").await;
    assert_eq!(two["games"].as_array().unwrap().len(), 2, "{two}");
    ids_and_families(&two, &[]);
    let (_, open) = server.get("/api/games?status=open&limit=100").await;
    assert_eq!(ids_and_families(&open, &ids), []);

    // The same summary shape: a finished goose game names its winner's seat.
    let over = listed(&server, "finished", &done).await.unwrap();
    let winner = finished["winner"].as_u64().unwrap();
    assert_eq!(over["result"], format!("p{winner}"));
    assert_eq!(
        (over["reason"].as_str(), over["status"].as_str(), over["preset"].as_str()),
        (Some("finish"), Some("finished"), Some("goose"))
    );
    assert_eq!(over["ply"], finished["turns"]);
    let seats: Vec<&str> =
        over["seats"].as_array().unwrap().iter().map(|s| s["player"].as_str().unwrap()).collect();
    assert_eq!(seats, ["ai", "ai"]);
    assert!(over["updated_ms"].as_i64().unwrap() > 0);

    // A jump brings the solitaire to the top, with its jumps as the ply.
    tick().await;
    let (status, _) = server
        .post(&format!("/api/solitaire/{solitaire}/jumps"), json!({"token": token, "move": "d2xd4"}))
        .await;
    assert_eq!(status, 200);
    let (_, running) = server.get("/api/games?status=running&limit=100").await;
    assert_eq!(ids_and_families(&running, &ids)[0], entry(&solitaire, "solitaire"));
    let moved = listed(&server, "running", &solitaire).await.unwrap();
    assert_eq!(moved["ply"], 1);
    assert_eq!(moved["seats"].as_array().unwrap().len(), 1);
    server.stop().await;
}

async fn solo_games_shown_as_games(db: &Db) {
    let server = TestServer::start(db).await;
    let (solitaire, token, _) = created(&server, "/api/solitaire", json!({"start": "c1"})).await;
    let (status, _) = server
        .post(&format!("/api/solitaire/{solitaire}/jumps"), json!({"token": token, "move": "c3xc1"}))
        .await;
    assert_eq!(status, 200);
    let (status, shown) = server.get(&format!("/api/games/{solitaire}")).await;
    assert_eq!(status, 200, "{shown}");
    assert_eq!(shown["family"], "solitaire");
    assert_eq!(shown["moves"], json!(["c3xc1"]));
    let (_, own) = server.get(&format!("/api/solitaire/{solitaire}")).await;
    assert_eq!(shown, own, "the same state at either address");

    let (goose, _, created_state) =
        created(&server, "/api/goose", json!({"players": ["computer", "person"]})).await;
    let (status, shown) = server.get(&format!("/api/games/{goose}")).await;
    assert_eq!(status, 200, "{shown}");
    assert_eq!(shown["family"], "goose");
    assert_eq!(shown, created_state);

    let (status, err) = server.get(&format!("/api/games/{goose}?ply=0")).await;
    assert_eq!((status, err["error"]["code"].as_str()), (400, Some("bad_query")), "{err}");
    let (status, err) = server.get("/api/games/abcdefghjkmn").await;
    assert_eq!((status, err["error"]["code"].as_str()), (404, Some("not_found")), "{err}");
    server.stop().await;
}

async fn solo_errors_carry_their_reason(db: &Db) {
    let server = TestServer::start(db).await;
    let refused = |answer: &(u16, Value)| {
        let error = &answer.1["error"];
        (
            answer.0,
            error["code"].as_str().map(str::to_string),
            error["reason"].as_str().map(str::to_string),
            error["args"].clone(),
        )
    };
    let expect = |status: u16, code: &str, reason: &str, args: Value| {
        (status, Some(code.to_string()), Some(reason.to_string()), args)
    };

    let answer = server.post("/api/solitaire", json!({"start": "a1"})).await;
    assert_eq!(refused(&answer), expect(400, "bad_variant", "solitaire-hole", json!({"hole": "a1"})));
    let (id, token, _) = created(&server, "/api/solitaire", json!({})).await;
    let jumps = format!("/api/solitaire/{id}/jumps");
    for (mv, reason, args) in [
        ("d3xd5", "solitaire-not-a-jump", json!({"from": "d3", "to": "d5"})),
        ("d4xd6", "solitaire-no-peg", json!({"hole": "d4"})),
        ("nonsense", "solitaire-move-text", json!({"text": "nonsense"})),
        ("d2xz9", "solitaire-hole", json!({"hole": "z9"})),
    ] {
        let answer = server.post(&jumps, json!({"token": token, "move": mv})).await;
        assert_eq!(refused(&answer), expect(422, "illegal_move", reason, args), "{mv}");
    }
    let (_, game) = server.get(&format!("/api/solitaire/{id}")).await;
    assert_eq!(game["jumps"], 0, "nothing was played");

    for (body, reason, args) in [
        (json!({"players": vec!["person"; 7]}), "goose-players", json!({"count": 7})),
        (json!({"players": ["person", "person"], "dice": 3}), "goose-dice", json!({"count": 3})),
        (json!({"players": ["person", "person"], "rule": "fly"}), "goose-rule", json!({"rule": "fly"})),
        (
            json!({"players": ["person", "person"], "board": "geese = [70]"}),
            "goose-board",
            json!({"error": {"message": "error-goose-board-square", "args": {"at": 70}}}),
        ),
    ] {
        let answer = server.post("/api/goose", body.clone()).await;
        assert_eq!(refused(&answer), expect(400, "bad_variant", reason, args), "{body}");
    }

    // Errors that are not the rules' carry no reason, as for two-player games.
    let answer = server.post(&jumps, json!({"token": "0".repeat(32), "move": "d2xd4"})).await;
    assert_eq!(refused(&answer), (403, Some("bad_token".to_string()), None, Value::Null));
    server.stop().await;
}

async fn solo_games_played_as_games(db: &Db) {
    let server = TestServer::start(db).await;
    let code = |answer: &Value| answer["error"]["code"].as_str().map(str::to_string);
    let (id, token, _) = created(&server, "/api/solitaire", json!({})).await;
    let (moves, undo) = (format!("/api/games/{id}/moves"), format!("/api/games/{id}/undo"));
    let (status, game) = server.post(&moves, json!({"token": token, "move": "d2xd4", "ply": 0})).await;
    assert_eq!(status, 200, "{game}");
    assert_eq!((game["family"].as_str(), game["jumps"].as_u64()), (Some("solitaire"), Some(1)));
    let (status, err) = server.post(&moves, json!({"token": token, "move": "f3xd3", "ply": 0})).await;
    assert_eq!((status, code(&err)), (409, Some("stale".into())), "{err}");
    let (status, err) = server.post(&moves, json!({"token": token, "move": "d2xd4"})).await;
    assert_eq!((status, err["error"]["reason"].as_str()), (422, Some("solitaire-no-peg")), "{err}");
    let (status, err) = server.post(&moves, json!({"token": "0".repeat(32), "move": "f3xd3"})).await;
    assert_eq!((status, code(&err)), (403, Some("bad_token".into())), "{err}");
    let (status, game) = server.post(&undo, json!({"token": token})).await;
    assert_eq!((status, game["jumps"].as_u64()), (200, Some(0)), "{game}");
    let (_, own) = server.get(&format!("/api/solitaire/{id}")).await;
    assert_eq!(own, game, "stored: the game's own address agrees");

    let (id, token, game) = created(&server, "/api/goose", json!({"players": ["person", "computer"]})).await;
    let moves = format!("/api/games/{id}/moves");
    let (status, err) = server.post(&moves, json!({"token": token, "move": "jump"})).await;
    assert_eq!(status, 422, "{err}");
    assert_eq!(
        (err["error"]["reason"].as_str(), &err["error"]["args"]),
        (Some("goose-move-text"), &json!({"text": "jump"}))
    );
    let (status, rolled) =
        server.post(&moves, json!({"token": token, "move": "roll", "ply": game["turns"]})).await;
    assert_eq!(status, 200, "{rolled}");
    assert_eq!(rolled["family"], "goose");
    assert!(rolled["turns"].as_u64().unwrap() > game["turns"].as_u64().unwrap());
    let (status, err) = server.post(&format!("/api/games/{id}/undo"), json!({"token": token})).await;
    assert_eq!((status, code(&err)), (409, Some("not_allowed".into())), "{err}");
    let (status, err) =
        server.post("/api/games/abcdefghjkmn/moves", json!({"token": token, "move": "roll"})).await;
    assert_eq!((status, code(&err)), (404, Some("not_found".into())), "{err}");
    server.stop().await;
}
