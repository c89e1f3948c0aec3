//! Changes to games as they happen, for watchers (the web's live game pages): the core tells
//! every change it stores, and every game it reads again because another process changed it.

use crate::vocabulary::types::GameId;
use std::sync::{Arc, Mutex, PoisonError};

/// A change watchers hear of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The game changed (a move, a result, an abort).
    Game(GameId),
    /// Another process stored something: games watched may have changed (read them again).
    Elsewhere,
}

/// What hears of changes: it must be quick (hand the change on, e.g. to a channel) and must
/// not call back into the core.
pub type Listener = Box<dyn Fn(Change) + Send + Sync>;

/// Who is told of changes. Cloning shares the listeners (a hook the store runs when another
/// process writes tells the same ones).
#[derive(Clone, Default)]
pub(crate) struct Changes(Arc<Mutex<Vec<Listener>>>);

impl std::fmt::Debug for Changes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.0.lock().unwrap_or_else(PoisonError::into_inner).len();
        write!(f, "Changes({n} listeners)")
    }
}

impl Changes {
    /// Tells every listener (none listening is fine).
    pub fn tell(&self, change: Change) {
        for listener in self.0.lock().unwrap_or_else(PoisonError::into_inner).iter() {
            listener(change);
        }
    }

    /// Adds a listener, told every change from now on.
    pub fn listen(&self, listener: Listener) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(listener);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listener_hears_every_change_from_when_it_listens() {
        let changes = Changes::default();
        changes.tell(Change::Elsewhere);
        let heard = Arc::new(Mutex::new(Vec::new()));
        for n in 0..2 {
            let h = heard.clone();
            changes.listen(Box::new(move |c| h.lock().expect("lock").push((n, c))));
        }
        changes.clone().tell(Change::Game(GameId(3)));
        assert_eq!(
            *heard.lock().expect("lock"),
            vec![(0, Change::Game(GameId(3))), (1, Change::Game(GameId(3)))]
        );
    }
}
