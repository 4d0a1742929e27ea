//! [`Rules`]: a [`Variant`] validated into the tables the move generator reads.

use super::position::Position;
use super::variant::{
    Capture, FlockDirections, FlockLayout, HunterStart, Removal, Variant, standard_layouts,
};
use crate::Side;
use crate::board::{
    Bitboard, Board, BoardId, Direction, LinesNotOnBoard, Point, Symmetry, bit, points, shift,
};

/// The most hunter pieces a variant may have.
pub const MAX_HUNTERS: usize = 8;

/// The most pieces a side may hold in hand (the position's hash has a key for each count).
pub const MAX_IN_HAND: u8 = 63;

/// The flock of a standard Bagh-Chal game: with a flock in hand, `fox_wins_at` counts from
/// it whatever `flock_in_hand` is (RULES.md section 8), so the hunter needs
/// `BAGH_CHAL_FLOCK - fox_wins_at` captures.
const BAGH_CHAL_FLOCK: u8 = 20;

/// Why a variant cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// `long` lines on a board that has none.
    #[error("lines: {0}")]
    Lines(#[from] LinesNotOnBoard),
    /// A point name that is not on the board.
    #[error("{key}: `{point}` is not a point of {board}")]
    BadPoint {
        /// The option naming it.
        key: &'static str,
        /// The name given.
        point: String,
        /// The board.
        board: BoardId,
    },
    /// A flock size with no traditional layout on this board.
    #[error("flock: no standard layout of {size} on {board}; choose one of {allowed}, or give flock_points")]
    Layout {
        /// The size asked for.
        size: u8,
        /// The board.
        board: BoardId,
        /// The sizes there are.
        allowed: String,
    },
    /// Two pieces on one point.
    #[error("two pieces start on {0}")]
    Overlap(String),
    /// No hunter pieces, or too many.
    #[error("the hunter needs 1 to {MAX_HUNTERS} pieces, not {0}")]
    HunterCount(usize),
    /// A threshold the game would start at or below.
    #[error("fox_wins_at = {fox_wins_at} must be below the flock size {flock}")]
    Threshold {
        /// The threshold.
        fox_wins_at: u8,
        /// The starting flock size.
        flock: u32,
    },
    /// With a flock in hand: a threshold that asks for no capture, or more captures than
    /// there are flock pieces.
    #[error(
        "fox_wins_at = {fox_wins_at} means {needed} captures (counted from 20), but the flock has {flock} pieces"
    )]
    CapturesToWin {
        /// The threshold.
        fox_wins_at: u8,
        /// The captures it asks for.
        needed: i32,
        /// The flock pieces, on the board and in hand.
        flock: u32,
    },
    /// Both sides would place pieces.
    #[error("flock_in_hand and hunter_start = choose cannot be combined: one side places at a time")]
    TwoHands,
    /// More pieces in hand than a position can hold.
    #[error("flock_in_hand = {0}: at most {MAX_IN_HAND}")]
    TooManyInHand(u8),
    /// Placement into a fort too small for the hunter pieces.
    #[error("hunter_start = choose needs {needed} empty points to place on, but there are {free}")]
    NoRoomToPlace {
        /// Pieces to place.
        needed: usize,
        /// Free points.
        free: u32,
    },
}

/// One geometric jump from a point: over the neighbour in a direction onto the point beyond.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Jump {
    /// Direction index (see [`Direction::index`]).
    pub dir: u8,
    /// The point jumped over, as a one-point set.
    pub over: Bitboard,
    /// The landing point, as a one-point set.
    pub land: Bitboard,
}

