//! Tournaments end to end: Swiss with an odd field, late joins and withdrawals, round
//! robin, arena with streaks, two servers running one tournament once, and a restart
//! mid-round — on SQLite and PostgreSQL. Games are played out by resignations chosen by
//! the test, and the standings are checked against points counted here.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::json;
use std::collections::{HashMap, HashSet};
use std::time::Duration;
use support::tournament::{pair_key, play_round, players, swiss, tournament, wait_finished, wait_round};
use support::{Db, TestServer};

/// One test at a time: servers sharing a PostgreSQL database run every tournament in it,
/// so tests running at once would play each other's tournaments (and stop servers in the
/// middle of another test's step).
static TURNS: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

both_databases!(
    a_swiss_with_an_odd_field_runs_its_rounds_without_repeats,
    late_joins_and_withdrawals_in_a_swiss,
    a_round_robin_meets_everyone_once,
    two_servers_and_a_restart_run_one_tournament_once,
    a_tournament_has_a_chat_for_accounts,
    bots_join_only_where_bots_are_allowed,
);

async fn a_swiss_with_an_odd_field_runs_its_rounds_without_repeats(db: &Db) {
    let _turn = TURNS.lock().await;
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
        if number == 1 {
            // Each player is told the tournament started, and each player of a game that
            // it is ready.
            let player = round["pairings"][0]["players"][0].as_str().unwrap();
            let kinds = notification_kinds(&server, &tokens[player]).await;
            assert_eq!(kinds.iter().filter(|k| *k == "tournamentStarted").count(), 1, "{kinds:?}");
            assert_eq!(
                kinds.iter().filter(|k| *k == "tournamentGame").count(),
                2,
                "two games a meeting: {kinds:?}"
            );
        }
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
    let _turn = TURNS.lock().await;
    let server = TestServer::start(db).await;
    let field = players(&server, 6).await;
    let tokens: HashMap<String, String> = field.iter().cloned().collect();
    let strength: HashMap<String, usize> =
        field.iter().enumerate().map(|(i, (n, _))| (n.clone(), i)).collect();
    let id = tournament(&server, &field[0].1, swiss(4), &field[..4]).await;
    server.post_as(&field[0].1, &format!("/api/tournaments/{id}/start"), json!({})).await;
    let t = wait_round(&server, &id, 1).await;

    // During round 1 of 4, a late join is still allowed; a withdrawal is never paired
    // again (its games under way are played out).
    let join = format!("/api/tournaments/{id}/join");
    let (status, body) = server.post_as(&field[4].1, &join, json!({})).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) =
        server.post_as(&field[1].1, &format!("/api/tournaments/{id}/withdraw"), json!({})).await;
    assert_eq!(status, 200, "{body}");
    play_round(&server, &t["rounds"][0], &strength, &tokens).await;
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
    let _turn = TURNS.lock().await;
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

async fn two_servers_and_a_restart_run_one_tournament_once(db: &Db) {
    let _turn = TURNS.lock().await;
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
    let _turn = TURNS.lock().await;
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

/// The kinds of an account's notifications, newest first (waiting a moment for the
/// second game's).
async fn notification_kinds(server: &TestServer, token: &str) -> Vec<String> {
    let mut kinds = Vec::new();
    for _ in 0..50 {
        let (_, listed) = server.get_as(token, "/api/notifications").await;
        kinds = listed["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["kind"].as_str().unwrap().to_string())
            .collect();
        if kinds.iter().filter(|k| *k == "tournamentGame").count() >= 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    kinds
}

async fn bots_join_only_where_bots_are_allowed(db: &Db) {
    let _turn = TURNS.lock().await;
    let server = TestServer::start(db).await;
    let field = players(&server, 1).await;
    let (_, bot) = server.register("Bot").await;
    let (status, marked) = server.post_as(&bot, "/api/account/bot", json!({})).await;
    assert_eq!(status, 200, "{marked}");
    let people_only = tournament(&server, &field[0].1, swiss(2), &field).await;
    let (status, refused) =
        server.post_as(&bot, &format!("/api/tournaments/{people_only}/join"), json!({})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")), "{refused}");
    let mut body = swiss(2);
    body["bots"] = json!(true);
    let with_bots = tournament(&server, &field[0].1, body, &field).await;
    let (status, joined) =
        server.post_as(&bot, &format!("/api/tournaments/{with_bots}/join"), json!({})).await;
    assert_eq!(status, 200, "{joined}");
}
