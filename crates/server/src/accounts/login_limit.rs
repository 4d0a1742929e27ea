//! Failed logins counted per account name and per client address, in fixed windows: past
//! the limit, logins for that name (or from that address) are refused until the window
//! ends, even with the right password, so passwords cannot be guessed at speed.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failed logins a name may have in a window.
pub const PER_NAME: u32 = 5;
/// Failed logins an address may have in a window.
pub const PER_ADDRESS: u32 = 20;
/// The window.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Names and addresses remembered at most (the oldest windows are dropped first).
const MAX_KEYS: usize = 50_000;

/// Who failed to log in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Name(String),
    Address(IpAddr),
}

/// The failed logins of the current windows.
#[derive(Debug, Default)]
pub struct LoginLimit {
    failures: Mutex<HashMap<Key, (Instant, u32)>>,
}

impl LoginLimit {
    /// The seconds to wait when `name` or `address` has failed too often, else `None`.
    pub fn blocked(&self, name: &str, address: IpAddr) -> Option<u64> {
        let now = Instant::now();
        let failures = self.lock();
        let wait = |key: Key, limit: u32| {
            let (start, count) = failures.get(&key)?;
            let end = *start + WINDOW;
            (*count >= limit && end > now).then(|| (end - now).as_secs().max(1))
        };
        wait(Key::Name(name.to_string()), PER_NAME).max(wait(Key::Address(address), PER_ADDRESS))
    }

    /// Counts a failed login.
    pub fn failed(&self, name: &str, address: IpAddr) {
        let now = Instant::now();
        let mut failures = self.lock();
        if failures.len() >= MAX_KEYS {
            failures.retain(|_, (start, _)| *start + WINDOW > now);
        }
        for key in [Key::Name(name.to_string()), Key::Address(address)] {
            let entry = failures.entry(key).or_insert((now, 0));
            if entry.0 + WINDOW <= now {
                *entry = (now, 0);
            }
            entry.1 += 1;
        }
    }

    /// A login succeeded: the name's failures are forgotten (the address's are not).
    pub fn succeeded(&self, name: &str) {
        self.lock().remove(&Key::Name(name.to_string()));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, (Instant, u32)>> {
        self.failures.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_blocked_after_its_failures_and_others_are_not() {
        let limit = LoginLimit::default();
        let here: IpAddr = [127, 0, 0, 1].into();
        for _ in 0..PER_NAME {
            assert_eq!(limit.blocked("ivan", here), None);
            limit.failed("ivan", here);
        }
        let wait = limit.blocked("ivan", here).expect("blocked");
        assert!(wait > 0 && wait <= WINDOW.as_secs(), "{wait}");
        assert_eq!(limit.blocked("olga", here), None, "another name from the same address");
        for _ in PER_NAME..PER_ADDRESS {
            limit.failed("olga", here);
        }
        assert!(limit.blocked("piotr", here).is_some(), "the address is blocked for every name");
        limit.succeeded("ivan");
        assert!(limit.blocked("ivan", [10, 0, 0, 9].into()).is_none(), "forgotten after a success");
    }
}
