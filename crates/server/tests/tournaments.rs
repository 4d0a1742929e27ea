//! Tournaments end to end: Swiss with an odd field, late joins and withdrawals, round
//! robin, arena with streaks, two servers running one tournament once, and a restart
//! mid-round — on SQLite and PostgreSQL. Games are played out by resignations chosen by
//! the test, and the standings are checked against points counted here.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_server::{ManualTime, TimeSource};
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::time::Duration;
use support::{Db, TestServer};

both_databases!(
    a_swiss_with_an_odd_field_runs_its_rounds_without_repeats,
    late_joins_and_withdrawals_in_a_swiss,
    a_round_robin_meets_everyone_once,
    an_arena_pairs_again_at_once_and_doubles_a_streak,
    two_servers_and_a_restart_run_one_tournament_once,
    a_tournament_has_a_chat_for_accounts,
);

/// Registers `n` players; their names and bearer tokens.
async fn players(server: &TestServer, n: usize) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for i in 0..n {
        out.push(server.register(&format!("T{i}")).await);
    }
    out
}

/// Creates a tournament as `creator` and has everyone join; its id.
async fn tournament(
    server: &TestServer,
    creator: &str,
    body: Value,
    entrants: &[(String, String)],
) -> String {
    let (status, made) = server.post_as(creator, "/api/tournaments", body).await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_string();
    for (name, token) in entrants {
        let (status, joined) = server.post_as(token, &format!("/api/tournaments/{id}/join"), json!({})).await;
        assert_eq!(status, 200, "{name}: {joined}");
    }
    id
}

fn swiss(rounds: u32) -> Value {
    json!({"name": "Club Swiss", "preset": "fox-geese", "format": "swiss", "rounds": rounds,
           "clock": {"initial_s": 300, "increment_s": 5}, "rated": true})
}

