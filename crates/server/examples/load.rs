//! Load test of a running `reynard serve` over loopback: many concurrent timed games
//! (`--clock-s` seconds each plus `--increment-s`; 0 for untimed) between two WebSocket
//! players, each player thinking `--think-ms` before a move. Reports moves per
//! second, the latency from sending a move to the opponent's seeing it (p50, p99, max), and
//! errors. Bounded in games, moves per game and time. With `--server-pid` (the server on
//! this machine) it also reports the server's CPU time per move and its memory per
//! connection (resident memory with every game connected, less before, over the sockets).
//!
//! Many games (`--games 10000`: 20,000 sockets here and as many in the server) need a
//! file-descriptor limit above that in both processes (`ulimit -n 50000` in the shells that
//! start them, as root or within the hard limit) and the server's `--max-connections` at
//! 0 (no limit) or above; `--sources N` spreads the client's connections over the loopback
//! addresses 127.0.0.1 to 127.0.0.N so that one address's ephemeral ports do not run out,
//! and `--ramp-s` spreads the games' starts (by default over one think time).
//!
//! Several servers sharing one PostgreSQL database: `--addr A,B` spreads the games over
//! them (game `n` is created on server `n mod k`, its second player on server
//! `(n + n / k) mod k`: with two servers half the games have their players on different
//! servers), and `--server-pid P,Q` adds up their CPU time and memory. More games than one
//! process's file limit allows sockets for: several clients at once, each with
//! `--latencies-out FILE` (a line a move: its latency in µs, and 1 if sent in steady play,
//! else 0) to add their figures up.
//!
//! ```text
//! reynard serve --addr 127.0.0.1:8080 --db sqlite:/tmp/load/games.db --http-rate 0 \
//!     --max-connections-per-address 0 &
//! cargo run --release -p reynard-server --example load -- \
//!     --addr 127.0.0.1:8080 --games 1000 --moves 20 --think-ms 1000 --seconds 60 \
//!     --server-pid $(pgrep -f 'reynard serve')
//! ```
#![allow(clippy::print_stdout)]

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Settings from the command line.
#[derive(Clone, Debug)]
struct Settings {
    /// The servers (one or more sharing a database).
    addrs: Vec<SocketAddr>,
    games: usize,
    moves: u64,
    think: Duration,
    seconds: u64,
    preset: String,
    clock_s: u32,
    increment_s: u32,
    /// The servers' processes.
    server_pids: Vec<u32>,
    /// Connections come from 127.0.0.1 to 127.0.0.`sources`.
    sources: u8,
    /// The games start spread over this time.
    ramp: Option<Duration>,
    /// A file for every move's latency (several clients' runs added up).
    latencies_out: Option<String>,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        addrs: vec![SocketAddr::from(([127, 0, 0, 1], 8080))],
        games: 100,
        moves: 20,
        think: Duration::from_millis(1000),
        seconds: 60,
        preset: "fox-geese".into(),
        clock_s: 600,
        increment_s: 5,
        server_pids: Vec::new(),
        sources: 1,
        ramp: None,
        latencies_out: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).ok_or_else(|| format!("{} needs a value", pair[0]))?;
        let bad = |e: &dyn std::fmt::Display| format!("{} {value}: {e}", pair[0]);
        match pair[0].as_str() {
            "--addr" => s.addrs = list(value).map_err(|e| bad(&e))?,
            "--games" => s.games = value.parse().map_err(|e| bad(&e))?,
            "--moves" => s.moves = value.parse().map_err(|e| bad(&e))?,
            "--think-ms" => s.think = Duration::from_millis(value.parse().map_err(|e| bad(&e))?),
            "--seconds" => s.seconds = value.parse().map_err(|e| bad(&e))?,
            "--preset" => s.preset = value.clone(),
            "--clock-s" => s.clock_s = value.parse().map_err(|e| bad(&e))?,
            "--increment-s" => s.increment_s = value.parse().map_err(|e| bad(&e))?,
            "--server-pid" => s.server_pids = list(value).map_err(|e| bad(&e))?,
            "--sources" => s.sources = value.parse().map_err(|e| bad(&e))?,
            "--ramp-s" => s.ramp = Some(Duration::from_secs(value.parse().map_err(|e| bad(&e))?)),
            "--latencies-out" => s.latencies_out = Some(value.clone()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    if s.addrs.is_empty() || s.addrs.iter().any(|a| !a.ip().is_loopback() || !a.is_ipv4()) {
        return Err("the load test runs on IPv4 loopback only".into());
    }
    if s.sources == 0 {
        return Err("--sources needs at least 1".into());
    }
    Ok(s)
}

/// A comma-separated list of values.
fn list<T: std::str::FromStr>(text: &str) -> Result<Vec<T>, T::Err> {
    text.split(',').map(str::parse).collect()
}

/// The body that creates a game between two people, timed unless `--clock-s 0`.
fn new_game(s: &Settings) -> Value {
    let mut body = json!({"preset": s.preset, "opponent": {"type": "human"}});
    if s.clock_s > 0 {
        body["clock"] = json!({"initial_s": s.clock_s, "increment_s": s.increment_s});
    }
    body
}

/// A connection to server `to` from the loopback address of connection number `n`
/// (127.0.0.1 to 127.0.0.`sources`, in turn), without Nagle's algorithm (as browsers).
async fn connect(s: &Settings, to: SocketAddr, n: u64) -> Result<TcpStream, String> {
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    if s.sources > 1 {
        let from = std::net::Ipv4Addr::new(127, 0, 0, 1 + (n % u64::from(s.sources)) as u8);
        socket.bind(SocketAddr::from((from, 0))).map_err(|e| format!("bind {from}: {e}"))?;
    }
    let stream = socket.connect(to).await.map_err(|e| e.to_string())?;
    stream.set_nodelay(true).map_err(|e| e.to_string())?;
    Ok(stream)
}

/// A POST to server `to` over a fresh connection (number `n`); the JSON answer.
async fn post(s: &Settings, to: SocketAddr, n: u64, path: &str, body: &Value) -> Result<Value, String> {
    let mut stream = connect(s, to, n).await?;
    let body = body.to_string();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.map_err(|e| e.to_string())?;
    stream.write_all(body.as_bytes()).await.map_err(|e| e.to_string())?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&raw);
    let (_, body) = text.split_once("\r\n\r\n").ok_or("no HTTP body")?;
    serde_json::from_str(body).map_err(|e| e.to_string())
}

