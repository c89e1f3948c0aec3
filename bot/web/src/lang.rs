//! Which language a page is in: `?lang=` first (`en`, `pl`, `hu`, `de`; anything else is
//! ignored), then the browser's `Accept-Language` (its first language Hexcourier speaks, by
//! q-value), then the language of the server the page belongs to, else English.
//!
//! A language asked for by `?lang=` is kept in the links between pages; one found otherwise is
//! not (each page finds it again).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use hexcourier_core::i18n::Lang;
use std::convert::Infallible;

/// The most bytes of an `Accept-Language` header read (the rest is ignored).
pub const MAX_ACCEPT_BYTES: usize = 512;

/// The most languages of an `Accept-Language` header weighed.
pub const MAX_ACCEPT_RANGES: usize = 16;

/// The language of a page, and whether the visitor asked for it by `?lang=`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PageLang {
    /// The language the page is in.
    pub lang: Lang,
    /// Whether it was asked for by `?lang=` (then links keep it).
    pub explicit: bool,
}

impl PageLang {
    /// A page in `lang`, not asked for by `?lang=`.
    pub fn implicit(lang: Lang) -> PageLang {
        PageLang {
            lang,
            explicit: false,
        }
    }

    /// What a link's address ends with to keep the language: `?lang=pl`, or nothing.
    pub fn query(self) -> String {
        if self.explicit {
            format!("?lang={}", self.lang.code())
        } else {
            String::new()
        }
    }

    /// The same after another query parameter: `&lang=pl`, or nothing.
    pub fn and(self) -> String {
        if self.explicit {
            format!("&lang={}", self.lang.code())
        } else {
            String::new()
        }
    }
}

/// What a request asks for: a language by `?lang=`, and the first one its `Accept-Language`
/// names that Hexcourier speaks. Extracting it never fails.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Asked {
    /// `?lang=`, when it names a language Hexcourier speaks.
    pub query: Option<Lang>,
    /// The browser's first language Hexcourier speaks, by q-value.
    pub header: Option<Lang>,
}

impl Asked {
    /// What a request with this query string (without `?`) and these headers asks for.
    pub fn of(query: Option<&str>, headers: &HeaderMap) -> Asked {
        Asked {
            query: query.and_then(query_lang),
            header: headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(accept_language),
        }
    }

    /// The page's language when it belongs to no server: asked for, else English.
    pub fn without_server(self) -> PageLang {
        self.or_server(|| Lang::En)
    }

    /// The page's language: asked for, else `server()` (called only then: it may read the
    /// store).
    pub fn or_server(self, server: impl FnOnce() -> Lang) -> PageLang {
        match (self.query, self.header) {
            (Some(lang), _) => PageLang {
                lang,
                explicit: true,
            },
            (None, Some(lang)) => PageLang::implicit(lang),
            (None, None) => PageLang::implicit(server()),
        }
    }

