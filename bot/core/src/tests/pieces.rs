//! `/piece` in Polish, Hungarian and German: each piece's description comes from the
//! language's `pieces.ftl`, its name from the fairy names there, and every answer fits a
//! Discord message.

use super::*;
use crate::i18n::Lang;

/// A bot whose askers read `lang` (as the console's `--lang` sets it).
fn bot_in(lang: Lang) -> Bot {
    let mut b = bot();
    b.core = b.core.with_lang(lang);
    b
}

#[test]
fn a_polish_player_reads_the_knight_in_polish() {
    assert_eq!(
        bot_in(Lang::Pl).say("lobby", "alice", "/piece glinski N"),
        [
            "[lobby] Skoczek (S), Szachy heksagonalne Glińskiego: Skacze na 12 najbliższych pól, których Hetman nie może osiągnąć (dwa pola ortogonalnie, potem jedno pod kątem 60 stopni).",
            "[lobby] image piece-glinski-knight.png: Skoczek (Białe) na polu f6 (Szachy heksagonalne Glińskiego): sięga 12 pól <piece N f6 | viewer 0 | marks c4 c5 d3 d7 e3 e8 g3 g8 h3 h7 i4 i5>",
        ]
    );
}

#[test]
fn a_fairy_piece_is_found_and_told_by_its_name_in_the_askers_language() {
    // The variant's own name is left out: it is another file's matter. Letters are the
    // reader's: the Polish sailor is an R (S is the skoczek).
    let heading = |lang: Lang, piece: &str| {
        let said = bot_in(lang).say_text("lobby", "alice", &format!("/piece full-house {piece}"));
        said.concat()
    };
    let said = heading(Lang::Pl, "marynarz");
    assert!(said.starts_with("[lobby] Marynarz (R), "), "{said}");
    assert!(
        said.ends_with(": Wieża plus jedno pole diagonalnie (Wieża + Król)."),
        "{said}"
    );
    let said = heading(Lang::De, "unicorn");
    assert!(said.starts_with("[lobby] Einhorn (U) "), "{said}");
    assert!(said.contains(": Läufer plus Nachtreiter: "), "{said}");
    let said = heading(Lang::Hu, "víziló");
    assert!(said.starts_with("[lobby] Víziló (I)"), "{said}");
    // A piece no language names keeps its English name; its description is translated.
    let said = heading(Lang::Hu, "thunderbird");
    assert!(said.starts_with("[lobby] Thunderbird (T)"), "{said}");
    assert!(
        said.ends_with(
            ": Két ortogonális lépésnyit ugrik (nem lehet elzárni), vagy egy mezőt lép átlósan."
        ),
        "{said}"
    );
}

#[test]
fn every_piece_answer_is_in_the_askers_language_and_fits_discord() {
    let lib = library();
    for lang in Lang::ALL {
        let b = bot_in(lang);
        for v in lib.variants() {
            for k in &v.kinds {
                let said = b.say_text("lobby", "alice", &format!("/piece {} {}", v.id, k.id));
                assert_eq!(said.len(), 1, "{lang} {} {}: {said:?}", v.id, k.id);
                let text = said[0].trim_start_matches("[lobby] ");
                assert!(
                    text.chars().count() <= 2000,
                    "{lang} {} {}: {} characters",
                    v.id,
                    k.id,
                    text.chars().count()
                );
                let about = crate::i18n::piece_about(lang, &k.id, &k.def.about);
                assert!(text.ends_with(&about), "{lang} {} {}: {text}", v.id, k.id);
                if lang != Lang::En {
                    assert_ne!(about, k.def.about.trim(), "{lang} {} {}", v.id, k.id);
                }
            }
        }
    }
}
