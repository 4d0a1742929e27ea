//! Moderation and the players' own data: blocks, reports, the moderators' API (closing an
//! account, the leaderboards, chat lines, the audit log), deleting one's account and
//! exporting one's data — on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use futures_util::StreamExt;
use serde_json::{Value, json};
use support::{Db, TestServer, unique_name, vs_person};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

both_databases!(
    a_block_keeps_challenges_pairing_and_chat_away,
    reports_reach_moderators_only,
    a_closed_account_loses_its_games_and_cannot_log_in,
    moderators_keep_accounts_off_the_leaderboards,
    moderators_remove_chat_lines,
    a_deleted_account_leaves_its_games_under_another_name,
    the_export_has_the_account_and_every_game,
);

/// A request with a bearer token and a JSON body, any method.
async fn send_as(server: &TestServer, method: &str, bearer: &str, path: &str, body: Value) -> (u16, Value) {
    let auth = format!("Bearer {bearer}");
    let body = body.to_string();
    let (status, _, value) =
        server.request_with_headers(method, path, Some(&body), true, &[("Authorization", &auth)]).await;
    (status, value)
}

/// Registers an account and makes it a moderator, as `reynard admin grant` does.
async fn moderator(server: &TestServer, db: &Db) -> (String, String) {
    let (name, token) = server.register("Mod").await;
    let store = reynard_server::Store::open(&db.url).await.unwrap();
    assert!(store.set_role(&name.to_lowercase(), "moderator", true, 0).await.unwrap());
    (name, token)
}

