//! Texts by key, with English as the fallback, and lists joined in a language.

use super::catalog;
use super::lang::Lang;
use fluent_bundle::FluentArgs as Args;

/// The text of `key` (`message` or `message.attribute`) in `lang`, with `args` filled in;
/// English when `lang` lacks the key, and the key itself (logged) when English lacks it too.
pub fn text(lang: Lang, key: &str, args: &Args<'_>) -> String {
    with_fallback(lang, key, |l| catalog::format(l, key, Some(args)))
}

/// `lang`'s text by `format`, else English's, else the key (logged).
pub(super) fn with_fallback(
    lang: Lang,
    key: &str,
    format: impl Fn(Lang) -> Option<String>,
) -> String {
    format(lang)
        .or_else(|| format(Lang::En))
        .unwrap_or_else(|| catalog::unknown_key(key))
}

/// The text of `key` in `lang` alone, with no fallback: `None` when `lang` lacks it (for
/// names a language may leave out, such as a variant's).
pub fn text_if_any(lang: Lang, key: &str, args: &Args<'_>) -> Option<String> {
    catalog::format(lang, key, Some(args))
}

/// The text of `key` in `lang`, without arguments ([`text`]).
pub fn plain(lang: Lang, key: &str) -> String {
    text(lang, key, &Args::new())
}

/// Joins items as `a`, `a and b`, `a, b and c` in `lang` (`list-and`).
pub fn and_list(lang: Lang, items: &[String]) -> String {
    join(lang, items, "list-and")
}

/// Joins items as `a`, `a or b`, `a, b or c` in `lang` (`list-or`).
pub fn or_list(lang: Lang, items: &[String]) -> String {
    join(lang, items, "list-or")
}

fn join(lang: Lang, items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), plain(lang, word)),
    }
}
