//! What an account's secrets may do, and what guests may not pass for: passwords easy to
//! guess are refused, API tokens cannot mint tokens or outlive a password change (unless
//! kept), a bot mark can be taken back by the owner only, a guest cannot take an
//! account's name, and a guest changing names is still the same chat writer.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use support::{Db, TestServer, vs_person};

both_databases!(
    easy_passwords_are_refused,
    api_tokens_cannot_mint_tokens_and_end_with_the_password,
    the_bot_mark_is_taken_back_by_the_owner_only,
    guests_cannot_pass_for_an_account_nor_rotate_names_past_the_chat_limit,
);

async fn easy_passwords_are_refused(db: &Db) {
    let server = TestServer::start(db).await;
    for easy in ["password", "12345678", "        ", "qwertyuiop", "Zbigniew1"] {
        let name = support::unique_name("Zbigniew");
        let (status, body) =
            server.post("/api/account/register", json!({"name": name, "password": easy})).await;
        assert_eq!((status, body["error"]["code"].as_str()), (400, Some("bad_account")), "{easy:?}: {body}");
    }
    let (name, session) = server.register("Wanda").await;
    let change = json!({"old": "a good password", "new": format!("{name}123")});
    let (status, body) = server.post_as(&session, "/api/account/password", change).await;
    assert_eq!((status, body["error"]["code"].as_str()), (400, Some("bad_account")), "{body}");
}

async fn api_tokens_cannot_mint_tokens_and_end_with_the_password(db: &Db) {
    let server = TestServer::start(db).await;
    let (_, session) = server.register("Tadeusz").await;
    let mint = |label: &str| json!({"label": label});
    let (_, made) = server.post_as(&session, "/api/account/tokens", mint("kept")).await;
    let api = made["token"].as_str().unwrap().to_string();
    let (status, refused) = server.post_as(&api, "/api/account/tokens", mint("child")).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("session_required")), "{refused}");
    let change = json!({"old": "a good password", "new": "another fine password"});
    let (status, refused) = server.post_as(&api, "/api/account/password", change).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("session_required")), "{refused}");

    // Kept through one change when the owner asks, gone with the next.
    let keep = json!({"old": "a good password", "new": "another fine password", "keep_tokens": true});
    let (status, body) = server.post_as(&session, "/api/account/password", keep).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(server.get_as(&api, "/api/account").await.0, 200, "kept");
    let change = json!({"old": "another fine password", "new": "a third fine password"});
    let (status, body) = server.post_as(&session, "/api/account/password", change).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(server.get_as(&api, "/api/account").await.0, 401, "revoked with the password");
    assert_eq!(server.get_as(&session, "/api/account").await.0, 200, "the session that changed it stays");
}

async fn the_bot_mark_is_taken_back_by_the_owner_only(db: &Db) {
    let server = TestServer::start(db).await;
    let (_, session) = server.register("Robot").await;
    let (_, made) = server.post_as(&session, "/api/account/tokens", json!({"label": "bot"})).await;
    let api = made["token"].as_str().unwrap().to_string();
    let (status, body) = server.post_as(&api, "/api/account/bot", json!({})).await;
    assert_eq!((status, body["bot"].as_bool()), (200, Some(true)), "the bot program marks it: {body}");
    let (status, _, refused) = unmark(&server, &api).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("session_required")), "{refused}");
    let (status, _, body) = unmark(&server, &session).await;
    assert_eq!((status, body["bot"].as_bool()), (200, Some(false)), "{body}");
    let (_, me) = server.get_as(&session, "/api/account").await;
    assert_eq!(me["bot"], false, "{me}");
}

async fn unmark(server: &TestServer, bearer: &str) -> (u16, String, serde_json::Value) {
    let auth = format!("Bearer {bearer}");
    server.request_with_headers("DELETE", "/api/account/bot", None, false, &[("Authorization", &auth)]).await
}

async fn guests_cannot_pass_for_an_account_nor_rotate_names_past_the_chat_limit(db: &Db) {
    let server = TestServer::start(db).await;
    let (name, _) = server.register("Jadwiga").await;
    let mut body = vs_person("fox-geese", false);
    body["name"] = json!(name.to_uppercase());
    let (status, refused) = server.post("/api/games", body.clone()).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("name_taken")), "{refused}");

    body["name"] = json!("Guest Jan");
    let created = server.create(body).await;
    let id = created["id"].as_str().unwrap();
    let join = json!({"token": created["invite"]["token"], "name": name});
    let (status, refused) = server.post(&format!("/api/games/{id}/join"), join).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("name_taken")), "{refused}");

    // A spectating guest who gives a new name each line is one writer all the same.
    let chat = format!("/api/games/{id}/chat");
    let mut statuses = Vec::new();
    for i in 0..12 {
        let say = json!({"room": "spectators", "name": format!("watcher {i}"), "text": "hello"});
        statuses.push(server.post(&chat, say).await.0);
    }
    assert!(statuses.contains(&429), "the chat's burst holds across names: {statuses:?}");
}