/// `from` challenges `to` to a game of coyote, which `to` accepts: the game's id.
async fn challenge_game(server: &TestServer, from: &str, to: (&str, &str), rated: bool) -> String {
    let body = json!({"preset": "coyote", "rated": rated});
    let (status, made) = server.post_as(from, &format!("/api/challenge/{}", to.0), body).await;
    assert_eq!(status, 201, "{made}");
    let path = format!("/api/challenge/{}/accept", made["id"].as_str().unwrap());
    let (status, accepted) = server.post_as(to.1, &path, json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    accepted["game"].as_str().unwrap().to_string()
}

/// The audit log's lines of an action on a target, as a moderator reads them.
async fn audited(server: &TestServer, moderator: &str, action: &str, target: &str) -> Vec<Value> {
    let (status, log) = server.get_as(moderator, "/api/mod/audit").await;
    assert_eq!(status, 200, "{log}");
    log.as_array()
        .unwrap()
        .iter()
        .filter(|l| l["action"] == action && l["target"] == target)
        .cloned()
        .collect()
}

fn code(answer: &(u16, Value)) -> (u16, Option<&str>) {
    (answer.0, answer.1["error"]["code"].as_str())
}

/// The texts of a game's players' chat as `bearer` reads it.
async fn chat_texts(server: &TestServer, bearer: &str, id: &str) -> Vec<String> {
    let (status, lines) = server.get_as(bearer, &format!("/api/games/{id}/chat")).await;
    assert_eq!(status, 200, "{lines}");
    lines.as_array().unwrap().iter().map(|l| l["text"].as_str().unwrap().to_string()).collect()
}

/// A seek whose game no other test asks for (a clock of its own).
fn own_seek() -> Value {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    json!({"preset": "coyote", "clock": {"initial_s": 1000 + nanos % 9000, "increment_s": 179}})
}

async fn a_block_keeps_challenges_pairing_and_chat_away(db: &Db) {
    let server = TestServer::start(db).await;
    let (ania, ania_token) = server.register("Ania").await;
    let (borys, borys_token) = server.register("Borys").await;
    // A game from before the block, to chat in.
    let id = challenge_game(&server, &borys_token, (&ania, &ania_token), false).await;
    // Ania watches it from before the block.
    let mut request = format!("ws://{}/api/games/{id}/ws", server.addr).into_client_request().unwrap();
    request.headers_mut().insert("authorization", format!("Bearer {ania_token}").parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();

    let (status, _) = server.post_as(&ania_token, &format!("/api/players/{borys}/block"), json!({})).await;
    assert_eq!(status, 200);
    let (_, blocks) = server.get_as(&ania_token, "/api/account/blocks").await;
    assert_eq!(blocks.as_array().unwrap().len(), 1);
    assert_eq!(blocks[0]["name"], borys.as_str());
    let refused =
        server.post_as(&borys_token, &format!("/api/challenge/{ania}"), json!({"preset": "coyote"})).await;
    assert_eq!(code(&refused), (403, Some("forbidden")), "a challenge from the blocked player");
    let (status, _) =
        server.post_as(&ania_token, &format!("/api/challenge/{borys}"), json!({"preset": "coyote"})).await;
    assert_eq!(status, 201, "a block is one-way: the blocker may still challenge");

    // Seeks: the blocked player cannot take the blocker's seek, nor be paired with them.
    let seek = own_seek();
    let (status, made) = server.post_as(&ania_token, "/api/seeks", seek.clone()).await;
    assert_eq!(status, 201, "{made}");
    let taken = server
        .post_as(&borys_token, &format!("/api/seeks/{}/accept", made["id"].as_str().unwrap()), json!({}))
        .await;
    assert_eq!(code(&taken), (403, Some("forbidden")));
    let listed = |seeks: Value| seeks["seeks"].as_array().unwrap().iter().any(|s| s["id"] == made["id"]);
    assert!(!listed(server.get_as(&borys_token, "/api/seeks").await.1), "the lobby hides the blocker's seek");
    assert!(listed(server.get("/api/seeks").await.1), "from others it does not");
    let (status, paired) = server.post_as(&borys_token, "/api/pairing", seek).await;
    assert_eq!(status, 201, "not paired with the blocker: a seek of one's own: {paired}");

    // Chat: the blocker no longer sees the blocked player's lines, live or in the history
    // (live also on a connection opened before the block, once it has read the blocks
    // again: within two seconds).
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    let (status, _) =
        server.post_as(&borys_token, &format!("/api/games/{id}/chat"), json!({"text": "from borys"})).await;
    assert_eq!(status, 200);
    let (status, _) =
        server.post_as(&ania_token, &format!("/api/games/{id}/chat"), json!({"text": "from ania"})).await;
    assert_eq!(status, 200);
    let first_chat = loop {
        let message = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next()).await.unwrap();
        let Some(Ok(Message::Text(text))) = message else { panic!("the connection ended") };
        let message: Value = serde_json::from_str(text.as_str()).unwrap();
        if message["type"] == "chat" {
            break message;
        }
    };
    assert_eq!(first_chat["text"], "from ania", "the blocked player's line was not sent");
    assert_eq!(chat_texts(&server, &ania_token, &id).await, ["from ania"]);
    assert_eq!(chat_texts(&server, &borys_token, &id).await, ["from borys", "from ania"]);
    // And in a tournament's chat.
    let club = json!({"name": "Club", "preset": "fox-geese", "format": "swiss", "rounds": 3,
                      "clock": {"initial_s": 300, "increment_s": 5}});
    let (status, made) = server.post_as(&ania_token, "/api/tournaments", club).await;
    assert_eq!(status, 201, "{made}");
    let tournament_chat = format!("/api/tournaments/{}/chat", made["id"].as_str().unwrap());
    for (token, text) in [(&borys_token, "borys here"), (&ania_token, "ania here")] {
        assert_eq!(server.post_as(token, &tournament_chat, json!({"text": text})).await.0, 200);
    }
    let texts = |lines: Value| -> Vec<String> {
        lines.as_array().unwrap().iter().map(|l| l["text"].as_str().unwrap().to_string()).collect()
    };
    assert_eq!(texts(server.get_as(&ania_token, &tournament_chat).await.1), ["ania here"]);
    assert_eq!(texts(server.get(&tournament_chat).await.1), ["borys here", "ania here"]);

    // Unblocked: challenges and lines come through again.
    let (status, _) =
        send_as(&server, "DELETE", &ania_token, &format!("/api/players/{borys}/block"), json!({})).await;
    assert_eq!(status, 200);
    let again =
        send_as(&server, "DELETE", &ania_token, &format!("/api/players/{borys}/block"), json!({})).await;
    assert_eq!(again.0, 404);
    let (status, _) =
        server.post_as(&borys_token, &format!("/api/challenge/{ania}"), json!({"preset": "coyote"})).await;
    assert_eq!(status, 201);
    assert_eq!(chat_texts(&server, &ania_token, &id).await, ["from borys", "from ania"]);
    let (_, blocks) = server.get_as(&ania_token, "/api/account/blocks").await;
    assert_eq!(blocks, json!([]));
}

async fn reports_reach_moderators_only(db: &Db) {
    let server = TestServer::start(db).await;
    let (_, ania_token) = server.register("Ania").await;
    let (borys, _) = server.register("Borys").await;
    let (_, mod_token) = moderator(&server, db).await;
    let report = json!({"player": borys, "reason": "abuse", "text": "rude in the chat"});
    let (status, made) = server.post_as(&ania_token, "/api/reports", report.clone()).await;
    assert_eq!(status, 201, "{made}");
    let report_id = made["id"].as_str().unwrap().to_string();
    let twice = server.post_as(&ania_token, "/api/reports", report).await;
    assert_eq!(code(&twice), (409, Some("not_allowed")), "one open report per reporter and target");
    for bad in [
        json!({"player": borys, "reason": "boredom"}),
        json!({"player": borys, "reason": "other", "text": "x".repeat(501)}),
        json!({"reason": "other"}),
    ] {
        let refused = server.post_as(&ania_token, "/api/reports", bad).await;
        assert_eq!(code(&refused), (400, Some("bad_json")), "{}", refused.1);
    }
    let game = server.create(vs_person("coyote", false)).await;
    let game_id = game["id"].as_str().unwrap().to_string();
    let (status, _) =
        server.post_as(&ania_token, "/api/reports", json!({"game": game_id, "reason": "cheating"})).await;
    assert_eq!(status, 201);
    let (status, _) = server.post("/api/reports", json!({"game": game_id, "reason": "cheating"})).await;
    assert_eq!(status, 401, "reports come from accounts");

    // Only moderators read them.
    assert_eq!(code(&server.get_as(&ania_token, "/api/mod/reports").await), (403, Some("forbidden")));
    assert_eq!(server.get("/api/mod/reports").await.0, 401);
    let (status, open) = server.get_as(&mod_token, "/api/mod/reports").await;
    assert_eq!(status, 200);
    let mine = open.as_array().unwrap().iter().find(|r| r["id"] == report_id.as_str()).unwrap().clone();
    assert_eq!((mine["player"].as_str(), mine["reason"].as_str()), (Some(borys.as_str()), Some("abuse")));
    assert_eq!(mine["text"], "rude in the chat");
    assert!(open.as_array().unwrap().iter().any(|r| r["game"] == game_id.as_str()));
    let close = format!("/api/mod/reports/{report_id}/close");
    assert_eq!(server.post_as(&ania_token, &close, json!({"reason": "x"})).await.0, 403);
    let (status, _) = server.post_as(&mod_token, &close, json!({"reason": "warned them"})).await;
    assert_eq!(status, 200);
    assert_eq!(server.post_as(&mod_token, &close, json!({"reason": "again"})).await.0, 404);
    let (_, open) = server.get_as(&mod_token, "/api/mod/reports").await;
    assert!(open.as_array().unwrap().iter().all(|r| r["id"] != report_id.as_str()));
    let (_, closed) = server.get_as(&mod_token, "/api/mod/reports?status=closed").await;
    let done = closed.as_array().unwrap().iter().find(|r| r["id"] == report_id.as_str()).unwrap();
    assert_eq!(done["resolution"], "warned them");
    assert_eq!(audited(&server, &mod_token, "close_report", &report_id).await.len(), 1);
    // Once closed, the same target may be reported again.
    let (status, _) =
        server.post_as(&ania_token, "/api/reports", json!({"player": borys, "reason": "name"})).await;
    assert_eq!(status, 201);

    // At most ten reports an hour: three made, seven more pass, the next is refused.
    for _ in 0..7 {
        let game = server.create(vs_person("coyote", false)).await;
        let (status, _) =
            server.post_as(&ania_token, "/api/reports", json!({"game": game["id"], "reason": "other"})).await;
        assert_eq!(status, 201);
    }
    let game = server.create(vs_person("coyote", false)).await;
    let refused =
        server.post_as(&ania_token, "/api/reports", json!({"game": game["id"], "reason": "other"})).await;
    assert_eq!(code(&refused), (429, Some("rate_limited")));
}

async fn a_closed_account_loses_its_games_and_cannot_log_in(db: &Db) {
    let server = TestServer::start(db).await;
    let (xena, xena_token) = server.register("Xena").await;
    let (yuri, yuri_token) = server.register("Yuri").await;
    let (_, mod_token) = moderator(&server, db).await;
    let id = challenge_game(&server, &yuri_token, (&xena, &xena_token), true).await;
    let mut watcher = server.ws(&id).await;
    watcher.next_state().await;
    let (status, seek) = server.post_as(&xena_token, "/api/seeks", own_seek()).await;
    assert_eq!(status, 201);
    let (status, _) =
        server.post_as(&xena_token, &format!("/api/challenge/{yuri}"), json!({"preset": "coyote"})).await;
    assert_eq!(status, 201);
    let (status, _) =
        server.post_as(&yuri_token, &format!("/api/challenge/{xena}"), json!({"preset": "coyote"})).await;
    assert_eq!(status, 201);
    let club = json!({"name": "Club", "preset": "fox-geese", "format": "swiss", "rounds": 3,
                      "clock": {"initial_s": 300, "increment_s": 5}});
    let (status, made) = server.post_as(&yuri_token, "/api/tournaments", club).await;
    assert_eq!(status, 201, "{made}");
    let tournament = format!("/api/tournaments/{}", made["id"].as_str().unwrap());
    let (status, _) = server.post_as(&xena_token, &format!("{tournament}/join"), json!({})).await;
    assert_eq!(status, 200);

    let path = format!("/api/mod/accounts/{xena}/close");
    assert_eq!(
        code(&server.post_as(&yuri_token, &path, json!({"reason": "spite"})).await),
        (403, Some("forbidden"))
    );
    let (status, closed) =
        server.post_as(&mod_token, &path, json!({"reason": "cheating, see reports"})).await;
    assert_eq!(status, 200, "{closed}");
    assert_eq!(closed["resigned"], json!([id]));
    assert_eq!(
        code(&server.post_as(&mod_token, &path, json!({"reason": "again"})).await),
        (409, Some("not_allowed"))
    );

    // The opponent sees the game end live; it was lost by resignation, and rated.
    let over = loop {
        let game = watcher.next_state().await;
        if game["status"] == "finished" {
            break game;
        }
    };
    assert_eq!(over["result"]["reason"], "resignation", "{over}");
    let (_, yuri_page) = server.get(&format!("/api/players/{yuri}")).await;
    assert!(yuri_page["ratings"]["coyote"]["rating"].as_i64().unwrap() > 1500, "{yuri_page}");

    // No login, no token, no seek, no challenge.
    let login = server.post("/api/account/login", json!({"name": xena, "password": "a good password"})).await;
    assert_eq!(code(&login), (403, Some("account_closed")));
    assert_eq!(server.get_as(&xena_token, "/api/account").await.0, 401);
    let (_, seek) = server.get(&format!("/api/seeks/{}", seek["id"].as_str().unwrap())).await;
    assert_eq!(seek["status"], "cancelled");
    let (_, challenges) = server.get_as(&yuri_token, "/api/challenges").await;
    assert_eq!(challenges, json!([]), "both challenges are gone");
    let (_, club) = server.get(&tournament).await;
    assert_eq!(club["withdrawn"], json!([xena]), "withdrawn from the tournament: {club}");
    let late =
        server.post_as(&yuri_token, &format!("/api/challenge/{xena}"), json!({"preset": "coyote"})).await;
    assert_eq!(code(&late), (409, Some("not_allowed")), "a closed account takes no challenges");
    assert_eq!(audited(&server, &mod_token, "close_account", &xena).await.len(), 1);
    assert_eq!(
        audited(&server, &mod_token, "close_account", &xena).await[0]["reason"],
        "cheating, see reports"
    );
}

async fn moderators_keep_accounts_off_the_leaderboards(db: &Db) {
    let server = TestServer::start(db).await;
    let (ania, ania_token) = server.register("Ania").await;
    let (borys, _) = server.register("Borys").await;
    let (_, mod_token) = moderator(&server, db).await;
    // Established ratings at a preset of this test's own (the leaderboard is by preset).
    let preset = unique_name("preset");
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    for (name, rating) in [(&ania, 1700.0), (&borys, 1600.0)] {
        sqlx::query(
            "INSERT INTO ratings (account, preset, rating, deviation, volatility, games, updated_ms) \
             VALUES ($1, $2, $3, 60.0, 0.06, 30, 0)",
        )
        .bind(name.to_lowercase())
        .bind(&preset)
        .bind(rating)
        .execute(&pool)
        .await
        .unwrap();
    }
    assert_eq!(board(&server, &preset).await, [ania.clone(), borys.clone()]);
    let path = format!("/api/mod/accounts/{ania}/leaderboard");
    let mark = json!({"excluded": true, "reason": "sandbagging"});
    assert_eq!(server.post_as(&ania_token, &path, mark.clone()).await.0, 403);
    let (status, _) = server.post_as(&mod_token, &path, mark.clone()).await;
    assert_eq!(status, 200);
    assert_eq!(board(&server, &preset).await, std::slice::from_ref(&borys));
    assert_eq!(code(&server.post_as(&mod_token, &path, mark).await), (409, Some("not_allowed")));
    let (status, _) = server.post_as(&mod_token, &path, json!({"excluded": false, "reason": "appeal"})).await;
    assert_eq!(status, 200);
    assert_eq!(board(&server, &preset).await, [ania.clone(), borys]);
    assert_eq!(audited(&server, &mod_token, "exclude_leaderboard", &ania).await.len(), 1);
    assert_eq!(audited(&server, &mod_token, "include_leaderboard", &ania).await.len(), 1);
    let refused = server.post_as(&mod_token, &path, json!({"excluded": true, "reason": " "})).await;
    assert_eq!(code(&refused), (400, Some("bad_json")), "a reason is required");
}

/// The names on a preset's leaderboard, best first.
async fn board(server: &TestServer, preset: &str) -> Vec<String> {
    let (_, places) = server.get(&format!("/api/leaderboard/{preset}")).await;
    places.as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().to_string()).collect()
}

