//! `hexcourier status`: how delivery stands in a store (announcements owed, the oldest one's
//! age, those dropped for good), and how many games it holds. A sled store is held by the
//! running bot (sled refuses a second opener): then the bot is asked over its web port
//! (`web.listen`, `GET /status`), which answers the same lines.

use crate::store::{open_existing_store, StoreError, StoreUrl, Table};
use anyhow::{Context as _, Result};
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Prints `games <N>`, `owed <N>`, `oldest <age>` (or `oldest -`), `dropped <N>`.
///
/// # Errors
/// If the store cannot be opened or read, and the running bot cannot be asked either (no
/// `web.listen`, or nothing answers there).
pub fn run(url: &StoreUrl, web_listen: Option<&str>) -> Result<()> {
    let store = match open_existing_store(url) {
        Ok(store) => store,
        Err(e @ StoreError::Missing { .. }) => return Err(e.into()),
        Err(e) => {
            let Some(listen) = web_listen else {
                return Err(e).context("the store cannot be opened (a running bot holds a sled store: set web.listen to ask it)");
            };
            let answer = ask(listen).with_context(|| {
                format!("the store cannot be opened ({e}), and the bot at {listen} did not answer")
            })?;
            println!("store {url} (asked the running bot at {listen})");
            print!("{answer}");
            return Ok(());
        }
    };
    let mut games = 0u64;
    store.scan(Table::Games, "", &mut |_, _| {
        games += 1;
        true
    })?;
    let s = store.outbox_status()?;
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    println!("store {url}");
    println!("games {games}");
    println!("owed {}", s.owed);
    match s.oldest {
        Some(t) => println!("oldest {}s", now.saturating_sub(t)),
        None => println!("oldest -"),
    }
    println!("dropped {}", s.dropped);
    Ok(())
}

/// `GET /status` from the bot's web port (an address it listens on for every interface is
/// asked on loopback).
fn ask(listen: &str) -> Result<String> {
    let listen = listen.trim();
    let target = listen
        .strip_prefix("0.0.0.0:")
        .map(|port| format!("127.0.0.1:{port}"))
        .or_else(|| {
            listen
                .strip_prefix("[::]:")
                .map(|port| format!("[::1]:{port}"))
        })
        .unwrap_or_else(|| listen.to_string());
    let addr = target
        .to_socket_addrs()?
        .next()
        .context("the address names no host")?;
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    write!(
        stream,
        "GET /status HTTP/1.0\r\nHost: {target}\r\nConnection: close\r\n\r\n"
    )?;
    let mut response = String::new();
    stream.read_to_string(&mut response)?;
    let (head, body) = response
        .split_once("\r\n\r\n")
        .context("the answer is not HTTP")?;
    let status = head.lines().next().unwrap_or_default();
    anyhow::ensure!(status.contains(" 200 "), "the bot answered {status}");
    Ok(body.to_string())
}
