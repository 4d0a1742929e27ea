//! Wins, losses and draws of a tier, counted while its values are written or checked.

use crate::value::Value;

/// What the values of one tier hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Counts {
    /// Valid values seen: one per position.
    pub positions: u64,
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest win or loss, in plies.
    pub longest: u16,
}

impl Counts {
    /// Counts one packed value; false (and nothing counted) for a code no table holds.
    #[inline]
    pub fn add(&mut self, v: u16) -> bool {
        match Value::unpack(v) {
            Some(Value::Win(d)) => {
                self.wins += 1;
                self.longest = self.longest.max(d);
            }
            Some(Value::Loss(d)) => {
                self.losses += 1;
                self.longest = self.longest.max(d);
            }
            Some(Value::Draw) => self.draws += 1,
            None => return false,
        }
        self.positions += 1;
        true
    }

    /// Counts `n` positions of one packed value; false (and nothing counted) for a code no
    /// table holds.
    pub fn add_many(&mut self, v: u16, n: u64) -> bool {
        let mut one = Counts::default();
        if !one.add(v) {
            return false;
        }
        if n > 0 {
            *self = self.merge(Counts {
                positions: n,
                wins: one.wins * n,
                losses: one.losses * n,
                draws: one.draws * n,
                longest: one.longest,
            });
        }
        true
    }

    /// The counts of two parts together.
    pub fn merge(self, other: Counts) -> Counts {
        Counts {
            positions: self.positions + other.positions,
            wins: self.wins + other.wins,
            losses: self.losses + other.losses,
            draws: self.draws + other.draws,
            longest: self.longest.max(other.longest),
        }
    }
}