async fn moderators_remove_chat_lines(db: &Db) {
    let server = TestServer::start(db).await;
    let (_, ania_token) = server.register("Ania").await;
    let (_, mod_token) = moderator(&server, db).await;
    let game = server.create_started(vs_person("coyote", false)).await;
    let id = game["id"].as_str().unwrap();
    let (creator, friend) = (game["token"].as_str().unwrap(), game["invite"]["token"].as_str().unwrap());
    let mut friend_ws = server.ws_seat(id, friend).await;
    let say = |text: &str| json!({"token": creator, "text": text});
    assert_eq!(server.post(&format!("/api/games/{id}/chat"), say("something rude")).await.0, 200);
    assert_eq!(server.post(&format!("/api/games/{id}/chat"), say("sorry")).await.0, 200);
    let rude = friend_ws.next_chat().await;
    let line_id = rude["id"].as_str().unwrap().to_string();
    assert!(!line_id.is_empty(), "a line carries its id: {rude}");

    let chat = format!("/api/mod/games/{id}/chat");
    assert_eq!(server.get_as(&ania_token, &chat).await.0, 403);
    let (status, rooms) = server.get_as(&mod_token, &chat).await;
    assert_eq!(status, 200);
    assert_eq!(rooms["players"][0]["id"], line_id.as_str());
    let delete = format!("/api/mod/chat/{line_id}/delete");
    assert_eq!(server.post_as(&ania_token, &delete, json!({"reason": "rude"})).await.0, 403);
    let (status, _) = server.post_as(&mod_token, &delete, json!({"reason": "rude"})).await;
    assert_eq!(status, 200);
    assert_eq!(server.post_as(&mod_token, &delete, json!({"reason": "rude"})).await.0, 404);
    // The pages showing it are told; the history no longer has it.
    let removed = loop {
        let message = friend_ws.next().await.expect("a message");
        if message["type"] == "removed" {
            break message;
        }
    };
    assert_eq!(removed["id"], line_id.as_str());
    let (status, _, lines) = server
        .request_with_headers(
            "GET",
            &format!("/api/games/{id}/chat"),
            None,
            false,
            &[("X-Seat-Token", friend)],
        )
        .await;
    assert_eq!(status, 200);
    let texts: Vec<&str> = lines.as_array().unwrap().iter().map(|l| l["text"].as_str().unwrap()).collect();
    assert_eq!(texts, ["sorry"]);
    assert_eq!(audited(&server, &mod_token, "delete_chat_line", &line_id).await.len(), 1);
}

