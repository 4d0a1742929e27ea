//! [`Rules`]: a tafl [`Variant`] compiled into the masks the move generator reads.

use super::geometry::{Cell, Cells, Geometry, cell_bit};
use super::position::Position;
use super::side::Side;
use super::variant::{Escape, KingCapture, Repetition, Variant};
use super::{EndReason, Outcome};

/// A variant ready to play: the board tables, the start position and the rule switches.
#[derive(Clone, Debug)]
pub struct Rules {
    variant: Variant,
    geometry: Geometry,
    start: Position,
    /// Cells only the king may stop on: the throne, and the corners with corner escape.
    pub(crate) restricted: Cells,
    /// Cells where the king wins: the corners, or the whole edge with edge escape.
    pub(crate) escape: Cells,
    /// Corner cells hostile to every piece (none with edge escape).
    pub(crate) hostile_corners: Cells,
    /// The throne as a set.
    pub(crate) throne: Cells,
    /// The cells next to the throne.
    pub(crate) beside_throne: Cells,
}

impl Rules {
    /// Compiles a variant. Every combination of the rule switches is playable; start cells
    /// of the variant's own should pass [`Variant::check`] first (the family's `build`
    /// does it).
    pub fn new(variant: &Variant) -> Rules {
        let geometry = Geometry::new(variant.layout.size());
        // Names off the board are left out here; [`Variant::check`] refuses them first
        // where a variant is built for play.
        let (attackers, defenders, king) = variant.start_cells();
        let set =
            |names: &[&str]| names.iter().filter_map(|n| geometry.parse(n)).fold(0, |a, c| a | cell_bit(c));
        let start = Position::new(set(&attackers), set(&defenders), geometry.parse(king), variant.first);
        // Without a throne the centre is an ordinary cell: nothing restricted or hostile
        // there, and the king is captured beside it as anywhere else.
        let throne = if variant.throne { cell_bit(geometry.throne()) } else { 0 };
        let corners = match variant.escape {
            Escape::Corner => geometry.corners(),
            Escape::Edge => 0,
        };
        Rules {
            variant: variant.clone(),
            restricted: throne | corners,
            escape: match variant.escape {
                Escape::Corner => geometry.corners(),
                Escape::Edge => geometry.edge(),
            },
            hostile_corners: corners,
            throne,
            beside_throne: if variant.throne { geometry.around(geometry.throne()) } else { 0 },
            geometry,
            start,
        }
    }

    /// Looks up a preset by id.
    pub fn preset(id: &str) -> Option<Rules> {
        Variant::preset(id).map(|v| Rules::new(&v))
    }

    /// The variant these rules were built from.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The board.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The start position of the preset layout.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The throne cell.
    pub fn throne(&self) -> Cell {
        self.geometry.throne()
    }

    /// Cells only the king may stop on.
    pub fn restricted(&self) -> Cells {
        self.restricted
    }

    /// Cells where the king's arrival wins for the defenders.
    pub fn escape_cells(&self) -> Cells {
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
