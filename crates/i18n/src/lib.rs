//! Reynard's words in English, Russian and Polish.
//!
//! The strings live in Fluent files (`locales/<lang>/*.ftl`), compiled into the binary, so
//! the terminal game and the browser (which reads the same files with `@fluent/bundle`)
//! use one set of translations. English is the fallback for a key missing elsewhere; the
//! test `every_key_is_translated` keeps the three languages complete.
//!
//! ```
//! use reynard_i18n::{Lang, tr, tr_args};
//! assert_eq!(tr(Lang::Ru, "side-fox"), "лиса");
//! assert_eq!(tr_args(Lang::En, "status-taken", &[("taken", 3.into()), ("needed", 10.into())]), "Taken: 3 of 10");
//! ```

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};
use std::borrow::Cow;
use std::collections::HashMap;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // Terminal cells must not receive invisible bidi isolation marks.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language of the user interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English (the fallback).
    #[default]
    En,
    /// Russian.
    Ru,
    /// Polish.
    Pl,
}

/// An argument value for [`tr_args`]: a number or a text.
pub type Arg<'a> = FluentValue<'a>;

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Pl];

    /// The two-letter code: `en`, `ru`, `pl`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Pl => "pl",
        }
    }

    /// The language's own name: English, Русский, Polski.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Pl => "Polski",
        }
    }

    /// Reads a code (`en`, `ru`, `pl`) or a locale (`ru_RU.UTF-8`, `pl-PL`); `None` for
    /// anything else.
    pub fn parse(text: &str) -> Option<Lang> {
        let code: String = text.trim().chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        Lang::ALL.into_iter().find(|lang| code.eq_ignore_ascii_case(lang.code()))
    }

    /// The language of the user's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, in that order,
    /// as POSIX has it), English when none is set or the locale is another language.
    pub fn from_environment() -> Lang {
        Lang::from_locale_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_environment`] with the variables read through `var` (for tests).
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|value| !value.is_empty()))
            .next()
            .and_then(|value| Lang::parse(&value))
            .unwrap_or_default()
    }

    /// The next language (for a key that cycles through them).
    pub fn next(self) -> Lang {
        match self {
            Lang::En => Lang::Ru,
            Lang::Ru => Lang::Pl,
            Lang::Pl => Lang::En,
        }
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Ru => langid!("ru"),
            Lang::Pl => langid!("pl"),
        }
    }
}

/// The text of `key` in `lang` (English where the language lacks it; the key itself where
/// no language has it, so a missing string shows rather than vanishes).
pub fn tr(lang: Lang, key: &str) -> String {
    LOCALES.try_lookup(&lang.id(), key).unwrap_or_else(|| key.to_string())
}

/// The text of `key` with arguments (`{ $name }` in the Fluent file), plural rules of the
/// language included.
pub fn tr_args(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> =
        args.iter().map(|(name, value)| (Cow::Owned(name.to_string()), value.clone())).collect();
    LOCALES.try_lookup_with_args(&lang.id(), key, &map).unwrap_or_else(|| key.to_string())
}

/// The text of `key` if some language has it.
pub fn try_tr(lang: Lang, key: &str) -> Option<String> {
    LOCALES.try_lookup(&lang.id(), key)
}

/// Every Fluent file of `lang` in one text: what the browser loads (`/locales/<code>.ftl`).
pub fn browser_bundle(lang: Lang) -> String {
    sources()
        .into_iter()
        .filter(|(l, _, _)| *l == lang)
        .map(|(_, _, text)| text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The Fluent source of every language, for checks and for serving to the browser:
/// `(language, file name, text)`.
pub fn sources() -> Vec<(Lang, &'static str, &'static str)> {
    vec![
        (Lang::En, "main.ftl", include_str!("../locales/en/main.ftl")),
        (Lang::En, "rules.ftl", include_str!("../locales/en/rules.ftl")),
        (Lang::En, "options.ftl", include_str!("../locales/en/options.ftl")),
        (Lang::En, "web.ftl", include_str!("../locales/en/web.ftl")),
        (Lang::En, "solo.ftl", include_str!("../locales/en/solo.ftl")),
        (Lang::En, "errors.ftl", include_str!("../locales/en/errors.ftl")),
        (Lang::En, "claims.ftl", include_str!("../locales/en/claims.ftl")),
        (Lang::Ru, "main.ftl", include_str!("../locales/ru/main.ftl")),
        (Lang::Ru, "rules.ftl", include_str!("../locales/ru/rules.ftl")),
        (Lang::Ru, "options.ftl", include_str!("../locales/ru/options.ftl")),
        (Lang::Ru, "web.ftl", include_str!("../locales/ru/web.ftl")),
        (Lang::Ru, "solo.ftl", include_str!("../locales/ru/solo.ftl")),
        (Lang::Ru, "errors.ftl", include_str!("../locales/ru/errors.ftl")),
        (Lang::Ru, "claims.ftl", include_str!("../locales/ru/claims.ftl")),
        (Lang::Pl, "main.ftl", include_str!("../locales/pl/main.ftl")),
        (Lang::Pl, "rules.ftl", include_str!("../locales/pl/rules.ftl")),
        (Lang::Pl, "options.ftl", include_str!("../locales/pl/options.ftl")),
        (Lang::Pl, "web.ftl", include_str!("../locales/pl/web.ftl")),
        (Lang::Pl, "solo.ftl", include_str!("../locales/pl/solo.ftl")),
        (Lang::Pl, "errors.ftl", include_str!("../locales/pl/errors.ftl")),
        (Lang::Pl, "claims.ftl", include_str!("../locales/pl/claims.ftl")),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_picks_the_language_in_posix_order() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(Lang::from_locale_vars(vars(&[("LANG", "ru_RU.UTF-8")])), Lang::Ru);
        assert_eq!(Lang::from_locale_vars(vars(&[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "pl_PL")])), Lang::Pl);
        assert_eq!(Lang::from_locale_vars(vars(&[("LC_MESSAGES", "en_GB"), ("LANG", "ru_RU")])), Lang::En);
        assert_eq!(Lang::from_locale_vars(vars(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_locale_vars(vars(&[("LC_ALL", ""), ("LANG", "pl")])), Lang::Pl);
        assert_eq!(Lang::from_locale_vars(vars(&[])), Lang::En);
    }

    #[test]
    fn codes_parse_and_cycle() {
        assert_eq!(Lang::parse("RU"), Some(Lang::Ru));
        assert_eq!(Lang::parse("pl-PL"), Some(Lang::Pl));
        assert_eq!(Lang::parse("xx"), None);
        assert_eq!(Lang::En.next().next().next(), Lang::En);
    }
}