async fn a_deleted_account_leaves_its_games_under_another_name(db: &Db) {
    let server = TestServer::start(db).await;
    let (dora, dora_token) = server.register("Dora").await;
    let (emil, emil_token) = server.register("Emil").await;
    let finished = challenge_game(&server, &emil_token, (&dora, &dora_token), true).await;
    let (status, _) = server.post_as(&dora_token, &format!("/api/games/{finished}/resign"), json!({})).await;
    assert_eq!(status, 200);
    let running = challenge_game(&server, &dora_token, (&emil, &emil_token), false).await;
    let (status, api) = server.post_as(&dora_token, "/api/account/tokens", json!({"label": "script"})).await;
    assert_eq!(status, 201);
    let api_token = api["token"].as_str().unwrap().to_string();
    let (status, _) = server.post_as(&dora_token, &format!("/api/players/{emil}/block"), json!({})).await;
    assert_eq!(status, 200);

    let wrong =
        send_as(&server, "DELETE", &dora_token, "/api/account", json!({"password": "not the password"}))
            .await;
    assert_eq!(code(&wrong), (401, Some("bad_credentials")));
    let by_token =
        send_as(&server, "DELETE", &api_token, "/api/account", json!({"password": "a good password"})).await;
    assert_eq!(code(&by_token), (403, Some("session_required")));
    let (status, deleted) =
        send_as(&server, "DELETE", &dora_token, "/api/account", json!({"password": "a good password"})).await;
    assert_eq!(status, 200, "{deleted}");
    let new_name = deleted["games_kept_as"].as_str().unwrap().to_string();
    assert!(new_name.starts_with("deleted-"), "{new_name}");
    assert_eq!(deleted["games"], 2);

    // Sessions and tokens are revoked; the account is gone and its name free.
    assert_eq!(server.get_as(&dora_token, "/api/account").await.0, 401);
    assert_eq!(server.get_as(&api_token, "/api/account").await.0, 401);
    assert_eq!(server.get(&format!("/api/players/{dora}")).await.0, 404);
    let login = server.post("/api/account/login", json!({"name": dora, "password": "a good password"})).await;
    assert_eq!(code(&login), (401, Some("bad_credentials")));
    // The games stay, under the new name; the running one was lost by resignation.
    for id in [&finished, &running] {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        assert_eq!(game["status"], "finished");
        let names: Vec<&str> =
            game["seats"].as_array().unwrap().iter().filter_map(|s| s["user"]["name"].as_str()).collect();
        assert!(names.contains(&new_name.as_str()) && names.contains(&emil.as_str()), "{names:?}");
        let (_, _, record) =
            server.request_with_head("GET", &format!("/api/games/{id}/record"), None, false).await;
        let record = record.as_str().unwrap();
        assert!(record.contains(&new_name) && !record.contains(&dora), "{record}");
    }
    let (_, running_game) = server.get(&format!("/api/games/{running}")).await;
    assert_eq!(running_game["result"]["reason"], "resignation");
    let (_, emil_page) = server.get(&format!("/api/players/{emil}")).await;
    assert_eq!(emil_page["recent"].as_array().unwrap().len(), 2);
    let (_, history) = server.get(&format!("/api/players/{emil}/ratings/coyote")).await;
    assert_eq!(history.as_array().unwrap().len(), 1, "the opponent keeps their history");
    // Nobody may register a `deleted-…` name; the old name may be taken again.
    let taken =
        server.post("/api/account/register", json!({"name": new_name, "password": "a good password"})).await;
    assert_eq!(code(&taken), (400, Some("bad_account")));
    let again =
        server.post("/api/account/register", json!({"name": dora, "password": "a good password"})).await;
    assert_eq!(again.0, 201, "{}", again.1);
    let (_, fresh) = server.get(&format!("/api/players/{dora}")).await;
    assert_eq!(fresh["recent"], json!([]), "the new account inherits nothing");
}

