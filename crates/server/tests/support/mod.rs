//! Test support: a real server on a free port over a database (SQLite temp file or the
//! PostgreSQL of `REYNARD_TEST_PG_URL`), a small HTTP client and WebSocket helpers.
#![allow(dead_code, clippy::unwrap_used)]

pub mod tournament;

use futures_util::{SinkExt, StreamExt};
use reynard_server::{Config, Server};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

/// A database for one test.
pub struct Db {
    /// Its URL.
    pub url: String,
    /// A SQLite file's folder, removed at the end.
    dir: Option<std::path::PathBuf>,
}

impl Drop for Db {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A fresh SQLite file.
pub fn sqlite() -> Db {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("reynard-server-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    Db { url: format!("sqlite://{}", dir.join("games.db").display()), dir: Some(dir) }
}

impl Db {
    /// The SQLite database in the file `path` (kept when the test ends).
    pub fn at(path: &std::path::Path) -> Db {
        Db { url: format!("sqlite://{}", path.display()), dir: None }
    }
}

/// The PostgreSQL database of `REYNARD_TEST_PG_URL`; `None` (the test is skipped) when it
/// is not set, except under CI (`CI=true`), where a missing URL fails the test.
pub fn postgres() -> Option<Db> {
    match std::env::var("REYNARD_TEST_PG_URL") {
        Ok(url) if !url.is_empty() => Some(Db { url, dir: None }),
        _ => {
            assert!(
                std::env::var("CI").map_or(true, |v| v != "true"),
                "CI=true but REYNARD_TEST_PG_URL is not set: the PostgreSQL tests cannot run"
            );
            eprintln!("REYNARD_TEST_PG_URL not set: skipping the PostgreSQL test");
            None
        }
    }
}

/// Runs a test body against SQLite and against PostgreSQL.
#[macro_export]
macro_rules! both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let db = $crate::support::sqlite();
                    super::$name(&db).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let Some(db) = $crate::support::postgres() else { return };
                    super::$name(&db).await;
                }
            )*
        }
    };
}

/// The tests' settings over `db`: any free port, a short AI, no tables, no rate limits.
fn test_config(db: &Db) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        db: Some(db.url.clone()),
        ai_time: Duration::from_millis(300),
        ai_searches: 2,
        tables: std::env::temp_dir().join("reynard-no-tables-here"),
        // Tests send many requests at once from one address: limits/tests turn it on.
        clients: reynard_server::ClientLimits { rate: 0, burst: 1, read_rate: 0, read_burst: 1 },
        ..Config::default()
    }
}

/// A running server.
pub struct TestServer {
    /// Where it listens.
    pub addr: SocketAddr,
    task: JoinHandle<()>,
}

impl TestServer {
    /// Starts a server over `db` on a free port.
    pub async fn start(db: &Db) -> TestServer {
        TestServer::start_with(db, |_| {}).await
    }

    /// Starts a server over `db` on a free port, with the test settings changed by `change`.
    pub async fn start_with(db: &Db, change: impl FnOnce(&mut Config)) -> TestServer {
        let mut config = test_config(db);
        change(&mut config);
        let server = Server::bind(&config).await.unwrap();
        let addr = server.local_addr().unwrap();
        let task = tokio::spawn(async move {
            let _ = server.run().await;
        });
        TestServer { addr, task }
    }

