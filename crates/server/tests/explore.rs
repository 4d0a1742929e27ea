//! The explorer (`GET /api/explore/{variant}`): every legal move with its solved value where
//! tables exist, else the engine's score; lines given by moves or from a position text; bad
//! lines refused with what and where.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Family, VariantOptions};
use reynard_solver::{NoProgress, Tablebase, Value};
use serde_json::Value as Json;
use support::TestServer;

/// A tiny hunt variant (solved in a moment), as the query sets it.
const TINY: &str = "catch-the-hare?set=flock_points%3Da1%2Cb1%2Cc1&set=fox_wins_at%3D1";

/// The rules of [`TINY`].
fn tiny_rules() -> Rules {
    let mut variant = Variant::preset("catch-the-hare").unwrap();
    for pair in ["flock_points=a1,b1,c1", "fox_wins_at=1"] {
        variant.set_pair(pair).unwrap();
    }
    Rules::new(&variant).unwrap()
}

/// A fresh folder `name` with [`TINY`] solved in it (`solved`), or none yet.
fn tiny_tables(name: &str, solved: bool) -> (Rules, Tablebase, std::path::PathBuf) {
    let rules = tiny_rules();
    let dir = std::env::temp_dir().join(format!("reynard-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let tables = Tablebase::new(&rules, &dir);
    if solved {
        tables.solve(&NoProgress).unwrap();
    }
    (rules, tables, dir)
}

fn words(value: Value) -> (&'static str, Option<u64>) {
    match value {
        Value::Win(n) => ("win", Some(n.into())),
        Value::Loss(n) => ("loss", Some(n.into())),
        Value::Draw => ("draw", None),
    }
}

fn listed(answer: &Json) -> Vec<String> {
    answer["moves"].as_array().unwrap().iter().map(|m| m["move"].as_str().unwrap().to_string()).collect()
}

fn legal(answer: &Json) -> Vec<String> {
    let mut all: Vec<String> = answer["game"]["legal"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|group| {
            group["moves"].as_array().unwrap().iter().map(|m| m["notation"].as_str().unwrap().to_string())
        })
        .collect();
    all.sort();
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn solved_moves_carry_the_tables_values_along_a_line() {
    let (rules, tables, dir) = tiny_tables("explore-tables", true);
    let server = TestServer::start_with(&support::sqlite(), |c| c.tables = dir.clone()).await;

    let (status, start) = server.get(&format!("/api/explore/{TINY}")).await;
    assert_eq!(status, 200, "{start}");
    assert_eq!(start["kind"], "solved", "{start}");
    let (value, plies) = words(tables.probe(&rules.game_start()).unwrap());
    assert_eq!((start["value"].as_str(), start["plies"].as_u64()), (Some(value), plies), "{start}");
    let mut moves = listed(&start);
    moves.sort();
    assert_eq!(moves, legal(&start), "every legal move once");
    // Each move's value is the tables' value of the position after it.
    let pos = rules.game_start();
    for entry in start["moves"].as_array().unwrap() {
        let mv = rules.parse_move(&pos, entry["move"].as_str().unwrap()).unwrap();
        let after = rules.play_unchecked(&pos, mv);
        let (value, plies) = match rules.outcome(&after) {
            Some(_) => ("loss", Some(0)),
            None => words(tables.probe(&after).unwrap()),
        };
        assert_eq!((entry["value"].as_str(), entry["plies"].as_u64()), (Some(value), plies), "{entry}");
    }

    // Down the best move: the line's position answers with the first move's value.
    let best = start["moves"][0].clone();
    let (status, next) =
        server.get(&format!("/api/explore/{TINY}&moves={}", best["move"].as_str().unwrap())).await;
    assert_eq!(status, 200, "{next}");
    assert_eq!(
        (next["ply"].as_u64(), &next["value"], &next["plies"]),
        (Some(1), &best["value"], &best["plies"])
    );
    assert_eq!(next["game"]["moves"], serde_json::json!([best["move"]]));
    assert_ne!(next["side"], start["side"]);

    // The same position from its text: the same values, at ply 0.
    let text = next["game"]["position"].as_str().unwrap();
    let query: String = url_encode(text);
    let (status, again) = server.get(&format!("/api/explore/{TINY}&position={query}")).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(
        (again["ply"].as_u64(), &again["moves"], &again["value"]),
        (Some(0), &next["moves"], &next["value"])
    );
    assert_eq!(again["game"]["start"], next["game"]["position"]);
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

fn url_encode(text: &str) -> String {
    text.bytes()
        .map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unsolved_variants_get_the_engines_score_of_every_move() {
    let server = TestServer::start(&support::sqlite()).await;
    let (status, answer) = server.get("/api/explore/hnefatafl-9?moves=d1-d4").await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!((answer["kind"].as_str(), answer["ply"].as_u64()), (Some("engine"), Some(1)));
    assert!(answer["depth"].as_u64().unwrap() >= 1, "{answer}");
    let mut moves = listed(&answer);
    moves.sort();
    assert_eq!(moves, legal(&answer), "every legal move once");
    let scores: Vec<i64> =
        answer["moves"].as_array().unwrap().iter().map(|m| m["score"].as_i64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] <= w[1]), "best first: {scores:?}");
    assert_eq!(answer["score"].as_i64(), Some(-scores[0]));
    assert_eq!(answer["game"]["to_move"], answer["side"]);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lines_are_refused_saying_what_and_where() {
    let server = TestServer::start(&support::sqlite()).await;
    let cases = [
        ("/api/explore/no-such-game", 400, "bad_variant", "unknown variant `no-such-game`"),
        ("/api/explore/fox-geese?set=flock%3Dmany", 400, "bad_variant", "flock"),
        ("/api/explore/fox-geese?moves=c3-c4,zz9", 422, "illegal_move", "move 2 `zz9`"),
        ("/api/explore/fox-geese?position=nonsense", 400, "bad_position", ""),
        ("/api/explore/fox-geese?depth=3", 400, "bad_query", "unknown parameter `depth`"),
        ("/api/explore/fox-geese?moves=a&moves=b", 400, "bad_query", "given twice"),
    ];
    for (path, status, code, says) in cases {
        let (got, body) = server.get(path).await;
        assert_eq!((got, body["error"]["code"].as_str()), (status, Some(code)), "{path}: {body}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(message.contains(says), "{path}: {message}");
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_is_reviewed_by_the_tables_and_a_line_by_the_engine() {
    use reynard_rules::Game;
    use reynard_rules::record::Record;
    let (rules, tables, dir) = tiny_tables("review-tables", true);
    let server = TestServer::start_with(&support::sqlite(), |c| c.tables = dir.clone()).await;

    // A game of the first legal move each time, as a record.
    let mut game = Game::new(rules.clone());
    for _ in 0..8 {
        let Some(&mv) = game.legal_moves().first() else { break };
        game.play(mv).unwrap();
    }
    let record = Record::write(&game, &[]);
    let (status, review) = server.post("/api/review", serde_json::json!({ "record": record })).await;
    assert_eq!(status, 200, "{review}");
    let judged = review["moves"].as_array().unwrap();
    assert_eq!(
        (judged.len(), review["points"].as_array().unwrap().len()),
        (game.moves().len(), game.moves().len() + 1)
    );
    assert_eq!(review["game"]["preset"], "catch-the-hare");
    assert_eq!(review["game"]["options"], serde_json::json!(["flock_points=a1,b1,c1", "fox_wins_at=1"]));
    // Each verdict as the tables say: a win not kept, or a draw lost.
    let value = |i: usize| {
        let pos = &game.positions()[i];
        if rules.outcome(pos).is_some() { None } else { Some(tables.probe(pos).unwrap()) }
    };
    for (i, entry) in judged.iter().enumerate() {
        let expected = match (value(i), value(i + 1)) {
            (Some(Value::Win(_)), Some(Value::Loss(_)) | None) => None,
            (Some(Value::Win(_)), _) => Some("lost_win"),
            (Some(Value::Draw), Some(Value::Win(_))) => Some("lost_draw"),
            _ => None,
        };
        assert_eq!(entry["verdict"].as_str(), expected, "move {}: {entry}", i + 1);
        assert_eq!(entry["best"].is_string(), expected.is_some(), "{entry}");
    }

    // A line of an unsolved game: the engine's scores, every move measured.
    let body = serde_json::json!({ "preset": "hnefatafl-9", "moves": ["d1-d3", "e3-f3"] });
    let (status, review) = server.post("/api/review", body).await;
    assert_eq!(status, 200, "{review}");
    assert!(review["points"].as_array().unwrap().iter().all(|p| p["kind"] == "engine"), "{review}");
    assert!(review["moves"].as_array().unwrap().iter().all(|m| m["drop"].as_i64().unwrap() >= 0), "{review}");

    // Refused: both or neither, a broken record, an illegal move.
    let cases = [
        (serde_json::json!({ "record": record, "preset": "fox-geese" }), 400, "bad_json"),
        (serde_json::json!({}), 400, "bad_json"),
        (
            serde_json::json!({ "record": "[Game \"hunt\"]\n[Variant \"fox-geese\"]\n\n1. zz9" }),
            422,
            "illegal_move",
        ),
        (serde_json::json!({ "preset": "fox-geese", "moves": ["c3-c4", "a1-a9"] }), 422, "illegal_move"),
    ];
    for (body, status, code) in cases {
        let (got, answer) = server.post("/api/review", body.clone()).await;
        assert_eq!((got, answer["error"]["code"].as_str()), (status, Some(code)), "{body}: {answer}");
    }
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_come_from_the_tables_and_their_solutions_win() {
    let (rules, _, dir) = tiny_tables("puzzle-tables", true);
    let server = TestServer::start_with(&support::sqlite(), |c| c.tables = dir.clone()).await;

    let path = format!("/api/puzzles/{TINY}&min_plies=3&seed=11");
    let (status, puzzle) = server.get(&path).await;
    assert_eq!(status, 200, "{puzzle}");
    let start = rules.parse_position(puzzle["position"].as_str().unwrap()).unwrap();
    assert_eq!(puzzle["side"], start.side().role());
    assert_eq!(puzzle["game"]["position"], puzzle["position"]);
    let mut pos = start;
    for mv in puzzle["solution"].as_array().unwrap() {
        let mv = rules.parse_move(&pos, mv.as_str().unwrap()).unwrap();
        pos = rules.play_unchecked(&pos, mv);
    }
    assert_eq!(rules.outcome(&pos).and_then(|o| o.winner()), Some(start.side()), "{puzzle}");
    assert_eq!(puzzle["solution"].as_array().unwrap().len() as u64, puzzle["plies"].as_u64().unwrap());
    // The same seed, the same puzzle; the explorer agrees that its first move is the one.
    let (_, again) = server.get(&path).await;
    assert_eq!(again, puzzle);
    let text = url_encode(puzzle["position"].as_str().unwrap());
    let (_, explored) = server.get(&format!("/api/explore/{TINY}&position={text}")).await;
    assert_eq!(explored["moves"][0]["move"], puzzle["solution"][0], "{explored}");
    assert_eq!(explored["plies"], puzzle["plies"]);

    // Refused, saying why: no tables of a variant, an unsolved family, bad limits.
    let cases = [
        ("/api/puzzles/fox-geese", 404, "not_found", "reynard solve fox-geese"),
        ("/api/puzzles/hnefatafl-11", 404, "not_found", "only the hunt games"),
        ("/api/puzzles/fox-geese?min_plies=9&max_plies=3", 400, "bad_query", "above"),
        ("/api/puzzles/fox-geese?side=goose", 400, "bad_query", "hunter or flock"),
        ("/api/puzzles/fox-geese?min_plies=x", 400, "bad_query", "takes a number"),
    ];
    for (path, status, code, says) in cases {
        let (got, body) = server.get(path).await;
        assert_eq!((got, body["error"]["code"].as_str()), (status, Some(code)), "{path}: {body}");
        assert!(body["error"]["message"].as_str().unwrap().contains(says), "{path}: {body}");
    }
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_solved_while_the_server_runs_are_used_at_once() {
    // The folder does not exist when the server starts.
    let (_, tables, dir) = tiny_tables("late-tables", false);
    let server = TestServer::start_with(&support::sqlite(), |c| c.tables = dir.clone()).await;
    let path = format!("/api/tables/{TINY}");
    let (status, before) = server.get(&path).await;
    assert_eq!(status, 200, "{before}");
    assert_eq!((before["solved"].as_str(), before["tiers_solved"].as_u64()), (Some("none"), Some(0)));
    assert!(before["positions"].as_u64().unwrap() > 0 && before["estimate_seconds"].is_u64(), "{before}");
    let command = before["command"].as_str().unwrap();
    assert!(
        command.starts_with(
            "reynard solve catch-the-hare --set flock_points=a1,b1,c1 --set fox_wins_at=1 --dir "
        ),
        "{command}"
    );
    let (_, explored) = server.get(&format!("/api/explore/{TINY}")).await;
    assert_eq!(explored["kind"], "engine", "nothing solved yet: {explored}");

    // The operator solves it meanwhile (as `reynard solve … --dir` would).
    tables.solve(&NoProgress).unwrap();
    let (_, after) = server.get(&path).await;
    assert_eq!(after["solved"], "complete", "{after}");
    assert_eq!(
        (after["positions_solved"].as_u64(), after["estimate_seconds"].as_u64()),
        (after["positions"].as_u64(), Some(0))
    );
    let (_, explored) = server.get(&format!("/api/explore/{TINY}")).await;
    assert_eq!(explored["kind"], "solved", "{explored}");

    // Every hunt preset is listed; tafl has no tables.
    let (status, all) = server.get("/api/tables").await;
    assert_eq!(status, 200);
    let ids: Vec<&str> = all.as_array().unwrap().iter().map(|v| v["variant"].as_str().unwrap()).collect();
    assert!(
        ids.contains(&"fox-geese") && ids.contains(&"bagh-chal") && !ids.contains(&"hnefatafl-11"),
        "{ids:?}"
    );
    let (status, tafl) = server.get("/api/tables/hnefatafl-11").await;
    assert_eq!((status, tafl["error"]["code"].as_str()), (404, Some("not_found")));
    server.stop().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_is_read_at_once_with_its_move_numbers() {
    use reynard_rules::Game;
    use reynard_rules::record::Record;
    let server = TestServer::start(&support::sqlite()).await;
    // Fox and Geese with the fox choosing its point and moving first: the fox places,
    // then moves, before the geese's first move; the record numbers the pairs.
    let mut variant = reynard_rules::hunt::Variant::preset("fox-geese").unwrap();
    for pair in ["hunter_start=choose", "hunter_first=true"] {
        variant.set_pair(pair).unwrap();
    }
    let mut game = Game::new(Rules::new(&variant).unwrap());
    for _ in 0..5 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let record = Record::write(&game, &[]);
    let (status, answer) = server.post("/api/record", serde_json::json!({ "record": record })).await;
    assert_eq!(status, 200, "{answer}");
    let texts = game.move_texts();
    assert_eq!(answer["game"]["moves"], serde_json::json!(texts));
    assert_eq!(answer["game"]["preset"], "fox-geese");
    // The numbers the record writes before the moves (`3.`), null where a pair goes on.
    let movetext = record.split("\n\n").nth(1).unwrap();
    let mut written = Vec::new();
    let mut pending = Json::Null;
    for token in movetext.split_whitespace() {
        match token.strip_suffix('.') {
            Some(number) => pending = Json::from(number.parse::<u64>().unwrap()),
            None => written.push(std::mem::take(&mut pending)),
        }
    }
    assert_eq!(written.len(), texts.len(), "{record}");
    assert_eq!(answer["game"]["move_numbers"], Json::from(written), "{record}");
    assert_eq!(answer["game"]["move_numbers"][0], 1);
    assert_eq!(answer["game"]["move_numbers"][1], Json::Null, "the fox's placement and move share a number");
    // Refused: no record, a broken one.
    for (body, status, code) in [
        (serde_json::json!({ "preset": "fox-geese" }), 400, "bad_json"),
        (
            serde_json::json!({ "record": "[Game \"hunt\"]\n[Variant \"fox-geese\"]\n\n1. zz9" }),
            422,
            "illegal_move",
        ),
    ] {
        let (got, answer) = server.post("/api/record", body.clone()).await;
        assert_eq!((got, answer["error"]["code"].as_str()), (status, Some(code)), "{body}: {answer}");
    }
    server.stop().await;
}
