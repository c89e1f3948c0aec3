//! Moves as each reader writes them: one formatter ([`show_move`]) turning the canonical text
//! the records keep (`Qe1-c3`, standard letters) into a reader's [`Notation`], and one reader
//! ([`read_move`]) taking any of the three forms, in any language, on every input path.
//!
//! - `letters` (the default): the piece letters of the reader's language, Polish `He1-c3`,
//!   German `De1-c3`, Hungarian `Ve1-c3`. A piece's letter in a language is the Fluent key
//!   `piece-letter-<piece id>` of its `pieces.ftl` (used only while English's key is the
//!   data file's letter, as for descriptions); a piece without one keeps its standard letter.
//!   Within a variant no two pieces share a letter: where a language's letters would clash,
//!   the pieces involved keep their standard letters.
//! - `figurines`: ♔♕♖♗♘♙ for the king, queen, rook, bishop and knight and the pieces that move
//!   like them (a Frontofhouse Duchess is a ♕); fairy pieces keep their letters in the
//!   reader's language.
//! - `english`: the standard letters (K Q R B N), as the records (PGN, TRF) always are.

use super::lang::Lang;
use super::text::text_if_any;
use fluent_bundle::FluentArgs as Args;
use hexcourier_engine::moves::Move;
use hexcourier_engine::notation::{parse_move_with, Letters, MoveError};
use hexcourier_engine::piece::PieceKind;
use hexcourier_engine::position::Position;
use hexcourier_engine::variant::Variant;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How a reader wants moves written.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    /// The piece letters of the reader's language (Polish `He1-c3`).
    #[default]
    Letters,
    /// Figurines for the classical pieces (`♕e1-c3`), letters for the others.
    Figurines,
    /// The standard English letters (`Qe1-c3`).
    English,
}

/// A word that names no notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a notation: takes letters, figurines or english")]
pub struct ParseNotationError(pub String);

impl Notation {
    /// Every notation, the default first.
    pub const ALL: [Notation; 3] = [Notation::Letters, Notation::Figurines, Notation::English];

