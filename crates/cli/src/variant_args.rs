//! The variant a command works on: a preset id or variant file, `--variant-file`, `--set`,
//! and `--moves` played from the start.

use anyhow::{Context, Result, bail};
use clap::Args;
use reynard_rules::hunt::PerftTable;
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Family, Game, tafl};
use reynard_search::DefaultEvaluator;
use reynard_search::oracle::Oracle;
use std::path::PathBuf;
use std::sync::Arc;

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
                all_preset_ids().join(", ")
            );
        }
        match &self.variant_file {
            Some(path) => read(path, Some(&self.variant)),
            None => Variant::preset(&self.variant).context("a preset"),
        }
    }
}

/// The rules of any family (shared with the server: see [`reynard_rules::AnyRules`]);
/// [`with_rules!`] runs a generic body on the rules inside.
pub use reynard_rules::AnyRules;
pub(crate) use reynard_rules::with_rules;

/// What the commands need of a family beyond [`Family`]: search, perft, the board report.
pub trait CliFamily: Family + DefaultEvaluator<Eval: Send> + Send + Sync {
    /// The position perft counts from.
    fn perft_start(&self) -> Self::Position;
    /// Move path counts, walking every path.
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64;
    /// Move path counts with a transposition table.
    fn perft_hashed(&self, pos: &Self::Position, depth: u32, table: &mut PerftTable) -> u64;
    /// The count of depth `depth - 1` below each move.
    fn divide(&self, pos: &Self::Position, depth: u32) -> Vec<(Self::Move, u64)>;
    /// The board and the state of play, as `show` prints them.
    fn describe(game: &Game<Self>) -> String;
    /// The 64-bit hash of a position (for repetition in search).
    fn position_hash(pos: &Self::Position) -> u64;
    /// Solved tables of these rules in `dir`, where the family has a solver.
    fn oracle(&self, _dir: &std::path::Path) -> Option<Arc<dyn Oracle<Self>>> {
        None
    }
}

impl CliFamily for Rules {
    fn perft_start(&self) -> Self::Position {
        self.fixed_start()
    }
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64 {
        Rules::perft(self, pos, depth)
    }
    fn perft_hashed(&self, pos: &Self::Position, depth: u32, table: &mut PerftTable) -> u64 {
        Rules::perft_hashed(self, pos, depth, table)
    }
    fn divide(&self, pos: &Self::Position, depth: u32) -> Vec<(Self::Move, u64)> {
        Rules::divide(self, pos, depth)
    }
    fn describe(game: &Game<Self>) -> String {
        crate::commands::show::describe(game)
    }
    fn oracle(&self, dir: &std::path::Path) -> Option<Arc<dyn Oracle<Self>>> {
        reynard_tables::hunt_oracle(self, dir)
    }
    fn position_hash(pos: &Self::Position) -> u64 {
        pos.hash()
    }
}

impl CliFamily for tafl::Rules {
    fn perft_start(&self) -> Self::Position {
        self.start()
    }
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64 {
        tafl::Rules::perft(self, pos, depth)
    }
    fn perft_hashed(&self, pos: &Self::Position, depth: u32, table: &mut PerftTable) -> u64 {
        tafl::Rules::perft_hashed(self, pos, depth, table)
    }
    fn divide(&self, pos: &Self::Position, depth: u32) -> Vec<(Self::Move, u64)> {
        tafl::Rules::divide(self, pos, depth)
    }
    fn describe(game: &Game<Self>) -> String {
        crate::commands::show::describe_tafl(game)
    }
    fn position_hash(pos: &Self::Position) -> u64 {
        pos.hash()
    }
}

impl VariantArgs {
    /// The rules of whichever family VARIANT belongs to (a tafl preset, else hunt), with
    /// every `--set` applied.
    pub fn any_rules(&self) -> Result<AnyRules> {
        let Some(mut variant) = tafl::Variant::preset(&self.variant) else {
            return Ok(AnyRules::Hunt(self.rules()?));
        };
        if self.variant_file.is_some() {
            bail!("variant files are for the hunt games; give tafl options with --set");
        }
        for pair in &self.sets {
            variant.set_pair(pair).with_context(|| format!("--set {pair}"))?;
        }
        Ok(AnyRules::Tafl(tafl::Rules::new(&variant)))
    }
}

pub use reynard_rules::all_preset_ids;

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