/// A variant ready to play: board tables, start positions and rule switches.
#[derive(Clone, Debug)]
pub struct Rules {
    variant: Variant,
    board: Board,
    offset: [i8; 8],
    /// Points from which a hunter may step in direction d (every line).
    hunter_step: [Bitboard; 8],
    /// Points from which a flock piece may step in direction d.
    flock_step: [Bitboard; 8],
    /// Points from which a jump in direction d stays on lines (over d, land 2d).
    jump_from: [Bitboard; 8],
    /// Per point: the points a hunter there can step to.
    hunter_targets: [Bitboard; 64],
    /// Per point: its jumps as (direction index, over, land), `jump_count[p]` of them.
    jumps: [[Jump; 8]; 64],
    jump_count: [u8; 64],
    start: Position,
    game_start: Position,
    threshold: u32,
    rank1: Bitboard,
    fort: Bitboard,
    placement_area: Bitboard,
    /// The flock holds pieces in hand (`flock_in_hand`), not the hunter.
    flock_hand: bool,
    first: Side,
    hunter_count: usize,
    symmetries: Vec<Symmetry>,
}

impl Rules {
    /// Validates a variant.
    pub fn new(variant: &Variant) -> Result<Rules, VariantError> {
        let board = Board::new(variant.board, variant.lines)?;
        let parse_list = |key: &'static str, names: &[String]| -> Result<Vec<Bitboard>, VariantError> {
            names
                .iter()
                .map(|name| {
                    board.parse_point(name).map(bit).ok_or_else(|| VariantError::BadPoint {
                        key,
                        point: name.clone(),
                        board: variant.board,
                    })
                })
                .collect()
        };
        let flock_list = match &variant.flock {
            FlockLayout::Points(names) => parse_list("flock_points", names)?,
            FlockLayout::Standard(size) => {
                let layouts = standard_layouts(variant.board);
                let names =
                    layouts.iter().find(|(n, _)| n == size).map(|(_, names)| names).ok_or_else(|| {
                        VariantError::Layout {
                            size: *size,
                            board: variant.board,
                            allowed: layouts
                                .iter()
                                .map(|(n, _)| n.to_string())
                                .collect::<Vec<_>>()
                                .join(", "),
                        }
                    })?;
                let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
                parse_list("flock", &names)?
            }
        };
        let hunter_list: Vec<Bitboard> = parse_list("hunter_points", &variant.hunter_points)?
            .into_iter()
            .chain(parse_list("extra_hunters", &variant.extra_hunters)?)
            .collect();
        let flock_list: Vec<Bitboard> =
            flock_list.into_iter().chain(parse_list("extra_flock", &variant.extra_flock)?).collect();
        let (mut hunters, mut flock): (Bitboard, Bitboard) = (0, 0);
        for (p, is_hunter) in
            hunter_list.iter().map(|p| (p, true)).chain(flock_list.iter().map(|p| (p, false)))
        {
            if (hunters | flock) & p != 0 {
                let name = points(*p).next().map(|q| board.name(q)).unwrap_or_default();
                return Err(VariantError::Overlap(name));
            }
            if is_hunter {
                hunters |= p;
            } else {
                flock |= p;
            }
        }
        if hunter_list.is_empty() || hunter_list.len() > MAX_HUNTERS {
            return Err(VariantError::HunterCount(hunter_list.len()));
        }
        let flock_hand = variant.flock_in_hand > 0;
        if flock_hand && variant.hunter_start == HunterStart::Choose {
            return Err(VariantError::TwoHands);
        }
        if variant.flock_in_hand > MAX_IN_HAND {
            return Err(VariantError::TooManyInHand(variant.flock_in_hand));
        }
        let flock_total = flock.count_ones() + variant.flock_in_hand as u32;
        let threshold = if flock_hand {
            let needed = BAGH_CHAL_FLOCK as i32 - variant.fox_wins_at as i32;
            if needed <= 0 || needed as u32 > flock_total {
                return Err(VariantError::CapturesToWin {
                    fox_wins_at: variant.fox_wins_at,
                    needed,
                    flock: flock_total,
                });
            }
            flock_total - needed as u32
        } else {
            if variant.fox_wins_at as u32 >= flock_total {
                return Err(VariantError::Threshold { fox_wins_at: variant.fox_wins_at, flock: flock_total });
            }
            variant.fox_wins_at as u32
        };

