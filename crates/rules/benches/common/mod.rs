//! What the benches of every family share: a fast random source and random playouts.

use reynard_rules::Ruleset;

/// xorshift64: a fast deterministic random source for playouts.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n` (`n > 0`).
    #[allow(dead_code, reason = "the hunt bench uses it, the tafl bench (sharing this module) not")]
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (((self.0 >> 32) * n as u64) >> 32) as usize
    }

    /// A number below 2^32 (whose remainders are cheap to take).
    pub fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 32) as usize
    }
}

/// Plays uniformly random moves from `start` until an end rule (or `max_plies`); returns
/// the plies played.
pub fn playout<R: Ruleset>(
    rules: &R,
    start: &R::Position,
    rng: &mut Rng,
    moves: &mut Vec<R::Move>,
    max_plies: u64,
) -> u64 {
    let mut pos = *start;
    for ply in 0..max_plies {
        if rules.decided(&pos).is_some() {
            return ply;
        }
        // A uniformly random legal move, without listing them all where the rules can.
        let Some(mv) = rules.random_legal_move(&pos, &mut || rng.next(), moves) else {
            return ply;
        };
        pos = rules.play_unchecked(&pos, mv);
    }
    max_plies
}
