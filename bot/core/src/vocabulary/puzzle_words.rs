//! Puzzles in words: their themes in the reader's language.

use crate::i18n::{plain, Lang};
use crate::t;
use hexcourier_puzzles::Theme;

/// A puzzle's themes in `lang`, joined (empty without themes).
pub(crate) fn themes_in(lang: Lang, themes: &[Theme]) -> String {
    themes
        .iter()
        .map(|t| match t {
            Theme::MateIn(n) => t!(lang, "puzzle-theme-mate", n = u64::from(*n)),
            Theme::Fork => plain(lang, "puzzle-theme-fork"),
            Theme::Pin => plain(lang, "puzzle-theme-pin"),
            Theme::Skewer => plain(lang, "puzzle-theme-skewer"),
            Theme::DiscoveredAttack => plain(lang, "puzzle-theme-discovered-attack"),
            Theme::Promotion => plain(lang, "puzzle-theme-promotion"),
            Theme::EnPassant => plain(lang, "puzzle-theme-en-passant"),
            Theme::Castling => plain(lang, "puzzle-theme-castling"),
            Theme::Drop => plain(lang, "puzzle-theme-drop"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
