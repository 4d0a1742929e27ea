//! [`Variant`]: the tafl rules as plain data, and the presets.

use super::cells::CellSet;
use super::side::Side;

/// How the king is captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KingCapture {
    /// RULES.md section 4: like any piece (two attackers in line, or an attacker and a
    /// hostile corner), but on the throne by attackers on all four sides and next to the
    /// throne by attackers on the three other sides.
    Throne,
    /// Always like any defender: two attackers in line, or an attacker and a hostile cell
    /// (a corner, or the empty throne), on the throne too.
    Two,
    /// Attackers on all four sides; next to the throne, on the three other sides, and next
    /// to a citadel (`escape = citadel`) likewise, the hostile cell counting as an
    /// attacker. Never on the board edge.
    Four,
}

/// Where the king escapes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Escape {
    /// A corner cell. Corners are refuges only the king may enter, hostile to all pieces.
    Corner,
    /// Any edge cell (as in Tablut). Corners are then ordinary cells.
    Edge,
    /// Any cell of the four 2x2 blocks at the corners (Alea Evangelii's citadels), which
    /// only the king may enter and which are hostile to all pieces, as corners are; a
    /// citadel cell beside the king counts as an attacker for his capture by four.
    Citadel,
}

/// What a third occurrence of a position (same side to move) means. Judged by a game
/// history layer; the position rules only say which applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// A draw (RULES.md section 4).
    Draw,
    /// The defenders lose (Copenhagen: perpetual repetition is forbidden, and the
    /// defenders are held responsible for it).
    DefendersLose,
}

/// A starting layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// 7x7, Brandubh's cross (aagenielsen.dk, historical_hnefatafl_rules.php): 8 attackers,
    /// 4 defenders, king on d4.
    Seven,
    /// 9x9 (RULES.md section 4, also Tablut's): 16 attackers, 8 defenders, king on e5.
    Nine,
    /// 11x11 (RULES.md section 4, also Copenhagen's): 24 attackers, 12 defenders, king on f6.
    Eleven,
    /// 13x13, Parlett's layout (OpenTafl's and the npm `tafl` library's 13x13 start): 32
    /// attackers, 16 defenders, king on g7.
    Thirteen,
    /// 19x19, Alea Evangelii in Murray's layout (OpenTafl's, the npm `tafl` library's and
    /// everything2's diagram agree): 48 attackers, 24 defenders, king on j10.
    Nineteen,
}

impl Layout {
    /// The board size.
    pub const fn size(self) -> u8 {
        match self {
            Layout::Seven => 7,
            Layout::Nine => 9,
            Layout::Eleven => 11,
            Layout::Thirteen => 13,
            Layout::Nineteen => 19,
        }
    }

    /// The start cells: (attackers, defenders, king).
    pub fn cells(self) -> (&'static [&'static str], &'static [&'static str], &'static str) {
        match self {
            Layout::Seven => {
                (&["d1", "d2", "a4", "b4", "f4", "g4", "d6", "d7"], &["d3", "c4", "e4", "d5"], "d4")
            }
            Layout::Nine => (
                &[
                    "d1", "e1", "f1", "e2", "d9", "e9", "f9", "e8", "a4", "a5", "a6", "b5", "i4", "i5", "i6",
                    "h5",
                ],
                &["e3", "e4", "e6", "e7", "c5", "d5", "f5", "g5"],
                "e5",
            ),
            Layout::Eleven => (
                &[
                    "d1", "e1", "f1", "g1", "h1", "f2", "d11", "e11", "f11", "g11", "h11", "f10", "a4", "a5",
                    "a6", "a7", "a8", "b6", "k4", "k5", "k6", "k7", "k8", "j6",
                ],
                &["f4", "e5", "f5", "g5", "d6", "e6", "g6", "h6", "e7", "f7", "g7", "f8"],
                "f6",
            ),
            Layout::Thirteen => (
                &[
                    "e1", "f1", "g1", "h1", "i1", "f2", "h2", "g3", "a5", "m5", "a6", "b6", "l6", "m6", "a7",
                    "c7", "k7", "m7", "a8", "b8", "l8", "m8", "a9", "m9", "g11", "f12", "h12", "e13", "f13",
                    "g13", "h13", "i13",
                ],
                &[
                    "g4", "e5", "i5", "f6", "g6", "h6", "d7", "f7", "h7", "j7", "f8", "g8", "h8", "e9", "i9",
                    "g10",
                ],
                "g7",
            ),
            Layout::Nineteen => (
                &[
                    "c1", "f1", "n1", "q1", "a3", "f3", "n3", "s3", "h4", "j4", "l4", "g5", "m5", "a6", "c6",
                    "f6", "n6", "q6", "s6", "e7", "o7", "d8", "p8", "d10", "p10", "d12", "p12", "e13", "o13",
                    "a14", "c14", "f14", "n14", "q14", "s14", "g15", "m15", "h16", "j16", "l16", "a17",
                    "f17", "n17", "s17", "c19", "f19", "n19", "q19",
                ],
                &[
                    "i5", "k5", "j7", "i8", "k8", "e9", "h9", "j9", "l9", "o9", "g10", "i10", "k10", "m10",
                    "e11", "h11", "j11", "l11", "o11", "i12", "k12", "j13", "i15", "k15",
                ],
                "j10",
            ),
        }
    }
}

