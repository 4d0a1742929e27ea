//! Notation: moves as text (`e1-e4`, with captures `e1-e4xe5`), positions as text close to
//! OpenTafl's, and the board drawn as text.
//!
//! A position text lists the ranks from the top (rank 9 or 11) down, each between slashes:
//! `t` an attacker, `T` a defender, `K` the king, a number a run of empty cells. Then
//! comes the side to move, `a` (attackers) or `d` (defenders). The 9x9 start:
//!
//! ```text
//! /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a
//! ```

use super::geometry::{Cell, Cells, cell_bit, cells};
use super::position::{Move, Position};
use super::rules::Rules;
use super::side::Side;

/// Why a move (as text or as a value) is not a legal move here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not in the form of a move.
    #[error("cannot read `{0}` as a move: write it like e1-e4, with any captures appended like e1-e4xe5")]
    Syntax(String),
    /// A cell name that is not on the board.
    #[error("`{0}` is not a cell of this board")]
    UnknownCell(String),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The piece belongs to the side not to move.
    #[error("not your turn: the {0} are to move")]
    NotYourTurn(Side),
    /// No piece stands on the start cell.
    #[error("no piece on {0}")]
    NoPiece(String),
    /// The cells do not share a rank or file (or are the same cell).
    #[error("{0} to {1} is not along a rank or file")]
    NotAlongLine(String, String),
    /// A piece stands between the start and the end.
    #[error("the path is blocked at {0}")]
    PathBlocked(String),
    /// The throne lies on the way and pieces may not pass it.
    #[error("only the king may pass the throne {0}")]
    ThroneBlocks(String),
    /// The end cell is taken.
    #[error("{0} is occupied")]
    Occupied(String),
    /// Only the king may stop on the throne and the corners.
    #[error("only the king may stop on {0}")]
    Restricted(String),
    /// The captures written are not the ones the move makes.
    #[error("the move captures {}, not {written}", actual.as_deref().unwrap_or("nothing"))]
    CaptureMismatch {
        /// The captures written, like `xe5`.
        written: String,
        /// The captures the move makes, like `xd5xe4`; `None` when it captures nothing.
        actual: Option<String>,
    },
}

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    /// Not in the `/ranks/ side` form.
    #[error(
        "cannot read position `{0}`: expected ranks from the top between slashes (t attacker, T defender, \
         K king, a number for empty cells) and the side to move a or d"
    )]
    Syntax(String),
    /// The wrong number of ranks.
    #[error("expected {expected} ranks, found {found}")]
    RankCount {
        /// The board's size.
        expected: usize,
        /// Ranks in the text.
        found: usize,
    },
    /// A rank with the wrong number of cells.
    #[error("rank {rank} has {found} cells, expected {expected}")]
    RankLength {
        /// The rank number (1 at the bottom).
        rank: usize,
        /// The board's size.
        expected: usize,
        /// Cells in the text.
        found: usize,
    },
    /// A character that is no piece.
    #[error("`{0}` is not a piece: use t (attacker), T (defender), K (king) or a number")]
    BadPiece(char),
    /// More than one king.
    #[error("more than one king")]
    TwoKings,
    /// A piece other than the king on the throne or a corner.
    #[error("only the king may stand on {0}")]
    Restricted(String),
}

impl Rules {
    fn cell(&self, text: &str) -> Result<Cell, MoveError> {
        self.geometry().parse(text).ok_or_else(|| MoveError::UnknownCell(text.trim().to_string()))
    }

    fn capture_text(&self, set: Cells) -> String {
        cells(set).map(|c| format!("x{}", self.geometry().name(c))).collect()
    }

