//! The goose board's special squares: the default board and boards read from TOML files.
//!
//! File format (every key but `square` optional; unknown keys are errors):
//!
//! ```toml
//! name = "my board"                 # shown in records; default "custom"
//! geese = [5, 9, 14, 18]            # goose squares
//!
//! [[square]]                        # a jump: the piece goes on to `to`
//! at = 6
//! name = "bridge"
//! to = 12
//!
//! [[square]]                        # a waiting square: the player misses `miss` turns
//! at = 19
//! name = "inn"
//! miss = 1
//! ```
//!
//! Rules checked: every square `at` and every goose is in 1..=62 (0 is the start, 63 the
//! finish) and is special only once; a jump's `to` is in 0..=62 and differs from `at`; a
//! waiting square has `miss` in 1..=9; a square has exactly one of `to` and `miss`; and no
//! roll from 1 to 12, under either goose rule, sends a piece round a loop of jumps and
//! geese that never ends. Errors name the square (or the roll and the loop).

use super::{GooseRule, resolve_move};
use serde::Deserialize;

/// The finish square.
pub const FINISH: u8 = 63;

/// What a special square does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Special {
    /// A goose: another roll, or move on again by the same roll ([`GooseRule`]).
    Goose,
    /// A jump (bridge, maze, death): the piece goes on to `to`.
    Jump {
        /// The square's name.
        name: String,
        /// Where the piece goes.
        to: u8,
    },
    /// A waiting square (inn, well, prison): the player misses `turns` turns.
    Wait {
        /// The square's name.
        name: String,
        /// Turns missed.
        turns: u8,
    },
}

/// A board: the special square (if any) of each square 0..=63.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GooseBoard {
    name: String,
    squares: Vec<Option<Special>>,
}

