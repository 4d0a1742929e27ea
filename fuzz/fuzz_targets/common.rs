//! Checks shared by the fuzz targets.
#![allow(dead_code)]

use reynard_rules::hunt::{Position, Rules, Variant};
use reynard_rules::{Family, VariantOptions};

/// Boards no preset is on, as (preset, board): picked after the presets.
const OTHER_BOARDS: [(&str, &str); 1] = [("wolf-sheep", "checker10")];

/// The preset picked by a byte, or a preset on another board.
pub fn preset(byte: u8) -> Variant {
    let ids: Vec<&str> = Variant::preset_ids().collect();
    let pick = byte as usize % (ids.len() + OTHER_BOARDS.len());
    match ids.get(pick) {
        Some(id) => Variant::preset(id).expect("preset_ids names presets"),
        None => {
            let (id, board) = OTHER_BOARDS[pick - ids.len()];
            let mut variant = Variant::preset(id).expect("a preset");
            variant.set("board", board).expect("a board");
            variant
        }
    }
}

/// Option changes that reach rule paths no preset uses, chosen by the bits of a byte.
const TWEAKS: [(&str, &str); 8] = [
    ("huffing", "true"),
    ("removal", "deferred"),
    ("hunter_start", "choose"),
    ("capture", "mandatory"),
    ("breakthrough", "true"),
    ("fox_wins_at", "0"),
    ("chains", "false"),
    ("flock_moves_while_placing", "true"),
];

/// The preset picked by `preset_byte` with the tweaks whose bits are set in `flags`; the
/// plain preset when the tweaks make no playable variant.
pub fn rules_from(preset_byte: u8, flags: u8) -> Rules {
    let plain = preset(preset_byte);
    let mut variant = plain.clone();
    for (i, (key, value)) in TWEAKS.iter().enumerate() {
        if flags & (1 << i) != 0 {
            variant.set(key, value).expect("tweaks are valid options");
        }
    }
    Rules::new(&variant).or_else(|_| Rules::new(&plain)).expect("presets are valid")
}

/// At most this many legal moves of one position get the move-text round trip: `parse_move`
/// generates every legal move (through `is_legal`), and with deferred removal a position can
/// have thousands of jump chains, so checking them all is quadratic (minutes per input).
const MAX_ROUND_TRIPS: usize = 64;

/// Position text reads back; when the game is not over, the text of each legal move (an
/// evenly spread sample of [`MAX_ROUND_TRIPS`] when there are more) parses back to a move
/// with the same result.
pub fn check_position(rules: &Rules, pos: &Position) {
    let _ = rules.draw(pos);
    let text = rules.position_text(pos);
    assert_eq!(rules.parse_position(&text), Ok(*pos), "position text {text:?} does not read back");
    if rules.outcome(pos).is_some() {
        return;
    }
    let moves = rules.moves(pos);
    let stride = moves.len().div_ceil(MAX_ROUND_TRIPS).max(1);
    for &mv in moves.iter().step_by(stride) {
        let mt = rules.move_text(pos, mv);
        let parsed = rules
            .parse_move(pos, &mt)
            .unwrap_or_else(|e| panic!("text {mt:?} of legal move {mv:?} in `{text}` does not parse: {e}"));
        assert_eq!(
            rules.play(pos, parsed),
            rules.play(pos, mv),
            "text {mt:?} of {mv:?} in `{text}` reads back as {parsed:?}, with another result"
        );
    }
}