type Socket = tokio_tungstenite::WebSocketStream<TcpStream>;

/// A player's socket with the game as its messages tell it (a `state`, then each `move`
/// folded in, as a page does).
struct Player {
    ws: Socket,
    game: Value,
}

impl Player {
    /// Connects to server `to` (as connection number `n`) and reads the first state.
    async fn connect(s: &Settings, to: SocketAddr, n: u64, id: &str) -> Result<Player, String> {
        let url = format!("ws://{to}/api/games/{id}/ws");
        // A read buffer of the messages' size (the library's 128 KiB, cleared at each read,
        // would make the client the bottleneck).
        let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
        let stream = connect(s, to, n).await?;
        let (ws, _) = tokio_tungstenite::client_async_with_config(url, stream, Some(config))
            .await
            .map_err(|e| e.to_string())?;
        let mut player = Player { ws, game: Value::Null };
        player.next_change().await?;
        Ok(player)
    }

    /// Reads messages until the game changes; the game as it then stands.
    async fn next_change(&mut self) -> Result<&Value, String> {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(30), self.ws.next())
                .await
                .map_err(|_| "timeout waiting for a change")?
                .ok_or("connection closed")?
                .map_err(|e| e.to_string())?;
            let Message::Text(text) = message else { continue };
            let mut value: Value = serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
            match value["type"].as_str() {
                Some("state") => self.game = value["game"].take(),
                Some("move") if reynard_server::fold_move(&mut self.game, &value) => {}
                Some("move") => return Err(format!("a move out of step: {}", value["ply"])),
                Some("error") => return Err(format!("server error: {}", value["error"])),
                _ => continue,
            }
            return Ok(&self.game);
        }
    }

    /// Reads changes until the game has `ply` moves.
    async fn reach(&mut self, ply: u64) -> Result<(), String> {
        while self.game["ply"].as_u64() != Some(ply) {
            self.next_change().await?;
        }
        Ok(())
    }
}

