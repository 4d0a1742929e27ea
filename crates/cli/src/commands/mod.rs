//! One module per subcommand.

pub mod perft;
pub mod play;
pub mod record;
pub mod show;
pub mod variants;
