//! Messages still to be translated: a Fluent message id with its arguments, rendered in a
//! language only when shown, so that a change of language applies to everything on the
//! screen, and so that the server can send the id and arguments to the browser, which
//! renders them from the same Fluent files.

use reynard_i18n::{Arg, Lang, tr, tr_args, try_tr};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// An argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageArg {
    /// Plain text (a move, a file name).
    Plain(String),
    /// A number (plural forms follow it).
    Number(i64),
    /// A side's name as the variant spells it (`fox`, `geese`): translated as `side-<name>`.
    Side(String),
    /// Another message (translated).
    Key(String),
    /// Another message with its own arguments (translated).
    Message(Box<Message>),
}

/// A message to show, translated only when drawn so that a change of language applies to
/// everything on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The Fluent message id.
    pub key: String,
    /// Its arguments.
    pub args: Vec<(&'static str, MessageArg)>,
}

impl Message {
    /// A message without arguments.
    pub fn new(key: &str) -> Message {
        Message { key: key.to_string(), args: Vec::new() }
    }

    /// Adds an argument.
    pub fn with(mut self, name: &'static str, value: MessageArg) -> Message {
        self.args.push((name, value));
        self
    }

    /// Adds a plain text argument.
    pub fn plain(self, name: &'static str, value: impl Into<String>) -> Message {
        self.with(name, MessageArg::Plain(value.into()))
    }

    /// Adds a number argument.
    pub fn number(self, name: &'static str, value: impl Into<i64>) -> Message {
        self.with(name, MessageArg::Number(value.into()))
    }

    /// Adds a side name argument.
    pub fn side(self, name: &'static str, side: impl Into<String>) -> Message {
        self.with(name, MessageArg::Side(side.into()))
    }

    /// The message in `lang`. A side argument `side` also gives `sideForm`, the
    /// grammatical form of its name ([`side_form`]), for the verbs that agree with it.
    pub fn render(&self, lang: Lang) -> String {
        let mut forms: Vec<(String, Arg<'_>)> = Vec::new();
        let mut args: Vec<(&str, Arg<'_>)> = Vec::new();
        for (name, value) in &self.args {
            let value = match value {
                MessageArg::Plain(text) => Arg::from(text.clone()),
                MessageArg::Number(n) => Arg::from(*n),
                MessageArg::Side(side) => {
                    forms.push((format!("{name}Form"), Arg::from(side_form(lang, side))));
                    Arg::from(side_name(lang, side))
                }
                MessageArg::Key(key) => Arg::from(tr(lang, key)),
                MessageArg::Message(text) => Arg::from(text.render(lang)),
            };
            args.push((name, value));
        }
        args.extend(forms.iter().map(|(name, value)| (name.as_str(), value.clone())));
        tr_args(lang, &self.key, &args)
    }
}

/// The grammatical form of a side's name in `lang`, what a verb after it agrees with: in
/// English `one` (the fox wins) or `other` (the geese win); in Russian and Polish its
/// gender and number (`m`, `f`, `n`, `pl`, and Polish `virile` for men: myśliwi wygrali).
/// A side no language file knows (a variant file's own word) is `other`.
pub fn side_form(lang: Lang, side: &str) -> String {
    try_tr(lang, &format!("side-form-{side}")).unwrap_or_else(|| "other".to_string())
}

/// A side's name in `lang` (the variant's own word where no translation exists, as for a
/// side a variant file names).
pub fn side_name(lang: Lang, side: &str) -> String {
    try_tr(lang, &format!("side-{side}")).unwrap_or_else(|| side.to_string())
}

/// An option's short name in `lang` (`option-name-<game>-<key>` where a game names a
/// shared key its own way, else `option-name-<key>`); its key where it has none.
pub fn option_name(lang: Lang, game: &str, key: &str) -> String {
    try_tr(lang, &format!("option-name-{game}-{key}"))
        .or_else(|| try_tr(lang, &format!("option-name-{key}")))
        .unwrap_or_else(|| key.to_string())
}

/// An option's value as the player reads it: its name in `lang` where it has one (`yes`,
/// `the 33-point cross`), else as the rules spell it (points, numbers).
pub fn option_value_name(lang: Lang, value: &str) -> String {
    try_tr(lang, &format!("option-value-{value}")).unwrap_or_else(|| value.to_string())
}

/// A variant's display name in `lang` (its id where it has none).
pub fn variant_name(lang: Lang, id: &str) -> String {
    try_tr(lang, &format!("variant-{id}")).unwrap_or_else(|| id.to_string())
}

impl Message {
    /// Adds another message as an argument.
    pub fn message(self, name: &'static str, message: Message) -> Message {
        self.with(name, MessageArg::Message(Box::new(message)))
    }

    /// The stable identifier of an error message, as the API's `reason` sends it: the
    /// message id without its `error-` prefix (`move-occupied`, `option-unknown`).
    pub fn reason(&self) -> &str {
        self.key.strip_prefix("error-").unwrap_or(&self.key)
    }

    /// The arguments, serializable as a JSON object (see [`MessageArg`]'s JSON form).
    pub fn args(&self) -> MessageArgs<'_> {
        MessageArgs(&self.args)
    }
}

/// The arguments of a [`Message`] as a JSON object: a plain argument is a string, a number
/// a number, a side `{"side": NAME}`, a message key `{"key": ID}`, a message with arguments
/// `{"message": ID, "args": {…}}`. The browser renders them with the same Fluent files.
#[derive(Clone, Copy, Debug)]
pub struct MessageArgs<'a>(&'a [(&'static str, MessageArg)]);

impl Serialize for MessageArgs<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl Serialize for MessageArg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            MessageArg::Plain(text) => serializer.serialize_str(text),
            MessageArg::Number(n) => serializer.serialize_i64(*n),
            MessageArg::Side(side) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("side", side)?;
                map.end()
            }
            MessageArg::Key(key) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("key", key)?;
                map.end()
            }
            MessageArg::Message(message) => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("message", &message.key)?;
                map.serialize_entry("args", &message.args())?;
                map.end()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn won(lang: Lang, side: &str) -> String {
        Message::new("game-win").side("side", side).render(lang)
    }