    /// Its word in commands and settings: `letters`, `figurines`, `english`.
    pub const fn word(self) -> &'static str {
        match self {
            Notation::Letters => "letters",
            Notation::Figurines => "figurines",
            Notation::English => "english",
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Notation {
    type Err = ParseNotationError;

    /// Its word in any case; also each language's own word (`litery`, `figurki`,
    /// `angielska`, `betűk`, `figurák`, `angol`, `Buchstaben`, `Figurinen`, `englisch`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let w = s.trim().to_lowercase();
        Notation::ALL
            .into_iter()
            .find(|n| {
                n.word() == w
                    || Lang::ALL.iter().any(|&l| {
                        text_if_any(l, &format!("notation-word-{}", n.word()), &Args::new())
                            .is_some_and(|t| t.to_lowercase() == w)
                    })
            })
            .ok_or_else(|| ParseNotationError(s.trim().to_string()))
    }
}

/// The figurine of a piece (white set, for both sides), by what it is: royal pieces the king,
/// then the queen, rook, bishop and knight and the pieces of other variants that move as
/// they do, and pawns. `None` for the fairy pieces.
fn figurine(v: &Variant, k: PieceKind) -> Option<char> {
    let kind = v.kind(k);
    if kind.def.royal {
        return Some('♔');
    }
    if kind.def.pawn {
        return Some('♙');
    }
    Some(match kind.id.as_str() {
        "queen" | "queen-hole" | "queen-wellisch" | "duchess" => '♕',
        "rook" | "rook-hole" => '♖',
        "bishop" | "ps-bishop" | "unicorn-gilman" => '♗',
        "knight" | "knight-wellisch" | "sennight" => '♘',
        _ => return None,
    })
}

/// The standard letter a figurine stands for in `v` (either colour's set).
fn figurine_kind(v: &Variant, c: char) -> Option<PieceKind> {
    let white = match c {
        '♚'..='♟' => char::from_u32(c as u32 - 6)?,
        '♔'..='♙' => c,
        _ => return None,
    };
    (0..v.kinds.len())
        .map(|i| PieceKind(i as u8))
        .find(|&k| figurine(v, k) == Some(white))
}

/// A piece's letter in `lang` by its id, if `lang` gives one and English's key still names
/// the data file's letter (a replacement data file that gives the id another letter keeps it).
fn catalog_letter(lang: Lang, id: &str, standard: char) -> Option<char> {
    if lang == Lang::En {
        return None;
    }
    let key = format!("piece-letter-{id}");
    let one = |l: Lang| -> Option<char> {
        let t = text_if_any(l, &key, &Args::new())?;
        let mut cs = t.trim().chars();
        match (cs.next(), cs.next()) {
            (Some(c), None) if c.is_ascii_uppercase() => Some(c),
            _ => None,
        }
    };
    if one(Lang::En) != Some(standard) {
        return None;
    }
    one(lang)
}

/// The letters of `v`'s pieces in `lang`, by kind: each piece's own in that language, else
/// its standard letter; pieces whose letters would clash keep their standard letters (which
/// the variant's data keeps distinct), so no two pieces share one.
pub fn local_letters(v: &Variant, lang: Lang) -> Vec<char> {
    let standard: Vec<char> = v.kinds.iter().map(|k| k.def.letter).collect();
    let mut out: Vec<char> = v
        .kinds
        .iter()
        .map(|k| catalog_letter(lang, &k.id, k.def.letter).unwrap_or(k.def.letter))
        .collect();
    // Each round returns at least one piece to its standard letter, so it ends.
    loop {
        let clash: Vec<usize> = (0..out.len())
            .filter(|&i| out[i] != standard[i])
            .filter(|&i| (0..out.len()).any(|j| j != i && out[j] == out[i]))
            .collect();
        if clash.is_empty() {
            return out;
        }
        for i in clash {
            out[i] = standard[i];
        }
    }
}

/// What a reader sees for each piece of `v`, by kind.
pub fn shown_letters(v: &Variant, lang: Lang, notation: Notation) -> Vec<String> {
    match notation {
        Notation::English => v.kinds.iter().map(|k| k.def.letter.to_string()).collect(),
        Notation::Letters => local_letters(v, lang)
            .into_iter()
            .map(String::from)
            .collect(),
        Notation::Figurines => local_letters(v, lang)
            .into_iter()
            .enumerate()
            .map(|(i, l)| figurine(v, PieceKind(i as u8)).map_or(l, |f| f).to_string())
            .collect(),
    }
}

/// A canonical move text (`Qe1-c3`, `f10-f11=Q`, `N*f4`, `Ed1:h5-f6`, `O-O`, with `+`/`#`)
/// written for a reader of `lang` in `notation`: Polish letters `He1-c3`, figurines `♕e1-c3`,
/// English `Qe1-c3`. Text that is not a move comes back as it is.
pub fn show_move(v: &Variant, lang: Lang, notation: Notation, canonical: &str) -> String {
    if notation == Notation::English {
        return canonical.to_string();
    }
    // Only what has a move's shape: its alphabet, and a cell's digits.
    let move_like = canonical.chars().any(|c| c.is_ascii_digit())
        && canonical
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-x=*@:>+#".contains(c));
    if !move_like {
        return canonical.to_string();
    }
    let shown = shown_letters(v, lang, notation);
    let swap = |c: char| -> Option<&str> {
        let k = v.kinds.iter().position(|k| k.def.letter == c)?;
        shown.get(k).map(String::as_str)
    };
    let chars: Vec<char> = canonical.chars().collect();
    let mut out = String::with_capacity(canonical.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        // The piece moved (a capital before a file, `*` of a drop or `:` of a relocation)
        // and a promotion (after `=`).
        let piece_letter = c.is_ascii_uppercase()
            && ((i == 0 && next.is_some_and(|n| n.is_ascii_lowercase() || n == '*' || n == ':'))
                || (i > 0 && chars[i - 1] == '='));
        match swap(c).filter(|_| piece_letter) {
            Some(s) => out.push_str(s),
            None => out.push(c),
        }
    }
    out
}

/// [`show_move`] for each word of a line that has a move's shape (move numbers and other
/// words kept as they are: `1. Qe1-c3 Nd10-e8` is Polish `1. He1-c3 Sd10-e8`).
pub fn show_moves(v: &Variant, lang: Lang, notation: Notation, line: &str) -> String {
    if notation == Notation::English {
        return line.to_string();
    }
    line.split_inclusive(char::is_whitespace)
        .map(|piece| {
            let word = piece.trim_end_matches(char::is_whitespace);
            let gap = &piece[word.len()..];
            // A move closing a sentence or a list: `Qe1-c3.`, `Qe1-c3,`.
            let bare = word.trim_end_matches(['.', ',', ';', ')']);
            let tail = &word[bare.len()..];
            let head = bare.trim_start_matches('(');
            let open = &bare[..bare.len() - head.len()];
            format!("{open}{}{tail}{gap}", show_move(v, lang, notation, head))
        })
        .collect()
}

/// A letter table: `first` letters, then `then` letters where not taken.
fn table(first: &[char], then: &[char]) -> Letters {
    let mut t = Letters::new();
    for (i, &c) in first.iter().enumerate() {
        t.entry(c).or_insert(PieceKind(i as u8));
    }
    for (i, &c) in then.iter().enumerate() {
        t.entry(c).or_insert(PieceKind(i as u8));
    }
    t
}

/// Reads a typed move in any of the three notations, in `lang`: standard letters, the
/// language's letters, or figurines (either colour's). The reader's own notation is tried
/// first and decides when both readings are moves (a Hungarian `Ba1-a4` is the bástya, the
/// rook, for a reader of Hungarian letters, and the bishop for one of English letters); the
/// other reading is tried when the first is not a move. Candidates of an ambiguous move are
/// given in the reader's notation.
///
/// # Errors
/// The first reading's [`MoveError`] when no reading is a move.
pub fn read_move(
    v: &Variant,
    pos: &Position,
    lang: Lang,
    notation: Notation,
    typed: &str,
) -> Result<Move, MoveError> {
    let standard: Vec<char> = v.kinds.iter().map(|k| k.def.letter).collect();
    let local = local_letters(v, lang);
    let english_first = table(&standard, &local);
    let local_first = table(&local, &standard);
    let has_figurine = typed.chars().any(|c| figurine_kind(v, c).is_some());
    let text: String = typed
        .chars()
        .map(|c| figurine_kind(v, c).map_or(c, |k| v.kind(k).def.letter))
        .collect();
    let order = if has_figurine || notation == Notation::English {
        [&english_first, &local_first]
    } else {
        [&local_first, &english_first]
    };
    let mut first = None;
    for letters in order {
        match parse_move_with(v, pos, &text, letters) {
            Ok(m) => return Ok(m),
            // Ambiguous in the reader's own letters: so it is said, not read otherwise.
            Err(e @ MoveError::Ambiguous { .. }) if first.is_none() => {
                first = Some(e);
                break;
            }
            Err(e) => {
                if first.is_none() {
                    first = Some(e);
                }
            }
        }
    }
    let e = first.unwrap_or(MoveError::Illegal {
        text: typed.to_string(),
        reason: hexcourier_engine::notation::IllegalReason::NotLegal,
    });
    Err(match e {
        MoveError::Ambiguous { candidates, .. } => MoveError::Ambiguous {
            text: typed.trim().to_string(),
            candidates: candidates
                .iter()
                .map(|c| show_move(v, lang, notation, c))
                .collect(),
        },
        other => other,
    })
}

#[cfg(test)]
mod tests;
