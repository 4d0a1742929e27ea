//! What a name and a password may be. Names are Latin letters, digits, `_` and `-`, 2 to 24
//! characters, starting with a letter or digit (easy to type and to tell apart on every
//! keyboard; unique whatever their case). Passwords are 8 to 128 characters and not easy
//! to guess: zxcvbn's estimate (common passwords, words, names, keyboard runs, repeats,
//! dates, the account's own name) must be at least [`MIN_STRENGTH`], so `password`,
//! `12345678` or eight spaces are refused while a few unrelated words pass.

use crate::error::ApiError;

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

/// The key of a name: the name in lower case.
pub fn account_id(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// Checks a name.
///
/// # Errors
///
/// `bad_account`, saying what does not fit.
pub fn check_name(name: &str) -> Result<(), ApiError> {
    let len = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&len) {
        return Err(ApiError::BadAccount(format!("a name has {MIN_NAME} to {MAX_NAME} characters")));
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
        return Err(ApiError::BadAccount("a name has only Latin letters, digits, _ and -".into()));
    }
    if !name.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return Err(ApiError::BadAccount("a name starts with a letter or a digit".into()));
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
/// `bad_account`, saying what does not fit.
pub fn check_new_name(name: &str) -> Result<(), ApiError> {
    check_name(name)?;
    if account_id(name).starts_with(DELETED_PREFIX) {
        return Err(ApiError::BadAccount(format!("a name does not start with `{DELETED_PREFIX}`")));
    }
    Ok(())
}

/// Checks a new password for the account `name`.
///
/// # Errors
///
/// `bad_account`, saying what does not fit.
pub fn check_password(password: &str, name: &str) -> Result<(), ApiError> {
    let len = password.chars().count();
    if !(MIN_PASSWORD..=MAX_PASSWORD).contains(&len) {
        return Err(ApiError::BadAccount(format!(
            "a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters"
        )));
    }
    if zxcvbn::zxcvbn(password, &[name]).score() < MIN_STRENGTH {
        return Err(ApiError::BadAccount(
            "this password is too easy to guess (a common password, a name, a run of keys or \
             repeats): add a few unrelated words"
                .into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_fit_and_names_that_do_not() {
        for good in ["ivan", "Olga_2", "p-k", "42"] {
            assert!(check_name(good).is_ok(), "{good}");
        }
        for bad in ["", "x", "_ivan", "Иван", "a b", "<script>", &"a".repeat(25)] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        assert_eq!(account_id("Olga_2"), "olga_2");
        assert!(check_password("short", "ivan").is_err());
        assert!(check_password("пароль-длинный", "ivan").is_ok(), "any characters in a password");
        assert!(check_password("a good password", "ivan").is_ok());
        for common in ["password", "12345678", "        ", "qwertyuiop", "iloveyou", "password1", "ivanivan"]
        {
            assert!(check_password(common, "ivan").is_err(), "{common:?} is easy to guess");
        }
    }
}
