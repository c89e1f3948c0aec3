//! The queue of engine jobs that `hexcourier worker` processes take (engine turns, hints,
//! analyses), kept by the shared store so any number of bot processes and workers use one
//! queue.
//!
//! A job has a key (the same work always has the same key, so asking twice queues it once), a
//! kind and an input. A worker takes the oldest open job with a lease; while it works it
//! renews the lease, and it finishes the job with an output. A job whose lease ran out (its
//! worker was killed, or lost the database) is taken again by the next worker, so every job
//! is done at least once; the work itself makes a repeat harmless (an engine move is stored
//! with a compare-and-swap on the game, so it is played once).

use super::StoreError;
use std::time::Duration;

/// A job a worker took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakenJob {
    /// Its key.
    pub key: String,
    /// What to do: `turn`, `hint` or `analyse`.
    pub kind: String,
    /// The input (JSON).
    pub input: Vec<u8>,
    /// How many times it was taken, this time included.
    pub attempts: u32,
}

/// How a job stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobState {
    /// How many times it was taken.
    pub attempts: u32,
    /// The worker that took it last.
    pub worker: Option<String>,
    /// Whether it is finished.
    pub finished: bool,
}

/// A queue of engine jobs.
pub trait JobQueue: Send + Sync {
    /// Calls `hook` whenever a job is queued (by any process), so idle workers take it at
    /// once; queues that cannot tell do nothing, and workers find jobs by looking.
    fn watch_jobs(&self, hook: super::ChangeHook) {
        let _ = hook;
    }

    /// Queues a job unless one with the same key exists (open or finished); `true` when
    /// queued.
    ///
    /// # Errors
    /// If the store cannot be written.
    fn put_job(&self, key: &str, kind: &str, input: &[u8]) -> Result<bool, StoreError>;

    /// Takes the oldest open job that no worker holds a live lease on, for `lease`.
    ///
    /// # Errors
    /// If the store cannot be written.
    fn take_job(&self, worker: &str, lease: Duration) -> Result<Option<TakenJob>, StoreError>;

    /// Extends `worker`'s lease on a job; `false` when it no longer holds it.
    ///
    /// # Errors
    /// If the store cannot be written.
    fn renew_job(&self, key: &str, worker: &str, lease: Duration) -> Result<bool, StoreError>;

    /// Finishes a job `worker` holds with its output; `false` when it no longer holds it
    /// (another worker took it over), and nothing is written.
    ///
    /// # Errors
    /// If the store cannot be written.
    fn finish_job(&self, key: &str, worker: &str, output: &[u8]) -> Result<bool, StoreError>;

    /// A finished job's output.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn job_output(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError>;

    /// Forgets a job, open or finished.
    ///
    /// # Errors
    /// If the store cannot be written.
    fn drop_job(&self, key: &str) -> Result<(), StoreError>;

    /// How a job stands, if it exists.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn job_state(&self, key: &str) -> Result<Option<JobState>, StoreError>;
}
