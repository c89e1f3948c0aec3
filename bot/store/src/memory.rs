//! A store in memory, for tests: the same contract as the others, with failures on demand.

use super::jobs::{JobQueue, JobState, TakenJob};
use super::{
    expect_words, found_words, meets, Commit, DueGame, OutboxStatus, OwedEntry, OwedKey, Store,
    StoreError, Table, Versioned,
};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

#[derive(Debug, Default)]
struct State {
    tables: BTreeMap<(Table, String), Versioned>,
    owed: BTreeMap<OwedKey, OwedEntry>,
    counters: BTreeMap<String, u64>,
    dropped: u64,
    jobs: BTreeMap<String, Job>,
    /// Jobs queued so far (their order of age).
    queued: u64,
    /// Games' deadlines and communities ([`super::GameMeta`]), by key.
    meta: BTreeMap<String, (Option<u64>, Option<String>)>,
    /// The games of each user: `(user, game)`.
    user_games: std::collections::BTreeSet<(String, String)>,
}

/// An engine job as the memory store keeps it.
#[derive(Debug, Clone)]
struct Job {
    kind: String,
    input: Vec<u8>,
    order: u64,
    worker: Option<String>,
    lease_until: Option<Instant>,
    attempts: u32,
    output: Option<Vec<u8>>,
}

