//! The store as the core uses it, watched: every failure but a conflict (a store down, a
//! refused write, a lost connection) is noted, so that the first tick after the store answers
//! again does at once what was put off for it ([`Core::run_due`](crate::Core)), rather than a
//! retry interval later.

use hexcourier_store::jobs::JobQueue;
use hexcourier_store::shards::ShardRange;
use hexcourier_store::{
    ChangeHook, Commit, DueGame, Exported, OutboxStatus, OwedEntry, OwedKey, Store, StoreError,
    Table, Versioned,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A store whose failures are noted in a shared flag.
#[derive(Debug)]
pub(crate) struct Watched {
    inner: Box<dyn Store>,
    failed: Arc<AtomicBool>,
}

impl Watched {
    /// `inner`, its failures noted in `failed`.
    pub(crate) fn new(inner: Box<dyn Store>, failed: Arc<AtomicBool>) -> Watched {
        Watched { inner, failed }
    }

    fn note<T>(&self, r: Result<T, StoreError>) -> Result<T, StoreError> {
        if let Err(e) = &r {
            if !e.is_conflict() {
                self.failed.store(true, Ordering::SeqCst);
            }
        }
        r
    }
}

impl Store for Watched {
    fn get(&self, table: Table, key: &str) -> Result<Option<Versioned>, StoreError> {
        self.note(self.inner.get(table, key))
    }
    fn get_many(
        &self,
        table: Table,
        keys: &[String],
    ) -> Result<Vec<(String, Versioned)>, StoreError> {
        self.note(self.inner.get_many(table, keys))
    }
    fn scan(
        &self,
        table: Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        self.note(self.inner.scan(table, prefix, visit))
    }
    fn commit(&self, c: Commit) -> Result<Vec<u64>, StoreError> {
        self.note(self.inner.commit(c))
    }
    fn next_id(&self, counter: &str) -> Result<u64, StoreError> {
        self.note(self.inner.next_id(counter))
    }
    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), StoreError> {
        self.note(self.inner.raise_ids(counter, floor))
    }
    fn last_id(&self, counter: &str) -> Result<Option<u64>, StoreError> {
        self.note(self.inner.last_id(counter))
    }
    fn scan_served_games(
        &self,
        shards: ShardRange,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        self.note(self.inner.scan_served_games(shards, visit))
    }
    fn due_games(
        &self,
        shards: ShardRange,
        before: u64,
        limit: usize,
    ) -> Result<Option<Vec<DueGame>>, StoreError> {
        self.note(self.inner.due_games(shards, before, limit))
    }
    fn games_of_user(&self, user: &str) -> Result<Option<Vec<String>>, StoreError> {
        self.note(self.inner.games_of_user(user))
    }
    fn shared(&self) -> bool {
        self.inner.shared()
    }
    fn jobs(&self) -> Option<&dyn JobQueue> {
        self.inner.jobs()
    }
    fn watch(&self, hook: ChangeHook) {
        self.inner.watch(hook);
    }
    fn owed(&self, after: Option<&OwedKey>, limit: usize) -> Result<Vec<OwedEntry>, StoreError> {
        self.note(self.inner.owed(after, limit))
    }
    fn owed_of(&self, game: &str) -> Result<Vec<OwedEntry>, StoreError> {
        self.note(self.inner.owed_of(game))
    }
    fn outbox_status(&self) -> Result<OutboxStatus, StoreError> {
        self.note(self.inner.outbox_status())
    }
    fn counters(&self) -> Result<Vec<(String, u64)>, StoreError> {
        self.note(self.inner.counters())
    }
    fn export(&self, visit: &mut dyn FnMut(Exported) -> bool) -> Result<(), StoreError> {
        self.note(self.inner.export(visit))
    }
    fn scan_games(&self, visit: &mut dyn FnMut(&str, &[u8])) -> Result<(), StoreError> {
        self.note(self.inner.scan_games(visit))
    }
    fn games(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.note(self.inner.games())
    }
    fn game(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.note(self.inner.game(key))
    }
    fn put_game(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.note(self.inner.put_game(key, bytes))
    }
    fn put(&self, table: Table, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.note(self.inner.put(table, key, bytes))
    }
    fn links(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.note(self.inner.links())
    }
    fn put_link(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.note(self.inner.put_link(key, bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_store::{Expect, FaultyStore, MemoryStore, Write};

    #[test]
    fn failures_are_noted_and_conflicts_are_not() {
        let faulty = FaultyStore::new(MemoryStore::new());
        let failed = Arc::new(AtomicBool::new(false));
        let store = Watched::new(Box::new(faulty.clone()), failed.clone());
        assert!(store.get(Table::Games, "g1").is_ok());
        // A write expecting a version that is not there: a conflict, not a failure.
        let conflict = store.commit(Commit {
            writes: vec![Write {
                table: Table::Games,
                key: "g1".into(),
                expect: Expect::Version(7),
                value: Some(b"{}".to_vec()),
            }],
            ..Commit::default()
        });
        assert!(conflict.is_err_and(|e| e.is_conflict()));
        assert!(!failed.load(Ordering::SeqCst));
        faulty.faults().set_down(true);
        assert!(store.get(Table::Games, "g1").is_err());
        assert!(failed.load(Ordering::SeqCst));
    }
}
