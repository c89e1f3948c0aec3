//! The notation's formatter and reader, per language and variant family.

use super::*;
use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::{Game, Library};

fn library() -> Library {
    Library::builtin().unwrap_or_else(|e| panic!("built-in data: {e:?}"))
}

fn variant(lib: &Library, id: &str) -> std::sync::Arc<Variant> {
    lib.get(id)
        .cloned()
        .unwrap_or_else(|| panic!("no variant {id}"))
}

/// A game of `id` after `moves` (canonical texts).
fn after(lib: &Library, id: &str, moves: &[&str]) -> (std::sync::Arc<Variant>, Game) {
    let v = variant(lib, id);
    let mut g = Game::new(&v).unwrap_or_else(|e| panic!("{id}: {e:?}"));
    for m in moves {
        g.play_text(&v, m)
            .unwrap_or_else(|e| panic!("{id}: {m}: {e:?}"));
    }
    (v, g)
}

/// `typed` read in `lang` and `notation`, as its canonical text.
fn read(v: &Variant, g: &Game, lang: Lang, notation: Notation, typed: &str) -> String {
    match read_move(v, g.position(), lang, notation, typed) {
        Ok(m) => move_to_text(v, g.position(), m),
        Err(e) => format!("error: {e}"),
    }
}

/// The letters of a variant's pieces in a language, as `id=L`.
fn letters_of(v: &Variant, lang: Lang) -> Vec<String> {
    v.kinds
        .iter()
        .zip(local_letters(v, lang))
        .map(|(k, l)| format!("{}={l}", k.id))
        .collect()
}

#[test]
fn notation_words_in_every_language() {
    assert_eq!("letters".parse(), Ok(Notation::Letters));
    assert_eq!("Figurines".parse(), Ok(Notation::Figurines));
    assert_eq!("english".parse(), Ok(Notation::English));
    assert_eq!("figurki".parse(), Ok(Notation::Figurines));
    assert_eq!("angol".parse(), Ok(Notation::English));
    assert_eq!("Buchstaben".parse(), Ok(Notation::Letters));
    assert_eq!(
        "runes".parse::<Notation>(),
        Err(ParseNotationError("runes".into()))
    );
}

#[test]
fn glinski_moves_shown_in_each_notation_and_language() {
    let lib = library();
    let v = variant(&lib, "glinski");
    let show = |lang, n, t| show_move(&v, lang, n, t);
    assert_eq!(show(Lang::Pl, Notation::Letters, "Qe1-c3"), "He1-c3");
    assert_eq!(show(Lang::Pl, Notation::Letters, "Nd1xf4+"), "Sd1xf4+");
    assert_eq!(show(Lang::Pl, Notation::Letters, "f10-f11=Q"), "f10-f11=H");
    assert_eq!(show(Lang::Pl, Notation::Letters, "Rb1-b5#"), "Wb1-b5#");
    assert_eq!(show(Lang::Pl, Notation::Letters, "Bf3-e5"), "Gf3-e5");
    assert_eq!(show(Lang::Pl, Notation::Letters, "Kg1-g2"), "Kg1-g2");
    assert_eq!(show(Lang::Pl, Notation::Letters, "e5xf6"), "e5xf6");
    assert_eq!(show(Lang::Hu, Notation::Letters, "Rb1-b5"), "Bb1-b5");
    assert_eq!(show(Lang::Hu, Notation::Letters, "Bf3-e5"), "Ff3-e5");
    assert_eq!(show(Lang::Hu, Notation::Letters, "Qe1-c3"), "Ve1-c3");
    assert_eq!(show(Lang::Hu, Notation::Letters, "Nc1-e2"), "Hc1-e2");
    assert_eq!(show(Lang::De, Notation::Letters, "Qe1-c3"), "De1-c3");
    assert_eq!(show(Lang::De, Notation::Letters, "Rb1-b5"), "Tb1-b5");
    assert_eq!(show(Lang::De, Notation::Letters, "Bf3-e5"), "Lf3-e5");
    assert_eq!(show(Lang::De, Notation::Letters, "Nc1-e2"), "Sc1-e2");
    assert_eq!(show(Lang::En, Notation::Letters, "Qe1-c3"), "Qe1-c3");
    for lang in Lang::ALL {
        assert_eq!(show(lang, Notation::Figurines, "Qe1-c3+"), "♕e1-c3+");
        assert_eq!(show(lang, Notation::Figurines, "f10-f11=N"), "f10-f11=♘");
        assert_eq!(show(lang, Notation::Figurines, "Kg1-g2"), "♔g1-g2");
        assert_eq!(show(lang, Notation::English, "Qe1-c3"), "Qe1-c3");
        assert_eq!(show(lang, Notation::Letters, "pass"), "pass");
    }
    assert_eq!(
        show_moves(
            &v,
            Lang::Pl,
            Notation::Letters,
            "1. Qe1-c3 Nd10-e8 2. f5-f6"
        ),
        "1. He1-c3 Sd10-e8 2. f5-f6"
    );
}

