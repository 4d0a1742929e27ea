//! The lobby: seeks taken by anyone whose rating fits, quick pairing into the same game
//! (rated between accounts only), and seeks withdrawn — on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use support::{Db, TestServer, first_legal};

both_databases!(
    a_guests_seek_is_taken_and_becomes_a_game,
    ratings_and_owners_limit_who_takes_a_seek,
    quick_pairing_meets_the_same_game,
    rated_quick_pairing_is_between_accounts
);

/// The seek with this id in the lobby's list, if listed.
async fn listed(server: &TestServer, id: &str) -> Option<Value> {
    let (_, list) = server.get("/api/seeks").await;
    list["seeks"].as_array().unwrap().iter().find(|s| s["id"] == id).cloned()
}

async fn a_guests_seek_is_taken_and_becomes_a_game(db: &Db) {
    let server = TestServer::start(db).await;
    let seek = json!({"preset": "fox-geese", "side": "flock", "clock": {"initial_s": 180, "increment_s": 2}, "name": "Ania"});
    let (status, made) = server.post("/api/seeks", seek).await;
    assert_eq!(status, 201, "{made}");
    let (id, token) = (made["id"].as_str().unwrap(), made["token"].as_str().unwrap());
    let shown = listed(&server, id).await.expect("listed");
    assert_eq!(shown["by"], json!({"name": "Ania", "guest": true}));
    assert_eq!((shown["preset"].as_str(), shown["side"].as_str()), (Some("fox-geese"), Some("flock")));
    assert!(shown.get("name").is_none() && shown.get("token").is_none(), "{shown}");

    let (olga, olga_token) = server.register("Olga").await;
    let (status, seated) = server.post_as(&olga_token, &format!("/api/seeks/{id}/accept"), json!({})).await;
    assert_eq!(status, 200, "{seated}");
    assert_eq!(seated["side"], "hunter");
    let game = &seated["game"];
    assert_eq!(
        (game["status"].as_str(), game["clock"]["running"].as_str()),
        (Some("running"), Some("flock"))
    );
    assert_eq!(game["seats"][0]["user"], json!({"name": olga, "guest": false}));
    assert_eq!(game["seats"][1]["user"], json!({"name": "Ania", "guest": true}));
    assert!(listed(&server, id).await.is_none(), "a taken seek leaves the lobby");
    let (_, seen) = server.get(&format!("/api/seeks/{id}")).await;
    assert_eq!((seen["status"].as_str(), seen["game_id"].clone()), (Some("matched"), seated["id"].clone()));
    // The seek's token holds the seeker's seat.
    let moves = format!("/api/games/{}/moves", seated["id"].as_str().unwrap());
    let (status, played) = server.post(&moves, json!({"token": token, "move": first_legal(game)})).await;
    assert_eq!((status, played["ply"].as_u64()), (200, Some(1)), "{played}");
    let (status, again) = server.post_as(&olga_token, &format!("/api/seeks/{id}/accept"), json!({})).await;
    assert_eq!((status, again["error"]["code"].as_str()), (409, Some("not_allowed")));
}

