//! A store that fails on demand, around any other: the community simulator
//! ([`hexcourier_sim`]) uses it to stop a process between any two store writes and to take the
//! database away for a while, as PostgreSQL crashing under the bot does.
//!
//! - [`Faults::crash_after`]: the next `n` writes go through, then the process is dead:
//!   every later write fails until [`Faults::revive`] (a restart). What a dead process does
//!   after its last write is lost, as after `kill -9`.
//! - [`Faults::set_down`]: an outage: every read and write fails until it ends, and the
//!   process lives on.
//!
//! A write is a [`Store::commit`] or a [`Store::next_id`]; a commit either happens whole or
//! not at all, as with every backend.
//!
//! ```
//! use hexcourier_store::{FaultyStore, MemoryStore, Store, Table};
//! let store = FaultyStore::new(MemoryStore::new());
//! store.faults().crash_after(1);
//! assert!(store.put(Table::Links, "a", b"1").is_ok());
//! assert!(store.put(Table::Links, "b", b"2").is_err());
//! assert!(store.faults().crashed());
//! store.faults().revive();
//! assert!(store.put(Table::Links, "b", b"2").is_ok());
//! store.faults().set_down(true);
//! assert!(store.get(Table::Links, "a").is_err());
//! ```

use super::{
    Commit, DueGame, OutboxStatus, OwedEntry, OwedKey, Store, StoreError, Table, Versioned,
};
use crate::shards::ShardRange;
use std::sync::{Arc, Mutex, PoisonError};

/// The faults a [`FaultyStore`] is told to make, shared by its clones.
#[derive(Debug, Default)]
pub struct Faults {
    state: Mutex<FaultState>,
}

#[derive(Debug, Default)]
struct FaultState {
    /// An outage: everything fails.
    down: bool,
    /// Writes left before the process dies, when armed.
    crash_in: Option<u64>,
    /// The process died: writes fail until revived.
    crashed: bool,
    /// Writes that went through.
    writes: u64,
}

impl Faults {
    fn state(&self) -> std::sync::MutexGuard<'_, FaultState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts or ends an outage: while it lasts every read and write fails.
    pub fn set_down(&self, down: bool) {
        self.state().down = down;
    }

    /// Whether an outage lasts.
    pub fn is_down(&self) -> bool {
        self.state().down
    }

    /// Lets `n` more writes through, then makes the process dead (every later write fails).
    pub fn crash_after(&self, n: u64) {
        let mut s = self.state();
        s.crash_in = Some(n);
    }

    /// Whether the process died (a write was refused after [`Faults::crash_after`]).
    pub fn crashed(&self) -> bool {
        self.state().crashed
    }

    /// Whether a crash is armed and has not happened yet.
    pub fn armed(&self) -> bool {
        self.state().crash_in.is_some()
    }

    /// A new process on the same store: no crash armed, none happened.
    pub fn revive(&self) {
        let mut s = self.state();
        s.crashed = false;
        s.crash_in = None;
    }

    /// Writes that went through so far.
    pub fn writes(&self) -> u64 {
        self.state().writes
    }

    /// Whether a read may go through now.
    fn read(&self) -> Result<(), StoreError> {
        if self.state().down {
            return Err(down());
        }
        Ok(())
    }

    /// Whether a write may go through now; counts it when it may.
    fn write(&self) -> Result<(), StoreError> {
        let mut s = self.state();
        if s.down {
            return Err(down());
        }
        if s.crashed {
            return Err(dead());
        }
        match s.crash_in {
            Some(0) => {
                s.crashed = true;
                s.crash_in = None;
                Err(dead())
            }
            Some(n) => {
                s.crash_in = Some(n - 1);
                s.writes += 1;
                Ok(())
            }
            None => {
                s.writes += 1;
                Ok(())
            }
        }
    }
}

fn down() -> StoreError {
    StoreError::Refused("the store is down (a simulated outage)".into())
}

fn dead() -> StoreError {
    StoreError::Refused("the process is dead (a simulated crash)".into())
}

/// A store that forwards everything to `S` unless its [`Faults`] say otherwise. Clones share
/// the store and the faults, so a restarted core opens a clone.
#[derive(Debug, Clone)]
pub struct FaultyStore<S = super::MemoryStore> {
    inner: S,
    faults: Arc<Faults>,
}

