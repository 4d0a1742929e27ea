//! `reynard serve`: play in the browser — the web UI and its API, games stored in SQLite
//! (a file in the user's data folder by default) or PostgreSQL.

use anyhow::{Context, Result};
use clap::Args;
use reynard_server::{ClientLimits, Config, ConnectionLimits, run_blocking};
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

/// Options of `reynard serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// The database: `sqlite:PATH` or `postgres://USER:PASSWORD@HOST/DB` (default: a SQLite
    /// file in your data folder).
    #[arg(long, value_name = "URL")]
    pub db: Option<String>,
    /// The AI's thinking time per move, in milliseconds.
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub ai_time: u64,
    /// How many AI searches may run at once (default: the cores less one).
    #[arg(long, value_name = "N")]
    pub ai_searches: Option<usize>,
    /// Solved tables (as `reynard solve --dir` writes them): the AI's levels 9-10 and the
    /// evaluation on request are perfect where they know the position.
    #[arg(long, value_name = "DIR", default_value = reynard_tables::DEFAULT_DIR)]
    pub tables: std::path::PathBuf,
    /// Requests a second each client address may make that change something (moves,
    /// new games…) or ask for an analysis; 0 turns the limit off (load tests from one host).
    #[arg(long, default_value_t = ClientLimits::default().rate, value_name = "N")]
    pub http_rate: u32,
    /// How many such requests a client may make in a burst.
    #[arg(long, default_value_t = ClientLimits::default().burst, value_name = "N")]
    pub http_burst: u32,
    /// API reads (`GET /api/…`) a second each client address may make; 0 turns the limit
    /// off.
    #[arg(long, default_value_t = ClientLimits::default().read_rate, value_name = "N")]
    pub http_read_rate: u32,
    /// How many API reads a client may make in a burst.
    #[arg(long, default_value_t = ClientLimits::default().read_burst, value_name = "N")]
    pub http_read_burst: u32,
    /// Connections open at once; 0 for as many as the open-file limit allows (the server
    /// raises its soft limit to the hard one and keeps this within it).
    #[arg(long, default_value_t = ConnectionLimits::default().total, value_name = "N")]
    pub max_connections: usize,
    /// Connections open at once from one address (behind a proxy every client has the
    /// proxy's: raise it or give 0 for no limit).
    #[arg(long, default_value_t = ConnectionLimits::default().per_address, value_name = "N")]
    pub max_connections_per_address: usize,
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> Result<ExitCode> {
    let mut config = Config { addr: args.addr, db: args.db.clone(), ..Config::default() };
    config.ai_time = Duration::from_millis(args.ai_time);
    config.tables = args.tables.clone();
    config.clients = ClientLimits {
        rate: args.http_rate,
        burst: args.http_burst,
        read_rate: args.http_read_rate,
        read_burst: args.http_read_burst,
    };
    config.connections.total = args.max_connections;
    config.connections.per_address = args.max_connections_per_address;
    if let Some(n) = args.ai_searches {
        config.ai_searches = n;
    }
    run_blocking(&config, |addr, db| {
        eprintln!("reynard: serving http://{addr}/ (games in {db}); Ctrl-C stops");
    })
    .context("reynard serve")?;
    Ok(ExitCode::SUCCESS)
}
