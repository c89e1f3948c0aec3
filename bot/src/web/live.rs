//! Live game pages: who watches which game, bounded per game and per process, and the
//! channel each game's updates go out on. A watcher that falls behind (its channel is
//! bounded) is dropped rather than buffered for.

use crate::core::GameId;
use crate::i18n::Lang;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::broadcast;

/// Updates a watcher may be behind before it is dropped.
pub const WATCHER_BACKLOG: usize = 8;

/// A game's update as it goes out to its watchers: the event data (JSON) in each language,
/// of which every watcher takes its page's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Update {
    by_lang: Vec<(Lang, String)>,
}

impl Update {
    /// An update of these data per language.
    pub fn new(by_lang: Vec<(Lang, String)>) -> Update {
        Update { by_lang }
    }

    /// The data in `lang`: else the first given (English), else nothing.
    pub fn data(&self, lang: Lang) -> &str {
        self.by_lang
            .iter()
            .find(|(l, _)| *l == lang)
            .or(self.by_lang.first())
            .map_or("", |(_, d)| d.as_str())
    }
}

/// One game's watchers: its page slug, and the channel its updates go out on.
#[derive(Debug)]
struct Watched {
    slug: String,
    tx: broadcast::Sender<Arc<Update>>,
}

/// Who watches which game.
#[derive(Debug)]
pub struct Watchers {
    max: usize,
    per_game: usize,
    total: Arc<AtomicUsize>,
    games: Arc<Mutex<HashMap<GameId, Watched>>>,
}

/// Why a watcher was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Full {
    /// The process has all the watchers it takes.
    #[error("too many live pages are open on this server; try again later")]
    Process,
    /// The game has all the watchers it takes.
    #[error("too many live pages are open on this game; try again later")]
    Game,
}

/// A watcher's place: its updates, and its count (given back when dropped).
#[derive(Debug)]
pub struct Watch {
    /// The game's updates (event data, JSON, in every language).
    pub rx: broadcast::Receiver<Arc<Update>>,
    game: GameId,
    total: Arc<AtomicUsize>,
    games: Arc<Mutex<HashMap<GameId, Watched>>>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.total.fetch_sub(1, Ordering::SeqCst);
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        // The last watcher of a game takes its channel away (this one's receiver still counts).
        if games
            .get(&self.game)
            .is_some_and(|w| w.tx.receiver_count() <= 1)
        {
            games.remove(&self.game);
        }
    }
}

impl Watchers {
    /// At most `max` watchers in all, `per_game` on one game.
    pub fn new(max: usize, per_game: usize) -> Watchers {
        Watchers {
            max,
            per_game,
            total: Arc::default(),
            games: Arc::default(),
        }
    }

    /// A place for a new watcher of `game` (page `slug`).
    ///
    /// # Errors
    /// [`Full`] when the process or the game has all the watchers it takes.
    pub fn join(&self, game: GameId, slug: &str) -> Result<Watch, Full> {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        if self.total.load(Ordering::SeqCst) >= self.max {
            return Err(Full::Process);
        }
        let w = games.entry(game).or_insert_with(|| Watched {
            slug: slug.to_string(),
            tx: broadcast::channel(WATCHER_BACKLOG).0,
        });
        if w.tx.receiver_count() >= self.per_game {
            return Err(Full::Game);
        }
        let rx = w.tx.subscribe();
        self.total.fetch_add(1, Ordering::SeqCst);
        Ok(Watch {
            rx,
            game,
            total: self.total.clone(),
            games: self.games.clone(),
        })
    }

    /// Watchers now, in all.
    pub fn count(&self) -> usize {
        self.total.load(Ordering::SeqCst)
    }

    /// The games watched now, with their page slugs.
    pub fn watched(&self) -> Vec<(GameId, String)> {
        self.games
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|(id, w)| (*id, w.slug.clone()))
            .collect()
    }

    /// Sends an update to a game's watchers (none is fine).
    pub fn send(&self, game: GameId, data: Arc<Update>) {
        if let Some(w) = self
            .games
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&game)
        {
            let _ = w.tx.send(data);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watchers_are_bounded_and_given_back() {
        let w = Watchers::new(3, 2);
        let a = w.join(GameId(1), "s1");
        let b = w.join(GameId(1), "s1");
        assert!(a.is_ok() && b.is_ok());
        assert_eq!(w.join(GameId(1), "s1").err(), Some(Full::Game));
        let c = w.join(GameId(2), "s2");
        assert!(c.is_ok());
        assert_eq!(w.join(GameId(3), "s3").err(), Some(Full::Process));
        assert_eq!(w.count(), 3);
        drop(a);
        drop(b);
        assert_eq!(w.count(), 1);
        assert_eq!(w.watched(), vec![(GameId(2), "s2".to_string())]);
    }

    #[test]
    fn each_watcher_takes_its_languages_update() {
        let u = Update::new(vec![(Lang::En, "en".into()), (Lang::Pl, "pl".into())]);
        assert_eq!(u.data(Lang::Pl), "pl");
        assert_eq!(u.data(Lang::De), "en", "English when a language is missing");
        assert_eq!(Update::default().data(Lang::Hu), "");
    }
}
