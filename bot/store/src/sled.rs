//! The embedded store: a sled database directory, the default.
//!
//! One tree per [`Table`] (the `games` and `links` trees keep the format of earlier builds:
//! a game's value is its JSON record), plus `versions` (each record's version, by table and
//! key; a record without one is version 0), `outbox` (owed announcements, keyed by game then
//! number) and `meta` (id counters, the count of dropped announcements). A commit is one sled
//! transaction over the trees, then a flush, so it is atomic and durable.

use super::{
    expect_words, found_words, meets, Commit, OutboxStatus, OwedEntry, OwedKey, Store, StoreError,
    Table, Versioned,
};
use sled::transaction::{ConflictableTransactionError, TransactionError, TransactionalTree};
use sled::Transactional;
use std::path::Path;

/// Positions of the trees in [`SledStore::trees`] (tables first, in [`Table::ALL`] order).
const VERSIONS: usize = Table::ALL.len();
const OUTBOX: usize = VERSIONS + 1;
const META: usize = VERSIONS + 2;

/// The key of the count of dropped announcements in `meta`.
const DROPPED: &[u8] = b"dropped";

/// A store in a sled database directory.
#[derive(Debug, Clone)]
pub struct SledStore {
    db: sled::Db,
    /// games, links, ratings, players, tournaments, versions, outbox, meta.
    trees: Vec<sled::Tree>,
}

impl SledStore {
    /// The sled tree holding game records.
    pub const GAMES_TREE: &'static str = "games";

    /// The sled tree holding link records.
    pub const LINKS_TREE: &'static str = "links";

    /// The most memory sled's page cache may use. Games are read once at start-up (to build
    /// the index) and again when first played, so a small cache costs little.
    pub const CACHE_BYTES: u64 = 32 * 1024 * 1024;

    /// How many times [`SledStore::open`] retries, 100 ms apart, while another handle still
    /// holds the directory's lock.
    pub const LOCK_TRIES: u32 = 30;