/// Start cells given as options (`attackers`, `defenders`, `king`, in a variant file or
/// with `--set`), each replacing the layout's; what is not given is the final layout's, so
/// `board` may come before or after them. Checked against the board when the rules are
/// built ([`super::Rules::new`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct StartCells {
    /// The attackers' cells, by name.
    pub attackers: Option<Vec<String>>,
    /// The defenders' cells (the king not among them).
    pub defenders: Option<Vec<String>>,
    /// The king's cell.
    pub king: Option<String>,
}

/// Why a tafl variant cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// A start cell that is not on the board.
    #[error("{key}: `{cell}` is not a cell of the {size}x{size} board")]
    BadCell {
        /// The option naming it.
        key: &'static str,
        /// The name given.
        cell: String,
        /// The board's size.
        size: u8,
    },
    /// Two pieces on one cell.
    #[error("two pieces start on {0}")]
    TwoPieces(String),
    /// A piece other than the king on the throne, a corner or a citadel, where only the king may stop.
    #[error("{key}: `{cell}` is the throne, a corner or a citadel, where only the king may stand")]
    Restricted {
        /// The option naming it.
        key: &'static str,
        /// The cell.
        cell: String,
    },
    /// The king on a cell he escapes to: the game would be over before it began.
    #[error("king: `{0}` is a cell the king escapes to; the game would be over before it began")]
    KingEscaped(String),
    /// No attacker at all: the game would be over before it began.
    #[error("attackers: at least one attacker must start")]
    NoAttackers,
    /// A board larger than the rules' cell sets hold: a 13x13 or 19x19 variant built with
    /// the `u128` sets ([`super::Rules::new`], [`super::Rules::of_preset`]). The play layer
    /// picks the wide rules for the larger boards, so it never shows this.
    #[error(
        "a {size}x{size} board needs the wide tafl rules (WideRules); these hold boards up to {most}x{most}"
    )]
    BoardTooLarge {
        /// The board's size.
        size: u8,
        /// The largest these rules hold.
        most: u8,
    },
    /// No preset has this id ([`super::Rules::of_preset`]).
    #[error("unknown tafl preset `{0}`")]
    UnknownPreset(String),
}

/// Every tafl rule as data. Build one from a preset ([`Variant::preset`]) and change it
/// with [`Variant::set`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// The preset id this variant came from.
    pub id: String,
    /// The board and starting layout.
    pub layout: Layout,
    /// The side that moves first.
    pub first: Side,
    /// The king takes part in captures (as the moving piece and as the far piece).
    pub king_armed: bool,
    /// How the king is captured.
    pub king_capture: KingCapture,
    /// Where the king escapes to.
    pub escape: Escape,
    /// A throne at the centre: only the king may stop on it, and it is hostile (`false`:
    /// the centre is an ordinary cell, as in aagenielsen.dk's Ard Ri).
    pub throne: bool,
    /// Pieces other than the king may pass over the empty throne.
    pub throne_passable: bool,
    /// Copenhagen shield wall: a row of two or more pieces along the edge, each with an
    /// enemy in front of it, is captured by a move that brackets it.
    pub shield_wall: bool,
    /// Copenhagen edge fort: the king on the edge, able to move, in a fort the attackers
    /// cannot break, wins for the defenders.
    pub edge_fort: bool,
    /// Copenhagen encirclement: attackers enclosing the king and every defender win.
    pub encirclement: bool,
    /// What a third repetition means.
    pub repetition: Repetition,
    /// Start cells of the variant's own, instead of the layout's.
    pub start: StartCells,
}

