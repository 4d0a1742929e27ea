//! Variant files: TOML that starts from a preset and sets options.
//!
//! ```toml
//! preset = "fox-geese"          # optional; the default is fox-geese
//! name = "fox-geese-mandatory"  # optional id for the new variant
//! description = "Fox and Geese where the fox must capture"
//! capture = "mandatory"         # any option key of `reynard variants --options`
//! extra_flock = ["a4", "g4"]    # lists as arrays (or a comma-separated string)
//! ```

use super::options::OptionError;
use super::variant::Variant;
use crate::VariantOptions;

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

/// The 1-based line where `key` is assigned, or 1 when it cannot be found.
fn line_of(text: &str, key: &str) -> usize {
    text.lines()
        .position(|l| {
            let l = l.trim_start();
            let l = l.strip_prefix('"').unwrap_or(l);
            l.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with(['=', '"']))
        })
        .map_or(1, |i| i + 1)
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

impl Variant {
    /// Reads a variant file. Options are applied in file order on top of the preset
    /// (`fox-geese` when the file names none).
    pub fn from_toml(text: &str) -> Result<Variant, VariantFileError> {
        Variant::from_toml_on(text, None)
    }

    /// Reads a variant file whose preset, when it names none, is `base`; a file naming
    /// another preset than `base` is refused.
    pub fn from_toml_on(text: &str, base: Option<&str>) -> Result<Variant, VariantFileError> {
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            let line = e.span().map_or(1, |s| text[..s.start.min(text.len())].matches('\n').count() + 1);
            VariantFileError::Syntax(format!("line {line}: {}", e.message()))
        })?;
        let bad_type =
            |key: &str| VariantFileError::BadType { line: line_of(text, key), key: key.to_string() };
        let preset = match table.get("preset") {
            None => base.unwrap_or("fox-geese").to_string(),
            Some(v) => v.as_str().ok_or_else(|| bad_type("preset"))?.to_string(),
        };
        if let Some(base) = base.filter(|b| *b != preset) {
            return Err(VariantFileError::PresetConflict {
                line: line_of(text, "preset"),
                file: preset,
                given: base.to_string(),
            });
        }
        let mut variant = Variant::preset(&preset).ok_or_else(|| VariantFileError::UnknownPreset {
            line: line_of(text, "preset"),
            preset: preset.clone(),
            known: Variant::preset_ids().collect::<Vec<_>>().join(", "),
        })?;
        for (key, value) in &table {
            match key.as_str() {
                "preset" => {}
                "name" => variant.id = value.as_str().ok_or_else(|| bad_type(key))?.to_string(),
                "description" => {
                    variant.description = value.as_str().ok_or_else(|| bad_type(key))?.to_string()
                }
                _ => {
                    let text_value = option_text(value).ok_or_else(|| bad_type(key))?;
                    variant
                        .set(key, &text_value)
                        .map_err(|error| VariantFileError::Option { line: line_of(text, key), error })?;
                }
            }
        }
        Ok(variant)
    }

    /// Writes the variant as a variant file that [`Variant::from_toml`] reads back to it.
    pub fn to_toml(&self) -> String {
        let mut out = format!("preset = \"{}\"\n", self.base);
        if self.id != self.base {
            out += &format!("name = {}\n", toml::Value::String(self.id.clone()));
        }
        if let Some(preset) = Variant::preset(&self.base) {
            if self.description != preset.description {
                out += &format!("description = {}\n", toml::Value::String(self.description.clone()));
            }
            for (key, value) in self.differences(&preset) {
                out += &format!("{key} = {}\n", toml::Value::String(value));
            }
        }
        out
    }
}
