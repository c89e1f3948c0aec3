//! Durable storage: one contract ([`Store`]), backends for an embedded sled directory (the
//! default), memory (tests) and PostgreSQL (many processes).
//!
//! The contract is small and strict:
//! - **Versioned records** in a few [`Table`]s. A record's version is 1 after its first write
//!   and grows by one with each; a [`Write`] says what it expects to find ([`Expect`]), and a
//!   [`Commit`] whose expectations do not all hold writes nothing ([`StoreError::Conflict`]).
//!   Two processes can never both apply a change made from the same state.
//! - **An outbox** of announcements owed, in the same commit as the change that causes them:
//!   entries are keyed by their game and a number the game counts ([`OwedKey`]); a transport
//!   reads them in order ([`Store::owed`], [`Store::owed_of`]), records how far it got
//!   (`Commit::progress`) and removes them once delivered (`Commit::settle`).
//! - **Ids** from named counters ([`Store::next_id`]) that never give the same number twice.
//!
//! A commit returns only once it is durable (sled flushed, PostgreSQL committed).

pub mod faults;
pub mod jobs;
pub mod memory;
pub mod open;
#[doc(hidden)]
pub mod pg_cluster;
pub mod pg_tls;
pub mod postgres;
pub mod record;
pub mod shards;
pub mod sled;
#[cfg(test)]
mod tests;

pub use self::sled::SledStore;
pub use faults::{Faults, FaultyStore};
pub use memory::MemoryStore;
pub use open::{open_existing_store, open_store, StoreUrl};
pub use postgres::PgStore;
pub use record::*;

use std::fmt;
use std::path::PathBuf;

/// The environment variable naming the data directory.
pub const DATA_DIR_ENV: &str = "HEXCOURIER_DATA";

/// The data directory used when [`DATA_DIR_ENV`] is not set.
pub const DEFAULT_DATA_DIR: &str = "./hexcourier-data";

/// The data directory: `$HEXCOURIER_DATA`, or `./hexcourier-data`.
pub fn data_dir() -> PathBuf {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(DEFAULT_DATA_DIR),
    }
}

/// A table of versioned records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Table {
    /// Game records under their ids, `g1`, `g2`, ...
    Games,
    /// Transports' side records, e.g. which Discord thread shows `#g1`.
    Links,
    /// Player ratings.
    Ratings,
    /// Per-user settings.
    Players,
    /// Tournaments under their ids, `t1`, `t2`, ...
    Tournaments,
}

impl Table {
    /// Every table.
    pub const ALL: [Table; 5] = [
        Table::Games,
        Table::Links,
        Table::Ratings,
        Table::Players,
        Table::Tournaments,
    ];

    /// The table's name (a sled tree, a PostgreSQL table).
    pub fn name(self) -> &'static str {
        match self {
            Table::Games => "games",
            Table::Links => "links",
            Table::Ratings => "ratings",
            Table::Players => "players",
            Table::Tournaments => "tournaments",
        }
    }
}

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A record with its version: 1 after its first write, one more after each later write.
/// Records written by builds that kept no versions read as version 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Versioned {
    /// The version.
    pub version: u64,
    /// The record.
    pub bytes: Vec<u8>,
}

/// One item of a store's whole contents ([`Store::export`]): what a backup holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exported {
    /// A record (its version is not kept: a restored record starts again at version 1).
    Record {
        /// The table.
        table: Table,
        /// The key.
        key: String,
        /// The record.
        bytes: Vec<u8>,
    },
    /// An announcement owed.
    Owed(OwedEntry),
    /// An id counter and the greatest id it gave, or was raised to.
    Counter {
        /// The counter's name.
        name: String,
        /// Its value.
        last: u64,
    },
    /// How many announcements were dropped for good ([`OutboxStatus::dropped`]).
    Dropped(u64),
}

/// What runs when another process stored something owed ([`Store::watch`]).
pub type ChangeHook = Box<dyn Fn() + Send + Sync>;

/// What a write expects to find.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// No record under the key.
    Absent,
    /// The record at this version (0: a record from before versions were kept).
    Version(u64),
    /// Anything: the write replaces what is there.
    Any,
}

