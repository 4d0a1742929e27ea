//! A player's games searched and exported (`GET /api/players/{name}/games` and
//! `/games/export`): every filter against a naive filter over all the games the test
//! stored, pages walked under filters, bad values refused by name, the export read back.
#![allow(clippy::unwrap_used)]

mod support;

use reynard_play::AnyGame;
use reynard_server::{GameRow, GameState, Store};
use serde_json::{Value, json};
use std::collections::HashSet;
use support::{Db, TestServer, first_legal, unique_name};

/// A game as the test knows it, from the player's side.
#[derive(Clone, Debug)]
struct Known {
    id: String,
    created_ms: i64,
    preset: &'static str,
    rated: bool,
    speed: &'static str,
    /// `win`, `loss`, `draw`, `aborted` or `running`.
    outcome: &'static str,
    /// The other seat's name (an account, a guest), if any.
    opponent: Option<String>,
}

/// What a naive filter keeps.
type Keep = Box<dyn Fn(&Known) -> bool>;

/// A small generator of the test's games.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The speed of a clock, computed here: lichess's estimate `initial + 40 × increment`.
fn naive_speed(clock: Option<&str>) -> &'static str {
    let Some(clock) = clock else { return "untimed" };
    if clock.starts_with("days:") {
        return "correspondence";
    }
    let parts: Vec<i64> = clock.split(':').skip(1).map(|p| p.parse().unwrap()).collect();
    let seconds = (parts[0] + 40 * parts[1]) / 1000;
    if seconds < 180 {
        "bullet"
    } else if seconds < 480 {
        "blitz"
    } else if seconds < 1500 {
        "rapid"
    } else {
        "classical"
    }
}

fn game_id(rng: &mut Lcg) -> String {
    let alphabet = b"abcdefghjkmnpqrstuvwxyz23456789";
    (0..12).map(|_| alphabet[rng.below(alphabet.len())] as char).collect()
}

/// Stores `n` games of `player` (and a few of others), of every kind; answers what the
/// test knows of the player's.
async fn store_games(db: &Db, player: &str, opponents: &[String], n: usize) -> Vec<Known> {
    let store = Store::open(&db.url).await.unwrap();
    // Seeded by the player's name (new each run): ids never clash on a shared PostgreSQL.
    let mut rng = Lcg(player.bytes().fold(7, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b))));
    let presets =
        [("fox-geese", "hunt", ["hunter", "flock"]), ("hnefatafl-11", "tafl", ["attackers", "defenders"])];
    let clocks = [
        None,
        Some("fischer:60000:0"),
        Some("fischer:180000:2"),
        Some("fischer:600000:5"),
        Some("fischer:1800000:0"),
        Some("days:3"),
    ];
    let mut known = Vec::new();
    for i in 0..n {
        let (preset, family, sides) = presets[rng.below(2)];
        let seat = rng.below(2);
        let mine = i % 9 != 8; // every ninth game is between others
        let opponent = match rng.below(4) {
            0 | 1 => Some((Some(opponents[rng.below(opponents.len())].clone()), None)),
            2 => Some((None, Some("Gus".to_string()))),
            _ => None, // the AI
        };
        let (declared, status, result, outcome) = match rng.below(5) {
            0 => (Some("resign:0"), "finished", Some(sides[1]), if seat == 0 { "loss" } else { "win" }),
            1 => (Some("resign:1"), "finished", Some(sides[0]), if seat == 0 { "win" } else { "loss" }),
            2 => (Some("draw"), "finished", Some("draw"), "draw"),
            3 => (Some("aborted"), "aborted", None, "aborted"),
            _ => (None, "running", None, "running"),
        };
        let clock = clocks[rng.below(clocks.len())];
        // Some games share their creation time: the key's second part orders them.
        let created_ms = 1_700_000_000_000 + (i as i64 / 3) * 1000;
        let id = game_id(&mut rng);
        let mut accounts: [Option<String>; 2] = [None, None];
        let mut guests: [Option<String>; 2] = [None, None];
        let mut seats = ["human".to_string(), "human".to_string()];
        let me = if mine { Some(player.to_string()) } else { Some(opponents[0].clone()) };
        accounts[seat] = me;
        match &opponent {
            Some((account, guest)) => {
                accounts[1 - seat].clone_from(account);
                guests[1 - seat].clone_from(guest);
            }
            None => seats[1 - seat] = "ai:3".to_string(),
        }
        let rated = opponent.as_ref().is_some_and(|(a, _)| a.is_some()) && rng.below(2) == 0;
        let row = GameRow {
            id: id.clone(),
            family: family.to_string(),
            preset: preset.to_string(),
            options: "[]".to_string(),
            seats,
            // A person's seat is stored with its token's hash.
            tokens: [
                Some(format!("sha256:{}", "ab".repeat(32))),
                Some(format!("sha256:{}", "cd".repeat(32))),
            ],
            public: false,
            created_ms,
            rated,
            clock: clock.map(str::to_string),
            state: GameState {
                joined: [true, true],
                declared: declared.map(str::to_string),
                status: status.to_string(),
                result: result.map(str::to_string),
                reason: declared.map(|d| d.split(':').next().unwrap().to_string()),
                updated_ms: created_ms,
                accounts,
                guests,
                ..GameState::default()
            },
        };
        store.insert_game(&row).await.unwrap();
        if mine {
            let opponent = opponent.and_then(|(a, g)| a.or(g));
            known.push(Known { id, created_ms, preset, rated, speed: naive_speed(clock), outcome, opponent });
        }
    }
    known
}

