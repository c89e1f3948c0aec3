//! The work that comes due without a message: the engine's turns, and the move clocks and
//! vote windows. Both run as background tasks for as long as the bot runs; what they change
//! is announced by the courier.

use super::types::Hub;
use hexcourier_core::Place;
use std::collections::HashSet;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// How long the engine's turns sleep when nothing wakes them: a safety net, as every change
/// that leaves a game waiting on the engine wakes them.
const ENGINE_NAP: Duration = Duration::from_secs(30);

/// Lets the engine move in every game waiting on it, each game on a blocking thread (the
/// core bounds how many searches run at once), for as long as the bot runs. Woken by every
/// change ([`Hub::wake`]); a game left waiting by a restart is found at start-up.
pub async fn engine_turns(hub: Arc<Hub>) {
    let busy: Arc<Mutex<HashSet<Place>>> = Arc::default();
    loop {
        let core = hub.core.clone();
        let waiting = tokio::task::spawn_blocking(move || core.engine_waiting())
            .await
            .unwrap_or_default();
        for place in waiting {
            if !busy
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .insert(place.clone())
            {
                continue;
            }
            let (hub, busy) = (hub.clone(), busy.clone());
            tokio::spawn(async move {
                let core = hub.core.clone();
                let at = place.clone();
                let moved = tokio::task::spawn_blocking(move || {
                    (0..hexcourier_core::MAX_ENGINE_TURNS)
                        .take_while(|_| core.engine_turn(&at))
                        .count()
                })
                .await
                .unwrap_or(0);
                busy.lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .remove(&place);
                if moved > 0 {
                    // The next seat may be waiting too, in another game's turn order.
                    hub.engine.notify_one();
                }
            });
        }
        tokio::select! {
            () = hub.engine.notified() => {}
            () = tokio::time::sleep(ENGINE_NAP) => {}
        }
    }
}

/// The longest the move clocks' ticker sleeps by default, as a safety net: it wakes at the
/// next deadline ([`hexcourier_core::Core::next_due`]), or earlier when a change brings a nearer
/// one ([`Hub::deadline`]); [`super::Config::tick_every`].
pub const TICK_EVERY: Duration = Duration::from_secs(60);

/// Does what falls due ([`hexcourier_core::Core::tick`]: move clocks, vote windows, challenges,
/// tournaments, vacations) when it falls due, for as long as the bot runs: sleeps until the
/// core's next deadline, at most [`Hub::tick_every`], woken early by a change that brings a
/// nearer deadline. Only the first call runs the ticker; later ones (a `Ready` after a
/// reconnect) return at once.
pub async fn clock_ticks(hub: Arc<Hub>) {
    if hub.ticking.swap(true, Ordering::SeqCst) {
        return;
    }
    loop {
        let core = hub.core.clone();
        let next = match tokio::task::spawn_blocking(move || {
            core.tick();
            core.due_in()
        })
        .await
        {
            Ok(next) => next,
            Err(e) => {
                tracing::warn!("the move clocks' tick failed: {e}");
                None
            }
        };
        let wait = next.map_or(hub.tick_every, |d| d.min(hub.tick_every));
        if wait.is_zero() {
            // Due again already (a change made meanwhile); yield before ticking.
            tokio::task::yield_now().await;
            continue;
        }
        tokio::select! {
            () = hub.deadline.notified() => {}
            () = tokio::time::sleep(wait) => {}
        }
    }
}