/// One record written (or deleted) by a commit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Write {
    /// The table.
    pub table: Table,
    /// The key.
    pub key: String,
    /// What must be there for the commit to go through.
    pub expect: Expect,
    /// The new record; `None` deletes it.
    pub value: Option<Vec<u8>>,
}

/// Which owed announcement: the game that made it, and its number in that game's count.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwedKey {
    /// The game's key, e.g. `g12`.
    pub game: String,
    /// Its number among the game's announcements (from 0).
    pub seq: u64,
}

/// An owed announcement, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwedEntry {
    /// Which one.
    pub key: OwedKey,
    /// When it was made (unix seconds).
    pub created: u64,
    /// The community it belongs to (a Discord guild id), for the process that serves it.
    pub realm: Option<String>,
    /// What to deliver, and how far delivery got (the core's encoding).
    pub body: Vec<u8>,
}

/// One atomic, durable write: records, and outbox entries added, advanced or removed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Commit {
    /// Records written; every expectation must hold, or nothing is written.
    pub writes: Vec<Write>,
    /// Announcements now owed (a key already owed is a conflict).
    pub owe: Vec<OwedEntry>,
    /// New bodies of entries still owed (delivery progress); entries gone are skipped.
    pub progress: Vec<(OwedKey, Vec<u8>)>,
    /// Entries delivered: removed (removing one that is gone is fine).
    pub settle: Vec<OwedKey>,
    /// Entries dropped for good, to add to the count in [`OutboxStatus::dropped`].
    pub dropped: u64,
    /// What the store keeps beside game records written in this commit (PostgreSQL: indexed
    /// columns and the per-user index; other stores leave it to the core's index).
    pub games: Vec<GameMeta>,
}

/// What a store keeps beside a game record, for questions that must not read every record:
/// when it next has something due, its community, and its players.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameMeta {
    /// The game's key, e.g. `g12`.
    pub key: String,
    /// When it next has something due (unix seconds), if anything.
    pub due_at: Option<u64>,
    /// Its community (a Discord guild id), if any.
    pub realm: Option<String>,
    /// The users who play or started it.
    pub users: Vec<String>,
}

/// A game record due, as [`Store::due_games`] lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueGame {
    /// The game's key.
    pub key: String,
    /// When it falls due (unix seconds).
    pub due_at: u64,
    /// Its community, if any.
    pub realm: Option<String>,
}

/// How the outbox stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OutboxStatus {
    /// Entries owed.
    pub owed: u64,
    /// When the oldest was made (unix seconds).
    pub oldest: Option<u64>,
    /// Entries dropped for good since the store was made.
    pub dropped: u64,
}

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The sled database failed.
    #[error("database error: {0}")]
    Sled(#[from] ::sled::Error),
    /// PostgreSQL failed or could not be reached.
    #[error("PostgreSQL: {0}")]
    Postgres(String),
    /// A write's expectation did not hold: someone else wrote first. Nothing was written.
    #[error("{table} '{key}' changed meanwhile (expected {expected}, found {found})")]
    Conflict {
        /// The table.
        table: Table,
        /// The key.
        key: String,
        /// What the write expected, in words.
        expected: String,
        /// What was there, in words.
        found: String,
    },
    /// A store address that names no backend.
    #[error("bad store address '{given}': {why}")]
    BadUrl {
        /// What was given.
        given: String,
        /// What is wrong.
        why: String,
    },
    /// A PostgreSQL schema newer than this build knows.
    #[error("the database's schema is version {found}, newer than this build's {known}; run a newer Hexcourier")]
    SchemaTooNew {
        /// The schema's version.
        found: i64,
        /// The newest this build knows.
        known: i64,
    },
    /// A stored value that cannot be read (a damaged outbox entry or counter).
    #[error("damaged {what}: {why}")]
    Damaged {
        /// What.
        what: String,
        /// Why.
        why: String,
    },
    /// A write was refused (the in-memory store, to test failures).
    #[error("write refused: {0}")]
    Refused(String),
    /// A tool asked for a store that must exist, and found no sled database where it looked.
    #[error("no store in {dir} (a sled store is a folder holding `conf` and `db`); give the bot's data folder with --data-dir DIR, HEXCOURIER_DATA or `store` in the config file, or run the tool from the folder the bot runs in")]
    Missing {
        /// Where it looked.
        dir: String,
    },
}

