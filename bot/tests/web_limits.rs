//! The web server against a hostile visitor, over loopback only:
//!
//! - one address holding all the live pages it may open cannot deny another address (peers
//!   127.0.0.1 and 127.0.0.2, and clients named by a trusted proxy's `X-Forwarded-For`, the
//!   proxy seen as `::ffff:127.0.0.1` and IPv6 clients counted by their /64);
//! - a finished game's live pages end, and hold no place;
//! - idle connections, and connections sending their headers slowly, are closed after
//!   `web.idle_timeout_secs`;
//! - `/healthz` answers while one address holds many idle sockets;
//! - requests for a replay being drawn share one drawing;
//! - every response carries the security headers, and pages never take a link from `Host`.
//!
//! Nothing here times anything: waits are for conditions, with generous deadlines.

use hexcourier::core::{Caller, Core, FakeClock, GameId, Place, PngPainter, UserId};
use hexcourier::store::MemoryStore;
use hexcourier::web::{self, Health, Running, Web, WebConfig};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

type R<T = ()> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// The first moves of Glinski's four-move mate; the mate follows with [`MATE`].
const OPENING: [(&str, &str); 5] = [
    ("alice", "Qe1-c3"),
    ("bob", "Qe10-c6"),
    ("alice", "b1-b2"),
    ("bob", "b7-b6"),
    ("alice", "Bf3-b1"),
];
const MATE: [(&str, &str); 2] = [("bob", "e7-e6"), ("alice", "Qc3xf9")];

/// Long enough for anything here to happen on a loaded machine.
const DEADLINE: Duration = Duration::from_secs(30);

fn core_with_game() -> R<Arc<Core>> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let core = Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?;
    say(&core, "lobby", "alice", "/new glinski @bob days:3");
    say(&core, "lobby", "bob", "/accept");
    for (who, m) in OPENING {
        say(&core, "#g1", who, m);
    }
    core.drain_owed();
    Ok(Arc::new(core))
}

fn say(core: &Core, place: &str, user: &str, text: &str) {
    core.handle(
        &Caller::operator(UserId::new(user)),
        &Place::new(place),
        text,
    );
}

fn slug(core: &Core) -> R<String> {
    Ok(core.game_slug(GameId(1))?.ok_or("the game has a slug")?)
}

/// The web server on a free loopback port, with `config`.
async fn serve(core: Arc<Core>, config: WebConfig) -> R<Running> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let web = Arc::new(Web::new(core, config, Arc::new(Health::without_gateway())));
    Ok(web::start_on(listener, web)?)
}

/// A client whose connections come from `from` (a loopback address).
fn client_from(from: &str) -> R<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .no_proxy()
        .local_address(from.parse::<IpAddr>()?)
        .timeout(DEADLINE)
        .build()?)
}

fn client() -> R<reqwest::Client> {
    client_from("127.0.0.1")
}

