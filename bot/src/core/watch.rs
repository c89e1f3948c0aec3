//! Changes to games as they happen, for watchers (the web's live game pages): the core tells
//! every change it stores, and every game it reads again because another process changed it.

use super::types::GameId;
use tokio::sync::broadcast;

/// How many changes a slow subscriber may fall behind before it is told it missed some.
const BACKLOG: usize = 1024;

/// A change watchers hear of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The game changed (a move, a result, an abort).
    Game(GameId),
    /// Another process stored something: games watched may have changed (read them again).
    Elsewhere,
}

/// The channel changes are told on.
#[derive(Debug)]
pub(crate) struct Changes(broadcast::Sender<Change>);

impl Default for Changes {
    fn default() -> Self {
        Changes(broadcast::channel(BACKLOG).0)
    }
}

impl Changes {
    /// Tells every subscriber (none listening is fine).
    pub fn tell(&self, change: Change) {
        let _ = self.0.send(change);
    }

    /// The sending end, for hooks that tell changes from elsewhere.
    pub fn sender(&self) -> broadcast::Sender<Change> {
        self.0.clone()
    }

    /// A new subscriber, hearing changes from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Change> {
        self.0.subscribe()
    }
}
