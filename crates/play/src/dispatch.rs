//! The one dispatch over the families: [`ByFamily`] holds a value whose type depends on the
//! family (the rules, a game, a front end's session state), and [`with_family!`] runs a
//! generic body on it, compiled once per family. Adding a family adds one variant here and
//! one arm to each macro.
//!
//! ```
//! use reynard_play::{AnyRules, PlayFamily, with_family};
//! let rules = AnyRules::from_preset("hnefatafl-9", &["king_armed=false"]).expect("a preset");
//! let sides = with_family!(&rules, r => r.side_names());
//! assert_eq!(sides, ["attackers", "defenders"]);
//! ```

use crate::PlayFamily;
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{OptionError, VariantError};
use reynard_rules::{Family, FamilyId, Game, hunt, tafl};

/// A type that depends on the family: `Of<R>` for the rules `R` of each family.
pub trait PerFamily {
    /// The type for family `R`.
    type Of<R: PlayFamily>;
}

/// A value of type `W::Of<R>` for one family `R`, chosen at run time.
pub enum ByFamily<W: PerFamily> {
    /// A hunt game (Fox and Geese and relatives).
    Hunt(W::Of<hunt::Rules>),
    /// A tafl game (Hnefatafl and relatives).
    Tafl(W::Of<tafl::Rules>),
}

/// Runs `$body` with `$x` bound to the value inside a [`ByFamily`] (by value, `&` or
/// `&mut`, as `$any` is), whichever the family: the body is compiled once per family.
#[macro_export]
macro_rules! with_family {
    ($any:expr, $x:ident => $body:expr) => {
        match $any {
            $crate::ByFamily::Hunt($x) => $body,
            $crate::ByFamily::Tafl($x) => $body,
        }
    };
}

/// Like [`with_family!`], but wraps the body's value in the same family's variant of
/// another [`ByFamily`] (the result type must say which).
#[macro_export]
macro_rules! map_family {
    ($any:expr, $x:ident => $body:expr) => {
        match $any {
            $crate::ByFamily::Hunt($x) => $crate::ByFamily::Hunt($body),
            $crate::ByFamily::Tafl($x) => $crate::ByFamily::Tafl($body),
        }
    };
}

impl<W: PerFamily> ByFamily<W> {
    /// The family of the value.
    pub fn family(&self) -> FamilyId {
        match self {
            ByFamily::Hunt(_) => FamilyId::Hunt,
            ByFamily::Tafl(_) => FamilyId::Tafl,
        }
    }
}

/// The rules themselves: [`AnyRules`].
#[derive(Clone, Copy, Debug)]
pub struct RulesOf;

impl PerFamily for RulesOf {
    type Of<R: PlayFamily> = R;
}

/// A game with its history: [`AnyGame`].
#[derive(Clone, Copy, Debug)]
pub struct GameOf;

impl PerFamily for GameOf {
    type Of<R: PlayFamily> = Game<R>;
}

/// The rules of any family.
pub type AnyRules = ByFamily<RulesOf>;

/// A game of any family.
pub type AnyGame = ByFamily<GameOf>;

impl<W: PerFamily> Clone for ByFamily<W>
where
    W::Of<hunt::Rules>: Clone,
    W::Of<tafl::Rules>: Clone,
{
    fn clone(&self) -> ByFamily<W> {
        map_family!(self, x => x.clone())
    }
}

impl<W: PerFamily> std::fmt::Debug for ByFamily<W>
where
    W::Of<hunt::Rules>: std::fmt::Debug,
    W::Of<tafl::Rules>: std::fmt::Debug,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        with_family!(self, x => x.fmt(f))
    }
}

/// Why a preset and options do not give rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnyRulesError {
    /// No family has this preset.
    #[error("unknown variant `{id}`; the presets are: {known}")]
    UnknownPreset {
        /// The id given.
        id: String,
        /// Every preset id, comma-separated.
        known: String,
    },
    /// An option that does not exist or a value it does not take.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The options make an unplayable variant.
    #[error(transparent)]
    Variant(#[from] VariantError),
}

impl From<std::convert::Infallible> for AnyRulesError {
    fn from(never: std::convert::Infallible) -> AnyRulesError {
        match never {}
    }
}

impl AnyRules {
    /// The rules of preset `id`, in whichever family has it ([`FamilyId::of_preset`]),
    /// with each `key=value` option of `sets` applied in order.
    ///
    /// # Errors
    ///
    /// An unknown preset (listing the known ones), a bad option, or options that make no
    /// playable variant.
    pub fn from_preset<S: AsRef<str>>(id: &str, sets: &[S]) -> Result<AnyRules, AnyRulesError> {
        match FamilyId::of_preset(id).ok_or_else(|| unknown_preset(id))? {
            FamilyId::Hunt => Ok(ByFamily::Hunt(build_with::<hunt::Rules>(id, sets)?)),
            FamilyId::Tafl => Ok(ByFamily::Tafl(build_with::<tafl::Rules>(id, sets)?)),
        }
    }

    /// A new game from the rules' start.
    pub fn new_game(self) -> AnyGame {
        map_family!(self, r => Game::new(r))
    }

    /// The side ids in seat order (`hunter`, `flock`; `attackers`, `defenders`).
    pub fn side_ids(&self) -> [&'static str; 2] {
        side_ids(self.family())
    }

    /// The sides' names in this variant, in seat order (`fox`, `geese`).
    pub fn side_names(&self) -> [String; 2] {
        with_family!(self, r => r.side_names())
    }
}

/// The side ids of a family in seat order (`hunter`, `flock`; `attackers`, `defenders`).
pub fn side_ids(family: FamilyId) -> [&'static str; 2] {
    match family {
        FamilyId::Hunt => hunt::Rules::side_ids(),
        FamilyId::Tafl => tafl::Rules::side_ids(),
    }
}

/// The error for a preset id no family has.
fn unknown_preset(id: &str) -> AnyRulesError {
    AnyRulesError::UnknownPreset { id: id.to_string(), known: FamilyId::all_preset_ids().join(", ") }
}

/// A family's preset with options applied, built into rules.
fn build_with<R: Family>(id: &str, sets: &[impl AsRef<str>]) -> Result<R, AnyRulesError>
where
    AnyRulesError: From<R::VariantError>,
{
    let mut variant = R::preset_variant(id).ok_or_else(|| unknown_preset(id))?;
    for pair in sets {
        variant.set_pair(pair.as_ref())?;
    }
    Ok(R::build(&variant)?)
}
