//! `hexcourier bench web-limits`: the web server's bounds, measured on this machine over
//! loopback (figures only; the tests check the behaviour):
//!
//! - animated replays: the time for 8, then 40, simultaneous requests of one 60-ply game's
//!   replay (a fresh cache each time), the drawings made, and the process's peak memory
//!   (`VmHWM`, both ends of the connections counted); then one request each of `distinct`
//!   different games at once (with `--gif-renders` as high, what drawing every request at
//!   once, as before the cap, costs);
//! - live pages from one address: how many one address gets, and whether another is served;
//! - `/healthz` from another address while one address holds 300 idle sockets against
//!   `web.max_connections = 256`.

use super::library;
use super::webbench::rss_mib;
use crate::core::{Caller, Core, FakeClock, GameId, Place, PngPainter, UserId};
use crate::store::MemoryStore;
use crate::web::{self, Health, Running, Web, WebConfig};
use anyhow::{anyhow, Context as _, Result};
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Moves in each game (the length `bench gif` draws).
const PLIES: usize = 60;

/// A Glinski game's moves, each picked from the legal ones by a fixed rule that `seed`
/// shifts, so games of different seeds differ (a game that ends sooner stops there).
fn game_moves(v: &hexcourier_engine::Variant, seed: usize) -> Result<Vec<String>> {
    let mut game = hexcourier_engine::Game::new(v)?;
    for ply in 0..PLIES {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.position().legal_moves(v);
        let Some(&m) = legal.get((ply * 7_919 + 13 + seed) % legal.len().max(1)) else {
            break;
        };
        game.play(v, m).map_err(|e| anyhow!("{e}"))?;
    }
    Ok(game.move_texts().to_vec())
}

/// Prints the figures; `gif_renders` is `web.max_gif_renders`, `distinct` the number of
/// different games whose replays are asked for at once.
///
/// # Errors
/// If the core, the server or a connection fails.
pub fn run(gif_renders: usize, distinct: usize, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let v = lib
        .get("glinski")
        .ok_or_else(|| anyhow!("no glinski variant"))?
        .clone();
    let core = Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?;
    let games = distinct.max(1);
    for g in 1..=games {
        let moves = game_moves(&v, g - 1)?;
        let (white, black) = (format!("w{g}"), format!("b{g}"));
        let say = |user: &str, text: &str| {
            core.handle(
                &Caller::operator(UserId::new(user)),
                &Place::new("lobby"),
                text,
            );
        };
        say(&white, &format!("/new glinski @{black} days:3"));
        say(&black, "/accept");
        for (i, m) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { &white } else { &black };
            core.handle(
                &Caller::operator(UserId::new(who)),
                &Place::new(format!("#g{g}")),
                m,
            );
        }
    }
    core.drain_owed();
    let core = Arc::new(core);
    let slugs = (1..=games as u64)
        .map(|g| {
            core.game_slug(GameId(g))?
                .ok_or_else(|| anyhow!("game {g} has no slug"))
        })
        .collect::<Result<Vec<_>>>()?;
    let plies = core
        .game_view(&slugs[0])?
        .ok_or_else(|| anyhow!("no game"))?
        .plies();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let config = WebConfig {
            request_burst: 1_000_000,
            requests_per_minute: 1_000_000,
            max_gif_renders: gif_renders,
            ..WebConfig::default()
        };
        println!("gif_plies: {plies}");
        println!("gif_renders_at_once: {gif_renders}");
        println!("rss_before_gifs_mib: {:.1}", rss_mib("VmRSS"));
        for n in [8, 40] {
            let running = serve(core.clone(), config.clone()).await?;
            reset_peak();
            let (took, bytes, refused) = gifs(running.addr, &vec![slugs[0].clone(); n]).await?;
            println!("gif_same_{n}_ms: {:.0}", took.as_secs_f64() * 1000.0);
            println!("gif_same_{n}_refused_503: {refused}");
            println!("gif_same_{n}_drawn: {}", running.web.gifs.drawn());
            println!("gif_same_{n}_peak_rss_mib: {:.1}", rss_mib("VmHWM"));
            println!("gif_bytes: {bytes}");
        }
        let running = serve(core.clone(), config.clone()).await?;
        reset_peak();
        let (took, _, refused) = gifs(running.addr, &slugs).await?;
        println!(
            "gif_distinct_{games}_ms: {:.0}",
            took.as_secs_f64() * 1000.0
        );
        println!("gif_distinct_{games}_refused_503: {refused}");
        println!("gif_distinct_{games}_drawn: {}", running.web.gifs.drawn());
        println!("gif_distinct_{games}_peak_rss_mib: {:.1}", rss_mib("VmHWM"));
        drop(running);

        // Live pages from one address, then from another.
        let running = serve(core.clone(), config.clone()).await?;
        let path = format!("/g/{}/events", slugs[0]);
        let mut held = Vec::new();
        let (mut served, mut refused) = (0, 0);
        for _ in 0..10 {
            let (status, conn) = ask(running.addr, "127.0.0.1", &path).await?;
            if status == 200 {
                served += 1;
                held.push(conn);
            } else {
                refused += 1;
            }
        }
        let (other, _conn) = ask(running.addr, "127.0.0.2", &path).await?;
        println!(
            "watchers_per_address: {}",
            running.web.config.max_watchers_per_address
        );
        println!("one_address_live_pages_served: {served}");
        println!("one_address_live_pages_refused: {refused}");
        println!("another_address_live_page_status: {other}");
        drop((held, running));

        // /healthz while one address holds 300 idle sockets.
        let running = serve(
            core.clone(),
            WebConfig {
                max_connections: 256,
                ..config.clone()
            },
        )
        .await?;
        let mut idle = Vec::with_capacity(300);
        for _ in 0..300 {
            idle.push(connect_from("127.0.0.1", running.addr).await?);
        }
        let t = Instant::now();
        let (status, _conn) = ask(running.addr, "127.0.0.2", "/healthz").await?;
        let took = t.elapsed();
        println!("healthz_with_300_idle_status: {status}");
        println!(
            "healthz_with_300_idle_ms: {:.1}",
            took.as_secs_f64() * 1000.0
        );
        println!("connections_open: {}", running.web.conns.open());
        drop((idle, running));
        Ok::<_, anyhow::Error>(())
    })
}

