//! Hunt variants as variant files: read ([`crate::read_variant_file`], the format for every
//! family) and written back.

use super::rules::Rules;
use super::variant::Variant;
use crate::VariantOptions;
use crate::variant_file::{VariantFileError, read_variant_file};

impl Variant {
    /// Reads a variant file. Options are applied in file order on top of the preset
    /// (`fox-geese` when the file names none).
    ///
    /// # Errors
    ///
    /// As [`read_variant_file`]: a tafl preset, say, is refused as another family's.
    pub fn from_toml(text: &str) -> Result<Variant, VariantFileError> {
        read_variant_file::<Rules>(text, None)
    }

    /// Reads a variant file whose preset, when it names none, is `base`; a file naming
    /// another preset than `base` is refused.
    ///
    /// # Errors
    ///
    /// As [`read_variant_file`].
    pub fn from_toml_on(text: &str, base: Option<&str>) -> Result<Variant, VariantFileError> {
        read_variant_file::<Rules>(text, base)
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
