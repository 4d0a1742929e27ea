//! [`Rules`]: a tafl [`Variant`] compiled into the masks the move generator reads.

use super::cells::CellSet;
use super::geometry::{Cell, Cells, Geometry, cell_bit};
use super::position::Position;
use super::side::Side;
use super::variant::{Escape, KingCapture, Repetition, Variant, VariantError};
use super::{EndReason, Outcome};

/// A variant ready to play: the board tables, the start position and the rule switches.
/// `C` holds the board's cells: [`Cells`] (a `u128`) up to 11x11, [`super::Wide`] for the
/// 13x13 and 19x19 boards ([`super::WideRules`]).
#[derive(Clone, Debug)]
pub struct Rules<C: CellSet = Cells> {
    variant: Variant,
    geometry: Geometry<C>,
    start: Position<C>,
    /// Cells only the king may stop on: the throne, and the corners (or citadels) the king
    /// escapes to.
    pub(crate) restricted: C,
    /// Cells where the king wins: the corners, the citadels, or the whole edge.
    pub(crate) escape: C,
    /// The hostile cells of the board's corners: the corners with corner escape, the
    /// citadels (2x2 blocks) with citadel escape, none with edge escape. Hostile to every
    /// piece, and beside the king an attacker's stand-in for a capture by four.
    pub(crate) hostile_corners: C,
    /// The throne as a set.
    pub(crate) throne: C,
    /// The cells next to the throne.
    pub(crate) beside_throne: C,
}

impl Rules {
    /// Looks up a preset by id, for a board up to 11x11: [`Rules::of_preset`] with the
    /// default cell sets, as an `Option` (a generic call would leave the width to
    /// inference, which does not fall back on the default type).
    pub fn preset(id: &str) -> Option<Rules> {
        Rules::of_preset(id).ok()
    }
}

impl<C: CellSet> Rules<C> {
    /// Looks up a preset by id and builds it ([`Rules::new`]).
    ///
    /// # Errors
    ///
    /// [`VariantError::UnknownPreset`], or [`VariantError::BoardTooLarge`] when the
    /// preset's board does not fit these rules' cell sets (`hnefatafl-13` and
    /// `alea-evangelii` are [`super::WideRules`]'s).
    pub fn of_preset(id: &str) -> Result<Rules<C>, VariantError> {
        Rules::new(&Variant::preset(id).ok_or_else(|| VariantError::UnknownPreset(id.to_string()))?)
    }

    /// Compiles a variant, checking it first. Every combination of the rule switches is
    /// playable; the board must fit the cell sets and the start cells the board.
    ///
    /// # Errors
    ///
    /// [`VariantError::BoardTooLarge`] for a board beyond the cell sets (never a smaller
    /// board instead); then, checked against the rules just built, the first start cell
    /// refused: off the board ([`VariantError::BadCell`]), on another piece
    /// ([`VariantError::TwoPieces`]), a piece but the king on the throne, a corner or a
    /// citadel ([`VariantError::Restricted`]), the king on a cell he escapes to
    /// ([`VariantError::KingEscaped`]); or no attacker ([`VariantError::NoAttackers`]).
    pub fn new(variant: &Variant) -> Result<Rules<C>, VariantError> {
        variant.check_board::<C>()?;
        let size = variant.layout.size();
        let geometry =
            Geometry::<C>::new(size).ok_or(VariantError::BoardTooLarge { size, most: C::MAX_SIZE })?;
        let (attackers, defenders, king) = variant.start_cells();
        // Names off the board are left out here; `check_start` refuses them below.
        let set = |names: &[&str]| {
            names.iter().filter_map(|n| geometry.parse(n)).fold(C::EMPTY, |a, c| a | cell_bit::<C>(c))
        };
        let start = Position::new(set(&attackers), set(&defenders), geometry.parse(king), variant.first);
        // Without a throne the centre is an ordinary cell: nothing restricted or hostile
        // there, and the king is captured beside it as anywhere else.
        let throne = if variant.throne { cell_bit(geometry.throne()) } else { C::EMPTY };
        let corners = match variant.escape {
            Escape::Corner => geometry.corners(),
            Escape::Citadel => citadels(&geometry),
            Escape::Edge => C::EMPTY,
        };
        let rules = Rules {
            variant: variant.clone(),
            restricted: throne | corners,
            escape: match variant.escape {
                Escape::Corner | Escape::Citadel => corners,
                Escape::Edge => geometry.edge(),
            },
            hostile_corners: corners,
            throne,
            beside_throne: if variant.throne { geometry.around(geometry.throne()) } else { C::EMPTY },
            geometry,
            start,
        };
        rules.check_start()?;
        Ok(rules)
    }

