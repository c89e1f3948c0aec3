//! Bounds on what the web server keeps and does: who a request is charged to (a
//! [`ClientKey`]), a token bucket per client, and a least-recently-used cache of drawn
//! pictures.

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

/// An address as it is compared: an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a
/// listener on `[::]` sees of an IPv4 client) is the IPv4 address it maps.
pub fn canonical(ip: IpAddr) -> IpAddr {
    ip.to_canonical()
}

/// Who a request is charged to: an IPv4 address, or an IPv6 address's /64 network (one
/// subscriber usually holds a whole /64, so counting its addresses one by one would give it
/// 2^64 buckets). Built from a canonical address only ([`ClientKey::of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClientKey(IpAddr);

impl ClientKey {
    /// The key of `ip`: mapped IPv4 addresses as IPv4, IPv6 cut to its /64.
    pub fn of(ip: IpAddr) -> ClientKey {
        match canonical(ip) {
            IpAddr::V4(v4) => ClientKey(IpAddr::V4(v4)),
            IpAddr::V6(v6) => {
                let net = u128::from(v6) & !u128::from(u64::MAX);
                ClientKey(IpAddr::V6(Ipv6Addr::from(net)))
            }
        }
    }
}

impl fmt::Display for ClientKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            IpAddr::V4(v4) => write!(f, "{v4}"),
            IpAddr::V6(v6) => write!(f, "{v6}/64"),
        }
    }
}

/// Whether `ip` is one of the `trusted` proxies (both compared canonically).
pub fn is_trusted(ip: IpAddr, trusted: &[IpAddr]) -> bool {
    let ip = canonical(ip);
    trusted.iter().any(|t| canonical(*t) == ip)
}

/// The address a request is charged to: the peer's, unless the peer is a trusted proxy; then
/// the last address of its `X-Forwarded-For` that is not a trusted proxy (each proxy appends
/// the address it heard from, so entries left of that may be forged by the client). Every
/// address is compared and returned canonically ([`canonical`]).
pub fn client_address(peer: IpAddr, forwarded_for: Option<&str>, trusted: &[IpAddr]) -> IpAddr {
    let peer = canonical(peer);
    if !is_trusted(peer, trusted) {
        return peer;
    }
    let Some(list) = forwarded_for else {
        return peer;
    };
    let mut chain = Vec::new();
    for entry in list.split(',') {
        match entry.trim().parse::<IpAddr>() {
            Ok(ip) => chain.push(canonical(ip)),
            // A list we cannot read names nobody: the proxy's address stands.
            Err(_) => return peer,
        }
    }
    chain
        .iter()
        .rev()
        .find(|ip| !is_trusted(**ip, trusted))
        .or(chain.first())
        .copied()
        .unwrap_or(peer)
}

/// Most addresses tracked; past it, those whose buckets are full again are forgotten.
const MAX_ADDRESSES: usize = 100_000;

/// A token bucket per client ([`ClientKey`]): `burst` requests at once, refilled at `per_minute`.
#[derive(Debug)]
pub struct Buckets {
    burst: f64,
    per_sec: f64,
    by_ip: HashMap<ClientKey, (f64, Instant)>,
}

impl Buckets {
    /// Buckets of `burst` tokens, refilled at `per_minute`.
    pub fn new(burst: u32, per_minute: u32) -> Buckets {
        Buckets {
            burst: f64::from(burst.max(1)),
            per_sec: f64::from(per_minute.max(1)) / 60.0,
            by_ip: HashMap::new(),
        }
    }