/// Starts the peak memory (`VmHWM`) afresh from the memory held now (Linux: writing 5 to
/// `/proc/self/clear_refs`; elsewhere the peak stays the process's).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The web server on a free loopback port.
async fn serve(core: Arc<Core>, config: WebConfig) -> Result<Running> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let web = Arc::new(Web::new(core, config, Arc::new(Health::without_gateway())));
    web::start_on(listener, web)
}

/// Asks for the replays of `slugs` all at once, each on its own connection: the time until
/// the last answer is read, the size of a replay, and how many were refused (503).
async fn gifs(addr: SocketAddr, slugs: &[String]) -> Result<(Duration, usize, usize)> {
    let t = Instant::now();
    let asked: Vec<_> = slugs
        .iter()
        .map(|slug| {
            let request = format!("GET /g/{slug}.gif HTTP/1.1\r\nHost: {addr}\r\n\r\n");
            tokio::spawn(async move {
                let mut conn = TcpStream::connect(addr).await?;
                conn.write_all(request.as_bytes()).await?;
                read_answer(&mut conn).await
            })
        })
        .collect();
    let (mut bytes, mut refused) = (0, 0);
    for a in asked {
        match a.await.context("a request")?? {
            (200, n) => bytes = n,
            (503, _) => refused += 1,
            (status, _) => anyhow::bail!("a replay was answered {status}"),
        }
    }
    Ok((t.elapsed(), bytes, refused))
}

/// Reads one HTTP/1.1 response with a `Content-Length` body: its status and body's length.
async fn read_answer(conn: &mut TcpStream) -> Result<(u16, usize)> {
    let mut buf = Vec::with_capacity(64 * 1024);
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let n = conn.read(&mut chunk).await?;
        anyhow::ensure!(n > 0, "the server closed the connection");
        buf.extend_from_slice(&chunk[..n]);
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let status = head
                .split_whitespace()
                .nth(1)
                .and_then(|s| s.parse().ok())
                .context("a status")?;
            let len: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .context("no content-length")?;
            while buf.len() < end + 4 + len {
                let n = conn.read(&mut chunk).await?;
                anyhow::ensure!(n > 0, "the server closed the connection");
                buf.extend_from_slice(&chunk[..n]);
            }
            return Ok((status, len));
        }
    }
}

/// A connection from the loopback address `from`.
async fn connect_from(from: &str, to: SocketAddr) -> Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from.parse()?, 0))?;
    Ok(socket.connect(to).await?)
}

/// Asks for `path` from `from`: the status, and the connection (kept open by the caller for
/// a live page).
async fn ask(to: SocketAddr, from: &str, path: &str) -> Result<(u16, TcpStream)> {
    let mut conn = connect_from(from, to).await?;
    conn.write_all(format!("GET {path} HTTP/1.1\r\nHost: {to}\r\n\r\n").as_bytes())
        .await?;
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(2).any(|w| w == b"\r\n") {
        let n = tokio::time::timeout(Duration::from_secs(60), conn.read(&mut buf))
            .await
            .context("no answer")??;
        anyhow::ensure!(n > 0, "the server closed the connection");
        head.extend_from_slice(&buf[..n]);
    }
    let line = String::from_utf8_lossy(&head);
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .context("a status line")?;
    Ok((status, conn))
}
