//! What a seed decides for every part of a run: its stream of random numbers, and the
//! instant runs start from.

/// When runs start: Monday 6 January 2025, 00:00 UTC (a seed adds up to nine days), so a
/// run of up to eleven months stays in one year of vacation allowances.
pub const START: u64 = 1_736_121_600;

/// A small random stream (splitmix64): the same numbers from the same seed everywhere.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }

    /// True `pct` times in a hundred.
    pub fn chance(&mut self, pct: u64) -> bool {
        self.below(100) < pct
    }

    /// One of `items` (none of none).
    pub fn pick<T: Clone>(&mut self, items: &[T]) -> Option<T> {
        let i = self.below(items.len() as u64) as usize;
        items.get(i).cloned()
    }

    /// One of `items` by weight (none when every weight is 0).
    pub fn weighted<T: Clone>(&mut self, items: &[(u32, T)]) -> Option<T> {
        let total: u64 = items.iter().map(|(w, _)| u64::from(*w)).sum();
        let mut at = self.below(total);
        for (w, t) in items {
            if at < u64::from(*w) {
                return Some(t.clone());
            }
            at -= u64::from(*w);
        }
        None
    }

    /// Shuffles `items`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}