async fn the_export_has_the_account_and_every_game(db: &Db) {
    let server = TestServer::start(db).await;
    let (ania, ania_token) = server.register("Ania").await;
    let (borys, borys_token) = server.register("Borys").await;
    let mut ids = Vec::new();
    for _ in 0..2 {
        let (status, game) = server.post_as(&ania_token, "/api/games", vs_person("coyote", false)).await;
        assert_eq!(status, 201);
        ids.push(game["id"].as_str().unwrap().to_string());
    }
    let rated = challenge_game(&server, &borys_token, (&ania, &ania_token), true).await;
    let (status, _) = server.post_as(&borys_token, &format!("/api/games/{rated}/resign"), json!({})).await;
    assert_eq!(status, 200);
    ids.push(rated);
    let (status, _) = server.post_as(&ania_token, "/api/account/tokens", json!({"label": "my bot"})).await;
    assert_eq!(status, 201);
    let (status, _) = server.post_as(&ania_token, &format!("/api/players/{borys}/block"), json!({})).await;
    assert_eq!(status, 200);

    let (status, export) = server.get_as(&ania_token, "/api/account/export").await;
    assert_eq!(status, 200, "{export}");
    assert_eq!(export["name"], ania.as_str());
    assert!(export["created_ms"].as_i64().unwrap() > 0);
    assert_eq!(export["tokens"].as_array().unwrap().len(), 1);
    assert_eq!(export["tokens"][0]["label"], "my bot");
    assert!(export["tokens"][0].get("token").is_none() && export["tokens"][0].get("hash").is_none());
    assert_eq!(export["blocks"][0]["name"], borys.as_str());
    assert_eq!(export["ratings"]["coyote"]["games"], 1);
    assert_eq!(export["rating_history"][0]["preset"], "coyote");
    let listed: Vec<&str> =
        export["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(listed.len(), 3);
    assert!(ids.iter().all(|id| listed.contains(&id.as_str())), "{listed:?}");
    assert_eq!(server.get("/api/account/export").await.0, 401);

    let auth = format!("Bearer {ania_token}");
    let (status, head, records) = server
        .request_with_headers("GET", "/api/account/export/games", None, false, &[("Authorization", &auth)])
        .await;
    assert_eq!(status, 200);
    assert!(head.contains("content-disposition: attachment"), "{head}");
    let records = records.as_str().unwrap();
    for id in &ids {
        assert_eq!(records.matches(&format!("[GameId \"{id}\"]")).count(), 1, "{records}");
    }
}
