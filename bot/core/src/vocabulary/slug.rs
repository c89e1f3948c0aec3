//! Page slugs: the unguessable names of game and server pages on the web (`/g/<slug>`,
//! `/s/<slug>/...`), so that a page is reachable only by whoever was given its address, never
//! by counting game ids.
//!
//! A slug is 16 characters of a 32-letter alphabet without look-alikes (80 bits):
//! - a new game gets a random one when it is made, kept in its record;
//! - a game whose record has none (written before pages existed) gets
//!   HMAC-SHA256(store secret, `game:<id>`), cut to 80 bits: the same in every process and
//!   after every restart, with nothing written;
//! - a server's page slug is made the same way from `server:<realm>`.
//!
//! The store secret is 32 random bytes kept in the store under `web:secret` in the players'
//! table (no user id has a `:`), written once by the first process that needs it.

use crate::vocabulary::types::GameId;
use ring::rand::{SecureRandom, SystemRandom};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, RwLock};
use std::time::{Duration, Instant};

/// The letters slugs are written with: lower case and digits without `l`, `o`, `0`, `1`.
const ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";

/// Characters in a slug.
pub const SLUG_CHARS: usize = 16;

/// The store key of the secret derived slugs are made with.
pub(crate) const SECRET_KEY: &str = "web:secret";

/// The shortest time between two rebuilds of the index after a slug was not found (a client
/// trying slugs at random must not make the core scan every game each time).
pub(crate) const REBUILD_EVERY: Duration = Duration::from_secs(5);

/// 80 bits as a slug.
fn encode(bytes: &[u8; 10]) -> String {
    let mut bits: u128 = 0;
    for b in bytes {
        bits = (bits << 8) | u128::from(*b);
    }
    (0..SLUG_CHARS)
        .rev()
        .map(|i| char::from(ALPHABET[((bits >> (5 * i)) & 31) as usize]))
        .collect()
}

/// A new random slug.
pub(crate) fn fresh() -> String {
    let mut bytes = [0u8; 10];
    if SystemRandom::new().fill(&mut bytes).is_err() {
        // The system's generator failing is not expected; the time and a counter still give
        // a slug nobody can count to, hashed.
        static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let d = ring::digest::digest(&ring::digest::SHA256, format!("{t}:{n}").as_bytes());
        bytes.copy_from_slice(&d.as_ref()[..10]);
    }
    encode(&bytes)
}

/// The slug HMAC-SHA256(`secret`, `what`) gives.
pub(crate) fn derived(secret: &[u8], what: &str) -> String {
    let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA256, secret);
    let tag = ring::hmac::sign(&key, what.as_bytes());
    let mut bytes = [0u8; 10];
    bytes.copy_from_slice(&tag.as_ref()[..10]);
    encode(&bytes)
}

/// Whether `s` has the shape of a slug (checked before any lookup).
pub fn is_slug(s: &str) -> bool {
    s.len() == SLUG_CHARS && s.bytes().all(|b| ALPHABET.contains(&b))
}

/// What the core keeps to find games by slug.
#[derive(Debug, Default)]
pub(crate) struct Slugs {
    /// The store's secret, once read or made.
    pub secret: OnceLock<Vec<u8>>,
    /// Slug to game, once built.
    pub index: RwLock<Option<HashMap<String, GameId>>>,
    /// When the index was last built.
    pub built: Mutex<Option<Instant>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_have_their_shape() {
        let a = fresh();
        assert!(is_slug(&a), "{a}");
        assert_ne!(a, fresh());
        let d = derived(b"secret", "game:g1");
        assert!(is_slug(&d), "{d}");
        assert_eq!(d, derived(b"secret", "game:g1"));
        assert_ne!(d, derived(b"secret", "game:g2"));
        assert_ne!(d, derived(b"other", "game:g1"));
        assert!(!is_slug("g1"));
        assert!(!is_slug("ABCDEFGHIJKMNPQR"));
        assert_eq!(encode(&[0; 10]), "aaaaaaaaaaaaaaaa");
        assert_eq!(encode(&[255; 10]), "9999999999999999");
    }
}