/// Every preset id with a one-line description.
pub const PRESETS: &[(&str, &str)] = &[
    ("hnefatafl-9", "Hnefatafl 9x9 (RULES.md section 4): corner escape, armed king, throne rules"),
    ("hnefatafl-11", "Hnefatafl 11x11 (RULES.md section 4): corner escape, armed king, throne rules"),
    (
        "copenhagen-11",
        "Copenhagen Hnefatafl 11x11: king captured by four, shield walls, edge forts, encirclement",
    ),
    ("brandubh", "Brandubh 7x7: a cross of 8 attackers against 4 and the king; corner escape, armed king"),
    ("tablut", "Tablut 9x9 (Linnaeus): the king escapes to any edge cell; armed king, throne rules"),
    ("fetlar-11", "Fetlar Hnefatafl 11x11: king captured by four, corner escape, encirclement"),
    ("ard-ri", "Ard Ri 7x7 (Scottish): no throne; the king is taken by two and escapes to any edge cell"),
    (
        "tawlbwrdd-11",
        "Tawlbwrdd 11x11 (Welsh, Bell's layout): the king escapes to any edge cell; armed king, throne rules",
    ),
    ("hnefatafl-13", "Hnefatafl 13x13 (Parlett's layout): the rules of Hnefatafl 11x11 on the larger board"),
    (
        "alea-evangelii",
        "Alea Evangelii 19x19 (Murray's layout): the king escapes to a 2x2 corner citadel, taken by four",
    ),
];

/// Tawlbwrdd's attackers in Bell's layout (aagenielsen.dk's "Bell diamond"): on each side
/// a hollow pentagon, three on the edge, two before them and one more in front.
const TAWLBWRDD_ATTACKERS: [&str; 24] = [
    "e1", "f1", "g1", "e2", "g2", "f3", "a5", "b5", "j5", "k5", "a6", "c6", "i6", "k6", "a7", "b7", "j7",
    "k7", "f9", "e10", "g10", "e11", "f11", "g11",
];

impl Variant {
    /// A preset by id.
    pub fn preset(id: &str) -> Option<Variant> {
        let base = |layout| Variant {
            id: id.to_string(),
            layout,
            first: Side::Attackers,
            king_armed: true,
            king_capture: KingCapture::Throne,
            escape: Escape::Corner,
            throne: true,
            throne_passable: true,
            shield_wall: false,
            edge_fort: false,
            encirclement: false,
            repetition: Repetition::Draw,
            start: StartCells::default(),
        };
        match id {
            "hnefatafl-9" => Some(base(Layout::Nine)),
            "hnefatafl-11" => Some(base(Layout::Eleven)),
            "copenhagen-11" => Some(Variant {
                king_capture: KingCapture::Four,
                shield_wall: true,
                edge_fort: true,
                encirclement: true,
                repetition: Repetition::DefendersLose,
                ..base(Layout::Eleven)
            }),
            // The rules of the historical 7x7, 9x9 and 11x11 games at aagenielsen.dk
            // (historical_hnefatafl_rules.php, and tablut_regler.php for Tablut): the
            // attackers move first, the king is armed and captured by two, but by four on the
            // throne and by three beside it; every piece may pass the empty throne, which is
            // hostile to the attackers always and to the defenders when empty. Brandubh's
            // corners are restricted and hostile like the throne, and the king escapes to
            // them. The sources' rules on repetition were not readable in full: a third
            // repetition is a draw here (RULES.md section 4), and the encirclement win some
            // copies of the page give is left out. docs/tafl.md says so.
            "brandubh" => Some(base(Layout::Seven)),
            // Tablut: the king escapes to any edge cell; the corners are ordinary cells.
            "tablut" => Some(Variant { escape: Escape::Edge, ..base(Layout::Nine) }),
            // Fetlar Hnefatafl (aagenielsen.dk, fetlar_rules_en.php): the king is captured by
            // four (three beside the throne), never on the edge; the attackers also win by
            // enclosing the king and every defender; repetitions are a draw.
            "fetlar-11" => {
                Some(Variant { king_capture: KingCapture::Four, encirclement: true, ..base(Layout::Eleven) })
            }
            // Ard Ri (aagenielsen.dk, historical_hnefatafl_rules.php rule 3a and
            // ardri_summary.php): the historical rules without a throne ("no restricted
            // squares on the board"), so the king is taken by two everywhere and "wins on the
            // edge". The summary's diagrams could not be read; its layout is Brandubh's cross,
            // which the page reuses ("Reuse of diagrams") and its forum tested. A one-step
            // game of the same name (dragonheelslair.com) is another game.
            "ard-ri" => Some(Variant {
                throne: false,
                escape: Escape::Edge,
                king_capture: KingCapture::Two,
                ..base(Layout::Seven)
            }),
            // Tawlbwrdd (aagenielsen.dk, tawlbwrdd_summary.php and the historical rules): "the
            // Tawlbwrdd king is armed, is captured from two sides and wins on the edge", with
            // the throne rules of the historical games (by four on the throne, three beside
            // it), and Bell's layout with the defenders in a diamond, the set-up the site
            // recommends with a throne (its forum writes the formations out; OpenTafl's and
            // the npm `tafl` library's cells agree). The defenders' diamond is the 11x11
            // layout's own; only the attackers differ.
            // Hnefatafl 13x13: RULES.md section 4's rules (those of hnefatafl-9 and -11) on the
            // 13x13 board in Parlett's layout, the one start given as text by the sources
            // found (OpenTafl and the npm `tafl` library agree cell for cell; its 32 attackers
            // and 16 defenders are the count aagenielsen.dk gives for 13x13). aagenielsen.dk
            // plays its historical 13x13 with edge escape: `--set escape=edge`.
            "hnefatafl-13" => Some(base(Layout::Thirteen)),
            // Alea Evangelii (dragonheelslair.com's rules page, rulesalea.php; no
            // aagenielsen.dk page was found): 19x19 in Murray's layout, the attackers first;
            // the king escapes to any cell of the four 2x2 corner citadels, which no other
            // piece may enter or cross and which are hostile like corners; no other piece
            // may stop on or pass the centre. The king's capture is cut off in the stored copy
            // of the page: taken by four here (three and the centre beside it), as Cyningstan
            // and OpenTafl take him; he is armed, as in OpenTafl (sources differ). The four
            // guards of that page, not captured by two, are not modelled: they are defenders.
            "alea-evangelii" => Some(Variant {
                escape: Escape::Citadel,
                king_capture: KingCapture::Four,
                throne_passable: false,
                ..base(Layout::Nineteen)
            }),
            "tawlbwrdd-11" => Some(Variant {
                escape: Escape::Edge,
                start: StartCells {
                    attackers: Some(TAWLBWRDD_ATTACKERS.iter().map(|c| c.to_string()).collect()),
                    ..StartCells::default()
                },
                ..base(Layout::Eleven)
            }),
            _ => None,
        }
    }

