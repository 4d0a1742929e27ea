//! Peg solitaire on the 33-hole English board (RULES.md section 3).
//!
//! Rule choices:
//!
//! - The board is [`BoardId::Cross33`] with orthogonal lines; holes are named in algebraic
//!   notation (`d4`) or by the traditional 1–33 numbers.
//! - The start: every hole holds a peg except the starting hole, option `start=HOLE`
//!   (default `d4`).
//! - A jump: a peg jumps over an orthogonally adjacent peg onto an empty hole; the jumped
//!   peg is removed. A *move* is a chain of one or more jumps by one peg (stopping is
//!   allowed after any jump of the chain): it counts once in the move count.
//! - Notation: the holes the peg visits joined by `x` (`d2xd4`, `b4xd4xd6`); `-` is read
//!   as `x`. Any valid path is accepted on input; output uses the path of the move.
//! - The game ends when no jump exists; the score is the pegs left. The perfect finish is
//!   one peg on the finish hole, option `finish=HOLE` (default `d4`, as RULES.md says).
//! - Position text: the holes rank by rank from rank 7 down to rank 1, left to right,
//!   ranks separated by `/`, `o` a peg and `.` an empty hole:
//!   `ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo` is the central start.
//!
//! Playing a move has one contract per verb: [`Solitaire::play`] and [`Solitaire::jump`]
//! check the move and return a [`SolitaireError`] when it is not legal;
//! [`Solitaire::play_unchecked`] does not check and says so in its name (for moves that come
//! from [`Solitaire::moves`] or were checked already).
//!
//! The solver is `reynard_solver::solitaire` (in the solver crate): this module holds only
//! the rules.

#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

use crate::board::{Bitboard, Board, BoardId, Direction, LineSet, Point, bit, points, shift};
use std::fmt;

/// The four jump directions.
const ORTHOGONAL: [Direction; 4] = [Direction::North, Direction::East, Direction::South, Direction::West];

/// A set of pegs on the 7x7 grid of the cross33 board (bit `7 * rank + file`).
pub type Pegs = Bitboard;

/// Errors in options, moves and position texts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolitaireError {
    /// A hole name that is not on the board.
    #[error("`{0}` is not a hole of the board (use a name like d4 or a number 1-33)")]
    BadHole(String),
    /// An option that does not exist or is malformed.
    #[error("unknown option `{0}`; the options are start=HOLE and finish=HOLE")]
    BadOption(String),
    /// A move text that is not a path of at least two holes.
    #[error("`{0}` is not a move: write the holes the peg visits, like d2xd4 or b4xd4xd6")]
    BadMoveText(String),
    /// A move whose first hole holds no peg.
    #[error("no peg on {0}")]
    NoPeg(String),
    /// A step of a move that is not a legal jump.
    #[error("{from}x{to} is not a jump: it needs a peg between them and {to} empty")]
    NotAJump {
        /// Where the step starts.
        from: String,
        /// Where it lands.
        to: String,
    },
    /// A position text that cannot be read.
    #[error("bad position text `{0}`: expected 7 ranks of o and . separated by /")]
    BadPosition(String),
}

/// The one-point set of `p`; empty for a point past the 64 bits of a [`Bitboard`] (a
/// [`Move`] built by hand may name one), where [`bit`] would overflow its shift.
fn bit_of(p: Point) -> Bitboard {
    1u64.checked_shl(u32::from(p.0)).unwrap_or(0)
}

/// The rules of one solitaire game: the board, the starting hole and the finish hole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solitaire {
    board: Board,
    start: Point,
    finish: Point,
    /// Per direction of [`ORTHOGONAL`]: the holes from which a jump that way stays on the board.
    jump_from: [Bitboard; 4],
    offset: [i8; 4],
}

/// One move: the holes the peg visits, the first being where it starts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// At least two holes.
    pub path: Vec<Point>,
}

impl Default for Solitaire {
    fn default() -> Self {
        Solitaire::new()
    }
}

impl Solitaire {
    /// The central game: start and finish on d4.
    ///
    /// # Panics
    ///
    /// Never: the cross33 board has orthogonal lines and a d4 hole, which the two `expect`s
    /// below state (the tests build this board).
    pub fn new() -> Solitaire {
        let board = Board::new(BoardId::Cross33, LineSet::Orthogonal).expect("cross33 has orthogonal lines");
        let centre = board.point_at(3, 3).expect("d4");
        let mut jump_from = [0; 4];
        let mut offset = [0; 4];
        for (i, d) in ORTHOGONAL.into_iter().enumerate() {
            let o = board.offset(d);
            offset[i] = o;
            let line = board.line_from(d);
            // A line from p and a line from p's neighbour, both in direction d.
            jump_from[i] = line & shift(line & shift(board.points(), -o), -o);
        }
        Solitaire { board, start: centre, finish: centre, jump_from, offset }
    }

