//! Variant files: TOML that starts from a preset of any family and sets its options.
//!
//! ```toml
//! preset = "fox-geese"          # optional; the default is the first preset (fox-geese)
//! name = "fox-geese-mandatory"  # optional id for the new variant (where the family has names)
//! description = "Fox and Geese where the fox must capture"
//! capture = "mandatory"         # any option key of `reynard variants --options`
//! extra_flock = ["a4", "g4"]    # lists as arrays (or a comma-separated string)
//! ```
//!
//! The preset decides the family ([`FamilyId::of_variant_file`]); [`read_variant_file`]
//! then reads the file as that family's variant. A tafl file, say:
//!
//! ```
//! use reynard_rules::{FamilyId, VariantOptions, read_variant_file, tafl};
//! let text = "preset = \"hnefatafl-9\"\nking_armed = false\n";
//! assert_eq!(FamilyId::of_variant_file(text, None), Ok(FamilyId::Tafl));
//! let variant = read_variant_file::<tafl::Rules>(text, None).expect("a tafl variant file");
//! assert_eq!(variant.get("king_armed").as_deref(), Ok("false"));
//! ```

use crate::option_text::{OptionError, VariantOptions};
use crate::{Family, FamilyId};

/// What is wrong with a variant file, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantFileError {
    /// Not valid TOML.
    #[error("{0}")]
    Syntax(String),
    /// `preset = …` names no preset.
    #[error("line {line}: unknown preset `{preset}`; the presets are: {known}")]
    UnknownPreset {
        /// 1-based line of the key.
        line: usize,
        /// The preset given.
        preset: String,
        /// Every preset id.
        known: String,
    },
    /// The file's preset belongs to another family than the one it is read as.
    #[error("line {line}: preset `{preset}` is a {family} game, not a {wanted} one")]
    OtherFamily {
        /// 1-based line of the `preset` key.
        line: usize,
        /// The preset given.
        preset: String,
        /// The family of the preset (its tag).
        family: &'static str,
        /// The family the file was read as (its tag).
        wanted: &'static str,
    },
    /// The file starts from another preset than the one asked for.
    #[error("line {line}: the file starts from preset `{file}`, not `{given}`")]
    PresetConflict {
        /// 1-based line of the `preset` key.
        line: usize,
        /// The file's preset.
        file: String,
        /// The preset asked for.
        given: String,
    },
    /// A value of the wrong TOML type (a table, a date, a list of numbers…).
    #[error("line {line}: `{key}` must be a string, number, boolean or list of strings")]
    BadType {
        /// 1-based line of the key.
        line: usize,
        /// The key.
        key: String,
    },
    /// An option error, with its line.
    #[error("line {line}: {error}")]
    Option {
        /// 1-based line of the key.
        line: usize,
        /// What is wrong.
        error: OptionError,
    },
}

/// A variant file read as TOML, with its text for line numbers.
struct VariantFile<'a> {
    text: &'a str,
    table: toml::Table,
}

impl<'a> VariantFile<'a> {
    /// Reads the TOML.
    fn parse(text: &'a str) -> Result<VariantFile<'a>, VariantFileError> {
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            let line = e.span().map_or(1, |s| text[..s.start.min(text.len())].matches('\n').count() + 1);
            VariantFileError::Syntax(format!("line {line}: {}", e.message()))
        })?;
        Ok(VariantFile { text, table })
    }

    /// The 1-based line where `key` is assigned, or 1 when it cannot be found.
    fn line_of(&self, key: &str) -> usize {
        self.text
            .lines()
            .position(|l| {
                let l = l.trim_start();
                let l = l.strip_prefix('"').unwrap_or(l);
                l.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with(['=', '"']))
            })
            .map_or(1, |i| i + 1)
    }

    fn bad_type(&self, key: &str) -> VariantFileError {
        VariantFileError::BadType { line: self.line_of(key), key: key.to_string() }
    }

    /// The value of a key that takes a string (`preset`, `name`, `description`).
    fn string(&self, key: &str) -> Result<Option<&str>, VariantFileError> {
        self.table.get(key).map(|v| v.as_str().ok_or_else(|| self.bad_type(key))).transpose()
    }

    /// The preset the file starts from: its own `preset`, else `base`, else `default`. A
    /// file naming another preset than `base` is refused.
    fn preset(&self, base: Option<&str>, default: &str) -> Result<String, VariantFileError> {
        let preset = self.string("preset")?.or(base).unwrap_or(default).to_string();
        match base.filter(|b| *b != preset) {
            Some(base) => Err(VariantFileError::PresetConflict {
                line: self.line_of("preset"),
                file: preset,
                given: base.to_string(),
            }),
            None => Ok(preset),
        }
    }
}

/// A TOML value as option text, or `None` for types options do not take.
fn option_text(value: &toml::Value) -> Option<String> {
    match value {
        toml::Value::String(s) => Some(s.clone()),
        toml::Value::Integer(i) => Some(i.to_string()),
        toml::Value::Boolean(b) => Some(b.to_string()),
        toml::Value::Array(items) => {
            let names: Option<Vec<&str>> = items.iter().map(|v| v.as_str()).collect();
            let names = names?;
            Some(if names.is_empty() { "none".to_string() } else { names.join(",") })
        }
        _ => None,
    }
}

