//! Finding English left in a text meant for another language: what the community simulator
//! ([`hexcourier_sim`]) checks every Polish, Hungarian and German reply and announcement with.
//!
//! Two kinds of evidence, each reported as the words found:
//! - a run of English words from the English Fluent files (the literal text between a
//!   message's variables, three words or more) that the language's own files do not also
//!   contain (usage syntax such as `/moretime <time>` is shared, and so not evidence): a
//!   text shown in English because the language lacks it, or English built in code from
//!   English pieces;
//! - a few English words no other language here writes (`the`, `your`, `you`, `to move`):
//!   English written in code.
//!
//! Commands (`/vote`), mentions (`@ann`) and places (`#g1`) are taken out first: they stay as
//! they are in every language.
//!
//! ```
//! use hexcourier_core::i18n::{english_in, Lang};
//! assert_eq!(english_in(Lang::Pl, "Teraz ruch gracza @bob."), None);
//! assert!(english_in(Lang::Pl, "Sorry, a storage error stopped that; nothing changed. Please try again.").is_some());
//! assert!(english_in(Lang::De, "Warte, the game goes on").is_some());
//! ```

use super::catalog::FILES;
use super::lang::Lang;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// English words and phrases no other language here writes, as whole words.
const MARKERS: [&str; 10] = [
    " the ",
    " The ",
    " your ",
    " Your ",
    " you ",
    " You ",
    " to move",
    " with ",
    " has been ",
    " please ",
];

/// The fewest words a run of English text needs to count as evidence.
const MIN_WORDS: usize = 3;

/// The English found in `text`, meant to be in `lang`: the first run of words or marker
/// found, or `None`. Always `None` for English.
pub fn english_in(lang: Lang, text: &str) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let cleaned = without_names(text);
    let padded = format!(" {cleaned} ");
    if let Some(m) = MARKERS.iter().find(|m| padded.contains(*m)) {
        return Some(m.trim().to_string());
    }
    fragments(lang)
        .iter()
        .find(|f| cleaned.contains(f.as_str()))
        .cloned()
}

/// The text with commands, mentions and places taken out, words joined by single spaces
/// (line breaks become spaces).
fn without_names(text: &str) -> String {
    text.split_whitespace()
        .filter(|w| {
            let w = w.trim_start_matches(['(', '[', '"', '„', '«']);
            !(w.starts_with('/') || w.starts_with('@') || w.starts_with('#') || w.starts_with('<'))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The runs of English words that `lang`'s files do not contain, longest first.
fn fragments(lang: Lang) -> &'static [String] {
    static ALL: OnceLock<BTreeMap<Lang, Vec<String>>> = OnceLock::new();
    ALL.get_or_init(|| {
        let english = runs_of(Lang::En);
        Lang::ALL
            .into_iter()
            .filter(|l| *l != Lang::En)
            .map(|l| {
                let theirs = runs_of(l).into_iter().collect::<Vec<_>>().join("\n");
                let mut own: Vec<String> = english
                    .iter()
                    .filter(|f| !theirs.contains(f.as_str()))
                    .cloned()
                    .collect();
                own.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
                (l, own)
            })
            .collect()
    })
    .get(&lang)
    .map_or(&[], Vec::as_slice)
}

/// Every run of literal text in `lang`'s files between variables, cleaned as
/// [`without_names`] cleans texts, that has at least [`MIN_WORDS`] words of letters.
fn runs_of(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, _, source) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            // Commands' names and descriptions are Discord's, never said in a reply.
            if m.id.name.starts_with("cmd-")
                || m.id.name.starts_with("opt-")
                || m.id.name.starts_with("choice-")
            {
                continue;
            }
            let mut runs = Vec::new();
            if let Some(v) = &m.value {
                pattern_runs(v, &mut runs);
            }
            for a in &m.attributes {
                pattern_runs(&a.value, &mut runs);
            }
            for run in runs {
                for line in run.lines() {
                    let cleaned = without_names(line);
                    let words = cleaned
                        .split(' ')
                        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
                        .count();
                    if words >= MIN_WORDS {
                        out.insert(cleaned);
                    }
                }
            }
        }
    }
    out
}

/// The literal runs of a pattern: text up to each variable, and the runs inside selectors.
fn pattern_runs(p: &ast::Pattern<&str>, out: &mut Vec<String>) {
    let mut run = String::new();
    for e in &p.elements {
        match e {
            ast::PatternElement::TextElement { value } => run.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push(std::mem::take(&mut run));
                if let ast::Expression::Select { variants, .. } = expression {
                    for v in variants {
                        pattern_runs(&v.value, out);
                    }
                }
            }
        }
    }
    out.push(run);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_fallbacks_and_markers_are_found_and_translations_are_not() {
        // Each language's own refusal passes; the English one does not.
        let en = crate::i18n::plain(Lang::En, "problem-storage");
        for lang in [Lang::Pl, Lang::Hu, Lang::De] {
            let own = crate::i18n::plain(lang, "problem-storage");
            assert_eq!(english_in(lang, &own), None, "{lang}: {own}");
            assert!(english_in(lang, &en).is_some(), "{lang}: {en}");
        }
        assert_eq!(english_in(Lang::En, &en), None);
        // Commands, mentions and places are not evidence.
        assert_eq!(english_in(Lang::Pl, "Wpisz /the @the #the"), None);
        assert_eq!(
            english_in(Lang::Hu, "ő is lép, the end").as_deref(),
            Some("the")
        );
    }
}
