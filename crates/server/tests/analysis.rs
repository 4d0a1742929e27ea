//! The AI's evaluation on request (`GET /api/games/{id}/analysis`): a search's score, or
//! the solved value where tables exist; the server's AI plays from the tables too.
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
    let created = server.create_started(vs_person("fox-geese", false)).await;
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let path = format!("/api/games/{id}/analysis");

    let (status, first) = server.get(&path).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["ply"], 0);
    assert_eq!(first["side"], created["game"]["to_move"]);
    assert!(["eval", "proven"].contains(&first["kind"].as_str().unwrap()), "{first}");
    assert!(first["depth"].as_u64().unwrap() >= 1, "{first}");
    let best = first["best"].as_str().unwrap();
    let legal = created["game"]["legal"].to_string();
    assert!(legal.contains(&format!("\"notation\":\"{best}\"")), "{best} is not legal: {legal}");
    if first["kind"] == "eval" {
        assert!(first["score"].is_i64(), "{first}");
    }

    // The same position is answered from the first search.
    let (status, again) = server.get(&path).await;
    assert_eq!(status, 200);
    assert_eq!(again, first);

    // A move makes a new position to analyse.
    let (status, _) =
        server.post(&format!("/api/games/{id}/moves"), json!({"token": token, "move": best})).await;
    assert_eq!(status, 200);
    let (status, after) = server.get(&path).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["ply"], 1);
    assert_ne!(after["side"], first["side"]);

    // Nothing to analyse in a finished game, nor in one that does not exist.
    let other = created["invite"]["token"].as_str().unwrap();
    let (status, _) = server.post(&format!("/api/games/{id}/resign"), json!({"token": other})).await;
    assert_eq!(status, 200);
    let (status, over) = server.get(&path).await;
    assert_eq!((status, over["error"]["code"].as_str()), (409, Some("game_over")));

    // Its past positions may still be analysed: the start again, the position after the
    // move (the resignation after it does not end it); past the end is a bad query.
    let (status, start) = server.get(&format!("{path}?ply=0")).await;
    assert_eq!(status, 200, "{start}");
    assert_eq!((start["ply"].as_u64(), &start["side"]), (Some(0), &first["side"]));
    let (_, start_again) = server.get(&format!("{path}?ply=0")).await;
    assert_eq!(start_again, start, "answered from the first search");
    let (status, past) = server.get(&format!("{path}?ply=1")).await;
    assert_eq!(status, 200, "{past}");
    assert_eq!((past["ply"].as_u64(), &past["side"]), (Some(1), &after["side"]));
    let (status, beyond) = server.get(&format!("{path}?ply=9")).await;
    assert_eq!((status, beyond["error"]["code"].as_str()), (400, Some("bad_query")));
    let (status, garbled) = server.get(&format!("{path}?ply=x")).await;
    assert_eq!((status, garbled["error"]["code"].as_str()), (400, Some("bad_query")));
    let (status, missing) = server.get("/api/games/zzzzzzzzzzzz/analysis").await;
    assert_eq!((status, missing["error"]["code"].as_str()), (404, Some("not_found")));
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
    let mut body = vs_person(preset, false);
    body["options"] = json!(options);
    let created = server.create(body).await;
    let id = created["id"].as_str().unwrap();
    let (status, solved) = server.get(&format!("/api/games/{id}/analysis")).await;
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
