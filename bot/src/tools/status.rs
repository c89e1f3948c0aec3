//! `hexcourier status`: how delivery stands in a store (announcements owed, the oldest one's
//! age, those dropped for good), and how many games it holds.

use crate::store::{open_store, StoreUrl, Table};
use anyhow::Result;
use std::time::{SystemTime, UNIX_EPOCH};

/// Prints `games <N>`, `owed <N>`, `oldest <age>` (or `oldest -`), `dropped <N>`.
///
/// # Errors
/// If the store cannot be opened or read (a sled store in use by a running bot cannot be
/// opened: ask the bot with `/hexme games` as an admin instead).
pub fn run(url: &StoreUrl) -> Result<()> {
    let store = open_store(url)?;
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
