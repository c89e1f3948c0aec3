//! How players and servers are named in public: by the names their community shows, never by
//! their ids.
//!
//! A transport tells the core the names it sees ([`Core::note_names`]): on Discord a member's
//! nickname in the server, else their global name, else their username, each time they act
//! there; and a server's own name ([`Core::note_server_name`]). The core keeps the members'
//! names in memory, per server ([`NameBook`]): a nickname from one server never names anyone
//! in another. Whenever a game (or a tournament, or a rating) is stored, the names of its
//! players in its server go into its record, so records and pages keep them across restarts
//! and on every process; the server's name goes into the server's record.
//!
//! Public outputs (web pages, record files) show a stored name; a user the transport never
//! named is shown by their id only when the id is a name already (the console's users), never
//! when it is a number (a Discord id): [`public_name`].

use crate::vocabulary::types::UserId;
use crate::Core;
use hexcourier_store::StoreError;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, PoisonError};

/// The most characters a name keeps (Discord's nicknames and global names have at most 32).
pub const MAX_NAME_CHARS: usize = 32;

/// The most characters a server's name keeps (Discord's have at most 100).
pub const MAX_SERVER_NAME_CHARS: usize = 100;

/// The most names the book holds; past it, the half noted longest ago is forgotten (they are
/// kept in the records of the games they played).
const BOOK_CAP: usize = 200_000;

/// A name as the core keeps it: on one line, without the characters that make mentions or
/// code in chat (`@`, `<`, `>`, `` ` ``), trimmed, at most `max` characters; `None` when
/// nothing is left.
pub fn clean_name(name: &str, max: usize) -> Option<String> {
    let kept: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control() && !matches!(c, '@' | '<' | '>' | '`'))
        .collect();
    let words: Vec<&str> = kept.split(' ').filter(|w| !w.is_empty()).collect();
    let one_line: String = words.join(" ").chars().take(max).collect();
    let trimmed = one_line.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_string())
}

/// How a user is named in public: their stored name; else their id when it is a name (a
/// console user; `engine`, `voters` and `anyone` as the core shows them); `None` for a
/// number (a transport's id, which public outputs never show).
pub fn public_name(user: &UserId, stored: Option<&str>) -> Option<String> {
    if let Some(name) = stored {
        return Some(name.to_string());
    }
    let id = user.as_str();
    if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let shown = user.to_string();
    Some(shown.strip_prefix('@').unwrap_or(&shown).to_string())
}

/// The names members were last seen by, per server, in memory.
#[derive(Debug, Default)]
pub(crate) struct NameBook {
    inner: Mutex<Book>,
}

#[derive(Debug, Default)]
struct Book {
    /// `(server, user)` → the name and when it was noted (a counter).
    names: HashMap<(String, UserId), (String, u64)>,
    tick: u64,
}

impl NameBook {
    /// Notes a user's name in a server; whether it is new or changed.
    fn note(&self, realm: &str, user: &UserId, name: String) -> bool {
        let mut b = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        b.tick += 1;
        let tick = b.tick;
        let key = (realm.to_string(), user.clone());
        let changed = b.names.get(&key).is_none_or(|(n, _)| *n != name);
        b.names.insert(key, (name, tick));
        if b.names.len() > BOOK_CAP {
            let mut ticks: Vec<u64> = b.names.values().map(|(_, t)| *t).collect();
            let half = ticks.len() / 2;
            let (_, &mut median, _) = ticks.select_nth_unstable(half);
            b.names.retain(|_, (_, t)| *t > median);
        }
        changed
    }

    /// A user's name in a server, if noted.
    fn get(&self, realm: &str, user: &UserId) -> Option<String> {
        let b = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        b.names
            .get(&(realm.to_string(), user.clone()))
            .map(|(n, _)| n.clone())
    }
}

impl Core {
    /// The transport saw these users in the server `realm` (`None`: a place without one)
    /// named so (cleaned with [`clean_name`]; blank names are ignored). Their games in that
    /// server take the names with their next stored change.
    pub fn note_names(&self, realm: Option<&str>, seen: &[(UserId, String)]) {
        let realm = realm.unwrap_or(crate::state::standing::NO_REALM);
        for (user, name) in seen {
            if let Some(name) = clean_name(name, MAX_NAME_CHARS) {
                self.names.note(realm, user, name);
            }
        }
    }

    /// The name the transport last saw `user` by in the server `realm`, if it did since this
    /// process started.
    pub fn name_in(&self, realm: Option<&str>, user: &UserId) -> Option<String> {
        self.names
            .get(realm.unwrap_or(crate::state::standing::NO_REALM), user)
    }

