//! Why a typed move is refused, in every language: the engine's [`MoveError`] names what is
//! wrong by its variants (no words of its own but English `Display`); each becomes a key of
//! `bot/core/locales/<code>/moves.ftl`, with pieces named as the language names them.

use crate::i18n::{or_list, piece_name, plain, text, Args, Lang};
use crate::vocabulary::words::quote;
use hexcourier_engine::notation::{IllegalReason, MoveError, SyntaxWhy};

/// A piece's kind as the engine words it (`knight`, lower case) in `lang`, as a word inside a
/// sentence: lower case but in German, whose nouns are capitalised.
fn kind(lang: Lang, name: &str) -> String {
    let named = piece_name(lang, name);
    match lang {
        Lang::En => name.to_string(),
        Lang::De => named,
        _ => named.to_lowercase(),
    }
}

/// A promotion choice as the engine gives it, `Queen (Q)`, with the piece's name in `lang`.
fn choice(lang: Lang, given: &str) -> String {
    match given.rsplit_once(" (") {
        Some((name, letter)) if letter.ends_with(')') => {
            format!("{} ({letter}", piece_name(lang, name))
        }
        _ => given.to_string(),
    }
}

fn why_key(why: SyntaxWhy) -> &'static str {
    match why {
        SyntaxWhy::Empty => "move-why-empty",
        SyntaxWhy::TooLong => "move-why-too-long",
        SyntaxWhy::NotAscii => "move-why-characters",
        SyntaxWhy::DragVictim => "move-why-drag-victim",
        SyntaxWhy::DragShape => "move-why-drag",
        SyntaxWhy::Relocation => "move-why-relocation",
        SyntaxWhy::DropShape => "move-why-drop",
        SyntaxWhy::DropLetter => "move-why-drop-letter",
        SyntaxWhy::DropCell => "move-why-drop-cell",
        SyntaxWhy::PromotionLetter => "move-why-promotion-letter",
        SyntaxWhy::NoDestination => "move-why-no-destination",
        SyntaxWhy::Expected => "move-why-expected",
        SyntaxWhy::NoReading => "move-why-no-reading",
    }
}

/// Why a move is illegal, in `lang` (lower case first: it follows a colon).
fn reason_in(lang: Lang, reason: &IllegalReason) -> String {
    let mut a = Args::new();
    let key = match reason {
        IllegalReason::NoPieceThere(c) => {
            a.set("cell", c.clone());
            "move-reason-no-piece-there"
        }
        IllegalReason::NotYourPiece(c) => {
            a.set("cell", c.clone());
            "move-reason-not-your-piece"
        }
        IllegalReason::NoSuchPiece(p) => {
            a.set("piece", kind(lang, p));
            "move-reason-no-such-piece"
        }
        IllegalReason::NoPieceWithLetter(l) => {
            a.set("letter", l.to_string());
            "move-reason-no-piece-with-letter"
        }
        IllegalReason::NotThatPieceOn { piece, at } => {
            a.set("piece", kind(lang, piece));
            a.set("cell", at.clone());
            "move-reason-not-that-piece-on"
        }
        IllegalReason::CannotMoveThere { piece, to } => {
            a.set("piece", kind(lang, piece));
            a.set("to", to.clone());
            "move-reason-cannot-move-there"
        }
        IllegalReason::Blocked { piece, to } => {
            a.set("piece", kind(lang, piece));
            a.set("to", to.clone());
            "move-reason-blocked"
        }
        IllegalReason::OwnPiece(c) => {
            a.set("cell", c.clone());
            "move-reason-own-piece"
        }
        IllegalReason::WrongMode {
            piece,
            capture_only,
        } => {
            a.set("piece", kind(lang, piece));
            if *capture_only {
                "move-reason-only-to-capture"
            } else {
                "move-reason-cannot-capture"
            }
        }
        IllegalReason::LeavesRoyalInCheck(k) => {
            a.set("piece", kind(lang, k));
            "move-reason-leaves-in-check"
        }
        IllegalReason::PromotionRequired(choices) => {
            let named: Vec<String> = choices.iter().map(|c| choice(lang, c)).collect();
            a.set("choices", named.join(", "));
            "move-reason-promotion-required"
        }
        IllegalReason::BadPromotion(p) => {
            a.set("piece", p.clone());
            "move-reason-bad-promotion"
        }
        IllegalReason::NotInHand(p) => {
            a.set("piece", kind(lang, p));
            "move-reason-not-in-hand"
        }
        IllegalReason::Occupied(c) => {
            a.set("cell", c.clone());
            "move-reason-occupied"
        }
        IllegalReason::NoMoveFrom { piece, at } => {
            a.set("piece", kind(lang, piece));
            a.set("cell", at.clone());
            "move-reason-no-move-from"
        }
        IllegalReason::NoSuchCell(c) => {
            a.set("cell", quote(c));
            "move-reason-no-such-cell"
        }
        IllegalReason::CaptureCompulsory => "move-reason-capture-compulsory",
        IllegalReason::NoDrag(c) => {
            a.set("cell", quote(c));
            "move-reason-no-drag"
        }
        IllegalReason::NoRelocation { target, to } => {
            a.set("target", quote(target));
            a.set("to", quote(to));
            "move-reason-no-relocation"
        }
        IllegalReason::NotLegal => "move-reason-not-legal",
        IllegalReason::GameOver => "move-reason-game-over",
    };
    text(lang, key, &a)
}

