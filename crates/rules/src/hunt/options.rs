//! Options: reading and writing every rule of a [`Variant`] as `key=value` text.
//!
//! This is the one path by which variant files and `--set key=value` change rules,
//! so both give the same errors.

use super::variant::{
    Capture, FlockDirections, FlockLayout, HunterStart, Removal, Variant, checkerboard_start,
};
use crate::board::{BoardId, LineSet};
use crate::option_text::{self, VariantOptions, name_of, parse_bool, parse_list, pick, write_list};
pub use crate::option_text::{OptionError, OptionSpec};

/// Every option, in display order.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "board",
        allowed: "cross33, alquerque5, alquerque5x7, checker8, checker10",
        doc: "the board shape (from one checkerboard to the other, Wolf and Sheep's start moves along)",
    },
    OptionSpec {
        key: "lines",
        allowed: "orthogonal, diagonal, long",
        doc: "the lines joining points (long: alquerque5 only)",
    },
    OptionSpec {
        key: "hunter_points",
        allowed: "a list of points, like c5,e5",
        doc: "start points of the hunter pieces",
    },
    OptionSpec {
        key: "flock",
        allowed: "13, 15, 17, 24 on cross33; 10, 11, 12 on the alquerque boards; 4 on checker8; 5 on checker10",
        doc: "a traditional flock layout by size",
    },
    OptionSpec {
        key: "flock_points",
        allowed: "a list of points, like c1,d1,e1",
        doc: "an explicit flock layout (replaces flock)",
    },
    OptionSpec {
        key: "extra_hunters",
        allowed: "a list of points, or none",
        doc: "extra hunter pieces (handicap)",
    },
    OptionSpec {
        key: "extra_flock",
        allowed: "a list of points, or none",
        doc: "extra flock pieces (handicap)",
    },
    OptionSpec { key: "hunter_first", allowed: "true, false", doc: "the hunter moves first" },
    OptionSpec {
        key: "fox_wins_at",
        allowed: "a number below the flock size",
        doc: "the hunter wins when the flock is this small (with a flock in hand: after 20 minus this many captures)",
    },
    OptionSpec { key: "flock_diagonals", allowed: "true, false", doc: "flock pieces may use diagonal lines" },
    OptionSpec {
        key: "flock_directions",
        allowed: "all, no-backward",
        doc: "no-backward: the flock never steps to a lower rank",
    },
    OptionSpec {
        key: "capture",
        allowed: "optional, mandatory, none",
        doc: "whether the hunter must capture (and continue chains); none: nobody captures",
    },
    OptionSpec {
        key: "huffing",
        allowed: "true, false",
        doc: "a hunter piece that could capture and did not is removed (replaces capture)",
    },
    OptionSpec { key: "removal", allowed: "immediate, deferred", doc: "when jumped pieces leave the board" },
    OptionSpec {
        key: "chains",
        allowed: "true, false",
        doc: "a capture may go on jumping; false: one jump per move (Bagh-Chal)",
    },
    OptionSpec {
        key: "hunter_start",
        allowed: "fixed, choose",
        doc: "choose: the hunter places its pieces before play",
    },
    OptionSpec {
        key: "breakthrough",
        allowed: "true, false",
        doc: "the hunter also wins by moving onto rank 1",
    },
    OptionSpec {
        key: "fort",
        allowed: "true, false",
        doc: "Asalto fort: filling it wins for the flock; no diagonal steps inside it",
    },
    OptionSpec {
        key: "flock_in_hand",
        allowed: "a number, 0 to 63",
        doc: "flock pieces that start in hand and are placed one a turn (Bagh-Chal)",
    },
    OptionSpec {
        key: "flock_moves_while_placing",
        allowed: "true, false",
        doc: "flock pieces on the board may step while others are still in hand",
    },
    OptionSpec { key: "hunter_name", allowed: "a name", doc: "the hunter side's name in results" },
    OptionSpec { key: "flock_name", allowed: "a name", doc: "the flock side's name in results" },
];

fn spec(key: &str) -> Result<&'static OptionSpec, OptionError> {
    option_text::spec(OPTIONS, key)
}

const BOARDS: [(&str, BoardId); 5] = [
    ("cross33", BoardId::Cross33),
    ("alquerque5", BoardId::Alquerque5),
    ("alquerque5x7", BoardId::Alquerque5x7),
    ("checker8", BoardId::Checker8),
    ("checker10", BoardId::Checker10),
];
const LINES: [(&str, LineSet); 3] =
    [("orthogonal", LineSet::Orthogonal), ("diagonal", LineSet::Diagonal), ("long", LineSet::Long)];
const DIRECTIONS: [(&str, FlockDirections); 2] =
    [("all", FlockDirections::All), ("no-backward", FlockDirections::NoBackward)];
const CAPTURES: [(&str, Capture); 3] =
    [("optional", Capture::Optional), ("mandatory", Capture::Mandatory), ("none", Capture::None)];
const REMOVALS: [(&str, Removal); 2] = [("immediate", Removal::Immediate), ("deferred", Removal::Deferred)];
const STARTS: [(&str, HunterStart); 2] = [("fixed", HunterStart::Fixed), ("choose", HunterStart::Choose)];

