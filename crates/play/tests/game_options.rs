//! The options a player sets ([`AnyVariant::game_options`]): the rules' options but the
//! side names, with each preset's values, and every value that is a word named in every
//! language (`option-value-<value>`, which the browser shows).

use reynard_i18n::{Lang, try_tr};
use reynard_play::{AnyVariant, FamilyId};
use reynard_rules::{VariantOptions, hunt, tafl};

/// Every option's key and value.
fn values(variant: &AnyVariant) -> Vec<(&'static str, String)> {
    variant.options().into_iter().map(|(spec, value)| (spec.key, value)).collect()
}

/// Whether the rules write `value` of `key` only to describe other options.
fn implied(family: FamilyId, key: &str, value: &str) -> bool {
    match family {
        FamilyId::Hunt => hunt::Variant::is_implied(key, value),
        FamilyId::Tafl => tafl::Variant::is_implied(key, value),
    }
}

#[test]
fn each_preset_offers_the_rules_options_with_its_own_values() {
    for family in FamilyId::ALL {
        for id in family.preset_ids() {
            let variant = AnyVariant::preset(id).expect("a preset");
            let options = variant.game_options();
            let keys: Vec<&str> = options.iter().map(|o| o.spec.key).collect();
            let want: Vec<&str> =
                family.options().iter().map(|s| s.key).filter(|k| !k.ends_with("_name")).collect();
            assert_eq!(keys, want, "{id}");
            for option in &options {
                // The preset's value is one of the choices, and setting it changes nothing.
                if let Some(choices) = &option.choices {
                    assert!(
                        choices.contains(&option.value.as_str()),
                        "{id}: {} = {}",
                        option.spec.key,
                        option.value
                    );
                }
                if implied(family, option.spec.key, &option.value) {
                    continue; // a value that only describes others (`flock_points=standard`)
                }
                let pair = format!("{}={}", option.spec.key, option.value);
                let same = AnyVariant::preset(id).and_then(|v| Ok(v.with_sets(&[pair.as_str()])?));
                assert!(same.is_ok_and(|v| values(&v) == values(&variant)), "{id}: {pair}");
            }
        }
    }
}

#[test]
fn every_word_value_is_named_in_every_language() {
    for family in FamilyId::ALL {
        for spec in family.options() {
            let words = spec.choices().unwrap_or_default();
            for value in words.into_iter().filter(|v| v.parse::<u32>().is_err()) {
                for lang in [Lang::En, Lang::Ru, Lang::Pl] {
                    let id = format!("option-value-{value}");
                    assert!(try_tr(lang, &id).is_some(), "{}: `{id}` missing ({})", lang.code(), spec.key);
                }
            }
        }
    }
}
