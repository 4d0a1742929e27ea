//! What a name and a password may be (the choice and its reasons: docs/accounts.md).
//!
//! A name is 2 to 24 letters of any script, digits, `_` and `-`, starting with a letter or
//! a digit. It is kept in NFKC (so that `ﬁ` and `fi`, or `é` typed as one or two code
//! points, are one name), its key ([`account_id`]) is that in lower case (so `Żółw` and
//! `żÓŁW` are one account; an ASCII name keeps the key it always had), and it is written in
//! one script (Latin with Han, Hiragana, Katakana or Hangul allowed, as UTS #39's "highly
//! restrictive" level has it), so that `Pavel` with a Cyrillic `а` is refused. A name
//! whose UTS #39 skeleton ([`name_skeleton`]) is an existing account's (`pavel` in Latin
//! and in Cyrillic letters, `ivan1` and `ivanl`) is refused by the store's unique index on skeletons.
//!
//! Passwords are 8 to 128 characters and not easy to guess: zxcvbn's estimate (common
//! passwords, words, names, keyboard runs, repeats, dates, the account's own name) must be
//! at least [`MIN_STRENGTH`], so `password`, `12345678` or eight spaces are refused while
//! a few unrelated words pass.
//!
//! Each problem is a [`Problem`]: the field it concerns, a Fluent message for the page and
//! an English sentence for the API, so that a bad name and a short password are two
//! messages, each beside its field.

use crate::error::ApiError;
use reynard_play::Message;
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_security::{RestrictionLevel, RestrictionLevelDetection};

/// Shortest name.
const MIN_NAME: usize = 2;
/// Longest name.
const MAX_NAME: usize = 24;
/// Shortest password.
const MIN_PASSWORD: usize = 8;
/// Longest password.
const MAX_PASSWORD: usize = 128;
/// The weakest password accepted, on zxcvbn's scale of 0 to 4: 2 is "somewhat guessable",
/// about 10^8 guesses, beyond an online attack that the login limits slow down.
const MIN_STRENGTH: zxcvbn::Score = zxcvbn::Score::Two;

/// One thing wrong with a name or a password.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The form field it concerns: `name` or `password`.
    pub field: &'static str,
    /// What is wrong, as a Fluent message (`error-account-…`).
    pub message: Message,
    /// The same in English, for the API's `message`.
    pub english: String,
}

impl Problem {
    fn name(message: Message, english: impl Into<String>) -> Problem {
        Problem { field: "name", message, english: english.into() }
    }

    fn password(message: Message, english: impl Into<String>) -> Problem {
        Problem { field: "password", message, english: english.into() }
    }
}

impl From<Problem> for ApiError {
    fn from(problem: Problem) -> ApiError {
        ApiError::BadAccount(vec![problem])
    }
}

/// A name as kept: trimmed of nothing, in Unicode normal form KC.
pub fn normal_name(name: &str) -> String {
    name.nfkc().collect()
}

/// The key of a name: its NFKC form in lower case (an ASCII name's key is its lower case,
/// as it always was).
pub fn account_id(name: &str) -> String {
    normal_name(&normal_name(name).to_lowercase())
}

/// The UTS #39 skeleton of a name's key: two names with one skeleton look alike (`pavel`
/// with a Latin or a Cyrillic `а`, `ivanl` and `ivan1`), and only one of them may be an
/// account.
pub fn name_skeleton(name: &str) -> String {
    unicode_security::skeleton(&account_id(name)).collect()
}

/// Whether `c` may stand in a name: a letter, a combining mark or a digit of any script,
/// `_` or `-`.
fn name_char(c: char) -> bool {
    c.is_alphanumeric() || is_combining_mark(c) || c == '_' || c == '-'
}

/// Checks a name (after [`normal_name`]).
///
/// # Errors
///
/// The first problem found: its length, a character that is not a letter, digit, `_` or
/// `-`, its first character, or scripts mixed.
pub fn check_name(name: &str) -> Result<(), Problem> {
    let name = normal_name(name);
    let len = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&len) {
        return Err(Problem::name(
            Message::new("error-account-name-length")
                .number("min", MIN_NAME as i64)
                .number("max", MAX_NAME as i64),
            format!("a name has {MIN_NAME} to {MAX_NAME} characters"),
        ));
    }
    if let Some(bad) = name.chars().find(|&c| !name_char(c)) {
        return Err(Problem::name(
            Message::new("error-account-name-character").plain("character", bad.to_string()),
            format!("a name has only letters (of any alphabet), digits, _ and -, not `{bad}`"),
        ));
    }
    if !name.starts_with(char::is_alphanumeric) {
        return Err(Problem::name(
            Message::new("error-account-name-start"),
            "a name starts with a letter or a digit",
        ));
    }
    if !name.as_str().check_restriction_level(RestrictionLevel::HighlyRestrictive) {
        return Err(Problem::name(
            Message::new("error-account-name-scripts"),
            "a name is written in one alphabet (letters of two alphabets that look alike could pass for another \
             player's name)",
        ));
    }
    Ok(())
}

