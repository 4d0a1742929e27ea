//! A token bucket: `rate` requests a second on average, bursts of `burst`. Used per
//! WebSocket connection and per client address for HTTP.

use std::time::Instant;

/// A token bucket.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: u32, burst: u32) -> Bucket {
        Bucket { tokens: burst as f64, rate: rate as f64, burst: burst as f64, last: Instant::now() }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self) -> bool {
        self.refill(Instant::now());
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket has filled up again (its owner has been quiet long enough to be
    /// forgotten).
    pub fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.last = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_refusals() {
        let mut bucket = Bucket::new(1, 3);
        assert!((0..3).all(|_| bucket.take()));
        assert!(!bucket.take());
        assert!(!bucket.is_full(Instant::now()));
    }
}
