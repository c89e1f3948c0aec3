//! The outbox: announcements owed, kept until a transport has delivered them.
//!
//! A change to a game and the announcements it causes are written together; transports read
//! what is owed ([`Outbox::owed`]), in order per game, deliver it, and settle it
//! ([`Outbox::settle`]). An announcement that can never be delivered is dropped with a count
//! ([`Outbox::give_up`]), never silently.

use super::notice::{NoticeBody, NoticeId, Owed, Progress};
use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

/// How the outbox stands: what is owed, since when, and what was dropped for good.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OutboxStatus {
    /// Announcements owed now.
    pub owed: u64,
    /// When the oldest of them was made (unix seconds), if any is owed.
    pub oldest: Option<u64>,
    /// Announcements dropped because no transport could ever deliver them.
    pub dropped: u64,
}

/// The announcements owed.
#[derive(Debug, Default)]
pub(crate) struct Outbox {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    owed: BTreeMap<NoticeId, (u64, NoticeBody)>,
    dropped: u64,
}

impl Outbox {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Adds an announcement made at `created`.
    pub fn owe(&self, id: NoticeId, created: u64, body: NoticeBody) {
        self.state().owed.insert(id, (created, body));
    }

    /// The announcements owed after `after` (all with `None`), in order: by game, then by
    /// number; at most `limit`.
    pub fn owed(&self, after: Option<NoticeId>, limit: usize) -> Vec<Owed> {
        let s = self.state();
        let range = match after {
            None => s.owed.range(..),
            Some(a) => s
                .owed
                .range((std::ops::Bound::Excluded(a), std::ops::Bound::Unbounded)),
        };
        range
            .take(limit)
            .map(|(id, (created, body))| Owed {
                id: *id,
                created: *created,
                says: body.says.clone(),
                progress: body.progress.clone(),
            })
            .collect()
    }

    /// The announcements of one game owed, in order.
    pub fn owed_of(&self, game: super::types::GameId) -> Vec<Owed> {
        let s = self.state();
        let from = NoticeId { game, seq: 0 };
        s.owed
            .range(from..)
            .take_while(|(id, _)| id.game == game)
            .map(|(id, (created, body))| Owed {
                id: *id,
                created: *created,
                says: body.says.clone(),
                progress: body.progress.clone(),
            })
            .collect()
    }

    /// Records how far the delivery of an owed announcement got.
    pub fn progress(&self, id: NoticeId, progress: Progress) {
        if let Some((_, body)) = self.state().owed.get_mut(&id) {
            body.progress = progress;
        }
    }

    /// Removes a delivered announcement (settling one that is gone is fine).
    pub fn settle(&self, id: NoticeId) {
        self.state().owed.remove(&id);
    }

    /// Drops an announcement that can never be delivered, counting it.
    pub fn give_up(&self, id: NoticeId) {
        let mut s = self.state();
        if s.owed.remove(&id).is_some() {
            s.dropped += 1;
        }
    }

    /// How the outbox stands.
    pub fn status(&self) -> OutboxStatus {
        let s = self.state();
        OutboxStatus {
            owed: s.owed.len() as u64,
            oldest: s.owed.values().map(|(c, _)| *c).min(),
            dropped: s.dropped,
        }
    }
}