    /// Takes a token for `ip` at `now`: whether the request may go ahead.
    pub fn take(&mut self, ip: ClientKey, now: Instant) -> bool {
        if self.by_ip.len() >= MAX_ADDRESSES && !self.by_ip.contains_key(&ip) {
            let (burst, per_sec) = (self.burst, self.per_sec);
            self.by_ip.retain(|_, (tokens, at)| {
                *tokens + now.saturating_duration_since(*at).as_secs_f64() * per_sec < burst
            });
        }
        let (burst, per_sec) = (self.burst, self.per_sec);
        let (tokens, at) = self.by_ip.entry(ip).or_insert((burst, now));
        *tokens = (*tokens + now.saturating_duration_since(*at).as_secs_f64() * per_sec).min(burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// A bounded cache of bytes by key: the least recently used entry goes first.
#[derive(Debug)]
pub struct Lru {
    max: usize,
    inner: Mutex<LruInner>,
}

#[derive(Debug, Default)]
struct LruInner {
    tick: u64,
    map: HashMap<u64, (Arc<Vec<u8>>, u64)>,
}

impl Lru {
    /// A cache of at most `max` entries.
    pub fn new(max: usize) -> Lru {
        Lru {
            max: max.max(1),
            inner: Mutex::default(),
        }
    }

    /// The entry under `key`, if kept (it becomes the most recently used).
    pub fn get(&self, key: u64) -> Option<Arc<Vec<u8>>> {
        let mut g = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        g.tick += 1;
        let tick = g.tick;
        g.map.get_mut(&key).map(|(v, used)| {
            *used = tick;
            v.clone()
        })
    }

    /// Keeps `value` under `key`, forgetting the least recently used entry when full.
    pub fn put(&self, key: u64, value: Arc<Vec<u8>>) {
        let mut g = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        g.tick += 1;
        let tick = g.tick;
        if g.map.len() >= self.max && !g.map.contains_key(&key) {
            if let Some(oldest) = g.map.iter().min_by_key(|(_, (_, t))| *t).map(|(k, _)| *k) {
                g.map.remove(&oldest);
            }
        }
        g.map.insert(key, (value, tick));
    }

    /// Entries kept.
    pub fn len(&self) -> usize {
        self.inner
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .map
            .len()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A 64-bit hash of some texts (FNV-1a, stable across runs and processes).
pub fn key_of(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0xff)) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn only_a_trusted_proxy_names_the_client() {
        let ip = |s: &str| s.parse::<IpAddr>().expect("ip");
        let proxy = ip("10.0.0.2");
        let trusted = [proxy, ip("10.0.0.3")];
        // Straight from a client: its own address, whatever it claims.
        assert_eq!(
            client_address(ip("203.0.113.9"), Some("1.2.3.4"), &trusted),
            ip("203.0.113.9")
        );
        // Through the proxy: the client the proxy heard from.
        assert_eq!(
            client_address(proxy, Some("198.51.100.7"), &trusted),
            ip("198.51.100.7")
        );
        // A forged entry left of the real one is not believed; proxies in the chain skipped.
        assert_eq!(
            client_address(proxy, Some("1.2.3.4, 198.51.100.7, 10.0.0.3"), &trusted),
            ip("198.51.100.7")
        );
        // Without the header, or with one that cannot be read: the proxy's address.
        assert_eq!(client_address(proxy, None, &trusted), proxy);
        assert_eq!(client_address(proxy, Some("nonsense"), &trusted), proxy);
        assert_eq!(client_address(proxy, Some("::1"), &trusted), ip("::1"));
        // Nothing trusted: the peer.
        assert_eq!(client_address(proxy, Some("198.51.100.7"), &[]), proxy);
    }

    #[test]
    fn mapped_ipv4_is_ipv4_for_peers_proxies_and_forwarded_entries() {
        let ip = |s: &str| s.parse::<IpAddr>().expect("ip");
        assert_eq!(canonical(ip("::ffff:127.0.0.1")), ip("127.0.0.1"));
        assert_eq!(canonical(ip("::1")), ip("::1"), "IPv6 loopback stays IPv6");
        assert_eq!(canonical(ip("2001:db8::1")), ip("2001:db8::1"));
        // A proxy configured as 127.0.0.1 behind `listen = "[::]:P"` arrives mapped.
        let trusted = [ip("127.0.0.1")];
        assert_eq!(
            client_address(ip("::ffff:127.0.0.1"), Some("198.51.100.7"), &trusted),
            ip("198.51.100.7")
        );
        // And a proxy configured mapped matches the plain IPv4 peer.
        assert_eq!(
            client_address(
                ip("127.0.0.1"),
                Some("198.51.100.7"),
                &[ip("::ffff:127.0.0.1")]
            ),
            ip("198.51.100.7")
        );
        // Forwarded entries are canonical too, and a mapped proxy entry is skipped.
        assert_eq!(
            client_address(
                ip("127.0.0.1"),
                Some("::ffff:198.51.100.7, ::ffff:127.0.0.1"),
                &trusted
            ),
            ip("198.51.100.7")
        );
        // An untrusted mapped peer is its IPv4 address.
        assert_eq!(
            client_address(ip("::ffff:203.0.113.9"), Some("1.2.3.4"), &trusted),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn ipv6_clients_are_keyed_by_their_64() {
        let key = |s: &str| ClientKey::of(s.parse::<IpAddr>().expect("ip"));
        assert_eq!(
            key("2001:db8:1:2::1"),
            key("2001:db8:1:2:ffff:ffff:ffff:ffff")
        );
        assert_eq!(key("2001:db8:1:2:abcd::9"), key("2001:db8:1:2::"));
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("2001:db8:1:2::1").to_string(), "2001:db8:1:2::/64");
        // IPv4, mapped or not, is one address each.
        assert_eq!(key("::ffff:192.0.2.1"), key("192.0.2.1"));
        assert_ne!(key("192.0.2.1"), key("192.0.2.2"));
        assert_eq!(key("::ffff:192.0.2.1").to_string(), "192.0.2.1");
        // A bucket is shared by the whole /64.
        let mut b = Buckets::new(2, 1);
        let t = Instant::now();
        assert!(b.take(key("2001:db8::1"), t));
        assert!(b.take(key("2001:db8::2"), t));
        assert!(!b.take(key("2001:db8::3"), t), "the /64 spent its burst");
        assert!(
            b.take(key("2001:db8:0:1::1"), t),
            "the next /64 has its own"
        );
    }

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let mut b = Buckets::new(3, 60);
        let ip = ClientKey::of([127, 0, 0, 1].into());
        let other = ClientKey::of([127, 0, 0, 2].into());
        let t = Instant::now();
        assert!((0..3).all(|_| b.take(ip, t)));
        assert!(!b.take(ip, t));
        assert!(b.take(other, t), "another address has its own bucket");
        assert!(b.take(ip, t + Duration::from_secs(1)), "one a second");
        assert!(!b.take(ip, t + Duration::from_secs(1)));
    }

    #[test]
    fn the_cache_forgets_the_least_recently_used() {
        let c = Lru::new(2);
        c.put(1, Arc::new(vec![1]));
        c.put(2, Arc::new(vec![2]));
        assert!(c.get(1).is_some());
        c.put(3, Arc::new(vec![3]));
        assert!(c.get(2).is_none(), "2 was the least recently used");
        assert!(c.get(1).is_some() && c.get(3).is_some());
        assert_eq!(c.len(), 2);
        assert_ne!(key_of(&["a", "bc"]), key_of(&["ab", "c"]));
    }
}
