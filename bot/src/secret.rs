//! Secrets as a type, and the scrubbing of texts meant for logs and people.
//!
//! A [`Secret`] holds a token or an address with a password: its `Debug` and `Display` show
//! `<hidden>`, so it cannot reach a log line, an error or a panic message by accident; the
//! value is read with [`Secret::expose`] only where it is used. [`scrub`] masks what may hide
//! inside texts made by libraries (a request error naming its URL, a database error naming its
//! address): interaction and webhook tokens, `Bot` authorisations, and store passwords in
//! every form (`user:pass@`, `?password=`, `password=` of a key/value connection string).

use std::fmt;

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

/// A database address with its password masked: `postgres://bot:***@db/hx`,
/// `...?sslmode=require&password=***`, `host=db password=***`.
pub fn mask_url(url: &str) -> String {
    let mut out = match url.split_once("://") {
        Some((scheme, rest)) => {
            // The authority ends at the first `/`, `?` or `#`; its user part at the last `@`.
            let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
            let (authority, tail) = rest.split_at(end);
            let authority = match authority.rsplit_once('@') {
                Some((user, host)) if user.contains(':') => {
                    let name = user.split(':').next().unwrap_or("");
                    format!("{name}:***@{host}")
                }
                _ => authority.to_string(),
            };
            format!("{scheme}://{authority}{tail}")
        }
        None => url.to_string(),
    };
    out = mask_values(&out, "password=");
    out
}

/// Masks the value after every `key` (any case) up to the next `&`, space, `#` or quote.
fn mask_values(text: &str, key: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(found) = lower[at..].find(key) {
        let start = at + found + key.len();
        out.push_str(&text[at..start]);
        let rest = &text[start..];
        let end = rest
            .find(['&', ' ', '#', '\'', '"', '\n', ')', ','])
            .unwrap_or(rest.len());
        if end > 0 {
            out.push_str("***");
        }
        at = start + end;
    }
    out.push_str(&text[at..]);
    out
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
    let mut out = mask_url_passwords_in(text);
    out = mask_values(&out, "password=");
    out = mask_path_tokens(&out, "/interactions/");
    out = mask_path_tokens(&out, "/webhooks/");
    mask_words_after(&out, "Bot ")
}

/// Masks `user:pass@` in every URL of a text.
fn mask_url_passwords_in(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(found) = text[at..].find("://") {
        let start = at + found + 3;
        out.push_str(&text[at..start]);
        let rest = &text[start..];
        let end = rest
            .find(['/', '?', '#', ' ', '"', '\'', '\n', ')'])
            .unwrap_or(rest.len());
        let authority = &rest[..end];
        match authority.rsplit_once('@') {
            Some((user, host)) if user.contains(':') => {
                let name = user.split(':').next().unwrap_or("");
                out.push_str(&format!("{name}:***@{host}"));
            }
            _ => out.push_str(authority),
        }
        at = start + end;
    }
    out.push_str(&text[at..]);
    out
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
