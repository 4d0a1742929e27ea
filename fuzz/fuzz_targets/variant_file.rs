//! Variant files: arbitrary text into `Variant::from_toml`; a playable variant must survive
//! `to_toml` and back unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use reynard_rules::hunt::{Rules, Variant};

fuzz_target!(|text: &str| {
    let _ = Variant::from_toml_on(text, Some("asalto"));
    let Ok(variant) = Variant::from_toml(text) else { return };
    if Rules::new(&variant).is_err() {
        return;
    }
    let written = variant.to_toml();
    let back = Variant::from_toml(&written)
        .unwrap_or_else(|e| panic!("to_toml output does not read back: {e}\n--- written:\n{written}"));
    assert_eq!(back, variant, "to_toml round trip changed the variant\n--- written:\n{written}");
    assert!(Rules::new(&back).is_ok(), "the round-tripped variant is not playable\n--- written:\n{written}");
});