/// Every game of the list under `query`, page by page (`limit` a page).
async fn walk(server: &TestServer, player: &str, query: &str, limit: usize) -> Vec<Value> {
    let mut all = Vec::new();
    let mut before = String::new();
    loop {
        let path = format!("/api/players/{player}/games?limit={limit}{query}{before}");
        let (status, page) = server.get(&path).await;
        assert_eq!(status, 200, "{path}: {page}");
        let games = page["games"].as_array().unwrap();
        assert!(games.len() <= limit);
        all.extend(games.iter().cloned());
        match page["next"].as_str() {
            Some(next) => {
                assert_eq!(games.len(), limit, "a page before the last is full");
                before = format!("&before={next}");
            }
            None => break,
        }
        assert!(all.len() < 1000, "the pages never end");
    }
    all
}

/// The ids the naive filter keeps, newest first, and the list's, compared.
fn check(listed: &[Value], expected: &[&Known], what: &str) {
    let ids: Vec<&str> = listed.iter().map(|g| g["id"].as_str().unwrap()).collect();
    let unique: HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "{what}: no game twice");
    let wanted: HashSet<&str> = expected.iter().map(|k| k.id.as_str()).collect();
    assert_eq!(unique, wanted, "{what}");
    let times: Vec<i64> =
        ids.iter().map(|id| expected.iter().find(|k| k.id == *id).unwrap().created_ms).collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "{what}: newest first");
}

/// One finished game with moves, played through the API (the export replays its moves).
async fn played_game(server: &TestServer, token: &str) -> (String, u64) {
    let (status, game) = server
        .post_as(
            token,
            "/api/games",
            json!({"preset": "fox-geese", "side": "flock", "opponent": {"type": "ai", "level": 1}}),
        )
        .await;
    assert_eq!(status, 201, "{game}");
    let id = game["id"].as_str().unwrap().to_string();
    let seat = game["token"].as_str().map(str::to_string);
    let body = json!({"move": first_legal(&game["game"]), "token": seat});
    let (status, moved) = server.post_as(token, &format!("/api/games/{id}/moves"), body).await;
    assert_eq!(status, 200, "{moved}");
    let game = server.wait_ply(&id, 2).await;
    let (status, over) =
        server.post_as(token, &format!("/api/games/{id}/resign"), json!({"token": seat})).await;
    assert_eq!(status, 200, "{over}");
    (id, game["ply"].as_u64().unwrap())
}

