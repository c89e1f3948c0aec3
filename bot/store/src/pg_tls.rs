//! PostgreSQL over TLS, as libpq's `sslmode` means it, with rustls.
//!
//! The store address takes libpq's options: `sslmode=disable|prefer|require|verify-ca|
//! verify-full` (default `prefer`) and `sslrootcert=<PEM file>` (the CA that signed the
//! server's certificate; without it, the system's roots). tokio-postgres reads only
//! `disable`, `prefer` and `require`, so [`split_tls`] takes the options off the address and
//! [`connector`] builds the rustls connector that does what they ask:
//!
//! | sslmode | encrypted | certificate checked |
//! |---|---|---|
//! | `disable` | no | — |
//! | `prefer` | if the server offers it | no |
//! | `require` | yes | only against `sslrootcert`, when given (as libpq does) |
//! | `verify-ca` | yes | chain to the CA (or the system's roots), any host name |
//! | `verify-full` | yes | chain and host name |

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme};
use std::path::PathBuf;
use std::sync::Arc;

/// What `sslmode` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SslMode {
    /// No TLS.
    Disable,
    /// TLS when the server offers it; the certificate is not checked.
    Prefer,
    /// TLS or no connection; the certificate is checked only against `sslrootcert`.
    Require,
    /// TLS, with the certificate's chain checked (not its host name).
    VerifyCa,
    /// TLS, with the certificate's chain and host name checked.
    VerifyFull,
}

/// The TLS options of a store address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgTls {
    /// The mode.
    pub mode: SslMode,
    /// The CA file (PEM), if given.
    pub root_cert: Option<PathBuf>,
}

/// Takes `sslmode` and `sslrootcert` off a `postgres://` address: the address as tokio-postgres
/// reads it (its `sslmode` `disable`, `prefer` or `require`), and the TLS options.
///
/// # Errors
/// An unknown `sslmode`, in words.
pub fn split_tls(url: &str) -> Result<(String, PgTls), String> {
    // The query starts where tokio-postgres starts it: after the credentials, whose password
    // may hold a `?` of its own.
    let (base, query) = match hexcourier_secret::conninfo::query_start(url) {
        Some(q) => (&url[..q], &url[q + 1..]),
        None => (url, ""),
    };
    let mut tls = PgTls {
        mode: SslMode::Prefer,
        root_cert: None,
    };
    let mut kept: Vec<String> = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "sslmode" => {
                tls.mode = match value {
                    "disable" => SslMode::Disable,
                    "allow" | "prefer" => SslMode::Prefer,
                    "require" => SslMode::Require,
                    "verify-ca" => SslMode::VerifyCa,
                    "verify-full" => SslMode::VerifyFull,
                    // A value that is not a word is not echoed: it may be the rest of a
                    // password with an unescaped `@` (tokio-postgres ends the credentials at
                    // the first one).
                    other if other.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') => {
                        return Err(format!(
                            "sslmode={other} is not one of disable, prefer, require, verify-ca, verify-full"
                        ))
                    }
                    _ => {
                        return Err(
                            "sslmode is not one of disable, prefer, require, verify-ca, verify-full \
                             (an @ in the password must be written %40)"
                                .into(),
                        )
                    }
                };
            }
            "sslrootcert" => tls.root_cert = Some(PathBuf::from(percent_decoded(value))),
            _ => kept.push(pair.to_string()),
        }
    }
    kept.push(
        match tls.mode {
            SslMode::Disable => "sslmode=disable",
            SslMode::Prefer => "sslmode=prefer",
            _ => "sslmode=require",
        }
        .to_string(),
    );
    Ok((format!("{base}?{}", kept.join("&")), tls))
}

