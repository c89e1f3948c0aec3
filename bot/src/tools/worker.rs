//! `hexcourier worker`: runs the engine searches bot processes hand over (`engine.workers`):
//! the engine's turns, hints and analyses, taken from the shared store's job queue. Each of
//! its `engine.max_searches` threads takes the oldest open job with a lease, renews the lease
//! while it searches, and finishes the job with its output; a worker killed mid-search leaves
//! its job to be taken again once the lease runs out. Any number of workers on any machines
//! may serve one database.

use crate::cli::WorkerArgs;
use crate::config::Settings;
use crate::core::{Core, EngineSettings, JobDone};
use anyhow::{bail, Context, Result};
use hexcourier_engine::Library;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

/// How long a worker with nothing to do waits before looking again, unless a queued job's
/// notification wakes it first.
const IDLE: Duration = Duration::from_secs(1);

/// Wakes idle worker threads when a job is queued.
#[derive(Debug, Default)]
struct Bell {
    rung: Mutex<u64>,
    ring: Condvar,
}

impl Bell {
    fn ring(&self) {
        *self.rung.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        self.ring.notify_all();
    }

    /// Waits until the bell rings after `seen` rings, or `IDLE` passes; the rings counted.
    fn wait(&self, seen: u64) -> u64 {
        let rung = self.rung.lock().unwrap_or_else(PoisonError::into_inner);
        let (rung, _) = self
            .ring
            .wait_timeout_while(rung, IDLE, |r| *r == seen)
            .unwrap_or_else(PoisonError::into_inner);
        *rung
    }

    fn rung(&self) -> u64 {
        *self.rung.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Runs the worker until it is stopped.
///
/// # Errors
/// If the store cannot be opened or keeps no job queue.
pub fn run(a: &WorkerArgs, lib: Library, settings: &Settings) -> Result<()> {
    crate::discord::init_logging();
    crate::open_files::raise();
    let url = settings.store_url()?;
    let core = Core::open_url(lib, &url)
        .with_context(|| format!("could not open the store {url}"))?
        .with_engine(EngineSettings {
            inline: false,
            workers: false,
            ..settings.engine.clone()
        });
    if !core.has_job_queue() {
        bail!("hexcourier worker takes its jobs from a PostgreSQL store; {url} keeps no job queue (set --store or store to a postgres:// URL)");
    }
    let lease = Duration::from_secs(a.lease_secs.max(1));
    let name = a
        .name
        .clone()
        .unwrap_or_else(|| format!("worker-{}", std::process::id()));
    let threads = settings.engine.max_searches.max(1);
    tracing::info!(%name, threads, store = %url, "worker started");
    let core = Arc::new(core);
    let bell = Arc::new(Bell::default());
    let ringer = bell.clone();
    core.on_job(Box::new(move || ringer.ring()));
    let handles: Vec<_> = (0..threads)
        .map(|i| {
            let (core, name, bell) = (core.clone(), format!("{name}.{i}"), bell.clone());
            std::thread::spawn(move || work(&core, &name, lease, &bell))
        })
        .collect();
    for h in handles {
        let _ = h.join();
    }
    Ok(())
}

/// One thread's loop: take, do, finish.
fn work(core: &Arc<Core>, name: &str, lease: Duration, bell: &Bell) {
    loop {
        // Rings counted before looking: a job queued after the look rings again.
        let seen = bell.rung();
        let job = match core.take_job(name, lease) {
            Ok(Some(job)) => job,
            Ok(None) => {
                bell.wait(seen);
                continue;
            }
            Err(e) => {
                tracing::warn!("cannot take a job: {e}");
                std::thread::sleep(Duration::from_secs(1));
                continue;
            }
        };
        tracing::info!(key = %job.key, attempt = job.attempts, "job taken");
        // The lease is renewed a few times per period while the search runs.
        let done = Arc::new(AtomicBool::new(false));
        let heartbeat = {
            let (core, key, name, done) = (
                core.clone(),
                job.key.clone(),
                name.to_string(),
                done.clone(),
            );
            std::thread::spawn(move || {
                let step = (lease / 3).max(Duration::from_millis(100));
                while !done.load(Ordering::SeqCst) {
                    std::thread::park_timeout(step);
                    if done.load(Ordering::SeqCst) {
                        break;
                    }
                    match core.renew_job(&key, &name, lease) {
                        Ok(true) => {}
                        Ok(false) => {
                            tracing::warn!(%key, "lost the job's lease to another worker");
                            break;
                        }
                        Err(e) => tracing::warn!(%key, "cannot renew the job's lease: {e}"),
                    }
                }
            })
        };
        let (output, what) = core.run_job(&job);
        done.store(true, Ordering::SeqCst);
        heartbeat.thread().unpark();
        let _ = heartbeat.join();
        match &what {
            JobDone::Unknown(why) => tracing::warn!(key = %job.key, "job not done: {why}"),
            JobDone::Turn(played) => tracing::info!(key = %job.key, played, "engine turn done"),
            JobDone::Answered => tracing::info!(key = %job.key, "answered"),
        }
        match core.finish_job(&job.key, name, &output) {
            Ok(true) => {}
            Ok(false) => tracing::warn!(key = %job.key, "the job was taken over meanwhile"),
            Err(e) => tracing::warn!(key = %job.key, "cannot finish the job: {e}"),
        }
    }
}