    /// Opens (or creates) the database in `dir`.
    ///
    /// # Errors
    /// If sled cannot open the directory (e.g. another process holds it).
    pub fn open(dir: &Path) -> Result<SledStore, StoreError> {
        let config = sled::Config::new()
            .path(dir)
            .cache_capacity(Self::CACHE_BYTES);
        // sled releases its directory lock from a background thread after the last handle is
        // dropped (and a process being replaced may still be exiting): wait for it briefly.
        let mut tries = 0;
        let db = loop {
            match config.open() {
                Err(sled::Error::Io(e))
                    if tries < Self::LOCK_TRIES && e.to_string().contains("acquire lock") =>
                {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
                other => break other?,
            }
        };
        let mut trees = Vec::new();
        for t in Table::ALL {
            trees.push(db.open_tree(t.name())?);
        }
        for name in ["versions", "outbox", "meta"] {
            trees.push(db.open_tree(name)?);
        }
        Ok(SledStore { db, trees })
    }

    /// The underlying database (for maintenance tools).
    pub fn db(&self) -> &sled::Db {
        &self.db
    }

    fn table(&self, t: Table) -> &sled::Tree {
        &self.trees[table_index(t)]
    }
}

fn table_index(t: Table) -> usize {
    match t {
        Table::Games => 0,
        Table::Links => 1,
        Table::Ratings => 2,
        Table::Players => 3,
        Table::Tournaments => 4,
    }
}

/// The key of a record's version: the table's name, a zero byte, the record's key.
fn version_key(t: Table, key: &str) -> Vec<u8> {
    let mut k = Vec::with_capacity(t.name().len() + 1 + key.len());
    k.extend_from_slice(t.name().as_bytes());
    k.push(0);
    k.extend_from_slice(key.as_bytes());
    k
}

fn read_u64(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    let n = bytes.len().min(8);
    b[8 - n..].copy_from_slice(&bytes[bytes.len() - n..]);
    u64::from_be_bytes(b)
}

/// The outbox key: the game's key, a zero byte, the number in big-endian bytes (so entries
/// of a game sort by number).
fn owed_key(k: &OwedKey) -> Vec<u8> {
    let mut out = Vec::with_capacity(k.game.len() + 9);
    out.extend_from_slice(k.game.as_bytes());
    out.push(0);
    out.extend_from_slice(&k.seq.to_be_bytes());
    out
}

fn read_owed_key(bytes: &[u8]) -> Result<OwedKey, StoreError> {
    let damaged = || StoreError::Damaged {
        what: "outbox key".into(),
        why: format!("{} bytes", bytes.len()),
    };
    if bytes.len() < 9 || bytes[bytes.len() - 9] != 0 {
        return Err(damaged());
    }
    let (game, seq) = bytes.split_at(bytes.len() - 9);
    Ok(OwedKey {
        game: String::from_utf8(game.to_vec()).map_err(|_| damaged())?,
        seq: read_u64(&seq[1..]),
    })
}

/// An outbox value: when made (8 bytes), the realm's length (2 bytes, `0xFFFF` for none) and
/// bytes, then the body.
fn owed_value(e: &OwedEntry) -> Vec<u8> {
    let realm = e.realm.as_deref().unwrap_or("").as_bytes();
    let len: u16 = match &e.realm {
        None => u16::MAX,
        Some(_) => u16::try_from(realm.len()).unwrap_or(u16::MAX - 1),
    };
    let realm = &realm[..usize::from(len.min(u16::MAX - 1)).min(realm.len())];
    let mut out = Vec::with_capacity(10 + realm.len() + e.body.len());
    out.extend_from_slice(&e.created.to_be_bytes());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(realm);
    out.extend_from_slice(&e.body);
    out
}

fn read_owed(key: &[u8], value: &[u8]) -> Result<OwedEntry, StoreError> {
    let damaged = |why: &str| StoreError::Damaged {
        what: "outbox entry".into(),
        why: why.into(),
    };
    if value.len() < 10 {
        return Err(damaged("too short"));
    }
    let created = read_u64(&value[..8]);
    let len = u16::from_be_bytes([value[8], value[9]]);
    let (realm, rest) = if len == u16::MAX {
        (None, &value[10..])
    } else {
        let end = 10 + usize::from(len);
        let r = value
            .get(10..end)
            .ok_or_else(|| damaged("realm cut short"))?;
        (
            Some(String::from_utf8(r.to_vec()).map_err(|_| damaged("realm not UTF-8"))?),
            &value[end..],
        )
    };
    Ok(OwedEntry {
        key: read_owed_key(key)?,
        created,
        realm,
        body: rest.to_vec(),
    })
}

/// What a transaction gives up with.
enum Abort {
    Conflict(StoreError),
}

type TxResult<T> = Result<T, ConflictableTransactionError<Abort>>;

/// The version stored for a record in a transaction, if the record exists.
fn version_in(trees: &[TransactionalTree], t: Table, key: &str) -> TxResult<Option<u64>> {
    if trees[table_index(t)].get(key.as_bytes())?.is_none() {
        return Ok(None);
    }
    Ok(Some(
        trees[VERSIONS]
            .get(version_key(t, key))?
            .map_or(0, |v| read_u64(&v)),
    ))
}

fn apply(trees: &[TransactionalTree], c: &Commit) -> TxResult<Vec<u64>> {
    let mut found = Vec::with_capacity(c.writes.len());
    for w in &c.writes {
        let v = version_in(trees, w.table, &w.key)?;
        if !meets(w.expect, v) {
            return Err(ConflictableTransactionError::Abort(Abort::Conflict(
                StoreError::Conflict {
                    table: w.table,
                    key: w.key.clone(),
                    expected: expect_words(w.expect),
                    found: found_words(v),
                },
            )));
        }
        found.push(v);
    }
    for e in &c.owe {
        if trees[OUTBOX].get(owed_key(&e.key))?.is_some() {
            return Err(ConflictableTransactionError::Abort(Abort::Conflict(
                StoreError::Conflict {
                    table: Table::Games,
                    key: format!("{} (announcement {})", e.key.game, e.key.seq),
                    expected: "no announcement".into(),
                    found: "one owed".into(),
                },
            )));
        }
    }
    let mut versions = Vec::with_capacity(c.writes.len());
    for (w, v) in c.writes.iter().zip(found) {
        let version = v.unwrap_or(0) + 1;
        let tree = &trees[table_index(w.table)];
        let vk = version_key(w.table, &w.key);
        match &w.value {
            Some(bytes) => {
                tree.insert(w.key.as_bytes(), bytes.as_slice())?;
                trees[VERSIONS].insert(vk, &version.to_be_bytes())?;
            }
            None => {
                tree.remove(w.key.as_bytes())?;
                trees[VERSIONS].remove(vk)?;
            }
        }
        versions.push(version);
    }
    for e in &c.owe {
        trees[OUTBOX].insert(owed_key(&e.key), owed_value(e))?;
    }
    for (k, body) in &c.progress {
        let key = owed_key(k);
        if let Some(old) = trees[OUTBOX].get(&key)? {
            let Ok(mut e) = read_owed(&key, &old) else {
                continue;
            };
            e.body.clone_from(body);
            trees[OUTBOX].insert(key, owed_value(&e))?;
        }
    }
    for k in &c.settle {
        trees[OUTBOX].remove(owed_key(k))?;
    }
    if c.dropped > 0 {
        let old = trees[META].get(DROPPED)?.map_or(0, |v| read_u64(&v));
        trees[META].insert(DROPPED, &(old + c.dropped).to_be_bytes())?;
    }
    Ok(versions)
}

impl Store for SledStore {
    fn get(&self, table: Table, key: &str) -> Result<Option<Versioned>, StoreError> {
        let Some(bytes) = self.table(table).get(key.as_bytes())? else {
            return Ok(None);
        };
        let version = self.trees[VERSIONS]
            .get(version_key(table, key))?
            .map_or(0, |v| read_u64(&v));
        Ok(Some(Versioned {
            version,
            bytes: bytes.to_vec(),
        }))
    }

