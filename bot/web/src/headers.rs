//! Security headers on every response the routes give (pages, pictures, records, events,
//! errors): a Content-Security-Policy allowing the pages' own inline style and scripts (the
//! game pages' and the puzzle pages') by their SHA-256 (no `'unsafe-inline'`; nothing loads
//! from elsewhere; fetches and live
//! events go to this server only), no framing (`frame-ancestors 'none'`,
//! `X-Frame-Options: DENY`), no content sniffing and no referrer.

use super::html;
use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine as _;
use std::sync::OnceLock;

/// `'sha256-…'`: a CSP source allowing an inline element of exactly `text`.
pub fn hash_source(text: &str) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, text.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest.as_ref())
    )
}

/// The Content-Security-Policy of every response.
pub fn content_security_policy() -> &'static str {
    static CSP: OnceLock<String> = OnceLock::new();
    CSP.get_or_init(|| {
        format!(
            "default-src 'self'; script-src {} {}; style-src {}; object-src 'none'; \
             base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
            hash_source(html::SCRIPT),
            hash_source(html::PUZZLE_SCRIPT),
            hash_source(html::STYLE)
        )
    })
}

/// Adds the security headers to a response.
pub fn secure(response: &mut Response) {
    let h = response.headers_mut();
    if let Ok(csp) = HeaderValue::from_str(content_security_policy()) {
        h.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
}

/// The layer: every response leaves with [`secure`]'s headers.
pub async fn layer(req: Request, next: Next) -> Response {
    let mut response = next.run(req).await;
    secure(&mut response);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_allows_exactly_the_pages_own_style_and_script() {
        let csp = content_security_policy();
        assert!(csp.starts_with("default-src 'self'; "), "{csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(!csp.contains("unsafe"), "{csp}");
        // The hashes are of the texts the pages carry inline.
        assert!(csp.contains(&format!(
            "script-src {} {};",
            hash_source(html::SCRIPT),
            hash_source(html::PUZZLE_SCRIPT)
        )));
        assert!(csp.contains(&format!("style-src {};", hash_source(html::STYLE))));
        // A known SHA-256 (of the empty text), base64.
        assert_eq!(
            hash_source(""),
            "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
        );
        assert!(HeaderValue::from_str(csp).is_ok());
    }
}
