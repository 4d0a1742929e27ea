//! The tafl family: Hnefatafl 9x9 and 11x11 (RULES.md section 4), Copenhagen Hnefatafl and
//! the other presets of [`PRESETS`] (7x7 to 19x19).
//!
//! # Rule choices
//!
//! The presets `hnefatafl-9` and `hnefatafl-11` are RULES.md section 4 exactly;
//! `copenhagen-11` is the same 11x11 layout with the Copenhagen switches on. Every rule is
//! an option ([`OPTIONS`]); the defaults are the RULES.md ones.
//!
//! - **Moves.** Every piece slides like a rook over empty cells. Only the king may stop on
//!   the throne or a corner (a citadel cell with `escape = citadel`); any piece may pass
//!   the empty throne (`throne_passable = false`: only the king may). Past a corner or a
//!   citadel cell lie only the edge and the citadel's other cells, so no other piece
//!   passes one either. A move is `(from, to)`; its captures follow from the position, and
//!   [`Rules::play_unchecked`] makes them. The attackers move first (`first`).
//! - **Custodial capture** is active: after a move, each enemy piece orthogonally next to
//!   the moved piece is taken when the cell beyond it holds a piece of the mover or is
//!   hostile. Corners (citadel cells with `escape = citadel`) are hostile to all pieces;
//!   the throne is always hostile to attackers (also with the king on it) and hostile to
//!   defenders only when empty. Moving between two enemies is safe. There are no captures
//!   against the board edge.
//! - **The king** takes part in captures, as the moving piece and as the far piece
//!   (`king_armed = false`: neither). It is captured (`king_capture`):
//!   `throne` (default) like any piece (two attackers in line, or an attacker and a
//!   hostile corner or citadel), but on the throne only with attackers on all four sides
//!   and next to the throne only with attackers on the three other sides; `two` like any
//!   defender everywhere (the empty throne is then hostile to it too); `four` with
//!   attackers on all four sides, never on the edge, where a hostile cell beside him
//!   counts as an attacker: the throne (three attackers and the throne) and, with
//!   `escape = citadel`, a citadel cell (Alea Evangelii: the king on c2 is taken by
//!   attackers on c1, c3 and d2, b2 being a citadel; no attacker can ever stand on b2).
//!   With `escape = corner` no corner is beside an inner cell, so that case never arises.
//!   As every capture, it needs an attacker's move that ends next to the king.
//! - **Escape.** The king on a corner wins for the defenders. `escape = citadel` (Alea
//!   Evangelii): the king on any cell of the four 2x2 blocks at the corners (the
//!   citadels) wins; those cells are restricted and hostile as corners are. `escape = edge`
//!   (Tablut): the king on any edge cell wins, and the corners are ordinary cells (neither
//!   restricted nor hostile).
//! - **Shield wall** (`shield_wall`, Copenhagen): when a piece stops on an edge cell, then
//!   along that edge in each direction, a row of two or more enemy pieces that ends in a
//!   piece of the mover or a hostile corner is captured when every piece of the row has a
//!   piece of the mover on the cell directly inwards from it. The moving piece must be one
//!   bracket. The king may be in the row (he is not taken, the others are) and, when armed,
//!   may bracket or face the row; an unarmed king making the move captures nothing.
//! - **Edge fort** (`edge_fort`, Copenhagen): the defenders win when the king stands on an
//!   edge cell and can move, the empty cells he can reach (his room) are bordered only by
//!   defenders and the board edge, and none of those border defenders can ever be
//!   captured. The uncapturable defenders are a fixpoint: start from all defenders and
//!   drop each one with a line (its rank or its file) on which neither neighbour is off
//!   the board, a defender still kept, or a room cell that is not hostile (not a corner,
//!   not the empty throne), until none drops; a kept defender outside the wall on an edge
//!   cell also needs its inward neighbour kept or safe (else a shield wall could take it).
//!   Defenders outside the wall that cover it, and each other, thus count (an earlier test
//!   looked at the wall alone and missed such forts). It stays a sufficient test of "the
//!   attackers cannot break the fort".
//! - **Encirclement** (`encirclement`, Copenhagen): the attackers win when no defender (the
//!   king included) can reach an edge cell through cells free of attackers.
//! - **End rules**, checked in every position in this order: king captured (attackers
//!   win); king escaped (defenders win); edge fort; encirclement; the side to move has no
//!   legal move, or no pieces: it loses.
//! - **Finite games:** the third occurrence of a position with the same side to move is a
//!   draw, or with `repetition = defenders-lose` (Copenhagen: perpetual repetition is
//!   forbidden, and blamed on the defenders) a win for the attackers. A game history layer
//!   judges it ([`Rules::repetition_outcome`]); positions and perft ignore it.
//! - **Perft** counts every (from, to) as its own move; a game decided by the end rules
//!   above counts 0 (RULES.md section 6).
//!
//! The position text is OpenTafl's board notation plus the side to move; see
//! [`Rules::position_text`]. The 11x11 start, drawn by [`Rules::draw`]:
//!
//! ```text
//! 11 + . . t t t t t . . +
//! 10 . . . . . t . . . . .
//!  9 . . . . . . . . . . .
//!  8 t . . . . T . . . . t
//!  7 t . . . T T T . . . t
//!  6 t t . T T K T T . t t
//!  5 t . . . T T T . . . t
//!  4 t . . . . T . . . . t
//!  3 . . . . . . . . . . .
//!  2 . . . . . t . . . . .
//!  1 + . . t t t t t . . +
//!    a b c d e f g h i j k
//! ```
//!
//! ```
//! use reynard_rules::Perft;
//! use reynard_rules::tafl::Rules;
//! let rules = Rules::preset("hnefatafl-9").expect("a preset");
//! assert_eq!(rules.perft(&rules.start(), 2), 3944);
//! ```

mod cells;
mod endings;
mod family;
mod geometry;
mod movegen;
mod notation;
mod options;
mod perft;
mod position;
mod rules;
mod ruleset;
mod side;
mod variant;

pub use crate::option_text::{OptionError, OptionSpec};
pub use crate::perft::PerftTable;
pub use cells::{CellSet, Wide};
pub use geometry::{Cell, Cells, EAST, Geometry, NORTH, SOUTH, WEST, cell_bit, cells};
pub use notation::{MoveError, PositionTextError};
pub use options::OPTIONS;
pub use position::{Move, Position};
pub use rules::Rules;
pub use side::{EndReason, Outcome, Side};
pub use variant::{Escape, KingCapture, Layout, PRESETS, Repetition, StartCells, Variant, VariantError};

/// The rules of the boards beyond 11x11 (`hnefatafl-13`, `alea-evangelii`): cell sets of
/// 384 bits ([`Wide`]) instead of a `u128`.
pub type WideRules = Rules<Wide>;

/// A tafl game: rules, moves and history.
pub type Game = crate::Game<Rules>;