    /// Whether the page's language is decided without its server's.
    pub fn is_decided(self) -> bool {
        self.query.is_some() || self.header.is_some()
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Asked {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Asked, Infallible> {
        Ok(Asked::of(parts.uri.query(), &parts.headers))
    }
}

/// The language a query string (`ply=3&lang=pl`) asks for by its first `lang=`: exactly one
/// of `en`, `pl`, `hu`, `de` (any case); anything else is ignored.
pub fn query_lang(query: &str) -> Option<Lang> {
    let value = query
        .split('&')
        .take(32)
        .find_map(|pair| pair.strip_prefix("lang="))?;
    Lang::ALL
        .into_iter()
        .find(|l| value.eq_ignore_ascii_case(l.code()))
}

/// The first language of an `Accept-Language` header (`de-AT, pl;q=0.9, *;q=0.1`) that
/// Hexcourier speaks, the highest q-value first (ties in the header's order). Only its first
/// [`MAX_ACCEPT_BYTES`] bytes and [`MAX_ACCEPT_RANGES`] languages are read; a range with a
/// malformed q-value, `q=0` or `*` counts for nothing.
pub fn accept_language(header: &str) -> Option<Lang> {
    let mut end = header.len().min(MAX_ACCEPT_BYTES);
    while !header.is_char_boundary(end) {
        end -= 1;
    }
    let header = &header[..end];
    let mut best: Option<(u16, Lang)> = None;
    for range in header.split(',').take(MAX_ACCEPT_RANGES) {
        let mut parts = range.split(';');
        let tag = parts.next().unwrap_or_default().trim();
        let mut q = Some(1000);
        for p in parts {
            if let Some((k, v)) = p.split_once('=') {
                if k.trim().eq_ignore_ascii_case("q") {
                    q = q_value(v.trim());
                }
            }
        }
        let Some(q) = q.filter(|&q| q > 0) else {
            continue;
        };
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        let Some(lang) = Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
        else {
            continue;
        };
        if best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map(|(_, lang)| lang)
}

/// A q-value in thousandths: `1`, `0.8`, `0.125` (at most three decimals, at most 1).
fn q_value(v: &str) -> Option<u16> {
    let (whole, frac) = v.split_once('.').unwrap_or((v, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let digits = frac.bytes().fold(0u16, |n, b| n * 10 + u16::from(b - b'0'));
    let thousandths = digits * 10u16.pow(3 - frac.len() as u32);
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn asked(query: &str, accept: Option<&str>) -> Asked {
        let mut headers = HeaderMap::new();
        if let Some(a) = accept {
            if let Ok(v) = HeaderValue::from_str(a) {
                headers.insert(header::ACCEPT_LANGUAGE, v);
            }
        }
        Asked::of(Some(query), &headers)
    }

    #[test]
    fn the_query_beats_the_header_which_beats_the_server() {
        let server = || Lang::Hu;
        assert_eq!(
            asked("lang=de", Some("pl")).or_server(server),
            PageLang {
                lang: Lang::De,
                explicit: true
            }
        );
        assert_eq!(
            asked("ply=2", Some("pl-PL,pl;q=0.9")).or_server(server),
            PageLang::implicit(Lang::Pl)
        );
        assert_eq!(
            asked("", None).or_server(server),
            PageLang::implicit(Lang::Hu)
        );
        assert_eq!(
            asked("", None).without_server(),
            PageLang::implicit(Lang::En)
        );
        // The server is not asked when the request decides.
        let mut asked_server = false;
        let _ = asked("lang=pl", None).or_server(|| {
            asked_server = true;
            Lang::En
        });
        assert!(!asked_server);
        // A language not spoken, in the query or the header, counts for nothing.
        assert_eq!(
            asked("lang=fr", Some("fr-FR, es")).or_server(server),
            PageLang::implicit(Lang::Hu)
        );
        assert_eq!(
            asked("lang=PL", None).or_server(server).lang,
            Lang::Pl,
            "any case"
        );
    }

    #[test]
    fn query_values_are_codes_or_nothing() {
        assert_eq!(query_lang("lang=pl"), Some(Lang::Pl));
        assert_eq!(query_lang("ply=3&lang=hu"), Some(Lang::Hu));
        assert_eq!(query_lang("lang=de&lang=pl"), Some(Lang::De));
        for bad in [
            "",
            "lang=",
            "lang=pl-PL",
            "lang=polski",
            "lang=fr",
            "lang=%70l",
            "xlang=pl",
            "lang",
        ] {
            assert_eq!(query_lang(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn accept_language_goes_by_q_then_order() {
        assert_eq!(accept_language("pl"), Some(Lang::Pl));
        assert_eq!(accept_language("de-AT,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(accept_language("fr-FR, fr;q=0.9, hu;q=0.5"), Some(Lang::Hu));
        assert_eq!(accept_language("en;q=0.5, pl;q=0.8"), Some(Lang::Pl));
        assert_eq!(accept_language("en;q=0.5, pl;q=0.5"), Some(Lang::En));
        assert_eq!(accept_language("hu;q=0.3, de"), Some(Lang::De));
        assert_eq!(accept_language("en-US,en;q=0.9"), Some(Lang::En));
        assert_eq!(accept_language("PL-pl"), Some(Lang::Pl));
        assert_eq!(accept_language("pl;q=1.0"), Some(Lang::Pl));
        assert_eq!(accept_language("pl ; q = 0.7 , de;q=0.71"), Some(Lang::De));
        assert_eq!(accept_language("pl;Q=0.7, de;q=0.69"), Some(Lang::Pl));
        assert_eq!(accept_language("de;q=1., pl"), Some(Lang::De));
        assert_eq!(accept_language("pl ;q=0.7 , de;q=0.71"), Some(Lang::De));
    }

    #[test]
    fn bad_accept_language_values_count_for_nothing_and_never_panic() {
        for bad in [
            "",
            " ",
            ",,,;;;",
            "*",
            "fr",
            "pl;q=0",
            "pl;q=0.000",
            "pl;q=2",
            "pl;q=1.5",
            "pl;q=-1",
            "pl;q=0.1234",
            "pl;q=abc",
            "pl;q=",
            "pl;q=.5",
            "ł;q=0.5",
            "zh-Hant-TW;q=0.5, *;q=0.1",
        ] {
            let got = std::panic::catch_unwind(|| accept_language(bad));
            assert!(matches!(got, Ok(None)), "{bad:?}: {got:?}");
        }
        // Only the first ranges and bytes are read.
        let long = format!("{}pl", "xx,".repeat(1000));
        assert_eq!(accept_language(&long), None);
        let many = format!("{}pl", "x,".repeat(MAX_ACCEPT_RANGES - 1));
        assert_eq!(accept_language(&many), Some(Lang::Pl));
        let too_many = format!("{}pl", "x,".repeat(MAX_ACCEPT_RANGES));
        assert_eq!(accept_language(&too_many), None);
        let multibyte = format!("x{}pl", "é".repeat(MAX_ACCEPT_BYTES));
        assert_eq!(accept_language(&multibyte), None);
        // A header that is not text is ignored.
        let mut headers = HeaderMap::new();
        if let Ok(v) = HeaderValue::from_bytes(b"pl\xff") {
            headers.insert(header::ACCEPT_LANGUAGE, v);
        }
        assert_eq!(Asked::of(None, &headers).header, None);
    }

    #[test]
    fn links_keep_only_an_explicit_language() {
        let asked_for = PageLang {
            lang: Lang::Pl,
            explicit: true,
        };
        assert_eq!(asked_for.query(), "?lang=pl");
        assert_eq!(asked_for.and(), "&lang=pl");
        assert_eq!(PageLang::implicit(Lang::Pl).query(), "");
        assert_eq!(PageLang::implicit(Lang::Pl).and(), "");
    }
}
