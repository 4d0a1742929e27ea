//! `reynard bot` end to end: a real server in this process, the built binary as the bot, a
//! person challenging it and playing over HTTP.

use reynard_server::{ClientLimits, Config};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// The longest any step may take.
const PATIENCE: Duration = Duration::from_secs(60);

static SERVERS: AtomicUsize = AtomicUsize::new(0);

/// A server running in a thread of this process, over a SQLite file.
struct TestServer {
    addr: SocketAddr,
    /// The database's folder, removed at the end.
    dir: PathBuf,
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Starts a server over a fresh SQLite file, in a thread of its own.
fn start_server() -> TestServer {
    let n = SERVERS.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("reynard-bot-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let db_dir = dir.clone();
    let config = Config {
        addr: "127.0.0.1:0".parse().expect("an address"),
        db: Some(format!("sqlite://{}", dir.join("games.db").display())),
        ai_searches: 1,
        tables: std::env::temp_dir().join("reynard-no-tables-here"),
        // The person and the bot send their requests from one address.
        clients: ClientLimits { rate: 0, burst: 1, read_rate: 0, read_burst: 1 },
        ..Config::default()
    };
    let (ready, listening) = channel();
    std::thread::spawn(move || {
        let served = reynard_server::run_blocking(&config, |addr, _| {
            ready.send(addr).expect("the test waits for the address");
        });
        panic!("the server stopped: {served:?}");
    });
    let addr = listening.recv_timeout(PATIENCE).expect("the server listens");
    TestServer { addr, dir: db_dir }
}

/// A client of the test server.
struct Http {
    agent: ureq::Agent,
    base: String,
}

impl Http {
    fn new(addr: SocketAddr) -> Http {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .build()
            .new_agent();
        Http { agent, base: format!("http://{addr}") }
    }

    /// A request with an optional bearer token and JSON body: the status and the answer.
    fn call(&self, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
        let url = format!("{}{path}", self.base);
        let mut request = ureq::http::Request::builder().method(method).uri(url);
        if let Some(token) = token {
            request = request.header("Authorization", format!("Bearer {token}"));
        }
        let mut response = match body {
            Some(body) => {
                let request = request.header("Content-Type", "application/json").body(body.to_string());
                self.agent.run(request.expect("a request")).expect("the server answers")
            }
            None => self.agent.run(request.body(()).expect("a request")).expect("the server answers"),
        };
        let text = response.body_mut().read_to_string().expect("an answer");
        (response.status().as_u16(), serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    /// Registers an account; its token.
    fn register(&self, name: &str) -> String {
        let body = json!({"name": name, "password": "a long enough password"});
        let (status, answer) = self.call("POST", "/api/account/register", None, Some(body));
        assert_eq!(status, 201, "{answer}");
        answer["token"].as_str().expect("a token").to_string()
    }

    /// Opens a stream; its lines as they come (a thread reads them).
    fn stream(&self, path: &str, token: &str) -> Receiver<String> {
        let response = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Authorization", format!("Bearer {token}"))
            .config()
            .timeout_global(None)
            .build()
            .call()
            .expect("the stream opens");
        assert_eq!(response.status().as_u16(), 200);
        let (lines, heard) = channel();
        let reader = BufReader::new(response.into_body().into_reader());
        std::thread::spawn(move || {
            for line in reader.lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        heard
    }
}

/// The first event of `kind` on a stream.
fn next_event(stream: &Receiver<String>, kind: &str) -> Value {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = stream.recv_timeout(left).unwrap_or_else(|_| panic!("no `{kind}` event in time"));
        let event = serde_json::from_str::<Value>(&line).unwrap_or_default();
        if event["type"] == kind {
            return event;
        }
    }
}

/// The bot process with its output read line by line.
struct Bot {
    child: Child,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Bot {
    fn start(args: &[&str]) -> Bot {
        let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
            .arg("bot")
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the bot starts");
        let (sender, lines) = channel();
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        for output in [Box::new(stdout) as Box<dyn Read + Send>, Box::new(stderr)] {
            let sender = sender.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(output).lines().map_while(Result::ok) {
                    let _ = sender.send(line);
                }
            });
        }
        Bot { child, lines, seen: Vec::new() }
    }

    /// Waits for a line containing `text`.
    fn wait_for(&mut self, text: &str) {
        let deadline = Instant::now() + PATIENCE;
        while !self.seen.iter().any(|line| line.contains(text)) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => self.seen.push(line),
                Err(_) => panic!("the bot never said `{text}`; it said:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Waits for the process to end; its status and everything it said.
    fn finish(mut self) -> (ExitStatus, String) {
        let deadline = Instant::now() + PATIENCE;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("the bot's status") {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("the bot did not stop; it said:\n{}", self.seen.join("\n"));
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // The readers end with the process's output.
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.seen.push(line);
        }
        (status, self.seen.join("\n"))
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The game's state once `ready` holds (polled).
fn wait_for_state(http: &Http, id: &str, what: &str, ready: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let (status, game) = http.call("GET", &format!("/api/games/{id}"), None, None);
        assert_eq!(status, 200, "{game}");
        if ready(&game) {
            return game;
        }
        assert!(Instant::now() < deadline, "{what} never came: {game}");
        std::thread::sleep(Duration::from_millis(30));
    }
}

/// Challenges the bot as `person` (playing the flock), waits for its game to start; its id.
fn challenge(http: &Http, person: &str, bot: &str, offer: Value) -> String {
    let events = http.stream("/api/stream/event", person);
    let (status, made) = http.call("POST", &format!("/api/challenge/{bot}"), Some(person), Some(offer));
    assert_eq!(status, 201, "{made}");
    let start = next_event(&events, "gameStart");
    assert_eq!(start["game"]["opponent"], bot);
    start["game"]["id"].as_str().expect("a game id").to_string()
}

/// The person (the flock) plays a legal move at `ply`; the bot must answer: the server
/// took its move and the person is to move again.
fn person_moves_and_bot_answers(http: &Http, id: &str, person: &str, ply: u64) {
    person_moves(http, id, person, ply);
    let answered =
        wait_for_state(http, id, "the bot's answer", |g| g["ply"] == ply + 2 || g["status"] != "running");
    assert_eq!((answered["status"].as_str(), answered["to_move"].as_str()), (Some("running"), Some("flock")));
    assert_eq!(answered["moves"].as_array().map(Vec::len), Some(ply as usize + 2));
}

/// The person (the flock) plays the first legal move at `ply`, once it is their turn.
fn person_moves(http: &Http, id: &str, person: &str, ply: u64) {
    let game = wait_for_state(http, id, "the person's turn", |g| g["ply"] == ply && g["to_move"] == "flock");
    let mine = game["legal"][0]["moves"][0]["notation"].as_str().expect("a legal move").to_string();
    let body = json!({"move": mine, "ply": ply});
    let (status, played) = http.call("POST", &format!("/api/games/{id}/moves"), Some(person), Some(body));
    assert_eq!(status, 200, "{played}");
}

/// Runs the bot with `brain` (its engine's options) as `name`, challenges it, plays until it
/// has answered three times, resigns; the bot (with `--once`) must stop by itself.
fn bot_answers_three_moves(name: &str, brain: &[&str]) {
    let server = start_server();
    let addr = server.addr;
    let http = Http::new(addr);
    let bot_token = http.register(name);
    let person = http.register(&format!("{name}-foe"));
    let server = format!("http://{addr}");
    let mut args = vec!["--server", &server, "--token", &bot_token, "--time", "200", "--once"];
    args.extend(brain);
    let mut bot = Bot::start(&args);
    bot.wait_for("waiting for challenges");

    let offer =
        json!({"preset": "fox-geese", "side": "flock", "clock": {"initial_s": 300, "increment_s": 2}});
    let id = challenge(&http, &person, name, offer);
    for ply in [0, 2, 4] {
        person_moves_and_bot_answers(&http, &id, &person, ply);
    }
    let (status, resigned) =
        http.call("POST", &format!("/api/games/{id}/resign"), Some(&person), Some(json!({})));
    assert_eq!(status, 200, "{resigned}");

    let (status, said) = bot.finish();
    assert!(status.success(), "the bot failed ({status}):\n{said}");
    assert!(said.contains(", 300s+2s, casual: accepted, game ") && said.contains(&id), "{said}");
    assert!(said.contains(&format!("game {id}: fox-geese as hunter against {name}-foe")), "{said}");
    let bot_moves = said.lines().filter(|l| l.starts_with(&format!("game {id}: ply "))).count();
    assert_eq!(bot_moves, 3, "{said}");
    assert!(said.contains(&format!("game {id}: over, fox win by resignation")), "{said}");
}

#[test]
fn the_bot_accepts_a_challenge_and_answers_every_move() {
    bot_answers_three_moves("Robo", &["--level", "1"]);
}

#[test]
fn the_bot_plays_through_an_external_engine() {
    let engine = format!("{} engine", env!("CARGO_BIN_EXE_reynard"));
    bot_answers_three_moves("Extern", &["--engine", &engine]);
}

#[test]
fn a_bot_started_again_takes_up_its_running_game() {
    let server = start_server();
    let http = Http::new(server.addr);
    let bot_token = http.register("Phoenix");
    let person = http.register("Pyotr");
    let url = format!("http://{}", server.addr);
    let args = ["--server", &url, "--token", &bot_token, "--level", "1", "--time", "100", "--once"];
    let mut first = Bot::start(&args);
    first.wait_for("waiting for challenges");
    let id = challenge(&http, &person, "Phoenix", json!({"preset": "fox-geese", "side": "flock"}));
    person_moves_and_bot_answers(&http, &id, &person, 0);
    drop(first);

    // The bot's turn comes while no bot runs; the next bot finds the game on connecting.
    person_moves(&http, &id, &person, 2);
    let mut second = Bot::start(&args);
    second.wait_for(&format!("game {id}: fox-geese as hunter against Pyotr"));
    let answered =
        wait_for_state(&http, &id, "the bot's answer", |g| g["ply"] == 4 || g["status"] != "running");
    assert_eq!((answered["status"].as_str(), answered["to_move"].as_str()), (Some("running"), Some("flock")));
    let (status, _) = http.call("POST", &format!("/api/games/{id}/resign"), Some(&person), Some(json!({})));
    assert_eq!(status, 200);
    let (status, said) = second.finish();
    assert!(status.success(), "the bot failed ({status}):\n{said}");
    assert!(said.contains(&format!("game {id}: ply 4 ")), "{said}");
}

#[test]
fn an_external_engine_that_answers_garbage_resigns_its_game() {
    let server = start_server();
    let addr = server.addr;
    let http = Http::new(addr);
    let bot_token = http.register("Garbo");
    let person = http.register("Olga");
    // An engine that speaks the protocol but answers a move that does not exist.
    let dir = std::env::temp_dir().join(format!("reynard-bot-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let script = dir.join("garbage.sh");
    std::fs::write(
        &script,
        "while read line; do case \"$line\" in\n\
         ugi) echo 'option name Variant type combo default fox-geese var fox-geese'; echo ugiok;;\n\
         isready) echo readyok;;\n\
         go*) echo 'bestmove z9-z10';;\n\
         quit) exit 0;;\n\
         esac; done\n",
    )
    .expect("the script");
    let engine = format!("sh {}", script.display());
    let server = format!("http://{addr}");
    let mut bot = Bot::start(&["--server", &server, "--token", &bot_token, "--engine", &engine, "--once"]);
    bot.wait_for("waiting for challenges");

    // A preset the engine does not list is declined.
    let (status, made) =
        http.call("POST", "/api/challenge/Garbo", Some(&person), Some(json!({"preset": "catch-the-hare"})));
    assert_eq!(status, 201, "{made}");
    bot.wait_for("the engine does not play catch-the-hare");

    let id = challenge(&http, &person, "Garbo", json!({"preset": "fox-geese", "side": "hunter"}));
    // The geese (the bot) move first; its engine's answer is not a move: it resigns.
    let game = wait_for_state(&http, &id, "the end", |g| g["status"] == "finished");
    assert_eq!(game["outcome"]["reason"], "resignation", "{game}");
    assert_eq!(game["outcome"]["winner"], "hunter", "{game}");
    let (status, said) = bot.finish();
    assert!(status.success(), "the bot failed ({status}):\n{said}");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(said.contains("`z9-z10` is not a legal move here"), "{said}");
    assert!(said.contains("resigning"), "{said}");
}

#[test]
fn a_wrong_token_or_no_server_is_a_clear_error() {
    let server = start_server();
    let addr = server.addr;
    let server = format!("http://{addr}");
    let (status, said) =
        Bot::start(&["--server", &server, "--token", "not-a-token", "--level", "1"]).finish();
    assert_eq!(status.code(), Some(2), "{said}");
    assert!(said.contains("the server refused the token"), "{said}");

    // A port nobody listens on (bound, then freed).
    let free = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port");
    let (status, said) = Bot::start(&["--server", &format!("http://{free}"), "--token", "t"]).finish();
    assert_eq!(status.code(), Some(2), "{said}");
    assert!(said.contains("cannot reach the server"), "{said}");

    let (status, said) = Bot::start(&["--server", "localhost:8080", "--token", "t"]).finish();
    assert_eq!(status.code(), Some(2), "{said}");
    assert!(said.contains("http://HOST:PORT"), "{said}");
}

/// A fake server: the bot's account, then an event stream that sends a malformed line and
/// a real event and drops, then one that stays open.
fn fake_server() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = listener.local_addr().expect("its address");
    std::thread::spawn(move || {
        let mut streams = 0;
        let mut open = Vec::new();
        for connection in listener.incoming() {
            let Ok(mut connection) = connection else { continue };
            let mut head = Vec::new();
            let mut byte = [0u8; 1];
            while !head.ends_with(b"\r\n\r\n") && connection.read(&mut byte).is_ok_and(|n| n == 1) {
                head.push(byte[0]);
            }
            let head = String::from_utf8_lossy(&head).to_string();
            let body = if head.starts_with("POST /api/account/bot") {
                let length = head.lines().find_map(|l| {
                    l.to_ascii_lowercase().strip_prefix("content-length: ").map(str::to_string)
                });
                let mut rest = vec![0u8; length.and_then(|n| n.trim().parse().ok()).unwrap_or(0)];
                let _ = connection.read_exact(&mut rest);
                "{\"name\": \"Fake\", \"bot\": true}\n".to_string()
            } else if head.starts_with("GET /api/stream/event") {
                streams += 1;
                format!(
                    "not json\n\n{{\"type\": \"challengeCanceled\", \"challenge\": {{\"id\": \"c{streams}\"}}}}\n"
                )
            } else {
                "{}".to_string()
            };
            let kind = if body.starts_with('{') { "application/json" } else { "application/x-ndjson" };
            let answer =
                format!("HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nConnection: close\r\n\r\n{body}");
            let _ = std::io::Write::write_all(&mut connection, answer.as_bytes());
            // The second stream stays open; the first is dropped.
            if streams >= 2 {
                open.push(connection);
            }
        }
    });
    addr
}

#[test]
fn a_malformed_line_is_skipped_and_a_dropped_stream_reconnects() {
    let addr = fake_server();
    let mut bot = Bot::start(&["--server", &format!("http://{addr}"), "--token", "t", "--level", "1"]);
    bot.wait_for("skipping a malformed line on the event stream: not json");
    bot.wait_for("challenge c1: canceled");
    bot.wait_for("the event stream ended; connecting again in 1s");
    bot.wait_for("the event stream is back");
    bot.wait_for("challenge c2: canceled");
    assert!(bot.child.try_wait().expect("its status").is_none(), "the bot goes on");
}

#[test]
fn the_bot_answers_draw_offers_and_keeps_to_its_game_limit() {
    let server = start_server();
    let http = Http::new(server.addr);
    let bot_token = http.register("Solo");
    let (first, second) = (http.register("Ilse"), http.register("Jurek"));
    let url = format!("http://{}", server.addr);
    let mut bot = Bot::start(&[
        "--server",
        &url,
        "--token",
        &bot_token,
        "--level",
        "1",
        "--time",
        "100",
        "--max-games",
        "1",
    ]);
    bot.wait_for("waiting for challenges");
    let id = challenge(&http, &first, "Solo", json!({"preset": "fox-geese", "side": "flock"}));

    // One game at a time: a second challenge is declined while the first is played.
    let events = http.stream("/api/stream/event", &second);
    let (status, made) =
        http.call("POST", "/api/challenge/Solo", Some(&second), Some(json!({"preset": "coyote"})));
    assert_eq!(status, 201, "{made}");
    assert_eq!(next_event(&events, "challengeDeclined")["challenge"]["id"], made["id"]);
    bot.wait_for("already playing 1 games (--max-games)");

    // A draw offer is answered: taken (the game ends agreed) or declined (the offer goes).
    person_moves_and_bot_answers(&http, &id, &first, 0);
    let offer = json!({"action": "offer"});
    let (status, offered) = http.call("POST", &format!("/api/games/{id}/draw"), Some(&first), Some(offer));
    assert_eq!((status, offered["draw_offer"].as_str()), (200, Some("flock")), "{offered}");
    let answered = wait_for_state(&http, &id, "the bot's answer to the offer", |g| g["draw_offer"].is_null());
    bot.wait_for(&format!("game {id}: draw offered: "));
    let agreed = answered["outcome"]["reason"] == "agreement";
    let said = if agreed { "accepted" } else { "declined" };
    bot.wait_for(&format!("game {id}: draw offered: {said}"));

    // Once the game is over the bot takes new challenges again.
    if !agreed {
        let (status, _) =
            http.call("POST", &format!("/api/games/{id}/resign"), Some(&first), Some(json!({})));
        assert_eq!(status, 200);
    }
    bot.wait_for(&format!("game {id}: over"));
    let again = challenge(&http, &second, "Solo", json!({"preset": "coyote", "side": "flock"}));
    assert_ne!(again, id);
}

#[test]
fn a_bot_plays_its_games_in_a_tournament_that_takes_bots() {
    let server = start_server();
    let http = Http::new(server.addr);
    let bot_token = http.register("Tourbot");
    let person = http.register("Tourist");
    let url = format!("http://{}", server.addr);
    let mut bot =
        Bot::start(&["--server", &url, "--token", &bot_token, "--level", "1", "--time", "100", "--once"]);
    bot.wait_for("waiting for challenges");
    let body = json!({"name": "Bots welcome", "preset": "fox-geese", "format": "swiss", "rounds": 1,
                      "clock": {"initial_s": 300}, "bots": true});
    let (status, made) = http.call("POST", "/api/tournaments", Some(&person), Some(body));
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().expect("an id").to_string();
    for token in [&person, &bot_token] {
        let (status, joined) =
            http.call("POST", &format!("/api/tournaments/{id}/join"), Some(token), Some(json!({})));
        assert_eq!(status, 200, "{joined}");
    }
    let (status, started) =
        http.call("POST", &format!("/api/tournaments/{id}/start"), Some(&person), Some(json!({})));
    assert_eq!(status, 200, "{started}");
    let deadline = Instant::now() + PATIENCE;
    let games = loop {
        let (_, t) = http.call("GET", &format!("/api/tournaments/{id}"), None, None);
        if let Some(games) = t["rounds"][0]["pairings"][0]["games"].as_array() {
            break games.iter().filter_map(|g| g.as_str().map(str::to_string)).collect::<Vec<_>>();
        }
        assert!(Instant::now() < deadline, "never paired: {t}");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(games.len(), 2, "a meeting of two games");
    // In one of the two games the bot moves first: it does, by itself (the person never
    // moves, so a game with a move is the bot's doing).
    let deadline = Instant::now() + PATIENCE;
    loop {
        let moved = games.iter().any(|game| {
            let (_, g) = http.call("GET", &format!("/api/games/{game}"), None, None);
            g["ply"].as_u64() >= Some(1)
        });
        if moved {
            break;
        }
        assert!(Instant::now() < deadline, "the bot never moved");
        std::thread::sleep(Duration::from_millis(50));
    }
    for game in &games {
        let (status, _) =
            http.call("POST", &format!("/api/games/{game}/resign"), Some(&person), Some(json!({})));
        assert_eq!(status, 200);
    }
    let (status, said) = bot.finish();
    assert!(status.success(), "the bot failed ({status}):\n{said}");
}