/// `%2F` and the like decoded (paths in addresses are percent-encoded).
fn percent_decoded(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push(
                    u8::try_from(hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)).unwrap_or(b'?'),
                );
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The roots a certificate is checked against: the CA file, else the system's.
fn roots(tls: &PgTls) -> Result<RootCertStore, String> {
    let mut store = RootCertStore::empty();
    match &tls.root_cert {
        Some(path) => {
            let pem = std::fs::read(path)
                .map_err(|e| format!("cannot read sslrootcert {}: {e}", path.display()))?;
            let mut added = 0;
            for cert in rustls_pemfile_certs(&pem) {
                store
                    .add(cert)
                    .map_err(|e| format!("sslrootcert {}: {e}", path.display()))?;
                added += 1;
            }
            if added == 0 {
                return Err(format!(
                    "sslrootcert {} holds no PEM certificate",
                    path.display()
                ));
            }
        }
        None => {
            let found = rustls_native_certs::load_native_certs();
            for cert in found.certs {
                // A system certificate rustls cannot use is left out, as libpq would.
                let _ = store.add(cert);
            }
            if store.is_empty() {
                return Err("no system root certificates were found; give sslrootcert".into());
            }
        }
    }
    Ok(store)
}

/// The certificates of a PEM text.
fn rustls_pemfile_certs(pem: &[u8]) -> Vec<CertificateDer<'static>> {
    use rustls::pki_types::pem::PemObject;
    CertificateDer::pem_slice_iter(pem)
        .filter_map(Result::ok)
        .collect()
}

/// The rustls connector for the options, or `None` for `disable`.
///
/// # Errors
/// A CA file that cannot be read, or no roots to check against.
pub fn connector(tls: &PgTls) -> Result<Option<tokio_postgres_rustls::MakeRustlsConnect>, String> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let builder = ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?;
    let config = match tls.mode {
        SslMode::Disable => return Ok(None),
        SslMode::Prefer | SslMode::Require if tls.root_cert.is_none() => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(Unchecked(provider)))
            .with_no_client_auth(),
        SslMode::Prefer | SslMode::Require | SslMode::VerifyCa => {
            let inner =
                WebPkiServerVerifier::builder_with_provider(Arc::new(roots(tls)?), provider)
                    .build()
                    .map_err(|e| e.to_string())?;
            builder
                .dangerous()
                .with_custom_certificate_verifier(Arc::new(AnyHostName(inner)))
                .with_no_client_auth()
        }
        SslMode::VerifyFull => builder
            .with_root_certificates(roots(tls)?)
            .with_no_client_auth(),
    };
    Ok(Some(tokio_postgres_rustls::MakeRustlsConnect::new(config)))
}

/// Accepts any certificate (`prefer`, and `require` without a CA file, as libpq does): the
/// connection is encrypted, not authenticated. Handshake signatures are still checked.
#[derive(Debug)]
struct Unchecked(Arc<rustls::crypto::CryptoProvider>);

impl ServerCertVerifier for Unchecked {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

/// Checks the chain to the roots but not the host name (`verify-ca`).
#[derive(Debug)]
struct AnyHostName(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for AnyHostName {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
        {
            Err(rustls::Error::InvalidCertificate(rustls::CertificateError::NotValidForName))
            | Err(rustls::Error::InvalidCertificate(
                rustls::CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tls_options_come_off_the_address() {
        let (url, tls) =
            split_tls("postgres://bot@db/hx?sslmode=verify-full&sslrootcert=%2Fetc%2Fca.pem&application_name=hx")
                .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            url,
            "postgres://bot@db/hx?application_name=hx&sslmode=require"
        );
        assert_eq!(tls.mode, SslMode::VerifyFull);
        assert_eq!(tls.root_cert, Some(PathBuf::from("/etc/ca.pem")));
        let (url, tls) = split_tls("postgres://bot@db/hx").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(url, "postgres://bot@db/hx?sslmode=prefer");
        assert_eq!(tls.mode, SslMode::Prefer);
        assert!(split_tls("postgres://db/hx?sslmode=sometimes").is_err());
        // A `?` in the password is not the query.
        let (url, tls) = split_tls("postgres://bot:a?sslmode=disable@db/hx?sslmode=require")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            url,
            "postgres://bot:a?sslmode=disable@db/hx?sslmode=require"
        );
        assert_eq!(tls.mode, SslMode::Require);
    }
}
