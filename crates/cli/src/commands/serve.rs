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
    /// A reverse proxy (a network, `10.0.0.0/8`, or an address) whose `X-Forwarded-For`
    /// names the client, for every limit and the log; repeat for several. From anyone
    /// else the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "CIDR", value_parser = reynard_server::parse_network)]
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// How log lines are written: `text` for people, or `json` (one object a line) for a
    /// collector.
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
    /// What is logged: a level (`error`, `warn`, `info`, `debug`) or a filter as `RUST_LOG`
    /// takes it (`RUST_LOG`, when set, wins).
    #[arg(long, default_value = DEFAULT_LOG, value_name = "FILTER")]
    pub log_level: String,
}

/// The default log filter: the server's requests and events, and only warnings from the
/// libraries beneath it.
const DEFAULT_LOG: &str = "info,sqlx=warn,hyper=warn,tower=warn";

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Lines for people.
    Text,
    /// One JSON object a line.
    Json,
}

/// Sends the server's log lines to standard error, in `format`, filtered by `RUST_LOG`
/// or else `level`.
fn start_logging(format: LogFormat, level: &str) -> Result<()> {
    use tracing_subscriber::EnvFilter;
    let filter = match EnvFilter::try_from_default_env() {
        Ok(filter) => filter,
        Err(_) => EnvFilter::try_new(level).with_context(|| format!("--log-level {level}"))?,
    };
    let lines = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let installed = match format {
        LogFormat::Text => lines.try_init(),
        LogFormat::Json => lines.json().flatten_event(true).try_init(),
    };
    installed.map_err(|e| anyhow::anyhow!("cannot start logging: {e}"))
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> Result<ExitCode> {
    start_logging(args.log_format, &args.log_level)?;
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
    config.trusted_proxies = reynard_server::TrustedProxies::new(args.trusted_proxies.clone());
    if let Some(n) = args.ai_searches {
        config.ai_searches = n;
    }
    run_blocking(&config, |addr, db| {
        eprintln!("reynard: serving http://{addr}/ (games in {db}); Ctrl-C stops");
    })
    .context("reynard serve")?;
    Ok(ExitCode::SUCCESS)
}
