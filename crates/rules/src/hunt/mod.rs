//! The hunt family: Fox and Geese, Catch the Hare, Coyote, El Coyote, Asalto, Wolf and
//! Sheep, Bagh-Chal.
//!
//! # Rule choices
//!
//! The rules are RULES.md section 2; where it leaves a choice open, this module chose:
//!
//! - **Distinct moves.** A move is `(from, to, captured)`; jump chains with the same start,
//!   end and captured set are one move. Generation keeps one move per resulting position
//!   (two pieces' chains that return to their start with the same captures; huffed steps).
//! - **Huffing** replaces mandatory capture: moves are generated as with optional capture,
//!   then a hunter step by a piece that could have jumped removes that piece; a step while
//!   another piece could have jumped removes that other piece (the lowest point first);
//!   a chain that stops while the mover could capture again removes the mover. With
//!   deferred removal "could capture again" means a jump over a not yet captured piece.
//! - **Mandatory capture and deferred removal:** a chain must go on while any legal jump
//!   exists, including a jump over an already captured piece (it captures nothing more).
//! - **Breakthrough** is a mark of the position: the last move was a hunter move (not a
//!   placement) that *ended* on rank 1 — also when huffing then removed the piece. A chain
//!   that passes through rank 1 and ends elsewhere does not count.
//! - **Placement** (`hunter_start = choose`): one piece per move, on any empty point, or on
//!   an empty fort point when `fort` is on, or on the top rank of a checkerboard (RULES.md
//!   section 9: the wolf chooses its square of the top rank, 8 or 10); then the first side moves. Perft
//!   skips it.
//! - **No capture** (`capture = none`, Wolf and Sheep): the hunter has no jumps at all.
//! - **Wolf and Sheep on 10x10** (RULES.md section 9 names it as `board = checker10`):
//!   setting the board from `checker8` to `checker10` (or back) moves the wolf from d8 to
//!   f10 and the flock from 4 sheep to 5, as far as they are still the old board's start; a
//!   wolf square or flock size set before the board stays as set. So `--set
//!   board=checker10` alone is the 10x10 game, as the rule book reads.
//! - **A flock in hand** (`flock_in_hand`, Bagh-Chal, RULES.md section 8): while pieces
//!   remain in hand each flock turn places one on any empty point and the hunter moves in
//!   between; the pieces in hand count as flock pieces for the threshold, and `fox_wins_at`
//!   counts from 20 whatever the hand holds (the hunter needs `20 - fox_wins_at` captures).
//!   The position's `to_place` holds the flock's hand then (the hunter places no pieces:
//!   the two cannot be combined). Perft counts the placements: they are the game.
//! - **No chains** (`chains = false`, Bagh-Chal): one jump is the whole move.
//! - **The fort** is files c–e of the top three ranks of any board; a flock piece on a fort
//!   point never steps diagonally, a flock piece outside may step diagonally into it.
//! - **Finite games:** the third occurrence of a position with the same side to move is a
//!   draw ([`crate::Game`] keeps the history).

mod family;
mod movegen;
mod notation;
mod options;
mod paths;
mod perft;
mod position;
mod rules;
mod ruleset;
mod variant;
mod variant_file;

pub use crate::perft::PerftTable;
pub use crate::variant_file::VariantFileError;
pub use notation::{MoveError, PositionTextError};
pub use options::{OPTIONS, OptionError, OptionSpec};
pub use position::{Move, Position};
pub use rules::{MAX_HUNTERS, MAX_IN_HAND, Rules, VariantError};
pub use variant::{
    Capture, FlockDirections, FlockLayout, HunterStart, PRESETS, Removal, Variant, checkerboard_start,
    standard_layouts,
};

/// The end of a hunt game.
pub type Outcome = crate::Outcome<crate::Side>;

/// A hunt game: rules, moves and history.
pub type Game = crate::Game<Rules>;
