//! `/rules <variant>` in every language: the variant's rules from the Fluent catalog
//! (`rules-text-<id>`), in messages Discord takes (at most 2,000 characters each).

use super::*;
use crate::i18n::{rules_text, Lang};
use crate::vocabulary::words::MAX_REPLY_CHARS;

/// A bot whose askers read `lang` (as the console's `--lang` sets it).
fn bot_in(lang: Lang) -> Bot {
    let mut b = bot();
    b.core = b.core.with_lang(lang);
    b
}

#[test]
fn rules_of_every_variant_fit_discord_in_every_language() {
    let variants: Vec<(String, String)> = library()
        .variants()
        .map(|v| (v.id.clone(), v.metadata.rules.clone()))
        .collect();
    assert_eq!(variants.len(), 20, "{variants:?}");
    for lang in Lang::ALL {
        let b = bot_in(lang);
        for (id, data_rules) in &variants {
            let said = b.say("lobby", "alice", &format!("/rules {id}"));
            // Long answers come as several messages, each within Discord's limit.
            assert!(!said.is_empty() && said.len() <= 3, "{lang} {id}: {said:?}");
            let parts: Vec<&str> = said
                .iter()
                .map(|m| m.trim_start_matches("[lobby] "))
                .collect();
            for part in &parts {
                let chars = part.chars().count();
                assert!(chars <= MAX_REPLY_CHARS, "{lang} {id}: {chars} characters");
            }
            // Cut between paragraphs only: joined again, the messages hold the whole text.
            let answer = parts.join("\n");
            // The rules are the asker's language's, not English's.
            let rules = rules_text(lang, id, data_rules);
            assert!(answer.contains(&rules), "{lang} {id}: {answer}");
            if lang != Lang::En {
                assert_ne!(rules, rules_text(Lang::En, id, data_rules), "{lang} {id}");
            }
        }
    }
}

#[test]
fn glinskis_rules_in_polish_hungarian_and_german() {
    let said = |lang| {
        bot_in(lang)
            .say("lobby", "alice", "/rules glinski")
            .join("\n")
    };
    assert_eq!(said(Lang::Pl), POLISH_GLINSKI);
    for (lang, words) in [
        (Lang::Hu, ["vezér", "gyalog", "patt", "en passant"]),
        (Lang::De, ["Dame", "Bauer", "Patt", "en passant"]),
    ] {
        let text = said(lang);
        for word in words {
            assert!(text.contains(word), "{lang} lacks {word:?}: {text}");
        }
        assert!(!text.contains("Checkmate wins"), "{lang}: {text}");
    }
}

/// `/rules glinski` asked in Polish, word for word.
const POLISH_GLINSKI: &str = "[lobby] Szachy heksagonalne Glińskiego (glinski), gra dla 2 graczy\n\
     Szachy heksagonalne Glińskiego na planszy o 91 polach. Król przesuwa się o jedno pole w dowolnym z 12 kierunków; hetman porusza się wzdłuż wszystkich 12; wieża wzdłuż 6 kierunków ortogonalnych; trzy gońce każdej strony poruszają się po przekątnych, każdy po polach innego koloru; skoczek skacze na 12 najbliższych pól, których hetman nie może osiągnąć.\n\
     Piony idą o jedno pole prosto do przodu i biją o jedno pole do przodu w lewo lub w prawo wzdłuż kierunków ortogonalnych. Pion stojący na dowolnym z pól startowych pionów swojej strony (b1 c2 d3 e4 f5 g4 h3 i2 k1 dla białych) może pójść o dwa pola, także gdy dotarł tam biciem; obowiązuje bicie w przelocie (en passant). Piony promują na przeciwległej krawędzi na hetmana, wieżę, gońca lub skoczka.\n\
     Nie ma roszady. Mat wygrywa. Pat: patujący zdobywa 3/4 punktu, patowany 1/4.\n\
     Remisy: za zgodą, przez trzykrotne powtórzenie pozycji, po 50 ruchach każdej strony bez bicia i ruchu pionem (te dwa jak w FIDE; założenie).\n\
     Autor: Wladyslaw Glinski (1936, published 1949)\n\
     Źródło: <https://en.wikipedia.org/wiki/Hexagonal_chess#Gli%C5%84ski's_hexagonal_chess>";
