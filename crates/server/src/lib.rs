//! Reynard in the browser: an HTTP + WebSocket server (axum) for games against the AI or
//! between people, stored in SQLite or PostgreSQL, with the web UI built in.
//!
//! The server is the authority: the page gets the legal moves of each position (as point
//! paths, jump chains point by point) and sends back the move chosen; every move is stored
//! before it is acknowledged, and games are rebuilt from the store after a restart. The
//! API is documented in `docs/api.md`.

mod accounts;
mod actions;
pub mod admin;
mod ai;
mod api;
mod assets;
mod auth;
mod bucket;
mod changes;
mod chat;
mod client_limit;
mod clock;
mod connections;
mod delta;
mod error;
mod extract;
mod flag_timer;
mod game_view;
mod hub;
mod idle_io;
mod ids;
mod inbox;
mod json_errors;
mod live;
mod meta;
mod metrics;
mod moderation;
mod notify;
mod open_files;
mod proxies;
mod ratings;
mod raw_errors;
mod request_log;
mod security_headers;
mod server;
mod solo;
mod speed;
mod store;
mod time;
mod tournament;
mod view;

pub use actions::{Action, OfferAction};
pub use api::{Limits, router};
pub use client_limit::ClientLimits;
pub use connections::ConnectionLimits;
pub use delta::fold_move;
pub use error::ApiError;
pub use hub::Hub;
pub use proxies::{TrustedProxies, parse_network};
pub use reynard_play::AnalysisView;
pub use server::{Config, ServeError, Server, run_blocking};
pub use store::{BackupError, GameRow, GameState, Store, StoreError, backup, default_url, redacted};
pub use time::{ManualTime, TimeSource};
