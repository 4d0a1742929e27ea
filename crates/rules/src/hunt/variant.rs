//! A hunt variant as plain data: every rule choice the sources name, and the presets.
//!
//! A [`Variant`] is what a variant file or `--set key=value` edits (see `options.rs`);
//! [`super::Rules::new`] validates it into the tables the move generator reads.

use crate::board::{BoardId, LineSet};
use serde::{Deserialize, Serialize};

/// Where the flock starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FlockLayout {
    /// A traditional layout by size: `cross33` 13, 15, 17 or 24 (Asalto: every point
    /// outside the fort); `alquerque5`/`alquerque5x7` 10, 11 or 12; `checker8` 4; `checker10` 5.
    Standard(u8),
    /// Explicit points by name.
    Points(Vec<String>),
}

/// Which way flock pieces may step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlockDirections {
    /// Along their lines in every direction.
    All,
    /// Never to a lower rank: forward, sideways, forward-diagonal.
    NoBackward,
}

/// Whether the hunter must capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Capture {
    /// The hunter may step instead of jumping and may stop a chain after any jump.
    Optional,
    /// If any jump exists the move must be a jump, and a chain goes on while it can.
    Mandatory,
    /// Nobody captures: the hunter only steps (Wolf and Sheep).
    None,
}

/// When jumped pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Removal {
    /// At once, after each jump.
    Immediate,
    /// At the end of the move: they still block landing and may be jumped again
    /// (without a second capture); no jump segment is used twice in a move.
    Deferred,
}

/// How the hunter pieces enter the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HunterStart {
    /// On `hunter_points`.
    Fixed,
    /// The hunter's first actions place its pieces, one per move, on any empty point
    /// (on a fort point when `fort` is on).
    Choose,
}

/// Every rule of a hunt game. Field docs state the rule; option keys have the field names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variant {
    /// The variant's id: a preset id, or the `name` a variant file gives.
    pub id: String,
    /// The preset the variant was built from (itself for a preset).
    pub base: String,
    /// One line saying what the variant is.
    pub description: String,
    /// The board shape.
    pub board: BoardId,
    /// The lines of the board.
    pub lines: LineSet,
    /// Start points of the hunter pieces.
    pub hunter_points: Vec<String>,
    /// Start points of the flock.
    pub flock: FlockLayout,
    /// Extra hunter pieces (handicap), added to `hunter_points`.
    pub extra_hunters: Vec<String>,
    /// Extra flock pieces (handicap), added to the layout.
    pub extra_flock: Vec<String>,
    /// Flock pieces that start in hand (Bagh-Chal's goats): while any remain, each flock
    /// turn places one on an empty point.
    #[serde(default)]
    pub flock_in_hand: u8,
    /// Flock pieces on the board may step while others are still in hand (otherwise every
    /// piece in hand is placed first).
    #[serde(default)]
    pub flock_moves_while_placing: bool,
    /// The hunter moves first (after any placement); otherwise the flock does.
    pub hunter_first: bool,
    /// The hunter wins when the flock has this many pieces or fewer. With a flock in hand
    /// it counts from the 20 goats of Bagh-Chal whatever `flock_in_hand` is (RULES.md
    /// section 8): the hunter wins after `20 - fox_wins_at` captures.
    pub fox_wins_at: u8,
    /// Flock pieces may use diagonal lines (hunters always use every line).
    pub flock_diagonals: bool,
    /// Which way flock pieces may step.
    pub flock_directions: FlockDirections,
    /// Whether capturing is compulsory.
    pub capture: Capture,
    /// Asalto huffing: capture is not compulsory, but a hunter piece that could capture and
    /// did not (stepped, or stopped a chain that could go on) is removed. Replaces `capture`.
    pub huffing: bool,
    /// When jumped pieces leave the board.
    pub removal: Removal,
    /// A capture may go on jumping (a chain); otherwise one jump ends the move (Bagh-Chal).
    #[serde(default = "yes")]
    pub chains: bool,
    /// How the hunter pieces enter the board.
    pub hunter_start: HunterStart,
    /// The hunter also wins by moving a piece onto rank 1.
    pub breakthrough: bool,
    /// Asalto fort (files c–e of the top three ranks): the flock wins by filling it, and a
    /// flock piece standing in it may not step diagonally.
    pub fort: bool,
    /// The hunter side's name in results ("fox win").
    pub hunter_name: String,
    /// The flock side's name in results ("geese win").
    pub flock_name: String,
}

