//! [`FamilyId`]: which family of two-player rules a preset, a record or a stored game
//! belongs to. The one place that decides it: the command line, the engine protocol, the
//! records and the server all ask here.

use crate::{Family, hunt, tafl};

/// A family of two-player rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FamilyId {
    /// The hunt games: Fox and Geese and relatives.
    Hunt,
    /// The tafl games: Hnefatafl and relatives.
    Tafl,
}

impl FamilyId {
    /// Every family, in display order.
    pub const ALL: [FamilyId; 2] = [FamilyId::Hunt, FamilyId::Tafl];

    /// The family's tag in records and the API: `hunt` or `tafl`.
    pub const fn tag(self) -> &'static str {
        match self {
            FamilyId::Hunt => hunt::Rules::GAME,
            FamilyId::Tafl => tafl::Rules::GAME,
        }
    }

    /// The family a tag names.
    pub fn from_tag(tag: &str) -> Option<FamilyId> {
        FamilyId::ALL.into_iter().find(|f| f.tag() == tag)
    }

    /// The family with a preset of this id.
    pub fn of_preset(id: &str) -> Option<FamilyId> {
        FamilyId::ALL.into_iter().find(|f| f.preset_ids().contains(&id))
    }

    /// The family of a record with these `Game` and `Variant` tags: the `Game` tag when
    /// there is one (`None` if it names no family), else the family of the preset, else
    /// hunt (a record of an unknown variant then fails as a hunt record, saying so).
    pub fn of_record(game: Option<&str>, variant: Option<&str>) -> Option<FamilyId> {
        match game {
            Some(tag) => FamilyId::from_tag(tag),
            None => Some(variant.and_then(FamilyId::of_preset).unwrap_or(FamilyId::Hunt)),
        }
    }

    /// The family's preset ids, in display order.
    pub fn preset_ids(self) -> Vec<&'static str> {
        match self {
            FamilyId::Hunt => hunt::Rules::preset_ids(),
            FamilyId::Tafl => tafl::Rules::preset_ids(),
        }
    }

    /// Every preset id of every family, in display order (hunt first).
    pub fn all_preset_ids() -> Vec<&'static str> {
        FamilyId::ALL.into_iter().flat_map(FamilyId::preset_ids).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_records_pick_their_family() {
        assert_eq!(FamilyId::of_preset("fox-geese"), Some(FamilyId::Hunt));
        assert_eq!(FamilyId::of_preset("copenhagen-11"), Some(FamilyId::Tafl));
        assert_eq!(FamilyId::of_preset("chess"), None);
        assert_eq!(FamilyId::of_record(Some("tafl"), Some("fox-geese")), Some(FamilyId::Tafl));
        assert_eq!(FamilyId::of_record(None, Some("hnefatafl-9")), Some(FamilyId::Tafl));
        assert_eq!(FamilyId::of_record(None, None), Some(FamilyId::Hunt));
        assert_eq!(FamilyId::of_record(Some("goose"), None), None);
        for family in FamilyId::ALL {
            assert_eq!(FamilyId::from_tag(family.tag()), Some(family));
        }
        let all = FamilyId::all_preset_ids();
        assert!(all.contains(&"asalto") && all.contains(&"hnefatafl-11"));
    }
}
