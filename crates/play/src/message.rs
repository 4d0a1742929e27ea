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

    /// The message in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    MessageArg::Plain(text) => Arg::from(text.clone()),
                    MessageArg::Number(n) => Arg::from(*n),
                    MessageArg::Side(side) => Arg::from(side_name(lang, side)),
                    MessageArg::Key(key) => Arg::from(tr(lang, key)),
                    MessageArg::Message(text) => Arg::from(text.render(lang)),
                };
                (*name, value)
            })
            .collect();
        tr_args(lang, &self.key, &args)
    }
}

/// A side's name in `lang` (the variant's own word where no translation exists, as for a
/// side a variant file names).
pub fn side_name(lang: Lang, side: &str) -> String {
    try_tr(lang, &format!("side-{side}")).unwrap_or_else(|| side.to_string())
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
