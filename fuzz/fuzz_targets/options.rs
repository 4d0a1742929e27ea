//! Options: a preset (byte 0), then `key=value` lines into `Variant::set_pair`, then
//! `Rules::new`; a playable result must survive `to_toml` and its start position the
//! move-text checks.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use reynard_rules::hunt::{Rules, Variant};
use reynard_rules::{Perft, VariantOptions};

fuzz_target!(|data: &[u8]| {
    let [preset, rest @ ..] = data else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let mut variant = common::preset(*preset);
    for pair in text.lines() {
        let _ = variant.set_pair(pair);
    }
    let Ok(rules) = Rules::new(&variant) else { return };
    let written = variant.to_toml();
    let mut back = Variant::from_toml(&written)
        .unwrap_or_else(|e| panic!("to_toml output does not read back: {e}\n--- written:\n{written}"));
    // A changed preset read from a file is renamed `<preset>-custom`; the rules must not change.
    back.id = variant.id.clone();
    assert_eq!(back, variant, "to_toml round trip changed the variant\n--- written:\n{written}");
    common::check_position(&rules, &rules.game_start());
    common::check_position(&rules, &rules.fixed_start());
    let _ = rules.perft(&rules.fixed_start(), 2);
});