        let height = variant.board.size().1;
        let fort = if variant.fort {
            (2..5u8)
                .flat_map(|f| (height - 3..height).map(move |r| (f, r)))
                .filter_map(|(f, r)| board.point_at(f, r))
                .fold(0, |acc, p| acc | bit(p))
        } else {
            0
        };
        let offset = Direction::ALL.map(|d| board.offset(d));
        let hunter_step = Direction::ALL.map(|d| board.line_from(d));
        let flock_step = Direction::ALL.map(|d| {
            let allowed = (variant.flock_diagonals || !d.is_diagonal())
                && (variant.flock_directions == FlockDirections::All || !d.is_backward());
            let mut from = if allowed { board.line_from(d) } else { 0 };
            if d.is_diagonal() {
                from &= !fort;
            }
            from
        });
        // With `capture = none` there are no jumps at all.
        let captures = variant.capture != Capture::None;
        let jump_from = Direction::ALL.map(|d| {
            let lines = board.line_from(d);
            if captures { lines & shift(lines, -board.offset(d)) } else { 0 }
        });
        let mut hunter_targets = [0; 64];
        let mut jumps = [[Jump::default(); 8]; 64];
        let mut jump_count = [0u8; 64];
        for p in points(board.points()) {
            let i = p.0 as usize;
            for d in Direction::ALL {
                let Some(q) = board.step(p, d) else { continue };
                hunter_targets[i] |= bit(q);
                if let Some(r) = board.step(q, d).filter(|_| captures) {
                    jumps[i][jump_count[i] as usize] =
                        Jump { dir: d.index() as u8, over: bit(q), land: bit(r) };
                    jump_count[i] += 1;
                }
            }
        }
        let first = if variant.hunter_first { Side::Hunter } else { Side::Flock };
        let start = Position::new(hunters, flock, first, variant.flock_in_hand, false);
        // Where a chosen start may be: the Asalto fort; the top rank on the checkerboard (the
        // wolf starts on rank 8); anywhere else; never under a flock piece of the start. A
        // flock in hand goes on any point that is empty when it is placed.
        let placement_area = if flock_hand {
            board.points()
        } else if variant.fort {
            fort & !flock
        } else if variant.board.is_checkerboard() {
            board.rank_points(height - 1) & !flock
        } else {
            board.points() & !flock
        };
        let game_start = match variant.hunter_start {
            HunterStart::Fixed => start,
            HunterStart::Choose => {
                if (placement_area.count_ones() as usize) < hunter_list.len() {
                    return Err(VariantError::NoRoomToPlace {
                        needed: hunter_list.len(),
                        free: placement_area.count_ones(),
                    });
                }
                Position::new(0, flock, Side::Hunter, hunter_list.len() as u8, false)
            }
        };
        let mut rules = Rules {
            variant: variant.clone(),
            rank1: board.rank_points(0),
            board,
            offset,
            hunter_step,
            flock_step,
            jump_from,
            hunter_targets,
            jumps,
            jump_count,
            start,
            game_start,
            threshold,
            fort,
            placement_area,
            flock_hand,
            first,
            hunter_count: hunter_list.len(),
            symmetries: Vec::new(),
        };
        rules.symmetries = rules.find_symmetries();
        Ok(rules)
    }

    /// Looks up a preset by id and validates it.
    pub fn preset(id: &str) -> Option<Rules> {
        // Every preset is valid: the tests build each one.
        Variant::preset(id).and_then(|v| Rules::new(&v).ok())
    }

    /// The variant these rules were built from.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position play starts from (in the placement phase with `hunter_start = choose`).
    pub fn game_start(&self) -> Position {
        self.game_start
    }

    /// The start position with the hunter pieces on `hunter_points` (perft starts here; with
    /// a flock in hand it is the game's start, placement included).
    pub fn fixed_start(&self) -> Position {
        self.start
    }

    /// The side that moves first once the pieces are placed.
    pub fn first_side(&self) -> Side {
        self.first
    }

    /// The number of hunter pieces at the start.
    pub fn hunter_count(&self) -> usize {
        self.hunter_count
    }

    /// The hunter wins when the flock has this many pieces or fewer, on the board and in
    /// hand.
    pub fn threshold(&self) -> u32 {
        self.threshold
    }

    /// The flock pieces of a position, on the board and in hand.
    #[inline(always)]
    pub fn flock_left(&self, pos: &Position) -> u32 {
        pos.flock().count_ones() + if self.flock_hand { pos.to_place() as u32 } else { 0 }
    }

    /// Whether the flock, not the hunter, holds the pieces in hand (`flock_in_hand`).
    pub fn flock_places(&self) -> bool {
        self.flock_hand
    }

    /// Whether the side to move places a piece from hand now (it may also step when
    /// `flock_moves_while_placing` is on).
    #[inline(always)]
    pub fn placing(&self, pos: &Position) -> bool {
        pos.to_place() > 0 && (!self.flock_hand || pos.side() == Side::Flock)
    }

    /// Whether the side to move may step while it places (`flock_moves_while_placing`).
    #[inline(always)]
    pub fn steps_while_placing(&self) -> bool {
        self.flock_hand && self.variant.flock_moves_while_placing
    }

    /// Whether a capture may go on jumping (`chains`).
    #[inline(always)]
    pub fn chains(&self) -> bool {
        self.variant.chains
    }

    /// The fort points (empty unless `fort` is on).
    pub fn fort(&self) -> Bitboard {
        self.fort
    }

    /// Where a placement may go, before taking occupied points out.
    pub fn placement_area(&self) -> Bitboard {
        self.placement_area
    }

    /// Rank 1, for the breakthrough rule.
    pub(crate) fn rank1(&self) -> Bitboard {
        self.rank1
    }

    /// The index offset of a step in direction index `d`.
    #[inline(always)]
    pub(crate) fn offset(&self, d: usize) -> i8 {
        self.offset[d]
    }

    /// Points a hunter may step from in direction index `d`.
    #[inline(always)]
    pub(crate) fn hunter_step(&self, d: usize) -> Bitboard {
        self.hunter_step[d]
    }

    /// Points a flock piece may step from in direction index `d`.
    #[inline(always)]
    pub(crate) fn flock_step(&self, d: usize) -> Bitboard {
        self.flock_step[d]
    }

    /// Points a jump in direction index `d` may start from.
    #[inline(always)]
    pub(crate) fn jump_from(&self, d: usize) -> Bitboard {
        self.jump_from[d]
    }

    /// The points a hunter on `p` can step to (occupied or not).
    #[inline(always)]
    pub(crate) fn hunter_targets(&self, p: Point) -> Bitboard {
        self.hunter_targets[p.0 as usize]
    }

    /// The geometric jumps from `p`.
    #[inline(always)]
    pub(crate) fn jumps(&self, p: Point) -> &[Jump] {
        let i = p.0 as usize;
        &self.jumps[i][..self.jump_count[i] as usize]
    }

    /// Whether jumps are compulsory (and chains must go on).
    pub fn capture_is_mandatory(&self) -> bool {
        self.variant.capture == Capture::Mandatory && !self.variant.huffing
    }

    /// Whether jumped pieces stay until the move ends.
    pub fn removal_is_deferred(&self) -> bool {
        self.variant.removal == Removal::Deferred
    }

    /// The symmetries of the board that these rules respect (identity first): the solver
    /// may treat positions that one maps onto another as the same.
    pub fn symmetries(&self) -> &[Symmetry] {
        &self.symmetries
    }

    fn find_symmetries(&self) -> Vec<Symmetry> {
        self.board
            .symmetries()
            .into_iter()
            .filter(|s| {
                let keeps = |table: &[Bitboard; 8]| {
                    Direction::ALL
                        .into_iter()
                        .all(|d| s.apply(table[d.index()]) == table[s.direction(d).index()])
                };
                keeps(&self.flock_step)
                    && keeps(&self.hunter_step)
                    && s.apply(self.fort) == self.fort
                    && (!self.variant.breakthrough || s.apply(self.rank1) == self.rank1)
            })
            .collect()
    }
}
