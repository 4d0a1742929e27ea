//! Notation: moves as text (`d4-d5`, `d4xd6xf6`, `@d4`, or `17-24` on cross33), the errors
//! of move and position texts, and the helpers that read points and trace paths. Reading
//! moves and positions and drawing the board are the [`crate::Family`] impl's
//! (`family.rs`).

use super::position::{Move, Position};
use super::rules::{MAX_HUNTERS, MAX_IN_HAND, Rules};
use crate::Side;
use crate::board::{Bitboard, Direction, Point, bit};

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
    /// A step while flock pieces are in hand (they are all placed first).
    #[error("{0} pieces are still in hand: place them first (write @point)")]
    FlockInHand(u8),
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
    /// Not in the `hunters/flock side [N | place=N] [breakthrough]` form.
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
    /// A count of pieces in hand that is not a number up to the limit.
    #[error("`{0}` is not a count of pieces in hand (0 to {MAX_IN_HAND})")]
    InHand(String),
    /// A count of pieces in hand for a game whose flock starts on the board.
    #[error("`{0}`: this game has no pieces in hand")]
    NoFlockHand(String),
}

impl Rules {
    pub(super) fn point(&self, text: &str) -> Result<Point, MoveError> {
        self.board().parse_point(text.trim()).ok_or_else(|| MoveError::UnknownPoint(text.trim().to_string()))
    }

    pub(super) fn name(&self, p: Point) -> String {
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

    /// Follows a path of points from the piece on `path[0]`: one step, or jumps.
    pub(super) fn trace_path(&self, pos: &Position, path: &[Point]) -> Result<Move, MoveError> {
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
            let mut text = self.name(from);
            text.push('-');
            text.push_str(&self.name(mv.to));
            return text;
        }
        self.move_path(pos, mv).iter().map(|&p| self.name(p)).collect::<Vec<_>>().join("x")
    }
}
