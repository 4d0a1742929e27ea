//! Pairing as a matching: as many pairs as the allowed pairs permit, and among those the
//! pairs of least total cost (Edmonds' blossom algorithm, the `integer-blossom` crate).

/// The pairs of `n` players that maximise the number of pairs, then minimise the sum of
/// `cost(i, j)` (a pair with `None` is not allowed). `cost` is asked with `i < j` only;
/// costs are at most [`MAX_COST`]. Each pair is `(i, j)` with `i < j`, in order of `i`.
pub fn least_cost_pairs(n: usize, cost: impl Fn(usize, usize) -> Option<i64>) -> Vec<(usize, usize)> {
    // A pair is worth more than any difference of costs can make up, so the matching
    // first counts pairs, then the costs decide.
    let pairs_at_most = (n / 2) as i64 + 1;
    let big = (MAX_COST + 1) * pairs_at_most;
    let mut weight = vec![0_i64; n * n];
    for i in 0..n {
        for j in i + 1..n {
            if let Some(c) = cost(i, j) {
                weight[i * n + j] = big - c.clamp(0, MAX_COST);
            }
        }
    }
    let mates = integer_blossom::max_weight_matching(&weight, n);
    mates.iter().enumerate().filter_map(|(i, mate)| mate.filter(|&j| i < j).map(|j| (i, j))).collect()
}

/// The largest cost of one pair.
pub const MAX_COST: i64 = 1 << 30;

#[cfg(test)]
mod tests {
    use super::*;

    /// The least total cost of a maximum matching, by trying every matching.
    fn brute_force(n: usize, cost: &dyn Fn(usize, usize) -> Option<i64>) -> (usize, i64) {
        fn go(free: &mut Vec<usize>, cost: &dyn Fn(usize, usize) -> Option<i64>) -> (usize, i64) {
            let Some(first) = free.pop() else { return (0, 0) };
            // `first` left alone…
            let (mut pairs, mut total) = go(free, cost);
            // …or paired with each other free player.
            for k in 0..free.len() {
                let other = free[k];
                let (i, j) = (first.min(other), first.max(other));
                if let Some(c) = cost(i, j) {
                    free.remove(k);
                    let (p, t) = go(free, cost);
                    free.insert(k, other);
                    if (p + 1, -(t + c)) > (pairs, -total) {
                        (pairs, total) = (p + 1, t + c);
                    }
                }
            }
            free.push(first);
            (pairs, total)
        }
        go(&mut (0..n).collect(), cost)
    }

    #[test]
    fn the_matching_is_as_large_then_as_cheap_as_any() {
        let mut seed = 12_345_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for n in 1..=9 {
            for _ in 0..30 {
                let table: Vec<Option<i64>> = (0..n * n)
                    .map(|_| if next() % 4 == 0 { None } else { Some((next() % 50) as i64) })
                    .collect();
                let cost = |i: usize, j: usize| table[i * n + j];
                let pairs = least_cost_pairs(n, cost);
                let mut seen = vec![false; n];
                for &(i, j) in &pairs {
                    assert!(i < j && cost(i, j).is_some(), "an allowed pair");
                    assert!(!seen[i] && !seen[j], "each player once");
                    (seen[i], seen[j]) = (true, true);
                }
                let total: i64 = pairs.iter().map(|&(i, j)| cost(i, j).unwrap_or_default()).sum();
                assert_eq!((pairs.len(), total), brute_force(n, &cost), "n = {n}");
            }
        }
    }
}
