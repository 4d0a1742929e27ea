//! The server's clock: wall time in milliseconds, and sleeping until a moment. Game clocks
//! and their timers ask it, never the system directly, so that tests can drive time by hand
//! ([`ManualTime`]) and see a flag fall without waiting.
//!
//! Why not tokio's paused clock: while a paused runtime waits on the database (SQLite runs
//! on a thread of its own, PostgreSQL on a socket), it counts as idle and jumps time to the
//! next timer, so a move in flight could see its player's flag fall. A clock only the test
//! moves keeps every step where the test put it.

use std::sync::Arc;
use tokio::sync::watch;

/// Where the server reads the time.
#[derive(Clone, Debug, Default)]
pub enum TimeSource {
    /// The system's clock.
    #[default]
    System,
    /// A clock moved by hand (tests).
    Manual(Arc<ManualTime>),
}

impl TimeSource {
    /// Milliseconds since 1970, now.
    pub fn now_ms(&self) -> i64 {
        match self {
            TimeSource::System => crate::meta::now_ms(),
            TimeSource::Manual(manual) => manual.now_ms(),
        }
    }

    /// Returns once the time is `deadline_ms` or later.
    pub async fn sleep_until(&self, deadline_ms: i64) {
        match self {
            TimeSource::System => {
                let wait = deadline_ms.saturating_sub(self.now_ms()).max(0) as u64;
                tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
            }
            TimeSource::Manual(manual) => {
                let mut now = manual.now.subscribe();
                // The sender lives as long as `manual`: `wait_for` fails only if it is gone.
                let _ = now.wait_for(|&t| t >= deadline_ms).await;
            }
        }
    }
}

/// A clock that stands still until [`ManualTime::advance`] moves it.
#[derive(Debug)]
pub struct ManualTime {
    now: watch::Sender<i64>,
}

impl ManualTime {
    /// A clock showing `start_ms`.
    pub fn new(start_ms: i64) -> Arc<ManualTime> {
        Arc::new(ManualTime { now: watch::Sender::new(start_ms) })
    }

    /// The time it shows.
    pub fn now_ms(&self) -> i64 {
        *self.now.borrow()
    }

    /// Moves the clock on by `ms` and wakes the timers whose moment has come.
    pub fn advance(&self, ms: i64) {
        self.now.send_modify(|t| *t += ms.max(0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_manual_sleep_ends_when_the_clock_gets_there() {
        let manual = ManualTime::new(1_000);
        let time = TimeSource::Manual(manual.clone());
        let sleeper = tokio::spawn({
            let time = time.clone();
            async move { time.sleep_until(3_000).await }
        });
        manual.advance(1_500);
        tokio::task::yield_now().await;
        assert!(!sleeper.is_finished(), "woke at 2,500 for 3,000");
        manual.advance(500);
        tokio::time::timeout(std::time::Duration::from_secs(5), sleeper).await.expect("woke").expect("ran");
        assert_eq!(time.now_ms(), 3_000);
    }
}
