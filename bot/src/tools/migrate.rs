//! `hexcourier migrate`: copies a store into another (sled to PostgreSQL when a community
//! outgrows one machine, or back), every game, link, rating, player setting and owed
//! announcement. Copying again changes nothing: records are written whole, announcements
//! already owed in the target are brought up to date, not owed twice. Stop the bots first.

use crate::cli::MigrateArgs;
use crate::store::{open_store, Commit, Expect, OwedKey, Store, StoreUrl, Table, Write};
use anyhow::{Context, Result};

/// How much one run copied.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Copied {
    /// Game records.
    pub games: u64,
    /// Link records.
    pub links: u64,
    /// Ratings and player settings.
    pub others: u64,
    /// Announcements owed.
    pub owed: u64,
}

/// Copies and prints `games N links M owed K`.
///
/// # Errors
/// If either store cannot be opened, read or written.
pub fn run(a: &MigrateArgs) -> Result<()> {
    let from = StoreUrl::parse(&a.from)?;
    let to = StoreUrl::parse(&a.to)?;
    let src = open_store(&from).with_context(|| format!("opening {from}"))?;
    let dst = open_store(&to).with_context(|| format!("opening {to}"))?;
    let c = copy(&*src, &*dst)?;
    println!("games {} links {} owed {}", c.games, c.links, c.owed);
    Ok(())
}

/// Copies everything from `src` to `dst`.
///
/// # Errors
/// If either store fails.
pub fn copy(src: &dyn Store, dst: &dyn Store) -> Result<Copied> {
    let mut copied = Copied::default();
    let mut max_id = 0u64;
    for table in Table::ALL {
        let mut batch = Commit::default();
        let mut failed = None;
        src.scan(table, "", &mut |key, v| {
            if table == Table::Games {
                if let Some(n) = key.strip_prefix('g').and_then(|n| n.parse::<u64>().ok()) {
                    max_id = max_id.max(n);
                }
            }
            batch.writes.push(Write {
                table,
                key: key.to_string(),
                expect: Expect::Any,
                value: Some(v.bytes),
            });
            match table {
                Table::Games => copied.games += 1,
                Table::Links => copied.links += 1,
                Table::Ratings | Table::Players => copied.others += 1,
            }
            if batch.writes.len() >= 1_000 {
                if let Err(e) = dst.commit(std::mem::take(&mut batch)) {
                    failed = Some(e);
                    return false;
                }
            }
            true
        })?;
        if let Some(e) = failed {
            return Err(e.into());
        }
        dst.commit(batch)?;
    }
    dst.raise_ids("games", max_id)?;
    let mut after: Option<OwedKey> = None;
    loop {
        let page = src.owed(after.as_ref(), 1_000)?;
        let Some(last) = page.last() else { break };
        after = Some(last.key.clone());
        let mut batch = Commit::default();
        for e in page {
            let there = dst
                .owed_of(&e.key.game)?
                .into_iter()
                .any(|d| d.key == e.key);
            if there {
                batch.progress.push((e.key.clone(), e.body.clone()));
            } else {
                batch.owe.push(e);
            }
            copied.owed += 1;
        }
        dst.commit(batch)?;
    }
    Ok(copied)
}
