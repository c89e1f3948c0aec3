//! Names a community may have its own words for: pieces, sides, variants (and the variants'
//! rules). Each falls back to the name it is given (from the data files), never to English
//! words of another key.

use super::lang::Lang;
use super::text::text_if_any;
use fluent_bundle::FluentArgs as Args;

/// The key part of a name: lower case, spaces and apostrophes as `-`.
fn slug(name: &str) -> String {
    name.trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect()
}

fn named(lang: Lang, key: String, name: &str) -> String {
    if lang == Lang::En {
        return name.to_string();
    }
    text_if_any(lang, &key, &Args::new()).unwrap_or_else(|| name.to_string())
}

/// A variant's name in `lang` (`variant-<id>`), else `name` (its data file's).
pub fn variant_name(lang: Lang, id: &str, name: &str) -> String {
    named(lang, format!("variant-{id}"), name)
}

/// A variant's rules in `lang` (`rules-text-<id>`), else in English (the catalog's), else
/// `text` (its data file's: a variant added by a data file alone keeps its own words).
pub fn rules_text(lang: Lang, id: &str, text: &str) -> String {
    let key = format!("rules-text-{id}");
    let args = Args::new();
    text_if_any(lang, &key, &args)
        .or_else(|| text_if_any(Lang::En, &key, &args))
        .unwrap_or_else(|| text.trim().to_string())
}

/// A piece's name in `lang` (`piece-<name>`, by its English `name`), else `name`.
pub fn piece_name(lang: Lang, name: &str) -> String {
    named(lang, format!("piece-{}", slug(name)), name)
}

/// A piece's description in `lang` (`piece-about-<id>`, by its id in `data/pieces.toml`),
/// else `about`, its data file's. The catalog's text is used only while its English text is
/// `about` (spaces aside): replacement data files (`HEXCOURIER_VARIANT_FILES`) that give a
/// piece id other words keep their own words rather than a translation of the built-in
/// piece's, and a piece no language describes keeps its data file's English.
pub fn piece_about(lang: Lang, piece_id: &str, about: &str) -> String {
    let about = about.trim();
    let key = format!("piece-about-{piece_id}");
    let args = Args::new();
    let same = |text: &str| words(text) == words(about);
    if lang == Lang::En || !text_if_any(Lang::En, &key, &args).is_some_and(|t| same(&t)) {
        return about.to_string();
    }
    text_if_any(lang, &key, &args).unwrap_or_else(|| about.to_string())
}

/// A text's words, for comparing texts whatever their spaces and line breaks.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// A side's name in `lang` (`side-<name>`, by its English `name`), else `name`.
pub fn side_name(lang: Lang, name: &str) -> String {
    named(lang, format!("side-{}", slug(name)), name)
}