    /// The server `realm` is named `name` (on Discord, as its GUILD_CREATE says): kept in its
    /// record for public records and pages. Writes only when the name changed; whether it
    /// did.
    ///
    /// # Errors
    /// If the store cannot be read or written.
    pub fn note_server_name(&self, realm: &str, name: &str) -> Result<bool, StoreError> {
        let Some(name) = clean_name(name, MAX_SERVER_NAME_CHARS) else {
            return Ok(false);
        };
        let (rec, _) = self.server(realm)?;
        if rec.name.as_deref() == Some(name.as_str()) {
            return Ok(false);
        }
        self.with_server_change(
            realm,
            |rec| rec.name = Some(name.clone()),
            |w| {
                self.store
                    .commit(hexcourier_store::Commit {
                        writes: vec![w],
                        ..hexcourier_store::Commit::default()
                    })
                    .map(|_| ())
            },
        )?;
        Ok(true)
    }

    /// The server (community) of the game or tournament an announcement comes from, if it
    /// has one: a transport names its users as that server shows them.
    pub fn realm_of_notice(&self, from: crate::vocabulary::types::Source) -> Option<String> {
        self.realm_of_source(from)
    }

    /// The name of the server `realm` as its record keeps it, if known (`None` too for games
    /// without a server).
    pub fn server_name(&self, realm: Option<&str>) -> Option<String> {
        let realm = realm?;
        match self.server(realm) {
            Ok((rec, _)) => rec.name,
            Err(e) => {
                tracing::warn!("a server's name could not be read: {e}");
                None
            }
        }
    }

    /// The names of `players` (in seat order) as the book knows them in `realm`, over the
    /// names already kept (`kept`, by seat): a name seen anew replaces the kept one, a name
    /// not seen since this process started keeps it.
    pub(crate) fn seat_names(
        &self,
        realm: Option<&str>,
        players: &[UserId],
        kept: &BTreeMap<u8, String>,
    ) -> BTreeMap<u8, String> {
        let mut names = kept.clone();
        for (i, user) in players.iter().enumerate() {
            let Ok(seat) = u8::try_from(i) else { break };
            if !user.is_person() {
                continue;
            }
            if let Some(name) = self.name_in(realm, user) {
                names.insert(seat, name);
            }
        }
        names.retain(|&seat, _| usize::from(seat) < players.len());
        names
    }

    /// Puts the names its server shows its players by into a game about to be stored.
    pub(crate) fn name_seats(&self, g: &mut crate::state::live::LiveGame) {
        g.names = self.seat_names(g.realm.as_deref(), &g.players, &g.names);
    }

    /// Puts the names its server shows its players by into a tournament about to be stored.
    pub(crate) fn name_entrants(&self, rec: &mut crate::state::event::EventRecord) {
        let realm = rec.realm.clone();
        for e in &mut rec.players {
            if let Some(name) = self.name_in(realm.as_deref(), &UserId::new(e.user.as_str())) {
                e.name = Some(name);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_to_one_short_line() {
        assert_eq!(
            clean_name("  Łucja <@everyone>\n`x`  ", 32).as_deref(),
            Some("Łucja everyone x")
        );
        assert_eq!(clean_name(" \n@<> ", 32), None);
        assert_eq!(
            clean_name(&"ż".repeat(40), MAX_NAME_CHARS),
            Some("ż".repeat(32))
        );
    }

    #[test]
    fn ids_that_are_numbers_are_never_public() {
        let id = UserId::new("80351110224678912");
        assert_eq!(public_name(&id, None), None);
        assert_eq!(public_name(&id, Some("Zoë")).as_deref(), Some("Zoë"));
        assert_eq!(
            public_name(&UserId::new("alice"), None).as_deref(),
            Some("alice")
        );
        assert_eq!(
            public_name(&UserId::engine(), None).as_deref(),
            Some("engine")
        );
    }

    #[test]
    fn each_server_has_its_own_names() {
        let book = NameBook::default();
        let u = UserId::new("80351110224678912");
        assert!(book.note("1", &u, "Kasia".into()));
        assert!(!book.note("1", &u, "Kasia".into()));
        assert!(book.note("2", &u, "Kate".into()));
        assert_eq!(book.get("1", &u).as_deref(), Some("Kasia"));
        assert_eq!(book.get("2", &u).as_deref(), Some("Kate"));
        assert_eq!(book.get("3", &u), None);
    }
}
