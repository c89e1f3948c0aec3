//! What keeps live pages live: every change the core tells of a watched game is read once and
//! sent to all its watchers; when another process stored something (or every second, for a
//! shared store), the watched games are read again from the store.

use super::routes::event_update;
use super::state::Web;
use hexcourier_core::{Change, GameId};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;

/// How many changes the pages may fall behind before they are told they missed some (and
/// send every watched game again).
const CHANGES_BACKLOG: usize = 1024;

/// How often watched games are checked against a shared store, notifications or not.
pub const RECHECK_EVERY: Duration = Duration::from_secs(1);

/// Runs until the core goes away.
pub async fn run(web: Arc<Web>) {
    let (tx, mut changes) = tokio::sync::broadcast::channel(CHANGES_BACKLOG);
    web.core.on_change(Box::new(move |change| {
        // None listening yet is fine.
        let _ = tx.send(change);
    }));
    let mut tick = tokio::time::interval(RECHECK_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(Change::Game(id)) => push(&web, Some(id)).await,
                Ok(Change::Elsewhere) => recheck(&web).await,
                // Too many changes at once to tell apart: every watched game is sent again.
                Err(RecvError::Lagged(_)) => push(&web, None).await,
                Err(RecvError::Closed) => return,
            },
            _ = tick.tick() => recheck(&web).await,
        }
    }
}

/// Sends the game `id` (or every watched game) to its watchers, as it is now.
async fn push(web: &Arc<Web>, id: Option<GameId>) {
    let watched: Vec<(GameId, String)> = web
        .watchers
        .watched()
        .into_iter()
        .filter(|(g, _)| id.is_none_or(|i| i == *g))
        .collect();
    if watched.is_empty() {
        return;
    }
    let w = web.clone();
    let made = tokio::task::spawn_blocking(move || {
        watched
            .into_iter()
            .filter_map(|(id, slug)| {
                let view = w.core.game_view(&slug).ok()??;
                Some((id, event_update(&view)))
            })
            .collect::<Vec<_>>()
    })
    .await;
    for (id, data) in made.unwrap_or_default() {
        web.watchers.send(id, Arc::new(data));
    }
}

/// Reads the watched games again where another process changed them (a shared store); the
/// core tells of those that changed.
async fn recheck(web: &Arc<Web>) {
    let ids: Vec<GameId> = web
        .watchers
        .watched()
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    if ids.is_empty() {
        return;
    }
    let core = web.core.clone();
    let _ = tokio::task::spawn_blocking(move || core.refresh_games(&ids)).await;
}