    /// Checks that the board fits the cell sets `C` ([`CellSet::fits`]): the test
    /// [`super::Rules::new`] makes before building anything.
    ///
    /// # Errors
    ///
    /// [`VariantError::BoardTooLarge`], saying that the board needs the wide sets.
    pub fn check_board<C: CellSet>(&self) -> Result<(), VariantError> {
        let size = self.layout.size();
        if C::fits(size) { Ok(()) } else { Err(VariantError::BoardTooLarge { size, most: C::MAX_SIZE }) }
    }

    /// Whether the board is beyond the `u128` cell sets (13x13, 19x19): its rules are
    /// [`super::WideRules`].
    pub fn needs_wide_cells(&self) -> bool {
        self.check_board::<super::Cells>().is_err()
    }

    /// The start cells: the variant's own, or its layout's. (attackers, defenders, king).
    pub fn start_cells(&self) -> (Vec<&str>, Vec<&str>, &str) {
        fn own<'a>(list: &'a Option<Vec<String>>, layout: &[&'static str]) -> Vec<&'a str> {
            match list {
                Some(names) => names.iter().map(String::as_str).collect(),
                None => layout.to_vec(),
            }
        }
        let (attackers, defenders, king) = self.layout.cells();
        (
            own(&self.start.attackers, attackers),
            own(&self.start.defenders, defenders),
            self.start.king.as_deref().unwrap_or(king),
        )
    }

    /// Forgets the start cells that are the layout's own (in any order): one variant, one
    /// value, whatever order the options came in.
    pub(crate) fn normalize_start(&mut self) {
        fn same(given: &[String], layout: &[&str]) -> bool {
            let mut given: Vec<&str> = given.iter().map(String::as_str).collect();
            let mut layout = layout.to_vec();
            given.sort_unstable();
            layout.sort_unstable();
            given == layout
        }
        let (attackers, defenders, king) = self.layout.cells();
        let start = &mut self.start;
        if start.attackers.as_deref().is_some_and(|a| same(a, attackers)) {
            start.attackers = None;
        }
        if start.defenders.as_deref().is_some_and(|d| same(d, defenders)) {
            start.defenders = None;
        }
        if start.king.as_deref() == Some(king) {
            start.king = None;
        }
    }

    /// The preset ids, in display order.
    pub fn preset_ids() -> impl Iterator<Item = &'static str> {
        PRESETS.iter().map(|(id, _)| *id)
    }
}