impl FamilyId {
    /// The family of a variant file: the family of its `preset` (when it names none, of
    /// `base`, else of the first preset of all, `fox-geese`).
    ///
    /// # Errors
    ///
    /// The text is not TOML, its `preset` is not a string or no family's preset (the error
    /// lists every preset), or it names another preset than `base`.
    pub fn of_variant_file(text: &str, base: Option<&str>) -> Result<FamilyId, VariantFileError> {
        let file = VariantFile::parse(text)?;
        let all = FamilyId::all_preset_ids();
        let preset = file.preset(base, all.first().copied().unwrap_or_default())?;
        FamilyId::of_preset(&preset).ok_or_else(|| VariantFileError::UnknownPreset {
            line: file.line_of("preset"),
            preset,
            known: all.join(", "),
        })
    }
}

/// Reads a variant file as a variant of family `F`. Options are applied in file order on
/// top of the preset: the file's `preset`, else `base`, else the family's first preset.
/// `name` renames the variant and `description` describes it, where the family keeps them
/// ([`Family::rename`], [`Family::set_description`]).
///
/// # Errors
///
/// The text is not TOML; the preset is another family's ([`VariantFileError::OtherFamily`])
/// or no preset at all, or differs from `base`; a value has a type options do not take; an
/// option is unknown or refuses its value. Each error but the TOML's names its line (the
/// TOML's says it in its text).
pub fn read_variant_file<F: Family>(text: &str, base: Option<&str>) -> Result<F::Variant, VariantFileError> {
    let file = VariantFile::parse(text)?;
    let ids = F::preset_ids();
    let preset = file.preset(base, ids.first().copied().unwrap_or_default())?;
    let mut variant = F::preset_variant(&preset).ok_or_else(|| {
        let line = file.line_of("preset");
        match FamilyId::of_preset(&preset) {
            Some(other) => VariantFileError::OtherFamily {
                line,
                preset: preset.clone(),
                family: other.tag(),
                wanted: F::GAME,
            },
            None => VariantFileError::UnknownPreset { line, preset: preset.clone(), known: ids.join(", ") },
        }
    })?;
    for (key, value) in &file.table {
        match key.as_str() {
            "preset" => {}
            "name" => F::rename(&mut variant, file.string(key)?.unwrap_or_default()),
            "description" => F::set_description(&mut variant, file.string(key)?.unwrap_or_default()),
            _ => {
                let text_value = option_text(value).ok_or_else(|| file.bad_type(key))?;
                variant
                    .set(key, &text_value)
                    .map_err(|error| VariantFileError::Option { line: file.line_of(key), error })?;
            }
        }
    }
    Ok(variant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{hunt, tafl};

    #[test]
    fn a_tafl_file_reads_as_a_tafl_variant() {
        let text = "preset = \"copenhagen-11\"\nname = \"mine\"\ndescription = \"x\"\nshield_wall = false\n";
        let variant = read_variant_file::<tafl::Rules>(text, None).expect("a tafl variant file");
        let mut want = tafl::Variant::preset("copenhagen-11").expect("a preset");
        want.set("shield_wall", "false").expect("an option");
        // Tafl variants keep neither names nor descriptions: the id stays the preset's.
        assert_eq!(variant, want);
        let on_base = read_variant_file::<tafl::Rules>("first = \"defenders\"\n", Some("hnefatafl-11"));
        assert_eq!(
            on_base.map(|v| (v.id.clone(), v.get("first"))),
            Ok(("hnefatafl-11".into(), Ok("defenders".into())))
        );
        // Without a preset or base, the family's first preset.
        assert_eq!(read_variant_file::<tafl::Rules>("", None).map(|v| v.id), Ok("hnefatafl-9".into()));
    }

    #[test]
    fn a_file_of_another_family_is_refused_by_name() {
        let text = "# a tafl file\npreset = \"hnefatafl-9\"\n";
        assert_eq!(
            hunt::Variant::from_toml(text),
            Err(VariantFileError::OtherFamily {
                line: 2,
                preset: "hnefatafl-9".into(),
                family: "tafl",
                wanted: "hunt"
            })
        );
        let error =
            read_variant_file::<tafl::Rules>("preset = \"asalto\"\n", None).expect_err("a hunt preset");
        assert_eq!(error.to_string(), "line 1: preset `asalto` is a hunt game, not a tafl one");
    }

    #[test]
    fn tafl_errors_name_their_line() {
        let bad =
            read_variant_file::<tafl::Rules>("preset = \"hnefatafl-9\"\n\nking_capture = \"five\"\n", None);
        assert!(matches!(bad, Err(VariantFileError::Option { line: 3, .. })), "{bad:?}");
        let typed = read_variant_file::<tafl::Rules>("king_armed = 1.5\n", None);
        assert!(matches!(typed, Err(VariantFileError::BadType { line: 1, .. })), "{typed:?}");
        let conflict = read_variant_file::<tafl::Rules>("preset = \"hnefatafl-9\"\n", Some("copenhagen-11"));
        assert!(matches!(conflict, Err(VariantFileError::PresetConflict { line: 1, .. })), "{conflict:?}");
        let unknown = read_variant_file::<tafl::Rules>("preset = \"chess\"\n", None);
        let Err(VariantFileError::UnknownPreset { known, .. }) = unknown else { panic!("{unknown:?}") };
        assert_eq!(
            known,
            "hnefatafl-9, hnefatafl-11, copenhagen-11, brandubh, tablut, fetlar-11, ard-ri, tawlbwrdd-11, hnefatafl-13, alea-evangelii"
        );
    }
}