/// Counters shared by every game.
#[derive(Default)]
struct Stats {
    moves: AtomicU64,
    connected: AtomicU64,
    errors: AtomicU64,
    /// Each move's latency, with when it was sent.
    latencies_us: Mutex<Vec<(Instant, u64)>>,
    /// When the last socket was open (the games all started).
    all_open: std::sync::OnceLock<Instant>,
    /// The server's CPU time and resident memory (KB) once every socket was open, and the
    /// moves played by then.
    at_all_connected: Mutex<Option<(Duration, u64, u64)>>,
}

/// Plays game number `n` between two sockets; returns when it ends, after `moves` moves,
/// or at the deadline.
async fn play(s: Arc<Settings>, n: u64, stats: Arc<Stats>, deadline: Instant) -> Result<(), String> {
    // The players' servers: the creator's, and the second player's (the same, or another).
    let k = s.addrs.len() as u64;
    let servers = [s.addrs[(n % k) as usize], s.addrs[((n + n / k) % k) as usize]];
    let created = post(&s, servers[0], 4 * n, "/api/games", &new_game(&s)).await?;
    let id = created["id"].as_str().ok_or("no game id")?.to_string();
    let sides = [created["side"].clone(), created["invite"]["side"].clone()];
    // The invited player joins (moves wait for both players) and gets a token of their own.
    let invite = json!({"token": created["invite"]["token"]});
    let joined = post(&s, servers[1], 4 * n + 1, &format!("/api/games/{id}/join"), &invite).await?;
    if joined["error"].is_object() {
        return Err(format!("join: {}", joined["error"]));
    }
    let tokens = [created["token"].clone(), joined["token"].clone()];
    let mut players = [
        Player::connect(&s, servers[0], 4 * n + 2, &id).await?,
        Player::connect(&s, servers[1], 4 * n + 3, &id).await?,
    ];
    if stats.connected.fetch_add(2, Ordering::Relaxed) + 2 == s.games as u64 * 2 {
        let _ = stats.all_open.set(Instant::now());
    }
    for _ in 0..s.moves {
        let game = &players[0].game;
        if Instant::now() >= deadline || !game["outcome"].is_null() {
            break;
        }
        tokio::time::sleep(s.think).await;
        let game = &players[0].game;
        let mover = if game["to_move"] == sides[0] { 0 } else { 1 };
        let notation = game["legal"][0]["moves"][0]["notation"].clone();
        let ply = game["ply"].as_u64().unwrap_or(0);
        let sent = Instant::now();
        let message = json!({"type": "move", "token": tokens[mover], "move": notation, "ply": ply});
        players[mover].ws.send(Message::Text(message.to_string().into())).await.map_err(|e| e.to_string())?;
        // The opponent sees it: the time that counts. A move refused (a storage error) is
        // told to the mover only: watched for, or the game would wait for it forever (the
        // server's pings keep the sockets busy).
        let [first, second] = &mut players;
        let (mover_socket, opponent) = if mover == 0 { (first, second) } else { (second, first) };
        tokio::select! {
            seen = opponent.reach(ply + 1) => seen?,
            refused = mover_socket.reach(ply + 1) => {
                refused?;
                opponent.reach(ply + 1).await?;
            }
        }
        stats.latencies_us.lock().await.push((sent, sent.elapsed().as_micros() as u64));
        stats.moves.fetch_add(1, Ordering::Relaxed);
        players[mover].reach(ply + 1).await?;
        let last = |p: &Player| p.game["moves"].as_array().and_then(|m| m.last()).cloned();
        if last(&players[0]) != Some(notation.clone()) || last(&players[1]) != Some(notation.clone()) {
            return Err("a player holds another game".into());
        }
    }
    Ok(())
}

/// The CPU time (user + system) the processes have used, and their resident memory (KB),
/// added up.
fn usage(pids: &[u32]) -> Option<(Duration, u64)> {
    if pids.is_empty() {
        return None;
    }
    pids.iter().try_fold((Duration::ZERO, 0), |(cpu, rss), &pid| {
        let (more_cpu, more_rss) = usage_of(pid)?;
        Some((cpu + more_cpu, rss + more_rss))
    })
}

/// The CPU time (user + system) a process has used, and its resident memory, from /proc.
fn usage_of(pid: u32) -> Option<(Duration, u64)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name (which may hold spaces) in parentheses.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // Linux counts in clock ticks of 1/100 s (USER_HZ) on every platform it runs on here.
    let cpu = Duration::from_millis(ticks * 10);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let rss_kb =
        status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?.trim().trim_end_matches(" kB").parse().ok()?;
    Some((cpu, rss_kb))
}

