//! What every web request shares: the settings ([`WebConfig`]), the core, whether the
//! process is ready ([`Health`]), the caches, request buckets, live watchers, open
//! connections and replays being drawn.

use super::conns::Conns;
use super::gifs::{Renders, TURN_WAIT};
use super::guard::{Buckets, Lru};
use super::live::Watchers;
use hexcourier_core::Core;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The web server's settings (`[web]` in the config file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebConfig {
    /// The address to listen on (`web.listen`); `None`: no web server.
    pub listen: Option<String>,
    /// The address players reach the pages at (`web.public_url`), for links.
    pub public_url: Option<String>,
    /// Live game pages open at once on this process (`web.max_watchers`).
    pub max_watchers: usize,
    /// Live pages open at once on one game (`web.max_watchers_per_game`).
    pub max_watchers_per_game: usize,
    /// Live pages one client address (an IPv6 /64) may hold open at once
    /// (`web.max_watchers_per_address`).
    pub max_watchers_per_address: usize,
    /// Connections open at once to the listener (`web.max_connections`); past it the oldest
    /// idle one is closed, else new ones wait. Kept below the process's open-file limit.
    pub max_connections: usize,
    /// How long a connection may stay idle, or take to send a request's headers, before it is
    /// closed; and how long a response may wait for a client that does not read
    /// (`web.idle_timeout_secs`).
    pub idle_timeout: Duration,
    /// Animated replays drawn at once (`web.max_gif_renders`); more wait their turn, a while.
    pub max_gif_renders: usize,
    /// Requests a minute one address may make after its burst (`web.requests_per_minute`).
    pub requests_per_minute: u32,
    /// Requests one address may make at once (`web.request_burst`).
    pub request_burst: u32,
    /// Reverse proxies whose `X-Forwarded-For` names the client (`web.trusted_proxies`):
    /// requests through them are charged to the client's address, not the proxy's.
    pub trusted_proxies: Vec<std::net::IpAddr>,
}

impl Default for WebConfig {
    /// No web server; 10,000 watchers, 2,000 on one game, 4 from one address; 4,096
    /// connections, idle for 30 s at most; 2 replays drawn at once; 60 requests at once per
    /// address, then 600 a minute.
    fn default() -> Self {
        WebConfig {
            listen: None,
            public_url: None,
            max_watchers: 10_000,
            max_watchers_per_game: 2_000,
            max_watchers_per_address: 4,
            max_connections: 4096,
            idle_timeout: Duration::from_secs(30),
            max_gif_renders: 2,
            requests_per_minute: 600,
            request_burst: 60,
            trusted_proxies: Vec::new(),
        }
    }
}

/// A gateway shard as the transport last saw it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShardState {
    /// Connected and ready (Ready or Resumed, and not disconnected since).
    pub connected: bool,
    /// The last heartbeat's latency, if known.
    pub latency: Option<Duration>,
}

/// Whether the process is ready to serve: for a bot with a gateway, every shard it runs is
/// connected; and the store answers (checked at each `/readyz`).
#[derive(Debug, Default)]
pub struct Health {
    /// `None` without a gateway (the console); else each shard's state by number.
    shards: Mutex<Option<BTreeMap<u32, ShardState>>>,
}

impl Health {
    /// Health without a gateway: ready when the store answers.
    pub fn without_gateway() -> Health {
        Health::default()
    }

    /// Health of a gateway that has not connected yet: not ready until a shard reports.
    pub fn with_gateway() -> Health {
        Health {
            shards: Mutex::new(Some(BTreeMap::new())),
        }
    }

    /// Records a shard's state.
    pub fn set_shard(&self, shard: u32, state: ShardState) {
        let mut s = self.shards.lock().unwrap_or_else(PoisonError::into_inner);
        s.get_or_insert_with(BTreeMap::new).insert(shard, state);
    }

    /// Each shard's state, by number (none without a gateway).
    pub fn shards(&self) -> Vec<(u32, ShardState)> {
        self.shards
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map(|m| m.iter().map(|(k, v)| (*k, *v)).collect())
            .unwrap_or_default()
    }

    /// Whether the gateway is connected: every shard known is, and at least one is known
    /// (always true without a gateway).
    pub fn gateway_ready(&self) -> bool {
        match &*self.shards.lock().unwrap_or_else(PoisonError::into_inner) {
            None => true,
            Some(m) => !m.is_empty() && m.values().all(|s| s.connected),
        }
    }
}

/// The state every request handler shares.
pub struct Web {
    /// The core, read through its page methods.
    pub core: Arc<Core>,
    /// The settings.
    pub config: WebConfig,
    /// Readiness.
    pub health: Arc<Health>,
    /// Drawn pictures by a hash of what they show.
    pub pictures: Lru,
    /// Requests per address.
    pub buckets: Mutex<Buckets>,
    /// Live game pages.
    pub watchers: Watchers,
    /// Connections open.
    pub conns: Arc<Conns>,
    /// Animated replays being drawn.
    pub gifs: Arc<Renders>,
}

impl fmt::Debug for Web {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Web")
            .field("config", &self.config)
            .field("health", &self.health)
            .finish_non_exhaustive()
    }
}

/// Most pictures kept in the cache (about 60 kB each as SVG, 100 to 300 kB as PNG).
pub const PICTURES_KEPT: usize = 256;

/// Files the process keeps for other things than web connections (the store, logs, the
/// gateway, engine workers): `web.max_connections` stays this far below the open-file limit.
pub const FILES_KEPT_BACK: u64 = 128;

/// Live pages take at most three quarters of the connections, so pages, pictures and
/// `/healthz` always find a place.
pub fn live_pages_room(max_connections: usize) -> usize {
    max_connections - max_connections / 4
}

/// `web.max_connections`, kept below the open-file limit `files` (if known).
pub fn connections_allowed(wanted: usize, files: Option<u64>) -> usize {
    let room = files.map_or(usize::MAX, |f| {
        usize::try_from(f.saturating_sub(FILES_KEPT_BACK)).unwrap_or(usize::MAX)
    });
    wanted.min(room).max(1)
}

impl Web {
    /// The shared state of a web server on `core`.
    pub fn new(core: Arc<Core>, config: WebConfig, health: Arc<Health>) -> Web {
        let files = crate::open_files::soft_limit();
        let max_connections = connections_allowed(config.max_connections, files);
        if max_connections < config.max_connections {
            tracing::warn!(
                wanted = config.max_connections,
                open_files = files.unwrap_or(0),
                "web.max_connections is above what the open-file limit allows: {max_connections} connections at most"
            );
        }
        let watchers = Watchers::new(
            config.max_watchers.min(live_pages_room(max_connections)),
            config.max_watchers_per_game,
            config.max_watchers_per_address,
        );
        Web {
            core,
            health,
            pictures: Lru::new(PICTURES_KEPT),
            buckets: Mutex::new(Buckets::new(
                config.request_burst,
                config.requests_per_minute,
            )),
            watchers,
            conns: Conns::new(max_connections),
            gifs: Arc::new(Renders::new(config.max_gif_renders, TURN_WAIT)),
            config,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connections_stay_below_the_file_limit_and_live_pages_leave_room() {
        assert_eq!(connections_allowed(512, Some(256)), 128);
        assert_eq!(connections_allowed(512, Some(1_048_576)), 512);
        assert_eq!(connections_allowed(512, None), 512);
        assert_eq!(connections_allowed(512, Some(10)), 1);
        assert_eq!(live_pages_room(512), 384);
        assert_eq!(live_pages_room(1), 1);
    }
}