/// Waits for `cond`, polling, until [`DEADLINE`].
async fn until(what: &str, mut cond: impl FnMut() -> bool) -> R {
    let end = Instant::now() + DEADLINE;
    while !cond() {
        if Instant::now() > end {
            return Err(format!("not so in time: {what}").into());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Ok(())
}

/// A live page open: its response, and what it has sent so far.
struct Live {
    response: reqwest::Response,
    seen: String,
}

impl Live {
    /// Opens `/g/<slug>/events` with `req`; the status when refused.
    async fn open(req: reqwest::RequestBuilder) -> R<Result<Live, u16>> {
        let response = req.send().await?;
        if response.status().as_u16() != 200 {
            return Ok(Err(response.status().as_u16()));
        }
        let mut live = Live {
            response,
            seen: String::new(),
        };
        live.until("event: game").await?;
        Ok(Ok(live))
    }

    /// Reads until `text` has come; error if the stream ends first.
    async fn until(&mut self, text: &str) -> R {
        tokio::time::timeout(DEADLINE, async {
            while !self.seen.contains(text) {
                let chunk =
                    self.response.chunk().await?.ok_or_else(|| {
                        format!("the stream ended before {text:?}: {}", self.seen)
                    })?;
                self.seen.push_str(&String::from_utf8_lossy(&chunk));
            }
            Ok::<_, Box<dyn std::error::Error + Send + Sync>>(())
        })
        .await
        .map_err(|_| format!("{text:?} did not come: {}", self.seen))?
    }

    /// Reads to the end of the stream (error if it does not end in time).
    async fn read_to_the_end(&mut self) -> R {
        tokio::time::timeout(DEADLINE, async {
            while let Some(chunk) = self.response.chunk().await? {
                self.seen.push_str(&String::from_utf8_lossy(&chunk));
            }
            Ok::<_, Box<dyn std::error::Error + Send + Sync>>(())
        })
        .await
        .map_err(|_| format!("the stream did not end: {}", self.seen))?
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holding_its_live_pages_cannot_deny_another() -> R {
    let core = core_with_game()?;
    let running = serve(
        core.clone(),
        WebConfig {
            max_watchers_per_address: 2,
            trusted_proxies: vec!["127.0.0.9".parse()?],
            ..WebConfig::default()
        },
    )
    .await?;
    let url = format!("http://{}/g/{}/events", running.addr, slug(&core)?);
    let (a, b) = (client_from("127.0.0.1")?, client_from("127.0.0.2")?);
    let mut held = Vec::new();
    for _ in 0..2 {
        held.push(
            Live::open(a.get(&url))
                .await?
                .map_err(|s| format!("refused: {s}"))?,
        );
    }
    // The third from the same address is refused, with a clear text.
    let refused = a.get(&url).send().await?;
    assert_eq!(refused.status().as_u16(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    let text = refused.text().await?;
    assert!(
        text.contains("Too many live pages are open from your address"),
        "{text}"
    );
    // Another address is served.
    held.push(
        Live::open(b.get(&url))
            .await?
            .map_err(|s| format!("refused: {s}"))?,
    );
    assert_eq!(running.web.watchers.count(), 3);
    // Closing one gives its place back.
    drop(held.remove(0));
    until("a place given back", || running.web.watchers.count() == 2).await?;
    held.push(
        Live::open(a.get(&url))
            .await?
            .map_err(|s| format!("refused: {s}"))?,
    );

    // Behind a trusted proxy (127.0.0.9): each client the proxy names is counted apart, and
    // an IPv6 client's whole /64 counts as one.
    let proxy = client_from("127.0.0.9")?;
    let via = |who: &str| proxy.get(&url).header("X-Forwarded-For", who.to_string());
    for who in ["2001:db8:1:2::1", "2001:db8:1:2::2"] {
        held.push(
            Live::open(via(who))
                .await?
                .map_err(|s| format!("refused: {s}"))?,
        );
    }
    assert_eq!(Live::open(via("2001:db8:1:2::3")).await?.err(), Some(429));
    held.push(
        Live::open(via("2001:db8:1:3::1"))
            .await?
            .map_err(|s| format!("refused: {s}"))?,
    );
    // A client mapped into IPv6 is the same client as its IPv4 address.
    for _ in 0..2 {
        held.push(
            Live::open(via("198.51.100.7"))
                .await?
                .map_err(|s| format!("refused: {s}"))?,
        );
    }
    assert_eq!(
        Live::open(via("::ffff:198.51.100.7")).await?.err(),
        Some(429)
    );
    assert_eq!(running.web.watchers.count(), 8);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proxy_heard_as_a_mapped_ipv6_address_is_still_trusted() -> R {
    // A server listening on [::] hears an IPv4 proxy as ::ffff:127.0.0.1.
    let core = core_with_game()?;
    let Ok(listener) = tokio::net::TcpListener::bind("[::]:0").await else {
        eprintln!("web_limits: no IPv6 here, skipped");
        return Ok(());
    };
    let web = Arc::new(Web::new(
        core.clone(),
        WebConfig {
            max_watchers_per_address: 1,
            trusted_proxies: vec!["127.0.0.1".parse()?],
            ..WebConfig::default()
        },
        Arc::new(Health::without_gateway()),
    ));
    let running = web::start_on(listener, web)?;
    let url = format!(
        "http://127.0.0.1:{}/g/{}/events",
        running.addr.port(),
        slug(&core)?
    );
    let proxy = client()?;
    let via = |who: &str| proxy.get(&url).header("X-Forwarded-For", who.to_string());
    let _first = Live::open(via("203.0.113.1"))
        .await?
        .map_err(|s| format!("refused: {s}"))?;
    // Were the proxy not recognised, every client would be the proxy, and this refused.
    let _second = Live::open(via("203.0.113.2"))
        .await?
        .map_err(|s| format!("refused: {s}"))?;
    assert_eq!(Live::open(via("203.0.113.2")).await?.err(), Some(429));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_live_pages_end_and_hold_no_place() -> R {
    let core = core_with_game()?;
    let running = serve(core.clone(), WebConfig::default()).await?;
    let url = format!("http://{}/g/{}/events", running.addr, slug(&core)?);
    let c = client()?;
    let mut pages = Vec::new();
    for _ in 0..3 {
        pages.push(
            Live::open(c.get(&url))
                .await?
                .map_err(|s| format!("refused: {s}"))?,
        );
    }
    assert_eq!(running.web.watchers.count(), 3);
    let played = core.clone();
    tokio::task::spawn_blocking(move || {
        for (who, m) in MATE {
            say(&played, "#g1", who, m);
        }
    })
    .await?;
    // Each page gets the final update, then its stream ends.
    for page in &mut pages {
        page.until("\"over\":true").await?;
        page.read_to_the_end().await?;
        assert!(page.seen.contains("Checkmate"), "{}", page.seen);
    }
    until("no live page left", || running.web.watchers.count() == 0).await?;
    assert!(running.web.watchers.watched().is_empty());
    // A page opened on the finished game gets the game once, and the end, taking no place.
    let mut late = Live::open(c.get(&url))
        .await?
        .map_err(|s| format!("refused: {s}"))?;
    late.read_to_the_end().await?;
    assert_eq!(late.seen.matches("event: game").count(), 1, "{}", late.seen);
    assert!(late.seen.contains("\"over\":true"), "{}", late.seen);
    assert_eq!(running.web.watchers.count(), 0);
    Ok(())
}

/// Waits until the server closes `conn` (end of stream or reset); what it sent before.
async fn closed_by_server(conn: &mut TcpStream) -> R<String> {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    tokio::time::timeout(DEADLINE, async {
        loop {
            match conn.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => got.extend_from_slice(&buf[..n]),
            }
        }
    })
    .await
    .map_err(|_| "the server kept the connection open")?;
    Ok(String::from_utf8_lossy(&got).into_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_and_slow_connections_are_closed_after_the_timeout() -> R {
    let core = core_with_game()?;
    let running = serve(
        core,
        WebConfig {
            idle_timeout: Duration::from_secs(1),
            ..WebConfig::default()
        },
    )
    .await?;
    // Connects and sends nothing.
    let mut silent = TcpStream::connect(running.addr).await?;
    // Sends half its headers, then nothing.
    let mut slow = TcpStream::connect(running.addr).await?;
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await?;
    // Asks once, keeps the connection, then says nothing more.
    let mut kept = TcpStream::connect(running.addr).await?;
    kept.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await?;
    assert_eq!(closed_by_server(&mut silent).await?, "");
    assert_eq!(closed_by_server(&mut slow).await?, "");
    let answered = closed_by_server(&mut kept).await?;
    assert!(answered.starts_with("HTTP/1.1 200"), "{answered}");
    until("the connections forgotten", || {
        running.web.conns.open() == 0
    })
    .await?;
    Ok(())
}

/// A connection from `from` to `to` that sends nothing.
async fn idle_socket(from: &str, to: SocketAddr) -> R<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from.parse()?, 0))?;
    Ok(socket.connect(to).await?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_answers_while_one_address_holds_many_idle_sockets() -> R {
    let core = core_with_game()?;
    let running = serve(
        core,
        WebConfig {
            max_connections: 32,
            // Idle sockets are not timed out during this test: only the cap protects.
            idle_timeout: Duration::from_secs(600),
            ..WebConfig::default()
        },
    )
    .await?;
    let mut held = Vec::new();
    for _ in 0..300 {
        held.push(idle_socket("127.0.0.1", running.addr).await?);
    }
    for from in ["127.0.0.2", "127.0.0.1"] {
        let r = client_from(from)?
            .get(format!("http://{}/healthz", running.addr))
            .send()
            .await?;
        assert_eq!(r.status().as_u16(), 200, "from {from}");
    }
    assert!(
        running.web.conns.open() <= 32,
        "{}",
        running.web.conns.open()
    );
    // The oldest idle sockets were closed to make room.
    let first = held.first_mut().ok_or("a socket")?;
    assert_eq!(closed_by_server(first).await?, "");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_for_one_replay_at_once_draw_it_once() -> R {
    let core = core_with_game()?;
    let running = serve(core.clone(), WebConfig::default()).await?;
    let url = format!("http://{}/g/{}.gif", running.addr, slug(&core)?);
    let c = client()?;
    let asked: Vec<_> = (0..8)
        .map(|_| {
            let req = c.get(&url);
            tokio::spawn(async move {
                let r = req.send().await?;
                let status = r.status().as_u16();
                Ok::<_, reqwest::Error>((status, r.bytes().await?))
            })
        })
        .collect();
    let mut bodies = Vec::new();
    for a in asked {
        let (status, body) = a.await??;
        assert_eq!(status, 200);
        assert!(body.starts_with(b"GIF89a"));
        bodies.push(body);
    }
    assert!(bodies.windows(2).all(|w| w[0] == w[1]), "the same replay");
    assert_eq!(
        running.web.gifs.drawn(),
        1,
        "drawn once, then shared or cached"
    );
    assert_eq!(running.web.gifs.in_flight(), 0);
    Ok(())
}

/// The security headers every response must carry.
fn assert_secure(what: &str, r: &reqwest::Response) {
    let h = r.headers();
    let get = |k: &str| h.get(k).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let csp = get("content-security-policy");
    assert!(csp.starts_with("default-src 'self'; "), "{what}: {csp:?}");
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    assert!(csp.contains("script-src 'sha256-"), "{what}: {csp}");
    assert!(!csp.contains("unsafe-inline"), "{what}: {csp}");
    assert_eq!(get("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(get("x-frame-options"), "DENY", "{what}");
    assert_eq!(get("referrer-policy"), "no-referrer", "{what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_response_carries_the_security_headers() -> R {
    let core = core_with_game()?;
    let running = serve(core.clone(), WebConfig::default()).await?;
    let slug = slug(&core)?;
    let base = format!("http://{}", running.addr);
    let c = client()?;
    let routes = [
        (format!("/g/{slug}"), 200),
        (format!("/g/{slug}?ply=2&lang=pl"), 200),
        (format!("/g/{slug}/svg/3"), 200),
        (format!("/g/{slug}/og.png"), 200),
        (format!("/g/{slug}.pgn"), 200),
        (format!("/g/{slug}.gif"), 200),
        ("/".to_string(), 200),
        ("/g/abcdefghijkmnpqr".to_string(), 404),
        (format!("/g/{slug}/svg/99"), 404),
        ("/s/abcdefghijkmnpqr/leaderboard".to_string(), 404),
        ("/puzzle/e5ace0eec48f".to_string(), 200),
        ("/puzzle/e5ace0eec48f/svg/1".to_string(), 200),
        ("/puzzle/e5ace0eec48f/og.png?lang=hu".to_string(), 200),
        ("/puzzle/000000000000".to_string(), 404),
        ("/s/abcdefghijkmnpqr/puzzle".to_string(), 404),
        ("/nowhere".to_string(), 404),
        ("/healthz".to_string(), 200),
        ("/readyz".to_string(), 200),
        ("/metrics".to_string(), 200),
        ("/status".to_string(), 200),
    ];
    for (path, status) in &routes {
        let r = c.get(format!("{base}{path}")).send().await?;
        assert_eq!(r.status().as_u16(), *status, "{path}");
        assert_secure(path, &r);
    }
    // A live page's stream too.
    let events = c.get(format!("{base}/g/{slug}/events")).send().await?;
    assert_eq!(events.status().as_u16(), 200);
    assert_secure("events", &events);
    drop(events);
    // And the answer to a client over its bucket (of one request).
    let strict = serve(
        core.clone(),
        WebConfig {
            request_burst: 1,
            requests_per_minute: 1,
            ..WebConfig::default()
        },
    )
    .await?;
    let page = format!("http://{}/g/{slug}", strict.addr);
    assert_eq!(c.get(&page).send().await?.status().as_u16(), 200);
    let r = c.get(&page).send().await?;
    assert_eq!(r.status().as_u16(), 429);
    assert_secure("429", &r);
    // Puzzle pages are charged to the same bucket.
    let puzzle = format!("http://{}/puzzle/e5ace0eec48f", strict.addr);
    assert_eq!(c.get(&puzzle).send().await?.status().as_u16(), 429);
    Ok(())
}

/// The value of a `<meta property="key" content="...">` tag.
fn meta(page: &str, key: &str) -> Option<String> {
    let at = page
        .find(&format!("property=\"{key}\""))
        .or_else(|| page.find(&format!("name=\"{key}\"")))?;
    let rest = &page[at..];
    let start = rest.find("content=\"")? + "content=\"".len();
    let end = rest[start..].find('"')?;
    Some(rest[start..start + end].replace("&amp;", "&"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_never_follow_the_host_header() -> R {
    let core = core_with_game()?;
    let c = client()?;
    // Without web.public_url: no og:url, and a relative og:image, whatever Host says.
    let running = serve(core.clone(), WebConfig::default()).await?;
    let slug = slug(&core)?;
    let page = c
        .get(format!("http://{}/g/{slug}", running.addr))
        .header("Host", "evil.example")
        .send()
        .await?
        .text()
        .await?;
    assert!(!page.contains("evil.example"), "{page}");
    assert_eq!(meta(&page, "og:url"), None);
    let image = meta(&page, "og:image").ok_or("og:image")?;
    assert!(image.starts_with(&format!("/g/{slug}/og.png?")), "{image}");
    assert_eq!(meta(&page, "twitter:image"), Some(image));
    // With it: absolute links to the public address, still not to Host.
    let running = serve(
        core.clone(),
        WebConfig {
            public_url: Some("https://hex.example.org/".into()),
            ..WebConfig::default()
        },
    )
    .await?;
    let page = c
        .get(format!("http://{}/g/{slug}", running.addr))
        .header("Host", "evil.example")
        .send()
        .await?
        .text()
        .await?;
    assert!(!page.contains("evil.example"), "{page}");
    assert_eq!(
        meta(&page, "og:url"),
        Some(format!("https://hex.example.org/g/{slug}"))
    );
    let image = meta(&page, "og:image").ok_or("og:image")?;
    assert!(
        image.starts_with(&format!("https://hex.example.org/g/{slug}/og.png?v=")),
        "{image}"
    );
    Ok(())
}
