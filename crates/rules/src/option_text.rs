//! `key=value` option text shared by the game families: the option table entry, its errors,
//! and the small readers and writers every family's `set`/`get` use.

/// One option: its key, the values it takes, and the rule it sets.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The key, as in `--set key=value`.
    pub key: &'static str,
    /// The values allowed, for error messages and help.
    pub allowed: &'static str,
    /// What the option does.
    pub doc: &'static str,
}

impl OptionSpec {
    /// The values to choose from when [`allowed`](Self::allowed) is a plain list of words
    /// (`true, false`; `9, 11`); `None` when the value is typed (a number in a range, a
    /// list of points, a name).
    pub fn choices(&self) -> Option<Vec<&'static str>> {
        let words: Vec<&'static str> = self.allowed.split(',').map(str::trim).collect();
        let plain = words.len() > 1 && words.iter().all(|w| !w.is_empty() && !w.contains(' '));
        plain.then_some(words)
    }
}

/// A key or value that is not an option.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// No option has this key.
    #[error("unknown option `{key}`; the options are: {known}")]
    UnknownKey {
        /// The key given.
        key: String,
        /// Every valid key, comma-separated.
        known: String,
    },
    /// The value does not fit the option.
    #[error("bad value `{value}` for option `{key}`: expected {allowed}")]
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// What is allowed.
        allowed: &'static str,
    },
    /// `key=value` text without the `=`.
    #[error("expected key=value, got `{0}`")]
    NotKeyValue(String),
}

/// A family's variant read and written as options: what `--set`, variant files, records,
/// the engine protocol and the menus use. A family implements [`VariantOptions::set`] and
/// [`VariantOptions::get`] over its table; the rest is written once here.
pub trait VariantOptions: Sized {
    /// Every option, in display order.
    const OPTIONS: &'static [OptionSpec];

    /// Sets one option from its text value.
    ///
    /// # Errors
    ///
    /// An unknown key (listing the known ones) or a value the option does not take.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;

    /// The text value of one option, as [`VariantOptions::set`] reads it.
    ///
    /// # Errors
    ///
    /// The key is not an option.
    fn get(&self, key: &str) -> Result<String, OptionError>;

    /// Whether this value of `key` only follows from other options (it is then not written
    /// among the differences from a preset).
    fn is_implied(_key: &str, _value: &str) -> bool {
        false
    }

    /// Sets one option from `key=value` text.
    ///
    /// # Errors
    ///
    /// Text without `=`, or what [`VariantOptions::set`] refuses.
    fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let (key, value) = split_pair(pair)?;
        self.set(key, value)
    }

    /// The options whose value differs from `base`, as `(key, value)` pairs that
    /// [`VariantOptions::set`] turns `base` into this variant with (in this order).
    fn differences(&self, base: &Self) -> Vec<(&'static str, String)> {
        Self::OPTIONS
            .iter()
            .filter_map(|o| {
                // `get` cannot fail on the keys of OPTIONS.
                let (mine, theirs) = (self.get(o.key).ok()?, base.get(o.key).ok()?);
                (mine != theirs && !Self::is_implied(o.key, &mine)).then_some((o.key, mine))
            })
            .collect()
    }
}

/// The entry of `key` in a family's option table, or the error listing every key.
pub(crate) fn spec(options: &'static [OptionSpec], key: &str) -> Result<&'static OptionSpec, OptionError> {
    options.iter().find(|o| o.key == key).ok_or_else(|| OptionError::UnknownKey {
        key: key.to_string(),
        known: options.iter().map(|o| o.key).collect::<Vec<_>>().join(", "),
    })
}

/// Splits `key=value` text.
pub(crate) fn split_pair(pair: &str) -> Result<(&str, &str), OptionError> {
    pair.split_once('=').map(|(k, v)| (k.trim(), v)).ok_or_else(|| OptionError::NotKeyValue(pair.to_string()))
}

/// Reads a yes/no value: `true yes on 1` or `false no off 0` (any case).
pub(crate) fn parse_bool(value: &str) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Some(true),
        "false" | "no" | "off" | "0" => Some(false),
        _ => None,
    }
}

/// Splits a point list on commas and white space; `none` or nothing is the empty list.
pub(crate) fn parse_list(value: &str) -> Vec<String> {
    if value.trim().eq_ignore_ascii_case("none") {
        return Vec::new();
    }
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Writes a point list as [`parse_list`] reads it.
pub(crate) fn write_list(points: &[String]) -> String {
    if points.is_empty() { "none".to_string() } else { points.join(",") }
}

/// Looks up a named value among `(name, value)` pairs.
pub(crate) fn pick<T: Copy>(value: &str, choices: &[(&str, T)]) -> Option<T> {
    choices.iter().find(|(name, _)| *name == value).map(|(_, v)| *v)
}

/// The name of a value among `(name, value)` pairs.
pub(crate) fn name_of<T: PartialEq>(value: T, choices: &[(&'static str, T)]) -> &'static str {
    choices.iter().find(|(_, v)| *v == value).map_or("?", |(name, _)| name)
}
