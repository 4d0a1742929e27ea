//! Perft: counting the positions reachable in exactly `depth` moves (RULES.md section 6).

use super::position::Position;
use super::rules::Rules;

impl Rules {
    /// `perft(pos, 0) = 1`; a game finished by end rules 1–4 counts 0; otherwise the sum over
    /// the distinct positions one legal move leads to. The last ply is counted, not played.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.decided(pos).is_some() {
            return 0;
        }
        if depth == 1 {
            return self.count_moves(pos);
        }
        let mut moves = Vec::with_capacity(32);
        self.legal_moves(pos, &mut moves);
        moves.iter().map(|&m| self.perft(&self.play(pos, m), depth - 1)).sum()
    }

    /// Perft split by first move: `(move, count)` for each legal move of `pos`.
    pub fn divide(&self, pos: &Position, depth: u32) -> Vec<(super::Move, u64)> {
        if depth == 0 || self.outcome(pos).is_some() {
            return Vec::new();
        }
        self.moves(pos).into_iter().map(|m| (m, self.perft(&self.play(pos, m), depth - 1))).collect()
    }
}
