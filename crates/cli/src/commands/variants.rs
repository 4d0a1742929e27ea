//! `reynard variants`: the presets of every family and the solo games that commands take
//! as VARIANT, and the options each takes.

use crate::solo_games::SoloGame;
use anyhow::Result;
use clap::Args;
use reynard_play::FamilyId;
use reynard_rules::OptionSpec;
use std::process::ExitCode;

/// Arguments of `reynard variants`.
#[derive(Args, Debug)]
pub struct VariantsArgs {
    /// Also list every option, with its values.
    #[arg(long)]
    options: bool,
}

/// The solo games commands take as VARIANT.
fn solo_variants() -> impl Iterator<Item = SoloGame> {
    SoloGame::ALL.into_iter().filter(|game| game.is_variant())
}

/// Every preset and solo game with its description, in display order.
fn presets() -> Vec<(&'static str, &'static str)> {
    let families = FamilyId::ALL.into_iter().flat_map(|family| family.presets().iter().copied());
    families.chain(solo_variants().map(|game| (game.id(), game.description()))).collect()
}

/// Every block of options: its title, then its options.
fn option_blocks() -> Vec<(String, Vec<OptionSpec>)> {
    let families = FamilyId::ALL.into_iter().map(|family| {
        let title = format!("{} options ({}):", capitalised(family.tag()), family.preset_ids().join(", "));
        (title, family.options().to_vec())
    });
    let solo = solo_variants().map(|game| {
        let title = format!("{} options (--set key=value):", capitalised(game.id()));
        (title, game.options().iter().map(|o| o.spec).collect())
    });
    families.chain(solo).collect()
}

/// The word with its first letter capital.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Prints the presets (and options).
///
/// # Errors
///
/// None: the lists are the program's own.
pub fn run(args: &VariantsArgs) -> Result<ExitCode> {
    let presets = presets();
    let width = presets.iter().map(|(id, _)| id.len()).max().unwrap_or(0);
    for (id, description) in presets {
        outln!("{id:<width$}  {description}");
    }
    if args.options {
        let blocks = option_blocks();
        let width = blocks.iter().flat_map(|(_, specs)| specs).map(|o| o.key.len()).max().unwrap_or(0);
        outln!();
        outln!(
            "Options: --set key=value, or key = value in a variant file (the file's preset picks the game)."
        );
        for (title, specs) in blocks {
            outln!();
            outln!("{title}");
            for option in specs {
                outln!("  {:<width$}  {} ({})", option.key, option.doc, option.allowed);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_of_every_family_is_listed_once() {
        let listed: Vec<&str> = presets().iter().map(|(id, _)| *id).collect();
        for id in FamilyId::all_preset_ids() {
            assert_eq!(listed.iter().filter(|l| **l == id).count(), 1, "{id}: {listed:?}");
        }
        assert!(listed.contains(&"solitaire"));
        assert_eq!(listed.len(), FamilyId::all_preset_ids().len() + 1, "{listed:?}");
    }

    #[test]
    fn every_family_has_a_block_with_its_options() {
        let blocks = option_blocks();
        for family in FamilyId::ALL {
            let (_, specs) = blocks
                .iter()
                .find(|(title, _)| title.starts_with(&capitalised(family.tag())))
                .unwrap_or_else(|| panic!("no block for {family:?}: {blocks:?}"));
            let keys: Vec<&str> = specs.iter().map(|o| o.key).collect();
            let want: Vec<&str> = family.options().iter().map(|o| o.key).collect();
            assert_eq!(keys, want);
        }
    }
}
