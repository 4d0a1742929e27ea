//! The options a player sets when starting a game, as every front end offers them (the
//! terminal's start menu, the server's list of presets for the browser's lobby).

use crate::dispatch::AnyVariant;
use reynard_rules::OptionSpec;

/// One option of a variant as a player sets it: the rule, the variant's value, and the
/// values to choose from.
#[derive(Clone, Debug)]
pub struct GameOption {
    /// The option (key, the values it takes, what it does).
    pub spec: &'static OptionSpec,
    /// The variant's value, as `key=value` text writes it.
    pub value: String,
    /// The values to choose from ([`OptionSpec::choices`]); `None` when the value is typed.
    pub choices: Option<Vec<&'static str>>,
}

impl AnyVariant {
    /// The options a player sets, in the family's display order: every option but the side
    /// names (`*_name`, words of the results rather than rules).
    pub fn game_options(&self) -> Vec<GameOption> {
        self.options()
            .into_iter()
            .filter(|(spec, _)| !spec.key.ends_with("_name"))
            .map(|(spec, value)| GameOption { spec, value, choices: spec.choices() })
            .collect()
    }
}