#[tokio::main]
async fn main() -> Result<(), String> {
    let s = Arc::new(settings()?);
    let stats = Arc::new(Stats::default());
    let started = Instant::now();
    let deadline = started + Duration::from_secs(s.seconds);
    let before = usage(&s.server_pids);
    let monitor = before.map(|_| tokio::spawn(all_connected(s.clone(), s.games as u64 * 2, stats.clone())));
    let mut tasks = Vec::new();
    for i in 0..s.games {
        let (s, stats) = (s.clone(), stats.clone());
        // Spread the starts over the ramp (by default the first think time).
        let delay = s.ramp.unwrap_or(s.think).mul_f64(i as f64 / s.games.max(1) as f64);
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            if let Err(e) = play(s, i as u64, stats.clone(), deadline).await {
                if stats.errors.fetch_add(1, Ordering::Relaxed) < 5 {
                    println!("error: {e}");
                }
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let sent = stats.latencies_us.lock().await.clone();
    let sorted = |after: Instant| {
        let mut latencies: Vec<u64> = sent.iter().filter(|(at, _)| *at >= after).map(|(_, us)| *us).collect();
        latencies.sort_unstable();
        latencies
    };
    let latencies = sorted(started);
    let pct = |latencies: &[u64], p: f64| {
        latencies.get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1))).copied()
    };
    let ms = |v: Option<u64>| v.map_or(0.0, |us| us as f64 / 1000.0);
    let moves = stats.moves.load(Ordering::Relaxed);
    println!(
        "games {} moves {} in {:.1} s: {:.0} moves/s; latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {}",
        s.games,
        moves,
        elapsed,
        moves as f64 / elapsed,
        ms(pct(&latencies, 0.50)),
        ms(pct(&latencies, 0.99)),
        ms(latencies.last().copied()),
        stats.errors.load(Ordering::Relaxed)
    );
    // Once every game has started (the creations and connections of the first second are
    // over): the steady state of play.
    if let Some(&open) = stats.all_open.get() {
        let steady = sorted(open + s.think);
        println!(
            "steady play ({} moves from {:.1} s on): latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            steady.len(),
            (open + s.think - started).as_secs_f64(),
            ms(pct(&steady, 0.50)),
            ms(pct(&steady, 0.99)),
            ms(steady.last().copied()),
        );
    }
    if let Some(path) = &s.latencies_out {
        let steady_from = stats.all_open.get().map(|&open| open + s.think);
        let lines: String = sent
            .iter()
            .map(|(at, us)| format!("{us} {}\n", u8::from(steady_from.is_some_and(|from| *at >= from))))
            .collect();
        std::fs::write(path, lines).map_err(|e| format!("{path}: {e}"))?;
    }
    let connected = monitor.map(|task| {
        task.abort();
        stats.at_all_connected.try_lock().ok().and_then(|at| *at)
    });
    if let (Some((_, rss_before)), Some(Some((cpu_then, rss_then, moves_then)))) = (before, connected) {
        let (cpu_now, _) = usage(&s.server_pids).ok_or("a server's /proc entry is gone")?;
        let moves_since = moves.saturating_sub(moves_then).max(1);
        let connections = s.games as u64 * 2;
        println!(
            "server: {:.3} ms CPU a move ({} moves once all were connected); {:.0} KB a connection ({} connections, resident {} -> {} MB)",
            (cpu_now - cpu_then).as_secs_f64() * 1000.0 / moves_since as f64,
            moves_since,
            rss_then.saturating_sub(rss_before) as f64 / connections as f64,
            connections,
            rss_before / 1024,
            rss_then / 1024,
        );
    }
    Ok(())
}

/// Waits until `connections` sockets are open, then notes the servers' CPU time, resident
/// memory and the moves so far.
async fn all_connected(s: Arc<Settings>, connections: u64, stats: Arc<Stats>) {
    while stats.connected.load(Ordering::Relaxed) < connections {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    if let Some((cpu, rss)) = usage(&s.server_pids) {
        *stats.at_all_connected.lock().await = Some((cpu, rss, stats.moves.load(Ordering::Relaxed)));
    }
}