async fn ratings_and_owners_limit_who_takes_a_seek(db: &Db) {
    let server = TestServer::start(db).await;
    let (_, ivan_token) = server.register("Ivan").await;
    let (_, olga_token) = server.register("Olga").await;
    let (status, refused) = server.post("/api/seeks", json!({"preset": "coyote", "rated": true})).await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (409, Some("not_allowed")),
        "a guest's rated seek"
    );
    let seek = json!({"preset": "coyote", "rated": true, "rating_min": 1400, "rating_max": 1600});
    let (status, made) = server.post_as(&ivan_token, "/api/seeks", seek).await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(listed(&server, made["id"].as_str().unwrap()).await.unwrap()["rating"], 1500);
    let accept = format!("/api/seeks/{}/accept", made["id"].as_str().unwrap());
    for (who, why) in [(None, "a guest"), (Some(&ivan_token), "the seeker")] {
        let (status, refused) = match who {
            Some(token) => server.post_as(token, &accept, json!({})).await,
            None => server.post(&accept, json!({})).await,
        };
        assert_eq!(
            (status, refused["error"]["code"].as_str()),
            (409, Some("not_allowed")),
            "{why}: {refused}"
        );
    }
    // Withdrawn by someone else: no; by the seeker: yes.
    let (status, _) = server.post_as(&olga_token, &accept.replace("accept", "cancel"), json!({})).await;
    assert_eq!(status, 403);
    let (status, seated) = server.post_as(&olga_token, &accept, json!({})).await;
    assert_eq!((status, seated["game"]["rated"].as_bool()), (200, Some(true)), "{seated}");

    let (_, made) =
        server.post_as(&ivan_token, "/api/seeks", json!({"preset": "coyote", "rating_min": 1600})).await;
    let id = made["id"].as_str().unwrap();
    let (status, refused) = server.post_as(&olga_token, &format!("/api/seeks/{id}/accept"), json!({})).await;
    assert_eq!(status, 409, "1500 is under 1600: {refused}");
    let (status, _) = server.post_as(&ivan_token, &format!("/api/seeks/{id}/cancel"), json!({})).await;
    assert_eq!(status, 200);
    assert!(listed(&server, id).await.is_none());
}

async fn quick_pairing_meets_the_same_game(db: &Db) {
    let server = TestServer::start(db).await;
    // A time control of its own, so that other tests' seeks on a shared database do not meet it.
    let odd = 61 + (std::process::id() % 1000);
    let game = json!({"preset": "coyote", "clock": {"initial_s": odd, "increment_s": 1}});
    let (status, waiting) = server.post("/api/pairing", game.clone()).await;
    assert_eq!(status, 201, "{waiting}");
    let seek = waiting["seek"]["id"].as_str().unwrap();
    let (_, other) = server
        .post("/api/pairing", json!({"preset": "coyote", "clock": {"initial_s": odd, "increment_s": 2}}))
        .await;
    assert!(other["seek"]["id"].is_string(), "another clock is another game: {other}");
    let (status, paired) = server.post("/api/pairing", game).await;
    assert_eq!(status, 200, "{paired}");
    let (_, seen) = server.get(&format!("/api/seeks/{seek}")).await;
    assert_eq!(seen["game_id"], paired["game"]["id"]);
    assert_eq!(paired["game"]["game"]["clock"]["control"], json!({"initial_s": odd, "increment_s": 1}));
}

async fn rated_quick_pairing_is_between_accounts(db: &Db) {
    let server = TestServer::start(db).await;
    // A time control of its own, so that other tests' seeks on a shared database do not meet it.
    let odd = 61 + (std::process::id() % 1000);
    let rated = json!({"preset": "coyote", "clock": {"initial_s": odd, "increment_s": 3}, "rated": true});
    let (status, refused) = server.post("/api/pairing", rated.clone()).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")), "a guest: {refused}");
    let (ivan, ivan_token) = server.register("Ivan").await;
    let (olga, olga_token) = server.register("Olga").await;
    let (status, waiting) = server.post_as(&ivan_token, "/api/pairing", rated.clone()).await;
    assert_eq!(status, 201, "{waiting}");
    // A casual player of the same clock does not meet the rated seek.
    let mut casual = rated.clone();
    casual["rated"] = json!(false);
    let (status, other) = server.post("/api/pairing", casual).await;
    assert_eq!(status, 201, "a seek of its own: {other}");
    let (status, paired) = server.post_as(&olga_token, "/api/pairing", rated).await;
    assert_eq!(status, 200, "{paired}");
    let game = &paired["game"]["game"];
    assert_eq!(game["rated"], true);
    let mut names: Vec<&str> =
        game["seats"].as_array().unwrap().iter().map(|s| s["user"]["name"].as_str().unwrap()).collect();
    names.sort_unstable();
    let mut expected = [ivan.as_str(), olga.as_str()];
    expected.sort_unstable();
    assert_eq!(names, expected);
}