    /// The central game with `key=value` options applied (`start=HOLE`, `finish=HOLE`).
    ///
    /// # Errors
    ///
    /// [`SolitaireError::BadOption`] for an option that is not `start=` or `finish=`, and
    /// [`SolitaireError::BadHole`] for a value that is not a hole.
    pub fn with_options<'a>(options: impl IntoIterator<Item = &'a str>) -> Result<Solitaire, SolitaireError> {
        let mut rules = Solitaire::new();
        for pair in options {
            rules.set_pair(pair)?;
        }
        Ok(rules)
    }

    /// Sets one option from `key=value`.
    ///
    /// # Errors
    ///
    /// As [`Solitaire::with_options`]; the rules are unchanged then.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), SolitaireError> {
        let Some((key, value)) = pair.split_once('=') else {
            return Err(SolitaireError::BadOption(pair.to_string()));
        };
        let hole = self.parse_hole(value.trim())?;
        match key.trim() {
            "start" => self.start = hole,
            "finish" => self.finish = hole,
            _ => return Err(SolitaireError::BadOption(pair.to_string())),
        }
        Ok(())
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The starting hole.
    pub fn start_hole(&self) -> Point {
        self.start
    }

    /// The hole of the perfect finish.
    pub fn finish_hole(&self) -> Point {
        self.finish
    }

    /// Reads a hole by algebraic name or 1–33 number.
    ///
    /// # Errors
    ///
    /// [`SolitaireError::BadHole`] when `text` names no hole of the board.
    pub fn parse_hole(&self, text: &str) -> Result<Point, SolitaireError> {
        self.board.parse_point(text).ok_or_else(|| SolitaireError::BadHole(text.to_string()))
    }

    /// The algebraic name of a hole.
    pub fn hole_name(&self, p: Point) -> String {
        self.board.name(p)
    }

    /// The starting position: every hole full except the starting hole.
    pub fn start(&self) -> Pegs {
        self.board.points() & !bit(self.start)
    }

    /// Every hole of the board.
    pub fn holes(&self) -> Bitboard {
        self.board.points()
    }

    /// Every single jump as (from, over, to), in a stable order.
    pub fn jumps(&self, pegs: Pegs) -> Vec<(Point, Point, Point)> {
        let mut out = Vec::new();
        self.for_each_jump(pegs, |from, over, to| out.push((from, over, to)));
        out
    }

    /// Calls `f(from, over, to)` for every single jump.
    #[inline]
    pub fn for_each_jump(&self, pegs: Pegs, mut f: impl FnMut(Point, Point, Point)) {
        let empty = self.board.points() & !pegs;
        for i in 0..4 {
            let o = self.offset[i];
            let froms = pegs & self.jump_from[i] & shift(pegs, -o) & shift(empty, -2 * o);
            for p in points(froms) {
                let over = Point((p.0 as i8 + o) as u8);
                let to = Point((p.0 as i8 + 2 * o) as u8);
                f(p, over, to);
            }
        }
    }

    /// The jumps that land on `to` in the position after them, `after`: (from, over) pairs
    /// such that `from` and `over` are empty holes in `after` and `to` holds a peg.
    pub fn jumps_onto(&self, after: Pegs, to: Point) -> Vec<(Point, Point)> {
        let mut out = Vec::new();
        if after & bit(to) == 0 {
            return out;
        }
        let empty = self.board.points() & !after;
        for d in ORTHOGONAL {
            let Some(over) = self.board.step(to, d) else { continue };
            let Some(from) = self.board.step(over, d) else { continue };
            if empty & bit(over) != 0 && empty & bit(from) != 0 {
                out.push((from, over));
            }
        }
        out
    }

    /// The position after every jump, as masks to xor: `pegs ^ mask` is the position after.
    #[inline]
    pub fn for_each_successor(&self, pegs: Pegs, mut f: impl FnMut(Pegs)) {
        let empty = self.board.points() & !pegs;
        for i in 0..4 {
            let o = self.offset[i];
            let froms = pegs & self.jump_from[i] & shift(pegs, -o) & shift(empty, -2 * o);
            for p in points(froms) {
                let mask = bit(p) | shift(bit(p), o) | shift(bit(p), 2 * o);
                f(pegs ^ mask);
            }
        }
    }

    /// Whether any jump exists.
    pub fn has_jump(&self, pegs: Pegs) -> bool {
        let mut any = false;
        self.for_each_successor(pegs, |_| any = true);
        any
    }

    /// The game is over: no jump exists.
    pub fn is_over(&self, pegs: Pegs) -> bool {
        !self.has_jump(pegs)
    }

    /// The score: the pegs left.
    pub fn score(&self, pegs: Pegs) -> u32 {
        pegs.count_ones()
    }

    /// One peg left, on the finish hole.
    pub fn is_perfect(&self, pegs: Pegs) -> bool {
        pegs == bit(self.finish)
    }

    /// Every legal move: each chain of one or more jumps by one peg, one move per distinct
    /// (starting hole, position after); the path is the first found.
    pub fn moves(&self, pegs: Pegs) -> Vec<Move> {
        let mut out = Vec::new();
        for from in points(pegs) {
            let mut seen: Vec<Pegs> = Vec::new();
            let mut path = vec![from];
            self.chains(pegs, &mut path, &mut seen, &mut out);
        }
        out
    }

    fn chains(&self, pegs: Pegs, path: &mut Vec<Point>, seen: &mut Vec<Pegs>, out: &mut Vec<Move>) {
        // `moves` starts every path with its first hole, and the loop below pops only what
        // it pushed.
        let at = *path.last().expect("a path has a start");
        for (from, over, to) in self.jumps(pegs) {
            if from != at {
                continue;
            }
            // A generated jump: `from` and `over` hold pegs and `to` is an empty hole.
            let after = pegs ^ bit(from) ^ bit(over) ^ bit(to);
            if seen.contains(&after) {
                continue;
            }
            seen.push(after);
            path.push(to);
            out.push(Move { path: path.clone() });
            self.chains(after, path, seen, out);
            path.pop();
        }
    }

    /// One jump from `from` to `to`, checked; returns the position after.
    ///
    /// # Errors
    ///
    /// [`SolitaireError::NoPeg`] when `from` holds no peg, [`SolitaireError::NotAJump`] when
    /// `to` is not an empty hole two holes away in a straight line with a peg between.
    pub fn jump(&self, pegs: Pegs, from: Point, to: Point) -> Result<Pegs, SolitaireError> {
        let not_a_jump = || SolitaireError::NotAJump { from: self.hole_name(from), to: self.hole_name(to) };
        // `bit_of`, not `bit`: a hand-built move may name a point past the 64 bits.
        if pegs & bit_of(from) == 0 {
            return Err(SolitaireError::NoPeg(self.hole_name(from)));
        }
        let holes = self.board.points();
        if holes & bit_of(to) == 0 || pegs & bit_of(to) != 0 {
            return Err(not_a_jump());
        }
        let (ff, fr) = (self.board.file(from) as i8, self.board.rank(from) as i8);
        let (tf, tr) = (self.board.file(to) as i8, self.board.rank(to) as i8);
        let (df, dr) = (tf - ff, tr - fr);
        let straight = (df.abs() == 2 && dr == 0) || (dr.abs() == 2 && df == 0);
        if !straight {
            return Err(not_a_jump());
        }
        let over = self.board.point_at((ff + df / 2) as u8, (fr + dr / 2) as u8).ok_or_else(not_a_jump)?;
        if pegs & bit(over) == 0 {
            return Err(not_a_jump());
        }
        Ok(pegs ^ bit(from) ^ bit(over) ^ bit(to))
    }

    /// Plays a move, checked; returns the position after.
    ///
    /// # Errors
    ///
    /// [`SolitaireError::BadMoveText`] for a path of fewer than two holes, else the error of
    /// the first step that is not a legal jump (see [`Solitaire::jump`]).
    pub fn play(&self, pegs: Pegs, mv: &Move) -> Result<Pegs, SolitaireError> {
        if mv.path.len() < 2 {
            return Err(SolitaireError::BadMoveText(format!("{mv:?}")));
        }
        let mut now = pegs;
        for step in mv.path.windows(2) {
            now = self.jump(now, step[0], step[1])?;
        }
        Ok(now)
    }

    /// Plays a move without checking it; returns the position after.
    ///
    /// Precondition: `mv` is legal in `pegs` — it comes from [`Solitaire::moves`] or
    /// [`Solitaire::parse_move`] for `pegs`, or [`Solitaire::play`] accepted it there. For any
    /// other move the result is not a position of the game (but it never panics).
    #[inline]
    pub fn play_unchecked(&self, pegs: Pegs, mv: &Move) -> Pegs {
        // Each step of a legal move is a straight jump of two holes on the 7x7 grid (bit
        // `7 * rank + file`): the hole jumped over is the midpoint of the two indices.
        mv.path.windows(2).fold(pegs, |now, step| {
            let (from, to) = (step[0], step[1]);
            // The mean of two u8 values fits a u8.
            let over = Point(((u16::from(from.0) + u16::from(to.0)) / 2) as u8);
            now ^ bit_of(from) ^ bit_of(over) ^ bit_of(to)
        })
    }

    /// Reads a move (`d2xd4`, `b4xd4xd6`, `10x17`; `-` works as `x`) and checks it in `pegs`.
    ///
    /// # Errors
    ///
    /// [`SolitaireError::BadMoveText`] when the text is not a path of at least two holes,
    /// [`SolitaireError::BadHole`] for a name that is not a hole, and the errors of
    /// [`Solitaire::play`] for a path that is not a legal move in `pegs`.
    pub fn parse_move(&self, pegs: Pegs, text: &str) -> Result<Move, SolitaireError> {
        let parts: Vec<&str> = text.trim().split(['x', '-']).collect();
        if parts.len() < 2 {
            return Err(SolitaireError::BadMoveText(text.to_string()));
        }
        let path = parts.iter().map(|p| self.parse_hole(p.trim())).collect::<Result<Vec<_>, _>>()?;
        let mv = Move { path };
        self.play(pegs, &mv)?;
        Ok(mv)
    }

    /// The text of a move: `d2xd4`, `b4xd4xd6`.
    pub fn move_text(&self, mv: &Move) -> String {
        mv.path.iter().map(|&p| self.hole_name(p)).collect::<Vec<_>>().join("x")
    }

    /// The position text (see the module documentation).
    pub fn position_text(&self, pegs: Pegs) -> String {
        let mut ranks = Vec::new();
        for rank in (0..7).rev() {
            let row: String = points(self.board.rank_points(rank))
                .map(|p| if pegs & bit(p) != 0 { 'o' } else { '.' })
                .collect();
            ranks.push(row);
        }
        ranks.join("/")
    }

    /// Reads a position text.
    ///
    /// # Errors
    ///
    /// [`SolitaireError::BadPosition`] when the text is not 7 ranks of `o` and `.` (as many as
    /// each rank has holes) separated by `/`.
    pub fn parse_position(&self, text: &str) -> Result<Pegs, SolitaireError> {
        let bad = || SolitaireError::BadPosition(text.to_string());
        let ranks: Vec<&str> = text.trim().split('/').collect();
        if ranks.len() != 7 {
            return Err(bad());
        }
        let mut pegs = 0;
        for (i, row) in ranks.iter().enumerate() {
            let rank = 6 - i as u8;
            let holes: Vec<Point> = points(self.board.rank_points(rank)).collect();
            if row.chars().count() != holes.len() {
                return Err(bad());
            }
            for (c, p) in row.chars().zip(holes) {
                match c {
                    'o' | 'O' => pegs |= bit(p),
                    '.' => {}
                    _ => return Err(bad()),
                }
            }
        }
        Ok(pegs)
    }

    /// The board as text: the grid with `o` for pegs and `.` for empty holes.
    pub fn draw(&self, pegs: Pegs) -> String {
        let mut out = String::new();
        for rank in (0..7u8).rev() {
            out += &format!("{} ", rank + 1);
            for file in 0..7u8 {
                let c = match self.board.point_at(file, rank) {
                    None => ' ',
                    Some(p) if pegs & bit(p) != 0 => 'o',
                    Some(_) => '.',
                };
                out.push(' ');
                out.push(c);
            }
            out.push('\n');
        }
        out += "   a b c d e f g\n";
        out
    }

    /// Counts move paths (chains counted as one move) to `depth`.
    pub fn perft(&self, pegs: Pegs, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(pegs);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|mv| self.perft(self.play_unchecked(pegs, mv), depth - 1)).sum()
    }
}

/// Joins consecutive jumps of one peg (each starting where the last landed) into moves.
pub fn group_chains(jumps: &[(Point, Point)]) -> Vec<Move> {
    let mut moves: Vec<Move> = Vec::new();
    for &(from, to) in jumps {
        match moves.last_mut() {
            Some(mv) if mv.path.last() == Some(&from) => mv.path.push(to),
            _ => moves.push(Move { path: vec![from, to] }),
        }
    }
    moves
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> =
            self.path.iter().map(|p| crate::board::algebraic(p.0 % 7, p.0 / 7)).collect();
        f.write_str(&names.join("x"))
    }
}
