//! Notation: moves as text (`d4-d5`, `d4xd6xf6`, `@d4`, or `17-24` on cross33),
//! positions as text, and the board drawn as text.

use super::position::{Move, Position};
use super::rules::{MAX_HUNTERS, Rules};
use crate::Side;
use crate::board::{Bitboard, Direction, Point, bit, points};

/// Why a move text is not a legal move here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Not in the form of a move.
    #[error("cannot read `{0}` as a move: write a step d4-d5, a jump chain d4xd6xf6 or a placement @d4")]
    Syntax(String),
    /// A point name that is not on the board.
    #[error("`{0}` is not a point of this board")]
    UnknownPoint(String),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The piece belongs to the side not to move.
    #[error("not your turn: the {0} are to move")]
    NotYourTurn(Side),
    /// No piece stands on the start point.
    #[error("no piece on {0}")]
    NoPiece(String),
    /// The points are not joined by a line (or a jump line).
    #[error("{0} to {1} is not along a line")]
    NotAlongLine(String, String),
    /// The target point is taken.
    #[error("{0} is occupied")]
    Occupied(String),
    /// The hunter must capture.
    #[error("a capture is compulsory")]
    CaptureCompulsory,
    /// The chain must go on.
    #[error("the chain must continue: a further capture exists from {0}")]
    MustContinue(String),
    /// The side may not move that way.
    #[error("direction not allowed: this piece may not move from {0} to {1}")]
    DirectionNotAllowed(String, String),
    /// Only hunter pieces jump.
    #[error("only the hunter captures: flock pieces never jump")]
    FlockCannotJump,
    /// A jump with no flock piece to jump over.
    #[error("nothing to capture on {0}")]
    NothingToCapture(String),
    /// A jump segment used twice (deferred removal).
    #[error("the jump over {0} on that line was already made in this move")]
    SegmentUsed(String),
    /// Placement phase: the hunter must place.
    #[error("the hunter places its pieces first: write @point")]
    PlacementExpected,
    /// A placement outside the placement phase, or outside the allowed points.
    #[error("no placement allowed on {0} now")]
    PlacementNotAllowed(String),
    /// Any other illegal move.
    #[error("`{0}` is not a legal move here")]
    Illegal(String),
}

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    /// Not in the `hunters/flock side [place=N] [breakthrough]` form.
    #[error(
        "cannot read position `{0}`: expected like `d4/c1,d1,e1 f` (hunter points / flock points, side h or f)"
    )]
    Syntax(String),
    /// A point that is not on the board.
    #[error("`{0}` is not a point of this board")]
    UnknownPoint(String),
    /// Two pieces on one point.
    #[error("two pieces on {0}")]
    Overlap(String),
    /// More hunter pieces than allowed.
    #[error("at most {MAX_HUNTERS} hunter pieces, placed or to place")]
    TooManyHunters,
}

impl Rules {
    fn point(&self, text: &str) -> Result<Point, MoveError> {
        self.board().parse_point(text.trim()).ok_or_else(|| MoveError::UnknownPoint(text.trim().to_string()))
    }

    fn name(&self, p: Point) -> String {
        self.board().name(p)
    }

    /// The direction and distance (1 or 2) from one point to another along a line,
    /// if they lie on one.
    fn direction_between(&self, from: Point, to: Point) -> Option<(Direction, u8)> {
        let b = self.board();
        let df = b.file(to) as i8 - b.file(from) as i8;
        let dr = b.rank(to) as i8 - b.rank(from) as i8;
        let dist = df.abs().max(dr.abs());
        if dist == 0 || dist > 2 || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let d = Direction::from_delta((df / dist, dr / dist))?;
        Some((d, dist as u8))
    }

