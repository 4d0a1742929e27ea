//! [`CellSet`]: a set of board cells as bits, in two widths. Boards up to 11x11 (121 cells)
//! use a `u128`, as they always have; 13x13 and 19x19 (361 cells) use [`Wide`], six words.
//! The rules are generic over the set, so the small boards pay nothing for the large ones
//! (measured with `cargo bench -p reynard-rules --bench tafl`: docs/tafl.md).

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Index, IndexMut, Not};

/// A set of cells: bit `i` is cell `i` (`rank * size + file`).
pub trait CellSet:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// How many cells a set can hold.
    const CAPACITY: usize;
    /// The largest board (cells per side) whose cells fit.
    const MAX_SIZE: u8;
    /// The empty set.
    const EMPTY: Self;
    /// One row per possible cell, for the board's tables.
    type Rows<T: Copy + Debug + Send + Sync>: Clone
        + Debug
        + Send
        + Sync
        + Index<usize, Output = T>
        + IndexMut<usize>;

    /// Tables of [`CellSet::CAPACITY`] rows, each `fill`.
    fn rows<T: Copy + Debug + Send + Sync>(fill: T) -> Self::Rows<T>;
    /// The set of cell `i` alone (empty for `i` beyond the capacity).
    fn bit(i: usize) -> Self;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// The number of cells in the set.
    fn count(self) -> u32;
    /// The lowest cell of a non-empty set.
    fn first(self) -> usize;
    /// The highest cell of a non-empty set.
    fn last(self) -> usize;
    /// The set without its lowest cell.
    fn without_first(self) -> Self;
    /// The cells below the lowest cell of a non-empty set.
    fn below_first(self) -> Self;
    /// The cells above the highest cell of a non-empty set.
    fn above_last(self) -> Self;
    /// Every cell moved `n` places up (`0 < n < 64`); cells beyond the capacity drop out.
    fn shift_up(self, n: u32) -> Self;
    /// Every cell moved `n` places down (`0 < n < 64`).
    fn shift_down(self, n: u32) -> Self;

    /// Whether cell `i` is in the set.
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        !(self & Self::bit(i)).is_empty()
    }

    /// Whether a board of `size` x `size` cells fits the set: the one test of a board
    /// against a cell set ([`super::Geometry::new`], [`super::Variant::check_board`] and
    /// so [`super::Variant::needs_wide_cells`] and [`super::Rules::new`] ask it).
    #[inline]
    fn fits(size: u8) -> bool {
        size <= Self::MAX_SIZE
    }
}

impl CellSet for u128 {
    const CAPACITY: usize = 128;
    const MAX_SIZE: u8 = 11;
    const EMPTY: u128 = 0;
    type Rows<T: Copy + Debug + Send + Sync> = [T; 128];

    fn rows<T: Copy + Debug + Send + Sync>(fill: T) -> [T; 128] {
        [fill; 128]
    }
    #[inline(always)]
    fn bit(i: usize) -> u128 {
        if i < 128 { 1 << i } else { 0 }
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == 0
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn first(self) -> usize {
        self.trailing_zeros() as usize
    }
    #[inline(always)]
    fn last(self) -> usize {
        127 - self.leading_zeros() as usize
    }
    #[inline(always)]
    fn without_first(self) -> u128 {
        self & self.wrapping_sub(1)
    }
    #[inline(always)]
    fn below_first(self) -> u128 {
        (self & self.wrapping_neg()).wrapping_sub(1)
    }
    #[inline(always)]
    fn above_last(self) -> u128 {
        let top = 1u128 << (127 - self.leading_zeros());
        !(top | (top - 1))
    }
    #[inline(always)]
    fn shift_up(self, n: u32) -> u128 {
        self << n
    }
    #[inline(always)]
    fn shift_down(self, n: u32) -> u128 {
        self >> n
    }
}

/// Words of a [`Wide`] set.
const WORDS: usize = 6;

/// A set of up to 384 cells (19x19 is 361), as six words, lowest cells in the first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wide(pub [u64; WORDS]);

macro_rules! wide_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Wide {
            type Output = Wide;
            #[inline(always)]
            fn $method(self, other: Wide) -> Wide {
                Wide(std::array::from_fn(|i| self.0[i] $op other.0[i]))
            }
        }
        impl $assign for Wide {
            #[inline(always)]
            fn $assign_method(&mut self, other: Wide) {
                *self = *self $op other;
            }
        }
    };
}

wide_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
wide_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
wide_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Wide {
    type Output = Wide;
    #[inline(always)]
    fn not(self) -> Wide {
        Wide(self.0.map(|w| !w))
    }
}

impl Wide {
    /// The cells below `i` (`i` at most the capacity).
    #[inline]
    fn below(i: usize) -> Wide {
        Wide(std::array::from_fn(|w| {
            let start = w * 64;
            if i >= start + 64 {
                !0
            } else if i <= start {
                0
            } else {
                (1u64 << (i - start)) - 1
            }
        }))
    }
}

