//! The three languages are complete and consistent: the same message ids in every file,
//! the same placeables, plural selectors that pick the right Russian and Polish forms, no
//! message that renders as its own key, and rules texts that fit the help panel.

use reynard_i18n::{Arg, Lang, sources, tr, tr_args, try_tr};
use std::collections::{BTreeMap, BTreeSet};

/// One message of a Fluent file: its id and its source text (the value, continuation
/// lines included).
struct Message {
    id: String,
    body: String,
}

/// The messages of a Fluent file, in order: a line starting with an identifier followed
/// by ` =` opens a message; indented lines continue it.
fn messages(text: &str) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        if let Some((id, rest)) = message_start(line) {
            out.push(Message { id: id.to_string(), body: rest.trim().to_string() });
            open = true;
        } else if open && line.starts_with(' ') {
            let body = &mut out.last_mut().expect("an open message").body;
            body.push('\n');
            body.push_str(line.trim());
        } else {
            open = false;
        }
    }
    out
}

/// `Some((id, rest))` when `line` is `id = rest`.
fn message_start(line: &str) -> Option<(&str, &str)> {
    let (id, rest) = line.split_once(" =")?;
    let mut chars = id.chars();
    let first = chars.next()?;
    let ident =
        first.is_ascii_alphabetic() && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    ident.then_some((id, rest))
}

/// The variables (`$name`) a message uses, as placeables or selectors.
fn variables(body: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = body;
    while let Some(at) = rest.find('$') {
        rest = &rest[at + 1..];
        let name: String =
            rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect();
        if !name.is_empty() {
            out.insert(name);
        }
    }
    out
}

/// Every file's messages: `(language, file name)` to id to body.
fn all_files() -> BTreeMap<(&'static str, &'static str), BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for (lang, file, text) in sources() {
        let list = messages(text);
        let mut map = BTreeMap::new();
        for message in list {
            let id = message.id.clone();
            assert!(
                map.insert(message.id, message.body).is_none(),
                "{}/{file}: message `{id}` is defined twice",
                lang.code()
            );
        }
        out.insert((lang.code(), file), map);
    }
    out
}

/// Dummy arguments for every variable a message uses (a number works for text too).
fn dummy_args(body: &str, value: i64) -> Vec<(String, i64)> {
    variables(body).into_iter().map(|name| (name, value)).collect()
}

