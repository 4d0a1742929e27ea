//! Move and position text: a preset (byte 0, with rule tweaks from the bits of byte 1), a
//! few legal moves (byte 2 says how many, one byte each picks it), then the rest as text
//! into `parse_move` and `parse_position`. A parsed move must be legal, and every legal
//! move's text must read back to the same result.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use reynard_rules::Family;

fuzz_target!(|data: &[u8]| {
    let [preset, flags, count, rest @ ..] = data else { return };
    let rules = common::rules_from(*preset, *flags);
    let count = (*count as usize % 64).min(rest.len());
    let (choices, text) = rest.split_at(count);
    let mut pos = rules.game_start();
    for &choice in choices {
        if rules.outcome(&pos).is_some() {
            break;
        }
        let moves = rules.moves(&pos);
        let mv = moves[choice as usize % moves.len()];
        pos = rules.play_unchecked(&pos, mv);
    }
    common::check_position(&rules, &pos);

    let text = String::from_utf8_lossy(text);
    if let Ok(mv) = rules.parse_move(&pos, &text) {
        assert!(
            rules.is_legal(&pos, mv),
            "{text:?} parsed as {mv:?}, which is not legal in `{}`",
            rules.position_text(&pos)
        );
    }
    if let Ok(parsed) = rules.parse_position(&text) {
        common::check_position(&rules, &parsed);
    }
});
