//! Round-robin schedules by the circle method of Berger's tables: with `n` players (and a
//! bye in place of a missing player when `n` is odd) there are `n - 1` rounds, or `n`
//! when `n` is odd, and every two players meet in exactly one of them.

/// One round of a round robin: indexes into the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRobinRound {
    /// The pairs.
    pub pairs: Vec<(usize, usize)>,
    /// The player who sits out (odd numbers of players).
    pub bye: Option<usize>,
}

/// How many rounds `n` players take.
pub fn rounds(n: usize) -> usize {
    if n < 2 { 0 } else { n + n % 2 - 1 }
}

/// Round `round` (0-based, below [`rounds`]) of `n` players' table: the last player sits
/// still while the others turn one place around the circle each round (with an odd `n`,
/// the still seat is the bye's), and the still player changes side every round.
pub fn round(n: usize, round: usize) -> RoundRobinRound {
    let seats = n + n % 2;
    let turning = seats - 1;
    let at = |k: usize| (k + round) % turning;
    let still = turning;
    let first = if round % 2 == 0 { (at(0), still) } else { (still, at(0)) };
    let others = (1..seats / 2).map(|k| (at(k), at(turning - k)));
    let mut pairs = Vec::with_capacity(seats / 2);
    let mut bye = None;
    for (a, b) in std::iter::once(first).chain(others) {
        if a >= n || b >= n {
            bye = Some(a.min(b));
        } else {
            pairs.push((a, b));
        }
    }
    RoundRobinRound { pairs, bye }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_meets_everyone_exactly_once() {
        for n in 2..=13 {
            let mut met = vec![vec![0; n]; n];
            let mut byes = vec![0; n];
            for r in 0..rounds(n) {
                let this = round(n, r);
                let mut playing = vec![false; n];
                for &(a, b) in &this.pairs {
                    assert!(a != b && !playing[a] && !playing[b], "n = {n}, round {r}: {this:?}");
                    (playing[a], playing[b]) = (true, true);
                    met[a.min(b)][a.max(b)] += 1;
                }
                if let Some(p) = this.bye {
                    assert!(!playing[p]);
                    byes[p] += 1;
                    playing[p] = true;
                }
                assert!(playing.iter().all(|&p| p), "n = {n}, round {r}: everyone plays or sits out");
            }
            for (a, row) in met.iter().enumerate() {
                assert!(row.iter().skip(a + 1).all(|&m| m == 1), "n = {n}: {a} meets each later player once");
            }
            let expected_byes = if n % 2 == 1 { 1 } else { 0 };
            assert!(byes.iter().all(|&b| b == expected_byes), "n = {n}: {byes:?}");
        }
    }
}