    /// Reads a move in notation and checks it against the position. Any valid path of a
    /// jump chain is accepted, and `from-to` for a single jump.
    pub fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let text = text.trim();
        if self.outcome(pos).is_some() {
            return Err(MoveError::GameOver);
        }
        if let Some(at) = text.strip_prefix('@') {
            let at = self.point(at)?;
            if pos.occupied() & bit(at) != 0 {
                return Err(MoveError::Occupied(self.name(at)));
            }
            if pos.to_place() == 0 || self.placement_area() & bit(at) == 0 {
                return Err(MoveError::PlacementNotAllowed(self.name(at)));
            }
            return Ok(Move::place(at));
        }
        let is_chain = text.contains('x');
        let parts: Vec<&str> = text.split(if is_chain { 'x' } else { '-' }).collect();
        if parts.len() < 2 || (!is_chain && parts.len() != 2) || parts.iter().any(|p| p.trim().is_empty()) {
            return Err(MoveError::Syntax(text.to_string()));
        }
        let path = parts.iter().map(|p| self.point(p)).collect::<Result<Vec<_>, _>>()?;
        if pos.to_place() > 0 {
            return Err(MoveError::PlacementExpected);
        }
        let from = path[0];
        let side = pos.side();
        let owner = if pos.hunters() & bit(from) != 0 {
            Side::Hunter
        } else if pos.flock() & bit(from) != 0 {
            Side::Flock
        } else {
            return Err(MoveError::NoPiece(self.name(from)));
        };
        if owner != side {
            return Err(MoveError::NotYourTurn(side));
        }
        let mv = self.trace_path(pos, &path)?;
        if self.is_legal(pos, mv) {
            return Ok(mv);
        }
        if mv.captured == 0
            && side == Side::Hunter
            && self.hunter_can_capture(pos)
            && self.capture_is_mandatory()
        {
            return Err(MoveError::CaptureCompulsory);
        }
        if mv.captured != 0 && self.capture_is_mandatory() {
            return Err(MoveError::MustContinue(self.name(mv.to)));
        }
        Err(MoveError::Illegal(text.to_string()))
    }

    /// Follows a path of points from the piece on `path[0]`: one step, or jumps.
    fn trace_path(&self, pos: &Position, path: &[Point]) -> Result<Move, MoveError> {
        let from = path[0];
        let (n0, n1) = (self.name(path[0]), self.name(path[1]));
        let (d, dist) = self
            .direction_between(path[0], path[1])
            .ok_or(MoveError::NotAlongLine(n0.clone(), n1.clone()))?;
        if path.len() == 2 && dist == 1 {
            let allowed = match pos.side() {
                Side::Hunter => self.hunter_step(d.index()),
                Side::Flock => self.flock_step(d.index()),
            };
            if self.board().line_from(d) & bit(from) == 0 {
                return Err(MoveError::NotAlongLine(n0, n1));
            }
            if allowed & bit(from) == 0 {
                return Err(MoveError::DirectionNotAllowed(n0, n1));
            }
            if pos.occupied() & bit(path[1]) != 0 {
                return Err(MoveError::Occupied(n1));
            }
            return Ok(Move::go(from, path[1], 0));
        }
        if pos.side() == Side::Flock {
            return Err(MoveError::FlockCannotJump);
        }
        let deferred = self.removal_is_deferred();
        let blockers = pos.hunters() & !bit(from);
        let mut captured: Bitboard = 0;
        let mut used: Vec<(Point, usize)> = Vec::new();
        for pair in path.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let (na, nb) = (self.name(a), self.name(b));
            let Some((d, 2)) = self.direction_between(a, b) else {
                return Err(MoveError::NotAlongLine(na, nb));
            };
            if self.jump_from(d.index()) & bit(a) == 0 {
                return Err(MoveError::NotAlongLine(na, nb));
            }
            let over = self.board().step(a, d).ok_or(MoveError::NotAlongLine(na.clone(), nb.clone()))?;
            let present = if deferred { pos.flock() } else { pos.flock() & !captured };
            if present & bit(over) == 0 {
                return Err(MoveError::NothingToCapture(self.name(over)));
            }
            let blocked = if deferred { pos.flock() } else { pos.flock() & !captured } | blockers;
            if blocked & bit(b) != 0 {
                return Err(MoveError::Occupied(nb));
            }
            if used.contains(&(over, d.index() % 4)) {
                return Err(MoveError::SegmentUsed(self.name(over)));
            }
            used.push((over, d.index() % 4));
            captured |= bit(over);
        }
        Ok(Move::go(from, path[path.len() - 1], captured))
    }

    /// The points a move passes through, as a player enters it: the start, then each
    /// landing point of a chain (one valid path), or the single point of a placement.
    pub fn move_path(&self, pos: &Position, mv: Move) -> Vec<Point> {
        let Some(from) = mv.from else {
            return vec![mv.to];
        };
        if mv.captured == 0 {
            return vec![from, mv.to];
        }
        self.chain_path(pos, mv, false).unwrap_or_else(|| vec![from, mv.to])
    }

    /// Writes a move in notation (algebraic point names; a chain shows one valid path).
    pub fn move_text(&self, pos: &Position, mv: Move) -> String {
        let Some(from) = mv.from else {
            return format!("@{}", self.name(mv.to));
        };
        if mv.captured == 0 {
            return format!("{}-{}", self.name(from), self.name(mv.to));
        }
        self.move_path(pos, mv).iter().map(|&p| self.name(p)).collect::<Vec<_>>().join("x")
    }

    /// The position as text: `hunter points/flock points side`, then `place=N` during
    /// placement and `breakthrough` after one. Example: `d4/c1,d1,e1,c2,d2,e2 f`.
    pub fn position_text(&self, pos: &Position) -> String {
        let list = |set: Bitboard| {
            let names: Vec<String> = points(set).map(|p| self.name(p)).collect();
            if names.is_empty() { "-".to_string() } else { names.join(",") }
        };
        let side = match pos.side() {
            Side::Hunter => "h",
            Side::Flock => "f",
        };
        let mut text = format!("{}/{} {side}", list(pos.hunters()), list(pos.flock()));
        if pos.to_place() > 0 {
            text += &format!(" place={}", pos.to_place());
        }
        if pos.broke_through() {
            text += " breakthrough";
        }
        text
    }

    /// Reads a position written by [`Rules::position_text`] (1–33 numbers allowed on cross33).
    pub fn parse_position(&self, text: &str) -> Result<Position, PositionTextError> {
        let syntax = || PositionTextError::Syntax(text.to_string());
        let mut words = text.split_whitespace();
        let sets = words.next().ok_or_else(syntax)?;
        let (hunters, flock) = sets.split_once('/').ok_or_else(syntax)?;
        let read = |list: &str| -> Result<Bitboard, PositionTextError> {
            if list == "-" {
                return Ok(0);
            }
            let mut set = 0;
            for name in list.split(',') {
                let p = self
                    .board()
                    .parse_point(name)
                    .ok_or_else(|| PositionTextError::UnknownPoint(name.to_string()))?;
                if set & bit(p) != 0 {
                    return Err(PositionTextError::Overlap(name.to_string()));
                }
                set |= bit(p);
            }
            Ok(set)
        };
        let (hunters, flock) = (read(hunters)?, read(flock)?);
        if let Some(p) = points(hunters & flock).next() {
            return Err(PositionTextError::Overlap(self.name(p)));
        }
        let side = match words.next() {
            Some("h" | "hunter") => Side::Hunter,
            Some("f" | "flock") => Side::Flock,
            _ => return Err(syntax()),
        };
        let (mut to_place, mut broke) = (0u8, false);
        for word in words {
            if let Some(n) = word.strip_prefix("place=") {
                to_place = n.parse().map_err(|_| syntax())?;
            } else if word == "breakthrough" {
                broke = true;
            } else {
                return Err(syntax());
            }
        }
        if hunters.count_ones() as usize + to_place as usize > MAX_HUNTERS {
            return Err(PositionTextError::TooManyHunters);
        }
        if to_place > 0 && side != Side::Hunter {
            return Err(syntax());
        }
        Ok(Position::new(hunters, flock, side, to_place, broke))
    }

    /// The board drawn as text: points, lines (`-`, `|`, `/`, `\`, `X` where diagonals
    /// cross), hunter pieces as the capital initial of their name, flock pieces as the
    /// small initial, empty points as `.`; ranks on the left, files below.
    pub fn draw(&self, pos: &Position) -> String {
        let b = self.board();
        let (w, h) = (b.width() as usize, b.height() as usize);
        let initial = |name: &str| name.chars().next().unwrap_or('?');
        let hunter_char = initial(&self.variant().hunter_name).to_ascii_uppercase();
        let flock_char = initial(&self.variant().flock_name).to_ascii_lowercase();
        let mut grid = vec![vec![' '; 4 * w]; 2 * h - 1];
        let cell = |f: usize, r: usize| (2 * (h - 1 - r), 4 * f);
        for p in points(b.points()) {
            let (f, r) = (b.file(p) as usize, b.rank(p) as usize);
            let (y, x) = cell(f, r);
            grid[y][x] = if pos.hunters() & bit(p) != 0 {
                hunter_char
            } else if pos.flock() & bit(p) != 0 {
                flock_char
            } else {
                '.'
            };
            if b.line_from(Direction::East) & bit(p) != 0 {
                grid[y][x + 1..x + 4].iter_mut().for_each(|c| *c = '-');
            }
            if b.line_from(Direction::South) & bit(p) != 0 {
                grid[y + 1][x] = '|';
            }
            if b.line_from(Direction::SouthEast) & bit(p) != 0 {
                grid[y + 1][x + 2] = if grid[y + 1][x + 2] == '/' { 'X' } else { '\\' };
            }
            if b.line_from(Direction::SouthWest) & bit(p) != 0 {
                grid[y + 1][x - 2] = if grid[y + 1][x - 2] == '\\' { 'X' } else { '/' };
            }
        }
        let mut out = String::new();
        for (y, row) in grid.iter().enumerate() {
            let label = if y % 2 == 0 { format!("{:>2} ", h - y / 2) } else { "   ".to_string() };
            out += &label;
            out += row.iter().collect::<String>().trim_end();
            out.push('\n');
        }
        out += "   ";
        for f in 0..w {
            out += &format!("{:<4}", (b'a' + f as u8) as char);
        }
        let mut out = out.trim_end().to_string();
        out.push('\n');
        out
    }
}
