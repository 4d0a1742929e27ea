//! The start menu's option explanations (`locales/<lang>/options.ftl`): one single-line
//! message per option the menu shows, the same ids in every language, short enough for
//! the menu's help line, and loaded by the crate.

use reynard_i18n::{Lang, try_tr};
use std::collections::{BTreeMap, BTreeSet};

const FILES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../locales/en/options.ftl")),
    (Lang::Ru, include_str!("../locales/ru/options.ftl")),
    (Lang::Pl, include_str!("../locales/pl/options.ftl")),
];

/// The keys of the options the menu explains: `hunt::OPTIONS` (without the `*_name`
/// options, which the menu does not show), `tafl::OPTIONS` (`board` is shared with the
/// hunt games), the solitaire and goose menu options, and the goose's own `board`.
const KEYS: [&str; 38] = [
    // hunt::OPTIONS
    "board",
    "lines",
    "hunter_points",
    "flock",
    "flock_points",
    "extra_hunters",
    "extra_flock",
    "hunter_first",
    "fox_wins_at",
    "flock_diagonals",
    "flock_directions",
    "capture",
    "huffing",
    "removal",
    "chains",
    "hunter_start",
    "breakthrough",
    "fort",
    "flock_in_hand",
    "flock_moves_while_placing",
    // tafl::OPTIONS
    "first",
    "king_armed",
    "king_capture",
    "escape",
    "throne",
    "throne_passable",
    "shield_wall",
    "edge_fort",
    "encirclement",
    "repetition",
    "attackers",
    "defenders",
    "king",
    // solitaire and goose (menu only)
    "start",
    "finish",
    "dice",
    "goose",
    // a game's own explanation of a shared key (`option-<game>-<key>`)
    "goose-board",
];

/// The `(id, text)` messages of a file: every line `id = text`; comments and blank lines
/// are skipped, and any other line (a continuation, a stray word) fails the test.
fn messages(lang: Lang, text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (id, value) = line
            .split_once(" = ")
            .unwrap_or_else(|| panic!("{}: not an `id = text` line: {line:?}", lang.code()));
        out.push((id.to_string(), value.to_string()));
    }
    out
}

#[test]
fn every_option_has_one_line_in_every_language() {
    let want: BTreeSet<String> = KEYS.iter().map(|key| format!("option-{key}")).collect();
    assert_eq!(want.len(), KEYS.len(), "a key is listed twice");
    // The names of option values (`option-value-true`…): the same ids in every language.
    let value_ids = |list: &[(String, String)]| -> BTreeSet<String> {
        list.iter().filter(|(id, _)| id.starts_with("option-value-")).map(|(id, _)| id.clone()).collect()
    };
    let english_values = value_ids(&messages(FILES[0].0, FILES[0].1));
    assert!(english_values.contains("option-value-true"), "option values are named");
    for (lang, text) in FILES {
        let code = lang.code();
        let list = messages(lang, text);
        assert_eq!(value_ids(&list), english_values, "{code}/options.ftl: the option values named");
        // Each option's short name (`option-name-<key>`), the label the menus show.
        let names: BTreeSet<String> = list
            .iter()
            .filter_map(|(id, _)| id.strip_prefix("option-name-").map(|key| format!("option-{key}")))
            .collect();
        assert_eq!(names, want, "{code}/options.ftl: every option has a name, and only options");
        let list: Vec<(String, String)> = list
            .into_iter()
            .filter(|(id, _)| !id.starts_with("option-value-") && !id.starts_with("option-name-"))
            .collect();
        let mut have = BTreeSet::new();
        for (id, value) in &list {
            assert!(have.insert(id.clone()), "{code}: `{id}` is defined twice");
            let ident = id.starts_with("option-")
                && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
            assert!(ident, "{code}: bad id `{id}`");
            assert!(!value.trim().is_empty(), "{code}: `{id}` is empty");
            assert_eq!(value, value.trim(), "{code}: `{id}` has outer spaces");
            assert!(!value.contains(['{', '}']), "{code}: `{id}` has a brace");
            let width = value.chars().count();
            assert!(width <= 76, "{code}: `{id}` is {width} characters: {value}");
        }
        let missing: Vec<&String> = want.difference(&have).collect();
        let extra: Vec<&String> = have.difference(&want).collect();
        assert!(missing.is_empty(), "{code}/options.ftl lacks {missing:?}");
        assert!(extra.is_empty(), "{code}/options.ftl has unknown ids {extra:?}");
    }
}

#[test]
fn translations_differ_from_english() {
    let english: BTreeMap<String, String> = messages(Lang::En, FILES[0].1).into_iter().collect();
    for (lang, text) in &FILES[1..] {
        for (id, value) in messages(*lang, text) {
            assert_ne!(english.get(&id), Some(&value), "{}: `{id}` is the English text", lang.code());
        }
    }
}

#[test]
fn the_crate_loads_the_messages() {
    for (lang, text) in FILES {
        for (id, value) in messages(lang, text) {
            let loaded = try_tr(lang, &id).unwrap_or_else(|| panic!("{}: `{id}` not loaded", lang.code()));
            assert_eq!(loaded, value, "{}: `{id}`", lang.code());
        }
    }
}