impl CellSet for Wide {
    const CAPACITY: usize = 64 * WORDS;
    const MAX_SIZE: u8 = 19;
    const EMPTY: Wide = Wide([0; WORDS]);
    type Rows<T: Copy + Debug + Send + Sync> = Vec<T>;

    fn rows<T: Copy + Debug + Send + Sync>(fill: T) -> Vec<T> {
        vec![fill; Self::CAPACITY]
    }
    #[inline(always)]
    fn bit(i: usize) -> Wide {
        let mut out = Wide::EMPTY;
        if i < Self::CAPACITY {
            out.0[i / 64] = 1 << (i % 64);
        }
        out
    }
    /// One word tested, rather than a six-word set built and intersected.
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        i < Self::CAPACITY && (self.0[i / 64] >> (i % 64)) & 1 != 0
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline(always)]
    fn first(self) -> usize {
        let w = self.0.iter().position(|&w| w != 0).unwrap_or(WORDS - 1);
        w * 64 + self.0[w].trailing_zeros() as usize
    }
    #[inline(always)]
    fn last(self) -> usize {
        let w = self.0.iter().rposition(|&w| w != 0).unwrap_or(0);
        w * 64 + 63 - self.0[w].leading_zeros() as usize
    }
    #[inline(always)]
    fn without_first(self) -> Wide {
        let mut out = self;
        if let Some(w) = out.0.iter().position(|&w| w != 0) {
            out.0[w] &= out.0[w] - 1;
        }
        out
    }
    #[inline(always)]
    fn below_first(self) -> Wide {
        Wide::below(self.first())
    }
    #[inline(always)]
    fn above_last(self) -> Wide {
        !Wide::below(self.last() + 1)
    }
    #[inline]
    fn shift_up(self, n: u32) -> Wide {
        Wide(std::array::from_fn(|i| {
            let carry = if i > 0 { self.0[i - 1] >> (64 - n) } else { 0 };
            (self.0[i] << n) | carry
        }))
    }
    #[inline]
    fn shift_down(self, n: u32) -> Wide {
        Wide(std::array::from_fn(|i| {
            let carry = if i + 1 < WORDS { self.0[i + 1] << (64 - n) } else { 0 };
            (self.0[i] >> n) | carry
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same cells as a plain list, the naive model of both widths.
    fn model<C: CellSet>(set: C) -> Vec<usize> {
        (0..C::CAPACITY).filter(|&i| set.has(i)).collect()
    }

    fn from<C: CellSet>(cells: &[usize]) -> C {
        cells.iter().fold(C::EMPTY, |s, &i| s | C::bit(i))
    }

    fn check<C: CellSet>(cells: &[usize]) {
        let set: C = from(cells);
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        sorted.retain(|&i| i < C::CAPACITY);
        assert_eq!(model(set), sorted);
        assert_eq!(set.count() as usize, sorted.len());
        assert_eq!(set.is_empty(), sorted.is_empty());
        if let (Some(&lo), Some(&hi)) = (sorted.first(), sorted.last()) {
            assert_eq!((set.first(), set.last()), (lo, hi));
            assert_eq!(model(set.without_first()), sorted[1..].to_vec());
            assert_eq!(model(set.below_first()), (0..lo).collect::<Vec<_>>());
            assert_eq!(model(set.above_last()), (hi + 1..C::CAPACITY).collect::<Vec<_>>());
        }
        for n in [1, 5, 11, 13, 19, 63] {
            let up: Vec<usize> = sorted.iter().map(|i| i + n).filter(|&i| i < C::CAPACITY).collect();
            assert_eq!(model(set.shift_up(n as u32)), up, "up {n}");
            let down: Vec<usize> = sorted.iter().filter(|&&i| i >= n).map(|i| i - n).collect();
            assert_eq!(model(set.shift_down(n as u32)), down, "down {n}");
        }
        let complement: Vec<usize> = (0..C::CAPACITY).filter(|i| !sorted.contains(i)).collect();
        assert_eq!(model(!set), complement);
        // `has` (a direct word test for `Wide`) agrees with the set algebra, also beyond
        // the capacity, where no cell is.
        for i in 0..C::CAPACITY + 70 {
            assert_eq!(set.has(i), !(set & C::bit(i)).is_empty(), "has({i})");
            assert_eq!(set.has(i), sorted.contains(&i), "has({i})");
        }
    }

    #[test]
    fn both_widths_agree_with_a_list_of_cells() {
        let cases: [&[usize]; 7] = [
            &[],
            &[0],
            &[127],
            &[63, 64, 65],
            &[1, 2, 3, 100, 120],
            &[0, 128, 191, 192, 255, 256, 360, 383],
            &[64, 200, 300],
        ];
        for cells in cases {
            check::<u128>(cells);
            check::<Wide>(cells);
        }
        assert!(u128::bit(128).is_empty() && Wide::bit(384).is_empty());
    }
}
