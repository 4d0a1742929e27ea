//! The AI's evaluation on request (`GET /api/games/{id}/analysis`): a search's score, or
//! the solved value where tables exist (of a game between people once it is over, of a
//! game against the computer at any time); the server's AI plays from the tables too.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_solver::{NoProgress, Tablebase};
use serde_json::json;
use support::{Db, TestServer, vs_ai, vs_person};

both_databases!(evaluation_on_request, solved_value_from_tables);

/// A tiny hunt variant (solved in a moment) and its options.
const TINY: (&str, [&str; 2]) = ("catch-the-hare", ["flock_points=a1,b1,c1", "fox_wins_at=1"]);

async fn evaluation_on_request(db: &Db) {
    let server = TestServer::start(db).await;
    // A rated game between two accounts.
    let (_, ivan) = server.register("Ivan").await;
    let (_, olga) = server.register("Olga").await;
    let mut body = vs_person("fox-geese", false);
    body["rated"] = json!(true);
    let (status, created) = server.post_as(&ivan, "/api/games", body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let (status, joined) = server
        .post_as(&olga, &format!("/api/games/{id}/join"), json!({"token": created["invite"]["token"]}))
        .await;
    assert_eq!(status, 200, "{joined}");
    let path = format!("/api/games/{id}/analysis");

    // While they play, neither the players nor the spectators get the engine's opinion of
    // any of its positions.
    let best = created["game"]["legal"][0]["moves"][0]["notation"].as_str().unwrap().to_string();
    let mover = if created["side"] == created["game"]["to_move"] { &ivan } else { &olga };
    let (status, _) = server.post_as(mover, &format!("/api/games/{id}/moves"), json!({"move": best})).await;
    assert_eq!(status, 200);
    for (who, query) in [(Some(&ivan), ""), (Some(&olga), "?ply=0"), (None, ""), (None, "?ply=1")] {
        let (status, refused) = match who {
            Some(token) => server.get_as(token, &format!("{path}{query}")).await,
            None => server.get(&format!("{path}{query}")).await,
        };
        assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("not_during_play")), "{refused}");
    }

    // Once over, every position but the one that ended it is analysed: the start, the
    // position after the move (the resignation after it does not end it).
    let (status, _) = server.post_as(&ivan, &format!("/api/games/{id}/resign"), json!({})).await;
    assert_eq!(status, 200);
    let (status, over) = server.get(&path).await;
    assert_eq!((status, over["error"]["code"].as_str()), (409, Some("game_over")));
    let (status, first) = server.get(&format!("{path}?ply=0")).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["ply"], 0);
    assert_eq!(first["side"], created["game"]["to_move"]);
    assert!(["eval", "proven"].contains(&first["kind"].as_str().unwrap()), "{first}");
    assert!(first["depth"].as_u64().unwrap() >= 1, "{first}");
    let suggested = first["best"].as_str().unwrap();
    let legal = created["game"]["legal"].to_string();
    assert!(legal.contains(&format!("\"notation\":\"{suggested}\"")), "{suggested} is not legal: {legal}");
    if first["kind"] == "eval" {
        assert!(first["score"].is_i64(), "{first}");
    }
    // The same position is answered from the first search.
    let (_, again) = server.get(&format!("{path}?ply=0")).await;
    assert_eq!(again, first, "answered from the first search");
    let (status, after) = server.get(&format!("{path}?ply=1")).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["ply"], 1);
    assert_ne!(after["side"], first["side"]);
    let (status, beyond) = server.get(&format!("{path}?ply=9")).await;
    assert_eq!((status, beyond["error"]["code"].as_str()), (400, Some("bad_query")));
    let (status, garbled) = server.get(&format!("{path}?ply=x")).await;
    assert_eq!((status, garbled["error"]["code"].as_str()), (400, Some("bad_query")));
    let (status, missing) = server.get("/api/games/zzzzzzzzzzzz/analysis").await;
    assert_eq!((status, missing["error"]["code"].as_str()), (404, Some("not_found")));

    // A game against the computer is analysed while it is played.
    let created = server.create(vs_ai("fox-geese", "flock", 1)).await;
    let (status, now) = server.get(&format!("/api/games/{}/analysis", created["id"].as_str().unwrap())).await;
    assert_eq!((status, now["ply"].as_u64()), (200, Some(0)), "{now}");
    server.stop().await;
}

async fn solved_value_from_tables(db: &Db) {
    let (preset, options) = TINY;
    let mut variant = Variant::preset(preset).unwrap();
    for pair in options {
        variant.set_pair(pair).unwrap();
    }
    let rules = Rules::new(&variant).unwrap();
    let dir =
        std::env::temp_dir().join(format!("reynard-server-tables-{}-{}", std::process::id(), db.url.len()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Tablebase::new(&rules, &dir).solve(&NoProgress).unwrap();
    let expected = Tablebase::new(&rules, &dir).probe(&rules.game_start()).unwrap();

    let server = TestServer::start_with(db, |c| c.tables = dir.clone()).await;
    // A game between people, over at once (its start is analysed once it is over).
    let mut body = vs_person(preset, false);
    body["options"] = json!(options);
    let created = server.create(body).await;
    let id = created["id"].as_str().unwrap();
    let (status, _) =
        server.post(&format!("/api/games/{id}/resign"), json!({"token": created["token"]})).await;
    assert_eq!(status, 200);
    let (status, solved) = server.get(&format!("/api/games/{id}/analysis?ply=0")).await;
    assert_eq!(status, 200, "{solved}");
    assert_eq!(solved["kind"], "solved", "{solved}");
    let value = match expected {
        reynard_solver::Value::Win(_) => "win",
        reynard_solver::Value::Loss(_) => "loss",
        reynard_solver::Value::Draw => "draw",
    };
    assert_eq!(solved["value"], value, "{solved}");
    assert!(solved["best"].is_string(), "{solved}");
    assert_eq!(solved["plies"].as_u64(), (value != "draw").then(|| u64::from(expected.plies())));

    // The AI at level 10, moving first, plays the tables' perfect move (the fastest win or
    // the longest resistance, as the analysis names it; any drawing move may do).
    let first = created["game"]["to_move"].as_str().unwrap();
    let mine = if first == "hunter" { "flock" } else { "hunter" };
    let mut body = vs_ai(preset, mine, 10);
    body["options"] = json!(options);
    let created = server.create(body).await;
    let game = server.wait_ply(created["id"].as_str().unwrap(), 1).await;
    if value != "draw" {
        assert_eq!(game["moves"][0], solved["best"], "{game}");
    }
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}
