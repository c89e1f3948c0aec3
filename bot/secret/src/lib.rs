//! Secrets as a type, and the scrubbing of texts meant for logs and people.
//!
//! A [`Secret`] holds a token or an address with a password: its `Debug` and `Display` show
//! `<hidden>`, so it cannot reach a log line, an error or a panic message by accident; the
//! value is read with [`Secret::expose`] only where it is used. [`scrub`] masks what may hide
//! inside texts made by libraries (a request error naming its URL, a database error naming its
//! address): interaction and webhook tokens, `Bot` authorisations, and store passwords in
//! every form (`user:pass@`, `?password=`, `password=` of a key/value connection string),
//! read as tokio-postgres reads them ([`conninfo`]).

use std::fmt;

pub mod conninfo;

/// What a hidden value shows as.
pub const HIDDEN: &str = "<hidden>";

/// A secret value: never shown by `Debug` or `Display`.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Secret(String);

impl Secret {
    /// Keeps `value` as a secret.
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    /// The value itself, for the one place that uses it (a connection, an `Authorization`).
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Whether the value is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(HIDDEN)
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(HIDDEN)
    }
}

/// A database address with its password masked (`postgres://bot:***@db/hx`,
/// `...?sslmode=require&password=***`, `host=db password=***`): every character
/// tokio-postgres would read as the password is hidden, whatever the password holds
/// (see [`conninfo`]).
pub fn mask_url(url: &str) -> String {
    conninfo::masked(url, &conninfo::password_spans(url))
}

/// Masks the token after `marker/<id>/` in URLs: interaction callbacks and webhooks carry the
/// interaction's token there.
fn mask_path_tokens(text: &str, marker: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(found) = text[at..].find(marker) {
        let start = at + found + marker.len();
        out.push_str(&text[at..start]);
        let rest = &text[start..];
        // `<id>/<token>`: keep the id, hide the token.
        let id_len = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        out.push_str(&rest[..id_len]);
        let after_id = &rest[id_len..];
        let Some(token) = after_id.strip_prefix('/') else {
            at = start + id_len;
            continue;
        };
        let token_len = token
            .find(['/', '?', ' ', ')', '"', '\'', '\n'])
            .unwrap_or(token.len());
        out.push('/');
        if token_len > 0 {
            out.push_str("***");
        }
        at = start + id_len + 1 + token_len;
    }
    out.push_str(&text[at..]);
    out
}

/// A text with every secret this module knows the shape of masked: store passwords, tokens
/// in interaction and webhook URLs, and `Bot <token>` authorisations.
pub fn scrub(text: &str) -> String {
    let mut out = mask_passwords_in(text);
    out = mask_path_tokens(&out, "/interactions/");
    out = mask_path_tokens(&out, "/webhooks/");
    mask_words_after(&out, "Bot ")
}

/// Masks the passwords in a free text: in every URL (`scheme://` to the next blank or quote),
/// read as [`conninfo::url_spans`] reads it, and in `password=` pairs elsewhere.
fn mask_passwords_in(text: &str) -> String {
    let mut spans = Vec::new();
    let mut plain_from = 0;
    let mut at = 0;
    while let Some(found) = text[at..].find("://") {
        let sep = at + found;
        let scheme_start = text[..sep]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
            .last()
            .map_or(sep, |(i, _)| i);
        let scheme_start = text[scheme_start..sep]
            .find(|c: char| c.is_ascii_alphabetic())
            .map_or(sep, |i| scheme_start + i);
        let rest = sep + 3;
        let token_end = |from: usize| {
            text[from..]
                .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | '`'))
                .map_or(text.len(), |i| from + i)
        };
        let mut end = token_end(rest);
        let postgres = conninfo::is_postgres(&text[scheme_start..sep]);
        if postgres && text[rest..end].contains(':') && !text[rest..end].contains('@') {
            // `user:pass` cut by a blank or a quote in the password: its credentials run to
            // the last `@` of the line (before any other URL).
            let line = text[rest..]
                .find(['\n', '\r'])
                .map_or(text.len(), |i| rest + i);
            let line = text[rest..line].find("://").map_or(line, |i| rest + i);
            if let Some(at) = text[end..line].rfind('@') {
                end = token_end(end + at);
            }
        }
        if scheme_start < sep {
            spans.extend(conninfo::key_value_spans(text, plain_from..scheme_start));
            spans.extend(conninfo::url_spans(text, postgres, rest, end));
            plain_from = end;
        }
        at = end.max(rest);
    }
    spans.extend(conninfo::key_value_spans(text, plain_from..text.len()));
    conninfo::masked(text, &spans)
}

