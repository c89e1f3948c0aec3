//! `hexcourier bench web`: the web server measured on this machine, over loopback: a game
//! page's time to answer, and a move reaching many live pages at once, with the memory it
//! takes. Figures only; tests never time anything.

use super::library;
use crate::core::{Caller, Core, FakeClock, GameId, Place, PngPainter, UserId};
use crate::store::MemoryStore;
use crate::web::{self, Health, Web, WebConfig};
use anyhow::{anyhow, Context as _, Result};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The game shown: a 1980 European Championship game's first 16 moves (its last is played
/// while the pages watch).
const GAME: &str = "e4-e5 b7-b6 b1-b3 d7-d6 c2-c3 c7-c5 Rc1-a1 Nd9-c6 Nh1-i3 e7-e6 g4-g5 Nh9-i6 Ni3-k5 Ri8-h9 Ra1-a4 Ni6-f8";

/// `page_p50_ms`, `page_p99_ms` (of `requests` game pages, one connection, kept alive) and
/// `watchers`, `move_to_all_ms`, `rss_mib`, `peak_rss_mib` (a move reaching `watchers` live
/// pages, which this process opens itself: the memory counts both ends).
///
/// # Errors
/// If the core, the server or a connection fails.
pub fn run(requests: usize, watchers: usize, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let core = Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?;
    let say = |place: &str, user: &str, text: &str| {
        core.handle(
            &Caller::operator(UserId::new(user)),
            &Place::new(place),
            text,
        );
    };
    say("lobby", "alice", "/new glinski @bob days:3");
    say("lobby", "bob", "/accept");
    let moves: Vec<&str> = GAME.split_whitespace().collect();
    let (last, opening) = moves.split_last().context("bench moves")?;
    for (i, m) in opening.iter().enumerate() {
        say("#g1", if i % 2 == 0 { "alice" } else { "bob" }, m);
    }
    core.drain_owed();
    let last_mover = if opening.len() % 2 == 0 {
        "alice"
    } else {
        "bob"
    };
    let (plies, last) = (moves.len(), last.to_string());
    let core = Arc::new(core);
    let slug = core
        .game_slug(GameId(1))?
        .ok_or_else(|| anyhow!("the game has no slug"))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let config = WebConfig {
            request_burst: 1_000_000,
            requests_per_minute: 1_000_000,
            max_watchers: watchers.max(1),
            max_watchers_per_game: watchers.max(1),
            // One address (this process) opens every live page.
            max_watchers_per_address: watchers.max(1),
            max_connections: 2 * watchers + 64,
            ..WebConfig::default()
        };
        let web = Arc::new(Web::new(
            core.clone(),
            config,
            Arc::new(Health::without_gateway()),
        ));
        let running = web::start_on(listener, web)?;
        let addr = running.addr;
        // Game pages, one after another on one kept-alive connection.
        let mut conn = TcpStream::connect(addr).await?;
        let request = format!("GET /g/{slug} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        let mut times = Vec::with_capacity(requests);
        let mut bytes = 0;
        for _ in 0..requests.max(1) {
            let t = Instant::now();
            conn.write_all(request.as_bytes()).await?;
            bytes = read_response(&mut conn).await?;
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!("page_bytes: {bytes}");
        println!("page_requests: {}", times.len());
        println!("page_p50_ms: {:.3}", at(0.5));
        println!("page_p99_ms: {:.3}", at(0.99));
        // Live pages: each reads its first event, then waits for the move.
        let (tx, mut rx) = tokio::sync::mpsc::channel::<Instant>(watchers.max(1));
        let (ready_tx, mut ready_rx) =
            tokio::sync::mpsc::channel::<Result<(), String>>(watchers.max(1));
        let want = format!("\"plies\":{plies}");
        for _ in 0..watchers {
            let (tx, ready_tx, want) = (tx.clone(), ready_tx.clone(), want.clone());
            let request = format!("GET /g/{slug}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n");
            tokio::spawn(async move {
                let opened = async {
                    let mut s = TcpStream::connect(addr).await?;
                    s.write_all(request.as_bytes()).await?;
                    Ok::<_, std::io::Error>(s)
                };
                let mut s = match opened.await {
                    Ok(s) => s,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e.to_string())).await;
                        return;
                    }
                };
                let mut buf = vec![0u8; 2048];
                let mut seen = String::new();
                let mut told = false;
                while let Ok(n) = s.read(&mut buf).await {
                    if n == 0 {
                        return;
                    }
                    seen.push_str(&String::from_utf8_lossy(&buf[..n]));
                    if !told && seen.contains("event: game") {
                        told = true;
                        let _ = ready_tx.send(Ok(())).await;
                    }
                    if !told && !seen.starts_with("HTTP/1.1 200") && seen.contains("\r\n") {
                        let status = seen.lines().next().unwrap_or_default().to_string();
                        let _ = ready_tx.send(Err(status)).await;
                        return;
                    }
                    if seen.contains(&want) {
                        let _ = tx.send(Instant::now()).await;
                        return;
                    }
                    if seen.len() > 64 * 1024 {
                        seen.clear();
                    }
                }
            });
        }
        drop((tx, ready_tx));
        for n in 0..watchers {
            let opened = tokio::time::timeout(Duration::from_secs(60), ready_rx.recv())
                .await
                .map_err(|_| anyhow!("{n} of {watchers} live pages opened in time"))?;
            if let Some(Err(why)) = opened {
                anyhow::bail!("a live page did not open: {why}");
            }
        }
        let rss_before = rss_mib("VmRSS");
        let c = core.clone();
        let sent = Instant::now();
        tokio::task::spawn_blocking(move || {
            c.handle(
                &Caller::operator(UserId::new(last_mover)),
                &Place::new("#g1"),
                &last,
            );
        })
        .await?;
        let mut slowest = Duration::ZERO;
        for _ in 0..watchers {
            let got = tokio::time::timeout(Duration::from_secs(30), rx.recv())
                .await
                .context("a live page missed the move")?
                .context("a live page closed")?;
            slowest = slowest.max(got.saturating_duration_since(sent));
        }
        println!("watchers: {watchers}");
        println!("move_to_all_ms: {:.1}", slowest.as_secs_f64() * 1000.0);
        println!("rss_mib: {:.1}", rss_before.max(rss_mib("VmRSS")));
        println!("peak_rss_mib: {:.1}", rss_mib("VmHWM"));
        drop(running);
        Ok::<_, anyhow::Error>(())
    })
}

/// Reads one HTTP/1.1 response with a `Content-Length` body; its body's length.
async fn read_response(conn: &mut TcpStream) -> Result<usize> {
    let mut buf = Vec::with_capacity(128 * 1024);
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let n = conn.read(&mut chunk).await?;
        anyhow::ensure!(n > 0, "the server closed the connection");
        buf.extend_from_slice(&chunk[..n]);
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let len: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .context("no content-length")?;
            anyhow::ensure!(head.starts_with("http/1.1 200"), "{head}");
            while buf.len() < end + 4 + len {
                let n = conn.read(&mut chunk).await?;
                anyhow::ensure!(n > 0, "the server closed the connection");
                buf.extend_from_slice(&chunk[..n]);
            }
            return Ok(len);
        }
    }
}

/// A memory figure of this process from `/proc/self/status` (`VmRSS`, `VmHWM`), in MiB; 0
/// where there is none.
pub(super) fn rss_mib(field: &str) -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}
