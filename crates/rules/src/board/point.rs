//! Points of a board and their names.

/// A point of a hunt board: its bit, below 64 (mostly `rank * width + file`, with file `a`
/// = 0 and rank `1` = 0). Only meaningful together with the [`super::Board`] it belongs to,
/// which knows its file and rank ([`super::Board::file`], [`super::Board::point_at`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub u8);

/// Splits an algebraic name like `d4` (or `D4`) into (file, rank) indices; no check against
/// a board.
pub fn parse_algebraic(name: &str) -> Option<(u8, u8)> {
    let mut chars = name.chars();
    let file = chars.next()?.to_ascii_lowercase();
    if !file.is_ascii_lowercase() {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u8 = digits.parse().ok()?;
    if rank == 0 {
        return None;
    }
    Some((file as u8 - b'a', rank - 1))
}

/// The algebraic name of (file, rank) indices, like `d4`.
pub fn algebraic(file: u8, rank: u8) -> String {
    // Built by hand, not with `format!`: every point of every view is named this way.
    let mut name = String::with_capacity(4);
    name.push(char::from(b'a' + file));
    let number = u16::from(rank) + 1;
    for (place, shown) in [(100, number >= 100), (10, number >= 10), (1, true)] {
        if shown {
            name.push(char::from(b'0' + (number / place % 10) as u8));
        }
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for (file, rank, name) in [(0, 0, "a1"), (3, 9, "d10"), (12, 12, "m13"), (25, 99, "z100")] {
            assert_eq!(algebraic(file, rank), name);
        }
        for file in 0..13 {
            for rank in 0..13 {
                assert_eq!(parse_algebraic(&algebraic(file, rank)), Some((file, rank)));
            }
        }
    }
}