    #[test]
    fn verbs_agree_with_the_side_before_them() {
        assert_eq!(won(Lang::En, "fox"), "the fox wins");
        assert_eq!(won(Lang::En, "geese"), "the geese win");
        assert_eq!(won(Lang::Ru, "fox"), "лиса выиграла");
        assert_eq!(won(Lang::Ru, "hare"), "заяц выиграл");
        assert_eq!(won(Lang::Ru, "geese"), "гуси выиграли");
        assert_eq!(won(Lang::Pl, "fox"), "lis wygrał");
        assert_eq!(won(Lang::Pl, "geese"), "gęsi wygrały");
        assert_eq!(won(Lang::Pl, "hunters"), "myśliwi wygrali");
        assert_eq!(won(Lang::Pl, "flock"), "stado wygrało");
        assert_eq!(won(Lang::En, "dragons"), "the dragons win", "a side no file knows is plural");
        let turn = |side: &str| Message::new("error-move-not-your-turn").side("side", side).render(Lang::En);
        assert_eq!(turn("fox"), "not your turn: the fox is to move");
        assert_eq!(turn("geese"), "not your turn: the geese are to move");
    }

    #[test]
    fn every_side_has_a_form_in_every_language() {
        for lang in Lang::ALL {
            for (l, _, text) in reynard_i18n::sources() {
                if l != Lang::En {
                    continue;
                }
                for side in text.lines().filter_map(|line| line.strip_prefix("side-")) {
                    let id = side.split(" = ").next().unwrap_or_default();
                    if id.starts_with("form-") {
                        continue;
                    }
                    let key = format!("side-form-{id}");
                    assert!(try_tr(lang, &key).is_some(), "{lang:?} lacks {key}");
                    let form = side_form(lang, id);
                    let allowed: &[&str] = match lang {
                        Lang::En => &["one", "other"],
                        Lang::Ru => &["m", "f", "n", "pl"],
                        Lang::Pl => &["m", "f", "n", "virile", "pl"],
                    };
                    assert!(allowed.contains(&form.as_str()), "{lang:?} {id}: {form}");
                }
            }
        }
    }
}
