//! The small deterministic random source the players, the levels and the match runner
//! draw from: the same seed gives the same choices.

/// A small deterministic random source (xorshift64*).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }

    /// A number in `-amplitude..=amplitude`.
    pub fn spread(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 { 0 } else { self.below(2 * amplitude as usize + 1) as i32 - amplitude }
    }
}