fn render(lang: Lang, id: &str, args: &[(String, i64)]) -> String {
    let args: Vec<(&str, Arg<'_>)> =
        args.iter().map(|(name, value)| (name.as_str(), Arg::from(*value))).collect();
    tr_args(lang, id, &args)
}

fn count(lang: Lang, id: &str, name: &str, n: i64) -> String {
    tr_args(lang, id, &[(name, Arg::from(n))])
}

#[test]
fn sources_cover_both_files_in_every_language() {
    let files: BTreeSet<(&str, &str)> =
        sources().into_iter().map(|(lang, file, _)| (lang.code(), file)).collect();
    for lang in Lang::ALL {
        for file in ["main.ftl", "rules.ftl"] {
            assert!(files.contains(&(lang.code(), file)), "no {}/{file}", lang.code());
        }
    }
}

#[test]
fn every_key_is_translated() {
    let files = all_files();
    for ((code, file), map) in &files {
        let english = &files[&("en", *file)];
        assert!(!english.is_empty(), "en/{file} has no messages");
        let missing: Vec<&String> = english.keys().filter(|id| !map.contains_key(*id)).collect();
        let extra: Vec<&String> = map.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{code}/{file} lacks {missing:?}");
        assert!(extra.is_empty(), "{code}/{file} has ids English lacks: {extra:?}");
    }
}

#[test]
fn placeables_are_kept() {
    let files = all_files();
    for ((code, file), map) in &files {
        let english = &files[&("en", *file)];
        for (id, body) in map {
            let Some(english_body) = english.get(id) else { continue };
            // A side's grammatical form (`sideForm` beside `side`) is a selector each
            // language uses where its grammar needs it: English for a verb's number,
            // Russian and Polish for gender too. It is passed with every side.
            let forms = |vars: BTreeSet<String>| -> BTreeSet<String> {
                vars.into_iter().filter(|v| !v.ends_with("Form")).collect()
            };
            let all = variables(body);
            for form in all.iter().filter(|v| v.ends_with("Form")) {
                let side = form.trim_end_matches("Form");
                assert!(all.contains(side), "{code}/{file}: `{id}` uses {form} without {side}");
            }
            let want = forms(variables(english_body));
            let have = forms(all);
            // Every English placeable is in the translation, and the translation uses no
            // variable the caller does not pass (that would fall back to English).
            assert_eq!(have, want, "{code}/{file}: `{id}` uses {have:?}, English {want:?}");
        }
    }
}

#[test]
fn known_words() {
    assert_eq!(tr(Lang::Ru, "side-geese"), "гуси");
    assert_eq!(tr(Lang::Ru, "side-fox"), "лиса");
    assert_eq!(tr(Lang::Ru, "side-hare"), "заяц");
    assert_eq!(tr(Lang::Ru, "side-hunters"), "охотники");
    assert_eq!(tr(Lang::Ru, "side-officers"), "стражники");
    assert_eq!(tr(Lang::Ru, "side-rebels"), "захватчики");
    assert_eq!(tr(Lang::Ru, "side-defenders"), "защитники");
    assert_eq!(tr(Lang::Ru, "side-attackers"), "нападающие");
    assert_eq!(tr(Lang::Pl, "side-fox"), "lis");
    assert_eq!(tr(Lang::Pl, "side-geese"), "gęsi");
    assert_eq!(tr(Lang::Pl, "side-hare"), "zając");
    assert_eq!(tr(Lang::Pl, "side-hunters"), "myśliwi");
    assert_eq!(tr(Lang::Pl, "side-chickens"), "kury");
    assert_eq!(tr(Lang::Pl, "side-defenders"), "obrońcy");
    assert_eq!(tr(Lang::En, "side-geese"), "geese");
    assert_eq!(tr(Lang::Ru, "variant-fox-geese"), "Лиса и гуси");
    assert_eq!(tr(Lang::Pl, "variant-fox-geese"), "Lis i gęsi");
    assert_eq!(tr(Lang::Ru, "variant-catch-the-hare"), "Поймай зайца");
    assert_eq!(tr(Lang::Pl, "variant-catch-the-hare"), "Złap zająca");
    assert_eq!(tr(Lang::Ru, "outcome-reason-repetition"), "одна и та же позиция повторилась трижды");
    assert_eq!(tr(Lang::Pl, "outcome-reason-resignation"), "poddanie się");
    // Side names follow a colon, so one phrasing fits singular and plural sides.
    let side = |lang, key| tr_args(lang, key, &[("side", Arg::from(tr(lang, "side-geese")))]);
    assert_eq!(side(Lang::Ru, "status-to-move"), "Ход: гуси");
    assert_eq!(side(Lang::Pl, "status-to-move"), "Ruch: gęsi");
    let win = |lang, side: &str| {
        let side = Arg::from(tr(lang, &format!("side-{side}")));
        let reason = Arg::from(tr(lang, "outcome-reason-no-legal-move"));
        tr_args(lang, "outcome-win-because", &[("side", side), ("reason", reason)])
    };
    assert_eq!(win(Lang::Ru, "fox"), "Победа: лиса — у стороны, чья очередь хода, нет ходов");
    assert_eq!(win(Lang::Ru, "geese"), "Победа: гуси — у стороны, чья очередь хода, нет ходов");
    assert_eq!(win(Lang::Pl, "fox"), "Wygrana: lis — strona na ruchu nie może się ruszyć");
    assert_eq!(win(Lang::En, "geese"), "Won by the geese: the side to move cannot move");
    assert_eq!(win(Lang::En, "fox"), "Won by the fox: the side to move cannot move");
    let draw = |lang| {
        let reason = Arg::from(tr(lang, "outcome-reason-repetition"));
        tr_args(lang, "outcome-draw-because", &[("reason", reason)])
    };
    assert!(draw(Lang::Ru).starts_with("Ничья: "));
    assert!(draw(Lang::Pl).starts_with("Remis: "));
}

#[test]
fn side_names_are_lowercase_nouns() {
    let files = all_files();
    for ((code, file), map) in &files {
        for (id, body) in map.iter().filter(|(id, _)| id.starts_with("side-")) {
            let first = body.chars().next().unwrap_or_else(|| panic!("{code}/{file}: empty `{id}`"));
            assert!(first.is_lowercase(), "{code}/{file}: `{id}` = `{body}` is not lowercase");
        }
    }
}

#[test]
fn russian_plurals() {
    let id = "status-select-target";
    let forms: Vec<String> = [1, 3, 5].iter().map(|n| count(Lang::Ru, id, "count", *n)).collect();
    assert_eq!(forms[0], "Выберите, куда пойти (1 поле)");
    assert_eq!(forms[1], "Выберите, куда пойти (3 поля)");
    assert_eq!(forms[2], "Выберите, куда пойти (5 полей)");
    assert_eq!(count(Lang::Ru, id, "count", 21), "Выберите, куда пойти (21 поле)");
    assert_eq!(count(Lang::Ru, id, "count", 12), "Выберите, куда пойти (12 полей)");
    assert_eq!(count(Lang::Ru, id, "count", 24), "Выберите, куда пойти (24 поля)");
    let pegs: BTreeSet<String> =
        [1, 3, 5].iter().map(|n| count(Lang::Ru, "outcome-solitaire", "pegs", *n)).collect();
    assert_eq!(pegs.len(), 3, "{pegs:?}");
    assert_eq!(count(Lang::Ru, "outcome-solitaire", "pegs", 2), "Игра окончена: осталось 2 фишки");
    let turns: BTreeSet<String> = [1, 3, 5]
        .iter()
        .map(|n| tr_args(Lang::Ru, "goose-waiting", &[("number", Arg::from(2)), ("turns", Arg::from(*n))]))
        .collect();
    assert_eq!(turns.len(), 3, "{turns:?}");
}

#[test]
fn polish_plurals() {
    let id = "status-select-target";
    assert_eq!(count(Lang::Pl, id, "count", 1), "Wybierz, dokąd ma pójść (jedno pole)");
    assert_eq!(count(Lang::Pl, id, "count", 3), "Wybierz, dokąd ma pójść (3 pola)");
    assert_eq!(count(Lang::Pl, id, "count", 5), "Wybierz, dokąd ma pójść (5 pól)");
    assert_eq!(count(Lang::Pl, id, "count", 12), "Wybierz, dokąd ma pójść (12 pól)");
    assert_eq!(count(Lang::Pl, id, "count", 22), "Wybierz, dokąd ma pójść (22 pola)");
    assert_eq!(count(Lang::Pl, "outcome-solitaire", "pegs", 4), "Koniec gry: zostały 4 pionki");
    assert_eq!(count(Lang::Pl, "outcome-solitaire", "pegs", 5), "Koniec gry: zostało 5 pionków");
    let turns: BTreeSet<String> = [1, 3, 5]
        .iter()
        .map(|n| tr_args(Lang::Pl, "goose-waiting", &[("number", Arg::from(2)), ("turns", Arg::from(*n))]))
        .collect();
    assert_eq!(turns.len(), 3, "{turns:?}");
}

#[test]
fn english_plurals() {
    assert_eq!(count(Lang::En, "status-select-target", "count", 1), "Choose where it goes (one target)");
    assert_eq!(count(Lang::En, "status-select-target", "count", 5), "Choose where it goes (5 targets)");
}

#[test]
fn no_message_falls_back_to_its_key() {
    let files = all_files();
    for lang in Lang::ALL {
        for file in ["main.ftl", "rules.ftl"] {
            let map = &files[&(lang.code(), file)];
            let english = &files[&("en", file)];
            for (id, body) in map {
                for value in [1, 3, 5] {
                    let args = dummy_args(body, value);
                    let text = render(lang, id, &args);
                    assert_ne!(text, *id, "{}/{file}: `{id}` renders as its key", lang.code());
                    assert!(!text.trim().is_empty(), "{}/{file}: `{id}` is empty", lang.code());
                    assert!(!text.contains("{$"), "{}/{file}: `{id}` = {text:?}", lang.code());
                    // A message that fails to format in its language silently shows the
                    // English text: equal output needs equal source.
                    if lang != Lang::En && english.get(id) != Some(body) {
                        let in_english = render(Lang::En, id, &args);
                        assert_ne!(text, in_english, "{}/{file}: `{id}` shows English", lang.code());
                    }
                }
                if variables(body).is_empty() {
                    assert!(try_tr(lang, id).is_some(), "{}/{file}: `{id}` missing", lang.code());
                }
            }
        }
    }
}

/// The presets whose rules the help screen shows.
const PRESETS: [&str; 24] = [
    "fox-geese",
    "fox-geese-diagonal",
    "fox-geese-15",
    "fox-geese-17",
    "fox-geese-2fox",
    "fox-geese-forward",
    "catch-the-hare",
    "coyote",
    "el-coyote",
    "asalto",
    "wolf-sheep",
    "bagh-chal",
    "hnefatafl-9",
    "hnefatafl-11",
    "copenhagen-11",
    "brandubh",
    "tablut",
    "fetlar-11",
    "ard-ri",
    "tawlbwrdd-11",
    "hnefatafl-13",
    "alea-evangelii",
    "solitaire",
    "goose",
];

#[test]
fn rules_fit_the_help_panel() {
    for lang in Lang::ALL {
        for preset in PRESETS {
            let id = format!("rules-{preset}");
            let text = try_tr(lang, &id).unwrap_or_else(|| panic!("{}: no `{id}`", lang.code()));
            let lines: Vec<&str> = text.lines().collect();
            assert!((4..=10).contains(&lines.len()), "{}: `{id}` has {} lines", lang.code(), lines.len());
            for line in lines {
                let width = line.chars().count();
                assert!(width <= 70, "{}: `{id}` line of {width}: {line}", lang.code());
                assert_eq!(line, line.trim(), "{}: `{id}` line with outer spaces", lang.code());
            }
        }
        let note = tr(lang, "rules-options-note");
        assert_eq!(note.lines().count(), 1, "{}: rules-options-note", lang.code());
        assert!(note.chars().count() <= 76, "{}: rules-options-note too long", lang.code());
    }
}

#[test]
fn rules_files_hold_exactly_the_presets() {
    let files = all_files();
    let mut want: BTreeSet<String> = PRESETS.iter().map(|p| format!("rules-{p}")).collect();
    want.insert("rules-options-note".to_string());
    for lang in Lang::ALL {
        let have: BTreeSet<String> = files[&(lang.code(), "rules.ftl")].keys().cloned().collect();
        assert_eq!(have, want, "{}/rules.ftl", lang.code());
    }
}

#[test]
fn rules_state_the_numbers_of_the_rule_book() {
    // The win thresholds and piece counts of RULES.md appear in every language.
    let cases: [(&str, &[&str]); 7] = [
        ("fox-geese", &["13", "d4", " 5 "]),
        ("fox-geese-diagonal", &["13", " 4 "]),
        ("fox-geese-15", &["15", "a4", "g4", " 6 "]),
        ("fox-geese-2fox", &["c5", "e5", "17", " 7 "]),
        ("asalto", &["24", "c6", "e6", " 9 ", "15"]),
        ("goose", &["63", "61", "42", "30", "58"]),
        ("bagh-chal", &["a1", "e5", "20", " 5 ", "@c3"]),
    ];
    for lang in Lang::ALL {
        for (preset, needles) in cases {
            let text = tr(lang, &format!("rules-{preset}"));
            for needle in needles {
                assert!(text.contains(needle), "{}: rules-{preset} lacks {needle:?}", lang.code());
            }
        }
    }
}
