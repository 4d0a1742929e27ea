//! [`AnyRules`]: the rules of any two-player family, chosen by preset id at run time. The
//! one dispatch point of the programs that serve every family (the command line, the
//! server); [`with_rules!`](crate::with_rules) runs a generic body on the rules inside.

use crate::hunt::{OptionError, VariantError};
use crate::{Family, hunt, tafl};

/// The rules of any family.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // built once per game: its size does not matter
pub enum AnyRules {
    /// A hunt game (Fox and Geese and relatives).
    Hunt(hunt::Rules),
    /// A tafl game (Hnefatafl and relatives).
    Tafl(tafl::Rules),
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

/// Runs `$body` with `$rules` bound to the rules of an [`AnyRules`], whichever the family:
/// the body is compiled once per family.
#[macro_export]
macro_rules! with_rules {
    ($any:expr, $rules:ident => $body:expr) => {
        match $any {
            $crate::AnyRules::Hunt($rules) => $body,
            $crate::AnyRules::Tafl($rules) => $body,
        }
    };
}

impl AnyRules {
    /// The rules of preset `id` (a tafl preset, else a hunt one) with each `key=value`
    /// option of `sets` applied in order.
    pub fn from_preset<S: AsRef<str>>(id: &str, sets: &[S]) -> Result<AnyRules, AnyRulesError> {
        if let Some(variant) = tafl::Variant::preset(id) {
            return Ok(AnyRules::Tafl(build_with::<tafl::Rules>(variant, sets)?));
        }
        match hunt::Variant::preset(id) {
            Some(variant) => Ok(AnyRules::Hunt(build_with::<hunt::Rules>(variant, sets)?)),
            None => {
                Err(AnyRulesError::UnknownPreset { id: id.to_string(), known: all_preset_ids().join(", ") })
            }
        }
    }

    /// The family's record tag: `hunt` or `tafl`.
    pub fn family(&self) -> &'static str {
        match self {
            AnyRules::Hunt(_) => hunt::Rules::GAME,
            AnyRules::Tafl(_) => tafl::Rules::GAME,
        }
    }
}

/// A family's preset variant with options applied, built into rules.
fn build_with<R: Family>(mut variant: R::Variant, sets: &[impl AsRef<str>]) -> Result<R, AnyRulesError> {
    for pair in sets {
        R::set_option(&mut variant, pair.as_ref())?;
    }
    Ok(R::build(&variant)?)
}

/// Every preset id of every family, hunt first.
pub fn all_preset_ids() -> Vec<&'static str> {
    let mut ids = hunt::Variant::preset_ids().collect::<Vec<_>>();
    ids.extend(tafl::Variant::preset_ids());
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_pick_their_family() {
        let none: [&str; 0] = [];
        assert!(matches!(AnyRules::from_preset("fox-geese", &none), Ok(AnyRules::Hunt(_))));
        assert!(matches!(AnyRules::from_preset("hnefatafl-11", &none), Ok(AnyRules::Tafl(_))));
        assert!(matches!(AnyRules::from_preset("chess", &none), Err(AnyRulesError::UnknownPreset { .. })));
        assert!(matches!(AnyRules::from_preset("fox-geese", &["nonsense=1"]), Err(AnyRulesError::Option(_))));
        let family = with_rules!(AnyRules::from_preset("asalto", &none).expect("preset"), r => {
            r.variant_id().to_string()
        });
        assert_eq!(family, "asalto");
    }
}