    /// Checks the variant's start cells against these rules' board: each on it, one piece
    /// a cell, no piece but the king on a restricted cell (the throne, and the corners or
    /// citadels the king escapes to), the king not on a cell he escapes to, at least one
    /// attacker.
    ///
    /// # Errors
    ///
    /// The first [`VariantError`] found, naming the option and the cell.
    fn check_start(&self) -> Result<(), VariantError> {
        let geometry = &self.geometry;
        let (attackers, defenders, king) = self.variant.start_cells();
        if attackers.is_empty() {
            return Err(VariantError::NoAttackers);
        }
        let mut taken = Vec::new();
        for (key, names) in [("attackers", attackers), ("defenders", defenders), ("king", vec![king])] {
            for name in names {
                let cell = geometry.parse(name).ok_or_else(|| VariantError::BadCell {
                    key,
                    cell: name.to_string(),
                    size: geometry.size(),
                })?;
                if taken.contains(&cell) {
                    return Err(VariantError::TwoPieces(geometry.name(cell)));
                }
                taken.push(cell);
                if key != "king" && self.restricted.has(cell.index()) {
                    return Err(VariantError::Restricted { key, cell: geometry.name(cell) });
                }
                if key == "king" && self.escape.has(cell.index()) {
                    return Err(VariantError::KingEscaped(geometry.name(cell)));
                }
            }
        }
        Ok(())
    }

    /// The variant these rules were built from.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The board.
    pub fn geometry(&self) -> &Geometry<C> {
        &self.geometry
    }

    /// The start position of the preset layout.
    pub fn start(&self) -> Position<C> {
        self.start
    }

    /// The throne cell.
    pub fn throne(&self) -> Cell {
        self.geometry.throne()
    }

    /// Cells only the king may stop on.
    pub fn restricted(&self) -> C {
        self.restricted
    }

    /// Cells where the king's arrival wins for the defenders.
    pub fn escape_cells(&self) -> C {
        self.escape
    }

    /// Whether the king takes part in captures.
    #[inline(always)]
    pub(crate) fn king_armed(&self) -> bool {
        self.variant.king_armed
    }

    /// How the king is captured.
    #[inline(always)]
    pub(crate) fn king_capture(&self) -> KingCapture {
        self.variant.king_capture
    }

    /// The result of a third occurrence of a position (same side to move), for a game
    /// history layer to apply: a draw, or with `repetition = defenders-lose` a win for the
    /// attackers.
    pub fn repetition_outcome(&self) -> Outcome {
        match self.variant.repetition {
            Repetition::Draw => Outcome::Draw(EndReason::Repetition),
            Repetition::DefendersLose => Outcome::Win(Side::Attackers, EndReason::Repetition),
        }
    }
}

/// The four 2x2 blocks of cells at the corners: Alea Evangelii's citadels.
fn citadels<C: CellSet>(g: &Geometry<C>) -> C {
    let last = g.size() - 1;
    let near = [0, 1, last - 1, last];
    near.iter()
        .flat_map(|&file| near.iter().map(move |&rank| (file, rank)))
        .filter_map(|(file, rank)| g.at(file, rank))
        .fold(C::EMPTY, |set, c| set | cell_bit::<C>(c))
}
