//! Live game pages: who watches which game, bounded per process, per game and per client
//! address, and the channel each game's updates go out on. A watcher that falls behind (its
//! channel is bounded) is dropped rather than buffered for; a game's last update (the game
//! over) ends its watchers' streams.

use super::guard::ClientKey;
use hexcourier_core::i18n::Lang;
use hexcourier_core::GameId;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::broadcast;

/// Updates a watcher may be behind before it is dropped.
pub const WATCHER_BACKLOG: usize = 8;

/// A game's update as it goes out to its watchers: the event data (JSON) in each language,
/// of which every watcher takes its page's, and whether it is the game's last.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Update {
    by_lang: Vec<(Lang, String)>,
    last: bool,
}

impl Update {
    /// An update of these data per language; `last` when the game is over (nothing follows).
    pub fn new(by_lang: Vec<(Lang, String)>, last: bool) -> Update {
        Update { by_lang, last }
    }

    /// Whether the game is over: after this update its streams end.
    pub fn is_last(&self) -> bool {
        self.last
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

/// The games watched, and how many pages each client holds open.
#[derive(Debug, Default)]
struct Book {
    games: HashMap<GameId, Watched>,
    by_client: HashMap<ClientKey, usize>,
}

/// Who watches which game.
#[derive(Debug)]
pub struct Watchers {
    max: usize,
    per_game: usize,
    per_client: usize,
    total: Arc<AtomicUsize>,
    book: Arc<Mutex<Book>>,
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
    /// The client's address has all the live pages it may open.
    #[error("too many live pages are open from this address")]
    Client,
}

/// A watcher's place: its updates, and its count (given back when dropped).
#[derive(Debug)]
pub struct Watch {
    /// The game's updates (event data, JSON, in every language).
    pub rx: broadcast::Receiver<Arc<Update>>,
    game: GameId,
    client: ClientKey,
    total: Arc<AtomicUsize>,
    book: Arc<Mutex<Book>>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.total.fetch_sub(1, Ordering::SeqCst);
        let mut book = self.book.lock().unwrap_or_else(PoisonError::into_inner);
        // The last watcher of a game takes its channel away (this one's receiver still counts).
        if book
            .games
            .get(&self.game)
            .is_some_and(|w| w.tx.receiver_count() <= 1)
        {
            book.games.remove(&self.game);
        }
        if let Some(n) = book.by_client.get_mut(&self.client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                book.by_client.remove(&self.client);
            }
        }
    }
}

impl Watchers {
    /// At most `max` watchers in all, `per_game` on one game, `per_client` from one client
    /// ([`ClientKey`]: an IPv4 address or an IPv6 /64).
    pub fn new(max: usize, per_game: usize, per_client: usize) -> Watchers {
        Watchers {
            max,
            per_game,
            per_client,
            total: Arc::default(),
            book: Arc::default(),
        }
    }

    /// A place for a new watcher of `game` (page `slug`) from `client`.
    ///
    /// # Errors
    /// [`Full`] when the process, the game or the client has all the watchers it takes.
    pub fn join(&self, game: GameId, slug: &str, client: ClientKey) -> Result<Watch, Full> {
        let mut book = self.book.lock().unwrap_or_else(PoisonError::into_inner);
        if self.total.load(Ordering::SeqCst) >= self.max {
            return Err(Full::Process);
        }
        if book.by_client.get(&client).copied().unwrap_or(0) >= self.per_client {
            return Err(Full::Client);
        }
        if book.games.get(&game).map_or(0, |w| w.tx.receiver_count()) >= self.per_game {
            return Err(Full::Game);
        }
        let w = book.games.entry(game).or_insert_with(|| Watched {
            slug: slug.to_string(),
            tx: broadcast::channel(WATCHER_BACKLOG).0,
        });
        let rx = w.tx.subscribe();
        *book.by_client.entry(client).or_insert(0) += 1;
        self.total.fetch_add(1, Ordering::SeqCst);
        Ok(Watch {
            rx,
            game,
            client,
            total: self.total.clone(),
            book: self.book.clone(),
        })
    }

    /// Live pages `client` holds open now.
    pub fn of_client(&self, client: ClientKey) -> usize {
        self.book
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .by_client
            .get(&client)
            .copied()
            .unwrap_or(0)
    }

    /// Watchers now, in all.
    pub fn count(&self) -> usize {
        self.total.load(Ordering::SeqCst)
    }

    /// The games watched now, with their page slugs.
    pub fn watched(&self) -> Vec<(GameId, String)> {
        self.book
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .games
            .iter()
            .map(|(id, w)| (*id, w.slug.clone()))
            .collect()
    }

    /// Sends an update to a game's watchers (none is fine).
    pub fn send(&self, game: GameId, data: Arc<Update>) {
        if let Some(w) = self
            .book
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .games
            .get(&game)
        {
            let _ = w.tx.send(data);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(s: &str) -> ClientKey {
        ClientKey::of(s.parse().expect("ip"))
    }

    #[test]
    fn watchers_are_bounded_and_given_back() {
        let w = Watchers::new(3, 2, 10);
        let me = client("192.0.2.1");
        let a = w.join(GameId(1), "s1", me);
        let b = w.join(GameId(1), "s1", me);
        assert!(a.is_ok() && b.is_ok());
        assert_eq!(w.join(GameId(1), "s1", me).err(), Some(Full::Game));
        let c = w.join(GameId(2), "s2", me);
        assert!(c.is_ok());
        assert_eq!(w.join(GameId(3), "s3", me).err(), Some(Full::Process));
        assert_eq!(w.count(), 3);
        drop(a);
        drop(b);
        assert_eq!(w.count(), 1);
        assert_eq!(w.watched(), vec![(GameId(2), "s2".to_string())]);
    }

    #[test]
    fn one_client_holding_its_pages_leaves_room_for_another() {
        let w = Watchers::new(100, 100, 2);
        let (me, other) = (client("192.0.2.1"), client("192.0.2.2"));
        let mine: Vec<_> = (0..2).map(|_| w.join(GameId(1), "s1", me)).collect();
        assert!(mine.iter().all(Result::is_ok));
        assert_eq!(w.join(GameId(2), "s2", me).err(), Some(Full::Client));
        // An IPv6 client's whole /64 is one client.
        let v6 = [client("2001:db8::1"), client("2001:db8::2")];
        let theirs: Vec<_> = v6.iter().map(|c| w.join(GameId(1), "s1", *c)).collect();
        assert!(theirs.iter().all(Result::is_ok));
        assert_eq!(
            w.join(GameId(1), "s1", client("2001:db8::ffff")).err(),
            Some(Full::Client)
        );
        assert!(
            w.join(GameId(1), "s1", other).is_ok(),
            "another address is served"
        );
        assert_eq!((w.of_client(me), w.of_client(other)), (2, 0));
        drop(mine);
        assert_eq!(w.of_client(me), 0);
        assert!(w.join(GameId(1), "s1", me).is_ok(), "given back");
    }

    #[test]
    fn each_watcher_takes_its_languages_update() {
        let u = Update::new(
            vec![(Lang::En, "en".into()), (Lang::Pl, "pl".into())],
            false,
        );
        assert_eq!(u.data(Lang::Pl), "pl");
        assert_eq!(u.data(Lang::De), "en", "English when a language is missing");
        assert_eq!(Update::default().data(Lang::Hu), "");
    }
}