async fn filters_and_pages_match_a_naive_filter(db: &Db) {
    let server = TestServer::start(db).await;
    let (player, token) = server.register("lister").await;
    let mut opponents = Vec::new();
    for _ in 0..2 {
        opponents.push(server.register("rival").await.0);
    }
    let known = store_games(db, &player, &opponents, 70).await;
    let cases: Vec<(String, Keep)> = vec![
        (String::new(), Box::new(|_| true)),
        ("&preset=fox-geese".into(), Box::new(|k| k.preset == "fox-geese")),
        ("&preset=hnefatafl-11".into(), Box::new(|k| k.preset == "hnefatafl-11")),
        ("&result=win".into(), Box::new(|k| k.outcome == "win")),
        ("&result=loss".into(), Box::new(|k| k.outcome == "loss")),
        ("&result=draw".into(), Box::new(|k| k.outcome == "draw")),
        ("&result=aborted".into(), Box::new(|k| k.outcome == "aborted")),
        ("&rated=true".into(), Box::new(|k| k.rated)),
        ("&rated=false".into(), Box::new(|k| !k.rated)),
        ("&speed=bullet".into(), Box::new(|k| k.speed == "bullet")),
        ("&speed=blitz".into(), Box::new(|k| k.speed == "blitz")),
        ("&speed=rapid".into(), Box::new(|k| k.speed == "rapid")),
        ("&speed=classical".into(), Box::new(|k| k.speed == "classical")),
        ("&speed=correspondence".into(), Box::new(|k| k.speed == "correspondence")),
        ("&speed=untimed".into(), Box::new(|k| k.speed == "untimed")),
        ("&opponent=Gus".into(), Box::new(|k| k.opponent.as_deref() == Some("Gus"))),
        (format!("&opponent={}", opponents[1].to_uppercase()), {
            let o = opponents[1].clone();
            Box::new(move |k| k.opponent.as_ref() == Some(&o))
        }),
        (
            "&preset=fox-geese&result=win&speed=untimed".into(),
            Box::new(|k| k.preset == "fox-geese" && k.outcome == "win" && k.speed == "untimed"),
        ),
        (format!("&rated=false&opponent={}&result=loss", opponents[0]), {
            let o = opponents[0].clone();
            Box::new(move |k| !k.rated && k.opponent.as_ref() == Some(&o) && k.outcome == "loss")
        }),
    ];
    for (query, keep) in &cases {
        let expected: Vec<&Known> = known.iter().filter(|k| keep(k)).collect();
        assert!(query.is_empty() || expected.len() < known.len(), "{query} filters something");
        for limit in [1, 7, 100] {
            let listed = walk(&server, &player, query, limit).await;
            check(&listed, &expected, &format!("{query} by {limit}"));
        }
    }
    // A game added meanwhile (newer than every other) does not disturb a walk in progress.
    let (status, first) = server.get(&format!("/api/players/{player}/games?limit=5")).await;
    assert_eq!(status, 200);
    let next = first["next"].as_str().unwrap().to_string();
    let (played, _) = played_game(&server, &token).await;
    let (_, second) = server.get(&format!("/api/players/{player}/games?limit=5&before={next}")).await;
    let ids: Vec<&str> =
        second["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert!(!ids.contains(&played.as_str()));
    assert!(ids.iter().all(|id| known.iter().any(|k| k.id == *id)));
}

async fn bad_filters_are_named(db: &Db) {
    let server = TestServer::start(db).await;
    let (player, _) = server.register("named").await;
    for (query, name) in [
        ("result=won", "result"),
        ("rated=yes", "rated"),
        ("speed=fast", "speed"),
        ("preset=no-such-game", "preset"),
        ("limit=0", "limit"),
        ("limit=many", "limit"),
        ("before=nosuchgame12", "before"),
        ("colour=white", "colour"),
    ] {
        let (status, body) = server.get(&format!("/api/players/{player}/games?{query}")).await;
        assert_eq!(status, 400, "{query}: {body}");
        assert!(body["error"]["message"].as_str().unwrap_or_default().contains(name), "{query}: {body}");
    }
    let (status, body) = server.get(&format!("/api/players/{player}/games/export?speed=slow")).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["message"].as_str().unwrap().contains("speed"), "{body}");
    let (status, _) = server.get(&format!("/api/players/{}/games", unique_name("nobody"))).await;
    assert_eq!(status, 404);
}

async fn the_export_reads_back(db: &Db) {
    let server = TestServer::start(db).await;
    let (player, token) = server.register("exporter").await;
    let opponents = vec![server.register("rival").await.0];
    // More games than a page of the export (100), so that it is written in several.
    let known = store_games(db, &player, &opponents, 240).await;
    let (played, plies) = played_game(&server, &token).await;
    for (query, keep) in [
        ("", Box::new(|_: &Known| true) as Keep),
        ("?result=draw&speed=blitz", Box::new(|k: &Known| k.outcome == "draw" && k.speed == "blitz")),
    ] {
        let path = format!("/api/players/{player}/games/export{query}");
        let (status, head, body) = server.request_with_head("GET", &path, None, false).await;
        assert_eq!(status, 200, "{body}");
        assert!(
            head.contains(&format!(
                "content-disposition: attachment; filename=\"reynard-{}-games.txt\"",
                player.to_lowercase()
            )),
            "{head}"
        );
        let text = body.as_str().unwrap();
        let games = reynard_rules::record::games(text);
        let mut ids = HashSet::new();
        for (line, record) in &games {
            let game =
                AnyGame::from_record(record).unwrap_or_else(|e| panic!("game at line {line}: {e}\n{record}"));
            let parsed = reynard_rules::record::Record::parse(record).unwrap();
            let id = parsed.tag("GameId").unwrap().to_string();
            if id == played {
                assert_eq!(game.ply() as u64, plies, "the played game's moves replay");
            }
            assert!(ids.insert(id), "a game once");
        }
        let mut expected: HashSet<String> = known.iter().filter(|k| keep(k)).map(|k| k.id.clone()).collect();
        if query.is_empty() {
            expected.insert(played.clone());
        }
        assert_eq!(ids, expected, "{query}");
    }
}

both_databases!(filters_and_pages_match_a_naive_filter, bad_filters_are_named, the_export_reads_back);