/// Masks the word after `prefix` (a `Bot <token>` authorisation header).
fn mask_words_after(text: &str, prefix: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(found) = text[at..].find(prefix) {
        let start = at + found + prefix.len();
        out.push_str(&text[at..start]);
        let rest = &text[start..];
        let end = rest
            .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | ','))
            .unwrap_or(rest.len());
        // Only long token-like words (Discord tokens have dots and are over 50 characters).
        if end >= 30 && rest[..end].contains('.') {
            out.push_str("***");
        } else {
            out.push_str(&rest[..end]);
        }
        at = start + end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_never_show() {
        let s = Secret::new("hunter2");
        assert_eq!(format!("{s} {s:?}"), "<hidden> <hidden>");
        assert_eq!(s.expose(), "hunter2");
    }

    #[test]
    fn every_form_of_a_store_password_is_masked() {
        assert_eq!(
            mask_url("postgres://bot:hunter2@db:5432/hx"),
            "postgres://bot:***@db:5432/hx"
        );
        assert_eq!(
            mask_url("postgres://bot@db/hx?sslmode=require&password=hunter2"),
            "postgres://bot@db/hx?sslmode=require&password=***"
        );
        assert_eq!(
            mask_url("postgres://db/hx?PASSWORD=hunter2&user=bot"),
            "postgres://db/hx?PASSWORD=***&user=bot"
        );
        // A password with an `@` in it.
        assert_eq!(
            mask_url("postgres://bot:p@ss@db/hx"),
            "postgres://bot:***@db/hx"
        );
        assert_eq!(
            mask_url("host=db password=hunter2 user=bot"),
            "host=db password=*** user=bot"
        );
        assert_eq!(mask_url("postgres://bot@db/hx"), "postgres://bot@db/hx");
    }

    /// Passwords holding every character that ends a part of a URL (`/ ? # @ :`), raw and
    /// percent-escaped, and the characters of the key/value form (blanks, quotes, `\\`).
    const HARD: [&str; 6] = [
        "p/ss?w#rd:x@y",
        "a:b@c/d?e#f",
        "%2F%3F%23%40%3A%20",
        "s3cr%40t/with:colon",
        "@@::??##//",
        "q'uo te\\d",
    ];

    /// `%xx` decoded, as tokio-postgres decodes a URL's password.
    fn decoded(s: &str) -> String {
        String::from_utf8_lossy(&conninfo_decoded(s)).into_owned()
    }

    fn conninfo_decoded(s: &str) -> Vec<u8> {
        let b = s.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < b.len() {
            let hex = b
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match (b[i], hex) {
                (b'%', Some(v)) => {
                    out.push(v);
                    i += 3;
                }
                (c, _) => {
                    out.push(c);
                    i += 1;
                }
            }
        }
        out
    }

    /// A value in the key/value form: quotes and backslashes escaped, in quotes when it has
    /// a blank.
    fn kv_value(p: &str) -> String {
        let escaped = p.replace('\\', "\\\\").replace('\'', "\\'");
        if p.contains(' ') {
            format!("'{escaped}'")
        } else {
            escaped
        }
    }

    /// Every form a store address can carry `p` in.
    fn forms(p: &str) -> Vec<String> {
        let mut v = vec![
            format!("postgres://bot:{p}@db:5432/hx?sslmode=require"),
            format!("postgresql://bot:{p}@[::1]:5432/hx"),
            format!("postgres://bot:{p}@db"),
            format!("host=db password={} user=bot", kv_value(p)),
            format!(
                "host=db password = '{}' user=bot",
                p.replace('\\', "\\\\").replace('\'', "\\'")
            ),
            format!("PGPASSWORD={} psql", kv_value(p)),
        ];
        if !p.contains('&') {
            v.push(format!("postgres://bot@db/hx?sslmode=require&password={p}"));
            v.push(format!(
                "postgres://bot@db/hx?pass%77ord={p}&application_name=hx"
            ));
        }
        v
    }

    #[test]
    fn a_password_never_shows_whatever_it_holds() {
        for p in HARD {
            for form in forms(p) {
                let outputs = [
                    mask_url(&form),
                    mask_url(&format!("  {form}")),
                    scrub(&form),
                    scrub(&format!("could not connect to {form}: connection refused")),
                    scrub(&format!("error: \"{form}\" (os error 111)")),
                ];
                for out in outputs {
                    for secret in [p.to_string(), decoded(p)] {
                        assert!(
                            !out.contains(&secret),
                            "{secret:?} shows in {out:?} (from {form:?})"
                        );
                    }
                    assert!(out.contains("***"), "{out:?}");
                }
            }
        }
    }

    #[test]
    fn only_the_password_is_hidden() {
        assert_eq!(
            mask_url("postgres://bot:p/ss?w#rd:x@y@db:5432/hx?sslmode=require"),
            "postgres://bot:***@db:5432/hx?sslmode=require"
        );
        assert_eq!(
            mask_url("postgres://bot:%2F%3F%23%40@db/hx"),
            "postgres://bot:***@db/hx"
        );
        assert_eq!(
            mask_url("postgres://bot@db/hx?pass%77ord=a/b?c#d&sslmode=require"),
            "postgres://bot@db/hx?pass%77ord=***&sslmode=require"
        );
        assert_eq!(
            mask_url(r"host=db password='it\'s a secret' user=bot"),
            "host=db password=*** user=bot"
        );
        assert_eq!(
            mask_url(r"host=db password = a\ b user=bot"),
            "host=db password = *** user=bot"
        );
        assert_eq!(
            scrub("could not connect to postgres://bot:p/ss@db/hx: refused; see postgres://u@h/d"),
            "could not connect to postgres://bot:***@db/hx: refused; see postgres://u@h/d"
        );
        // Discord's URLs keep their `@original` and their port.
        assert_eq!(
            scrub("PATCH http://127.0.0.1:4000/api/v10/webhooks/9/tok/messages/@original: 500"),
            "PATCH http://127.0.0.1:4000/api/v10/webhooks/9/***/messages/@original: 500"
        );
        assert_eq!(
            scrub("password authentication failed for user \"bot\""),
            "password authentication failed for user \"bot\""
        );
    }

    #[test]
    fn texts_lose_tokens_and_passwords() {
        let t = "error sending request for url (http://127.0.0.1:4000/api/v10/interactions/123/aW50ZXJhY3Rpb246MTIz/callback): refused";
        assert_eq!(
            scrub(t),
            "error sending request for url (http://127.0.0.1:4000/api/v10/interactions/123/***/callback): refused"
        );
        let t = "PATCH /api/v10/webhooks/99/tok.en-1/messages/@original failed";
        assert_eq!(
            scrub(t),
            "PATCH /api/v10/webhooks/99/***/messages/@original failed"
        );
        assert_eq!(
            scrub("could not connect to postgres://bot:hunter2@db/hx: refused"),
            "could not connect to postgres://bot:***@db/hx: refused"
        );
        assert_eq!(
            scrub("Authorization: Bot MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz"),
            "Authorization: Bot ***"
        );
        assert_eq!(scrub("a Bot move"), "a Bot move");
    }
}