/// Waits until the tournament has paired `round` rounds (or finished), and answers it.
async fn wait_round(server: &TestServer, id: &str, round: u64) -> Value {
    for _ in 0..200 {
        let (_, t) = server.get(&format!("/api/tournaments/{id}")).await;
        if t["round"].as_u64() >= Some(round) || t["status"] == "finished" {
            return t;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("tournament {id} never reached round {round}");
}

/// Waits until the tournament has finished.
async fn wait_finished(server: &TestServer, id: &str) -> Value {
    for _ in 0..200 {
        let (_, t) = server.get(&format!("/api/tournaments/{id}")).await;
        if t["status"] == "finished" {
            return t;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("tournament {id} never finished");
}

/// The names on a game's two seats, first side first.
async fn seated(server: &TestServer, game: &str) -> [String; 2] {
    let (_, g) = server.get(&format!("/api/games/{game}")).await;
    let name = |seat: usize| g["seats"][seat]["user"]["name"].as_str().unwrap_or_default().to_string();
    [name(0), name(1)]
}

/// Ends a game by the resignation of `loser` (a name), whose token is in `tokens`.
async fn resign(server: &TestServer, game: &str, loser: &str, tokens: &HashMap<String, String>) {
    let (status, body) =
        server.post_as(&tokens[loser], &format!("/api/games/{game}/resign"), json!({})).await;
    assert_eq!(status, 200, "{loser} resigns {game}: {body}");
}

/// Plays out a round's pairings: the player with the lower `strength` loses every game
/// (so the points are known); answers each name's game points this round.
async fn play_round(
    server: &TestServer,
    round: &Value,
    strength: &HashMap<String, usize>,
    tokens: &HashMap<String, String>,
) -> HashMap<String, f64> {
    let mut points = HashMap::new();
    for pairing in round["pairings"].as_array().unwrap() {
        let games = pairing["games"].as_array().unwrap();
        assert_eq!(games.len(), 2, "a meeting is two games: {pairing}");
        let [a, b] = [pairing["players"][0].as_str().unwrap(), pairing["players"][1].as_str().unwrap()];
        let first = seated(server, games[0].as_str().unwrap()).await;
        let second = seated(server, games[1].as_str().unwrap()).await;
        assert_eq!(first, [a.to_string(), b.to_string()], "the first game's first side");
        assert_eq!(second, [b.to_string(), a.to_string()], "the sides swapped in the second");
        let (winner, loser) = if strength[a] > strength[b] { (a, b) } else { (b, a) };
        for game in games {
            resign(server, game.as_str().unwrap(), loser, tokens).await;
        }
        *points.entry(winner.to_string()).or_insert(0.0) += 2.0;
        points.entry(loser.to_string()).or_insert(0.0);
    }
    for bye in round["byes"].as_array().unwrap() {
        *points.entry(bye.as_str().unwrap().to_string()).or_insert(0.0) += 2.0;
    }
    points
}

fn pair_key(pairing: &Value) -> (String, String) {
    let (a, b) = (pairing["players"][0].as_str().unwrap(), pairing["players"][1].as_str().unwrap());
    (a.min(b).to_string(), a.max(b).to_string())
}

async fn a_swiss_with_an_odd_field_runs_its_rounds_without_repeats(db: &Db) {
    let server = TestServer::start(db).await;
    let field = players(&server, 5).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    let strength: HashMap<String, usize> =
        field.iter().enumerate().map(|(i, (n, _))| (n.clone(), i)).collect();
    let id = tournament(&server, &field[0].1, swiss(3), &field).await;
    let (status, refused) =
        server.post_as(&field[1].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    assert_eq!(status, 403, "only the creator starts it: {refused}");
    let (status, started) =
        server.post_as(&field[0].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    assert_eq!(status, 200, "{started}");

    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    let mut totals: HashMap<String, f64> = HashMap::new();
    for number in 1..=3 {
        let t = wait_round(&server, &id, number).await;
        assert_eq!(t["status"], "running");
        let round = &t["rounds"][number as usize - 1];
        assert_eq!(round["number"], number);
        assert_eq!(round["pairings"].as_array().unwrap().len(), 2, "{round}");
        let bye = round["byes"][0].as_str().unwrap().to_string();
        assert!(byes.insert(bye.clone()), "a second bye for {bye}");
        for pairing in round["pairings"].as_array().unwrap() {
            assert!(met.insert(pair_key(pairing)), "a pair met twice: {pairing}");
        }
        for (name, points) in play_round(&server, round, &strength, &tokens).await {
            *totals.entry(name).or_insert(0.0) += points;
        }
    }
    let t = wait_finished(&server, &id).await;
    let standings = t["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 5);
    for line in standings {
        let name = line["name"].as_str().unwrap();
        assert_eq!(line["points"].as_f64(), totals.get(name).copied(), "{name}: {t}");
        assert_eq!(line["tiebreaks"].as_array().unwrap().len(), 2, "Buchholz and Sonneborn-Berger");
    }
    let points: Vec<f64> = standings.iter().map(|l| l["points"].as_f64().unwrap()).collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "best first: {points:?}");

    let (_, _, text) = server
        .request_with_headers("GET", &format!("/api/tournaments/{id}/export?format=text"), None, false, &[])
        .await;
    let text = text.as_str().unwrap().to_string();
    assert!(text.contains("Round 3") && text.contains(standings[0]["name"].as_str().unwrap()), "{text}");
    let (status, json_export) = server.get(&format!("/api/tournaments/{id}/export")).await;
    assert_eq!((status, &json_export["standings"]), (200, &t["standings"]));
}

async fn late_joins_and_withdrawals_in_a_swiss(db: &Db) {
    let server = TestServer::start(db).await;
    let field = players(&server, 6).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    let strength: HashMap<String, usize> =
        field.iter().enumerate().map(|(i, (n, _))| (n.clone(), i)).collect();
    let id = tournament(&server, &field[0].1, swiss(4), &field[..4]).await;
    server.post_as(&field[0].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    let t = wait_round(&server, &id, 1).await;
    play_round(&server, &t["rounds"][0], &strength, &tokens).await;

    // After round 1 of 4, a late join is still allowed; a withdrawal is never paired again.
    let join = format!("/api/tournaments/{id}/join");
    let (status, body) = server.post_as(&field[4].1, &join, json!({})).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) =
        server.post_as(&field[1].1, &format!("/api/tournaments/{id}/withdraw"), json!({})).await;
    assert_eq!(status, 200, "{body}");
    let t = wait_round(&server, &id, 2).await;
    let round = &t["rounds"][1];
    let named: HashSet<&str> = round["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| [p["players"][0].as_str().unwrap(), p["players"][1].as_str().unwrap()])
        .chain(round["byes"].as_array().unwrap().iter().map(|b| b.as_str().unwrap()))
        .collect();
    assert!(named.contains(field[4].0.as_str()), "the late player is paired: {round}");
    assert!(!named.contains(field[1].0.as_str()), "the withdrawn player is not: {round}");
    assert_eq!(named.len(), 4);
    play_round(&server, round, &strength, &tokens).await;
    let t = wait_round(&server, &id, 3).await;
    assert_eq!(t["round"], 3);
    let (status, body) = server.post_as(&field[5].1, &join, json!({})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("not_allowed")),
        "past half the rounds: {body}"
    );
}

async fn a_round_robin_meets_everyone_once(db: &Db) {
    let server = TestServer::start(db).await;
    let field = players(&server, 4).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    let strength: HashMap<String, usize> =
        field.iter().enumerate().map(|(i, (n, _))| (n.clone(), i)).collect();
    let body = json!({"name": "All play all", "preset": "brandubh", "format": "round-robin",
                      "clock": {"initial_s": 60}, "rated": false});
    let id = tournament(&server, &field[0].1, body, &field).await;
    server.post_as(&field[0].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    let mut met = HashSet::new();
    for number in 1..=3 {
        let t = wait_round(&server, &id, number).await;
        assert_eq!(t["round_count"], 3);
        let round = &t["rounds"][number as usize - 1];
        for pairing in round["pairings"].as_array().unwrap() {
            assert!(met.insert(pair_key(pairing)), "{pairing}");
        }
        play_round(&server, round, &strength, &tokens).await;
    }
    assert_eq!(met.len(), 6, "every pair of four met");
    let t = wait_finished(&server, &id).await;
    let order: Vec<&str> =
        t["standings"].as_array().unwrap().iter().map(|l| l["name"].as_str().unwrap()).collect();
    let expected: Vec<&str> = field.iter().rev().map(|(n, _)| n.as_str()).collect();
    assert_eq!(order, expected, "the strongest won every meeting");
}

async fn an_arena_pairs_again_at_once_and_doubles_a_streak(db: &Db) {
    let time = ManualTime::new(1_900_000_000_000);
    let clock = time.clone();
    let server = TestServer::start_with(db, move |config| config.time = TimeSource::Manual(clock)).await;
    let field = players(&server, 2).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    // An hour on the clock: the games outlast the arena's ten minutes on the manual clock.
    let body = json!({"name": "Blitz arena", "preset": "fox-geese", "format": "arena", "minutes": 10,
                      "clock": {"initial_s": 3600}, "starts_at_ms": 1_900_000_001_000_i64});
    let id = tournament(&server, &field[0].1, body, &field).await;
    let (_, t) = server.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(t["status"], "created", "not before its time");
    time.advance(1_000);
    let (winner, loser) = (&field[0].0, &field[1].0);
    let mut sides = Vec::new();
    for wave in 1..=3 {
        let t = wait_round(&server, &id, wave).await;
        assert_eq!(t["status"], "running");
        let game = t["games"][wave as usize - 1].as_str().unwrap().to_string();
        sides.push(seated(&server, &game).await);
        resign(&server, &game, loser, &tokens).await;
    }
    assert_ne!(sides[0], sides[1], "sides alternate: {sides:?}");
    assert_eq!(sides[0], sides[2]);
    let t = wait_round(&server, &id, 4).await;
    time.advance(10 * 60_000);
    let game = t["games"][3].as_str().unwrap().to_string();
    resign(&server, &game, winner, &tokens).await;
    let t = wait_finished(&server, &id).await;
    // Hand-computed: win 2, win 2 (now on a streak), win 4, loss 0 = 8; the loser: 0 0 0 2.
    let points: HashMap<&str, f64> = t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["name"].as_str().unwrap(), l["points"].as_f64().unwrap()))
        .collect();
    assert_eq!(points[winner.as_str()], 8.0, "{t}");
    assert_eq!(points[loser.as_str()], 2.0, "{t}");
    assert_eq!(t["games"].as_array().unwrap().len(), 4, "no pairing after the end");
}

async fn two_servers_and_a_restart_run_one_tournament_once(db: &Db) {
    let first = TestServer::start(db).await;
    let second = TestServer::start(db).await;
    let field = players(&first, 4).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    let strength: HashMap<String, usize> =
        field.iter().enumerate().map(|(i, (n, _))| (n.clone(), i)).collect();
    let id = tournament(&first, &field[0].1, swiss(3), &field).await;
    second.post_as(&field[0].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    let t = wait_round(&second, &id, 1).await;
    play_round(&first, &t["rounds"][0], &strength, &tokens).await;
    let t = wait_round(&first, &id, 2).await;
    // Both servers look at it four times a second: still one round 2, two meetings.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let (_, t2) = second.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(t2["round"], 2);
    assert_eq!(t2["rounds"], t["rounds"], "both servers see the same pairings");
    assert_eq!(t2["rounds"][1]["pairings"].as_array().unwrap().len(), 2);

    // The servers stop mid-round; a restarted one carries on.
    first.stop().await;
    second.stop().await;
    let restarted = TestServer::start(db).await;
    play_round(&restarted, &t2["rounds"][1], &strength, &tokens).await;
    let t = wait_round(&restarted, &id, 3).await;
    play_round(&restarted, &t["rounds"][2], &strength, &tokens).await;
    let t = wait_finished(&restarted, &id).await;
    let mut met = HashSet::new();
    for round in t["rounds"].as_array().unwrap() {
        for pairing in round["pairings"].as_array().unwrap() {
            assert!(met.insert(pair_key(pairing)), "{pairing}");
        }
    }
    assert_eq!(met.len(), 6, "three rounds of two meetings, no repeat");
}

async fn a_tournament_has_a_chat_for_accounts(db: &Db) {
    let server = TestServer::start(db).await;
    let field = players(&server, 2).await;
    let id = tournament(&server, &field[0].1, swiss(2), &field).await;
    let chat = format!("/api/tournaments/{id}/chat");
    let (status, body) = server.post_as(&field[1].1, &chat, json!({"text": "  good luck <b>all</b> "})).await;
    assert_eq!(status, 200, "{body}");
    let (status, refused) = server.post(&chat, json!({"text": "a guest"})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (401, Some("unauthorized")));
    let (status, refused) = server.post_as(&field[1].1, &chat, json!({"text": "\u{7}"})).await;
    assert_eq!(status, 400, "{refused}");
    let (_, lines) = server.get(&chat).await;
    assert_eq!(lines.as_array().unwrap().len(), 1, "{lines}");
    assert_eq!(lines[0]["author"], field[1].0.as_str());
    assert_eq!(lines[0]["text"], "good luck <b>all</b>", "stored as written, shown as text");
    let mut statuses = Vec::new();
    for _ in 0..8 {
        statuses.push(server.post_as(&field[0].1, &chat, json!({"text": "spam"})).await.0);
    }
    assert!(statuses.contains(&429), "the chat's rate holds: {statuses:?}");
}
