//! The variant a command works on: a preset id or variant file, `--variant-file`, `--set`,
//! and `--moves` played from the start.

use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_play::{AnyRules, AnyVariant, ByFamily, FamilyId};
use reynard_rules::{Family, Game, hunt};
use std::path::{Path, PathBuf};

/// Selects a variant and its options.
#[derive(Args, Debug, Clone, Default)]
pub struct VariantArgs {
    /// A preset id (see `reynard variants`) or a variant file (a path ending in .toml).
    #[arg(value_name = "VARIANT")]
    pub variant: String,
    /// A TOML variant file applied on top of VARIANT (it may also name the preset itself).
    #[arg(long, value_name = "FILE")]
    pub variant_file: Option<PathBuf>,
    /// Set an option, like `--set capture=mandatory` (repeatable; see `reynard variants --options`).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub sets: Vec<String>,
}

impl VariantArgs {
    /// The rules of whichever family VARIANT belongs to (a preset's family, or a variant
    /// file's: [`FamilyId::of_variant_file`]), with the file and every `--set` applied.
    ///
    /// # Errors
    ///
    /// An unknown preset, an unreadable or invalid variant file (naming the file and the
    /// line), a `--set` the family refuses (naming it), or options that make no playable
    /// variant.
    pub fn any_rules(&self) -> Result<AnyRules> {
        let mut variant = self.any_variant()?;
        for pair in &self.sets {
            variant.set_pair(pair).with_context(|| format!("--set {pair}"))?;
        }
        variant.build().with_context(|| format!("variant `{}`", self.variant))
    }

    /// The rules of a hunt variant, for the commands that take only the hunt games.
    ///
    /// # Errors
    ///
    /// As [`VariantArgs::any_rules`], and a variant of another family.
    pub fn hunt_rules(&self) -> Result<hunt::Rules> {
        match self.any_rules()? {
            ByFamily::Hunt(rules) => Ok(rules),
            other => bail!(
                "`{}` is a {} game; this command takes the hunt games",
                self.variant,
                other.family().tag()
            ),
        }
    }

    /// The variant VARIANT (and `--variant-file`) names, before `--set`.
    fn any_variant(&self) -> Result<AnyVariant> {
        if self.variant.ends_with(".toml") {
            if self.variant_file.is_some() {
                bail!("give the variant file either as VARIANT or with --variant-file, not both");
            }
            return read(Path::new(&self.variant), None);
        }
        if FamilyId::of_preset(&self.variant).is_none() {
            bail!(
                "unknown variant `{}`; the presets are: {} (or give a .toml variant file)",
                self.variant,
                FamilyId::all_preset_ids().join(", ")
            );
        }
        match &self.variant_file {
            Some(path) => read(path, Some(&self.variant)),
            None => Ok(AnyVariant::preset(&self.variant)?),
        }
    }
}

/// Reads a variant file, of whichever family its preset (or `base`) belongs to.
fn read(path: &Path, base: Option<&str>) -> Result<AnyVariant> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    AnyVariant::from_variant_file(&text, base).with_context(|| format!("variant file {}", path.display()))
}

/// Plays `moves` (separated by spaces or commas) in `game`; an illegal move is reported
/// with its number.
///
/// # Errors
///
/// The first move that cannot be played, with its number and text.
pub fn play_moves<R: Family>(game: &mut Game<R>, moves: &str) -> Result<()> {
    for (i, text) in
        moves.split(|c: char| c == ',' || c.is_whitespace()).filter(|s| !s.is_empty()).enumerate()
    {
        game.play_text(text).with_context(|| format!("--moves: move {} `{text}`", i + 1))?;
    }
    Ok(())
}
