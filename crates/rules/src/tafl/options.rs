//! Options: reading and writing every rule of a tafl [`Variant`] as `key=value` text, with
//! the same errors as the hunt family's options.

use super::side::Side;
use super::variant::{Escape, KingCapture, Layout, Repetition, Variant};
use crate::board::{algebraic, parse_algebraic};
use crate::option_text::{self, OptionError, OptionSpec, VariantOptions, name_of, parse_bool, pick};

/// Every tafl option, in display order.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "board",
        allowed: "7, 9, 11, 13, 19",
        doc: "the board size, with its traditional starting layout",
    },
    OptionSpec { key: "first", allowed: "attackers, defenders", doc: "the side that moves first" },
    OptionSpec {
        key: "king_armed",
        allowed: "true, false",
        doc: "the king takes part in captures, as the moving piece and as the far piece",
    },
    OptionSpec {
        key: "king_capture",
        allowed: "throne, two, four",
        doc: "throne: by two, but by four on the throne and three next to it; two: like any piece; \
              four: surrounded on four sides (three and the throne or a citadel beside it), never on the edge",
    },
    OptionSpec {
        key: "escape",
        allowed: "corner, edge, citadel",
        doc: "where the king escapes to; with edge the corners are ordinary cells; citadel: the 2x2 blocks \
              at the corners (Alea Evangelii), only for the king and hostile",
    },
    OptionSpec {
        key: "throne",
        allowed: "true, false",
        doc: "a throne at the centre, only for the king and hostile; false: an ordinary cell (Ard Ri)",
    },
    OptionSpec {
        key: "throne_passable",
        allowed: "true, false",
        doc: "pieces other than the king may pass over the empty throne",
    },
    OptionSpec {
        key: "shield_wall",
        allowed: "true, false",
        doc: "Copenhagen: a bracketed row of two or more edge pieces, each faced by an enemy, is captured",
    },
    OptionSpec {
        key: "edge_fort",
        allowed: "true, false",
        doc: "Copenhagen: the king on the edge, able to move, inside an unbreakable fort wins",
    },
    OptionSpec {
        key: "encirclement",
        allowed: "true, false",
        doc: "Copenhagen: attackers enclosing the king and every defender win",
    },
    OptionSpec {
        key: "attackers",
        allowed: "a list of cells, like d1,e1,f1",
        doc: "the attackers' start cells (with defenders and king: a start of the variant's own)",
    },
    OptionSpec {
        key: "defenders",
        allowed: "a list of cells, or none",
        doc: "the defenders' start cells, the king not among them",
    },
    OptionSpec { key: "king", allowed: "a cell, like e5", doc: "the king's start cell" },
    OptionSpec {
        key: "repetition",
        allowed: "draw, defenders-lose",
        doc: "what the third occurrence of a position means (judged by the game history)",
    },
];

const LAYOUTS: [(&str, Layout); 5] = [
    ("7", Layout::Seven),
    ("9", Layout::Nine),
    ("11", Layout::Eleven),
    ("13", Layout::Thirteen),
    ("19", Layout::Nineteen),
];
const SIDES: [(&str, Side); 2] = [("attackers", Side::Attackers), ("defenders", Side::Defenders)];
const KING_CAPTURES: [(&str, KingCapture); 3] =
    [("throne", KingCapture::Throne), ("two", KingCapture::Two), ("four", KingCapture::Four)];
const ESCAPES: [(&str, Escape); 3] =
    [("corner", Escape::Corner), ("edge", Escape::Edge), ("citadel", Escape::Citadel)];
const REPETITIONS: [(&str, Repetition); 2] =
    [("draw", Repetition::Draw), ("defenders-lose", Repetition::DefendersLose)];

impl VariantOptions for Variant {
    const OPTIONS: &'static [OptionSpec] = OPTIONS;

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let spec = option_text::spec(OPTIONS, key)?;
        let value = value.trim();
        let bad = || OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            allowed: spec.allowed,
        };
        let flag = || parse_bool(value).ok_or_else(bad);
        match key {
            "board" => {
                self.layout = pick(value, &LAYOUTS).ok_or_else(bad)?;
                self.normalize_start();
            }
            "first" => self.first = pick(value, &SIDES).ok_or_else(bad)?,
            "king_armed" => self.king_armed = flag()?,
            "king_capture" => self.king_capture = pick(value, &KING_CAPTURES).ok_or_else(bad)?,
            "escape" => self.escape = pick(value, &ESCAPES).ok_or_else(bad)?,
            "throne" => self.throne = flag()?,
            "throne_passable" => self.throne_passable = flag()?,
            "shield_wall" => self.shield_wall = flag()?,
            "edge_fort" => self.edge_fort = flag()?,
            "encirclement" => self.encirclement = flag()?,
            "repetition" => self.repetition = pick(value, &REPETITIONS).ok_or_else(bad)?,
            "attackers" | "defenders" | "king" => {
                // Names only here, written the one way (`d4`): whether they are cells of the
                // board is checked when the rules are built, whatever order a variant file
                // sets `board` in.
                let names: Vec<String> = if value == "none" {
                    Vec::new()
                } else {
                    let canonical = |n: &str| parse_algebraic(n.trim()).map(|(f, r)| algebraic(f, r));
                    value.split(',').map(canonical).collect::<Option<_>>().ok_or_else(bad)?
                };
                if key == "king" && names.len() != 1 {
                    return Err(bad());
                }
                match key {
                    "attackers" => self.start.attackers = Some(names),
                    "defenders" => self.start.defenders = Some(names),
                    _ => self.start.king = Some(names.concat()),
                }
                self.normalize_start();
            }
            // `spec` above accepted only the keys of OPTIONS, each handled here.
            _ => return Err(bad()),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Result<String, OptionError> {
        option_text::spec(OPTIONS, key)?;
        Ok(match key {
            "board" => name_of(self.layout, &LAYOUTS).to_string(),
            "first" => name_of(self.first, &SIDES).to_string(),
            "king_armed" => self.king_armed.to_string(),
            "king_capture" => name_of(self.king_capture, &KING_CAPTURES).to_string(),
            "escape" => name_of(self.escape, &ESCAPES).to_string(),
            "throne" => self.throne.to_string(),
            "throne_passable" => self.throne_passable.to_string(),
            "shield_wall" => self.shield_wall.to_string(),
            "edge_fort" => self.edge_fort.to_string(),
            "encirclement" => self.encirclement.to_string(),
            "attackers" | "defenders" | "king" => {
                let (attackers, defenders, king) = self.start_cells();
                match key {
                    "attackers" => attackers.join(","),
                    "defenders" if defenders.is_empty() => "none".to_string(),
                    "defenders" => defenders.join(","),
                    _ => king.to_string(),
                }
            }
            _ => name_of(self.repetition, &REPETITIONS).to_string(),
        })
    }
}