/// Serde's default for rules that are on unless a file says otherwise.
fn yes() -> bool {
    true
}

/// Ids and one-line descriptions of every preset, in display order.
pub const PRESETS: [(&str, &str); 12] = [
    ("fox-geese", "Fox and Geese: 13 geese vs a fox on the orthogonal 33-point cross"),
    ("fox-geese-diagonal", "Fox and Geese with diagonals: the fox uses every line, geese orthogonal"),
    ("fox-geese-15", "Fox and Geese, 15 geese (a4 and g4 added), on the diagonal cross"),
    ("fox-geese-17", "Fox and Geese, 17 geese filling the lower half, on the diagonal cross"),
    ("fox-geese-2fox", "Two foxes (c5, e5) against 17 geese"),
    ("fox-geese-forward", "Geese never step back; the fox moves first and also wins by reaching rank 1"),
    ("catch-the-hare", "Catch the Hare: a hare against 12 hunters on the Alquerque board"),
    ("coyote", "Coyote (Mexico): a coyote against 12 chickens, only the two long diagonals"),
    ("el-coyote", "El Coyote (El Paso): 12 chickens that never go back, on a 5x7 board"),
    ("asalto", "Asalto: 2 officers defend the fort against 24 rebels; capture is compulsory"),
    ("wolf-sheep", "Wolf and Sheep: a wolf against 4 sheep on the dark squares; it wins by reaching rank 1"),
    ("bagh-chal", "Bagh-Chal (Nepal): 4 tigers against 20 goats placed one a turn; 5 captures win"),
];

impl Variant {
    /// The preset with this id, or `None`.
    pub fn preset(id: &str) -> Option<Variant> {
        let description = PRESETS.iter().find(|(p, _)| *p == id)?.1;
        let mut v = Variant {
            id: id.to_string(),
            base: id.to_string(),
            description: description.to_string(),
            board: BoardId::Cross33,
            lines: LineSet::Diagonal,
            hunter_points: vec!["d4".into()],
            flock: FlockLayout::Standard(13),
            extra_hunters: Vec::new(),
            extra_flock: Vec::new(),
            flock_in_hand: 0,
            flock_moves_while_placing: false,
            hunter_first: false,
            fox_wins_at: 5,
            flock_diagonals: false,
            flock_directions: FlockDirections::All,
            capture: Capture::Optional,
            huffing: false,
            removal: Removal::Immediate,
            chains: true,
            hunter_start: HunterStart::Fixed,
            breakthrough: false,
            fort: false,
            hunter_name: "fox".into(),
            flock_name: "geese".into(),
        };
        match id {
            "fox-geese" => v.lines = LineSet::Orthogonal,
            "fox-geese-diagonal" => v.fox_wins_at = 4,
            "fox-geese-15" => {
                v.flock = FlockLayout::Standard(15);
                v.fox_wins_at = 6;
            }
            "fox-geese-17" => {
                v.flock = FlockLayout::Standard(17);
                v.fox_wins_at = 7;
            }
            "fox-geese-2fox" => {
                v.flock = FlockLayout::Standard(17);
                v.fox_wins_at = 7;
                v.hunter_points = vec!["c5".into(), "e5".into()];
                v.hunter_name = "foxes".into();
            }
            "fox-geese-forward" => {
                v.flock_diagonals = true;
                v.flock_directions = FlockDirections::NoBackward;
                v.hunter_first = true;
                v.breakthrough = true;
            }
            "catch-the-hare" | "coyote" | "el-coyote" => {
                v.board = BoardId::Alquerque5;
                v.hunter_points = vec!["c3".into()];
                v.flock = FlockLayout::Standard(12);
                v.flock_diagonals = true;
                v.fox_wins_at = 9;
                v.hunter_name = "coyote".into();
                v.flock_name = "chickens".into();
                match id {
                    "catch-the-hare" => {
                        v.hunter_name = "hare".into();
                        v.flock_name = "hunters".into();
                    }
                    "coyote" => v.lines = LineSet::Long,
                    _ => {
                        v.board = BoardId::Alquerque5x7;
                        v.hunter_points = vec!["c5".into()];
                        v.flock_directions = FlockDirections::NoBackward;
                    }
                }
            }
            "wolf-sheep" => {
                v.board = BoardId::Checker8;
                // checkerboard_start(Checker8) is Some: d8 and 4 sheep.
                let (wolf, sheep) = checkerboard_start(v.board).unwrap_or(("d8", 4));
                v.hunter_points = vec![wolf.into()];
                v.flock = FlockLayout::Standard(sheep);
                v.flock_diagonals = true;
                v.flock_directions = FlockDirections::NoBackward;
                v.capture = Capture::None;
                v.hunter_first = true;
                v.breakthrough = true;
                v.fox_wins_at = 0;
                v.hunter_name = "wolf".into();
                v.flock_name = "sheep".into();
            }
            "bagh-chal" => {
                v.board = BoardId::Alquerque5;
                v.hunter_points = ["a1", "e1", "a5", "e5"].map(String::from).to_vec();
                v.flock = FlockLayout::Points(Vec::new());
                v.flock_in_hand = 20;
                v.fox_wins_at = 15;
                v.flock_diagonals = true;
                v.chains = false;
                v.hunter_name = "tigers".into();
                v.flock_name = "goats".into();
            }
            "asalto" => {
                v.hunter_points = vec!["c6".into(), "e6".into()];
                v.flock = FlockLayout::Standard(24);
                v.flock_diagonals = true;
                v.flock_directions = FlockDirections::NoBackward;
                v.fort = true;
                v.capture = Capture::Mandatory;
                v.fox_wins_at = 9;
                v.hunter_name = "officers".into();
                v.flock_name = "rebels".into();
            }
            _ => {}
        }
        Some(v)
    }

