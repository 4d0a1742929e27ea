//! Starting the server: open the store, build the app, bind, serve until Ctrl-C.

use crate::ai::Ai;
use crate::api::{Limits, router};
use crate::client_limit::{ClientLimiter, ClientLimits, limit};
use crate::hub::Hub;
use crate::store::{Store, StoreError, default_url};
use crate::time::TimeSource;
use reynard_tables::TableDir;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tokio::net::TcpListener;

/// How to run the server.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen.
    pub addr: SocketAddr,
    /// The database URL (`sqlite:PATH` or `postgres://…`); the default SQLite file when
    /// `None`.
    pub db: Option<String>,
    /// The AI's thinking time per move.
    pub ai_time: Duration,
    /// How many AI searches may run at once.
    pub ai_searches: usize,
    /// Request and connection limits.
    pub limits: Limits,
    /// Per-client limits of plain HTTP requests.
    pub clients: ClientLimits,
    /// The folder of solved tables (the AI's levels 9–10 and analyses play perfectly where
    /// they know the position); a missing folder means no tables.
    pub tables: PathBuf,
    /// Where clocks read the time (the system's; tests move a manual one).
    pub time: TimeSource,
    /// Connections at once (in all and per address) and how long they may take.
    pub connections: crate::connections::ConnectionLimits,
    /// Reverse proxies whose `X-Forwarded-For` names the client.
    pub trusted_proxies: crate::proxies::TrustedProxies,
}

impl Default for Config {
    fn default() -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db: None,
            ai_time: Duration::from_secs(1),
            ai_searches: cores.saturating_sub(1).max(1),
            limits: Limits::default(),
            clients: ClientLimits::default(),
            tables: PathBuf::from(reynard_tables::DEFAULT_DIR),
            time: TimeSource::System,
            connections: crate::connections::ConnectionLimits::default(),
            trusted_proxies: crate::proxies::TrustedProxies::default(),
        }
    }
}

/// Why the server could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database could not be opened.
    #[error("cannot open the database")]
    Store(#[from] StoreError),
    /// The clocks of the running games could not be started again.
    #[error("cannot restart the clocks: {0}")]
    Resume(String),
    /// Binding or serving failed.
    #[error("cannot listen or serve")]
    Io(#[from] std::io::Error),
}

/// A bound server, ready to run.
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    app: axum::Router,
    url: String,
    connections: crate::connections::ConnectionLimits,
    proxies: crate::proxies::TrustedProxies,
    hub: std::sync::Arc<Hub>,
}

impl Server {
    /// Opens the store and binds the address.
    pub async fn bind(config: &Config) -> Result<Server, ServeError> {
        let url = config.db.clone().unwrap_or_else(default_url);
        let store = open_waiting(&url).await?;
        let store_is_postgres = store.is_postgres();
        let ai = Ai::new(config.ai_searches, config.ai_time, TableDir::new(&config.tables));
        let hub = Hub::new(store, ai, config.time.clone());
        hub.sweep_every(Duration::from_secs(60));
        crate::tournament::runner::run_every(&hub, crate::tournament::runner::TICK);
        if store_is_postgres {
            crate::changes::listen(&hub, url.clone(), Duration::from_secs(10)).await;
        }
        hub.resume_clocks().await.map_err(|e| ServeError::Resume(e.to_string()))?;
        let listener = TcpListener::bind(config.addr).await?;
        let limiter = ClientLimiter::new(config.clients);
        let app = router(hub.clone(), config.limits)
            .layer(axum::middleware::from_fn_with_state(limiter, limit))
            .layer(axum::middleware::from_fn_with_state(hub.clone(), crate::request_log::log_request));
        let proxies = config.trusted_proxies.clone();
        Ok(Server { listener, app, url, connections: config.connections, proxies, hub })
    }

    /// The address bound (with the real port when port 0 was asked).
    pub fn local_addr(&self) -> Result<SocketAddr, ServeError> {
        Ok(self.listener.local_addr()?)
    }

    /// The database URL in use, its password hidden.
    pub fn database(&self) -> String {
        crate::store::redacted(&self.url)
    }

    /// Serves until Ctrl-C or SIGTERM (or forever when signals cannot be watched).
    pub async fn run(self) -> Result<(), ServeError> {
        self.run_until(stop_signal()).await
    }

    /// Serves until `stop` completes; then stops accepting, closes every WebSocket with a
    /// close frame saying the server restarts (1012), lets the requests under way finish
    /// (their writes stored) and returns, within about ten seconds.
    pub async fn run_until(self, stop: impl std::future::Future<Output = ()>) -> Result<(), ServeError> {
        let hub = self.hub.clone();
        let stopping = async move {
            stop.await;
            tracing::info!("stopping: closing connections");
            hub.stop();
        };
        let open_now = self.hub.metrics().connections.clone();
        let served = crate::connections::serve(
            self.listener,
            self.app,
            self.connections,
            open_now,
            self.proxies,
            stopping,
        );
        served.await?;
        tracing::info!("stopped");
        Ok(())
    }
}

/// Ctrl-C or, on Unix, SIGTERM (what a service manager sends); never, when signals cannot
/// be watched.
async fn stop_signal() {
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    tokio::select! {
        () = terminate => {}
        () = interrupt => {}
    }
}

/// Opens the store, waiting for a database that does not answer yet (it may be starting
/// beside the server): tried again after 1 s, then twice as long each time up to 30 s. A
/// URL that cannot work (its scheme, a refused password, a failed migration) is an error
/// at once.
async fn open_waiting(url: &str) -> Result<Store, StoreError> {
    let mut wait = Duration::from_secs(1);
    loop {
        match Store::open(url).await {
            Err(StoreError::Sql(e @ (sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut))) => {
                tracing::warn!(error = %e, retry_in_s = wait.as_secs(), "the database does not answer yet");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(30));
            }
            opened => return opened,
        }
    }
}

/// Runs the server on its own runtime until Ctrl-C; `ready` is called once it listens,
/// with the address and the database URL.
pub fn run_blocking(config: &Config, ready: impl FnOnce(SocketAddr, &str)) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let server = Server::bind(config).await?;
        ready(server.local_addr()?, &server.database());
        server.run().await
    })
}
