//! Limits on logins, kept in the database (`login_attempts`): every server sharing it and
//! a restarted one count the same attempts.
//!
//! An attempt is counted *before* its password is checked and taken back if it was right,
//! so that a hundred attempts sent at once are counted a hundred times and at most the
//! allowed few reach the (slow) password check. Three counts, each in a fixed window of
//! [`WINDOW`]:
//!
//! - one name from one address: past [`PER_PAIR`] failures that address may not try that
//!   name again until the window ends (the owner, from any other address, still may);
//! - one address, every name: past [`PER_ADDRESS`] that address may not log in at all;
//! - one name from anywhere: past [`NAME_SLOW`] the name is under attack, and an address
//!   that has already failed on it gets one attempt through at a time, spaced by
//!   [`spacing`] (growing to a minute) across all such addresses. An address that has not
//!   failed on the name is never slowed, so a name attacked from many addresses stays open
//!   to its owner.
//!
//! Every refusal says how long to wait (`too_many_logins` with `Retry-After`).

use crate::error::ApiError;
use crate::meta::now_ms;
use crate::store::Store;
use std::net::IpAddr;

/// Failed logins one address may have for one name in a window.
pub const PER_PAIR: i64 = 5;
/// Failed logins one address may have in a window, all names together.
pub const PER_ADDRESS: i64 = 20;
/// Attempts on one name in a window, from anywhere, past which it is slowed.
pub const NAME_SLOW: i64 = 10;
/// The window, in ms.
pub const WINDOW: i64 = 15 * 60 * 1000;
/// The longest spacing of attempts on a name under attack, in ms.
const MAX_SPACING: i64 = 60_000;

/// The spacing, in ms, of attempts on a name that has had `attempts` in the window: a
/// second past [`NAME_SLOW`], doubling every ten attempts more, at most a minute.
pub fn spacing(attempts: i64) -> i64 {
    let doublings = ((attempts - NAME_SLOW).max(0) / 10).min(6) as u32;
    (1000 << doublings).min(MAX_SPACING)
}

/// An attempt let through to the password check.
#[derive(Debug)]
#[must_use = "an attempt ends as failed or succeeded"]
pub struct Attempt {
    pair: String,
    address: String,
    name: String,
}

/// The login limits over the store.
#[derive(Clone, Debug)]
pub struct LoginLimit {
    store: Store,
}

impl LoginLimit {
    /// Over `store`.
    pub fn new(store: Store) -> LoginLimit {
        LoginLimit { store }
    }

    /// Counts an attempt to log in as `name` (the account id) from `address`, and lets it
    /// through or not.
    ///
    /// # Errors
    ///
    /// `too_many_logins` with the seconds to wait, storage.
    pub async fn begin(&self, name: &str, address: IpAddr) -> Result<Attempt, ApiError> {
        let now = now_ms();
        let attempt = Attempt {
            pair: format!("pair:{name}|{address}"),
            address: format!("address:{address}"),
            name: format!("name:{name}"),
        };
        let pair = self.store.count_login_attempt(&attempt.pair, now, WINDOW).await?;
        let from = self.store.count_login_attempt(&attempt.address, now, WINDOW).await?;
        let named = self.store.count_login_attempt(&attempt.name, now, WINDOW).await?;
        let window_left = |window_ms: i64| seconds(window_ms + WINDOW - now);
        if pair.count > PER_PAIR {
            return Err(ApiError::TooManyLogins(window_left(pair.window_ms)));
        }
        if from.count > PER_ADDRESS {
            return Err(ApiError::TooManyLogins(window_left(from.window_ms)));
        }
        let failed_here_before = pair.count > 1;
        if failed_here_before && named.count > NAME_SLOW {
            let spacing = spacing(named.count);
            if !self.store.admit_spaced(&attempt.name, now, spacing).await? {
                return Err(ApiError::TooManyLogins(seconds(named.admitted_ms + spacing - now)));
            }
        }
        Ok(attempt)
    }

    /// The password was wrong: the attempt stays counted (and counts of windows long over
    /// are dropped).
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn failed(&self, _attempt: Attempt) -> Result<(), ApiError> {
        self.store.expire_login_attempts(now_ms() - WINDOW).await?;
        Ok(())
    }

    /// The password was right: the attempt is no failure, and the address's failures on
    /// the name are forgotten.
    ///
    /// # Errors
    ///
    /// Storage.
    pub async fn succeeded(&self, attempt: Attempt) -> Result<(), ApiError> {
        self.store.forget_login_attempts(&attempt.pair).await?;
        self.store.uncount_login_attempt(&attempt.address).await?;
        self.store.uncount_login_attempt(&attempt.name).await?;
        Ok(())
    }
}

/// Whole seconds to wait for `ms`, at least one.
fn seconds(ms: i64) -> u64 {
    (ms.max(1) as u64).div_ceil(1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spacing_grows_to_a_minute() {
        assert_eq!(spacing(NAME_SLOW + 1), 1000);
        assert_eq!(spacing(NAME_SLOW + 10), 2000);
        assert_eq!(spacing(NAME_SLOW + 25), 4000);
        assert_eq!(spacing(10_000), MAX_SPACING);
        assert_eq!(seconds(1), 1);
        assert_eq!(seconds(1001), 2);
        assert_eq!(seconds(-5), 1, "never zero");
    }
}