/// What is wrong with a board file, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The text is not valid TOML of the expected shape.
    #[error("board file: {0}")]
    Toml(String),
    /// A square outside 1..=62.
    #[error("square {at}: special squares must be in 1..=62 (0 is the start, 63 the finish)")]
    SquareOutOfRange {
        /// The square as written.
        at: i64,
    },
    /// A square given twice.
    #[error("square {at} is special twice")]
    Duplicate {
        /// The square.
        at: u8,
    },
    /// A jump target outside 0..=62 or onto itself.
    #[error("square {at} ({name}): target {to} must be in 0..=62 and not the square itself")]
    TargetOutOfRange {
        /// The square.
        at: u8,
        /// Its name.
        name: String,
        /// The target as written.
        to: i64,
    },
    /// A waiting square with a bad count of turns.
    #[error("square {at} ({name}): miss = {miss} must be in 1..=9")]
    BadMiss {
        /// The square.
        at: u8,
        /// Its name.
        name: String,
        /// The count as written.
        miss: i64,
    },
    /// A square with both or neither of `to` and `miss`.
    #[error("square {at} ({name}): give exactly one of `to` (a jump) and `miss` (a waiting square)")]
    Ambiguous {
        /// The square.
        at: u8,
        /// Its name.
        name: String,
    },
    /// A chain of jumps and geese that never ends.
    #[error("a roll of {roll} from square {from} loops forever ({rule} rule): {path}")]
    Loop {
        /// The roll.
        roll: u8,
        /// The starting square.
        from: u8,
        /// The goose rule under which it loops.
        rule: GooseRule,
        /// The squares of the loop, `a -> b -> …`.
        path: String,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardFile {
    name: Option<String>,
    #[serde(default)]
    geese: Vec<i64>,
    #[serde(default)]
    square: Vec<SquareFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SquareFile {
    at: i64,
    name: Option<String>,
    to: Option<i64>,
    miss: Option<i64>,
}

/// The default geese (RULES.md section 5).
pub const DEFAULT_GEESE: [u8; 13] = [5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59];

impl Default for GooseBoard {
    fn default() -> Self {
        let mut squares = vec![None; usize::from(FINISH) + 1];
        for g in DEFAULT_GEESE {
            squares[usize::from(g)] = Some(Special::Goose);
        }
        let jump = |name: &str, to| Some(Special::Jump { name: name.into(), to });
        let wait = |name: &str, turns| Some(Special::Wait { name: name.into(), turns });
        squares[6] = jump("bridge", 12);
        squares[19] = wait("inn", 1);
        squares[31] = wait("well", 2);
        squares[42] = jump("maze", 30);
        squares[52] = wait("prison", 3);
        squares[58] = jump("death", 0);
        GooseBoard { name: "default".into(), squares }
    }
}

fn in_square_range(at: i64) -> Result<u8, BoardError> {
    match u8::try_from(at) {
        Ok(a) if (1..FINISH).contains(&a) => Ok(a),
        _ => Err(BoardError::SquareOutOfRange { at }),
    }
}

impl GooseBoard {
    /// A board read from the TOML text of a board file, validated.
    ///
    /// # Errors
    ///
    /// [`BoardError::Toml`] for text that is not a board file, and the other
    /// [`BoardError`]s for a square out of range, used twice or both a jump and a wait, a
    /// bad jump target or wait, or a move that would loop for ever.
    pub fn from_toml(text: &str) -> Result<GooseBoard, BoardError> {
        let file: BoardFile =
            toml::from_str(text).map_err(|e| BoardError::Toml(e.to_string().trim().to_string()))?;
        let mut squares = vec![None; usize::from(FINISH) + 1];
        for &g in &file.geese {
            let at = in_square_range(g)?;
            if squares[usize::from(at)].is_some() {
                return Err(BoardError::Duplicate { at });
            }
            squares[usize::from(at)] = Some(Special::Goose);
        }
        for sq in &file.square {
            let at = in_square_range(sq.at)?;
            if squares[usize::from(at)].is_some() {
                return Err(BoardError::Duplicate { at });
            }
            let name = sq.name.clone().unwrap_or_else(|| format!("square {at}"));
            let special = match (sq.to, sq.miss) {
                (Some(to), None) => match u8::try_from(to) {
                    Ok(t) if t < FINISH && t != at => Special::Jump { name, to: t },
                    _ => return Err(BoardError::TargetOutOfRange { at, name, to }),
                },
                (None, Some(miss)) => match u8::try_from(miss) {
                    Ok(m) if (1..=9).contains(&m) => Special::Wait { name, turns: m },
                    _ => return Err(BoardError::BadMiss { at, name, miss }),
                },
                _ => return Err(BoardError::Ambiguous { at, name }),
            };
            squares[usize::from(at)] = Some(special);
        }
        let board = GooseBoard { name: file.name.unwrap_or_else(|| "custom".into()), squares };
        board.check_loops()?;
        Ok(board)
    }

    /// Every chain from every square, every roll 1..=12, both rules, ends.
    fn check_loops(&self) -> Result<(), BoardError> {
        for rule in [GooseRule::RollAgain, GooseRule::MoveAgain] {
            for roll in 1..=12 {
                for from in 0..FINISH {
                    if let Err(path) = resolve_move(self, rule, from, roll) {
                        let path = path.iter().map(u8::to_string).collect::<Vec<_>>().join(" -> ");
                        return Err(BoardError::Loop { roll, from, rule, path });
                    }
                }
            }
        }
        Ok(())
    }

    /// The board's name (`default` for the built-in board).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The special square at `square`, if any.
    pub fn special(&self, square: u8) -> Option<&Special> {
        self.squares.get(usize::from(square)).and_then(Option::as_ref)
    }

    /// The special squares in order.
    pub fn specials(&self) -> impl Iterator<Item = (u8, &Special)> {
        (0..=FINISH).filter_map(|s| self.special(s).map(|sp| (s, sp)))
    }

    /// Whether a move from `from` by `roll` resolves (used by tests; always true on a
    /// validated board).
    pub fn resolves(&self, rule: GooseRule, from: u8, roll: u8) -> bool {
        resolve_move(self, rule, from, roll).is_ok()
    }
}
