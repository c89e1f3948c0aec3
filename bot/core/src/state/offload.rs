//! Engine searches handed to `hexcourier worker` processes (`engine.workers`), through the
//! store's job queue: the engine's turns (the worker plays and stores the move itself, with
//! a compare-and-swap on the game, so a job done twice plays once), hints and analyses (the
//! worker writes their lines; this process waits for them, and searches itself when no
//! worker answers in time).

use crate::vocabulary::types::{GameId, Place};
use crate::Core;
use hexcourier_store::jobs::{JobState, TakenJob};
use hexcourier_store::StoreError;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// Which search a hint or analysis job runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Search {
    /// `/hint`.
    Hint,
    /// `/analyse`.
    Analyse,
}

/// A job's input: the game's place and the moves played when it was asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    place: String,
    plies: usize,
    /// The asker's language code (`pl`) for a hint's or analysis's lines; English if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    lang: Option<String>,
}

/// A hint or analysis job's output: its lines, or nothing when the worker could not answer
/// (the game moved on): this process then searches itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Output {
    lines: Option<Vec<String>>,
}

/// How long past its budget a hint waits for a worker before searching here.
const GRACE: Duration = Duration::from_secs(5);

/// How often a waiting hint looks for its answer.
const POLL: Duration = Duration::from_millis(20);

/// What a worker did with a job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JobDone {
    /// An engine turn: whether a move was played (not when the game had moved on already).
    Turn(bool),
    /// A hint or an analysis, answered.
    Answered,
    /// A job this build does not know, or whose input does not read.
    Unknown(String),
}

impl Core {
    /// With workers, queues the engine's turn in the game after `plies` moves (once, however
    /// often asked): `true` when it is a worker's to play.
    pub(crate) fn queue_turn(&self, game: GameId, plies: usize) -> bool {
        let Some(queue) = self.store.jobs().filter(|_| self.engine.workers) else {
            return false;
        };
        let input = Input {
            place: game.place().as_str().to_string(),
            plies,
            lang: None,
        };
        let key = format!("turn:{game}:{plies}");
        match queue.put_job(&key, "turn", &encode(&input)) {
            Ok(queued) => {
                if queued {
                    tracing::info!(%game, plies, "engine turn queued for the workers");
                    crate::metrics::count(
                        "hexcourier_engine_jobs_total",
                        vec![("kind", "turn".into())],
                    );
                }
                true
            }
            Err(e) => {
                // Searched here instead: the game must not wait on a queue it cannot reach.
                tracing::warn!(%game, "cannot queue the engine's turn ({e}); searching here");
                false
            }
        }
    }

    /// With workers, asks one for a hint's or an analysis's lines and waits for them (the
    /// search's budget and a few seconds); `None` to search here.
    pub(crate) fn on_worker(
        &self,
        kind: Search,
        place: &Place,
        plies: usize,
        lang: crate::i18n::Lang,
    ) -> Option<Vec<String>> {
        let queue = self.store.jobs().filter(|_| self.engine.workers)?;
        let n = self.store.next_id("jobs").ok()?;
        let key = format!(
            "{}:{}:{n}",
            match kind {
                Search::Hint => "hint",
                Search::Analyse => "analyse",
            },
            place.as_str().trim_start_matches('#')
        );
        let input = Input {
            place: place.as_str().to_string(),
            plies,
            lang: Some(lang.code().to_string()),
        };
        let kind_name = match kind {
            Search::Hint => "hint",
            Search::Analyse => "analyse",
        };
        if let Err(e) = queue.put_job(&key, kind_name, &encode(&input)) {
            tracing::warn!(%place, "cannot queue a {kind_name} ({e}); searching here");
            return None;
        }
        crate::metrics::count(
            "hexcourier_engine_jobs_total",
            vec![("kind", kind_name.into())],
        );
        let budget = match kind {
            Search::Hint => self.engine.hint.time,
            Search::Analyse => self.engine.analyse.time,
        }
        .unwrap_or(Duration::from_secs(10));
        let deadline = Instant::now() + budget + GRACE;
        let answer = loop {
            match queue.job_output(&key) {
                Ok(Some(bytes)) => break serde_json::from_slice::<Output>(&bytes).ok(),
                Ok(None) if Instant::now() < deadline => std::thread::sleep(POLL),
                Ok(None) => {
                    tracing::warn!(%place, "no worker answered the {kind_name} in time; searching here");
                    break None;
                }
                Err(e) => {
                    tracing::warn!(%place, "cannot read the {kind_name}'s answer ({e}); searching here");
                    break None;
                }
            }
        };
        let _ = queue.drop_job(&key);
        answer.and_then(|o| o.lines)
    }

