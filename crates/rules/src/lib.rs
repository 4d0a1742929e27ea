//! Rules of the games Reynard plays: boards, variants, positions, legal moves, end rules,
//! notation, game history and records. No I/O and no printing: callers get values and
//! typed errors.
//!
//! ```
//! use reynard_rules::hunt::Rules;
//! let rules = Rules::preset("fox-geese").expect("a preset");
//! let start = rules.fixed_start();
//! assert_eq!(rules.perft(&start, 2), 18);
//! ```

mod any;
pub mod board;
mod family;
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
mod zobrist;

pub use any::{AnyRules, AnyRulesError, all_preset_ids};
pub use family::Family;
pub use game::{Game, GameError, GameErrorOf};
pub use ruleset::{Ruleset, Terminal};
pub use side::{EndReason, Outcome, Side};
