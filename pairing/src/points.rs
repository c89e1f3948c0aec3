//! Scores in tenths of a point, and the point system of an event.

use std::fmt;
use std::str::FromStr;

/// A score, held exactly in tenths of a point (`Points(35)` is 3.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(pub u32);

impl Points {
    /// Zero points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(5);
    /// One point.
    pub const ONE: Points = Points(10);

    /// The score as a float (for display or averages; comparisons use the exact value).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    /// Saturating: the [`crate::limits`] keep real sums far below `u32::MAX`, and a value
    /// made by hand past them stops there rather than wrapping.
    fn add(self, other: Points) -> Points {
        Points(self.0.saturating_add(other.0))
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        *self = *self + other;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

/// Writes `3.5`, `10.0`, `0.0`: one decimal, as the TRF points column does.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = format!("{}.{}", self.0 / 10, self.0 % 10);
        f.pad(&text)
    }
}

/// The text was not a score with at most one decimal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a score with at most one decimal: {0:?}")]
pub struct BadPoints(pub String);

impl FromStr for Points {
    type Err = BadPoints;

    /// Reads `3`, `3.5`, `3.50` or `.5` (surrounding blanks ignored).
    fn from_str(text: &str) -> Result<Points, BadPoints> {
        let bad = || BadPoints(text.to_string());
        let t = text.trim();
        let (whole, frac) = match t.split_once('.') {
            Some((w, f)) => (w, f),
            None => (t, ""),
        };
        if (whole.is_empty() && frac.is_empty())
            || !whole.bytes().all(|b| b.is_ascii_digit())
            || !frac.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(bad());
        }
        let whole: u32 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| bad())?
        };
        let mut digits = frac.bytes();
        let tenths = digits.next().map_or(0, |b| u32::from(b - b'0'));
        if digits.any(|b| b != b'0') {
            return Err(bad());
        }
        whole
            .checked_mul(10)
            .and_then(|w| w.checked_add(tenths))
            .map(Points)
            .ok_or_else(bad)
    }
}

/// How many points each kind of round result is worth.
///
/// The defaults are FIDE's: 1 for a win, ½ for a draw, 0 for a loss, and a pairing-allocated
/// bye worth a win. TRF files override them with bbpPairings' `BBW`, `BBD`, `BBL`, `BBZ`,
/// `BBF` and `BBU` lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointSystem {
    /// A game won, over the board or by forfeit, and a full-point bye.
    pub win: Points,
    /// A game drawn, and a half-point bye.
    pub draw: Points,
    /// A game lost over the board.
    pub loss: Points,
    /// A zero-point bye (and an absence).
    pub zero_bye: Points,
    /// A game lost by forfeit.
    pub forfeit_loss: Points,
    /// The pairing-allocated bye.
    pub pairing_bye: Points,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: Points::ONE,
            draw: Points::HALF,
            loss: Points::ZERO,
            zero_bye: Points::ZERO,
            forfeit_loss: Points::ZERO,
            pairing_bye: Points::ONE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        assert_eq!("3.5".parse::<Points>(), Ok(Points(35)));
        assert_eq!(" 10.0".parse::<Points>(), Ok(Points(100)));
        assert_eq!("2".parse::<Points>(), Ok(Points(20)));
        assert_eq!("0.50".parse::<Points>(), Ok(Points(5)));
        assert!("1.25".parse::<Points>().is_err());
        assert!("x".parse::<Points>().is_err());
        assert!("".parse::<Points>().is_err());
        assert_eq!(format!("{:>4}", Points(35)), " 3.5");
        assert_eq!(Points(100).to_string(), "10.0");
    }
}
