//! Colour preferences (C.04.3 Art. 1.7) and colour allocation (Art. 5).

use crate::tournament::Colour;

/// How much a player wants their preferred colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// No game played yet: no preference.
    None,
    /// Colour difference 0: alternate from the last game.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour in the two latest games.
    Absolute,
}

/// A player's colour situation before the round being paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ColourState {
    /// Colours of the games played over the board, oldest first (unplayed rounds skipped, as
    /// C.04.2 Art. 3.4 has it).
    pub history: Vec<Colour>,
    /// Games with white minus games with black.
    pub difference: i32,
    /// The preferred colour, if any.
    pub preference: Option<Colour>,
    /// How strong the preference is.
    pub strength: Strength,
}

impl ColourState {
    /// The preference that follows from a history of played colours.
    pub(crate) fn from_history(history: Vec<Colour>) -> ColourState {
        let difference: i32 = history
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum();
        let last = history.last().copied();
        let last_two_same =
            history.len() >= 2 && history[history.len() - 1] == history[history.len() - 2];
        let (preference, strength) = match last {
            None => (None, Strength::None),
            Some(last) => {
                if difference < -1 {
                    (Some(Colour::White), Strength::Absolute)
                } else if difference > 1 {
                    (Some(Colour::Black), Strength::Absolute)
                } else if last_two_same {
                    (Some(last.opposite()), Strength::Absolute)
                } else if difference == -1 {
                    (Some(Colour::White), Strength::Strong)
                } else if difference == 1 {
                    (Some(Colour::Black), Strength::Strong)
                } else {
                    (Some(last.opposite()), Strength::Mild)
                }
            }
        };
        ColourState {
            history,
            difference,
            preference,
            strength,
        }
    }

    /// Whether this player got the same colour in the two latest games (so `colour` now would
    /// make three in a row).
    pub(crate) fn would_repeat_thrice(&self, colour: Colour) -> bool {
        let n = self.history.len();
        n >= 2 && self.history[n - 1] == colour && self.history[n - 2] == colour
    }

    /// The colour difference after playing `colour`.
    pub(crate) fn difference_after(&self, colour: Colour) -> i32 {
        self.difference + if colour == Colour::White { 1 } else { -1 }
    }
}

/// The colour of the higher-ranked player `a` against `b` (Art. 5.2): both preferences, the
/// stronger one (the wider colour difference between two absolute ones), alternation from the
/// latest round in which they had different colours, the higher-ranked player's preference,
/// then the initial colour by the parity of `a_number`, `a`'s pairing number counted among
/// the players being paired this round (as bbpPairings does: absent players are skipped).
pub(crate) fn allocate(a: &ColourState, a_number: u32, b: &ColourState, initial: Colour) -> Colour {
    match (a.preference, b.preference) {
        (Some(pa), Some(pb)) if pa != pb => return pa,
        (Some(pa), None) => return pa,
        (None, Some(pb)) => return pb.opposite(),
        _ => {}
    }
    if let (Some(pa), Some(pb)) = (a.preference, b.preference) {
        if a.strength != b.strength {
            return if a.strength > b.strength {
                pa
            } else {
                pb.opposite()
            };
        }
        if a.strength == Strength::Absolute && a.difference.abs() != b.difference.abs() {
            return if a.difference.abs() > b.difference.abs() {
                pa
            } else {
                pb.opposite()
            };
        }
    }
    for (ca, cb) in a.history.iter().rev().zip(b.history.iter().rev()) {
        if ca != cb {
            return ca.opposite();
        }
    }
    if let Some(pa) = a.preference {
        return pa;
    }
    if a_number % 2 == 1 {
        initial
    } else {
        initial.opposite()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn preferences() {
        let s = ColourState::from_history(vec![]);
        assert_eq!((s.preference, s.strength), (None, Strength::None));
        let s = ColourState::from_history(vec![W]);
        assert_eq!((s.preference, s.strength), (Some(B), Strength::Strong));
        let s = ColourState::from_history(vec![W, B]);
        assert_eq!((s.preference, s.strength), (Some(W), Strength::Mild));
        let s = ColourState::from_history(vec![B, W, W]);
        assert_eq!((s.preference, s.strength), (Some(B), Strength::Absolute));
        let s = ColourState::from_history(vec![B, B, W]);
        assert_eq!((s.preference, s.strength), (Some(W), Strength::Strong));
    }

    #[test]
    fn allocation() {
        let mild_w = ColourState::from_history(vec![W, B]);
        let strong_w = ColourState::from_history(vec![B]);
        // The stronger preference wins.
        assert_eq!(allocate(&mild_w, 1, &strong_w, W), B);
        // Same preference and strength: alternate from the latest round with different colours.
        let x = ColourState::from_history(vec![B, W, B]);
        let y = ColourState::from_history(vec![W, B, B, W, B]);
        // a: ..B W B, b: ..B W B: all equal back to a's start: a's preference (white) wins.
        assert_eq!(allocate(&x, 2, &y, W), W);
        let none = ColourState::from_history(vec![]);
        assert_eq!(allocate(&none, 1, &none, W), W);
        assert_eq!(allocate(&none, 2, &none, W), B);
    }
}
