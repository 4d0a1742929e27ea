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
use reynard_rules::OptionSpec;
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{OptionError, VariantError};
use reynard_rules::{Family, FamilyId, Game, VariantFileError, hunt, read_variant_file, tafl};

/// A type that depends on the family: `Of<R>` for the rules `R` of each family.
pub trait PerFamily {
    /// The type for family `R`.
    type Of<R: PlayFamily>;
}

/// A value of type `W::Of<R>` for one family `R`, chosen at run time.
pub enum ByFamily<W: PerFamily> {
    /// A hunt game (Fox and Geese and relatives).
    Hunt(W::Of<hunt::Rules>),
    /// A tafl game (Hnefatafl and relatives) on a board up to 11x11.
    Tafl(W::Of<tafl::Rules>),
    /// A tafl game on a larger board (13x13, 19x19): the same family, with wide cell sets.
    /// An [`AnyVariant`] is always [`ByFamily::Tafl`]; building it picks the width.
    TaflWide(W::Of<tafl::WideRules>),
}

/// Runs `$body` with `$x` bound to the value inside a [`ByFamily`] (by value, `&` or
/// `&mut`, as `$any` is), whichever the family: the body is compiled once per family.
#[macro_export]
macro_rules! with_family {
    ($any:expr, $x:ident => $body:expr) => {
        match $any {
            $crate::ByFamily::Hunt($x) => $body,
            $crate::ByFamily::Tafl($x) => $body,
            $crate::ByFamily::TaflWide($x) => $body,
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
            $crate::ByFamily::TaflWide($x) => $crate::ByFamily::TaflWide($body),
        }
    };
}

