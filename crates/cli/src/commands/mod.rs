//! One module per subcommand.

pub mod admin;
pub mod backup;
pub mod balance;
pub mod bench;
pub mod bestmove;
pub mod bot;
pub mod engine;
pub mod goose;
pub mod matchplay;
pub mod perft;
pub mod play;
pub mod probe;
pub mod puzzles;
pub mod record;
pub mod serve;
pub mod show;
pub mod solitaire;
pub mod solve;
pub mod table_stats;
pub mod tables;
pub mod variants;
