//! Typed moves with the piece letters of a language (Polish `He1-c3` for `Qe1-c3`), written
//! in the standard letters the records use. A letter is read as a local one only where that
//! is unambiguous: when the variant has no piece of that letter itself (so the Hungarian `B`,
//! bástya, stays the bishop's `B`; Hungarian players type the rook as `R`).

use super::lang::Lang;
use std::borrow::Cow;

/// The standard letter (`Q`, `R`, `B`, `N`) a language's own letter stands for. `K` (king)
/// is the same everywhere.
pub fn standard_letter(lang: Lang, letter: char) -> Option<char> {
    Some(match (lang, letter) {
        // Polish: hetman, wieża, goniec, skoczek.
        (Lang::Pl, 'H') => 'Q',
        (Lang::Pl, 'W') => 'R',
        (Lang::Pl, 'G') => 'B',
        (Lang::Pl, 'S') => 'N',
        // German: Dame, Turm, Läufer, Springer.
        (Lang::De, 'D') => 'Q',
        (Lang::De, 'T') => 'R',
        (Lang::De, 'L') => 'B',
        (Lang::De, 'S') => 'N',
        // Hungarian: vezér, bástya, futó, huszár.
        (Lang::Hu, 'V') => 'Q',
        (Lang::Hu, 'B') => 'R',
        (Lang::Hu, 'F') => 'B',
        (Lang::Hu, 'H') => 'N',
        _ => return None,
    })
}

/// `text` with `lang`'s piece letters written as the standard ones: the letter of the piece
/// moved (first, before a cell) and of a promotion (after `=`). `has` says whether the
/// variant has a piece of a letter: a letter it has is left as it is, and one is turned
/// into a letter it has only.
pub fn standard_move<'a>(lang: Lang, text: &'a str, has: impl Fn(char) -> bool) -> Cow<'a, str> {
    if lang == Lang::En {
        return Cow::Borrowed(text);
    }
    let swap = |c: char| -> Option<char> {
        if has(c) {
            return None;
        }
        standard_letter(lang, c).filter(|s| has(*s))
    };
    let trimmed = text.trim_start();
    let lead = text.len() - trimmed.len();
    let mut chars: Vec<char> = text.chars().collect();
    let mut changed = false;
    // The piece moved: an upper-case letter followed by a cell's file (a lower-case letter).
    let first = text[..lead].chars().count();
    if let (Some(&c), Some(&next)) = (chars.get(first), chars.get(first + 1)) {
        if c.is_ascii_uppercase() && next.is_ascii_lowercase() {
            if let Some(s) = swap(c) {
                chars[first] = s;
                changed = true;
            }
        }
    }
    // A promotion: `=X`.
    for i in 1..chars.len() {
        if chars[i - 1] == '=' && chars[i].is_ascii_uppercase() {
            if let Some(s) = swap(chars[i]) {
                chars[i] = s;
                changed = true;
            }
        }
    }
    if changed {
        Cow::Owned(chars.into_iter().collect())
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glinski's pieces: K Q R B N P.
    fn glinski(c: char) -> bool {
        "KQRBNP".contains(c)
    }

    #[test]
    fn local_letters_become_standard_ones_where_unambiguous() {
        let std = |lang, t| standard_move(lang, t, glinski).into_owned();
        assert_eq!(std(Lang::Pl, "He1-c3"), "Qe1-c3");
        assert_eq!(std(Lang::Pl, "Wa1-a4"), "Ra1-a4");
        assert_eq!(std(Lang::Pl, "Gf1-d2"), "Bf1-d2");
        assert_eq!(std(Lang::Pl, "Sd1-f4"), "Nd1-f4");
        assert_eq!(std(Lang::Pl, "Kg1-g2"), "Kg1-g2");
        assert_eq!(std(Lang::Pl, "f10-f11=H"), "f10-f11=Q");
        assert_eq!(std(Lang::Pl, " He1xc3"), " Qe1xc3");
        assert_eq!(std(Lang::De, "Dd1-d5"), "Qd1-d5");
        assert_eq!(std(Lang::De, "Tb1-b5"), "Rb1-b5");
        assert_eq!(std(Lang::De, "Lf3-e5"), "Bf3-e5");
        assert_eq!(std(Lang::De, "Sc1-e2"), "Nc1-e2");
        assert_eq!(std(Lang::De, "f10-f11=D"), "f10-f11=Q");
        assert_eq!(std(Lang::Hu, "Vd1-d5"), "Qd1-d5");
        assert_eq!(std(Lang::Hu, "Ff3-e5"), "Bf3-e5");
        assert_eq!(std(Lang::Hu, "Hc1-e2"), "Nc1-e2");
        // Hungarian B (bástya) is also the standard bishop: left as the bishop.
        assert_eq!(std(Lang::Hu, "Bf3-e5"), "Bf3-e5");
        // Standard letters and pawn moves stay; English changes nothing.
        assert_eq!(std(Lang::Pl, "Qe1-c3"), "Qe1-c3");
        assert_eq!(std(Lang::Pl, "e5xf6"), "e5xf6");
        assert_eq!(std(Lang::En, "He1-c3"), "He1-c3");
        // A letter the variant has no piece for (no hetman here) is not invented.
        assert_eq!(
            standard_move(Lang::Pl, "He1-c3", |c| "KRBNP".contains(c)),
            "He1-c3"
        );
    }
}