    /// Starts a server over `db` that stops as `reynard serve` does on SIGTERM when the
    /// sender is used (or dropped); the task ends once it has stopped.
    pub async fn start_stoppable(db: &Db) -> (TestServer, tokio::sync::oneshot::Sender<()>) {
        let server = Server::bind(&test_config(db)).await.unwrap();
        let addr = server.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let _ = server
                .run_until(async move {
                    let _ = stopped.await;
                })
                .await;
        });
        (TestServer { addr, task }, stop)
    }

    /// Waits (at most `within`) for the server's task to end; whether it did.
    pub async fn ended_within(self, within: Duration) -> bool {
        tokio::time::timeout(within, self.task).await.is_ok()
    }

    /// Stops the server (as a crash would: nothing is flushed on purpose).
    pub async fn stop(self) {
        self.task.abort();
        let _ = self.task.await;
    }

    /// A request: the status and the body (JSON when it parses, else a string).
    pub async fn request(&self, method: &str, path: &str, body: Option<&str>, json: bool) -> (u16, Value) {
        let (status, _, value) = self.request_with_head(method, path, body, json).await;
        (status, value)
    }

    /// A request: the status, the response head (lowercased) and the body.
    pub async fn request_with_head(
        &self,
        method: &str,
        path: &str,
        body: Option<&str>,
        json: bool,
    ) -> (u16, String, Value) {
        self.request_with_headers(method, path, body, json, &[]).await
    }

    /// A request with extra headers (`("Authorization", "Bearer …")`): the status, the
    /// response head (lowercased) and the body.
    pub async fn request_with_headers(
        &self,
        method: &str,
        path: &str,
        body: Option<&str>,
        json: bool,
        headers: &[(&str, &str)],
    ) -> (u16, String, Value) {
        let stream = TcpStream::connect(self.addr).await.unwrap();
        exchange(stream, method, path, body, json, headers).await
    }

    /// POST a JSON value from the loopback address `from` (`127.0.0.2`…: each is another
    /// client address to the server).
    pub async fn post_from(&self, from: std::net::IpAddr, path: &str, body: Value) -> (u16, Value) {
        self.post_from_with(from, path, body, &[]).await
    }

    /// POST a JSON value from the loopback address `from` with extra headers.
    pub async fn post_from_with(
        &self,
        from: std::net::IpAddr,
        path: &str,
        body: Value,
        headers: &[(&str, &str)],
    ) -> (u16, Value) {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind(SocketAddr::new(from, 0)).unwrap();
        let stream = socket.connect(self.addr).await.unwrap();
        let (status, _, value) = exchange(stream, "POST", path, Some(&body.to_string()), true, headers).await;
        (status, value)
    }

    /// GET.
    pub async fn get(&self, path: &str) -> (u16, Value) {
        self.request("GET", path, None, false).await
    }

    /// POST a JSON value.
    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.request("POST", path, Some(&body.to_string()), true).await
    }

    /// POST a JSON value as the holder of a bearer token.
    pub async fn post_as(&self, bearer: &str, path: &str, body: Value) -> (u16, Value) {
        let auth = format!("Bearer {bearer}");
        let (status, _, value) = self
            .request_with_headers("POST", path, Some(&body.to_string()), true, &[("Authorization", &auth)])
            .await;
        (status, value)
    }

    /// GET as the holder of a bearer token.
    pub async fn get_as(&self, bearer: &str, path: &str) -> (u16, Value) {
        let auth = format!("Bearer {bearer}");
        let (status, _, value) =
            self.request_with_headers("GET", path, None, false, &[("Authorization", &auth)]).await;
        (status, value)
    }

    /// Registers an account with a name unique to this test run; answers its name and
    /// bearer token.
    pub async fn register(&self, stem: &str) -> (String, String) {
        let name = unique_name(stem);
        let (status, body) =
            self.post("/api/account/register", json!({"name": name, "password": "a good password"})).await;
        assert_eq!(status, 201, "{body}");
        (name, body["token"].as_str().unwrap().to_string())
    }

    /// Creates a game; panics unless created.
    pub async fn create(&self, body: Value) -> Value {
        let (status, created) = self.post("/api/games", body).await;
        assert_eq!(status, 201, "{created}");
        created
    }

    /// Creates a game between two people and lets the invited friend join (moves wait for
    /// both players); the creation's answer, with the friend's own token (given at the
    /// join) in place of the invitation's.
    pub async fn create_started(&self, body: Value) -> Value {
        let mut created = self.create(body).await;
        let id = created["id"].as_str().expect("an id").to_string();
        let join = serde_json::json!({"token": created["invite"]["token"]});
        let (status, joined) = self.post(&format!("/api/games/{id}/join"), join).await;
        assert_eq!(status, 200, "{joined}");
        assert_ne!(joined["token"], created["invite"]["token"], "the friend gets a token of their own");
        created["invite"]["token"] = joined["token"].clone();
        created
    }

    /// Starts a server over `db` whose clock is `time` (moved by hand).
    pub async fn start_manual(db: &Db, time: &std::sync::Arc<reynard_server::ManualTime>) -> TestServer {
        let time = time.clone();
        TestServer::start_with(db, move |config| config.time = reynard_server::TimeSource::Manual(time)).await
    }

    /// The game once `check` holds (a timer acts on its own), within 10 s.
    pub async fn wait_for(&self, id: &str, check: impl Fn(&Value) -> bool) -> Value {
        for _ in 0..200 {
            let (_, game) = self.get(&format!("/api/games/{id}")).await;
            if check(&game) {
                return game;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("game {id} never got there");
    }

    /// Waits until the game reaches `ply` (the AI's reply), returning its state.
    pub async fn wait_ply(&self, id: &str, ply: u64) -> Value {
        for _ in 0..200 {
            let (_, game) = self.get(&format!("/api/games/{id}")).await;
            if game["ply"].as_u64() == Some(ply) && !game["thinking"].as_bool().unwrap_or(false) {
                return game;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("game {id} never reached ply {ply}");
    }

    /// Opens the game's WebSocket.
    pub async fn ws(&self, id: &str) -> Ws {
        self.ws_query(id, "").await
    }

    /// Opens the game's WebSocket with a query.
    pub async fn ws_query(&self, id: &str, query: &str) -> Ws {
        let url = format!("ws://{}/api/games/{id}/ws{query}", self.addr);
        let (stream, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Ws { stream, game: None }
    }

    /// Opens the game's WebSocket as the holder of a seat token, offered as the page
    /// offers it (the subprotocol `reynard.seat.TOKEN`); checks the server chose
    /// `reynard`.
    pub async fn ws_seat(&self, id: &str, token: &str) -> Ws {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{}/api/games/{id}/ws", self.addr).into_client_request().unwrap();
        let offered = format!("reynard, reynard.seat.{token}");
        request.headers_mut().insert("sec-websocket-protocol", offered.parse().unwrap());
        let (stream, answer) = tokio_tungstenite::connect_async(request).await.unwrap();
        assert_eq!(answer.headers().get("sec-websocket-protocol").unwrap(), "reynard");
        Ws { stream, game: None }
    }
}

/// Sends one request on `stream` and reads the whole answer: the status, the response
/// head (lowercased) and the body (JSON when it parses, else a string).
async fn exchange(
    mut stream: TcpStream,
    method: &str,
    path: &str,
    body: Option<&str>,
    json: bool,
    headers: &[(&str, &str)],
) -> (u16, String, Value) {
    let body = body.unwrap_or("");

    let content_type = if json { "Content-Type: application/json\r\n" } else { "" };
    let extra: String = headers.iter().map(|(k, v)| format!("{k}: {v}\r\n")).collect();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: test\r\n{content_type}{extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status: u16 = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let body = if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
        dechunk(body)
    } else {
        body.to_string()
    };
    let value = serde_json::from_str(&body).unwrap_or(Value::String(body));
    (status, head.to_ascii_lowercase(), value)
}

fn dechunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out += &rest[..n];
        body = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// A WebSocket client.
pub struct Ws {
    stream: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    /// The game as the messages so far tell it (a `state`, then each `move` folded in).
    game: Option<Value>,
}

impl Ws {
    /// Sends a JSON message.
    pub async fn send(&mut self, message: Value) {
        self.stream.send(Message::Text(message.to_string().into())).await.unwrap();
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: String) -> bool {
        self.stream.send(Message::Text(text.into())).await.is_ok()
    }

    /// The next JSON message (`None` when the connection ends or nothing comes in 10 s).
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(10), self.stream.next()).await.ok()??;
            match message.ok()? {
                Message::Text(text) => return serde_json::from_str(text.as_str()).ok(),
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Whether the server ends the connection (within 20 s), whatever it sends before.
    pub async fn ends(&mut self) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            match tokio::time::timeout_at(deadline, self.stream.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => continue,
            }
        }
    }

    /// Sends a binary frame.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> bool {
        self.stream.send(Message::Binary(bytes.into())).await.is_ok()
    }

    /// Sends a ping.
    pub async fn send_ping(&mut self) -> bool {
        self.stream.send(Message::Ping(Vec::new().into())).await.is_ok()
    }

    /// Sends a text frame whose bytes are not checked (to send text that is not UTF-8).
    pub async fn send_raw_text(&mut self, bytes: Vec<u8>) -> bool {
        use tokio_tungstenite::tungstenite::protocol::frame::Frame;
        use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
        let frame = Frame::message(bytes, OpCode::Data(Data::Text), true);
        self.stream.send(Message::Frame(frame)).await.is_ok()
    }

    /// The code of the close frame the server sends (within 10 s), skipping other messages.
    pub async fn close_code(&mut self) -> Option<u16> {
        loop {
            match tokio::time::timeout(Duration::from_secs(10), self.stream.next()).await.ok()?? {
                Ok(Message::Close(frame)) => return frame.map(|f| u16::from(f.code)),
                Ok(_) => continue,
                Err(_) => return None,
            }
        }
    }

    /// The game after the next change: the next `state` message's game, or the game held
    /// with the next `move` message folded in (panics if a move comes out of step).
    pub async fn next_state(&mut self) -> Value {
        loop {
            let message = self.next().await.expect("a message");
            if message["type"] == "state" {
                self.game = Some(message["game"].clone());
            } else if message["type"] == "move" {
                let game = self.game.as_mut().expect("a move message after a state");
                assert!(reynard_server::fold_move(game, &message), "a move out of step: {message}");
            } else {
                continue;
            }
            return self.game.clone().expect("held");
        }
    }

    /// The next `chat` message.
    pub async fn next_chat(&mut self) -> Value {
        loop {
            let message = self.next().await.expect("a message");
            if message["type"] == "chat" {
                return message;
            }
        }
    }

    /// The next `error` message's code.
    pub async fn next_error(&mut self) -> String {
        loop {
            let message = self.next().await.expect("a message");
            if message["type"] == "error" {
                return message["error"]["code"].as_str().unwrap().to_string();
            }
        }
    }
}

/// A newline-delimited JSON stream (`/api/stream/event`, `/api/games/{id}/stream`), read
/// over HTTP/1.0 so that the body comes as it is, line by line.
pub struct Ndjson {
    lines: tokio::io::Lines<tokio::io::BufReader<TcpStream>>,
}

impl TestServer {
    /// Opens a stream, as the holder of `bearer` when given; panics unless it answers 200.
    pub async fn stream(&self, path: &str, bearer: Option<&str>) -> Ndjson {
        use tokio::io::AsyncBufReadExt;
        let mut stream = TcpStream::connect(self.addr).await.unwrap();
        let auth = bearer.map(|b| format!("Authorization: Bearer {b}\r\n")).unwrap_or_default();
        stream
            .write_all(format!("GET {path} HTTP/1.0\r\nHost: test\r\n{auth}\r\n").as_bytes())
            .await
            .unwrap();
        let mut lines = tokio::io::BufReader::new(stream).lines();
        let status = lines.next_line().await.unwrap().unwrap();
        assert!(status.contains(" 200 "), "{status}");
        while !lines.next_line().await.unwrap().unwrap().is_empty() {}
        Ndjson { lines }
    }
}

impl Ndjson {
    /// The next JSON line (blank keep-alive lines skipped), within 10 s.
    pub async fn next(&mut self) -> Value {
        loop {
            let line = tokio::time::timeout(Duration::from_secs(10), self.lines.next_line())
                .await
                .expect("a line within 10 s")
                .unwrap()
                .expect("the stream goes on");
            if !line.trim().is_empty() {
                return serde_json::from_str(&line).unwrap();
            }
        }
    }

    /// The next line of this `type`, skipping others.
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let value = self.next().await;
            if value["type"] == kind {
                return value;
            }
        }
    }
}

