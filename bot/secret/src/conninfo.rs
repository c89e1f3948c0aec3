//! Where a password lies in a PostgreSQL connection string, read the way tokio-postgres 0.7
//! reads one (its `config.rs`), so that masking hides every byte it would send as the
//! password, whatever characters the password holds.
//!
//! tokio-postgres reads two forms:
//!
//! - a URL, `postgres://user:password@host:port/dbname?key=value&…`: the credentials run to
//!   the *first* `@` anywhere in the rest (so a password may hold `/`, `?`, `#` and `:`), the
//!   password from the first `:` in them; a query value runs to the next `&`, and keys are
//!   percent-decoded (`?pass%77ord=` is a password too);
//! - key/value pairs, `host=db password='a b\'c' user=bot`: blanks around `=`, a value quoted
//!   in `'…'` or bare up to a blank, a backslash escaping the next character in both.
//!
//! A password with an unescaped `@` is cut at it by tokio-postgres, while URL parsers (and the
//! person who wrote it) take the user part to the *last* `@`. The spans here cover both
//! readings: from the first `:` of the credentials to the last `@`. Reading more than
//! tokio-postgres reads as the password only ever hides more.

use std::ops::Range;

/// Whether `scheme` (as written before `://`) is one tokio-postgres reads.
pub fn is_postgres(scheme: &str) -> bool {
    scheme.eq_ignore_ascii_case("postgres") || scheme.eq_ignore_ascii_case("postgresql")
}

/// The byte ranges of `text` that hold a password: `text` is one connection string, a URL
/// (`scheme://…`, leading blanks allowed) or key/value pairs.
pub fn password_spans(text: &str) -> Vec<Range<usize>> {
    let lead = text.len() - text.trim_start().len();
    match scheme_at(text, lead) {
        // A store address: read the way tokio-postgres reads one, whatever its scheme.
        Some((_, rest)) => url_spans(text, true, rest, text.len()),
        None => key_value_spans(text, 0..text.len()),
    }
}

/// The scheme of a URL starting at `at` and where its rest starts (after `://`).
fn scheme_at(text: &str, at: usize) -> Option<(&str, usize)> {
    let s = &text[at..];
    let sep = s.find("://")?;
    let scheme = &s[..sep];
    let ok = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    ok.then_some((scheme, at + sep + 3))
}

/// The password spans of the URL whose part after `scheme://` is `text[rest..end]`.
///
/// `postgres`: tokio-postgres' reading (above). Otherwise the URL standard's (for the other
/// URLs of a free text, such as Discord's API with its `…/messages/@original`): the
/// authority ends at the first `/`, `?`, `#` or `\`, its user part at the last `@` in it. In
/// both, every query value whose key decodes to `password`.
pub fn url_spans(text: &str, postgres: bool, rest: usize, end: usize) -> Vec<Range<usize>> {
    let after = &text[rest..end];
    let mut spans = Vec::new();
    let userinfo_end = if postgres {
        after.rfind('@')
    } else {
        let authority = after.find(['/', '?', '#', '\\']).unwrap_or(after.len());
        after[..authority].rfind('@')
    };
    if let Some(at) = userinfo_end {
        if let Some(colon) = after[..at].find(':') {
            if colon + 1 < at {
                spans.push(rest + colon + 1..rest + at);
            }
        }
    }
    spans.extend(query_password_spans(text, rest, end));
    spans
}

/// The values of `password` query parameters in `text[from..end]`: after every `?` or `&`, a
/// key up to the next `=` that percent-decodes to `password` (any case), its value up to the
/// next `&`.
fn query_password_spans(text: &str, from: usize, end: usize) -> Vec<Range<usize>> {
    let part = &text[from..end];
    let mut spans = Vec::new();
    for (i, c) in part.char_indices() {
        if c != '?' && c != '&' {
            continue;
        }
        let key_start = i + 1;
        let Some(eq) = part[key_start..].find('=') else {
            continue;
        };
        let key = &part[key_start..key_start + eq];
        if !percent_decoded(key).eq_ignore_ascii_case(b"password") {
            continue;
        }
        let value_start = key_start + eq + 1;
        let value_end = part[value_start..]
            .find('&')
            .map_or(part.len(), |j| value_start + j);
        if value_end > value_start {
            spans.push(from + value_start..from + value_end);
        }
    }
    spans
}

/// The values of every key ending in `password` (any case: `password`, `PGPASSWORD`,
/// `db_password`) in `text[range]`, read as key/value pairs: blanks around `=`, a value in
/// quotes (the quotes included) or bare to the next blank, backslashes escaping. Any
/// occurrence counts, not only whole keys, so a sentence that quotes a pair is masked too.
pub fn key_value_spans(text: &str, range: Range<usize>) -> Vec<Range<usize>> {
    let part = &text[range.clone()];
    let lower = part.to_ascii_lowercase();
    let mut spans: Vec<Range<usize>> = Vec::new();
    let mut search = 0;
    while let Some(found) = lower[search..].find("password") {
        let key_end = search + found + "password".len();
        search = key_end;
        let after_key = &part[key_end..];
        let Some(after_eq) = after_key.trim_start().strip_prefix('=') else {
            continue;
        };
        let value = after_eq.trim_start();
        let start = part.len() - value.len();
        let quoted = value.starts_with('\'');
        let mut chars = value.char_indices().skip(usize::from(quoted));
        let mut len = value.len();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '\'' if quoted => {
                    len = i + 1;
                    break;
                }
                c if !quoted && c.is_whitespace() => {
                    len = i;
                    break;
                }
                _ => {}
            }
        }
        if len > 0 {
            spans.push(range.start + start..range.start + start + len);
            search = start + len;
        }
    }
    spans
}

/// Where tokio-postgres starts reading a URL's query: the first `?` after the credentials
/// (which end at the first `@`), or none.
pub fn query_start(url: &str) -> Option<usize> {
    let from = url.find('@').map_or(0, |at| at + 1);
    url[from..].find('?').map(|q| from + q)
}

/// `%xx` escapes decoded (bytes, as tokio-postgres decodes keys before it compares them).
fn percent_decoded(s: &str) -> Vec<u8> {
    let bytes = s.as_bytes();
    let hex = |b: u8| (b as char).to_digit(16);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match (
            bytes[i],
            bytes.get(i + 1).copied(),
            bytes.get(i + 2).copied(),
        ) {
            (b'%', Some(h), Some(l)) => match (hex(h), hex(l)) {
                (Some(h), Some(l)) => {
                    out.push(u8::try_from(h * 16 + l).unwrap_or(b'?'));
                    i += 3;
                }
                _ => {
                    out.push(b'%');
                    i += 1;
                }
            },
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    out
}

/// `text` with every byte in `spans` (in any order, overlapping or not) replaced: each run of
/// hidden bytes becomes one `***`. Spans lie on character boundaries.
pub fn masked(text: &str, spans: &[Range<usize>]) -> String {
    let mut sorted: Vec<Range<usize>> = spans
        .iter()
        .filter(|r| r.start < r.end && r.end <= text.len())
        .cloned()
        .collect();
    sorted.sort_by_key(|r| r.start);
    let mut merged: Vec<Range<usize>> = Vec::new();
    for r in sorted {
        match merged.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for r in merged {
        out.push_str(&text[at..r.start]);
        out.push_str("***");
        at = r.end;
    }
    out.push_str(&text[at..]);
    out
}
