//! [`FamilyId`]: which family of two-player rules a preset, a record or a stored game
//! belongs to. The one place that decides it: the command line, the engine protocol, the
//! records and the server all ask here.

use crate::{Family, OptionSpec, VariantOptions, hunt, tafl};

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
            FamilyId::Tafl => <tafl::Rules>::GAME,
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
            FamilyId::Tafl => <tafl::Rules>::preset_ids(),
        }
    }

    /// The family's presets with a one-line description each, in display order.
    pub fn presets(self) -> &'static [(&'static str, &'static str)] {
        match self {
            FamilyId::Hunt => &hunt::PRESETS,
            FamilyId::Tafl => tafl::PRESETS,
        }
    }

    /// The options every variant of the family takes (`--set`, variant files, records).
    pub fn options(self) -> &'static [OptionSpec] {
        match self {
            FamilyId::Hunt => <hunt::Variant as VariantOptions>::OPTIONS,
            FamilyId::Tafl => <tafl::Variant as VariantOptions>::OPTIONS,
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

    #[test]
    fn every_preset_has_a_description_and_every_option_a_value() {
        for family in FamilyId::ALL {
            let described: Vec<&str> = family.presets().iter().map(|(id, _)| *id).collect();
            assert_eq!(described, family.preset_ids(), "{family:?}");
            assert!(family.presets().iter().all(|(_, text)| !text.is_empty()));
            assert!(!family.options().is_empty());
        }
        assert!(FamilyId::Hunt.options().iter().any(|o| o.key == "capture"));
        assert!(FamilyId::Tafl.options().iter().any(|o| o.key == "king_capture"));
    }

    #[test]
    fn variant_files_pick_their_family_by_preset() {
        let tafl = "preset = \"copenhagen-11\"\nshield_wall = false\n";
        assert_eq!(FamilyId::of_variant_file(tafl, None), Ok(FamilyId::Tafl));
        assert_eq!(FamilyId::of_variant_file("capture = \"mandatory\"\n", None), Ok(FamilyId::Hunt));
        assert_eq!(
            FamilyId::of_variant_file("king_armed = false\n", Some("hnefatafl-9")),
            Ok(FamilyId::Tafl)
        );
        let unknown = FamilyId::of_variant_file("\n\npreset = \"chess\"\n", None);
        let Err(crate::VariantFileError::UnknownPreset { line, known, .. }) = unknown else {
            panic!("{unknown:?}");
        };
        assert_eq!(line, 3);
        assert!(known.contains("fox-geese") && known.contains("copenhagen-11"), "{known}");
    }
}
