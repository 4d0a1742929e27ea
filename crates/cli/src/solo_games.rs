//! The games beside the two-player families: peg solitaire (one player) and the Game of the
//! Goose (dice, two to six players). They are different games, not variants of a family, so
//! they are listed here once, with their options, for the start menu and `reynard variants`.

use reynard_rules::OptionSpec;

/// A one-player or dice game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoloGame {
    /// Peg solitaire on the 33-hole board.
    Solitaire,
    /// The Game of the Goose.
    Goose,
}

/// One option of a solo game: its key, values and doc, and its value when not set.
#[derive(Clone, Copy, Debug)]
pub struct SoloOption {
    /// The key, the values it takes and what it does.
    pub spec: OptionSpec,
    /// The value when the option is not set.
    pub default: &'static str,
}

const SOLITAIRE_OPTIONS: [SoloOption; 2] = [
    SoloOption {
        spec: OptionSpec {
            key: "start",
            allowed: "a point, like d4 or 17",
            doc: "the empty hole at the start",
        },
        default: "d4",
    },
    SoloOption {
        spec: OptionSpec {
            key: "finish",
            allowed: "a point; d4 by default",
            doc: "the hole of the perfect finish",
        },
        default: "d4",
    },
];

const GOOSE_OPTIONS: [SoloOption; 3] = [
    SoloOption { spec: OptionSpec { key: "dice", allowed: "1, 2", doc: "dice per roll" }, default: "1" },
    SoloOption {
        spec: OptionSpec {
            key: "goose",
            allowed: "roll-again, move-again",
            doc: "a goose gives another roll, or moves on again by the same roll",
        },
        default: "roll-again",
    },
    SoloOption {
        spec: OptionSpec {
            key: "board",
            allowed: "default, or a path",
            doc: "the board: default, or the path of a board file (docs/goose.md)",
        },
        default: "default",
    },
];

impl SoloGame {
    /// Every solo game, in menu order.
    pub const ALL: [SoloGame; 2] = [SoloGame::Solitaire, SoloGame::Goose];

    /// The game's id, as commands take it.
    pub const fn id(self) -> &'static str {
        match self {
            SoloGame::Solitaire => "solitaire",
            SoloGame::Goose => "goose",
        }
    }

    /// The solo game with this id.
    pub fn from_id(id: &str) -> Option<SoloGame> {
        SoloGame::ALL.into_iter().find(|g| g.id() == id)
    }

    /// What the game is and which commands take it.
    pub const fn description(self) -> &'static str {
        match self {
            SoloGame::Solitaire => {
                "Peg solitaire on the 33-hole board, one player: reynard solve/show/perft solitaire"
            }
            SoloGame::Goose => {
                "The Game of the Goose, two to six players with dice: reynard goose, reynard play goose"
            }
        }
    }

    /// Whether `show`, `perft` and `solve` take the game as their VARIANT (and `reynard
    /// variants` lists it among the presets): solitaire does, the goose has its own command.
    pub const fn is_variant(self) -> bool {
        matches!(self, SoloGame::Solitaire)
    }

    /// The game's options (`--set key=value`), in display order.
    pub const fn options(self) -> &'static [SoloOption] {
        match self {
            SoloGame::Solitaire => &SOLITAIRE_OPTIONS,
            SoloGame::Goose => &GOOSE_OPTIONS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_no_two_player_preset() {
        for game in SoloGame::ALL {
            assert_eq!(SoloGame::from_id(game.id()), Some(game));
            assert_eq!(reynard_rules::FamilyId::of_preset(game.id()), None, "{game:?}");
            assert!(!game.options().is_empty());
        }
    }

    #[test]
    fn solitaire_takes_its_options_at_their_defaults() {
        let pairs: Vec<String> =
            SoloGame::Solitaire.options().iter().map(|o| format!("{}={}", o.spec.key, o.default)).collect();
        let rules = reynard_rules::solitaire::Solitaire::with_options(pairs.iter().map(String::as_str));
        assert!(rules.is_ok(), "{pairs:?}: {rules:?}");
    }
}