/// A refused move in `lang`, the typed text made safe to echo: what the engine's English
/// `Display` says, in the language's words (lower case first; the caller makes it a
/// sentence).
pub(crate) fn move_error_in(lang: Lang, e: &MoveError) -> String {
    let mut a = Args::new();
    let key = match e {
        MoveError::Syntax(p) => {
            a.set("text", quote(&p.text));
            a.set("why", plain(lang, why_key(p.why)));
            "move-unreadable"
        }
        MoveError::Illegal { text: t, reason } => {
            a.set("text", quote(t));
            a.set("reason", reason_in(lang, reason));
            "move-illegal"
        }
        MoveError::Ambiguous {
            text: t,
            candidates,
        } => {
            a.set("text", quote(t));
            a.set("candidates", or_list(lang, candidates));
            "move-ambiguous"
        }
    };
    text(lang, key, &a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_engine::notation::ParseMoveError;

    /// One error of every kind the engine gives.
    fn samples() -> Vec<MoveError> {
        let why = [
            SyntaxWhy::Empty,
            SyntaxWhy::TooLong,
            SyntaxWhy::NotAscii,
            SyntaxWhy::DragVictim,
            SyntaxWhy::DragShape,
            SyntaxWhy::Relocation,
            SyntaxWhy::DropShape,
            SyntaxWhy::DropLetter,
            SyntaxWhy::DropCell,
            SyntaxWhy::PromotionLetter,
            SyntaxWhy::NoDestination,
            SyntaxWhy::Expected,
            SyntaxWhy::NoReading,
        ];
        let reasons = [
            IllegalReason::NoPieceThere("f5".into()),
            IllegalReason::NotYourPiece("f7".into()),
            IllegalReason::NoSuchPiece("knight".into()),
            IllegalReason::NoPieceWithLetter('X'),
            IllegalReason::NotThatPieceOn {
                piece: "bishop".into(),
                at: "d1".into(),
            },
            IllegalReason::CannotMoveThere {
                piece: "rook".into(),
                to: "c4".into(),
            },
            IllegalReason::Blocked {
                piece: "queen".into(),
                to: "e6".into(),
            },
            IllegalReason::OwnPiece("e1".into()),
            IllegalReason::WrongMode {
                piece: "pawn".into(),
                capture_only: true,
            },
            IllegalReason::WrongMode {
                piece: "pawn".into(),
                capture_only: false,
            },
            IllegalReason::LeavesRoyalInCheck("king".into()),
            IllegalReason::PromotionRequired(vec!["Queen (Q)".into(), "Rook (R)".into()]),
            IllegalReason::BadPromotion("K".into()),
            IllegalReason::NotInHand("knight".into()),
            IllegalReason::Occupied("f4".into()),
            IllegalReason::NoMoveFrom {
                piece: "pawn".into(),
                at: "f11".into(),
            },
            IllegalReason::NoSuchCell("z9".into()),
            IllegalReason::CaptureCompulsory,
            IllegalReason::NoDrag("g8".into()),
            IllegalReason::NoRelocation {
                target: "h5".into(),
                to: "f6".into(),
            },
            IllegalReason::NotLegal,
            IllegalReason::GameOver,
        ];
        why.into_iter()
            .map(|why| {
                MoveError::Syntax(ParseMoveError {
                    text: "zz".into(),
                    why,
                })
            })
            .chain(reasons.into_iter().map(|reason| MoveError::Illegal {
                text: "Nd1-f4".into(),
                reason,
            }))
            .chain([MoveError::Ambiguous {
                text: "Nf4".into(),
                candidates: vec!["Nd1-f4".into(), "Nh1-f4".into(), "Ne3-f4".into()],
            }])
            .collect()
    }

    #[test]
    fn english_says_what_the_engine_says() {
        for e in samples() {
            assert_eq!(move_error_in(Lang::En, &e), e.to_string());
        }
    }

    #[test]
    fn every_language_says_every_refused_move_in_its_own_words() {
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            for e in samples() {
                let said = move_error_in(lang, &e);
                assert!(
                    !said.contains("move-") && !said.contains('{'),
                    "{lang}: {said}"
                );
                assert_ne!(said, e.to_string(), "{lang}: still English");
                for english in ["illegal move", "cannot read", "ambiguous", "you have"] {
                    assert!(!said.contains(english), "{lang}: {said}");
                }
            }
        }
    }

    #[test]
    fn polish_names_the_pieces_in_polish() {
        let e = MoveError::Illegal {
            text: "Nd1-d4".into(),
            reason: IllegalReason::CannotMoveThere {
                piece: "knight".into(),
                to: "d4".into(),
            },
        };
        assert_eq!(
            move_error_in(Lang::Pl, &e),
            "niedozwolony ruch Nd1-d4: skoczek nie może stąd pójść na d4"
        );
        assert_eq!(
            move_error_in(Lang::De, &e),
            "unzulässiger Zug Nd1-d4: diese Figur (Springer) kann von dort nicht nach d4 ziehen"
        );
        let ambiguous = MoveError::Ambiguous {
            text: "Nf4".into(),
            candidates: vec!["Nd1-f4".into(), "Nh1-f4".into()],
        };
        assert_eq!(
            move_error_in(Lang::Pl, &ambiguous),
            "'Nf4' jest niejednoznaczne: może to być Nd1-f4 lub Nh1-f4"
        );
    }
}