impl<S: Store> FaultyStore<S> {
    /// `inner`, without faults until told.
    pub fn new(inner: S) -> FaultyStore<S> {
        FaultyStore {
            inner,
            faults: Arc::default(),
        }
    }

    /// The faults, to set.
    pub fn faults(&self) -> &Faults {
        &self.faults
    }

    /// The store underneath, without faults.
    pub fn inner(&self) -> &S {
        &self.inner
    }
}

impl<S: Store> Store for FaultyStore<S> {
    fn get(&self, table: Table, key: &str) -> Result<Option<Versioned>, StoreError> {
        self.faults.read()?;
        self.inner.get(table, key)
    }

    fn get_many(
        &self,
        table: Table,
        keys: &[String],
    ) -> Result<Vec<(String, Versioned)>, StoreError> {
        self.faults.read()?;
        self.inner.get_many(table, keys)
    }

    fn scan(
        &self,
        table: Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        self.faults.read()?;
        self.inner.scan(table, prefix, visit)
    }

    fn commit(&self, c: Commit) -> Result<Vec<u64>, StoreError> {
        self.faults.write()?;
        self.inner.commit(c)
    }

    fn next_id(&self, counter: &str) -> Result<u64, StoreError> {
        self.faults.write()?;
        self.inner.next_id(counter)
    }

    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), StoreError> {
        self.faults.read()?;
        self.inner.raise_ids(counter, floor)
    }

    fn last_id(&self, counter: &str) -> Result<Option<u64>, StoreError> {
        self.faults.read()?;
        self.inner.last_id(counter)
    }

    fn scan_served_games(
        &self,
        shards: ShardRange,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        self.faults.read()?;
        self.inner.scan_served_games(shards, visit)
    }

    fn due_games(
        &self,
        shards: ShardRange,
        before: u64,
        limit: usize,
    ) -> Result<Option<Vec<DueGame>>, StoreError> {
        self.faults.read()?;
        self.inner.due_games(shards, before, limit)
    }

    fn games_of_user(&self, user: &str) -> Result<Option<Vec<String>>, StoreError> {
        self.faults.read()?;
        self.inner.games_of_user(user)
    }

    fn shared(&self) -> bool {
        self.inner.shared()
    }

    fn watch(&self, hook: super::ChangeHook) {
        self.inner.watch(hook);
    }

    fn owed(&self, after: Option<&OwedKey>, limit: usize) -> Result<Vec<OwedEntry>, StoreError> {
        self.faults.read()?;
        self.inner.owed(after, limit)
    }

    fn owed_of(&self, game: &str) -> Result<Vec<OwedEntry>, StoreError> {
        self.faults.read()?;
        self.inner.owed_of(game)
    }

    fn outbox_status(&self) -> Result<OutboxStatus, StoreError> {
        self.faults.read()?;
        self.inner.outbox_status()
    }

    fn counters(&self) -> Result<Vec<(String, u64)>, StoreError> {
        self.faults.read()?;
        self.inner.counters()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryStore;

    #[test]
    fn a_crash_stops_writes_after_the_ones_let_through_and_keeps_what_was_written() {
        let store = FaultyStore::new(MemoryStore::new());
        store.faults().crash_after(2);
        assert_eq!(store.next_id("games").ok(), Some(1));
        assert!(store.put(Table::Links, "a", b"1").is_ok());
        assert!(store.put(Table::Links, "b", b"2").is_err());
        assert!(store.next_id("games").is_err());
        // Reads go on: the store is up, only the process is gone.
        assert_eq!(
            store.get(Table::Links, "a").ok().flatten().map(|v| v.bytes),
            Some(b"1".to_vec())
        );
        assert_eq!(store.get(Table::Links, "b").ok().flatten(), None);
        assert_eq!(store.faults().writes(), 2);
        store.faults().revive();
        assert_eq!(store.next_id("games").ok(), Some(2));
    }

    #[test]
    fn an_outage_fails_reads_and_writes_until_it_ends() {
        let store = FaultyStore::new(MemoryStore::new());
        assert!(store.put(Table::Links, "a", b"1").is_ok());
        store.faults().set_down(true);
        assert!(store.get(Table::Links, "a").is_err());
        assert!(store.owed(None, 10).is_err());
        assert!(store.put(Table::Links, "a", b"2").is_err());
        store.faults().set_down(false);
        assert_eq!(
            store.get(Table::Links, "a").ok().flatten().map(|v| v.bytes),
            Some(b"1".to_vec())
        );
    }
}