/// The start of the names a deleted account's games keep (`deleted-…`): no new account
/// may take one, so that such a name never stands for a person.
pub const DELETED_PREFIX: &str = "deleted-";

/// Checks the name of a new account: a name ([`check_name`]) that does not start with
/// [`DELETED_PREFIX`].
///
/// # Errors
///
/// The problem, as [`check_name`] or a reserved start.
pub fn check_new_name(name: &str) -> Result<(), Problem> {
    check_name(name)?;
    if account_id(name).starts_with(DELETED_PREFIX) {
        return Err(Problem::name(
            Message::new("error-account-name-reserved").plain("prefix", DELETED_PREFIX),
            format!("a name does not start with `{DELETED_PREFIX}`"),
        ));
    }
    Ok(())
}

/// Checks a new password for the account `name`.
///
/// # Errors
///
/// The problem: its length, or too easy to guess.
pub fn check_password(password: &str, name: &str) -> Result<(), Problem> {
    let len = password.chars().count();
    if !(MIN_PASSWORD..=MAX_PASSWORD).contains(&len) {
        return Err(Problem::password(
            Message::new("error-account-password-length")
                .number("min", MIN_PASSWORD as i64)
                .number("max", MAX_PASSWORD as i64),
            format!("a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters"),
        ));
    }
    if zxcvbn::zxcvbn(password, &[name]).score() < MIN_STRENGTH {
        return Err(Problem::password(
            Message::new("error-account-password-weak"),
            "this password is too easy to guess (a common password, a name, a run of keys or repeats): add a few \
             unrelated words",
        ));
    }
    Ok(())
}

/// Checks a new account's name and password together: every problem, one per field.
///
/// # Errors
///
/// `bad_account` with the name's problem and the password's.
pub fn check_new_account(name: &str, password: &str) -> Result<(), ApiError> {
    let problems: Vec<Problem> =
        [check_new_name(name).err(), check_password(password, name).err()].into_iter().flatten().collect();
    if problems.is_empty() { Ok(()) } else { Err(ApiError::BadAccount(problems)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_fit_and_names_that_do_not() {
        for good in ["ivan", "Olga_2", "p-k", "42", "Żółw", "Лиса", "Иван_Петров", "木村", "नमस्ते", "Ελένη"]
        {
            assert!(check_name(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "x",
            "_ivan",
            "a b",
            "<script>",
            "ivan!",
            "P\u{430}vel",
            "\u{41b}\u{438}s\u{430}",
            &"a".repeat(25),
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        assert_eq!(
            check_name("P\u{430}vel").map_err(|p| p.message.key),
            Err("error-account-name-scripts".into())
        );
        assert_eq!(check_name("a b").map_err(|p| p.field), Err("name"));
        assert!(check_password("short", "ivan").is_err());
        assert!(check_password("пароль-длинный", "ivan").is_ok(), "any characters in a password");
        assert!(check_password("a good password", "ivan").is_ok());
        for common in ["password", "12345678", "        ", "qwertyuiop", "iloveyou", "password1", "ivanivan"]
        {
            assert!(check_password(common, "ivan").is_err(), "{common:?} is easy to guess");
        }
    }

    #[test]
    fn keys_are_normal_and_lower_case_and_old_keys_stay() {
        assert_eq!(account_id("Olga_2"), "olga_2", "an ASCII name keeps its key");
        assert_eq!(account_id("ŻÓŁW"), account_id("żółw"));
        // `é` as one code point and as `e` with a combining accent: one name.
        assert_eq!(account_id("Andr\u{e9}"), account_id("Andre\u{301}"));
        assert_eq!(normal_name("Andre\u{301}"), "Andr\u{e9}");
        assert_eq!(account_id("ＩＶＡＮ"), "ivan", "full-width letters are the plain ones");
    }

    #[test]
    fn look_alike_names_share_a_skeleton() {
        // Latin `a` and Cyrillic `а`, Latin `p` and Cyrillic `р`, `l` and `1`.
        assert_eq!(name_skeleton("pavel"), name_skeleton("\u{440}\u{430}v\u{435}l"));
        assert_eq!(name_skeleton("Ivanl"), name_skeleton("ivan1"));
        assert_ne!(name_skeleton("ivan"), name_skeleton("olga"));
        assert_ne!(name_skeleton("лиса"), name_skeleton("лис"));
    }

    #[test]
    fn a_bad_name_and_a_bad_password_are_two_problems() {
        let Err(ApiError::BadAccount(problems)) = check_new_account("x", "short") else {
            panic!("both refused")
        };
        let fields: Vec<&str> = problems.iter().map(|p| p.field).collect();
        assert_eq!(fields, ["name", "password"]);
        assert!(check_new_account("Żółw", "a good password").is_ok());
    }
}