    /// Reads a move like `e1-e4`, or `e1-e4xe5` (each capture after an `x`, in any order),
    /// and checks it against the position. Written captures must be exactly the move's.
    pub fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let text = text.trim();
        let syntax = || MoveError::Syntax(text.to_string());
        let mut parts = text.split(['x', 'X']);
        let (from, to) = parts.next().and_then(|s| s.split_once('-')).ok_or_else(syntax)?;
        if from.trim().is_empty() || to.trim().is_empty() || to.contains('-') {
            return Err(syntax());
        }
        let mv = Move::new(self.cell(from)?, self.cell(to)?);
        let mut written: Option<Cells> = None;
        for part in parts {
            if part.trim().is_empty() {
                return Err(syntax());
            }
            let c = self.cell(part)?;
            *written.get_or_insert(0) |= cell_bit(c);
        }
        self.check_move(pos, mv)?;
        if let Some(written) = written {
            let actual = self.captures(pos, mv);
            if actual != written {
                let actual = (actual != 0).then(|| self.capture_text(actual));
                return Err(MoveError::CaptureMismatch { written: self.capture_text(written), actual });
            }
        }
        Ok(mv)
    }

    /// Writes a move with its captures: `e1-e4`, `e1-e4xe5`, `e1-e4xd4xe5` (lowest cell first).
    pub fn move_text(&self, pos: &Position, mv: Move) -> String {
        let g = self.geometry();
        let n = g.size() * g.size();
        if mv.from.0 >= n || mv.to.0 >= n {
            return format!("#{}-#{}", mv.from.0, mv.to.0);
        }
        format!("{}-{}{}", g.name(mv.from), g.name(mv.to), self.capture_text(self.captures(pos, mv)))
    }

    /// The position as text (see the module documentation).
    pub fn position_text(&self, pos: &Position) -> String {
        let g = self.geometry();
        let mut text = String::from("/");
        for rank in (0..g.size()).rev() {
            let mut empty = 0;
            for file in 0..g.size() {
                let Some(c) = g.at(file, rank) else { continue };
                let b = cell_bit(c);
                let piece = if pos.attackers() & b != 0 {
                    't'
                } else if pos.defenders() & b != 0 {
                    'T'
                } else if pos.king_set() & b != 0 {
                    'K'
                } else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    text += &empty.to_string();
                    empty = 0;
                }
                text.push(piece);
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text.push('/');
        }
        text.push(' ');
        text.push(pos.side().letter());
        text
    }

    /// Reads a position written by [`Rules::position_text`].
    pub fn parse_position(&self, text: &str) -> Result<Position, PositionTextError> {
        let g = self.geometry();
        let size = g.size() as usize;
        let syntax = || PositionTextError::Syntax(text.to_string());
        let mut words = text.split_whitespace();
        let board = words.next().ok_or_else(syntax)?;
        let side = match words.next() {
            Some("a" | "attackers") => Side::Attackers,
            Some("d" | "defenders") => Side::Defenders,
            _ => return Err(syntax()),
        };
        if words.next().is_some() {
            return Err(syntax());
        }
        let ranks: Vec<&str> = board.trim_matches('/').split('/').collect();
        if ranks.len() != size {
            return Err(PositionTextError::RankCount { expected: size, found: ranks.len() });
        }
        let (mut attackers, mut defenders, mut king): (Cells, Cells, Option<Cell>) = (0, 0, None);
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = size - 1 - i;
            let mut file = 0usize;
            let mut run = 0usize;
            for ch in rank_text.chars().chain(std::iter::once('/')) {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as usize;
                    if run > size {
                        return Err(PositionTextError::RankLength {
                            rank: rank + 1,
                            expected: size,
                            found: run,
                        });
                    }
                    continue;
                }
                file += run;
                run = 0;
                if ch == '/' {
                    break;
                }
                let Some(c) = g.at(file.min(255) as u8, rank as u8).filter(|_| file < size) else {
                    return Err(PositionTextError::RankLength {
                        rank: rank + 1,
                        expected: size,
                        found: file + 1,
                    });
                };
                match ch {
                    't' => attackers |= cell_bit(c),
                    'T' => defenders |= cell_bit(c),
                    'K' if king.is_some() => return Err(PositionTextError::TwoKings),
                    'K' => king = Some(c),
                    other => return Err(PositionTextError::BadPiece(other)),
                }
                file += 1;
            }
            if file != size {
                return Err(PositionTextError::RankLength { rank: rank + 1, expected: size, found: file });
            }
        }
        if let Some(c) = cells((attackers | defenders) & self.restricted()).next() {
            return Err(PositionTextError::Restricted(g.name(c)));
        }
        Ok(Position::new(attackers, defenders, king, side))
    }

    /// The board drawn as text: `t` attackers, `T` defenders, `K` the king, `+` the empty
    /// throne and corners, `.` other empty cells; ranks on the left, files below.
    pub fn draw(&self, pos: &Position) -> String {
        let g = self.geometry();
        let mut out = String::new();
        for rank in (0..g.size()).rev() {
            out += &format!("{:>2} ", rank + 1);
            let row: Vec<String> = (0..g.size())
                .filter_map(|file| g.at(file, rank))
                .map(|c| {
                    let b = cell_bit(c);
                    if pos.attackers() & b != 0 {
                        "t"
                    } else if pos.defenders() & b != 0 {
                        "T"
                    } else if pos.king_set() & b != 0 {
                        "K"
                    } else if self.restricted() & b != 0 {
                        "+"
                    } else {
                        "."
                    }
                    .to_string()
                })
                .collect();
            out += &row.join(" ");
            out.push('\n');
        }
        out += "   ";
        let files: Vec<String> = (0..g.size()).map(|f| ((b'a' + f) as char).to_string()).collect();
        out += &files.join(" ");
        out.push('\n');
        out
    }
}