    /// The preset ids.
    pub fn preset_ids() -> impl Iterator<Item = &'static str> {
        PRESETS.iter().map(|(id, _)| *id)
    }

    /// The name of one side, as used in results.
    pub fn side_name(&self, side: crate::Side) -> &str {
        match side {
            crate::Side::Hunter => &self.hunter_name,
            crate::Side::Flock => &self.flock_name,
        }
    }
}

/// The standard flock layouts of a board: (size, points).
pub fn standard_layouts(board: BoardId) -> &'static [(u8, &'static [&'static str])] {
    const C13: &[&str] = &["c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3"];
    const C15: &[&str] =
        &["c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "a4", "g4"];
    const C17: &[&str] = &[
        "c1", "d1", "e1", "c2", "d2", "e2", "c3", "d3", "e3", "a3", "b3", "f3", "g3", "a4", "b4", "f4", "g4",
    ];
    const C24: &[&str] = &[
        "c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "a4", "b4", "c4", "d4",
        "e4", "f4", "g4", "a5", "b5", "f5", "g5",
    ];
    const A10: &[&str] = &["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"];
    const A11: &[&str] = &["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3"];
    const A12: &[&str] = &["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3", "e3"];
    match board {
        BoardId::Cross33 => &[(13, C13), (15, C15), (17, C17), (24, C24)],
        BoardId::Alquerque5 | BoardId::Alquerque5x7 => &[(10, A10), (11, A11), (12, A12)],
        BoardId::Checker8 => &[(4, &["a1", "c1", "e1", "g1"])],
        BoardId::Checker10 => &[(5, &["a1", "c1", "e1", "g1", "i1"])],
    }
}

/// Wolf and Sheep's start on a checkerboard: the wolf's square and the flock's size
/// (RULES.md section 9: d8 and 4 sheep on `checker8`, f10 and 5 on `checker10`).
pub fn checkerboard_start(board: BoardId) -> Option<(&'static str, u8)> {
    match board {
        BoardId::Checker8 => Some(("d8", 4)),
        BoardId::Checker10 => Some(("f10", 5)),
        _ => None,
    }
}
