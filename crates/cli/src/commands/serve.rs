//! `reynard serve`: play in the browser — the web UI and its API, games stored in SQLite
//! (a file in the user's data folder by default) or PostgreSQL.
//!
//! Every flag may also stand in a TOML file given with `--config FILE`, under the flag's
//! own name (`addr = "0.0.0.0:8080"`, `trusted-proxy = ["10.0.0.0/8"]`); a flag given on
//! the command line wins over the file, the file over the default.

use anyhow::{Context, Result};
use clap::Args;
use reynard_server::{ClientLimits, Config, ConnectionLimits, run_blocking};
use serde::Deserialize;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Options of `reynard serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// A TOML file with any of the options below, under their flags' names; a flag given
    /// here wins over the file.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// The options.
    #[command(flatten)]
    pub settings: ServeSettings,
}

/// The server's options, from the command line or a file; unset ones take their default.
#[derive(Args, Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ServeSettings {
    /// Where to listen [default: 127.0.0.1:8080].
    #[arg(long)]
    pub addr: Option<SocketAddr>,
    /// The database: `sqlite:PATH` or `postgres://USER:PASSWORD@HOST/DB` [default: a
    /// SQLite file in your data folder].
    #[arg(long, value_name = "URL")]
    pub db: Option<String>,
    /// The AI's thinking time per move, in milliseconds [default: 1000].
    #[arg(long, value_name = "MS")]
    pub ai_time: Option<u64>,
    /// How many AI searches may run at once [default: the cores less one].
    #[arg(long, value_name = "N")]
    pub ai_searches: Option<usize>,
    /// Solved tables (as `reynard solve --dir` writes them): the AI's levels 9-10 and the
    /// evaluation on request are perfect where they know the position [default: tables].
    #[arg(long, value_name = "DIR")]
    pub tables: Option<PathBuf>,
    /// Requests a second each client address may make that change something (moves,
    /// new games…) or ask for an analysis; 0 turns the limit off (load tests from one
    /// host) [default: 5].
    #[arg(long, value_name = "N")]
    pub http_rate: Option<u32>,
    /// How many such requests a client may make in a burst [default: 30].
    #[arg(long, value_name = "N")]
    pub http_burst: Option<u32>,
    /// API reads (`GET /api/…`) a second each client address may make; 0 turns the limit
    /// off [default: 50].
    #[arg(long, value_name = "N")]
    pub http_read_rate: Option<u32>,
    /// How many API reads a client may make in a burst [default: 200].
    #[arg(long, value_name = "N")]
    pub http_read_burst: Option<u32>,
    /// Connections open at once; 0 for no limit [default: 10000].
    #[arg(long, value_name = "N")]
    pub max_connections: Option<usize>,
    /// Connections open at once from one address; 0 for no limit (a trusted proxy is not
    /// held to it) [default: 256].
    #[arg(long, value_name = "N")]
    pub max_connections_per_address: Option<usize>,
    /// A reverse proxy (a network, `10.0.0.0/8`, or an address) whose `X-Forwarded-For`
    /// names the client, for every limit and the log; repeat for several. From anyone
    /// else the header is ignored.
    #[arg(long = "trusted-proxy", value_name = "CIDR", value_parser = reynard_server::parse_network)]
    #[serde(default, rename = "trusted-proxy", deserialize_with = "networks")]
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// How log lines are written: `text` for people, or `json` (one object a line) for a
    /// collector [default: text].
    #[arg(long, value_enum)]
    pub log_format: Option<LogFormat>,
    /// What is logged: a level (`error`, `warn`, `info`, `debug`) or a filter as `RUST_LOG`
    /// takes it (`RUST_LOG`, when set, wins) [default: info, and warnings only from the
    /// libraries beneath].
    #[arg(long, value_name = "FILTER")]
    pub log_level: Option<String>,
}

impl ServeSettings {
    /// These settings, each unset one taken from `file`.
    fn over(self, file: ServeSettings) -> ServeSettings {
        ServeSettings {
            addr: self.addr.or(file.addr),
            db: self.db.or(file.db),
            ai_time: self.ai_time.or(file.ai_time),
            ai_searches: self.ai_searches.or(file.ai_searches),
            tables: self.tables.or(file.tables),
            http_rate: self.http_rate.or(file.http_rate),
            http_burst: self.http_burst.or(file.http_burst),
            http_read_rate: self.http_read_rate.or(file.http_read_rate),
            http_read_burst: self.http_read_burst.or(file.http_read_burst),
            max_connections: self.max_connections.or(file.max_connections),
            max_connections_per_address: self
                .max_connections_per_address
                .or(file.max_connections_per_address),
            trusted_proxies: if self.trusted_proxies.is_empty() {
                file.trusted_proxies
            } else {
                self.trusted_proxies
            },
            log_format: self.log_format.or(file.log_format),
            log_level: self.log_level.or(file.log_level),
        }
    }

