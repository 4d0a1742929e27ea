//! Rules of the games Reynard plays: boards, variants, positions, legal moves, end rules,
//! notation, game history and records. No I/O and no printing: callers get values and
//! typed errors.
//!
//! ```
//! use reynard_rules::Perft;
//! use reynard_rules::hunt::Rules;
//! let rules = Rules::preset("fox-geese").expect("a preset");
//! let start = rules.fixed_start();
//! assert_eq!(rules.perft(&start, 2), 18);
//! ```

pub mod board;
mod family;
mod family_id;
mod game;
pub mod goose;
pub mod hunt;
mod option_text;
mod perft;
pub mod record;
mod ruleset;
mod side;
pub mod solitaire;
pub mod tafl;
mod variant_file;
mod zobrist;

pub use family::Family;
pub use family_id::FamilyId;
pub use game::{Game, GameError, GameErrorOf};
pub use option_text::{OptionError, OptionSpec, VariantOptions};
pub use perft::{MAX_DEPTH as MAX_PERFT_DEPTH, Perft, PerftTable};
pub use ruleset::{Ruleset, Terminal, random_listed_move, scale_draw};
pub use side::{EndReason, Outcome, Side};
pub use variant_file::{VariantFileError, read_variant_file};
