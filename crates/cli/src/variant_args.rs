//! The variant a command works on: a preset id or variant file, `--variant-file`, `--set`,
//! and `--moves` played from the start.

use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_play::{AnyRules, FamilyId};
use reynard_rules::VariantOptions;
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Family, Game};
use std::path::PathBuf;

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
    /// The variant, with the file and every `--set` applied, validated into rules.
    pub fn rules(&self) -> Result<Rules> {
        let mut variant = self.variant()?;
        for pair in &self.sets {
            variant.set_pair(pair).with_context(|| format!("--set {pair}"))?;
        }
        Rules::new(&variant).with_context(|| format!("variant `{}`", variant.id))
    }

    fn variant(&self) -> Result<Variant> {
        let read = |path: &PathBuf, base: Option<&str>| -> Result<Variant> {
            let text =
                std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
            Variant::from_toml_on(&text, base).with_context(|| format!("variant file {}", path.display()))
        };
        if self.variant.ends_with(".toml") {
            if self.variant_file.is_some() {
                bail!("give the variant file either as VARIANT or with --variant-file, not both");
            }
            return read(&PathBuf::from(&self.variant), None);
        }
        if Variant::preset(&self.variant).is_none() {
            bail!(
                "unknown variant `{}`; the presets are: {} (or give a .toml variant file)",
                self.variant,
                FamilyId::all_preset_ids().join(", ")
            );
        }
        match &self.variant_file {
            Some(path) => read(path, Some(&self.variant)),
            None => Variant::preset(&self.variant).context("a preset"),
        }
    }
}

impl VariantArgs {
    /// The rules of whichever family VARIANT belongs to ([`FamilyId::of_preset`]), with
    /// every `--set` applied; a variant file (or an unknown name) is read as a hunt one.
    pub fn any_rules(&self) -> Result<AnyRules> {
        match FamilyId::of_preset(&self.variant) {
            Some(FamilyId::Tafl) => {
                if self.variant_file.is_some() {
                    bail!("variant files are for the hunt games; give tafl options with --set");
                }
                Ok(AnyRules::Tafl(self.preset_rules()?))
            }
            Some(FamilyId::Hunt) | None => Ok(AnyRules::Hunt(self.rules()?)),
        }
    }

    /// The rules of preset VARIANT of family `R`, with every `--set` applied.
    fn preset_rules<R: Family<VariantError: Send + Sync>>(&self) -> Result<R> {
        let mut variant = R::preset_variant(&self.variant).context("a preset")?;
        for pair in &self.sets {
            variant.set_pair(pair).with_context(|| format!("--set {pair}"))?;
        }
        R::build(&variant).with_context(|| format!("variant `{}`", self.variant))
    }
}

/// Plays `moves` (separated by spaces or commas) in `game`; an illegal move is reported
/// with its number.
pub fn play_moves<R: Family>(game: &mut Game<R>, moves: &str) -> Result<()> {
    for (i, text) in
        moves.split(|c: char| c == ',' || c.is_whitespace()).filter(|s| !s.is_empty()).enumerate()
    {
        game.play_text(text).with_context(|| format!("--moves: move {} `{text}`", i + 1))?;
    }
    Ok(())
}
