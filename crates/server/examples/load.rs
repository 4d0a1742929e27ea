//! Load test of a running `reynard serve` over loopback: many concurrent timed games
//! (`--clock-s` seconds each plus `--increment-s`; 0 for untimed) between two WebSocket
//! players, each player thinking `--think-ms` before a move. Reports moves per
//! second, the latency from sending a move to seeing the new state (p50, p99, max), and
//! errors. Bounded in games, moves per game and time.
//!
//! ```text
//! reynard serve --addr 127.0.0.1:8080 --db sqlite:/tmp/load/games.db --http-rate 0 \
//!     --max-connections-per-address 0 &
//! cargo run --release -p reynard-server --example load -- \
//!     --addr 127.0.0.1:8080 --games 1000 --moves 20 --think-ms 1000 --seconds 60
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

/// Settings from the command line.
#[derive(Clone, Debug)]
struct Settings {
    addr: SocketAddr,
    games: usize,
    moves: u64,
    think: Duration,
    seconds: u64,
    preset: String,
    clock_s: u32,
    increment_s: u32,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
        games: 100,
        moves: 20,
        think: Duration::from_millis(1000),
        seconds: 60,
        preset: "fox-geese".into(),
        clock_s: 600,
        increment_s: 5,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).ok_or_else(|| format!("{} needs a value", pair[0]))?;
        let bad = |e: &dyn std::fmt::Display| format!("{} {value}: {e}", pair[0]);
        match pair[0].as_str() {
            "--addr" => s.addr = value.parse().map_err(|e| bad(&e))?,
            "--games" => s.games = value.parse().map_err(|e| bad(&e))?,
            "--moves" => s.moves = value.parse().map_err(|e| bad(&e))?,
            "--think-ms" => s.think = Duration::from_millis(value.parse().map_err(|e| bad(&e))?),
            "--seconds" => s.seconds = value.parse().map_err(|e| bad(&e))?,
            "--preset" => s.preset = value.clone(),
            "--clock-s" => s.clock_s = value.parse().map_err(|e| bad(&e))?,
            "--increment-s" => s.increment_s = value.parse().map_err(|e| bad(&e))?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !s.addr.ip().is_loopback() {
        return Err("the load test runs on loopback only".into());
    }
    Ok(s)
}

/// The body that creates a game between two people, timed unless `--clock-s 0`.
fn new_game(s: &Settings) -> Value {
    let mut body = json!({"preset": s.preset, "opponent": {"type": "human"}});
    if s.clock_s > 0 {
        body["clock"] = json!({"initial_s": s.clock_s, "increment_s": s.increment_s});
    }
    body
}

/// A POST over a fresh connection; the JSON answer.
async fn post(addr: SocketAddr, path: &str, body: &Value) -> Result<Value, String> {
    let mut stream = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
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

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// The next state message of a socket.
async fn next_state(ws: &mut Socket) -> Result<Value, String> {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(30), ws.next())
            .await
            .map_err(|_| "timeout waiting for a state")?
            .ok_or("connection closed")?
            .map_err(|e| e.to_string())?;
        if let Message::Text(text) = message {
            let value: Value = serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
            match value["type"].as_str() {
                Some("state") => return Ok(value["game"].clone()),
                Some("error") => return Err(format!("server error: {}", value["error"])),
                _ => {}
            }
        }
    }
}

/// Counters shared by every game.
#[derive(Default)]
struct Stats {
    moves: AtomicU64,
    errors: AtomicU64,
    latencies_us: Mutex<Vec<u64>>,
}

/// Plays one game between two sockets; returns when it ends, after `moves` moves, or at
/// the deadline.
async fn play(s: Arc<Settings>, stats: Arc<Stats>, deadline: Instant) -> Result<(), String> {
    let created = post(s.addr, "/api/games", &new_game(&s)).await?;
    let id = created["id"].as_str().ok_or("no game id")?.to_string();
    let tokens = [created["token"].clone(), created["invite"]["token"].clone()];
    let sides = [created["side"].clone(), created["invite"]["side"].clone()];
    let url = format!("ws://{}/api/games/{id}/ws", s.addr);
    let mut sockets = Vec::new();
    for _ in 0..2 {
        let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.map_err(|e| e.to_string())?;
        next_state(&mut ws).await?;
        sockets.push(ws);
    }
    let mut game = created["game"].clone();
    for _ in 0..s.moves {
        if Instant::now() >= deadline || !game["outcome"].is_null() {
            break;
        }
        tokio::time::sleep(s.think).await;
        let mover = if game["to_move"] == sides[0] { 0 } else { 1 };
        let notation = game["legal"][0]["moves"][0]["notation"].clone();
        let ply = game["ply"].as_u64().unwrap_or(0);
        let sent = Instant::now();
        let message = json!({"type": "move", "token": tokens[mover], "move": notation, "ply": ply});
        sockets[mover].send(Message::Text(message.to_string().into())).await.map_err(|e| e.to_string())?;
        loop {
            game = next_state(&mut sockets[mover]).await?;
            if game["ply"].as_u64() == Some(ply + 1) {
                break;
            }
        }
        stats.latencies_us.lock().await.push(sent.elapsed().as_micros() as u64);
        stats.moves.fetch_add(1, Ordering::Relaxed);
        // The other player sees it too.
        let other = next_state(&mut sockets[1 - mover]).await?;
        if other["ply"].as_u64() != Some(ply + 1) {
            return Err("the other player saw another state".into());
        }
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), String> {
    let s = Arc::new(settings()?);
    let stats = Arc::new(Stats::default());
    let started = Instant::now();
    let deadline = started + Duration::from_secs(s.seconds);
    let mut tasks = Vec::new();
    for i in 0..s.games {
        let (s, stats) = (s.clone(), stats.clone());
        // Spread the starts over the first think time.
        let delay = s.think.mul_f64(i as f64 / s.games.max(1) as f64);
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            if let Err(e) = play(s, stats.clone(), deadline).await {
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
    let mut latencies = stats.latencies_us.lock().await.clone();
    latencies.sort_unstable();
    let pct = |p: f64| {
        latencies.get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
    };
    let ms = |v: Option<&u64>| v.map_or(0.0, |us| *us as f64 / 1000.0);
    let moves = stats.moves.load(Ordering::Relaxed);
    println!(
        "games {} moves {} in {:.1} s: {:.0} moves/s; latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {}",
        s.games,
        moves,
        elapsed,
        moves as f64 / elapsed,
        ms(pct(0.50)),
        ms(pct(0.99)),
        ms(latencies.last()),
        stats.errors.load(Ordering::Relaxed)
    );
    Ok(())
}