impl Variant {
    /// Moves to another board. From one checkerboard to the other, Wolf and Sheep's start
    /// moves along (RULES.md section 9: `board = checker10` is the 10x10 game, the wolf on
    /// f10 and five sheep), as far as the variant still has the old board's start: a wolf
    /// square or flock size set before stays as set.
    fn change_board(&mut self, board: BoardId) {
        if let (Some((old_wolf, old_flock)), Some((wolf, flock))) =
            (checkerboard_start(self.board), checkerboard_start(board))
        {
            if self.hunter_points == [old_wolf] {
                self.hunter_points = vec![wolf.to_string()];
            }
            if self.flock == FlockLayout::Standard(old_flock) {
                self.flock = FlockLayout::Standard(flock);
            }
        }
        self.board = board;
    }
}

impl VariantOptions for Variant {
    const OPTIONS: &'static [OptionSpec] = OPTIONS;

    /// Sets one option from its text value. Point names are checked later, against the board,
    /// by [`super::Rules::new`].
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let spec = spec(key)?;
        let value = value.trim();
        let bad = || OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            allowed: spec.allowed,
        };
        let flag = || parse_bool(value).ok_or_else(bad);
        match key {
            "board" => self.change_board(pick(value, &BOARDS).ok_or_else(bad)?),
            "lines" => self.lines = pick(value, &LINES).ok_or_else(bad)?,
            "hunter_points" => {
                let list = parse_list(value);
                if list.is_empty() {
                    return Err(bad());
                }
                self.hunter_points = list;
            }
            "flock" => self.flock = FlockLayout::Standard(value.parse().map_err(|_| bad())?),
            "flock_points" => self.flock = FlockLayout::Points(parse_list(value)),
            "extra_hunters" => self.extra_hunters = parse_list(value),
            "extra_flock" => self.extra_flock = parse_list(value),
            "flock_in_hand" => self.flock_in_hand = value.parse().map_err(|_| bad())?,
            "flock_moves_while_placing" => self.flock_moves_while_placing = flag()?,
            "hunter_first" => self.hunter_first = flag()?,
            "fox_wins_at" => self.fox_wins_at = value.parse().map_err(|_| bad())?,
            "flock_diagonals" => self.flock_diagonals = flag()?,
            "flock_directions" => self.flock_directions = pick(value, &DIRECTIONS).ok_or_else(bad)?,
            "capture" => self.capture = pick(value, &CAPTURES).ok_or_else(bad)?,
            "huffing" => self.huffing = flag()?,
            "removal" => self.removal = pick(value, &REMOVALS).ok_or_else(bad)?,
            "chains" => self.chains = flag()?,
            "hunter_start" => self.hunter_start = pick(value, &STARTS).ok_or_else(bad)?,
            "breakthrough" => self.breakthrough = flag()?,
            "fort" => self.fort = flag()?,
            "hunter_name" | "flock_name" => {
                if value.is_empty() || value.contains(['"', '\n']) {
                    return Err(bad());
                }
                if key == "hunter_name" {
                    self.hunter_name = value.to_string();
                } else {
                    self.flock_name = value.to_string();
                }
            }
            // `spec` above accepted only the keys of OPTIONS, each handled here.
            _ => return Err(bad()),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Result<String, OptionError> {
        spec(key)?;
        Ok(match key {
            "board" => self.board.name().to_string(),
            "lines" => self.lines.name().to_string(),
            "hunter_points" => write_list(&self.hunter_points),
            "flock" => match &self.flock {
                FlockLayout::Standard(n) => n.to_string(),
                FlockLayout::Points(_) => "custom".to_string(),
            },
            "flock_points" => match &self.flock {
                FlockLayout::Standard(_) => "standard".to_string(),
                FlockLayout::Points(points) => write_list(points),
            },
            "extra_hunters" => write_list(&self.extra_hunters),
            "extra_flock" => write_list(&self.extra_flock),
            "flock_in_hand" => self.flock_in_hand.to_string(),
            "flock_moves_while_placing" => self.flock_moves_while_placing.to_string(),
            "hunter_first" => self.hunter_first.to_string(),
            "fox_wins_at" => self.fox_wins_at.to_string(),
            "flock_diagonals" => self.flock_diagonals.to_string(),
            "flock_directions" => name_of(self.flock_directions, &DIRECTIONS).to_string(),
            "capture" => name_of(self.capture, &CAPTURES).to_string(),
            "huffing" => self.huffing.to_string(),
            "removal" => name_of(self.removal, &REMOVALS).to_string(),
            "chains" => self.chains.to_string(),
            "hunter_start" => name_of(self.hunter_start, &STARTS).to_string(),
            "breakthrough" => self.breakthrough.to_string(),
            "fort" => self.fort.to_string(),
            "hunter_name" => self.hunter_name.clone(),
            _ => self.flock_name.clone(),
        })
    }

    /// A standard flock leaves `flock_points` at `standard`, and custom points make the
    /// flock size `custom`: neither is a difference of its own.
    fn is_implied(key: &str, value: &str) -> bool {
        (key == "flock_points" && value == "standard") || (key == "flock" && value == "custom")
    }
}
