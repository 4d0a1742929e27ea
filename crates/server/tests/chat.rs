//! Chat in a game: the players' room and the spectators' room kept apart, length and rate
//! limits, and a player muting the other — on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use support::{Db, TestServer, vs_person};

both_databases!(players_and_spectators_talk_apart_within_limits);

async fn players_and_spectators_talk_apart_within_limits(db: &Db) {
    let server = TestServer::start(db).await;
    let mut body = vs_person("fox-geese", false);
    body["name"] = json!("Ania");
    let created = server.create(body).await;
    let id = created["id"].as_str().unwrap();
    let (ania, friend) = (created["token"].as_str().unwrap(), created["invite"]["token"].as_str().unwrap());
    let (status, joined) =
        server.post(&format!("/api/games/{id}/join"), json!({"token": friend, "name": "Borys"})).await;
    assert_eq!(status, 200);
    let friend = joined["token"].as_str().unwrap();
    let mut ania_ws = server.ws_seat(id, ania).await;
    let mut borys_ws = server.ws_seat(id, friend).await;
    let mut watcher_ws = server.ws(id).await;
    let chat = format!("/api/games/{id}/chat");

    let (status, _) = server.post(&chat, json!({"token": ania, "text": "  <b>привет</b>  "})).await;
    assert_eq!(status, 200);
    let line = borys_ws.next_chat().await;
    assert_eq!(
        (line["author"].as_str(), line["text"].as_str()),
        (Some("Ania"), Some("<b>привет</b>")),
        "{line}"
    );
    assert_eq!((line["room"].as_str(), line["guest"].as_bool()), (Some("players"), Some(true)));
    assert_eq!(ania_ws.next_chat().await["text"], "<b>привет</b>", "one's own line comes back");

    // The spectators' room: a guest spectator needs a name; players stay in their room.
    let (status, refused) = server.post(&chat, json!({"room": "spectators", "text": "hi"})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (400, Some("bad_json")));
    let (status, _) = server.post(&chat, json!({"room": "spectators", "token": ania, "text": "hi"})).await;
    assert_eq!(status, 409, "a player in the spectators' room");
    let (status, refused) = server.post(&chat, json!({"text": "let me in"})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("bad_token")));
    let (status, _) =
        server.post(&chat, json!({"room": "spectators", "name": "Kibic", "text": "nice"})).await;
    assert_eq!(status, 200);
    let seen = watcher_ws.next_chat().await;
    assert_eq!(
        (seen["author"].as_str(), seen["text"].as_str()),
        (Some("Kibic"), Some("nice")),
        "not the players' line"
    );
    let (_, history) = server.get(&format!("{chat}?room=spectators")).await;
    assert_eq!(history.as_array().unwrap().len(), 1);
    let (status, _) = server.get(&chat).await;
    assert_eq!(status, 200);
    let (_, hidden) = server.get(&chat).await;
    assert_eq!(hidden, json!([]), "spectators do not read the players' room");

    // Limits: length, control characters, rate.
    for bad in ["x".repeat(281), "a\u{0}b".to_string(), "   ".to_string()] {
        let (status, _) = server.post(&chat, json!({"token": friend, "text": bad})).await;
        assert_eq!(status, 400);
    }
    let mut statuses = Vec::new();
    for n in 0..6 {
        statuses.push(server.post(&chat, json!({"token": friend, "text": format!("spam {n}")})).await.0);
    }
    assert_eq!(statuses[..5], [200; 5]);
    assert_eq!(statuses[5], 429, "{statuses:?}");

    // Ania mutes Borys: his lines no longer reach her; hers still reach him.
    let (status, _) =
        server.post(&format!("/api/games/{id}/mute"), json!({"token": ania, "muted": true})).await;
    assert_eq!(status, 200);
    while ania_ws.next().await.unwrap()["type"] != "mute" {}
    let (status, _) = server.post(&chat, json!({"token": ania, "text": "still here"})).await;
    assert_eq!(status, 200);
    let next = ania_ws.next_chat().await;
    assert_eq!(next["text"], "still here", "Borys's lines are skipped: {next}");
    let seat_header = |token| [("X-Seat-Token", token)];
    let (_, _, mine) = server.request_with_headers("GET", &chat, None, false, &seat_header(ania)).await;
    let authors: Vec<&Value> = mine.as_array().unwrap().iter().map(|l| &l["author"]).collect();
    assert!(authors.iter().all(|a| *a == "Ania"), "{mine}");
    let (_, _, his) = server.request_with_headers("GET", &chat, None, false, &seat_header(friend)).await;
    let (status, refused) = server.get(&format!("{chat}?token={ania}")).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (400, Some("bad_query")), "no token in a URL");
    assert_eq!(his.as_array().unwrap().len(), 7, "Borys reads everything: {his}");
}
