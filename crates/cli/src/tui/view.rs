//! What a game shows, independent of the family: the board as a picture of points, lines
//! and pieces, the marks of the current choice, and status texts still to be translated.

use reynard_i18n::{Arg, Lang, tr, tr_args, try_tr};

/// A point of a board grid: (file, rank), file `a` = 0 and rank 1 = 0 (bottom row).
pub type Spot = (u8, u8);

/// A piece as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// The hunter side of a hunt game (fox, hare, coyote, officers).
    Hunter,
    /// The flock side (geese, hunters, chickens, rebels).
    Flock,
    /// Tafl attackers.
    Attacker,
    /// Tafl defenders.
    Defender,
    /// The tafl king.
    King,
    /// A solitaire peg.
    Peg,
}

impl Piece {
    /// The glyph: shapes that differ without colour.
    pub fn glyph(self) -> char {
        match self {
            Piece::Hunter => '◆',
            Piece::Flock | Piece::Attacker | Piece::Peg => '●',
            Piece::Defender => '○',
            Piece::King => '◎',
        }
    }
}

/// One point of the picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointView {
    /// Where it is.
    pub spot: Spot,
    /// What stands on it.
    pub piece: Option<Piece>,
    /// A point with a role of its own (tafl throne and corners, the hunt fort).
    pub special: bool,
}

/// A board: a grid of points, the lines between neighbours, and what stands where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Files and ranks of the grid.
    pub files: u8,
    /// Ranks of the grid.
    pub ranks: u8,
    /// Character cells from one file to the next and from one rank to the next.
    pub spacing: (u16, u16),
    /// The points of the board.
    pub points: Vec<PointView>,
    /// Lines between neighbouring points (drawn when the spacing leaves room).
    pub links: Vec<(Spot, Spot)>,
}

impl Picture {
    /// The point at `spot`, if the board has one there.
    pub fn point(&self, spot: Spot) -> Option<&PointView> {
        self.points.iter().find(|p| p.spot == spot)
    }
}

/// The marks of the current state of play, drawn over the picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The points chosen so far for the move being entered (the piece, then landings).
    pub chosen: Vec<Spot>,
    /// Where the move being entered can go next.
    pub targets: Vec<Spot>,
    /// The points of the last move played.
    pub last: Vec<Spot>,
}

/// An argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextArg {
    /// Plain text (a move, a file name).
    Plain(String),
    /// A number (plural forms follow it).
    Number(i64),
    /// A side's name as the variant spells it (`fox`, `geese`): translated as `side-<name>`.
    Side(String),
    /// Another message (translated).
    Key(String),
    /// Another message with its own arguments (translated).
    Text(Box<Text>),
}

/// A message to show, translated only when drawn so that a change of language applies to
/// everything on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    /// The Fluent message id.
    pub key: String,
    /// Its arguments.
    pub args: Vec<(&'static str, TextArg)>,
}

impl Text {
    /// A message without arguments.
    pub fn new(key: &str) -> Text {
        Text { key: key.to_string(), args: Vec::new() }
    }

    /// Adds an argument.
    pub fn with(mut self, name: &'static str, value: TextArg) -> Text {
        self.args.push((name, value));
        self
    }

    /// Adds a plain text argument.
    pub fn plain(self, name: &'static str, value: impl Into<String>) -> Text {
        self.with(name, TextArg::Plain(value.into()))
    }

    /// Adds a number argument.
    pub fn number(self, name: &'static str, value: impl Into<i64>) -> Text {
        self.with(name, TextArg::Number(value.into()))
    }

    /// Adds a side name argument.
    pub fn side(self, name: &'static str, side: impl Into<String>) -> Text {
        self.with(name, TextArg::Side(side.into()))
    }

    /// The message in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    TextArg::Plain(text) => Arg::from(text.clone()),
                    TextArg::Number(n) => Arg::from(*n),
                    TextArg::Side(side) => Arg::from(side_name(lang, side)),
                    TextArg::Key(key) => Arg::from(tr(lang, key)),
                    TextArg::Text(text) => Arg::from(text.render(lang)),
                };
                (*name, value)
            })
            .collect();
        tr_args(lang, &self.key, &args)
    }
}

/// A side's name in `lang` (the variant's own word where no translation exists, as for a
/// side a variant file names).
pub fn side_name(lang: Lang, side: &str) -> String {
    try_tr(lang, &format!("side-{side}")).unwrap_or_else(|| side.to_string())
}

/// A variant's display name in `lang` (its id where it has none).
pub fn variant_name(lang: Lang, id: &str) -> String {
    try_tr(lang, &format!("variant-{id}")).unwrap_or_else(|| id.to_string())
}