    /// The server's configuration: these settings over the defaults.
    fn config(&self) -> Config {
        let defaults = Config::default();
        let clients = ClientLimits::default();
        let connections = ConnectionLimits::default();
        Config {
            addr: self.addr.unwrap_or(defaults.addr),
            db: self.db.clone(),
            ai_time: self.ai_time.map_or(defaults.ai_time, Duration::from_millis),
            ai_searches: self.ai_searches.unwrap_or(defaults.ai_searches),
            tables: self.tables.clone().unwrap_or_else(|| defaults.tables.clone()),
            clients: ClientLimits {
                rate: self.http_rate.unwrap_or(clients.rate),
                burst: self.http_burst.unwrap_or(clients.burst),
                read_rate: self.http_read_rate.unwrap_or(clients.read_rate),
                read_burst: self.http_read_burst.unwrap_or(clients.read_burst),
            },
            connections: ConnectionLimits {
                total: self.max_connections.unwrap_or(connections.total),
                per_address: self.max_connections_per_address.unwrap_or(connections.per_address),
                ..connections
            },
            trusted_proxies: reynard_server::TrustedProxies::new(self.trusted_proxies.clone()),
            ..defaults
        }
    }
}

/// Networks in a file, written as on the command line (`10.0.0.0/8` or an address).
fn networks<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<ipnet::IpNet>, D::Error> {
    let texts = Vec::<String>::deserialize(deserializer)?;
    texts.iter().map(|text| reynard_server::parse_network(text).map_err(serde::de::Error::custom)).collect()
}

/// The default log filter: the server's requests and events, and only warnings from the
/// libraries beneath it.
const DEFAULT_LOG: &str = "info,sqlx=warn,hyper=warn,tower=warn";

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, Deserialize)]
#[serde(rename_all = "lowercase")]
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

/// The settings of a TOML file.
///
/// # Errors
///
/// A file that cannot be read, or is not TOML of the known options (the message names
/// the line and the option).
fn read_settings(path: &std::path::Path) -> Result<ServeSettings> {
    let text = std::fs::read_to_string(path).with_context(|| format!("--config {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("--config {}", path.display()))
}

/// Serves until Ctrl-C or SIGTERM.
///
/// # Errors
///
/// A bad configuration file or log filter, a server that cannot start.
pub fn run(args: &ServeArgs) -> Result<ExitCode> {
    let given = args.settings.clone();
    let settings = match &args.config {
        Some(path) => given.over(read_settings(path)?),
        None => given,
    };
    start_logging(
        settings.log_format.unwrap_or(LogFormat::Text),
        settings.log_level.as_deref().unwrap_or(DEFAULT_LOG),
    )?;
    run_blocking(&settings.config(), |addr, db| {
        eprintln!("reynard: serving http://{addr}/ (games in {db}); Ctrl-C or SIGTERM stops");
    })
    .context("reynard serve")?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_file_reads_and_flags_win_over_it() {
        let file: ServeSettings =
            toml::from_str(include_str!("../../../../deploy/reynard.toml")).expect("the example reads");
        assert_eq!(file.addr, Some(SocketAddr::from(([127, 0, 0, 1], 8080))));
        assert_eq!(file.trusted_proxies.len(), 2);
        assert_eq!(file.log_format, Some(LogFormat::Json));
        let flags =
            ServeSettings { addr: Some(SocketAddr::from(([0, 0, 0, 0], 9000))), ..ServeSettings::default() };
        let merged = flags.over(file);
        assert_eq!(merged.addr, Some(SocketAddr::from(([0, 0, 0, 0], 9000))), "the flag wins");
        assert_eq!(merged.log_format, Some(LogFormat::Json), "the file fills the rest");
        let config = merged.config();
        assert_eq!(config.connections.total, 20_000);
        assert_eq!(config.clients, ClientLimits::default(), "what neither sets keeps its default");
    }
}
