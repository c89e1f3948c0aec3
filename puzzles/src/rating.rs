//! A starting rating for a new puzzle, before anyone has tried it.
//!
//! Longer lines are harder; a quiet first move (no capture, no check) is harder to see than a
//! capture or a check; a mate in one is easy. Glicko-2 ratings from solvers' attempts come
//! later and replace this estimate.
//!
//! ```
//! use hexcourier_puzzles::rating::{estimate, LineFacts};
//! use hexcourier_puzzles::Theme;
//! let easy = LineFacts { solver_moves: 1, quiet_start: false, themes: vec![Theme::MateIn(1)] };
//! let hard = LineFacts { solver_moves: 3, quiet_start: true, themes: vec![Theme::Skewer] };
//! assert_eq!(estimate(&easy), 800);
//! assert!(estimate(&hard) > estimate(&easy));
//! ```

use crate::theme::Theme;

/// The lowest and highest estimates.
pub const RANGE: (u32, u32) = (600, 2600);

/// What the estimate looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineFacts {
    /// Solver moves in the line.
    pub solver_moves: usize,
    /// Whether the first solver move neither captures nor gives check.
    pub quiet_start: bool,
    /// The line's themes.
    pub themes: Vec<Theme>,
}

/// The starting rating: 1,000, plus 250 a solver move beyond the first, plus 250 for a quiet
/// first move, plus 100 for each of skewer, discovered attack, en passant and castling, minus
/// 200 for a mate in one; within [`RANGE`].
pub fn estimate(f: &LineFacts) -> u32 {
    let mut r: i64 = 1_000;
    r += 250 * (f.solver_moves.max(1) as i64 - 1);
    if f.quiet_start {
        r += 250;
    }
    for t in &f.themes {
        r += match t {
            Theme::MateIn(1) => -200,
            Theme::Skewer | Theme::DiscoveredAttack | Theme::EnPassant | Theme::Castling => 100,
            _ => 0,
        };
    }
    r.clamp(i64::from(RANGE.0), i64::from(RANGE.1)) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_add_up_and_stay_in_range() {
        let f = |solver_moves, quiet_start, themes: &[Theme]| {
            estimate(&LineFacts {
                solver_moves,
                quiet_start,
                themes: themes.to_vec(),
            })
        };
        assert_eq!(f(1, false, &[]), 1000);
        assert_eq!(f(2, false, &[Theme::Fork]), 1250);
        assert_eq!(f(3, true, &[Theme::MateIn(3), Theme::Skewer]), 1850);
        assert_eq!(f(1, true, &[Theme::MateIn(1)]), 1050);
        assert_eq!(f(20, true, &[Theme::Skewer]), RANGE.1);
        assert_eq!(f(0, false, &[Theme::MateIn(1)]), 800);
    }
}
