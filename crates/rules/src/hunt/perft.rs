//! Perft: counting the positions reachable in exactly `depth` moves (RULES.md section 6).

use super::position::{Move, Position};
use super::rules::Rules;
pub use crate::perft_table::PerftTable;

impl Rules {
    /// `perft(pos, 0) = 1`; a game finished by end rules 1–4 counts 0; otherwise the sum over
    /// the distinct positions one legal move leads to. The last ply is counted, not played.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        let mut buffers = vec![Vec::with_capacity(64); depth as usize + 1];
        self.perft_inner(pos, depth, &mut buffers, &mut None)
    }

    /// Perft with a transposition table (64-bit Zobrist keys: a collision, vanishingly
    /// unlikely, would miscount). Much faster at depth, where move orders transpose.
    pub fn perft_hashed(&self, pos: &Position, depth: u32, table: &mut PerftTable) -> u64 {
        let mut buffers = vec![Vec::with_capacity(64); depth as usize + 1];
        self.perft_inner(pos, depth, &mut buffers, &mut Some(table))
    }

    fn perft_inner(
        &self,
        pos: &Position,
        depth: u32,
        buffers: &mut [Vec<Move>],
        table: &mut Option<&mut PerftTable>,
    ) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.decided(pos).is_some() {
            return 0;
        }
        if depth <= 2 {
            let Some((scratch, _)) = buffers.split_first_mut() else { return 0 };
            if depth == 1 {
                return self.count_moves_with(pos, scratch);
            }
            if pos.side() == crate::Side::Flock && pos.to_place() == 0 {
                return self.perft2_flock(pos, scratch);
            }
        }
        let key = PerftTable::key(pos.hash(), depth);
        if depth >= 3 {
            if let Some(count) = table.as_ref().and_then(|t| t.get(key)) {
                return count;
            }
        }
        let Some((moves, rest)) = buffers.split_first_mut() else { return 0 };
        self.legal_moves(pos, moves);
        let mut total = 0;
        for &m in moves.iter() {
            total += self.perft_inner(&self.play(pos, m), depth - 1, rest, table);
        }
        if depth >= 3 {
            if let Some(t) = table.as_mut() {
                t.put(key, total);
            }
        }
        total
    }

    /// Perft split by first move: `(move, count)` for each legal move of `pos`.
    pub fn divide(&self, pos: &Position, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 || self.outcome(pos).is_some() {
            return Vec::new();
        }
        self.moves(pos).into_iter().map(|m| (m, self.perft(&self.play(pos, m), depth - 1))).collect()
    }
}
