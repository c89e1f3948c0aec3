//! Animated replays drawn for the web, bounded: one drawing per replay at a time (requests
//! for a replay being drawn wait for that drawing and share it; the caller keeps the result
//! in the picture cache), at most `web.max_gif_renders` drawings at once, each on a blocking
//! thread, off the async runtime. A drawing that cannot get a turn within the wait given
//! ([`TURN_WAIT`] on a server) is refused, and so are the requests that waited for it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::sync::{watch, Semaphore};

/// How long a replay waits for a turn to be drawn before it is refused.
pub const TURN_WAIT: Duration = Duration::from_secs(20);

/// Why a replay was not drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotDrawn {
    /// Every turn stayed taken for the whole wait.
    #[error("too many replays are being drawn")]
    Busy,
    /// The painter failed.
    #[error("the replay could not be drawn: {0}")]
    Failed(String),
    /// The drawing stopped before it ended (its thread panicked).
    #[error("the drawing of the replay stopped")]
    Stopped,
}

type Outcome = Result<Arc<Vec<u8>>, NotDrawn>;

/// The drawings under way, by replay key, and the turns to draw.
#[derive(Debug)]
pub struct Renders {
    turns: Arc<Semaphore>,
    wait: Duration,
    flights: Mutex<HashMap<u64, watch::Sender<Option<Outcome>>>>,
    drawn: AtomicU64,
}

/// Forgets a finished (or abandoned) drawing, so the next request starts anew.
struct Landed<'a> {
    renders: &'a Renders,
    key: u64,
}

impl Drop for Landed<'_> {
    fn drop(&mut self) {
        self.renders
            .flights
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.key);
    }
}

impl Renders {
    /// At most `max` drawings at once (at least 1); a drawing waits `wait` for its turn.
    pub fn new(max: usize, wait: Duration) -> Renders {
        Renders {
            turns: Arc::new(Semaphore::new(max.max(1))),
            wait,
            flights: Mutex::default(),
            drawn: AtomicU64::new(0),
        }
    }

    /// Drawings finished (or failed) since the start.
    pub fn drawn(&self) -> u64 {
        self.drawn.load(Ordering::SeqCst)
    }

    /// Drawings under way or waiting for a turn now.
    pub fn in_flight(&self) -> usize {
        self.flights
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Requests waiting for the drawing of replay `key` now (none when it is not drawn).
    pub fn waiting_for(&self, key: u64) -> usize {
        self.flights
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&key)
            .map_or(0, watch::Sender::receiver_count)
    }

    /// The replay `key`: drawn by `draw` on a blocking thread, unless it is being drawn
    /// already; then that drawing's result. The drawing goes on when the request that started
    /// it goes away.
    ///
    /// # Errors
    /// [`NotDrawn`] when no turn came within the wait, or the drawing failed.
    pub async fn draw(
        self: &Arc<Self>,
        key: u64,
        draw: impl FnOnce() -> Result<Arc<Vec<u8>>, String> + Send + 'static,
    ) -> Outcome {
        let mut rx = {
            let mut flights = self.flights.lock().unwrap_or_else(PoisonError::into_inner);
            match flights.get(&key) {
                Some(tx) => tx.subscribe(),
                None => {
                    let (tx, rx) = watch::channel(None);
                    flights.insert(key, tx.clone());
                    let me = self.clone();
                    tokio::spawn(async move {
                        let landed = Landed { renders: &me, key };
                        let outcome = me.in_turn(draw).await;
                        // Forgotten before it is told: whoever hears this outcome and asks
                        // again starts a new drawing instead of hearing the old outcome (a
                        // refusal included) a second time.
                        drop(landed);
                        let _ = tx.send(Some(outcome));
                    });
                    rx
                }
            }
        };
        let outcome = match rx.wait_for(Option::is_some).await {
            Ok(outcome) => outcome.clone(),
            Err(_) => None,
        };
        outcome.unwrap_or(Err(NotDrawn::Stopped))
    }

    /// Waits for a turn (within the wait), then draws on a blocking thread.
    async fn in_turn(
        &self,
        draw: impl FnOnce() -> Result<Arc<Vec<u8>>, String> + Send + 'static,
    ) -> Outcome {
        let turn = if self.wait.is_zero() {
            self.turns.clone().try_acquire_owned().ok()
        } else {
            tokio::time::timeout(self.wait, self.turns.clone().acquire_owned())
                .await
                .ok()
                .and_then(Result::ok)
        };
        let Some(turn) = turn else {
            return Err(NotDrawn::Busy);
        };
        let drawn = tokio::task::spawn_blocking(move || {
            let _turn = turn;
            draw()
        })
        .await;
        self.drawn.fetch_add(1, Ordering::SeqCst);
        match drawn {
            Ok(Ok(bytes)) => Ok(bytes),
            Ok(Err(why)) => Err(NotDrawn::Failed(why)),
            Err(_) => Err(NotDrawn::Stopped),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn requests_for_a_replay_being_drawn_share_its_drawing() {
        let renders = Arc::new(Renders::new(2, TURN_WAIT));
        let (started_tx, started) = mpsc::channel::<()>();
        let (go, go_rx) = mpsc::channel::<()>();
        let first = tokio::spawn({
            let r = renders.clone();
            async move {
                r.draw(7, move || {
                    let _ = started_tx.send(());
                    let _ = go_rx.recv();
                    Ok(Arc::new(vec![1, 2, 3]))
                })
                .await
            }
        });
        tokio::task::spawn_blocking(move || started.recv())
            .await
            .expect("joined")
            .expect("the drawing started");
        // Seven more while it draws: none draws again.
        let more: Vec<_> = (0..7)
            .map(|_| {
                let r = renders.clone();
                tokio::spawn(async move { r.draw(7, || Err("drawn twice".into())).await })
            })
            .collect();
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while renders.waiting_for(7) < 8 {
            assert!(std::time::Instant::now() < deadline, "the requests joined");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        go.send(()).expect("released");
        let bytes = first.await.expect("joined").expect("drawn");
        for m in more {
            let theirs = m.await.expect("joined").expect("shared");
            assert!(Arc::ptr_eq(&bytes, &theirs), "the same drawing");
        }
        assert_eq!(renders.drawn(), 1);
        assert_eq!(renders.in_flight(), 0, "forgotten once drawn");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn past_the_cap_a_replay_waits_then_is_refused() {
        // One turn, no wait: while one replay draws, another is refused at once.
        let renders = Arc::new(Renders::new(1, Duration::ZERO));
        let (started_tx, started) = mpsc::channel::<()>();
        let (go, go_rx) = mpsc::channel::<()>();
        let first = tokio::spawn({
            let r = renders.clone();
            async move {
                r.draw(1, move || {
                    let _ = started_tx.send(());
                    let _ = go_rx.recv();
                    Ok(Arc::new(vec![1]))
                })
                .await
            }
        });
        tokio::task::spawn_blocking(move || started.recv())
            .await
            .expect("joined")
            .expect("the drawing started");
        assert_eq!(
            renders.draw(2, || Ok(Arc::new(vec![2]))).await,
            Err(NotDrawn::Busy)
        );
        go.send(()).expect("released");
        assert_eq!(first.await.expect("joined"), Ok(Arc::new(vec![1])));
        // Its turn given back, the next one draws; a painter's failure is told.
        assert_eq!(
            renders.draw(2, || Ok(Arc::new(vec![2]))).await,
            Ok(Arc::new(vec![2]))
        );
        assert_eq!(
            renders.draw(3, || Err("no ink".into())).await,
            Err(NotDrawn::Failed("no ink".into()))
        );
    }
}