    /// Whether the store keeps a job queue that workers can serve.
    pub fn has_job_queue(&self) -> bool {
        self.store.jobs().is_some()
    }

    /// Takes the oldest open job for `worker`, leased for `lease` (see
    /// [`hexcourier_store::jobs::JobQueue::take_job`]).
    ///
    /// # Errors
    /// If the store keeps no queue or cannot be written.
    pub fn take_job(&self, worker: &str, lease: Duration) -> Result<Option<TakenJob>, StoreError> {
        self.queue()?.take_job(worker, lease)
    }

    /// Calls `hook` whenever a job is queued, where the store can tell (PostgreSQL).
    pub fn on_job(&self, hook: hexcourier_store::ChangeHook) {
        if let Some(q) = self.store.jobs() {
            q.watch_jobs(hook);
        }
    }

    /// Extends a worker's lease; `false` when it lost the job.
    ///
    /// # Errors
    /// If the store keeps no queue or cannot be written.
    pub fn renew_job(&self, key: &str, worker: &str, lease: Duration) -> Result<bool, StoreError> {
        self.queue()?.renew_job(key, worker, lease)
    }

    /// Finishes a job with its output; `false` when the worker no longer held it.
    ///
    /// # Errors
    /// If the store keeps no queue or cannot be written.
    pub fn finish_job(&self, key: &str, worker: &str, output: &[u8]) -> Result<bool, StoreError> {
        self.queue()?.finish_job(key, worker, output)
    }

    /// How a job stands (tests, tools).
    ///
    /// # Errors
    /// If the store keeps no queue or cannot be read.
    pub fn job_state(&self, key: &str) -> Result<Option<JobState>, StoreError> {
        self.queue()?.job_state(key)
    }

    fn queue(&self) -> Result<&dyn hexcourier_store::jobs::JobQueue, StoreError> {
        self.store.jobs().ok_or_else(|| {
            StoreError::Refused(
                "this store keeps no job queue: engine workers need a PostgreSQL store".into(),
            )
        })
    }

    /// Does a job a worker took (see [`crate::worker`]): plays the engine's turn, or writes a
    /// hint's or an analysis's lines. Returns the output to store and what was done.
    pub fn run_job(&self, job: &TakenJob) -> (Vec<u8>, JobDone) {
        let Ok(input) = serde_json::from_slice::<Input>(&job.input) else {
            return (Vec::new(), JobDone::Unknown("unreadable input".into()));
        };
        let place = Place::new(input.place);
        match job.kind.as_str() {
            "turn" => {
                let played = self.engine_turn(&place);
                (b"{}".to_vec(), JobDone::Turn(played))
            }
            "hint" | "analyse" => {
                let kind = if job.kind == "hint" {
                    Search::Hint
                } else {
                    Search::Analyse
                };
                let lang = input
                    .lang
                    .as_deref()
                    .and_then(|l| l.parse().ok())
                    .unwrap_or_default();
                let lines = self
                    .search_lines(kind, &place, input.plies, lang)
                    .and_then(Result::ok);
                (encode(&Output { lines }), JobDone::Answered)
            }
            other => (
                Vec::new(),
                JobDone::Unknown(format!("unknown job kind '{other}'")),
            ),
        }
    }
}

fn encode<T: Serialize>(t: &T) -> Vec<u8> {
    // Strings and numbers always serialise.
    serde_json::to_vec(t).unwrap_or_default()
}