/// Every form, every language: the Polish, German, Hungarian and English letters, and
/// figurines of either colour, all read as the same move.
#[test]
fn glinski_every_form_read_in_every_language() {
    let lib = library();
    let (v, g) = after(&lib, "glinski", &[]);
    for n in Notation::ALL {
        let r = |lang, t| read(&v, &g, lang, n, t);
        assert_eq!(r(Lang::Pl, "Gf2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "Bf2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "♗f2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "♝f2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "Sd1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::Pl, "He1-c3"), "Qe1-c3", "{n}");
        assert_eq!(r(Lang::Pl, "Wc1-e3"), "Rc1-e3", "{n}");
        assert_eq!(r(Lang::Pl, "Qe1-c3"), "Qe1-c3", "{n}");
        assert_eq!(r(Lang::De, "Lf2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::De, "De1-c3"), "Qe1-c3", "{n}");
        assert_eq!(r(Lang::De, "Tc1-e3"), "Rc1-e3", "{n}");
        assert_eq!(r(Lang::De, "Sd1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::De, "♕e1-c3"), "Qe1-c3", "{n}");
        assert_eq!(r(Lang::Hu, "Ff2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::Hu, "Ve1-c3"), "Qe1-c3", "{n}");
        assert_eq!(r(Lang::Hu, "Hd1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::Hu, "♖c1-e3"), "Rc1-e3", "{n}");
        assert_eq!(r(Lang::En, "Bf2-d4"), "Bf2-d4", "{n}");
        assert_eq!(r(Lang::En, "♘d1-f4"), "Nd1-f4", "{n}");
        // Short forms too; the candidates in the reader's notation.
        let candidates = match n {
            Notation::Letters => "Sd1-f4 or Sh1-f4",
            Notation::Figurines => "♘d1-f4 or ♘h1-f4",
            Notation::English => "Nd1-f4 or Nh1-f4",
        };
        assert_eq!(
            r(Lang::Pl, "Sf4"),
            format!("error: 'Sf4' is ambiguous: it could be {candidates}"),
            "{n}"
        );
    }
}

/// Hungarian `B` is the rook (bástya) in Hungarian letters and the bishop in English ones:
/// the origin cell decides, and where both would move, the reader's notation does.
#[test]
fn hungarian_b_is_read_by_the_readers_notation() {
    let lib = library();
    let (v, g) = after(&lib, "glinski", &[]);
    let r = |n, t| read(&v, &g, Lang::Hu, n, t);
    for n in Notation::ALL {
        // Only a bishop stands on f2, only a rook on c1.
        assert_eq!(r(n, "Bf2-d4"), "Bf2-d4");
        assert_eq!(r(n, "Bc1-e3"), "Rc1-e3");
    }
    // Both a rook (c1) and a bishop (f2) can go to e3.
    assert_eq!(r(Notation::Letters, "Be3"), "Rc1-e3");
    assert_eq!(r(Notation::Figurines, "Be3"), "Rc1-e3");
    assert_eq!(r(Notation::English, "Be3"), "Bf2-e3");
}

#[test]
fn frontofhouse_letters_come_from_pieces_ftl() {
    let lib = library();
    let v = variant(&lib, "frontofhouse-glinski");
    assert_eq!(
        letters_of(&v, Lang::Pl),
        [
            "grandduke=K",
            "duchess=H",
            "rook=W",
            "unicorn-gilman=G",
            "sennight=S",
            "migrant=P",
            "wazir=Z",
            "countess=C",
            "wing=F",
            "horn=R",
            "senhelm=J"
        ]
    );
    assert_eq!(
        letters_of(&v, Lang::Hu),
        [
            "grandduke=K",
            "duchess=V",
            "rook=B",
            "unicorn-gilman=F",
            "sennight=H",
            "migrant=P",
            "wazir=Z",
            "countess=C",
            "wing=W",
            "horn=O",
            "senhelm=J"
        ]
    );
    assert_eq!(
        letters_of(&v, Lang::De),
        [
            "grandduke=K",
            "duchess=D",
            "rook=T",
            "unicorn-gilman=L",
            "sennight=S",
            "migrant=P",
            "wazir=Z",
            "countess=C",
            "wing=W",
            "horn=H",
            "senhelm=J"
        ]
    );
    // A drop of a Wing and a Senhelm, shown and read back in every language and form.
    for (lang, wing, senhelm) in [
        (Lang::Pl, "F*f6", "J*e6"),
        (Lang::Hu, "W*f6", "J*e6"),
        (Lang::De, "W*f6", "J*e6"),
        (Lang::En, "W*f6", "S*e6"),
    ] {
        assert_eq!(show_move(&v, lang, Notation::Letters, "W*f6"), wing);
        assert_eq!(show_move(&v, lang, Notation::Letters, "S*e6"), senhelm);
        assert_eq!(show_move(&v, lang, Notation::Figurines, "Q*e6"), "♕*e6");
    }
    // Moves of the Duchess, the Unicorn and the Sennight in every form.
    let (v, g) = after(&lib, "frontofhouse-glinski", &[]);
    for n in Notation::ALL {
        let r = |lang, t| read(&v, &g, lang, n, t);
        assert_eq!(r(Lang::Pl, "Gf2-d4"), "Uf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "Uf2-d4"), "Uf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "♗f2-d4"), "Uf2-d4", "{n}");
        assert_eq!(r(Lang::Pl, "Sd1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::Pl, "He1-c3"), "Qe1-c3", "{n}");
        assert_eq!(r(Lang::Pl, "Wc1-e3"), "Rc1-e3", "{n}");
        assert_eq!(r(Lang::Hu, "Ff2-d4"), "Uf2-d4", "{n}");
        assert_eq!(r(Lang::Hu, "Hd1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::Hu, "Bc1-e3"), "Rc1-e3", "{n}");
        assert_eq!(r(Lang::De, "Lf2-d4"), "Uf2-d4", "{n}");
        assert_eq!(r(Lang::De, "Sd1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::De, "Tc1-e3"), "Rc1-e3", "{n}");
        assert_eq!(r(Lang::De, "♘d1-f4"), "Nd1-f4", "{n}");
        assert_eq!(r(Lang::En, "Nd1-f4"), "Nd1-f4", "{n}");
    }
}

#[test]
fn hourglass_letters_come_from_pieces_ftl() {
    let lib = library();
    let v = variant(&lib, "hourglass-s");
    assert_eq!(
        letters_of(&v, Lang::Pl),
        [
            "grandduke=K",
            "rook=W",
            "unicorn-gilman=G",
            "brassgeneral=B",
            "azuregeneral=Z",
            "wing=F",
            "point=P",
            "vicereine=V",
            "besieger=E",
            "brassgeneral-from-azure=A",
            "brassgeneral-from-wing=L",
            "brassgeneral-from-point=T"
        ]
    );
    assert_eq!(
        letters_of(&v, Lang::Hu),
        [
            "grandduke=K",
            "rook=B",
            "unicorn-gilman=F",
            "brassgeneral=R",
            "azuregeneral=Z",
            "wing=W",
            "point=P",
            "vicereine=L",
            "besieger=E",
            "brassgeneral-from-azure=A",
            "brassgeneral-from-wing=G",
            "brassgeneral-from-point=T"
        ]
    );
    assert_eq!(
        letters_of(&v, Lang::De),
        [
            "grandduke=K",
            "rook=T",
            "unicorn-gilman=L",
            "brassgeneral=B",
            "azuregeneral=Z",
            "wing=W",
            "point=P",
            "vicereine=V",
            "besieger=E",
            "brassgeneral-from-azure=A",
            "brassgeneral-from-wing=G",
            "brassgeneral-from-point=I"
        ]
    );
    let (v, g) = after(&lib, "hourglass-r", &[]);
    let legal = g.position().legal_moves(&v);
    // Every legal move, shown in every language and form, reads back as itself.
    for lang in Lang::ALL {
        for n in Notation::ALL {
            for &m in &legal {
                let canonical = move_to_text(&v, g.position(), m);
                let shown = show_move(&v, lang, n, &canonical);
                assert_eq!(
                    read(&v, &g, lang, n, &shown),
                    canonical,
                    "{lang} {n} {shown}"
                );
            }
        }
    }
}

/// In every variant and language no two pieces share a letter, and every local letter the
/// catalog gives survives (none had to fall back for a clash).
#[test]
fn local_letters_are_distinct_and_kept_in_every_variant() {
    let lib = library();
    for v in lib.variants() {
        for lang in Lang::ALL {
            let letters = local_letters(v, lang);
            for (i, k) in v.kinds.iter().enumerate() {
                assert!(
                    !letters[..i].contains(&letters[i]),
                    "{} in {lang}: {} shares {}",
                    v.id,
                    k.id,
                    letters[i]
                );
                if let Some(l) = catalog_letter(lang, &k.id, k.def.letter) {
                    assert_eq!(letters[i], l, "{} in {lang}: {} fell back", v.id, k.id);
                }
            }
        }
    }
}

/// English's letters in pieces.ftl are the data file's.
#[test]
fn english_letters_are_the_data_files() {
    let lib = library();
    for v in lib.variants() {
        for k in &v.kinds {
            if let Some(t) = text_if_any(Lang::En, &format!("piece-letter-{}", k.id), &Args::new())
            {
                assert_eq!(t, k.def.letter.to_string(), "{}", k.id);
            }
        }
    }
}

/// Every legal move of every variant's start, shown in every language and form, reads back
/// as itself.
#[test]
fn every_start_move_round_trips_in_every_form() {
    let lib = library();
    for v in lib.variants().filter(|v| v.metadata.playable) {
        // Variants that need a set-up position have no start to try.
        let Ok(g) = Game::new(v) else {
            continue;
        };
        for &m in &g.position().legal_moves(v) {
            let canonical = move_to_text(v, g.position(), m);
            for lang in Lang::ALL {
                for n in Notation::ALL {
                    let shown = show_move(v, lang, n, &canonical);
                    assert_eq!(
                        read(v, &g, lang, n, &shown),
                        canonical,
                        "{} {lang} {n}",
                        v.id
                    );
                }
            }
        }
    }
}