impl StoreError {
    /// Whether this is a [`StoreError::Conflict`].
    pub fn is_conflict(&self) -> bool {
        matches!(self, StoreError::Conflict { .. })
    }
}

/// "version 3", "no record", for conflicts.
pub(crate) fn found_words(found: Option<u64>) -> String {
    match found {
        None => "no record".into(),
        Some(v) => format!("version {v}"),
    }
}

/// "no record", "version 3", "anything".
pub(crate) fn expect_words(e: Expect) -> String {
    match e {
        Expect::Absent => "no record".into(),
        Expect::Version(v) => format!("version {v}"),
        Expect::Any => "anything".into(),
    }
}

/// Whether what is stored (`found`: the version, if a record is there) meets `e`.
pub(crate) fn meets(e: Expect, found: Option<u64>) -> bool {
    match e {
        Expect::Absent => found.is_none(),
        Expect::Version(v) => found == Some(v),
        Expect::Any => true,
    }
}

/// Where games, links and the outbox live. Implementations are shared between threads and
/// called from blocking threads (never from inside an async task).
pub trait Store: Send + Sync + fmt::Debug {
    /// The record under `key`, with its version.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn get(&self, table: Table, key: &str) -> Result<Option<Versioned>, StoreError>;

    /// The records under `keys` that exist, with their keys, in no particular order: what a
    /// store can read in one round trip (PostgreSQL) rather than one by one.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn get_many(
        &self,
        table: Table,
        keys: &[String],
    ) -> Result<Vec<(String, Versioned)>, StoreError> {
        let mut found = Vec::with_capacity(keys.len());
        for key in keys {
            if let Some(v) = self.get(table, key)? {
                found.push((key.clone(), v));
            }
        }
        Ok(found)
    }

    /// Calls `visit` with every record of `table` whose key starts with `prefix`, in key
    /// order, without holding them all in memory; stops when `visit` returns `false`.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn scan(
        &self,
        table: Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError>;

    /// Applies a commit atomically and durably; the new version of each write, in order.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when an expectation does not hold (nothing is written), or a
    /// failure of the backend.
    fn commit(&self, c: Commit) -> Result<Vec<u64>, StoreError>;

    /// A new id from a named counter: never the same twice, across threads, processes and
    /// restarts; greater than every id it gave before and than any floor raised.
    ///
    /// # Errors
    /// If the counter cannot be read or written.
    fn next_id(&self, counter: &str) -> Result<u64, StoreError>;

    /// Makes every later [`Store::next_id`] of `counter` greater than `floor`.
    ///
    /// # Errors
    /// If the counter cannot be written.
    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), StoreError>;

    /// The greatest id [`Store::next_id`] has given from `counter` (to any process), if the
    /// store can tell: a core on a shared store reads the games other processes started
    /// since it last looked. `None` when unknown.
    ///
    /// # Errors
    /// If the counter cannot be read.
    fn last_id(&self, counter: &str) -> Result<Option<u64>, StoreError> {
        let _ = counter;
        Ok(None)
    }

    /// Visits the game records of the communities `shards` serves (and those without one
    /// with shard 0), in no particular order; a store may pass over the others without
    /// reading them (PostgreSQL filters by the community kept beside each record), or visit
    /// them all (the caller filters again).
    ///
    /// # Errors
    /// If the store cannot be read.
    fn scan_served_games(
        &self,
        shards: crate::shards::ShardRange,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        let _ = shards;
        self.scan(Table::Games, "", visit)
    }

    /// The game records whose stored deadline ([`GameMeta::due_at`]) is at or before
    /// `before`, earliest first, at most `limit`, of the communities `shards` serves; `None`
    /// when the store keeps no deadlines (the core's index has them).
    ///
    /// # Errors
    /// If the store cannot be read.
    fn due_games(
        &self,
        shards: crate::shards::ShardRange,
        before: u64,
        limit: usize,
    ) -> Result<Option<Vec<DueGame>>, StoreError> {
        let _ = (shards, before, limit);
        Ok(None)
    }

    /// The keys of the games of `user` ([`GameMeta::users`]); `None` when the store keeps
    /// no per-user index.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn games_of_user(&self, user: &str) -> Result<Option<Vec<String>>, StoreError> {
        let _ = user;
        Ok(None)
    }

    /// Whether other processes (or other cores) may write this store while it is open: a
    /// core then checks a game's stored version before each command on it.
    fn shared(&self) -> bool {
        false
    }

    /// The queue of engine jobs for workers, if the store keeps one (PostgreSQL, and the
    /// in-memory store for tests).
    fn jobs(&self) -> Option<&dyn jobs::JobQueue> {
        None
    }

    /// Calls `hook` whenever another process stores something owed (PostgreSQL: a
    /// notification sent with the commit), so a transport delivers it without waiting for its
    /// next sweep. Stores only one process writes do nothing.
    fn watch(&self, hook: ChangeHook) {
        let _ = hook;
    }

    /// Owed entries after `after` (from the first with `None`), at most `limit`: by game, and
    /// within a game by number.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn owed(&self, after: Option<&OwedKey>, limit: usize) -> Result<Vec<OwedEntry>, StoreError>;

    /// The owed entries of one game, by number.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn owed_of(&self, game: &str) -> Result<Vec<OwedEntry>, StoreError>;

    /// How the outbox stands.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn outbox_status(&self) -> Result<OutboxStatus, StoreError>;

    /// Every id counter ([`Store::next_id`]) by name, with the greatest id it gave or was
    /// raised to.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn counters(&self) -> Result<Vec<(String, u64)>, StoreError>;

    /// Calls `visit` with everything the store holds but engine jobs (which are transient):
    /// every record of every table in [`Table::ALL`] order, each in key order; then the owed
    /// announcements in order, the id counters and the count of dropped announcements. Stops
    /// when `visit` returns `false`. Backends other processes write (PostgreSQL) read it all
    /// as one consistent snapshot, so it may run while bots do; the default reads table by
    /// table, for stores one process holds.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn export(&self, visit: &mut dyn FnMut(Exported) -> bool) -> Result<(), StoreError> {
        let mut going = true;
        for table in Table::ALL {
            self.scan(table, "", &mut |key, v| {
                going = visit(Exported::Record {
                    table,
                    key: key.to_string(),
                    bytes: v.bytes,
                });
                going
            })?;
            if !going {
                return Ok(());
            }
        }
        let mut after: Option<OwedKey> = None;
        loop {
            let page = self.owed(after.as_ref(), 1_000)?;
            let Some(last) = page.last() else { break };
            after = Some(last.key.clone());
            for e in page {
                if !visit(Exported::Owed(e)) {
                    return Ok(());
                }
            }
        }
        for (name, last) in self.counters()? {
            if !visit(Exported::Counter { name, last }) {
                return Ok(());
            }
        }
        visit(Exported::Dropped(self.outbox_status()?.dropped));
        Ok(())
    }

    /// Calls `visit` with every stored game record as `(key, bytes)`, in key order.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn scan_games(&self, visit: &mut dyn FnMut(&str, &[u8])) -> Result<(), StoreError> {
        self.scan(Table::Games, "", &mut |k, v| {
            visit(k, &v.bytes);
            true
        })
    }

    /// Every stored game record as `(key, bytes)`, in key order.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn games(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        self.scan(Table::Games, "", &mut |k, v| {
            out.push((k.to_string(), v.bytes));
            true
        })?;
        Ok(out)
    }

    /// The game record under `key`.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn game(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.get(Table::Games, key)?.map(|v| v.bytes))
    }

    /// Writes a game record whatever is there (tools and tests; the core uses versioned
    /// commits).
    ///
    /// # Errors
    /// If the write fails.
    fn put_game(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.put(Table::Games, key, bytes)
    }

    /// Writes one record whatever is there.
    ///
    /// # Errors
    /// If the write fails.
    fn put(&self, table: Table, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.commit(Commit {
            writes: vec![Write {
                table,
                key: key.to_string(),
                expect: Expect::Any,
                value: Some(bytes.to_vec()),
            }],
            ..Commit::default()
        })
        .map(|_| ())
    }

    /// Every link record as `(key, bytes)`, in key order.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn links(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        self.scan(Table::Links, "", &mut |k, v| {
            out.push((k.to_string(), v.bytes));
            true
        })?;
        Ok(out)
    }

    /// Writes one link record.
    ///
    /// # Errors
    /// If the write fails.
    fn put_link(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.put(Table::Links, key, bytes)
    }
}
