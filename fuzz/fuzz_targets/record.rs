//! Records: arbitrary text into `Record::parse` and `replay` (hunt or tafl, by the record's
//! family); a replayed game written with `Record::write` must replay to the same positions
//! and outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;
use reynard_rules::record::Record;
use reynard_rules::{Family, FamilyId};

/// Tags `Record::write` writes itself.
const OWN_TAGS: [&str; 7] = ["Game", "Variant", "VariantName", "Set", "Start", "Result", "Termination"];

fuzz_target!(|text: &str| {
    let Ok(record) = Record::parse(text) else { return };
    match record.family() {
        Some(FamilyId::Tafl) => round_trip::<reynard_rules::tafl::Rules>(&record, text),
        _ => round_trip::<reynard_rules::hunt::Rules>(&record, text),
    }
});

fn round_trip<R: Family>(record: &Record, text: &str)
where
    R::Variant: PartialEq,
{
    let Ok(game) = record.replay::<R>(text) else { return };
    let extra: Vec<(String, String)> =
        record.tags.iter().filter(|(name, _)| !OWN_TAGS.contains(&name.as_str())).cloned().collect();
    let written = Record::write(&game, &extra);
    let again = Record::parse(&written)
        .unwrap_or_else(|e| panic!("written record does not parse: {e}\n--- written:\n{written}"));
    let replayed = again
        .replay::<R>(&written)
        .unwrap_or_else(|e| panic!("written record does not replay: {e}\n--- written:\n{written}"));
    assert_eq!(
        replayed.positions(),
        game.positions(),
        "replay of the written record differs\n--- written:\n{written}"
    );
    assert_eq!(
        replayed.outcome(),
        game.outcome(),
        "outcome of the written record differs\n--- written:\n{written}"
    );
    assert!(
        replayed.rules().variant_data() == game.rules().variant_data(),
        "variant of the written record differs\n--- written:\n{written}"
    );
}
