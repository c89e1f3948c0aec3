//! `hexcourier migrate`: copies a store into another (sled to PostgreSQL when a community
//! outgrows one machine, or back), every game, link, rating, player setting and owed
//! announcement. Copying again changes nothing: records are written whole, announcements
//! already owed in the target are brought up to date, not owed twice. Stop the bots first.

use crate::cli::MigrateArgs;
use crate::store::{
    open_existing_store, open_store, Commit, Expect, OwedKey, Store, StoreUrl, Table, Write,
};
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
    let src = open_existing_store(&from).with_context(|| format!("opening {from}"))?;
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
                Table::Ratings | Table::Players | Table::Tournaments => copied.others += 1,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::pg_cluster::database_or_skip;
    use crate::store::{OwedEntry, PgStore, SledStore};

    /// A store's records as (table, key, bytes), and its owed announcements.
    type Contents = (Vec<(String, String, Vec<u8>)>, Vec<OwedEntry>);

    /// Every record of every table and every owed announcement.
    fn contents(s: &dyn Store) -> Contents {
        let mut records = Vec::new();
        for table in Table::ALL {
            s.scan(table, "", &mut |k, v| {
                records.push((format!("{table:?}"), k.to_string(), v.bytes));
                true
            })
            .expect("scan");
        }
        (records, s.owed(None, usize::MAX).expect("owed"))
    }

    /// A sled store of `games` games (some owing an announcement), links, ratings and players.
    fn filled(dir: &std::path::Path, games: u64) -> SledStore {
        let store = SledStore::open(dir).expect("sled");
        let mut batch = Commit::default();
        for n in 1..=games {
            let put = |table, key: String, value: String| Write {
                table,
                key,
                expect: Expect::Any,
                value: Some(value.into_bytes()),
            };
            batch.writes.push(put(
                Table::Games,
                format!("g{n}"),
                format!("{{\"id\":\"g{n}\",\"moves\":[\"m{}\"]}}", n % 97),
            ));
            if n % 10 == 0 {
                batch.writes.push(put(
                    Table::Links,
                    format!("discord\t#g{n}"),
                    (1_000_000 + n).to_string(),
                ));
                batch.writes.push(put(
                    Table::Ratings,
                    format!("guild\tglinski\t{n}"),
                    format!("{{\"r\":{}}}", 1500 + n % 300),
                ));
                batch
                    .writes
                    .push(put(Table::Players, format!("{n}"), "{\"dm\":true}".into()));
            }
            if n % 100 == 0 {
                batch.owe.push(OwedEntry {
                    key: OwedKey {
                        game: format!("g{n}"),
                        seq: n % 3,
                    },
                    created: 1_700_000_000 + n,
                    realm: (n % 200 == 0).then(|| "42".to_string()),
                    body: format!("{{\"says\":[],\"n\":{n}}}").into_bytes(),
                });
            }
            if batch.writes.len() >= 2_000 {
                store.commit(std::mem::take(&mut batch)).expect("fill");
            }
        }
        store.commit(batch).expect("fill");
        store
    }

    #[test]
    fn sled_to_sled_copies_everything_and_again_changes_nothing() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let a = filled(&tmp.path().join("a"), 500);
        let b = SledStore::open(&tmp.path().join("b")).expect("sled");
        let first = copy(&a, &b).expect("copy");
        assert_eq!(
            first,
            Copied {
                games: 500,
                links: 50,
                others: 100,
                owed: 5
            }
        );
        let again = copy(&a, &b).expect("copy again");
        assert_eq!(again, first);
        assert_eq!(contents(&a), contents(&b));
        // New games in the copy get ids after every copied one.
        assert!(b.next_id("games").expect("id") > 500);
    }

    /// The round trip: a 10,000-game sled store to PostgreSQL and back, identical.
    #[test]
    fn sled_to_postgres_and_back_is_identical() {
        let Some(url) = database_or_skip("sled_to_postgres_and_back_is_identical") else {
            return;
        };
        let tmp = tempfile::tempdir().expect("temp dir");
        let a = filled(&tmp.path().join("a"), 10_000);
        let pg = PgStore::connect(&url).expect("postgres");
        let there = copy(&a, &pg).expect("to postgres");
        assert_eq!(there.games, 10_000);
        assert_eq!(there.owed, 100);
        let back = SledStore::open(&tmp.path().join("back")).expect("sled");
        let home = copy(&pg, &back).expect("back to sled");
        assert_eq!(home, there);
        let original = contents(&a);
        assert_eq!(contents(&pg), original);
        assert_eq!(contents(&back), original);
        assert!(pg.next_id("games").expect("id") > 10_000);
    }
}