impl<W: PerFamily> ByFamily<W> {
    /// The family of the value.
    pub fn family(&self) -> FamilyId {
        match self {
            ByFamily::Hunt(_) => FamilyId::Hunt,
            ByFamily::Tafl(_) | ByFamily::TaflWide(_) => FamilyId::Tafl,
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
    W::Of<tafl::WideRules>: Clone,
{
    fn clone(&self) -> ByFamily<W> {
        map_family!(self, x => x.clone())
    }
}

impl<W: PerFamily> std::fmt::Debug for ByFamily<W>
where
    W::Of<hunt::Rules>: std::fmt::Debug,
    W::Of<tafl::Rules>: std::fmt::Debug,
    W::Of<tafl::WideRules>: std::fmt::Debug,
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
    /// A tafl variant whose start cannot be played.
    #[error(transparent)]
    TaflVariant(#[from] reynard_rules::tafl::VariantError),
    /// A variant file that cannot be read (its line is in the error).
    #[error(transparent)]
    VariantFile(#[from] VariantFileError),
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
        AnyVariant::preset(id)?.with_sets(sets)?.build()
    }

    /// The rules of a variant file ([`AnyVariant::from_variant_file`]), with each
    /// `key=value` option of `sets` applied after the file's.
    ///
    /// # Errors
    ///
    /// The file cannot be read ([`AnyRulesError::VariantFile`], with its line), a bad
    /// option in `sets`, or options that make no playable variant.
    pub fn from_variant_file<S: AsRef<str>>(
        text: &str,
        base: Option<&str>,
        sets: &[S],
    ) -> Result<AnyRules, AnyRulesError> {
        AnyVariant::from_variant_file(text, base)?.with_sets(sets)?.build()
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

    /// The preset the rules came from.
    pub fn preset_id(&self) -> &str {
        with_family!(self, r => r.preset_id())
    }

    /// Every option of the rules with its value, in the family's display order.
    pub fn options(&self) -> Vec<(&'static OptionSpec, String)> {
        with_family!(self, r => option_values(r.variant_data()))
    }
}

/// The side ids of a family in seat order (`hunter`, `flock`; `attackers`, `defenders`).
pub fn side_ids(family: FamilyId) -> [&'static str; 2] {
    match family {
        FamilyId::Hunt => hunt::Rules::side_ids(),
        FamilyId::Tafl => <tafl::Rules>::side_ids(),
    }
}

/// The error for a preset id no family has.
fn unknown_preset(id: &str) -> AnyRulesError {
    AnyRulesError::UnknownPreset { id: id.to_string(), known: FamilyId::all_preset_ids().join(", ") }
}

/// The variant of each family as plain data: [`AnyVariant`].
#[derive(Clone, Copy, Debug)]
pub struct VariantOf;

impl PerFamily for VariantOf {
    type Of<R: PlayFamily> = R::Variant;
}

/// The variant of any family, as plain data: a preset or variant file with options set,
/// not yet checked into rules ([`AnyVariant::build`]).
pub type AnyVariant = ByFamily<VariantOf>;

impl AnyVariant {
    /// Preset `id`, in whichever family has it ([`FamilyId::of_preset`]).
    ///
    /// # Errors
    ///
    /// No family has the preset ([`AnyRulesError::UnknownPreset`], listing every preset).
    pub fn preset(id: &str) -> Result<AnyVariant, AnyRulesError> {
        AnyVariant::from_source(Source::Preset(id))
    }

    /// A variant file (TOML, see [`read_variant_file`]) read as the variant of the family
    /// its preset belongs to ([`FamilyId::of_variant_file`]); `base` is the preset it
    /// starts from when it names none.
    ///
    /// # Errors
    ///
    /// [`AnyRulesError::VariantFile`], with the line: not TOML, an unknown preset, another
    /// preset than `base`, a value or option the family does not take.
    pub fn from_variant_file(text: &str, base: Option<&str>) -> Result<AnyVariant, AnyRulesError> {
        AnyVariant::from_source(Source::File { text, base })
    }

    /// The one place that reads a variant of the family a [`Source`] belongs to.
    fn from_source(source: Source<'_>) -> Result<AnyVariant, AnyRulesError> {
        match source.family()? {
            FamilyId::Hunt => Ok(ByFamily::Hunt(source.variant::<hunt::Rules>()?)),
            FamilyId::Tafl => Ok(ByFamily::Tafl(source.variant::<tafl::Rules>()?)),
        }
    }

    /// Sets one option from `key=value` text.
    ///
    /// # Errors
    ///
    /// Text without `=`, an unknown key (listing the family's keys) or a value the option
    /// does not take; the variant is unchanged then.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        with_family!(self, variant => variant.set_pair(pair))
    }

    /// The variant with each `key=value` option of `sets` applied in order.
    ///
    /// # Errors
    ///
    /// As [`AnyVariant::set_pair`], for the first pair refused.
    pub fn with_sets<S: AsRef<str>>(mut self, sets: &[S]) -> Result<AnyVariant, OptionError> {
        for pair in sets {
            self.set_pair(pair.as_ref())?;
        }
        Ok(self)
    }

    /// The variant's options and their values now, in the family's display order.
    pub fn options(&self) -> Vec<(&'static OptionSpec, String)> {
        with_family!(self, variant => option_values(variant))
    }

    /// The variant checked and compiled into rules.
    ///
    /// # Errors
    ///
    /// The family's reason why the options make no playable variant.
    pub fn build(&self) -> Result<AnyRules, AnyRulesError> {
        match self {
            ByFamily::Hunt(variant) => Ok(ByFamily::Hunt(build(variant)?)),
            // A variant is always `Tafl` (the width is the rules' business); the arms
            // share the one choice of width.
            ByFamily::Tafl(variant) | ByFamily::TaflWide(variant) => Ok(AnyRules::of_tafl(variant)?),
        }
    }
}

impl AnyRules {
    /// A tafl variant's rules, with the cell sets its board needs: a `u128` up to 11x11
    /// ([`ByFamily::Tafl`]), else the wide sets ([`ByFamily::TaflWide`]). The one place
    /// the width is chosen: [`AnyVariant::build`] and the record replay
    /// ([`crate::AnyGame::from_record`]) both ask it.
    ///
    /// # Errors
    ///
    /// Why the variant's start cannot be played.
    pub fn of_tafl(variant: &tafl::Variant) -> Result<AnyRules, tafl::VariantError> {
        Ok(if variant.needs_wide_cells() {
            ByFamily::TaflWide(tafl::WideRules::build(variant)?)
        } else {
            ByFamily::Tafl(tafl::Rules::build(variant)?)
        })
    }
}

/// Every option of a variant with its value.
fn option_values<V: VariantOptions>(variant: &V) -> Vec<(&'static OptionSpec, String)> {
    // `get` cannot fail on the keys of OPTIONS; an empty value would only show as empty.
    V::OPTIONS.iter().map(|spec| (spec, variant.get(spec.key).unwrap_or_default())).collect()
}

/// A family's variant compiled into its rules.
fn build<R: Family>(variant: &R::Variant) -> Result<R, AnyRulesError>
where
    AnyRulesError: From<R::VariantError>,
{
    Ok(R::build(variant)?)
}

/// Where a variant comes from.
#[derive(Clone, Copy)]
enum Source<'a> {
    /// A preset, by id.
    Preset(&'a str),
    /// A variant file's text, and the preset it starts from when it names none.
    File { text: &'a str, base: Option<&'a str> },
}

impl Source<'_> {
    /// The family the variant belongs to.
    fn family(self) -> Result<FamilyId, AnyRulesError> {
        match self {
            Source::Preset(id) => FamilyId::of_preset(id).ok_or_else(|| unknown_preset(id)),
            Source::File { text, base } => Ok(FamilyId::of_variant_file(text, base)?),
        }
    }

    /// The variant as family `R` reads it.
    fn variant<R: Family>(self) -> Result<R::Variant, AnyRulesError> {
        match self {
            Source::Preset(id) => R::preset_variant(id).ok_or_else(|| unknown_preset(id)),
            Source::File { text, base } => Ok(read_variant_file::<R>(text, base)?),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Explain;

    #[test]
    fn a_variant_file_builds_the_rules_of_its_presets_family() {
        let tafl = AnyRules::from_variant_file(
            "preset = \"hnefatafl-9\"\nking_armed = false\n",
            None,
            &["first=defenders"],
        )
        .expect("a tafl file");
        let ByFamily::Tafl(rules) = tafl else { panic!("{tafl:?}") };
        let changes = rules.preset_and_changes();
        assert_eq!(
            changes,
            ("hnefatafl-9".into(), vec![("first", "defenders".into()), ("king_armed", "false".into())])
        );
        let hunt = AnyRules::from_variant_file("capture = \"mandatory\"\n", Some("asalto"), &[] as &[&str]);
        assert_eq!(hunt.map(|r| r.family()).ok(), Some(FamilyId::Hunt));
    }

    #[test]
    fn a_bad_variant_file_says_why_with_its_line() {
        let error =
            AnyRules::from_variant_file("preset = \"fox-geese\"\nking_armed = false\n", None, &[] as &[&str])
                .expect_err("a tafl option in a hunt file");
        assert!(matches!(error, AnyRulesError::VariantFile(_)), "{error:?}");
        assert!(error.to_string().starts_with("line 2: unknown option `king_armed`"), "{error}");
        assert_eq!(error.explain().reason(), "status-plain");
        let mut variant = AnyVariant::preset("copenhagen-11").expect("a preset");
        assert!(variant.set_pair("fox_wins_at=3").is_err());
        assert!(variant.set_pair("edge_fort=false").is_ok());
        let options = variant.options();
        assert!(
            options.iter().any(|(spec, value)| spec.key == "edge_fort" && value == "false"),
            "{options:?}"
        );
    }
}
