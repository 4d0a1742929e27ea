//! Notifications: a challenge received or answered, a move in a correspondence game and a
//! game over are kept for the account (listed with the count unread, marked read by their
//! owner only) and sent on its event stream — on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::{ManualTime, TimeSource};
use serde_json::{Value, json};
use std::time::Duration;
use support::{Db, TestServer, first_legal};

both_databases!(
    a_challenge_notifies_the_challenged_who_alone_marks_it_read,
    correspondence_moves_and_game_ends_notify_the_players,
    a_loss_on_time_notifies_both_accounts,
);

/// The account's notifications (`GET /api/notifications`, with `query`).
async fn notifications(server: &TestServer, token: &str, query: &str) -> Value {
    let (status, listed) = server.get_as(token, &format!("/api/notifications{query}")).await;
    assert_eq!(status, 200, "{listed}");
    listed
}

/// The kinds of the account's notifications, newest first.
async fn kinds(server: &TestServer, token: &str) -> Vec<String> {
    let listed = notifications(server, token, "").await;
    listed["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["kind"].as_str().unwrap().to_string())
        .collect()
}

async fn a_challenge_notifies_the_challenged_who_alone_marks_it_read(db: &Db) {
    let server = TestServer::start(db).await;
    let (ann, ann_token) = server.register("Ann").await;
    let (bob, bob_token) = server.register("Bob").await;
    let (_, cid_token) = server.register("Cid").await;
    let mut bob_events = server.stream("/api/stream/event", Some(&bob_token)).await;

    let offer = json!({"preset": "fox-geese", "side": "flock"});
    let (status, made) = server.post_as(&ann_token, &format!("/api/challenge/{bob}"), offer.clone()).await;
    assert_eq!(status, 201, "{made}");
    let sent = bob_events.next_of("notification").await;
    assert_eq!(sent["notification"]["kind"], "challenge");
    assert_eq!(
        sent["notification"]["payload"],
        json!({"challenge": made["id"], "from": ann, "preset": "fox-geese"})
    );

    let listed = notifications(&server, &bob_token, "").await;
    assert_eq!(listed["unread"], 1, "{listed}");
    let first = &listed["notifications"][0];
    assert_eq!(
        (first["id"].clone(), first["read_ms"].clone()),
        (sent["notification"]["id"].clone(), Value::Null)
    );
    let ids = json!({"ids": [first["id"]]});

    // Nobody else marks it read; its owner does, once.
    let (status, marked) = server.post_as(&cid_token, "/api/notifications/read", ids.clone()).await;
    assert_eq!((status, marked["marked"].as_u64()), (200, Some(0)), "{marked}");
    assert_eq!(notifications(&server, &bob_token, "").await["unread"], 1);
    let (status, marked) = server.post_as(&bob_token, "/api/notifications/read", ids.clone()).await;
    assert_eq!((status, marked), (200, json!({"marked": 1, "unread": 0})));
    assert_eq!(bob_events.next_of("notificationsRead").await["unread"], 0);
    let listed = notifications(&server, &bob_token, "").await;
    assert_eq!(listed["unread"], 0);
    assert!(listed["notifications"][0]["read_ms"].is_i64(), "{listed}");

    // Bad requests are told apart.
    let (status, refused) = server.post_as(&bob_token, "/api/notifications/read", json!({})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (400, Some("bad_json")), "{refused}");
    let (status, refused) = server.get("/api/notifications").await;
    assert_eq!((status, refused["error"]["code"].as_str()), (401, Some("unauthorized")), "{refused}");
    let (status, refused) = server.get_as(&bob_token, "/api/notifications?limit=0").await;
    assert_eq!((status, refused["error"]["code"].as_str()), (400, Some("bad_query")), "{refused}");

    // The challenger hears of the answer: accepted with its game, or declined.
    let accept = format!("/api/challenge/{}/accept", made["id"].as_str().unwrap());
    let (status, accepted) = server.post_as(&bob_token, &accept, json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    let answer = &notifications(&server, &ann_token, "").await["notifications"][0];
    assert_eq!(answer["kind"], "challengeAnswered");
    assert_eq!(
        answer["payload"],
        json!({"challenge": made["id"], "by": bob, "accepted": true, "game": accepted["game"]})
    );
    let (_, made) = server.post_as(&cid_token, &format!("/api/challenge/{bob}"), offer).await;
    let decline = format!("/api/challenge/{}/decline", made["id"].as_str().unwrap());
    let (status, _) = server.post_as(&bob_token, &decline, json!({})).await;
    assert_eq!(status, 200);
    let answer = &notifications(&server, &cid_token, "").await["notifications"][0];
    assert_eq!(
        answer["payload"],
        json!({"challenge": made["id"], "by": bob, "accepted": false, "game": null})
    );
    assert_eq!(kinds(&server, &bob_token).await, ["challenge", "challenge"]);
}

/// A game between Ann (the flock, first to move) and Bob from a challenge with `clock`;
/// its id.
async fn challenge_game(
    server: &TestServer,
    ann_token: &str,
    bob: &str,
    bob_token: &str,
    clock: Value,
) -> String {
    let offer = json!({"preset": "fox-geese", "side": "flock", "clock": clock});
    let (status, made) = server.post_as(ann_token, &format!("/api/challenge/{bob}"), offer).await;
    assert_eq!(status, 201, "{made}");
    let accept = format!("/api/challenge/{}/accept", made["id"].as_str().unwrap());
    let (status, accepted) = server.post_as(bob_token, &accept, json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    accepted["game"].as_str().unwrap().to_string()
}

/// Ann, the flock, plays her first legal move in game `id`.
async fn first_move(server: &TestServer, ann_token: &str, id: &str) {
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let moves = format!("/api/games/{id}/moves");
    let (status, played) =
        server.post_as(ann_token, &moves, json!({"move": first_legal(&game), "ply": 0})).await;
    assert_eq!(status, 200, "{played}");
}

async fn correspondence_moves_and_game_ends_notify_the_players(db: &Db) {
    let server = TestServer::start(db).await;
    let (ann, ann_token) = server.register("Ann").await;
    let (bob, bob_token) = server.register("Bob").await;

    // Against the computer, the answer comes at once: no notification of it.
    let ai = json!({"preset": "fox-geese", "side": "flock", "opponent": {"type": "ai", "level": 1}, "clock": {"days": 1}});
    let (status, created) = server.post_as(&ann_token, "/api/games", ai).await;
    assert_eq!(status, 201, "{created}");
    let vs_ai = created["id"].as_str().unwrap();
    first_move(&server, &ann_token, vs_ai).await;
    server.wait_ply(vs_ai, 2).await;
    assert!(kinds(&server, &ann_token).await.is_empty());

    // A move in a Fischer game tells nobody: the player is at the board.
    let live =
        challenge_game(&server, &ann_token, &bob, &bob_token, json!({"initial_s": 600, "increment_s": 5}))
            .await;
    first_move(&server, &ann_token, &live).await;
    assert_eq!(kinds(&server, &bob_token).await, ["challenge"]);

    let mut bob_events = server.stream("/api/stream/event", Some(&bob_token)).await;
    let slow = challenge_game(&server, &ann_token, &bob, &bob_token, json!({"days": 3})).await;
    first_move(&server, &ann_token, &slow).await;
    let sent = bob_events.next_of("notification").await;
    assert_eq!(sent["notification"]["kind"], "challenge");
    let sent = bob_events.next_of("notification").await;
    assert_eq!(sent["notification"]["kind"], "yourMove");
    assert_eq!(
        sent["notification"]["payload"],
        json!({"game": slow, "preset": "fox-geese", "opponent": ann})
    );
    assert_eq!(
        kinds(&server, &ann_token).await,
        ["challengeAnswered", "challengeAnswered"],
        "no move of Ann's"
    );

    // The game's end tells both players how it ended for them.
    let (status, _) = server.post_as(&ann_token, &format!("/api/games/{slow}/resign"), json!({})).await;
    assert_eq!(status, 200);
    for (token, result, opponent) in [(&ann_token, "loss", &bob), (&bob_token, "win", &ann)] {
        let over = &notifications(&server, token, "").await["notifications"][0];
        assert_eq!(over["kind"], "gameOver");
        assert_eq!(
            over["payload"],
            json!({"game": slow, "preset": "fox-geese", "opponent": opponent, "result": result, "reason": "resignation"})
        );
    }
    assert_eq!(bob_events.next_of("notification").await["notification"]["kind"], "gameOver");

    // Pages of two, newest first, each naming the next.
    assert_eq!(kinds(&server, &bob_token).await, ["gameOver", "yourMove", "challenge", "challenge"]);
    let page = notifications(&server, &bob_token, "?limit=2").await;
    assert_eq!(page["notifications"][1]["kind"], "yourMove");
    let next = page["next"].as_str().unwrap();
    let page = notifications(&server, &bob_token, &format!("?limit=2&before={next}")).await;
    assert_eq!(page["notifications"].as_array().unwrap().len(), 2);
    let next = page["next"].as_str().unwrap();
    let page = notifications(&server, &bob_token, &format!("?limit=2&before={next}")).await;
    assert_eq!((page["notifications"].as_array().unwrap().len(), page["next"].clone()), (0, Value::Null));
    assert_eq!(page["unread"], 4);
    let (_, marked) = server.post_as(&bob_token, "/api/notifications/read", json!({"all": true})).await;
    assert_eq!(marked, json!({"marked": 4, "unread": 0}));
}

async fn a_loss_on_time_notifies_both_accounts(db: &Db) {
    let time = ManualTime::new(1_800_000_000_000);
    let manual = time.clone();
    let server = TestServer::start_with(db, move |config| config.time = TimeSource::Manual(manual)).await;
    let (_, ann_token) = server.register("Ann").await;
    let (bob, bob_token) = server.register("Bob").await;
    let id = challenge_game(&server, &ann_token, &bob, &bob_token, json!({"initial_s": 3, "increment_s": 0}))
        .await;
    // Both first moves (before them a late side aborts the game rather than losing it).
    for (ply, token) in [(0, &ann_token), (1, &bob_token)] {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        let body = json!({"move": support::first_legal(&game), "ply": ply});
        let (status, played) = server.post_as(token, &format!("/api/games/{id}/moves"), body).await;
        assert_eq!(status, 200, "{played}");
    }
    // Ann's clock runs out with nobody there: the flag timer ends the game, in memory too.
    time.advance(3_000);
    let mut finished = false;
    for _ in 0..200 {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        finished = game["status"] == "finished";
        if finished {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(finished, "the game ends on time");
    for (token, result) in [(&ann_token, "loss"), (&bob_token, "win")] {
        let over = &notifications(&server, token, "").await["notifications"][0];
        assert_eq!(
            (over["kind"].as_str(), over["payload"]["result"].as_str()),
            (Some("gameOver"), Some(result))
        );
        assert_eq!(over["payload"]["reason"], "time");
    }
}
