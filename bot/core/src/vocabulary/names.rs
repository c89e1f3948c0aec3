//! How players and servers are named in public: by the names their community shows, never by
//! their ids.
//!
//! A transport tells the core the names it sees ([`crate::Core::note_names`]): on Discord a
//! member's nickname in the server, else their global name, else their username, each time
//! they act there; and a server's own name ([`crate::Core::note_server_name`]). The core keeps
//! the members' names in memory, per server ([`NameBook`]): a nickname from one server never
//! names anyone in another. Whenever a game (or a tournament, or a rating) is stored, the names of its
//! players in its server go into its record, so records and pages keep them across restarts
//! and on every process; the server's name goes into the server's record.
//!
//! Public outputs (web pages, record files) show a stored name; a user the transport never
//! named is shown by their id only when the id is a name already (the console's users), never
//! when it is a number (a Discord id): [`public_name`].

use crate::vocabulary::types::UserId;
use std::collections::HashMap;
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
    pub(crate) fn note(&self, realm: &str, user: &UserId, name: String) -> bool {
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
    pub(crate) fn get(&self, realm: &str, user: &UserId) -> Option<String> {
        let b = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        b.names
            .get(&(realm.to_string(), user.clone()))
            .map(|(n, _)| n.clone())
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