/// A name no other test of this run (nor an earlier run on the same PostgreSQL) has.
pub fn unique_name(stem: &str) -> String {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    format!("{stem}{}x{n}x{}", std::process::id() % 100_000, nanos % 100_000)
}

/// The notation of the first legal move.
pub fn first_legal(game: &Value) -> String {
    game["legal"][0]["moves"][0]["notation"].as_str().unwrap().to_string()
}

/// A new game body against the AI.
pub fn vs_ai(preset: &str, side: &str, level: u8) -> Value {
    json!({ "preset": preset, "side": side, "opponent": { "type": "ai", "level": level } })
}

/// A new game body against a person.
pub fn vs_person(preset: &str, public: bool) -> Value {
    json!({ "preset": preset, "opponent": { "type": "human", "public": public } })
}

/// Loopback addresses no other test of this run (nor, very likely, of a recent run on the
/// same PostgreSQL database) has used: `127.A.B.1` to `127.A.B.count`, for tests of limits
/// per client address.
pub fn unique_addresses(count: u8) -> Vec<std::net::IpAddr> {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst) as u32;
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    let seed = (nanos / 1000) ^ std::process::id().wrapping_mul(7919) ^ n.wrapping_mul(104_729);
    let [_, _, a, b] = seed.to_be_bytes();
    (1..=count).map(|c| std::net::IpAddr::from([127, a.max(1), b, c])).collect()
}