/// A store in memory. Clones share the same contents, so a test can "restart" by building a
/// new core on a clone.
#[derive(Debug, Clone, Default)]
pub struct MemoryStore {
    state: Arc<Mutex<State>>,
    refuse_writes: Arc<AtomicBool>,
    reads: Arc<AtomicUsize>,
    /// Whether cores on clones are told the store is shared ([`Store::shared`]).
    shared: bool,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// An empty store that says it is shared, as PostgreSQL does: cores opened on its clones
    /// stand for processes on one database (each checks a game's stored version before a
    /// command on it).
    pub fn shared_by_processes() -> MemoryStore {
        MemoryStore {
            shared: true,
            ..MemoryStore::default()
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Makes every later commit fail (or succeed again).
    pub fn refuse_writes(&self, refuse: bool) {
        self.refuse_writes.store(refuse, Ordering::SeqCst);
    }

    /// The game record stored under a key.
    pub fn get(&self, key: &str) -> Option<Vec<u8>> {
        self.state()
            .tables
            .get(&(Table::Games, key.to_string()))
            .map(|v| v.bytes.clone())
    }

    /// How many single game records were read with [`Store::get`] (the core reads one when it
    /// first uses a game after a restart).
    pub fn reads(&self) -> usize {
        self.reads.load(Ordering::SeqCst)
    }

    /// Stores raw bytes as a game record from before versions were kept (version 0),
    /// bypassing any checks (to plant broken or old records).
    pub fn put_raw(&self, key: &str, bytes: &[u8]) {
        self.state().tables.insert(
            (Table::Games, key.to_string()),
            Versioned {
                version: 0,
                bytes: bytes.to_vec(),
            },
        );
    }
}

impl Store for MemoryStore {
    fn shared(&self) -> bool {
        self.shared
    }

    fn jobs(&self) -> Option<&dyn JobQueue> {
        Some(self)
    }

    fn get(&self, table: Table, key: &str) -> Result<Option<Versioned>, StoreError> {
        if table == Table::Games {
            self.reads.fetch_add(1, Ordering::SeqCst);
        }
        Ok(self.state().tables.get(&(table, key.to_string())).cloned())
    }

    fn scan(
        &self,
        table: Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, Versioned) -> bool,
    ) -> Result<(), StoreError> {
        let rows: Vec<(String, Versioned)> = self
            .state()
            .tables
            .range((table, prefix.to_string())..)
            .take_while(|((t, k), _)| *t == table && k.starts_with(prefix))
            .map(|((_, k), v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in rows {
            if !visit(&k, v) {
                break;
            }
        }
        Ok(())
    }

    fn commit(&self, c: Commit) -> Result<Vec<u64>, StoreError> {
        if self.refuse_writes.load(Ordering::SeqCst) {
            return Err(StoreError::Refused(
                "the memory store is set to refuse writes".into(),
            ));
        }
        let mut s = self.state();
        for w in &c.writes {
            let found = s.tables.get(&(w.table, w.key.clone())).map(|v| v.version);
            if !meets(w.expect, found) {
                return Err(StoreError::Conflict {
                    table: w.table,
                    key: w.key.clone(),
                    expected: expect_words(w.expect),
                    found: found_words(found),
                });
            }
        }
        if let Some(e) = c.owe.iter().find(|e| s.owed.contains_key(&e.key)) {
            return Err(StoreError::Conflict {
                table: Table::Games,
                key: format!("{} (announcement {})", e.key.game, e.key.seq),
                expected: "no announcement".into(),
                found: "one owed".into(),
            });
        }
        let mut versions = Vec::with_capacity(c.writes.len());
        for w in c.writes {
            let k = (w.table, w.key);
            let version = s.tables.get(&k).map_or(0, |v| v.version) + 1;
            match w.value {
                Some(bytes) => {
                    s.tables.insert(k, Versioned { version, bytes });
                }
                None => {
                    s.tables.remove(&k);
                }
            }
            versions.push(version);
        }
        for e in c.owe {
            s.owed.insert(e.key.clone(), e);
        }
        for (k, body) in c.progress {
            if let Some(e) = s.owed.get_mut(&k) {
                e.body = body;
            }
        }
        for k in &c.settle {
            s.owed.remove(k);
        }
        s.dropped += c.dropped;
        for g in c.games {
            for u in g.users {
                s.user_games.insert((u, g.key.clone()));
            }
            s.meta.insert(g.key, (g.due_at, g.realm));
        }
        Ok(versions)
    }

    fn due_games(
        &self,
        shards: crate::shards::ShardRange,
        before: u64,
        limit: usize,
    ) -> Result<Option<Vec<DueGame>>, StoreError> {
        let s = self.state();
        let mut due: Vec<DueGame> = s
            .meta
            .iter()
            .filter_map(|(key, (at, realm))| {
                let at = (*at).filter(|t| *t <= before)?;
                Some(DueGame {
                    key: key.clone(),
                    due_at: at,
                    realm: realm.clone(),
                })
            })
            .filter(|g| shards.serves(g.realm.as_deref()))
            .collect();
        due.sort_by_key(|g| g.due_at);
        due.truncate(limit);
        Ok(Some(due))
    }

    fn games_of_user(&self, user: &str) -> Result<Option<Vec<String>>, StoreError> {
        let s = self.state();
        Ok(Some(
            s.user_games
                .range((user.to_string(), String::new())..)
                .take_while(|(u, _)| u == user)
                .map(|(_, g)| g.clone())
                .collect(),
        ))
    }

    fn next_id(&self, counter: &str) -> Result<u64, StoreError> {
        let mut s = self.state();
        let n = s.counters.entry(counter.to_string()).or_insert(0);
        *n += 1;
        Ok(*n)
    }

    fn last_id(&self, counter: &str) -> Result<Option<u64>, StoreError> {
        Ok(Some(
            self.state().counters.get(counter).copied().unwrap_or(0),
        ))
    }

    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), StoreError> {
        let mut s = self.state();
        let n = s.counters.entry(counter.to_string()).or_insert(0);
        *n = (*n).max(floor);
        Ok(())
    }

    fn owed(&self, after: Option<&OwedKey>, limit: usize) -> Result<Vec<OwedEntry>, StoreError> {
        let s = self.state();
        let iter: Box<dyn Iterator<Item = &OwedEntry>> = match after {
            None => Box::new(s.owed.values()),
            Some(a) => Box::new(
                s.owed
                    .range((
                        std::ops::Bound::Excluded(a.clone()),
                        std::ops::Bound::Unbounded,
                    ))
                    .map(|(_, e)| e),
            ),
        };
        Ok(iter.take(limit).cloned().collect())
    }

    fn owed_of(&self, game: &str) -> Result<Vec<OwedEntry>, StoreError> {
        let from = OwedKey {
            game: game.to_string(),
            seq: 0,
        };
        Ok(self
            .state()
            .owed
            .range(from..)
            .take_while(|(k, _)| k.game == game)
            .map(|(_, e)| e.clone())
            .collect())
    }

    fn counters(&self) -> Result<Vec<(String, u64)>, StoreError> {
        Ok(self
            .state()
            .counters
            .iter()
            .map(|(k, v)| (k.clone(), *v))
            .collect())
    }

    fn outbox_status(&self) -> Result<OutboxStatus, StoreError> {
        let s = self.state();
        Ok(OutboxStatus {
            owed: s.owed.len() as u64,
            oldest: s.owed.values().map(|e| e.created).min(),
            dropped: s.dropped,
        })
    }
}

impl JobQueue for MemoryStore {
    fn put_job(&self, key: &str, kind: &str, input: &[u8]) -> Result<bool, StoreError> {
        let mut st = self.state();
        if st.jobs.contains_key(key) {
            return Ok(false);
        }
        st.queued += 1;
        let order = st.queued;
        st.jobs.insert(
            key.to_string(),
            Job {
                kind: kind.to_string(),
                input: input.to_vec(),
                order,
                worker: None,
                lease_until: None,
                attempts: 0,
                output: None,
            },
        );
        Ok(true)
    }

    fn take_job(&self, worker: &str, lease: Duration) -> Result<Option<TakenJob>, StoreError> {
        let now = Instant::now();
        let mut st = self.state();
        let Some((key, job)) = st
            .jobs
            .iter_mut()
            .filter(|(_, j)| j.output.is_none() && j.lease_until.is_none_or(|t| t < now))
            .min_by_key(|(_, j)| j.order)
        else {
            return Ok(None);
        };
        job.worker = Some(worker.to_string());
        job.lease_until = Some(now + lease);
        job.attempts += 1;
        Ok(Some(TakenJob {
            key: key.clone(),
            kind: job.kind.clone(),
            input: job.input.clone(),
            attempts: job.attempts,
        }))
    }

    fn renew_job(&self, key: &str, worker: &str, lease: Duration) -> Result<bool, StoreError> {
        let mut st = self.state();
        match st.jobs.get_mut(key) {
            Some(j) if j.output.is_none() && j.worker.as_deref() == Some(worker) => {
                j.lease_until = Some(Instant::now() + lease);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    fn finish_job(&self, key: &str, worker: &str, output: &[u8]) -> Result<bool, StoreError> {
        let mut st = self.state();
        match st.jobs.get_mut(key) {
            Some(j) if j.output.is_none() && j.worker.as_deref() == Some(worker) => {
                j.output = Some(output.to_vec());
                j.lease_until = None;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    fn job_output(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().jobs.get(key).and_then(|j| j.output.clone()))
    }

    fn drop_job(&self, key: &str) -> Result<(), StoreError> {
        self.state().jobs.remove(key);
        Ok(())
    }

    fn job_state(&self, key: &str) -> Result<Option<JobState>, StoreError> {
        Ok(self.state().jobs.get(key).map(|j| JobState {
            attempts: j.attempts,
            worker: j.worker.clone(),
            finished: j.output.is_some(),
        }))
    }
}
