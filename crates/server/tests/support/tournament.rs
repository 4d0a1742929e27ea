//! Tournament test helpers: players, a tournament everyone joins, waiting for rounds,
//! playing a round out by resignations chosen by strength.

use super::TestServer;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::Duration;

/// Registers `n` players; their names and bearer tokens.
pub async fn players(server: &TestServer, n: usize) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for i in 0..n {
        out.push(server.register(&format!("T{i}")).await);
    }
    out
}

/// Creates a tournament as `creator` and has everyone join; its id.
pub async fn tournament(
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

pub fn swiss(rounds: u32) -> Value {
    json!({"name": "Club Swiss", "preset": "fox-geese", "format": "swiss", "rounds": rounds,
           "clock": {"initial_s": 300, "increment_s": 5}, "rated": true})
}

/// Waits until the tournament has paired `round` rounds (or finished), and answers it.
pub async fn wait_round(server: &TestServer, id: &str, round: u64) -> Value {
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
pub async fn wait_finished(server: &TestServer, id: &str) -> Value {
    for _ in 0..200 {
        let (_, t) = server.get(&format!("/api/tournaments/{id}")).await;
        if t["status"] == "finished" {
            return t;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("tournament {id} never finished");
}

/// A game's state, once it is created (a round's games are created just after it is
/// paired).
pub async fn game_state(server: &TestServer, game: &str) -> Value {
    for _ in 0..100 {
        let (status, g) = server.get(&format!("/api/games/{game}")).await;
        if status == 200 {
            return g;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("game {game} never appeared");
}

/// The names on a game's two seats, first side first.
pub async fn seated(server: &TestServer, game: &str) -> [String; 2] {
    let g = game_state(server, game).await;
    let name = |seat: usize| g["seats"][seat]["user"]["name"].as_str().unwrap_or_default().to_string();
    [name(0), name(1)]
}

/// Ends a game by the resignation of `loser` (a name), whose token is in `tokens`.
pub async fn resign(server: &TestServer, game: &str, loser: &str, tokens: &HashMap<String, String>) {
    let (status, body) =
        server.post_as(&tokens[loser], &format!("/api/games/{game}/resign"), json!({})).await;
    if status != 200 {
        let (_, g) = server.get(&format!("/api/games/{game}")).await;
        panic!(
            "{loser} resigns {game}: {body}; the game: {} {} at ply {}",
            g["status"], g["reason"], g["ply"]
        );
    }
}

/// Plays out a round's pairings: the player with the lower `strength` loses every game
/// (so the points are known); answers each name's game points this round.
pub async fn play_round(
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

pub fn pair_key(pairing: &Value) -> (String, String) {
    let (a, b) = (pairing["players"][0].as_str().unwrap(), pairing["players"][1].as_str().unwrap());
    (a.min(b).to_string(), a.max(b).to_string())
}

/// Each player's points in a tournament's standings, by name.
pub fn points_by_name(t: &Value) -> HashMap<String, f64> {
    t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["name"].as_str().unwrap().to_string(), l["points"].as_f64().unwrap()))
        .collect()
}