    fn scan(
        &self,
        table: Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        let versions = &self.trees[VERSIONS];
        for kv in self.table(table).scan_prefix(prefix.as_bytes()) {
            let (k, v) = kv?;
            let key = String::from_utf8_lossy(&k);
            let version = versions
                .get(version_key(table, &key))?
                .map_or(0, |v| read_u64(&v));
            if !visit(
                &key,
                Versioned {
                    version,
                    bytes: v.to_vec(),
                },
            ) {
                break;
            }
        }
        Ok(())
    }

    fn commit(&self, c: Commit) -> Result<Vec<u64>, StoreError> {
        let done = self.trees.as_slice().transaction(|trees| apply(trees, &c));
        let versions = match done {
            Ok(v) => v,
            Err(TransactionError::Abort(Abort::Conflict(e))) => return Err(e),
            Err(TransactionError::Storage(e)) => return Err(e.into()),
        };
        self.db.flush()?;
        Ok(versions)
    }

    fn next_id(&self, counter: &str) -> Result<u64, StoreError> {
        let key = format!("id:{counter}");
        let new = self.trees[META].update_and_fetch(key.as_bytes(), |old| {
            let n = old.map_or(0, read_u64) + 1;
            Some(n.to_be_bytes().to_vec())
        })?;
        self.db.flush()?;
        Ok(new.map_or(1, |v| read_u64(&v)))
    }

    fn last_id(&self, counter: &str) -> Result<Option<u64>, StoreError> {
        let key = format!("id:{counter}");
        Ok(Some(
            self.trees[META]
                .get(key.as_bytes())?
                .map_or(0, |v| read_u64(&v)),
        ))
    }

    fn counters(&self) -> Result<Vec<(String, u64)>, StoreError> {
        let mut out = Vec::new();
        for kv in self.trees[META].scan_prefix(b"id:") {
            let (k, v) = kv?;
            let name = String::from_utf8_lossy(&k[3..]).into_owned();
            out.push((name, read_u64(&v)));
        }
        Ok(out)
    }

    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), StoreError> {
        let key = format!("id:{counter}");
        self.trees[META].update_and_fetch(key.as_bytes(), |old| {
            let n = old.map_or(0, read_u64).max(floor);
            Some(n.to_be_bytes().to_vec())
        })?;
        self.db.flush()?;
        Ok(())
    }

    fn owed(&self, after: Option<&OwedKey>, limit: usize) -> Result<Vec<OwedEntry>, StoreError> {
        let outbox = &self.trees[OUTBOX];
        let iter = match after {
            None => outbox.iter(),
            Some(a) => outbox.range((
                std::ops::Bound::Excluded(owed_key(a)),
                std::ops::Bound::Unbounded,
            )),
        };
        let mut out = Vec::new();
        for kv in iter.take(limit) {
            let (k, v) = kv?;
            out.push(read_owed(&k, &v)?);
        }
        Ok(out)
    }

    fn owed_of(&self, game: &str) -> Result<Vec<OwedEntry>, StoreError> {
        let mut prefix = game.as_bytes().to_vec();
        prefix.push(0);
        let mut out = Vec::new();
        for kv in self.trees[OUTBOX].scan_prefix(prefix) {
            let (k, v) = kv?;
            out.push(read_owed(&k, &v)?);
        }
        Ok(out)
    }

    fn outbox_status(&self) -> Result<OutboxStatus, StoreError> {
        let mut s = OutboxStatus::default();
        for kv in self.trees[OUTBOX].iter() {
            let (_, v) = kv?;
            s.owed += 1;
            let created = read_u64(v.get(..8).unwrap_or(&[]));
            s.oldest = Some(s.oldest.map_or(created, |o: u64| o.min(created)));
        }
        s.dropped = self.trees[META].get(DROPPED)?.map_or(0, |v| read_u64(&v));
        Ok(s)
    }
}
