//! Edge weights for the matching: `i64`, `i128` and fixed-width two's-complement integers of
//! `N` 64-bit limbs, all behind one small trait.
//!
//! The Dutch system packs many criteria into one weight, each in its own bit field, so a weight
//! can need a few hundred bits; the caller picks the narrowest type that holds them.

use std::cmp::Ordering;
use std::fmt::Debug;

/// What the matching needs from a weight: exact integer arithmetic and ordering.
pub(crate) trait Weight: Copy + Ord + Debug {
    /// Zero.
    const ZERO: Self;
    /// `self + other`.
    fn add(self, other: Self) -> Self;
    /// `self - other`.
    fn sub(self, other: Self) -> Self;
    /// `self / 2` for an even value (an arithmetic shift).
    fn half(self) -> Self;
    /// `self * 2`.
    fn double(self) -> Self;
    /// `self + value * 2^shift`.
    fn add_shifted(self, value: i64, shift: u32) -> Self;
}

impl Weight for i64 {
    const ZERO: Self = 0;
    fn add(self, other: Self) -> Self {
        self + other
    }
    fn sub(self, other: Self) -> Self {
        self - other
    }
    fn half(self) -> Self {
        self >> 1
    }
    fn double(self) -> Self {
        self << 1
    }
    fn add_shifted(self, value: i64, shift: u32) -> Self {
        self + (value << shift)
    }
}

impl Weight for i128 {
    const ZERO: Self = 0;
    fn add(self, other: Self) -> Self {
        self + other
    }
    fn sub(self, other: Self) -> Self {
        self - other
    }
    fn half(self) -> Self {
        self >> 1
    }
    fn double(self) -> Self {
        self << 1
    }
    fn add_shifted(self, value: i64, shift: u32) -> Self {
        self + (i128::from(value) << shift)
    }
}

/// A signed integer of `N` little-endian 64-bit limbs in two's complement.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Debug for Wide<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Wide(")?;
        for limb in self.0.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        write!(f, ")")
    }
}

impl<const N: usize> Wide<N> {
    fn negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> Weight for Wide<N> {
    const ZERO: Self = Wide([0; N]);

    fn add(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }

    fn sub(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *slot = d2;
            borrow = b1 || b2;
        }
        Wide(out)
    }

    fn half(self) -> Self {
        let mut out = [0u64; N];
        for (i, slot) in out.iter_mut().enumerate() {
            let high = if i + 1 < N {
                self.0[i + 1] << 63
            } else {
                self.0[i] & (1 << 63)
            };
            *slot = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }

    fn double(self) -> Self {
        self.add(self)
    }

    fn add_shifted(self, value: i64, shift: u32) -> Self {
        if value == 0 {
            return self;
        }
        let magnitude = value.unsigned_abs();
        let mut term = [0u64; N];
        let limb = (shift / 64) as usize;
        let bit = shift % 64;
        if limb < N {
            term[limb] = magnitude << bit;
            if bit > 0 && limb + 1 < N {
                term[limb + 1] = magnitude >> (64 - bit);
            }
        }
        let term = Wide(term);
        if value > 0 {
            self.add(term)
        } else {
            self.sub(term)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_i128(v: i128) -> Wide<2> {
        Wide::<2>::ZERO
            .add_shifted((v & 0xffff_ffff) as i64, 0)
            .add_shifted(i64::try_from(v >> 32).expect("fits"), 32)
    }

    #[test]
    fn wide_agrees_with_i128() {
        let values: [i128; 7] = [
            0,
            1,
            -1,
            12345678901234567,
            -98765432109876543,
            1 << 80,
            -(1 << 90),
        ];
        for &a in &values {
            for &b in &values {
                let (wa, wb) = (from_i128(a), from_i128(b));
                assert_eq!(wa.add(wb), from_i128(a + b));
                assert_eq!(wa.sub(wb), from_i128(a - b));
                assert_eq!(wa.cmp(&wb), a.cmp(&b), "{a} vs {b}");
            }
            assert_eq!(from_i128(a * 2).half(), from_i128(a));
            assert_eq!(from_i128(a).double(), from_i128(a * 2));
        }
    }
}
